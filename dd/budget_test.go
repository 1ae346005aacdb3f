package dd

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"

	"bridgelaw/bridge"
	"bridgelaw/internal/testdeal"
)

// TestTimeout: a deal past Options.Timeout is not solved and says so (an
// error wrapping ErrTimeout and context.DeadlineExceeded) instead of
// running on; TablesEach reports it for that deal only and solves the
// others.
func TestTimeout(t *testing.T) {
	r := testdeal.New(15, 11)
	d1, d2 := testdeal.Deal(r), testdeal.Deal(r)
	ctx := context.Background()

	sv := NewSolver(Options{Timeout: time.Nanosecond})
	if _, err := sv.Table(ctx, d1); !errors.Is(err, ErrTimeout) || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Table past its budget: %v, want ErrTimeout", err)
	}
	if _, err := sv.Solve(ctx, NewPosition(d1, bridge.NoTrump, bridge.West)); !errors.Is(err, ErrTimeout) {
		t.Errorf("Solve past its budget: %v, want ErrTimeout", err)
	}
	if _, err := sv.SolveCards(ctx, NewPosition(d1, bridge.NoTrump, bridge.West)); !errors.Is(err, ErrTimeout) {
		t.Errorf("SolveCards past its budget: %v, want ErrTimeout", err)
	}
	// A cancelled context is not a timeout.
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := sv.Table(cctx, d1); errors.Is(err, ErrTimeout) || !errors.Is(err, context.Canceled) {
		t.Errorf("Table with a cancelled context: %v, want context.Canceled", err)
	}

	for _, workers := range []int{1, 2} {
		start := time.Now()
		tabs, errs := TablesEach(ctx, []bridge.Deal{d1, d2}, workers, Options{Timeout: time.Nanosecond})
		for i, err := range errs {
			if !errors.Is(err, ErrTimeout) || tabs[i] != bridge.UnknownTable() {
				t.Errorf("%d workers: deal %d past its budget: %v, table\n%s", workers, i+1, err, tabs[i])
			}
		}
		if el := time.Since(start); el > 5*time.Second {
			t.Errorf("%d workers: deals past a 1 ns budget took %s", workers, el)
		}
		if _, err := TablesOpt(ctx, []bridge.Deal{d1, d2}, workers, Options{Timeout: time.Nanosecond}); !errors.Is(err, ErrTimeout) {
			t.Errorf("%d workers: TablesOpt past the budget: %v", workers, err)
		}

		// A generous budget: both deals solved, the zero deal refused, as
		// with no budget at all.
		want, err := Tables(ctx, []bridge.Deal{d1, d2}, 1)
		if err != nil {
			t.Fatal(err)
		}
		tabs, errs = TablesEach(ctx, []bridge.Deal{d1, {}, d2}, workers, Options{Timeout: 10 * time.Minute})
		if errs[0] != nil || errs[2] != nil || tabs[0] != want[0] || tabs[2] != want[1] {
			t.Errorf("%d workers: %v %v\n%s%s", workers, errs[0], errs[2], tabs[0], tabs[2])
		}
		if !errors.Is(errs[1], ErrPosition) {
			t.Errorf("%d workers: the zero deal: %v", workers, errs[1])
		}
	}
}

// TestTTMemoryOption: a solver given a budget below the smallest has the
// smallest (1 MiB), solves a position right with it, and its table never
// held more.
func TestTTMemoryOption(t *testing.T) {
	r := testdeal.New(15, 12)
	p := Lead(testdeal.Deal(r), bridge.NoTrump, bridge.South)
	want, err := Solve(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	sv := NewSolver(Options{TTMemory: 1})
	if m := sv.s.TT().Memory(); m != MinTTMemory {
		t.Errorf("budget %d, want MinTTMemory", m)
	}
	got, err := sv.Solve(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("with a 1 MiB table %d, want %d", got, want)
	}
	if pk := sv.TTPeakBytes(); pk > MinTTMemory {
		t.Errorf("table peak %d bytes, budget %d", pk, MinTTMemory)
	}
}

// TestTablesShareTTMemory: the workers of Tables share the table budget
// (each gets its part, at least MinTTMemory), so that memory does not grow
// with the number of workers; with a small budget and many workers the
// tables are those of one solver.
func TestTablesShareTTMemory(t *testing.T) {
	for _, tc := range []struct{ total, workers, want int }{
		{0, 1, DefaultTTMemory},
		{0, 4, DefaultTTMemory / 4},
		{0, 1000, MinTTMemory},
		{8 << 20, 2, 4 << 20},
		{8 << 20, 16, MinTTMemory},
	} {
		o := workerOptions(Options{TTMemory: tc.total, Timeout: time.Second}, tc.workers)
		if o.Timeout != 0 {
			t.Errorf("%+v: worker timeout %v", tc, o.Timeout)
		}
		if m := NewSolver(o).s.TT().Memory(); m != tc.want {
			t.Errorf("budget %d, %d workers: each table %d bytes, want %d", tc.total, tc.workers, m, tc.want)
		}
	}
	r := testdeal.New(16, 3)
	deals := []bridge.Deal{testdeal.Deal(r), testdeal.Deal(r)}
	want, err := Tables(context.Background(), deals, 1)
	if err != nil {
		t.Fatal(err)
	}
	got, errs := TablesEach(context.Background(), deals, 8, Options{TTMemory: 2 * MinTTMemory})
	for i := range deals {
		if errs[i] != nil || got[i] != want[i] {
			t.Errorf("deal %d with 8 workers sharing 2 MiB: %v\n%s\nwant\n%s", i, errs[i], got[i], want[i])
		}
	}
}

// TestWorkerCount: never more solvers than CPUs (runtime.GOMAXPROCS) or
// jobs, one at least: more only share the CPUs and split the table budget
// into tables too small for a strain (256 workers on 40 deals took 15 times
// one worker's CPU time).
func TestWorkerCount(t *testing.T) {
	procs := runtime.GOMAXPROCS(0)
	for _, tc := range []struct{ workers, jobs, want int }{
		{0, 200, procs},
		{-3, 200, procs},
		{256, 200, procs},
		{1, 200, 1},
		{256, 1, 1},
		{procs, 200, procs},
		{0, 0, 1},
	} {
		if got := workerCount(tc.workers, tc.jobs); got != tc.want {
			t.Errorf("workerCount(%d, %d) = %d, want %d", tc.workers, tc.jobs, got, tc.want)
		}
	}
}
