package dd

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"

	"bridgelaw/bridge"
)

// tableImpl is a way of solving tables for the benchmark: this package's
// solver, or DDS through libdds when built with -tags dds (ddsbench_test.go).
type tableImpl struct {
	name    string
	threads int
	run     func(deals []bridge.Deal) ([]bridge.TrickTable, error)
}

var benchImpls = []tableImpl{
	{name: "go", threads: 1, run: func(deals []bridge.Deal) ([]bridge.TrickTable, error) {
		// One solver, one deal after another: single-threaded tables.
		sv := NewSolver(Options{})
		out := make([]bridge.TrickTable, len(deals))
		for i, d := range deals {
			t, err := sv.Table(context.Background(), d)
			if err != nil {
				return nil, err
			}
			out[i] = t
		}
		return out, nil
	}},
	{name: "go", threads: 2, run: func(deals []bridge.Deal) ([]bridge.TrickTable, error) {
		return Tables(context.Background(), deals, 2)
	}},
}

// benchDeals is the benchmark's sample of a reference file:
// $BRIDGELAW_DD_BENCH_N deals (default 40, "all" for every deal), spread
// over the file.
func benchDeals(b *testing.B, rel string) ([]bridge.Deal, []bridge.TrickTable) {
	all := loadTables(b, rel)
	n := 40
	if v := os.Getenv("BRIDGELAW_DD_BENCH_N"); v == "all" {
		n = len(all)
	} else if v != "" {
		n, _ = strconv.Atoi(v)
	}
	cs := all
	if n > 0 && n < len(all) {
		cs = make([]tableCase, 0, n)
		for i := range n {
			cs = append(cs, all[i*len(all)/n])
		}
	}
	deals := make([]bridge.Deal, len(cs))
	want := make([]bridge.TrickTable, len(cs))
	for i, c := range cs {
		deals[i], want[i] = c.deal, c.want
	}
	return deals, want
}

// BenchmarkTables solves the full tables of a sample of real deals
// (ddtables.txt, DDS's list1000) and random deals (ddtables-random.txt)
// with each implementation, one and two threads, and checks every value
// against DDS's reference. ns/op is the time for the whole sample;
// ms/table is per deal. Compare with benchstat -col /impl.
func BenchmarkTables(b *testing.B) {
	for _, set := range []struct{ name, file string }{
		{"real", "data/dd/ddtables.txt"},
		{"random", "data/dd/ddtables-random.txt"},
	} {
		deals, want := benchDeals(b, set.file)
		for _, im := range benchImpls {
			name := fmt.Sprintf("set=%s/impl=%s/threads=%d", set.name, im.name, im.threads)
			b.Run(name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					got, err := im.run(deals)
					if err != nil {
						b.Fatal(err)
					}
					for i := range want {
						if got[i] != want[i] {
							b.Fatalf("%s deal %s:\n got\n%s want\n%s", im.name, deals[i], got[i], want[i])
						}
					}
				}
				b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(deals)), "ms/table")
			})
		}
	}
}

// BenchmarkSolveLead is one null-window-driven solve from the opening lead
// (DDS SolveBoard with target -1), fresh solver each time, on the first
// real deal in notrump.
func BenchmarkSolveLead(b *testing.B) {
	deals, want := benchDeals(b, "data/dd/ddtables.txt")
	d := deals[0]
	for b.Loop() {
		v, err := Solve(context.Background(), Lead(d, bridge.NoTrump, bridge.South))
		if err != nil || 13-v != want[0][bridge.South][bridge.NoTrump] {
			b.Fatalf("%d, %v", 13-v, err)
		}
	}
}
