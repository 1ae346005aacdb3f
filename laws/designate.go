package laws

import (
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/play"
)

// ---- Law 46: incomplete or erroneous designation of a card from dummy ----
//
// Declarer should name the suit and the rank of the card he plays from
// dummy (46A). When he does not, the card is deemed called, except when
// his different intention is incontrovertible (the Director then has the
// log record the card he meant): "high", the highest card (46B1(a));
// "win", the lowest card known to win the trick (46B1(b)); "low", the
// lowest (46B1(c)), of the suit led when dummy follows; a suit without a
// rank, the lowest card of that suit (46B2); a rank without a suit, when
// leading, the suit in which dummy won the preceding trick, otherwise a
// card of that rank he can legally play, declarer saying which of two
// (46B3); a card not in dummy: the designation is void and declarer may
// designate any legal card (46B4); "play anything": either defender
// designates dummy's card (46B5).
//
// This file holds the law's event (Designate), its kinds with their laws
// and the resolve of its options: the places "Adding an irregularity"
// (doc.go) lists.

// The kinds of ruling on designations from dummy.
const (
	KindDesignationDeemed Kind = "designation-deemed"  // an incomplete designation: the card deemed called is played
	KindDesignationVoid   Kind = "designation-void"    // the designation names no card dummy can play: declarer designates another
	KindDesignationWhich  Kind = "designation-which"   // a rank without a suit, two cards of it legal: declarer says which
	KindDefendersChoose   Kind = "defenders-designate" // "play anything": either defender designates dummy's card
)

// Designation is how declarer designated dummy's card (Law 46B).
type Designation string

// The designations the table log writes; a suit ("H"), a rank ("Q") or a
// card ("HQ") is written as such.
const (
	DesignateHigh     Designation = "high"     // 46B1(a)
	DesignateWin      Designation = "win"      // 46B1(b)
	DesignateLow      Designation = "low"      // 46B1(c)
	DesignateAnything Designation = "anything" // 46B5
)

// Designate: declarer designates dummy's card incompletely or in error
// ("designate": high, win, low, anything, a suit, a rank, or a card not in
// dummy; Law 46B). Word is as written, lower case for the words, upper
// case for a suit, a rank or a card.
type Designate struct {
	Head
	Word string
}

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindDesignationDeemed: bridge.Law(46, "B"), KindDesignationVoid: bridge.Law(46, "B4"),
		KindDesignationWhich: bridge.Law(46, "B3(b)"), KindDefendersChoose: bridge.Law(46, "B5"),
	})
	addVerb("designate", verb{parse: parseDesignate})
}

// parseDesignate reads "designate high", "designate H", "designate Q",
// "designate HQ".
func parseDesignate(p *eventArgs) (Event, error) {
	if err := p.need(1, "syntax-need-designation"); err != nil {
		return nil, err
	}
	if err := p.noMore(1); err != nil {
		return nil, err
	}
	w := p.args[0].text
	if _, ok := designationWord(w); !ok {
		return nil, p.errAt(p.args[0], dt("syntax-want-designation"))
	}
	d, _ := designationWord(w)
	return Designate{Head: p.h, Word: d}, nil
}

// designationWord is w as the log writes it, and whether it is a
// designation.
func designationWord(w string) (string, bool) {
	switch lw := Designation(strings.ToLower(w)); lw {
	case DesignateHigh, DesignateWin, DesignateLow, DesignateAnything:
		return string(lw), true
	}
	if c, err := bridge.ParseCard(w); err == nil {
		return c.String(), true
	}
	if len(w) == 1 {
		if s, err := bridge.ParseSuit(w); err == nil {
			return s.String(), true
		}
	}
	if r, err := bridge.ParseRank(w); err == nil {
		return r.String(), true
	}
	return "", false
}

// Verb prints "designate".
func (Designate) Verb() string           { return "designate" }
func (e Designate) withLine(n int) Event { e.Line = n; return e }
func (e Designate) format() string       { return e.Actor.String() + " designate " + e.Word }
func (e Designate) check(*Table) error {
	if _, err := needSeat(e.Head, e.Verb()); err != nil {
		return err
	}
	if _, ok := designationWord(e.Word); !ok {
		return impossible(dt("impossible-not-designation"))
	}
	return nil
}
func (e Designate) apply(t *Table) { t.onDesignate(e) }

// onDesignate: declarer's incomplete or erroneous designation of dummy's
// card (46B).
func (t *Table) onDesignate(e Designate) {
	seat, _ := e.Actor.Seat()
	if t.ph != phasePlay || !t.hasContract || seat != t.declarer() {
		t.unexpected(dt("designation-not-declarer", "seat", seat.String()))
		return
	}
	dummy := t.dummy()
	if next, ok := t.cur.next(); !ok || next != dummy || t.cur.count() == 4 {
		t.unexpected(dt("designation-not-dummy-turn"))
		return
	}
	hand := t.hands[dummy]
	tr := t.cur.trick()
	legal := hand
	led, following := tr.Led()
	if following {
		legal = play.LegalFrom(hand, tr)
	}
	word := dt("designation", "text", e.Word)
	deemed := func(c bridge.Card, law bridge.LawRef) {
		t.rule(Ruling{Kind: KindDesignationDeemed, Law: law, Offender: Some(seat), Card: c, Trick: t.cur.Number, Detail: word})
		t.onPlay(Play{Head: Head{Actor: SeatActor(dummy), Line: e.Line}, Cards: []bridge.Card{c}, Named: true})
	}
	void := func(law bridge.LawRef) {
		t.rule(Ruling{Kind: KindDesignationVoid, Law: law, Offender: Some(seat), Trick: t.cur.Number, Detail: word})
	}
	choose := func(kind Kind, cards bridge.CardSet, chooser Actor) {
		var opts []Option
		for c := range cards.Cards() {
			opts = append(opts, Option{Key: OptCard, Arg: c.String()})
		}
		i := t.rule(Ruling{Kind: kind, Offender: Some(seat), Trick: t.cur.Number, Detail: word, Options: opts, Chooser: chooser})
		t.pend = append(t.pend, &pending{ruling: i, chooser: chooser, options: opts, offender: dummy, trick: t.cur.Number,
			resolve: func(t *Table, p *pending, o Option) {
				if c, err := bridge.ParseCard(o.Arg); err == nil && t.hands[dummy].Has(c) {
					t.onPlay(Play{Head: Head{Actor: SeatActor(dummy)}, Cards: []bridge.Card{c}, Named: true})
				}
			}})
	}
	switch Designation(e.Word) {
	case DesignateHigh, DesignateLow:
		in := hand.Suit(led)
		if !following || in == 0 {
			void(bridge.Law(46, "B1"))
			return
		}
		r, law := in.Highest(), bridge.Law(46, "B1(a)")
		if Designation(e.Word) == DesignateLow {
			r, law = in.Lowest(), bridge.Law(46, "B1(c)")
		}
		deemed(bridge.NewCard(led, r), law)
		return
	case DesignateWin:
		if c, ok := t.lowestSureWinner(legal); ok {
			deemed(c, bridge.Law(46, "B1(b)"))
		} else {
			void(bridge.Law(46, "B1(b)"))
		}
		return
	case DesignateAnything:
		choose(KindDefendersChoose, legal, SideActor(t.contract.Side().Opponents()))
		return
	}
	if c, err := bridge.ParseCard(e.Word); err == nil {
		if !hand.Has(c) {
			void(bridge.Law(46, "B4"))
			return
		}
		t.onPlay(Play{Head: Head{Actor: SeatActor(dummy), Line: e.Line}, Cards: []bridge.Card{c}, Named: true})
		return
	}
	if len(e.Word) == 1 {
		if u, err := bridge.ParseSuit(e.Word); err == nil {
			if in := hand.Suit(u); in != 0 {
				deemed(bridge.NewCard(u, in.Lowest()), bridge.Law(46, "B2"))
			} else {
				void(bridge.Law(46, "B2"))
			}
			return
		}
	}
	r, err := bridge.ParseRank(e.Word)
	if err != nil {
		t.unexpected(dt("designation-unknown", "text", e.Word))
		return
	}
	if !following && len(t.tricks) > 0 {
		// 46B3(a): leading, the suit in which dummy won the preceding
		// trick, if dummy holds that rank in it.
		if last := t.tricks[len(t.tricks)-1]; last.Winner == dummy {
			if c := bridge.NewCard(last.Cards[dummy].Suit(), r); hand.Has(c) {
				deemed(c, bridge.Law(46, "B3(a)"))
				return
			}
		}
	}
	var of bridge.CardSet
	for c := range legal.Cards() {
		if c.Rank() == r {
			of = of.With(c)
		}
	}
	switch of.Len() {
	case 0:
		void(bridge.Law(46, "B3(b)"))
	case 1:
		for c := range of.Cards() {
			deemed(c, bridge.Law(46, "B3(b)"))
		}
	default:
		choose(KindDesignationWhich, of, SeatActor(seat))
	}
}

// lowestSureWinner is the lowest of dummy's cards that is known to win the
// current trick (46B1(b)): it beats the cards played, and no card declarer
// cannot see (neither in his hand nor in dummy's, nor played) could beat
// it when a defender still has to play.
func (t *Table) lowestSureWinner(legal bridge.CardSet) (bridge.Card, bool) {
	tr := t.cur.trick()
	strain := t.contract.Strain
	trump, hasTrump := strain.Suit()
	unseen := bridge.FullDeck &^ t.hands[t.declarer()] &^ t.hands[t.dummy()]
	for _, x := range t.tricks {
		for _, c := range x.Cards {
			unseen = unseen.Without(c)
		}
	}
	for _, c := range t.cur.Cards {
		if c != 0 {
			unseen = unseen.Without(c)
		}
	}
	defenderAfter := false
	for i := t.cur.count() + 1; i < 4; i++ {
		if t.isDefender(t.cur.Leader.Add(i)) {
			defenderAfter = true
		}
	}
	beats := func(c, best bridge.Card) bool {
		if c.Suit() == best.Suit() {
			return c.Rank() > best.Rank()
		}
		return hasTrump && c.Suit() == trump
	}
	var best bridge.Card
	found := false
	for c := range legal.Cards() {
		w := tr
		w.Cards[w.N], w.N = c, w.N+1
		if w.Winner(strain) != t.dummy() {
			continue
		}
		sure := true
		if defenderAfter {
			for u := range unseen.Cards() {
				if beats(u, c) {
					sure = false
					break
				}
			}
		}
		if sure && (!found || lowerCard(c, best, trump, hasTrump)) {
			best, found = c, true
		}
	}
	return best, found
}

// lowerCard orders two winning cards: a plain card below a trump, then by
// rank.
func lowerCard(a, b bridge.Card, trump bridge.Suit, hasTrump bool) bool {
	at, bt := hasTrump && a.Suit() == trump, hasTrump && b.Suit() == trump
	if at != bt {
		return bt
	}
	return a.Rank() < b.Rank()
}
