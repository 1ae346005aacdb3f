package pbn

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Writer writes games in the PBN 2.1 export format (sections 2-4): a "% PBN
// 2.1" and a "% EXPORT" line first, lines ending in CRLF, one empty line
// between games, each game in the form Export gives. Lines stay under 80
// characters where the writer chooses the breaks (auction and play rows,
// table rows); a tag pair or a comment line longer than the 255 characters
// of section 2.3 is written whole, as PBN allows no break inside it.
type Writer struct {
	// Latin1 writes ISO-8859-1, the PBN character set of section 2.2;
	// characters outside it become "?". The default is UTF-8, which the
	// reader recognises and which keeps every name.
	Latin1 bool

	w       io.Writer
	e       *exporter
	started bool
	games   int
	err     error
}

// NewWriter makes a Writer writing to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w, e: newExporter()} }

// Write writes the file's games and its trailing comments to w in UTF-8
// (see Writer). It returns the first error of w. A nil f is a file with no
// game: Write writes the "% PBN 2.1" and "% EXPORT" lines alone.
func Write(w io.Writer, f *File) error {
	if f == nil {
		f = &File{}
	}
	wr := NewWriter(w)
	for _, g := range f.Games {
		if err := wr.WriteGame(g); err != nil {
			return err
		}
	}
	return wr.Close(f.Trailer)
}

// WriteGame writes one game in export form; the games written before
// decide which "#" and "##" values may stay (see Export); a nil game is
// not written (nor its nil parts, see Export). It returns the first error
// of the underlying writer, or an error wrapping ErrSyntax for a tag name
// that is not a PBN name.
func (wr *Writer) WriteGame(g *Game) error {
	if wr.err != nil || g == nil {
		return wr.err
	}
	g = g.sane()
	for _, t := range g.Tags {
		if !validTagName(t.Name) {
			return fmt.Errorf("%w: cannot write tag name %q", ErrSyntax, t.Name)
		}
	}
	for _, s := range g.Sections {
		if !validTagName(s.Tag.Name) {
			return fmt.Errorf("%w: cannot write tag name %q", ErrSyntax, s.Tag.Name)
		}
	}
	x := wr.e.export(g)
	var b strings.Builder
	wr.header(&b)
	if wr.games > 0 {
		b.WriteString("\r\n")
	}
	wr.games++
	writeGame(&b, x)
	return wr.flush(&b)
}

// Close writes the comments that follow the last game (File.Trailer), and
// the header if no game was written. It does not close the underlying
// writer.
func (wr *Writer) Close(trailer []Comment) error {
	if wr.err != nil {
		return wr.err
	}
	var b strings.Builder
	wr.header(&b)
	if cs := cleanComments(trailer); len(cs) > 0 {
		if wr.games > 0 {
			b.WriteString("\r\n")
		}
		writeComments(&b, cs)
	}
	return wr.flush(&b)
}

func (wr *Writer) header(b *strings.Builder) {
	if !wr.started {
		b.WriteString("% PBN 2.1\r\n% EXPORT\r\n")
		wr.started = true
	}
}

func (wr *Writer) flush(b *strings.Builder) error {
	s := b.String()
	var data []byte
	if wr.Latin1 {
		data = make([]byte, 0, len(s))
		for _, r := range s {
			if r > 0xff {
				r = '?'
			}
			data = append(data, byte(r))
		}
	} else {
		data = []byte(s)
	}
	if _, err := wr.w.Write(data); err != nil {
		wr.err = fmt.Errorf("pbn: writing: %w", err)
	}
	return wr.err
}

// validTagName reports whether n is a name token (PBN 2.1 section 3.2);
// the reader warns of one not starting upper case but keeps it.
func validTagName(n string) bool { return n != "" && allBytes(n, isNameChar) }

// quote writes a string token (PBN 2.1 section 3.2): a quote as "\"", a
// backslash as "\\" where a reader could take it for the start of an
// escape (before a quote or a backslash, or last); elsewhere alone, as in
// the column names "Result\2R" of the tables every program writes.
func quote(b *strings.Builder, v string) {
	b.WriteByte('"')
	for i := 0; i < len(v); i++ {
		switch {
		case v[i] == '"':
			b.WriteByte('\\')
		case v[i] == '\\' && (i+1 == len(v) || v[i+1] == '"' || v[i+1] == '\\'):
			b.WriteByte('\\')
		}
		b.WriteByte(v[i])
	}
	b.WriteByte('"')
}

// writeTag writes a tag pair on its line and its comments on the lines
// after (PBN 2.1 section 3.8).
func writeTag(b *strings.Builder, t *Tag) {
	b.WriteByte('[')
	b.WriteString(t.Name)
	b.WriteByte(' ')
	quote(b, t.Raw())
	b.WriteString("]\r\n")
	writeComments(b, t.Comments)
}

// writeComments writes comments each on its own line.
func writeComments(b *strings.Builder, cs []Comment) {
	for _, c := range cs {
		writeComment(b, c)
		b.WriteString("\r\n")
	}
}

func writeComment(b *strings.Builder, c Comment) {
	switch c.Kind {
	case BraceComment:
		b.WriteByte('{')
		b.WriteString(strings.ReplaceAll(c.Text, "\n", "\r\n"))
		b.WriteByte('}')
	case LineComment:
		b.WriteByte(';')
		b.WriteString(c.Text)
	case EscapeLine:
		b.WriteByte('%')
		b.WriteString(c.Text)
	}
}

// writeGame writes a game already in export form.
func writeGame(b *strings.Builder, g *Game) {
	writeComments(b, g.Comments)
	for _, t := range g.Tags {
		if t.Written() {
			writeTag(b, t)
		}
	}
	if a := g.Auction; a != nil {
		writeTag(b, a.Tag)
		writeItems(b, a.Calls)
		for _, n := range a.Notes {
			writeTag(b, n)
		}
	}
	if p := g.Play; p != nil {
		writeTag(b, p.Tag)
		writeItems(b, p.Cards)
		for _, n := range p.Notes {
			writeTag(b, n)
		}
	}
	for _, s := range g.Sections {
		writeTag(b, s.Tag)
		writeRows(b, s)
	}
}

// lineWidth is where the writer breaks the rows of a section early.
const lineWidth = 79

// writeItems writes calls or cards four a line, the first of each line in
// the first column (the dealer's or opening leader's), each with its note
// reference, NAGs and comments after it; "*" on a line of its own.
func writeItems(b *strings.Builder, items []Item) {
	var line strings.Builder
	n := 0 // positions written
	flush := func() {
		if line.Len() > 0 {
			b.WriteString(line.String())
			b.WriteString("\r\n")
			line.Reset()
		}
	}
	width := func() int {
		s := line.String()
		if i := strings.LastIndexByte(s, '\n'); i >= 0 {
			s = s[i+1:]
		}
		return utf8.RuneCountInString(s)
	}
	for _, it := range items {
		tok := itemText(it)
		switch {
		case it.Kind == ItemEnd:
			flush()
		case n%4 == 0:
			flush()
		case width()+1+len(tok) > lineWidth:
			flush()
		}
		if it.Kind != ItemEnd {
			n++
		}
		if line.Len() > 0 {
			line.WriteByte(' ')
		}
		line.WriteString(tok)
		for _, c := range it.Comments {
			if c.Kind == EscapeLine {
				flush()
				writeComment(b, c)
				b.WriteString("\r\n")
				continue
			}
			var cb strings.Builder
			writeComment(&cb, c)
			text := cb.String()
			first, _, _ := strings.Cut(text, "\r\n")
			if line.Len() > 0 && width()+1+utf8.RuneCountInString(first) > lineWidth {
				flush() // a long comment starts a line of its own
			}
			if line.Len() > 0 {
				line.WriteByte(' ')
			}
			line.WriteString(text)
			if c.Kind == LineComment {
				flush()
			}
		}
	}
	flush()
}

// itemText is an item as written: its mark, token, note reference and
// NAGs.
func itemText(it Item) string {
	var s strings.Builder
	switch it.Mark {
	case Insufficient:
		s.WriteString("^I ")
	case Revoke:
		s.WriteString("^R ")
	case LeadOutOfTurn:
		s.WriteString("^L ")
	}
	s.WriteString(it.Text)
	if it.Note != 0 {
		s.WriteString(" =" + strconv.Itoa(it.Note) + "=")
	}
	for _, n := range it.NAGs {
		s.WriteString(" $" + strconv.Itoa(n))
	}
	return s.String()
}

// writeRows writes a section's rows one a line, cells padded to the widths
// the columns ask for (PBN 2.1 section 5.2) as far as the line stays within
// the 255 characters of section 2.3.
func writeRows(b *strings.Builder, s *Section) {
	cols := s.Columns()
	for _, r := range s.Rows {
		var line strings.Builder
		width := 0 // of line, in characters
		for i, c := range r {
			var cell strings.Builder
			if c.Quoted {
				quote(&cell, c.Text)
			} else {
				cell.WriteString(c.Text)
			}
			text := cell.String()
			n := utf8.RuneCountInString(text)
			if i > 0 {
				line.WriteByte(' ')
				width++
			}
			pad := 0
			if len(r) == len(cols) {
				pad = cols[i].Width - n
			}
			if width+pad+n > maxLine {
				pad = 0 // no width makes a line longer than PBN allows
			}
			if pad > 0 && cols[i].Align == 'R' {
				line.WriteString(strings.Repeat(" ", pad))
				width += pad
			}
			line.WriteString(text)
			width += n
			if pad > 0 && cols[i].Align != 'R' && i < len(r)-1 {
				line.WriteString(strings.Repeat(" ", pad))
				width += pad
			}
		}
		b.WriteString(line.String())
		b.WriteString("\r\n")
	}
}
