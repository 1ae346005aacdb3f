package lin

import (
	"errors"
	"fmt"
	"strconv"
)

// The sentinels: every *ParseError wraps one of them but ErrWrite, which
// Write's errors wrap; test them with errors.Is.
var (
	// ErrKey: text where a key was expected is not a LIN key (two ASCII
	// letters, case ignored). Read skips that text and goes on with the next
	// key.
	ErrKey = errors.New("not a LIN key")
	// ErrDeal: an md value is not a deal: a bad dealer digit, a rank
	// outside a suit, a card given twice, a hand of more than 13 cards, hands
	// of unequal length, or a fourth hand that contradicts the other three.
	ErrDeal = errors.New("bad deal (md)")
	// ErrVulnerability: an sv value is not o, 0, n, e or b (either case).
	ErrVulnerability = errors.New("bad vulnerability (sv)")
	// ErrCall: an mb value is not p, d, r or a bid 1C-7N (an optional
	// trailing "!" marks an alert).
	ErrCall = errors.New("bad call (mb)")
	// ErrAnnotation: an an value comes before any call it could explain.
	ErrAnnotation = errors.New("explanation (an) without a call")
	// ErrCard: a pc value is not a card written suit then rank (e.g. SA, h7).
	ErrCard = errors.New("bad card (pc)")
	// ErrClaim: an mc value is not a number of tricks 0-13.
	ErrClaim = errors.New("bad claim (mc)")
	// ErrBoardID: a qx value is not o<n> or c<n> (open or closed room, board
	// number), optionally followed by a comma and text.
	ErrBoardID = errors.New("bad board id (qx)")
	// ErrBoardNumber: an ah heading "Board N" whose number is not a
	// positive integer ("Board 0", "Board -5", a number too large), or a
	// board with a heading other than "Board N" ("Bored") and no qx number:
	// the heading is where LIN gives the board number.
	ErrBoardNumber = errors.New("bad board number (ah)")
	// ErrResult: an rs entry is not a result such as 4HN+1, 3NS=, 4SWx-4 or
	// PASS.
	ErrResult = errors.New("bad result (rs)")
	// ErrHeader: a vg value does not have the nine comma-separated fields of
	// a vugraph header (event, segment, scoring, first board, last board,
	// team 1, carry-over 1, team 2, carry-over 2).
	ErrHeader = errors.New("bad vugraph header (vg)")
	// ErrNames: a pn value does not hold 4 names (S, W, N, E) or 8 (open
	// room then closed room).
	ErrNames = errors.New("bad player names (pn)")
	// ErrPlay: the cards played cannot be given to seats: there is no
	// contract (from the auction or the rs list) and no complete deal to tell
	// who held each card.
	ErrPlay = errors.New("cannot tell who played the cards (pc)")
	// ErrUnterminated: the input ends inside a pair: the last value is not
	// closed by '|', or the last key has no '|' and value. The file was
	// probably cut short; the pair is kept as far as it goes.
	ErrUnterminated = errors.New("pair not finished at the end of the input")
	// ErrIncomplete: the play stops before the 52nd card with no claim
	// (mc): LIN has no mark for an unfinished play, so the record may have
	// been cut short. The cards given are kept.
	ErrIncomplete = errors.New("play stops short with no claim (mc)")
	// ErrWrite: Write met a pair it cannot write: a key that is not two ASCII
	// letters or a value holding '|'.
	ErrWrite = errors.New("pair cannot be written as LIN")
)

// ParseError is a problem in LIN input: where it is (file, 1-based line and
// column of the key of the pair; the column counts characters, not bytes),
// the pair as written, and the cause, which wraps one of the sentinels above
// and says what was expected.
type ParseError struct {
	File   string // the file name given to Read, "" when none
	Line   int    // 1-based line of the key; 0 when unknown
	Column int    // 1-based column of the key, in characters; 0 when unknown
	Token  string // the pair (or the text) concerned, e.g. `md|3S...|`
	Err    error  // the cause, wrapping a sentinel
}

// Error prints "file:line:column: token: cause", leaving out what is unknown
// and shortening a long token.
func (e *ParseError) Error() string {
	s := e.File
	if e.Line > 0 {
		s += ":" + strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Column)
	}
	if s != "" {
		s += ": "
	}
	if e.Token != "" {
		s += strconv.Quote(shorten(e.Token, 60)) + ": "
	}
	return "lin: " + s + e.Err.Error()
}

// Unwrap returns the cause.
func (e *ParseError) Unwrap() error { return e.Err }

// shorten cuts s to about n characters, marking the cut with "...".
func shorten(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "..."
}

// errAt builds the *ParseError for pair t of a board read from file.
func errAt(file string, t Token, sentinel error, format string, args ...any) *ParseError {
	err := sentinel
	if format != "" {
		err = fmt.Errorf("%w: "+format, append([]any{sentinel}, args...)...)
	}
	return &ParseError{File: file, Line: t.Line, Column: t.Column, Token: t.String(), Err: err}
}
