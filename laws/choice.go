package laws

import (
	"strings"

	"bridgelaw/bridge"
)

// onChoose: a player chooses among the options offered (Law 10C).
func (t *Table) onChoose(e Choose) {
	for i := len(t.pend) - 1; i >= 0; i-- {
		p := t.pend[i]
		if !mayChoose(e.Actor, p.chooser) {
			continue
		}
		if opt, ok := matchOption(p, e.Option.Key, e.Option.Arg); ok {
			t.applyChoice(p, opt, false)
			return
		}
	}
	t.unexpected(dt("no-option", "actor", e.Actor.String(), "text", e.Option.String()))
}

// mayChoose reports whether actor a may make a choice offered to c: the
// chooser himself, or either member when a side chooses.
func mayChoose(a, c Actor) bool {
	if a == c {
		return true
	}
	as, aok := a.Seat()
	cs, cok := c.Side()
	_, cIsSeat := c.Seat()
	return aok && cok && !cIsSeat && as.Side() == cs
}

// matchOption finds the offered option; the pending's several key may
// name several of the arguments offered at once ("forbid-lead S H", Law
// 51B2b).
func matchOption(p *pending, key OptionKey, arg string) (Option, bool) {
	key = OptionKey(strings.ToLower(strings.TrimSpace(string(key))))
	arg = strings.ToUpper(strings.TrimSpace(arg))
	if p.several != "" && key == p.several && len(strings.Fields(arg)) > 1 {
		for _, a := range strings.Fields(arg) {
			if _, ok := matchOption(p, key, a); !ok {
				return Option{}, false
			}
		}
		return Option{Key: key, Arg: arg}, true
	}
	for _, o := range p.options {
		if o.Key == key && strings.EqualFold(o.Arg, arg) {
			return o, true
		}
	}
	// A suit or card may be written in any accepted notation: "♥", "h".
	if arg != "" {
		for _, o := range p.options {
			if o.Key != key {
				continue
			}
			if s1, err1 := bridge.ParseSuit(arg); err1 == nil {
				if s2, err2 := bridge.ParseSuit(o.Arg); err2 == nil && s1 == s2 {
					return o, true
				}
			}
			if c1, err1 := bridge.ParseCard(arg); err1 == nil {
				if c2, err2 := bridge.ParseCard(o.Arg); err2 == nil && c1 == c2 {
					return o, true
				}
			}
		}
	}
	return Option{}, false
}

func (t *Table) dropPending(p *pending) {
	for i, q := range t.pend {
		if q == p {
			t.pend = append(t.pend[:i:i], t.pend[i+1:]...)
			return
		}
	}
}

func suitsOf(arg string) [4]bool {
	var s [4]bool
	for _, f := range strings.Fields(arg) {
		if u, err := bridge.ParseSuit(f); err == nil {
			s[u] = true
		}
	}
	return s
}

// applyChoice applies option o of pending p. byDefault: the choice follows
// from play going on (acceptance by playing, Laws 53A, 52B1, 60A1) or a
// compulsion (54A, 54C), not from the chooser's word.
func (t *Table) applyChoice(p *pending, o Option, byDefault bool) {
	t.dropPending(p)
	t.rulings[p.ruling].Chosen = o
	if !byDefault {
		t.rule(Ruling{Kind: KindChoice, Chooser: p.chooser, Chosen: o, Law: t.rulings[p.ruling].Law, Trick: p.trick})
	}
	p.byDefault = byDefault
	p.resolve(t, p, o)
	t.afterCard()
}

// playedAfter reports whether a's place in the current trick comes after
// b's.
func (t *Table) playedAfter(a, b bridge.Seat) bool {
	return (a-t.cur.Leader)&3 > (b-t.cur.Leader)&3
}

func (t *Table) removeRevoke(r *revokeRec) {
	for i, q := range t.revokes {
		if q == r {
			t.revokes = append(t.revokes[:i:i], t.revokes[i+1:]...)
			return
		}
	}
}
