package pbn

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// Export gives the games in the PBN 2.1 export format (sections 2.1, 3),
// as Write writes them and as Read gives them back: the 15 mandatory tags
// in their order (an absent one "?", save Dealer and Vulnerable, taken from
// the Board when it is given), then the other tags by name, the auction,
// the play and the supplemental sections by name; values in their export
// spelling (upper case; Vulnerable None, NS, EW, All; the Deal from the
// dealer, ranks descending; the Contract "3NT", "5DX"; the Result as
// declarer's tricks when the Declarer is known); the auction from the
// dealer when the "-" before the dealer's first call say so; cards and
// calls in their export spelling; import suffixes as NAGs, NAGs in
// increasing order; "#" and "##" kept where reading the games in this
// order gives the same values, else the values written out; tags of a
// board inherited by omission written out. Comments stay with what they
// follow; tabs and line ends in values become spaces. The games given are
// not changed. A nil game is left out, and so are the nil tags, notes and
// sections of a game and its sections without their tag; an auction or
// play section without its tag gets one with an empty value.
func Export(games []*Game) []*Game {
	e := newExporter()
	out := make([]*Game, 0, len(games))
	for _, g := range games {
		if g != nil {
			out = append(out, e.export(g))
		}
	}
	return out
}

// exporter follows what a reader of the games written so far knows: the
// last value of each tag (for "#") and the "##" values in force.
type exporter struct {
	last    map[string]string
	headers headers
}

func newExporter() *exporter { return &exporter{last: map[string]string{}} }

// tagOrder sorts tags in export order: the mandatory tags in their order,
// then the others by name.
func tagOrder(a, b *Tag) int { return nameOrder(a, b.Name) }

// nameOrder compares tag a with a tag named name in export order.
func nameOrder(a *Tag, name string) int {
	ia, ib := mtsIndex(a.Name), mtsIndex(name)
	if ia < 0 {
		ia = len(MandatoryTags)
	}
	if ib < 0 {
		ib = len(MandatoryTags)
	}
	return cmp.Or(cmp.Compare(ia, ib), strings.Compare(a.Name, name))
}

// sectionOrder compares section s with a section named name in export
// order, by name.
func sectionOrder(s *Section, name string) int { return strings.Compare(s.Tag.Name, name) }

// cleaned is a shallow copy of g whose tag values are as the writer writes
// them (cleanValue), so that every value derived from them is the one a
// reader of the written text derives.
func cleaned(g *Game) *Game {
	c := *g
	tag := func(t *Tag) *Tag {
		if t == nil {
			return nil
		}
		x := *t
		x.Value = cleanValue(t.Value)
		return &x
	}
	c.Tags = make([]*Tag, len(g.Tags))
	for i, t := range g.Tags {
		c.Tags[i] = tag(t)
	}
	if g.Auction != nil {
		a := *g.Auction
		a.Tag = tag(a.Tag)
		c.Auction = &a
	}
	if g.Play != nil {
		p := *g.Play
		p.Tag = tag(p.Tag)
		c.Play = &p
	}
	return &c
}

func (e *exporter) export(g *Game) *Game {
	g = cleaned(g.sane())
	out := &Game{Comments: cleanComments(g.Comments)}
	for _, t := range g.Tags {
		if x := e.exportTag(g, t); x != nil {
			out.Tags = append(out.Tags, x)
		}
	}
	slices.SortStableFunc(out.Tags, tagOrder)
	for _, s := range g.Sections {
		out.Sections = append(out.Sections, &Section{Tag: e.exportTag(g, s.Tag), Rows: exportRows(s)})
	}
	slices.SortStableFunc(out.Sections, func(a, b *Section) int { return strings.Compare(a.Tag.Name, b.Tag.Name) })
	// The "##" values set, in the order a reader meets them.
	for _, t := range out.Tags {
		if t.Inherit == HeaderSet {
			e.headers.set(t.Name, t.Value)
		}
	}
	for _, s := range out.Sections {
		if s.Tag.Inherit == HeaderSet {
			e.headers.set(s.Tag.Name, s.Tag.Value)
		}
	}
	// has reports whether the game gives tag name (out.Tags and
	// out.Sections are sorted, so it takes a binary search).
	has := func(name string) bool {
		_, tag := slices.BinarySearchFunc(out.Tags, name, nameOrder)
		_, sect := slices.BinarySearchFunc(out.Sections, name, sectionOrder)
		return tag || sect || name == "Auction" && g.Auction != nil || name == "Play" && g.Play != nil
	}
	var inherited []*Tag
	for _, h := range e.headers.list {
		if !has(h.name) {
			inherited = append(inherited, &Tag{Name: h.name, Value: h.value, Inherit: HeaderUsed})
		}
	}
	var missing []*Tag
	for _, name := range MandatoryTags {
		if !has(name) && !slices.ContainsFunc(inherited, func(t *Tag) bool { return t.Name == name }) {
			missing = append(missing, &Tag{Name: name, Value: missingValue(g, name)})
		}
	}
	out.Tags = append(out.Tags, missing...)
	slices.SortStableFunc(out.Tags, tagOrder)
	out.Tags = append(out.Tags, inherited...)
	if a := g.Auction; a != nil {
		out.Auction = e.exportAuction(g, a)
	}
	if p := g.Play; p != nil {
		out.Play = &Play{Tag: e.exportTag(g, p.Tag), Cards: exportItems(p.Cards), Notes: e.exportTags(g, p.Notes)}
	}
	for _, t := range out.Tags {
		if t.Name != "Note" {
			e.last[t.Name] = t.Value
		}
	}
	for _, s := range out.Sections {
		e.last[s.Tag.Name] = s.Tag.Value
	}
	return out
}

// exportTag gives a tag as it is written and read back: a copied ("#")
// value stays one where the reader copies the same value, a header ("##")
// stays, a value inherited from a header is left out where the reader
// supplies it again (nil), and every other value is written out in its
// export spelling.
func (e *exporter) exportTag(g *Game, t *Tag) *Tag {
	x := &Tag{Name: t.Name, Comments: cleanComments(t.Comments)}
	switch t.Inherit {
	case HeaderUsed:
		if v, ok := e.headers.get(t.Name); ok && v == t.Value {
			return nil
		}
	case Copied:
		if e.last[t.Name] == t.Value {
			x.Value, x.Inherit = t.Value, Copied
			return x
		}
	case HeaderSet:
		x.Value, x.Inherit = t.Value, HeaderSet
		return x
	}
	x.Value = exportValue(g, t)
	e.asRead(x)
	return x
}

func (e *exporter) exportTags(g *Game, ts []*Tag) []*Tag {
	if len(ts) == 0 {
		return nil
	}
	out := make([]*Tag, len(ts))
	for i, t := range ts {
		out[i] = e.exportTag(g, t)
	}
	return out
}

// asRead gives a tag to be written with a value of its own the meaning a
// reader will give it: a value "#" or "##text" of a tag that may inherit
// cannot be written as such (PBN 2.1 section 4.8 has no escape for it), and
// reads as a copy of the earlier value or as a header.
func (e *exporter) asRead(t *Tag) {
	if t.Inherit != Given || noInherit[t.Name] {
		return
	}
	switch {
	case t.Value == "#":
		t.Value, t.Inherit = e.last[t.Name], Copied
	case strings.HasPrefix(t.Value, "##"):
		t.Value, t.Inherit = t.Value[2:], HeaderSet
	}
}

// missingValue is the value export gives a mandatory tag the game lacks:
// the Dealer and Vulnerable marked on the board when the Board is known
// (Law 2), else "?" (PBN 2.1 section 3.4).
func missingValue(g *Game, name string) string {
	switch name {
	case "Dealer":
		if s, err := g.Dealer(); err == nil {
			return s.String()
		}
	case "Vulnerable":
		if v, err := g.Vulnerable(); err == nil {
			return v.String()
		}
	}
	return "?"
}

// exportValue is the export spelling of a tag's value.
func exportValue(g *Game, t *Tag) string {
	v := cleanValue(t.Value)
	switch t.Name {
	case "Dealer", "Auction", "Play":
		if s, err := ParseSeat(v); err == nil {
			return s.String()
		}
	case "Declarer":
		if s, swapped, err := ParseDeclarer(v); err == nil {
			if swapped {
				return "^" + s.String()
			}
			return s.String()
		}
	case "Vulnerable":
		if x, err := ParseVulnerable(v); err == nil {
			return x.String()
		}
	case "Board":
		if b, err := ParseBoard(v); err == nil {
			return b.String()
		}
	case "Deal":
		// A control character in the value is written as a space, which
		// may make the suit letters of a hand ones the reader strips
		// (TestReadSuitLettersInDeal): strip them as it will.
		if fixed, changed := stripSuitLetters(v); changed {
			v = fixed
		}
		if h, err := ParseDeal(v); err == nil {
			first := h.First
			if d, err := g.Dealer(); err == nil {
				first = d
			}
			var unknown bridge.BySeat[bool]
			for _, s := range bridge.Seats() {
				unknown[s] = !h.Known[s]
			}
			return h.Hands.Format(first, unknown)
		}
	case "Contract":
		if c, err := ParseContract(v); err == nil {
			return c.String()
		}
		if s, err := ParseStrain(v); err == nil {
			return s.String()
		}
	case "Result":
		if r, err := ParseResult(v); err == nil {
			if r = g.deriveResult(r); r.Declarer >= 0 {
				if r.Disputed {
					return "^" + strconv.Itoa(r.Declarer)
				}
				return strconv.Itoa(r.Declarer)
			}
		}
	}
	return v
}

// cleanValue makes a value fit for a string token: control characters
// (tabs, line ends) become spaces.
func cleanValue(v string) string {
	if strings.IndexFunc(v, func(r rune) bool { return r < 0x20 }) < 0 {
		return v
	}
	return strings.Map(func(r rune) rune {
		if r < 0x20 {
			return ' '
		}
		return r
	}, v)
}

// cleanComments copies comments in the form the writer can keep: no tabs;
// no line end in a ";" comment or escape line; no "}" inside braces; no
// escape line that a reader would take for the version or EXPORT line.
func cleanComments(cs []Comment) []Comment {
	if len(cs) == 0 {
		return nil
	}
	out := make([]Comment, 0, len(cs))
	for _, c := range cs {
		t := strings.Map(func(r rune) rune {
			switch {
			case r == '\t' || r == '\v' || r == '\f' || r == '\r':
				return ' '
			case r == '\n' && c.Kind != BraceComment:
				return ' '
			case r == '}' && c.Kind == BraceComment:
				return ')'
			}
			return r
		}, c.Text)
		if c.Kind == EscapeLine {
			s := strings.TrimSpace(t)
			if s == "EXPORT" || strings.HasPrefix(s, "PBN ") && len(s) > 4 && s[4] >= '0' && s[4] <= '9' {
				continue
			}
		}
		out = append(out, Comment{Kind: c.Kind, Text: t})
	}
	return out
}

// exportAuction gives the auction from the dealer when the "-" before the
// dealer's first call agree with the dealer; the comments of the "-" go to
// the Auction tag.
func (e *exporter) exportAuction(g *Game, a *Auction) *Auction {
	out := &Auction{Tag: e.exportTag(g, a.Tag), Notes: e.exportTags(g, a.Notes)}
	calls := a.Calls
	first, ferr := ParseSeat(a.Tag.Value)
	dealer, derr := g.Dealer()
	if ferr == nil && derr == nil && first != dealer {
		n := int(dealer-first) & 3
		if len(calls) > n && !slices.ContainsFunc(calls[:n], func(it Item) bool {
			return it.Kind != ItemDash || it.Mark != NoMark || it.Note != 0 || len(it.NAGs) > 0
		}) && calls[n].Kind != ItemDash {
			for _, it := range calls[:n] {
				out.Tag.Comments = append(out.Tag.Comments, cleanComments(it.Comments)...)
			}
			calls = calls[n:]
			out.Tag.Value = dealer.String()
		}
	}
	out.Calls = exportItems(calls)
	return out
}

// exportItems gives the items in export spelling, nothing after "*".
func exportItems(items []Item) []Item {
	if len(items) == 0 {
		return nil
	}
	out := make([]Item, 0, len(items))
	for _, it := range items {
		x := Item{Kind: it.Kind, Text: it.Text, Call: it.Call, Card: it.Card, Mark: it.Mark, Note: it.Note, Comments: cleanComments(it.Comments)}
		if len(it.NAGs) > 0 {
			x.NAGs = slices.Clone(it.NAGs)
			slices.Sort(x.NAGs)
		}
		switch it.Kind {
		case ItemCall:
			x.Text = it.Call.String()
		case ItemCard:
			x.Text = it.Card.String()
		case ItemDash:
			x.Text = "-"
		case ItemAllPass:
			x.Text = "AP"
		case ItemSkip:
			x.Text = "^S"
		case ItemNext:
			x.Text = "+"
		case ItemEnd:
			x.Text = "*"
		}
		switch it.Kind {
		case ItemCall, ItemCard, ItemDash, ItemInvalid:
		default:
			x.Mark = NoMark
		}
		if it.Kind == ItemEnd {
			x.Note, x.NAGs = 0, nil
			out = append(out, x)
			break
		}
		out = append(out, x)
	}
	return out
}

// exportRows gives a table's rows one a line, as many cells as columns
// when the elements fill whole rows; other sections keep their lines.
func exportRows(s *Section) [][]Cell {
	var rows [][]Cell
	if t, err := s.Table(); err == nil {
		rows = t
	} else {
		rows = s.Rows
	}
	var out [][]Cell
	for _, r := range rows {
		if len(r) == 0 {
			continue
		}
		row := make([]Cell, len(r))
		for i, c := range r {
			text := cleanValue(c.Text)
			row[i] = Cell{Text: text, Quoted: c.Quoted || !isSectionToken(text)}
		}
		out = append(out, row)
	}
	return out
}

// isSectionToken reports whether t can be written as a section token, not
// quoted (PBN 2.1 section 3.2).
func isSectionToken(t string) bool { return t != "" && allBytes(t, isSectionChar) }

// allBytes reports whether every byte of s is one f accepts.
func allBytes(s string, f func(byte) bool) bool {
	for i := 0; i < len(s); i++ {
		if !f(s[i]) {
			return false
		}
	}
	return true
}
