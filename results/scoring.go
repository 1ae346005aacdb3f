package results

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

// Method is how an event's boards are scored: the one enum of scoring
// methods, score.Scoring (Law 78), with its properties (IMPs, Teams, Law,
// USEBIO) from score's table. The names below are kept for callers.
type Method = score.Scoring

// The methods, as score names them.
const (
	// Auto: from the source (its Scoring tag, or teams named), else
	// matchpoints.
	Auto = score.NoScoring
	// MatchpointScoring: pairs, matchpoints (Law 78A).
	MatchpointScoring = score.MatchpointScoring
	// ButlerScoring: pairs, IMPs against a datum (Law 78B).
	ButlerScoring = score.ButlerScoring
	// CrossIMPScoring: pairs, IMPs against every other result, summed.
	CrossIMPScoring = score.CrossIMPScoring
	// CrossIMPAverageScoring: cross-IMPs divided by the comparisons.
	CrossIMPAverageScoring = score.CrossIMPAverageScoring
	// TeamsScoring: team matches, each board's two rooms compared in IMPs,
	// matches converted to victory points on the WBF continuous scale.
	TeamsScoring = score.TeamsScoring
)

// ParseMethod reads a method name as score.ParseScoring does (mp, butler,
// cross, cross-average, teams, auto; also "matchpoints", "imp", "imps").
// An unknown name is an error wrapping ErrEvent.
func ParseMethod(s string) (Method, error) {
	m, err := score.ParseScoring(s)
	if err != nil {
		return Auto, fmt.Errorf("%w: scoring %q: want auto, mp, butler, cross, cross-average or teams", ErrEvent, s)
	}
	return m, nil
}

// Options control Score.
type Options struct {
	Method Method
	// Expected is the number of results every board should have (the E of
	// Neuberg's formula); 0 means the largest number of results (including
	// artificial scores) on any board.
	Expected int
	// Fouled is the regulation for fouled boards (Law 87B); the zero value
	// scores each group with Neuberg only.
	Fouled score.FouledRules
	// Datum: how the Butler datum is made; the zero value means the top
	// and bottom results dropped (when at least 5 results) and rounding to
	// 10, unless DatumSet.
	Datum    score.DatumOptions
	DatumSet bool
	// NoSessionRule turns off Law 12C2(c) (session percentage for average
	// plus and minus).
	NoSessionRule bool
	// Exact keeps matchpoints unrounded; by default each board's
	// matchpoints are rounded to 0.1, halves towards the average (EBU
	// practice, as Nick Doe's "Scoring of fouled boards" states), and IMPs
	// to 0.01.
	Exact bool
	// Winners: 1 for one ranking, 2 for North-South and East-West
	// rankings; 0 decides from the movement (one ranking when some pair
	// sits both ways).
	Winners int
}

// Scored is a scored event.
type Scored struct {
	Event   *Event
	Method  Method
	Boards  []ScoredBoard
	Winners int
	// Rankings: one (Winners 1), or North-South then East-West (2); for
	// team matches, the teams.
	Rankings [][]Standing
	Matches  []Match // team matches
	Expected int     // results expected per board
}

// ScoredBoard is one board's traveller, scored.
type ScoredBoard struct {
	Board *Board
	Top   float64 // matchpoint top 2(E-1); 0 in IMPs
	Lines []Line
	// Notes are the board's notes in English (a board played on different
	// deals, Law 87); NoteData the same as data (Note.Text).
	Notes    []string
	NoteData []Note
}

// note adds n to the board's notes, in English and as data.
func (sb *ScoredBoard) note(n Note) {
	sb.Notes = append(sb.Notes, n.Text("en"))
	sb.NoteData = append(sb.NoteData, n)
}

// Line is one result of a traveller, scored.
type Line struct {
	Result *Result
	// Group is the group of the deal the line was scored in (Law 87):
	// Result.Group, or the group Score gave it by the deal its table
	// played when the board's results give different deals (A, B, ...).
	Group  string
	NS, EW score.Award // the awards scored (after Law 79 and Law 12C)
	// MPNS, MPEW are matchpoints on the 2-per-beat scale after Neuberg and
	// adjustments; PctNS, PctEW the percentages of the top.
	MPNS, MPEW, PctNS, PctEW float64
	// IMPNS, IMPEW are the IMPs of each side (IMP scorings).
	IMPNS, IMPEW float64
	Datum        int // Butler datum, points
	// primary marks, in a team match, the line that stands for the board
	// (the open room's): the other room's line repeats the same IMPs.
	primary bool
	// Notes cite the laws applied to this line beyond plain scoring, in
	// English; NoteData are the same notes as data, to print them in
	// another language (Note.Text).
	Notes    []string
	NoteData []Note
}

// ScoreNS is the table score for North-South, ok false for an adjusted
// score.
func (l Line) ScoreNS() (int, bool) {
	if l.Result.Adjusted || !l.NS.Real() || l.NS.Assigned || len(l.NS.Scores) != 1 {
		return 0, false
	}
	if s, w := l.NS.Scores[0].Score, l.EW.Scores; len(w) == 1 && w[0].Score == s {
		return s, true
	}
	return 0, false
}

// AdjustedLabel is the traveller's mark for an adjusted line: "A+",
// "60%", "A+/A-", "60% +420, 40% -50"; "" for a table result.
func (l Line) AdjustedLabel() string {
	if _, ok := l.ScoreNS(); ok {
		return ""
	}
	ns, ew := l.NS.Label(), l.EW.Label()
	if ns == "" {
		ns = scoreLabel(l.NS)
	}
	if ew == "" {
		ew = scoreLabel(l.EW)
	}
	if ns == ew {
		return ns
	}
	return ns + "/" + ew
}

func scoreLabel(a score.Award) string {
	if len(a.Scores) == 1 {
		return strconv.Itoa(a.Scores[0].Score)
	}
	return a.Label()
}

// Standing is one contestant's place in a ranking.
type Standing struct {
	Rank      int
	Tied      bool
	ID        string
	Names     string
	Direction string  // "NS", "EW", or "" when the pair sat both ways
	Total     float64 // matchpoints (2-per-beat) or IMPs, after penalties
	Max       float64 // the sum of the tops of the boards played (matchpoints)
	Percent   float64 // Total / Max * 100 (matchpoints); when Max is 0 (no result to compare with), the mean of the line percentages: 50 a table result, A+ 60 (Law 12C2(a))
	Boards    int
	Penalty   float64 // taken off Total
	VP        float64 // team matches: victory points
}

// Match is a team match: the IMPs and victory points of both teams.
type Match struct {
	Home, Away         string
	Boards             int
	HomeIMPs, AwayIMPs float64 // won at the table
	HomeVP, AwayVP     float64 // after the penalties
	// Procedural penalties (Law 90) of each team in the match: IMPs come
	// off the team's IMPs before the conversion to VPs, VPs off its VPs.
	HomePenaltyIMPs, AwayPenaltyIMPs float64
	HomePenaltyVP, AwayPenaltyVP     float64
}

// Score scores ev as opt says. A board whose results give different deals
// is scored in groups, one per deal played (Law 87; dealGroups), and says
// so in its notes. Errors: ErrEvent (wrapped) for a result
// that cannot be scored, or a score error from package score.
func Score(ev *Event, opt Options) (*Scored, error) {
	if ev.results() == 0 {
		return nil, fmt.Errorf("%w: %s: no results", ErrEvent, ev.Source)
	}
	m := opt.Method
	if m == Auto {
		m = ev.Method
	}
	if m == Auto {
		m = MatchpointScoring
		if ev.hasTeams() {
			m = TeamsScoring
		}
	}
	s := &Scored{Event: ev, Method: m, Expected: opt.Expected}
	if s.Expected == 0 {
		for _, b := range ev.Boards {
			s.Expected = max(s.Expected, len(b.Results))
		}
	}
	for _, b := range ev.Boards {
		sb := ScoredBoard{Board: b}
		var groups []string
		if m != TeamsScoring {
			var notes []Note
			groups, notes = dealGroups(b)
			for _, n := range notes {
				sb.note(n)
			}
		}
		if m != TeamsScoring {
			if err := pairsOnce(b); err != nil {
				return nil, err
			}
		}
		for i, r := range b.Results {
			if r.NS == "" || r.EW == "" {
				return nil, fmt.Errorf("%w: %s: board %d: a result needs both pairs", ErrEvent, r.Source, b.Number)
			}
			ns, ew, corr, err := r.awards(b)
			if err != nil {
				return nil, err
			}
			l := Line{Result: r, NS: ns, EW: ew, Group: r.Group}
			if groups != nil {
				l.Group = groups[i]
			}
			if corr != nil {
				l.note(correctionNote(r.Correction, corr))
			}
			if r.Adjusted {
				l.note(adjustedNote(ns, ew))
			}
			sb.Lines = append(sb.Lines, l)
		}
		var err error
		switch m {
		case MatchpointScoring:
			err = s.matchpoint(&sb, opt)
		case TeamsScoring:
			err = teamBoard(&sb)
		default:
			err = s.imp(&sb, opt)
		}
		if err != nil {
			return nil, fmt.Errorf("board %d: %w", b.Number, err)
		}
		s.Boards = append(s.Boards, sb)
	}
	if !opt.NoSessionRule && m != TeamsScoring {
		s.sessionRule(opt)
	}
	s.rank(opt)
	return s, nil
}

// pairsOnce checks that no pair plays board b twice, nor sits on both
// sides of one table: a pair plays each board once (Law 78A compares its
// result with the other pairs'; a second result of its own, or the two
// sides of one, would score it against itself). The usual cause is a pair
// number mistyped on the traveller, or the same file read twice. Team
// matches are not checked: there a team sits North-South in one room and
// East-West in the other; nor are results named by their players'
// names (Result.ByNames).
func pairsOnce(b *Board) error {
	seen := map[string]*Result{}
	for _, r := range b.Results {
		if r.ByNames {
			continue
		}
		if r.NS != "" && r.NS == r.EW {
			return fmt.Errorf("%w: %s: board %d: pair %s sits both North-South and East-West", ErrEvent, r.Source, b.Number, r.NS)
		}
		for _, id := range []string{r.NS, r.EW} {
			if id == "" {
				continue
			}
			if o := seen[id]; o != nil {
				return fmt.Errorf("%w: %s: board %d: pair %s plays the board twice (%s at %s, %s at %s)", ErrEvent, r.Source, b.Number, id,
					sideOf(o, id), o.Source, sideOf(r, id), r.Source)
			}
			seen[id] = r
		}
	}
	return nil
}

// sideOf is the side pair id sits at result r: "NS" or "EW".
func sideOf(r *Result, id string) string {
	if r.NS == id {
		return "NS"
	}
	return "EW"
}

// adjustedNote is the note of an adjusted score (Law 12C): artificial,
// split (the two sides scored on different results, Law 12C1(e)),
// weighted or assigned.
func adjustedNote(ns, ew score.Award) Note {
	switch {
	case !ns.Real() || !ew.Real():
		return lawNote("note-artificial", score.LawArtificial)
	case !slices.Equal(ns.Scores, ew.Scores):
		return lawNote("note-split", bridge.Law(12, "C1(e)"))
	case len(ns.Scores) > 1 || len(ew.Scores) > 1:
		return lawNote("note-weighted", bridge.Law(12, "C1(c)"))
	}
	return lawNote("note-assigned", bridge.Law(12, "C1"))
}

// hasTeams reports whether some result names its teams: a team match.
func (ev *Event) hasTeams() bool {
	for _, b := range ev.Boards {
		for _, r := range b.Results {
			if r.TeamNS != "" && r.TeamEW != "" {
				return true
			}
		}
	}
	return false
}

func tables(sb *ScoredBoard) []score.Table {
	ts := make([]score.Table, len(sb.Lines))
	for i, l := range sb.Lines {
		ts[i] = score.Table{NS: l.NS, EW: l.EW, Group: l.Group}
	}
	return ts
}

func (s *Scored) matchpoint(sb *ScoredBoard, opt Options) error {
	mps, err := score.MatchpointBoard(tables(sb), score.MatchpointOptions{Expected: s.Expected, Fouled: opt.Fouled})
	if err != nil {
		return err
	}
	for i, mp := range mps {
		l := &sb.Lines[i]
		sb.Top = mp.Top
		l.MPNS, l.MPEW = roundMP(mp.NS.MP, mp.Top, opt), roundMP(mp.EW.MP, mp.Top, opt)
		l.PctNS, l.PctEW = pct(l.MPNS, mp.Top), pct(l.MPEW, mp.Top)
		if mp.Top == 0 {
			// Nothing to compare (one result expected): a table result is
			// average, an artificial score keeps its percentage (Law
			// 12C2(a): A+ 60%, A 50%, A- 40%).
			l.PctNS, l.PctEW = artificialPct(mp.NS), artificialPct(mp.EW)
		}
		if mp.NS.Method == score.SmallGroup || mp.EW.Method == score.SmallGroup {
			l.note(lawNote("note-fouled-small", score.LawFouled, "pct", fmt.Sprintf("%.0f", mp.NS.Percent), "pct2", fmt.Sprintf("%.0f", mp.EW.Percent), "rule", opt.Fouled.Name))
		} else if mp.NS.Law == score.LawFouled {
			l.note(lawNote("note-fouled-group", score.LawFouled, "group", strconv.Quote(l.Group)))
		}
	}
	return nil
}

func (s *Scored) imp(sb *ScoredBoard, opt Options) error {
	d := opt.Datum
	if !opt.DatumSet {
		d = score.DatumOptions{Round: 10}
		if len(sb.Lines) >= 5 {
			d.Drop = 1
		}
	}
	imps, err := score.IMPBoard(tables(sb), score.IMPOptions{Method: s.Method, Datum: d, Expected: s.Expected})
	if err != nil {
		return err
	}
	for i, v := range imps {
		l := &sb.Lines[i]
		l.IMPNS, l.IMPEW, l.Datum = roundIMP(v.NS.IMPs, opt), roundIMP(v.EW.IMPs, opt), v.Datum
	}
	return nil
}

// teamBoard compares the two rooms of each match on the board.
func teamBoard(sb *ScoredBoard) error {
	byMatch := map[string][]int{}
	for i, l := range sb.Lines {
		r := l.Result
		a, b := teamOf(r, bridge.NorthSouth), teamOf(r, bridge.EastWest)
		if a > b {
			a, b = b, a
		}
		k := a + "\x00" + b
		byMatch[k] = append(byMatch[k], i)
	}
	for _, idx := range byMatch {
		if len(idx) != 2 {
			for _, i := range idx {
				sb.Lines[i].note(Note{Key: "note-other-room"})
			}
			continue
		}
		a, b := &sb.Lines[idx[0]], &sb.Lines[idx[1]]
		if strings.EqualFold(a.Result.Room, "closed") {
			a, b = b, a
		}
		a.primary = true
		ta := score.Table{NS: a.NS, EW: a.EW}
		tb := score.Table{NS: b.NS, EW: b.EW}
		a.IMPNS, a.IMPEW = score.TeamBoard(ta, tb)
		b.IMPNS, b.IMPEW = score.TeamBoard(tb, ta)
	}
	return nil
}

func teamOf(r *Result, d bridge.Side) string {
	if d == bridge.NorthSouth {
		if r.TeamNS != "" {
			return r.TeamNS
		}
		return r.NS
	}
	if r.TeamEW != "" {
		return r.TeamEW
	}
	return r.EW
}

// artificialPct is side s's percentage on a board with no top: an
// artificial score's own (Law 12C2(a)), else 50.
func artificialPct(s score.SideMP) float64 {
	if s.Method == score.ArtificialScore {
		return s.Percent
	}
	return 50
}

func pct(mp, top float64) float64 {
	if top == 0 {
		return 50
	}
	return mp / top * 100
}

// roundMP rounds to 0.1, halves towards the average top/2 (EBU).
func roundMP(mp, top float64, opt Options) float64 {
	if opt.Exact {
		return mp
	}
	x := mp * 10
	f := math.Floor(x)
	switch d := x - f; {
	case math.Abs(d-0.5) < 1e-6:
		if mp > top/2 {
			return f / 10
		}
		return (f + 1) / 10
	case d > 0.5:
		return (f + 1) / 10
	}
	return f / 10
}

func roundIMP(v float64, opt Options) float64 {
	if opt.Exact {
		return v
	}
	return math.Round(v*100) / 100
}

// sessionRule applies Law 12C2(c): an average plus (or minus) becomes the
// contestant's own percentage (or IMPs per board) on its other boards
// when that is higher (or lower).
func (s *Scored) sessionRule(opt Options) {
	type acc struct {
		got, max float64
		n        int
	}
	other := map[string]*acc{}
	artificialOn := func(a score.Award) bool {
		return !a.Real() && (a.Artificial == score.AveragePlus || a.Artificial == score.AverageMinus)
	}
	for _, sb := range s.Boards {
		for _, l := range sb.Lines {
			for _, side := range []struct {
				id     string
				a      score.Award
				mp, im float64
			}{{l.Result.NS, l.NS, l.MPNS, l.IMPNS}, {l.Result.EW, l.EW, l.MPEW, l.IMPEW}} {
				if artificialOn(side.a) {
					continue
				}
				c := other[side.id]
				if c == nil {
					c = &acc{}
					other[side.id] = c
				}
				c.n++
				if s.Method == MatchpointScoring {
					c.got += side.mp
					c.max += sb.Top
				} else {
					c.got += side.im
				}
			}
		}
	}
	s.eachLine(func(sb *ScoredBoard, l *Line) {
		for _, d := range []bridge.Side{bridge.NorthSouth, bridge.EastWest} {
			a, id := l.NS, l.Result.NS
			if d == bridge.EastWest {
				a, id = l.EW, l.Result.EW
			}
			c := other[id]
			if !artificialOn(a) || c == nil || c.n == 0 {
				continue
			}
			if s.Method == MatchpointScoring {
				if c.max == 0 {
					continue
				}
				session := c.got / c.max * 100
				p := a.Artificial.SessionPercent(a.Value, session)
				if p == a.Artificial.Percent(a.Value) {
					continue
				}
				mp := roundMP(p*sb.Top/100, sb.Top, opt)
				if d == bridge.NorthSouth {
					l.MPNS, l.PctNS = mp, pct(mp, sb.Top)
				} else {
					l.MPEW, l.PctEW = mp, pct(mp, sb.Top)
				}
				l.note(lawNote("note-session-mp", bridge.Law(12, "C2(c)"), "side", d.String(), "id", id, "pct", fmt.Sprintf("%.2f", session), "mark", a.Artificial.String()))
			} else {
				per := c.got / float64(c.n)
				v := a.Artificial.SessionIMPs(a.Value, per)
				if v == a.Artificial.IMPs(a.Value) {
					continue
				}
				v = roundIMP(v, opt)
				if d == bridge.NorthSouth {
					l.IMPNS = v
				} else {
					l.IMPEW = v
				}
				l.note(lawNote("note-session-imp", bridge.Law(12, "C2(c)"), "side", d.String(), "id", id, "imps", fmt.Sprintf("%.2f", per), "mark", a.Artificial.String()))
			}
		}
	})
}

// rank builds the standings.
func (s *Scored) rank(opt Options) {
	if s.Method == TeamsScoring {
		s.rankTeams()
		return
	}
	type acc struct {
		st     Standing
		ns, ew bool
		pcts   float64 // the sum of the line percentages, for Max 0
	}
	accs := map[string]*acc{}
	var order []string
	get := func(id string) *acc {
		a := accs[id]
		if a == nil {
			a = &acc{st: Standing{ID: id, Names: s.Event.Names[id]}}
			accs[id] = a
			order = append(order, id)
		}
		return a
	}
	s.eachLine(func(sb *ScoredBoard, l *Line) {
		for _, d := range []bridge.Side{bridge.NorthSouth, bridge.EastWest} {
			id, v, p := l.Result.NS, l.MPNS, l.PctNS
			if s.Method.IMPs() {
				v = l.IMPNS
			}
			if d == bridge.EastWest {
				id, v, p = l.Result.EW, l.MPEW, l.PctEW
				if s.Method.IMPs() {
					v = l.IMPEW
				}
			}
			a := get(id)
			a.pcts += p
			if d == bridge.NorthSouth {
				a.ns = true
			} else {
				a.ew = true
			}
			a.st.Total += v
			a.st.Max += sb.Top
			a.st.Boards++
			pen := s.penalties(l, d, sb.Top, opt)
			a.st.Penalty += pen
			a.st.Total -= pen
		}
	})
	winners := opt.Winners
	if winners == 0 {
		winners = 2
		for _, a := range accs {
			if a.ns && a.ew {
				winners = 1
			}
		}
	}
	s.Winners = winners
	lists := make([][]Standing, winners)
	for _, id := range order {
		a := accs[id]
		st := a.st
		switch {
		case st.Max > 0:
			st.Percent = st.Total / st.Max * 100
		case !s.Method.IMPs():
			// No board had a result to compare with (one result expected):
			// the mean of the travellers' percentages, 50 for a table
			// result, an artificial score's own (Law 12C2(a): A+ 60%).
			st.Percent = a.pcts / float64(st.Boards)
		}
		k := 0
		switch {
		case a.ns && !a.ew:
			st.Direction = "NS"
		case a.ew && !a.ns:
			st.Direction = "EW"
			if winners == 2 {
				k = 1
			}
		}
		lists[k] = append(lists[k], st)
	}
	for k := range lists {
		placeStandings(lists[k], s.Method == MatchpointScoring)
	}
	s.Rankings = lists
}

// penalties is what side d of line l loses on a board with top top: its
// procedural penalties (Law 90) and those the fouled-board rule gives for
// its fouls. It also notes them on the line.
func (s *Scored) penalties(l *Line, d bridge.Side, top float64, opt Options) float64 {
	var ps []score.Penalty
	for _, p := range l.Result.Penalties {
		if p.Side == d {
			ps = append(ps, p.Penalty)
		}
	}
	for _, f := range l.Result.Fouls {
		if f.Both || f.Side == d {
			if p, ok := opt.Fouled.Penalty(f.Kind); ok {
				ps = append(ps, p)
			}
		}
	}
	total := 0.0
	for _, p := range ps {
		var v float64
		var err error
		if s.Method.IMPs() {
			v, err = p.IMPs()
		} else {
			v, err = p.Matchpoints(top)
		}
		id := l.Result.NS
		if d == bridge.EastWest {
			id = l.Result.EW
		}
		if err != nil {
			l.note(penaltyNote(d, id, p, 0, s.Method.IMPs(), err))
			continue
		}
		total += v
		l.note(penaltyNote(d, id, p, v, s.Method.IMPs(), nil))
	}
	return total
}

// eachLine calls f on every line of every board, in order.
func (s *Scored) eachLine(f func(sb *ScoredBoard, l *Line)) {
	for bi := range s.Boards {
		sb := &s.Boards[bi]
		for li := range sb.Lines {
			f(sb, &sb.Lines[li])
		}
	}
}

// teamPenalties charges the procedural penalties of line l to the teams
// of match m (Law 90): IMPs and VPs; another unit is noted as unfit.
func (s *Scored) teamPenalties(l *Line, m *Match) {
	for _, p := range l.Result.Penalties {
		team := teamOf(l.Result, p.Side)
		home := team == m.Home
		switch p.Penalty.Unit {
		case score.IMPsUnit:
			if home {
				m.HomePenaltyIMPs += p.Penalty.Amount
			} else {
				m.AwayPenaltyIMPs += p.Penalty.Amount
			}
		case score.VPsUnit:
			if home {
				m.HomePenaltyVP += p.Penalty.Amount
			} else {
				m.AwayPenaltyVP += p.Penalty.Amount
			}
		default:
			_, err := p.Penalty.IMPs()
			l.note(penaltyNote(p.Side, team, p.Penalty, 0, true, err))
			continue
		}
		l.note(penaltyNote(p.Side, team, p.Penalty, p.Penalty.Amount, p.Penalty.Unit != score.VPsUnit, nil))
	}
}

// placeStandings sorts by Total (or Percent for matchpoints, so pairs
// with fewer boards compare fairly) and gives places, ties sharing one.
func placeStandings(st []Standing, byPercent bool) {
	key := func(x Standing) float64 {
		if byPercent {
			return math.Round(x.Percent*1e6) / 1e6
		}
		return math.Round(x.Total*1e6) / 1e6
	}
	sort.SliceStable(st, func(i, j int) bool {
		if key(st[i]) != key(st[j]) {
			return key(st[i]) > key(st[j])
		}
		return lessID(st[i].ID, st[j].ID)
	})
	for i := range st {
		st[i].Rank = i + 1
		if i > 0 && key(st[i]) == key(st[i-1]) {
			st[i].Rank = st[i-1].Rank
			st[i].Tied, st[i-1].Tied = true, true
		}
	}
}

// lessID orders pair ids numerically when both are numbers.
func lessID(a, b string) bool {
	x, errA := strconv.Atoi(a)
	y, errB := strconv.Atoi(b)
	if errA == nil && errB == nil {
		return x < y
	}
	return a < b
}

// rankTeams totals the team matches: IMPs per match, victory points on
// the WBF continuous scale for the match's board count.
func (s *Scored) rankTeams() {
	type key struct{ a, b string }
	matches := map[key]*Match{}
	var order []key
	// match finds (or opens) the match a line belongs to.
	match := func(r *Result) *Match {
		home, away := teamOf(r, bridge.NorthSouth), teamOf(r, bridge.EastWest)
		if strings.EqualFold(r.Room, "closed") {
			home, away = away, home
		}
		k := key{home, away}
		if _, ok := matches[key{away, home}]; ok {
			k = key{away, home}
		}
		m := matches[k]
		if m == nil {
			m = &Match{Home: k.a, Away: k.b}
			matches[k] = m
			order = append(order, k)
		}
		return m
	}
	s.eachLine(func(_ *ScoredBoard, l *Line) {
		m := match(l.Result)
		s.teamPenalties(l, m)
		if !l.primary {
			return
		}
		m.Boards++
		// The board's IMPs go to the team that won them; artificial
		// scores (Law 86A) may give both teams IMPs.
		h, a := l.IMPNS, l.IMPEW
		if teamOf(l.Result, bridge.NorthSouth) != m.Home {
			h, a = a, h
		}
		m.HomeIMPs += max(h, 0)
		m.AwayIMPs += max(a, 0)
	})
	teams := map[string]*Standing{}
	var tOrder []string
	add := func(id string, imps, vp float64, boards int) {
		t := teams[id]
		if t == nil {
			t = &Standing{ID: id, Names: s.Event.Names[id]}
			teams[id] = t
			tOrder = append(tOrder, id)
		}
		t.Total += imps
		t.VP += vp
		t.Boards += boards
	}
	for _, k := range order {
		m := matches[k]
		home, away := m.HomeIMPs-m.HomePenaltyIMPs, m.AwayIMPs-m.AwayPenaltyIMPs
		m.HomeVP, m.AwayVP, _ = score.VictoryPoints(home-away, m.Boards)
		m.HomeVP -= m.HomePenaltyVP
		m.AwayVP -= m.AwayPenaltyVP
		add(m.Home, home-away, m.HomeVP, m.Boards)
		add(m.Away, away-home, m.AwayVP, m.Boards)
		s.Matches = append(s.Matches, *m)
	}
	var list []Standing
	for _, id := range tOrder {
		list = append(list, *teams[id])
	}
	sort.SliceStable(list, func(i, j int) bool {
		if list[i].VP != list[j].VP {
			return list[i].VP > list[j].VP
		}
		return list[i].Total > list[j].Total
	})
	for i := range list {
		list[i].Rank = i + 1
		if i > 0 && list[i].VP == list[i-1].VP && list[i].Total == list[i-1].Total {
			list[i].Rank = list[i-1].Rank
			list[i].Tied, list[i-1].Tied = true, true
		}
	}
	s.Winners = 1
	s.Rankings = [][]Standing{list}
}
