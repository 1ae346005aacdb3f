package search

import (
	"math/bits"
	"unsafe"
)

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
// Ownership is coded rank-major, as DDS's TransTableL does, so that one
// word holds the top cards of all four suits: word A the owners of the top
// 8 relative ranks of each suit, word B those of ranks 9 to 13. In each
// word the owner is two planes (plane 0 the cards of hands 1 and 3, plane 1
// those of hands 2 and 3, hands counted from North, absolute), plane 0 in
// the low 32 bits and plane 1 in the high 32 bits, 8 bits a suit (suit su
// at bit 8*su), the highest relative rank in the highest bit of the suit's
// field of word A. Most patterns name no more than the top 8 cards of any
// suit, so a lookup decides on word A alone for nearly every entry: one
// load, one and, one compare (DDS's pre-filter on the top ranks, its
// "topSet1").
//
// Each bucket (one distribution and leader) holds its entries in one
// contiguous region of at most 1<<maxRegionLog2 entries, newest last: a
// region that fills up is moved to one twice its size (the old one is
// reused by another bucket) until the cap, and a full bucket at the cap
// replaces its oldest entry first (DDS keeps up to 125 a distribution the
// same way). A lookup scans newest first, word A of each entry side by
// side in memory. The cap, 256, was measured: 64 or 128 lose entries that
// settle nodes (28% and 11% more nodes on a random deal), a larger one
// only lengthens the scans.

// entryKey is word A of an entry, the pre-filter: own is the owners of the
// pattern's cards among the top 8 of each suit, mask those cards.
type entryKey struct{ own, mask uint64 }

// entryRest is the rest of an entry: word B (ranks 9-13) and the bounds.
type entryRest struct {
	own, mask uint64
	lo, hi    int8  // bounds on the leader side's tricks
	best      uint8 // best move hint, 0xff if none
}

const (
	minRegionLog2 = 2 // a bucket's first region: 4 entries
	// maxRegionLog2 caps a bucket: at most 1<<maxRegionLog2 entries (256),
	// the oldest replaced first.
	maxRegionLog2 = 8
)

type bucket struct {
	shape  uint64
	gen    uint32
	off    int32 // the bucket's region in the entry arrays
	leader uint8
	n      uint16 // entries held
	oldest uint16 // once full at the cap: the slot written next
	log2   uint8  // the region holds 1<<log2 entries; 0 before the first
}

// DefaultMemory is the table's memory budget when none is given: 128 MiB.
const DefaultMemory = 128 << 20

// MinMemory is the smallest budget a table takes (a smaller one is raised
// to it): 1 MiB.
const MinMemory = 1 << 20

const (
	bucketBytes = int(unsafe.Sizeof(bucket{}))
	entryBytes  = int(unsafe.Sizeof(entryKey{}) + unsafe.Sizeof(entryRest{}))
)

// TT is a transposition table for one trump strain. It is not safe for
// concurrent use; each Searcher owns one.
//
// Its memory is bounded by its budget whatever the deal: the bucket index
// may grow to a quarter of it and the entry arrays to the rest, each
// counted with the old copy it is grown from; a table that needs more is
// cleared and the search goes on (a bound only costs time; entries hold
// only what was proved).
type TT struct {
	buckets    []bucket
	mask       uint64
	used       int
	maxBuckets int
	keys       []entryKey
	rest       []entryRest
	top        int32 // entries [0, top) are handed out as regions
	maxEntries int
	free       [maxRegionLog2 + 1]int32 // freed regions by size, linked through keys[off].own
	nentries   int
	gen        uint32
	epoch      uint32 // changes whenever bucket indices may: growth, clearing
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
	// 1.5 x buckets + entries, or buckets + 1.5 x entries. The entries
	// double from 4096, so their cap is the last doubling within what is
	// left.
	room := (memory - maxB*bucketBytes*3/2) * 2 / 3 / entryBytes
	maxE := 4096
	for maxE*2 <= room {
		maxE *= 2
	}
	nb := min(1<<12, maxB)
	t := &TT{
		buckets:    make([]bucket, nb),
		mask:       uint64(nb - 1),
		maxBuckets: maxB,
		keys:       make([]entryKey, 4096),
		rest:       make([]entryRest, 4096),
		maxEntries: maxE,
		memory:     memory,
		gen:        1,
	}
	t.top = 1 << minRegionLog2 // offset 0 is never a region
	t.peak = t.Bytes()
	return t
}

// Bytes is the memory the table holds now: its bucket index and entry
// arrays as allocated.
func (t *TT) Bytes() int { return len(t.buckets)*bucketBytes + len(t.keys)*entryBytes }

// PeakBytes is the most memory the table has held at once, the old copy of
// a growing array counted; never more than Memory.
func (t *TT) PeakBytes() int { return t.peak }

// Memory is the table's budget in bytes.
func (t *TT) Memory() int { return t.memory }

// Clear empties the table in O(1).
func (t *TT) Clear() {
	t.epoch++
	t.gen++
	if t.gen == 0 {
		clear(t.buckets)
		t.gen = 1
	}
	t.used = 0
	t.top = 1 << minRegionLog2
	t.free = [maxRegionLog2 + 1]int32{}
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
	t.epoch++
	old := t.buckets
	n := len(old) * 2
	t.peak = max(t.peak, (len(old)+n)*bucketBytes+len(t.keys)*entryBytes)
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

// alloc returns a free region of 1<<log2 entries, or -1 when the entry
// arrays are at their cap and full.
func (t *TT) alloc(log2 uint8) int32 {
	if off := t.free[log2]; off != 0 {
		t.free[log2] = int32(t.keys[off].own)
		return off
	}
	size := int32(1) << log2
	for int(t.top+size) > len(t.keys) {
		if len(t.keys) >= t.maxEntries {
			return -1
		}
		t.growEntries()
	}
	off := t.top
	t.top += size
	return off
}

// growEntries doubles the entry arrays, up to maxEntries.
func (t *TT) growEntries() {
	n := 2 * len(t.keys) // at most maxEntries: both are 4096 x a power of 2
	t.peak = max(t.peak, len(t.buckets)*bucketBytes+(len(t.keys)+n)*entryBytes)
	nk := make([]entryKey, n)
	copy(nk, t.keys[:t.top])
	t.keys = nk
	nr := make([]entryRest, n)
	copy(nr, t.rest[:t.top])
	t.rest = nr
}

// lookup scans the bucket, newest entry first, for an entry matching the
// position codes (wa, wb) whose bounds decide whether the leader side
// reaches ln tricks: hit is 1 (it does), -1 (it does not) or 0
// (undecided; best is then a best-move hint from a matching entry, 0xff if
// none). On a hit, ma and mb are the entry's pattern masks.
func (t *TT) lookup(bi int, wa, wb uint64, ln int) (hit int, ma, mb uint64, best uint8) {
	best = 0xff
	if collectStats {
		t.Probes++
	}
	b := &t.buckets[bi]
	n := int(b.n)
	if n == 0 {
		return 0, 0, 0, best
	}
	off := int(b.off)
	ks := t.keys[off : off+n]
	rs := t.rest[off : off+n]
	// Newest first: slots oldest-1 down to 0, then n-1 down to oldest.
	split := int(b.oldest)
	ks1 := ks[:split]
	rs1 := rs[:len(ks1)]
	for i := len(ks1) - 1; i >= 0; i-- {
		k := &ks1[i]
		if wa&k.mask != k.own {
			continue
		}
		if hit, ma, mb, bst := t.check(k, &rs1[i], wb, ln, &best); hit != 0 {
			if collectStats {
				t.Scanned += split - i
			}
			return hit, ma, mb, bst
		}
	}
	ks2 := ks[split:]
	rs2 := rs[split:len(ks)]
	for i := len(ks2) - 1; i >= 0; i-- {
		k := &ks2[i]
		if wa&k.mask != k.own {
			continue
		}
		if hit, ma, mb, bst := t.check(k, &rs2[i], wb, ln, &best); hit != 0 {
			if collectStats {
				t.Scanned += split + len(ks2) - i
			}
			return hit, ma, mb, bst
		}
	}
	if collectStats {
		t.Scanned += n
	}
	return 0, 0, 0, best
}

// check compares word B of an entry whose word A matched, and its bounds
// with ln: hit 1 or -1 with the entry's masks and best move when they
// decide; otherwise 0, and *best takes the entry's best move if it has
// none yet.
func (t *TT) check(k *entryKey, r *entryRest, wb uint64, ln int, best *uint8) (hit int, ma, mb uint64, bst uint8) {
	if wb&r.mask != r.own {
		return 0, 0, 0, 0
	}
	lo, hi := int(r.lo), int(r.hi)
	if lo >= ln {
		if collectStats {
			t.Hits++
		}
		return 1, k.mask, r.mask, r.best
	}
	if hi < ln {
		if collectStats {
			t.Hits++
		}
		return -1, k.mask, r.mask, r.best
	}
	if *best == 0xff {
		*best = r.best
	}
	return 0, 0, 0, 0
}

// store records a bound for the pattern: owners (oa, ob) of the cards
// (ma, mb) in words A and B, lower bound lo and upper bound hi on the
// leader side's tricks. bi is the key's bucket as find gave it at epoch
// (-1 if absent): still good when the epoch has not moved.
func (t *TT) store(bi int, epoch uint32, shape uint64, leader int, oa, ma, ob, mb uint64, lo, hi int, best uint8) {
	if bi < 0 || epoch != t.epoch {
		bi = t.findOrAdd(shape, leader)
	}
	b := &t.buckets[bi]
	n := int(b.n)
	if n > 0 {
		off := int(b.off)
		ks := t.keys[off : off+n]
		rs := t.rest[off : off+n]
		for i := range ks {
			if ks[i].own == oa && ks[i].mask == ma && rs[i].own == ob && rs[i].mask == mb {
				r := &rs[i]
				r.lo = max(r.lo, int8(lo))
				r.hi = min(r.hi, int8(hi))
				if best != 0xff {
					r.best = best
				}
				return
			}
		}
	}
	t.nentries++
	var slot int
	switch {
	case b.log2 == 0 || n == 1<<b.log2 && b.log2 < maxRegionLog2:
		// A first region, or one twice the size.
		log2 := uint8(minRegionLog2)
		if b.log2 != 0 {
			log2 = b.log2 + 1
		}
		off := t.alloc(log2)
		if off < 0 {
			t.reset()
			bi = t.findOrAdd(shape, leader)
			b = &t.buckets[bi]
			n, log2 = 0, minRegionLog2
			off = t.alloc(log2)
		} else if b.log2 != 0 {
			old := b.off
			copy(t.keys[off:off+int32(n)], t.keys[old:old+int32(n)])
			copy(t.rest[off:off+int32(n)], t.rest[old:old+int32(n)])
			t.keys[old].own = uint64(t.free[b.log2])
			t.free[b.log2] = old
		}
		b.off, b.log2 = off, log2
		slot = n
		b.n++
	case n < 1<<b.log2:
		slot = n
		b.n++
	default:
		// Full at the cap: the oldest entry gives way.
		slot = int(b.oldest)
		b.oldest = uint16((slot + 1) & (1<<b.log2 - 1))
	}
	i := int(b.off) + slot
	t.keys[i] = entryKey{own: oa, mask: ma}
	t.rest[i] = entryRest{own: ob, mask: mb, lo: int8(lo), hi: int8(hi), best: best}
}

// topMasks gives the masks of words A and B for the top k relative ranks
// of suit su: both planes.
func topMasks(su, k int) (ma, mb uint64) {
	m13 := uint64(1<<k-1) << (13 - k)
	a, b := m13>>5, m13&31
	sh := 8 * su
	return (a | a<<32) << sh, (b | b<<32) << sh
}

// patternTop is the number of top relative ranks of suit su a pattern
// with masks (ma, mb) names.
func patternTop(ma, mb uint64, su int) int {
	sh := 8 * su
	return bits.OnesCount8(uint8(ma>>sh)) + bits.OnesCount8(uint8(mb>>sh))
}
