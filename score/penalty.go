package score

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// LawProcedural is Law 90: procedural penalties, which the Director gives
// in addition to any rectification or adjusted score, to one contestant
// only (they do not change the opponents' score).
var LawProcedural = bridge.Law(90, "")

// PenaltyUnit is the unit of a procedural penalty.
type PenaltyUnit int8

const (
	// PercentOfTop: a percentage (0-100) of a top on the board (pairs).
	PercentOfTop PenaltyUnit = iota
	// MatchpointsUnit: matchpoints on the 2-per-beat scale.
	MatchpointsUnit
	// IMPsUnit: IMPs (IMP pairs and teams).
	IMPsUnit
	// VPsUnit: victory points (team events scored in VPs).
	VPsUnit
)

// Penalty is a procedural penalty (Law 90) or a disciplinary one (Law 91)
// for one contestant: Amount in Unit, deducted from its score.
type Penalty struct {
	Amount float64     // positive: the amount taken off
	Unit   PenaltyUnit // how Amount is counted
	Law    bridge.LawRef
	Reason string // e.g. "slow play"
}

// ErrPenaltyUnit: a penalty's unit does not apply to the scoring used
// (e.g. IMPs in a matchpoint event).
var ErrPenaltyUnit = errors.New("score: penalty unit does not fit the scoring")

// Matchpoints is the penalty in matchpoints (2-per-beat) on a board whose
// top is top: Amount for MatchpointsUnit, Amount% of top for PercentOfTop.
// Other units return ErrPenaltyUnit.
func (p Penalty) Matchpoints(top float64) (float64, error) {
	switch p.Unit {
	case PercentOfTop:
		return p.Amount * top / 100, nil
	case MatchpointsUnit:
		return p.Amount, nil
	}
	return 0, fmt.Errorf("%w: %s in matchpoints", ErrPenaltyUnit, p)
}

// IMPs is the penalty in IMPs: Amount for IMPsUnit. A percentage of a top
// has no IMP meaning, so PercentOfTop and the other units return
// ErrPenaltyUnit.
func (p Penalty) IMPs() (float64, error) {
	if p.Unit == IMPsUnit {
		return p.Amount, nil
	}
	return 0, fmt.Errorf("%w: %s in IMPs", ErrPenaltyUnit, p)
}

// String prints "10% of a top", "2 MP", "3 IMP", "1 VP", with the law.
func (p Penalty) String() string {
	a := strconv.FormatFloat(p.Amount, 'f', -1, 64)
	var s string
	switch p.Unit {
	case PercentOfTop:
		s = a + "% of a top"
	case MatchpointsUnit:
		s = a + " MP"
	case IMPsUnit:
		s = a + " IMP"
	case VPsUnit:
		s = a + " VP"
	}
	if !p.Law.IsZero() {
		s += " (" + p.Law.String() + ")"
	}
	return s
}

// ErrPenaltyAmount: a procedural penalty (Law 90) whose amount cannot be
// meant: not a finite number, or above MaxPenalty's bound for its unit (a
// "1000%" typed for "10.00%", a key held down).
var ErrPenaltyAmount = errors.New("score: penalty amount out of range")

// MaxPenalty is the largest procedural penalty (Law 90) ParsePenalty reads
// in unit u; a larger amount is a slip, not a penalty. The bounds and
// their reasons: 100% of a top (the whole board); 100 IMPs (more than
// four boards at the IMP scale's most, 24 IMPs each; a usual penalty is 1
// to 6 IMPs); 100 matchpoints (a top on a board played at 50 tables or
// more; a usual penalty is 10% to 25% of a top); 20 VPs (a whole match on
// the WBF 20-VP scale; a usual penalty is 1 VP or less).
func MaxPenalty(u PenaltyUnit) float64 {
	switch u {
	case IMPsUnit, MatchpointsUnit:
		return 100
	case VPsUnit:
		return 20
	}
	return 100 // PercentOfTop
}

// usualPenalty is the usual size of a procedural penalty in each unit,
// for ParsePenalty's errors.
var usualPenalty = map[PenaltyUnit]string{IMPsUnit: "1 to 6 IMPs", MatchpointsUnit: "10% to 25% of a top", VPsUnit: "1 VP or less"}

// ParsePenalty reads a penalty amount with its unit: "10%", "2mp", "3 imp",
// "1vp" (case and spaces ignored; a leading minus sign is allowed and
// ignored, since a penalty is always taken off). The law is LawProcedural
// (Law 90). Errors: ErrPenaltyUnit for no amount or no unit,
// ErrPenaltyAmount for an amount out of range (over MaxPenalty: 100% of a
// top, 100 IMPs, 100 matchpoints, 20 VPs).
func ParsePenalty(t string) (Penalty, error) {
	s := strings.ToLower(strings.Join(strings.Fields(t), ""))
	s = strings.TrimPrefix(s, "-")
	units := []struct {
		suffix string
		unit   PenaltyUnit
	}{{"%", PercentOfTop}, {"imps", IMPsUnit}, {"imp", IMPsUnit}, {"mps", MatchpointsUnit}, {"mp", MatchpointsUnit}, {"vps", VPsUnit}, {"vp", VPsUnit}}
	for _, u := range units {
		if n, ok := strings.CutSuffix(s, u.suffix); ok {
			v, err := strconv.ParseFloat(n, 64)
			if err != nil || v < 0 {
				continue
			}
			if math.IsInf(v, 0) || math.IsNaN(v) {
				return Penalty{}, fmt.Errorf("%w: %q: not a number", ErrPenaltyAmount, t)
			}
			if u.unit == PercentOfTop && v > MaxPenalty(u.unit) {
				return Penalty{}, fmt.Errorf("%w: %q: more than a whole top (at most 100%%; a procedural penalty is usually 10%% to 25%% of a top)", ErrPenaltyAmount, t)
			}
			if v > MaxPenalty(u.unit) {
				return Penalty{}, fmt.Errorf("%w: %q: at most %s (a procedural penalty is usually %s)", ErrPenaltyAmount, t, Penalty{Amount: MaxPenalty(u.unit), Unit: u.unit}, usualPenalty[u.unit])
			}
			return Penalty{Amount: v, Unit: u.unit, Law: LawProcedural}, nil
		}
	}
	return Penalty{}, fmt.Errorf("%w: %q: want an amount and a unit, e.g. 10%%, 2mp, 3imp, 1vp", ErrPenaltyUnit, t)
}

// Mark is the amount with its unit as ParsePenalty reads it: "25%", "2mp",
// "3imp", "0.5vp" (ParsePenalty(p.Mark()) gives p back).
func (p Penalty) Mark() string {
	a := strconv.FormatFloat(p.Amount, 'f', -1, 64)
	switch p.Unit {
	case MatchpointsUnit:
		return a + "mp"
	case IMPsUnit:
		return a + "imp"
	case VPsUnit:
		return a + "vp"
	}
	return a + "%"
}
