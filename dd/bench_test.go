package dd

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"sync"
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

// allCores is the thread count of the all-cores table benchmarks:
// runtime.NumCPU(). On a one-core machine there are none (threads=1 is
// already all of it).
var allCores = runtime.NumCPU()

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
}

func init() {
	if allCores > 1 {
		benchImpls = append(benchImpls, tableImpl{name: "go", threads: allCores, run: func(deals []bridge.Deal) ([]bridge.TrickTable, error) {
			return Tables(context.Background(), deals, allCores)
		}})
	}
}

// benchSet is a set of deals of the table benchmark. deals gives the
// sample and the tables to check against; want is nil for a set checked
// elsewhere (the held-out set: TestHeldOutBesideDDS, -tags dds).
type benchSet struct {
	name  string
	deals func(tb testing.TB) (deals []bridge.Deal, want []bridge.TrickTable)
}

// benchSets are the table benchmark's sets: the deals of
// testdata/ddsref.txt by kind, and with -tags dds the held-out random
// deals (ddsbench_test.go).
var benchSets = []benchSet{
	{"random", refSet("R")},
	{"reallike", refSet("L")},
	{"hard", refSet("H")},
}

// benchCount is the number of deals a benchmark set takes, from the
// environment variable env: def when unset, -1 for "all" (every deal of
// the set), 0 for "none": the run then measures only the start-up and
// warm-up, which bench-dds.sh takes off the instruction counts.
func benchCount(tb testing.TB, env string, def int) int {
	switch v := os.Getenv(env); v {
	case "":
		return def
	case "all":
		return -1
	case "none":
		return 0
	default:
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			tb.Fatalf("%s=%q: want a count of deals, all or none", env, v)
		}
		return n
	}
}

// benchRefs is n deals of kind ("R", "L", "H") of testdata/ddsref.txt,
// spread over the set (every deal for n < 0, none for n = 0). The file is
// read even for none, so that a run with no deal counts the same start-up
// as one with deals.
func benchRefs(tb testing.TB, kind string, n int) []refDeal {
	var all []refDeal
	for _, r := range loadRef(tb) {
		if r.set == kind {
			all = append(all, r)
		}
	}
	if n < 0 || n >= len(all) {
		return all
	}
	out := make([]refDeal, 0, n)
	for i := range n {
		out = append(out, all[i*len(all)/n])
	}
	return out
}

// refSet is the benchmark sample of one set of testdata/ddsref.txt:
// $BRIDGELAW_DD_BENCH_N deals (default 40), with DDS's tables. The sample
// is made once, at the first benchmark that needs it, so that the
// implementations solve the same deals and a run that selects other sets
// does not read it.
func refSet(kind string) func(testing.TB) ([]bridge.Deal, []bridge.TrickTable) {
	var (
		once  sync.Once
		deals []bridge.Deal
		want  []bridge.TrickTable
	)
	return func(tb testing.TB) ([]bridge.Deal, []bridge.TrickTable) {
		once.Do(func() {
			for _, r := range benchRefs(tb, kind, benchCount(tb, "BRIDGELAW_DD_BENCH_N", 40)) {
				deals = append(deals, r.deal)
				want = append(want, r.table)
			}
		})
		return deals, want
	}
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
// reference data (random, real-like, hard; with -tags dds also held-out
// random deals) with each implementation, on one thread and on all cores
// (runtime.NumCPU()), and checks every value against DDS's. ns/op is the
// wall time of the whole sample; ms/table the wall time a deal,
// cpu-ms/table the process's CPU time (user + system, all threads) a
// deal, the measure to compare on a loaded machine. Select with -bench
// 'Tables/set=hard/impl=go/threads=1' and compare with benchstat -col
// /impl (dd/bench-dds.sh).
func BenchmarkTables(b *testing.B) {
	for _, set := range benchSets {
		for _, im := range benchImpls {
			name := fmt.Sprintf("set=%s/impl=%s/threads=%d", set.name, im.name, im.threads)
			b.Run(name, func(b *testing.B) {
				deals, want := set.deals(b)
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

// leadPosition is one opening-lead position of the lead benchmark: the
// whole deal, the strain and the seat on lead.
type leadPosition struct {
	deal   bridge.Deal
	strain bridge.Strain
	leader bridge.Seat
}

// leadImpl is a way of solving opening-lead positions: the tricks the
// leader's side takes, 0-13, one a position.
type leadImpl struct {
	name string
	run  func(ps []leadPosition) ([]int, error)
}

var leadImpls = []leadImpl{
	{name: "go", run: func(ps []leadPosition) ([]int, error) {
		// One solver, one position after another; its table is cleared
		// at each new deal, as DDS's is.
		sv := NewSolver(Options{})
		out := make([]int, len(ps))
		for i, p := range ps {
			v, err := sv.Solve(context.Background(), NewPosition(p.deal, p.strain, p.leader))
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return out, nil
	}},
}

var (
	leadOnce sync.Once
	leadPs   []leadPosition
	leadWant []int
)

// leadPositions is the lead benchmark's sample: $BRIDGELAW_DD_LEAD_N real-like
// deals of testdata/ddsref.txt (default 100), each at the opening lead of
// its contract (the file's field 9), with DDS's answer (the best of the
// file's 13 lead values).
func leadPositions(tb testing.TB) ([]leadPosition, []int) {
	leadOnce.Do(func() {
		for _, r := range benchRefs(tb, "L", benchCount(tb, "BRIDGELAW_DD_LEAD_N", 100)) {
			leadPs = append(leadPs, leadPosition{r.deal, r.strain, r.declarer.LHO()})
			best := 0
			for _, v := range r.leads {
				best = max(best, v)
			}
			leadWant = append(leadWant, best)
		}
	})
	return leadPs, leadWant
}

// BenchmarkLead solves one position a deal, the opening lead of a
// contract (13 cards a hand, one strain, one leader), on the real-like
// deals of leadPositions, with each implementation on one thread: package
// dd's Solver.Solve, and with -tags dds DDS's SolveBoard (target -1,
// solutions 1). Every answer is checked against DDS's before the
// benchmark reports a time. The metrics are those of BenchmarkTables, a
// position instead of a table.
func BenchmarkLead(b *testing.B) {
	for _, im := range leadImpls {
		b.Run(fmt.Sprintf("set=reallike/impl=%s/threads=1", im.name), func(b *testing.B) {
			ps, want := leadPositions(b)
			// Warm-up: a deal solved at once, outside the measure.
			if _, err := im.run([]leadPosition{{warmUpDeal, bridge.NoTrump, bridge.North}}); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			b.ReportAllocs()
			cpu0 := cpuTime()
			for b.Loop() {
				got, err := im.run(ps)
				if err != nil {
					b.Fatal(err)
				}
				for i := range want {
					if got[i] != want[i] {
						b.Fatalf("%s deal %s, %s, %s on lead: %d tricks, DDS %d", im.name, ps[i].deal, ps[i].strain, ps[i].leader, got[i], want[i])
					}
				}
			}
			per := float64(b.N * max(len(ps), 1))
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/per, "ms/position")
			b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000/per, "cpu-ms/position")
		})
	}
}

// BenchmarkSolveLead is one null-window-driven solve from the opening lead
// (DDS SolveBoard with target -1), fresh solver each time, on the first
// real-like deal in notrump.
func BenchmarkSolveLead(b *testing.B) {
	rs := benchRefs(b, "L", 1)
	d, want := rs[0].deal, rs[0].table
	for b.Loop() {
		v, err := Solve(context.Background(), Lead(d, bridge.NoTrump, bridge.South))
		if err != nil || 13-v != want[bridge.South][bridge.NoTrump] {
			b.Fatalf("%d, %v", 13-v, err)
		}
	}
}
