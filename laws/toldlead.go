package laws

import (
	"bridgelaw/bridge"
)

// ---- Law 47E1: a lead out of turn after an opponent's mistaken
// statement ----
//
// An opponent tells a player, mistakenly, that it is his lead ("S
// tell-lead E"); the player leads out of turn on the strength of it. The
// lead is retracted without rectification (47E1): the card goes back to
// his hand, it is not a penalty card, and his left-hand opponent may not
// accept it; the information from it is authorised for his side and
// unauthorised for the side that misinformed him (16C). The statement
// holds for the trick it was made at, until a card is led to it.
//
// This file holds the law's event (TellLead), its kind with its law: the
// places "Adding an irregularity" (doc.go) lists.

// The kind of ruling on a lead after an opponent's mistaken statement.
const (
	KindLeadToldRetracted Kind = "lead-told-retracted" // a lead out of turn made because an opponent said it was his lead, retracted without rectification
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{KindLeadToldRetracted: bridge.Law(47, "E1")})
	addVerb("tell-lead", verb{parse: parseTellLead})
}

// TellLead: the actor tells Target, an opponent, that it is his turn to
// lead ("S tell-lead E", Law 47E1); a statement that is right changes
// nothing.
type TellLead struct {
	Head
	Target bridge.Seat
}

// Verb prints "tell-lead".
func (TellLead) Verb() string           { return "tell-lead" }
func (e TellLead) withLine(n int) Event { e.Line = n; return e }
func (e TellLead) format() string       { return e.Actor.String() + " tell-lead " + e.Target.String() }

// check: a seat tells an opponent.
func (e TellLead) check(*Table) error {
	seat, err := needSeat(e.Head, e.Verb())
	if err != nil {
		return err
	}
	if !e.Target.Valid() || e.Target.Side() == seat.Side() {
		return impossible(dt("impossible-tell-lead", "actor", seat.String(), "actor2", e.Target.String()))
	}
	return nil
}

// apply records the statement for the trick to be led; outside the play,
// or once the trick is led, it fits no moment.
func (e TellLead) apply(t *Table) {
	seat, _ := e.Actor.Seat()
	if t.ph != phasePlay || t.cur.count() != 0 {
		t.unexpected(dt("tell-lead-no-lead", "seat", seat.String()))
		return
	}
	t.told = toldLead{seat: e.Target, by: seat, trick: t.cur.Number}
}

// parseTellLead reads "tell-lead E".
func parseTellLead(p *eventArgs) (Event, error) {
	s, err := p.target("syntax-what-told", "tell-lead E")
	if err != nil {
		return nil, err
	}
	if err := p.noMore(1); err != nil {
		return nil, err
	}
	return TellLead{Head: p.h, Target: s}, nil
}

// toldLead is an opponent's statement that seat is on lead to trick
// (1-13); trick 0 when none.
type toldLead struct {
	seat, by bridge.Seat
	trick    int
}

// leadAfterTold: Law 47E1. Seat leads card out of turn to the trick an
// opponent told him he was on lead to: the lead is retracted without
// rectification (the card stays in his hand); it reports whether it ruled.
func (t *Table) leadAfterTold(seat bridge.Seat, card bridge.Card) bool {
	told := t.told
	if told.trick == 0 || told.trick != t.cur.Number || told.seat != seat || t.cur.count() != 0 {
		return false
	}
	t.told = toldLead{}
	t.rule(Ruling{Kind: KindLeadToldRetracted, Offender: Some(seat), Card: card, Trick: t.cur.Number, To: told.by.Side(),
		Rectification: RectCardBack, Detail: dt("seat", "seat", told.by.String())})
	return true
}
