package bridge

import (
	"iter"
	"math/bits"
	"strings"
)

// Card is one of the 52 cards. Its value is suit*16 + rank, the index of its
// bit in a CardSet; the zero Card is invalid (rank 0).
type Card uint8

// NewCard makes the card of suit s and rank r. It does not check them: use
// Valid on the result when they come from outside.
func NewCard(s Suit, r Rank) Card { return Card(uint8(s)<<4 | uint8(r)) }

// Suit is the card's suit.
func (c Card) Suit() Suit { return Suit(c >> 4) }

// Rank is the card's rank, Two=2 to Ace=14.
func (c Card) Rank() Rank { return Rank(c & 15) }

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c.Suit() <= Spades && c.Rank().Valid() }

// String prints the card suit first in ASCII: "SA", "HT", "C2".
func (c Card) String() string {
	if !c.Valid() {
		return "??"
	}
	return c.Suit().String() + c.Rank().String()
}

// Symbol prints the card with its suit symbol: "♠A", "♥10" is printed "♥T".
func (c Card) Symbol() string {
	if !c.Valid() {
		return "??"
	}
	return c.Suit().Symbol() + c.Rank().String()
}

// ParseCard reads a card in the usual notations: suit first or rank first,
// letters or symbols, either case, "T" or "10": "SA", "AS", "♠A", "sa", "H10",
// "10h", "♥T".
func ParseCard(t string) (Card, error) {
	u := strings.TrimSpace(t)
	if u == "" || strings.ContainsAny(u, " \t") {
		return 0, syntaxErr("card", t, "want a suit and a rank with nothing between, e.g. SA")
	}
	// Suit first: one suit letter or symbol, then the rank.
	for _, split := range cardSplits(u) {
		if s, ok := suitOf(split[0]); ok {
			if r, err := ParseRank(split[1]); err == nil {
				return NewCard(s, r), nil
			}
		}
		if s, ok := suitOf(split[1]); ok {
			if r, err := ParseRank(split[0]); err == nil {
				return NewCard(s, r), nil
			}
		}
	}
	return 0, syntaxErr("card", t, "want a suit (S, H, D, C or a symbol) and a rank (2-9, T or 10, J, Q, K, A), e.g. SA or AS")
}

// cardSplits are the ways to cut u into a one-rune head and the rest, or the
// rest and a one-rune tail.
func cardSplits(u string) [][2]string {
	var out [][2]string
	for i := range u {
		if i == 0 {
			continue
		}
		out = append(out, [2]string{u[:i], u[i:]})
	}
	return out
}

// MustCard is ParseCard for constants in tests and examples; it panics on a
// bad card and must not be used on input.
func MustCard(t string) Card {
	c, err := ParseCard(t)
	if err != nil {
		panic(err)
	}
	return c
}

// Holding is the set of ranks held in one suit: bit r is set when rank r is
// held (bits 2-14).
type Holding uint16

// Has reports whether rank r is in the holding.
func (h Holding) Has(r Rank) bool { return h&(1<<r) != 0 }

// Len is the number of cards in the holding.
func (h Holding) Len() int { return bits.OnesCount16(uint16(h)) }

// Highest is the highest rank held, 0 for a void.
func (h Holding) Highest() Rank {
	if h == 0 {
		return 0
	}
	return Rank(15 - bits.LeadingZeros16(uint16(h)))
}

// Lowest is the lowest rank held, 0 for a void.
func (h Holding) Lowest() Rank {
	if h == 0 {
		return 0
	}
	return Rank(bits.TrailingZeros16(uint16(h)))
}

// String prints the ranks highest first, e.g. "AKT2"; "" for a void.
func (h Holding) String() string {
	var b strings.Builder
	for _, r := range RanksDown() {
		if h.Has(r) {
			b.WriteString(r.String())
		}
	}
	return b.String()
}

// CardSet is a set of cards: bit suit*16+rank. The zero CardSet is empty.
type CardSet uint64

// validMask holds the bits of the 52 real cards.
const validMask CardSet = 0x7ffc<<48 | 0x7ffc<<32 | 0x7ffc<<16 | 0x7ffc

// FullDeck is the set of all 52 cards.
const FullDeck CardSet = validMask

// SetOf makes a set of the given cards.
func SetOf(cards ...Card) CardSet {
	var s CardSet
	for _, c := range cards {
		s |= 1 << c
	}
	return s
}

// Has reports whether c is in the set.
func (s CardSet) Has(c Card) bool { return c < 64 && s&(1<<c) != 0 }

// With is the set with c added. A card that is not Valid is refused: the
// set is returned unchanged (it used to add another card).
func (s CardSet) With(c Card) CardSet {
	if !c.Valid() {
		return s
	}
	return s | 1<<c
}

// Without is the set with c removed; an invalid card removes nothing.
func (s CardSet) Without(c Card) CardSet {
	if !c.Valid() {
		return s
	}
	return s &^ (1 << c)
}

// Union is the set of cards in s or t.
func (s CardSet) Union(t CardSet) CardSet { return s | t }

// Intersect is the set of cards in both s and t.
func (s CardSet) Intersect(t CardSet) CardSet { return s & t }

// Minus is the set of cards in s and not in t.
func (s CardSet) Minus(t CardSet) CardSet { return s &^ t }

// Len is the number of cards in the set.
func (s CardSet) Len() int { return bits.OnesCount64(uint64(s)) }

// IsEmpty reports whether the set has no card.
func (s CardSet) IsEmpty() bool { return s == 0 }

// Valid reports whether every bit of s is one of the 52 cards.
func (s CardSet) Valid() bool { return s&^validMask == 0 }

// Suit is the holding of the set in suit u; a suit that is not Valid holds
// nothing (a shift of 64 or more is 0 in Go).
func (s CardSet) Suit(u Suit) Holding { return Holding(s >> (16 * uint(u))) }

// OfSuit is the subset of the cards of suit u; empty for a suit that is
// not Valid.
func (s CardSet) OfSuit(u Suit) CardSet { return s & (0xffff << (16 * uint(u))) }

// HasSuit reports whether the set holds a card of suit u.
func (s CardSet) HasSuit(u Suit) bool { return s.Suit(u) != 0 }

// WithHolding is the set with the suit-u cards replaced by h. An invalid
// suit, or a holding with bits that are not ranks 2-14, is refused: the set
// is returned unchanged.
func (s CardSet) WithHolding(u Suit, h Holding) CardSet {
	if !u.Valid() || h&^0x7ffc != 0 {
		return s
	}
	sh := 16 * uint(u)
	return s&^(0xffff<<sh) | CardSet(h)<<sh
}

// Cards iterates over the cards highest suit first, highest rank first: the
// order of a hand diagram.
func (s CardSet) Cards() iter.Seq[Card] {
	return func(yield func(Card) bool) {
		for _, u := range SuitsDown() {
			h := s.Suit(u)
			for h != 0 {
				r := h.Highest()
				if !yield(NewCard(u, r)) {
					return
				}
				h &^= 1 << r
			}
		}
	}
}

// Slice lists the cards in the order of Cards.
func (s CardSet) Slice() []Card {
	out := make([]Card, 0, s.Len())
	for c := range s.Cards() {
		out = append(out, c)
	}
	return out
}

// String prints the set as a PBN hand: the four holdings highest suit first,
// separated by dots, ranks highest first ("AK5.QT..J32"; "..." when empty).
func (s CardSet) String() string {
	var b strings.Builder
	for i, u := range SuitsDown() {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(s.Suit(u).String())
	}
	return b.String()
}

// ParseHand reads a PBN hand: four dot-separated holdings, spades first
// (PBN 2.1 section 3.4.11), ranks in any order and either case, "10" allowed
// for the ten, an empty holding for a void. The number of cards is not
// checked; a repeated card is an error.
func ParseHand(t string) (CardSet, error) {
	parts := strings.Split(strings.TrimSpace(t), ".")
	if len(parts) != 4 {
		return 0, syntaxErr("hand", t, "want four holdings separated by dots, spades first")
	}
	var s CardSet
	for i, p := range parts {
		u := suitsDown[i]
		for j := 0; j < len(p); j++ {
			var r Rank
			if p[j] == '1' && j+1 < len(p) && p[j+1] == '0' {
				r = Ten
				j++
			} else {
				var ok bool
				r, ok = rankOf(p[j])
				if !ok {
					return 0, syntaxErr("hand", t, "unexpected "+quoteByte(p[j])+" in the "+u.Name()+"; want ranks AKQJT98765432")
				}
			}
			c := NewCard(u, r)
			if s.Has(c) {
				return 0, syntaxErr("hand", t, c.String()+" is given twice")
			}
			s = s.With(c)
		}
	}
	return s, nil
}

func quoteByte(c byte) string {
	if c < 0x20 || c >= 0x7f {
		return "byte 0x" + string("0123456789abcdef"[c>>4]) + string("0123456789abcdef"[c&15])
	}
	return "'" + string(rune(c)) + "'"
}
