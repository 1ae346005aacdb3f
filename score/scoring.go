package score

import (
	"errors"
	"fmt"
	"strings"

	"bridgelaw/bridge"
)

// Scoring is a scoring method of a duplicate event (Law 78): matchpoints
// (Law 78A) or IMPs (Law 78B) for pairs, or IMPs and victory points for
// teams (Law 78B, 78C). Its properties (IMPs or matchpoints, pairs or
// teams, the law, the names) come from one table, so a method added later
// has to say what it is. The zero value NoScoring is no method chosen:
// package results reads it as "auto" (from the source).
type Scoring int8

// The scoring methods.
const (
	// NoScoring: none chosen yet (command line "auto").
	NoScoring Scoring = iota
	// MatchpointScoring: pairs, matchpoints (Law 78A).
	MatchpointScoring
	// ButlerScoring: pairs, IMPs against a datum (Law 78B).
	ButlerScoring
	// CrossIMPScoring: pairs, IMPs against every other result, summed.
	CrossIMPScoring
	// CrossIMPAverageScoring: cross-IMPs divided by the comparisons.
	CrossIMPAverageScoring
	// TeamsScoring: team matches, each board's two rooms compared in IMPs,
	// matches converted to victory points on the WBF continuous scale.
	TeamsScoring
)

// scoringInfo is the row of a method in the table scorings.
type scoringInfo struct {
	name   string        // command-line name
	imps   bool          // scored in IMPs (else matchpoints)
	teams  bool          // team matches (else pairs)
	law    bridge.LawRef // the law of its comparisons
	usebio string        // USEBIO BOARD_SCORING_METHOD
}

// scorings holds the properties of each method, indexed by Scoring.
var scorings = [...]scoringInfo{
	NoScoring:              {name: "auto"},
	MatchpointScoring:      {name: "mp", law: LawMatchpoints, usebio: "MATCH_POINTS"},
	ButlerScoring:          {name: "butler", imps: true, law: LawIMPs, usebio: "BUTLER_IMPS"},
	CrossIMPScoring:        {name: "cross", imps: true, law: LawIMPs, usebio: "CROSS_IMPS"},
	CrossIMPAverageScoring: {name: "cross-average", imps: true, law: LawIMPs, usebio: "CROSS_IMPS"},
	TeamsScoring:           {name: "teams", imps: true, teams: true, law: LawIMPs, usebio: "IMPS"},
}

// ErrScoring: a name or value that is not one of the scoring methods.
var ErrScoring = errors.New("score: unknown scoring method")

// info is m's row; the zero row for a value out of range.
func (m Scoring) info() scoringInfo {
	if m < 0 || int(m) >= len(scorings) {
		return scoringInfo{}
	}
	return scorings[m]
}

// Valid reports whether m is one of the five methods (not NoScoring).
func (m Scoring) Valid() bool { return m > NoScoring && int(m) < len(scorings) }

// String is the method's name on the command line: mp, butler, cross,
// cross-average, teams, and auto for NoScoring; "" out of range.
func (m Scoring) String() string { return m.info().name }

// IMPs reports whether the method scores boards in IMPs (Law 78B).
func (m Scoring) IMPs() bool { return m.info().imps }

// Matchpoints reports whether the method scores boards in matchpoints
// (Law 78A).
func (m Scoring) Matchpoints() bool { return m.Valid() && !m.info().imps }

// Teams reports whether the method scores team matches (else pairs).
func (m Scoring) Teams() bool { return m.info().teams }

// Law is the law of the method's comparisons: Law 78A or 78B; the zero
// LawRef for NoScoring.
func (m Scoring) Law() bridge.LawRef { return m.info().law }

// USEBIO is the method's USEBIO BOARD_SCORING_METHOD: MATCH_POINTS,
// BUTLER_IMPS, CROSS_IMPS or IMPS (teams); "" for NoScoring.
func (m Scoring) USEBIO() string { return m.info().usebio }

// ParseScoring reads a method name (see String; case ignored; also
// "matchpoints", "matchpoint", "mps" for mp and "imp", "imps" for butler).
// "auto" is NoScoring. Other names are an error wrapping ErrScoring.
func ParseScoring(s string) (Scoring, error) {
	switch strings.ToLower(s) {
	case "matchpoints", "matchpoint", "mps":
		return MatchpointScoring, nil
	case "imp", "imps":
		return ButlerScoring, nil
	}
	for m, in := range scorings {
		if in.name == strings.ToLower(s) {
			return Scoring(m), nil
		}
	}
	return NoScoring, fmt.Errorf("%w: %q", ErrScoring, s)
}
