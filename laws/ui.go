package laws

import (
	"bridgelaw/bridge"
)

// ---- Laws 16B and 73: extraneous information from partner, and
// mannerisms that could mislead ----
//
// A player's unmistakable hesitation, unusual speed, remark or gesture
// (Law 16B1(a), 73C) is unauthorised information for his partner, who may
// not choose, from among logical alternatives, one demonstrably suggested
// by it. The opponents may reserve their right to call the Director later
// (16B2); when the fact is disputed the Director establishes it at once.
// When play ends (16B3), or when the Director is called, he answers the
// Law 16B1 questions in order: was there a logical alternative to the
// action the partner chose (16B1(b)); was that action demonstrably
// suggested by the information (16B1(a)); then, once play has ended, was
// the non-offending side damaged (16B3). A mannerism in the play may also
// mislead an opponent (73D2): the Director judges whether an opponent drew
// a false inference from it, made with no demonstrable bridge reason by a
// player who could have known it could work to his benefit (73E2).
//
// This file holds the law's events (Mannerism, Reserve, TempoFact), its
// kinds with their laws, its question topics and the answers' resolve: the
// places "Adding an irregularity" (doc.go) lists.

// The kinds of ruling on extraneous information and mannerisms.
const (
	KindExtraneousInfo    Kind = "extraneous-information" // a hesitation, unusual speed, remark or gesture: unauthorised for partner
	KindMisleadingManner  Kind = "misleading-manner"      // a mannerism in the play that could mislead an opponent
	KindRightsReserved    Kind = "rights-reserved"        // the opponents reserve their right to call the Director later
	KindUIAgreed          Kind = "ui-agreed"              // the players agree that it happened
	KindUIDisputed        Kind = "ui-disputed"            // the fact is disputed: did it happen?
	KindUIDenied          Kind = "ui-denied"              // the Director finds that it did not happen
	KindLogicalAlt        Kind = "logical-alternative"    // was there a logical alternative to the action chosen?
	KindSuggested         Kind = "demonstrably-suggested" // was the action demonstrably suggested by the information?
	KindUINoInfraction    Kind = "ui-no-infraction"       // no logical alternative, or not suggested: the result stands
	KindUIInfraction      Kind = "ui-infraction"          // a logical alternative demonstrably suggested was chosen
	KindUIDamage          Kind = "ui-damage"              // was the non-offending side damaged by the infraction?
	KindUINoAction        Kind = "ui-no-action"           // the partner took no action after it: nothing to judge
	KindFalseInference    Kind = "false-inference"        // did an opponent draw a false inference from the mannerism?
	KindWithdrawnReserved Kind = "ui-withdrawn-reserved"  // rights reserved on information from a withdrawn call
)

// The topics of the Director's questions on extraneous information.
const (
	TopicHappened   Topic = "happened"            // Law 16B2: did the hesitation (remark...) happen?
	TopicLogicalAlt Topic = "logical-alternative" // Law 16B1(b): was there a logical alternative?
	TopicSuggested  Topic = "suggested"           // Law 16B1(a): was the action demonstrably suggested?
	TopicMisled     Topic = "misled"              // Law 73E2: did an opponent draw a false inference?
)

// Manner is what extraneous information a player gave (Law 16B1(a), 73C):
// the table-log verb that records it.
type Manner string

// The manners.
const (
	MannerHesitation Manner = "hesitate" // an unmistakable hesitation
	MannerSpeed      Manner = "hurry"    // unusual speed
	MannerRemark     Manner = "remark"   // a remark
	MannerGesture    Manner = "gesture"  // a gesture, a special emphasis
)

// Mannerism: a seat's unmistakable hesitation, unusual speed, remark or
// gesture ("hesitate", "hurry", "remark", "gesture"; Laws 16B1, 73C, 73D).
type Mannerism struct {
	Head
	Manner Manner
}

// Reserve: a side (or one of its players) reserves the right to call the
// Director later about the opponents' extraneous information ("reserve",
// Law 16B2), or about information from their withdrawn call (16C2).
type Reserve struct{ Head }

// TempoFact: the players agree ("agree") or dispute ("dispute") that the
// last extraneous information recorded happened (Law 16B2).
type TempoFact struct {
	Head
	Agreed bool
}

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindExtraneousInfo: bridge.Law(16, "B1"), KindMisleadingManner: bridge.Law(73, "D2"),
		KindRightsReserved: bridge.Law(16, "B2"), KindUIAgreed: bridge.Law(16, "B2"), KindUIDisputed: bridge.Law(16, "B2"),
		KindUIDenied: bridge.Law(16, "B2"), KindLogicalAlt: bridge.Law(16, "B1(b)"), KindSuggested: bridge.Law(16, "B1(a)"),
		KindUINoInfraction: bridge.Law(16, "B1"), KindUIInfraction: bridge.Law(16, "B1(a)"), KindUIDamage: bridge.Law(16, "B3"),
		KindUINoAction: bridge.Law(16, "B1"), KindFalseInference: bridge.Law(73, "E2"), KindWithdrawnReserved: bridge.Law(16, "C2"),
	})
	addTopics(TopicHappened, TopicLogicalAlt, TopicSuggested, TopicMisled)
	for _, m := range []Manner{MannerHesitation, MannerSpeed, MannerRemark, MannerGesture} {
		addVerb(string(m), verb{parse: bare(func(h Head) Event { return Mannerism{Head: h, Manner: m} })})
	}
	addVerb("reserve", verb{parse: bare(func(h Head) Event { return Reserve{h} })})
	addVerb("agree", verb{parse: bare(func(h Head) Event { return TempoFact{Head: h, Agreed: true} })})
	addVerb("dispute", verb{parse: bare(func(h Head) Event { return TempoFact{Head: h} })})
}

// Verb prints the manner: "hesitate", "hurry", "remark", "gesture".
func (e Mannerism) Verb() string { return string(e.Manner) }

// Verb prints "reserve".
func (Reserve) Verb() string { return "reserve" }

// Verb prints "agree" or "dispute".
func (e TempoFact) Verb() string {
	if e.Agreed {
		return "agree"
	}
	return "dispute"
}

func (e Mannerism) withLine(n int) Event { e.Line = n; return e }
func (e Reserve) withLine(n int) Event   { e.Line = n; return e }
func (e TempoFact) withLine(n int) Event { e.Line = n; return e }
func (e Mannerism) format() string       { return e.Actor.String() + " " + e.Verb() }
func (e Reserve) format() string         { return e.Actor.String() + " reserve" }
func (e TempoFact) format() string       { return e.Actor.String() + " " + e.Verb() }
func (e Mannerism) check(*Table) error {
	switch e.Manner {
	case MannerHesitation, MannerSpeed, MannerRemark, MannerGesture:
	default:
		return impossible(dt("impossible-no-manner"))
	}
	_, err := needSeat(e.Head, e.Verb())
	return err
}
func (e Reserve) check(*Table) error {
	if _, ok := e.Actor.Side(); !ok {
		return impossible(dt("impossible-reserve-director"))
	}
	return nil
}
func (e TempoFact) check(*Table) error {
	if _, ok := e.Actor.Side(); !ok {
		return impossible(dt("impossible-tempo-director"))
	}
	return nil
}
func (e Mannerism) apply(t *Table) { t.onMannerism(e) }
func (e Reserve) apply(t *Table)   { t.onReserve(e) }
func (e TempoFact) apply(t *Table) { t.onTempoFact(e) }

// neutral: these events neither call nor play; the auction may still be
// reopened after them (Laws 21B1, 25A5, 36A: reopenAuction).
func (Mannerism) neutral() {}
func (Reserve) neutral()   {}
func (TempoFact) neutral() {}

// uiEpisode is extraneous information given by seat (a mannerism, or a
// call he withdrew, Law 16C2) and where its rulings stand.
type uiEpisode struct {
	seat   bridge.Seat
	what   Detail // the mannerism, or the withdrawn call
	pos    int    // its place in t.order (the events folded, in order)
	inPlay bool   // made in the play period: Law 73D2 may apply
	// reserved: the opponents reserved their rights (16B2); called: the
	// Director was called after it; disputed: its fact was disputed.
	reserved, called, disputed bool
	denied                     bool // the Director found it did not happen
	asked                      bool // the Law 16B1 questions were raised
	asked73                    bool // the Law 73E2 question was raised
	damageDue                  bool // the 16B3 damage question waits for the end of play
	damageAsked                bool
	action                     Detail // the partner's action judged
}

// mannerDetail is the Detail naming a manner.
func mannerDetail(m Manner) Detail {
	switch m {
	case MannerSpeed:
		return dt("manner-hurry")
	case MannerRemark:
		return dt("manner-remark")
	case MannerGesture:
		return dt("manner-gesture")
	}
	return dt("manner-hesitate")
}

// onMannerism: extraneous information from a player, unauthorised for his
// partner (16B1); in the play, a mannerism that could mislead (73D2).
func (t *Table) onMannerism(e Mannerism) {
	seat, _ := e.Actor.Seat()
	ep := &uiEpisode{seat: seat, what: mannerDetail(e.Manner), pos: len(t.order) - 1, inPlay: t.hasContract && t.ph != phaseAuction}
	t.uis = append(t.uis, ep)
	t.rule(Ruling{Kind: KindExtraneousInfo, Offender: Some(seat), Detail: ep.what})
	if ep.inPlay && seat != t.dummy() {
		t.rule(Ruling{Kind: KindMisleadingManner, Offender: Some(seat), Detail: ep.what})
	}
}

// onReserve: a side reserves its rights about the opponents' latest
// extraneous information (16B2), or about information from a call they
// withdrew (16C2).
func (t *Table) onReserve(e Reserve) {
	side, _ := e.Actor.Side()
	ep := t.lastEpisodeOf(side.Opponents())
	if c := t.lastWithdrawnUI(side.Opponents()); c != nil && (ep == nil || t.posOf(c.Event) > ep.pos) {
		ep = &uiEpisode{seat: c.Seat, what: dt("withdrawn-call", "seat", c.Seat.String(), "call", c.Text(), "status", c.Status.String()), pos: t.posOf(c.Event)}
		t.uis = append(t.uis, ep)
		ep.reserved = true
		t.rule(Ruling{Kind: KindWithdrawnReserved, Offender: Some(c.Seat), Detail: ep.what})
		return
	}
	if ep == nil {
		t.unexpected(dt("no-ui-to-reserve", "actor", e.Actor.String()))
		return
	}
	ep.reserved = true
	t.rule(Ruling{Kind: KindRightsReserved, Offender: Some(ep.seat), Detail: ep.what})
}

// onTempoFact: the players agree or dispute that the latest extraneous
// information happened (16B2); disputed, the Director establishes the fact.
func (t *Table) onTempoFact(e TempoFact) {
	var ep *uiEpisode
	for i := len(t.uis) - 1; i >= 0; i-- {
		if !t.uis[i].denied {
			ep = t.uis[i]
			break
		}
	}
	if ep == nil {
		t.unexpected(dt("no-ui-to-dispute", "actor", e.Actor.String()))
		return
	}
	if e.Agreed {
		t.rule(Ruling{Kind: KindUIAgreed, Offender: Some(ep.seat), Detail: ep.what})
		return
	}
	if ep.disputed {
		return // the Director is already asked
	}
	ep.disputed = true
	t.askIn(Ruling{Kind: KindUIDisputed, Offender: Some(ep.seat), Detail: ep.what},
		&ask{offender: ep.seat, resolve: func(t *Table, a *ask, yes bool) {
			if !yes {
				ep.denied = true
				t.rule(Ruling{Kind: KindUIDenied, Offender: Some(ep.seat), Detail: ep.what})
				return
			}
			t.askUI(ep)
		}}, TopicHappened)
}

// lastEpisodeOf is side's latest mannerism not found not to have happened,
// nil when none.
func (t *Table) lastEpisodeOf(side bridge.Side) *uiEpisode {
	for i := len(t.uis) - 1; i >= 0; i-- {
		if ep := t.uis[i]; ep.seat.Side() == side && !ep.denied {
			return ep
		}
	}
	return nil
}

// lastWithdrawnUI is the latest call of side withdrawn or cancelled whose
// information is unauthorised for that side (Law 16C2), nil when none.
func (t *Table) lastWithdrawnUI(side bridge.Side) *callRec {
	var last *callRec
	for _, c := range t.calls {
		if c.UI && c.UISide == side && c.Seat.Side() == side && (last == nil || c.Event > last.Event) {
			last = c
		}
	}
	return last
}

// posOf is the place of log event idx in t.order, -1 when not folded.
func (t *Table) posOf(idx int) int {
	for i, x := range t.order {
		if x == idx {
			return i
		}
	}
	return -1
}

// uiAction finds the partner's action after episode ep: his next call (or
// change of call), or his next card when he is not dummy; nil when he
// has taken none.
func (t *Table) uiAction(ep *uiEpisode) Detail {
	p := ep.seat.Partner()
	if ep.inPlay && (ep.seat == t.declarer() || ep.seat == t.dummy()) {
		return nil // declarer plays both hands: no choice of partner to judge
	}
	for _, i := range t.order[ep.pos+1:] {
		if i >= len(t.events) {
			continue
		}
		switch e := t.events[i].(type) {
		case Call:
			if e.Actor == SeatActor(p) {
				return dt("ui-action-call", "seat", p.String(), "call", callText(e.Call, e.BidLevel, e.Strain))
			}
		case Change:
			if e.Actor == SeatActor(p) {
				return dt("ui-action-call", "seat", p.String(), "call", callText(e.Call, e.BidLevel, e.Strain))
			}
		case Play:
			if e.Actor == SeatActor(p) && !(t.hasContract && p == t.dummy()) {
				return dt("ui-action-card", "seat", p.String(), "card", e.Cards[0].String())
			}
		}
	}
	return nil
}

// uiCalled: attention is drawn (the Director is called) by a, the
// Director or an opponent of the player who gave extraneous information:
// he rules on each such episode whose partner has acted since, as he would
// at the end of play (16B3).
func (t *Table) uiCalled(a Actor) {
	for _, ep := range t.uis {
		if side, ok := a.Side(); ok && side == ep.seat.Side() {
			continue // his own side does not call the Director on it
		}
		if ep.denied || (ep.disputed && !ep.asked && t.happenedOpen(ep)) {
			continue
		}
		ep.called = true
		t.askUI(ep)
	}
}

// happenedOpen reports whether the Director has still to say whether
// episode ep happened.
func (t *Table) happenedOpen(ep *uiEpisode) bool {
	for _, a := range t.asks {
		if a.q.Topic == TopicHappened && !a.q.Answered && a.offender == ep.seat {
			return true
		}
	}
	return false
}

// uiAtEnd: at the end of play (or of a passed-out auction) the Director
// rules on every episode the opponents reserved their rights on, disputed,
// or called him about (16B3); and asks the damage questions left for the
// end of play.
func (t *Table) uiAtEnd() {
	for _, ep := range t.uis {
		if ep.denied || !(ep.reserved || ep.called || ep.disputed) || (ep.disputed && t.happenedOpen(ep)) {
			continue
		}
		t.askUI(ep)
		if ep.damageDue && !ep.damageAsked {
			t.askUIDamage(ep)
		}
	}
}

// playOver reports whether play has ended, or the board was passed out.
func (t *Table) playOver() bool { return t.ph == phaseEnded || t.passedOut }

// askUI raises, once, the Law 16B1 questions on episode ep (if his
// partner acted since) and, for a mannerism in the play, the Law 73E2
// question.
func (t *Table) askUI(ep *uiEpisode) {
	if ep.inPlay && !ep.asked73 && ep.seat != t.dummy() && ep.what[0].Key != "withdrawn-call" {
		ep.asked73 = true
		t.rule(Ruling{Kind: KindFalseInference, Offender: Some(ep.seat), Detail: ep.what,
			Question: &Question{Topic: TopicMisled, Answers: []AnswerForm{AnswerNo, AnswerYes, AnswerTricks, AnswerScore}}})
	}
	if ep.asked {
		return
	}
	act := t.uiAction(ep)
	if act == nil {
		if t.playOver() && !(ep.inPlay && (ep.seat == t.declarer() || ep.seat == t.dummy())) {
			ep.asked = true
			t.rule(Ruling{Kind: KindUINoAction, Offender: Some(ep.seat), Detail: ep.what})
		}
		return
	}
	ep.asked, ep.action = true, act
	t.askIn(Ruling{Kind: KindLogicalAlt, Offender: Some(ep.seat), Detail: ep.what.and(act)},
		&ask{offender: ep.seat, resolve: func(t *Table, a *ask, yes bool) {
			if !yes {
				t.rule(Ruling{Kind: KindUINoInfraction, Law: bridge.Law(16, "B1(b)"), Offender: Some(ep.seat), Detail: ep.action})
				return
			}
			t.askIn(Ruling{Kind: KindSuggested, Offender: Some(ep.seat), Detail: ep.what.and(ep.action)},
				&ask{offender: ep.seat, resolve: func(t *Table, a *ask, yes bool) {
					if !yes {
						t.rule(Ruling{Kind: KindUINoInfraction, Law: bridge.Law(16, "B1(a)"), Offender: Some(ep.seat), Detail: ep.action})
						return
					}
					t.rule(Ruling{Kind: KindUIInfraction, Offender: Some(ep.seat.Partner()), Detail: ep.action})
					ep.damageDue = true
					if t.playOver() {
						t.askUIDamage(ep)
					}
				}}, TopicSuggested)
		}}, TopicLogicalAlt)
}

// askUIDamage asks, once play has ended, whether the non-offending side
// was damaged by the use of the information (16B3): no, or yes (the
// Director then assigns an adjusted score, Law 12C), or the result he
// assigns.
func (t *Table) askUIDamage(ep *uiEpisode) {
	ep.damageAsked = true
	t.rule(Ruling{Kind: KindUIDamage, Offender: Some(ep.seat.Partner()), Detail: ep.action,
		Question: &Question{Topic: TopicDamage, Answers: []AnswerForm{AnswerNo, AnswerYes, AnswerTricks, AnswerScore}}})
}

// attentionDrawn: attention is drawn to an irregularity (Law 9), which
// calls the Director: he rules on it, and on the extraneous information
// on record (16B3, uiCalled).
func (t *Table) attentionDrawn(a Actor) {
	t.onAttention(a)
	t.findDefective()
	t.uiCalled(a)
}
