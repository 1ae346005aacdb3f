package laws

import (
	"strconv"
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
// one of the types of this package, one per table-log verb
// (docs/table-log.md), each holding only its own fields beside the common
// Head (who acted, the line of the log). ParseLog makes them, FormatEvent
// prints them; the set is closed (the interface has unexported methods).
//
// Each type says, in its methods, how it is written (format), when it
// cannot happen (check) and what it does to the table (apply); its verb is
// read by the function the verbs table gives (addVerb), so that an event
// type lives in the file of its law.
type Event interface {
	// Header is the event's actor and line.
	Header() Head
	// Verb is the table-log verb: "call", "play", "end-of-round"...
	Verb() string
	withLine(n int) Event
	// format is the table-log line.
	format() string
	// check returns an *ImpossibleError (impossible, wrapping
	// ErrImpossible, its reason a catalog detail) when the event cannot
	// happen at table t (a card the player does not hold); the actor is
	// already known to be valid.
	check(t *Table) error
	// apply folds the event into table t.
	apply(t *Table)
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

// Play: a seat leads or plays Cards[0] ("play"), in turn or not, legal or
// not; two or more Cards are played at once (Law 58B). For dummy's cards
// the seat is dummy's. Named: one card named or designated rather than
// faced ("name", Laws 45C4, 63A2).
type Play struct {
	Head
	Cards []bridge.Card
	Named bool
	// Simultaneous: played at the same moment as the card on the line
	// before (Law 58A: a legal play counts first).
	Simultaneous bool
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

// NextBoard: a seat makes the first call on the next board ("next-board",
// Laws 64B4, 69A).
type NextBoard struct{ Head }

// EndOfRound: the round ends ("end-of-round", Laws 64B5, 69A).
type EndOfRound struct{ Head }

// HandsReturned: the four hands are back in the board ("hands-returned",
// Laws 62D, 79A).
type HandsReturned struct{ Head }

// Verb prints "call".
func (Call) Verb() string { return "call" }

// Verb prints "play", or "name" for a card named.
func (e Play) Verb() string {
	if e.Named {
		return "name"
	}
	return "play"
}

// Verb prints "attention".
func (Attention) Verb() string { return "attention" }

// Verb prints "choose".
func (Choose) Verb() string { return "choose" }

// Verb prints "answer".
func (Answer) Verb() string { return "answer" }

// Verb prints "next-board".
func (NextBoard) Verb() string { return "next-board" }

// Verb prints "end-of-round".
func (EndOfRound) Verb() string { return "end-of-round" }

// Verb prints "hands-returned".
func (HandsReturned) Verb() string { return "hands-returned" }

// WithLine is e with its Head's Line set to line (0: not read from text).
func WithLine(e Event, line int) Event {
	if e == nil {
		return nil
	}
	return e.withLine(line)
}

func (e Call) withLine(n int) Event          { e.Line = n; return e }
func (e Play) withLine(n int) Event          { e.Line = n; return e }
func (e Attention) withLine(n int) Event     { e.Line = n; return e }
func (e Choose) withLine(n int) Event        { e.Line = n; return e }
func (e Answer) withLine(n int) Event        { e.Line = n; return e }
func (e NextBoard) withLine(n int) Event     { e.Line = n; return e }
func (e EndOfRound) withLine(n int) Event    { e.Line = n; return e }
func (e HandsReturned) withLine(n int) Event { e.Line = n; return e }

// The table-log lines of the events (FormatEvent).

func (e Call) format() string {
	s := e.Actor.String() + " call " + callText(e.Call, e.BidLevel, e.Strain)
	if e.Simultaneous {
		s += " simultaneous"
	}
	return s
}
func (e Play) format() string {
	s := e.Actor.String() + " " + e.Verb() + " " + cardsText(e.Cards)
	if e.Simultaneous {
		s += " simultaneous"
	}
	return s
}
func (e Choose) format() string {
	return strings.TrimSpace(e.Actor.String() + " choose " + e.Option.String())
}
func (e Answer) format() string {
	s := e.Actor.String() + " answer " + e.Ref
	word := e.word()
	if e.Topic != "" && word != "suits" {
		s += " " + string(e.Topic)
	}
	s += " " + word
	switch word {
	case "tricks", "score":
		s += " " + strconv.Itoa(e.Number)
	case "suits":
		s += " " + e.Suits
	}
	return s
}
func (e Attention) format() string     { return e.Actor.String() + " attention" }
func (e NextBoard) format() string     { return "next-board " + e.Actor.String() }
func (e EndOfRound) format() string    { return "end-of-round" }
func (e HandsReturned) format() string { return "hands-returned" }

// cardsText prints cards as the log writes them, one space apart.
func cardsText(cs []bridge.Card) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, " ")
}

// When each event cannot happen (Table.check).

func (e Call) check(t *Table) error {
	return t.checkCall(e.Head, e.Verb(), e.Call, e.BidLevel, e.Strain)
}
func (e Play) check(t *Table) error      { return t.checkCards(e.Head, e.Verb(), e.Cards, true) }
func (e NextBoard) check(t *Table) error { _, err := needSeat(e.Head, e.Verb()); return err }
func (Attention) check(*Table) error     { return nil }
func (EndOfRound) check(*Table) error    { return nil }
func (HandsReturned) check(*Table) error { return nil }
func (e Choose) check(*Table) error {
	if _, ok := e.Actor.Side(); !ok {
		return impossible(dt("impossible-director-chooses"))
	}
	return nil
}
func (e Answer) check(*Table) error {
	if e.Actor != ActorDirector {
		return impossible(dt("impossible-answer-not-director"))
	}
	return nil
}

// needSeat is the seat acting in h, or an error when a side or the
// Director acts in an event (verb) only a seat can make.
func needSeat(h Head, verb string) (bridge.Seat, error) {
	seat, ok := h.Actor.Seat()
	if !ok {
		return 0, impossible(dt("impossible-needs-seat", "text", verb, "actor", h.Actor.String()))
	}
	return seat, nil
}

// What each event does to the table (Table.step).

func (e Call) apply(t *Table)      { t.onCall(e) }
func (e Play) apply(t *Table)      { t.onPlay(e) }
func (e Attention) apply(t *Table) { t.attentionDrawn(e.Actor) }
func (e Choose) apply(t *Table)    { t.onChoose(e) }
func (e Answer) apply(t *Table)    { t.onAnswer(e) }
func (e NextBoard) apply(t *Table) {
	s, _ := e.Actor.Seat()
	t.nextBoardBy[s] = true
	t.settleByAcquiescence(SidesOf(s.Side()))
}
func (EndOfRound) apply(t *Table) {
	t.roundEnded = true
	t.settleByAcquiescence(BothSides)
}
func (HandsReturned) apply(t *Table) { t.handsBack = true }
