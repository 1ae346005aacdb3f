package score

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// Artificial is the kind of an artificial adjusted score (Law 12C2), given
// when no result can be obtained on a board, for one side according to its
// responsibility. The zero value is NotArtificial.
type Artificial int8

const (
	// NotArtificial: the side is scored on a table result or an assigned
	// adjusted score.
	NotArtificial Artificial = iota
	// AverageMinus: at most 40% of the matchpoints, or -3 IMPs, to a
	// contestant directly at fault (Law 12C2(a), 12C2(b) and Law 86A).
	AverageMinus
	// Average: 50%, or 0 IMPs, to a contestant only partly at fault.
	Average
	// AveragePlus: at least 60%, or +3 IMPs, to a contestant in no way at
	// fault.
	AveragePlus
	// FixedPercent: a percentage of the top set by the Director or by a
	// regulation (Award.Value), e.g. the 65%/55% of the EBU small fouled
	// groups or a Tournament Organiser's variation (Law 12C2(d)).
	FixedPercent
	// FixedIMPs: a number of IMPs set by the Director or by a regulation
	// (Award.Value), e.g. a TO's variation of +-3 IMPs (Law 86A).
	FixedIMPs
)

// LawArtificial is the law of the artificial adjusted scores: Law 12C2.
var LawArtificial = bridge.Law(12, "C2")

// Percent is the percentage of the top (0-100) that the artificial score
// gives in matchpoints before Law 12C2(c): 40, 50 or 60; value for
// FixedPercent; 50 for FixedIMPs and NotArtificial (no meaning there).
func (a Artificial) Percent(value float64) float64 {
	switch a {
	case AverageMinus:
		return 40
	case AveragePlus:
		return 60
	case FixedPercent:
		return value
	}
	return 50
}

// IMPs is the IMP value of the artificial score in IMP scorings (Law
// 12C2(b), Law 86A): -3, 0 or +3; value for FixedIMPs; for FixedPercent the
// percentage mapped linearly onto that range (60% is +3, 40% is -3).
func (a Artificial) IMPs(value float64) float64 {
	switch a {
	case AverageMinus:
		return -3
	case AveragePlus:
		return 3
	case FixedIMPs:
		return value
	case FixedPercent:
		return (value - 50) * 3 / 10
	}
	return 0
}

// String prints the usual travellers' marks: "A-", "A", "A+"; "60%" or
// "+2 IMP" for fixed values (see Award.Label); "" for NotArtificial.
func (a Artificial) String() string {
	switch a {
	case AverageMinus:
		return "A-"
	case Average:
		return "A"
	case AveragePlus:
		return "A+"
	case FixedPercent:
		return "%"
	case FixedIMPs:
		return "IMP"
	}
	return ""
}

// SessionPercent applies Law 12C2(c) to an artificial score in matchpoints:
// a contestant given average plus whose percentage on the other boards of
// the session (session, 0-100) exceeds 60% gets that percentage instead; one
// given average minus whose session is below 40% gets its session
// percentage. Other kinds keep Percent(value).
func (a Artificial) SessionPercent(value, session float64) float64 {
	return a.session(a.Percent(value), session)
}

// session is Law 12C2(c): own replaces base when better for average plus,
// worse for average minus.
func (a Artificial) session(base, own float64) float64 {
	switch a {
	case AveragePlus:
		return math.Max(base, own)
	case AverageMinus:
		return math.Min(base, own)
	}
	return base
}

// SessionIMPs is Law 12C2(c) in IMPs ("or the equivalent in IMPs"): the
// contestant's average IMPs per board on the other boards of the session
// (perBoard) replaces +3 when higher for average plus, and -3 when lower for
// average minus. This equivalence (IMPs per board) is this package's reading
// of the Law, which does not define it.
func (a Artificial) SessionIMPs(value, perBoard float64) float64 {
	return a.session(a.IMPs(value), perBoard)
}

// Award is what one side at one table is scored on for one board. Either
// Scores is set (a table result, an assigned adjusted score of Law 12C1(a),
// or a weighted one of Law 12C1(c), each scored against the field like any
// other result), or Artificial is (Law 12C2, not compared with the field).
type Award struct {
	// Scores: points from North-South's view with their weights (one entry
	// of weight 1 for a table result or a plain assigned score).
	Scores []Weighted
	// Assigned marks Scores as an assigned adjusted score (Law 12C1) rather
	// than the table result.
	Assigned bool
	// Artificial is the kind of artificial score when Scores is empty.
	Artificial Artificial
	// Value is the percentage (FixedPercent) or the IMPs (FixedIMPs).
	Value float64
}

// Result is an Award of the table result s (points, North-South's view).
func Result(s int) Award { return Award{Scores: Certain(s)} }

// Real reports whether the award is compared with the field (a table
// result or an assigned score), as opposed to an artificial score.
func (a Award) Real() bool { return len(a.Scores) > 0 }

// Adjusted reports whether the award is an adjusted score (Law 12C).
func (a Award) Adjusted() bool { return a.Assigned || !a.Real() }

// Expected is the weighted mean of Scores in points (North-South's view);
// 0 for an artificial score.
func (a Award) Expected() float64 {
	v := 0.0
	for _, w := range a.Scores {
		v += w.Weight * float64(w.Score)
	}
	return v
}

// Label prints the award as a traveller shows an adjusted score: "A+",
// "A-", "A", "60%", "+2 IMP", or for an assigned score its weighted parts,
// e.g. "60% +420, 40% -50"; "" for a table result.
func (a Award) Label() string {
	if !a.Real() {
		switch a.Artificial {
		case FixedPercent:
			return strconv.FormatFloat(a.Value, 'f', -1, 64) + "%"
		case FixedIMPs:
			return fmt.Sprintf("%+g IMP", a.Value)
		}
		return a.Artificial.String()
	}
	if !a.Assigned {
		return ""
	}
	parts := make([]string, len(a.Scores))
	for i, w := range a.Scores {
		parts[i] = fmt.Sprintf("%s%% %+d", strconv.FormatFloat(w.Weight*100, 'f', -1, 64), w.Score)
	}
	return strings.Join(parts, ", ")
}

// Check reports an invalid award: weights that do not add up to 1
// (ErrWeights), or neither scores nor an artificial kind (ErrAward).
func (a Award) Check() error {
	if a.Real() {
		return CheckWeights(a.Scores)
	}
	if a.Artificial == NotArtificial {
		return ErrAward
	}
	if a.Artificial == FixedPercent && (a.Value < 0 || a.Value > 100) {
		return fmt.Errorf("%w: %v%% is not 0-100", ErrAward, a.Value)
	}
	return nil
}

// ErrAward: an award has neither a score nor an artificial kind.
var ErrAward = errors.New("score: an award needs a score or an artificial adjusted score")

// ParseArtificial reads a traveller's mark for an artificial adjusted score
// (Law 12C2): "A+", "AV+", "Ave+", "60%", "A-", "A", "A=", "+3 IMP",
// "-2imp" (case is ignored).
func ParseArtificial(t string) (Award, error) {
	s := strings.ToUpper(strings.Join(strings.Fields(t), ""))
	switch s {
	case "A+", "AV+", "AVE+", "AVG+", "AVERAGEPLUS", "AP":
		return Award{Artificial: AveragePlus}, nil
	case "A-", "AV-", "AVE-", "AVG-", "AVERAGEMINUS", "AM":
		return Award{Artificial: AverageMinus}, nil
	case "A", "A=", "AV", "AVE", "AVG", "AV=", "AVERAGE":
		return Award{Artificial: Average}, nil
	}
	if p, ok := strings.CutSuffix(s, "%"); ok {
		v, err := strconv.ParseFloat(p, 64)
		if err == nil && v >= 0 && v <= 100 {
			return Award{Artificial: FixedPercent, Value: v}, nil
		}
	}
	for _, suf := range []string{"IMPS", "IMP"} {
		if p, ok := strings.CutSuffix(s, suf); ok {
			v, err := strconv.ParseFloat(p, 64)
			if err == nil {
				return Award{Artificial: FixedIMPs, Value: v}, nil
			}
		}
	}
	return Award{}, fmt.Errorf("%w: %q: want A+, A, A-, a percentage such as 60%% or IMPs such as +3IMP", ErrAward, t)
}
