package laws

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

// Summary is what a Director learns at a physical table without the deal:
// the contract, the vulnerability, the seat that won each of the 13 tricks,
// and the revokes with the facts of Law 64 (RevokeFacts).
type Summary struct {
	Contract      bridge.Contract
	Vulnerability bridge.Vulnerability
	Winners       []bridge.Seat // the winner of tricks 1-13, in order
	Revokes       []RevokeFacts
}

// SummaryResult is the ruling on a Summary: one Adjustment per revoke, the
// tricks and scores before and after (tricks 0-13, scores in points for
// North-South).
type SummaryResult struct {
	Adjustments    []Adjustment
	TableTricks    int // declarer's side's tricks as played
	DeclarerTricks int // after the transfers
	TableScoreNS   int
	ScoreNS        int
}

// ErrSummary: the summary is incomplete or inconsistent (not 13 winners, no
// contract, a revoke outside tricks 1-13).
var ErrSummary = errors.New("laws: bad Director's summary")

// RuleSummary applies Law 64 to a Director's summary with AdjustRevokes, as
// the full record does, and scores the board (Law 77).
func RuleSummary(s Summary) (SummaryResult, error) {
	var res SummaryResult
	if s.Contract.IsPassedOut() || !s.Contract.Valid() {
		return res, fmt.Errorf("%w: no contract", ErrSummary)
	}
	if len(s.Winners) != 13 {
		return res, fmt.Errorf("%w: %d trick winners, want 13", ErrSummary, len(s.Winners))
	}
	for _, w := range s.Winners {
		if w.Side() == s.Contract.Side() {
			res.TableTricks++
		}
	}
	adj, decl, err := AdjustRevokes(s.Contract, s.Winners, s.Revokes)
	if err != nil {
		return res, fmt.Errorf("%w: %v", ErrSummary, err)
	}
	res.Adjustments, res.DeclarerTricks = adj, decl
	if res.TableScoreNS, err = score.Score(s.Contract, s.Vulnerability, res.TableTricks); err != nil {
		return res, err
	}
	res.ScoreNS, err = score.Score(s.Contract, s.Vulnerability, decl)
	return res, err
}

// ParseWinners reads the winners of the tricks as seat letters, one per
// trick, e.g. "WWSSSNSSESSES"; spaces, commas and dashes are ignored.
func ParseWinners(text string) ([]bridge.Seat, error) {
	var out []bridge.Seat
	for i, c := range text {
		switch c {
		case ' ', ',', '-':
			continue
		}
		s, err := bridge.ParseSeat(string(c))
		if err != nil {
			return nil, fmt.Errorf("%w: winners: %q at position %d is not N, E, S or W", ErrSummary, c, i+1)
		}
		out = append(out, s)
	}
	return out, nil
}

// ParseRevoke reads a revoke as "E@6" (offender and trick 1-13), optionally
// followed by ":" and comma-separated facts: corrected (62A), repeat
// (64B2), penalty-card (64B3), after-next-board (64B4), after-round
// (64B5), corrected-62c3 (64B8), as-if-established (43B2b), suit=H (the
// suit not followed).
func ParseRevoke(text string) (RevokeFacts, error) {
	r := RevokeFacts{Established: true}
	spec, facts, _ := strings.Cut(strings.TrimSpace(text), ":")
	who, trick, ok := strings.Cut(spec, "@")
	if !ok {
		return r, fmt.Errorf("%w: revoke %q: want SEAT@TRICK, e.g. E@6", ErrSummary, text)
	}
	s, err := bridge.ParseSeat(who)
	if err != nil {
		return r, fmt.Errorf("%w: revoke %q: the offender must be N, E, S or W", ErrSummary, text)
	}
	n, err := strconv.Atoi(trick)
	if err != nil || n < 1 || n > 13 {
		return r, fmt.Errorf("%w: revoke %q: the trick must be 1-13", ErrSummary, text)
	}
	r.Offender, r.Trick = s, n
	for _, f := range strings.Split(facts, ",") {
		switch f = strings.ToLower(strings.TrimSpace(f)); {
		case f == "":
		case f == "corrected":
			r.Established = false
		case f == "repeat":
			r.Repeat = true
		case f == "penalty-card" || f == "faced":
			r.FacedCard = true
		case f == "after-next-board":
			r.AfterNextBoard = true
		case f == "after-round":
			r.AfterRound = true
		case f == "corrected-62c3":
			r.Corrected62C3, r.Established = true, false
		case f == "as-if-established":
			r.AsIfEstablished, r.Established = true, false
		case strings.HasPrefix(f, "suit="):
			u, err := bridge.ParseSuit(f[5:])
			if err != nil {
				return r, fmt.Errorf("%w: revoke %q: bad suit", ErrSummary, text)
			}
			r.Suit, r.SuitKnown = u, true
		default:
			return r, fmt.Errorf("%w: revoke %q: unknown fact %q", ErrSummary, text, f)
		}
	}
	return r, nil
}
