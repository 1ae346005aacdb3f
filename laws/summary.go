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

// ErrRevokeFacts: the summary gives revokes that cannot have happened as
// given (Summary.Check). It comes wrapped together with ErrSummary.
var ErrRevokeFacts = errors.New("revokes that cannot have happened")

// RuleSummary applies Law 64 to a Director's summary with AdjustRevokes, as
// the full record does, and scores the board (Law 77). A summary that
// Check rejects is an error wrapping ErrSummary and ErrRevokeFacts; an
// incomplete one (no contract, not 13 winners) wraps ErrSummary alone.
func RuleSummary(s Summary) (SummaryResult, error) {
	var res SummaryResult
	if s.Contract.IsPassedOut() || !s.Contract.Valid() {
		return res, fmt.Errorf("%w: no contract", ErrSummary)
	}
	if len(s.Winners) != 13 {
		return res, fmt.Errorf("%w: %d trick winners, want 13", ErrSummary, len(s.Winners))
	}
	if err := s.Check(); err != nil {
		return res, err
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

// Check reports the first revoke of the summary that cannot have happened
// as given, as an error wrapping ErrSummary and ErrRevokeFacts that names
// it ("E@13"); nil when every revoke can have:
//
//   - a revoke on trick 13: each player has one card left and plays it
//     (Law 44C); a revoke on trick 12 is Law 64B6;
//   - the same player twice on one trick: he plays one card to it;
//   - a repeat (Law 64B2) with no earlier established revoke by the same
//     player;
//   - a revoke corrected in time (Law 62A, 62C3, or as if established
//     under 43B2(b)) noticed only after the next board's first call or the
//     round's end (64B4, 64B5): a correction needs attention drawn before
//     the revoke is established.
func (s Summary) Check() error {
	bad := func(r RevokeFacts, format string, args ...any) error {
		return fmt.Errorf("%w: %w: revoke %s: %s", ErrSummary, ErrRevokeFacts, r, fmt.Sprintf(format, args...))
	}
	for i, r := range s.Revokes {
		if r.Trick == 13 {
			return bad(r, "no one can revoke on trick 13: each player has one card left and plays it (Law 44C)")
		}
		for _, p := range s.Revokes[:i] {
			if p.Offender == r.Offender && p.Trick == r.Trick {
				return bad(r, "given twice: %s played one card to trick %d", r.Offender.Name(), r.Trick)
			}
		}
		inTime := !r.Established || r.Corrected62C3 // attention drawn before it was established
		if inTime && (r.AfterNextBoard || r.AfterRound) {
			return bad(r, "corrected before it was established (Law 62A), so attention was drawn in time: it cannot have been first noticed after the next board or the round (Law 64B4, 64B5)")
		}
		if r.Repeat {
			earlier := false
			for _, p := range s.Revokes {
				if p.Offender == r.Offender && p.Trick < r.Trick && (p.Established || p.AsIfEstablished) && !p.Corrected62C3 {
					earlier = true
				}
			}
			if !earlier {
				return bad(r, "a repeat (Law 64B2) is a later revoke by the same player in the same suit, and %s has no earlier established revoke", r.Offender.Name())
			}
			if inTime && !r.AsIfEstablished {
				return bad(r, "a repeat (Law 64B2) is an established revoke, not one corrected (Law 62A)")
			}
		}
	}
	return nil
}

// String prints the revoke as ParseRevoke reads it: "E@6", with its facts
// after a colon ("W@5:repeat,suit=H").
func (r RevokeFacts) String() string {
	s := r.Offender.String() + "@" + strconv.Itoa(r.Trick)
	var f []string
	switch {
	case r.Corrected62C3:
		f = append(f, "corrected-62c3")
	case r.AsIfEstablished:
		f = append(f, "as-if-established")
	case !r.Established:
		f = append(f, "corrected")
	}
	for _, x := range []struct {
		on   bool
		name string
	}{{r.Repeat, "repeat"}, {r.FacedCard, "penalty-card"}, {r.AfterNextBoard, "after-next-board"}, {r.AfterRound, "after-round"}} {
		if x.on {
			f = append(f, x.name)
		}
	}
	if r.SuitKnown {
		f = append(f, "suit="+r.Suit.String())
	}
	if len(f) > 0 {
		s += ":" + strings.Join(f, ",")
	}
	return s
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
