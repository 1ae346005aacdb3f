package score

import (
	"errors"
	"fmt"

	"bridgelaw/bridge"
)

// LawMatchpoints is Law 78A: matchpoint scoring.
var LawMatchpoints = bridge.Law(78, "A")

// Matchpoints on one board are on the 2-per-beat scale of Law 78A and of
// the PBN ScoreMP tag: against each other result, 2 for a score beaten, 1
// for a tie, 0 for a score that beats it. With n results the top is
// 2(n-1) and the two sides of a table share the top. MPScale converts to the
// older 1 / 0.5 convention for display.

// MPScale is a matchpoint convention: TwoPerBeat (2 / 1 / 0, the scale used
// by this package) or OnePerBeat (1 / 0.5 / 0).
type MPScale int8

const (
	// TwoPerBeat: 2 per score beaten, 1 per tie (Law 78A, PBN "MP1").
	TwoPerBeat MPScale = iota
	// OnePerBeat: 1 per score beaten, 0.5 per tie (PBN "MP2").
	OnePerBeat
)

// Convert expresses mp, on the 2-per-beat scale, in scale s.
func (s MPScale) Convert(mp float64) float64 {
	if s == OnePerBeat {
		return mp / 2
	}
	return mp
}

// Top is the top on a board with n results on the 2-per-beat scale:
// 2(n-1); 0 when n < 2.
func Top(n int) float64 {
	if n < 2 {
		return 0
	}
	return float64(2 * (n - 1))
}

// Neuberg scales mp, earned on the 2-per-beat scale among actual results,
// to expected results (the Neuberg formula, as the WBF, EBU and ACBL use
// it): (mp + 1) * expected / actual - 1. With actual == expected it returns
// mp. Source: EBU, "The Neuberg formula" (ebu.co.uk/lawsandethics/articles/
// neuberg); TestNeubergEBUExample holds values.
func Neuberg(mp float64, actual, expected int) float64 {
	if actual <= 0 || actual == expected {
		return mp
	}
	return (mp+1)*float64(expected)/float64(actual) - 1
}

// compare is the matchpoints earned by the weighted score a against the
// weighted score b, both from North-South's view, for the side that wants
// the higher score (sign +1) or the lower (sign -1).
func compare(a, b []Weighted, sign int) float64 {
	v := 0.0
	for _, x := range a {
		for _, y := range b {
			d := (x.Score - y.Score) * sign
			switch {
			case d > 0:
				v += 2 * x.Weight * y.Weight
			case d == 0:
				v += x.Weight * y.Weight
			}
		}
	}
	return v
}

// Table is one table's outcome on a board as the scorer sees it: the award
// of each side (equal for a table result; different for a split adjusted
// score, Law 12C1(e)) and the deal it was played with (Law 87).
type Table struct {
	NS, EW Award
	// Group names the version of the deal played when the board was fouled
	// (Law 87): tables with the same Group are compared with each other
	// only. "" is the board as dealt.
	Group string
}

// Side is the award of side d.
func (t Table) Side(d bridge.Side) Award {
	if d == bridge.NorthSouth {
		return t.NS
	}
	return t.EW
}

// checkTables reports the first invalid award (ErrWeights, ErrAward),
// naming its table and side.
func checkTables(tables []Table) error {
	for i, t := range tables {
		for _, d := range [2]bridge.Side{bridge.NorthSouth, bridge.EastWest} {
			if err := t.Side(d).Check(); err != nil {
				return fmt.Errorf("table %d, %s: %w", i+1, d, err)
			}
		}
	}
	return nil
}

// Played is a Table for a table result of s points (North-South's view).
func Played(s int) Table { return Table{NS: Result(s), EW: Result(s)} }

// Method says how a side's matchpoints on a board were found.
type Method int8

const (
	// Compared: against the other results (Law 78A), Neuberg-scaled when
	// the board has fewer or more results than expected.
	Compared Method = iota
	// ArtificialScore: an artificial adjusted score (Law 12C2).
	ArtificialScore
	// SmallGroup: a fouled board's small group, scored with the
	// regulation's fixed percentages (FouledRules.SmallGroupMax).
	SmallGroup
)

// SideMP is one side's matchpoints on a board.
type SideMP struct {
	MP      float64       // on the 2-per-beat scale, out of the board's Top
	Percent float64       // MP / Top * 100
	Method  Method        // how it was found
	Law     bridge.LawRef // the law or regulation applied
}

// BoardMP is the matchpoint score of one table on a board.
type BoardMP struct {
	NS, EW SideMP
	Top    float64 // 2(E-1) for E expected results
}

// MatchpointOptions control the matchpointing of one board.
type MatchpointOptions struct {
	// Expected is the number of results the board should have (E of the
	// Neuberg formula): tops are 2(E-1). 0 means the number of tables.
	Expected int
	// Fouled is the regulation for fouled boards (Law 87): used when the
	// tables name more than one Group.
	Fouled FouledRules
}

// ErrTooManyResults: a board has more results than expected in a way that
// cannot be scaled (expected < 1).
var ErrTooManyResults = errors.New("score: expected number of results must be at least 1")

// MatchpointBoard scores the tables of one board in matchpoints (Law 78A):
// each real result (table result, assigned or weighted adjusted score) is
// compared with the other real results of its group, each side on its own
// award (so split scores are compared in their direction); the sums are
// scaled to the expected number of results with the Neuberg formula; an
// artificial score gets its percentage (Law 12C2(a), before 12C2(c), which
// needs the session and belongs to the caller) of the full top. When the
// board was fouled (several Groups) each group is scored on its own and
// scaled, and small groups follow opts.Fouled (Law 87B). Errors: an invalid
// award (ErrWeights, ErrAward), ErrTooManyResults.
func MatchpointBoard(tables []Table, opts MatchpointOptions) ([]BoardMP, error) {
	e := opts.Expected
	if e == 0 {
		e = len(tables)
	}
	if e < 1 {
		return nil, ErrTooManyResults
	}
	if err := checkTables(tables); err != nil {
		return nil, err
	}
	top := Top(e)
	out := make([]BoardMP, len(tables))
	for i := range out {
		out[i].Top = top
	}
	groups := groupTables(tables)
	fouled := len(groups) > 1
	for _, g := range groups {
		for _, dir := range [2]bridge.Side{bridge.NorthSouth, bridge.EastWest} {
			award := func(t Table) Award { return t.Side(dir) }
			sign := 1
			if dir == bridge.EastWest {
				sign = -1
			}
			var real []int
			for _, i := range g {
				if award(tables[i]).Real() {
					real = append(real, i)
				}
			}
			a := len(real)
			small := fouled && opts.Fouled.small(a, e)
			for _, i := range real {
				mp := 0.0
				for _, j := range real {
					if j != i {
						mp += compare(award(tables[i]).Scores, award(tables[j]).Scores, sign)
					}
				}
				s := SideMP{Method: Compared, Law: LawMatchpoints}
				if small {
					s.Percent = opts.Fouled.smallPercent(mp, a)
					s.MP = s.Percent * top / 100
					s.Method, s.Law = SmallGroup, LawFouled
				} else {
					s.MP = Neuberg(mp, a, e)
					if fouled {
						s.Law = LawFouled
					}
				}
				if top > 0 && s.Method != SmallGroup {
					s.Percent = s.MP / top * 100
				}
				out[i].set(dir, s)
			}
			for _, i := range g {
				aw := award(tables[i])
				if aw.Real() {
					continue
				}
				p := aw.Artificial.Percent(aw.Value)
				out[i].set(dir, SideMP{MP: p * top / 100, Percent: p, Method: ArtificialScore, Law: LawArtificial})
			}
		}
	}
	return out, nil
}

func (b *BoardMP) set(d bridge.Side, s SideMP) {
	if d == bridge.NorthSouth {
		b.NS = s
	} else {
		b.EW = s
	}
}

// groupTables lists the indexes of the tables of each Group, in order of
// first appearance.
func groupTables(tables []Table) [][]int {
	var order []string
	idx := map[string][]int{}
	for i, t := range tables {
		if _, ok := idx[t.Group]; !ok {
			order = append(order, t.Group)
		}
		idx[t.Group] = append(idx[t.Group], i)
	}
	out := make([][]int, len(order))
	for k, g := range order {
		out[k] = idx[g]
	}
	return out
}
