package laws

import (
	"bridgelaw/bridge"
)

// The kinds of ruling on a wrong board or a wrong hand (Law 15).
const (
	KindWrongHand          Kind = "wrong-hand"         // a player called holding cards from another board: his calls and the later ones are cancelled, he calls again
	KindWrongHandAdjust    Kind = "wrong-hand-adjust"  // the same, found after his partner called: the Director awards an adjusted score
	KindWrongBoard         Kind = "wrong-board"        // the board is not the one these players should play: has any of them played it before?
	KindBoardCancelled     Kind = "board-cancelled"    // one of them had played it: the board is cancelled for both sides, artificial adjusted scores
	KindWrongBoardStands   Kind = "wrong-board-stands" // none had played it: the auction and play are completed and the score stands
	KindWrongHandBeforeAny Kind = "wrong-hand-no-call" // a player held cards from another board but made no call with them: nothing to cancel
)

// AnswerAdjust is the answer of a question that the Director answers with
// an adjusted score ("director adjust Q2 NS A+ EW A-", Law 12C).
const AnswerAdjust AnswerForm = "adjust AWARD"

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindWrongHand:          bridge.Law(15, "A1(b)"),
		KindWrongHandAdjust:    bridge.Law(15, "A1(a)"),
		KindWrongHandBeforeAny: bridge.Law(15, "A"),
		KindWrongBoard:         bridge.Law(15, "B"),
		KindBoardCancelled:     bridge.Law(15, "B1"),
		KindWrongBoardStands:   bridge.Law(15, "B2"),
	})
	addVerb("wrong-hand", verb{parse: func(p *eventArgs) (Event, error) {
		s, err := p.target("syntax-what-wrong-hand", "director wrong-hand N")
		if err != nil {
			return nil, err
		}
		if err := p.noMore(1); err != nil {
			return nil, err
		}
		return WrongHand{Head: p.h, Seat: s}, nil
	}})
	addVerb("wrong-board", verb{parse: bare(func(h Head) Event { return WrongBoard{h} })})
}

// WrongHand: it comes to light that Seat has been holding cards taken
// from another board ("director wrong-hand N", Law 15A); he now holds his
// own hand (the Deal tag's).
type WrongHand struct {
	Head
	Seat bridge.Seat
}

// WrongBoard: the Director finds that the players are playing a board not
// meant for them at this round (the wrong pairs, or the board turned
// round: "director wrong-board", Law 15B).
type WrongBoard struct{ Head }

// Verb prints "wrong-hand".
func (WrongHand) Verb() string { return "wrong-hand" }

// Verb prints "wrong-board".
func (WrongBoard) Verb() string { return "wrong-board" }

func (e WrongHand) withLine(n int) Event  { e.Line = n; return e }
func (e WrongBoard) withLine(n int) Event { e.Line = n; return e }

func (e WrongHand) format() string  { return e.Actor.String() + " wrong-hand " + e.Seat.String() }
func (e WrongBoard) format() string { return e.Actor.String() + " wrong-board" }

func (e WrongHand) check(*Table) error {
	if e.Actor != ActorDirector {
		return impossible(dt("impossible-wrong-hand-not-director"))
	}
	if !e.Seat.Valid() {
		return impossible(dt("impossible-no-seat"))
	}
	return nil
}

func (e WrongBoard) check(*Table) error {
	if e.Actor != ActorDirector {
		return impossible(dt("impossible-wrong-board-not-director"))
	}
	return nil
}

// apply: Law 15A. The offender's first call made with the wrong cards is
// cancelled with every later call (16C applies to them, unauthorised
// information for his side) and he calls again with his own hand (15A1(b));
// when his partner has called since, or the auction is over, the Director
// awards an adjusted score (15A1(a)): a question he answers with one.
func (e WrongHand) apply(t *Table) {
	O := e.Seat
	var first *callRec
	for _, c := range t.calls {
		if c.Seat == O && (c.Status.Standing() || c.Status == CallPending) && (c.BidLevel > 0 || c.Call.Valid()) {
			first = c
			break
		}
	}
	if first == nil {
		t.rule(Ruling{Kind: KindWrongHandBeforeAny, Offender: Some(O)})
		return
	}
	partnerCalled := false
	for _, c := range t.calls[t.indexOf(first)+1:] {
		if c.Seat == O.Partner() && (c.Status.Standing() || c.Status == CallPending) {
			partnerCalled = true
		}
	}
	if partnerCalled || t.ph != phaseAuction {
		r := Ruling{Kind: KindWrongHandAdjust, Offender: Some(O), Detail: callDetail(first.Text())}
		r.Question = &Question{Answers: []AnswerForm{AnswerAdjust, AnswerScore}}
		t.rule(r)
		return
	}
	first.mark(CallCancelled, bridge.Law(15, "A1(b)"))
	t.flagUI(first, O.Side(), false)
	t.cancelAfter(first, bridge.Law(15, "A1(b)"), O.Side())
	t.rule(Ruling{Kind: KindWrongHand, Offender: Some(O), Detail: callDetail(first.Text())})
}

// apply: Law 15B. The Director asks whether any of the four players has
// played the board before; the answer decides (wrongBoardAnswered).
func (e WrongBoard) apply(t *Table) {
	t.askIn(Ruling{Kind: KindWrongBoard}, &ask{resolve: (*Table).wrongBoardAnswered}, TopicPlayed)
}

// wrongBoardAnswered: yes, a player had played it: the board is cancelled
// for both sides (15B1) and each contestant deprived of a valid score gets
// an artificial adjusted score (15B3, 12C2(a)), a question the Director
// answers with it; no: the auction and play are completed and the score
// stands (15B2).
func (t *Table) wrongBoardAnswered(a *ask, yes bool) {
	if !yes {
		t.rule(Ruling{Kind: KindWrongBoardStands})
		return
	}
	t.rule(Ruling{Kind: KindBoardCancelled, Question: &Question{Law: bridge.Law(15, "B3"), Answers: []AnswerForm{AnswerAdjust}}})
}
