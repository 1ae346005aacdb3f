package pbn

import (
	"fmt"
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// Column is one column of a table, from the tag value of its section (PBN
// 2.1 section 5.2): "+Name\8R" is Name, ordered descending, at least 8
// characters wide, aligned right.
type Column struct {
	Name string
	// Order is '+' (descending), '-' (ascending) or 0.
	Order byte
	// Width is the minimum width, 0 when none; Align is 'L', 'R' or 0.
	Width int
	Align byte
}

// String prints the column as its tag value does.
func (c Column) String() string {
	s := c.Name
	if c.Order != 0 {
		s = string(c.Order) + s
	}
	if c.Width > 0 {
		s += `\` + strconv.Itoa(c.Width)
		if c.Align != 0 {
			s += string(c.Align)
		}
	}
	return s
}

// ParseColumns reads the tag value of a table: column names separated by
// ";" (PBN 2.1 sections 3.2, 5.2). A "\" not followed by a width is kept in
// the name, and so is one of width 0.
func ParseColumns(v string) []Column {
	if strings.TrimSpace(v) == "" {
		return nil
	}
	parts := strings.Split(v, ";")
	out := make([]Column, 0, len(parts))
	for _, p := range parts {
		var c Column
		if p != "" && (p[0] == '+' || p[0] == '-') {
			c.Order, p = p[0], p[1:]
		}
		if i := strings.LastIndexByte(p, '\\'); i >= 0 {
			spec := p[i+1:]
			j := 0
			for j < len(spec) && spec[j] >= '0' && spec[j] <= '9' {
				j++
			}
			align := spec[j:]
			w, err := strconv.Atoi(spec[:j])
			if j > 0 && err == nil && w > 0 && (align == "" || align == "L" || align == "R") {
				c.Width = w
				if align != "" {
					c.Align = align[0]
				}
				p = p[:i]
			}
		}
		c.Name = p
		out = append(out, c)
	}
	return out
}

// Columns are the columns named by the section's tag value (none for a nil
// s or a section without its tag).
func (s *Section) Columns() []Column {
	if s == nil || s.Tag == nil {
		return nil
	}
	return ParseColumns(s.Tag.Value)
}

// Table is the section's elements as rows of as many cells as it has
// columns (the elements of a row may be spread over lines on import, PBN
// 2.1 section 5.2). Errors wrap ErrTagValue when there are no columns or
// the elements do not fill whole rows.
func (s *Section) Table() ([][]Cell, error) {
	n := len(s.Columns())
	if n == 0 {
		name := ""
		if s != nil && s.Tag != nil {
			name = s.Tag.Name
		}
		return nil, fmt.Errorf("%w: section %s names no columns", ErrTagValue, name)
	}
	var cells []Cell
	for _, r := range s.Rows {
		cells = append(cells, r...)
	}
	if len(cells)%n != 0 {
		return nil, fmt.Errorf("%w: section %s has %d elements, not a multiple of its %d columns", ErrTagValue, s.Tag.Name, len(cells), n)
	}
	rows := make([][]Cell, 0, len(cells)/n)
	for i := 0; i < len(cells); i += n {
		rows = append(rows, cells[i:i+n:i+n])
	}
	return rows, nil
}

// columnIndex is the index of the column named name (case ignored), -1
// when none.
func columnIndex(cols []Column, name string) int {
	for i, c := range cols {
		if strings.EqualFold(c.Name, name) {
			return i
		}
	}
	return -1
}

// OptimumResultTable is the OptimumResultTable section (PBN 2.1 section
// 5.7): declarer's double-dummy tricks (0-13) by declarer and strain,
// bridge.UnknownTricks where the table has no row (rows may come in any
// order) and for "?" and "-" cells. Errors as Board, or wrapping
// ErrTagValue for a bad row.
func (g *Game) OptimumResultTable() (bridge.TrickTable, error) {
	t := bridge.UnknownTable()
	s := g.Section("OptimumResultTable")
	if s == nil {
		return t, fmt.Errorf("%w: OptimumResultTable", ErrNoTag)
	}
	rows, err := s.Table()
	if err != nil {
		return t, err
	}
	cols := s.Columns()
	di, si, ri := columnIndex(cols, "Declarer"), columnIndex(cols, "Denomination"), columnIndex(cols, "Result")
	if di < 0 || si < 0 || ri < 0 {
		return t, fmt.Errorf("%w: OptimumResultTable needs columns Declarer, Denomination and Result", ErrTagValue)
	}
	for _, r := range rows {
		if r[ri].Text == "?" || r[ri].Text == "-" {
			continue
		}
		seat, ok := readSeat(r[di].Text)
		strain, err := ParseStrain(r[si].Text)
		n, nerr := strconv.Atoi(r[ri].Text)
		if !ok || err != nil || nerr != nil || n < 0 || n > 13 {
			return bridge.UnknownTable(), fmt.Errorf("%w: OptimumResultTable row %q %q %q", ErrTagValue, r[di].Text, r[si].Text, r[ri].Text)
		}
		t[seat][strain] = n
	}
	return t, nil
}

// ScoreRow is one row of a ScoreTable (PBN 2.1 section 5.9), its cells by
// column name.
type ScoreRow struct {
	Columns []Column
	Cells   []Cell
}

// ScoreTable is the rows of the ScoreTable section. Errors as Board, or
// those of Section.Table.
func (g *Game) ScoreTable() ([]ScoreRow, error) {
	s := g.Section("ScoreTable")
	if s == nil {
		return nil, fmt.Errorf("%w: ScoreTable", ErrNoTag)
	}
	rows, err := s.Table()
	if err != nil {
		return nil, err
	}
	cols := s.Columns()
	out := make([]ScoreRow, len(rows))
	for i, r := range rows {
		out[i] = ScoreRow{Columns: cols, Cells: r}
	}
	return out, nil
}

// Get is the cell of column name (case ignored) and whether the row has
// that column.
func (r ScoreRow) Get(name string) (string, bool) {
	if i := columnIndex(r.Columns, name); i >= 0 && i < len(r.Cells) {
		return r.Cells[i].Text, true
	}
	return "", false
}

// cell is the cell of column name, or an error: ErrNoTag when there is no
// such column, ErrUnknownValue for "?", ErrInappropriate for "-" (an
// irrelevant element, section 5.2).
func (r ScoreRow) cell(name string) (string, error) {
	v, ok := r.Get(name)
	switch {
	case !ok:
		return "", fmt.Errorf("%w: ScoreTable column %s", ErrNoTag, name)
	case v == "?":
		return "", fmt.Errorf("%w: ScoreTable column %s", ErrUnknownValue, name)
	case v == "-":
		return "", fmt.Errorf("%w: ScoreTable column %s", ErrInappropriate, name)
	}
	return v, nil
}

// Contract is the contract of the row, from its Contract and Declarer
// columns. Errors as cell, or wrapping ErrTagValue.
func (r ScoreRow) Contract() (bridge.Contract, error) {
	v, err := r.cell("Contract")
	if err != nil {
		return bridge.Contract{}, err
	}
	c, err := ParseContract(v)
	if err != nil || c.IsPassedOut() {
		return c, err
	}
	d, err := r.cell("Declarer")
	if err != nil {
		return c, err
	}
	s, ok := readSeat(d)
	if !ok {
		return c, fmt.Errorf("%w: ScoreTable Declarer %q", ErrTagValue, d)
	}
	c.Declarer = s
	return c, nil
}

// Result is declarer's tricks in the row's Result column, 0-13.
func (r ScoreRow) Result() (int, error) {
	v, err := r.cell("Result")
	if err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > 13 {
		return 0, fmt.Errorf("%w: ScoreTable Result %q", ErrTagValue, v)
	}
	return n, nil
}

// Number is the number in column name (e.g. "Score_NS", "MP_EW",
// "Percentage_NS"); artificial is true when the cell is marked "^" as an
// artificial score (section 5.2). Errors as cell, or wrapping ErrTagValue
// for a cell that is no number (such as "A+", an adjusted score written in
// words) or one out of the range of its column: a board's score in
// points (Score_ columns) at most 7600 either way (7NT redoubled,
// vulnerable, down 13; Law 77), IMPs and matchpoints (IMP_, MP_) at most
// 10,000, a percentage (Percentage_) from 0 to 100.
func (r ScoreRow) Number(name string) (v float64, artificial bool, err error) {
	s, err := r.cell(name)
	if err != nil {
		return 0, false, err
	}
	if t, ok := strings.CutPrefix(s, "^"); ok {
		s, artificial = t, true
	}
	n, ok := parseNumber(s, true)
	if !ok {
		return 0, artificial, fmt.Errorf("%w: ScoreTable %s %q is not a number", ErrTagValue, name, s)
	}
	lo, hi, bounded := columnRange(name)
	if bounded && (n < lo || n > hi) {
		return 0, artificial, fmt.Errorf("%w: ScoreTable %s %q is out of range %g to %g", ErrTagValue, name, s, lo, hi)
	}
	return n, artificial, nil
}

// columnRange is the range of the numbers of a ScoreTable column, by the
// start of its name (case ignored): see Number.
func columnRange(name string) (lo, hi float64, bounded bool) {
	n := strings.ToLower(name)
	switch {
	case strings.HasPrefix(n, "score"):
		return -maxPoints, maxPoints, true
	case strings.HasPrefix(n, "imp"), strings.HasPrefix(n, "mp"):
		return -maxIMPsMPs, maxIMPsMPs, true
	case strings.HasPrefix(n, "percentage"):
		return 0, 100, true
	}
	return 0, 0, false
}

// ScoreNS is North-South's score in the row: Score_NS, or minus Score_EW
// when Score_NS is "-" (the side that did not score). Errors as Number.
func (r ScoreRow) ScoreNS() (int, error) {
	v, _, err := r.Number("Score_NS")
	if err == nil {
		return int(v), nil
	}
	w, _, err2 := r.Number("Score_EW")
	if err2 == nil {
		return -int(w), nil
	}
	return 0, err
}
