package search

import "math/bits"

// Move ordering in a trump contract while trumps remain, after the weights
// of DDS's WeightAllocTrump0, WeightAllocTrump{Notvoid,Void}{1,2},
// WeightAllocCombinedNotvoid3 and WeightAllocTrumpVoid3 (DDS 2.9
// src/Moves.cpp): as at notrump (moves_nt.go), with ruffs: a lead that an
// opponent can ruff is discouraged and one that partner ruffs encouraged;
// a follower ruffs cheaply, overruffs, does not ruff partner's sure winner
// or underruff; a discard is the lowest card of a long side suit.

// rankHi and rankLo are the highest and lowest rank (2-14) of a 13-bit
// holding, 0 for a void.
func rankHi(x uint32) int {
	if x == 0 {
		return 0
	}
	return 31 - bits.LeadingZeros32(x) + 2
}

func rankLo(x uint32) int {
	if x == 0 {
		return 0
	}
	return bits.TrailingZeros32(x) + 2
}

// topThree gives the top three cards still in play of a suit (a the cards,
// each a single bit or 0) and their holders (-1 for none).
func (s *Searcher) topThree(su int, a uint32) (top, sec uint32, wH, sH, tH int) {
	top = 0
	if a != 0 {
		top = highBit(a)
	}
	if a&^top != 0 {
		sec = highBit(a &^ top)
	}
	third := uint32(0)
	if a&^top&^sec != 0 {
		third = highBit(a &^ top &^ sec)
	}
	return top, sec, s.owner(su, top), s.owner(su, sec), s.owner(su, third)
}

// secondOwner is the hand holding the second-best card still in play of
// suit su (the current trick's cards counted), -1 if none.
func (s *Searcher) secondOwner(su int) int {
	a := s.held[su] | uint32(s.table>>(16*su+2))&suitMask
	if a&(a-1) == 0 {
		return -1
	}
	return s.owner(su, highBit(a&^highBit(a)))
}

// genLeadTrump generates the leads of hand l in a trump contract, one card
// a sequence, best first (DDS's WeightAllocTrump0).
func (s *Searcher) genLeadTrump(l int, mv *[14]move, best uint8, all *[4]uint32) int {
	tr := s.trump
	p := l ^ 2
	lho := (l + 1) & 3
	rho := (l + 3) & 3
	bestSuit, bestBit := s.bestHint(l, best, all)
	killer := s.killer[s.cardsLeft()]
	r := bits.OnesCount64(s.hands[l])
	ln := func(h, su int) int { return bits.OnesCount32(s.hold[h][su]) }
	pT, lT, rT := s.hold[p][tr], s.hold[lho][tr], s.hold[rho][tr]
	n := 0
	for su := range 4 {
		hs := s.hold[l][su]
		if hs == 0 {
			continue
		}
		a := all[su]
		hp, hl, hr := s.hold[p][su], s.hold[lho][su], s.hold[rho][su]
		cLH, cRH := bits.OnesCount32(hl), bits.OnesCount32(hr)
		d := -(oppChoices(cLH, cRH, r) << 5 / 13)
		top, sec, wH, sH, tH := s.topThree(su, a)
		side := su != tr
		bonus := 0
		if side && ((hl == 0 && lT != 0) || (hr == 0 && rT != 0)) {
			bonus = -12 // an opponent ruffs
		}
		if side && hp == 0 && pT != 0 && cRH > 0 {
			bonus += 17 // partner ruffs
		}
		if wH == rho || sH == rho {
			if cRH != 1 {
				bonus -= 12
			}
		} else if wH == lho && sH == p {
			if bits.OnesCount32(hp) != 1 {
				bonus += 27
			}
		}
		if side && bits.OnesCount32(hs) == 1 && ln(l, tr) > 0 && bits.OnesCount32(hp) > 1 && wH == p {
			bonus += 19 // partner wins and gives a ruff
		}
		d += bonus
		// Can the side win a round of the suit?
		oppsFollowOrNoTrump := (cLH != 0 || lT == 0) && (cRH != 0 || rT == 0)
		x := hs
		for x != 0 {
			_, g := nextGroup(&x, hs, a)
			hb := highBit(g)
			rank := rankOfBit(hb)
			rRank := bits.OnesCount32(a &^ (hb - 1))
			seq := g != hb
			win := false
			switch {
			case hb == top:
				switch {
				case !side:
					win = true
				case hp != 0 || pT == 0:
					win = oppsFollowOrNoTrump
				default:
					win = (cLH != 0 || pT > lT) && (cRH != 0 || pT > rT)
				}
			case hp > hl|hr:
				win = !side || oppsFollowOrNoTrump
			case side && hp == 0 && pT != 0:
				switch {
				case cLH == 0 && lT != 0 && cRH == 0 && rT != 0:
					win = pT > lT|rT
				case cLH == 0 && lT != 0:
					win = pT > lT
				case cRH == 0 && rT != 0:
					win = pT > rT
				default:
					win = true
				}
			}
			isKiller := suitOf(killer) == su && g&rankMask(killer) != 0
			var w int
			if win {
				switch {
				case (cLH == 1 && wH == lho) || (cRH == 1 && wH == rho):
					w = d + 35 + rRank
				case wH == l:
					switch {
					case sH == p:
						w = d + 48 + rRank
					case hb == top:
						w = d + 31
					default:
						w = d - 3 + rRank
					}
				case wH == p:
					if sH == l {
						w = d + 42 + rRank
					} else {
						w = d + 28 + rRank
					}
				case seq && hb == sec:
					w = d + 40
				case seq:
					w = d + 22 + rRank
				default:
					w = d + 11 + rRank
				}
				if isKiller {
					w += 55
				} else if su == bestSuit && g&bestBit != 0 {
					w += 18
				}
			} else {
				dd := d
				if sH == p && tH == p {
					dd += 20
				} else if (sH == l && tH == p && bits.OnesCount32(hp) > 1) || (sH == p && tH == l && bits.OnesCount32(hp) > 1) {
					dd += 13
				}
				switch {
				case (cLH == 1 && wH == lho) || (cRH == 1 && wH == rho):
					w = dd + rRank + 2
				case wH == l:
					switch {
					case sH == p:
						w = dd + 33 + rRank
					case hb == top:
						w = dd + 38
					default:
						w = dd - 14 + rRank
					}
				case wH == p:
					w = dd + 34 + rRank
				case seq && hb == sec:
					w = dd + 35
				default:
					w = dd + 17 - rank
				}
				if isKiller {
					w += 18
				}
			}
			mv[n] = move{card: cardOf(su, 31-bits.LeadingZeros32(g)), grp: uint16(g), weight: int16(w)}
			n++
		}
	}
	sortMoves(mv, n)
	return n
}

// genFollowTrump generates the cards of the hand to play second, third or
// fourth in a trump contract while trumps remain, one a sequence, best
// first; genFollow has settled a single legal card.
func (s *Searcher) genFollowTrump(hand int, mv *[14]move) int {
	p := s.pos
	tr := s.trump
	led := suitOf(s.trick[0])
	hs := s.hold[hand][led]
	l := s.leader

	fourth := (l + 3) & 3
	leadRank := int(s.trick[0] & 15)
	win1 := s.win[min(p-1, 1)] // the winner after two cards (p >= 2)
	high1 := (int(s.winH[min(p-1, 1)]) - l) & 3
	cards4 := s.hold[fourth][led]
	max4, min4 := rankHi(cards4), rankLo(cards4)
	n := 0
	if hs != 0 {
		a := s.held[led] | uint32(s.table>>(16*led+2))&suitMask
		n = groupsHighFirst(hs, led, a, mv)
		rank := func(k int) int { return int(mv[k].card & 15) }
		switch p {
		case 1:
			s.weighSecondTrump(mv, n, a, led, leadRank)
		case 2:
			max3 := rank(0)
			w1r := int(win1 & 15)
			ruffed := suitOf(win1) == tr && led != tr
			switch {
			case led == tr:
				switch {
				case high1 == 0 && leadRank > max4, max3 < min4 || max3 < w1r:
					playLow(mv, n)
				case max3 > max4:
					for k := range n {
						if rank(k) > max4 && rank(k) > w1r {
							mv[k].weight = int16(58 - rank(k))
						} else {
							mv[k].weight = int16(-rank(k))
						}
					}
				default:
					playLow(mv, n)
					if kb := s.rankForcesTop(mv, n, cards4, led, w1r, high1); kb >= 0 {
						mv[kb].weight += 20
					}
				}
			case ruffed:
				playLow(mv, n)
			case high1 == 0:
				switch {
				case max4 == 0, leadRank > max4, max3 < min4 || max3 < w1r:
					playLow(mv, n)
				case max3 > max4:
					for k := range n {
						if rank(k) > max4 {
							mv[k].weight = int16(58 - rank(k))
						} else {
							mv[k].weight = int16(-rank(k))
						}
					}
				default:
					s.weighForce(mv, n, cards4, led, w1r, high1, max4, true)
				}
			default:
				switch {
				case max4 == 0:
					for k := range n {
						if rank(k) > w1r {
							mv[k].weight = int16(20 - rank(k))
						} else {
							mv[k].weight = int16(-rank(k))
						}
					}
				case max3 < min4 || max3 < w1r:
					playLow(mv, n)
				case max3 > max4:
					for k := range n {
						if rank(k) > w1r && rank(k) > max4 {
							mv[k].weight = int16(58 - rank(k))
						} else {
							mv[k].weight = int16(-rank(k))
						}
					}
				default:
					s.weighForce(mv, n, cards4, led, w1r, high1, max4, true)
				}
			}
		default:
			w := s.win[2]
			weighFourth(mv, n, (int(s.winH[2])-l)&3 == 1 || (led != tr && suitOf(w) == tr), int(w&15))
		}
		sortMoves(mv, n)
		return n
	}
	// Void in the suit led: ruff or discard.
	for su := range 4 {
		hsu := s.hold[hand][su]
		if hsu == 0 {
			continue
		}
		a := s.held[su] | uint32(s.table>>(16*su+2))&suitMask
		top := highBit(a)
		sec := uint32(0)
		if a&^top != 0 {
			sec = highBit(a &^ top)
		}
		cnt := bits.OnesCount32(hsu)
		kx := cnt == 2 && hsu&sec != 0
		first := n
		x := hsu
		for x != 0 {
			_, g := nextGroup(&x, hsu, a)
			mv[n] = move{card: cardOf(su, 31-bits.LeadingZeros32(g)), grp: uint16(g)}
			n++
		}
		for k := first; k < n; k++ {
			rank := int(mv[k].card & 15)
			rRank := bits.OnesCount32(a &^ (rankMask(mv[k].card) - 1))
			var w int
			switch p {
			case 1:
				w = s.weighVoidSecondTrump(su, rank, cnt, kx, led)
			case 2:
				w = s.weighVoidThirdTrump(su, rank, rRank, cnt, led, leadRank, high1, win1, max4)
			default:
				val := (cnt << 6) / 24
				if kx {
					val -= 2
				}
				w2 := s.win[2]
				switch {
				case led == tr:
					w = -rank + val
				case (int(s.winH[2])-l)&3 == 1:
					if su == tr {
						w = 2 - rank + val
					} else {
						w = 25 - rank + val
					}
				case suitOf(w2) == tr:
					if su == tr {
						if rank > int(w2&15) {
							w = 33 + rRank
						} else {
							w = -13 + rRank
						}
					} else {
						w = 14 - rank + val
					}
				case su == tr:
					w = 33 + rRank
				default:
					w = 14 - rank + val
				}
			}
			mv[k].weight = int16(w)
		}
	}
	sortMoves(mv, n)
	return n
}

// weighSecondTrump weighs second hand's cards of the suit led (mv, highest
// first; DDS's WeightAllocTrumpNotvoid1).
func (s *Searcher) weighSecondTrump(mv *[14]move, n int, a uint32, led, leadRank int) {
	tr := s.trump
	l := s.leader
	third, fourth := (l+2)&3, (l+3)&3
	h3, h4 := s.hold[third][led], s.hold[fourth][led]
	max3, maxpd := rankHi(h3), rankHi(h4)
	min3, minpd := rankLo(h3), rankLo(h4)
	t3, t4 := s.hold[third][tr], s.hold[fourth][tr]
	for k := range n {
		rank := int(mv[k].card & 15)
		rRank := bits.OnesCount32(a &^ (rankMask(mv[k].card) - 1))
		seq := mv[k].grp&(mv[k].grp-1) != 0
		win := false
		if led == tr {
			win = (maxpd > leadRank && maxpd > max3) || (rank > leadRank && rank > max3)
		} else {
			switch {
			case rank > leadRank && rank > max3:
				win = max3 != 0 || t3 == 0 || (maxpd == 0 && t4 != 0 && t4 > t3)
			case maxpd > leadRank && maxpd > max3:
				win = max3 != 0 || t3 == 0
			case leadRank > maxpd && leadRank > max3 && leadRank > rank:
				if maxpd == 0 && t4 != 0 {
					win = max3 != 0 || t3 == 0 || t4 > t3
				}
			case maxpd == 0 && t4 != 0:
				win = true
			}
		}
		var w int
		switch {
		case win:
			switch {
			case min3 > rank:
				w = 40 + rRank
			case maxpd > leadRank && s.hold[l][led] > h4:
				w = 41 + rRank
			case rank > leadRank:
				switch {
				case rank < maxpd:
					w = 78 - rank
				case rank > max3:
					w = 73 - rank
				case seq:
					w = 62 - rank
				default:
					w = 49 - rank
				}
			case maxpd > 0:
				w = 47 - rank
			default:
				w = 40 - rank
			}
		case rank < min3 || rank < minpd:
			w = -9 + rRank
		case rank < leadRank:
			w = -16 + rRank
		case seq:
			w = 22 - rank
		default:
			w = 10 - rank
		}
		mv[k].weight = int16(w)
	}
}

// weighVoidSecondTrump weighs a ruff or discard by second hand (DDS's
// WeightAllocTrumpVoid1): card of rank in suit su, cnt cards of su held.
func (s *Searcher) weighVoidSecondTrump(su, rank, cnt int, kx bool, led int) int {
	tr := s.trump
	l := s.leader
	third, fourth := (l+2)&3, (l+3)&3
	h3, h4 := s.hold[third][led], s.hold[fourth][led]
	lead := rankMask(s.trick[0])
	t3, t4 := s.hold[third][tr], s.hold[fourth][tr]
	partnerWins := h4 > h3|lead
	// A pitch that does not help partner, not from a guarded second best.
	pitch := -rank - 2 + (cnt<<6)/36
	if kx {
		pitch -= 4
	}
	switch {
	case led == tr:
		if partnerWins {
			return -rank + (cnt<<6)/44
		}
		add := (cnt << 6) / 36
		if kx {
			add -= 4
		}
		return -rank + add
	case su != tr:
		switch {
		case h3 != 0:
			if partnerWins || (h4 == 0 && t4 != 0) {
				return -rank + 60 + (cnt<<6)/44
			}
			return pitch
		case h4 == 0 && t4 > t3:
			return -rank + 60 + (cnt<<6)/44
		case t3 == 0 && h4 > lead:
			return -rank + 60 + (cnt<<6)/44
		default:
			return pitch
		}
	case h3 != 0:
		return 24 - rank + (cnt<<6)/44
	case h4 == 0 && t4 != 0 && t4 > t3:
		return 24 - rank + (cnt<<6)/44
	case rankMask(cardOf(0, rank-2)) > t3:
		return 24 - rank + (cnt<<6)/44
	default:
		add := (cnt << 6) / 36
		if kx {
			add -= 4
		}
		return 15 - rank + add
	}
}

// weighVoidThirdTrump weighs a ruff or discard by third hand (DDS's
// WeightAllocTrumpVoid2).
func (s *Searcher) weighVoidThirdTrump(su, rank, rRank, cnt, led, leadRank, high1 int, win1 uint8, max4 int) int {
	tr := s.trump
	l := s.leader
	fourth := (l + 3) & 3
	t4 := s.hold[fourth][tr]
	if led == tr || su != tr {
		return -rank + (cnt<<6)/40
	}
	if high1 == 0 && leadRank > max4 && (max4 != 0 || t4 == 0) {
		return -rank - 50 // partner's sure winner: do not ruff it
	}
	add := (cnt << 6) / 50
	switch {
	case suitOf(win1) == tr && rank < int(win1&15):
		return -32 + rRank + (cnt<<6)/40 // no underruff
	case high1 == 0:
		switch {
		case max4 != 0:
			if s.secondOwner(led) == l {
				return 36 - rank + add
			}
			return 48 - rank + add
		case rankMask(cardOf(0, rank-2)) > t4:
			return 48 - rank + add
		default:
			return -12 - rank + add
		}
	case max4 != 0:
		return 72 - rank + add
	case rankMask(cardOf(0, rank-2)) > t4:
		return 48 - rank + add
	default:
		return 36 - rank + add
	}
}

// rankForcesTop is the index of the cheapest card of mv (highest first)
// that forces out fourth hand's top card of the suit led, or that beats
// second hand's winning card, -1 if none (DDS's RankForcesAce).
func (s *Searcher) rankForcesTop(mv *[14]move, n int, cards4 uint32, led, w1r, high1 int) int {
	a := s.held[led] | uint32(s.table>>(16*led+2))&suitMask
	var tops [13]uint32
	nt := 0
	x := cards4
	for x != 0 {
		_, g := nextGroup(&x, cards4, a)
		tops[nt] = highBit(g)
		nt++
	}
	if nt < 2 {
		return -1
	}
	second := rankOfBit(tops[nt-2])
	lim := 0
	switch {
	case second > w1r:
		lim = second
	case high1 == 1:
		lim = w1r
	default:
		return -1
	}
	k := 0
	for k < n && int(mv[k].card&15) > lim {
		k++
	}
	return k - 1
}

// playLow weighs the cards of mv lowest first.
func playLow(mv *[14]move, n int) {
	for k := range n {
		mv[k].weight = -int16(mv[k].card & 15)
	}
}

// weighFourth weighs fourth hand's cards of the suit led (DDS's
// WeightAllocCombinedNotvoid3): lowest first when partner wins the trick
// or an opponent has ruffed (low), else the cheapest card that beats
// winRank, the winning card's rank.
func weighFourth(mv *[14]move, n int, low bool, winRank int) {
	if low {
		playLow(mv, n)
		return
	}
	for k := range n {
		r := int(mv[k].card & 15)
		if r > winRank {
			mv[k].weight = int16(30 - r)
		} else {
			mv[k].weight = int16(-r)
		}
	}
}

// weighForce weighs third hand's cards (mv, highest first): a card beating
// both the winning card's rank w1r and fourth hand's top rank max4 wins,
// the cheapest first, the others lowest first; with force, the card that
// forces out fourth hand's top card cheaply (rankForcesTop) comes next.
func (s *Searcher) weighForce(mv *[14]move, n int, cards4 uint32, led, w1r, high1, max4 int, force bool) {
	kb := -1
	if force {
		kb = s.rankForcesTop(mv, n, cards4, led, w1r, high1)
	}
	for k := range n {
		rank := int(mv[k].card & 15)
		if rank > w1r && rank > max4 {
			mv[k].weight = int16(60 - rank)
		} else {
			mv[k].weight = int16(-rank)
		}
	}
	if kb >= 0 {
		mv[kb].weight += 20
	}
}
