package laws

import (
	"bridgelaw/bridge"
)

// ---- Law 25: changes of call; Law 21B: a call changed after
// misinformation ----
//
// This file holds their events (Change, Misinformed), their kinds with
// their laws, and their rulings.

// The kinds of ruling on changes of call.
const (
	KindChangeOfCall     Kind = "change-of-call"    // a change of call: was the first call unintended?
	KindUnintendedChange Kind = "unintended-change" // an unintended call corrected: the correction stands
	KindLHOMayWithdraw   Kind = "lho-may-withdraw"  // LHO called over the withdrawn call and may withdraw his own
	KindIntendedChange   Kind = "intended-change"   // an intended change of call: LHO may accept it
	KindChangeAccepted   Kind = "change-accepted"   // the changed call is accepted
	KindChangeCancelled  Kind = "change-cancelled"  // the changed call is cancelled: the first call stands
	KindMisinformation   Kind = "misinformation"    // a player was misinformed: could the misinformation have influenced his call?
	KindMayChangeCall    Kind = "mi-may-change"     // the misinformed player may change his last call
	KindCallChanged      Kind = "mi-call-changed"   // the misinformed player changed his call
	KindMITooLate        Kind = "mi-too-late"       // the misinformation came to light too late to change the call: the Director judges damage
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindChangeOfCall: bridge.Law(25, ""), KindUnintendedChange: bridge.Law(25, "A1"), KindLHOMayWithdraw: bridge.Law(25, "A6"),
		KindIntendedChange: bridge.Law(25, "B"), KindChangeAccepted: bridge.Law(25, "B1"), KindChangeCancelled: bridge.Law(25, "B2"),
		KindMisinformation: bridge.Law(21, "B1(a)"), KindMayChangeCall: bridge.Law(21, "B1(a)"), KindCallChanged: bridge.Law(21, "B1(a)"),
		KindMITooLate: bridge.Law(21, "B3"),
	})
	addVerb("change", verb{parse: parseCall}) // read as a call, made a Change
	addVerb("misinformed", verb{parse: parseMisinformed})
}

// Change: a seat replaces his last call with Call, or with a bid above
// seven as in Call ("change", Law 25; Law 21B1 after misinformation).
type Change struct {
	Head
	Call     bridge.Call
	BidLevel int
	Strain   bridge.Strain
}

// Misinformed: it comes to light that Target was misinformed by his
// opponents, e.g. by a missing alert ("misinformed", Law 21B).
type Misinformed struct {
	Head
	Target bridge.Seat
}

// Verb prints "change".
func (Change) Verb() string { return "change" }

// Verb prints "misinformed".
func (Misinformed) Verb() string { return "misinformed" }

func (e Change) withLine(n int) Event      { e.Line = n; return e }
func (e Misinformed) withLine(n int) Event { e.Line = n; return e }
func (e Change) format() string {
	return e.Actor.String() + " change " + callText(e.Call, e.BidLevel, e.Strain)
}
func (e Misinformed) format() string {
	return e.Actor.String() + " misinformed " + e.Target.String()
}
func (e Change) check(t *Table) error {
	return t.checkCall(e.Head, e.Verb(), e.Call, e.BidLevel, e.Strain)
}
func (e Misinformed) check(*Table) error {
	if !e.Target.Valid() {
		return impossible(dt("impossible-no-player"))
	}
	return nil
}
func (e Change) apply(t *Table) { t.onChange(e) }
func (e Misinformed) apply(t *Table) {
	t.onMisinformed(e)
}

// parseMisinformed reads "director misinformed W".
func parseMisinformed(p *eventArgs) (Event, error) {
	s, err := p.target("syntax-what-misinformed", "director misinformed W")
	if err == nil {
		err = p.noMore(1)
	}
	if err != nil {
		return nil, err
	}
	return Misinformed{Head: p.h, Target: s}, nil
}

func (t *Table) onChange(e Change) {
	seat, _ := e.Actor.Seat()
	if t.ph != phaseAuction {
		// 25A5: the auction ended before reaching his partner: he may
		// still correct an unintended call until the opening lead is faced.
		c1 := t.lastCallBy(seat)
		if c1 == nil || t.partnerCalledSince(c1) || !t.reopenAuction() {
			t.unexpected(dt("too-late-change", "seat", seat.String()))
			return
		}
	}
	if a := t.blockingAsk(); a != nil {
		t.unexpected(dt("wait-answer-change", "q", a.q.ID, "law", a.q.Law.String()))
		return
	}
	rec := t.newRec(seat, e.Call, e.BidLevel, e.Strain)
	for _, p := range t.pend {
		if p.kind == pendMIChange && p.offender == seat {
			t.dropPending(p)
			t.rulings[p.ruling].Chosen = Option{Key: OptChange, Arg: rec.Text()}
			t.changeAfterMI(p.rec, rec)
			return
		}
	}
	if t.irr != nil || len(t.pend) > 0 {
		t.unexpected(dt("wait-ruling-change", "seat", seat.String()))
		return
	}
	t.calls = append(t.calls, rec)
	t.changeCall(rec, bridge.Law(25, ""))
}

// changeCall: seat replaces his last call with rec (Law 25; also a call at
// his left-hand opponent's turn, 30B2 and 31C). Until his partner calls,
// the Director first says whether the first call was unintended (25A).
func (t *Table) changeCall(rec *callRec, law bridge.LawRef) {
	seat := rec.Seat
	c1 := t.lastCallBy(seat)
	if c1 == nil {
		t.ignore(rec, dt("no-call-to-change", "seat", seat.String()))
		return
	}
	r := Ruling{Kind: KindChangeOfCall, Law: law, Offender: Some(seat), Detail: changeDetail(c1, rec)}
	if t.partnerCalledSince(c1) {
		r.Detail = r.Detail.and(dt("partner-called-25a4"))
		t.rule(r)
		t.intendedChange(rec, c1)
		return
	}
	t.askIn(r, &ask{rec: rec, prev: c1, offender: seat, blocking: true, holdsEnd: true, resolve: (*Table).answerUnintended}, TopicUnintended)
}

// changeDetail is the Detail "1H to 2H": c1 changed to rec.
func changeDetail(c1, rec *callRec) Detail {
	return dt("change", "call", c1.Text(), "call2", rec.Text())
}

func (t *Table) partnerCalledSince(c *callRec) bool {
	for _, x := range t.standingAfter(c) {
		if x.Seat == c.Seat.Partner() {
			return true
		}
	}
	return false
}

func (t *Table) answerUnintended(a *ask, yes bool) {
	if !yes {
		t.intendedChange(a.rec, a.prev)
		return
	}
	// 25A1: the intended call replaces the unintended one and is judged
	// under whatever law applies; no Law 26 lead restriction.
	c1, rec := a.prev, a.rec
	c1.mark(CallWithdrawn, bridge.Law(25, "A1"))
	t.unconsume(c1)
	t.flagUI(c1, c1.Seat.Side(), false)
	t.rule(Ruling{Kind: KindUnintendedChange, Offender: Some(rec.Seat), Detail: changeDetail(c1, rec)})
	t.replaceIn(c1, rec, bridge.Law(25, "A6"), rec.Seat.Side())
}

// replaceIn puts rec in the place of c1 (withdrawn) and judges it; the
// call made over c1 by the next player is set aside, and he may keep or
// withdraw it (Law 25A6, 21B2). uiSide is the side for which a withdrawn
// call of his is unauthorised.
func (t *Table) replaceIn(c1, rec *callRec, law bridge.LawRef, uiSide bridge.Side) {
	later := t.standingAfter(c1)
	for _, x := range later {
		t.unconsume(x)
		x.mark(CallPending, bridge.LawRef{})
	}
	for _, x := range append([]*callRec(nil), t.calls[t.indexOf(c1)+1:]...) {
		if x.Status == CallSkipped {
			t.remove(x) // turns lost to a call now set aside
		}
	}
	t.insertAfter(c1, rec)
	t.rebuild()
	t.place(rec)
	if len(later) == 0 {
		return
	}
	x := later[0]
	for _, y := range later[1:] {
		y.mark(CallCancelled, law)
		t.flagUI(y, uiSide, true)
	}
	opts := []Option{{Key: OptKeep}, {Key: OptWithdraw}}
	kind := KindLHOMayWithdraw
	// To: the side for which his call, if withdrawn, is unauthorised
	// (Law 16C2); it is authorised for the other (16C1).
	i := t.rule(Ruling{Kind: kind, Law: law, Offender: Some(x.Seat), Detail: callDetail(x.Text()), Options: opts, Chooser: SeatActor(x.Seat), To: uiSide})
	t.pend = append(t.pend, &pending{kind: pendKeep, resolve: (*Table).chooseKeep, called: withdrawByCall, ruling: i, chooser: SeatActor(x.Seat), options: opts, offender: x.Seat, rec: x, uiSide: uiSide, law: law})
}

// withdrawByCall: a call made while the keep-or-withdraw offer of Law
// 25A6 or 21B2 is open: the player offered withdraws his call by calling
// again; any other call waits (Law 9B). It reports whether rec goes on.
func withdrawByCall(t *Table, p *pending, rec *callRec) bool {
	if rec.Seat == p.offender {
		t.applyChoice(p, Option{Key: OptWithdraw}, true)
		return true
	}
	t.unexpected(dt("wait-choice", "seat", p.offender.String(), "law", t.rulings[p.ruling].Law.String()))
	return false
}

// chooseKeep: the player offered by Law 25A6 or 21B2 keeps his call (it is
// judged now, after the new call) or withdraws it.
func (t *Table) chooseKeep(p *pending, o Option) {
	x := p.rec
	if o.Key == OptWithdraw {
		x.mark(CallWithdrawn, p.law)
		t.flagUI(x, p.uiSide, true)
		return
	}
	t.remove(x)
	t.calls = append(t.calls, x)
	t.call(x)
}

// intendedChange: Law 25B. The left-hand opponent may accept the
// substitute (also by calling over it) if no one has called since the
// first call; otherwise the substitute is cancelled and the first call
// stands.
func (t *Table) intendedChange(rec, c1 *callRec) {
	last, isLast := t.lastStanding()
	// A substitute he could not make at that turn (a bid above seven, an
	// inadmissible double, a call breaking his obligation) cannot be
	// accepted: it is cancelled.
	// After the final pass only an unintended call may be changed (25A5).
	ok := last == c1 && isLast && rec.BidLevel == 0 && !t.wouldBreak(rec, c1) && !t.auc.Ended()
	if ok && rec.isDouble() {
		orig := c1.Status
		c1.Status = CallPending // as if withdrawn
		ok = t.admissible(rec.Seat, rec.Call)
		c1.Status = orig
	}
	if !ok {
		t.cancelChange(rec, c1, bridge.Law(25, "B2"))
		return
	}
	ir := t.offer(rec, irrChange, Ruling{Kind: KindIntendedChange, Offender: Some(rec.Seat), Detail: changeDetail(c1, rec)}, rec.Seat.LHO(), chooseChange, changeByCall)
	ir.prev = c1
}

// chooseChange: the left-hand opponent accepts the substituted call
// (25B1) or not: it is cancelled (25B2).
func chooseChange(t *Table, ir *irregular, accept, _ bool) {
	if accept {
		t.acceptChange(ir)
	} else {
		t.cancelChange(ir.rec, ir.prev, bridge.Law(25, "B2"))
	}
}

// changeByCall: LHO calling over the substituted call accepts it (25B1);
// any other call waits.
func changeByCall(t *Table, ir *irregular, rec *callRec) bool {
	seat, O := rec.Seat, ir.offender
	lho := O.LHO()
	if seat != lho {
		return t.waitRuling(ir, rec)
	}
	t.applyChoice(ir.pend, Option{Key: OptAccept}, true) // 25B1: LHO calls over it
	return false
}

// acceptChange: Law 25B1. The first call is withdrawn, the substitute
// stands; Law 26 may apply (asked at the end of the auction).
func (t *Table) acceptChange(ir *irregular) {
	c1, rec := ir.prev, ir.rec
	c1.mark(CallWithdrawn, bridge.Law(25, "B1"))
	t.unconsume(c1)
	t.rule(Ruling{Kind: KindChangeAccepted, Offender: Some(rec.Seat), Detail: changeDetail(c1, rec)})
	t.flagUI(c1, rec.Seat.Side(), true)
	t.addRight(rec.Seat, bridge.Law(25, "B1"), c1, rec, true)
	t.stand(rec, CallAccepted, bridge.Law(25, "B1"))
}

// cancelChange: Law 25B2. The substitute is cancelled, the first call
// stands; the attempt is unauthorised information to partner (25B3, 16C)
// and Law 26 may apply.
func (t *Table) cancelChange(rec, c1 *callRec, law bridge.LawRef) {
	rec.mark(CallCancelled, law)
	t.rule(Ruling{Kind: KindChangeCancelled, Law: law, Offender: Some(rec.Seat), Detail: callDetail(rec.Text()).and(dt("stands", "call", c1.Text()))})
	t.flagUI(rec, rec.Seat.Side(), true)
	t.addRight(rec.Seat, bridge.Law(25, "B2"), rec, c1, true)
}

// changeByCallAfterMI: a call made while the misinformed player may
// change his call (21B1(a)): his own changes it; another player's lets the
// offer lapse (he keeps his call). It reports whether rec goes on.
func changeByCallAfterMI(t *Table, p *pending, rec *callRec) bool {
	t.dropPending(p)
	if rec.Seat == p.offender {
		t.rulings[p.ruling].Chosen = Option{Key: OptChange, Arg: rec.Text()}
		t.changeAfterMI(p.rec, rec)
		return false
	}
	t.rulings[p.ruling].Chosen = Option{Key: OptKeep}
	return true
}

// keepAfterMI: the misinformed player keeps his call (Law 21B1(a)); a
// change of call is the Call event (changeAfterMI).
func keepAfterMI(*Table, *pending, Option) {}

// onMisinformed: it comes to light that a player was misinformed. Until
// the end of the auction period, and as long as his partner has not called
// since, he may change his last call if the Director judges the
// misinformation could well have influenced it (21B1(a)); otherwise the
// Director adjusts at the end if the offending side gained (21B3).
func (t *Table) onMisinformed(e Misinformed) {
	w := e.Target
	if t.ph != phaseAuction {
		c1 := t.lastCallBy(w)
		if c1 == nil || t.partnerCalledSince(c1) || !t.reopenAuction() {
			t.tooLateMI(w, dt("auction-ended"))
			return
		}
	}
	if a := t.blockingAsk(); a != nil {
		t.unexpected(dt("answer-first", "q", a.q.ID))
		return
	}
	if t.irr != nil || len(t.pend) > 0 {
		t.unexpected(dt("settle-before-mi"))
		return
	}
	c1 := t.lastCallBy(w)
	switch {
	case c1 == nil:
		t.unexpected(dt("no-call", "seat", w.String()))
	case t.partnerCalledSince(c1):
		t.tooLateMI(w, dt("partner-called"))
	default:
		t.askIn(Ruling{Kind: KindMisinformation, Offender: Some(w), Detail: callDetail(c1.Text())},
			&ask{prev: c1, offender: w, blocking: true, holdsEnd: true, resolve: (*Table).answerInfluenced}, TopicInfluenced)
	}
}

func (t *Table) tooLateMI(w bridge.Seat, why Detail) {
	t.addCheck(bridge.Law(21, "B3"), w.LHO(), dt("misinformation-to", "seat", w.String()))
	t.rule(Ruling{Kind: KindMITooLate, Offender: Some(w), Detail: why})
	if t.playOver() {
		t.raiseChecks() // found after play: the damage question now (21B3)
	}
}

func (t *Table) answerInfluenced(a *ask, yes bool) {
	if !yes {
		return
	}
	w := a.offender
	opts := []Option{{Key: OptKeep}}
	i := t.rule(Ruling{Kind: KindMayChangeCall, Offender: Some(w), Detail: callDetail(a.prev.Text()), Options: opts, Chooser: SeatActor(w)})
	t.pend = append(t.pend, &pending{kind: pendMIChange, resolve: keepAfterMI, called: changeByCallAfterMI, ruling: i, chooser: SeatActor(w), options: opts, offender: w, rec: a.prev})
}

// changeAfterMI: Law 21B1(a). The misinformed player's call c1 is
// withdrawn (authorised for his side, unauthorised for the side that
// misinformed him) and rec takes its place; his left-hand opponent may
// then change a call made after it (21B2).
func (t *Table) changeAfterMI(c1, rec *callRec) {
	w := rec.Seat
	c1.mark(CallWithdrawn, bridge.Law(21, "B1(a)"))
	t.unconsume(c1)
	t.rule(Ruling{Kind: KindCallChanged, Offender: Some(w), Detail: changeDetail(c1, rec)})
	t.flagUI(c1, w.Side().Opponents(), true)
	t.replaceIn(c1, rec, bridge.Law(21, "B2"), w.Side().Opponents())
}
