package search

import "math/bits"

// laterTricks counts tricks the side not on lead surely takes, in sound
// forms of Haglund & Hein's "later tricks", with the cards whose rank the
// count relies on:
//
//   - trump contract, the side on lead without trumps: each trump of the
//     opponents' longer trump holding takes a trick;
//   - the top trump with an opponent takes a trick, and the second one too
//     when an opponent holds it, unless the two are singletons in the two
//     hands (and fall together);
//   - notrump (or no trump left): the opponents win this trick when they
//     hold the top card of every suit the leader holds; and they win one
//     when they hold the top card of a suit X and the suits other than X
//     cannot give the side on lead every trick left (max of the two hands'
//     lengths per suit): the holder keeps that card until X is led.
func (s *Searcher) laterTricks(l int) (int, uint64) {
	p := l ^ 2
	opp := s.hands[(l+1)&3] | s.hands[(l+3)&3]
	ours := s.hands[l] | s.hands[p]
	tr := s.trump
	if tr != NoTrump {
		o1, o2 := s.hold[(l+1)&3][tr], s.hold[(l+3)&3][tr]
		oT := o1 | o2
		uT := s.hold[l][tr] | s.hold[p][tr]
		if oT != 0 && uT == 0 {
			// The side on lead has no trump: each trump of the
			// opponents' longer holding takes a trick.
			return max(bits.OnesCount32(o1), bits.OnesCount32(o2)), 0
		}
		if ta := oT | uT; ta != 0 {
			t := highBit(ta)
			if t&oT == 0 {
				return 0, 0
			}
			// The top trump always wins a trick. The second one too,
			// when the opponents hold it, unless it and the top trump
			// are both singletons in the two hands (and fall together).
			if t2 := highBit(ta &^ t); t2&oT != 0 {
				same := (t&o1 != 0) == (t2&o1 != 0)
				if same || bits.OnesCount32(o1) > 1 || bits.OnesCount32(o2) > 1 {
					return 2, uint64(t2) << (16*tr + 2)
				}
			}
			return 1, uint64(t) << (16*tr + 2)
		}
	}
	// No trumps left (or notrump).
	var win uint64
	all := true
	for su := range 4 {
		hs := s.hold[l][su]
		if hs == 0 {
			continue
		}
		t := highBit(hs | holding(opp|s.hands[p], su))
		if t&holding(opp, su) == 0 {
			all = false
			break
		}
		win |= uint64(t) << (16*su + 2)
	}
	if all {
		return 1, win
	}
	// An opponent holding the top card of a suit X keeps it to the end
	// unless X is led, when it wins a trick: to take every trick the side
	// on lead must lead other suits only, and a suit Y gives it at most
	// max(len L, len P) tricks. When those fall short of the tricks left,
	// the opponents take one.
	r := bits.OnesCount64(s.hands[l])
	var lens [4]int
	sum := 0
	for su := range 4 {
		lens[su] = max(bits.OnesCount32(s.hold[l][su]), bits.OnesCount32(s.hold[p][su]))
		sum += lens[su]
	}
	for su := range 4 {
		oh := holding(opp, su)
		if oh == 0 || sum-lens[su] >= r {
			continue
		}
		t := highBit(oh | holding(ours, su))
		if t&oh != 0 {
			return 1, uint64(t) << (16*su + 2)
		}
	}
	return 0, 0
}

// fastTricks counts tricks the side on lead surely takes by a forced line
// it controls: a greedy play of the side's winners (cards above every card
// the opponents hold in the suit), drawing trumps first, crossing to
// partner's winners with a low card or a ruff (both opponents following),
// never leading a suit an opponent could ruff. Opponents are assumed to keep
// their highest cards and to follow suit when they can; a discarding
// opponent holds no trump, so its discards never hurt the count. It stops
// once need tricks are counted. It returns the count and the cards whose
// rank the line relied on (each trick won by rank).
func (s *Searcher) fastTricks(l, need int) (int, uint64) {
	h := s.hold
	return s.fastTricksFrom(&h, l, need)
}

// fastTricksFrom is fastTricks on the holdings h (hand, suit), which it
// consumes.
func (s *Searcher) fastTricksFrom(hp *[4][4]uint32, l, need int) (int, uint64) {
	h := hp
	tr := s.trump
	x := l
	count := 0
	var win uint64
	// safe reports whether both opponents of x must follow suit su or
	// hold no trump.
	safe := func(x, su int) bool {
		if tr == NoTrump || su == tr {
			return true
		}
		o1, o2 := (x+1)&3, (x+3)&3
		return (h[o1][su] != 0 || h[o1][tr] == 0) && (h[o2][su] != 0 || h[o2][tr] == 0)
	}
	// oppFollow removes the lowest card of suit su from each opponent of
	// x that holds one.
	oppFollow := func(x, su int) {
		o1, o2 := (x+1)&3, (x+3)&3
		h[o1][su] &= h[o1][su] - 1
		h[o2][su] &= h[o2][su] - 1
	}
	for count < need {
		y := x ^ 2
		o1, o2 := (x+1)&3, (x+3)&3
		// 1. Cash a winner from x's hand.
		best, bestPri := -1, 0
		for su := range 4 {
			hx := h[x][su]
			if hx == 0 || !safe(x, su) {
				continue
			}
			om := h[o1][su] | h[o2][su]
			top := highBit(hx)
			if om != 0 && top < om {
				continue
			}
			pri := 1
			if tr != NoTrump && su == tr && (h[o1][tr]|h[o2][tr]) != 0 {
				pri = 3
			} else if hy := h[y][su]; hy == 0 || highBit(hy) < top {
				pri = 2
			}
			if pri > bestPri {
				best, bestPri = su, pri
			}
		}
		if best >= 0 {
			su := best
			om := h[o1][su] | h[o2][su]
			xc := highBit(h[x][su])
			h[x][su] ^= xc
			winner, wc, wsu := x, xc, su
			byRank := om != 0
			if hy := h[y][su]; hy != 0 {
				yc := hy & -hy
				h[y][su] ^= yc
				byRank = true
				if yc > xc {
					winner, wc = y, yc
				}
			} else if !s.discard(h, y, su) {
				// y holds only trumps: it must ruff, and wins.
				t := h[y][tr] & -h[y][tr]
				h[y][tr] ^= t
				winner, wc, wsu, byRank = y, t, tr, false
			}
			oppFollow(x, su)
			count++
			if byRank {
				win |= uint64(wc) << (16*wsu + 2)
			}
			x = winner
			continue
		}
		// 2. Cross to a winner of partner's with a low card.
		crossed := false
		for su := range 4 {
			hx, hy := h[x][su], h[y][su]
			if hx == 0 || hy == 0 || !safe(x, su) {
				continue
			}
			om := h[o1][su] | h[o2][su]
			yc := highBit(hy)
			xc := hx & -hx
			if yc < xc || om != 0 && yc < om {
				continue
			}
			h[x][su] ^= xc
			h[y][su] ^= yc
			oppFollow(x, su)
			count++
			win |= uint64(yc) << (16*su + 2)
			x = y
			crossed = true
			break
		}
		if crossed {
			continue
		}
		// 3. Cross by a ruff in partner's hand: each opponent follows suit
		// or has no trump. (An opponent with trumps void in the suit could
		// discard from another suit and ruff later.)
		if tr != NoTrump && h[y][tr] != 0 {
			for su := range 4 {
				if su == tr || h[x][su] == 0 || h[y][su] != 0 || !safe(x, su) {
					continue
				}
				h[x][su] &= h[x][su] - 1
				h[y][tr] &= h[y][tr] - 1
				oppFollow(x, su)
				count++
				x = y
				crossed = true
				break
			}
		}
		if !crossed {
			break
		}
	}
	return count, win
}

// discard removes a card from hand y, void in suit su, for the line of
// fastTricks: its lowest card of a non-trump suit where it holds no winner,
// else its lowest non-trump card. It returns false when y holds only
// trumps (and must ruff).
func (s *Searcher) discard(h *[4][4]uint32, y, su int) bool {
	tr := s.trump
	best, bestLen := -1, -1
	fallback := -1
	for t := range 4 {
		hy := h[y][t]
		if hy == 0 || t == tr || t == su {
			continue
		}
		if fallback < 0 || hy&-hy < h[y][fallback]&-h[y][fallback] {
			fallback = t
		}
		om := h[(y+1)&3][t] | h[(y+3)&3][t]
		if om != 0 && highBit(hy) < om {
			if n := bits.OnesCount32(hy); n > bestLen {
				best, bestLen = t, n
			}
		}
	}
	if best < 0 {
		best = fallback
	}
	if best < 0 {
		return false
	}
	h[y][best] &= h[y][best] - 1
	return true
}

// secondHandTricks is DDS's QuickTricksSecondHand in this engine's terms:
// after the lead, the side of the second hand h wins the trick for sure when
// it holds the highest card of the suit led above the card led and the
// third hand's cards (the third hand unable to ruff), or when it can ruff
// and the third hand can neither follow nor is out of trumps... that is,
// cannot overruff. It then adds the quick tricks of the hand that wins the
// trick (fastTricksFrom) after a modelled completion of the trick: our
// cards as we choose, the third hand following with its lowest card. It
// stops once needH tricks are counted.
func (s *Searcher) secondHandTricks(h, needH int) (int, uint64) {
	l := s.leader
	lc := s.trick[0]
	ls := suitOf(lc)
	p := h ^ 2
	o := l ^ 2
	tr := s.trump
	hs := s.hold[h][ls]
	ps := s.hold[p][ls]
	os := s.hold[o][ls]
	oRuffs := tr != NoTrump && ls != tr && os == 0 && s.hold[o][tr] != 0
	if oRuffs {
		return 0, 0
	}
	var hh int
	var win uint64
	ruff := false
	ours := hs | ps
	switch {
	case tr != NoTrump && ls != tr && hs == 0 && s.hold[h][tr] != 0:
		hh, ruff = h, true
	case tr != NoTrump && ls != tr && ps == 0 && s.hold[p][tr] != 0 && (ours == 0 || highBit(ours) < rankMask(lc) || highBit(ours) < os):
		hh, ruff = p, true
	case ours != 0 && highBit(ours) > rankMask(lc) && highBit(ours) > os:
		hb := highBit(ours)
		hh = p
		if hb&hs != 0 {
			hh = h
		}
		win = uint64(hb) << (16*ls + 2)
	default:
		return 0, 0
	}
	if needH <= 1 {
		return 1, win
	}
	H := s.hold
	// The third hand follows low when it can (it cannot ruff).
	H[o][ls] &= H[o][ls] - 1
	// Our two cards.
	other := hh ^ 2
	if ruff {
		t := H[hh][tr] & -H[hh][tr]
		H[hh][tr] ^= t
	} else {
		H[hh][ls] ^= highBit(H[hh][ls])
	}
	if H[other][ls] != 0 {
		H[other][ls] &= H[other][ls] - 1
	} else if !s.discard(&H, other, ls) {
		// Only trumps left: it must ruff (over partner if need be); the
		// trick is still ours, but the lead may change hands.
		if ruff {
			return 1, win
		}
		H[other][tr] &= H[other][tr] - 1
		hh = other
	}
	q, w := s.fastTricksFrom(&H, hh, needH-1)
	return 1 + q, win | w
}
