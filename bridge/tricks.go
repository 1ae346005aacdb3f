package bridge

import (
	"strconv"
	"strings"
)

// UnknownTricks marks a cell of a TrickTable that its source does not give
// (a missing row or a "?" cell of a PBN OptimumResultTable, PBN 2.1
// section 5.7).
const UnknownTricks = -1

// TrickTable is a double-dummy table: for each declarer seat and strain,
// the tricks (0-13) declarer takes with best play by all four players when
// declarer's left-hand opponent makes the opening lead (Law 41A), or
// UnknownTricks where a hand record does not give them. Index it
// t[declarer][strain]. A solver's table is Complete; the zero value is the
// table of thirteen losers everywhere, UnknownTable the one with nothing
// known.
type TrickTable BySeat[ByStrain[int]]

// UnknownTable is the table with every cell UnknownTricks.
func UnknownTable() TrickTable {
	var t TrickTable
	for s := range t {
		for st := range t[s] {
			t[s][st] = UnknownTricks
		}
	}
	return t
}

// Tricks is the number of tricks declarer takes in strain s, 0-13, or
// UnknownTricks when the table does not give it or declarer or s is not
// valid.
func (t TrickTable) Tricks(declarer Seat, s Strain) int {
	if !declarer.Valid() || !s.Valid() || !validTricks(t[declarer][s]) {
		return UnknownTricks
	}
	return t[declarer][s]
}

// Known reports whether the table gives declarer's tricks in strain s (a
// number 0-13).
func (t TrickTable) Known(declarer Seat, s Strain) bool {
	return t.Tricks(declarer, s) != UnknownTricks
}

// Complete reports whether every cell is a number of tricks, 0-13.
func (t TrickTable) Complete() bool {
	for s := range t {
		for st := range t[s] {
			if !validTricks(t[s][st]) {
				return false
			}
		}
	}
	return true
}

// Empty reports whether no cell is a number of tricks.
func (t TrickTable) Empty() bool {
	for s := range t {
		for st := range t[s] {
			if validTricks(t[s][st]) {
				return false
			}
		}
	}
	return true
}

func validTricks(n int) bool { return n >= 0 && n <= 13 }

// Rotate is the table of the deal rotated n seats clockwise (Deal.Rotate):
// what North could do, East can do after one rotation.
func (t TrickTable) Rotate(n int) TrickTable {
	var r TrickTable
	for _, s := range Seats() {
		r[s.Add(n)] = t[s]
	}
	return r
}

// String prints the table as five columns C D H S NT, one row per
// declarer N E S W, "?" where the tricks are unknown:
//
//	     C  D  H  S NT
//	N    7  5  6  5  6
func (t TrickTable) String() string {
	var b strings.Builder
	b.WriteString("     C  D  H  S NT\n")
	for _, s := range Seats() {
		b.WriteString(s.String() + "  ")
		for _, st := range Strains() {
			v := "?"
			if n := t.Tricks(s, st); n != UnknownTricks {
				v = strconv.Itoa(n)
			}
			b.WriteString(strings.Repeat(" ", 3-len(v)) + v)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
