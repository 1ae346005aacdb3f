package laws

import "bridgelaw/bridge"

// Law 43B: dummy's limitations breached. Dummy who has breached Law 43A2
// (looked at a defender's cards, left his seat to watch declarer) may no
// longer warn declarer against leading from the wrong hand: when he does,
// either defender chooses the hand declarer leads from (43B2(a)). The
// breach also takes away his revoke inquiry (43B2(b), revoke.go) and his
// right to draw attention (43A1 applies to a dummy who has not breached,
// revoke.go).
//
// This file holds the law's events (Breach, Warn), its kinds with their
// laws, its option (OptLeadFrom) and the option's resolution: the places
// docs "Adding an irregularity" (doc.go) lists.

// The kinds of ruling on dummy's limitations.
const (
	KindDummyBreach  Kind = "dummy-breach"  // dummy breached his limitations
	KindDummyWarning Kind = "dummy-warning" // dummy warned declarer against leading from the wrong hand
)

// OptLeadFrom: the lead comes from the hand of the seat in Arg (Law
// 43B2(a): a defender chooses declarer's hand or dummy's).
const OptLeadFrom OptionKey = "lead-from"

// Breach: dummy breaches Law 43A2 (looks at a defender's cards, leaves his
// seat to watch declarer) ("breach", Law 43B).
type Breach struct{ Head }

// Warn: dummy warns declarer against leading from the wrong hand ("warn",
// Law 42B2; after a breach of 43A2, Law 43B2(a)).
type Warn struct{ Head }

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindDummyBreach:  bridge.Law(43, "B1"),
		KindDummyWarning: bridge.Law(43, "B2(a)"),
	})
	addOptionKeys(OptLeadFrom)
	addVerb("breach", verb{parse: bare(func(h Head) Event { return Breach{h} })})
	addVerb("warn", verb{parse: bare(func(h Head) Event { return Warn{h} })})
}

// Verb prints "breach".
func (Breach) Verb() string { return "breach" }

// Verb prints "warn".
func (Warn) Verb() string { return "warn" }

func (e Breach) withLine(n int) Event { e.Line = n; return e }
func (e Warn) withLine(n int) Event   { e.Line = n; return e }
func (e Breach) format() string       { return e.Actor.String() + " breach" }
func (e Warn) format() string         { return e.Actor.String() + " warn" }
func (e Breach) check(*Table) error   { _, err := needSeat(e.Head, e.Verb()); return err }
func (e Warn) check(*Table) error     { _, err := needSeat(e.Head, e.Verb()); return err }

// apply: dummy has breached 43A2 (43B1).
func (Breach) apply(t *Table) {
	t.dummyBreach = true
	t.rule(Ruling{Kind: KindDummyBreach, Offender: Some(t.dummy())})
}

// apply: dummy warns declarer against leading from the wrong hand. That is
// his right (42B2) unless he has breached 43A2: then either defender
// chooses the hand declarer leads from (43B2(a)).
func (e Warn) apply(t *Table) {
	seat, _ := e.Actor.Seat()
	if t.ph != phasePlay || seat != t.dummy() || t.cur.count() != 0 || t.isDefender(t.cur.Leader) {
		t.unexpected(dt("warning-no-lead"))
		return
	}
	if !t.dummyBreach {
		return
	}
	opts := []Option{{Key: OptLeadFrom, Arg: t.declarer().String()}, {Key: OptLeadFrom, Arg: t.dummy().String()}}
	ch := SideActor(t.contract.Side().Opponents())
	i := t.rule(Ruling{Kind: KindDummyWarning, Offender: Some(seat), Trick: t.cur.Number, Options: opts, Chooser: ch})
	t.pend = append(t.pend, &pending{ruling: i, chooser: ch, options: opts, offender: seat, trick: t.cur.Number, resolve: leadFrom})
}

// leadFrom: the defenders chose the hand declarer leads from (43B2(a)).
func leadFrom(t *Table, _ *pending, o Option) {
	if s, err := bridge.ParseSeat(o.Arg); err == nil && t.cur.count() == 0 && s.Side() == t.contract.Side() {
		t.cur.Leader = s
	}
}
