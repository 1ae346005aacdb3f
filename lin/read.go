package lin

import (
	"io"
	"strings"
)

// Token is one key|value pair of a LIN file.
type Token struct {
	Key   string // the key in lower case, e.g. "md", "mb"
	Value string // the value exactly as written; it never holds '|'
	// Line and Column locate the key in the input (1-based; Column counts
	// characters). Both are 0 for a pair made in memory (FromRecord).
	Line, Column int
}

// String prints the pair as LIN writes it: "key|value|".
func (t Token) String() string { return t.Key + "|" + t.Value + "|" }

// Board is the LIN of one board as played at one table: its own pairs in
// file order, which Write writes back as they are, and the file-level pairs
// it inherits from the boards before it.
//
// A board starts at a qx pair, or at an md pair when the board read so far
// already has one; the pairs just before that start which introduce a board
// (pn, st, mn, vg, rs, pw, bn, mp, and a second ah or rh) belong to the new
// board. Pairs before the first board belong to the first board.
type Board struct {
	// File is the name given to Read, used in error messages.
	File string
	// Tokens are the board's own pairs in file order.
	Tokens []Token
	// Header holds the file-level pairs given by earlier boards of the file
	// and still in force at this board, the latest of each key, in the order
	// vg, pn, rs, pw, bn, mp: the vugraph header (vg), an 8-name player list
	// (pn), a result list of more than one entry (rs), and the pw, bn and mp
	// lists. Write does not write them; Record reads them.
	Header []Token
}

// String prints the board's own pairs as one line of LIN, without a line
// end ("" for a nil b). Pairs that cannot be written (see Write) are
// printed as they are.
func (b *Board) String() string {
	if b == nil {
		return ""
	}
	var sb strings.Builder
	for _, t := range b.Tokens {
		sb.WriteString(t.String())
	}
	return sb.String()
}

// Read reads the LIN in r, named file in error messages (may be ""). It
// splits the input into key|value pairs (white space around keys, CRLF and
// line breaks between pairs carry no meaning; keys are case-insensitive; a
// value may hold anything but '|'), then into boards (see Board).
//
// Read is lenient and never panics: text where a key should be that is not a
// two-letter key is reported as a *ParseError wrapping ErrKey and skipped
// alone, so that the next text is tried as a key; a stray '|' where a key
// should be ("pn|...||pg||" in bridgetrainer-41284.lin) is skipped without
// an error. An input that ends inside a pair (a last value without its
// closing '|', or a key without its value: a file cut short) is reported
// as a *ParseError wrapping ErrUnterminated, at the key, and the pair is
// kept as far as it goes. Every pair it could read is kept, unknown keys
// included. It checks the pair syntax only; the values (deal, calls,
// cards, ...) are read by (*Board).Record, which reports their errors. An
// error from r ends the reading and is returned last.
func Read(r io.Reader, file string) ([]*Board, []error) {
	var boards []*Board
	var errs []error
	sc := NewScanner(r, file)
	for sc.Next() {
		boards = append(boards, sc.Board())
		errs = append(errs, sc.Errors()...)
	}
	errs = append(errs, sc.Errors()...)
	if err := sc.Err(); err != nil {
		errs = append(errs, err)
	}
	return boards, errs
}

// Parse is Read on a string.
func Parse(s, file string) ([]*Board, []error) { return Read(strings.NewReader(s), file) }

// keyOf reads the key in the text seg found before a '|': the last word of
// seg when it is two ASCII letters. It returns the key in lower case and its
// byte offset in seg, and the text before it that is not white space
// (garbage). When the last word is not a key, key is "" and garbage is all
// the non-blank text.
func keyOf(seg string) (key string, at int, garbage string) {
	t := strings.TrimRight(seg, " \t\r\n\f\v")
	w := strings.LastIndexAny(t, " \t\r\n\f\v") + 1
	word := t[w:]
	rest := strings.TrimSpace(t[:w])
	if !isKey(word) {
		return "", 0, strings.TrimSpace(t)
	}
	return strings.ToLower(word), w, rest
}

// isKey reports whether k is two ASCII letters.
func isKey(k string) bool {
	if len(k) != 2 {
		return false
	}
	for i := range 2 {
		c := k[i] | 0x20
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// Keys that introduce a board: when they come just before the pair that
// starts a new board, they belong to it.
var introKeys = map[string]bool{"pn": true, "st": true, "mn": true, "vg": true, "rs": true, "pw": true, "bn": true, "mp": true}

// introStart is the index where the run of pairs introducing the next board
// begins at the end of toks: intro keys, and ah or rh when an earlier ah of
// the board shows they cannot be this board's heading.
func introStart(toks []Token) int {
	firstAH := -1
	for i, t := range toks {
		if t.Key == "ah" {
			firstAH = i
			break
		}
	}
	k := len(toks)
	for k > 0 {
		key := toks[k-1].Key
		if !introKeys[key] && !((key == "ah" || key == "rh") && firstAH >= 0 && firstAH < k-1) {
			break
		}
		k--
	}
	return k
}

// headerOrder is the order of the keys of Board.Header.
var headerOrder = []string{"vg", "pn", "rs", "pw", "bn", "mp"}

// isHeader reports whether t is a file-level pair that later boards inherit.
func isHeader(t Token) bool {
	switch t.Key {
	case "vg", "pw", "bn", "mp":
		return true
	case "pn":
		return len(strings.Split(t.Value, ",")) >= 8
	case "rs":
		return strings.Contains(t.Value, ",")
	}
	return false
}

func headerOf(m map[string]Token) []Token {
	var h []Token
	for _, k := range headerOrder {
		if t, ok := m[k]; ok {
			h = append(h, t)
		}
	}
	return h
}

// wrapf wraps sentinel with a detail.
func wrapf(sentinel error, detail string) error {
	return &detailError{sentinel, detail}
}

type detailError struct {
	sentinel error
	detail   string
}

func (e *detailError) Error() string { return e.sentinel.Error() + ": " + e.detail }
func (e *detailError) Unwrap() error { return e.sentinel }
