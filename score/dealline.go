package score

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// ErrDealLine: a line that is not CONTRACT DECLARER TRICKS [DEAL].
var ErrDealLine = errors.New("score: bad deal line")

// ParseTricks reads declarer's tricks for contract c: 0-13, or "=", "+1",
// "-2" relative to the contract ("=" is 0 for a deal passed out). Errors
// wrap ErrTricks.
func ParseTricks(t string, c bridge.Contract) (int, error) {
	bad := fmt.Errorf("%w: %q: want 0-13, or =, +1, -2 relative to the contract", ErrTricks, t)
	switch {
	case t == "=":
		if c.IsPassedOut() {
			return 0, nil
		}
		return c.Target(), nil
	case strings.HasPrefix(t, "+") || strings.HasPrefix(t, "-"):
		n, err := strconv.Atoi(t)
		if err != nil || c.IsPassedOut() {
			return 0, bad
		}
		tr := c.Target() + n
		if tr < 0 || tr > 13 {
			return 0, bad
		}
		return tr, nil
	}
	n, err := strconv.Atoi(t)
	if err != nil || n < 0 || n > 13 {
		return 0, bad
	}
	return n, nil
}

// ParseDealLine reads one deal of a score sheet as a line:
//
//	CONTRACT DECLARER TRICKS [DEAL]
//	Pass [DEAL]
//
// CONTRACT as the PBN Contract tag writes it (4S, 3NTX, 6HXX), DECLARER N,
// E, S or W, TRICKS declarer's tricks 0-13 or =, +1, -2 (ParseTricks), DEAL
// optionally the four hands in PBN form ("N:AKQJ.T98.765.432 ..."), which
// gives the honours. "Pass" may be followed by "-" and "0" as
// `bridgelaw score` takes it. Errors wrap ErrDealLine and name the field.
func ParseDealLine(line string) (DealResult, error) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return DealResult{}, fmt.Errorf("%w: empty line, want CONTRACT DECLARER TRICKS [DEAL], e.g. 4S N 10", ErrDealLine)
	}
	var d DealResult
	if c, err := bridge.ParseContract(f[0], bridge.North); err == nil && c.IsPassedOut() {
		rest := f[1:]
		if len(rest) > 0 && rest[0] == "-" {
			rest = rest[1:]
		}
		if len(rest) > 0 && (rest[0] == "0" || rest[0] == "=") {
			rest = rest[1:]
		}
		d.Contract = bridge.PassedOut
		return d, parseLineDeal(&d, rest)
	}
	if len(f) < 3 {
		return d, fmt.Errorf("%w: %q: want CONTRACT DECLARER TRICKS [DEAL], e.g. 4S N 10", ErrDealLine, line)
	}
	decl, err := bridge.ParseSeat(f[1])
	if err != nil {
		return d, fmt.Errorf("%w: declarer %q: want N, E, S or W", ErrDealLine, f[1])
	}
	if d.Contract, err = bridge.ParseContract(f[0], decl); err != nil {
		return d, fmt.Errorf("%w: %w", ErrDealLine, err)
	}
	if d.Tricks, err = ParseTricks(f[2], d.Contract); err != nil {
		return d, fmt.Errorf("%w: %w", ErrDealLine, err)
	}
	return d, parseLineDeal(&d, f[3:])
}

// parseLineDeal reads the deal that may end a line, quoted or not.
func parseLineDeal(d *DealResult, f []string) error {
	if len(f) == 0 {
		return nil
	}
	t := strings.Trim(strings.Join(f, " "), `"`)
	deal, err := bridge.ParseDeal(t)
	if err != nil {
		return fmt.Errorf("%w: deal: %w", ErrDealLine, err)
	}
	d.Deal = deal
	return nil
}

// String is the result as ParseDealLine reads it: "4SX N 8", "Pass", with
// the deal after it when it is known ("4S N 10 N:AKQ..."). Tricks are
// written as a number.
func (d DealResult) String() string {
	var s string
	if d.Contract.IsPassedOut() {
		s = "Pass"
	} else {
		s = d.Contract.String() + " " + d.Contract.Declarer.String() + " " + strconv.Itoa(d.Tricks)
	}
	if !d.Deal.IsZero() {
		s += " " + d.Deal.String()
	}
	return s
}
