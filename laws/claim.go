package laws

import (
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// Laws 68-71: claims and concessions. This file holds their events
// (Claim, Concede, Accept, Object), their kinds with their laws, and their
// rulings.

// The kinds of ruling on claims and concessions.
const (
	KindClaim               Kind = "claim"                  // a claim or concession
	KindConcessionVoid      Kind = "concession-void"        // a concession of a trick the side had won is void
	KindClaimAgreed         Kind = "claim-agreed"           // the claim or concession is agreed
	KindClaimContested      Kind = "claim-contested"        // the claim or concession is contested: the Director rules
	KindAgreementWithdrawn  Kind = "agreement-withdrawn"    // agreement with a claim withdrawn: a trick the side could not lose
	KindConcessionCancelled Kind = "concession-cancelled"   // a concession cancelled: a trick the side could not lose
	KindConcessionFaced     Kind = "concession-faced-cards" // cards faced with a concession partner objected to: no penalty cards, unauthorised information for partner
	KindPlayContinues       Kind = "play-continues"         // all four agree to play on after a claim: the claim is void
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindClaim: bridge.Law(68, ""), KindConcessionVoid: bridge.Law(68, "B2"),
		KindClaimAgreed: bridge.Law(69, "A"), KindClaimContested: bridge.Law(70, ""),
		KindAgreementWithdrawn: bridge.Law(69, "B"), KindConcessionCancelled: bridge.Law(71, ""),
		KindConcessionFaced: bridge.Law(68, "B2"), KindPlayContinues: bridge.Law(68, "D2(b)"),
	})
	addVerb("play-on", verb{parse: bare(func(h Head) Event { return PlayOn{h} })})
	addVerb("claim", verb{parse: parseClaim, first: true, statement: true})
	addVerb("concede", verb{parse: parseClaim, first: true, statement: true})
	addVerb("accept", verb{parse: bare(func(h Head) Event { return Accept{h} })})
	addVerb("object", verb{parse: bare(func(h Head) Event { return Object{h} })})
}

// Claim: a seat claims Tricks of the tricks not yet played for his side
// ("claim", Law 68A), with Statement (Law 68C), "" when none.
type Claim struct {
	Head
	Tricks    int
	Statement string
}

// Concede: a seat concedes Tricks of the tricks not yet played to the
// other side ("concede", Law 68B), with Statement, "" when none.
type Concede struct {
	Head
	Tricks    int
	Statement string
}

// Accept: a seat or side agrees to the claim or concession ("accept", Law
// 69A).
type Accept struct{ Head }

// Object: a seat or side disputes the claim or concession ("object", Laws
// 68B2, 68D, 69B, 70, 71).
type Object struct{ Head }

// Verb prints "claim".
func (Claim) Verb() string { return "claim" }

// Verb prints "concede".
func (Concede) Verb() string { return "concede" }

// Verb prints "accept".
func (Accept) Verb() string { return "accept" }

// Verb prints "object".
func (Object) Verb() string { return "object" }

func (e Claim) withLine(n int) Event   { e.Line = n; return e }
func (e Concede) withLine(n int) Event { e.Line = n; return e }
func (e Accept) withLine(n int) Event  { e.Line = n; return e }
func (e Object) withLine(n int) Event  { e.Line = n; return e }
func (e Claim) format() string         { return claimLine("claim", e.Actor, e.Tricks, e.Statement) }
func (e Concede) format() string       { return claimLine("concede", e.Actor, e.Tricks, e.Statement) }
func (e Accept) format() string        { return e.Actor.String() + " accept" }
func (e Object) format() string        { return e.Actor.String() + " object" }
func (e Claim) check(t *Table) error   { return t.checkClaim(e.Head, e.Verb(), false, e.Tricks) }
func (e Accept) check(*Table) error    { return notDirector(e.Head) }
func (e Object) check(*Table) error    { return notDirector(e.Head) }
func (e Claim) apply(t *Table)         { t.onClaim(e.Head, e.Tricks, e.Statement, false) }
func (e Concede) apply(t *Table)       { t.onClaim(e.Head, e.Tricks, e.Statement, true) }
func (e Accept) apply(t *Table)        { t.onAccept(e) }
func (e Object) apply(t *Table)        { t.onObject(e) }
func (e Concede) check(t *Table) error {
	return t.checkClaim(e.Head, e.Verb(), true, e.Tricks)
}

// claimLine prints a claim or concession: "claim S 10 \"statement\"".
func claimLine(verb string, actor Actor, n int, stmt string) string {
	s := verb + " " + actor.String() + " " + strconv.Itoa(n)
	if stmt != "" {
		s += " " + strconv.Quote(stmt)
	}
	return s
}

// notDirector refuses an acceptance or objection by the Director.
func notDirector(h Head) error {
	if h.Actor == ActorDirector {
		return impossible(dt("impossible-accept-director"))
	}
	return nil
}

// checkClaim rejects a claim or concession (concede) of more tricks than
// are left to play (Law 68), or by a side or the Director.
func (t *Table) checkClaim(h Head, verb string, concede bool, n int) error {
	if t.ph == phasePlay && (n < 0 || n > t.remaining()) {
		left := strconv.Itoa(t.remaining())
		if concede {
			return impossible(dt("impossible-concession-too-many", "n", strconv.Itoa(n), "n2", left))
		}
		return impossible(dt("impossible-claim-too-many", "n", strconv.Itoa(n), "n2", left))
	}
	_, err := needSeat(h, verb)
	return err
}

// parseClaim reads "claim S 10", "S concede 2 \"statement\"".
func parseClaim(p *eventArgs) (Event, error) {
	if err := p.need(1, "syntax-need-claim"); err != nil {
		return nil, err
	}
	n, err := strconv.Atoi(p.args[0].text)
	if err != nil || n < 0 || n > 13 || p.args[0].quoted {
		return nil, p.errAt(p.args[0], dt("syntax-want-claim-tricks"))
	}
	var stmt string
	if len(p.args) > 1 {
		if !p.args[1].quoted {
			return nil, p.errAt(p.args[1], dt("syntax-want-statement"))
		}
		stmt = p.args[1].text
	}
	if err := p.noMore(2); err != nil {
		return nil, err
	}
	if p.is("concede") {
		return Concede{Head: p.h, Tricks: n, Statement: stmt}, nil
	}
	return Claim{Head: p.h, Tricks: n, Statement: stmt}, nil
}

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
	t.claim = &claimRec{Claimer: seat, Tricks: n, Remaining: rem, Statement: statement, Event: t.cur0, last: t.cur0}
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
		if s, ok := e.Actor.Seat(); ok && t.isDefender(c.Claimer) && s == c.Claimer.Partner() && c.last == t.cur0-1 {
			t.claim = nil
			t.ph = phasePlay
			t.rule(Ruling{Kind: KindConcessionVoid, Offender: Some(c.Claimer)})
			if len(c.Faced) > 0 {
				t.rule(Ruling{Kind: KindConcessionFaced, Offender: Some(c.Claimer), Detail: dt("cards", "cards", cardsText(c.Faced))})
			}
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

// facedWithConcession: cards the claimer faces while his claim or
// concession is pending (Law 68C: he faces his hand) are kept with it and
// are no penalty cards while play is suspended (68D); should his partner
// object at once to a defender's concession, they are not penalty cards
// either (68B2) and the information from them is unauthorised for the
// partner (16C): KindConcessionFaced. It reports whether the cards were
// so taken.
func (t *Table) facedWithConcession(seat bridge.Seat, cards []bridge.Card) bool {
	c := t.claim
	if t.ph != phaseClaim || c == nil || seat != c.Claimer {
		return false
	}
	c.Faced = append(c.Faced, cards...)
	c.last = t.cur0
	return true
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
		t.noOpenQuestion(e.Ref)
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
	if q.Kind == KindTricksDisputed && e.Number >= 0 && strings.HasPrefix(ans, "tricks") {
		t.establishTricks(e.Number) // a finding of fact (79B, 85A), not Law 12C
		return
	}
	switch {
	case ans == "yes":
		t.adjustmentDue(q) // damaged: the adjusted score is owed (Law 12C1)
	case strings.HasPrefix(ans, "tricks"):
		t.assignedTricks = e.Number
		t.rule(Ruling{Kind: KindAdjustedScore, Detail: dt("declarer-tricks", "count", strconv.Itoa(e.Number))})
	case strings.HasPrefix(ans, "score"):
		t.assignedScore, t.assignedScoreNS = true, e.Number
		t.rule(Ruling{Kind: KindAdjustedScore, Detail: dt("ns-score", "score", strconv.Itoa(e.Number))})
	}
}

// noOpenQuestion rules an answer to ref ignored: ref names a question
// already answered (its answer said), or none open.
func (t *Table) noOpenQuestion(ref string) {
	if q := t.answeredQuestion(ref); q != nil {
		t.unexpected(dt("already-answered", "q", q.ID, "law", q.Law.String(), "answer", q.Answer))
		return
	}
	t.unexpected(dt("no-open-question", "text", ref))
}

// answeredQuestion is the latest answered question with ID ref ("Q2")
// or citing law ref ("64C"), nil when none.
func (t *Table) answeredQuestion(ref string) *Question {
	ref = strings.TrimSpace(ref)
	lr, err := bridge.ParseLawRef(ref)
	for i := len(t.rulings) - 1; i >= 0; i-- {
		q := t.rulings[i].Question
		if q != nil && q.Answered && (strings.EqualFold(q.ID, ref) || err == nil && !questionRef.MatchString(ref) && q.Law.Within(lr)) {
			return q
		}
	}
	return nil
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

// PlayOn: a side (either member, or a seat for his side) agrees to play
// on after a claim or concession rather than have the Director rule
// ("NS play-on", Law 68D2(b)). Once both sides agree, play continues.
type PlayOn struct{ Head }

// Verb prints "play-on".
func (PlayOn) Verb() string { return "play-on" }

func (e PlayOn) withLine(n int) Event { e.Line = n; return e }
func (e PlayOn) format() string       { return e.Actor.String() + " play-on" }
func (e PlayOn) check(*Table) error   { return notDirector(e.Head) }

// apply: Law 68D. After a claim or concession play ceases; it continues
// only when all four players agree (at the non-claiming side's request):
// the claim is then void and is not adjudicated, its question (70)
// lapses, and the result is the one played out. Until both sides agree
// the claim stands, and a card played is out of place (68D).
func (e PlayOn) apply(t *Table) {
	c := t.claim
	if t.ph != phaseClaim || c == nil {
		t.unexpected(dt("nothing-to-play-on"))
		return
	}
	sd, _ := e.Actor.Side()
	if c.playOn[sd] {
		t.unexpected(dt("already-play-on", "side", sd.String()))
		return
	}
	c.playOn[sd] = true
	if !c.playOn[0] || !c.playOn[1] {
		return
	}
	for i := range t.rulings {
		if q := t.rulings[i].Question; q != nil && !q.Answered && t.rulings[i].Kind == KindClaimContested {
			q.Answered, q.Answer = true, "void: play continued (Law 68D2(b))"
		}
	}
	t.claim = nil
	t.ph = phasePlay
	t.rule(Ruling{Kind: KindPlayContinues, Offender: Some(c.Claimer)})
}
