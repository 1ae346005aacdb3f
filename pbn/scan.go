package pbn

import (
	"bufio"
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"bridgelaw/internal/textfile"
)

// The bounds of what Scanner holds, so that an endless or binary input
// fails with an error instead of filling the memory.
const (
	// MaxLineBytes is the longest line Scanner reads (1 MiB; PBN allows
	// 255 characters, real files write a few thousand at most).
	MaxLineBytes = 1 << 20
	// MaxGameBytes is the most text one game may span, with the comments
	// and blank-free lines around it (16 MiB).
	MaxGameBytes = 16 << 20
)

// ErrTooLong reports an input that exceeds MaxLineBytes or MaxGameBytes:
// not a PBN file (binary data, an endless stream), or a comment opened and
// never closed. Scanner stops there.
var ErrTooLong = errors.New("pbn: too long for PBN")

// Scanner reads a PBN file one game at a time from a stream, holding the
// text of one game (up to the semi-empty line that ends it) and what
// inheritance needs (the "#" and "##" values, the previous game's board
// tags), never the whole file. Next gives the games Read would give, in
// order, each with its problems; the file's header (version, "% EXPORT",
// character set) is File's. Options apply as for Read.
//
// Differences from Read, which holds the whole file: the character set is
// told for each game's text (UTF-8 when it is valid UTF-8, else Latin-1),
// not for the whole file; a UTF-16 file is read whole (up to
// MaxGameBytes), as it must be decoded first; a non-standard form used
// again later in the file is not counted in its first warning, which
// comes with its game, but said again with the count ("and N more in this
// file") by Outside at the end; and the problems of text after a game (stray text, a comment
// line) are Outside's, not that game's.
type Scanner struct {
	p     *parser
	raw   *bufio.Reader // the input as it is, before its line ends are read (begin)
	r     *bufio.Reader
	line  int // the number of the next line to read
	start bool
	done  bool
	err   error

	queue   []*Game
	probs   [][]*ParseError
	game    *Game
	gameErr []*ParseError
	outside []*ParseError
	final   []*ParseError // given by Outside once Next has said the end
}

// NewScanner is Options{}.NewScanner: a lenient reader that checks each
// game.
func NewScanner(r io.Reader, name string) *Scanner { return Options{}.NewScanner(r, name) }

// NewScanner reads the PBN of r with options o; name is used in the
// messages.
func (o Options) NewScanner(r io.Reader, name string) *Scanner {
	p := &parser{opts: o, line: 1, f: &File{Name: name, Charset: textfile.UTF8},
		last: map[string]string{}, tolerated: map[string]*tolerance{},
		names: map[string]*Tag{}, sections: map[string]bool{}}
	raw := bufio.NewReaderSize(r, 64<<10)
	return &Scanner{p: p, raw: raw, r: bufio.NewReaderSize(&lineEndReader{r: raw}, 64<<10), line: 1}
}

// Next moves to the next game, which Game gives with Problems; it is false
// at the end of the input or when the reading stopped (Err).
func (s *Scanner) Next() bool {
	s.game, s.gameErr = nil, nil
	for len(s.queue) == 0 {
		if s.done {
			return false
		}
		s.step()
	}
	s.game, s.gameErr = s.queue[0], s.probs[0]
	s.queue, s.probs = s.queue[1:], s.probs[1:]
	return true
}

// Game is the game Next moved to.
func (s *Scanner) Game() *Game { return s.game }

// Problems are the errors and warnings of the game Next moved to, in
// order, as *ParseError values (File.ProblemsByGame's for that game).
func (s *Scanner) Problems() []*ParseError { return s.gameErr }

// Outside returns the problems attached to no game met since the last
// call (before the first game, in text between games, after the last),
// in order.
func (s *Scanner) Outside() []*ParseError {
	o := s.outside
	s.outside = nil
	if s.done && s.game == nil && len(s.queue) == 0 {
		o = append(o, s.final...)
		s.final = nil
	}
	return o
}

// File is the file's header as read so far: Name, Version, Export,
// Charset, and the Trailer once the end is reached; it holds no game and
// no problem (Next and Outside give them).
func (s *Scanner) File() *File { return s.p.f }

// Err is the error that stopped the reading: the reader's, or a
// *ParseError wrapping ErrTooLong; nil at the end of the input.
func (s *Scanner) Err() error { return s.err }

// step reads the next part of the input (up to a semi-empty line outside
// a comment) and parses it.
func (s *Scanner) step() {
	if !s.start {
		s.start = true
		if err := s.begin(); err != nil {
			s.stop(err)
			return
		}
	}
	text, first, eof, err := s.part()
	if err != nil {
		s.stop(err)
		return
	}
	if text != "" {
		if !utf8.ValidString(text) {
			text = textfile.Decode([]byte(text)).Text // ISO-8859-1
			if s.p.f.Charset == textfile.UTF8 {
				s.p.f.Charset = textfile.Latin1
			}
		}
		s.p.feed(text, first)
	}
	if eof {
		s.p.finish()
		s.done = true
	}
	s.collect()
	if eof {
		s.moreForms()
	}
}

// moreForms adds to Outside, at the end of the input, a warning for each
// non-standard form used more than once: the first use's warning, with
// the count Read adds to it ("and N more in this file").
func (s *Scanner) moreForms() {
	var more []*ParseError
	for _, t := range s.p.tolerated {
		if t.more > 0 {
			e := *t.err
			e.Err = fmt.Errorf("%w (and %d more in this file)", t.err.Err, t.more)
			more = append(more, &e)
		}
	}
	slices.SortFunc(more, func(a, b *ParseError) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column))
	})
	s.final = more
}

// stop ends the reading on err, keeping the games already complete.
func (s *Scanner) stop(err error) {
	s.err, s.done = err, true
	s.collect()
}

// collect takes the games and problems the parser has made.
func (s *Scanner) collect() {
	f := &File{Games: s.p.f.Games, Problems: s.p.f.Problems}
	s.p.f.Games, s.p.f.Problems = nil, nil
	slices.SortStableFunc(f.Problems, func(a, b *ParseError) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column))
	})
	per, outside := f.ProblemsByGame()
	s.outside = append(s.outside, outside...)
	s.queue = append(s.queue, f.Games...)
	s.probs = append(s.probs, per...)
}

// begin drops a UTF-8 byte order mark, and reads a UTF-16 file whole to
// decode it (with the warning Read gives).
func (s *Scanner) begin() error {
	// UTF-16 is told from the bytes as they are, as Read does: a line end
	// read as one byte would make "\r\n\x000\x00" look like UTF-16LE.
	raw, _ := s.raw.Peek(4)
	if cs, _ := textfile.UTF16(raw); cs != "" {
		data, err := io.ReadAll(io.LimitReader(s.raw, MaxGameBytes+1))
		if err != nil {
			return err
		}
		if len(data) > MaxGameBytes {
			return &ParseError{File: s.p.f.Name, Line: 1, Column: 1, Err: wrap(ErrTooLong, nil, "a UTF-16 file of more than %d MiB: save it as UTF-8", MaxGameBytes>>20)}
		}
		text, charset, note := decode(data)
		s.p.f.Charset = charset
		s.p.warnf(Pos{Line: 1, Column: 1}, ErrEncoding, "%s", note)
		s.r = bufio.NewReaderSize(strings.NewReader(text), 64<<10)
		return nil
	}
	if head, _ := s.r.Peek(3); bytes.HasPrefix(head, []byte("\uFEFF")) {
		s.r.Discard(3)
	}
	return nil
}

// part reads lines up to and including a semi-empty line that is outside
// a brace comment (where the parser ends a game), or to the end of the
// input (eof). first is the number of its first line.
func (s *Scanner) part() (text string, first int, eof bool, err error) {
	var b strings.Builder
	first = s.line
	inBrace := false
	for {
		line, err := s.readLine()
		if err != nil && !errors.Is(err, io.EOF) {
			return "", first, false, err
		}
		if b.Len()+len(line) > MaxGameBytes {
			msg := "a game of more than %d MiB: not a PBN file (binary data?)"
			if inBrace {
				msg = "a game of more than %d MiB: a comment ({) not closed?"
			}
			return "", first, false, &ParseError{File: s.p.f.Name, Line: first, Column: 1, Err: wrap(ErrTooLong, nil, msg, MaxGameBytes>>20)}
		}
		b.Write(line)
		if len(line) > 0 && line[len(line)-1] == '\n' {
			s.line++
		}
		if errors.Is(err, io.EOF) {
			return b.String(), first, true, nil
		}
		if !inBrace && semiEmpty(line) && b.Len() > 0 {
			return b.String(), first, false, nil
		}
		inBrace = braceOpen(line, inBrace)
	}
}

// readLine reads one line with its "\n" (without at the end of the
// input, with io.EOF), at most MaxLineBytes.
func (s *Scanner) readLine() ([]byte, error) {
	var buf []byte
	for {
		chunk, err := s.r.ReadSlice('\n')
		if len(buf)+len(chunk) > MaxLineBytes {
			return nil, &ParseError{File: s.p.f.Name, Line: s.line, Column: 1,
				Err: wrap(ErrTooLong, nil, "a line of more than %d MiB: not a PBN file (binary data?)", MaxLineBytes>>20)}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			buf = append(buf, chunk...)
			continue
		}
		if buf == nil {
			buf = append([]byte(nil), chunk...)
		} else {
			buf = append(buf, chunk...)
		}
		return buf, err
	}
}

// semiEmpty reports whether line holds only spaces and tabs (PBN 2.1
// section 3).
func semiEmpty(line []byte) bool {
	for _, c := range line {
		if c != '\n' && !isSpace(c) {
			return false
		}
	}
	return true
}

// braceOpen reports whether a brace comment is open at the end of line,
// given whether one was at its start: "{" opens one outside a string, a
// ";" comment and an escape line ("%" in column 1), "}" closes it
// (section 3.8: braces do not nest).
func braceOpen(line []byte, open bool) bool {
	if !open && len(line) > 0 && line[0] == '%' {
		return false
	}
	inString := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case open:
			open = c != '}'
		case inString:
			if c == '\\' {
				i++
			} else if c == '"' {
				inString = false
			}
		case c == '"':
			inString = true
		case c == ';':
			return false
		case c == '{':
			open = true
		}
	}
	return open
}

// lineEndReader turns every line end into "\n" as the stream is read, as
// decode does for a whole file: CRs before an LF make one line end, a lone
// CR is a line end.
type lineEndReader struct {
	r   io.Reader
	crs int // CRs read and not yet turned into line ends
	in  []byte
	buf []byte
	err error
}

func (l *lineEndReader) Read(p []byte) (int, error) {
	for len(l.buf) == 0 {
		if l.err != nil {
			return 0, l.err
		}
		if l.in == nil {
			l.in = make([]byte, 32<<10)
		}
		n, err := l.r.Read(l.in)
		out := l.buf[:0]
		for _, c := range l.in[:n] {
			switch {
			case c == '\r':
				l.crs++
			case l.crs > 0 && c == '\n':
				out = append(out, '\n')
				l.crs = 0
			default:
				for ; l.crs > 0; l.crs-- {
					out = append(out, '\n')
				}
				out = append(out, c)
			}
		}
		if err != nil {
			for ; l.crs > 0; l.crs-- {
				out = append(out, '\n')
			}
			l.err = err
		}
		l.buf = out
	}
	n := copy(p, l.buf)
	l.buf = l.buf[n:]
	return n, nil
}
