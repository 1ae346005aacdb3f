package bridge

import (
	"slices"
	"sort"
	"strconv"
	"strings"
)

// ParContract is one par contract as DDS reports it: the contract at the
// lowest level that scores par, the declarers that get that result, and
// the tricks over or under it.
type ParContract struct {
	Level int // 1-7: the lowest level that scores par
	// Levels are every level that scores par and is stable, lowest first
	// (DDS Par() form); nil when a source gives Level only (PBN
	// ParContract).
	Levels []int
	Strain Strain
	// Doubled marks a sacrifice: the contract is doubled and goes down.
	Doubled bool
	// Side is the declaring side; Declarers are its seats that take the
	// tricks the par score assumes (one or both, in Side.Seats order).
	Side      Side
	Declarers []Seat
	// Result is the tricks over the contract at Level (0: just made),
	// negative for the undertricks of a sacrifice (-13 to 6).
	Result int
}

// Par is the par of a deal for one vulnerability and one bidding order:
// "the best score which can be achieved when both sides make their optimum
// bids with open cards" (DDS).
type Par struct {
	// Score is the par score in points from North-South's view: positive
	// when North-South gain; 0 when the deal is passed out.
	Score int
	// Contracts are the par contracts, in DDS's order; empty when passed
	// out.
	Contracts []ParContract
}

// strainLetter is the one letter of the strain in DDS's and PBN's par
// forms: C, D, H, S, N; "?" for a value that is not a strain.
func (c ParContract) strainLetter() string {
	if !c.Strain.Valid() {
		return "?"
	}
	return "CDHSN"[c.Strain : c.Strain+1]
}

// DeclarerText is the declarers as DDS and PBN write them: the side ("NS",
// "EW") when both its seats are declarers, else the one seat ("N").
func (c ParContract) DeclarerText() string {
	if len(c.Declarers) == 1 {
		return c.Declarers[0].String()
	}
	return c.Side.String()
}

// String prints the contract as DDS DealerPar does: "4S*-EW-1", "3N-W+1",
// "2S-NS".
func (c ParContract) String() string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(c.Level))
	b.WriteString(c.strainLetter())
	if c.Doubled {
		b.WriteByte('*')
	}
	b.WriteByte('-')
	b.WriteString(c.DeclarerText())
	if c.Result > 0 {
		b.WriteString("+" + strconv.Itoa(c.Result))
	} else if c.Result < 0 {
		b.WriteString(strconv.Itoa(c.Result))
	}
	return b.String()
}

// SidesString prints the contract as DDS Par() does: declarers, every
// level that scores par (Level when Levels is nil), strain, "x" for a
// sacrifice: "EW 12S", "W 45N", "NS 5Hx".
func (c ParContract) SidesString() string {
	var b strings.Builder
	b.WriteString(c.DeclarerText())
	b.WriteByte(' ')
	levels := c.Levels
	if levels == nil {
		levels = []int{c.Level}
	}
	for _, l := range levels {
		b.WriteString(strconv.Itoa(l))
	}
	b.WriteString(c.strainLetter())
	if c.Doubled {
		b.WriteByte('x')
	}
	return b.String()
}

// String prints the par contracts as DDS DealerPar does, separated by
// spaces: "3C*-EW-1 2N*-EW-1"; "pass" when passed out.
func (p Par) String() string {
	if len(p.Contracts) == 0 {
		return "pass"
	}
	parts := make([]string, len(p.Contracts))
	for i, c := range p.Contracts {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// SidesString prints the par contracts as DDS Par() does, without its
// "NS:"/"EW:" prefix, separated by commas: "EW 2Nx,EW 3Cx".
func (p Par) SidesString() string {
	cs := slices.Clone(p.Contracts)
	// DDS Par() lists by level, lowest first, then strain from notrump
	// down.
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].Level != cs[j].Level {
			return cs[i].Level < cs[j].Level
		}
		return cs[i].Strain > cs[j].Strain
	})
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.SidesString()
	}
	return strings.Join(parts, ",")
}
