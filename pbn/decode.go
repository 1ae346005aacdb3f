package pbn

import (
	"strings"

	"bridgelaw/internal/textfile"
)

// decode turns the bytes of a file into text (internal/textfile.Decode):
// a UTF-8 byte order mark is dropped; bytes that are valid UTF-8 are read
// as UTF-8, others as ISO-8859-1 (Latin-1, the PBN character set, PBN 2.1
// section 2.2); every line end (LF, CRLF, CRs before an LF, or a lone CR)
// becomes "\n".
//
// A file in UTF-16 (a byte order mark FF FE or FE FF, or, without one, two
// ASCII characters each with a zero byte, as Windows "Unicode" text starts)
// is decoded from UTF-16, which PBN does not allow: note says so, for a
// warning.
func decode(data []byte) (text, charset, note string) {
	d := textfile.Decode(data)
	if d.Charset == textfile.UTF16LE || d.Charset == textfile.UTF16BE {
		note = "the file is in " + d.Charset + ", not in ISO-8859-1 or UTF-8 (section 2.2); it was read as " + d.Charset
		if d.OddByte {
			note += " less its odd last byte"
		}
		note += ": save it as UTF-8 for other PBN programs"
	}
	return lineEnds(d.Text), d.Charset, note
}

// lineEnds turns every line end into "\n": LF, CRLF, a lone CR, and a run
// of CRs before an LF ("\r\r\n", which a Windows program writes when it
// ends its lines with CRLF in a file opened in text mode), which is one
// line end, not an empty line after each line.
func lineEnds(text string) string {
	i := strings.IndexByte(text, '\r')
	if i < 0 {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	for i >= 0 {
		b.WriteString(text[:i])
		j := i
		for j < len(text) && text[j] == '\r' {
			j++
		}
		if j < len(text) && text[j] == '\n' {
			b.WriteByte('\n') // CRs then LF: one line end
			j++
		} else {
			b.WriteString(strings.Repeat("\n", j-i)) // lone CRs: a line end each
		}
		text = text[j:]
		i = strings.IndexByte(text, '\r')
	}
	b.WriteString(text)
	return b.String()
}

// maxLine is the longest line allowed before its end of line: 255
// characters counting the end of line (PBN 2.1 section 2.3).
const maxLine = 254

// isSpace reports whether c is white space inside a line: space, tab,
// vertical tab or form feed (PBN 2.1 section 2.2 allows the tabs on import).
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\v' || c == '\f' }

// isNameChar reports whether c may stand in a tag name (section 3.2).
func isNameChar(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'
}

// isTokenChar reports whether c may stand in a call or card token (section
// 3.2): letters, digits and the hyphen.
func isTokenChar(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-'
}

// isSectionChar reports whether c may stand in a section token (section
// 3.2): ASCII 33-126 but for [ ] { } ; " %.
func isSectionChar(c byte) bool {
	if c < 33 || c > 126 {
		return false
	}
	switch c {
	case '[', ']', '{', '}', ';', '"', '%':
		return false
	}
	return true
}

// badRuneAt reports whether the text at s[i:] starts with a character PBN
// does not allow in a string other than the tab: a control character, DEL,
// or a code 128-159 (section 2.2); n is its length in bytes.
func badRuneAt(s string, i int) (bad bool, n int) {
	c := s[i]
	switch {
	case c < 0x20 && c != '\t' || c == 0x7f:
		return true, 1
	case c == 0xC2 && i+1 < len(s) && s[i+1] >= 0x80 && s[i+1] <= 0x9f:
		return true, 2
	}
	return false, 1
}
