package bridge

import (
	"fmt"
	"strings"
)

// Hands holds a card set per seat, indexed by Seat, with no check at all: it
// may be a partial deal, an end position or nonsense. A checked deal is a Deal.
type Hands [4]CardSet

// All is the union of the four hands.
func (h Hands) All() CardSet { return h[0] | h[1] | h[2] | h[3] }

// Holder is the seat holding card c; ok is false when no hand has it.
func (h Hands) Holder(c Card) (s Seat, ok bool) {
	for _, s := range Seats() {
		if h[s].Has(c) {
			return s, true
		}
	}
	return 0, false
}

// Format prints the hands as a PBN Deal value starting at seat first, e.g.
// "N:AK5.QT..J32 ..." (PBN 2.1 section 3.4.11). A hand with no card is
// printed "-" (unknown) when unknown is true for it.
func (h Hands) Format(first Seat, unknown BySeat[bool]) string {
	var b strings.Builder
	b.WriteString(first.String())
	b.WriteByte(':')
	for i := range 4 {
		s := first.Add(i)
		if i > 0 {
			b.WriteByte(' ')
		}
		if unknown[s] && h[s] == 0 {
			b.WriteByte('-')
		} else {
			b.WriteString(h[s].String())
		}
	}
	return b.String()
}

// Deal is a checked deal: four hands of 13 cards that together hold each of
// the 52 cards once (Law 6). Make one with NewDeal or ParseDeal; the zero
// Deal is not a deal (IsZero).
type Deal struct {
	hands Hands
}

// DealProblemKind says what is wrong with a set of hands.
type DealProblemKind uint8

// The problems NewDeal reports.
const (
	WrongCardCount DealProblemKind = iota + 1 // a hand does not hold 13 cards
	CardTwice                                 // a card is in more than one hand
	CardMissing                               // a card is in no hand
	NotACard                                  // a set holds a bit that is no card
)

// DealProblem is one problem found by NewDeal.
type DealProblem struct {
	Kind  DealProblemKind
	Seat  Seat // WrongCardCount, NotACard: the hand; CardTwice: the first hand holding it
	Other Seat // CardTwice: the second hand holding the card
	Card  Card // CardTwice, CardMissing: the card
	Count int  // WrongCardCount: the number of cards held
}

func (p DealProblem) String() string {
	switch p.Kind {
	case WrongCardCount:
		return fmt.Sprintf("%s has %d cards, not 13", p.Seat.Name(), p.Count)
	case CardTwice:
		return fmt.Sprintf("%s is in both %s's and %s's hands", p.Card, p.Seat.Name(), p.Other.Name())
	case CardMissing:
		return fmt.Sprintf("%s is in no hand", p.Card)
	case NotACard:
		return fmt.Sprintf("%s's hand holds something that is not a card", p.Seat.Name())
	}
	return "unknown problem"
}

// DealError lists every problem that keeps a set of hands from being a deal.
type DealError struct {
	Problems []DealProblem
}

func (e *DealError) Error() string {
	var parts, missing []string
	for _, p := range e.Problems {
		if p.Kind == CardMissing {
			missing = append(missing, p.Card.String())
			continue
		}
		parts = append(parts, p.String())
	}
	switch len(missing) {
	case 0:
	case 1:
		parts = append(parts, missing[0]+" is in no hand")
	default:
		parts = append(parts, fmt.Sprintf("%d cards are in no hand (%s)", len(missing), strings.Join(missing, " ")))
	}
	return "bridge: not a deal: " + strings.Join(parts, "; ")
}

// NewDeal checks that the four hands make a deal (13 cards each, each card in
// exactly one hand) and returns it; otherwise a *DealError with every problem.
func NewDeal(h Hands) (Deal, error) {
	var probs []DealProblem
	for _, s := range Seats() {
		if !h[s].Valid() {
			probs = append(probs, DealProblem{Kind: NotACard, Seat: s})
		}
	}
	seen := CardSet(0)
	for _, s := range Seats() {
		if dup := seen & h[s] & FullDeck; dup != 0 {
			for c := range dup.Cards() {
				first, _ := h.Holder(c)
				probs = append(probs, DealProblem{Kind: CardTwice, Seat: first, Other: s, Card: c})
			}
		}
		seen |= h[s] & FullDeck
	}
	for _, s := range Seats() {
		if n := (h[s] & FullDeck).Len(); n != 13 {
			probs = append(probs, DealProblem{Kind: WrongCardCount, Seat: s, Count: n})
		}
	}
	for c := range (FullDeck &^ seen).Cards() {
		probs = append(probs, DealProblem{Kind: CardMissing, Card: c})
	}
	if len(probs) > 0 {
		return Deal{}, &DealError{Problems: probs}
	}
	return Deal{hands: h}, nil
}

// IsZero reports whether d is the zero Deal, not made by NewDeal.
func (d Deal) IsZero() bool { return d.hands[0] == 0 }

// Hand is the 13 cards dealt to seat s; no card for a seat that is not
// Valid.
func (d Deal) Hand(s Seat) CardSet {
	if !s.Valid() {
		return 0
	}
	return d.hands[s]
}

// Hands is a copy of the four hands.
func (d Deal) Hands() Hands { return d.hands }

// Holder is the seat that was dealt card c (North for an invalid card).
func (d Deal) Holder(c Card) Seat {
	s, _ := d.hands.Holder(c)
	return s
}

// Rotate moves every hand n seats clockwise: the hand dealt to North goes to
// East when n is 1.
func (d Deal) Rotate(n int) Deal {
	var h Hands
	for _, s := range Seats() {
		h[s.Add(n)] = d.hands[s]
	}
	return Deal{hands: h}
}

// String prints the deal as a PBN Deal value from North: "N:... ... ... ...".
func (d Deal) String() string { return d.Format(North) }

// Format prints the deal as a PBN Deal value starting with seat first.
func (d Deal) Format(first Seat) string { return d.hands.Format(first, BySeat[bool]{}) }

// ParseHands reads a PBN Deal value, "N:AK5.QT..J32 - ... ..." (PBN 2.1
// section 3.4.11): the first seat, a colon, then four hands clockwise, each a
// hand as ParseHand reads it or "-" for an unknown hand. Nothing is checked
// beyond the syntax; unknown says which hands were "-".
func ParseHands(t string) (h Hands, unknown BySeat[bool], err error) {
	u := strings.TrimSpace(t)
	first := North
	if i := strings.IndexByte(u, ':'); i >= 0 {
		first, err = ParseSeat(u[:i])
		if err != nil {
			return h, unknown, syntaxErr("deal", t, "the first seat before ':' must be N, E, S or W")
		}
		u = u[i+1:]
	} else {
		return h, unknown, syntaxErr("deal", t, "want the first seat and a colon, e.g. \"N:\"")
	}
	fields := strings.Fields(u)
	if len(fields) != 4 {
		return h, unknown, syntaxErr("deal", t, fmt.Sprintf("want 4 hands separated by spaces, found %d", len(fields)))
	}
	for i, f := range fields {
		s := first.Add(i)
		if f == "-" {
			unknown[s] = true
			continue
		}
		hs, err := ParseHand(f)
		if err != nil {
			var se *SyntaxError
			reason := err.Error()
			if ok := asSyntax(err, &se); ok {
				reason = se.Reason
			}
			return h, unknown, syntaxErr("deal", t, s.Name()+"'s hand: "+reason)
		}
		h[s] = hs
	}
	return h, unknown, nil
}

func asSyntax(err error, se **SyntaxError) bool {
	e, ok := err.(*SyntaxError)
	if ok {
		*se = e
	}
	return ok
}

// ParseDeal reads a full deal in PBN form (see ParseHands). One hand may be
// "-" (or given empty) when the other three hold 13 cards each: it gets the
// remaining 13 cards. Errors are a *SyntaxError or a *DealError.
func ParseDeal(t string) (Deal, error) {
	h, unknown, err := ParseHands(t)
	if err != nil {
		return Deal{}, err
	}
	h = h.completed(unknown)
	return NewDeal(h)
}

// completed fills in the one hand that is unknown or empty when the three
// others hold 13 cards each.
func (h Hands) completed(unknown BySeat[bool]) Hands {
	missing := -1
	for _, s := range Seats() {
		if unknown[s] || h[s] == 0 {
			if missing >= 0 {
				return h
			}
			missing = int(s)
		} else if h[s].Len() != 13 {
			return h
		}
	}
	if missing >= 0 {
		h[missing] = FullDeck &^ h.All()
	}
	return h
}

// Complete fills in the one hand that holds no card when the other three
// hold 13 cards each (a three-hand LIN or PBN deal); otherwise it returns h
// unchanged.
func (h Hands) Complete() Hands { return h.completed(BySeat[bool]{}) }

// MustDeal is ParseDeal for constants in tests and examples; it panics on a
// bad deal and must not be used on input.
func MustDeal(t string) Deal {
	d, err := ParseDeal(t)
	if err != nil {
		panic(err)
	}
	return d
}
