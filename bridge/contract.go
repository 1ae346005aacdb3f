package bridge

import (
	"strconv"
	"strings"
)

// Contract is the final contract of an auction (Law 22): the level and
// strain of the last bid, whether it was doubled or redoubled, and the
// declarer (the first player of the declaring side to name the strain).
// A Contract with Level 0 is a passed-out board: see PassedOut.
type Contract struct {
	Level    Level // 1-7; 0 when the board was passed out
	Strain   Strain
	Doubling Doubling
	Declarer Seat
}

// PassedOut is the contract of a board on which all four players passed
// (Law 22B): no play and a score of 0.
var PassedOut = Contract{}

// IsPassedOut reports whether c is the passed-out contract.
func (c Contract) IsPassedOut() bool { return c.Level == 0 }

// Valid reports whether c is PassedOut or has a level 1-7, a strain, a
// doubling and a declarer in range.
func (c Contract) Valid() bool {
	if c.Level == 0 {
		return c == PassedOut
	}
	return c.Level <= 7 && c.Strain <= NoTrump && c.Doubling <= Redoubled && c.Declarer <= West
}

// Side is the declaring side.
func (c Contract) Side() Side { return c.Declarer.Side() }

// Dummy is declarer's partner.
func (c Contract) Dummy() Seat { return c.Declarer.Partner() }

// OpeningLeader is declarer's left-hand opponent (Law 41A).
func (c Contract) OpeningLeader() Seat { return c.Declarer.LHO() }

// Target is the number of tricks declarer needs: 6 + level.
func (c Contract) Target() int { return 6 + int(c.Level) }

// String prints the contract as the PBN Contract tag does, without the
// declarer: "4SX", "3NT", "7NTXX", "Pass".
func (c Contract) String() string {
	if c.IsPassedOut() {
		return "Pass"
	}
	return strconv.Itoa(int(c.Level)) + c.Strain.String() + c.Doubling.String()
}

// StringBy prints the contract with its declarer: "4SX S", "Pass".
func (c Contract) StringBy() string {
	if c.IsPassedOut() {
		return "Pass"
	}
	return c.String() + " " + c.Declarer.String()
}

// ParseContract reads a contract without its declarer, as the PBN Contract
// tag writes it (PBN 2.1 section 3.4.14): "Pass", or level, strain and an
// optional "X" or "XX": "4SX", "3NT", "3N", "5dx", "2C*" ("*" and "**" are
// read as X and XX), "4♠X". The declarer of the result is the one given.
func ParseContract(t string, declarer Seat) (Contract, error) {
	c, rest, err := scanContract(t)
	if err != nil {
		return Contract{}, err
	}
	if rest != "" {
		return Contract{}, syntaxErr("contract", t, "unexpected "+strconv.Quote(rest)+" after the contract")
	}
	if !c.IsPassedOut() {
		if !declarer.Valid() {
			return Contract{}, syntaxErr("contract", t, "no declarer")
		}
		c.Declarer = declarer
	}
	return c, nil
}

// ParseContractBy reads a contract followed by its declarer: "4SXS", "7NXN",
// "4S X N", "3NT by W", "Pass". An ill-ordered string such as "7NNX" is an
// error, never a different contract.
func ParseContractBy(t string) (Contract, error) {
	c, rest, err := scanContract(t)
	if err != nil {
		return Contract{}, err
	}
	if c.IsPassedOut() {
		if rest != "" {
			return Contract{}, syntaxErr("contract", t, "nothing may follow Pass")
		}
		return c, nil
	}
	r := strings.TrimSpace(rest)
	if low := strings.ToLower(r); strings.HasPrefix(low, "by ") {
		r = strings.TrimSpace(r[3:])
	}
	s, err := ParseSeat(r)
	if err != nil {
		return Contract{}, syntaxErr("contract", t, "want the declarer (N, E, S or W) after the contract")
	}
	c.Declarer = s
	return c, nil
}

// scanContract reads "Pass" or level, strain and doubling from the start of
// t and returns what is left (trimmed).
func scanContract(t string) (Contract, string, error) {
	u := strings.TrimSpace(t)
	if strings.EqualFold(u, "pass") || strings.EqualFold(u, "p") || strings.EqualFold(u, "passed out") {
		return PassedOut, "", nil
	}
	if u == "" || u[0] < '0' || u[0] > '9' {
		return Contract{}, "", syntaxErr("contract", t, "want Pass or a level 1-7, a strain and X or XX, e.g. 4SX")
	}
	if d := len(u) - len(strings.TrimLeft(u, "0123456789")); d > 1 || u[0] < '1' || u[0] > '7' {
		return Contract{}, "", syntaxErr("contract", t, "level "+u[:d]+": the level is 1-7 (Law 18A)")
	}
	c := Contract{Level: Level(u[0] - '0')}
	u = strings.TrimLeft(u[1:], " ")
	// Strain: NT, N, or a suit letter or symbol.
	switch {
	case len(u) >= 2 && strings.EqualFold(u[:2], "NT"):
		c.Strain, u = NoTrump, u[2:]
	case len(u) >= 2 && (strings.EqualFold(u[:2], "SA") || strings.EqualFold(u[:2], "BA")):
		c.Strain, u = NoTrump, u[2:]
	case len(u) >= 1 && (u[0] == 'N' || u[0] == 'n'):
		c.Strain, u = NoTrump, u[1:]
	default:
		found := false
		for _, sym := range []string{"♣", "♦", "♥", "♠", "♧", "♢", "♡", "♤", "C", "D", "H", "S", "c", "d", "h", "s"} {
			if strings.HasPrefix(u, sym) {
				s, _ := suitOf(sym)
				c.Strain, u, found = StrainOf(s), u[len(sym):], true
				break
			}
		}
		if !found {
			return Contract{}, "", syntaxErr("contract", t, "want a strain C, D, H, S or NT after the level")
		}
	}
	u = strings.TrimLeft(u, " ")
	switch {
	case strings.HasPrefix(u, "XX") || strings.HasPrefix(u, "xx") || strings.HasPrefix(u, "**"):
		c.Doubling, u = Redoubled, u[2:]
	case strings.HasPrefix(u, "X") || strings.HasPrefix(u, "x") || strings.HasPrefix(u, "*"):
		c.Doubling, u = Doubled, u[1:]
	}
	if c.Doubling == Redoubled && u != "" && strings.ContainsRune("Xx*", rune(u[0])) {
		return Contract{}, "", syntaxErr("contract", t, "at most XX: doubled (X) or redoubled (XX), Law 19")
	}
	return c, strings.TrimSpace(u), nil
}
