package laws

import (
	"strconv"

	"bridgelaw/bridge"
)

// Law 66: inspection of tricks. A player may have the four cards of the
// last trick shown until his side leads or plays to the next trick (66A);
// a quitted trick may be inspected during play only at the Director's
// instruction (66C), and after play to settle a claim of a revoke or the
// number of tricks (66D).

// The kinds of ruling on the inspection of tricks.
const (
	KindInspectLastTrick Kind = "inspect-last-trick"    // the last trick's cards shown again to a player: his right
	KindInspectQuitted   Kind = "inspect-quitted-trick" // a player inspects a quitted trick during play without the Director's instruction
	KindInspectDirected  Kind = "inspect-directed"      // a quitted trick inspected at the Director's instruction
	KindInspectAfterPlay Kind = "inspect-after-play"    // the played cards inspected after play
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindInspectLastTrick: bridge.Law(66, "A"),
		KindInspectQuitted:   bridge.Law(66, "C"),
		KindInspectDirected:  bridge.Law(66, "C"),
		KindInspectAfterPlay: bridge.Law(66, "D"),
	})
	addVerb("inspect", verb{parse: parseInspect})
}

// Inspect: a player (or the Director) has the cards of completed trick
// Trick (1-13) shown ("N inspect 5"; "N inspect" is the last trick
// completed), Law 66.
type Inspect struct {
	Head
	Trick int // 0: the last trick completed
}

// Verb prints "inspect".
func (Inspect) Verb() string { return "inspect" }

func (e Inspect) withLine(n int) Event { e.Line = n; return e }

func (e Inspect) format() string {
	s := e.Actor.String() + " inspect"
	if e.Trick > 0 {
		s += " " + strconv.Itoa(e.Trick)
	}
	return s
}

// parseInspect reads "inspect" or "inspect N".
func parseInspect(p *eventArgs) (Event, error) {
	e := Inspect{Head: p.h}
	if len(p.args) > 0 {
		n, err := strconv.Atoi(p.args[0].text)
		if err != nil || n < 1 || n > 13 || len(p.args[0].text) > 2 {
			return nil, p.errAt(p.args[0], dt("syntax-want-trick-number"))
		}
		e.Trick = n
	}
	if err := p.noMore(1); err != nil {
		return nil, err
	}
	return e, nil
}

func (e Inspect) check(t *Table) error {
	if e.Actor != ActorDirector {
		if _, err := needSeat(e.Head, e.Verb()); err != nil {
			return err
		}
	}
	if e.Trick < 0 || e.Trick > 13 {
		return impossible(dt("impossible-trick-number"))
	}
	return nil
}

// apply: Law 66. The trick must have been completed (else an unexpected
// event). After play, any inspection is 66D's; at the Director's
// instruction, 66C's; a player's, of the last trick before his side plays
// to the next one, 66A's; any other is a quitted trick inspected without
// the Director (66C), for which he may give a procedural penalty.
func (e Inspect) apply(t *Table) {
	n := e.Trick
	if n == 0 {
		n = len(t.tricks)
	}
	if n < 1 || n > len(t.tricks) {
		t.unexpected(dt("no-such-trick", "n", strconv.Itoa(max(e.Trick, 0))))
		return
	}
	r := Ruling{Trick: n}
	seat, isSeat := e.Actor.Seat()
	switch {
	case t.ph == phaseEnded:
		r.Kind = KindInspectAfterPlay
	case !isSeat:
		r.Kind = KindInspectDirected
	case n == len(t.tricks) && !t.sidePlayedSince(seat.Side()):
		r.Kind, r.Offender = KindInspectLastTrick, Some(seat)
	default:
		r.Kind, r.Offender = KindInspectQuitted, Some(seat)
	}
	t.rule(r)
	if !isSeat {
		t.findDefective() // the Director's review of the quitted tricks (Law 67B)
	}
}

// sidePlayedSince reports whether side sd has played a card to the trick
// in progress (after the last trick completed).
func (t *Table) sidePlayedSince(sd bridge.Side) bool {
	for _, s := range sd.Seats() {
		if t.cur.Cards[s] != 0 {
			return true
		}
	}
	return false
}
