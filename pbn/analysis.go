package pbn

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// The PBN forms of a double-dummy analysis: the OptimumScore tag (PBN 2.1
// section 4.2.7), the OptimumResultTable section (section 5.7) and the
// ParContract and DoubleDummyTricks tags (the BridgeComposer and DDS
// extensions of PBN 2.1). The readers are Game.OptimumScore,
// Game.ParContract, Game.Par, Game.OptimumResultTable and
// Game.DoubleDummyTricks.

// ddSeats and ddStrains are the order of the rows of an OptimumResultTable
// and of the digits of DoubleDummyTricks: declarers N, S, E, W, each with
// the strains NT, S, H, D, C.
var (
	ddSeats   = [4]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}
	ddStrains = [5]bridge.Strain{bridge.NoTrump, bridge.StrainSpades, bridge.StrainHearts, bridge.StrainDiamonds, bridge.StrainClubs}
)

// FormatOptimumScore is the OptimumScore value of par p: the par score
// in points from the side that gains, "NS 420", "EW 110"; "NS 0" when
// passed out (PBN 2.1 section 4.2.7). Game.OptimumScore reads it.
func FormatOptimumScore(p bridge.Par) string {
	if p.Score < 0 {
		return "EW " + strconv.Itoa(-p.Score)
	}
	return "NS " + strconv.Itoa(p.Score)
}

// FormatParContract is the ParContract value of par p: for each contract
// the declarers (a side, or the one seat that gets the result), the
// contract at its lowest level ("X" for a sacrifice) and the result, "EW
// 2S=", "NS 4SX-1", "W 3N+1", several joined by "; "; "Pass" when passed
// out. ParseParContract reads it.
func FormatParContract(p bridge.Par) string {
	if len(p.Contracts) == 0 {
		return "Pass"
	}
	parts := make([]string, len(p.Contracts))
	for i, c := range p.Contracts {
		var b strings.Builder
		b.WriteString(c.DeclarerText() + " " + strconv.Itoa(c.Level) + strainLetter(c.Strain))
		if c.Doubled {
			b.WriteByte('X')
		}
		if c.Result == 0 {
			b.WriteByte('=')
		} else {
			fmt.Fprintf(&b, "%+d", c.Result)
		}
		parts[i] = b.String()
	}
	return strings.Join(parts, "; ")
}

// strainLetter is the letter of strain s in a ParContract value: C, D, H,
// S, N.
func strainLetter(s bridge.Strain) string {
	if !s.Valid() {
		return "?"
	}
	return "CDHSN"[s : s+1]
}

// FormatDoubleDummyTricks is the DoubleDummyTricks value of table t: 20
// hexadecimal digits 0-d, declarers N, S, E, W, each with the strains NT,
// S, H, D, C (the BridgeComposer and DDS extensions of PBN 2.1). ok is
// false when t is not Complete: the form has no place for an unknown cell. ParseDoubleDummyTricks reads it.
func FormatDoubleDummyTricks(t bridge.TrickTable) (v string, ok bool) {
	if !t.Complete() {
		return "", false
	}
	var b strings.Builder
	for _, s := range ddSeats {
		for _, st := range ddStrains {
			b.WriteString(strconv.FormatInt(int64(t[s][st]), 16))
		}
	}
	return b.String(), true
}

// OptimumResultTableSection is the OptimumResultTable section of table t
// (PBN 2.1 section 5.7): columns Declarer, Denomination and Result, one
// row per declarer N, S, E, W and strain NT, S, H, D, C, declarer's tricks
// 0-13 or "?" where unknown. Game.OptimumResultTable reads it.
func OptimumResultTableSection(t bridge.TrickTable) *Section {
	sec := &Section{Tag: &Tag{Name: "OptimumResultTable", Value: `Declarer;Denomination\2R;Result\2R`}}
	for _, s := range ddSeats {
		for _, st := range ddStrains {
			r := "?"
			if n := t.Tricks(s, st); n != bridge.UnknownTricks {
				r = strconv.Itoa(n)
			}
			sec.Rows = append(sec.Rows, []Cell{{Text: s.String()}, {Text: st.String()}, {Text: r}})
		}
	}
	return sec
}

// SetDoubleDummy writes the double-dummy analysis of the game's deal: the
// OptimumScore and ParContract tags of par p, the DoubleDummyTricks tag
// (when t is Complete; else a DoubleDummyTricks tag the game had is
// removed) and the OptimumResultTable section of table t. A
// tag the game has keeps its place and comments and takes the new value
// (Given); a new tag goes at the end of the tags. The section replaces any
// OptimumResultTable the game had and goes after the other sections.
func (g *Game) SetDoubleDummy(t bridge.TrickTable, p bridge.Par) {
	g.setTag("OptimumScore", FormatOptimumScore(p))
	g.setTag("ParContract", FormatParContract(p))
	if v, ok := FormatDoubleDummyTricks(t); ok {
		g.setTag("DoubleDummyTricks", v)
	} else {
		g.Tags = slices.DeleteFunc(g.Tags, func(tg *Tag) bool { return tg != nil && tg.Name == "DoubleDummyTricks" })
	}
	kept := g.Sections[:0:0]
	for _, s := range g.Sections {
		if s == nil || s.Tag == nil || s.Tag.Name != "OptimumResultTable" {
			kept = append(kept, s)
		}
	}
	g.Sections = append(kept, OptimumResultTableSection(t))
}

// setTag gives tag name the value v, written in this game: the first tag
// of that name takes it, or a new tag at the end.
func (g *Game) setTag(name, v string) {
	for _, tg := range g.Tags {
		if tg != nil && tg.Name == name {
			tg.Value, tg.Inherit = v, Given
			return
		}
	}
	g.Tags = append(g.Tags, &Tag{Name: name, Value: v})
}

// Par is the par of the game's deal from its OptimumScore tag (the par
// score, turned to North-South's view) and its ParContract tag (the par
// contracts, Levels nil). Errors as Board for either tag, or wrapping
// ErrTagValue when the score is not a whole number of points.
func (g *Game) Par() (bridge.Par, error) {
	s, err := g.OptimumScore()
	if err != nil {
		return bridge.Par{}, err
	}
	ns, ok := s.NSView()
	if !ok || ns != float64(int(ns)) {
		v, _ := g.Value("OptimumScore")
		return bridge.Par{}, badValue("OptimumScore", v, "want a side and whole points, e.g. NS 420")
	}
	cs, err := g.ParContract()
	if err != nil {
		return bridge.Par{}, err
	}
	return bridge.Par{Score: int(ns), Contracts: cs}, nil
}
