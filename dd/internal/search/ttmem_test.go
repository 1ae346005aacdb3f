package search

import (
	"testing"

	"bridgelaw/internal/testdeal"
)

// TestTTMemoryBound: the table keeps within its budget whatever it is asked
// to hold. With the smallest budget (1 MiB) a random deal's notrump and
// clubs, which need several MiB, fill it and it is cleared (Resets > 0), its peak
// (old copies of growing arrays counted) stays within the budget, and every
// result is the one found with the default budget.
func TestTTMemoryBound(t *testing.T) {
	r := testdeal.New(15, 9)
	small, big := New(MinMemory), New(0)
	if small.TT().Memory() != MinMemory || big.TT().Memory() != DefaultMemory {
		t.Fatalf("budgets %d, %d", small.TT().Memory(), big.TT().Memory())
	}
	if tiny := NewTT(1000); tiny.Memory() != MinMemory {
		t.Errorf("a 1,000-byte budget is %d, want MinMemory", tiny.Memory())
	}
	resets := 0
	for range 1 {
		d := testdeal.Deal(r)
		h := d.Hands()
		var hands [4]uint64
		for i := range 4 {
			hands[i] = uint64(h[i])
		}
		for _, st := range []int{4, 0} {
			for l := range 2 {
				small.SetPosition(hands, st, l, nil)
				big.SetPosition(hands, st, l, nil)
				a, _ := small.Value(7)
				b, _ := big.Value(7)
				if a != b {
					t.Errorf("%s strain %d leader %d: %d with 1 MiB, %d with the default", d, st, l, a, b)
				}
			}
			resets += small.TT().Resets
			small.TT().Resets = 0
			small.TT().Clear()
			big.TT().Clear()
		}
	}
	tt := small.TT()
	if tt.PeakBytes() > tt.Memory() || tt.Bytes() > tt.Memory() {
		t.Errorf("peak %d bytes, now %d, budget %d", tt.PeakBytes(), tt.Bytes(), tt.Memory())
	}
	if resets == 0 {
		t.Errorf("the 1 MiB table was never full: the bound was not exercised")
	}
	if big.TT().PeakBytes() <= MinMemory {
		t.Errorf("the default table peaked at %d bytes: these deals need less than the small budget", big.TT().PeakBytes())
	}
	t.Logf("1 MiB table: peak %d bytes, %d resets; default table: peak %d bytes", tt.PeakBytes(), resets, big.TT().PeakBytes())
}

// TestTTBudgetArithmetic: for budgets from 1 MiB to 4 GiB, the largest the
// arrays can grow to, counted with the old copy made by the last growth,
// fits the budget.
func TestTTBudgetArithmetic(t *testing.T) {
	for m := MinMemory; m <= 4<<30; m *= 2 {
		for _, mem := range []int{m, m + m/3} {
			tt := NewTT(mem)
			peakBuckets := tt.maxBuckets*bucketBytes*3/2 + tt.maxEntries*entryBytes
			peakBlocks := tt.maxBuckets*bucketBytes + tt.maxEntries*entryBytes*3/2
			if max(peakBuckets, peakBlocks) > mem {
				t.Errorf("budget %d: peaks %d and %d", mem, peakBuckets, peakBlocks)
			}
			if tt.maxEntries*entryBytes < mem/4 {
				t.Errorf("budget %d: only %d bytes of entries", mem, tt.maxEntries*entryBytes)
			}
		}
	}
}
