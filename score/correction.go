package score

import (
	"errors"
	"fmt"
	"time"

	"bridgelaw/bridge"
)

// DefaultCorrectionPeriod is the Correction Period when the Tournament
// Organiser sets none: 30 minutes after the official scores are made
// available (Law 79C1).
const DefaultCorrectionPeriod = 30 * time.Minute

// CorrectionKind says what a change of the tricks recorded for a table is.
type CorrectionKind int8

const (
	// RecordingError: the tricks were agreed at the table (Law 79A) but
	// recorded or computed wrongly; correctable within the Correction
	// Period (Law 79C1), later only with the Tournament Organiser's
	// approval and the Director satisfied beyond reasonable doubt (79C2).
	RecordingError CorrectionKind = iota
	// Disagreement: the players dispute the number of tricks won and the
	// Director was not called before the round ended (Law 79B3): he changes
	// the score of both sides only when clearly convinced of the table
	// result, and otherwise leaves it or reduces one side's score only.
	Disagreement
)

// Correction is a request to change the number of tricks recorded for a
// table (Law 79).
type Correction struct {
	Kind   CorrectionKind
	Tricks int // declarer's tricks claimed to be right, 0-13
	// Posted is when the official scores were made available; Raised when
	// the correction was asked for. Period is the Correction Period (0:
	// DefaultCorrectionPeriod).
	Posted, Raised time.Time
	Period         time.Duration
	// TOApproved: the Tournament Organiser approves a late correction and
	// the Director is satisfied beyond reasonable doubt (Law 79C2).
	TOApproved bool
	// Convinced: the Director is clearly convinced of the claimed table
	// result (Law 79B3).
	Convinced bool
	// ReduceOne: when not convinced, the Director reduces the score of the
	// side that the recorded tricks favour, without raising the other's
	// (Law 79B3); otherwise the record stands.
	ReduceOne bool
}

// CorrectionDecision is the outcome of a Correction: the tricks used for
// each side's score (equal unless Law 79B3 reduced one side only) and the
// law applied.
type CorrectionDecision struct {
	Applied        bool // the record was changed for at least one side
	DeclarerTricks int  // tricks used for the declaring side's score
	DefenderTricks int  // tricks used for the defending side's score
	Law            bridge.LawRef
	Why            string
	// Reason is Why as an identifier, for a translation: "convinced",
	// "reduce-one", "not-convinced" (Law 79B3), "in-period", "late" (79C1),
	// "approved" (79C2).
	Reason string
}

// ErrCorrection: a correction's tricks are not 0-13.
var ErrCorrection = errors.New("score: corrected tricks must be 0-13")

// Decide applies Law 79 to a table whose recorded count is recorded tricks
// for declarer.
func (c Correction) Decide(recorded int) (CorrectionDecision, error) {
	if c.Tricks < 0 || c.Tricks > 13 || recorded < 0 || recorded > 13 {
		return CorrectionDecision{}, fmt.Errorf("%w: recorded %d, corrected %d", ErrCorrection, recorded, c.Tricks)
	}
	keep := CorrectionDecision{DeclarerTricks: recorded, DefenderTricks: recorded}
	all := CorrectionDecision{Applied: c.Tricks != recorded, DeclarerTricks: c.Tricks, DefenderTricks: c.Tricks}
	switch c.Kind {
	case Disagreement:
		if c.Convinced {
			all.Law, all.Why, all.Reason = bridge.Law(79, "B3"), "Director clearly convinced of the table result: both sides changed", "convinced"
			return all, nil
		}
		if c.ReduceOne {
			// The side favoured by the record loses; the other is not raised.
			d := keep
			d.Applied = c.Tricks != recorded
			if c.Tricks < recorded {
				d.DeclarerTricks = c.Tricks // declarer's side reduced
			} else {
				d.DefenderTricks = c.Tricks // defenders' side reduced
			}
			d.Law, d.Why, d.Reason = bridge.Law(79, "B3"), "Director not convinced: one side's score reduced, the other's not raised", "reduce-one"
			return d, nil
		}
		keep.Law, keep.Why, keep.Reason = bridge.Law(79, "B3"), "Director not convinced: the recorded score stands", "not-convinced"
		return keep, nil
	}
	period := c.Period
	if period == 0 {
		period = DefaultCorrectionPeriod
	}
	if c.Posted.IsZero() || c.Raised.IsZero() || !c.Raised.After(c.Posted.Add(period)) {
		all.Law, all.Why, all.Reason = bridge.Law(79, "C1"), "corrected within the Correction Period", "in-period"
		return all, nil
	}
	if c.TOApproved {
		all.Law, all.Why, all.Reason = bridge.Law(79, "C2"), "corrected after the Correction Period with the Tournament Organiser's approval", "approved"
		return all, nil
	}
	keep.Law, keep.Reason, keep.Why = bridge.Law(79, "C1"), "late", fmt.Sprintf("raised %s after the official scores, past the %s Correction Period: the record stands", c.Raised.Sub(c.Posted), period)
	return keep, nil
}
