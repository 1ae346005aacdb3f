package search

import "math/bits"

// Move generation. Equivalent cards (cards of one hand that touch once the
// cards played to earlier tricks are taken out; the cards of the current
// trick still separate) are generated once, as the highest card of the
// sequence, with the sequence kept: when that card wins a trick by rank the
// whole sequence is marked relevant for the transposition table (DDS does
// the same), so any position matching the stored pattern has the same
// sequences wherever their rank mattered.
//
// Ordering follows the weights of DDS's WeightAlloc functions (Haglund &
// Hein section 5; moves_nt.go and moves_trump.go): cash winners, lead
// toward partner's winners, avoid giving a ruff, second hand low, third
// and fourth hand win cheaply, ruff cheaply, discard from worthless
// holdings; and the killer move and the table's best move at a lead. They
// replaced this package's own weights (tuned on the reference deals) in
// December 2026: fewer trick nodes on every set (random deals 14%, real-like
// 5%, hard 7%, thomas1's endings 57%; README, "Speed beside DDS").

// nextGroup takes the next sequence (lowest first) out of *x, the cards of
// holding hs not yet taken (always the top cards of hs, as the groups are
// taken lowest first), within all cards a, and returns its lowest card and
// its cards. The sequence runs from the lowest card of *x up to the first
// card of a held by another hand (or on the table): a constant-time bit
// trick, no walk over the ranks.
func nextGroup(x *uint32, hs, a uint32) (low, g uint32) {
	low = *x & -*x
	above := a &^ hs &^ (low - 1)
	g = *x
	if above != 0 {
		g &= (above & -above) - 1
	}
	*x &^= g
	return low, g
}

// groupsHighFirst puts the sequences of holding hs of suit su (a the
// suit's cards in play) into mv, one move each (its highest card),
// highest sequence first as DDS lists them, and returns their number.
func groupsHighFirst(hs uint32, su int, a uint32, mv *[14]move) int {
	n := 0
	x := hs
	for x != 0 {
		_, g := nextGroup(&x, hs, a)
		mv[n] = move{card: cardOf(su, 31-bits.LeadingZeros32(g)), grp: uint16(g)}
		n++
	}
	for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
		mv[i], mv[j] = mv[j], mv[i]
	}
	return n
}

func sortMoves(mv *[14]move, n int) {
	for i := 1; i < n; i++ {
		m := mv[i]
		j := i
		for j > 0 && mv[j-1].weight < m.weight {
			mv[j] = mv[j-1]
			j--
		}
		mv[j] = m
	}
}

// genLead generates the leads of hand l, one card a sequence, ordered best
// first: at notrump, or once no trump is left, as moves_nt.go weighs them;
// otherwise as moves_trump.go does. best is the table's best-move hint
// (0xff for none), all the cards of each suit still held.
func (s *Searcher) genLead(l int, mv *[14]move, best uint8, all *[4]uint32) int {
	if s.trump == NoTrump || s.held[s.trump] == 0 {
		return s.genLeadNT(l, mv, best, all)
	}
	return s.genLeadTrump(l, mv, best, all)
}

// genFollow generates the cards of the hand to play second, third or fourth
// to the trick, one a sequence, ordered best first, in the same way.
func (s *Searcher) genFollow(hand int, mv *[14]move) int {
	// A single legal card needs no ordering.
	if hs := s.hold[hand][suitOf(s.trick[0])]; hs != 0 && hs&(hs-1) == 0 {
		mv[0] = move{card: cardOf(suitOf(s.trick[0]), bits.TrailingZeros32(hs)), grp: uint16(hs)}
		return 1
	}
	if h := s.hands[hand]; h&(h-1) == 0 {
		c := uint8(bits.TrailingZeros64(h))
		mv[0] = move{card: c, grp: uint16(rankMask(c))}
		return 1
	}
	if s.trump == NoTrump || s.held[s.trump] == 0 && holding(s.table, s.trump) == 0 {
		return s.genFollowNT(hand, mv)
	}
	return s.genFollowTrump(hand, mv)
}
