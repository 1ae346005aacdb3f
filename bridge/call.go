package bridge

import (
	"strconv"
	"strings"
)

// Level is the level of a bid, 1-7: the number of odd tricks contracted for
// (Law 18A).
type Level uint8

// Call is one call of the auction (Law 18, 19, 20): pass, double, redouble
// or a bid of a level and strain. It is one comparable value; the zero Call
// is no call. Bids compare in rank order (Law 18E): Bid(1, Clubs) is the
// lowest, Bid(7, NoTrump) the highest, and a greater Call value outranks a
// smaller one among bids.
type Call uint8

// The three calls that are not bids.
const (
	Pass     Call = 1
	Double   Call = 2
	Redouble Call = 3
)

const firstBid Call = 4

// Bid is the bid of level l (1-7) in strain t. It returns the zero Call when
// l or t is out of range.
func Bid(l Level, t Strain) Call {
	if l < 1 || l > 7 || t > NoTrump {
		return 0
	}
	return firstBid + Call((l-1)*5) + Call(t)
}

// Valid reports whether c is a pass, a double, a redouble or a bid.
func (c Call) Valid() bool { return c >= Pass && c < firstBid+35 }

// IsBid reports whether c is a bid.
func (c Call) IsBid() bool { return c >= firstBid && c < firstBid+35 }

// Level is the bid's level, 1-7; 0 for a call that is not a bid.
func (c Call) Level() Level {
	if !c.IsBid() {
		return 0
	}
	return Level((c-firstBid)/5 + 1)
}

// Strain is the bid's strain; NoTrump for a call that is not a bid.
func (c Call) Strain() Strain {
	if !c.IsBid() {
		return NoTrump
	}
	return Strain((c - firstBid) % 5)
}

// String prints "Pass", "X", "XX" or a bid: "1C", "3NT".
func (c Call) String() string {
	switch {
	case c == Pass:
		return "Pass"
	case c == Double:
		return "X"
	case c == Redouble:
		return "XX"
	case c.IsBid():
		return strconv.Itoa(int(c.Level())) + c.Strain().String()
	}
	return "?"
}

// Symbol prints the call with a suit symbol for a suit bid: "4♠", "3NT".
func (c Call) Symbol() string {
	if c.IsBid() {
		return strconv.Itoa(int(c.Level())) + c.Strain().Symbol()
	}
	return c.String()
}

// ParseCall reads a call: "Pass", "P", "X", "Dbl", "D", "Double", "XX",
// "Rdbl", "R", "Redouble", and bids "1C", "3NT", "3N", "4♠", "1 nt"
// (case ignored). A level above 7 is a syntax error here; the laws engine
// reads such bids (Law 38) with ParseBidAnyLevel.
func ParseCall(t string) (Call, error) {
	u := strings.ToUpper(strings.Join(strings.Fields(t), ""))
	switch u {
	case "P", "PASS", "PA", "NB", "NOBID":
		return Pass, nil
	case "X", "D", "DBL", "DOUBLE":
		return Double, nil
	case "XX", "R", "RDBL", "REDOUBLE", "REDBL":
		return Redouble, nil
	}
	l, s, err := ParseBidAnyLevel(t)
	if err != nil {
		return 0, err
	}
	if l < 1 || l > 7 {
		return 0, syntaxErr("call", t, "a bid's level runs from 1 to 7")
	}
	return Bid(Level(l), s), nil
}

// ParseBidAnyLevel reads a bid without limiting its level ("8S" gives 8,
// Spades), for recording a bid of more than seven (Law 38).
func ParseBidAnyLevel(t string) (level int, s Strain, err error) {
	u := strings.Join(strings.Fields(t), "")
	i := 0
	for i < len(u) && u[i] >= '0' && u[i] <= '9' {
		i++
	}
	if i == 0 || i > 2 {
		return 0, 0, syntaxErr("call", t, "want Pass, X, XX or a bid such as 1C or 3NT")
	}
	level, _ = strconv.Atoi(u[:i])
	s, err = ParseStrain(u[i:])
	if err != nil || u[i:] == "" {
		return 0, 0, syntaxErr("call", t, "want a strain C, D, H, S or NT after the level")
	}
	return level, s, nil
}

// MustCall is ParseCall for constants in tests and examples; it panics on a
// bad call and must not be used on input.
func MustCall(t string) Call {
	c, err := ParseCall(t)
	if err != nil {
		panic(err)
	}
	return c
}

// Doubling is the state of the last bid: undoubled, doubled or redoubled.
type Doubling uint8

// The three doublings.
const (
	Undoubled Doubling = iota
	Doubled
	Redoubled
)

// String prints "", "X" or "XX", as in a contract.
func (d Doubling) String() string {
	switch d {
	case Doubled:
		return "X"
	case Redoubled:
		return "XX"
	}
	return ""
}
