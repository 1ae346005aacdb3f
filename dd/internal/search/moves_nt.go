package search

import "math/bits"

// Move ordering at notrump, after the weights of DDS's WeightAllocNT0,
// WeightAllocNT{Notvoid,Void}{1,2}, WeightAllocCombinedNotvoid3 and
// WeightAllocNTVoid3 (Haglund & Hein section 5; DDS 2.9 src/Moves.cpp):
//
//   - a lead is weighed by the opponents' choices in its suit (a void
//     counting a card a trick left), by who holds the suit's top three
//     cards (lead toward the side's winners, through LHO's top card to
//     partner's second best, not into RHO's), by the card's rank relative
//     to the suit's remaining cards, and by the cards that cut off at this
//     depth before (the killer) or that the table names (its best move);
//   - second hand plays low unless he can beat both the card led and
//     third hand; third hand wins cheaply, or plays the card that forces
//     out fourth hand's top card; fourth hand wins as cheaply as he can or
//     plays his lowest;
//   - a discard is the lowest card, from the longer suits, keeping a
//     guarded second-best card and a bare top card.
//
// These replaced this package's own notrump weights when DDS's constructed
// deal thomas1 (each hand void in one suit) showed the search growing
// twice as fast as DDS's with every trick added: on 30 of its 10-card
// endings the search went from 1.99 to 0.86 times DDS's trick nodes, and
// its notrump table from beyond 900 s to within DDS's time (README, "Speed
// beside DDS"; TestThomas1). Ranks below are absolute, 2-14, as in DDS.

// owner returns the hand holding the single-bit card b of suit su (-1 if
// none holds it).
func (s *Searcher) owner(su int, b uint32) int {
	if b == 0 {
		return -1
	}
	for h := range 4 {
		if s.hold[h][su]&b != 0 {
			return h
		}
	}
	return -1
}

// bestHint is the table's best-move hint (best: suit<<4 | relative rank,
// 0xff for none) as a suit and card of hand l's: -1 and 0 when there is
// none or l does not hold it.
func (s *Searcher) bestHint(l int, best uint8, all *[4]uint32) (su int, b uint32) {
	if best == 0xff {
		return -1, 0
	}
	su = int(best >> 4)
	if b = topBit(all[su], int(best&15)); b&s.hold[l][su] == 0 {
		return -1, 0
	}
	return su, b
}

// oppChoices is DDS's measure of the tree a lead opens: four a card the
// two opponents hold in the suit (cLH and cRH cards), a void counting as
// many as there are tricks left (r), since it frees any card.
func oppChoices(cLH, cRH, r int) int {
	if cLH == 0 {
		cLH = r
	}
	if cRH == 0 {
		cRH = r
	}
	return (cLH + cRH) << 2
}

func rankOfBit(b uint32) int { return 31 - bits.LeadingZeros32(b) + 2 }

// genLeadNT generates the leads of hand l at notrump, one card a sequence
// (the highest), ordered best first (DDS's WeightAllocNT0). best is the
// table's best-move hint (0xff for none), all the cards of each suit still
// held.
func (s *Searcher) genLeadNT(l int, mv *[14]move, best uint8, all *[4]uint32) int {
	p := l ^ 2
	lho := (l + 1) & 3
	rho := (l + 3) & 3
	bestSuit, bestBit := s.bestHint(l, best, all)
	killer := s.killer[s.cardsLeft()]
	r := bits.OnesCount64(s.hands[l])
	n := 0
	for su := range 4 {
		hs := s.hold[l][su]
		if hs == 0 {
			continue
		}
		a := all[su]
		hp, hl, hr := s.hold[p][su], s.hold[lho][su], s.hold[rho][su]
		cLH, cRH := bits.OnesCount32(hl), bits.OnesCount32(hr)
		d := -(oppChoices(cLH, cRH, r) << 5 / 19)
		if hp == 0 {
			d -= 9
		}
		top := highBit(a)
		sec := uint32(0)
		if a&^top != 0 {
			sec = highBit(a &^ top)
		}
		third := uint32(0)
		if a&^top&^sec != 0 {
			third = highBit(a &^ top &^ sec)
		}
		wH, sH, tH := s.owner(su, top), s.owner(su, sec), s.owner(su, third)
		canWin := hp > hl|hr
		x := hs
		for x != 0 {
			_, g := nextGroup(&x, hs, a)
			hb := highBit(g)
			rRank := bits.OnesCount32(a &^ (hb - 1))
			dd := d
			var w int
			isKiller := suitOf(killer) == su && g&rankMask(killer) != 0
			isBest := su == bestSuit && g&bestBit != 0
			if hb == top || canWin {
				if sH == rho {
					if cRH != 1 {
						dd--
					}
				} else if sH == lho {
					if cLH != 1 {
						dd += 22
					} else {
						dd += 16
					}
				}
				if (sH != lho || cLH == 1) && (sH != rho || cRH == 1) {
					w = dd + 45 + rRank
				} else {
					w = dd + 18 + rRank
				}
				if isKiller {
					w += 126
				} else if isBest {
					w += 32
				}
			} else {
				if wH == rho || sH == rho {
					if cRH != 1 {
						dd -= 10
					}
				} else if wH == lho && sH == p {
					if bits.OnesCount32(hp) != 1 {
						dd += 31
					}
				}
				if sH == p && tH == p {
					dd += 35
				} else if (sH == l && tH == p && bits.OnesCount32(hp) > 1) || (sH == p && tH == l && bits.OnesCount32(hp) > 1) {
					dd += 25
				}
				switch {
				case (cLH == 1 && wH == lho) || (cRH == 1 && wH == rho):
					w = dd + 28 + rRank
				case wH == l:
					w = dd - 17 + rRank
				case g == hb:
					w = dd + 12 + rRank
				case hb == sec:
					w = dd + 48
				default:
					w = dd + 29 - rRank
				}
				if isKiller {
					w += 47
				} else if isBest {
					w += 19
				}
			}
			mv[n] = move{card: cardOf(su, 31-bits.LeadingZeros32(g)), grp: uint16(g), weight: int16(w)}
			n++
		}
	}
	sortMoves(mv, n)
	return n
}

// genFollowNT generates the cards of the hand to play second, third or
// fourth at notrump, one a sequence, ordered best first; genFollow has
// settled a single legal card.
func (s *Searcher) genFollowNT(hand int, mv *[14]move) int {
	p := s.pos
	led := suitOf(s.trick[0])
	hs := s.hold[hand][led]
	l := s.leader
	third := (l + 2) & 3
	fourth := (l + 3) & 3
	leadRank := int(s.trick[0] & 15)
	winRank := int(s.win[p-1] & 15) // the winning card so far (of the suit led at notrump)
	winPos := (int(s.winH[p-1]) - l) & 3
	n := 0
	if hs != 0 {
		a := s.held[led] | uint32(s.table>>(16*led+2))&suitMask
		n = groupsHighFirst(hs, led, a, mv)
		rank := func(k int) int { return int(mv[k].card & 15) }
		switch p {
		case 1:
			h3 := s.hold[third][led]
			h4 := s.hold[fourth][led]
			max3, maxpd := 0, 0
			if h3 != 0 {
				max3 = rankOfBit(highBit(h3))
			}
			if h4 != 0 {
				maxpd = rankOfBit(highBit(h4))
			}
			if maxpd > leadRank && maxpd > max3 {
				playLow(mv, n)
				break
			}
			min3, minpd := 0, 0
			if h3 != 0 {
				min3 = rankOfBit(h3 & -h3)
			}
			if h4 != 0 {
				minpd = rankOfBit(h4 & -h4)
			}
			for k := range n {
				rk := rank(k)
				rRank := bits.OnesCount32(a &^ (rankMask(mv[k].card) - 1))
				var w int
				switch {
				case rk > leadRank && rk > max3:
					w = 81 - rk
				case min3 > rk || minpd > rk:
					w = -3 + rRank
				case rk < leadRank:
					w = -11 + rRank
				case mv[k].grp&(mv[k].grp-1) != 0:
					w = 10 + rRank
				default:
					w = 13 - rk
				}
				mv[k].weight = int16(w)
			}
		case 2:
			h4 := s.hold[fourth][led]
			max4, min4 := rankHi(h4), rankLo(h4)
			max3 := rank(0)
			if winPos == 0 && leadRank > max4 {
				playLow(mv, n)
				if s.hold[l][led] == 0 && highBit(a) == highBit(hs) {
					// Partner's singleton and our ace: overtake to run
					// the suit when our top cards outnumber the
					// opponents' length.
					oppLen := max(bits.OnesCount32(h4)-1, bits.OnesCount32(s.hold[(l+1)&3][led]))
					// The cheapest card above partner's, and the
					// top cards in sequence (partner's card removed).
					mno := 0
					for mno < n-1 && rank(mno+1) > leadRank {
						mno++
					}
					aa := a &^ uint32(rankMask(s.trick[0]))
					topNumber := 0
					for b := highBit(aa); b != 0 && hs&b != 0; {
						topNumber++
						aa &^= b
						if aa == 0 {
							break
						}
						b = highBit(aa)
					}
					if oppLen <= topNumber {
						mv[mno].weight += 20
					}
				}
				break
			}
			if max3 < min4 || max3 < winRank {
				playLow(mv, n)
				break
			}
			s.weighForce(mv, n, h4, led, winRank, winPos, max4, max4 > max3 && max4 > winRank)
		default:
			weighFourth(mv, n, winPos == 1, winRank)
		}
		sortMoves(mv, n)
		return n
	}
	// Discards.
	partnerWins := false
	if p == 1 {
		h4 := s.hold[fourth][led]
		partnerWins = h4 > s.hold[third][led]|rankMask(s.trick[0])
	}
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
		var add int
		switch p {
		case 1:
			if partnerWins {
				add = (cnt << 6) / 23
				if cnt == 2 && hsu&sec != 0 {
					add -= 2
				} else if cnt == 1 && hsu&top != 0 {
					add -= 3
				}
			} else {
				add = (cnt << 6) / 33
				if cnt == 2 && hsu&sec != 0 {
					add -= 6
				} else if cnt == 1 && hsu&top != 0 {
					add -= 8
				}
			}
		case 2:
			add = (cnt << 6) / 24
			if (cnt == 2 && hsu&sec != 0) || (cnt == 1 && hsu&top != 0) {
				add -= 4
			}
		default:
			add = (cnt << 6) / 27
			if cnt == 2 && hsu&sec != 0 {
				add -= 6
			} else if cnt == 1 && hsu&top != 0 {
				add -= 8
			}
		}
		x := hsu
		for x != 0 {
			_, g := nextGroup(&x, hsu, a)
			c := cardOf(su, 31-bits.LeadingZeros32(g))
			mv[n] = move{card: c, grp: uint16(g), weight: int16(-int(c&15) + add)}
			n++
		}
	}
	sortMoves(mv, n)
	return n
}
