package laws

import (
	"strconv"

	"bridgelaw/bridge"
)

// ---- Law 67: the defective trick ----
//
// A trick is defective when a player failed to play to it, or played too
// many cards to it. Two events record what happened at the table, which
// nobody noticed then:
//
//   - "W omit": West's turn to play to the trick in progress passed without
//     his card (the trick is quitted with three cards; its winner is the
//     highest of them, Law 44). He holds a card too many from then on.
//   - "W extra D3": West's D3 went unseen with the card he last played (two
//     cards stuck together) and was quitted with that trick. It is out of
//     his hand; he holds a card too few from then on.
//
// The defect is found when attention is drawn ("attention", "director
// noticed"), at the Director's inspection of the quitted tricks ("director
// inspect N", Law 66C), or, for an omission, when the thirteenth trick is
// quitted and the offender still holds a card (67B: a hand with too many
// cards). Then:
//
//   - 67A, found before a player of each side has played to the next trick:
//     the offender supplies a card he can legally play (67A1), which counts
//     in the trick (Law 44): when it wins, a lead to the next trick made by
//     another player goes back to his hand (Law 16C: unauthorised for the
//     offending side); an unseen extra card goes back to the hand with no
//     rectification (67A2: Law 58B1, only one face was visible).
//   - 67B, found later: an offender who failed to play places a card among
//     his played cards, which does not change who won the trick: a card of
//     the suit led if he has one (67B1(a)), else any card (67B1(b)); either
//     way he is deemed to have revoked on that trick, and one trick is
//     transferred at the end of play as Law 64A2 says (with 64B and the
//     Director's 64C question, as for any established revoke). An extra
//     card goes back to the hand, the card faced staying in the trick and
//     the trick's owner unchanged (67B2); it is deemed to have been in the
//     hand throughout, so that failing to play it to a later trick of its
//     suit is a revoke (61A), established or not as Law 63 says.
//
// Which card the offender places, or supplies, is his choice among the
// cards the Law allows ("W choose card D6", or his card played: "W play
// D6"); with one card allowed, it is placed at once. Which card was faced
// in playing to the trick (67B2) is a fact the log records: the card
// played; the one the Director could not tell apart (the highest the
// offender could legally have played stays) is written as the play and
// the other as the extra card. The Director's exposure of a defender's
// played cards (67B2's footnote: an exposed extra card becomes a penalty
// card) is not an event of the log.
//
// This file holds the laws' events (Omit, Extra), their kinds with their
// laws and the resolve of the choices they offer: the places "Adding an
// irregularity" (doc.go) lists.

// The kinds of ruling on a defective trick.
const (
	KindDefectiveSupply   Kind = "defective-trick-supply"  // a player failed to play to a trick, noticed in time: he supplies a legal card
	KindDefectiveSupplied Kind = "defective-card-supplied" // the card supplied counts in the trick
	KindExtraCardBack     Kind = "extra-card-back"         // an unseen extra card, noticed in time, goes back to the hand
	KindDefectiveOmitted  Kind = "defective-trick-omitted" // found later: the offender places a card among his played cards
	KindDefectivePlaced   Kind = "defective-card-placed"   // the card placed (a card of the suit led if he has one); deemed a revoke on that trick
	KindExtraCardRestored Kind = "extra-card-restored"     // found later: the extra card goes back, deemed held throughout
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindDefectiveSupply:   bridge.Law(67, "A1"),
		KindDefectiveSupplied: bridge.Law(67, "A1"),
		KindExtraCardBack:     bridge.Law(67, "A2"),
		KindDefectiveOmitted:  bridge.Law(67, "B1"),
		KindDefectivePlaced:   bridge.Law(67, "B1"),
		KindExtraCardRestored: bridge.Law(67, "B2"),
	})
	addVerb("omit", verb{parse: bare(func(h Head) Event { return Omit{h} })})
	addVerb("extra", verb{parse: parseExtra})
}

// Omit: the seat's turn to play to the trick in progress passed without
// his card ("W omit", Law 67): the trick goes on, and is quitted, without
// it.
type Omit struct{ Head }

// Extra: Card, from the seat's hand, went unseen with the card he last
// played and was quitted with it ("W extra D3", Law 67): the trick in
// progress when he has played to it, else the last trick quitted.
type Extra struct {
	Head
	Card bridge.Card
}

// Verb prints "omit".
func (Omit) Verb() string { return "omit" }

// Verb prints "extra".
func (Extra) Verb() string { return "extra" }

func (e Omit) withLine(n int) Event  { e.Line = n; return e }
func (e Extra) withLine(n int) Event { e.Line = n; return e }
func (e Omit) format() string        { return e.Actor.String() + " omit" }
func (e Extra) format() string       { return e.Actor.String() + " extra " + e.Card.String() }
func (e Omit) check(*Table) error    { _, err := needSeat(e.Head, e.Verb()); return err }

// check: the card must be in the seat's hand, and not lie exposed on the
// table (a penalty card cannot go unseen).
func (e Extra) check(t *Table) error {
	if err := t.checkCards(e.Head, e.Verb(), []bridge.Card{e.Card}, true); err != nil {
		return err
	}
	seat, _ := e.Actor.Seat()
	if law, ok := t.exposedAlready(seat, e.Card); ok {
		return impossible(dt("impossible-exposed-unseen", "seat", seat.String(), "card", e.Card.String(), "law", law.String()))
	}
	return nil
}
func (e Omit) apply(t *Table)  { t.onOmit(e) }
func (e Extra) apply(t *Table) { t.onExtra(e) }

// parseExtra reads "extra D3".
func parseExtra(p *eventArgs) (Event, error) {
	cs, err := p.cards()
	if err != nil {
		return nil, err
	}
	if len(cs) > 1 {
		return nil, p.errAt(p.args[1], dt("syntax-extra-one-card"))
	}
	return Extra{Head: p.h, Card: cs[0]}, nil
}

// onOmit: the seat next to play to a trick already led lets his turn pass
// (Law 67). The trick completes without his card.
func (t *Table) onOmit(e Omit) {
	seat, _ := e.Actor.Seat()
	next, ok := t.cur.next()
	if t.ph != phasePlay || t.cur.count() == 0 || !ok || next != seat {
		t.unexpected(dt("omit-not-turn", "seat", seat.String()))
		return
	}
	t.cur.Omitted[seat] = true
	t.afterCard()
}

// onExtra: Law 67, a card quitted unseen with the seat's card.
func (t *Table) onExtra(e Extra) {
	seat, _ := e.Actor.Seat()
	tr := t.lastPlayedTo(seat)
	if t.ph != phasePlay || tr == nil {
		t.unexpected(dt("extra-no-card", "seat", seat.String()))
		return
	}
	t.hands[seat] = t.hands[seat].Without(e.Card)
	tr.Extra[seat] = tr.Extra[seat].With(e.Card)
}

// lastPlayedTo is the trick holding seat's last card: the trick in
// progress when he has played to it, else the last trick quitted when he
// played to it; nil when neither.
func (t *Table) lastPlayedTo(seat bridge.Seat) *trickRec {
	if t.cur.Cards[seat] != 0 {
		return &t.cur
	}
	if k := len(t.tricks); k > 0 && t.tricks[k-1].Cards[seat] != 0 {
		return &t.tricks[k-1]
	}
	return nil
}

// trickNumbered is trick n: a quitted trick, or the trick in progress; nil
// when there is none.
func (t *Table) trickNumbered(n int) *trickRec {
	if t.cur.Number == n {
		return &t.cur
	}
	for i := range t.tricks {
		if t.tricks[i].Number == n {
			return &t.tricks[i]
		}
	}
	return nil
}

// defect is a defective trick not yet rectified: trick n, the offender,
// and whether he failed to play (else extra cards).
type defect struct {
	trick   int
	seat    bridge.Seat
	omitted bool
}

// defects lists the defective tricks not yet rectified nor being
// rectified, in trick order.
func (t *Table) defects() []defect {
	var out []defect
	scan := func(tr *trickRec) {
		for _, s := range bridge.Seats() {
			if tr.Omitted[s] && tr.Cards[s] == 0 && !t.placing(tr.Number, s) {
				out = append(out, defect{tr.Number, s, true})
			}
			if tr.Extra[s] != 0 {
				out = append(out, defect{tr.Number, s, false})
			}
		}
	}
	for i := range t.tricks {
		scan(&t.tricks[i])
	}
	if t.cur.Number <= 13 {
		scan(&t.cur)
	}
	return out
}

// placing reports whether seat's card for trick n is being chosen.
func (t *Table) placing(n int, seat bridge.Seat) bool {
	for _, p := range t.pend {
		if p.kind == pendDefective && p.trick == n && p.offender == seat {
			return true
		}
	}
	return false
}

// inTime67A reports whether a defect of trick n is found before a player
// of each side has played to the next trick (Law 67A).
func (t *Table) inTime67A(n int) bool {
	if t.cur.Number == n {
		return true
	}
	return t.cur.Number == n+1 && !(t.sidePlayedSince(bridge.NorthSouth) && t.sidePlayedSince(bridge.EastWest))
}

// findDefective: attention is drawn, the Director inspects the quitted
// tricks, or the thirteenth trick is quitted: every defective trick not
// yet rectified is ruled on (Law 67).
func (t *Table) findDefective() {
	if t.ph != phasePlay {
		return
	}
	for _, d := range t.defects() {
		tr := t.trickNumbered(d.trick)
		if tr == nil {
			continue // gone back to the hands with a trick reopened (Law 62)
		}
		switch {
		case d.omitted && t.inTime67A(d.trick):
			t.offerDefective(tr, d.seat, KindDefectiveSupply, chooseSupply)
		case d.omitted:
			t.offerDefective(tr, d.seat, KindDefectiveOmitted, choosePlace)
		case t.inTime67A(d.trick):
			for c := range tr.Extra[d.seat].Cards() {
				t.hands[d.seat] = t.hands[d.seat].With(c)
				t.rule(Ruling{Kind: KindExtraCardBack, Offender: Some(d.seat), Card: c, Trick: d.trick, Rectification: RectCardBack})
			}
			tr.Extra[d.seat] = 0
		default:
			t.restoreExtra(tr, d.seat)
		}
	}
}

// offerDefective: the offender's card for trick tr (Law 67A1: a card he
// can legally play; 67B1: a card of the suit led if he has one, else any
// card), chosen by him (by declarer for dummy); with one card allowed, it
// is placed at once.
func (t *Table) offerDefective(tr *trickRec, seat bridge.Seat, kind Kind, resolve func(*Table, *pending, Option)) {
	led := tr.Cards[tr.Leader].Suit()
	hand := t.hands[seat]
	allowed := hand.OfSuit(led)
	law := bridge.Law(67, "B1(a)")
	if allowed == 0 {
		allowed, law = hand, bridge.Law(67, "B1(b)")
	}
	if kind == KindDefectiveSupply {
		law = bridge.Law(67, "A1")
	}
	var opts []Option
	for c := range allowed.Cards() {
		opts = append(opts, Option{Key: OptCard, Arg: c.String()})
	}
	if len(opts) == 0 {
		return // no card left: nothing to place (a hand short of cards, Law 13)
	}
	ch := SeatActor(seat)
	if t.hasContract && seat == t.dummy() {
		ch = SeatActor(t.declarer()) // declarer plays dummy's cards (Law 45B)
	}
	i := t.rule(Ruling{Kind: kind, Offender: Some(seat), Trick: tr.Number, Suit: Some(led), Options: opts, Chooser: ch})
	p := &pending{kind: pendDefective, ruling: i, chooser: ch, options: opts, offender: seat, trick: tr.Number, law: law,
		resolve: resolve, played: playedDefective}
	t.pend = append(t.pend, p)
	if len(opts) == 1 {
		t.applyChoice(p, opts[0], true)
	}
}

// playedDefective: the offender's card, played while his card for the
// defective trick is awaited, is that card when the Law allows it; any
// other play waits (Law 9B).
func playedDefective(t *Table, p *pending, seat bridge.Seat, card bridge.Card) playVerdict {
	if seat != p.offender {
		return playWaits
	}
	o, ok := matchOption(p, OptCard, card.String())
	if !ok {
		return playWaits
	}
	t.applyChoice(p, o, false)
	return playRuled
}

// takeFromHand moves card out of seat's hand into slot seat of trick tr.
func (t *Table) takeFromHand(tr *trickRec, seat bridge.Seat, card bridge.Card) {
	tr.WasPenalty[seat] = t.removePenalty(seat, card)
	tr.Cards[seat] = card
	tr.Omitted[seat] = false
	t.hands[seat] = t.hands[seat].Without(card)
}

// chooseSupply: Law 67A1, the card supplied counts in the trick (Law 44).
// In the trick in progress it is played there; in the trick just quitted,
// the trick is won again among its four cards, and a lead to the next
// trick by another player than its winner goes back to his hand, the
// information from it unauthorised for the offending side (Law 16C).
func chooseSupply(t *Table, p *pending, o Option) {
	card, err := bridge.ParseCard(o.Arg)
	seat := p.offender
	tr := t.trickNumbered(p.trick)
	if err != nil || tr == nil || !t.hands[seat].Has(card) {
		return
	}
	t.takeFromHand(tr, seat, card)
	if tr == &t.cur {
		t.rule(Ruling{Kind: KindDefectiveSupplied, Offender: Some(seat), Card: card, Trick: p.trick, Rectification: RectPlayed, Detail: dt("supplied-in-progress")})
		return
	}
	old := tr.Winner
	w := tr.winner(t.contract.Strain)
	detail := dt("trick-won-by", "seat", w.String(), "n", strconv.Itoa(p.trick))
	if w != old {
		tr.Winner = w
		t.won[old.Side()]--
		t.won[w.Side()]++
		if l := t.cur.Leader; t.cur.Cards[l] != 0 && l != w {
			c := t.takeBack(l)
			detail = append(detail, dt("lead-back", "seat", l.String(), "card", c.String(), "n", strconv.Itoa(t.cur.Number))...)
			t.rule(Ruling{Kind: KindDefectiveSupplied, Offender: Some(seat), Card: card, Trick: p.trick, Rectification: RectPlayed, Detail: detail})
			t.rule(Ruling{Kind: KindUnauthorised, Law: bridge.Law(16, "C"), To: seat.Side(), Offender: Some(seat), Trick: t.cur.Number, Card: c,
				Detail: dt("withdrawn-card", "seat", l.String(), "card", c.String())})
			t.cur.Leader = w
			t.onNewLeader()
			return
		}
		t.cur.Leader = w
		t.rule(Ruling{Kind: KindDefectiveSupplied, Offender: Some(seat), Card: card, Trick: p.trick, Rectification: RectPlayed, Detail: detail})
		t.onNewLeader()
		return
	}
	t.rule(Ruling{Kind: KindDefectiveSupplied, Offender: Some(seat), Card: card, Trick: p.trick, Rectification: RectPlayed, Detail: detail})
}

// choosePlace: Law 67B1, the card placed among the offender's played cards
// for the defective trick, which keeps its winner; he is deemed to have
// revoked on it (a revoke established, noticed now), and Law 64A2 gives
// its transfer at the end of play.
func choosePlace(t *Table, p *pending, o Option) {
	card, err := bridge.ParseCard(o.Arg)
	seat := p.offender
	tr := t.trickNumbered(p.trick)
	if err != nil || tr == nil || !t.hands[seat].Has(card) {
		return
	}
	led := tr.Cards[tr.Leader].Suit()
	t.takeFromHand(tr, seat, card)
	r := &revokeRec{Trick: p.trick, Seat: seat, Card: card, Suit: led, Kind: revokeDefective, Dummy: t.hasContract && seat == t.dummy(),
		Established: true, EstablishedBy: "67B1", disclosed: true}
	t.revokes = append(t.revokes, r)
	t.markNoticed(r)
	t.rule(Ruling{Kind: KindDefectivePlaced, Law: p.law, Offender: Some(seat), Card: card, Trick: p.trick, Suit: Some(led), Rectification: RectTransfer})
}

// restoreExtra: Law 67B2, seat's extra cards in trick tr go back to his
// hand, deemed to have been there throughout; the card he faced stays and
// the trick keeps its winner. A later trick of a restored card's suit to
// which he played another suit is a revoke (61A): established when his
// side has played to a later trick (63A1), else corrected (62).
func (t *Table) restoreExtra(tr *trickRec, seat bridge.Seat) {
	extra, n := tr.Extra[seat], tr.Number
	tr.Extra[seat] = 0
	t.hands[seat] = t.hands[seat] | extra
	for c := range extra.Cards() {
		t.rule(Ruling{Kind: KindExtraCardRestored, Offender: Some(seat), Card: c, Trick: n, Rectification: RectCardBack})
	}
	var later []*trickRec
	for i := range t.tricks {
		if t.tricks[i].Number > n {
			later = append(later, &t.tricks[i])
		}
	}
	if t.cur.Number > n && t.cur.Number <= 13 {
		later = append(later, &t.cur)
	}
	for _, lt := range later {
		c := lt.Cards[seat]
		if c == 0 || seat == lt.Leader || lt.Cards[lt.Leader] == 0 {
			continue
		}
		led := lt.Cards[lt.Leader].Suit()
		if c.Suit() == led || extra.OfSuit(led) == 0 || t.revokedOn(seat, lt.Number) {
			continue
		}
		r := &revokeRec{Trick: lt.Number, Seat: seat, Card: c, Suit: led, Kind: revokeFollow, Dummy: t.hasContract && seat == t.dummy(), disclosed: true}
		t.revokes = append(t.revokes, r)
		t.rule(Ruling{Kind: KindRevoke, Offender: Some(seat), Trick: r.Trick, Card: c, Suit: Some(led)})
		if t.sidePlayedAfter(seat.Side(), r.Trick) {
			t.setEstablished(r, "63A1")
			t.markNoticed(r)
			continue
		}
		t.correctRevoke(r, false) // the last trick he played to: the trick may be reopened
		return
	}
}

// revokedOn reports whether a revoke by seat on trick n is on record.
func (t *Table) revokedOn(seat bridge.Seat, n int) bool {
	for _, r := range t.revokes {
		if r.Seat == seat && r.Trick == n {
			return true
		}
	}
	return false
}

// sidePlayedAfter reports whether a member of side sd has played to a
// trick after trick n (Law 63A1).
func (t *Table) sidePlayedAfter(sd bridge.Side, n int) bool {
	played := func(tr *trickRec) bool {
		for _, s := range sd.Seats() {
			if tr.Cards[s] != 0 {
				return true
			}
		}
		return false
	}
	for i := range t.tricks {
		if t.tricks[i].Number > n && played(&t.tricks[i]) {
			return true
		}
	}
	return t.cur.Number > n && t.cur.Number <= 13 && played(&t.cur)
}
