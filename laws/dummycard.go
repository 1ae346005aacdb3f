package laws

import (
	"bridgelaw/bridge"
)

// ---- Law 45C4(b): declarer changes an unintended designation of
// dummy's card ----
//
// Declarer may change an unintended designation of a card from dummy (a
// slip of the tongue, not a change of mind), without pause for thought,
// until he next plays a card from either hand (45C4(b)). Whether it was
// unintended is the Director's question. Changed, dummy's card goes back
// and the new one is played; an opponent who played after it may withdraw
// his card and play another (47D, 16C).
//
// Law 45D: dummy placed in the played position a card declarer did not
// name ("S unnamed"): the card must be withdrawn while neither side has
// played to the next trick (here: while it is in the trick being played),
// and a defender who played after it may withdraw his card (16C).
//
// This file holds the laws' events (Redesignate, Unnamed), their kinds
// with their laws and the resolve of their question and option: the
// places "Adding an irregularity" (doc.go) lists.

// The kinds of ruling on a changed designation of dummy's card.
const (
	KindRedesignation     Kind = "redesignation"         // declarer changes dummy's card: was the designation unintended?
	KindRedesignated      Kind = "redesignated"          // the change stands: the new card is played
	KindRedesignationVoid Kind = "redesignation-void"    // an intended designation, or too late: dummy's card stands
	KindWithdrawAfterRedo Kind = "withdraw-after-change" // an opponent who played after dummy's changed card may withdraw his card
	KindUnnamedCard       Kind = "dummy-card-not-named"  // dummy placed a card declarer did not name: it is withdrawn
	KindUnnamedStands     Kind = "dummy-card-stands"     // too late to withdraw it: it stands
)

// TopicSlip: Law 45C4(b): was declarer's designation unintended, changed
// without pause for thought?
const TopicSlip Topic = "slip"

// Redesignate: declarer changes the card he designated from dummy to Card
// ("redesignate", Law 45C4(b)).
type Redesignate struct {
	Head
	Card bridge.Card
}

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindRedesignation: bridge.Law(45, "C4(b)"), KindRedesignated: bridge.Law(45, "C4(b)"),
		KindRedesignationVoid: bridge.Law(45, "C4(b)"), KindWithdrawAfterRedo: bridge.Law(47, "D"),
		KindUnnamedCard: bridge.Law(45, "D"), KindUnnamedStands: bridge.Law(45, "D"),
	})
	addVerb("unnamed", verb{parse: bare(func(h Head) Event { return Unnamed{h} })})
	addTopics(TopicSlip)
	addVerb("redesignate", verb{parse: parseRedesignate})
}

// Unnamed: declarer says that the card dummy placed in the played position
// is not the one he named ("unnamed", Law 45D).
type Unnamed struct{ Head }

// Verb prints "unnamed".
func (Unnamed) Verb() string           { return "unnamed" }
func (e Unnamed) withLine(n int) Event { e.Line = n; return e }
func (e Unnamed) format() string       { return e.Actor.String() + " unnamed" }
func (e Unnamed) check(*Table) error   { _, err := needSeat(e.Head, e.Verb()); return err }
func (e Unnamed) apply(t *Table)       { t.onUnnamed(e) }

// onUnnamed: Law 45D. Dummy's card in the trick being played goes back to
// his hand; a defender who played after it may withdraw his card (16C);
// declarer then names dummy's card. Once the trick is complete, the card
// stands.
func (t *Table) onUnnamed(e Unnamed) {
	seat, _ := e.Actor.Seat()
	dm := t.dummy()
	if !t.hasContract || seat != t.declarer() || t.ph != phasePlay {
		t.unexpected(dt("designation-not-declarer", "seat", seat.String()))
		return
	}
	old := t.cur.Cards[dm]
	if old == 0 {
		t.rule(Ruling{Kind: KindUnnamedStands, Offender: Some(dm), Trick: t.cur.Number})
		return
	}
	after := t.defendersAfter(dm)
	t.takeBack(dm)
	t.rule(Ruling{Kind: KindUnnamedCard, Offender: Some(dm), Card: old, Trick: t.cur.Number, Rectification: RectCardBack})
	t.offerWithdrawals(after)
}

// defendersAfter lists the defenders who played to the current trick after
// seat.
func (t *Table) defendersAfter(seat bridge.Seat) []bridge.Seat {
	var after []bridge.Seat
	for _, s := range bridge.Seats() {
		if t.isDefender(s) && t.cur.Cards[s] != 0 && t.playedAfter(s, seat) {
			after = append(after, s)
		}
	}
	return after
}

// offerWithdrawals: each defender in after may keep or withdraw the card
// he played after dummy's card was changed or withdrawn (47D, 45D, 16C).
func (t *Table) offerWithdrawals(after []bridge.Seat) {
	for _, s := range after {
		opts := []Option{{Key: OptKeep}, {Key: OptWithdraw}}
		i := t.rule(Ruling{Kind: KindWithdrawAfterRedo, Offender: Some(s), Card: t.cur.Cards[s], Trick: t.cur.Number, Options: opts, Chooser: SeatActor(s)})
		t.pend = append(t.pend, &pending{ruling: i, chooser: SeatActor(s), options: opts, offender: s, trick: t.cur.Number,
			resolve: func(t *Table, p *pending, o Option) {
				if o.Key == OptWithdraw {
					t.takeBack(p.offender)
				}
			}})
	}
}

// parseRedesignate reads "redesignate D3".
func parseRedesignate(p *eventArgs) (Event, error) {
	cs, err := p.cards()
	if err != nil {
		return nil, err
	}
	if len(cs) > 1 {
		return nil, p.errAt(p.args[1], dt("syntax-one-replaces"))
	}
	return Redesignate{Head: p.h, Card: cs[0]}, nil
}

// Verb prints "redesignate".
func (Redesignate) Verb() string           { return "redesignate" }
func (e Redesignate) withLine(n int) Event { e.Line = n; return e }
func (e Redesignate) format() string       { return e.Actor.String() + " redesignate " + e.Card.String() }
func (e Redesignate) check(t *Table) error {
	if _, err := needSeat(e.Head, e.Verb()); err != nil {
		return err
	}
	if !e.Card.Valid() {
		return impossible(dt("impossible-not-card"))
	}
	if t.hasContract && !t.hands[t.dummy()].Has(e.Card) {
		return impossible(dt("impossible-not-in-dummy", "card", e.Card.String()))
	}
	return nil
}
func (e Redesignate) apply(t *Table) { t.onRedesignate(e) }

// redesignable reports whether declarer may still change dummy's card old
// in the current trick: it is there, and declarer has played no card from
// either hand since (45C4(b)).
func (t *Table) redesignable(old bridge.Card) bool {
	d, dm := t.declarer(), t.dummy()
	if t.ph != phasePlay || old == 0 || t.cur.Cards[dm] != old {
		return false
	}
	return t.cur.Cards[d] == 0 || !t.playedAfter(d, dm)
}

// onRedesignate: declarer changes dummy's card; the Director judges
// whether the designation was unintended (45C4(b)).
func (t *Table) onRedesignate(e Redesignate) {
	seat, _ := e.Actor.Seat()
	if !t.hasContract || seat != t.declarer() {
		t.unexpected(dt("designation-not-declarer", "seat", seat.String()))
		return
	}
	old := t.cur.Cards[t.dummy()]
	d := dt("change-card", "card", old.String(), "card2", e.Card.String())
	if !t.redesignable(old) {
		t.rule(Ruling{Kind: KindRedesignationVoid, Offender: Some(seat), Detail: dt("redesignation-late")})
		return
	}
	card := e.Card
	t.askIn(Ruling{Kind: KindRedesignation, Offender: Some(seat), Card: old, Trick: t.cur.Number, Detail: d},
		&ask{offender: seat, resolve: func(t *Table, a *ask, yes bool) {
			if !yes || !t.redesignable(old) || !t.hands[t.dummy()].Has(card) {
				t.rule(Ruling{Kind: KindRedesignationVoid, Offender: Some(seat), Card: old, Detail: d})
				return
			}
			t.redesignate(old, card, d)
		}}, TopicSlip)
}

// redesignate: dummy's card old goes back, card is played in its place;
// a defender who played after old may withdraw his card (47D).
func (t *Table) redesignate(old, card bridge.Card, d Detail) {
	dm := t.dummy()
	after := t.defendersAfter(dm)
	t.takeBack(dm)
	t.rule(Ruling{Kind: KindRedesignated, Offender: Some(t.declarer()), Card: card, Trick: t.cur.Number, Detail: d})
	t.offerWithdrawals(after)
	if t.cur.Leader == dm {
		t.lead(dm, card)
	} else {
		t.follow(dm, card)
	}
}
