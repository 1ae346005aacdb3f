package laws

import "bridgelaw/bridge"

// ---- Inadmissible calls (Laws 35-39) ----

// inadmissible: a double or redouble Law 19 does not allow (Law 36; out of
// rotation, Law 32: it can never be accepted). Nothing is offered: the
// next event settles it (36A, 36B).
func (t *Table) inadmissible(rec *callRec, oor bool) {
	O := rec.Seat
	r := Ruling{Kind: KindInadmissibleDouble, Offender: O, HasOffender: true, Detail: rec.Text()}
	if oor {
		r.Law, r.Detail = bridge.Law(32, ""), rec.Text()+" out of rotation: an inadmissible double or redouble can never be accepted (Law 32, 36)"
	}
	i := t.rule(r)
	t.irr = &irregular{kind: irrInadmissible, rec: rec, offender: O, turn: t.auc.Turn(), ruling: i, oor: oor}
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
	t.ruleWith(Ruling{Kind: KindInadmissible36B, Law: law, Offender: O, HasOffender: true, Detail: ir.rec.Text()}, obls...)
	t.flagUI(ir.rec, O.Side(), true)
	t.addRight(O, bridge.Law(36, "B3"), ir.rec, nil, true)
	t.rebuild()
}

// onAuctionAttention: attention is drawn during the auction period. A
// pending inadmissible call, obliged-to-pass call or bid above seven is
// rectified now (36B, 37B, 38); an inadmissible double already called
// over is cancelled with every later call (36A).
func (t *Table) onAuctionAttention() {
	if ir := t.irr; ir != nil {
		switch ir.kind {
		case irrInadmissible:
			t.rule36B(ir)
		case irrObligation:
			t.rule37B(ir)
		case irrAboveSeven:
			t.rule38(ir, false)
		}
	}
	for i, c := range t.calls {
		if c.Status != CallUnrectified {
			continue
		}
		O := c.Seat
		c.mark(CallCancelled, bridge.Law(36, "A"))
		t.flagUI(c, O.Side(), false)
		for _, x := range append([]*callRec(nil), t.calls[i+1:]...) {
			switch {
			case x.Status == CallSkipped:
				t.remove(x)
			case x.Status.Standing():
				x.mark(CallCancelled, bridge.Law(36, "A"))
				t.flagUI(x, O.Side(), false)
			}
		}
		t.rebuild()
		t.rule(Ruling{Kind: KindInadmissible36A, Offender: O, HasOffender: true, Detail: c.Text()})
		return
	}
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
			t.rule(Ruling{Kind: KindInadmissible36C, Offender: c.Seat, HasOffender: true, Detail: c.Text() + "; " + t.contract.String()})
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
		t.endObl(o, EndBroken, ir.rec.Text()+"; a pass substituted", true)
	}
	obls := t.obliges(MustPassThroughout, bridge.Law(37, "B3"), O, O.Partner())
	pass := &callRec{AuctionCall{Seat: O, Call: bridge.Pass, Event: -1}}
	t.insertAfter(ir.rec, pass)
	t.ruleWith(Ruling{Kind: KindObligation37B, Offender: O, HasOffender: true, Detail: ir.rec.Text()}, obls...)
	t.flagUI(ir.rec, O.Side(), true)
	t.addRight(O, bridge.Law(37, "B4"), ir.rec, pass, true)
	t.stand(pass, CallDeemedPass, bridge.Law(37, "B2"))
}

// aboveSeven: Law 38A, a bid of more than seven; the next event settles it.
func (t *Table) aboveSeven(rec *callRec) {
	i := t.rule(Ruling{Kind: KindBidAboveSeven, Offender: rec.Seat, HasOffender: true, Detail: rec.Text()})
	t.irr = &irregular{kind: irrAboveSeven, rec: rec, offender: rec.Seat, turn: t.auc.Turn(), ruling: i}
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
	detail := ir.rec.Text()
	if lhoCalled {
		detail += " and " + O.LHO().Name() + "'s call after it; " + O.LHO().Name() + " called before the rectification: no Law 26B or 72C (38D)"
	}
	t.ruleWith(Ruling{Kind: KindAboveSevenCancelled, Offender: O, HasOffender: true, Detail: detail}, obls...)
	t.flagUI(ir.rec, O.Side(), true)
	t.rebuild()
	var pass *callRec
	if ir.turn == O {
		pass = &callRec{AuctionCall{Seat: O, Call: bridge.Pass, Event: -1}}
		t.insertAfter(ir.rec, pass)
	}
	if !lhoCalled {
		t.addRight(O, bridge.Law(38, "D"), ir.rec, pass, true)
	}
	if pass != nil {
		t.stand(pass, CallDeemedPass, bridge.Law(38, "C"))
	}
}

// afterFinalPass: Law 39. Every call after the final pass is cancelled. A
// pass by a defender, or any call by declarer or dummy: nothing more
// (39B). A bid, double or redouble by a defender: unauthorised information
// to his partner, and declarer's Law 26B right (39C).
func (t *Table) afterFinalPass(seat bridge.Seat, e Event) {
	rec := t.newRec(seat, e)
	t.calls = append(t.calls, rec)
	rec.mark(CallCancelled, bridge.Law(39, "A"))
	if t.passedOut || !t.isDefender(seat) || (e.BidLevel == 0 && e.Call == bridge.Pass) {
		t.rule(Ruling{Kind: KindCallAfterFinalPass, Law: bridge.Law(39, "B"), Offender: seat, HasOffender: true, Detail: rec.Text()})
		return
	}
	t.rule(Ruling{Kind: KindCallAfterFinalPass, Law: bridge.Law(39, "C"), Offender: seat, HasOffender: true, Detail: rec.Text()})
	t.flagUI(rec, seat.Side(), true)
	t.addRight(seat, bridge.Law(39, "C"), rec, nil, false)
}

// ---- Folding the log again: Law 33, and the auction reopened in the
// clarification period (Laws 21B1, 25A5, 36A) ----

// refold rebuilds the table from the log events taken in the given order
// (indices into events), the end of the auction held open when hold; the
// event at index swapped is the one Law 33 moved. The log keeps its order.
func (t *Table) refold(events []Event, order []int, hold bool, swapped int) {
	nt := &Table{setup: t.setup, opts: t.opts, adv: t.adv, hands: t.setup.Deal.Hands(), assignedTricks: -1, holdEnd: hold || t.holdEnd, swapped: swapped}
	nt.rebuild()
	for _, i := range order {
		nt.events = append(nt.events, events[i])
		nt.step(events[i], i)
	}
	nt.events, nt.swapped = events, 0
	*t = *nt
}

// simultaneous: Law 33. seat's call was made at the same moment as the
// call before it in the log, which was out of rotation at seat's turn: the
// call of the player in turn counts first, the other after it. It reports
// whether the log was folded again that way.
func (t *Table) simultaneous(seat bridge.Seat) bool {
	idx := t.cur0
	if idx == 0 || t.irr == nil || t.irr.kind != irrOOR || t.irr.rec.Event != idx-1 || t.irr.turn != seat {
		return false
	}
	other := t.irr.offender
	order := make([]int, 0, idx+1)
	for i := range idx - 1 {
		order = append(order, i)
	}
	order = append(order, idx, idx-1)
	t.refold(append([]Event(nil), t.events...), order, false, idx)
	t.cur0, t.refoldFrom = idx, idx-1
	t.rule(Ruling{Kind: KindSimultaneous, Offender: other, HasOffender: true, Detail: seat.Name() + "'s call, in turn, counts first; " + other.Name() + "'s counts as made after it"})
	return true
}

// reopenAuction: in the clarification period (the auction over, no card
// faced, only attention drawn since), the log is folded again with the
// end of the auction held, so that the event being applied can act on
// the auction (Laws 21B1, 25A5, 36A). It reports whether it did.
func (t *Table) reopenAuction() bool {
	if t.ph != phasePlay || t.opened || len(t.tricks) > 0 || t.cur.count() > 0 || t.endEvent < 0 {
		return false
	}
	for _, e := range t.events[t.endEvent+1 : t.cur0] {
		if e.Kind != EvAttention {
			return false
		}
	}
	idx := t.cur0
	order := make([]int, idx)
	for i := range order {
		order[i] = i
	}
	from := t.endEvent
	t.refold(t.events, order, true, 0)
	t.holdEnd, t.cur0, t.refoldFrom = false, idx, from
	return true
}
