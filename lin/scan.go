package lin

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// The bounds of what Scanner holds, so that an endless or binary input
// fails with an error instead of filling the memory.
const (
	// MaxPair is the longest text read at once: a value, or the text
	// before a key (1 MiB; a real pair is at most a few kilobytes, a
	// commentary a few tens).
	MaxPair = 1 << 20
	// MaxBoard is the most text one board's pairs may hold (16 MiB).
	MaxBoard = 16 << 20
)

// ErrTooLong reports an input that exceeds MaxPair or MaxBoard: not a LIN
// file (binary data, an endless stream), or one of a size no LIN writer
// makes. Reading stops there.
var ErrTooLong = errors.New("too long for LIN")

// Scanner reads LIN one board at a time from a stream, holding one board's
// pairs (and the vugraph header in force), never the whole input: Next
// gives each Board as Read would give it, in order. A board is complete
// when the pair that starts the next one is read (see Board), so Scanner
// reads one pair ahead. Errors of the pair syntax (ErrKey,
// ErrUnterminated; as Read reports them) are given by Errors as they are
// met; an error that stops the reading (a failure of the reader, a pair
// longer than MaxPair, a board over MaxBoard: ErrTooLong) by Err.
type Scanner struct {
	r    *bufio.Reader
	file string
	// line and col are the position of the next byte (1-based; col counts
	// characters).
	line, col int
	started   bool
	eof       bool
	err       error
	errs      []error

	cur          *Board
	curSize      int
	hasQX, hasMD bool
	inForce      map[string]Token
	ready        []*Board
	board        *Board
}

// NewScanner reads LIN from r, named file in error messages (may be "").
func NewScanner(r io.Reader, file string) *Scanner {
	return &Scanner{r: bufio.NewReaderSize(r, 64<<10), file: file, line: 1, col: 1,
		cur: &Board{File: file}, inForce: map[string]Token{}}
}

// Next moves to the next board, which Board gives; it is false at the end
// of the input or when reading stopped (Err).
func (s *Scanner) Next() bool {
	s.board = nil
	for len(s.ready) == 0 {
		if s.eof || s.err != nil {
			if len(s.cur.Tokens) > 0 {
				s.emit(s.cur)
				s.cur = &Board{File: s.file}
				continue
			}
			return false
		}
		tok, ok := s.token()
		if ok {
			s.add(tok)
		}
	}
	s.board, s.ready = s.ready[0], s.ready[1:]
	return true
}

// Board is the board Next moved to.
func (s *Scanner) Board() *Board { return s.board }

// Errors returns the pair-syntax errors met since the last call, in input
// order, each a *ParseError.
func (s *Scanner) Errors() []error {
	e := s.errs
	s.errs = nil
	return e
}

// Err is the error that stopped the reading: the reader's, or a
// *ParseError wrapping ErrTooLong; nil at the end of the input.
func (s *Scanner) Err() error { return s.err }

// add puts t on the board being read, or starts the next board with it
// (see Board) and makes the one before ready.
func (s *Scanner) add(t Token) {
	if (t.Key == "qx" && (s.hasQX || s.hasMD)) || (t.Key == "md" && s.hasMD) {
		k := introStart(s.cur.Tokens)
		next := &Board{File: s.file, Tokens: append([]Token(nil), s.cur.Tokens[k:]...)}
		s.cur.Tokens = s.cur.Tokens[:k:k]
		s.emit(s.cur)
		s.cur, s.hasQX, s.hasMD, s.curSize = next, false, false, 0
		for _, x := range next.Tokens {
			s.curSize += len(x.Value)
		}
	}
	s.cur.Tokens = append(s.cur.Tokens, t)
	s.curSize += len(t.Value) + 4
	s.hasQX = s.hasQX || t.Key == "qx"
	s.hasMD = s.hasMD || t.Key == "md"
	if s.curSize > MaxBoard && s.err == nil {
		s.err = &ParseError{File: s.file, Line: t.Line, Column: t.Column, Token: t.Key,
			Err: wrapf(ErrTooLong, fmt.Sprintf("a board of more than %d MiB of pairs: not a LIN file?", MaxBoard>>20))}
		s.cur.Tokens = nil // nothing more of it is kept
	}
}

// emit makes b ready with the header in force before it, then puts its
// own header pairs in force.
func (s *Scanner) emit(b *Board) {
	b.Header = headerOf(s.inForce)
	for _, t := range b.Tokens {
		if isHeader(t) {
			s.inForce[t.Key] = t
		}
	}
	s.ready = append(s.ready, b)
}

// advance moves the position over text.
func (s *Scanner) advance(text string) {
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '\n':
			s.line, s.col = s.line+1, 1
		case c < utf8.RuneSelf || utf8.RuneStart(c):
			s.col++
		}
	}
}

// readTo reads up to the next '|' (consumed, not returned) or the end of
// the input (found false), at most MaxPair bytes.
func (s *Scanner) readTo() (text string, found bool, err error) {
	var buf []byte
	for {
		chunk, err := s.r.ReadSlice('|')
		if len(buf)+len(chunk) > MaxPair {
			return "", false, &ParseError{File: s.file, Line: s.line, Column: s.col,
				Err: wrapf(ErrTooLong, fmt.Sprintf("more than %d MiB without a '|': not a LIN file (binary data?)", MaxPair>>20))}
		}
		buf = append(buf, chunk...)
		switch {
		case err == nil:
			return string(buf[:len(buf)-1]), true, nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF):
			return string(buf), false, nil
		default:
			return string(buf), false, err
		}
	}
}

// start skips a UTF-8 byte order mark and the comment lines before the
// pairs (blank, or starting with "%": BBO Helper writes one).
func (s *Scanner) start() {
	s.started = true
	if b, _ := s.r.Peek(3); bytes.Equal(b, []byte("\uFEFF")) {
		s.r.Discard(3)
	}
	for {
		b, _ := s.r.Peek(s.r.Size())
		if len(b) == 0 {
			return
		}
		line := b
		if nl := bytes.IndexByte(b, '\n'); nl >= 0 {
			line = b[:nl+1]
		} else if len(b) == s.r.Size() && len(bytes.TrimSpace(b)) > 0 {
			return // a long line: read as pairs
		}
		if t := bytes.TrimSpace(line); len(t) > 0 && t[0] != '%' {
			return
		}
		s.advance(string(line))
		s.r.Discard(len(line))
	}
}

// token reads the next pair; ok is false when there is none (the end of
// the input, or an error).
func (s *Scanner) token() (Token, bool) {
	if !s.started {
		s.start()
	}
	seg, found, err := s.readTo()
	if err != nil {
		s.err = err
		return Token{}, false
	}
	segLine, segCol := s.line, s.col
	key, at, garbage := keyOf(seg)
	posOf := func(off int) (int, int) {
		save, saveCol := s.line, s.col
		s.line, s.col = segLine, segCol
		s.advance(seg[:off])
		l, c := s.line, s.col
		s.line, s.col = save, saveCol
		return l, c
	}
	if garbage != "" {
		line, col := posOf(strings.Index(seg, garbage))
		s.errs = append(s.errs, &ParseError{File: s.file, Line: line, Column: col, Token: garbage,
			Err: wrapf(ErrKey, "unexpected text; want a two-letter key such as md or mb, then '|'")})
	}
	kline, kcol := posOf(at)
	s.advance(seg)
	if !found {
		s.eof = true
		if key != "" {
			s.errs = append(s.errs, &ParseError{File: s.file, Line: kline, Column: kcol, Token: key,
				Err: wrapf(ErrUnterminated, "the input ends after the key "+key+": want '|', the value and '|'")})
			return Token{Key: key, Line: kline, Column: kcol}, true
		}
		return Token{}, false
	}
	s.advance("|")
	if key == "" {
		return Token{}, false // text skipped alone (a stray '|' silently)
	}
	value, closed, err := s.readTo()
	if err != nil {
		s.err = err
		return Token{}, false
	}
	s.advance(value)
	if closed {
		s.advance("|")
	} else {
		s.eof = true
		value = strings.TrimRight(value, " \t\r\n")
		s.errs = append(s.errs, &ParseError{File: s.file, Line: kline, Column: kcol, Token: key + "|" + value,
			Err: wrapf(ErrUnterminated, "value of "+key+" not closed by '|'")})
	}
	return Token{Key: key, Value: value, Line: kline, Column: kcol}, true
}
