package dd

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"syscall"
	"testing"
	"time"

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

// benchSets are the benchmark's sets: the deals of testdata/ddsref.txt
// by kind.
var benchSets = []struct{ name, kind string }{
	{"random", "R"}, {"reallike", "L"}, {"hard", "H"},
}

// benchDeals is the benchmark's sample of one set of testdata/ddsref.txt:
// $BRIDGELAW_DD_BENCH_N deals (default 40, "all" for every deal, "none"
// for none: the run then measures only the start-up and warm-up, which
// bench-dds.sh takes off the instruction counts), spread over the set,
// with DDS's tables.
func benchDeals(b *testing.B, kind string) ([]bridge.Deal, []bridge.TrickTable) {
	var all []refDeal
	for _, r := range loadRef(b) {
		if r.set == kind {
			all = append(all, r)
		}
	}
	n := 40
	if v := os.Getenv("BRIDGELAW_DD_BENCH_N"); v == "all" {
		n = len(all)
	} else if v == "none" {
		return nil, nil
	} else if v != "" {
		n, _ = strconv.Atoi(v)
	}
	cs := all
	if n > 0 && n < len(all) {
		cs = make([]refDeal, 0, n)
		for i := range n {
			cs = append(cs, all[i*len(all)/n])
		}
	}
	deals := make([]bridge.Deal, len(cs))
	want := make([]bridge.TrickTable, len(cs))
	for i, c := range cs {
		deals[i], want[i] = c.deal, c.table
	}
	return deals, want
}

// warmUpDeal has each suit in one hand: every table entry is 13 or 0.
var warmUpDeal = bridge.MustDeal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")

// cpuTime is the process's user and system time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkTables solves the full tables of a sample of each set of the
// reference data (random, real-like, hard) with each implementation, one
// and two threads, and checks every value against DDS's. ns/op is the wall
// time of the whole sample; ms/table the wall time a deal, cpu-ms/table
// the process's CPU time (user + system) a deal, the measure to compare
// on a loaded machine. Select with -bench 'Tables/set=hard/impl=go/threads=1'
// and compare with benchstat -col /impl (dd/bench-dds.sh).
func BenchmarkTables(b *testing.B) {
	for _, set := range benchSets {
		deals, want := benchDeals(b, set.kind)
		for _, im := range benchImpls {
			name := fmt.Sprintf("set=%s/impl=%s/threads=%d", set.name, im.name, im.threads)
			b.Run(name, func(b *testing.B) {
				// Warm-up: each solver's one-time set-up (DDS's thread
				// memory, the Go table's first growth) on a deal solved
				// at once, outside the measure.
				if _, err := im.run([]bridge.Deal{warmUpDeal}); err != nil {
					b.Fatal(err)
				}
				b.ResetTimer()
				b.ReportAllocs()
				cpu0 := cpuTime()
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
				per := float64(b.N * max(len(deals), 1))
				b.ReportMetric(float64(b.Elapsed().Milliseconds())/per, "ms/table")
				b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000/per, "cpu-ms/table")
			})
		}
	}
}

// BenchmarkSolveLead is one null-window-driven solve from the opening lead
// (DDS SolveBoard with target -1), fresh solver each time, on the first
// real-like deal in notrump.
func BenchmarkSolveLead(b *testing.B) {
	deals, want := benchDeals(b, "L")
	d := deals[0]
	for b.Loop() {
		v, err := Solve(context.Background(), Lead(d, bridge.NoTrump, bridge.South))
		if err != nil || 13-v != want[0][bridge.South][bridge.NoTrump] {
			b.Fatalf("%d, %v", 13-v, err)
		}
	}
}
