package score

import (
	"fmt"
	"math"

	"bridgelaw/bridge"
)

// LawIMPs is Law 78B: IMP scoring.
var LawIMPs = bridge.Law(78, "B")

// IMPOptions control the IMP scoring of one board in a pairs event.
type IMPOptions struct {
	// Method is ButlerScoring (also the zero NoScoring), CrossIMPScoring
	// or CrossIMPAverageScoring; another method is an error wrapping
	// ErrScoring.
	Method Scoring
	Datum  DatumOptions // for Butler
	// Expected is the number of results the board should have; summed
	// cross-IMPs of a board with fewer (A) are scaled by (E-1)/(A-1) so
	// that every board weighs the same. 0 means the number of tables.
	Expected int
}

// SideIMP is one side's IMPs on a board.
type SideIMP struct {
	IMPs   float64 // IMPs won (negative: lost)
	Method Method
	Law    bridge.LawRef
}

// BoardIMP is the IMP score of one table on a board, with the datum used
// (Butler; points, North-South's view, per group).
type BoardIMP struct {
	NS, EW SideIMP
	Datum  int
}

// IMPBoard scores the tables of one board in IMPs for a pairs event (Law
// 78B): Butler against a datum of the real results of the table's group
// (each result counted at its weighted mean), or cross-IMPs against every
// other real result, each side on its own award. Artificial scores get
// their IMP value (Law 12C2(b): +3, 0, -3; for summed cross-IMPs times the
// E-1 comparisons a board gives). Fouled boards (several Groups) are
// scored per group; a group with a single real result has no comparison and
// gets average plus for both sides (Law 12C2). Errors: an invalid award, a
// method that is not a pairs IMP method (ErrScoring).
func IMPBoard(tables []Table, opts IMPOptions) ([]BoardIMP, error) {
	switch opts.Method {
	case NoScoring:
		opts.Method = ButlerScoring
	case ButlerScoring, CrossIMPScoring, CrossIMPAverageScoring:
	default:
		return nil, fmt.Errorf("%w: %s is not a pairs IMP method", ErrScoring, opts.Method)
	}
	e := opts.Expected
	if e == 0 {
		e = len(tables)
	}
	if err := checkTables(tables); err != nil {
		return nil, err
	}
	artificialScale := 1.0
	if opts.Method == CrossIMPScoring && e > 1 {
		artificialScale = float64(e - 1)
	}
	out := make([]BoardIMP, len(tables))
	groups := groupTables(tables)
	fouled := len(groups) > 1
	for _, g := range groups {
		for _, dir := range [2]bridge.Side{bridge.NorthSouth, bridge.EastWest} {
			award := func(t Table) Award { return t.Side(dir) }
			var real []int
			var means []int
			for _, i := range g {
				if a := award(tables[i]); a.Real() {
					real = append(real, i)
					means = append(means, int(math.Round(a.Expected())))
				}
			}
			datum := 0
			if opts.Method == ButlerScoring && len(real) > 0 {
				datum, _ = Datum(means, opts.Datum)
			}
			law := LawIMPs
			if fouled {
				law = LawFouled
			}
			for _, i := range g {
				a := award(tables[i])
				var s SideIMP
				switch {
				case !a.Real():
					s = SideIMP{IMPs: a.Artificial.IMPs(a.Value) * artificialScale, Method: ArtificialScore, Law: LawArtificial}
				case fouled && len(real) == 1:
					s = SideIMP{IMPs: AveragePlus.IMPs(0) * artificialScale, Method: SmallGroup, Law: LawFouled}
				case opts.Method == ButlerScoring:
					s = SideIMP{IMPs: IMPsAgainstDatum(a.Scores, datum), Method: Compared, Law: law}
				default:
					v, n := 0.0, 0
					for _, j := range real {
						if j != i {
							v += IMPsAgainst(a.Scores, award(tables[j]).Scores)
							n++
						}
					}
					switch {
					case opts.Method == CrossIMPAverageScoring && n > 0:
						v /= float64(n)
					case opts.Method == CrossIMPScoring && n > 0 && n != e-1:
						v = v * float64(e-1) / float64(n)
					}
					s = SideIMP{IMPs: v, Method: Compared, Law: law}
				}
				if dir == bridge.EastWest && s.Method == Compared {
					s.IMPs = -s.IMPs
				}
				if dir == bridge.NorthSouth {
					out[i].NS = s
					out[i].Datum = datum
				} else {
					out[i].EW = s
				}
			}
		}
	}
	return out, nil
}

// TeamBoard is the IMP result of a board in a team match (Law 78B, Law
// 86): table and other are the two rooms. It returns the IMPs won by the
// team of the North-South pair of table (whose teammates sit East-West at
// other) and by the team of its East-West pair. For table results the two
// are opposite: IMPs(table - other) and IMPs(other - table). When the
// table's own award or its teammates' award is artificial there is no
// comparison and the team gets that artificial score in IMPs (+3, 0, -3,
// Law 86A); such scores need not balance.
func TeamBoard(table, other Table) (ns, ew float64) {
	// team is the IMPs of a team whose North-South award is nsAward (one
	// room) and East-West award ewAward (the other room), both in points
	// from North-South's view: the team scores nsAward - ewAward.
	team := func(own, mates, nsAward, ewAward Award) float64 {
		switch {
		case !own.Real():
			return own.Artificial.IMPs(own.Value)
		case !mates.Real():
			return mates.Artificial.IMPs(mates.Value)
		}
		return IMPsAgainst(nsAward.Scores, ewAward.Scores)
	}
	ns = team(table.NS, other.EW, table.NS, other.EW)
	ew = team(table.EW, other.NS, other.NS, table.EW)
	return ns, ew
}
