package laws

import (
	"bridgelaw/bridge"
)

// ---- The auction period (Laws 17-39) ----
//
// Every call event becomes an entry of the auction record (record.go). A
// legal call stands at once. An irregular call waits as "pending" for
// what the Laws make of it: the option of the offender's left-hand
// opponent (accept or refuse, by word or by calling), the Director's
// answer to a judgment question, or the next event. Withdrawn and
// cancelled calls stay in the record, marked, with the side for which
// they are unauthorised information (Law 16C).

// irrKind tags the irregularity of the pending call, for the code that
// looks for one (Law 33: a call out of rotation made at the same moment);
// what the irregular does is its byCall, attention and pending's resolve.
type irrKind uint8

const (
	irrOOR          irrKind = iota + 1 // Laws 28-32: LHO accepts or refuses
	irrInsufficient                    // Law 27 in rotation: LHO accepts or refuses
	irrChange                          // Law 25B: LHO accepts or refuses the substitute
	irrInadmissible                    // Law 36: no option; settled by the next event
	irrObligation                      // Law 37
	irrAboveSeven                      // Law 38
)

// irregular is the irregular call the auction waits on.
type irregular struct {
	kind     irrKind
	rec      *callRec
	offender bridge.Seat
	turn     bridge.Seat // whose turn it was
	ruling   int
	pend     *pending // the option offered, nil when none
	repl     *callRec // Law 27C: a replacement made before the ruling
	prev     *callRec // Law 25B: the first call
	obl      *oblRec  // Law 37: the obligation broken
	oor      bool     // Law 36B4: also out of rotation
	// byCall settles it when rec is made (the next call may accept it,
	// supersede it, be consumed by it or wait); it reports whether rec was
	// consumed. attention rectifies it when attention is drawn to it (Laws
	// 36B, 37B, 38); nil: attention changes nothing.
	byCall    func(t *Table, ir *irregular, rec *callRec) bool
	attention func(t *Table, ir *irregular)
}

type replKind uint8

const (
	replOOR          replKind = iota + 1 // Laws 30B1(b), 31A2, 31B, 32A2, 32B
	replInsufficient                     // Law 27B
	replAfterB3                          // Law 27B3, 27B4: partner already passes throughout
)

// replacement: the offender's next call at his turn is judged against a
// call withdrawn or cancelled.
type replacement struct {
	kind     replKind
	offender bridge.Seat
	prev     *callRec
	yes, no  bridge.LawRef // the law of the comparable and the non-comparable branch
	what     string        // the law that sends here, for the messages: "31B"
	waitRHO  bool          // Law 31A, 32A: waiting for RHO's call
	rho      bridge.Seat
	// judged asks the Director about the replacement rec (the question of
	// r's law); nil: nothing to judge (27B3, 27B4: partner already passes
	// throughout).
	judged func(t *Table, rec *callRec, r *replacement)
}

func (t *Table) onCall(e Call) {
	seat, _ := e.Actor.Seat()
	if t.ph != phaseAuction {
		t.afterFinalPass(t.newRec(seat, e.Call, e.BidLevel, e.Strain))
		return
	}
	if a := t.blockingAsk(); a != nil {
		t.unexpected(dt("wait-answer-call", "q", a.q.ID, "law", a.q.Law.String()))
		return
	}
	if e.Simultaneous && !t.swaps[t.cur0] {
		if t.simultaneous(seat) {
			return
		}
		if i := t.cur0 - 1; i >= 0 && isCall(t.events[i]) {
			s, _ := t.events[i].Header().Actor.Seat()
			t.rule(Ruling{Kind: KindSimultaneous, Offender: Some(seat), Detail: dt("counts-first", "seat", s.String()).and(dt("counts-after", "seat", seat.String()))})
		}
	}
	rec := t.newRec(seat, e.Call, e.BidLevel, e.Strain)
	if !t.settleOffers(rec) {
		return
	}
	t.calls = append(t.calls, rec)
	t.call(rec)
}

// isCall reports whether e is a call.
func isCall(e Event) bool {
	_, ok := e.(Call)
	return ok
}

// settleOffers deals with the offers pending when a call is made (the
// keep-or-withdraw offers of Laws 25A6 and 21B), as each pending's called
// says. It reports whether rec goes on.
func (t *Table) settleOffers(rec *callRec) bool {
	for _, p := range append([]*pending(nil), t.pend...) {
		if p.called != nil && !p.called(t, p, rec) {
			return false
		}
	}
	return true
}

// call makes rec, already in the record, count: first it settles the
// irregular call the auction waits on (the call may accept it, supersede
// it or be consumed by it), then it places rec.
func (t *Table) call(rec *callRec) {
	for t.irr != nil {
		if t.resolveByCall(rec) {
			return
		}
	}
	if t.afterEnd(rec) {
		return
	}
	t.place(rec)
}

// afterEnd: settling the pending call (a pass substituted, Laws 37B, 38C;
// a pass deemed, 28A) may have ended the auction before rec: rec is then a
// call after the final pass (Law 39). It reports whether it was.
func (t *Table) afterEnd(rec *callRec) bool {
	if !t.auc.Ended() {
		return false
	}
	t.remove(rec)
	t.settleAuction()
	if t.ph == phaseAuction {
		t.unexpected(dt("auction-ended-settle"))
		return true
	}
	t.afterFinalPass(rec)
	return true
}

// ignore drops rec from the record: the event does not count as a call.
func (t *Table) ignore(rec *callRec, why Detail) {
	t.remove(rec)
	t.unexpected(why)
}

// resolveByCall settles the pending irregular call when rec is made, as
// the irregular's law says (its byCall); it reports whether rec was
// consumed (nothing more to do with it).
func (t *Table) resolveByCall(rec *callRec) bool { return t.irr.byCall(t, t.irr, rec) }

// waitRuling: rec is made while the irregular call ir waits for a ruling
// (Law 9B): it does not count. It reports that rec was consumed.
func (t *Table) waitRuling(ir *irregular, rec *callRec) bool {
	t.ignore(rec, dt("wait-ruling-on", "seat", ir.offender.String(), "call", ir.rec.Text(), "law", t.rulings[ir.ruling].Law.String()))
	return true
}

// place judges rec, a call with nothing pending before it.
func (t *Table) place(rec *callRec) {
	seat := rec.Seat
	if rec.BidLevel > 0 {
		t.aboveSeven(rec)
		return
	}
	turn := t.auc.Turn()
	if seat != turn {
		last, isLast := t.lastStanding()
		switch {
		case turn == seat.RHO() && t.passDue(turn) != nil:
			// 28A: RHO, obliged to pass, is deemed to have passed.
			p := &callRec{AuctionCall: AuctionCall{Seat: turn, Call: bridge.Pass, Event: -1}}
			t.insertAfter(t.prevOf(rec), p)
			t.stand(p, CallDeemedPass, bridge.Law(28, "A"))
			t.rule(Ruling{Kind: KindDeemedPass, Offender: Some(seat), Detail: seatDetail(turn)})
			if t.afterEnd(rec) || t.auc.Turn() != seat {
				return
			}
		case turn == seat.LHO() && last != nil && isLast && last == t.lastCallBy(seat):
			// 30B2, 31C: a call at LHO's turn after his own: a change of call.
			law := bridge.Law(31, "C")
			if rec.Call == bridge.Pass {
				law = bridge.Law(30, "B2")
			}
			t.changeCall(rec, law)
			return
		case rec.Call == bridge.Pass && t.thirdPass(rec):
			t.lostTurn(rec, turn)
			return
		default:
			t.outOfRotation(rec, turn)
			return
		}
	}
	t.inRotation(rec)
}

// prevOf is the entry before c in the record, nil when c is first.
func (t *Table) prevOf(c *callRec) *callRec {
	if i := t.indexOf(c); i > 0 {
		return t.calls[i-1]
	}
	return nil
}

// inRotation judges a call made at the caller's turn.
func (t *Table) inRotation(rec *callRec) {
	seat := rec.Seat
	if r := t.repl[seat]; r != nil && r.kind != replOOR && rec.isDouble() {
		t.attemptedDouble(rec, r) // 27B3
		return
	}
	if rec.isDouble() && !t.admissible(seat, rec.Call) {
		t.inadmissible(rec, false)
		return
	}
	if o := t.passDue(seat); o != nil && rec.Call != bridge.Pass {
		t.rule(Ruling{Kind: KindPassObligation, Offender: Some(seat), Detail: dt("obliged", "call", rec.Text(), "option", string(o.Kind), "law", o.Law.String())})
		t.irr = &irregular{kind: irrObligation, rec: rec, offender: seat, turn: seat, ruling: len(t.rulings) - 1, obl: o,
			byCall: obligationByCall, attention: (*Table).rule37B}
		return
	}
	if o := t.pendingObl(seat, MustRepeatCall); o != nil && rec.Call != o.Call && t.passDue(seat) == nil {
		rec.mark(CallCancelled, bridge.Law(31, "A1"))
		t.flagUI(rec, seat.Side(), false)
		t.rule(Ruling{Kind: KindRepeatBroken, Law: o.Law, Offender: Some(seat), Detail: dt("instead-of", "call", rec.Text(), "call2", o.Call.String())})
		return
	}
	if t.insufficient(rec.Call) {
		t.insufficientBid(rec)
		return
	}
	t.stand(rec, CallStands, bridge.LawRef{})
}

// stand makes rec take its place in the auction.
func (t *Table) stand(rec *callRec, st CallStatus, law bridge.LawRef) {
	rec.mark(st, law)
	t.consume(rec)
	t.rebuild()
	seat := rec.Seat
	for _, r := range t.repl {
		if r != nil && r.waitRHO && r.rho == seat {
			t.rhoCalled(r, rec)
		}
	}
	if r := t.repl[seat]; r != nil && !r.waitRHO && st != CallDeemedPass {
		t.judge(rec, r)
	}
	t.check17D3()
}

// check17D3: the auction would end, but a player lost his turn to a call
// out of rotation accepted among the closing passes (Law 17D3, 34): the
// passes after his lost turn are cancelled and the auction goes back to
// him.
func (t *Table) check17D3() {
	if !t.auc.Ended() {
		return
	}
	var std []*callRec
	for _, c := range t.calls {
		if c.Status.Standing() {
			std = append(std, c)
		}
	}
	k := -1
	for i, c := range std {
		if c.Status != CallSkipped && !(c.Call == bridge.Pass) {
			k = i
		}
	}
	var called [4]bool
	if k >= 0 {
		called[std[k].Seat] = true
	}
	for _, c := range std[k+1:] {
		if c.Status != CallSkipped {
			called[c.Seat] = true
		}
	}
	for i, c := range std[k+1:] {
		if c.Status != CallSkipped || called[c.Seat] {
			continue
		}
		for _, x := range std[k+2+i:] {
			if x.Status == CallSkipped {
				t.remove(x) // the turns lost to a call now cancelled
				continue
			}
			t.unconsume(x)
			x.mark(CallCancelled, bridge.Law(17, "D3"))
			t.flagUI(x, x.Seat.Side(), false)
		}
		t.remove(c)
		t.rebuild()
		t.rule(Ruling{Kind: KindTurnRestored, Detail: seatDetail(c.Seat)})
		return
	}
}

// thirdPass reports whether rec, a pass, follows a call and two passes
// standing: with it three passes would follow the call.
func (t *Table) thirdPass(rec *callRec) bool {
	passes := 0
	for i := len(t.calls) - 1; i >= 0; i-- {
		c := t.calls[i]
		if c == rec || !c.Status.Standing() || c.Status == CallSkipped {
			continue
		}
		if c.Call != bridge.Pass {
			return passes == 2
		}
		passes++
	}
	return false
}

// lostTurn: Law 17D3. A call has been followed by three passes, the last
// of them out of rotation, depriving turn of his right to call: the
// auction does not end, it reverts to turn, the pass is cancelled (its
// information is unauthorised for the offender's partner, 16C2) and the
// auction proceeds normally: the pass out of rotation has no
// rectification of Laws 29-30.
func (t *Table) lostTurn(rec *callRec, turn bridge.Seat) {
	rec.mark(CallCancelled, bridge.Law(17, "D3"))
	t.flagUI(rec, rec.Seat.Side(), false)
	t.rule(Ruling{Kind: KindTurnRestored, Detail: seatDetail(turn)})
}

// settleAuction ends the auction when it has ended and nothing holds it
// open: no irregular call pending, no option of the auction open, no
// question that must be answered first.
func (t *Table) settleAuction() {
	if t.ph != phaseAuction || t.holdEnd || !t.auc.Ended() || t.irr != nil {
		return
	}
	for _, p := range t.pend {
		if p.kind == pendCall || p.kind == pendKeep || p.kind == pendMIChange {
			return
		}
	}
	for _, a := range t.asks {
		if a.holdsEnd && !a.q.Answered {
			return
		}
	}
	c, _ := t.auc.Contract()
	t.endAuction(c)
}

// endAuction starts the play period with contract c (or ends a passed-out
// board), disposing of the cards exposed during the auction (Law 24D-E),
// closing the auction obligations and turning the Law 26B rights over to
// declarer.
func (t *Table) endAuction(c bridge.Contract) {
	t.endEvent = t.cur0
	t.endAuctionObligations()
	if c.IsPassedOut() {
		t.passedOut, t.ph = true, phaseEnded
		t.rule(Ruling{Kind: KindPassedOut})
		for _, r := range t.rights {
			t.advance26(r)
		}
		t.raiseChecks()
		return
	}
	t.contract, t.hasContract, t.ph = c, true, phasePlay
	t.cur = trickRec{Number: 1, Leader: c.OpeningLeader()}
	count := bridge.BySeat[int]{}
	for _, x := range t.exposed {
		count[x.Seat]++
	}
	for _, x := range t.exposed {
		if !t.hands[x.Seat].Has(x.Card) {
			continue
		}
		if !t.isDefender(x.Seat) {
			t.rule(Ruling{Kind: KindAuctionCardsBack, Offender: Some(x.Seat), Card: x.Card})
			continue
		}
		major := x.Major || count[x.Seat] > 1 || x.Card.Rank() >= bridge.Ten
		t.addPenalty(x.Seat, x.Card, major)
		t.rule(Ruling{Kind: KindAuctionCardsPenalty, Offender: Some(x.Seat), Card: x.Card, Rectification: penaltyRect(major)})
	}
	t.exposed = nil
	for _, r := range t.rights {
		t.advance26(r)
	}
	t.onNewLeader()
}

// startKnownContract starts the play with the setup's contract when the log
// records no auction.
func (t *Table) startKnownContract() bool {
	if t.ph != phaseAuction || len(t.calls) > 0 || !t.setup.ContractKnown {
		return false
	}
	t.endAuction(t.setup.Contract)
	return true
}

// offer raises ruling r with the options of the offender's left-hand
// opponent, accept or refuse, and makes rec the pending irregular call.
func (t *Table) offer(rec *callRec, k irrKind, r Ruling, turn bridge.Seat, resolve func(*Table, *irregular, bool, bool), byCall func(*Table, *irregular, *callRec) bool) *irregular {
	lho := rec.Seat.LHO()
	r.Options, r.Chooser = []Option{{Key: OptAccept}, {Key: OptRefuse}}, SeatActor(lho)
	i := t.rule(r)
	p := &pending{kind: pendCall, ruling: i, chooser: r.Chooser, options: r.Options, offender: rec.Seat, rec: rec,
		resolve: func(t *Table, p *pending, o Option) {
			if ir := t.irr; ir != nil && ir.pend == p {
				t.irr = nil
				resolve(t, ir, o.Key == OptAccept, p.byDefault)
			}
		}}
	t.pend = append(t.pend, p)
	t.irr = &irregular{kind: k, rec: rec, offender: rec.Seat, turn: turn, ruling: i, pend: p, byCall: byCall}
	return t.irr
}

// judge: the offender's call rec replaces the call withdrawn or cancelled
// in r. The Director judges it as r's law says (r.judged): comparable (Law
// 23A) or, for an insufficient bid, Law 27B1.
func (t *Table) judge(rec *callRec, r *replacement) {
	t.repl[r.offender] = nil
	if r.judged != nil {
		r.judged(t, rec, r)
	}
}

// inPlaceOf is the Detail "2H in place of 1NT": rec replaces prev.
func inPlaceOf(rec, prev *callRec) Detail {
	return dt("in-place-of", "call", rec.Text(), "call2", prev.Text())
}
