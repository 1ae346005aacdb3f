package handrecord

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/lin"
	"bridgelaw/pbn"
	"bridgelaw/record"
)

// Board is one board of a sheet: the deal with its dealer and
// vulnerability, and what is known of its double-dummy analysis.
type Board struct {
	// Number is the board number (1 or more), 0 when the file gives none.
	Number        bridge.Board
	Dealer        bridge.Seat
	Vulnerability bridge.Vulnerability
	Deal          bridge.Deal
	// Source is where the board was read ("file.pbn:12"), for messages.
	Source string

	// DD is the double-dummy table: tricks 0-13 for each declarer and
	// strain (-1 where unknown); nil when not known. DDSolved says Complete
	// solved it (false: the file gave it).
	DD       *bridge.TrickTable
	DDSolved bool
	// Par is the par score and contracts (score from North-South's view);
	// nil when not known.
	Par *bridge.Par
	// Leads are the opening leads against the first par contract, nil when
	// not solved or when par is a pass.
	Leads *Leads
}

// Leads are the double-dummy values of every opening lead against one
// contract.
type Leads struct {
	// Contract is the contract the leads are valued against, with its
	// declarer; the opening leader is its Declarer.LHO() (Law 41A).
	Contract bridge.Contract
	// Cards are the leader's cards, highest suit and rank first, each with
	// the tricks declarer takes after it with best play by both sides
	// (0-13).
	Cards []Lead
}

// Lead is one opening lead and declarer's tricks after it (0-13).
type Lead struct {
	Card           bridge.Card
	DeclarerTricks int
}

// ErrIncomplete reports a record whose four hands are not all known: a
// hand-record sheet shows the whole deal.
var ErrIncomplete = errors.New("handrecord: the deal is not complete")

// FromRecord is the board of a hand record: its number, the dealer and the
// vulnerability the record gives or, when it gives none, those of the board
// number (Law 2), and the deal. A record that does not give all four hands
// is an error wrapping ErrIncomplete (a record with three hands is
// completed, as its reader does). The double-dummy fields are left for the
// caller (the file's analysis) or Complete.
func FromRecord(r *record.Record) (*Board, error) {
	if r == nil {
		return nil, fmt.Errorf("%w: no record", ErrIncomplete)
	}
	known := 0
	for _, k := range r.HandKnown {
		if k {
			known++
		}
	}
	if known < 3 {
		return nil, fmt.Errorf("%w: %s: %d of the four hands given", ErrIncomplete, r.Source, known)
	}
	deal, err := bridge.NewDeal(r.Hands.Complete())
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrIncomplete, r.Source, err)
	}
	b := &Board{Number: r.Board, Deal: deal, Source: r.Source, Dealer: r.Board.Dealer(), Vulnerability: r.Board.Vulnerability()}
	if r.DealerKnown {
		b.Dealer = r.Dealer
	}
	if r.VulnerabilityKnown {
		b.Vulnerability = r.Vulnerability
	}
	return b, nil
}

// HandviewerURL is the link that shows the board's deal, dealer,
// vulnerability and number in BBO's handviewer (lin.HandviewerURL).
func (b *Board) HandviewerURL() string {
	r := &record.Record{Board: b.Number, Dealer: b.Dealer, DealerKnown: true, Vulnerability: b.Vulnerability,
		VulnerabilityKnown: true, Hands: b.Deal.Hands(), HandKnown: bridge.BySeat[bool]{true, true, true, true}, ClaimTricks: -1}
	return lin.HandviewerURL(lin.FromRecord(r))
}

// Complete fills in the boards' double-dummy analysis where it is missing:
// the tables of the boards without one (dd.TablesOpt on workers goroutines,
// 0 or less: one per CPU; some 0.3 s of one core a deal), par for those
// with a full table and no par (dd.Par, the dealer's side bidding first),
// and the opening leads against the first par contract (Solver.SolveCards
// at the opening lead) when par is not a pass. The tables are solved a few
// deals at a time, so that when ctx ends (a time limit) what was solved is
// kept, with its par; the error is then ctx's, and the boards not reached
// keep nil fields. o.Progress is told the deals solved so far.
func Complete(ctx context.Context, boards []*Board, workers int, o dd.Options) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var todo []*Board
	for _, b := range boards {
		if b.DD == nil {
			todo = append(todo, b)
		}
	}
	done := 0
	for chunk := range slices.Chunk(todo, 2*workers) {
		deals := make([]bridge.Deal, len(chunk))
		for i, b := range chunk {
			deals[i] = b.Deal
		}
		base := done
		opt := o
		if o.Progress != nil {
			opt.Progress = func(n int) { o.Progress(base + n) }
		}
		tables, err := dd.TablesOpt(ctx, deals, workers, opt)
		if err != nil {
			completePar(boards)
			return err
		}
		for i, b := range chunk {
			b.DD, b.DDSolved = &tables[i], true
		}
		done += len(chunk)
	}
	completePar(boards)
	return solveLeads(ctx, boards, workers, o)
}

// completePar gives par to the boards with a full table and no par.
func completePar(boards []*Board) {
	for _, b := range boards {
		if b.Par == nil && b.DD != nil && b.DD.Complete() {
			p := dd.Par(*b.DD, b.Vulnerability, b.Dealer)
			b.Par = &p
		}
	}
}

// leadContract is the contract the leads of b are valued against: the
// first par contract at its lowest level, doubled when it is a sacrifice,
// played by its first declarer; ok is false when par is a pass or unknown.
func leadContract(b *Board) (bridge.Contract, bool) {
	if b.Par == nil {
		return bridge.Contract{}, false
	}
	return dd.ParLeadContract(*b.Par)
}

// solveLeads values the opening leads of the boards that have a par
// contract and no leads yet, on workers goroutines with a Solver each.
func solveLeads(ctx context.Context, boards []*Board, workers int, o dd.Options) error {
	jobs := make(chan *Board)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var first error
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sv := dd.NewSolver(dd.Options{TTMemory: o.TTMemory, Timeout: o.Timeout})
			for b := range jobs {
				c, _ := leadContract(b)
				res, err := sv.SolveCards(ctx, dd.Lead(b.Deal, c.Strain, c.Declarer))
				if err != nil {
					mu.Lock()
					first = cmpErr(first, err)
					mu.Unlock()
					continue
				}
				l := &Leads{Contract: c}
				for _, r := range res {
					l.Cards = append(l.Cards, Lead{Card: r.Card, DeclarerTricks: 13 - r.Tricks})
				}
				b.Leads = l
			}
		}()
	}
	for _, b := range boards {
		if _, ok := leadContract(b); !ok || b.Leads != nil {
			continue
		}
		if ctx.Err() != nil {
			break
		}
		jobs <- b
	}
	close(jobs)
	wg.Wait()
	if first == nil {
		first = ctx.Err()
	}
	return first
}

// cmpErr keeps the first error met.
func cmpErr(first, err error) error {
	if first != nil {
		return first
	}
	return err
}

// TableProblem is what is wrong with the double-dummy table a file gives
// for a board: the table is then not taken, and Complete solves the deal.
type TableProblem int

const (
	// TableUnreadable: the OptimumResultTable section or the
	// DoubleDummyTricks tag is there but cannot be read (a result out of
	// 0-13, "zz", a missing column).
	TableUnreadable TableProblem = iota + 1
	// TableIncomplete: the table gives some of the 20 results, not all.
	TableIncomplete
)

// TakeAnalysis gives b the double-dummy table and par its PBN game g
// writes: the OptimumResultTable section, else the DoubleDummyTricks tag
// (PBN 2.1 §3.4 and BridgeComposer's tag), and OptimumScore with
// ParContract as the par. A table is taken only when it gives all 20
// results (tricks 0-13): one that cannot be read, or gives some results
// and not all, is left for Complete to solve, and TakeAnalysis returns
// what was wrong (0 when nothing) with the reader's error (nil for
// TableIncomplete). A table that gives no result, or no table, is not a
// problem: Complete solves the deal.
func (b *Board) TakeAnalysis(g *pbn.Game) (TableProblem, error) {
	var problem TableProblem
	var perr error
	t, err := g.OptimumResultTable()
	if errors.Is(err, pbn.ErrNoTag) {
		t, err = g.DoubleDummyTricks()
	}
	switch {
	case errors.Is(err, pbn.ErrNoTag):
	case err != nil:
		problem, perr = TableUnreadable, err
	case t.Complete():
		b.DD = &t
	default:
		for _, seat := range bridge.Seats() {
			for _, tricks := range t[seat] {
				if tricks >= 0 {
					problem = TableIncomplete
				}
			}
		}
	}
	if p, err := g.Par(); err == nil {
		b.Par = &p
	}
	return problem, perr
}

// Contradiction is a board whose table the file gave and whose opening
// leads, solved from the deal, give the declarer of the lead contract
// another result: File is the table's tricks, Solved the solver's (the
// fewest declarer takes after any lead, 0-13).
type Contradiction struct {
	Board    *Board
	Contract bridge.Contract
	File     int
	Solved   int
}

// Contradictions lists the boards of the file's tables (DDSolved false)
// that their solved leads contradict: a table for another deal, or wrong.
func Contradictions(boards []*Board) []Contradiction {
	var out []Contradiction
	for _, b := range boards {
		if b.DDSolved || b.DD == nil || b.Leads == nil || len(b.Leads.Cards) == 0 {
			continue
		}
		c := b.Leads.Contract
		solved := 13
		for _, l := range b.Leads.Cards {
			solved = min(solved, l.DeclarerTricks)
		}
		if f := b.DD[c.Declarer][c.Strain]; f >= 0 && f != solved {
			out = append(out, Contradiction{Board: b, Contract: c, File: f, Solved: solved})
		}
	}
	return out
}
