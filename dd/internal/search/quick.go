package search

import "math/bits"

// quickTricks counts tricks the side on lead (hand l) surely takes by
// cashing the top cards of the leader's own hand, suit after suit, keeping
// the lead (Haglund & Hein, "quick tricks"; a simpler rule set than DDS's).
// It returns the count and the cards whose rank the count relies on (for
// each suit used, the lowest of the top cards counted).
//
// In a suit where the leader holds the k top cards, k tricks are sure; when
// both opponents hold no more than k cards of the suit and partner no more
// than k, every card of the suit in the leader's hand wins. In a trump
// contract a side suit counts only as many rounds as an opponent with trumps
// can follow, and the side-suit rounds are limited to partner's non-trump
// cards when partner holds trumps (partner is never forced to ruff and take
// the lead).
func (s *Searcher) quickTricks(l int) (int, uint64) {
	p := l ^ 2
	o1 := (l + 1) & 3
	o2 := (l + 3) & 3
	tr := s.trump
	var o1Tr, o2Tr bool
	if tr != NoTrump {
		o1Tr = holding(s.hands[o1], tr) != 0
		o2Tr = holding(s.hands[o2], tr) != 0
	}
	qt, side := 0, 0
	var win uint64
	for su := range 4 {
		hs := holding(s.hands[l], su)
		if hs == 0 {
			continue
		}
		hp := holding(s.hands[p], su)
		h1 := holding(s.hands[o1], su)
		h2 := holding(s.hands[o2], su)
		a := hs | hp | h1 | h2
		// The top cards held by the leader.
		k := 0
		x := a
		for x != 0 {
			t := highBit(x)
			if t&hs == 0 {
				break
			}
			k++
			x ^= t
		}
		if k == 0 {
			continue
		}
		n1 := bits.OnesCount32(h1)
		n2 := bits.OnesCount32(h2)
		q := k
		if k >= n1 && k >= n2 && bits.OnesCount32(hp) <= k {
			q = bits.OnesCount32(hs)
		}
		if tr != NoTrump && su != tr {
			if o1Tr && q > n1 {
				q = n1
			}
			if o2Tr && q > n2 {
				q = n2
			}
		}
		if q == 0 {
			continue
		}
		// The relevant cards: the top min(q, k) cards.
		m := q
		if m > k {
			m = k
		}
		nn := bits.OnesCount32(a)
		win |= uint64(selectBit(a, nn-m)) << (16*su + 2)
		if su == tr {
			qt += q
		} else {
			side += q
		}
	}
	if tr != NoTrump && side > 0 {
		pt := bits.OnesCount32(holding(s.hands[p], tr))
		if pt > 0 {
			if lim := bits.OnesCount64(s.hands[p]) - pt; side > lim {
				side = lim
			}
		}
	}
	return qt + side, win
}

// entryTricks counts the quick tricks of the leader's partner when the
// leader can reach partner's hand: the leader holds a card of a suit whose
// top card partner holds (and that the opponents cannot ruff). The leader
// leads it, partner wins and cashes partner's own quick tricks; the count
// of partner's tricks already includes the entry trick.
func (s *Searcher) entryTricks(l int) (int, uint64) {
	p := l ^ 2
	o1 := (l + 1) & 3
	o2 := (l + 3) & 3
	tr := s.trump
	var o1Tr, o2Tr bool
	if tr != NoTrump {
		o1Tr = holding(s.hands[o1], tr) != 0
		o2Tr = holding(s.hands[o2], tr) != 0
	}
	for su := range 4 {
		hs := holding(s.hands[l], su)
		hp := holding(s.hands[p], su)
		if hs == 0 || hp == 0 {
			continue
		}
		h1 := holding(s.hands[o1], su)
		h2 := holding(s.hands[o2], su)
		a := hs | hp | h1 | h2
		top := highBit(a)
		if top&hp == 0 {
			continue
		}
		if tr != NoTrump && su != tr && (o1Tr && h1 == 0 || o2Tr && h2 == 0) {
			continue
		}
		return s.quickTricks(p)
	}
	return 0, 0
}

// laterTricks counts tricks the side not on lead surely takes (Haglund &
// Hein, "later tricks", simplified): in notrump, when the opponents hold the
// top card of every suit the leader holds, they win this trick; in a trump
// contract, the top trump held by an opponent wins a trick sooner or later.
func (s *Searcher) laterTricks(l int) (int, uint64) {
	p := l ^ 2
	opp := s.hands[(l+1)&3] | s.hands[(l+3)&3]
	ours := s.hands[l] | s.hands[p]
	tr := s.trump
	if tr != NoTrump {
		ta := holding(opp|ours, tr)
		if ta != 0 {
			t := highBit(ta)
			if t&holding(opp, tr) != 0 {
				return 1, uint64(t) << (16*tr + 2)
			}
			return 0, 0
		}
	}
	// No trumps left (or notrump).
	var win uint64
	for su := range 4 {
		hs := holding(s.hands[l], su)
		if hs == 0 {
			continue
		}
		t := highBit(hs | holding(opp|s.hands[p], su))
		if t&holding(opp, su) == 0 {
			return 0, 0
		}
		win |= uint64(t) << (16*su + 2)
	}
	return 1, win
}
