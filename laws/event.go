package laws

import (
	"fmt"

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

// EventKind says what happened at the table.
type EventKind uint8

// The events of a board's log. Each comment gives the table-log verb (see
// docs/table-log.md) and the fields of Event it uses.
const (
	// EvCall: a seat makes a call ("call"), in turn or not: Call, or
	// BidLevel and Strain for a bid above seven (Law 38); Simultaneous
	// when made at the same moment as the call before it (Law 33).
	EvCall EventKind = iota + 1
	// EvPlay: a seat leads or plays Cards[0] ("play"), in turn or not,
	// legal or not; two or more Cards are played at once (Law 58B). For
	// dummy's cards the seat is dummy's. Named reports a card named or
	// designated rather than faced ("name", Law 45C4, 63A2).
	EvPlay
	// EvExpose: a seat deliberately exposes or names Cards outside play
	// ("expose", Law 24, 48, 49).
	EvExpose
	// EvDrop: a seat accidentally exposes Cards ("drop", Law 24, 48, 49,
	// 50B: unintentional).
	EvDrop
	// EvAsk: a seat asks Target whether he has a card of the suit led
	// ("ask", Law 61B).
	EvAsk
	// EvAttention: a seat or the Director draws attention to an
	// irregularity ("attention", "noticed"; Law 9, 62A).
	EvAttention
	// EvChoose: a seat chooses Option (with Arg) among the options offered
	// ("choose", Law 10C).
	EvChoose
	// EvAnswer: the Director answers a Question ("answer"): Ref names it
	// ("Q2" or a law such as "64C"), Option is "yes", "no", "tricks" or
	// "score", Number the value for tricks (declarer's total, 0-13) or
	// score (points for North-South).
	EvAnswer
	// EvClaim: a seat claims Number of the tricks not yet played for his
	// side ("claim", Law 68A), with Statement.
	EvClaim
	// EvConcede: a seat concedes Number of the tricks not yet played to
	// the other side ("concede", Law 68B), with Statement.
	EvConcede
	// EvAccept: a seat or side agrees to the claim or concession
	// ("accept", Law 69A).
	EvAccept
	// EvObject: a seat or side disputes the claim or concession
	// ("object", Law 68B2, 68D, 69B, 70, 71).
	EvObject
	// EvNextBoard: a seat makes the first call on the next board
	// ("next-board", Law 64B4, 69A).
	EvNextBoard
	// EvEndOfRound: the round ends ("end-of-round", Law 64B5, 69A).
	EvEndOfRound
	// EvHandsReturned: the four hands are back in the board
	// ("hands-returned", Law 62D, 79A).
	EvHandsReturned
	// EvBreach: dummy breaches Law 43A2 (looks at a defender's cards,
	// leaves his seat to watch declarer) ("breach", Law 43B).
	EvBreach
	// EvWarn: dummy warns declarer against leading from the wrong hand
	// ("warn", Law 42B2; after a breach of 43A2, Law 43B2a).
	EvWarn
	// EvChange: a seat replaces his last call with Call (or a bid above
	// seven) ("change", Law 25; Law 21B1 after misinformation).
	EvChange
	// EvMisinformed: it comes to light that Target was misinformed by his
	// opponents, e.g. by a missing alert ("misinformed", Law 21B).
	EvMisinformed
)

var eventVerbs = map[EventKind]string{
	EvCall: "call", EvPlay: "play", EvExpose: "expose", EvDrop: "drop", EvAsk: "ask",
	EvAttention: "attention", EvChoose: "choose", EvAnswer: "answer", EvClaim: "claim",
	EvConcede: "concede", EvAccept: "accept", EvObject: "object", EvNextBoard: "next-board",
	EvEndOfRound: "end-of-round", EvHandsReturned: "hands-returned", EvBreach: "breach", EvWarn: "warn",
	EvChange: "change", EvMisinformed: "misinformed",
}

// String prints the table-log verb of the event kind.
func (k EventKind) String() string {
	if v, ok := eventVerbs[k]; ok {
		return v
	}
	return fmt.Sprintf("event(%d)", uint8(k))
}

// Event is one thing that happened at the table, in the order of the log.
// Which fields matter depends on Kind (see the EventKind constants).
type Event struct {
	Kind     EventKind
	Actor    Actor
	Call     bridge.Call   // EvCall, EvChange: the call, 0 for a bid above seven
	BidLevel int           // EvCall, EvChange: the level of a bid above seven (8 or more), else 0
	Strain   bridge.Strain // EvCall, EvChange: the strain of a bid above seven
	Cards    []bridge.Card // EvPlay, EvExpose, EvDrop
	Named    bool          // EvPlay: named or designated, not faced
	Target   bridge.Seat   // EvAsk: the player asked; EvMisinformed: the player misinformed
	Option   string        // EvChoose: the option key; EvAnswer: "yes", "no", "tricks", "score", "suits"
	Arg      string        // EvChoose: the option's argument (a suit, a card); EvAnswer: the suits ("S H", "none")
	Ref      string        // EvAnswer: the question, "Q2" or a law "64C"
	Topic    Topic         // EvAnswer: the question's topic when the log names it ("comparable"), else ""
	// Simultaneous: EvCall made at the same moment as the call before it
	// in the log (Law 33: the call of the player in turn counts first).
	Simultaneous bool
	Number       int    // EvClaim, EvConcede: tricks; EvAnswer: tricks or score
	Statement    string // EvClaim, EvConcede: the clarification statement (Law 68C)
	Line         int    // the line of the table log, 0 when not read from text
}

// Card is the first card of the event, 0 when it has none.
func (e Event) Card() bridge.Card {
	if len(e.Cards) == 0 {
		return 0
	}
	return e.Cards[0]
}
