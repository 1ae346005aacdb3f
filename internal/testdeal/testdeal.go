// Package testdeal deals random deals and endings for tests, from a seeded
// generator, so that a test's deals are the same at every run.
package testdeal

import (
	"math/rand/v2"

	"bridgelaw/bridge"
)

// New is a generator seeded with seed and stream (PCG): the same two
// numbers give the same deals.
func New(seed, stream uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, stream)) }

// Deal deals the 52 cards at random, 13 to each seat: the deck in the order
// of bridge.FullDeck.Slice(), shuffled by r, North taking the first 13.
func Deal(r *rand.Rand) bridge.Deal {
	d, err := bridge.NewDeal(deal(shuffled(r), 13))
	if err != nil {
		panic(err) // 52 distinct cards, 13 each: never
	}
	return d
}

// Ending is a random position of n cards to each seat, not a whole deal.
type Ending struct {
	Hands  bridge.Hands
	Strain bridge.Strain
	Leader bridge.Seat // the seat to lead the current trick
	// Played is how many cards (0-3) the test is to play to the current
	// trick, drawing the cards from the same generator.
	Played int
}

// NewEnding deals n cards (1-13) to each seat from a shuffled deck; half
// the time from the lower suits mostly (the cards of the suits up to a
// random one, and one card in five of the others), for more following and
// ruffing. Then it draws the strain, the leader and the number of cards to
// play to the current trick, in that order.
func NewEnding(r *rand.Rand, n int) Ending {
	deck := shuffled(r)
	if r.IntN(2) == 0 {
		keep := bridge.Suit(r.IntN(4))
		var fewer []bridge.Card
		for _, c := range deck {
			if c.Suit() <= keep || r.IntN(5) == 0 {
				fewer = append(fewer, c)
			}
		}
		if len(fewer) >= 4*n {
			deck = fewer
		}
	}
	e := Ending{Hands: deal(deck, n)}
	e.Strain = bridge.Strains()[r.IntN(5)]
	e.Leader = bridge.Seat(r.IntN(4))
	e.Played = r.IntN(4)
	return e
}

// shuffled is the 52 cards in the order of bridge.FullDeck.Slice(),
// shuffled by r.
func shuffled(r *rand.Rand) []bridge.Card {
	deck := bridge.FullDeck.Slice()
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck
}

// deal gives the first n cards of deck to North, the next n to East, and
// so on.
func deal(deck []bridge.Card, n int) bridge.Hands {
	var h bridge.Hands
	for s := range 4 {
		for _, c := range deck[s*n : (s+1)*n] {
			h[s] = h[s].With(c)
		}
	}
	return h
}
