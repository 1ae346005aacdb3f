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
// Ordering uses weights in the spirit of DDS's WeightAlloc functions
// (Haglund & Hein section 5): cash winners, lead toward partner's winners,
// avoid giving a ruff, second hand low, third and fourth hand win cheaply,
// ruff cheaply, discard from worthless holdings; and the table's best move.

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

func (s *Searcher) genLead(l int, mv *[14]move, best uint8, all *[4]uint32) int {
	p := l ^ 2
	lho := (l + 1) & 3
	rho := (l + 3) & 3
	bestSuit := -1
	var bestBit uint32
	if best != 0xff {
		su := int(best >> 4)
		idx := int(best & 15)
		if b := topBit(all[su], idx); b&s.hold[l][su] != 0 {
			bestSuit, bestBit = su, b
		}
	}
	killer := s.killer[s.cardsLeft()]
	trumpGame := s.trump != NoTrump
	var lhoTr, rhoTr, pTr bool
	if trumpGame {
		lhoTr = s.hold[lho][s.trump] != 0
		rhoTr = s.hold[rho][s.trump] != 0
		pTr = s.hold[p][s.trump] != 0
	}
	n := 0
	r := bits.OnesCount64(s.hands[l])
	for su := range 4 {
		hs := s.hold[l][su]
		if hs == 0 {
			continue
		}
		hp := s.hold[p][su]
		hl := s.hold[lho][su]
		hr := s.hold[rho][su]
		a := all[su]
		top := highBit(a)
		// Fewer opponents' choices make a smaller tree (DDS): a void
		// counts as a free choice of any card.
		cl, cr := bits.OnesCount32(hl), bits.OnesCount32(hr)
		if cl == 0 {
			cl = r + 1
		}
		if cr == 0 {
			cr = r + 1
		}
		k := &s.Tuning
		sw := -k.OppChoices * (cl + cr) / 4
		switch {
		case top&hs != 0:
			sw += k.Cash
		case top&hp != 0:
			sw += k.ToPartner
		case top&hl != 0:
			sw += -5
			// LHO's top card over partner's second best: lead through.
			if sec := highBit(a &^ top); sec&hp != 0 && bits.OnesCount32(hp) > 1 {
				sw += k.Through
			}
		default:
			sw += 5
		}
		if trumpGame {
			if su != s.trump {
				if (hl == 0 && lhoTr) || (hr == 0 && rhoTr) {
					sw -= k.GivesRuff
				} else if hp == 0 && pTr {
					sw += k.PartnerRuffs
				}
			} else if top&(hs|hp) != 0 {
				sw += 15
			} else {
				sw -= 15
			}
		}
		x := hs
		for x != 0 {
			low, g := nextGroup(&x, hs, a)
			w := sw
			rb := bits.TrailingZeros32(low)
			if g&top != 0 {
				w += k.TopSequence
			} else {
				w -= rb
			}
			if su == bestSuit && g&bestBit != 0 {
				w += s.Tuning.BestBonus
			}
			if suitOf(killer) == su && g&rankMask(killer) != 0 {
				w += s.Tuning.KillerBonus
			}
			mv[n] = move{card: cardOf(su, 31-bits.LeadingZeros32(g)), grp: uint16(g), weight: int16(w)}
			n++
		}
	}
	sortMoves(mv, n)
	return n
}

func (s *Searcher) genFollow(hand int, mv *[14]move) int {
	p := s.pos
	tr := s.trump
	led := suitOf(s.trick[0])
	w := s.win[p-1]
	wh := int(s.winH[p-1])
	partnerWins := wh&1 == hand&1
	h := s.hands[hand]
	hs := s.hold[hand][led]
	// A forced card needs no ordering.
	if hs != 0 && hs&(hs-1) == 0 {
		mv[0] = move{card: cardOf(led, bits.TrailingZeros32(hs)), grp: uint16(hs)}
		return 1
	}
	if h&(h-1) == 0 {
		c := uint8(bits.TrailingZeros64(h))
		mv[0] = move{card: c, grp: uint16(rankMask(c))}
		return 1
	}
	killer := s.killer[s.cardsLeft()]
	partner := hand ^ 2

	// The opponents still to play to this trick: their cards of the suit
	// led, and the highest trump of those that can ruff.
	var laterOpp, oppRuff uint32
	partnerLater := false
	for i := p + 1; i < 4; i++ {
		o := (s.leader + i) & 3
		if o == partner {
			partnerLater = true
			continue
		}
		oh := s.hold[o][led]
		laterOpp |= oh
		if oh == 0 && tr != NoTrump && led != tr {
			if t := s.hold[o][tr]; t != 0 {
				oppRuff |= highBit(t)
			}
		}
	}
	// safe reports whether card c, winning the trick so far, stays the
	// winner whatever the opponents still to play do.
	safe := func(c uint8) bool {
		if suitOf(c) == led {
			return oppRuff == 0 && rankMask(c) > laterOpp
		}
		return rankMask(c) > oppRuff // a ruff
	}
	partnerSafe := partnerWins && safe(w)
	// At second hand: partner, playing last, can surely win the trick by
	// following suit (beating the card led and everything third hand
	// holds, third hand unable to ruff).
	if p == 1 && !partnerSafe && suitOf(w) == led && oppRuff == 0 {
		if ph := s.hold[partner][led]; ph != 0 {
			pt := highBit(ph)
			partnerSafe = pt > rankMask(w) && pt > laterOpp
		}
	}

	n := 0
	if hs != 0 {
		// Follow suit.
		a := s.held[led] | uint32(s.table>>(16*led+2))&suitMask
		oppMin := laterOpp & -laterOpp
		x := hs
		for x != 0 {
			low, g := nextGroup(&x, hs, a)
			rb := bits.TrailingZeros32(low)
			c := cardOf(led, 31-bits.LeadingZeros32(g))
			beats := s.beats(c, w)
			var wt int
			switch {
			case partnerSafe:
				wt = -rb
			case beats && safe(c):
				// The cheapest sure winner.
				wt = 100 - rb
			case !beats:
				wt = -20 - rb
			case p == 3:
				wt = -rb
			case laterOpp != 0 && low < oppMin:
				// Beaten by any card the opponent still to play holds.
				wt = -10 - rb
			case p == 1 && partnerLater:
				// Second hand: split or play high enough to force the
				// third hand.
				wt = 20 - rb
				if g != low {
					wt += 5
				}
			default:
				// Third hand: force the fourth hand's high cards.
				wt = 40 - rb
			}
			if suitOf(killer) == led && g&rankMask(killer) != 0 {
				wt += s.Tuning.KillerBonusF
			}
			mv[n] = move{card: c, grp: uint16(g), weight: int16(wt)}
			n++
		}
		sortMoves(mv, n)
		return n
	}
	// Void: ruff or discard.
	trumpGame := tr != NoTrump && led != tr
	for su := range 4 {
		hsu := s.hold[hand][su]
		if hsu == 0 {
			continue
		}
		a := s.held[su] | uint32(s.table>>(16*su+2))&suitMask
		top := highBit(a)
		cnt := bits.OnesCount32(hsu)
		// Discards: from long holdings rather than short ones (DDS), not
		// a bare top card, not from a guarded second card.
		dw := cnt * s.Tuning.DiscardLength / 8
		if cnt == 1 && hsu&top != 0 {
			dw -= 30
		} else if cnt == 2 && highBit(hsu) == highBit(a&^top) {
			dw -= 10
		}
		if partnerSafe {
			dw += 20
		}
		x := hsu
		for x != 0 {
			low, g := nextGroup(&x, hsu, a)
			rb := bits.TrailingZeros32(low)
			c := cardOf(su, 31-bits.LeadingZeros32(g))
			var wt int
			if trumpGame && su == tr {
				beats := s.beats(c, w)
				switch {
				case partnerSafe || !beats:
					wt = -100 - rb
				case safe(c):
					wt = 90 - rb
				default:
					wt = 20 - rb
				}
			} else {
				wt = dw - rb
				if g&top != 0 {
					wt -= 20
				}
			}
			if suitOf(killer) == su && g&rankMask(killer) != 0 {
				wt += s.Tuning.KillerBonusF
			}
			mv[n] = move{card: c, grp: uint16(g), weight: int16(wt)}
			n++
		}
	}
	sortMoves(mv, n)
	return n
}
