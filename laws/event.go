package laws

import (
	"strings"

	"bridgelaw/bridge"
)

// Actor is who acts in an event: one of the four seats (0-3, the values of
// bridge.Seat), a side (ActorNS, ActorEW: either member, as when a side
// accepts a claim) or the Director.
type Actor uint8

// The actors that are not a single seat.
const (
	ActorNS       Actor = 4
	ActorEW       Actor = 5
	ActorDirector Actor = 6
)

// SeatActor is the actor for seat s.
func SeatActor(s bridge.Seat) Actor { return Actor(s & 3) }

// SideActor is the actor for side d.
func SideActor(d bridge.Side) Actor { return ActorNS + Actor(d&1) }

// Seat is the actor's seat; ok is false for a side or the Director.
func (a Actor) Seat() (bridge.Seat, bool) { return bridge.Seat(a), a <= 3 }

// Side is the actor's side; ok is false for the Director.
func (a Actor) Side() (bridge.Side, bool) {
	switch {
	case a <= 3:
		return bridge.Seat(a).Side(), true
	case a == ActorNS:
		return bridge.NorthSouth, true
	case a == ActorEW:
		return bridge.EastWest, true
	}
	return 0, false
}

// Valid reports whether a is a seat, a side or the Director.
func (a Actor) Valid() bool { return a <= ActorDirector }

// String prints "N", "E", "S", "W", "NS", "EW" or "director", as in the
// table log.
func (a Actor) String() string {
	switch {
	case a <= 3:
		return bridge.Seat(a).String()
	case a == ActorNS:
		return "NS"
	case a == ActorEW:
		return "EW"
	case a == ActorDirector:
		return "director"
	}
	return "?"
}

// Sides is a set of the two sides: none, one (SidesOf) or BothSides, as
// when the end of the round concerns everyone at the table (Law 69A).
type Sides uint8

// BothSides is North-South and East-West.
const BothSides Sides = 1<<bridge.NorthSouth | 1<<bridge.EastWest

// SidesOf is the set of side d alone.
func SidesOf(d bridge.Side) Sides { return 1 << (d & 1) }

// Has reports whether side d is in the set.
func (s Sides) Has(d bridge.Side) bool { return s&SidesOf(d) != 0 }

// Event is one thing that happened at the table, in the order of the log:
// one of the types below, one per table-log verb (docs/table-log.md), each
// holding only its own fields beside the common Head (who acted, the line
// of the log). ParseLog makes them, FormatEvent prints them; the set is
// closed (the interface has an unexported method).
type Event interface {
	// Header is the event's actor and line.
	Header() Head
	// Verb is the table-log verb: "call", "play", "end-of-round"...
	Verb() string
	withLine(n int) Event
}

// Head is what every event has: Actor, who acted (a seat, a side or the
// Director), and Line, the line of the table log (1-based), 0 when the
// event was not read from text.
type Head struct {
	Actor Actor
	Line  int
}

// Header returns h.
func (h Head) Header() Head { return h }

// Call: a seat makes a call, in turn or not ("call"): Call, or BidLevel and
// Strain for a bid above seven (Law 38); Simultaneous when made at the
// same moment as the call before it in the log (Law 33: the call of the
// player in turn counts first).
type Call struct {
	Head
	Call         bridge.Call   // the call, 0 for a bid above seven
	BidLevel     int           // the level of a bid above seven (8 or more), else 0
	Strain       bridge.Strain // the strain of a bid above seven
	Simultaneous bool
}

// Change: a seat replaces his last call with Call, or with a bid above
// seven as in Call ("change", Law 25; Law 21B1 after misinformation).
type Change struct {
	Head
	Call     bridge.Call
	BidLevel int
	Strain   bridge.Strain
}

// Play: a seat leads or plays Cards[0] ("play"), in turn or not, legal or
// not; two or more Cards are played at once (Law 58B). For dummy's cards
// the seat is dummy's. Named: one card named or designated rather than
// faced ("name", Laws 45C4, 63A2).
type Play struct {
	Head
	Cards []bridge.Card
	Named bool
}

// Expose: a seat deliberately exposes or names Cards outside play
// ("expose", Laws 24, 48, 49).
type Expose struct {
	Head
	Cards []bridge.Card
}

// Drop: a seat accidentally exposes Cards ("drop", Laws 24, 48, 49, 50B).
type Drop struct {
	Head
	Cards []bridge.Card
}

// Ask: a seat asks Target whether he has a card of the suit led ("ask",
// Law 61B).
type Ask struct {
	Head
	Target bridge.Seat
}

// Attention: a seat or the Director draws attention to an irregularity
// ("attention", "noticed"; Laws 9, 62A).
type Attention struct{ Head }

// Choose: a seat (or a side) chooses Option among the options offered
// ("choose", Law 10C). The key is as written, lower case: one the engine
// did not offer is ruled unexpected.
type Choose struct {
	Head
	Option Option
}

// Answer: the Director answers a Question ("answer"). Ref names it ("Q2",
// or a law such as "64C"); Topic repeats the question's topic when the log
// names it ("comparable"), else ""; Form is AnswerYes, AnswerNo,
// AnswerTricks (Number: declarer's total tricks, 0-13), AnswerScore
// (Number: points for North-South) or AnswerSuits (Suits: "S H", or
// "none"; Topic is then TopicSuits).
type Answer struct {
	Head
	Ref    string
	Topic  Topic
	Form   AnswerForm
	Number int
	Suits  string
}

// word is the answer's first word as the log writes it: "yes", "tricks".
func (a Answer) word() string {
	w, _, _ := strings.Cut(string(a.Form), " ")
	return w
}

// Claim: a seat claims Tricks of the tricks not yet played for his side
// ("claim", Law 68A), with Statement (Law 68C), "" when none.
type Claim struct {
	Head
	Tricks    int
	Statement string
}

// Concede: a seat concedes Tricks of the tricks not yet played to the
// other side ("concede", Law 68B), with Statement, "" when none.
type Concede struct {
	Head
	Tricks    int
	Statement string
}

// Accept: a seat or side agrees to the claim or concession ("accept", Law
// 69A).
type Accept struct{ Head }

// Object: a seat or side disputes the claim or concession ("object", Laws
// 68B2, 68D, 69B, 70, 71).
type Object struct{ Head }

// NextBoard: a seat makes the first call on the next board ("next-board",
// Laws 64B4, 69A).
type NextBoard struct{ Head }

// EndOfRound: the round ends ("end-of-round", Laws 64B5, 69A).
type EndOfRound struct{ Head }

// HandsReturned: the four hands are back in the board ("hands-returned",
// Laws 62D, 79A).
type HandsReturned struct{ Head }

// Breach: dummy breaches Law 43A2 (looks at a defender's cards, leaves his
// seat to watch declarer) ("breach", Law 43B).
type Breach struct{ Head }

// Warn: dummy warns declarer against leading from the wrong hand ("warn",
// Law 42B2; after a breach of 43A2, Law 43B2(a)).
type Warn struct{ Head }

// Misinformed: it comes to light that Target was misinformed by his
// opponents, e.g. by a missing alert ("misinformed", Law 21B).
type Misinformed struct {
	Head
	Target bridge.Seat
}

// Verb prints "call".
func (Call) Verb() string { return "call" }

// Verb prints "change".
func (Change) Verb() string { return "change" }

// Verb prints "play", or "name" for a card named.
func (e Play) Verb() string {
	if e.Named {
		return "name"
	}
	return "play"
}

// Verb prints "expose".
func (Expose) Verb() string { return "expose" }

// Verb prints "drop".
func (Drop) Verb() string { return "drop" }

// Verb prints "ask".
func (Ask) Verb() string { return "ask" }

// Verb prints "attention".
func (Attention) Verb() string { return "attention" }

// Verb prints "choose".
func (Choose) Verb() string { return "choose" }

// Verb prints "answer".
func (Answer) Verb() string { return "answer" }

// Verb prints "claim".
func (Claim) Verb() string { return "claim" }

// Verb prints "concede".
func (Concede) Verb() string { return "concede" }

// Verb prints "accept".
func (Accept) Verb() string { return "accept" }

// Verb prints "object".
func (Object) Verb() string { return "object" }

// Verb prints "next-board".
func (NextBoard) Verb() string { return "next-board" }

// Verb prints "end-of-round".
func (EndOfRound) Verb() string { return "end-of-round" }

// Verb prints "hands-returned".
func (HandsReturned) Verb() string { return "hands-returned" }

// Verb prints "breach".
func (Breach) Verb() string { return "breach" }

// Verb prints "warn".
func (Warn) Verb() string { return "warn" }

// Verb prints "misinformed".
func (Misinformed) Verb() string { return "misinformed" }

// WithLine is e with its Head's Line set to line (0: not read from text).
func WithLine(e Event, line int) Event {
	if e == nil {
		return nil
	}
	return e.withLine(line)
}

func (e Call) withLine(n int) Event          { e.Line = n; return e }
func (e Change) withLine(n int) Event        { e.Line = n; return e }
func (e Play) withLine(n int) Event          { e.Line = n; return e }
func (e Expose) withLine(n int) Event        { e.Line = n; return e }
func (e Drop) withLine(n int) Event          { e.Line = n; return e }
func (e Ask) withLine(n int) Event           { e.Line = n; return e }
func (e Attention) withLine(n int) Event     { e.Line = n; return e }
func (e Choose) withLine(n int) Event        { e.Line = n; return e }
func (e Answer) withLine(n int) Event        { e.Line = n; return e }
func (e Claim) withLine(n int) Event         { e.Line = n; return e }
func (e Concede) withLine(n int) Event       { e.Line = n; return e }
func (e Accept) withLine(n int) Event        { e.Line = n; return e }
func (e Object) withLine(n int) Event        { e.Line = n; return e }
func (e NextBoard) withLine(n int) Event     { e.Line = n; return e }
func (e EndOfRound) withLine(n int) Event    { e.Line = n; return e }
func (e HandsReturned) withLine(n int) Event { e.Line = n; return e }
func (e Breach) withLine(n int) Event        { e.Line = n; return e }
func (e Warn) withLine(n int) Event          { e.Line = n; return e }
func (e Misinformed) withLine(n int) Event   { e.Line = n; return e }
