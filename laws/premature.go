package laws

import (
	"bridgelaw/bridge"
	"bridgelaw/play"
)

// Laws 57-60: plays out of turn after the lead. A defender who plays
// before his partner has played a premature card (57A): it is a major
// penalty card and declarer chooses what partner plays; no rectification
// when declarer or partner had played (57C); a defender playing at RHO's
// turn (57D). Two or more cards played at once: the player names the one
// he meant, the others are exposed (58B). A player unable to comply with a
// rectification may play any card (59); playing on accepts an irregularity
// and loses the right to its rectification (60A1); a defender who plays
// after declarer was required to retract his lead from the wrong hand,
// before declarer leads from the right one, has a penalty card (60B).
//
// This file holds the laws' kinds with their laws, their options
// (OptHighest, OptLowest, OptPlaySuit, OptForbidSuit, OptCard) and their
// resolution (choosePremature, chooseTwoCards): the places "Adding an
// irregularity" (doc.go) lists. The card is the Play event (event.go),
// which is no one law's.

// The kinds of ruling on premature and simultaneous plays.
const (
	KindPrematurePlay     Kind = "premature-play"             // a defender played before his partner
	KindPrematureNoRect   Kind = "premature-no-rectification" // a premature play with no rectification
	KindDeclarerPremature Kind = "declarer-premature"         // declarer played from dummy or his hand prematurely
	KindPlayAtRHOTurn     Kind = "play-at-rho-turn"           // a defender played at his RHO's turn
	KindTwoCards          Kind = "two-cards"                  // two or more cards played at once
	KindCannotComply      Kind = "cannot-comply"              // the player cannot comply with a rectification
	KindForfeited         Kind = "rectification-forfeited"    // a play accepts a lead out of turn or a card played for a penalty card: the right to rectification is lost
	KindPlayAfterRetract  Kind = "play-after-retraction"      // a defender played before declarer led again from the right hand
	KindPlayBeforeRect    Kind = "play-before-rectification"  // the offending side played before the non-offending side chose its rectification
)

// The options of a premature play and of simultaneous plays.
const (
	// OptHighest, OptLowest: partner of the premature player plays his
	// highest or lowest card of the suit led (Law 57A1).
	OptHighest OptionKey = "highest"
	OptLowest  OptionKey = "lowest"
	// OptPlaySuit, OptForbidSuit: partner, void in the suit led, plays
	// (or does not play) a card of the suit in Arg (Law 57A2).
	OptPlaySuit   OptionKey = "play-suit"
	OptForbidSuit OptionKey = "forbid-suit"
	// OptCard: the card in Arg is the one played (Law 58B1).
	OptCard OptionKey = "card"
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindPrematurePlay:     bridge.Law(57, "A"),
		KindPrematureNoRect:   bridge.Law(57, "C1"),
		KindDeclarerPremature: bridge.Law(57, "C3"),
		KindPlayAtRHOTurn:     bridge.Law(57, "D"),
		KindTwoCards:          bridge.Law(58, "B"),
		KindCannotComply:      bridge.Law(59, ""),
		KindForfeited:         bridge.Law(60, "A1"),
		KindPlayAfterRetract:  bridge.Law(60, "B"),
		KindPlayBeforeRect:    bridge.Law(60, "C"),
	})
	addOptionKeys(OptHighest, OptLowest, OptPlaySuit, OptForbidSuit, OptCard)
}

// playOutOfTurn: seat plays to a trick already led, before his turn.
func (t *Table) playOutOfTurn(seat bridge.Seat, card bridge.Card) {
	if !t.isDefender(seat) {
		// 57C3: declarer's premature play from either hand is played.
		t.rule(Ruling{Kind: KindDeclarerPremature, Offender: Some(seat), Card: card, Trick: t.cur.Number})
		t.follow(seat, card)
		return
	}
	if t.cur.Cards[t.declarer()] != 0 && t.cur.Cards[t.dummy()] != 0 {
		t.rule(Ruling{Kind: KindPrematureNoRect, Offender: Some(seat), Card: card, Trick: t.cur.Number})
		t.follow(seat, card)
		return
	}
	if t.cur.Cards[seat.Partner()] == 0 {
		t.premature(seat, card)
		return
	}
	// 57D: at his right-hand opponent's turn, partner having played.
	if play.LegalFrom(t.hands[seat], t.cur.trick()).Has(card) {
		t.rule(Ruling{Kind: KindPlayAtRHOTurn, Offender: Some(seat), Card: card, Trick: t.cur.Number, Detail: dt("legal-played"), Rectification: RectPlayed})
		t.follow(seat, card)
		return
	}
	t.addPenalty(seat, card, true)
	t.rule(Ruling{Kind: KindPlayAtRHOTurn, Offender: Some(seat), Card: card, Trick: t.cur.Number, Detail: dt("not-legal"), Rectification: RectMajorPenaltyCard})
}

// premature: Law 57A, a defender plays or leads before his partner has
// played to the trick.
func (t *Table) premature(seat bridge.Seat, card bridge.Card) {
	t.addPenalty(seat, card, true)
	led, _ := t.cur.trick().Led()
	opts := []Option{{Key: OptHighest}, {Key: OptLowest}}
	for _, s := range bridge.SuitsDown() {
		if s != led {
			opts = append(opts, Option{Key: OptPlaySuit, Arg: s.String()})
		}
	}
	for _, s := range bridge.SuitsDown() {
		if s != led {
			opts = append(opts, Option{Key: OptForbidSuit, Arg: s.String()})
		}
	}
	i := t.rule(Ruling{Kind: KindPrematurePlay, Offender: Some(seat), Card: card, Trick: t.cur.Number,
		Options: opts, Chooser: SeatActor(t.declarer()), Rectification: RectMajorPenaltyCard,
		Obligations: []Obligation{{Kind: MajorPenaltyCard, Seat: seat, Card: card, Law: bridge.Law(57, "A")}}})
	t.pend = append(t.pend, &pending{ruling: i, chooser: SeatActor(t.declarer()), options: opts,
		offender: seat, card: card, trick: t.cur.Number, resolve: choosePremature})
}

// choosePremature: declarer's option on a premature play (57A): the
// offender's partner plays his highest or lowest card of the suit led, or,
// void, a card of (or not of) the suit named.
func choosePremature(t *Table, p *pending, o Option) {
	partner := p.offender.Partner()
	var kind ObligationKind
	switch o.Key {
	case OptHighest:
		kind = PlayHighest
	case OptLowest:
		kind = PlayLowest
	case OptPlaySuit:
		kind = PlaySuit
	case OptForbidSuit:
		kind = AvoidSuit
	default:
		return
	}
	t.restr = append(t.restr, restriction{kind: kind, seat: partner, suits: suitsOf(o.Arg), trick: p.trick, law: bridge.Law(57, "A")})
}

// twoCards: Law 58B, two or more cards played at once; the player says
// which he meant.
func (t *Table) twoCards(seat bridge.Seat, cards []bridge.Card) {
	var opts []Option
	for _, c := range cards {
		opts = append(opts, Option{Key: OptCard, Arg: c.String()})
	}
	i := t.rule(Ruling{Kind: KindTwoCards, Offender: Some(seat), Card: cards[0], Trick: t.cur.Number,
		Options: opts, Chooser: SeatActor(seat)})
	t.pend = append(t.pend, &pending{ruling: i, chooser: SeatActor(seat), options: opts,
		offender: seat, cards: append([]bridge.Card(nil), cards...), trick: t.cur.Number, resolve: chooseTwoCards})
}

// chooseTwoCards: the player says which card he meant to play (58B1); the
// others are exposed cards: a defender's become penalty cards (58B2).
func chooseTwoCards(t *Table, p *pending, o Option) {
	var chosen bridge.Card
	if c, err := bridge.ParseCard(o.Arg); err == nil {
		chosen = c
	}
	others := 0
	for _, c := range p.cards {
		if c != chosen {
			others++
		}
	}
	for _, c := range p.cards {
		if c == chosen || !t.hands[p.offender].Has(c) {
			continue
		}
		if t.isDefender(p.offender) {
			major := others > 1 || c.Rank() >= bridge.Ten
			t.addPenalty(p.offender, c, major)
			t.rule(Ruling{Kind: KindPenaltyCard, Law: bridge.Law(58, "B2"), Offender: Some(p.offender), Card: c, Detail: dt(penaltyWord(t.isMajor(p.offender, c))), Rectification: penaltyRect(t.isMajor(p.offender, c))})
		} else {
			t.rule(Ruling{Kind: KindDeclarerExposed, Offender: Some(p.offender), Card: c, Rectification: RectNone})
		}
	}
	if chosen != 0 && t.hands[p.offender].Has(chosen) && t.ph == phasePlay && t.resolveBefore(p.offender, chosen) {
		t.playCard(p.offender, chosen)
	}
	return
}

// playAfterRetraction: Law 60B. A defender plays after declarer was
// required to retract his lead from the wrong hand (55B2), before declarer
// has led from the right hand: the card is a penalty card, major as a card
// deliberately played (50B). It reports whether it ruled.
func (t *Table) playAfterRetraction(seat bridge.Seat, card bridge.Card) bool {
	if t.retract55 == 0 || t.retract55 != t.cur.Number || t.cur.count() != 0 || !t.isDefender(seat) || t.isDefender(t.cur.Leader) {
		return false
	}
	t.addPenalty(seat, card, true)
	t.rule(Ruling{Kind: KindPlayAfterRetract, Offender: Some(seat), Card: card, Trick: t.cur.Number, Rectification: RectMajorPenaltyCard})
	return true
}

// playBeforeRectification: Law 60C. A member of the offending side plays
// while the non-offending side's choice of rectification (pending p) is
// open: the play does not affect the opponents' rights (the choice stays
// open, the card is not played to the trick) and is itself rectified: a
// defender's card, deliberately played, is a major penalty card (Law 50B);
// declarer's or dummy's goes back to the hand (48A). It reports whether
// it ruled.
func (t *Table) playBeforeRectification(p *pending, seat bridge.Seat, card bridge.Card) bool {
	os := p.offender.Side()
	cs, ok := p.chooser.Side()
	if !ok || !t.hasContract || cs == os || seat.Side() != os {
		return false
	}
	law := t.rulings[p.ruling].Law.String()
	if t.isDefender(seat) {
		t.addPenalty(seat, card, true)
		t.rule(Ruling{Kind: KindPlayBeforeRect, Offender: Some(seat), Card: card, Trick: t.cur.Number, Rectification: RectMajorPenaltyCard,
			Detail:      dt("before-choice", "actor", p.chooser.String(), "law", law).and(dt("becomes-major")),
			Obligations: []Obligation{{Kind: MajorPenaltyCard, Seat: seat, Card: card, Law: bridge.Law(60, "C")}}})
		return true
	}
	t.rule(Ruling{Kind: KindPlayBeforeRect, Offender: Some(seat), Card: card, Trick: t.cur.Number, Rectification: RectCardBack,
		Detail: dt("before-choice", "actor", p.chooser.String(), "law", law).and(dt("back-to-hand"))})
	return true
}
