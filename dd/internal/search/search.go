// Package search is the double-dummy search engine behind package dd: a
// null-window alpha-beta search on the number of tricks, driven MTD(f)-style,
// with a partition-search transposition table over rank-relative positions,
// quick tricks, move ordering and equivalent cards played once.
//
// The methods follow Haglund and Hein, "Search Algorithms for a Bridge Double
// Dummy Solver" (DDS, 2014), and Ginsberg, "Partition Search" (AAAI-96); the
// code is this project's own. Nothing here is safe for concurrent use: each
// goroutine uses its own Searcher.
package search

import "math/bits"

type move struct {
	card   uint8
	grp    uint16 // the card's sequence (13-bit holding), card included
	weight int16
}

const maxPly = 56

// Bits of Searcher.Off.
const (
	offFast   = 1 << iota // quick tricks of the side on lead
	offLater              // later tricks of the other side
	offSecond             // second hand's quick tricks
	offSmall              // small-card (lowest win) pruning
	offTT                 // the transposition table
	offAll    = offFast | offLater | offSecond | offSmall | offTT
)

// collectStats switches on the counts of Stats and of the table's Probes,
// Scanned and Hits (set it to true to tune; off, the compiler drops them
// from the hot loops).
const collectStats = false

// Stats counts search events, for tuning, when collectStats is set; Tests
// always.
type Stats struct {
	LeadCut      [14]int // cutoffs at a lead node by move index
	LeadAll      int     // lead nodes where every move was searched
	FollowCut    [4][14]int
	FollowAll    [4]int
	Tests        int // null-window searches
	FollowNodes  int
	MaxLead      int
	QTCut, LTCut [2]int
	Expanded     [2]int
	SecondCut    int
	ByR          [14]int // lead nodes by tricks left
}

// Tuning holds the search's settings that tests may change.
type Tuning struct {
	// MinTTTricks: positions with fewer tricks left skip the table.
	MinTTTricks int
}

// DefaultTuning is the tuning New uses.
func DefaultTuning() Tuning {
	return Tuning{MinTTTricks: 2}
}

// Searcher solves positions of one deal in one strain at a time. The zero
// value is not usable; call New.
type Searcher struct {
	hands  [4]uint64    // cards still held, bridge.CardSet layout
	hold   [4][4]uint32 // the same as 13-bit holdings, [hand][suit]
	held   [4]uint32    // cards of each suit still held by any hand
	trump  int          // 0-3, NoTrump
	leader int          // hand that leads the current trick
	pos    int          // cards already played to the current trick
	trick  [4]uint8     // cards of the current trick, in play order
	grp    [4]uint16    // sequence of trick[i] in its hand, trick[i] included
	win    [4]uint8     // winning card after trick[0..i]
	winH   [4]uint8     // hand of win[i]
	table  uint64       // cards of the current trick
	shape  uint64       // nibble hand*4+suit: length of that holding

	maxSide int // side (0 NS, 1 EW) the search maximises
	won     int // tricks won by maxSide since the root
	ply     int

	tt     *TT
	moves  [maxPly][14]move
	killer [53]uint8 // by cards left in all hands: the last card that cut off

	// Nodes counts lead nodes searched (for statistics).
	Nodes uint64
	// TrickNodes counts the tricks completed in the search, each a call
	// of the lead node whatever settles it (DDS's "trickNodes", the nodes
	// SolveBoard reports).
	TrickNodes uint64
	Stats      Stats
	// Off switches parts of the search off, for tests: offAll gives a
	// plain alpha-beta search (equivalent cards still played once).
	Off    int
	Tuning Tuning
	// Debug, when set, is told each move searched above DebugDepth.
	Debug      func(ply, hand int, c uint8, res bool, nodes uint64, won, target int)
	DebugDepth int
	// Trace, when set, is told each null-window test (debugging).
	Trace   func(target int, res bool, nodes uint64)
	stop    func() bool
	aborted bool
}

// New makes a searcher whose table keeps within memory bytes (0 for
// DefaultMemory; see NewTT).
func New(memory int) *Searcher {
	return &Searcher{tt: NewTT(memory), trump: -1, Tuning: DefaultTuning()}
}

// TT is the searcher's transposition table.
func (s *Searcher) TT() *TT { return s.tt }

// SetStop sets a function polled now and then during a search; when it
// returns true the search stops and Value reports ok=false.
func (s *Searcher) SetStop(f func() bool) { s.stop = f }

// SetPosition sets the position to search: the cards still held by each hand
// (cards already played to the current trick excluded), the trump suit
// (0-3, or NoTrump), the hand that led (or is to lead) the current trick and
// the 0-3 cards played to it. The table is cleared when the trump changes:
// its entries hold for any deal in the same strain, never across strains.
func (s *Searcher) SetPosition(hands [4]uint64, trump, leader int, trick []uint8) {
	if trump != s.trump {
		s.tt.Clear()
		s.trump = trump
	}
	s.hands = hands
	s.held = [4]uint32{}
	for h := range 4 {
		for su := range 4 {
			s.hold[h][su] = holding(hands[h], su)
			s.held[su] |= s.hold[h][su]
		}
	}
	s.leader = leader & 3
	s.pos = 0
	s.table = 0
	s.shape = 0
	for h := range 4 {
		for su := range 4 {
			s.shape |= uint64(bits.OnesCount32(holding(hands[h], su))) << (4 * (h*4 + su))
		}
	}
	for i, c := range trick {
		hand := (leader + i) & 3
		s.trick[i] = c
		s.grp[i] = uint16(rankMask(c))
		if i == 0 || s.beats(c, s.win[i-1]) {
			s.win[i], s.winH[i] = c, uint8(hand)
		} else {
			s.win[i], s.winH[i] = s.win[i-1], s.winH[i-1]
		}
		s.table |= cardBit(c)
	}
	s.pos = len(trick)
	s.won = 0
	s.ply = 0
}

// ToMove is the hand to play next.
func (s *Searcher) ToMove() int { return (s.leader + s.pos) & 3 }

// Remaining is the number of tricks left, the current one included.
func (s *Searcher) Remaining() int { return bits.OnesCount64(s.hands[s.ToMove()]) }

// Test reports whether the side to move takes at least target of the
// remaining tricks. ok is false when the search was stopped.
func (s *Searcher) Test(target int) (res, ok bool) {
	s.maxSide = s.ToMove() & 1
	s.won = 0
	s.ply = 0
	s.aborted = false
	r, _ := s.search(target)
	return r, !s.aborted
}

// Value is the number of tricks (0 to Remaining) the side to move takes
// with best play by both sides, searched by a sequence of null-window tests
// starting at guess (MTD(f), Plaat et al.). ok is false when stopped.
func (s *Searcher) Value(guess int) (v int, ok bool) {
	lo, hi := 0, s.Remaining()
	if q := s.rootQuick(); q > lo {
		lo = q
	}
	g := guess
	for lo < hi {
		t := g
		if t <= lo {
			t = lo + 1
		}
		if t > hi {
			t = hi
		}
		n0 := s.Nodes
		r, ok := s.Test(t)
		if s.Trace != nil {
			s.Trace(t, r, s.Nodes-n0)
		}
		s.Stats.Tests++
		if !ok {
			return 0, false
		}
		if r {
			lo = t
			g = t + 1
		} else {
			hi = t - 1
			g = t - 1
		}
	}
	return lo, true
}

// rootQuick is a lower bound for the side to move from quick tricks when
// the root is at a trick boundary.
func (s *Searcher) rootQuick() int {
	if s.pos != 0 {
		return 0
	}
	q, _ := s.fastTricks(s.leader, 13)
	return q
}

// beats reports whether card c beats card w, the card winning the trick so
// far.
func (s *Searcher) beats(c, w uint8) bool {
	if c>>4 == w>>4 {
		return c > w
	}
	return int(c>>4) == s.trump
}

func (s *Searcher) search(target int) (bool, uint64) {
	if s.pos == 0 {
		return s.searchLead(target)
	}
	return s.searchFollow(target)
}

// searchLead is a node at the start of a trick. It returns whether maxSide
// reaches target tricks, and the cards whose rank decided it (winRanks).
func (s *Searcher) searchLead(target int) (bool, uint64) {
	l := s.leader
	r := bits.OnesCount64(s.hands[l])
	need := target - s.won
	if need <= 0 {
		return true, 0
	}
	if need > r {
		return false, 0
	}
	maxLead := l&1 == s.maxSide
	if r == 1 {
		return s.lastTrick(maxLead)
	}
	s.Nodes++
	if collectStats {
		s.Stats.ByR[r]++
	}
	if collectStats && maxLead {
		s.Stats.MaxLead++
	}
	if s.Nodes&0xfff == 0 && s.stop != nil && s.stop() {
		s.aborted = true
	}
	if s.aborted {
		return false, 0
	}
	// The question at this node, for the side on lead: can it take ln
	// tricks? The answer yes means maxSide succeeds iff maxLead.
	ln := need
	if !maxLead {
		ln = r - need + 1
	}
	mi := 0
	if maxLead {
		mi = 1
	}

	// Transposition table: the owners of each suit's cards by relative
	// rank from the top, words A and B (tt.go).
	var all [4]uint32
	var wa, wb uint64
	for su := range 4 {
		h1 := s.hold[1][su]
		h2 := s.hold[2][su]
		h3 := s.hold[3][su]
		a := s.held[su]
		all[su] = a
		sh := uint(13 - bits.OnesCount32(a))
		p0 := uint64(pext13(h1|h3, a)) << sh
		p1 := uint64(pext13(h2|h3, a)) << sh
		wa |= (p0>>5 | p1>>5<<32) << (8 * su)
		wb |= (p0&31 | (p1&31)<<32) << (8 * su)
	}
	best := uint8(0xff)
	useTT := r >= s.Tuning.MinTTTricks && s.Off&offTT == 0
	bi, epoch := s.tt.find(s.shape, l), s.tt.epoch
	if bi >= 0 && useTT {
		hit, ma, mb, b := s.tt.lookup(bi, wa, wb, ln)
		if hit != 0 {
			return (hit > 0) == maxLead, patternWin(ma, mb, &all)
		}
		best = b
	}

	if qt, qw := s.fastTricks(l, ln); qt >= ln && s.Off&offFast == 0 {
		if collectStats {
			s.Stats.QTCut[mi]++
		}
		return maxLead, qw
	}
	if lt, lw := s.laterTricks(l); r-lt < ln && s.Off&offLater == 0 {
		if collectStats {
			s.Stats.LTCut[mi]++
		}
		return !maxLead, lw
	}
	if collectStats {
		s.Stats.Expanded[mi]++
	}
	mv := &s.moves[s.ply]
	n := s.genLead(l, mv, best, &all)
	var win uint64
	found := false
	bestCard := uint8(0)
	var skip uint64
	for i := 0; i < n; i++ {
		c := mv[i].card
		if skip&cardBit(c) != 0 {
			continue
		}
		n0 := s.Nodes
		res, cw := s.playLead(l, c, mv[i].grp, target)
		if s.aborted {
			return false, 0
		}
		if s.Debug != nil && s.ply < s.DebugDepth {
			s.Debug(s.ply, l, c, res, s.Nodes-n0, s.won, target)
		}
		if res == maxLead {
			s.killer[s.cardsLeft()] = c
			if collectStats {
				s.Stats.LeadCut[i]++
			}
			found = true
			win = cw
			bestCard = c
			break
		}
		win |= cw
		if s.Off&offSmall == 0 {
			skip |= smallCards(c, cw)
		}
	}
	if collectStats && !found {
		s.Stats.LeadAll++
	}
	// Store: the leader side reaches ln (found) or not.
	var ma, mb uint64
	for su := range 4 {
		a := all[su]
		ws := holding(win, su) & a
		if ws == 0 {
			continue
		}
		low := ws & -ws
		x, y := topMasks(su, bits.OnesCount32(a&^(low-1)))
		ma |= x
		mb |= y
	}
	switch {
	case !useTT:
	case found:
		su := suitOf(bestCard)
		idx := bits.OnesCount32(all[su] >> uint(rankBitOf(bestCard)+1))
		s.tt.store(bi, epoch, s.shape, l, wa&ma, ma, wb&mb, mb, ln, r, uint8(su<<4|idx))
	default:
		s.tt.store(bi, epoch, s.shape, l, wa&ma, ma, wb&mb, mb, 0, ln-1, 0xff)
	}
	return found == maxLead, win
}

// cardsLeft is the number of cards still held by the four hands.
func (s *Searcher) cardsLeft() int {
	return bits.OnesCount64(s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3])
}

// smallCards is the set of cards of c's suit that are equivalent to c after
// a search of c returned the relevant cards win without a cutoff: when no
// card of the suit at or below c won a trick by rank, every card of the suit
// below the lowest relevant one would have given the same result (DDS's
// "lowestWin" pruning, after Hans Kuijf).
func smallCards(c uint8, win uint64) uint64 {
	su := suitOf(c)
	ws := win >> (16 * su) & 0xffff
	t := uint64(0x10000)
	if ws != 0 {
		t = ws & -ws
	}
	if uint64(1)<<(c&15) >= t {
		return 0
	}
	return (t - 1) << (16 * su)
}

// patternWin turns a table entry's pattern (masks of words A and B) into
// winRanks at this node: for each suit, the lowest card of the pattern's
// top cards.
func patternWin(ma, mb uint64, all *[4]uint32) uint64 {
	var win uint64
	for su := range 4 {
		k := patternTop(ma, mb, su)
		if k == 0 {
			continue
		}
		b := topBit(all[su], k-1)
		win |= uint64(b) << (16*su + 2)
	}
	return win
}

// lastTrick settles the last trick: each hand has one card.
func (s *Searcher) lastTrick(maxLead bool) (bool, uint64) {
	l := s.leader
	lc := uint8(bits.TrailingZeros64(s.hands[l]))
	w, wh := lc, l
	n := 1 // cards of the winning suit in the trick
	for i := 1; i < 4; i++ {
		h := (l + i) & 3
		c := uint8(bits.TrailingZeros64(s.hands[h]))
		if c>>4 == w>>4 {
			n++
			if c > w {
				w, wh = c, h
			}
		} else if int(c>>4) == s.trump {
			w, wh, n = c, h, 1
		}
	}
	var win uint64
	if n > 1 {
		win = cardBit(w)
	}
	return (wh&1 == l&1) == maxLead, win
}

func (s *Searcher) playLead(l int, c uint8, g uint16, target int) (bool, uint64) {
	bit := cardBit(c)
	s.hands[l] ^= bit
	s.hold[l][suitOf(c)] ^= rankMask(c)
	s.held[suitOf(c)] ^= rankMask(c)
	s.shape -= 1 << (4 * (l*4 + suitOf(c)))
	s.trick[0], s.win[0], s.winH[0], s.grp[0] = c, c, uint8(l), g
	s.table = bit
	s.pos = 1
	s.ply++
	res, win := s.searchFollow(target)
	s.ply--
	s.pos = 0
	s.table = 0
	s.shape += 1 << (4 * (l*4 + suitOf(c)))
	s.hold[l][suitOf(c)] ^= rankMask(c)
	s.held[suitOf(c)] ^= rankMask(c)
	s.hands[l] ^= bit
	return res, win
}

func (s *Searcher) searchFollow(target int) (bool, uint64) {
	if collectStats {
		s.Stats.FollowNodes++
	}
	hand := (s.leader + s.pos) & 3
	maxMove := hand&1 == s.maxSide
	if s.pos == 1 {
		r := bits.OnesCount64(s.hands[hand])
		need := target - s.won
		nh := need
		if !maxMove {
			nh = r - need + 1
		}
		if q, w := s.secondHandTricks(hand, nh); q >= nh && s.Off&offSecond == 0 {
			if collectStats {
				s.Stats.SecondCut++
			}
			return maxMove, w
		}
	}
	mv := &s.moves[s.ply]
	n := s.genFollow(hand, mv)
	var win uint64
	var skip uint64
	for i := 0; i < n; i++ {
		c := mv[i].card
		if skip&cardBit(c) != 0 {
			continue
		}
		n0 := s.Nodes
		res, w := s.playFollow(hand, c, mv[i].grp, target)
		if s.aborted {
			return false, 0
		}
		if s.Debug != nil && s.ply < s.DebugDepth {
			s.Debug(s.ply, hand, c, res, s.Nodes-n0, s.won, target)
		}
		if res == maxMove {
			s.killer[s.cardsLeft()] = c
			if collectStats {
				s.Stats.FollowCut[s.pos][i]++
			}
			return res, w
		}
		win |= w
		if s.Off&offSmall == 0 {
			skip |= smallCards(c, w)
		}
	}
	if collectStats {
		s.Stats.FollowAll[s.pos]++
	}
	return !maxMove, win
}

func (s *Searcher) playFollow(hand int, c uint8, g uint16, target int) (bool, uint64) {
	bit := cardBit(c)
	su := suitOf(c)
	s.hands[hand] ^= bit
	s.hold[hand][su] ^= rankMask(c)
	s.held[su] ^= rankMask(c)
	s.shape -= 1 << (4 * (hand*4 + su))
	p := s.pos
	s.trick[p] = c
	s.grp[p] = g
	w, wh := s.win[p-1], s.winH[p-1]
	if s.beats(c, w) {
		w, wh = c, uint8(hand)
	}
	s.win[p], s.winH[p] = w, wh
	s.ply++
	var res bool
	var win uint64
	if p == 3 {
		// The winning card won by rank when another card of its suit was
		// played to the trick.
		ws := w >> 4
		n := 0
		for i := range 4 {
			if s.trick[i]>>4 == ws {
				n++
			}
		}
		oldLeader, oldWon, oldTable := s.leader, s.won, s.table
		oldTrick, oldWin, oldWinH, oldGrp := s.trick, s.win, s.winH, s.grp
		// The winning card's whole sequence counts as winning by rank.
		wg := uint64(s.grp[(int(wh)-s.leader)&3]) << (16*int(ws) + 2)
		if int(wh)&1 == s.maxSide {
			s.won++
		}
		s.leader = int(wh)
		s.pos = 0
		s.table = 0
		s.TrickNodes++
		res, win = s.searchLead(target)
		if n > 1 {
			win |= wg
		}
		s.leader, s.won, s.table = oldLeader, oldWon, oldTable
		s.trick, s.win, s.winH, s.grp = oldTrick, oldWin, oldWinH, oldGrp
		s.pos = 3
	} else {
		s.table |= bit
		s.pos = p + 1
		res, win = s.searchFollow(target)
		s.pos = p
		s.table ^= bit
	}
	s.ply--
	s.shape += 1 << (4 * (hand*4 + su))
	s.hold[hand][su] ^= rankMask(c)
	s.held[su] ^= rankMask(c)
	s.hands[hand] ^= bit
	return res, win
}
