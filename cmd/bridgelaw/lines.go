package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// maxLineLength is the longest line, in bytes, that the line-by-line
// commands (score --batch, rubber) read: a longer one is reported and
// skipped, never held whole.
const maxLineLength = 64 << 10

// errLineTooLong: a line longer than maxLineLength.
var errLineTooLong = errors.New("line too long")

// lineReader reads text one line at a time, holding at most maxLineLength
// bytes of it: a longer line is skipped to its end and reported by Err of
// that line, and reading goes on with the next one. A byte order mark at
// the start is dropped; "\r\n" ends a line as "\n" does.
type lineReader struct {
	r    *bufio.Reader
	n    int    // the line number, 1 for the first line
	line string // the line read, without its end
	long error  // set when the line was too long
	err  error  // a read error other than io.EOF
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, maxLineLength)}
}

// Next reads the next line; false at the end of the input or on a read
// error (see Err).
func (l *lineReader) Next() bool {
	if l.err != nil {
		return false
	}
	buf, err := l.r.ReadSlice('\n')
	if err == io.EOF && len(buf) == 0 {
		return false
	}
	l.n++
	l.long = nil
	if errors.Is(err, bufio.ErrBufferFull) {
		size := len(buf)
		for errors.Is(err, bufio.ErrBufferFull) {
			buf, err = l.r.ReadSlice('\n')
			size += len(buf)
		}
		l.line = ""
		l.long = fmt.Errorf("%w: %d bytes or more, the most is %d: skipped", errLineTooLong, size, maxLineLength)
	} else {
		l.line = strings.TrimRight(string(buf), "\r\n")
		if l.n == 1 {
			l.line = strings.TrimPrefix(l.line, "\ufeff")
		}
	}
	if err != nil && err != io.EOF {
		l.err = err
		return l.long != nil || l.line != ""
	}
	return true
}

// Line is the line read, without its end; "" for a line too long.
func (l *lineReader) Line() string { return l.line }

// Number is the line's number, from 1.
func (l *lineReader) Number() int { return l.n }

// TooLong is errLineTooLong (wrapped, with the length) when the line read
// was longer than maxLineLength, else nil.
func (l *lineReader) TooLong() error { return l.long }

// Err is the read error that stopped Next, if any.
func (l *lineReader) Err() error { return l.err }
