package pbn

import (
	"strings"
	"unicode/utf8"
)

// decode turns the bytes of a file into text: a UTF-8 byte order mark is
// dropped; bytes that are valid UTF-8 are read as UTF-8, others as
// ISO-8859-1 (Latin-1, the PBN character set, PBN 2.1 section 2.2); every
// line end (CRLF, LF or a lone CR) becomes "\n".
func decode(data []byte) (text, charset string) {
	if len(data) >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF {
		data = data[3:]
	}
	if utf8.Valid(data) {
		text, charset = string(data), "UTF-8"
	} else {
		var b strings.Builder
		b.Grow(len(data) + len(data)/8)
		for _, c := range data {
			b.WriteRune(rune(c))
		}
		text, charset = b.String(), "ISO-8859-1"
	}
	if strings.IndexByte(text, '\r') >= 0 {
		text = strings.ReplaceAll(text, "\r\n", "\n")
		text = strings.ReplaceAll(text, "\r", "\n")
	}
	return text, charset
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
