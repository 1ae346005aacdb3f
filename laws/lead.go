package laws

import "bridgelaw/bridge"

// Laws 53-56: leads out of turn. A lead out of turn may be accepted
// (53A, 54B, 55A), by the chooser's word or by the next hand playing to
// it; an opening lead out of turn by a defender gives declarer five
// options (54), one by declarer's side is retracted (54E); a defender's
// lead out of turn not accepted becomes a major penalty card (56), and
// declarer's is retracted at a defender's word (55B).
//
// This file holds the law's kinds with their laws, its options
// (OptBecomeDummy, OptRetract) and their resolution: the places "Adding an
// irregularity" (doc.go) lists. The lead is the Play event (event.go),
// which is no one law's.

// The kinds of ruling on leads out of turn.
const (
	KindOpeningLeadOutOfTurn  Kind = "opening-lead-out-of-turn"  // an opening lead out of turn: declarer's options
	KindMustAcceptLead        Kind = "must-accept-lead"          // declarer must accept the opening lead out of turn
	KindMustBecomeDummy       Kind = "must-become-dummy"         // declarer spread a card: he becomes dummy
	KindLeadByDeclarerSide    Kind = "lead-by-declarer-side"     // an opening lead out of turn by declarer's side
	KindDefenderLeadOutOfTurn Kind = "defender-lead-out-of-turn" // a defender led out of turn
	KindDeclarerLeadOutOfTurn Kind = "declarer-lead-out-of-turn" // declarer led out of turn
	KindLeadAccepted          Kind = "lead-accepted"             // the lead out of turn is accepted
)

// The options of a lead out of turn (besides OptAccept, OptRefuse and,
// after an opening lead, the lead restrictions of Law 50D2).
const (
	// OptRetract: declarer's lead out of turn is retracted (Law 55B).
	OptRetract OptionKey = "retract"
	// OptBecomeDummy: declarer spreads his hand and becomes dummy (Law
	// 54A).
	OptBecomeDummy OptionKey = "become-dummy"
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindOpeningLeadOutOfTurn: bridge.Law(54, ""), KindMustAcceptLead: bridge.Law(54, "C"),
		KindMustBecomeDummy: bridge.Law(54, "A"), KindLeadByDeclarerSide: bridge.Law(54, "E"),
		KindDefenderLeadOutOfTurn: bridge.Law(56, ""), KindDeclarerLeadOutOfTurn: bridge.Law(55, "A"),
		KindLeadAccepted: bridge.Law(53, "A"),
	})
	addOptionKeys(OptRetract, OptBecomeDummy)
}

// leadOutOfTurn: seat leads when another player should (Laws 53-56).
func (t *Table) leadOutOfTurn(seat bridge.Seat, card bridge.Card) {
	if t.playAfterRetraction(seat, card) {
		return // Law 60B
	}
	if t.leadAfterTold(seat, card) {
		return // Law 47E1
	}
	correct := t.cur.Leader
	n := t.cur.Number
	if n == 1 && !t.opened {
		if !t.isDefender(seat) {
			t.rule(Ruling{Kind: KindLeadByDeclarerSide, Offender: Some(seat), Card: card, Trick: 1, Rectification: RectCardBack})
			return
		}
		t.put(seat, card)
		t.cur.Leader = seat
		opts := []Option{{Key: OptBecomeDummy}, {Key: OptAccept}, {Key: OptRequireLead}, {Key: OptForbidLead}, {Key: OptRefuse}}
		i := t.rule(Ruling{Kind: KindOpeningLeadOutOfTurn, Offender: Some(seat), Card: card, Trick: 1,
			Suit: Some(card.Suit()), Options: opts, Chooser: SeatActor(t.declarer())})
		t.pend = append(t.pend, &pending{kind: pendOpeningLead, ruling: i, chooser: SeatActor(t.declarer()), options: opts,
			offender: seat, card: card, leader: correct, trick: 1, resolve: choose54, played: declarerPlays, forfeit: bridge.Law(54, "B")})
		return
	}
	t.put(seat, card)
	t.cur.Leader = seat
	if t.isDefender(seat) {
		opts := []Option{{Key: OptAccept}, {Key: OptRefuse}}
		i := t.rule(Ruling{Kind: KindDefenderLeadOutOfTurn, Offender: Some(seat), Card: card, Trick: n,
			Options: opts, Chooser: SeatActor(t.declarer())})
		t.pend = append(t.pend, &pending{ruling: i, chooser: SeatActor(t.declarer()), options: opts,
			offender: seat, card: card, leader: correct, trick: n, resolve: chooseDefenderLead, played: nextHandPlays, forfeit: bridge.Law(53, "A")})
		return
	}
	// Law 55: either defender; the one next in turn prevails.
	opts := []Option{{Key: OptAccept}, {Key: OptRetract}}
	ch := SideActor(seat.Side().Opponents())
	i := t.rule(Ruling{Kind: KindDeclarerLeadOutOfTurn, Offender: Some(seat), Card: card, Trick: n,
		Options: opts, Chooser: ch})
	t.pend = append(t.pend, &pending{ruling: i, chooser: ch, options: opts,
		offender: seat, card: card, leader: correct, trick: n, resolve: chooseDeclarerLead, played: defenderPlaysToDeclarerLead, forfeit: bridge.Law(53, "A")})
}

// declarerPlays: declarer playing to the opening lead out of turn accepts
// it (54B).
func declarerPlays(t *Table, _ *pending, seat bridge.Seat, _ bridge.Card) playVerdict {
	if seat == t.declarer() {
		return playAccepts
	}
	return playWaits
}

// nextHandPlays: the hand next in rotation playing to a lead out of turn
// accepts it (53A).
func nextHandPlays(_ *Table, p *pending, seat bridge.Seat, _ bridge.Card) playVerdict {
	if seat == p.offender.LHO() {
		return playAccepts
	}
	return playWaits
}

// defenderPlaysToDeclarerLead: the next hand accepts declarer's lead out
// of turn by playing to it (53A); the defender on the right of the hand
// that led playing to it makes the lead stand, and has played before his
// partner (53C, Law 57).
func defenderPlaysToDeclarerLead(t *Table, p *pending, seat bridge.Seat, c bridge.Card) playVerdict {
	if seat != p.offender.RHO() {
		return nextHandPlays(t, p, seat, c)
	}
	t.dropPending(p)
	t.rulings[p.ruling].Chosen = Option{Key: OptAccept}
	t.rule(Ruling{Kind: KindLeadAccepted, Law: bridge.Law(53, "C"), Offender: Some(p.offender), Card: p.card, Trick: p.trick,
		Detail: dt("rho-played", "seat", seat.String())})
	return playSettled
}

// spreadAfterOpeningLead: dummy or declarer exposes a card while
// declarer's options on an opening lead out of turn are pending: dummy's
// accepts the lead (54C), declarer's makes him dummy (54A). It reports
// whether it ruled.
func (t *Table) spreadAfterOpeningLead(seat bridge.Seat, cards []bridge.Card) bool {
	for _, p := range t.pend {
		if p.kind != pendOpeningLead {
			continue
		}
		switch seat {
		case t.dummy():
			t.rule(Ruling{Kind: KindMustAcceptLead, Offender: Some(seat), Card: cards[0]})
			t.applyChoice(p, Option{Key: OptAccept}, true)
			return true
		case t.declarer():
			t.rule(Ruling{Kind: KindMustBecomeDummy, Offender: Some(seat), Card: cards[0]})
			t.applyChoice(p, Option{Key: OptBecomeDummy}, true)
			return true
		}
	}
	return false
}

// choose54: declarer's five options after an opening lead out of turn:
// accept it (54B), become dummy (54A), or have it retracted as a major
// penalty card with a lead restriction (54D, 50D2).
func choose54(t *Table, p *pending, o Option) {
	suit := p.card.Suit()
	switch o.Key {
	case OptAccept:
		t.opened = true
		t.rule(Ruling{Kind: KindLeadAccepted, Law: bridge.Law(54, "B"), Offender: Some(p.offender), Card: p.card, Trick: 1})
	case OptBecomeDummy:
		t.contract.Declarer = t.contract.Declarer.Partner()
		t.opened = true
	default:
		t.takeBack(p.offender)
		t.cur.Leader = p.leader
		t.addPenalty(p.offender, p.card, true)
		t.lead50D2 = 1
		var s [4]bool
		s[suit] = true
		switch o.Key {
		case OptRequireLead:
			t.pickUp(p.offender, s)
			t.restr = append(t.restr, restriction{kind: RequireLead, seat: p.leader, suits: s, trick: 1, law: bridge.Law(50, "D2")})
		case OptForbidLead:
			t.pickUp(p.offender, s)
			t.restr = append(t.restr, restriction{kind: ForbidLead, seat: p.leader, suits: s, trick: 1, law: bridge.Law(50, "D2")})
		}
	}
}

// chooseDefenderLead: declarer accepts a defender's lead out of turn (53A)
// or not: the card becomes a major penalty card and the right leader leads
// (56).
func chooseDefenderLead(t *Table, p *pending, o Option) {
	if o.Key != OptRefuse {
		t.rule(Ruling{Kind: KindLeadAccepted, Offender: Some(p.offender), Card: p.card, Trick: p.trick})
		return
	}
	t.takeBack(p.offender)
	t.addPenalty(p.offender, p.card, true)
	t.cur.Leader = p.leader
	t.rule(Ruling{Kind: KindPenaltyCard, Law: bridge.Law(56, ""), Offender: Some(p.offender), Card: p.card, Detail: dt("major"), Rectification: RectMajorPenaltyCard})
	t.onNewLeader()
}

// chooseDeclarerLead: a defender accepts declarer's lead out of turn (55A)
// or has it retracted: the lead comes from the right hand (55B1, 55B2 when
// it was his side's lead from the other hand).
func chooseDeclarerLead(t *Table, p *pending, o Option) {
	if o.Key != OptRetract {
		t.rule(Ruling{Kind: KindLeadAccepted, Offender: Some(p.offender), Card: p.card, Trick: p.trick})
		return
	}
	t.takeBack(p.offender)
	t.cur.Leader = p.leader
	law := bridge.Law(55, "B1")
	if p.leader.Side() == p.offender.Side() {
		law = bridge.Law(55, "B2")
		t.retract55 = p.trick // Law 60B until declarer leads from the right hand
	}
	t.rulings[p.ruling].Law = law
	t.onNewLeader()
}
