package laws

import "bridgelaw/bridge"

// Laws 35-39: inadmissible calls. A double or redouble Law 19 does not
// allow (36), a call other than pass by a player obliged to pass (37), a
// bid above the seven level (38): each waits for the next event, which
// accepts it (36A, 37A) or has it rectified (36B, 37B, 38); attention drawn
// rectifies it. A call after the final pass is cancelled (39).
//
// This file holds the laws' kinds with their laws and their resolution by
// the next call (inadmissibleByCall, obligationByCall, aboveSevenByCall)
// and by attention drawn (the irregular's attention): the places "Adding
// an irregularity" (doc.go) lists. The call is the Call event (event.go),
// which is no one law's.

// The kinds of ruling on inadmissible calls.
const (
	KindInadmissibleDouble   Kind = "inadmissible-double"     // an inadmissible double or redouble
	KindInadmissible36A      Kind = "inadmissible-36a"        // an inadmissible double or redouble condoned: it is cancelled with the calls after it
	KindInadmissible36B      Kind = "inadmissible-36b"        // an inadmissible double or redouble not condoned: partner passes throughout
	KindInadmissible36C      Kind = "inadmissible-36c"        // an inadmissible double or redouble out of rotation
	KindPassObligation       Kind = "pass-obligation"         // a call other than pass by a player obliged to pass
	KindObligation37A        Kind = "obligation-37a"          // the call breaking the pass obligation is accepted
	KindObligation37B        Kind = "obligation-37b"          // the call breaking the pass obligation is cancelled
	KindBidAboveSeven        Kind = "bid-above-seven"         // a bid above the seven level
	KindAboveSevenCancelled  Kind = "above-seven-cancelled"   // the bid above seven is cancelled with the calls after it
	KindCallAfterFinalPass   Kind = "call-after-final-pass"   // a call after the final pass: cancelled
	KindDefenderCallAfterEnd Kind = "defender-call-after-end" // a bid, double or redouble by a defender after the final pass
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindInadmissibleDouble:   bridge.Law(36, ""),
		KindInadmissible36A:      bridge.Law(36, "A"),
		KindInadmissible36B:      bridge.Law(36, "B"),
		KindInadmissible36C:      bridge.Law(36, "C"),
		KindPassObligation:       bridge.Law(37, ""),
		KindObligation37A:        bridge.Law(37, "A"),
		KindObligation37B:        bridge.Law(37, "B"),
		KindBidAboveSeven:        bridge.Law(38, "A"),
		KindAboveSevenCancelled:  bridge.Law(38, "B"),
		KindCallAfterFinalPass:   bridge.Law(39, "B"),
		KindDefenderCallAfterEnd: bridge.Law(39, "C"),
	})
}

// inadmissible: a double or redouble Law 19 does not allow (Law 36; out of
// rotation, Law 32: it can never be accepted). Nothing is offered: the
// next event settles it (36A, 36B).
func (t *Table) inadmissible(rec *callRec, oor bool) {
	O := rec.Seat
	r := Ruling{Kind: KindInadmissibleDouble, Offender: Some(O), Detail: callDetail(rec.Text())}
	if oor {
		r.Law, r.Detail = bridge.Law(32, ""), dt("never-accepted", "call", rec.Text())
	}
	i := t.rule(r)
	t.irr = &irregular{kind: irrInadmissible, rec: rec, offender: O, turn: t.auc.Turn(), ruling: i, oor: oor,
		byCall: inadmissibleByCall, attention: (*Table).rule36B}
}

// inadmissibleByCall: a call over an inadmissible double or redouble: LHO's
// leaves it unrectified until attention is drawn (36A) or the opening lead
// (36C); out of rotation, the player in turn supersedes it; any other
// rectifies it (36B).
func inadmissibleByCall(t *Table, ir *irregular, rec *callRec) bool {
	seat, O := rec.Seat, ir.offender
	lho := O.LHO()
	switch {
	case seat == lho && !ir.oor:
		// LHO calls over it before anyone rectified it: it stays
		// until attention is drawn (36A) or the opening lead (36C).
		t.irr = nil
		ir.rec.mark(CallUnrectified, bridge.LawRef{})
		t.rebuild()
	case ir.oor && seat == ir.turn && seat.Side() != O.Side():
		t.supersede(ir)
	default:
		t.rule36B(ir)
	}
	return false
}

// obligationByCall: LHO calling over the call that broke a pass obligation
// accepts it (37A); any other call has it rectified (37B).
func obligationByCall(t *Table, ir *irregular, rec *callRec) bool {
	seat, O := rec.Seat, ir.offender
	lho := O.LHO()
	if seat == lho {
		t.irr = nil
		t.ruleWith(Ruling{Kind: KindObligation37A, Offender: Some(O), Detail: callDetail(ir.rec.Text())})
		t.stand(ir.rec, CallAccepted, bridge.Law(37, "A"))
	} else {
		t.rule37B(ir)
	}
	return false
}

// aboveSevenByCall: LHO's call over a bid above seven is cancelled with it
// (38B); any other call has it rectified (38).
func aboveSevenByCall(t *Table, ir *irregular, rec *callRec) bool {
	seat, lho := rec.Seat, ir.offender.LHO()
	if seat == lho {
		rec.mark(CallCancelled, bridge.Law(38, "B"))
		t.flagUI(rec, seat.Side().Opponents(), false)
		t.rule38(ir, true)
		return true
	}
	t.rule38(ir, false)
	return false
}

// rule36B: Law 36B. The double or redouble is cancelled; the offender
// makes a legal call (out of rotation: any legal call at his turn, 36B4);
// his partner passes for the rest of the auction; 26B may apply.
func (t *Table) rule36B(ir *irregular) {
	t.irr = nil
	O := ir.offender
	ir.rec.mark(CallCancelled, bridge.Law(36, "B1"))
	law := bridge.Law(36, "B2")
	if ir.oor {
		law = bridge.Law(36, "B4")
	}
	obls := t.obliges(MustPassThroughout, law, O.Partner())
	t.ruleWith(Ruling{Kind: KindInadmissible36B, Law: law, Offender: Some(O), Detail: callDetail(ir.rec.Text())}, obls...)
	t.flagUI(ir.rec, O.Side(), true)
	t.addRight(O, bridge.Law(36, "B3"), ir.rec, nil, true)
	t.awareness(O, law)
	t.rebuild()
}

// onAuctionAttention: attention is drawn during the auction period. A
// pending inadmissible call, obliged-to-pass call or bid above seven is
// rectified now (36B, 37B, 38); an inadmissible double already called
// over is cancelled with every later call (36A).
func (t *Table) onAuctionAttention() {
	if ir := t.irr; ir != nil && ir.attention != nil {
		ir.attention(t, ir)
	}
	for _, c := range t.calls {
		if c.Status != CallUnrectified {
			continue
		}
		O := c.Seat
		c.mark(CallCancelled, bridge.Law(36, "A"))
		t.flagUI(c, O.Side(), false)
		t.cancelAfter(c, bridge.Law(36, "A"), O.Side())
		t.rule(Ruling{Kind: KindInadmissible36A, Offender: Some(O), Detail: callDetail(c.Text())})
		return
	}
}

// cancelAfter cancels every call after entry c, standing or pending, with
// what their rulings left open (Law 36A: the auction goes on as if there
// had been no irregularity): skipped turns, options, questions,
// replacements to judge and obligations created since. uiSide is the side
// for which the cancelled calls are unauthorised information.
func (t *Table) cancelAfter(c *callRec, law bridge.LawRef, uiSide bridge.Side) {
	i := t.indexOf(c)
	gone := map[*callRec]bool{}
	for _, x := range append([]*callRec(nil), t.calls[i+1:]...) {
		switch {
		case x.Status == CallSkipped:
			t.remove(x)
		case x.Status.Standing() || x.Status == CallPending:
			t.unconsume(x)
			x.mark(CallCancelled, law)
			t.flagUI(x, uiSide, false)
			gone[x] = true
		}
	}
	if t.irr != nil && gone[t.irr.rec] {
		t.irr = nil
	}
	var kept []*pending
	for _, p := range t.pend {
		if p.rec != nil && gone[p.rec] {
			t.rulings[p.ruling].Chosen = Option{Key: OptCancelled}
			continue
		}
		kept = append(kept, p)
	}
	t.pend = kept
	for _, a := range t.asks {
		if !a.q.Answered && (gone[a.rec] || gone[a.prev]) {
			a.q.Answered, a.q.Answer = true, "void: the call was cancelled ("+law.String()+")"
		}
	}
	for s, r := range t.repl {
		if r != nil && gone[r.prev] {
			t.repl[s] = nil
		}
	}
	for _, o := range t.obls {
		if o.End == "" && o.ruling >= 0 && t.rulings[o.ruling].Event > c.Event {
			t.endObl(o, EndVoid, dt("cancelled-with", "law", law.String()), true)
		}
	}
	var rights []*right26
	for _, r := range t.rights {
		if !gone[r.prev] {
			rights = append(rights, r)
		}
	}
	t.rights = rights
	t.rebuild()
}

// check36C: Law 36C. An inadmissible double or redouble no one rectified
// before the opening lead was faced: the contract is scored as if it had
// not been made (the engine never counted it).
func (t *Table) check36C() {
	if t.ph == phaseAuction || !t.opened {
		return
	}
	for _, c := range t.calls {
		if c.Status == CallUnrectified && c.Law.IsZero() {
			c.Law = bridge.Law(36, "C")
			t.rule(Ruling{Kind: KindInadmissible36C, Offender: Some(c.Seat), Detail: callDetail(c.Text())})
		}
	}
}

// rule37B: Law 37B. The call by a player obliged to pass is cancelled, a
// pass substituted; both members of the offending side pass for the rest
// of the auction; 26B may apply.
func (t *Table) rule37B(ir *irregular) {
	t.irr = nil
	O := ir.offender
	ir.rec.mark(CallCancelled, bridge.Law(37, "B1"))
	if o := ir.obl; o != nil && o.End == "" && o.Kind == MustPassNextTurn {
		t.endObl(o, EndBroken, callDetail(ir.rec.Text()).and(dt("pass-substituted")), true)
	}
	obls := t.obliges(MustPassThroughout, bridge.Law(37, "B3"), O, O.Partner())
	pass := &callRec{AuctionCall: AuctionCall{Seat: O, Call: bridge.Pass, Event: -1}}
	t.insertAfter(ir.rec, pass)
	t.ruleWith(Ruling{Kind: KindObligation37B, Offender: Some(O), Detail: callDetail(ir.rec.Text())}, obls...)
	t.flagUI(ir.rec, O.Side(), true)
	t.addRight(O, bridge.Law(37, "B4"), ir.rec, pass, true)
	t.awareness(O, bridge.Law(37, "B"))
	t.stand(pass, CallDeemedPass, bridge.Law(37, "B2"))
}

// aboveSeven: Law 38A, a bid of more than seven; the next event settles it.
func (t *Table) aboveSeven(rec *callRec) {
	i := t.rule(Ruling{Kind: KindBidAboveSeven, Offender: Some(rec.Seat), Detail: callDetail(rec.Text())})
	t.irr = &irregular{kind: irrAboveSeven, rec: rec, offender: rec.Seat, turn: t.auc.Turn(), ruling: i,
		byCall: aboveSevenByCall, attention: func(t *Table, ir *irregular) { t.rule38(ir, false) }}
}

// rule38: Law 38B-D. The bid is cancelled with any later call (the
// left-hand opponent's, lhoCalled), a pass substituted at the offender's
// turn, both members of the offending side pass at every turn; 26B may
// apply unless the left-hand opponent called (38D).
func (t *Table) rule38(ir *irregular, lhoCalled bool) {
	t.irr = nil
	O := ir.offender
	ir.rec.mark(CallCancelled, bridge.Law(38, "B"))
	obls := t.obliges(MustPassThroughout, bridge.Law(38, "C"), O, O.Partner())
	detail := callDetail(ir.rec.Text())
	if lhoCalled {
		detail = dt("and-lho-call", "call", ir.rec.Text(), "seat", O.LHO().String()).and(dt("lho-called-first", "seat", O.LHO().String()))
	}
	t.ruleWith(Ruling{Kind: KindAboveSevenCancelled, Offender: Some(O), Detail: detail}, obls...)
	t.flagUI(ir.rec, O.Side(), true)
	t.rebuild()
	var pass *callRec
	if ir.turn == O {
		pass = &callRec{AuctionCall: AuctionCall{Seat: O, Call: bridge.Pass, Event: -1}}
		t.insertAfter(ir.rec, pass)
	}
	if !lhoCalled {
		t.addRight(O, bridge.Law(38, "D"), ir.rec, pass, true)
		t.awareness(O, bridge.Law(38, "C"))
	}
	if pass != nil {
		t.stand(pass, CallDeemedPass, bridge.Law(38, "C"))
	}
}

// afterFinalPass: Law 39. Every call after the final pass is cancelled. A
// pass by a defender, or any call by declarer or dummy: nothing more
// (39B). A bid, double or redouble by a defender: unauthorised information
// to his partner, and declarer's Law 26B right (39C).
func (t *Table) afterFinalPass(rec *callRec) {
	seat := rec.Seat
	t.calls = append(t.calls, rec)
	rec.mark(CallCancelled, bridge.Law(39, "A"))
	if t.passedOut || !t.isDefender(seat) || (rec.BidLevel == 0 && rec.Call == bridge.Pass) {
		t.rule(Ruling{Kind: KindCallAfterFinalPass, Law: bridge.Law(39, "B"), Offender: Some(seat), Detail: callDetail(rec.Text())})
		return
	}
	t.rule(Ruling{Kind: KindDefenderCallAfterEnd, Offender: Some(seat), Detail: callDetail(rec.Text())})
	t.flagUI(rec, seat.Side(), true)
	t.addRight(seat, bridge.Law(39, "C"), rec, nil, false)
}

// ---- Folding the log again: Law 33, and the auction reopened in the
// clarification period (Laws 21B1, 25A5, 36A) ----

// refold rebuilds the table from its log, folding the events in the order
// given (log indices), the end of the auction held open when hold. The log
// keeps its order; the Law 33 swaps already made are kept.
func (t *Table) refold(order []int, hold bool) {
	nt := newTable(t.setup, t.opts, t.adv)
	nt.holdEnd, nt.swaps, nt.voided = hold, t.swaps, t.voided
	nt.ruleOnHands()
	nt.rebuild()
	for _, i := range order {
		nt.events = append(nt.events, t.events[i])
		nt.order = append(nt.order, i)
		nt.step(t.events[i], i)
	}
	nt.events = t.events
	*t = *nt
}

// reopenAuction: in the clarification period (the auction over, no card
// faced, only attention drawn since), the log is folded again with the
// end of the auction held, so that the event being applied can act on
// the auction (Laws 21B1, 25A5, 36A). It reports whether it did.
func (t *Table) reopenAuction() bool {
	// The auction period lasts until the opening lead is faced, or, on a
	// passed-out board, until the hands are back in the board (17D).
	open := t.ph == phasePlay && !t.opened && len(t.tricks) == 0 && t.cur.count() == 0
	if !(open || (t.passedOut && !t.handsBack)) || t.endEvent < 0 {
		return false
	}
	for _, e := range t.events[t.endEvent+1 : t.cur0] {
		_, att := e.(Attention)
		_, neu := e.(interface{ neutral() })
		if !att && !neu {
			return false
		}
	}
	idx := t.cur0
	from := t.endEvent
	t.refold(t.order[:len(t.order)-1], true)
	t.order = append(t.order, idx)
	t.holdEnd, t.cur0, t.refoldFrom = false, idx, from
	return true
}
