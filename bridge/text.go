package bridge

import (
	"encoding"
	"errors"
	"fmt"
	"strings"
)

// ErrInvalid is the sentinel wrapped by the MarshalText methods when the
// value is out of range (a Seat(7), the zero Card, a Call that is no call):
// such a value has no text, and it is refused rather than printed "?".
var ErrInvalid = errors.New("bridge: invalid value")

// The value types read and write their canonical String form ("SA",
// "3NT", "4HX S"), so that encoding/json, encoding/xml and flag values use one
// serialisation; reading accepts whatever the Parse function accepts.
var (
	_ encoding.TextMarshaler   = Seat(0)
	_ encoding.TextUnmarshaler = (*Seat)(nil)
	_ encoding.TextMarshaler   = Side(0)
	_ encoding.TextUnmarshaler = (*Side)(nil)
	_ encoding.TextMarshaler   = Suit(0)
	_ encoding.TextUnmarshaler = (*Suit)(nil)
	_ encoding.TextMarshaler   = Strain(0)
	_ encoding.TextUnmarshaler = (*Strain)(nil)
	_ encoding.TextMarshaler   = Card(0)
	_ encoding.TextUnmarshaler = (*Card)(nil)
	_ encoding.TextMarshaler   = Call(0)
	_ encoding.TextUnmarshaler = (*Call)(nil)
	_ encoding.TextMarshaler   = Contract{}
	_ encoding.TextUnmarshaler = (*Contract)(nil)
	_ encoding.TextMarshaler   = Vulnerability(0)
	_ encoding.TextUnmarshaler = (*Vulnerability)(nil)
	_ encoding.TextMarshaler   = LawRef{}
	_ encoding.TextUnmarshaler = (*LawRef)(nil)
)

// marshalText is the text of a value: text when valid, else an error
// wrapping ErrInvalid that names what and shows v.
func marshalText(what string, valid bool, text string, v any) ([]byte, error) {
	if !valid {
		return nil, fmt.Errorf("%w: %s %v", ErrInvalid, what, v)
	}
	return []byte(text), nil
}

// unmarshalText sets *dst to parse(text); on error *dst is unchanged.
func unmarshalText[T any](dst *T, text []byte, parse func(string) (T, error)) error {
	v, err := parse(string(text))
	if err != nil {
		return err
	}
	*dst = v
	return nil
}

// MarshalText writes the seat as String does: "N", "E", "S" or "W". A seat
// that is not Valid is an error wrapping ErrInvalid.
func (s Seat) MarshalText() ([]byte, error) {
	return marshalText("seat", s.Valid(), s.String(), uint8(s))
}

// UnmarshalText reads a seat as ParseSeat does; errors wrap ErrSyntax.
func (s *Seat) UnmarshalText(text []byte) error { return unmarshalText(s, text, ParseSeat) }

// MarshalText writes the side as String does: "NS" or "EW". A side that is
// not Valid is an error wrapping ErrInvalid.
func (d Side) MarshalText() ([]byte, error) {
	return marshalText("side", d.Valid(), d.String(), uint8(d))
}

// UnmarshalText reads a side as ParseSide does; errors wrap ErrSyntax.
func (d *Side) UnmarshalText(text []byte) error { return unmarshalText(d, text, ParseSide) }

// MarshalText writes the suit as String does: "C", "D", "H" or "S". A suit
// that is not Valid is an error wrapping ErrInvalid.
func (s Suit) MarshalText() ([]byte, error) {
	return marshalText("suit", s.Valid(), s.String(), uint8(s))
}

// UnmarshalText reads a suit as ParseSuit does; errors wrap ErrSyntax.
func (s *Suit) UnmarshalText(text []byte) error { return unmarshalText(s, text, ParseSuit) }

// MarshalText writes the strain as String does: "C", "D", "H", "S" or
// "NT". A strain that is not Valid is an error wrapping ErrInvalid.
func (t Strain) MarshalText() ([]byte, error) {
	return marshalText("strain", t.Valid(), t.String(), uint8(t))
}

// UnmarshalText reads a strain as ParseStrain does; errors wrap ErrSyntax.
func (t *Strain) UnmarshalText(text []byte) error { return unmarshalText(t, text, ParseStrain) }

// MarshalText writes the card as String does, suit first: "SA", "HT". A
// card that is not Valid (the zero Card among them) is an error wrapping
// ErrInvalid.
func (c Card) MarshalText() ([]byte, error) {
	return marshalText("card", c.Valid(), c.String(), uint8(c))
}

// UnmarshalText reads a card as ParseCard does; errors wrap ErrSyntax.
func (c *Card) UnmarshalText(text []byte) error { return unmarshalText(c, text, ParseCard) }

// MarshalText writes the call as String does: "Pass", "X", "XX", "1C",
// "3NT" (Law 18). A call that is not Valid (the zero Call, which is no
// call) is an error wrapping ErrInvalid.
func (c Call) MarshalText() ([]byte, error) {
	return marshalText("call", c.Valid(), c.String(), uint8(c))
}

// UnmarshalText reads a call as ParseCall does (levels 1-7 only); errors
// wrap ErrSyntax.
func (c *Call) UnmarshalText(text []byte) error { return unmarshalText(c, text, ParseCall) }

// MarshalText writes the contract with its declarer as StringBy does:
// "4SX S", "3NT W", "Pass" (Law 22). A contract that is not Valid is an
// error wrapping ErrInvalid.
func (c Contract) MarshalText() ([]byte, error) {
	return marshalText("contract", c.Valid(), c.StringBy(), c)
}

// UnmarshalText reads a contract and its declarer as ParseContractBy does;
// errors wrap ErrSyntax.
func (c *Contract) UnmarshalText(text []byte) error {
	return unmarshalText(c, text, ParseContractBy)
}

// MarshalText writes the vulnerability as String does: "None", "NS", "EW"
// or "All" (Law 2). A vulnerability that is not Valid is an error wrapping
// ErrInvalid.
func (v Vulnerability) MarshalText() ([]byte, error) {
	return marshalText("vulnerability", v.Valid(), v.String(), uint8(v))
}

// UnmarshalText reads a vulnerability as ParseVulnerability does; errors
// wrap ErrSyntax.
func (v *Vulnerability) UnmarshalText(text []byte) error {
	return unmarshalText(v, text, ParseVulnerability)
}

// MarshalText writes the reference as String does: "Law 64A2"; the zero
// LawRef (no law) is "". A reference that is not Valid is an error
// wrapping ErrInvalid.
func (r LawRef) MarshalText() ([]byte, error) {
	return marshalText("law reference", r.Valid(), r.String(), r)
}

// UnmarshalText reads a reference as ParseLawRef does; "" (or only spaces)
// is the zero LawRef, no law. Errors wrap ErrSyntax.
func (r *LawRef) UnmarshalText(text []byte) error {
	return unmarshalText(r, text, func(s string) (LawRef, error) {
		if strings.TrimSpace(s) == "" {
			return LawRef{}, nil
		}
		return ParseLawRef(s)
	})
}
