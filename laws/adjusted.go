package laws

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

// The Director's adjusted score (Law 12C) and procedural penalty (Law 90),
// recorded at any moment of the board ("director adjust", "director
// penalty"), or given as his answer to a question that may end in an
// adjusted score ("director adjust Q2 ..."). The scoring types are package
// score's: each side's award is a score.Award, each penalty a
// score.Penalty.

// The kinds of ruling of the Director's adjusted scores and penalties;
// KindAdjustedScore (ruling.go) is the assigned adjusted score, its law
// made precise by the ruling (12C1(b) one result, 12C1(c) weighted,
// 12C1(e) different results for the two sides).
const (
	KindArtificialScore   Kind = "artificial-score"   // artificial adjusted scores: average plus, average, average minus
	KindProceduralPenalty Kind = "procedural-penalty" // a procedural penalty to one side
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindArtificialScore:   score.LawArtificial, // Law 12C2
		KindProceduralPenalty: score.LawProcedural, // Law 90
	})
	addVerb("adjust", verb{parse: parseAdjust})
	addVerb("penalty", verb{parse: parsePenalty})
}

// AssignedResult is one result the Director assigns (Law 12C1(b)): a
// contract with its declarer (or a passed-out board) and declarer's
// tricks, 0-13, with its weight as a whole percentage, 1-100 (100 for a
// result given alone; the weights of one side's results add up to 100,
// Law 12C1(c)).
type AssignedResult struct {
	Percent  int
	Contract bridge.Contract // passed out: IsPassedOut, Tricks 0
	Tricks   int
}

// Score is the result's score for North-South (Law 77) with vulnerability
// v; an error for an invalid contract or tricks outside 0-13.
func (r AssignedResult) Score(v bridge.Vulnerability) (int, error) {
	if r.Contract.IsPassedOut() {
		return 0, nil
	}
	return score.Score(r.Contract, v, r.Tricks)
}

// text is the result as the log writes it: "4SX S 8", "Pass", with its
// weight "60% 4S S 11" when weighted.
func (r AssignedResult) text(weighted bool) string {
	s := "Pass"
	if !r.Contract.IsPassedOut() {
		s = r.Contract.StringBy() + " " + strconv.Itoa(r.Tricks)
	}
	if weighted {
		s = strconv.Itoa(r.Percent) + "% " + s
	}
	return s
}

// SideAward is what the Director gives one side: assigned results (Law
// 12C1(b), weighted 12C1(c)), or, when Results is empty, an artificial
// adjusted score (Law 12C2(a)): score.AveragePlus, score.Average or
// score.AverageMinus.
type SideAward struct {
	Results    []AssignedResult
	Artificial score.Artificial
}

// Award is the side's award as package score scores it (points from
// North-South's view, Law 77, with vulnerability v; weights 0-1). Errors:
// an invalid contract or tricks, weights that do not add up to 100%
// (score.ErrWeights), no result and no artificial score (score.ErrAward).
func (a SideAward) Award(v bridge.Vulnerability) (score.Award, error) {
	if len(a.Results) == 0 {
		aw := score.Award{Artificial: a.Artificial}
		switch a.Artificial {
		case score.AveragePlus, score.Average, score.AverageMinus:
			return aw, nil
		}
		return aw, fmt.Errorf("%w: want A+, A or A-", score.ErrAward)
	}
	aw := score.Award{Assigned: true}
	for _, r := range a.Results {
		s, err := r.Score(v)
		if err != nil {
			return score.Award{}, err
		}
		aw.Scores = append(aw.Scores, score.Weighted{Weight: float64(r.Percent) / 100, Score: s})
	}
	return aw, aw.Check()
}

// weighted reports whether the award has several results.
func (a SideAward) weighted() bool { return len(a.Results) > 1 }

// text is the award as the log writes it: "4S S 10", "60% 4S S 11 40% 4S
// S 9", "A+".
func (a SideAward) text() string {
	if len(a.Results) == 0 {
		return a.Artificial.String()
	}
	parts := make([]string, len(a.Results))
	for i, r := range a.Results {
		parts[i] = r.text(a.weighted())
	}
	return strings.Join(parts, " ")
}

// equal reports whether a and b give the same.
func (a SideAward) equal(b SideAward) bool { return a.text() == b.text() }

// AdjustForm says which adjusted score the Director gave: the word of the
// JSON output.
type AdjustForm string

// The forms of the Director's adjusted score.
const (
	// AdjustAssigned: one assigned result for both sides (Law 12C1(b)).
	AdjustAssigned AdjustForm = "assigned"
	// AdjustWeighted: several results with their weights, the same for
	// both sides (Law 12C1(c)).
	AdjustWeighted AdjustForm = "weighted"
	// AdjustSplit: a different assigned score for each side (Law
	// 12C1(e)), one of them possibly artificial.
	AdjustSplit AdjustForm = "split"
	// AdjustArtificial: artificial adjusted scores for both sides (Law
	// 12C2(a); they need not balance).
	AdjustArtificial AdjustForm = "artificial"
)

// Adjust: the Director gives an adjusted score ("director adjust"): NS and
// EW, what each side is given (the same award twice unless the log gives
// each side its own). Ref names the question it answers ("Q2", "64C"),
// "" when he adjusts on his own initiative (Law 12A); Topic, when the log
// repeats it after Ref as "director answer" allows ("director adjust Q3
// damage 4H W ="), the question's topic, checked against it. A later
// Adjust replaces an earlier one.
type Adjust struct {
	Head
	Ref    string
	Topic  Topic
	NS, EW SideAward
}

// Verb prints "adjust".
func (Adjust) Verb() string { return "adjust" }

func (e Adjust) withLine(n int) Event { e.Line = n; return e }

func (e Adjust) format() string {
	s := e.Actor.String() + " adjust "
	if e.Ref != "" {
		s += e.Ref + " "
	}
	if e.Topic != "" {
		s += string(e.Topic) + " "
	}
	if e.NS.equal(e.EW) {
		return s + e.NS.text()
	}
	return s + "NS " + e.NS.text() + " EW " + e.EW.text()
}

// Form is the form of the adjusted score.
func (e Adjust) Form() AdjustForm {
	switch {
	case !e.NS.equal(e.EW) && (len(e.NS.Results) > 0 || len(e.EW.Results) > 0):
		return AdjustSplit
	case len(e.NS.Results) == 0:
		return AdjustArtificial
	case e.NS.weighted():
		return AdjustWeighted
	}
	return AdjustAssigned
}

// Law is the law of the form: Law 12C1(b), 12C1(c), 12C1(e) or 12C2.
func (f AdjustForm) Law() bridge.LawRef {
	switch f {
	case AdjustAssigned:
		return bridge.Law(12, "C1(b)")
	case AdjustWeighted:
		return bridge.Law(12, "C1(c)")
	case AdjustSplit:
		return bridge.Law(12, "C1(e)")
	}
	return score.LawArtificial
}

func (e Adjust) check(t *Table) error {
	if e.Actor != ActorDirector {
		return impossible(dt("impossible-adjust-not-director"))
	}
	for _, a := range []SideAward{e.NS, e.EW} {
		if why := a.valid(); why != nil {
			return impossible(why)
		}
	}
	return nil
}

// valid checks the award's form: weights 1-100 adding up to 100, valid
// contracts with tricks 0-13 (0 for a passed-out board), or an average.
func (a SideAward) valid() Detail {
	if len(a.Results) == 0 {
		switch a.Artificial {
		case score.AveragePlus, score.Average, score.AverageMinus:
			return nil
		}
		return dt("impossible-award-none")
	}
	if a.Artificial != score.NotArtificial {
		return dt("impossible-award-both")
	}
	sum := 0
	for _, r := range a.Results {
		if r.Percent < 1 || r.Percent > 100 {
			return dt("impossible-award-weight", "n", strconv.Itoa(r.Percent))
		}
		sum += r.Percent
		if r.Contract.IsPassedOut() {
			if r.Tricks != 0 || r.Contract != bridge.PassedOut {
				return dt("impossible-award-passed-out")
			}
			continue
		}
		if !r.Contract.Valid() || r.Tricks < 0 || r.Tricks > 13 {
			return dt("impossible-award-result", "text", r.text(false))
		}
	}
	_ = sum // weights not adding up to 100 are ruled when applied (weightSum)
	return nil
}

// weightSum is the sum of the award's weights, 100 for an artificial
// score (Law 12C1(c): the weights of one side's results add up to 100).
func (a SideAward) weightSum() int {
	if len(a.Results) == 0 {
		return 100
	}
	sum := 0
	for _, r := range a.Results {
		sum += r.Percent
	}
	return sum
}

func (e Adjust) apply(t *Table) { t.onAdjust(e) }

// adjustRec is the adjusted score in force: the event, and its ruling.
type adjustRec struct {
	e      Adjust
	ruling int // the index of its ruling
}

// onAdjust: the Director's adjusted score, as his answer to a question
// that may end in one (it offers score N), or on his own initiative. It
// replaces any earlier adjusted score.
func (t *Table) onAdjust(e Adjust) {
	for _, sa := range []struct {
		side  bridge.Side
		award SideAward
	}{{bridge.NorthSouth, e.NS}, {bridge.EastWest, e.EW}} {
		if n := sa.award.weightSum(); n != 100 {
			// A line that reads but cannot be an award: ignored, the
			// rest of the log ruled (docs/table-log.md).
			t.unexpected(dt("adjust-weights", "side", sa.side.String(), "n", strconv.Itoa(n)))
			return
		}
	}
	if e.Ref == "" {
		e.Ref = t.dueAdjustment() // the score owed after a damage question answered yes
	}
	if e.Ref != "" {
		q, _ := t.findQuestion(e.Ref)
		if q == nil {
			t.noOpenQuestion(e.Ref)
			return
		}
		if e.Topic != "" && e.Topic != q.Topic {
			t.unexpected(dt("not-about", "q", q.ID, "text", string(e.Topic), "law", q.Law.String()))
			return
		}
		if !acceptsAdjust(q) || t.askFor(q) != nil || q.Kind == KindClaimContested {
			t.unexpected(dt("no-adjust-answer", "q", q.ID, "law", q.Law.String(), "text", strings.Join(q.AnswerTexts(), ", ")))
			return
		}
		q.Answered, q.Answer = true, "adjust "+strings.TrimPrefix(FormatEvent(Adjust{Head: Head{Actor: ActorDirector}, NS: e.NS, EW: e.EW}), "director adjust ")
		t.rule(Ruling{Kind: KindAnswer, Law: q.Law, Detail: dt("answer", "q", q.ID, "answer", q.Answer)})
	}
	form := e.Form()
	var d Detail
	if t.adjusted != nil {
		d = dt("replaces-adjusted")
	}
	kind := KindAdjustedScore
	if form == AdjustArtificial {
		kind = KindArtificialScore
	}
	switch {
	case form == AdjustSplit || form == AdjustArtificial && e.NS.Artificial != e.EW.Artificial:
		d = d.and(t.awardDetail(e.NS, bridge.NorthSouth, true)).and(t.awardDetail(e.EW, bridge.EastWest, true))
	default:
		d = d.and(t.awardDetail(e.NS, bridge.NorthSouth, false))
	}
	i := t.rule(Ruling{Kind: kind, Law: form.Law(), Detail: d})
	t.adjusted = &adjustRec{e: e, ruling: i}
}

// acceptsAdjust reports whether question q may be answered with an
// adjusted score: it offers one, or an assigned score.
func acceptsAdjust(q *Question) bool {
	for _, a := range q.Answers {
		if a == AnswerScore || a == AnswerAdjust {
			return true
		}
	}
	return false
}

// awardDetail is the detail of award a: for side sd when perSide (the
// sides are given different awards), for both sides otherwise.
func (t *Table) awardDetail(a SideAward, sd bridge.Side, perSide bool) Detail {
	var d Detail
	if perSide {
		d = dt("for-side", "side", sd.String())
	}
	if len(a.Results) == 0 {
		return d.and(dt(artificialKey(a.Artificial)))
	}
	for _, r := range a.Results {
		s, _ := r.Score(t.setup.Vulnerability)
		switch {
		case r.Contract.IsPassedOut() && a.weighted():
			d = d.and(dt("weighted-passed-out", "n", strconv.Itoa(r.Percent)))
		case r.Contract.IsPassedOut():
			d = d.and(dt("assigned-passed-out"))
		case a.weighted():
			d = d.and(dt("weighted-result", "n", strconv.Itoa(r.Percent), "contract", r.Contract.String(), "seat", r.Contract.Declarer.String(),
				"count", strconv.Itoa(r.Tricks), "score", strconv.Itoa(s)))
		default:
			d = d.and(dt("assigned-result", "contract", r.Contract.String(), "seat", r.Contract.Declarer.String(),
				"count", strconv.Itoa(r.Tricks), "score", strconv.Itoa(s)))
		}
	}
	return d
}

// artificialKey is the detail key of an artificial adjusted score.
func artificialKey(a score.Artificial) string {
	switch a {
	case score.AveragePlus:
		return "average-plus"
	case score.AverageMinus:
		return "average-minus"
	}
	return "average"
}

// ProceduralPenalty is a procedural penalty (Law 90) the Director gives
// one side: the amount and unit of package score (Law 90), and the law
// of the infraction it penalises (Law 74B1), zero when not given.
type ProceduralPenalty struct {
	Side bridge.Side
	score.Penalty
	Infraction bridge.LawRef
}

// Penalty: the Director gives Side a procedural penalty ("director
// penalty EW 25% 74B1"): Amount in Unit (score.ParsePenalty's forms:
// "10%" of a top, "2mp", "3imp", "1vp"), for the infraction of law
// Infraction (zero when not given).
type Penalty struct {
	Head
	Side       bridge.Side
	Amount     score.Penalty
	Infraction bridge.LawRef
}

// Verb prints "penalty".
func (Penalty) Verb() string { return "penalty" }

func (e Penalty) withLine(n int) Event { e.Line = n; return e }

func (e Penalty) format() string {
	s := e.Actor.String() + " penalty " + e.Side.String() + " " + e.Amount.Mark()
	if !e.Infraction.IsZero() {
		s += " " + strings.TrimPrefix(e.Infraction.String(), "Law ")
	}
	return s
}

// penaltyKey is the detail key of a penalty's unit.
func penaltyKey(p score.Penalty) string {
	switch p.Unit {
	case score.MatchpointsUnit:
		return "procedural-mp"
	case score.IMPsUnit:
		return "procedural-imp"
	case score.VPsUnit:
		return "procedural-vp"
	}
	return "procedural-percent"
}

func (e Penalty) check(*Table) error {
	if e.Actor != ActorDirector {
		return impossible(dt("impossible-penalty-not-director"))
	}
	if !(e.Amount.Amount > 0) || math.IsInf(e.Amount.Amount, 0) || !e.Infraction.Valid() || e.Side > bridge.EastWest {
		return impossible(dt("impossible-penalty-form"))
	}
	return nil
}

func (e Penalty) apply(t *Table) {
	if max := score.MaxPenalty(e.Amount.Unit); e.Amount.Amount > max {
		// A slip (1000% for 10.00%): ignored with its reason, the rest of
		// the log ruled (docs/table-log.md).
		t.unexpected(dt("penalty-over", "text", e.Amount.Mark(), "text2", score.Penalty{Amount: max, Unit: e.Amount.Unit}.Mark()))
		return
	}
	p := ProceduralPenalty{Side: e.Side, Penalty: e.Amount, Infraction: e.Infraction}
	p.Law = score.LawProcedural
	t.penalties = append(t.penalties, p)
	d := dt(penaltyKey(e.Amount), "side", e.Side.String(), "text", strconv.FormatFloat(e.Amount.Amount, 'f', -1, 64))
	if !e.Infraction.IsZero() {
		d = d.and(dt("for-infraction", "law", e.Infraction.String()))
	}
	t.rule(Ruling{Kind: KindProceduralPenalty, Detail: d})
}

// questionRef is a question's id ("Q2") as the log writes it.
var questionRef = regexp.MustCompile(`^[Qq][0-9]+$`)

// parseAdjust reads "adjust [REF] AWARD" or "adjust [REF] NS AWARD EW
// AWARD" (docs/table-log.md): REF a question ("Q2", "64C"), AWARD one
// result "4S S 10" ("CONTRACT DECLARER TRICKS", tricks also =, +1, -2;
// "Pass"), weighted results "60% 4S S 11 40% 4S S 9", or A+, A, A-.
func parseAdjust(p *eventArgs) (Event, error) {
	if err := p.need(1, "syntax-need-adjust"); err != nil {
		return nil, err
	}
	e := Adjust{Head: p.h}
	args := p.args
	if isQuestionRef(args[0].text) {
		e.Ref, args = args[0].text, args[1:]
		if len(args) == 0 {
			return nil, p.errAfter(p.args[0], dt("syntax-adjust-after", "text", e.Ref))
		}
		for _, tp := range topics { // the question's topic, as in "director answer Q3 damage yes"
			if strings.EqualFold(args[0].text, string(tp)) && tp != TopicSuits {
				e.Topic, args = tp, args[1:]
				if len(args) == 0 {
					return nil, p.errAfter(p.args[1], dt("syntax-adjust-after", "text", string(tp)))
				}
				break
			}
		}
		if e.Topic == "" && !awardStart(args[0].text) {
			var names []string
			for _, tp := range topics {
				if tp != TopicSuits {
					names = append(names, string(tp))
				}
			}
			return nil, p.errAt(args[0], dt("syntax-adjust-or-topic", "quote", strconv.Quote(args[0].text), "text", strings.Join(names, ", ")))
		}
	}
	if _, err := bridge.ParseSide(args[0].text); err == nil {
		if !strings.EqualFold(args[0].text, "NS") {
			return nil, p.errAt(args[0], dt("syntax-ns-first"))
		}
		ew := -1
		for i, a := range args {
			if strings.EqualFold(a.text, "EW") {
				ew = i
				break
			}
		}
		if ew < 0 {
			return nil, p.errAfter(args[len(args)-1], dt("syntax-ew-after"))
		}
		var err error
		if e.NS, err = p.sideAward(args[1:ew], args[0]); err != nil {
			return nil, err
		}
		if e.EW, err = p.sideAward(args[ew+1:], args[ew]); err != nil {
			return nil, err
		}
		return e, nil
	}
	a, err := p.sideAward(args, p.verb)
	if err != nil {
		return nil, err
	}
	e.NS, e.EW = a, a
	return e, nil
}

// awardStart reports whether s can begin an adjusted score: a side, a
// weight, a contract, Pass or an artificial score.
func awardStart(s string) bool {
	if _, err := bridge.ParseSide(s); err == nil || strings.HasSuffix(s, "%") || strings.EqualFold(s, "pass") {
		return true
	}
	if _, err := bridge.ParseContract(s, bridge.North); err == nil {
		return true
	}
	_, err := score.ParseArtificial(s)
	return err == nil
}

// isQuestionRef reports whether s names a question ("Q2", or a law such
// as "64C" or "Law70") rather than a contract.
func isQuestionRef(s string) bool {
	if questionRef.MatchString(s) {
		return true
	}
	if _, err := bridge.ParseContract(s, bridge.North); err == nil {
		return false
	}
	if s == "" || !(s[0] >= '0' && s[0] <= '9' || strings.HasPrefix(strings.ToLower(s), "law")) {
		return false
	}
	_, err := bridge.ParseLawRef(s)
	return err == nil
}

// sideAward reads one side's award from args; after is the token before
// them, for the error's column.
func (p *eventArgs) sideAward(args []token, after token) (SideAward, error) {
	if len(args) == 0 {
		return SideAward{}, p.errAfter(after, dt("syntax-side-award-after", "text", after.text))
	}
	if a, err := score.ParseArtificial(args[0].text); err == nil && len(args) == 1 {
		switch a.Artificial {
		case score.AveragePlus, score.Average, score.AverageMinus:
			return SideAward{Artificial: a.Artificial}, nil
		}
		if !strings.HasSuffix(args[0].text, "%") {
			return SideAward{}, p.errAt(args[0], dt("syntax-want-average"))
		}
	}
	var out SideAward
	sum := 0
	for i := 0; i < len(args); {
		r := AssignedResult{Percent: 100}
		if w, ok := strings.CutSuffix(args[i].text, "%"); ok {
			n, err := strconv.Atoi(w)
			if err != nil || n < 1 || n > 100 {
				return out, p.errAt(args[i], dt("syntax-want-weight"))
			}
			r.Percent, i = n, i+1
			if i == len(args) {
				return out, p.errAfter(args[i-1], dt("syntax-result-after-weight"))
			}
		} else if i > 0 {
			if out.Results[0].Percent == 100 { // one result read, without a weight
				return out, p.errAt(args[i], dt("syntax-weight-each", "quote", strconv.Quote(args[i].text), "text", out.Results[0].text(false)))
			}
			return out, p.errAt(args[i], dt("syntax-weight-before"))
		}
		if strings.EqualFold(args[i].text, "pass") {
			r.Contract, i = bridge.PassedOut, i+1
		} else {
			if i+2 >= len(args) {
				return out, p.errAfter(args[len(args)-1], dt("syntax-want-result"))
			}
			decl, err := bridge.ParseSeat(args[i+1].text)
			if err != nil {
				return out, p.errAt(args[i+1], dt("syntax-want-declarer"))
			}
			c, err := bridge.ParseContract(args[i].text, decl)
			if err != nil || c.IsPassedOut() {
				return out, p.errAt(args[i], dt("syntax-want-contract"))
			}
			tricks, ok := trickCount(args[i+2].text, c)
			if !ok {
				return out, p.errAt(args[i+2], dt("syntax-want-result-tricks"))
			}
			r.Contract, r.Tricks, i = c, tricks, i+3
		}
		sum += r.Percent
		out.Results = append(out.Results, r)
	}
	_ = sum // weights not adding up to 100 are ignored with their reason when applied (onAdjust)
	if len(out.Results) == 1 && strings.HasSuffix(args[0].text, "%") {
		return out, p.errAt(args[0], dt("syntax-single-no-weight"))
	}
	return out, nil
}

// trickCount reads declarer's tricks for contract c: 0-13, "=", "+1",
// "-2".
func trickCount(s string, c bridge.Contract) (int, bool) {
	switch {
	case s == "=":
		return c.Target(), true
	case strings.HasPrefix(s, "+") || strings.HasPrefix(s, "-"):
		n, err := strconv.Atoi(s)
		if err != nil || n == 0 || c.Target()+n < 0 || c.Target()+n > 13 {
			return 0, false
		}
		return c.Target() + n, true
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 13 || len(s) > 2 {
		return 0, false
	}
	return n, true
}

// overPenalty reads a penalty amount above score.MaxPenalty ("150%",
// "200imp"): a number, finite and above 0, with its unit; false for any
// other text.
func overPenalty(text string) (score.Penalty, bool) {
	s := strings.ToLower(strings.Join(strings.Fields(text), ""))
	for _, u := range []struct {
		suffix string
		unit   score.PenaltyUnit
	}{{"%", score.PercentOfTop}, {"imps", score.IMPsUnit}, {"imp", score.IMPsUnit}, {"mps", score.MatchpointsUnit}, {"mp", score.MatchpointsUnit}, {"vps", score.VPsUnit}, {"vp", score.VPsUnit}} {
		if n, ok := strings.CutSuffix(s, u.suffix); ok {
			v, err := strconv.ParseFloat(n, 64)
			if err != nil || !(v > score.MaxPenalty(u.unit)) || math.IsInf(v, 0) {
				return score.Penalty{}, false
			}
			return score.Penalty{Amount: v, Unit: u.unit, Law: score.LawProcedural}, true
		}
	}
	return score.Penalty{}, false
}

// parsePenalty reads "penalty SIDE AMOUNT [LAW]": "penalty EW 25% 74B1",
// "penalty NS 3imp".
func parsePenalty(p *eventArgs) (Event, error) {
	if err := p.need(2, "syntax-need-penalty"); err != nil {
		return nil, err
	}
	e := Penalty{Head: p.h}
	sd, err := bridge.ParseSide(p.args[0].text)
	if err != nil {
		return nil, p.errAt(p.args[0], dt("syntax-want-side-penalised"))
	}
	e.Side = sd
	amt, err := score.ParsePenalty(p.args[1].text)
	if over, ok := overPenalty(p.args[1].text); ok && errors.Is(err, score.ErrPenaltyAmount) {
		amt, err = over, nil // above score.MaxPenalty: ignored with its reason when applied
	}
	if errors.Is(err, score.ErrPenaltyAmount) { // the bounds are score.MaxPenalty's
		return nil, p.errAt(p.args[1], dt("syntax-penalty-range", "text", strings.TrimPrefix(strings.TrimPrefix(err.Error(), score.ErrPenaltyAmount.Error()), ": ")))
	}
	if err != nil || strings.HasPrefix(strings.TrimSpace(p.args[1].text), "-") || !(amt.Amount > 0) {
		return nil, p.errAt(p.args[1], dt("syntax-want-penalty-amount"))
	}
	e.Amount = score.Penalty{Amount: amt.Amount, Unit: amt.Unit}
	if len(p.args) > 2 {
		lr, err := bridge.ParseLawRef(p.args[2].text)
		if err != nil || lr.IsZero() || !lr.Valid() {
			return nil, p.errAt(p.args[2], dt("syntax-want-infraction-law"))
		}
		e.Infraction = lr
	}
	if err := p.noMore(3); err != nil {
		return nil, err
	}
	return e, nil
}

// applyAdjusted completes res with the Director's adjusted score and
// procedural penalties: one assigned result for both sides is the score
// (ScoreNS, Assigned; declarer's tricks too when it is the contract
// played); any other adjusted score leaves the table's score beside it
// and Adjusted says it replaces it.
func (t *Table) applyAdjusted(res *Result) {
	res.Penalties = append([]ProceduralPenalty(nil), t.penalties...)
	a := t.adjusted
	if a == nil {
		return
	}
	e := a.e
	ns, err1 := e.NS.Award(t.setup.Vulnerability)
	ew, err2 := e.EW.Award(t.setup.Vulnerability)
	if err1 != nil || err2 != nil {
		return // check refused such an event
	}
	res.Adjusted = &AdjustedScore{Form: e.Form(), Law: e.Form().Law(), NS: e.NS, EW: e.EW, AwardNS: ns, AwardEW: ew, Ruling: t.rulings[a.ruling].Seq}
	if res.Adjusted.Form == AdjustAssigned {
		r := e.NS.Results[0]
		res.ScoreNS, res.Scored, res.Assigned = ns.Scores[0].Score, true, true
		if res.HasContract && r.Contract == res.Contract {
			res.DeclarerTricks = r.Tricks
		}
	}
}

// AdjustedScore is the Director's adjusted score on the board (Law 12C),
// which replaces the table result: its form and law, what each side is
// given as the log wrote it (NS, EW: equal unless split) and as package
// score scores it (AwardNS, AwardEW: points from North-South's view), and
// the Seq of its ruling.
type AdjustedScore struct {
	Form             AdjustForm
	Law              bridge.LawRef
	NS, EW           SideAward
	AwardNS, AwardEW score.Award
	Ruling           int
}

// KindAdjustmentDue: the Director answered yes to a damage question (Law
// 16B3, 21B3, 40B4, 73E2): he owes the adjusted score (Law 12C1), the
// question this ruling asks, answered with "director adjust" (with or
// without its id) or an assigned score.
const (
	KindAdjustmentDue Kind = "adjusted-score-due" // the Director owes the adjusted score
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{KindAdjustmentDue: bridge.Law(12, "C1")})
}

// adjustmentDue: q, a question on damage (or on a false inference, 73E2)
// that may end in an adjusted score, was answered yes: the Director now
// owes that score, an open question of q's law until he gives it.
func (t *Table) adjustmentDue(q *Question) {
	if q.Topic != TopicDamage && q.Topic != TopicMisled || !acceptsAdjust(q) {
		return
	}
	t.rule(Ruling{Kind: KindAdjustmentDue, Law: q.Law, Question: &Question{Answers: []AnswerForm{AnswerAdjust, AnswerScore}}})
}

// dueAdjustment is the id of the oldest adjusted score still owed after a
// damage question answered yes, "" when none: a "director adjust" without
// a question's id answers it.
func (t *Table) dueAdjustment() string {
	for _, r := range t.rulings {
		if r.Kind == KindAdjustmentDue && r.Question != nil && !r.Question.Answered {
			return r.Question.ID
		}
	}
	return ""
}
