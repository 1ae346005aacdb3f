package laws

import "bridgelaw/bridge"

// Law 27: an insufficient bid. In rotation, the offender's left-hand
// opponent may accept it (27A1, also by calling over it); otherwise it is
// withdrawn and replaced (27B), and the Director judges the replacement:
// the lowest sufficient bid in the same denomination(s) (27B1(a)), a
// comparable call (27B1(b)), another call (27B2: partner passes
// throughout), a double or redouble (27B3). A replacement made before the
// left-hand opponent chose is 27C.
//
// This file holds the law's kinds with their law, the resolution of the
// left-hand opponent's choice (chooseInsufficient, insufficientByCall) and
// of the Director's questions (judgeInsufficient, answerSame,
// answerComparable27, answerDouble27): the places "Adding an
// irregularity" (doc.go) lists. The bid is the Call event (event.go).

// The kinds of ruling on an insufficient bid.
const (
	KindInsufficientBid      Kind = "insufficient-bid"      // an insufficient bid: LHO may accept it or not
	KindInsufficientAccepted Kind = "insufficient-accepted" // the insufficient bid is accepted
	KindInsufficientRefused  Kind = "insufficient-refused"  // the insufficient bid is not accepted: the offender replaces it
	KindPrematureReplacement Kind = "premature-replacement" // the offender replaced the insufficient bid before LHO chose
	KindInsufficientReplaced Kind = "insufficient-replaced" // the insufficient bid was replaced: the Director judges the replacement
	KindInsufficientSame     Kind = "insufficient-b1a"      // replaced by the lowest sufficient bid in the same denomination(s): no further rectification
	KindInsufficientCompared Kind = "insufficient-b1b"      // replaced by a comparable call: no further rectification
	KindInsufficientOther    Kind = "insufficient-b2"       // replaced by another call: partner passes throughout
	KindAttemptedDouble      Kind = "insufficient-b3"       // replaced by a double or redouble, or by a call of the wrong player
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindInsufficientBid:      bridge.Law(27, ""),
		KindInsufficientAccepted: bridge.Law(27, "A1"),
		KindInsufficientRefused:  bridge.Law(27, "B"),
		KindPrematureReplacement: bridge.Law(27, "C"),
		KindInsufficientReplaced: bridge.Law(27, "B1"),
		KindInsufficientSame:     bridge.Law(27, "B1(a)"),
		KindInsufficientCompared: bridge.Law(27, "B1(b)"),
		KindInsufficientOther:    bridge.Law(27, "B2"),
		KindAttemptedDouble:      bridge.Law(27, "B3"),
	})
}

// insufficientBid: an insufficient bid in rotation. The offender's
// left-hand opponent may accept it (27A1, also by calling); otherwise it
// is withdrawn and replaced (27B). A second insufficient bid replacing the
// first is Law 27B4.
func (t *Table) insufficientBid(rec *callRec) {
	last, _, _, _ := t.auc.LastBid()
	r := Ruling{Kind: KindInsufficientBid, Offender: Some(rec.Seat), Detail: dt("after", "call", rec.Text(), "call2", last.String())}
	if x := t.repl[rec.Seat]; x != nil && x.kind != replOOR {
		r.Law = bridge.Law(27, "B4")
	}
	t.offer(rec, irrInsufficient, r, rec.Seat, chooseInsufficient, insufficientByCall)
}

// chooseInsufficient: the left-hand opponent accepts the insufficient bid
// (27A1) or not (27B).
func chooseInsufficient(t *Table, ir *irregular, accept, _ bool) {
	if accept {
		t.acceptInsufficient(ir)
	} else {
		t.refuseInsufficient(ir)
	}
}

// insufficientByCall: a call made while the insufficient bid waits: LHO's
// accepts it (27A1), or the replacement already made stands (27C); the
// offender's own is a premature replacement (27C); any other waits.
func insufficientByCall(t *Table, ir *irregular, rec *callRec) bool {
	seat, O := rec.Seat, ir.offender
	lho := O.LHO()
	switch {
	case seat == lho && ir.repl != nil && ir.repl.isDouble():
		return t.waitRuling(ir, rec) // 27C with an attempted double: the Director rules first
	case seat == lho && ir.repl != nil:
		t.applyChoice(ir.pend, Option{Key: OptRefuse}, true) // 27C: the replacement stands
	case seat == lho:
		t.applyChoice(ir.pend, Option{Key: OptAccept}, true) // 27A1
	case seat == O && ir.repl == nil:
		t.calls = append(t.calls[:len(t.calls)-1], rec)
		t.moved(len(t.calls) - 1)
		rec.mark(CallPending, bridge.Law(27, "C"))
		ir.repl = rec
		t.rule(Ruling{Kind: KindPrematureReplacement, Offender: Some(O), Detail: dt("replaced-early", "call", ir.rec.Text(), "call2", rec.Text())})
		return true
	default:
		return t.waitRuling(ir, rec)
	}
	return false
}

// acceptInsufficient: Law 27A1. The bid stands as if legal; a premature
// replacement (27C) is cancelled.
func (t *Table) acceptInsufficient(ir *irregular) {
	O := ir.offender
	if ir.repl != nil {
		ir.repl.mark(CallCancelled, bridge.Law(27, "C"))
		t.flagUI(ir.repl, O.Side(), true)
	}
	if r := t.repl[O]; r != nil && r.kind != replOOR {
		// 27B4: the second insufficient bid accepted; the first stays
		// withdrawn, and 26B is checked at the end of the auction.
		t.repl[O] = nil
		t.flagUI(r.prev, O.Side(), true)
		t.addRight(O, bridge.Law(27, "B4"), r.prev, ir.rec, true)
	}
	t.rule(Ruling{Kind: KindInsufficientAccepted, Offender: Some(O), Detail: callDetail(ir.rec.Text())})
	t.stand(ir.rec, CallAccepted, bridge.Law(27, "A1"))
}

// refuseInsufficient: Law 27B. The bid is withdrawn and the offender
// replaces it with a legal call. A second insufficient bid refused is
// ruled as an attempted double (27B4 -> B3): partner passes throughout.
func (t *Table) refuseInsufficient(ir *irregular) {
	O, rec := ir.offender, ir.rec
	rec.mark(CallWithdrawn, bridge.Law(27, "B"))
	rec.UI, rec.UISide = true, O.Side() // lifted if the replacement is ruled under B1
	r := t.repl[O]
	switch {
	case r == nil || r.kind == replOOR:
		t.repl[O] = &replacement{kind: replInsufficient, offender: O, prev: rec, judged: judgeInsufficient}
		t.rule(Ruling{Kind: KindInsufficientRefused, Offender: Some(O), Detail: callDetail(rec.Text())})
	default:
		rec.mark(CallWithdrawn, bridge.Law(27, "B4"))
		t.flagUI(rec, O.Side(), true)
		t.b3(r, bridge.Law(27, "B4"), callDetail(rec.Text()))
	}
	t.rebuild()
	if pr := ir.repl; pr != nil {
		// 27C: the replacement made before the ruling stands, judged as
		// the replacement.
		t.place(pr)
	}
}

// judgeInsufficient: the replacement of an insufficient bid not accepted:
// a bid, the lowest sufficient bid in the same denomination(s)? (27B1(a));
// another call, comparable? (27B1(b)).
func judgeInsufficient(t *Table, rec *callRec, r *replacement) {
	O := r.offender
	what := inPlaceOf(rec, r.prev)
	if rec.isBid() {
		q := t.askIn(Ruling{Kind: KindInsufficientReplaced, Law: bridge.Law(27, "B1(a)"), Offender: Some(O), Detail: what},
			&ask{resolve: (*Table).answerSame, rec: rec, prev: r.prev, offender: O, blocking: true}, TopicSame)
		t.rulings[q].Question.Advice = dt("advice-lowest", "strain", r.prev.Call.Strain().String(), "call", t.lowestIn(r.prev.Call.Strain(), rec).String())
		return
	}
	t.askIn(Ruling{Kind: KindInsufficientReplaced, Law: bridge.Law(27, "B1(b)"), Offender: Some(O), Detail: what},
		&ask{resolve: (*Table).answerComparable27, rec: rec, prev: r.prev, offender: O, blocking: true}, TopicComparable)
}

// attemptedDouble: the offender tries to replace his insufficient bid with
// a double or redouble. Law 27B3 cancels it unless the Director judges it
// comparable (27B1(b)); an inadmissible one cannot be.
func (t *Table) attemptedDouble(rec *callRec, r *replacement) {
	O := rec.Seat
	if r.kind == replInsufficient && t.admissible(O, rec.Call) {
		t.askIn(Ruling{Kind: KindInsufficientReplaced, Law: bridge.Law(27, "B3"), Offender: Some(O), Detail: inPlaceOf(rec, r.prev)},
			&ask{resolve: (*Table).answerDouble27, rec: rec, prev: r.prev, offender: O, blocking: true, holdsEnd: true}, TopicComparable)
		return
	}
	rec.mark(CallCancelled, bridge.Law(27, "B3"))
	t.flagUI(rec, O.Side(), true)
	t.b3(r, bridge.Law(27, "B3"), callDetail(rec.Text()))
}

// b3: Law 27B3 (and 27B4 refused): the offender must still make a legal
// call; partner passes whenever it is his turn; 26B may apply.
func (t *Table) b3(r *replacement, law bridge.LawRef, what Detail) {
	O := r.offender
	if r.kind == replInsufficient {
		t.flagUI(r.prev, O.Side(), true)
		t.addRight(O, law, r.prev, nil, true)
	}
	r.kind, r.judged = replAfterB3, nil
	t.repl[O] = r
	t.awareness(O, law)
	obls := t.obliges(MustPassThroughout, law, O.Partner())
	t.ruleWith(Ruling{Kind: KindAttemptedDouble, Law: law, Offender: Some(O), Detail: what}, obls...)
}

func (t *Table) answerDouble27(a *ask, yes bool) {
	O := a.offender
	r := t.repl[O]
	if r == nil {
		return
	}
	if yes {
		t.repl[O] = nil
		t.b1(a, bridge.Law(27, "B1(b)"), KindInsufficientCompared)
		t.stand(a.rec, CallStands, bridge.LawRef{})
		return
	}
	a.rec.mark(CallCancelled, bridge.Law(27, "B3"))
	t.flagUI(a.rec, O.Side(), true)
	t.b3(r, bridge.Law(27, "B3"), callDetail(a.rec.Text()))
}

// b1: Law 27B1: no further rectification; 16C and 26B do not apply; the
// Director checks at the end of play whether the insufficient bid helped
// (27D).
func (t *Table) b1(a *ask, law bridge.LawRef, k Kind) {
	liftUI(a.prev)
	what := inPlaceOf(a.rec, a.prev)
	t.addCheck(bridge.Law(27, "D"), a.offender, what)
	t.rule(Ruling{Kind: k, Law: law, Offender: Some(a.offender), Detail: what})
}

func (t *Table) answerSame(a *ask, yes bool) {
	if yes {
		t.b1(a, bridge.Law(27, "B1(a)"), KindInsufficientSame)
		return
	}
	t.askIn(Ruling{Kind: KindInsufficientReplaced, Law: bridge.Law(27, "B1(b)"), Offender: Some(a.offender), Detail: inPlaceOf(a.rec, a.prev)},
		&ask{resolve: (*Table).answerComparable27, rec: a.rec, prev: a.prev, offender: a.offender, blocking: true}, TopicComparable)
}

// answerComparable27: comparable, Law 27B1(b); otherwise 27B2: partner
// passes whenever it is his turn and 26B may apply.
func (t *Table) answerComparable27(a *ask, yes bool) {
	if yes {
		t.b1(a, bridge.Law(27, "B1(b)"), KindInsufficientCompared)
		return
	}
	O := a.offender
	t.flagUI(a.prev, O.Side(), true)
	var obls []Obligation
	if t.ph == phaseAuction {
		obls = t.obliges(MustPassThroughout, bridge.Law(27, "B2"), O.Partner())
	}
	t.ruleWith(Ruling{Kind: KindInsufficientOther, Offender: Some(O), Detail: inPlaceOf(a.rec, a.prev)}, obls...)
	t.addRight(O, bridge.Law(27, "B2"), a.prev, a.rec, false)
	t.awareness(O, bridge.Law(27, "B2"))
}

// lowestIn is the lowest bid in strain s that outranks the last bid
// before rec.
func (t *Table) lowestIn(s bridge.Strain, rec *callRec) bridge.Call {
	var last bridge.Call
	for _, c := range t.calls {
		if c == rec {
			break
		}
		if c.Status.Standing() && c.isBid() {
			last = c.Call
		}
	}
	for l := bridge.Level(1); l <= 7; l++ {
		if b := bridge.Bid(l, s); b > last {
			return b
		}
	}
	return 0
}
