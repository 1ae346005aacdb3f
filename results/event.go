package results

import (
	"errors"
	"fmt"
	"sort"

	"bridgelaw/bridge"
	"bridgelaw/pbn"
	"bridgelaw/score"
)

// Event is one session of a duplicate event: its boards, each with the
// results of the tables that played it, and the names of the pairs or
// teams. Readers (ReadTraveller, FromPBN) build it; Score scores it.
type Event struct {
	Title  string
	Date   string // as the source writes it
	Club   string
	Source string // file name(s), for messages
	// Method is the scoring the source asks for (MatchpointScoring,
	// ButlerScoring, ...); Auto when it says nothing.
	Method Method
	Boards []*Board
	// Names maps a pair or team id to its players' names.
	Names map[string]string
	// Given is the file's own ranking by pair id (PBN TotalScoreTable),
	// for comparison; nil when the source has none.
	Given map[string]GivenStanding
	// Warnings are the problems a lenient reader (PBN, LIN) met in records
	// it skipped or read in part; the event holds everything else.
	Warnings []error
}

// GivenStanding is a contestant's place as a file's own ranking (PBN
// TotalScoreTable) gives it.
type GivenStanding struct {
	Rank    int
	Total   float64 // TotalScoreMP (or TotalScoreIMP)
	Percent float64 // TotalPercentage, -1 when not given
}

// Board is one board of the event.
type Board struct {
	Number        int
	Dealer        bridge.Seat
	Vulnerability bridge.Vulnerability
	// Deal is the deal as dealt, when the source gives it (DealKnown).
	Deal      bridge.Deal
	DealKnown bool
	// DD is the double-dummy table, when known (from the source's
	// OptimumResultTable, or solved by SolveDD); some of its cells may be
	// bridge.UnknownTricks when it comes from the source.
	DD *bridge.TrickTable
	// DDError is why SolveDD could not solve the deal, nil otherwise: an
	// error wrapping dd.ErrTimeout for a deal past dd.Options.Timeout (the
	// board then has no DD and no par computed).
	DDError error
	// Par is the par of the deal for the board's vulnerability: read from
	// the source's OptimumScore and ParContract tags (pbn Game.Par), or
	// computed by SolveDD; nil when unknown, or when the source gives a par
	// that cannot be read as one (then ParSource). ParText prints it.
	Par *bridge.Par
	// ParSource is the source's par as it writes it, kept only when it
	// cannot be read as a bridge.Par: an OptimumScore with a free-form
	// OptimumContract ("NS 420, 4S N") or with no contract, a ParContract
	// with no OptimumScore, a value that does not parse; "" otherwise.
	ParSource string
	Results   []*Result
}

// ParText is the board's par as the outputs print it: from Par, its PBN
// OptimumScore and ParContract values joined by ", " (pbn
// FormatOptimumScore, FormatParContract): "NS 420, N 4S=", "NS 100, EW
// 4SX-1", "NS 0, Pass"; else ParSource as the source writes it; "" when
// unknown.
func (b *Board) ParText() string {
	if b.Par != nil {
		return pbn.FormatOptimumScore(*b.Par) + ", " + pbn.FormatParContract(*b.Par)
	}
	return b.ParSource
}

// Result is what one table did on a board: a contract played, or an
// adjusted score, with the pairs (or teams) who sat North-South and
// East-West.
type Result struct {
	Source string // "file:line", for messages
	NS, EW string // pair ids (team names for team matches)
	Table  int    // 0 when not given
	Round  int    // 0 when not given
	// Room is "Open" or "Closed" in a team match; TeamNS and TeamEW are the
	// teams sitting North-South and East-West there (NS and EW may then
	// name pairs or be the teams).
	Room           string
	TeamNS, TeamEW string
	// ByNames: NS and EW are made from the players' names (a hand record
	// with no pair numbers), not pair ids: the same names may sit at
	// several tables (robots, "Unknown"), so Score does not check that
	// each pair plays a board once.
	ByNames bool

	// The table result: Contract (with declarer) and declarer's tricks,
	// when Played. A result known only by its score has Played false and
	// ScoreKnown true.
	Contract   bridge.Contract
	Tricks     int
	Played     bool
	Lead       string
	ScoreNS    int // points for North-South, when ScoreKnown
	ScoreKnown bool

	// Adjusted: the Director's adjusted score replaces the table result
	// (Law 12C); AdjNS and AdjEW are the two sides' awards (equal unless
	// split, Law 12C1(e)).
	Adjusted     bool
	AdjNS, AdjEW score.Award

	// Group is the version of the deal this table played when the board
	// was fouled (Law 87); "" for the board as dealt.
	Group string
	// Deal is the deal this table played, when the source gives it
	// (DealKnown): a board whose results give different deals is scored
	// in groups, one per deal played (Law 87; Score).
	Deal      bridge.Deal
	DealKnown bool
	// Fouls are the faults behind a fouled board committed at this table,
	// with the side responsible, penalised as the fouled-board rule says.
	Fouls []Foul
	// Correction changes the tricks recorded (Law 79), if any.
	Correction *score.Correction
	// Penalties are procedural penalties (Law 90) given at this table.
	Penalties []Penalty

	// Given is what the source itself says the result scored, for
	// comparison; nil when it says nothing.
	Given *Given
}

// Foul is a fault behind a fouled board by one side of a table (Side) or
// both (Both).
type Foul struct {
	Kind score.Foul
	Side bridge.Side
	Both bool
}

// Penalty is a procedural penalty for one side of a table.
type Penalty struct {
	Side bridge.Side
	score.Penalty
}

// Given is the source's own scoring of a result.
type Given struct {
	MPNS, MPEW   *float64 // matchpoints (2-per-beat)
	PctNS, PctEW *float64 // percentages
	IMPNS        *float64 // IMPs for North-South's side
}

// ErrEvent reports an event that cannot be scored (no boards, a result
// without pairs, a contract without vulnerability).
var ErrEvent = errors.New("results: invalid event")

// ErrOnlyDeals reports a file of hand records that gives deals and no
// result at all (a dealing program's file, or one made before the session
// was played): there is nothing to score, and a hand-record sheet
// (package handrecord) is what it makes. It wraps ErrEvent.
var ErrOnlyDeals = fmt.Errorf("%w (deals only)", ErrEvent)

// results is the number of results on the event's boards.
func (e *Event) results() int {
	n := 0
	for _, b := range e.Boards {
		n += len(b.Results)
	}
	return n
}

// Board returns the board with number n, adding it when absent (the
// boards stay sorted by number).
func (e *Event) Board(n int) *Board {
	i := sort.Search(len(e.Boards), func(i int) bool { return e.Boards[i].Number >= n })
	if i < len(e.Boards) && e.Boards[i].Number == n {
		return e.Boards[i]
	}
	b := &Board{Number: n, Dealer: bridge.Board(n).Dealer(), Vulnerability: bridge.Board(n).Vulnerability()}
	e.Boards = append(e.Boards, nil)
	copy(e.Boards[i+1:], e.Boards[i:])
	e.Boards[i] = b
	return b
}

// tableScore is the North-South score of a played result on board b,
// with tricks declarer's tricks (Law 77).
func (r *Result) tableScore(b *Board, tricks int) (int, error) {
	s, err := score.Score(r.Contract, b.Vulnerability, tricks)
	if err != nil {
		return 0, fmt.Errorf("%s: board %d: %w", r.Source, b.Number, err)
	}
	return s, nil
}

// awards are the two sides' awards for result r on board b: the adjusted
// score, or the table result after any Law 79 correction (which may score
// the two sides on different trick counts, Law 79B3). law is the Law 79
// decision, if any.
func (r *Result) awards(b *Board) (ns, ew score.Award, corr *score.CorrectionDecision, err error) {
	if r.Adjusted {
		return r.AdjNS, r.AdjEW, nil, nil
	}
	if !r.Played {
		if !r.ScoreKnown {
			return ns, ew, nil, fmt.Errorf("%w: %s: board %d: no contract, score or adjusted score", ErrEvent, r.Source, b.Number)
		}
		return score.Result(r.ScoreNS), score.Result(r.ScoreNS), nil, nil
	}
	decl, def := r.Tricks, r.Tricks
	if r.Correction != nil && !r.Contract.IsPassedOut() {
		d, err := r.Correction.Decide(r.Tricks)
		if err != nil {
			return ns, ew, nil, fmt.Errorf("%s: board %d: %w", r.Source, b.Number, err)
		}
		decl, def, corr = d.DeclarerTricks, d.DefenderTricks, &d
	}
	sd, err := r.tableScore(b, decl)
	if err != nil {
		return ns, ew, nil, err
	}
	sf := sd
	if def != decl {
		if sf, err = r.tableScore(b, def); err != nil {
			return ns, ew, nil, err
		}
	}
	// The declaring side is scored on decl tricks, the defenders on def.
	ns, ew = score.Result(sd), score.Result(sf)
	if r.Contract.Side() == bridge.EastWest {
		ns, ew = score.Result(sf), score.Result(sd)
	}
	return ns, ew, corr, nil
}

// Merge adds the boards and results of o to e (travellers split across
// files: one per board, round or section). Names and empty fields of e are
// filled from o.
func (e *Event) Merge(o *Event) {
	for _, ob := range o.Boards {
		b := e.Board(ob.Number)
		if len(b.Results) == 0 && !b.DealKnown {
			b.Dealer, b.Vulnerability = ob.Dealer, ob.Vulnerability
		}
		if !b.DealKnown && ob.DealKnown {
			b.Deal, b.DealKnown = ob.Deal, true
		}
		if b.DD == nil {
			b.DD = ob.DD
		}
		if b.Par == nil && b.ParSource == "" {
			b.Par, b.ParSource = ob.Par, ob.ParSource
		}
		b.Results = append(b.Results, ob.Results...)
	}
	if e.Names == nil {
		e.Names = map[string]string{}
	}
	for k, v := range o.Names {
		if _, ok := e.Names[k]; !ok {
			e.Names[k] = v
		}
	}
	for _, f := range []struct {
		dst *string
		src string
	}{{&e.Title, o.Title}, {&e.Date, o.Date}, {&e.Club, o.Club}} {
		if *f.dst == "" {
			*f.dst = f.src
		}
	}
	if e.Method == Auto {
		e.Method = o.Method
	}
	e.Warnings = append(e.Warnings, o.Warnings...)
	for k, v := range o.Given {
		if e.Given == nil {
			e.Given = map[string]GivenStanding{}
		}
		e.Given[k] = v
	}
	if e.Source == "" {
		e.Source = o.Source
	} else if o.Source != "" {
		e.Source += ", " + o.Source
	}
}
