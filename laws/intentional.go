package laws

import (
	"bridgelaw/bridge"
)

// Law 72B: an intentional infraction. Whether an irregularity was
// intentional is the Director's judgment; he records it ("director
// intentional S") and the engine asks whether the non-offending side needs
// an adjusted score (answered no, or with one: "director adjust Q3 ...");
// a procedural penalty is "director penalty" (Law 90).

// The kind of ruling on an intentional infraction.
const (
	KindIntentional Kind = "intentional-infraction" // the Director judges an infraction intentional
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{KindIntentional: bridge.Law(72, "B1")})
	addVerb("intentional", verb{parse: func(p *eventArgs) (Event, error) {
		s, err := p.target("syntax-what-intentional", "director intentional S")
		if err != nil {
			return nil, err
		}
		if err := p.noMore(1); err != nil {
			return nil, err
		}
		return Intentional{Head: p.h, Seat: s}, nil
	}})
}

// Intentional: the Director judges that Seat broke a law intentionally
// ("director intentional S", Law 72B1: a player must not infringe a law
// intentionally, even when willing to accept the rectification; 72B3: nor
// hide an infraction).
type Intentional struct {
	Head
	Seat bridge.Seat
}

// Verb prints "intentional".
func (Intentional) Verb() string { return "intentional" }

func (e Intentional) withLine(n int) Event { e.Line = n; return e }
func (e Intentional) format() string       { return e.Actor.String() + " intentional " + e.Seat.String() }

func (e Intentional) check(*Table) error {
	if e.Actor != ActorDirector {
		return impossible(dt("impossible-intentional-not-director"))
	}
	if !e.Seat.Valid() {
		return impossible(dt("impossible-no-seat"))
	}
	return nil
}

func (e Intentional) apply(t *Table) {
	t.rule(Ruling{Kind: KindIntentional, Offender: Some(e.Seat), Question: &Question{Answers: []AnswerForm{AnswerNo, AnswerAdjust, AnswerScore}}})
}
