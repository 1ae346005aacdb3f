package pbn

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Options choose how a file is read. The zero Options read leniently and
// check every game.
type Options struct {
	// Strict turns the deviations the lenient reader accepts with a warning
	// (stray text, "1N" for 1NT, suit letters inside a Deal hand, ...) into
	// errors, and repairs nothing: a Deal hand written with suit letters is
	// kept as written, so the Deal accessor rejects it.
	Strict bool
	// NoCheck skips the checks of each game against PBN 2.1 and the Laws
	// (Check): only the syntax is read.
	NoCheck bool
}

// Read reads a PBN file leniently (import format, PBN 2.1 section 2.1) and
// checks each game. It returns every game and tag it could read, the
// problems found in File.Problems, and an ErrorList of the errors (not the
// warnings) as its error, nil when there is none. Only a failure to read r
// gives a nil *File. name is used in the messages.
func Read(r io.Reader, name string) (*File, error) { return Options{}.Read(r, name) }

// Parse is Read on bytes already in memory.
func Parse(data []byte, name string) (*File, error) { return Options{}.Parse(data, name) }

// Read reads a PBN file with options o (see the function Read).
func (o Options) Read(r io.Reader, name string) (*File, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("pbn: reading %s: %w", name, err)
	}
	return o.Parse(data, name)
}

// Parse reads the bytes of a PBN file with options o (see the function
// Read).
func (o Options) Parse(data []byte, name string) (*File, error) {
	text, charset, note := decode(data)
	p := &parser{opts: o, src: text, line: 1, f: &File{Name: name, Charset: charset},
		last: map[string]string{}, tolerated: map[string]*tolerance{},
		names: map[string]*Tag{}, sections: map[string]bool{}}
	if note != "" {
		p.warnf(Pos{Line: 1, Column: 1}, ErrEncoding, "%s", note)
	}
	p.checkLines()
	p.run()
	f := p.f
	for _, t := range p.tolerated {
		if t.more > 0 {
			t.err.Err = fmt.Errorf("%w (and %d more in this file)", t.err.Err, t.more)
		}
	}
	slices.SortStableFunc(f.Problems, func(a, b *ParseError) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column))
	})
	if errs := f.Errors(); len(errs) > 0 {
		return f, errs
	}
	return f, nil
}

// context says what the tokens after a tag belong to.
type context uint8

const (
	ctxNone     context = iota // no section: text is stray
	ctxAfterTag                // after an ordinary tag: data makes an unknown tag a section
	ctxAuction
	ctxPlay
	ctxSection // a supplemental section
	ctxSkip    // data of a section already reported and dropped
)

// target is where the next comment goes: the last item of a section, a
// tag, or (neither) the comments before the next game.
type target struct {
	tag   *Tag
	items *[]Item
	idx   int
}

type tolerance struct {
	err  *ParseError
	more int
}

type header struct{ name, value string }

// headers are the "##" values in force (PBN 2.1 section 4.8), in the order
// their tags were first met, indexed by tag name.
type headers struct {
	list  []header
	index map[string]int
}

// get is the value in force for tag name.
func (h *headers) get(name string) (string, bool) {
	if i, ok := h.index[name]; ok {
		return h.list[i].value, true
	}
	return "", false
}

// set puts value in force for tag name.
func (h *headers) set(name, value string) {
	if i, ok := h.index[name]; ok {
		h.list[i].value = value
		return
	}
	if h.index == nil {
		h.index = map[string]int{}
	}
	h.index[name] = len(h.list)
	h.list = append(h.list, header{name, value})
}

type parser struct {
	opts Options
	src  string
	off  int
	line int
	// lineStart is the offset of the current line's first byte.
	lineStart int
	// colStart, colOff and col cache the last position computed (pos):
	// offset colOff of the line starting at colStart is in column col.
	colStart, colOff, col int
	f                     *File

	game *Game
	// names indexes the tags of game by name: its identification tags (not
	// the Note tags) and the tags of its sections, Auction and Play.
	names map[string]*Tag
	// sections holds the names of game's supplemental sections.
	sections map[string]bool
	pending  []Comment // comments before the next game's first tag
	tgt      target
	ctx      context
	lastTag  *Tag     // the tag of ctxAfterTag
	section  *Section // the section of ctxSection
	rowLine  int      // the line of the last cell of section
	// The auction or play section being read.
	items    *[]Item
	mark     Mark // an irregularity mark waiting for its call or card
	markPos  Pos
	ended    bool // "*" seen
	lastSect byte // 'A' or 'P': the section the Note tags belong to
	orphans  []*Tag

	last      map[string]string // tag values of the games read, for "#"
	headers   headers           // "##" values in force
	prevBoard []*Tag            // the board and event tags of the game before
	tolerated map[string]*tolerance
}

// pos is the position of byte offset off, which must be on the current
// line. The column is counted on from the last position asked for on the
// line, so that reading a line costs time in proportion to its length.
func (p *parser) pos(off int) Pos {
	if p.colStart != p.lineStart || off < p.colOff || p.col == 0 {
		p.colStart, p.colOff, p.col = p.lineStart, p.lineStart, 1
	}
	p.col += utf8.RuneCountInString(p.src[p.colOff:off])
	p.colOff = off
	return Pos{Line: p.line, Column: p.col}
}

// problem records a problem at pos.
func (p *parser) problem(pos Pos, warning bool, err error) {
	if p.opts.Strict && !errorsIsUnknownTag(err) {
		warning = false
	}
	p.f.Problems = append(p.f.Problems, &ParseError{File: p.f.Name, Line: pos.Line, Column: pos.Column, Err: err, Warning: warning})
}

func (p *parser) errorf(pos Pos, sentinel error, format string, args ...any) {
	p.problem(pos, false, wrap(sentinel, nil, format, args...))
}

func (p *parser) warnf(pos Pos, sentinel error, format string, args ...any) {
	p.problem(pos, true, wrap(sentinel, nil, format, args...))
}

// tolerate records a non-standard form: a warning the first time a file
// uses it (counted afterwards), an error each time in strict mode.
func (p *parser) tolerate(pos Pos, form string) {
	if p.opts.Strict {
		p.errorf(pos, ErrNonStandard, "%s", form)
		return
	}
	if t := p.tolerated[form]; t != nil {
		t.more++
		return
	}
	e := &ParseError{File: p.f.Name, Line: pos.Line, Column: pos.Column, Err: wrap(ErrNonStandard, nil, "%s", form), Warning: true}
	p.f.Problems = append(p.f.Problems, e)
	p.tolerated[form] = &tolerance{err: e}
}

// checkLines reports the lines longer than PBN allows.
func (p *parser) checkLines() {
	line := p.line
	for rest := p.src; rest != ""; line++ {
		i := strings.IndexByte(rest, '\n')
		l := rest
		if i >= 0 {
			l, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		if len(l) > maxLine && utf8.RuneCountInString(l) > maxLine {
			p.warnf(Pos{Line: line, Column: maxLine + 1}, ErrLineTooLong, "%d characters (255 at most, counting the end of line)", utf8.RuneCountInString(l)+1)
		}
	}
}

// newline moves past the "\n" at p.off.
func (p *parser) newline() {
	p.off++
	p.line++
	p.lineStart = p.off
}

// blankLine reports whether the line starting at p.off is semi-empty: only
// spaces and tabs (PBN 2.1 section 3).
func (p *parser) blankLine() bool {
	for i := p.off; i < len(p.src); i++ {
		switch c := p.src[i]; {
		case c == '\n':
			return true
		case !isSpace(c):
			return false
		}
	}
	return true
}

// restOfLine returns the text from p.off to the end of the line and moves
// to the "\n" (not past it).
func (p *parser) restOfLine() string {
	i := strings.IndexByte(p.src[p.off:], '\n')
	if i < 0 {
		i = len(p.src) - p.off
	}
	s := p.src[p.off : p.off+i]
	p.off += i
	return s
}

func (p *parser) run() {
	p.scan()
	p.finish()
}

// finish ends the last game at the end of the input and keeps the
// comments after it.
func (p *parser) finish() {
	p.endGame()
	p.f.Trailer = p.pending
}

// feed reads the text of the next lines of the input, starting at line
// line: a streaming reader (Scanner) gives the input a part at a time,
// each ending at a semi-empty line (or the end of the input).
func (p *parser) feed(text string, line int) {
	p.src, p.off, p.lineStart, p.line = text, 0, 0, line
	p.colStart, p.colOff, p.col = 0, 0, 0
	p.checkLines()
	p.scan()
}

// scan reads p.src from p.off to its end.
func (p *parser) scan() {
	for p.off < len(p.src) {
		if p.off == p.lineStart {
			if p.blankLine() {
				p.endGame()
				p.restOfLine()
				if p.off < len(p.src) {
					p.newline()
				}
				continue
			}
			if p.src[p.off] == '%' {
				p.escapeLine()
				continue
			}
		}
		switch c := p.src[p.off]; {
		case c == '\n':
			p.newline()
		case isSpace(c):
			p.off++
		case c == '[':
			p.tagPair()
		case c == '{':
			p.braceComment()
		case c == ';':
			pos := p.pos(p.off)
			p.off++
			text := p.restOfLine()
			p.addComment(Comment{Kind: LineComment, Text: text, Pos: pos})
			p.controls(pos, text, "comment")
		case c == '}':
			p.strayBraces()
		default:
			p.data()
		}
	}
}

// strayBraces skips a run of "}" that close no comment, with one warning.
func (p *parser) strayBraces() {
	pos := p.pos(p.off)
	n := 0
	for p.off < len(p.src) && p.src[p.off] == '}' {
		p.off++
		n++
	}
	if n == 1 {
		p.warnf(pos, ErrStrayText, "'}' closes no comment")
		return
	}
	p.warnf(pos, ErrStrayText, "%d '}' close no comment", n)
}

// escapeLine reads a line starting with "%" (PBN 2.1 section 2.4). The
// version line "% PBN x.y" and "% EXPORT" go to the File; other lines are
// kept as comments.
func (p *parser) escapeLine() {
	pos := p.pos(p.off)
	p.off++
	text := p.restOfLine()
	t := strings.TrimSpace(text)
	if v, ok := strings.CutPrefix(t, "PBN "); ok && v != "" && v[0] >= '0' && v[0] <= '9' {
		if p.f.Version == "" {
			p.f.Version = strings.TrimSpace(v)
		}
		return
	}
	if t == "EXPORT" {
		p.f.Export = true
		return
	}
	p.addComment(Comment{Kind: EscapeLine, Text: text, Pos: pos})
	p.controls(pos, text, "escape line")
}

// controls warns when the text of a comment holds control characters,
// which PBN does not allow (section 2.2): binary data read as a comment
// (a "{", ";" or "%" among stray bytes) is kept, but not silently.
func (p *parser) controls(pos Pos, text, what string) {
	if strings.IndexFunc(text, func(r rune) bool { return r < 0x20 && r != '\t' && r != '\n' && r != '\v' && r != '\f' || r == 0x7f }) >= 0 {
		p.warnf(pos, ErrBadCharacter, "control characters in a %s: binary data? (kept as the %s)", what, what)
	}
}

// braceComment reads "{...}", which may span lines and ends at the first
// "}" (braces do not nest, section 3.8).
func (p *parser) braceComment() {
	pos := p.pos(p.off)
	start := p.off + 1
	i := strings.IndexByte(p.src[start:], '}')
	end := len(p.src)
	if i >= 0 {
		end = start + i
	} else {
		p.errorf(pos, ErrUnterminated, "comment opened here is not closed")
	}
	text := p.src[start:end]
	for j := start; j < end; j++ {
		if p.src[j] == '\n' {
			p.line++
			p.lineStart = j + 1
		}
	}
	p.off = min(end+1, len(p.src))
	if p.ctx == ctxSection && p.section != nil && len(p.section.Rows) > 0 {
		p.warnf(pos, ErrSyntax, "comment after the elements of section %s (kept with its tag)", p.section.Tag.Name)
	}
	p.addComment(Comment{Kind: BraceComment, Text: text, Pos: pos})
	p.controls(pos, text, "comment")
}

// addComment attaches c to the item or tag before it, or keeps it for the
// next game.
func (p *parser) addComment(c Comment) {
	switch {
	case p.tgt.items != nil:
		it := &(*p.tgt.items)[p.tgt.idx]
		it.Comments = append(it.Comments, c)
	case p.tgt.tag != nil:
		p.tgt.tag.Comments = append(p.tgt.tag.Comments, c)
	default:
		p.pending = append(p.pending, c)
	}
}

// skipTagSpace skips white space inside a tag pair, across line ends but
// not into a semi-empty line or an escape line; it reports whether a token
// follows.
func (p *parser) skipTagSpace() bool {
	for p.off < len(p.src) {
		c := p.src[p.off]
		switch {
		case isSpace(c):
			p.off++
		case c == '\n':
			p.newline()
			if p.blankLine() || p.src[p.off] == '%' {
				return false
			}
		default:
			return true
		}
	}
	return false
}

// skipToTagEnd skips to just after the next "]" on the line, or to the end
// of the line.
func (p *parser) skipToTagEnd() {
	for p.off < len(p.src) && p.src[p.off] != '\n' {
		p.off++
		if p.src[p.off-1] == ']' {
			return
		}
	}
}

// tagPair reads [Name "value"] (PBN 2.1 section 3.3).
func (p *parser) tagPair() {
	pos := p.pos(p.off)
	p.off++
	if !p.skipTagSpace() {
		p.errorf(pos, ErrSyntax, "tag pair not finished: want a name and a quoted value")
		return
	}
	start := p.off
	for p.off < len(p.src) && isNameChar(p.src[p.off]) {
		p.off++
	}
	name := p.src[start:p.off]
	if name == "" {
		p.errorf(p.pos(p.off), ErrSyntax, "want a tag name after '['")
		p.skipToTagEnd()
		return
	}
	if !p.skipTagSpace() || p.src[p.off] != '"' {
		if p.off < len(p.src) && p.src[p.off] != '\n' {
			p.errorf(p.pos(p.off), ErrSyntax, "want the value of tag %s in double quotes", name)
		} else {
			p.errorf(pos, ErrSyntax, "want the value of tag %s in double quotes", name)
		}
		p.skipToTagEnd()
		return
	}
	value, closed := p.readString(name)
	if !closed {
		if !p.skipTagSpace() || p.src[p.off] != ']' {
			epos := pos
			if p.off < len(p.src) && p.src[p.off] != '\n' {
				epos = p.pos(p.off)
			}
			p.errorf(epos, ErrSyntax, "want ']' after the value of tag %s", name)
		} else {
			p.off++
		}
	}
	p.handleTag(name, value, pos)
}

// readString reads a string token at p.off (PBN 2.1 section 3.2): "\"" and
// "\\" are the only escapes. A string not closed on its line is an error;
// it is taken to the end of the line, less a final "]", which then closes
// the tag pair (closed reports that).
func (p *parser) readString(tag string) (value string, closed bool) {
	pos := p.pos(p.off)
	p.off++
	start := p.off
	var b *strings.Builder
	var tab, bad bool
	for p.off < len(p.src) {
		c := p.src[p.off]
		switch {
		case c == '"':
			p.off++
			p.stringProblems(pos, tag, tab, bad)
			if b != nil {
				return b.String(), false
			}
			return p.src[start : p.off-1], false
		case c == '\n':
			goto unterminated
		case c == '\\' && p.off+1 < len(p.src) && (p.src[p.off+1] == '"' || p.src[p.off+1] == '\\'):
			if b == nil {
				b = &strings.Builder{}
				b.WriteString(p.src[start:p.off])
			}
			b.WriteByte(p.src[p.off+1])
			p.off += 2
			continue
		case c == '\t':
			tab = true
		default:
			if isBad, _ := badRuneAt(p.src, p.off); isBad {
				bad = true
			}
		}
		if b != nil {
			b.WriteByte(c)
		}
		p.off++
	}
unterminated:
	p.stringProblems(pos, tag, tab, bad)
	p.errorf(pos, ErrUnterminated, "string not closed on its line")
	s := p.src[start:p.off]
	if b != nil {
		s = b.String()
	}
	s = strings.TrimRight(s, " \t")
	if t, ok := strings.CutSuffix(s, "]"); ok {
		return t, true
	}
	return s, true
}

func (p *parser) stringProblems(pos Pos, tag string, tab, bad bool) {
	if tab {
		p.errorf(pos, ErrBadCharacter, "tab in the value of %s", tag)
	}
	if bad {
		p.errorf(pos, ErrBadCharacter, "control character in the value of %s", tag)
	}
}

// startGame begins a game at its first tag.
func (p *parser) startGame(pos Pos) {
	p.game = &Game{Comments: p.pending, Pos: pos}
	p.pending = nil
}

// findTag is the tag or section tag of the game named name, nil when none
// (or g is nil).
func (g *Game) findTag(name string) *Tag {
	if g == nil {
		return nil
	}
	for _, t := range g.Tags {
		if t != nil && t.Name == name {
			return t
		}
	}
	if s := g.Section(name); s != nil {
		return s.Tag
	}
	switch {
	case name == "Auction" && g.Auction != nil:
		return g.Auction.Tag
	case name == "Play" && g.Play != nil:
		return g.Play.Tag
	}
	return nil
}

// handleTag files a tag pair read at pos.
func (p *parser) handleTag(name, raw string, pos Pos) {
	if p.game == nil {
		p.startGame(pos)
	}
	g := p.game
	if c := name[0]; c < 'A' || c > 'Z' {
		p.errorf(pos, ErrSyntax, "tag name %q must start with an upper-case letter", name)
	}
	t := &Tag{Name: name, Value: raw, Pos: pos}
	if raw == "#" || strings.HasPrefix(raw, "##") {
		switch {
		case noInherit[name]:
			p.errorf(pos, ErrInheritance, "%s may not use %q (PBN 2.1 section 4.8)", name, raw[:min(len(raw), 2)])
		case raw == "#":
			t.Value, t.Inherit = p.last[name], Copied
		default:
			t.Value, t.Inherit = raw[2:], HeaderSet
			p.headers.set(name, t.Value)
		}
	}
	p.ended, p.mark = false, NoMark
	if name == "Note" {
		p.addNote(t)
		return
	}
	if old := p.names[name]; old != nil {
		p.warnf(pos, ErrDuplicateTag, "%s already given at line %d; this one is ignored", name, old.Pos.Line)
		p.tgt, p.ctx = target{tag: old}, ctxNone
		if name == "Auction" || name == "Play" || tableNames[name] || p.sections[name] {
			p.ctx = ctxSkip // its data goes with it
		}
		return
	}
	p.names[name] = t
	if !isKnown(name) {
		p.unknownTag(pos, name)
	}
	p.tgt = target{tag: t}
	switch {
	case name == "Auction":
		g.Auction = &Auction{Tag: t, Calls: make([]Item, 0, 16)}
		p.items, p.ctx, p.lastSect = &g.Auction.Calls, ctxAuction, 'A'
	case name == "Play":
		g.Play = &Play{Tag: t, Cards: make([]Item, 0, 53)}
		p.items, p.ctx, p.lastSect = &g.Play.Cards, ctxPlay, 'P'
	case tableNames[name]:
		p.section = &Section{Tag: t}
		g.Sections = append(g.Sections, p.section)
		p.sections[name] = true
		p.ctx = ctxSection
	default:
		if name == "Deal" && t.Inherit == Given {
			p.repairDeal(t)
		}
		if name == "Contract" {
			if _, form, err := parseContract(raw); err == nil && form != "" {
				p.tolerate(pos, form)
			}
		}
		g.Tags = append(g.Tags, t)
		p.ctx, p.lastTag = ctxAfterTag, t
	}
}

// unknownTag warns of a tag name not defined, once a file per name.
func (p *parser) unknownTag(pos Pos, name string) {
	key := "tag " + name
	if t := p.tolerated[key]; t != nil {
		t.more++
		return
	}
	e := &ParseError{File: p.f.Name, Line: pos.Line, Column: pos.Column, Warning: true,
		Err: wrap(ErrUnknownTag, nil, "%s is not a PBN 2.1 tag; kept as written", name)}
	p.f.Problems = append(p.f.Problems, e)
	p.tolerated[key] = &tolerance{err: e}
}

// repairDeal strips suit letters written inside the hands of a Deal value
// (TestReadSuitLettersInDeal), with a warning; in strict mode it reports an error and
// keeps the value.
func (p *parser) repairDeal(t *Tag) {
	fixed, changed := stripSuitLetters(t.Value)
	if !changed {
		return
	}
	if p.opts.Strict {
		p.errorf(t.Pos, ErrTagValue, "Deal %q: suit letters inside a hand (want ranks only, spades first)", t.Value)
		return
	}
	p.warnf(t.Pos, ErrTagValue, "Deal %q: suit letters inside a hand removed, read as %q", t.Value, fixed)
	t.Value = fixed
}

// addNote files a Note tag with the section it follows.
func (p *parser) addNote(t *Tag) {
	g := p.game
	switch {
	case p.lastSect == 'A':
		g.Auction.Notes = append(g.Auction.Notes, t)
	case p.lastSect == 'P':
		g.Play.Notes = append(g.Play.Notes, t)
	default:
		g.Tags = append(g.Tags, t)
		p.orphans = append(p.orphans, t)
		p.ctx = ctxNone
	}
	p.tgt = target{tag: t}
}

// data reads the token at p.off, which is neither a tag, a comment nor
// white space.
func (p *parser) data() {
	switch p.ctx {
	case ctxAuction, ctxPlay:
		p.item()
	case ctxSection:
		p.cell()
	case ctxAfterTag:
		if c := p.src[p.off]; !isKnown(p.lastTag.Name) && (c == '"' || isSectionChar(c)) {
			g := p.game
			if n := len(g.Tags); n > 0 && g.Tags[n-1] == p.lastTag {
				g.Tags = g.Tags[:n-1]
			} else {
				g.Tags = slices.DeleteFunc(g.Tags, func(t *Tag) bool { return t == p.lastTag })
			}
			p.section = &Section{Tag: p.lastTag}
			g.Sections = append(g.Sections, p.section)
			p.sections[p.lastTag.Name] = true
			p.ctx = ctxSection
			p.cell()
			return
		}
		p.stray()
	case ctxSkip:
		p.restOfLine()
	default:
		p.stray()
	}
}

// stray skips a line of text that belongs to no tag or section (TestReadStrayText).
func (p *parser) stray() {
	pos := p.pos(p.off)
	text := strings.TrimSpace(p.restOfLine())
	if r := []rune(text); len(r) > 40 {
		text = string(r[:40]) + "..."
	}
	p.warnf(pos, ErrStrayText, "skipped %q", text)
}

// cell reads one element of a supplemental section (PBN 2.1 section 5.1).
func (p *parser) cell() {
	s := p.section
	pos := p.pos(p.off)
	var c Cell
	if p.src[p.off] == '"' {
		v, _ := p.readString(s.Tag.Name)
		c = Cell{Text: v, Quoted: true}
	} else {
		start := p.off
		for p.off < len(p.src) && isSectionChar(p.src[p.off]) {
			p.off++
		}
		if p.off == start {
			_, n := utf8.DecodeRuneInString(p.src[p.off:])
			p.errorf(pos, ErrSyntax, "character %q not allowed in section %s", p.src[p.off:p.off+n], s.Tag.Name)
			p.off += n
			return
		}
		c = Cell{Text: p.src[start:p.off]}
	}
	if len(s.Rows) == 0 || p.rowLine != pos.Line {
		s.Rows = append(s.Rows, nil)
		p.rowLine = pos.Line
	}
	s.Rows[len(s.Rows)-1] = append(s.Rows[len(s.Rows)-1], c)
}

// item reads one token of the auction or play section.
func (p *parser) item() {
	pos := p.pos(p.off)
	play := p.ctx == ctxPlay
	switch c := p.src[p.off]; c {
	case '^':
		p.irregularity(pos, play)
	case '=':
		p.noteRef(pos)
	case '$':
		p.nag(pos)
	case '!', '?':
		n := 1
		if p.off+1 < len(p.src) && (p.src[p.off+1] == '!' || p.src[p.off+1] == '?') {
			n = 2
		}
		suffix := p.src[p.off : p.off+n]
		p.off += n
		v := slices.Index([]string{"", "!", "?", "!!", "??", "!?", "?!"}, suffix)
		if play {
			v += 6
		}
		p.annotate(pos, suffix, func(it *Item) { it.NAGs = append(it.NAGs, v) })
	case '*':
		p.off++
		if p.ended {
			p.errorf(pos, ErrSyntax, "second '*' in the section")
			return
		}
		p.addItem(Item{Kind: ItemEnd, Text: "*", Pos: pos})
		p.ended = true
	case '+':
		p.off++
		p.addItem(Item{Kind: ItemNext, Text: "+", Pos: pos})
	default:
		start := p.off
		for p.off < len(p.src) && isTokenChar(p.src[p.off]) {
			p.off++
		}
		if p.off == start {
			if c == '"' {
				p.readString(p.sectionName())
				p.errorf(pos, ErrSyntax, "a string in the %s section", p.sectionName())
				return
			}
			_, n := utf8.DecodeRuneInString(p.src[p.off:])
			p.errorf(pos, ErrSyntax, "character %q not allowed in the %s section", p.src[p.off:p.off+n], p.sectionName())
			p.off += n
			return
		}
		p.token(pos, p.src[start:p.off], play)
	}
}

// sectionName names the section being read in messages.
func (p *parser) sectionName() string {
	if p.ctx == ctxPlay {
		return "play"
	}
	return "auction"
}

// token files a call or card token.
func (p *parser) token(pos Pos, text string, play bool) {
	var it Item
	var form string
	var err error
	if play {
		it.Kind, it.Card, form, err = readCard(text)
	} else {
		it.Kind, it.Call, form, err = readCall(text)
	}
	it.Text, it.Pos = text, pos
	if err != nil {
		p.problem(pos, false, err)
	}
	if form != "" {
		p.tolerate(pos, form)
	}
	p.addItem(it)
}

// addItem appends an item to the section, with the mark waiting for it.
func (p *parser) addItem(it Item) {
	if p.ended && it.Kind != ItemEnd {
		p.errorf(it.Pos, ErrSyntax, "%q after the '*' that ends the %s section", it.Text, p.sectionName())
		return
	}
	if p.mark != NoMark {
		switch it.Kind {
		case ItemCall, ItemCard, ItemDash, ItemInvalid:
			it.Mark = p.mark
		default:
			p.errorf(p.markPos, ErrSyntax, "irregularity mark before %q", it.Text)
		}
		p.mark = NoMark
	}
	*p.items = append(*p.items, it)
	p.tgt = target{items: p.items, idx: len(*p.items) - 1}
}

// irregularity reads "^I", "^S", "^R" or "^L" (PBN 2.1 section 3.9).
func (p *parser) irregularity(pos Pos, play bool) {
	var c byte
	if p.off+1 < len(p.src) {
		c = p.src[p.off+1]
	}
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	valid := "IS"
	if play {
		valid = "RL"
	}
	if c == 0 || strings.IndexByte(valid, c) < 0 {
		p.errorf(pos, ErrSyntax, "want ^%c or ^%c in the %s section", valid[0], valid[1], p.sectionName())
		p.off++
		if c != 0 && c != '\n' && !isSpace(c) {
			p.off++
		}
		return
	}
	p.off += 2
	if c == 'S' {
		p.addItem(Item{Kind: ItemSkip, Text: "^S", Pos: pos})
		return
	}
	if p.mark != NoMark {
		what := "call"
		if play {
			what = "card"
		}
		p.errorf(pos, ErrSyntax, "two irregularity marks before one %s", what)
		return
	}
	switch c {
	case 'I':
		p.mark = Insufficient
	case 'R':
		p.mark = Revoke
	default:
		p.mark = LeadOutOfTurn
	}
	p.markPos = pos
}

// annotate applies an annotation to the last item of the section.
func (p *parser) annotate(pos Pos, text string, apply func(*Item)) {
	if p.tgt.items == nil || p.ended {
		p.errorf(pos, ErrSyntax, "annotation %q with no call or card before it", text)
		return
	}
	apply(&(*p.tgt.items)[p.tgt.idx])
}

// noteRef reads a note reference "=n=" (PBN 2.1 sections 3.5.4, 3.6.4).
func (p *parser) noteRef(pos Pos) {
	start := p.off
	digits := p.digitsAfter()
	if digits == "" || p.off >= len(p.src) || p.src[p.off] != '=' {
		for p.off < len(p.src) && isNameChar(p.src[p.off]) {
			p.off++
		}
		if p.off < len(p.src) && p.src[p.off] == '=' {
			p.off++
		}
		p.errorf(pos, ErrNote, "%q is not a note reference =n=", p.src[start:p.off])
		return
	}
	p.off++
	n, err := strconv.Atoi(digits)
	if err != nil || n > 1000 {
		n = 1000
	}
	if n < 1 || n > 32 {
		p.errorf(pos, ErrNote, "note reference %s outside 1-32", p.src[start:p.off])
	}
	p.annotate(pos, p.src[start:p.off], func(it *Item) {
		if it.Note != 0 {
			p.errorf(pos, ErrNote, "second note reference after %q", it.Text)
			return
		}
		it.Note = n
	})
}

// digitsAfter moves past the character at p.off and the digits after it,
// and returns the digits.
func (p *parser) digitsAfter() string {
	p.off++
	start := p.off
	for p.off < len(p.src) && p.src[p.off] >= '0' && p.src[p.off] <= '9' {
		p.off++
	}
	return p.src[start:p.off]
}

// nag reads a numeric annotation glyph "$n", n 0-255 (PBN 2.1 section 3.7).
func (p *parser) nag(pos Pos) {
	start := p.off
	digits := p.digitsAfter()
	if digits == "" || p.off < len(p.src) && isNameChar(p.src[p.off]) {
		for p.off < len(p.src) && isNameChar(p.src[p.off]) {
			p.off++
		}
		p.errorf(pos, ErrNAG, "%q is not an annotation $0-$255", p.src[start:p.off])
		return
	}
	n, err := strconv.Atoi(digits)
	if err != nil || n > 255 {
		p.errorf(pos, ErrNAG, "annotation %s above $255", p.src[start:p.off])
		return
	}
	p.annotate(pos, p.src[start:p.off], func(it *Item) { it.NAGs = append(it.NAGs, n) })
}

// endGame finishes the game being read at a semi-empty line or the end of
// the file.
func (p *parser) endGame() {
	g := p.game
	if g == nil {
		return
	}
	if p.mark != NoMark {
		p.errorf(p.markPos, ErrSyntax, "irregularity mark at the end of the section")
	}
	p.placeNotes(g)
	if g.Auction != nil && len(g.Auction.Calls) == 0 {
		g.Auction.Calls = nil
	}
	if g.Play != nil && len(g.Play.Cards) == 0 {
		g.Play.Cards = nil
	}
	for _, h := range p.headers.list {
		if p.names[h.name] == nil {
			p.addTag(&Tag{Name: h.name, Value: h.value, Inherit: HeaderUsed})
		}
	}
	p.inheritBoard(g)
	for _, t := range g.Tags {
		if t.Name != "Note" {
			p.last[t.Name] = t.Value
		}
	}
	for _, s := range g.Sections {
		p.last[s.Tag.Name] = s.Tag.Value
	}
	p.prevBoard = p.prevBoard[:0]
	if p.tableRecord() {
		for _, n := range slices.Concat(boardTags[:], eventTags[:]) {
			if t := p.names[n]; t != nil {
				p.prevBoard = append(p.prevBoard, t)
			}
		}
	}
	p.f.Games = append(p.f.Games, g)
	if !p.opts.NoCheck {
		for _, e := range g.check() {
			e.File = p.f.Name
			p.f.Problems = append(p.f.Problems, e)
		}
	}
	p.game, p.tgt, p.ctx, p.lastSect, p.orphans, p.items, p.section, p.lastTag = nil, target{}, ctxNone, 0, nil, nil, nil, nil
	p.mark, p.ended = NoMark, false
	clear(p.names)
	clear(p.sections)
}

// addTag appends a tag supplied by inheritance to the game being read.
func (p *parser) addTag(t *Tag) {
	p.game.Tags = append(p.game.Tags, t)
	p.names[t.Name] = t
}

// placeNotes files the notes the game gave outside the auction and play
// sections with the section that refers to them, and moves to the auction
// the notes after the play that only the auction refers to (some exporters
// write them there); a note no section refers to stays a tag of the game,
// with an error.
func (p *parser) placeNotes(g *Game) {
	if len(p.orphans) == 0 && (g.Auction == nil || g.Play == nil || len(g.Play.Notes) == 0) {
		return
	}
	var auc, ply noteIndex
	if g.Auction != nil {
		auc = newNoteIndex(g.Auction.Calls, g.Auction.Notes)
	}
	if g.Play != nil {
		ply = newNoteIndex(g.Play.Cards, g.Play.Notes)
	}
	moved := map[*Tag]bool{}
	for _, t := range p.orphans {
		idx, _, ok := splitNote(t.Value)
		switch {
		case ok && auc.wants(idx):
			g.Auction.Notes = append(g.Auction.Notes, t)
			auc.given[idx] = true
		case ok && ply.wants(idx):
			g.Play.Notes = append(g.Play.Notes, t)
			ply.given[idx] = true
		default:
			p.errorf(t.Pos, ErrNote, "note %q outside the auction and play sections", t.Value)
			continue
		}
		moved[t] = true
	}
	if len(moved) > 0 {
		g.Tags = slices.DeleteFunc(g.Tags, func(x *Tag) bool { return moved[x] })
	}
	if g.Auction == nil || g.Play == nil {
		return
	}
	g.Play.Notes = slices.DeleteFunc(g.Play.Notes, func(t *Tag) bool {
		idx, _, ok := splitNote(t.Value)
		if ok && !ply.refs[idx] && auc.wants(idx) {
			g.Auction.Notes = append(g.Auction.Notes, t)
			auc.given[idx] = true
			return true
		}
		return false
	})
}

// noteIndex tells, for the items and notes of a section, which note
// indexes the items refer to and which notes are given.
type noteIndex struct {
	refs, given map[int]bool
}

func newNoteIndex(items []Item, notes []*Tag) noteIndex {
	x := noteIndex{refs: map[int]bool{}, given: map[int]bool{}}
	for i := range items {
		if n := items[i].Note; n != 0 {
			x.refs[n] = true
		}
	}
	for _, t := range notes {
		if i, _, ok := splitNote(t.Value); ok {
			x.given[i] = true
		}
	}
	return x
}

// wants reports whether the section refers to note idx and has no note of
// that index yet (false for a section not given).
func (x noteIndex) wants(idx int) bool { return x.refs[idx] && !x.given[idx] }

// inheritBoard gives a game that records another table of the previous
// game's board the Board, Dealer, Vulnerable and Deal tags of that game,
// and the tags of the event and match it leaves out (eventTags): it must
// have none of the board's tags and be a table record (an auction, a play,
// a Contract, Declarer or Result tag), and so must the previous game, whose
// Deal must give cards (see the package documentation).
func (p *parser) inheritBoard(g *Game) {
	for _, n := range boardTags {
		if p.names[n] != nil {
			return
		}
	}
	if !p.tableRecord() {
		return
	}
	var deal *Tag
	for _, t := range p.prevBoard {
		if t.Name == "Deal" {
			deal = t
		}
	}
	if deal == nil {
		return
	}
	if h, err := ParseDeal(deal.Value); err != nil || (h.Hands[0]|h.Hands[1]|h.Hands[2]|h.Hands[3]) == 0 {
		return
	}
	for _, t := range p.prevBoard {
		if p.names[t.Name] == nil {
			p.addTag(&Tag{Name: t.Name, Value: t.Value, Inherit: BoardOmitted})
		}
	}
}

// tableRecord reports whether the game being read records a table's
// result: it has an auction, a play, or a Contract, Declarer or Result tag.
func (p *parser) tableRecord() bool {
	g := p.game
	return g.Auction != nil || g.Play != nil || p.names["Contract"] != nil || p.names["Declarer"] != nil || p.names["Result"] != nil
}

// splitNote reads a Note value "n:text" (PBN 2.1 section 3.5.5): only the
// first colon separates the index.
func splitNote(v string) (idx int, text string, ok bool) {
	i := strings.IndexByte(v, ':')
	if i <= 0 {
		return 0, "", false
	}
	n, err := strconv.Atoi(strings.TrimSpace(v[:i]))
	if err != nil || n < 0 {
		return 0, "", false
	}
	return n, v[i+1:], true
}

func errorsIsUnknownTag(err error) bool { return errors.Is(err, ErrUnknownTag) }
