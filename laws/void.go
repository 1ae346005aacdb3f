package laws

import (
	"strconv"

	"bridgelaw/bridge"
)

// Law 81C5: the Director rectifies an error of which he becomes aware.
// A mistaken entry of the log (a card typed for the wrong seat, an event
// recorded twice) is never deleted: "director void N \"reason\"" takes
// event N out of the replay, and the log keeps both lines.

// The kind of a void.
const (
	KindVoided Kind = "voided" // the Director took a mistaken entry out of the replay
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{KindVoided: bridge.Law(81, "C5")})
	addVerb("void", verb{parse: parseVoid, statement: true})
}

// Void: the Director takes event Event (1-based, in the order of the
// log: Table.Events) out of the replay, with Reason ("void", Law 81C5).
// The board is folded again without it; the rulings it raised go, those
// of the events after it are raised anew.
type Void struct {
	Head
	Event  int
	Reason string
}

// Verb prints "void".
func (Void) Verb() string { return "void" }

func (e Void) withLine(n int) Event { e.Line = n; return e }
func (e Void) format() string {
	return e.Actor.String() + " void " + strconv.Itoa(e.Event) + " " + strconv.Quote(e.Reason)
}

// check: the Director voids an earlier event, not a void, not twice.
func (e Void) check(t *Table) error {
	if e.Actor != ActorDirector {
		return impossible(dt("impossible-void-not-director"))
	}
	if e.Event < 1 || e.Event > len(t.events) {
		return impossible(dt("impossible-void-no-event", "n", strconv.Itoa(e.Event), "n2", strconv.Itoa(len(t.events))))
	}
	if _, ok := t.events[e.Event-1].(Void); ok {
		return impossible(dt("impossible-void-of-void", "n", strconv.Itoa(e.Event)))
	}
	if t.voided[e.Event-1] {
		return impossible(dt("impossible-voided-already", "n", strconv.Itoa(e.Event)))
	}
	if e.Reason == "" {
		return impossible(dt("impossible-void-no-reason", "n", strconv.Itoa(e.Event)))
	}
	return nil
}

func (e Void) apply(t *Table) { t.onVoid(e) }

// parseVoid reads "void 12 \"a card typed for the wrong seat\"".
func parseVoid(p *eventArgs) (Event, error) {
	if err := p.need(2, "syntax-need-void"); err != nil {
		return nil, err
	}
	n, err := strconv.Atoi(p.args[0].text)
	if err != nil || n < 1 || p.args[0].quoted {
		return nil, p.errAt(p.args[0], dt("syntax-want-void-number"))
	}
	if !p.args[1].quoted {
		return nil, p.errAt(p.args[1], dt("syntax-want-void-reason"))
	}
	if err := p.noMore(2); err != nil {
		return nil, err
	}
	return Void{Head: p.h, Event: n, Reason: p.args[1].text}, nil
}

// onVoid folds the log again without the voided event (the first time;
// folding again later, the void only rules) and rules.
func (t *Table) onVoid(e Void) {
	k, idx := e.Event-1, t.cur0
	if !t.voided[k] {
		voided := map[int]bool{k: true}
		for i := range t.voided {
			voided[i] = true
		}
		t.voided = voided
		var order []int
		for _, i := range t.order[:len(t.order)-1] {
			if i != k {
				order = append(order, i)
			}
		}
		t.refold(order, false)
		t.order = append(t.order, idx)
		t.cur0, t.refoldFrom = idx, k
	}
	t.rule(Ruling{Kind: KindVoided, Detail: dt("voided", "n", strconv.Itoa(e.Event), "quote", strconv.Quote(e.Reason))})
}

// Voided reports whether event i (0-based, as Table.Events) is voided.
func (t *Table) Voided(i int) bool { return t.voided[i] }
