package pbn

import (
	"strings"
	"unicode/utf8"
)

// ParseTagPair reads the tag pair [Name "Value"] (PBN 2.1 section 3.3) at
// the start of line, which holds one line of text: white space may stand
// before the "[" and between the tokens, the tag name is letters, digits
// and "_" (section 3.2), and the value is a string token whose only
// escapes are \" and \\ (section 3.2). It returns the name, the value with
// its escapes resolved, and end, the byte offset in line just after the
// closing "]": what follows it on the line (a comment) is the caller's.
// The characters of the value are not checked (File reports tabs and
// control characters, section 2.2), nor is the tag name known. It reads a
// table log's header (package laws) the way Read reads a file's tag pairs.
//
// The error is a *ParseError with Line 1 and the Column (in characters,
// 1-based) of what is wrong, wrapping ErrSyntax (no "[", no name, no
// quoted value, no "]") or ErrUnterminated (a value not closed on the
// line). A "\n" in line ends it.
func ParseTagPair(line string) (name, value string, end int, err error) {
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	fail := func(off int, sentinel error, format string, args ...any) error {
		return &ParseError{Line: 1, Column: utf8.RuneCountInString(line[:off]) + 1, Err: wrap(sentinel, nil, format, args...)}
	}
	off := 0
	skip := func() {
		for off < len(line) && isSpace(line[off]) {
			off++
		}
	}
	skip()
	open := off
	if off == len(line) || line[off] != '[' {
		return "", "", 0, fail(off, ErrSyntax, "want '[' to open a tag pair")
	}
	off++
	skip()
	if off == len(line) {
		return "", "", 0, fail(open, ErrSyntax, "tag pair not finished: want a name and a quoted value")
	}
	start := off
	for off < len(line) && isNameChar(line[off]) {
		off++
	}
	name = line[start:off]
	if name == "" {
		return "", "", 0, fail(off, ErrSyntax, "want a tag name after '['")
	}
	skip()
	if off == len(line) || line[off] != '"' {
		return "", "", 0, fail(off, ErrSyntax, "want the value of tag %s in double quotes", name)
	}
	quote := off
	off++
	var b strings.Builder
	for {
		if off == len(line) {
			return "", "", 0, fail(quote, ErrUnterminated, "string not closed on its line")
		}
		c := line[off]
		if c == '"' {
			off++
			break
		}
		if c == '\\' && off+1 < len(line) && (line[off+1] == '"' || line[off+1] == '\\') {
			off++
			c = line[off]
		}
		b.WriteByte(c)
		off++
	}
	skip()
	if off == len(line) || line[off] != ']' {
		return "", "", 0, fail(off, ErrSyntax, "want ']' after the value of tag %s", name)
	}
	return name, b.String(), off + 1, nil
}
