package laws

import (
	"strconv"

	"bridgelaw/bridge"
)

// ---- Laws 20F, 40B and 75: alerts, questions, explanations and their
// correction; misinformation found after the auction period ----
//
// The opponents are owed the partnership agreement, not a description of
// the hand (Law 75, 40B). A player asks about the opponents' calls (20F1;
// after the final pass, 20F2) and the caller's partner explains. A player
// who finds his own explanation mistaken calls the Director at once (20F4);
// the caller must not correct his partner's explanation during the auction
// (20F5(a)), but must at the first legal opportunity: after the final pass
// when his side declares, at the end of play when it defends (20F5(b)). A
// correction in the auction period lets the misinformed player change his
// last call (21B1, change.go); later, the Director asks at the end of play
// whether the explanation given was the agreement (75: mistaken call, no
// infraction) or not (mistaken explanation: misinformation, and the damage
// question, 21B3, 40B4).
//
// This file holds the events (Alert, Query, Explain, Correct), their kinds
// with their laws, the question topic and the answers' resolve: the places
// "Adding an irregularity" (doc.go) lists.

// The kinds of ruling on explanations.
const (
	KindAlert               Kind = "alert"                     // a call is alerted
	KindQueryAsked          Kind = "question-asked"            // a player asks about the opponents' calls
	KindExplanation         Kind = "explanation"               // the caller's partner explains a call
	KindOwnCorrection       Kind = "own-explanation-corrected" // the explainer corrects his own explanation
	KindPartnerCorrection   Kind = "partner-corrects"          // the caller corrects his partner's explanation in time
	KindCorrectionTooSoon   Kind = "correction-too-soon"       // the caller corrects it too soon: extraneous information for partner
	KindCorrectionLate      Kind = "correction-late"           // the caller corrects it after the opening lead although his side declares
	KindMINoCallSince       Kind = "mi-no-call-since"          // no opponent called after the explanation: nothing to change
	KindAgreementCheck      Kind = "explanation-agreement"     // was the explanation the partnership agreement?
	KindMistakenCall        Kind = "mistaken-call"             // the explanation was the agreement: the call was mistaken, no infraction
	KindMistakenExplanation Kind = "mistaken-explanation"      // the explanation was not the agreement: misinformation
	KindMIDamage            Kind = "mi-damage"                 // was the non-offending side damaged by the misinformation?
)

// TopicAgreement: Law 75: was the explanation given the partnership
// agreement?
const TopicAgreement Topic = "agreement"

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindAlert: bridge.Law(40, "B2"), KindQueryAsked: bridge.Law(20, "F1"), KindExplanation: bridge.Law(20, "F1"),
		KindOwnCorrection: bridge.Law(20, "F4"), KindPartnerCorrection: bridge.Law(20, "F5(b)"),
		KindCorrectionTooSoon: bridge.Law(20, "F5(a)"), KindCorrectionLate: bridge.Law(20, "F5(b)"),
		KindMINoCallSince: bridge.Law(21, "B1(a)"), KindAgreementCheck: bridge.Law(75, "C"),
		KindMistakenCall: bridge.Law(75, "B"), KindMistakenExplanation: bridge.Law(75, "A"), KindMIDamage: bridge.Law(40, "B4"),
	})
	addTopics(TopicAgreement)
	addVerb("alert", verb{parse: parseAboutCall})
	addVerb("question", verb{parse: parseAboutCall})
	addVerb("explain", verb{parse: parseAboutCall, statement: true})
	addVerb("correct", verb{parse: parseAboutCall, statement: true})
}

// Alert: a seat alerts his partner's Call ("alert", Law 40B2: as the
// regulations require).
type Alert struct {
	Head
	Call bridge.Call
}

// Query: a seat asks about the opponents' Call, or about their whole
// auction when All ("question", Law 20F1; after the final pass 20F2).
type Query struct {
	Head
	Call bridge.Call
	All  bool
}

// Explain: a seat explains his partner's Call to the opponents: Text, the
// explanation as given ("explain", Law 20F1).
type Explain struct {
	Head
	Call bridge.Call
	Text string
}

// Correct: a seat corrects the explanation of his side's Call (his own
// explanation, Law 20F4, or his partner's, 20F5), or a missing alert:
// Text, the correct explanation ("correct").
type Correct struct {
	Head
	Call bridge.Call
	Text string
}

// parseAboutCall reads "alert 2D", "question 2D" (or "question" alone),
// "explain 2D \"transfer\"", "correct 2D \"natural\"".
func parseAboutCall(p *eventArgs) (Event, error) {
	word := p.verb.text
	if p.is("question") && len(p.args) == 0 {
		return Query{Head: p.h, All: true}, nil
	}
	if err := p.need(1, "syntax-need-about-call"); err != nil {
		return nil, err
	}
	c, err := bridge.ParseCall(p.args[0].text)
	if err != nil || p.args[0].quoted {
		return nil, p.errAt(p.args[0], dt("syntax-want-about-call"))
	}
	switch {
	case p.is("alert"):
		if err := p.noMore(1); err != nil {
			return nil, err
		}
		return Alert{Head: p.h, Call: c}, nil
	case p.is("question"):
		if err := p.noMore(1); err != nil {
			return nil, err
		}
		return Query{Head: p.h, Call: c}, nil
	}
	if len(p.args) < 2 || !p.args[1].quoted {
		return nil, p.errAfter(p.args[0], dt("syntax-want-explanation", "text", word))
	}
	if err := p.noMore(2); err != nil {
		return nil, err
	}
	if p.is("explain") {
		return Explain{Head: p.h, Call: c, Text: p.args[1].text}, nil
	}
	return Correct{Head: p.h, Call: c, Text: p.args[1].text}, nil
}

// Verb prints "alert".
func (Alert) Verb() string { return "alert" }

// Verb prints "question".
func (Query) Verb() string { return "question" }

// Verb prints "explain".
func (Explain) Verb() string { return "explain" }

// Verb prints "correct".
func (Correct) Verb() string { return "correct" }

func (e Alert) withLine(n int) Event   { e.Line = n; return e }
func (e Query) withLine(n int) Event   { e.Line = n; return e }
func (e Explain) withLine(n int) Event { e.Line = n; return e }
func (e Correct) withLine(n int) Event { e.Line = n; return e }
func (e Alert) format() string         { return e.Actor.String() + " alert " + e.Call.String() }
func (e Query) format() string {
	if e.All {
		return e.Actor.String() + " question"
	}
	return e.Actor.String() + " question " + e.Call.String()
}
func (e Explain) format() string {
	return e.Actor.String() + " explain " + e.Call.String() + " " + strconv.Quote(e.Text)
}
func (e Correct) format() string {
	return e.Actor.String() + " correct " + e.Call.String() + " " + strconv.Quote(e.Text)
}
func (e Alert) check(*Table) error   { return checkAboutCall(e.Head, e.Verb(), e.Call, true) }
func (e Query) check(*Table) error   { return checkAboutCall(e.Head, e.Verb(), e.Call, !e.All) }
func (e Explain) check(*Table) error { return checkAboutCall(e.Head, e.Verb(), e.Call, true) }
func (e Correct) check(*Table) error { return checkAboutCall(e.Head, e.Verb(), e.Call, true) }

// checkAboutCall refuses an alert, question or explanation by a side or
// the Director, or about no call.
func checkAboutCall(h Head, verb string, c bridge.Call, needCall bool) error {
	if _, err := needSeat(h, verb); err != nil {
		return err
	}
	if needCall && !c.Valid() {
		return impossible(dt("impossible-not-call"))
	}
	return nil
}

func (e Alert) apply(t *Table)   { t.onAlert(e) }
func (e Query) apply(t *Table)   { t.onQuery(e) }
func (e Explain) apply(t *Table) { t.onExplain(e) }
func (e Correct) apply(t *Table) { t.onCorrect(e) }

// neutral: these events neither call nor play; the auction may still be
// reopened after them (reopenAuction).
func (Alert) neutral()   {}
func (Query) neutral()   {}
func (Explain) neutral() {}
func (Correct) neutral() {}

// explanation is an explanation given (or a call left unexplained whose
// correction is recorded): the call, the explainer, where it was given,
// and what became of it.
type explanation struct {
	call      *callRec
	by        bridge.Seat
	pos       int // its place in t.order
	corrected bool
	// check75: the Law 75 question waits for the end of play; asked: it
	// was raised.
	check75, asked bool
}

// callBy is the latest call c made by seat, standing or not; nil when
// none.
func (t *Table) callBy(seat bridge.Seat, c bridge.Call) *callRec {
	for i := len(t.calls) - 1; i >= 0; i-- {
		if x := t.calls[i]; x.Seat == seat && x.BidLevel == 0 && x.Call == c && x.Status != CallSkipped {
			return x
		}
	}
	return nil
}

func explainedDetail(c *callRec, text string) Detail {
	return dt("explained", "seat", c.Seat.String(), "call", c.Text(), "quote", strconv.Quote(text))
}

// onAlert: a player alerts his partner's call (40B2).
func (t *Table) onAlert(e Alert) {
	seat, _ := e.Actor.Seat()
	c := t.callBy(seat.Partner(), e.Call)
	if c == nil {
		t.unexpected(dt("no-such-call", "seat", seat.Partner().String(), "call", e.Call.String()))
		return
	}
	t.rule(Ruling{Kind: KindAlert, Offender: Some(seat), Detail: dt("seat-call", "seat", c.Seat.String(), "call", c.Text())})
}

// onQuery: a player asks about the opponents' call or auction (20F1, 20F2).
func (t *Table) onQuery(e Query) {
	seat, _ := e.Actor.Seat()
	d := dt("whole-auction")
	if !e.All {
		c := t.callBy(seat.LHO(), e.Call)
		if c == nil {
			c = t.callBy(seat.RHO(), e.Call)
		}
		if c == nil {
			t.unexpected(dt("no-opponent-call", "call", e.Call.String()))
			return
		}
		d = dt("seat-call", "seat", c.Seat.String(), "call", c.Text())
	}
	law := bridge.Law(20, "F1")
	if t.ph != phaseAuction {
		law = bridge.Law(20, "F2")
	}
	t.rule(Ruling{Kind: KindQueryAsked, Law: law, Offender: Some(seat), Detail: d})
}

// onExplain: the caller's partner explains the call (20F1, 20F2).
func (t *Table) onExplain(e Explain) {
	seat, _ := e.Actor.Seat()
	c := t.callBy(seat.Partner(), e.Call)
	if c == nil {
		t.unexpected(dt("no-such-call", "seat", seat.Partner().String(), "call", e.Call.String()))
		return
	}
	t.explained = append(t.explained, &explanation{call: c, by: seat, pos: len(t.order) - 1})
	law := bridge.Law(20, "F1")
	if t.ph != phaseAuction {
		law = bridge.Law(20, "F2")
	}
	t.rule(Ruling{Kind: KindExplanation, Law: law, Offender: Some(seat), Detail: explainedDetail(c, e.Text)})
}

// explanationOf is the latest explanation of seat's side's call c, made
// one if the call was never explained (a missing alert); nil when the side
// made no such call.
func (t *Table) explanationOf(side bridge.Side, c bridge.Call) *explanation {
	for i := len(t.explained) - 1; i >= 0; i-- {
		if x := t.explained[i]; x.call.Seat.Side() == side && x.call.Call == c && x.call.BidLevel == 0 {
			return x
		}
	}
	var rec *callRec
	for _, s := range side.Seats() {
		if r := t.callBy(s, c); r != nil && (rec == nil || r.Event > rec.Event) {
			rec = r
		}
	}
	if rec == nil {
		return nil
	}
	x := &explanation{call: rec, by: rec.Seat.Partner(), pos: t.posOf(rec.Event)}
	t.explained = append(t.explained, x)
	return x
}

// misinformedSeat is the opponent of the explaining side who called after
// the explanation and whose partner has not called since: the one who may
// change his call (21B1(a)); ok false when none.
func (t *Table) misinformedSeat(x *explanation) (bridge.Seat, bool) {
	for _, w := range x.by.Side().Opponents().Seats() {
		c := t.lastCallBy(w)
		if c != nil && t.posOf(c.Event) > x.pos && !t.partnerCalledSince(c) {
			return w, true
		}
	}
	return 0, false
}

// misinformedTooLate are the opponents of the explaining side who called
// after the explanation and whose partner has called since: misinformed,
// they may no longer change their call (21B1(a)).
func (t *Table) misinformedTooLate(x *explanation) []bridge.Seat {
	var out []bridge.Seat
	for _, w := range x.by.Side().Opponents().Seats() {
		c := t.lastCallBy(w)
		if c != nil && t.posOf(c.Event) > x.pos && t.partnerCalledSince(c) {
			out = append(out, w)
		}
	}
	return out
}

// onCorrect: a player corrects his side's explanation (20F4, 20F5). In the
// auction period the misinformed player may change his call (21B1); later
// the Director asks the Law 75 question at the end of play.
func (t *Table) onCorrect(e Correct) {
	seat, _ := e.Actor.Seat()
	x := t.explanationOf(seat.Side(), e.Call)
	if x == nil {
		t.unexpected(dt("no-such-call", "seat", seat.Partner().String(), "call", e.Call.String()))
		return
	}
	declares := t.hasContract && seat.Side() == t.contract.Side()
	defends := t.hasContract && !declares
	clarification := t.ph != phaseAuction
	if clarification {
		if _, ok := t.misinformedSeat(x); ok && t.reopenAuction() {
			// The log was folded again: find the explanation anew.
			x = t.explanationOf(seat.Side(), e.Call)
		} else {
			clarification = false
		}
	}
	inAuction := t.ph == phaseAuction
	x.corrected = true
	t.faceDownCorrected(seat.Side()) // 47E2(a)
	d := explainedDetail(x.call, e.Text)
	switch {
	case seat == x.by:
		t.rule(Ruling{Kind: KindOwnCorrection, Offender: Some(seat), Detail: d})
	case inAuction && !clarification, defends && !t.playOver():
		// 20F5(a): not during the auction; a defender waits for the end of
		// play. What he said is extraneous information for his partner.
		t.rule(Ruling{Kind: KindCorrectionTooSoon, Offender: Some(seat), Detail: d})
		ep := &uiEpisode{seat: seat, what: dt("correction", "seat", seat.String(), "call", x.call.Text()), pos: len(t.order) - 1,
			inPlay: !inAuction, called: true}
		t.uis = append(t.uis, ep)
	case declares && !inAuction && !clarification:
		t.rule(Ruling{Kind: KindCorrectionLate, Offender: Some(seat), Detail: d})
	default:
		t.rule(Ruling{Kind: KindPartnerCorrection, Offender: Some(seat), Detail: d})
	}
	if inAuction {
		// An opponent who called on the misinformation and whose partner
		// has called since can no longer change his call: the Director
		// judges at the end of play whether his side was damaged (21B3,
		// 40B4); the other may change his (21B1(a)).
		for _, v := range t.misinformedTooLate(x) {
			t.tooLateMI(v, dt("partner-called"))
		}
		w, ok := t.misinformedSeat(x)
		if !ok {
			t.rule(Ruling{Kind: KindMINoCallSince, Offender: Some(x.by), Detail: dt("seat-call", "seat", x.call.Seat.String(), "call", x.call.Text())})
			return
		}
		t.onMisinformed(Misinformed{Head: Head{Actor: ActorDirector, Line: e.Line}, Target: w})
		return
	}
	x.check75 = true
	if t.playOver() {
		t.ask75(x)
	}
}

// explainAtEnd: at the end of play the Law 75 question on every
// explanation corrected after the auction period.
func (t *Table) explainAtEnd() {
	for _, x := range t.explained {
		if x.check75 {
			t.ask75(x)
		}
	}
}

// ask75 asks, once, whether the explanation given was the partnership
// agreement (Law 75C; the Director presumes mistaken explanation, 21B1(b)):
// yes, a mistaken call (75B), no infraction; no, a mistaken explanation
// (75A), and the damage question (21B3, 40B4).
func (t *Table) ask75(x *explanation) {
	if x.asked {
		return
	}
	x.asked = true
	d := dt("seat-call", "seat", x.call.Seat.String(), "call", x.call.Text())
	t.askIn(Ruling{Kind: KindAgreementCheck, Offender: Some(x.by), Detail: d},
		&ask{offender: x.by, resolve: func(t *Table, a *ask, yes bool) {
			if yes {
				t.rule(Ruling{Kind: KindMistakenCall, Offender: Some(x.call.Seat), Detail: d})
				return
			}
			t.rule(Ruling{Kind: KindMistakenExplanation, Offender: Some(x.by), Detail: d})
			t.rule(Ruling{Kind: KindMIDamage, Offender: Some(x.by), Detail: d,
				Question: &Question{Topic: TopicDamage, Answers: []AnswerForm{AnswerNo, AnswerYes, AnswerTricks, AnswerScore}}})
		}}, TopicAgreement)
}
