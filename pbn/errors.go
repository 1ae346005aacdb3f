package pbn

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The sentinel errors. Every problem the reader reports is a *ParseError
// whose Err wraps one of them (and, where a bridge value was involved, the
// error of package bridge, auction or play too), so callers test kinds with
// errors.Is and never read message text.
var (
	// ErrSyntax: a token does not fit where it stands: a tag pair without
	// its name, value or closing bracket, an unexpected character (PBN 2.1
	// sections 3.2, 3.3).
	ErrSyntax = errors.New("pbn: syntax error")
	// ErrUnterminated: a string or a brace comment is not closed (sections
	// 3.2, 3.8).
	ErrUnterminated = errors.New("pbn: unterminated string or comment")
	// ErrStrayText: text outside any tag, section or comment, such as the
	// statistics lines a dealing program appends, or a "}" that closes
	// nothing (section 3; TestReadStrayText). The line is skipped.
	ErrStrayText = errors.New("pbn: text outside any tag or section")
	// ErrBadCharacter: a control character, or a code 127-159, in a string
	// (section 2.2), or a tab in a string (section 3.2); a warning for
	// control characters in a comment or an escape line (binary data read
	// as commentary).
	ErrBadCharacter = errors.New("pbn: character not allowed")
	// ErrEncoding: the file is not in a character set PBN allows
	// (ISO-8859-1, or UTF-8; section 2.2): UTF-16, which the reader decodes
	// (File.Charset says so). A warning.
	ErrEncoding = errors.New("pbn: character set not allowed")
	// ErrLineTooLong: a line longer than 255 characters counting its end of
	// line, i.e. more than 254 before it (section 2.3).
	ErrLineTooLong = errors.New("pbn: line too long")
	// ErrDuplicateTag: a tag given twice in a game; the repeat is ignored
	// (section 3.4). Note tags may repeat with different indexes.
	ErrDuplicateTag = errors.New("pbn: tag given twice")
	// ErrUnknownTag: a tag name that PBN 2.1 and the common extensions do
	// not define; it is kept (section 4.9). A warning.
	ErrUnknownTag = errors.New("pbn: unknown tag")
	// ErrInheritance: "#" or "##" used on a tag that may not inherit
	// (section 4.8).
	ErrInheritance = errors.New("pbn: tag may not inherit")
	// ErrTagValue: a value that is not in the syntax of its tag (sections
	// 3.4, 4).
	ErrTagValue = errors.New("pbn: bad tag value")
	// ErrMissingTag: a section needs a tag the game lacks: Dealer before an
	// Auction; Deal, Declarer and Contract before a Play (section 3.1). A
	// warning: the game's record is still replayed with what it has.
	ErrMissingTag = errors.New("pbn: missing tag")
	// ErrNote: a note that is malformed, outside the auction and play
	// sections, referenced but not given, or given twice (sections 3.5.4,
	// 3.5.5, 3.6.4, 3.6.5).
	ErrNote = errors.New("pbn: bad note")
	// ErrNAG: a numeric annotation glyph out of 0-255, of the wrong section
	// (calls $1-$6 and $13, cards $7-$12 and $14), or more than one quality
	// mark on one call or card (section 3.7).
	ErrNAG = errors.New("pbn: bad annotation")
	// ErrCall: a token of the auction section that is not a call (section
	// 3.5.1).
	ErrCall = errors.New("pbn: bad call")
	// ErrCard: a token of the play section that is not a card (section
	// 3.6.1).
	ErrCard = errors.New("pbn: bad card")
	// ErrAuction: an auction section out of form: a "-" after the first
	// call, "^I" on a call that is not a bid (sections 3.5, 3.9). Whether
	// the calls are legal is for package laws (Laws 17-22).
	ErrAuction = errors.New("pbn: bad auction section")
	// ErrPlay: a play section out of form: a card played twice, two "^L"
	// in one trick, "^R" on a lead (sections 3.6, 3.9). Whether the cards
	// were held and followed suit is for package laws (Laws 44, 61).
	ErrPlay = errors.New("pbn: bad play section")
	// ErrDeal: hands that are not a deal: a card twice, a hand of the wrong
	// length (section 3.4.11, Law 6). Wraps the *bridge.DealError.
	ErrDeal = errors.New("pbn: bad deal")
	// ErrInconsistent: the tags disagree among themselves: a Result on a
	// board the Contract or Declarer tag says was passed out (sections
	// 3.4.13-3.4.15). The tags against the auction and the play are
	// compared by package laws.
	ErrInconsistent = errors.New("pbn: tags disagree")
	// ErrNonStandard: a form outside PBN 2.1 that the lenient reader
	// accepts because real files use it ("1N" for 1NT, "R" for redoubled,
	// "10" for the ten, "--" for an unknown card). A warning, given once a
	// file per form.
	ErrNonStandard = errors.New("pbn: non-standard form")

	// ErrNoTag: the game has no such tag (accessors).
	ErrNoTag = errors.New("pbn: tag not given")
	// ErrUnknownValue: the tag value is "?", unknown (section 3.4; TestUnknownValues).
	ErrUnknownValue = errors.New("pbn: value unknown (\"?\")")
	// ErrInappropriate: the tag value is "", inappropriate, e.g. the
	// Declarer of a passed-out board (section 3.4).
	ErrInappropriate = errors.New("pbn: value inappropriate (\"\")")
)

// ParseError is one problem found in a PBN file: where (File, Line, Column,
// 1-based, columns counted in characters) and what (Err, which wraps one of
// the sentinels above). Warning marks a problem that did not keep anything
// from being read as written. Tag names the tag whose value the problem is
// in ("OptimumScore" for a par score out of its syntax), "" for a problem
// that is not in a tag's value: a reader that does not read that tag (see
// RecordTag) may leave the problem out.
type ParseError struct {
	File    string
	Line    int
	Column  int
	Err     error
	Warning bool
	Tag     string
}

// Error prints "file:line:column: message", with "warning: " before the
// message for a warning.
func (e *ParseError) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteByte(':')
	}
	if e.Line > 0 {
		b.WriteString(strconv.Itoa(e.Line))
		b.WriteByte(':')
		if e.Column > 0 {
			b.WriteString(strconv.Itoa(e.Column))
			b.WriteByte(':')
		}
	}
	if b.Len() > 0 {
		b.WriteByte(' ')
	}
	if e.Warning {
		b.WriteString("warning: ")
	}
	if e.Err != nil {
		b.WriteString(e.Err.Error())
	}
	return b.String()
}

// Unwrap returns Err.
func (e *ParseError) Unwrap() error { return e.Err }

// ErrorList is the list of errors (not warnings) found in a file, in the
// order of the file. Read returns one when the list is not empty.
type ErrorList []*ParseError

// Error prints the first error and how many more there are.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0].Error(), len(l)-1)
}

// Unwrap returns the errors, so that errors.Is and errors.As look at each.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// wrap makes an error wrapping sentinel with a message, and cause too
// when it is not nil.
func wrap(sentinel error, cause error, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if cause != nil {
		return fmt.Errorf("%w: %s: %w", sentinel, msg, cause)
	}
	return fmt.Errorf("%w: %s", sentinel, msg)
}
