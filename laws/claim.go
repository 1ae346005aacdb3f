package laws

import (
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// remaining is the number of tricks not completed (the trick in progress
// counts).
func (t *Table) remaining() int { return 13 - len(t.tricks) }

// onClaim: Law 68, a claim or concession suspends play.
// A concession (concede) gives n of the tricks not yet played to the other
// side; a claim takes them.
func (t *Table) onClaim(h Head, n int, statement string, concede bool) {
	seat, _ := h.Actor.Seat()
	if t.ph == phaseAuction {
		t.startKnownContract()
	}
	switch {
	case t.ph == phaseAuction || t.passedOut:
		t.unexpected(dt("claim-before-play"))
		return
	case t.ph == phaseClaim:
		t.unexpected(dt("claim-pending"))
		return
	case t.ph == phaseEnded:
		t.unexpected(dt("claim-after-end"))
		return
	}
	rem := t.remaining() // check refused a claim of more (Law 68)
	given := n
	if concede {
		n = rem - given
	}
	t.lapseWithdrawals()
	t.pend = nil
	t.establishSide(seat.Side(), "63A3")
	t.claim = &claimRec{Claimer: seat, Tricks: n, Remaining: rem, Statement: statement, Event: t.cur0}
	t.ph = phaseClaim
	key := "claim"
	args := []string{"n", strconv.Itoa(n), "count", strconv.Itoa(rem), "side", seat.Side().String()}
	if concede {
		key, args = "concession", append(args, "n2", strconv.Itoa(given))
	}
	if statement != "" {
		key, args = key+"-statement", append(args, "quote", strconv.Quote(statement))
	}
	detail := dt(key, args...)
	t.rule(Ruling{Kind: KindClaim, Law: bridge.Law(68, "A"), Offender: Some(seat), Detail: detail})
}

// onAccept: Law 69A, the opponents agree to the claim or concession.
func (t *Table) onAccept(e Accept) {
	side, _ := e.Actor.Side()
	if t.ph != phaseClaim || t.claim == nil {
		t.unexpected(dt("no-claim-to-accept"))
		return
	}
	if side == t.claim.Claimer.Side() {
		t.unexpected(dt("own-claim"))
		return
	}
	if t.claim.Contested {
		t.unexpected(dt("claim-contested"))
		return
	}
	t.agree(side)
}

func (t *Table) agree(side bridge.Side) {
	t.establishSide(side, "63A4")
	t.settleClaim(t.claim.Tricks)
	t.rule(Ruling{Kind: KindClaimAgreed, Detail: t.claimTotal()})
}

// settleByAcquiescence: Law 69A, the non-claiming side raised no objection
// before sides called on the next board (one side) or the round ended
// (BothSides).
func (t *Table) settleByAcquiescence(sides Sides) {
	if t.ph != phaseClaim || t.claim == nil || t.claim.Contested {
		return
	}
	nos := t.claim.Claimer.Side().Opponents()
	if sides.Has(nos) {
		t.agree(nos)
	}
}

// settleClaim ends play with claimerTricks of the remaining tricks for the
// claimer's side.
func (t *Table) settleClaim(claimerTricks int) {
	c := t.claim
	rem := t.remaining()
	t.claimWinners = make([]bridge.Seat, rem)
	for i := range t.claimWinners {
		if i < claimerTricks {
			t.claimWinners[i] = c.Claimer
		} else {
			t.claimWinners[i] = c.Claimer.LHO()
		}
	}
	c.Agreed, c.Tricks = true, claimerTricks
	t.claimDone = true
	t.endOfPlay()
}

func (t *Table) claimTotal() Detail {
	d := t.won[t.contract.Side()]
	for _, w := range t.claimWinners {
		if w.Side() == t.contract.Side() {
			d++
		}
	}
	return dt("declarer-tricks", "count", strconv.Itoa(d))
}

// onObject: an objection to a claim or concession: 68B2 when a defender's
// partner objects at once to his concession; otherwise the Director rules
// (70); after agreement, 69B or 71.
func (t *Table) onObject(e Object) {
	side, _ := e.Actor.Side()
	switch {
	case t.ph == phaseClaim && t.claim != nil:
		c := t.claim
		if s, ok := e.Actor.Seat(); ok && t.isDefender(c.Claimer) && s == c.Claimer.Partner() && c.Event == t.cur0-1 {
			t.claim = nil
			t.ph = phasePlay
			t.rule(Ruling{Kind: KindConcessionVoid, Offender: Some(c.Claimer)})
			return
		}
		if c.Contested {
			t.unexpected(dt("already-contested"))
			return
		}
		c.Contested = true
		t.rule(Ruling{Kind: KindClaimContested, Offender: Some(c.Claimer), Detail: dt("quote", "quote", strconv.Quote(c.Statement)),
			Question: &Question{Answers: []AnswerForm{AnswerTricks}, Advice: t.advice(c.Claimer.Side())}})
	case t.claimDone && t.claim != nil:
		kind, law := KindConcessionCancelled, bridge.Law(71, "")
		if side != t.claim.Claimer.Side() {
			kind, law = KindAgreementWithdrawn, bridge.Law(69, "B")
		}
		t.rule(Ruling{Kind: kind, Law: law, Question: &Question{Answers: []AnswerForm{AnswerNo, AnswerTricks}}})
	default:
		t.unexpected(dt("nothing-to-object"))
	}
}

// advice asks the Advisor, when there is one, how many of the remaining
// tricks side takes double dummy: between tricks, or in the middle of one
// when the Advisor is a TrickAdvisor.
func (t *Table) advice(side bridge.Side) Detail {
	if t.adv == nil {
		return nil
	}
	var n int
	var err error
	if t.cur.count() == 0 {
		n, err = t.adv.Tricks(t.hands, t.contract.Strain, t.cur.Leader, side)
	} else if ta, ok := t.adv.(TrickAdvisor); ok {
		var trick []bridge.Card
		for i := range 4 {
			if c := t.cur.Cards[t.cur.Leader.Add(i)]; c != 0 {
				trick = append(trick, c)
			} else {
				break
			}
		}
		n, err = ta.TricksInTrick(t.hands, t.contract.Strain, t.cur.Leader, trick, side)
	} else {
		return nil
	}
	if err != nil {
		return nil
	}
	return dt("advice-dd", "side", side.String(), "n", strconv.Itoa(n), "count", strconv.Itoa(t.remaining()))
}

// onAnswer: the Director answers a question.
func (t *Table) onAnswer(e Answer) {
	q, r := t.findQuestion(e.Ref)
	if q == nil {
		t.unexpected(dt("no-open-question", "text", e.Ref))
		return
	}
	if e.Topic != "" && e.Topic != q.Topic {
		t.unexpected(dt("not-about", "q", q.ID, "text", string(e.Topic), "law", q.Law.String()))
		return
	}
	if a := t.askFor(q); a != nil {
		t.answerAsk(a, e)
		return
	}
	ans := e.word()
	switch ans {
	case "yes", "no":
	case "tricks":
		if e.Number < 0 || e.Number > 13 {
			t.unexpected(dt("tricks-range"))
			return
		}
		ans += " " + strconv.Itoa(e.Number)
	case "score":
		ans += " " + strconv.Itoa(e.Number)
	default:
		t.unexpected(dt("answer-forms"))
		return
	}
	if q.Kind == KindClaimContested {
		if !strings.HasPrefix(ans, "tricks") || t.claim == nil || t.ph != phaseClaim {
			t.unexpected(dt("claim-settled"))
			return
		}
		decl := t.won[t.contract.Side()]
		own := e.Number - decl // declarer's tricks among the remaining
		rem := t.remaining()
		if own < 0 || own > rem {
			t.unexpected(dt("tricks-remain", "n", strconv.Itoa(decl), "n2", strconv.Itoa(rem)))
			return
		}
		if t.claim.Claimer.Side() != t.contract.Side() {
			own = rem - own
		}
		q.Answered, q.Answer = true, ans
		t.rule(Ruling{Kind: KindAnswer, Law: q.Law, Detail: dt("answer", "q", q.ID, "answer", ans)})
		t.settleClaim(own)
		_ = r
		return
	}
	q.Answered, q.Answer = true, ans
	t.rule(Ruling{Kind: KindAnswer, Law: q.Law, Detail: dt("answer", "q", q.ID, "answer", ans)})
	switch {
	case strings.HasPrefix(ans, "tricks"):
		t.assignedTricks = e.Number
		t.rule(Ruling{Kind: KindAdjustedScore, Detail: dt("declarer-tricks", "count", strconv.Itoa(e.Number))})
	case strings.HasPrefix(ans, "score"):
		t.assignedScore, t.assignedScoreNS = true, e.Number
		t.rule(Ruling{Kind: KindAdjustedScore, Detail: dt("ns-score", "score", strconv.Itoa(e.Number))})
	}
}

// findQuestion finds an open question by ID ("Q2") or by law ("64C",
// "Law 64C"): the oldest open question citing that law.
func (t *Table) findQuestion(ref string) (*Question, *Ruling) {
	ref = strings.TrimSpace(ref)
	for i := range t.rulings {
		q := t.rulings[i].Question
		if q != nil && !q.Answered && strings.EqualFold(q.ID, ref) {
			return q, &t.rulings[i]
		}
	}
	lr, err := bridge.ParseLawRef(ref)
	if err != nil {
		return nil, nil
	}
	for i := range t.rulings {
		q := t.rulings[i].Question
		if q != nil && !q.Answered && q.Law.Within(lr) {
			return q, &t.rulings[i]
		}
	}
	return nil, nil
}
