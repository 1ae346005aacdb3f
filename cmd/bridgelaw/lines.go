package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// maxLineLength is the longest line, in bytes, that the line-by-line
// commands (score --batch, rubber) read, without its end ("\n" or
// "\r\n"): a longer one is reported, never held whole.
const maxLineLength = 64 << 10

// errLineTooLong: a line longer than maxLineLength.
var errLineTooLong = errors.New("line too long")

// lineReader reads text one line at a time, holding at most maxLineLength
// bytes of it and its end: a longer line is read to its end without
// being kept and reported by TooLong of that line (the caller skips it
// or stops), and reading goes on with the next one. A byte order mark at
// the start is dropped; "\r\n" ends a line as "\n" does.
type lineReader struct {
	r    *bufio.Reader
	n    int    // the line number, 1 for the first line
	line string // the line read, without its end
	long error  // set when the line was too long
	err  error  // a read error other than io.EOF
}

func newLineReader(r io.Reader) *lineReader {
	// Room for the longest line and its end, "\r\n".
	return &lineReader{r: bufio.NewReaderSize(r, maxLineLength+2)}
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
		last := buf[len(buf)-1]
		for errors.Is(err, bufio.ErrBufferFull) {
			prev := last
			buf, err = l.r.ReadSlice('\n')
			size += len(buf)
			if len(buf) > 0 {
				last = buf[len(buf)-1]
			}
			// The line's end is not part of its length.
			if last == '\n' {
				size--
				if len(buf) >= 2 && buf[len(buf)-2] == '\r' || len(buf) == 1 && prev == '\r' {
					size--
				}
			}
		}
		l.line = ""
		l.long = fmt.Errorf("%w: %d bytes, the most is %d", errLineTooLong, size, maxLineLength)
	} else {
		l.line = strings.TrimRight(string(buf), "\r\n")
		if l.n == 1 {
			l.line = strings.TrimPrefix(l.line, "\ufeff")
		}
		if len(l.line) > maxLineLength {
			l.long = fmt.Errorf("%w: %d bytes, the most is %d", errLineTooLong, len(l.line), maxLineLength)
			l.line = ""
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
