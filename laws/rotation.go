package laws

import "bridgelaw/bridge"

// Laws 28-33: calls out of rotation. A call out of rotation waits for its
// rectification: the offender's left-hand opponent may accept it (29A, by
// his word or by calling over it); the call of the player in turn
// supersedes it (28B); otherwise it is cancelled (29B) and Laws 30 (pass),
// 31 (bid) and 32 (double, redouble) say what follows: the offender
// repeats his call, his partner passes once, or the Director judges his
// replacement comparable (23A); a pass out of rotation at RHO's turn may
// be artificial (30C). Two calls at the same moment: the call of the
// player in turn counts first (33).
//
// This file holds the laws' kinds with their laws, the resolution of the
// left-hand opponent's choice (chooseOOR, oorByCall) and of the Director's
// questions (answerArtificial, judgeOOR, answerComparableOOR): the places
// "Adding an irregularity" (doc.go) lists. The call is the Call event
// (event.go), which is no one law's.

// The kinds of ruling on calls out of rotation.
const (
	KindCallOutOfRotation Kind = "call-out-of-rotation"       // a call out of rotation: LHO may accept it or not
	KindDeemedPass        Kind = "deemed-pass"                // RHO, obliged to pass, is deemed to have passed
	KindSuperseded        Kind = "call-superseded"            // the player in turn called before the call out of rotation was dealt with: it is cancelled
	KindOORAccepted       Kind = "oor-accepted"               // the call out of rotation is accepted: the auction goes on from it
	KindOORCancelled      Kind = "oor-cancelled"              // the call out of rotation is cancelled: the auction reverts to the player in turn
	KindOORPassRHO        Kind = "pass-out-of-rotation-rho"   // a pass out of rotation at RHO's turn, cancelled: the offender must pass at his next turn
	KindOORPass           Kind = "pass-out-of-rotation"       // a pass out of rotation at partner's turn, or at LHO's before LHO called
	KindOORBidRHO         Kind = "bid-out-of-rotation-rho"    // a bid out of rotation at RHO's turn
	KindOORBid            Kind = "bid-out-of-rotation"        // a bid out of rotation at partner's turn, or at LHO's before LHO called
	KindOORDoubleRHO      Kind = "double-out-of-rotation-rho" // a double or redouble out of rotation at RHO's turn
	KindOORDouble         Kind = "double-out-of-rotation"     // a double or redouble out of rotation at partner's turn, or at LHO's
	KindRepeatCall        Kind = "repeat-call"                // RHO passed: the offender repeats the call made out of rotation
	KindRepeatBroken      Kind = "repeat-broken"              // the offender made a call other than the one he had to repeat
	KindNotComparable     Kind = "not-comparable"             // the replacement is not comparable: partner passes once
	KindSimultaneous      Kind = "simultaneous-calls"         // two calls made at the same moment: the call of the player in turn counts first
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindCallOutOfRotation: bridge.Law(29, ""),
		KindDeemedPass:        bridge.Law(28, "A"),
		KindSuperseded:        bridge.Law(28, "B"),
		KindOORAccepted:       bridge.Law(29, "A"),
		KindOORCancelled:      bridge.Law(29, "B"),
		KindOORPassRHO:        bridge.Law(30, "A"),
		KindOORPass:           bridge.Law(30, "B1"),
		KindOORBidRHO:         bridge.Law(31, "A"),
		KindOORBid:            bridge.Law(31, "B"),
		KindOORDoubleRHO:      bridge.Law(32, "A"),
		KindOORDouble:         bridge.Law(32, "B"),
		KindRepeatCall:        bridge.Law(31, "A1"),
		KindRepeatBroken:      bridge.Law(31, "A1"),
		KindNotComparable:     bridge.Law(31, "A2(b)"),
		KindSimultaneous:      bridge.Law(33, ""),
	})
}

func (t *Table) outOfRotation(rec *callRec, turn bridge.Seat) {
	O := rec.Seat
	if rec.isDouble() && !t.admissible(O, rec.Call) {
		t.inadmissible(rec, true) // 32: never acceptable; 36B4
		return
	}
	detail := dt("at-turn", "call", rec.Text(), "seat", turn.String())
	if t.insufficient(rec.Call) {
		detail = detail.and(dt("insufficient-too"))
	}
	if r := t.repl[O]; r != nil && r.kind != replOOR {
		// The replacement of an insufficient bid made out of rotation:
		// still a call out of rotation.
		detail = detail.and(dt("not-replacing"))
	}
	r := Ruling{Kind: KindCallOutOfRotation, Offender: Some(O), Detail: detail}
	if rec.isDouble() {
		r.Law = bridge.Law(32, "") // the opponent next in rotation may accept it (29A)
	}
	t.offer(rec, irrOOR, r, turn, chooseOOR, oorByCall)
}

// chooseOOR: the left-hand opponent accepts the call out of rotation
// (29A) or not (29B); byCall: by calling over it, or his partner by
// calling at his turn.
func chooseOOR(t *Table, ir *irregular, accept, byCall bool) {
	if accept {
		t.acceptOOR(ir, byCall)
	} else {
		t.refuseOOR(ir, byCall)
	}
}

// oorByCall: a call made while the call out of rotation waits: LHO's
// accepts it (29A), the call of the player in turn supersedes it (28B),
// partner's at his turn refuses it; any other waits.
func oorByCall(t *Table, ir *irregular, rec *callRec) bool {
	seat, O := rec.Seat, ir.offender
	lho := O.LHO()
	switch {
	case seat == lho:
		t.applyChoice(ir.pend, Option{Key: OptAccept}, true) // 29A: LHO calls
	case seat == ir.turn && seat.Side() != O.Side():
		t.supersede(ir) // 28B
	case seat == ir.turn:
		t.applyChoice(ir.pend, Option{Key: OptRefuse}, true) // partner called at his turn
	default:
		return t.waitRuling(ir, rec)
	}
	return false
}

// acceptOOR: Law 29A. The call stands; the players from the one in turn
// to the offender lose that turn, and rotation goes on from the offender.
func (t *Table) acceptOOR(ir *irregular, byCall bool) {
	O := ir.offender
	for s := t.auc.Turn(); s != O; s = s.LHO() {
		sk := &callRec{AuctionCall: AuctionCall{Seat: s, Status: CallSkipped, Law: bridge.Law(29, "A"), Event: -1}}
		t.insertAfter(t.prevOf(ir.rec), sk)
	}
	t.rebuild()
	how := dt("lho-accepts", "seat", O.LHO().String())
	if byCall {
		how = dt("called-over", "seat", O.LHO().String())
	}
	t.rule(Ruling{Kind: KindOORAccepted, Offender: Some(O), Detail: callDetail(ir.rec.Text()).and(how)})
	t.inRotation(ir.rec)
}

// supersede: Law 28B. The player whose turn it was called before the
// ruling: his call stands, the call out of rotation is cancelled with no
// rectification, and it is unauthorised information for the offender's
// partner (16C2).
func (t *Table) supersede(ir *irregular) {
	t.irr = nil
	if ir.pend != nil {
		t.dropPending(ir.pend)
		t.rulings[ir.pend.ruling].Chosen = Option{Key: OptForfeited}
	}
	ir.rec.mark(CallCancelled, bridge.Law(28, "B"))
	t.rule(Ruling{Kind: KindSuperseded, Offender: Some(ir.offender), Detail: callDetail(ir.rec.Text()).and(dt("called-in-turn", "seat", ir.turn.String()))})
	t.flagUI(ir.rec, ir.offender.Side(), true)
	t.rebuild()
}

// refuseOOR: Law 29B. The call is cancelled, the auction goes back to the
// player in turn, and Law 30, 31 or 32 says what the offending side does.
func (t *Table) refuseOOR(ir *irregular, byPartner bool) {
	O, rec := ir.offender, ir.rec
	rec.mark(CallCancelled, bridge.Law(29, "B"))
	t.rebuild()
	back := dt("back-to", "seat", ir.turn.String())
	if byPartner {
		back = dt("back-to-called", "seat", ir.turn.String())
	}
	detail := callDetail(rec.Text()).and(back)
	r := Ruling{Kind: KindOORCancelled, Offender: Some(O), Detail: detail}
	t.flagUI(rec, O.Side(), false)
	if rec.Call == bridge.Pass && ir.turn == O.RHO() {
		// 30A or, for an artificial pass, 31A (30C): the Director says.
		t.askIn(r, &ask{resolve: answerArtificial, prev: rec, offender: O, turn: ir.turn, blocking: true, holdsEnd: true}, TopicArtificial)
		return
	}
	t.rule(r)
	t.rectifyOOR(O, ir.turn, rec, false)
}

// answerArtificial: the Director says whether the pass out of rotation
// at RHO's turn was artificial (Law 30C).
func answerArtificial(t *Table, a *ask, yes bool) { t.rectifyOOR(a.offender, a.turn, a.prev, yes) }

// rectifyOOR applies Law 30, 31 or 32 to the cancelled call out of
// rotation rec of offender O, made at turn's turn.
func (t *Table) rectifyOOR(O, turn bridge.Seat, rec *callRec, artificial bool) {
	rho := turn == O.RHO()
	P := O.Partner()
	r := &replacement{kind: replOOR, offender: O, prev: rec, judged: judgeOOR}
	var k Kind
	detail := callDetail(rec.Text())
	switch {
	case rec.Call == bridge.Pass && !artificial && rho:
		o, _ := t.oblige(MustPassNextTurn, O, bridge.Law(30, "A"), 0)
		t.ruleWith(Ruling{Kind: KindOORPassRHO, Offender: Some(O), Detail: detail}, o)
		t.flagUI(rec, O.Side(), true)
		return
	case rec.Call == bridge.Pass && !artificial:
		k, r.what, r.yes, r.no = KindOORPass, "30B1", bridge.Law(30, "B1(b)(i)"), bridge.Law(30, "B1(b)(ii)")
		if turn != P {
			detail = detail.and(dt("had-not-called", "seat", turn.String()))
		}
		detail = detail.and(dt("artificial-pass-if"))
	case rec.isDouble() && rho:
		k, r.what, r.yes, r.no = KindOORDoubleRHO, "32A", bridge.Law(32, "A2(a)"), bridge.Law(32, "A2(b)")
	case rec.isDouble():
		k, r.what, r.yes, r.no = KindOORDouble, "32B", bridge.Law(32, "A2(a)"), bridge.Law(32, "A2(b)")
	case rho:
		k, r.what, r.yes, r.no = KindOORBidRHO, "31A", bridge.Law(31, "A2(a)"), bridge.Law(31, "A2(b)")
	default:
		k, r.what, r.yes, r.no = KindOORBid, "31B", bridge.Law(31, "A2(a)"), bridge.Law(31, "A2(b)")
	}
	if artificial {
		detail = detail.and(dt("artificial-pass"))
	} else if rec.Call != bridge.Pass {
		detail = detail.and(dt("artificial-if"))
	}
	if rho {
		r.waitRHO, r.rho = true, turn
	}
	t.repl[O] = r
	t.rule(Ruling{Kind: k, Offender: Some(O), Detail: detail})
	t.flagUI(rec, O.Side(), true)
}

// rhoCalled: Law 31A, 32A. The offender's right-hand opponent has called:
// a pass obliges the offender to repeat his call (A1); a bid, double or
// redouble frees him, his call being judged (A2).
func (t *Table) rhoCalled(r *replacement, c *callRec) {
	r.waitRHO = false
	if c.Call != bridge.Pass {
		return
	}
	t.repl[r.offender] = nil
	law := bridge.Law(31, "A1")
	if r.prev.isDouble() {
		law = bridge.Law(32, "A1")
	}
	o, _ := t.oblige(MustRepeatCall, r.offender, law, r.prev.Call)
	t.ruleWith(Ruling{Kind: KindRepeatCall, Law: law, Offender: Some(r.offender), Detail: callDetail(r.prev.Text())}, o)
}

// judgeOOR: is the replacement of a cancelled call out of rotation
// comparable (Laws 30B1(b), 31A2, 31B, 32A2, 32B with 23A)?
func judgeOOR(t *Table, rec *callRec, r *replacement) {
	O := r.offender
	t.askIn(Ruling{Kind: KindReplacement, Offender: Some(O),
		Detail: dt("in-place-of-law", "call", rec.Text(), "call2", r.prev.Text(), "law", "Law "+r.what)},
		&ask{resolve: (*Table).answerComparableOOR, rec: rec, prev: r.prev, offender: O, yes: r.yes, no: r.no, blocking: true}, TopicComparable)
}

// answerComparableOOR: Law 23A judged. Comparable: no further
// rectification, 16C2 off, 26B off, the 23C check at the end of play.
// Not comparable: partner passes at his next turn, 26B may apply.
func (t *Table) answerComparableOOR(a *ask, yes bool) {
	O := a.offender
	what := inPlaceOf(a.rec, a.prev)
	if yes {
		liftUI(a.prev)
		t.addCheck(bridge.Law(23, "C"), O, what)
		t.rule(Ruling{Kind: KindComparable, Law: a.yes, Offender: Some(O), Detail: what})
		return
	}
	var obls []Obligation
	if t.ph == phaseAuction {
		o, _ := t.oblige(MustPassNextTurn, O.Partner(), a.no, 0)
		obls = append(obls, o)
	}
	t.ruleWith(Ruling{Kind: KindNotComparable, Law: a.no, Offender: Some(O), Detail: what}, obls...)
	t.addRight(O, a.no, a.prev, a.rec, false)
	t.awareness(O, a.no)
}

// simultaneous: Law 33. seat's call was made at the same moment as the
// call before it in the log, which was out of rotation at seat's turn: the
// call of the player in turn counts first, the other after it. It reports
// whether the log was folded again that way.
func (t *Table) simultaneous(seat bridge.Seat) bool {
	idx := t.cur0
	n := len(t.order)
	if n < 2 || t.order[n-2] != idx-1 || t.irr == nil || t.irr.kind != irrOOR || t.irr.rec.Event != idx-1 || t.irr.turn != seat {
		return false
	}
	other := t.irr.offender
	order := append(append([]int(nil), t.order[:n-2]...), idx, idx-1)
	swaps := map[int]bool{idx: true}
	for k := range t.swaps {
		swaps[k] = true
	}
	t.swaps = swaps
	t.refold(order, false)
	t.cur0, t.refoldFrom = idx, idx-1
	t.rule(Ruling{Kind: KindSimultaneous, Offender: Some(other), Detail: dt("counts-first-in-turn", "seat", seat.String()).and(dt("counts-after", "seat", other.String()))})
	return true
}
