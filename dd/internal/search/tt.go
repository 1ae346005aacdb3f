package search

import "unsafe"

// The transposition table holds positions at trick boundaries only, in
// rank-relative form with partition-search patterns (Ginsberg's partition
// search as DDS uses it, Haglund & Hein section 4):
//
//   - the key is the exact suit-length distribution of the four hands (a
//     nibble per hand and suit) and the hand on lead;
//   - an entry keeps, for each suit, the owners of the top k cards of that
//     suit in rank-relative order (the cards that "won by rank" somewhere in
//     the search that proved the bound, and every card above them), with a
//     lower and an upper bound on the tricks the side on lead takes from
//     the remaining tricks.
//
// Any position with the same lengths, the same leader and the same owners of
// those top cards has a value within the bounds: the lower cards never
// decided a trick by their rank.
//
// Ownership is coded per suit as two 13-bit planes of relative ranks
// (bit 0 = lowest remaining card of the suit): plane 0 holds the cards of
// hands 1 and 3, plane 1 the cards of hands 2 and 3 (hands counted from
// North, absolute), so two planes name the owner. Suits 0 and 1 go in word
// 0 (bits 0-25, 32-57), suits 2 and 3 in word 1.

// A bucket's entries live in blocks of blockSize, newest block first, so a
// lookup reads memory in order. A block stores its entries field by field
// (structure of arrays): a lookup compares the first pattern word of each
// entry, so those words sit together and a scan reads 16 bytes an entry
// rather than the whole entry.
const blockSize = 8

type block struct {
	own0, mask0 [blockSize]uint64 // suits 0 and 1 (see above)
	own1, mask1 [blockSize]uint64 // suits 2 and 3
	lo, hi      [blockSize]int8   // bounds on the leader side's tricks
	best        [blockSize]uint8  // best move hint, 0xff if none
	n           int32
	next        int32
}

// swap exchanges entries i of a and j of b.
func swapEntries(a *block, i int, b *block, j int) {
	a.own0[i], b.own0[j] = b.own0[j], a.own0[i]
	a.mask0[i], b.mask0[j] = b.mask0[j], a.mask0[i]
	a.own1[i], b.own1[j] = b.own1[j], a.own1[i]
	a.mask1[i], b.mask1[j] = b.mask1[j], a.mask1[i]
	a.lo[i], b.lo[j] = b.lo[j], a.lo[i]
	a.hi[i], b.hi[j] = b.hi[j], a.hi[i]
	a.best[i], b.best[j] = b.best[j], a.best[i]
}

type bucket struct {
	shape  uint64
	gen    uint32
	leader uint8
	head   int32
}

// DefaultMemory is the table's memory budget when none is given: 128 MiB.
const DefaultMemory = 128 << 20

// MinMemory is the smallest budget a table takes (a smaller one is raised
// to it): 1 MiB.
const MinMemory = 1 << 20

const (
	bucketBytes = int(unsafe.Sizeof(bucket{}))
	blockBytes  = int(unsafe.Sizeof(block{}))
)

// TT is a transposition table for one trump strain. It is not safe for
// concurrent use; each Searcher owns one.
//
// Its memory is bounded by its budget whatever the deal: the bucket index
// may grow to a quarter of it and the entry blocks to the rest, each
// counted with the old copy it is grown from; a table that needs more is
// cleared and the search goes on (a bound only costs time; entries hold
// only what was proved).
type TT struct {
	buckets    []bucket
	mask       uint64
	used       int
	maxBuckets int
	blocks     []block
	maxBlocks  int
	nentries   int
	gen        uint32
	memory     int
	peak       int
	// Resets counts how often the table filled up and was cleared.
	Resets int
	// Probes, Scanned and Hits count lookups, entries compared and
	// lookups that settled the node (when collectStats is set).
	Probes, Scanned, Hits int
}

// NewTT makes a table whose memory stays within memory bytes (0 or less
// for DefaultMemory; at least MinMemory).
func NewTT(memory int) *TT {
	if memory <= 0 {
		memory = DefaultMemory
	}
	memory = max(memory, MinMemory)
	maxB := 64
	for maxB*2*bucketBytes <= memory/4 {
		maxB *= 2
	}
	// Growing either array briefly holds the old copy beside the new one,
	// half the new size: the budget covers the larger of the two peaks,
	// 1.5 x buckets + blocks, or buckets + 1.5 x blocks. The blocks double
	// from 512, so their cap is the last doubling within what is left.
	room := (memory - maxB*bucketBytes*3/2) * 2 / 3 / blockBytes
	maxBl := 512
	for maxBl*2 <= room {
		maxBl *= 2
	}
	nb := min(1<<12, maxB)
	t := &TT{
		buckets:    make([]bucket, nb),
		mask:       uint64(nb - 1),
		maxBuckets: maxB,
		blocks:     make([]block, 1, 512),
		maxBlocks:  maxBl,
		memory:     memory,
		gen:        1,
	}
	t.peak = t.Bytes()
	return t
}

// Bytes is the memory the table holds now: its bucket index and entry
// blocks as allocated.
func (t *TT) Bytes() int { return len(t.buckets)*bucketBytes + cap(t.blocks)*blockBytes }

// PeakBytes is the most memory the table has held at once, the old copy of
// a growing array counted; never more than Memory.
func (t *TT) PeakBytes() int { return t.peak }

// Memory is the table's budget in bytes.
func (t *TT) Memory() int { return t.memory }

// Clear empties the table in O(1).
func (t *TT) Clear() {
	t.gen++
	if t.gen == 0 {
		clear(t.buckets)
		t.gen = 1
	}
	t.used = 0
	t.blocks = t.blocks[:1]
	t.nentries = 0
}

// Entries is the number of entries stored since the last clear.
func (t *TT) Entries() int { return t.nentries }

func hashKey(shape uint64, leader int) uint64 {
	h := (shape ^ uint64(leader)<<60 ^ uint64(leader)) * 0x9E3779B97F4A7C15
	return h ^ h>>29
}

// find returns the bucket index for the key, or -1.
func (t *TT) find(shape uint64, leader int) int {
	i := hashKey(shape, leader) & t.mask
	for {
		b := &t.buckets[i]
		if b.gen != t.gen {
			return -1
		}
		if b.shape == shape && int(b.leader) == leader {
			return int(i)
		}
		i = (i + 1) & t.mask
	}
}

// findOrAdd returns the bucket index for the key, adding the key if absent.
func (t *TT) findOrAdd(shape uint64, leader int) int {
	if (t.used+1)*2 > len(t.buckets) {
		if len(t.buckets) < t.maxBuckets {
			t.grow()
		} else {
			t.reset()
		}
	}
	i := hashKey(shape, leader) & t.mask
	for {
		b := &t.buckets[i]
		if b.gen != t.gen {
			*b = bucket{shape: shape, gen: t.gen, leader: uint8(leader)}
			t.used++
			return int(i)
		}
		if b.shape == shape && int(b.leader) == leader {
			return int(i)
		}
		i = (i + 1) & t.mask
	}
}

func (t *TT) reset() {
	t.Resets++
	t.Clear()
}

func (t *TT) grow() {
	old := t.buckets
	n := len(old) * 2
	t.peak = max(t.peak, (len(old)+n)*bucketBytes+cap(t.blocks)*blockBytes)
	t.buckets = make([]bucket, n)
	t.mask = uint64(n - 1)
	for _, b := range old {
		if b.gen != t.gen {
			continue
		}
		i := hashKey(b.shape, int(b.leader)) & t.mask
		for t.buckets[i].gen == t.gen {
			i = (i + 1) & t.mask
		}
		t.buckets[i] = b
	}
}

// lookup scans the bucket for an entry matching the position codes w
// whose bounds decide whether the leader side reaches ln tricks: hit is 1
// (it does), -1 (it does not) or 0 (undecided; best is then a best-move
// hint from a matching entry, 0xff if none). On a hit, mask is the
// entry's pattern mask.
func (t *TT) lookup(bi int, w0, w1 uint64, ln int) (hit int, mask [2]uint64, best uint8) {
	best = 0xff
	if collectStats {
		t.Probes++
	}
	head := t.buckets[bi].head
	scanned := 0
	for b := head; b != 0; {
		bl := &t.blocks[b]
		n := int(bl.n) & (blockSize - 1)
		if bl.n == blockSize {
			n = blockSize
		}
		scanned += n
		for i := range n {
			if w0&bl.mask0[i] != bl.own0[i] || w1&bl.mask1[i] != bl.own1[i] {
				continue
			}
			lo, hi := int(bl.lo[i]), int(bl.hi[i])
			if lo >= ln || hi < ln {
				if collectStats {
					t.Hits++
					t.Scanned += scanned
				}
				mask = [2]uint64{bl.mask0[i], bl.mask1[i]}
				eb := bl.best[i]
				// Move the entry to the front: entries that settle
				// nodes tend to settle the next ones too.
				if b != head || i != 0 {
					swapEntries(&t.blocks[head], 0, bl, i)
				}
				if lo >= ln {
					return 1, mask, eb
				}
				return -1, mask, eb
			}
			if best == 0xff {
				best = bl.best[i]
			}
		}
		b = bl.next
	}
	if collectStats {
		t.Scanned += scanned
	}
	return 0, mask, best
}

// store records a bound for the pattern (own, mask): lower bound lo and
// upper bound hi on the leader side's tricks.
func (t *TT) store(shape uint64, leader int, own, mask [2]uint64, lo, hi int, best uint8) {
	if len(t.blocks) >= t.maxBlocks {
		// The next entry may need a new block and there is no room.
		t.reset()
	}
	bi := t.findOrAdd(shape, leader)
	bk := &t.buckets[bi]
	for b := bk.head; b != 0; {
		bl := &t.blocks[b]
		n := int(bl.n) & (blockSize - 1)
		if bl.n == blockSize {
			n = blockSize
		}
		for i := range n {
			if bl.mask0[i] == mask[0] && bl.own0[i] == own[0] && bl.mask1[i] == mask[1] && bl.own1[i] == own[1] {
				if int8(lo) > bl.lo[i] {
					bl.lo[i] = int8(lo)
				}
				if int8(hi) < bl.hi[i] {
					bl.hi[i] = int8(hi)
				}
				if best != 0xff {
					bl.best[i] = best
				}
				return
			}
		}
		b = bl.next
	}
	t.nentries++
	h := bk.head
	if h == 0 || t.blocks[h].n >= blockSize {
		if len(t.blocks) == cap(t.blocks) {
			t.growBlocks()
		}
		t.blocks = append(t.blocks, block{next: h})
		h = int32(len(t.blocks) - 1)
		bk.head = h
	}
	bl := &t.blocks[h]
	i := int(bl.n) & (blockSize - 1)
	bl.own0[i], bl.mask0[i], bl.own1[i], bl.mask1[i] = own[0], mask[0], own[1], mask[1]
	bl.lo[i], bl.hi[i], bl.best[i] = int8(lo), int8(hi), best
	bl.n++
}

// growBlocks doubles the blocks' capacity, up to maxBlocks.
func (t *TT) growBlocks() {
	n := 2 * cap(t.blocks) // at most maxBlocks: both are 512 x a power of 2
	t.peak = max(t.peak, len(t.buckets)*bucketBytes+(cap(t.blocks)+n)*blockBytes)
	nb := make([]block, len(t.blocks), n)
	copy(nb, t.blocks)
	t.blocks = nb
}
