package dd

import (
	"context"
	"runtime"
	"sync"
	"time"

	"bridgelaw/bridge"
)

// strainTricks solves one strain for the four opening leaders with one
// transposition table (DDS CalcDDtable reuses the table the same way) and
// returns the tricks of each declarer.
//
// The leaders go in partnership pairs, North and South, then East and West:
// a side's tricks on lead from one hand are most often those on lead from
// its partner's, so the previous result is the best guess for the null-window
// driver (DDS SolveSameBoard starts the next declarer from the previous
// result the same way). Across the pairs the guess is 13 minus it.
func (sv *Solver) strainTricks(ctx context.Context, d bridge.Deal, st bridge.Strain) (bridge.BySeat[int], error) {
	var out bridge.BySeat[int]
	guess := 7
	for i, leader := range [4]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West} {
		if i == 2 {
			guess = 13 - guess
		}
		p := NewPosition(d, st, leader)
		v, err := sv.value(ctx, p, guess)
		if err != nil {
			return out, err
		}
		out[leader.RHO()] = 13 - v
		guess = v
	}
	return out, nil
}

// Table solves all 20 contracts of deal d (4 declarers x 5 strains), one
// strain after the other, the four leaders of a strain sharing one
// transposition table. Use Tables for many deals on all cores. Past the
// solver's Options.Timeout the error wraps ErrTimeout.
func (sv *Solver) Table(ctx context.Context, d bridge.Deal) (bridge.TrickTable, error) {
	var t bridge.TrickTable
	if d.IsZero() {
		return t, posErr("the zero Deal is not a deal")
	}
	ctx, cancel, wrap := sv.budget(ctx)
	defer cancel()
	for _, st := range bridge.Strains() {
		r, err := sv.strainTricks(ctx, d, st)
		if err != nil {
			return t, wrap(err)
		}
		for _, s := range bridge.Seats() {
			t[s][st] = r[s]
		}
	}
	return t, nil
}

// Table is Solver.Table with a fresh solver.
func Table(ctx context.Context, d bridge.Deal) (bridge.TrickTable, error) {
	return NewSolver(Options{}).Table(ctx, d)
}

// Tables solves the tables of many deals with workers goroutines (0 or
// less, or more than runtime.GOMAXPROCS: one per CPU), each with its own
// Solver. The work is split by deal
// and strain (5 jobs a deal), like DDS CalcAllTables. The result has one
// table per deal, in order. On the first error (or when ctx ends) the
// other workers stop and the error is returned.
func Tables(ctx context.Context, deals []bridge.Deal, workers int) ([]bridge.TrickTable, error) {
	return TablesOpt(ctx, deals, workers, Options{})
}

// TablesOpt is Tables with solver options. A deal past o.Timeout is an
// error like any other (wrapping ErrTimeout); TablesEach goes on with the
// other deals instead.
func TablesOpt(ctx context.Context, deals []bridge.Deal, workers int, o Options) ([]bridge.TrickTable, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	out, _, first := tablesEach(ctx, deals, workers, o, cancel)
	if first != nil {
		return nil, first
	}
	return out, nil
}

// TablesEach is TablesOpt that solves every deal it can: errs[i] is nil
// when deal i's table was solved, an error wrapping ErrTimeout when the
// deal ran past o.Timeout (its time counted from the start of its first
// strain; the other deals go on), a *PositionError for the zero Deal, or
// ctx's error for the deals left when ctx ended. A table not solved is
// bridge.UnknownTable().
func TablesEach(ctx context.Context, deals []bridge.Deal, workers int, o Options) (tables []bridge.TrickTable, errs []error) {
	tables, errs, _ = tablesEach(ctx, deals, workers, o, nil)
	return tables, errs
}

// workerCount is the number of solvers tablesEach runs for njobs jobs (a
// strain of a deal each) when asked for workers (0 or less: one a CPU):
// never more than the jobs, nor than runtime.GOMAXPROCS, since the search
// is all CPU: more solvers than CPUs only share the CPUs and split the
// table budget into tables too small for a strain (256 workers on 40 deals
// took 15 times the CPU time of one).
func workerCount(workers, njobs int) int {
	procs := runtime.GOMAXPROCS(0)
	if workers <= 0 || workers > procs {
		workers = procs
	}
	return max(min(workers, njobs), 1)
}

// workerOptions is the options of each of workers solvers of tablesEach:
// o's table budget (0: DefaultTTMemory) shared among them, each at least
// MinTTMemory, so that the tables of all the workers together keep within
// max(o.TTMemory, workers*MinTTMemory); no time budget (the deal's is set
// by tablesEach).
func workerOptions(o Options, workers int) Options {
	total := o.TTMemory
	if total <= 0 {
		total = DefaultTTMemory
	}
	o.TTMemory = max(total/max(workers, 1), MinTTMemory)
	o.Timeout = 0
	return o
}

// tablesEach solves the deals; stop, when set, is called on the first
// error (TablesOpt stops everything then), which is returned as first.
func tablesEach(ctx context.Context, deals []bridge.Deal, workers int, o Options, stop func()) (out []bridge.TrickTable, errs []error, first error) {
	out = make([]bridge.TrickTable, len(deals))
	errs = make([]error, len(deals))
	fail := func(i int, err error) {
		if errs[i] == nil {
			errs[i] = err
			out[i] = bridge.UnknownTable()
			if first == nil {
				first = err
			}
			if stop != nil {
				stop()
			}
		}
	}
	var todo []int
	for i, d := range deals {
		if d.IsZero() {
			fail(i, posErr("deal %d is the zero Deal", i+1))
			continue
		}
		todo = append(todo, i)
	}
	njobs := 5 * len(todo)
	workers = workerCount(workers, njobs)
	if njobs == 0 {
		return out, errs, first
	}
	solverOpt := workerOptions(o, workers)
	if workers <= 1 {
		sv := NewSolver(o)
		for n, i := range todo {
			if err := ctx.Err(); err != nil {
				fail(i, err)
				continue
			}
			t, err := sv.Table(ctx, deals[i])
			if err != nil {
				fail(i, err)
				continue
			}
			out[i] = t
			if o.Progress != nil {
				o.Progress(n + 1)
			}
		}
		return out, errs, first
	}
	var mu sync.Mutex // guards errs, deadline, strainsDone, dealsDone
	strainsDone := make([]int, len(deals))
	deadline := make([]time.Time, len(deals))
	dealsDone := 0
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sv := NewSolver(solverOpt)
			for j := range jobs {
				i, st := todo[j/5], bridge.Strains()[j%5]
				mu.Lock()
				skip := errs[i] != nil
				if o.Timeout > 0 && deadline[i].IsZero() {
					deadline[i] = time.Now().Add(o.Timeout)
				}
				dl := deadline[i]
				mu.Unlock()
				if skip {
					continue
				}
				jctx, cancel := ctx, context.CancelFunc(func() {})
				if o.Timeout > 0 {
					jctx, cancel = context.WithDeadline(ctx, dl)
				}
				r, err := sv.strainTricks(jctx, deals[i], st)
				cancel()
				mu.Lock()
				switch {
				case err != nil && ctx.Err() == nil && jctx.Err() == context.DeadlineExceeded:
					fail(i, &timeoutError{o.Timeout})
				case err != nil:
					fail(i, err)
				case errs[i] == nil:
					for _, s := range bridge.Seats() {
						out[i][s][st] = r[s]
					}
					strainsDone[i]++
					if strainsDone[i] == 5 {
						dealsDone++
						if o.Progress != nil {
							o.Progress(dealsDone)
						}
					}
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for j := range njobs {
		select {
		case jobs <- j:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		for _, i := range todo {
			if strainsDone[i] < 5 {
				fail(i, err)
			}
		}
	}
	return out, errs, first
}
