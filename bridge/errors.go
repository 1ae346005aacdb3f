package bridge

import (
	"errors"
	"fmt"
)

// ErrSyntax is the sentinel wrapped by every *SyntaxError: the text given to a
// Parse function is not in any accepted notation.
var ErrSyntax = errors.New("syntax error")

// SyntaxError reports text that could not be read as a card, call, contract,
// seat, deal or other bridge value. It wraps ErrSyntax.
type SyntaxError struct {
	What   string // what was being read: "card", "call", "contract", ...
	Input  string // the text given
	Reason string // what was expected or what is wrong
}

func (e *SyntaxError) Error() string {
	if e.Reason == "" {
		return fmt.Sprintf("bridge: bad %s %q", e.What, e.Input)
	}
	return fmt.Sprintf("bridge: bad %s %q: %s", e.What, e.Input, e.Reason)
}

// Unwrap returns ErrSyntax.
func (e *SyntaxError) Unwrap() error { return ErrSyntax }

func syntaxErr(what, input, reason string) error {
	return &SyntaxError{What: what, Input: input, Reason: reason}
}
