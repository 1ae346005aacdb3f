package dd

import (
	"context"
	"runtime"
	"sync"

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
// transposition table. Use Tables for many deals on all cores.
func (sv *Solver) Table(ctx context.Context, d bridge.Deal) (bridge.TrickTable, error) {
	var t bridge.TrickTable
	if d.IsZero() {
		return t, posErr("the zero Deal is not a deal")
	}
	for _, st := range bridge.Strains() {
		r, err := sv.strainTricks(ctx, d, st)
		if err != nil {
			return t, err
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
// less: one per CPU), each with its own Solver. The work is split by deal
// and strain (5 jobs a deal), like DDS CalcAllTables. The result has one
// table per deal, in order. On the first error (or when ctx ends) the
// other workers stop and the error is returned.
func Tables(ctx context.Context, deals []bridge.Deal, workers int) ([]bridge.TrickTable, error) {
	return TablesOpt(ctx, deals, workers, Options{})
}

// TablesOpt is Tables with solver options.
func TablesOpt(ctx context.Context, deals []bridge.Deal, workers int, o Options) ([]bridge.TrickTable, error) {
	out := make([]bridge.TrickTable, len(deals))
	for i, d := range deals {
		if d.IsZero() {
			return nil, posErr("deal %d is the zero Deal", i+1)
		}
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	njobs := 5 * len(deals)
	if workers > njobs {
		workers = njobs
	}
	if workers <= 1 {
		sv := NewSolver(o)
		for i, d := range deals {
			t, err := sv.Table(ctx, d)
			if err != nil {
				return nil, err
			}
			out[i] = t
			if o.Progress != nil {
				o.Progress(i + 1)
			}
		}
		return out, nil
	}
	var mu sync.Mutex
	strainsDone := make([]int, len(deals))
	dealsDone := 0
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan int)
	var wg sync.WaitGroup
	var once sync.Once
	var firstErr error
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sv := NewSolver(o)
			for j := range jobs {
				i, st := j/5, bridge.Strains()[j%5]
				r, err := sv.strainTricks(ctx, deals[i], st)
				if err != nil {
					once.Do(func() { firstErr = err; cancel() })
					continue
				}
				for _, s := range bridge.Seats() {
					out[i][s][st] = r[s] // each job writes its own cells
				}
				mu.Lock()
				strainsDone[i]++
				if strainsDone[i] == 5 {
					dealsDone++
					if o.Progress != nil {
						o.Progress(dealsDone)
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
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return out, nil
}
