package search

import (
	"math/bits"
	"math/rand/v2"
	"os"
	"testing"

	"bridgelaw/internal/testdeal"
)

// brute is a plain minimax over every legal card: the tricks the side of
// the hand to move takes from the remaining tricks.
type brute struct {
	hands  [4]uint64
	trump  int
	leader int
	trick  []uint8
}

func (b *brute) toMove() int { return (b.leader + len(b.trick)) & 3 }

func (b *brute) legal(hand int) []uint8 {
	h := b.hands[hand]
	if len(b.trick) > 0 {
		led := int(b.trick[0] >> 4)
		if f := h & (0xffff << (16 * led)); f != 0 {
			h = f
		}
	}
	var out []uint8
	for h != 0 {
		c := uint8(bits.TrailingZeros64(h))
		out = append(out, c)
		h &= h - 1
	}
	return out
}

func (b *brute) winner() int {
	w, wh := b.trick[0], b.leader
	for i := 1; i < 4; i++ {
		c := b.trick[i]
		if c>>4 == w>>4 && c > w || int(c>>4) == b.trump && int(w>>4) != b.trump {
			w, wh = c, (b.leader+i)&3
		}
	}
	return wh
}

// value: tricks for the side of the hand to move.
func (b *brute) value() int {
	hand := b.toMove()
	if b.hands[hand] == 0 {
		return 0
	}
	best := -1
	for _, c := range b.legal(hand) {
		b.hands[hand] &^= 1 << c
		b.trick = append(b.trick, c)
		var v int
		if len(b.trick) == 4 {
			w := b.winner()
			saveT, saveL := b.trick, b.leader
			b.trick, b.leader = nil, w
			rest := b.value() // for w's side
			b.trick, b.leader = saveT, saveL
			if w&1 == hand&1 {
				v = 1 + rest
			} else {
				v = bits.OnesCount64(b.hands[hand]) - rest
			}
		} else {
			next := b.toMove()
			rest := b.value()
			if next&1 == hand&1 {
				v = rest
			} else {
				v = bits.OnesCount64(b.hands[hand]) + 1 - rest
			}
		}
		b.trick = b.trick[:len(b.trick)-1]
		b.hands[hand] |= 1 << c
		if v > best {
			best = v
		}
	}
	return best
}

// randomEnding is an ending of internal/testdeal in the searcher's terms,
// with its random cards played to the current trick.
func randomEnding(rng *rand.Rand, n int) (hands [4]uint64, trump, leader int, trick []uint8) {
	e := testdeal.NewEnding(rng, n)
	for h := range 4 {
		hands[h] = uint64(e.Hands[h])
	}
	trump, leader = int(e.Strain), int(e.Leader)
	b := &brute{hands: hands, trump: trump, leader: leader}
	for range e.Played {
		l := b.legal(b.toMove())
		c := l[rng.IntN(len(l))]
		b.hands[b.toMove()] &^= 1 << c
		b.trick = append(b.trick, c)
	}
	return b.hands, trump, leader, b.trick
}

func TestAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	s := New(0)
	for i := range 4000 {
		n := 1 + i%4
		hands, trump, leader, trick := randomEnding(rng, n)
		b := &brute{hands: hands, trump: trump, leader: leader, trick: append([]uint8(nil), trick...)}
		want := b.value()
		s.SetPosition(hands, trump, leader, trick)
		got, ok := s.Value(rng.IntN(n + 1))
		if !ok || got != want {
			t.Fatalf("case %d: hands %x trump %d leader %d trick %v: got %d want %d", i, hands, trump, leader, trick, got, want)
		}
		// Every target agrees with the value.
		for tg := 0; tg <= n; tg++ {
			s.SetPosition(hands, trump, leader, trick)
			r, _ := s.Test(tg)
			if r != (want >= tg) {
				t.Fatalf("case %d: Test(%d) = %v, value %d", i, tg, r, want)
			}
		}
	}
}

// TestBoundsSound checks each pruning bound against the brute force on
// random endings at trick boundaries: the quick tricks of the side on lead
// never exceed its double-dummy tricks, the later tricks of the other side
// never exceed that side's, and the second hand's sure tricks never exceed
// its side's value after the lead.
func TestBoundsSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	s := New(0)
	for i := range 3000 {
		n := 1 + i%4
		hands, trump, leader, trick := randomEnding(rng, n)
		if len(trick) > 0 {
			continue
		}
		b := &brute{hands: hands, trump: trump, leader: leader}
		v := b.value() // leader side's tricks
		s.SetPosition(hands, trump, leader, nil)
		if q, _ := s.fastTricks(leader, 13); q > v {
			t.Fatalf("case %d: hands %x trump %d leader %d: fastTricks %d > value %d", i, hands, trump, leader, q, v)
		}
		if lt, _ := s.laterTricks(leader); lt > n-v {
			t.Fatalf("case %d: hands %x trump %d leader %d: laterTricks %d > opponents' %d", i, hands, trump, leader, lt, n-v)
		}
		// Every lead, then the second hand's bound.
		for _, c := range b.legal(leader) {
			s.SetPosition(hands, trump, leader, nil)
			s.hands[leader] &^= 1 << c
			s.hold[leader][c>>4] &^= rankMask(c)
			s.trick[0], s.win[0], s.winH[0] = c, c, uint8(leader)
			s.pos = 1
			b2 := &brute{hands: s.hands, trump: trump, leader: leader, trick: []uint8{c}}
			v2 := b2.value() // second hand's side, this trick included
			if q, _ := s.secondHandTricks((leader+1)&3, 13); q > v2 {
				t.Fatalf("case %d: hands %x trump %d leader %d lead %x: secondHandTricks %d > value %d", i, hands, trump, leader, c, q, v2)
			}
		}
	}
}

// TestAgainstPlainSearch compares the solver (one searcher reused, so the
// transposition table carries over between positions) with a plain
// alpha-beta search with every bound, the table and small-card pruning
// switched off, on random endings of 5 to 7 cards a hand, at trick
// boundaries and mid-trick. Partition-search mistakes show up here: they
// need more cards than the brute-force test can afford.
func TestAgainstPlainSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	s := New(0)
	plain := New(0)
	plain.Off = offAll
	cases := 2000
	if testing.Short() {
		cases = 200
	}
	if os.Getenv("BRIDGELAW_DD_FULL") != "" {
		cases = 50000
	}
	for i := range cases {
		n := 5 + i%3
		hands, trump, leader, trick := randomEnding(rng, n)
		plain.SetPosition(hands, trump, leader, trick)
		want, _ := plain.Value(n / 2)
		s.SetPosition(hands, trump, leader, trick)
		got, _ := s.Value(rng.IntN(n + 1))
		if got != want {
			t.Fatalf("case %d: hands %x trump %d leader %d trick %v: got %d, plain search %d", i, hands, trump, leader, trick, got, want)
		}
	}
}
