package bridge

import "strings"

// Seat is one of the four compass positions at the table, in clockwise order
// North, East, South, West (Law 1 and the rotation of Law 17).
//
// The relations Next, LHO, Partner, RHO, Add and Side count modulo 4 (the
// "& 3" in them is the rotation, not a check): they are meant for valid
// seats, which is all that ParseSeat, the constants and Seats give, and
// what the constructors that take a seat from outside (auction.New,
// play.NewEnding, laws.New) insist on. On a Seat that is not Valid their
// result means nothing.
type Seat uint8

// The four seats, in rotation order.
const (
	North Seat = iota
	East
	South
	West
)

// seats is the table behind Seats.
var seats = [4]Seat{North, East, South, West}

// Seats lists the four seats in rotation order starting with North (Law 17).
// The array is a copy: changing it changes nothing else.
func Seats() [4]Seat { return seats }

// Valid reports whether s is one of the four seats.
func (s Seat) Valid() bool { return s <= West }

// Next is the next seat in rotation (clockwise): the seat's left-hand opponent.
func (s Seat) Next() Seat { return (s + 1) & 3 }

// LHO is the left-hand opponent: the next player to call or play after s.
func (s Seat) LHO() Seat { return (s + 1) & 3 }

// Partner is the seat opposite s.
func (s Seat) Partner() Seat { return (s + 2) & 3 }

// RHO is the right-hand opponent: the player who calls or plays just before s.
func (s Seat) RHO() Seat { return (s + 3) & 3 }

// Add returns the seat n places clockwise from s (n may be negative).
func (s Seat) Add(n int) Seat { return Seat((int(s) + n%4 + 4) & 3) }

// Side is the partnership the seat belongs to.
func (s Seat) Side() Side { return Side(s & 1) }

// String prints "N", "E", "S" or "W".
func (s Seat) String() string {
	if s > West {
		return "?"
	}
	return "NESW"[s : s+1]
}

// Name prints "North", "East", "South" or "West".
func (s Seat) Name() string {
	if s > West {
		return "?"
	}
	return [4]string{"North", "East", "South", "West"}[s]
}

// ParseSeat reads a seat: "N", "North", "e", "east" (case is ignored).
func ParseSeat(t string) (Seat, error) {
	switch strings.ToLower(strings.TrimSpace(t)) {
	case "n", "north":
		return North, nil
	case "e", "east":
		return East, nil
	case "s", "south":
		return South, nil
	case "w", "west":
		return West, nil
	}
	return 0, syntaxErr("seat", t, "want N, E, S or W")
}

// Side is a partnership: North-South or East-West.
type Side uint8

// The two sides.
const (
	NorthSouth Side = iota
	EastWest
)

// sides is the table behind Sides.
var sides = [2]Side{NorthSouth, EastWest}

// Sides lists the two sides, North-South first. The array is a copy.
func Sides() [2]Side { return sides }

// Valid reports whether d is North-South or East-West.
func (d Side) Valid() bool { return d <= EastWest }

// Opponents is the other side.
func (d Side) Opponents() Side { return d ^ 1 }

// Seats are the two seats of the side, North or East first.
func (d Side) Seats() [2]Seat { return [2]Seat{Seat(d), Seat(d) + 2} }

// Has reports whether seat s belongs to the side.
func (d Side) Has(s Seat) bool { return s.Side() == d }

// Sign is +1 for North-South and -1 for East-West: multiply a side's score by
// it to get the score from North-South's view.
func (d Side) Sign() int {
	if d == NorthSouth {
		return 1
	}
	return -1
}

// String prints "NS" or "EW".
func (d Side) String() string {
	if d == NorthSouth {
		return "NS"
	}
	if d == EastWest {
		return "EW"
	}
	return "?"
}

// ParseSide reads "NS", "N-S", "EW", "E/W", "North-South" ... (case ignored).
func ParseSide(t string) (Side, error) {
	k := strings.ToLower(strings.NewReplacer("-", "", "/", "", " ", "").Replace(t))
	switch k {
	case "ns", "northsouth":
		return NorthSouth, nil
	case "ew", "eastwest":
		return EastWest, nil
	}
	return 0, syntaxErr("side", t, "want NS or EW")
}

// BySeat holds one value per seat, indexed by Seat.
type BySeat[T any] [4]T

// BySide holds one value per side, indexed by Side.
type BySide[T any] [2]T
