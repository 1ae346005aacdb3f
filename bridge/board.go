package bridge

import (
	"strconv"
	"strings"
)

// Board is a duplicate board number, 1 or more. Its markings give the dealer
// and the vulnerability (Law 2): the dealer cycle is 4 boards, the
// vulnerability cycle 16, so board 17 is marked like board 1.
type Board int

// Valid reports whether b is a board number (1 or more).
func (b Board) Valid() bool { return b >= 1 }

// cycle is the board's place 0-15 in the 16-board cycle.
func (b Board) cycle() int { return ((int(b)-1)%16 + 16) % 16 }

// Dealer is the dealer marked on the board (Law 2): N, E, S, W for boards
// 1, 2, 3, 4, and so on every 4 boards. (The "& 3" is modulo 4 of the
// board's place 0-15 in the cycle, not a mask of input: every board number,
// even an invalid one, has a place in the cycle.)
func (b Board) Dealer() Seat { return Seat(b.cycle() & 3) }

// Vulnerability is the vulnerability marked on the board (Law 2), repeating
// every 16 boards: 1 None, 2 NS, 3 EW, 4 All, 5 NS, 6 EW, 7 All, 8 None,
// 9 EW, 10 All, 11 None, 12 NS, 13 All, 14 None, 15 NS, 16 EW.
func (b Board) Vulnerability() Vulnerability {
	i := b.cycle()
	return vulnerabilities[(i%4+i/4)%4]
}

// String prints the board number.
func (b Board) String() string { return strconv.Itoa(int(b)) }

// Vulnerability says which sides are vulnerable on a board (Law 2).
type Vulnerability uint8

// The four vulnerabilities: a bit per side.
const (
	None         Vulnerability = 0
	NSVulnerable Vulnerability = 1
	EWVulnerable Vulnerability = 2
	All          Vulnerability = 3
)

// vulnerabilities is the table behind Vulnerabilities and the markings of
// Board.Vulnerability.
var vulnerabilities = [4]Vulnerability{None, NSVulnerable, EWVulnerable, All}

// Vulnerabilities lists the four vulnerabilities of Law 2: None, NS, EW,
// All. The array is a copy.
func Vulnerabilities() [4]Vulnerability { return vulnerabilities }

// Vulnerable reports whether side d is vulnerable.
func (v Vulnerability) Vulnerable(d Side) bool { return v&(1<<d) != 0 }

// Valid reports whether v is one of the four vulnerabilities.
func (v Vulnerability) Valid() bool { return v <= All }

// String prints the PBN export word: "None", "NS", "EW" or "All".
func (v Vulnerability) String() string {
	if v > All {
		return "?"
	}
	return [4]string{"None", "NS", "EW", "All"}[v]
}

// ParseVulnerability reads a PBN Vulnerable value (PBN 2.1 section 3.4.10):
// "None", "Love", "-", "NS", "EW", "All", "Both", in either case; also
// "N-S", "E-W", "Nil".
func ParseVulnerability(t string) (Vulnerability, error) {
	raw := strings.TrimSpace(t)
	if raw == "-" {
		return None, nil
	}
	switch strings.ToLower(strings.NewReplacer("-", "", "/", "", " ", "").Replace(raw)) {
	case "none", "love", "nil":
		return None, nil
	case "ns", "northsouth":
		return NSVulnerable, nil
	case "ew", "eastwest":
		return EWVulnerable, nil
	case "all", "both":
		return All, nil
	}
	return 0, syntaxErr("vulnerability", t, "want None, NS, EW or All")
}
