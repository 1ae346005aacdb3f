package laws

import (
	"bridgelaw/bridge"
)

// ---- Law 41A: the opening lead face down; Law 47E2: a card played
// because of a mistaken explanation ----
//
// After the final pass the defender on presumed declarer's left makes the
// opening lead face down (41A); the clarification period goes on until it
// is faced (17D1), and a face-down lead may be withdrawn only on the
// Director's instruction after an irregularity. When the opponents correct
// an explanation before it is faced, the leader may withdraw it and lead
// another card without rectification (47E2(a)): the log writes his new
// card. A card faced other than the face-down lead, with no correction
// since, is not a lead: the face-down card stands (41A).
//
// This file holds the law's event (FaceDown), its kinds with their laws
// and what the lead faced does to it: the places "Adding an irregularity"
// (doc.go) lists. The face-down card is named in no ruling: no one has
// seen it.

// The kinds of ruling on a face-down opening lead.
const (
	KindFaceDownLead      Kind = "face-down-lead"      // the opening lead is made face down
	KindFaceDownWithdrawn Kind = "face-down-withdrawn" // the leader withdraws it after a corrected explanation
	KindFaceDownStands    Kind = "face-down-stands"    // another card faced: the face-down lead stands
)

// FaceDown: the opening leader makes his lead face down ("face-down",
// Law 41A); the card is led when faced ("W play SK").
type FaceDown struct {
	Head
	Card bridge.Card
}

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindFaceDownLead: bridge.Law(41, "A"), KindFaceDownWithdrawn: bridge.Law(47, "E2(a)"), KindFaceDownStands: bridge.Law(41, "A"),
	})
	addVerb("face-down", verb{parse: parseFaceDown})
}

// parseFaceDown reads "face-down SK".
func parseFaceDown(p *eventArgs) (Event, error) {
	cs, err := p.cards()
	if err != nil {
		return nil, err
	}
	if len(cs) > 1 {
		return nil, p.errAt(p.args[1], dt("syntax-one-face-down"))
	}
	return FaceDown{Head: p.h, Card: cs[0]}, nil
}

// Verb prints "face-down".
func (FaceDown) Verb() string           { return "face-down" }
func (e FaceDown) withLine(n int) Event { e.Line = n; return e }
func (e FaceDown) format() string       { return e.Actor.String() + " face-down " + e.Card.String() }
func (e FaceDown) check(t *Table) error {
	if err := t.checkCards(e.Head, e.Verb(), []bridge.Card{e.Card}, true); err != nil {
		return err
	}
	if !e.Card.Valid() {
		return impossible(dt("impossible-not-card"))
	}
	return nil
}
func (e FaceDown) apply(t *Table) { t.onFaceDown(e) }

// neutral: a face-down lead does not end the clarification period: the
// auction may still be reopened after it (reopenAuction).
func (FaceDown) neutral() {}

// faceDownLead is the opening lead made face down and not yet faced.
type faceDownLead struct {
	seat bridge.Seat
	card bridge.Card
	// ncalls: the auction record's length when it was made; a call made
	// since (the auction reopened, 21B1) returns it to the hand.
	ncalls int
	// corrected: the opponents corrected an explanation since (47E2).
	corrected bool
}

// onFaceDown: the opening leader makes his lead face down (41A). In the
// auction held open again (21B1, 25A5) it waits for the auction's end.
func (t *Table) onFaceDown(e FaceDown) {
	seat, _ := e.Actor.Seat()
	held := t.ph == phaseAuction && t.holdEnd
	if !held && (t.ph != phasePlay || t.opened || len(t.tricks) > 0 || t.cur.count() > 0 || seat != t.cur.Leader || t.faceDown != nil) {
		t.unexpected(dt("face-down-not-leader", "seat", seat.String()))
		return
	}
	t.faceDown = &faceDownLead{seat: seat, card: e.Card, ncalls: len(t.calls)}
	t.rule(Ruling{Kind: KindFaceDownLead, Offender: Some(seat)})
}

// faceDownCorrected: an explanation of side's call was corrected while
// the opening lead is face down: the leader, an opponent, may withdraw it
// (47E2(a)).
func (t *Table) faceDownCorrected(side bridge.Side) {
	if fd := t.faceDown; fd != nil && fd.seat.Side() != side {
		fd.corrected = true
	}
}

// faceDownPlayed: seat faces card while a lead is face down. The
// face-down card is the lead; another card is led instead only when the
// opponents corrected an explanation since (47E2(a)); otherwise the card
// faced is not played (41A). It reports whether the card is to be played.
func (t *Table) faceDownPlayed(seat bridge.Seat, card bridge.Card) bool {
	fd := t.faceDown
	if fd == nil {
		return true
	}
	if fd.ncalls != len(t.calls) || t.ph != phasePlay || len(t.tricks) > 0 {
		t.faceDown = nil // the auction reopened: the card went back to the hand
		return true
	}
	if seat != fd.seat || card == fd.card {
		if seat == fd.seat {
			t.faceDown = nil
		}
		return true
	}
	if fd.corrected {
		t.faceDown = nil
		t.rule(Ruling{Kind: KindFaceDownWithdrawn, Offender: Some(seat)})
		return true
	}
	t.rule(Ruling{Kind: KindFaceDownStands, Offender: Some(seat), Card: card})
	return false
}
