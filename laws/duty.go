package laws

import (
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// ObligationEnd says how an auction obligation (or a Law 26B right) ended.
type ObligationEnd string

// The ends of an obligation.
const (
	// EndFulfilled: he passed at that turn, or repeated the call.
	EndFulfilled ObligationEnd = "fulfilled"
	// EndKept: he passed at every turn to the end of the auction.
	EndKept ObligationEnd = "kept"
	// EndBroken: he called otherwise; the call was an irregularity (Law
	// 37, 31A1).
	EndBroken ObligationEnd = "broken"
	// EndLapsed: the auction ended before his turn came.
	EndLapsed ObligationEnd = "lapsed"
	// EndUsed: declarer prohibited a suit (Law 26B); Detail names it.
	EndUsed ObligationEnd = "used"
	// EndDeclined: declarer chose not to prohibit a suit.
	EndDeclined ObligationEnd = "declined"
	// EndVoid: the right never arose: the offender became declarer or
	// dummy, the replacement was comparable (Law 26A), the board was passed
	// out, or no suit was left to prohibit.
	EndVoid ObligationEnd = "void"
)

// ObligationRecord is an auction obligation or a Law 26B right from the
// ruling that created it to its end: the obligation, the Seq of that
// ruling, how it ended ("" while it is pending), the event that ended it
// (-1 while pending or when it ended with no event of its own) and a
// short detail ("prohibit-lead H"; nil when none).
type ObligationRecord struct {
	Obligation
	Ruling   int
	End      ObligationEnd
	EndEvent int
	Detail   Detail
}

// String prints the record in English: "W pass-next-turn (Law 31A2(b),
// ruling 5): fulfilled".
func (o ObligationRecord) String() string {
	s := o.Obligation.String() + " (" + o.Law.String()
	if o.Ruling > 0 {
		s += ", ruling " + strconv.Itoa(o.Ruling)
	}
	s += "): "
	if o.End == "" {
		return s + "pending"
	}
	s += string(o.End)
	if o.Detail != nil {
		s += " (" + o.Detail.String() + ")"
	}
	return s
}

type oblRec struct {
	ObligationRecord
	ruling int // index of the creating ruling, -1 before it is made
}

// oblige creates an auction obligation; the ruling that reports it is
// made next (see bind). A pass obligation already pending on the seat is
// not doubled.
func (t *Table) oblige(kind ObligationKind, seat bridge.Seat, law bridge.LawRef, call bridge.Call) (Obligation, bool) {
	o := Obligation{Kind: kind, Seat: seat, Law: law, Call: call}
	for _, x := range t.obls {
		if x.End == "" && x.Seat == seat && x.Kind == kind && (kind == MustPassThroughout || kind == LeadProhibition) {
			return o, false
		}
	}
	t.obls = append(t.obls, &oblRec{ObligationRecord: ObligationRecord{Obligation: o, EndEvent: -1}, ruling: -1})
	return o, true
}

// ruleWith makes ruling r, listing the obligations just created and
// binding them to it.
func (t *Table) ruleWith(r Ruling, obls ...Obligation) int {
	r.Obligations = append(r.Obligations, obls...)
	i := t.rule(r)
	for _, o := range t.obls {
		if o.ruling < 0 {
			o.ruling, o.Ruling = i, t.rulings[i].Seq
		}
	}
	return i
}

// obliges creates the obligations and lists the new ones.
func (t *Table) obliges(kind ObligationKind, law bridge.LawRef, seats ...bridge.Seat) []Obligation {
	var out []Obligation
	for _, s := range seats {
		if o, ok := t.oblige(kind, s, law, 0); ok {
			out = append(out, o)
		}
	}
	return out
}

func (t *Table) endObl(o *oblRec, end ObligationEnd, detail Detail, withEvent bool) {
	o.End, o.Detail, o.EndEvent = end, detail, -1
	if withEvent {
		o.EndEvent = t.cur0
	}
}

// pendingObl is seat's first pending obligation of one of the kinds.
func (t *Table) pendingObl(seat bridge.Seat, kinds ...ObligationKind) *oblRec {
	for _, o := range t.obls {
		if o.End != "" || o.Seat != seat {
			continue
		}
		for _, k := range kinds {
			if o.Kind == k {
				return o
			}
		}
	}
	return nil
}

func (t *Table) passDue(seat bridge.Seat) *oblRec {
	return t.pendingObl(seat, MustPassNextTurn, MustPassThroughout)
}

// consume applies seat's pending auction obligations to the call rec that
// now stands, recording on rec the obligation in force.
func (t *Table) consume(rec *callRec) {
	pass := rec.Call == bridge.Pass && rec.BidLevel == 0
	mustPass := t.passDue(rec.Seat) != nil
	for _, o := range t.obls {
		if o.End != "" || o.Seat != rec.Seat || o.Kind == LeadProhibition || t.madeBefore(rec, o) {
			continue
		}
		// A pass obligation prevails over a repeat obligation (Law 37).
		if rec.Obliged == "" || (rec.Obliged == MustRepeatCall && o.Kind != MustRepeatCall) {
			rec.Obliged, rec.Required = o.Kind, o.Call
		}
		if o.Kind != MustPassThroughout {
			rec.consumed = append(rec.consumed, o)
		}
		switch o.Kind {
		case MustPassNextTurn:
			if pass {
				t.endObl(o, EndFulfilled, nil, true)
			} else {
				t.endObl(o, EndBroken, callDetail(rec.Text()), true)
			}
		case MustRepeatCall:
			switch {
			case rec.Call == o.Call && rec.BidLevel == 0:
				t.endObl(o, EndFulfilled, nil, true)
			case pass && mustPass:
				t.endObl(o, EndLapsed, dt("had-to-pass"), true)
			default:
				t.endObl(o, EndBroken, callDetail(rec.Text()), true)
			}
		}
	}
}

// madeBefore reports whether rec was called before obligation o arose (a
// call accepted later does not answer an obligation created since).
func (t *Table) madeBefore(rec *callRec, o *oblRec) bool {
	return rec.Event >= 0 && o.ruling >= 0 && t.rulings[o.ruling].Event > rec.Event
}

// unconsume: the standing call c is withdrawn or cancelled; the
// obligations it fulfilled or broke are pending again.
func (t *Table) unconsume(c *callRec) {
	for _, o := range c.consumed {
		if o.End == EndFulfilled || o.End == EndBroken || o.End == EndLapsed {
			o.End, o.Detail, o.EndEvent = "", nil, -1
		}
	}
	c.consumed = nil
}

// wouldBreak reports whether rec, replacing c1, breaks an obligation of
// its caller: one pending, or one c1 fulfilled.
func (t *Table) wouldBreak(rec, c1 *callRec) bool {
	check := func(o *oblRec) bool {
		switch o.Kind {
		case MustPassNextTurn, MustPassThroughout:
			return rec.Call != bridge.Pass || rec.BidLevel > 0
		case MustRepeatCall:
			return rec.Call != o.Call || rec.BidLevel > 0
		}
		return false
	}
	for _, o := range t.obls {
		if o.End == "" && o.Seat == rec.Seat && check(o) {
			return true
		}
	}
	for _, o := range c1.consumed {
		if check(o) {
			return true
		}
	}
	return false
}

// endAuctionObligations closes the pass and repeat obligations when the
// auction ends.
func (t *Table) endAuctionObligations() {
	for _, o := range t.obls {
		if o.End != "" || o.Kind == LeadProhibition {
			continue
		}
		if o.Kind == MustPassThroughout {
			t.endObl(o, EndKept, nil, false)
		} else {
			t.endObl(o, EndLapsed, nil, false)
		}
	}
}

// ObligationHistory lists every auction obligation and Law 26B right of
// the board in the order created, each with how it ended.
func (t *Table) ObligationHistory() []ObligationRecord {
	out := make([]ObligationRecord, len(t.obls))
	for i, o := range t.obls {
		out[i] = o.ObligationRecord
	}
	return out
}

// ---- The Director's questions in the auction ----

// ask is a question of the auction and what its answer continues.
type ask struct {
	q        *Question
	rec      *callRec // the call judged (the replacement, the new call)
	prev     *callRec // the call withdrawn or cancelled
	offender bridge.Seat
	turn     bridge.Seat   // Law 30C: the player whose turn it was
	yes, no  bridge.LawRef // Law 23A: the law of each branch
	right    *right26
	// blocking: no call until answered; holdsEnd: the auction cannot end
	// before the answer.
	blocking, holdsEnd bool
	// suits is the answer to a question on TopicSuits (Law 26B): the
	// suits the offender specified.
	suits [4]bool
	// resolve continues the rectification on the answer (yes or no; the
	// suits are in suits): the question's law's file gives it.
	resolve func(t *Table, a *ask, yes bool)
}

// askIn raises ruling r with a question on topic and records what the
// answer continues.
func (t *Table) askIn(r Ruling, a *ask, topic Topic, answers ...AnswerForm) int {
	if len(answers) == 0 {
		answers = []AnswerForm{AnswerYes, AnswerNo}
	}
	r.Question = &Question{Topic: topic, Answers: answers}
	i := t.ruleWith(r)
	a.q = t.rulings[i].Question
	t.asks = append(t.asks, a)
	return i
}

// blockingAsk is the first open question that stops the auction.
func (t *Table) blockingAsk() *ask {
	for _, a := range t.asks {
		if a.blocking && !a.q.Answered {
			return a
		}
	}
	return nil
}

func (t *Table) askFor(q *Question) *ask {
	for _, a := range t.asks {
		if a.q == q {
			return a
		}
	}
	return nil
}

// answerAsk takes the Director's answer to an auction question and
// continues the rectification it decides.
func (t *Table) answerAsk(a *ask, e Answer) {
	q := a.q
	ans := e.word()
	switch {
	case q.Topic == TopicSuits:
		suits, ok := parseSuitList(e.Suits)
		if ans != "suits" || !ok {
			t.unexpected(dt("suits-answer", "q", q.ID))
			return
		}
		a.suits, ans = suits, "suits "+suitWords(suits)
	case ans != "yes" && ans != "no":
		t.unexpected(dt("yes-no", "q", q.ID, "topic", string(q.Topic)))
		return
	}
	q.Answered, q.Answer = true, strings.TrimSpace(string(q.Topic)+" "+ans)
	if q.Topic == TopicSuits {
		q.Answer = ans
	}
	t.rule(Ruling{Kind: KindAnswer, Law: q.Law, Detail: dt("answer", "q", q.ID, "answer", q.Answer)})
	a.resolve(t, a, ans == "yes")
}

// parseSuitList reads "S H", "SH", "none" (or "-").
func parseSuitList(arg string) ([4]bool, bool) {
	var s [4]bool
	arg = strings.TrimSpace(arg)
	if arg == "" {
		return s, false
	}
	if strings.EqualFold(arg, "none") || arg == "-" {
		return s, true
	}
	for _, f := range strings.Fields(arg) {
		for _, r := range f {
			u, err := bridge.ParseSuit(string(r))
			if err != nil {
				return s, false
			}
			s[u] = true
		}
	}
	return s, true
}

// suitWords prints suits as the log writes them: "S H", or "none".
func suitWords(s [4]bool) string {
	var out []string
	for _, u := range bridge.SuitsDown() {
		if s[u] {
			out = append(out, u.String())
		}
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, " ")
}

// ---- End-of-play checks (Laws 23C, 27D, 21B3) ----

type damageCheck struct {
	law      bridge.LawRef
	offender bridge.Seat
	detail   Detail
	raised   bool
}

func (t *Table) addCheck(law bridge.LawRef, offender bridge.Seat, detail Detail) {
	for _, c := range t.checks {
		if c.law == law && c.offender == offender && c.detail.String() == detail.String() {
			return
		}
	}
	t.checks = append(t.checks, &damageCheck{law: law, offender: offender, detail: detail})
}

// awareness: the laws that silence the offender's partner or open Law 26B
// say "Law 72C may apply": the Director checks at the end of play.
func (t *Table) awareness(offender bridge.Seat, law bridge.LawRef) {
	t.addCheck(bridge.Law(72, "C"), offender, dt("law", "law", law.String()))
}

// raiseChecks asks, at the end of play (or of a passed-out auction),
// whether the non-offending side was damaged.
func (t *Table) raiseChecks() {
	t.uiAtEnd()
	t.explainAtEnd()
	for _, c := range t.checks {
		if c.raised {
			continue
		}
		c.raised = true
		k := KindDamageCheck
		if c.law.Law == 72 {
			k = KindAwarenessCheck
		}
		t.rule(Ruling{Kind: k, Law: c.law, Offender: Some(c.offender), Detail: c.detail,
			Question: &Question{Topic: TopicDamage, Answers: []AnswerForm{AnswerNo, AnswerTricks, AnswerScore}}})
	}
}

// flagUI marks a withdrawn or cancelled call as unauthorised information
// for side (Law 16C) and reports it.
func (t *Table) flagUI(c *callRec, side bridge.Side, report bool) {
	c.UI, c.UISide = true, side
	if report {
		t.rule(Ruling{Kind: KindUnauthorised, To: side, Offender: Some(c.Seat),
			Detail: dt("seat-status-call", "seat", c.Seat.String(), "status", c.Status.String(), "call", c.Text())})
	}
}

// liftUI: Law 23B, 27B1: the information is authorised after all.
func liftUI(c *callRec) {
	if c != nil {
		c.UI = false
	}
}
