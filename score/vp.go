package score

import (
	"errors"
	"fmt"
	"math"
)

// The WBF continuous victory-point scale (the 20-VP scale adopted by the WBF
// in 2012-2013 and first used in Bali 2013; Law 78D lets the regulating
// authority choose a VP scale). Sources: the Technical Report of the WBF
// Scoring Panel "The New WBF IMP to VP Scales" (Bavin, Bethe, Bramley,
// Buchen), P. Buchen "A Brief Intro to the New WBF Scales" (NSWBA, 2014),
// and the published 20-board values 10.00, 10.28, 10.55 (bcstar.nl, quoting
// the WBF tables). The formula, for an IMP margin M >= 0 in a match of N
// boards:
//
//	tau   = (sqrt(5) - 1) / 2                 (the golden ratio's inverse)
//	B     = 15 * sqrt(N)                      (the blitz margin)
//	VP(M) = 10 + 10 * (1 - tau^(3M/B)) / (1 - tau^3), capped at 20
//
// rounded to two decimals; then, as the report requires each extra IMP to be
// worth no more VPs than the previous one, any rounded value that breaks
// that (concavity) is raised by 0.01 until the table is concave. The loser
// gets 20 - VP.

// ErrBoards: a VP scale needs a positive number of boards.
var ErrBoards = errors.New("score: the number of boards must be positive")

// tau is the inverse of the golden ratio, the base of the WBF VP formula.
var tau = (math.Sqrt(5) - 1) / 2

// VPBlitz is the IMP margin at which the WBF continuous scale gives the
// winner 20 VPs, for a match of boards boards: 15*sqrt(boards), not rounded.
func VPBlitz(boards int) float64 { return 15 * math.Sqrt(float64(boards)) }

// rawVP is the unrounded WBF formula for an integer margin m >= 0.
func rawVP(m int, blitz float64) float64 {
	v := 10 + 10*(1-math.Pow(tau, 3*float64(m)/blitz))/(1-math.Pow(tau, 3))
	return math.Min(20, v)
}

// VPTable is the WBF continuous scale for a match of boards boards, in
// hundredths of a VP, indexed by the integer IMP margin from 0 up to the
// first margin that scores 20.00 (so VPTable(16)[0] == 1000). Margins past
// the end score 2000. It returns ErrBoards for boards < 1.
func VPTable(boards int) ([]int, error) {
	if boards < 1 {
		return nil, fmt.Errorf("%w: %d", ErrBoards, boards)
	}
	blitz := VPBlitz(boards)
	var t []int
	for m := 0; ; m++ {
		v := int(math.Round(rawVP(m, blitz) * 100))
		t = append(t, v)
		if v >= 2000 {
			break
		}
	}
	// The WBF correction: no IMP may be worth more than the one before it.
	for changed := true; changed; {
		changed = false
		for i := 1; i+1 < len(t); i++ {
			if t[i+1]-t[i] > t[i]-t[i-1] {
				t[i]++
				changed = true
			}
		}
	}
	return t, nil
}

// VictoryPoints converts the IMP margin of a match of boards boards into the
// winner's and loser's victory points on the WBF continuous 20-point scale
// (two decimals): margin > 0 gives the first team more than 10. A
// fractional margin (from Butler or cross-IMP averages) is interpolated
// linearly between the two neighbouring whole margins; the WBF tables list
// whole margins only. The two results always add up to 20. It returns
// ErrBoards for boards < 1.
func VictoryPoints(margin float64, boards int) (vp, opp float64, err error) {
	t, err := VPTable(boards)
	if err != nil {
		return 0, 0, err
	}
	m := math.Abs(margin)
	lo := int(math.Floor(m))
	at := func(i int) float64 {
		if i >= len(t) {
			return 20
		}
		return float64(t[i]) / 100
	}
	v := at(lo)
	if f := m - float64(lo); f > 0 {
		v += f * (at(lo+1) - v)
		v = math.Round(v*100) / 100
	}
	if margin < 0 {
		return math.Round((20-v)*100) / 100, v, nil
	}
	return v, math.Round((20-v)*100) / 100, nil
}
