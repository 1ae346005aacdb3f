package results

import (
	"context"
	"errors"

	"bridgelaw/bridge"
	"bridgelaw/dd"
)

// SolveDD completes the double-dummy tables and par of the event's boards,
// for the hand records of WriteHTML:
//
//   - a board with a full deal (DealKnown) and no table from its source
//     (OptimumResultTable, DoubleDummyTricks) is solved with package dd; all
//     such deals in one dd.TablesOpt call, on workers goroutines (0: one per
//     CPU), with o (o.Progress is told the deals solved so far);
//   - a board with a full table (its source's or solved) and no par from its
//     source (OptimumScore, ParContract) gets par computed from the table
//     for its vulnerability, the dealer's side bidding first (DDS
//     DealerPar), kept in Board.Par (Board.ParText prints it as those PBN
//     tags: "NS 420, N 4S=", "NS 100, EW 4SX-1", "NS 0, Pass").
//
// What the source gives is kept as it is. A table takes some 0.3 s of one
// core a deal. With o.Timeout, a deal not solved within it is left
// without a table, its board's DDError saying so (wrapping
// dd.ErrTimeout), and the others are solved. SolveDD returns the number of
// deals solved; on another error (ctx ended) it changes nothing.
func (e *Event) SolveDD(ctx context.Context, workers int, o dd.Options) (int, error) {
	todo := e.unsolved()
	deals := make([]bridge.Deal, len(todo))
	for i, b := range todo {
		deals[i] = b.Deal
	}
	solved := 0
	if len(deals) > 0 {
		tables, errs := dd.TablesEach(ctx, deals, workers, o)
		for _, err := range errs {
			if err != nil && !errors.Is(err, dd.ErrTimeout) {
				return 0, err
			}
		}
		for i, b := range todo {
			if errs[i] != nil {
				b.DDError = errs[i]
				continue
			}
			b.DD = &tables[i]
			b.DDError = nil
			solved++
		}
	}
	for _, b := range e.Boards {
		if b.Par != nil || b.ParSource != "" || b.DD == nil {
			continue
		}
		if b.DD.Complete() {
			p := dd.Par(*b.DD, b.Vulnerability, b.Dealer)
			b.Par = &p
		}
	}
	return solved, nil
}

// DealsToSolve is the number of deals SolveDD would solve: the boards with
// a full deal and no double-dummy table.
func (e *Event) DealsToSolve() int { return len(e.unsolved()) }

func (e *Event) unsolved() []*Board {
	var todo []*Board
	for _, b := range e.Boards {
		if b.DD == nil && b.DealKnown {
			todo = append(todo, b)
		}
	}
	return todo
}
