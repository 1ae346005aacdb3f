package laws

import (
	"strconv"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

// The kinds of ruling on the tricks won (Law 79).
const (
	KindTricksAgreed        Kind = "tricks-agreed"         // both sides agree the tricks won, as the play gives them
	KindTricksAgreedWrongly Kind = "tricks-agreed-wrongly" // both sides agree a number of tricks the play does not give: corrected within the Correction Period?
	KindTricksCorrected     Kind = "tricks-corrected"      // the agreed score is corrected within the Correction Period
	KindTricksAgreedStands  Kind = "tricks-agreed-stands"  // not corrected in time: the agreed score stands
	KindTricksDisputed      Kind = "tricks-disputed"       // the sides do not agree the tricks won: the Director rules what score to record
	KindTricksEstablished   Kind = "tricks-established"    // the Director rules how many tricks declarer won, a finding of fact: the board is scored on them
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindTricksAgreed:        bridge.Law(79, "A1"),
		KindTricksAgreedWrongly: bridge.Law(79, "A2"),
		KindTricksCorrected:     bridge.Law(79, "C1"),
		KindTricksAgreedStands:  bridge.Law(79, "C2"),
		KindTricksDisputed:      bridge.Law(79, "B2"),
		KindTricksEstablished:   bridge.Law(79, "B"),
	})
	addVerb("tricks-agreed", verb{parse: parseTricksAgreed})
}

// TricksAgreed: a side (either member, or a seat for his side) states the
// number of tricks declarer's side won, 0-13, as it agrees the result at
// the end of play ("NS tricks-agreed 9", Law 79A1). The two sides' numbers
// are compared once both have stated one.
type TricksAgreed struct {
	Head
	Tricks int
}

// Verb prints "tricks-agreed".
func (TricksAgreed) Verb() string { return "tricks-agreed" }

func (e TricksAgreed) withLine(n int) Event { e.Line = n; return e }

func (e TricksAgreed) format() string {
	return e.Actor.String() + " tricks-agreed " + strconv.Itoa(e.Tricks)
}

func (e TricksAgreed) check(*Table) error {
	if _, ok := e.Actor.Side(); !ok {
		return impossible(dt("impossible-tricks-agreed-director"))
	}
	if e.Tricks < 0 || e.Tricks > 13 {
		return impossible(dt("impossible-tricks-won"))
	}
	return nil
}

// parseTricksAgreed reads "tricks-agreed N".
func parseTricksAgreed(p *eventArgs) (Event, error) {
	if err := p.need(1, "syntax-need-tricks-agreed"); err != nil {
		return nil, err
	}
	n, err := strconv.Atoi(p.args[0].text)
	if err != nil || n < 0 || n > 13 || len(p.args[0].text) > 2 {
		return nil, p.errAt(p.args[0], dt("syntax-want-tricks-agreed"))
	}
	if err := p.noMore(1); err != nil {
		return nil, err
	}
	return TricksAgreed{Head: p.h, Tricks: n}, nil
}

// agreement79 is the tricks each side stated (said, n), and what the
// Director decided on a wrong agreement.
type agreement79 struct {
	said        [2]bool
	n           [2]int
	agreed      int  // the number both sides agreed, -1 when none
	wrong       bool // agreed, and not what the play gives
	corrected   bool // corrected within the Correction Period (79C1)
	decided     bool // the Director has answered whether it was corrected (79C)
	established int  // the tricks, 0-13, the Director ruled declarer won on a disagreement (79B)
	ruled       bool // established holds the Director's finding
}

// apply: Law 79. Once both sides have stated a number: the same number,
// and the one the play (after Law 64, or a claim) gives, is agreed (79A1);
// the same number the play does not give is agreed wrongly (79A2): the
// Director is asked whether it was corrected within the Correction Period
// (79C1; the score is corrected) or not (79C2; the agreed score stands);
// different numbers are a disagreement (79B): the Director rules what
// score to record, with the tricks the play gives as advice (79B1 after a
// claim or concession, 79B3 after the round ended).
func (e TricksAgreed) apply(t *Table) {
	if t.ph != phaseEnded || !t.hasContract {
		t.unexpected(dt("tricks-agreed-early"))
		return
	}
	sd, _ := e.Actor.Side()
	a := &t.agreement
	a.said[sd], a.n[sd] = true, e.Tricks
	if !a.said[0] || !a.said[1] {
		return
	}
	played := t.tableResult().DeclarerTricks
	if a.n[0] != a.n[1] {
		a.agreed, a.wrong, a.ruled = -1, false, false
		r := Ruling{Kind: KindTricksDisputed, Detail: dt("tricks-stated", "count", strconv.Itoa(a.n[bridge.NorthSouth]), "n", strconv.Itoa(a.n[bridge.EastWest]))}
		r.Law = t.agreementLaw()
		r.Question = &Question{Answers: []AnswerForm{AnswerTricks, AnswerScore, AnswerAdjust}, Advice: dt("declarer-tricks-played", "count", strconv.Itoa(played))}
		t.rule(r)
		return
	}
	a.agreed, a.ruled = a.n[0], false
	if a.agreed == played {
		a.wrong = false
		t.rule(Ruling{Kind: KindTricksAgreed, Detail: dt("declarer-tricks", "count", strconv.Itoa(played))})
		return
	}
	a.wrong, a.corrected, a.decided = true, false, false
	t.askIn(Ruling{Kind: KindTricksAgreedWrongly, Detail: dt("tricks-agreed-played", "count", strconv.Itoa(a.agreed), "n", strconv.Itoa(played))},
		&ask{resolve: (*Table).tricksCorrection}, TopicCorrected)
}

// tricksCorrection: the Director's answer whether the wrong agreement was
// corrected within the Correction Period.
func (t *Table) tricksCorrection(_ *ask, yes bool) {
	t.agreement.corrected, t.agreement.decided = yes, true
	if yes {
		t.rule(Ruling{Kind: KindTricksCorrected})
		return
	}
	t.rule(Ruling{Kind: KindTricksAgreedStands, Detail: dt("declarer-tricks", "count", strconv.Itoa(t.agreement.agreed))})
}

// establishTricks: the Director's answer "tricks N" to a disagreement on
// the tricks won (79B). How many tricks were won is a question of fact the
// Director decides (Law 85A), not an adjusted score (Law 12C): the board
// is scored on n, 0-13.
func (t *Table) establishTricks(n int) {
	t.agreement.established, t.agreement.ruled = n, true
	t.rule(Ruling{Kind: KindTricksEstablished, Law: t.agreementLaw(), Detail: dt("declarer-tricks", "count", strconv.Itoa(n))})
}

// agreementLaw is the section of Law 79B the disagreement was ruled under
// (79B1 after a claim, 79B3 after the round, else 79B2).
func (t *Table) agreementLaw() bridge.LawRef {
	switch {
	case t.claim != nil:
		return bridge.Law(79, "B1")
	case t.roundEnded:
		return bridge.Law(79, "B3")
	}
	return bridge.Law(79, "B2")
}

// apply79 scores res on the tricks the Director established on a
// disagreement (79B), or on the tricks agreed wrongly when they were not
// corrected (Law 79C2: the agreed score stands); while the Director has
// not answered, the play's count is kept, pending his answer.
func (t *Table) apply79(res *Result) {
	a := t.agreement
	if a.ruled && res.Ended && !res.Assigned {
		res.DeclarerTricks = a.established
		if ns, err := score.Score(t.contract, t.setup.Vulnerability, a.established); err == nil {
			res.ScoreNS, res.Scored = ns, true
		}
		return
	}
	if !a.wrong || !a.decided || a.corrected || a.agreed < 0 || !res.Ended || res.Assigned {
		return
	}
	res.DeclarerTricks = a.agreed
	if ns, err := score.Score(t.contract, t.setup.Vulnerability, a.agreed); err == nil {
		res.ScoreNS, res.Scored = ns, true
	}
}
