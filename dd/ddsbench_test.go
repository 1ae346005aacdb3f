//go:build dds

package dd

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"

	"bridgelaw/bridge"
	"bridgelaw/dd/internal/ddsref"
	"bridgelaw/internal/testdeal"
)

// With -tags dds the table benchmark also runs DDS (Debian's libdds) on the
// same deals: CalcDDtablePBN one deal at a time on one thread, and
// CalcAllTablesPBN (strain jobs spread over the threads, SetMaxThreads(n))
// on all cores; the lead benchmark runs SolveBoard; and a set of random
// deals dealt at run time, apart from the repository, joins the table
// sets (TestHeldOutBesideDDS checks both solvers agree on it).
// ddsThreads is the thread count set last: DDS's SetMaxThreads sets up its
// threads' memory anew at each call, which is no part of solving a deal.
var ddsThreads = -1

func setDDSThreads(n int) {
	if n != ddsThreads {
		ddsref.SetMaxThreads(n)
		ddsThreads = n
	}
}

func ddsTables(deals []bridge.Deal, threads int) ([]bridge.TrickTable, error) {
	var ts []ddsref.Table
	setDDSThreads(threads)
	if threads == 1 {
		ts = make([]ddsref.Table, len(deals))
		for i, d := range deals {
			t, err := ddsref.CalcTable(d.String())
			if err != nil {
				return nil, err
			}
			ts[i] = t
		}
	} else {
		pbns := make([]string, len(deals))
		for i, d := range deals {
			pbns[i] = d.String()
		}
		var err error
		if ts, err = ddsref.CalcTables(pbns); err != nil {
			return nil, err
		}
	}
	out := make([]bridge.TrickTable, len(ts))
	for i, t := range ts {
		for s := range 4 {
			out[i][s] = bridge.ByStrain[int](t[s])
		}
	}
	return out, nil
}

func init() {
	benchImpls = append(benchImpls, tableImpl{name: "dds", threads: 1, run: func(deals []bridge.Deal) ([]bridge.TrickTable, error) {
		return ddsTables(deals, 1)
	}})
	if allCores > 1 {
		benchImpls = append(benchImpls, tableImpl{name: "dds", threads: allCores, run: func(deals []bridge.Deal) ([]bridge.TrickTable, error) {
			return ddsTables(deals, allCores)
		}})
	}
	leadImpls = append(leadImpls, leadImpl{name: "dds", run: func(ps []leadPosition) ([]int, error) {
		// SolveBoardPBN with target -1, solutions 1, mode 1 on thread
		// 0; DDS keeps its table between calls on the same deal and
		// strain, as Solver does.
		setDDSThreads(1)
		out := make([]int, len(ps))
		for i, p := range ps {
			v, _, err := ddsref.SolveNodes(ddsStrainCode(p.strain), int(p.leader-bridge.North), p.deal.String())
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return out, nil
	}})
	benchSets = append(benchSets, benchSet{"heldout", func(tb testing.TB) ([]bridge.Deal, []bridge.TrickTable) {
		return heldOutDeals(tb), nil
	}})
}

// heldOutStream is the generator stream of the held-out deals
// (internal/testdeal.New(seed, heldOutStream)); dd/internal/gendata
// deals the reference data with seed 15 and streams 1-3.
const heldOutStream = 15015

var (
	heldOutOnce sync.Once
	heldOutSeed uint64
	heldOutDeal []bridge.Deal
)

// heldOutDeals is the held-out set: $BRIDGELAW_DD_BENCH_N random deals
// (default 40, "all" 400, "none" none) dealt by internal/testdeal from
// the seed $BRIDGELAW_DD_HELDOUT_SEED (default: the time, in seconds;
// written to standard error), none of them a deal of testdata/ddsref.txt.
// The same seed and count give the same deals, and a smaller count the
// first of them, so bench-dds.sh's processes solve the deals its check
// compared.
func heldOutDeals(tb testing.TB) []bridge.Deal {
	heldOutOnce.Do(func() {
		seed := uint64(time.Now().Unix())
		if v := os.Getenv("BRIDGELAW_DD_HELDOUT_SEED"); v != "" {
			var err error
			if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
				tb.Fatalf("BRIDGELAW_DD_HELDOUT_SEED=%q: want a number", v)
			}
		} else {
			fmt.Fprintf(os.Stderr, "held-out deals: BRIDGELAW_DD_HELDOUT_SEED=%d\n", seed)
		}
		heldOutSeed = seed
		n := benchCount(tb, "BRIDGELAW_DD_BENCH_N", 40)
		if n < 0 {
			n = 400
		}
		inRepo := map[bridge.Deal]bool{}
		for _, r := range loadRef(tb) {
			inRepo[r.deal] = true
		}
		r := testdeal.New(seed, heldOutStream)
		for len(heldOutDeal) < n {
			if d := testdeal.Deal(r); !inRepo[d] {
				heldOutDeal = append(heldOutDeal, d)
			}
		}
	})
	return heldOutDeal
}

// TestHeldOutBesideDDS (-tags dds): the held-out deals of heldOutDeals,
// dealt at run time apart from the repository, have the same full tables
// from package dd (Tables on all cores) and from DDS (CalcAllTablesPBN);
// a difference fails the test with the seed that deals it again.
// bench-dds.sh runs it before timing the set.
func TestHeldOutBesideDDS(t *testing.T) {
	deals := heldOutDeals(t)
	if testing.Short() && len(deals) > 5 {
		deals = deals[:5]
	}
	got, err := Tables(context.Background(), deals, allCores)
	if err != nil {
		t.Fatal(err)
	}
	want, err := ddsTables(deals, allCores)
	if err != nil {
		t.Fatal(err)
	}
	for i := range deals {
		if got[i] != want[i] {
			t.Errorf("held-out deal %d of seed %d, %s:\npackage dd\n%sDDS\n%s", i+1, heldOutSeed, deals[i], got[i], want[i])
		}
	}
	if !t.Failed() {
		t.Logf("%d held-out deals of seed %d: the same tables", len(deals), heldOutSeed)
	}
}
