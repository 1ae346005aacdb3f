package score

import (
	"errors"
	"fmt"
	"math"
	"sort"
)

// impBounds is the table behind IMPBounds.
var impBounds = [24]int{
	10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590,
	740, 890, 1090, 1290, 1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990,
}

// IMPBounds are the upper bounds of the 24 steps of the IMP scale of
// Law 78B, in points: a difference of 0-10 is 0 IMPs, 20-40 is 1 IMP, ...,
// 3500-3990 is 23 IMPs and 4000 or more is 24 IMPs. The IMP value of a
// difference is the number of bounds below it (see IMPs). The array is a
// copy.
func IMPBounds() [24]int { return impBounds }

// MaxIMPs is the top of the IMP scale (Law 78B): 24 IMPs for a difference
// of 4000 points or more.
const MaxIMPs = len(impBounds)

// IMPs converts a difference in points (a multiple of 10 on the table, but
// any integer is accepted) into International Match Points on the scale of
// Law 78B. The sign follows the difference: IMPs(-d) == -IMPs(d). A
// difference that falls between two bands (e.g. 425, from a datum that was
// not rounded) counts as the higher band, since it exceeds the lower band's
// upper bound.
func IMPs(diff int) int {
	d := diff
	if d < 0 {
		d = -d
	}
	n := sort.SearchInts(impBounds[:], d) // the number of bounds < d
	if diff < 0 {
		return -n
	}
	return n
}

// Weighted is one possible result of an assigned adjusted score and its
// weight (Law 12C1(c)): e.g. {0.6, 420} and {0.4, -50} for "60% of 4S= and
// 40% of 4S-1". Score is in points from North-South's point of view; Weight
// is a fraction, and the weights of one score add up to 1. A table result
// or a plain assigned score is one Weighted with weight 1.
type Weighted struct {
	Weight float64 // 0 < Weight <= 1
	Score  int     // points, North-South's view (Law 77)
}

// ErrWeights: the weights of a weighted score are not positive or do not
// add up to 1 (Law 12C1(c)).
var ErrWeights = errors.New("score: weights must be positive and add up to 1")

// CheckWeights reports ErrWeights (wrapped, with the weights) unless every
// weight is positive and they add up to 1 (within 1e-9).
func CheckWeights(ws []Weighted) error {
	if len(ws) == 0 {
		return fmt.Errorf("%w: no score", ErrWeights)
	}
	sum := 0.0
	for _, w := range ws {
		if !(w.Weight > 0) {
			return fmt.Errorf("%w: weight %v", ErrWeights, w.Weight)
		}
		sum += w.Weight
	}
	if math.Abs(sum-1) > 1e-9 {
		return fmt.Errorf("%w: they add up to %v", ErrWeights, sum)
	}
	return nil
}

// Certain is a table result or assigned score of s points (North-South's
// view) as a single Weighted of weight 1.
func Certain(s int) []Weighted { return []Weighted{{Weight: 1, Score: s}} }

// IMPsAgainst is the IMP value for North-South of the weighted score ws
// compared with the weighted score other (Law 78B; Law 12C1(c) for weights):
// the weighted mean of IMPs(a-b) over every pair of components. For two
// table results it is IMPs(a-b).
func IMPsAgainst(ws, other []Weighted) float64 {
	v := 0.0
	for _, a := range ws {
		for _, b := range other {
			v += a.Weight * b.Weight * float64(IMPs(a.Score-b.Score))
		}
	}
	return v
}

// IMPsAgainstDatum is the IMP value for North-South of the weighted score ws
// compared with a datum in points (Butler scoring): the weighted mean of
// IMPs(score - datum).
func IMPsAgainstDatum(ws []Weighted, datum int) float64 {
	v := 0.0
	for _, a := range ws {
		v += a.Weight * float64(IMPs(a.Score-datum))
	}
	return v
}

// DatumOptions say how a Butler datum is made from a board's scores.
type DatumOptions struct {
	// Drop is the number of highest and of lowest scores left out before
	// averaging (0: none; 1: the top and the bottom scores, the usual
	// Butler practice when there are enough results). It is ignored when
	// fewer than 2*Drop+1 scores remain.
	Drop int
	// Round is the multiple the mean is rounded to, half away from zero: 10
	// (the usual practice, so that differences stay multiples of 10), or 0
	// or 1 for no rounding to tens.
	Round int
}

// ErrNoScores: a datum or a comparison needs at least one score.
var ErrNoScores = errors.New("score: no scores to compare")

// Datum is the Butler datum of a board: the mean of the North-South scores
// (points), after leaving out the opts.Drop highest and lowest, rounded to
// a multiple of opts.Round. It returns ErrNoScores for an empty board.
func Datum(scores []int, opts DatumOptions) (int, error) {
	if len(scores) == 0 {
		return 0, ErrNoScores
	}
	s := append([]int(nil), scores...)
	sort.Ints(s)
	if opts.Drop > 0 && len(s) >= 2*opts.Drop+1 {
		s = s[opts.Drop : len(s)-opts.Drop]
	}
	sum := 0
	for _, v := range s {
		sum += v
	}
	mean := float64(sum) / float64(len(s))
	r := opts.Round
	if r <= 1 {
		return int(math.Round(mean)), nil
	}
	return int(math.Round(mean/float64(r))) * r, nil
}

// CrossIMPs is the cross-IMP value for North-South of result i among
// scores (each a weighted score, North-South's view): the sum of its IMPs
// against every other result (Law 78B applied to each comparison). With
// average true the sum is divided by the number of comparisons (PBN
// "Cross1"-style averaged cross-IMPs). It returns 0 when there is no other
// result.
func CrossIMPs(scores [][]Weighted, i int, average bool) float64 {
	v := 0.0
	n := 0
	for j, other := range scores {
		if j == i {
			continue
		}
		v += IMPsAgainst(scores[i], other)
		n++
	}
	if average && n > 0 {
		v /= float64(n)
	}
	return v
}
