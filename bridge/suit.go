package bridge

import "strings"

// Suit is one of the four suits, in the natural order of Law 1A:
// Clubs < Diamonds < Hearts < Spades.
type Suit uint8

// The four suits, lowest first.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// suits and suitsDown are the tables behind Suits and SuitsDown.
var (
	suits     = [4]Suit{Clubs, Diamonds, Hearts, Spades}
	suitsDown = [4]Suit{Spades, Hearts, Diamonds, Clubs}
)

// Suits lists the suits lowest first (Law 1A). PBN and most hand diagrams
// print them highest first: see SuitsDown. The array is a copy.
func Suits() [4]Suit { return suits }

// SuitsDown lists the suits highest first, the order of a PBN hand. The
// array is a copy.
func SuitsDown() [4]Suit { return suitsDown }

// Valid reports whether s is one of the four suits.
func (s Suit) Valid() bool { return s <= Spades }

// String prints "C", "D", "H" or "S".
func (s Suit) String() string {
	if s > Spades {
		return "?"
	}
	return "CDHS"[s : s+1]
}

// Symbol prints the suit symbol: ♣ ♦ ♥ ♠.
func (s Suit) Symbol() string {
	if s > Spades {
		return "?"
	}
	return [4]string{"♣", "♦", "♥", "♠"}[s]
}

// Name prints the English name: "clubs", "diamonds", "hearts", "spades".
func (s Suit) Name() string {
	if s > Spades {
		return "?"
	}
	return [4]string{"clubs", "diamonds", "hearts", "spades"}[s]
}

// Strain is the suit named in a bid, or NoTrump: the denomination of Law 18.
type Strain uint8

// The five strains in rank order (Law 18E): clubs, diamonds, hearts, spades,
// notrump.
const (
	StrainClubs Strain = iota
	StrainDiamonds
	StrainHearts
	StrainSpades
	NoTrump
)

// strains is the table behind Strains.
var strains = [5]Strain{StrainClubs, StrainDiamonds, StrainHearts, StrainSpades, NoTrump}

// Strains lists the five strains lowest first (Law 18E), notrump last. The
// array is a copy.
func Strains() [5]Strain { return strains }

// StrainOf is the strain naming suit s as trumps.
func StrainOf(s Suit) Strain { return Strain(s) }

// Valid reports whether t is one of the five strains.
func (t Strain) Valid() bool { return t <= NoTrump }

// IsSuit reports whether the strain names a trump suit (not notrump).
func (t Strain) IsSuit() bool { return t < NoTrump }

// Suit is the trump suit; ok is false for notrump.
func (t Strain) Suit() (s Suit, ok bool) {
	if t < NoTrump {
		return Suit(t), true
	}
	return 0, false
}

// String prints "C", "D", "H", "S" or "NT".
func (t Strain) String() string {
	switch {
	case t < NoTrump:
		return Suit(t).String()
	case t == NoTrump:
		return "NT"
	}
	return "?"
}

// Symbol prints ♣ ♦ ♥ ♠ or "NT".
func (t Strain) Symbol() string {
	if t < NoTrump {
		return Suit(t).Symbol()
	}
	return t.String()
}

// ParseSuit reads a suit letter or symbol: "S", "s", "♠", "♤", "spades".
func ParseSuit(t string) (Suit, error) {
	if s, ok := suitOf(strings.TrimSpace(t)); ok {
		return s, nil
	}
	switch strings.ToLower(strings.TrimSpace(t)) {
	case "clubs", "club":
		return Clubs, nil
	case "diamonds", "diamond":
		return Diamonds, nil
	case "hearts", "heart":
		return Hearts, nil
	case "spades", "spade":
		return Spades, nil
	}
	return 0, syntaxErr("suit", t, "want C, D, H or S")
}

// ParseStrain reads a strain: a suit as ParseSuit reads it, or "NT", "N",
// "SA", "BA" for notrump (case ignored).
func ParseStrain(t string) (Strain, error) {
	u := strings.ToUpper(strings.TrimSpace(t))
	switch u {
	case "NT", "N", "NOTRUMP", "NOTRUMPS", "SA", "BA":
		return NoTrump, nil
	}
	s, err := ParseSuit(t)
	if err != nil {
		return 0, syntaxErr("strain", t, "want C, D, H, S or NT")
	}
	return StrainOf(s), nil
}

// suitOf reads one suit letter or symbol.
func suitOf(t string) (Suit, bool) {
	switch t {
	case "C", "c", "♣", "♧":
		return Clubs, true
	case "D", "d", "♦", "♢":
		return Diamonds, true
	case "H", "h", "♥", "♡":
		return Hearts, true
	case "S", "s", "♠", "♤":
		return Spades, true
	}
	return 0, false
}

// Rank is the rank of a card, Two=2 through Ace=14; 0 is no rank.
type Rank uint8

// The thirteen ranks.
const (
	Two Rank = iota + 2
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

// ranksDown is the table behind RanksDown.
var ranksDown = [13]Rank{Ace, King, Queen, Jack, Ten, Nine, Eight, Seven, Six, Five, Four, Three, Two}

// RanksDown lists the thirteen ranks highest first (Law 1B), the order of a
// PBN hand. The array is a copy.
func RanksDown() [13]Rank { return ranksDown }

// Valid reports whether r is a rank from Two to Ace.
func (r Rank) Valid() bool { return r >= Two && r <= Ace }

// String prints "2"-"9", "T", "J", "Q", "K", "A".
func (r Rank) String() string {
	if !r.Valid() {
		return "?"
	}
	return "23456789TJQKA"[r-2 : r-1]
}

// ParseRank reads a rank: "2"-"9", "T", "10", "J", "Q", "K", "A" (case
// ignored).
func ParseRank(t string) (Rank, error) {
	u := strings.ToUpper(strings.TrimSpace(t))
	if u == "10" {
		return Ten, nil
	}
	if len(u) == 1 {
		if r, ok := rankOf(u[0]); ok {
			return r, nil
		}
	}
	return 0, syntaxErr("rank", t, "want 2-9, T or 10, J, Q, K or A")
}

// rankOf reads one rank character (upper or lower case).
func rankOf(c byte) (Rank, bool) {
	switch {
	case c >= '2' && c <= '9':
		return Rank(c - '0'), true
	case c == 'T' || c == 't':
		return Ten, true
	case c == 'J' || c == 'j':
		return Jack, true
	case c == 'Q' || c == 'q':
		return Queen, true
	case c == 'K' || c == 'k':
		return King, true
	case c == 'A' || c == 'a':
		return Ace, true
	}
	return 0, false
}

// ByStrain holds one value per strain, indexed by Strain.
type ByStrain[T any] [5]T

// BySuit holds one value per suit, indexed by Suit.
type BySuit[T any] [4]T
