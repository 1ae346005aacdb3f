package search

import "math/bits"

// Card sets use the layout of bridge.CardSet: bit suit*16+rank, ranks 2-14,
// suits clubs=0 .. spades=3. A "holding" here is the 13-bit form of one suit,
// bit 0 for the two up to bit 12 for the ace (the CardSet field shifted right
// by two).

// NoTrump is the trump value for notrump.
const NoTrump = 4

const suitMask = 0x1fff

// holding is the 13-bit holding of suit su in the card set h.
func holding(h uint64, su int) uint32 { return uint32(h>>(16*su+2)) & suitMask }

// cardOf is the card index (suit*16+rank) of bit b of a 13-bit holding.
func cardOf(su, b int) uint8 { return uint8(su<<4 | (b + 2)) }

// cardBit is the CardSet bit of card c.
func cardBit(c uint8) uint64 { return 1 << c }

// suitOf and rankBit give a card's suit and its bit in the 13-bit holding.
func suitOf(c uint8) int      { return int(c >> 4) }
func rankBitOf(c uint8) int   { return int(c&15) - 2 }
func rankMask(c uint8) uint32 { return 1 << uint(rankBitOf(c)) }

// pext tables: the bits of x selected by m, packed to the low end, for a
// 13-bit m, split as 7 low bits and 6 high bits. Immutable after init.
var (
	pextLo [128][128]uint8
	pextHi [64][64]uint8
)

func init() {
	for m := range 128 {
		for x := range 128 {
			pextLo[m][x] = uint8(slowPext(uint32(x), uint32(m)))
		}
	}
	for m := range 64 {
		for x := range 64 {
			pextHi[m][x] = uint8(slowPext(uint32(x), uint32(m)))
		}
	}
}

func slowPext(x, m uint32) uint32 {
	var r uint32
	k := 0
	for b := 0; b < 32; b++ {
		if m&(1<<b) != 0 {
			if x&(1<<b) != 0 {
				r |= 1 << k
			}
			k++
		}
	}
	return r
}

// pext13 packs the bits of x (a subset of m) that m selects: the relative
// ranks of x among the cards m.
func pext13(x, m uint32) uint32 {
	lo := uint32(pextLo[m&127][x&127])
	hi := uint32(pextHi[(m>>7)&63][(x>>7)&63])
	return lo | hi<<uint(bits.OnesCount32(m&127))
}

// topBit is the k-th highest set bit (k from 0) of m as a bit mask, 0 if
// m has fewer bits. The k asked for are small (a few top cards), so it
// walks down from the top.
func topBit(m uint32, k int) uint32 {
	for ; k > 0 && m != 0; k-- {
		m &^= highBit(m)
	}
	if m == 0 {
		return 0
	}
	return highBit(m)
}

// highBit is the highest set bit of a non-zero m as a mask.
func highBit(m uint32) uint32 { return 1 << uint(31-bits.LeadingZeros32(m)) }
