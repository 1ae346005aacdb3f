package dd

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"bridgelaw/bridge"
	"bridgelaw/dd/internal/search"
)

// Options tune a Solver. The zero value gives the defaults.
type Options struct {
	// TTMemory bounds each solver's transposition table, in bytes (0:
	// DefaultTTMemory; at least MinTTMemory): the table never holds more,
	// whatever the deal, the copies made while it grows included. A full
	// table is cleared and the search goes on; a smaller table only costs
	// time. A real deal uses some 2-10 MB. Tables, TablesOpt and
	// TablesEach share the budget among their workers (each table gets
	// TTMemory/workers, at least MinTTMemory).
	TTMemory int
	// Timeout is the time budget of one deal's table (Solver.Table,
	// Tables, TablesEach) or of one call (Solve, SolveCards, AnalysePlay),
	// 0 for none. A deal past it is not solved: the call returns an error
	// wrapping ErrTimeout (TablesEach reports it for that deal and goes
	// on with the others).
	Timeout time.Duration
	// Progress, when set, is told by Tables the number of deals solved so
	// far each time one is done (never from two goroutines at once).
	Progress func(done int)
}

// DefaultTTMemory is the transposition table budget of a Solver when
// Options.TTMemory is 0: 128 MiB.
const DefaultTTMemory = search.DefaultMemory

// MinTTMemory is the smallest transposition table budget; a smaller
// Options.TTMemory is raised to it: 1 MiB.
const MinTTMemory = search.MinMemory

// ErrTimeout is wrapped by the error of a deal or call that ran past
// Options.Timeout (with context.DeadlineExceeded).
var ErrTimeout = errors.New("dd: not solved within the time budget")

// timeoutError is the error of a call past its budget: errors.Is finds
// both ErrTimeout and context.DeadlineExceeded.
type timeoutError struct{ budget time.Duration }

func (e *timeoutError) Error() string {
	return fmt.Sprintf("dd: not solved within the time budget (%s)", e.budget)
}

func (e *timeoutError) Unwrap() []error {
	return []error{ErrTimeout, context.DeadlineExceeded}
}

// Solver is a double-dummy solver with its own transposition table. It is
// not safe for concurrent use: give each goroutine its own Solver (Tables
// does). There is no global state; the table is kept between calls on
// positions of the same deal and strain and cleared otherwise.
type Solver struct {
	s       *search.Searcher
	cards   bridge.Hands // each seat's cards in the deal solved last
	strain  bridge.Strain
	ready   bool
	timeout time.Duration
}

// NewSolver makes a solver.
func NewSolver(o Options) *Solver {
	return &Solver{s: search.New(o.TTMemory), timeout: o.Timeout}
}

// TTPeakBytes is the most memory the solver's transposition table has held
// at once, at most its budget (Options.TTMemory).
func (sv *Solver) TTPeakBytes() int { return sv.s.TT().PeakBytes() }

// budget is ctx with the solver's time budget, if any, and the function
// that turns the error of a call under it into a timeoutError.
func (sv *Solver) budget(ctx context.Context) (context.Context, context.CancelFunc, func(error) error) {
	if sv.timeout <= 0 {
		return ctx, func() {}, func(err error) error { return err }
	}
	c, cancel := context.WithTimeout(ctx, sv.timeout)
	return c, cancel, func(err error) error {
		if err != nil && ctx.Err() == nil && c.Err() == context.DeadlineExceeded {
			return &timeoutError{sv.timeout}
		}
		return err
	}
}

// set loads position p (already validated) into the search engine, keeping
// the table when p belongs to the deal and strain solved last.
func (sv *Solver) set(ctx context.Context, p Position) {
	cards := p.seatCards()
	same := sv.ready && p.Strain == sv.strain
	for i := range 4 {
		if cards[i]&^sv.cards[i] != 0 {
			same = false
		}
	}
	if !same {
		// Entries hold for any deal in the strain, but another deal's
		// entries only take room and time.
		sv.s.TT().Clear()
		sv.cards = cards
		sv.strain = p.Strain
		sv.ready = true
	}
	hands, trump, leader, trick := p.searchArgs()
	sv.s.SetPosition(hands, trump, leader, trick)
	if ctx.Done() == nil {
		sv.s.SetStop(nil)
	} else {
		sv.s.SetStop(func() bool { return ctx.Err() != nil })
	}
}

// value solves a validated position from a guess.
func (sv *Solver) value(ctx context.Context, p Position, guess int) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if p.Remaining() == 0 {
		return 0, nil
	}
	sv.set(ctx, p)
	v, ok := sv.s.Value(guess)
	if !ok {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		return 0, context.Canceled
	}
	return v, nil
}

// Solve returns the most tricks the side of the player to play
// (p.ToPlay().Side()) can take from the remaining tricks of p, the current
// trick included, when both sides play double dummy: 0 to p.Remaining().
// At a trick boundary the player to play is the one on lead. A forced card
// or a single legal card changes nothing: the result is always a real trick
// count (never DDS's -2 of SolveBoard mode 0; TestForcedPlay).
//
// The method is DDS's SolveBoard with target -1 (Haglund & Hein): a series
// of null-window searches on the trick count.
func (sv *Solver) Solve(ctx context.Context, p Position) (int, error) {
	if err := p.Validate(); err != nil {
		return 0, err
	}
	ctx, cancel, wrap := sv.budget(ctx)
	defer cancel()
	v, err := sv.value(ctx, p, (p.Remaining()+1)/2)
	return v, wrap(err)
}

// SolveFor is Solve from the view of side d: the tricks d takes from the
// remaining tricks of p (the current trick included), 0 to p.Remaining().
// Add p.Won[d] for d's total on the board. Errors: a *PositionError
// (ErrPosition), ErrSide, the context's error.
func (sv *Solver) SolveFor(ctx context.Context, p Position, d bridge.Side) (int, error) {
	if err := p.Validate(); err != nil {
		return 0, err
	}
	if err := checkSide(d); err != nil {
		return 0, err
	}
	ctx, cancel, wrap := sv.budget(ctx)
	defer cancel()
	v, err := sv.tricksFor(ctx, p, d, (p.Remaining()+1)/2)
	return v, wrap(err)
}

// tricksFor is the double-dummy tricks of side d from p's remaining tricks.
func (sv *Solver) tricksFor(ctx context.Context, p Position, d bridge.Side, guess int) (int, error) {
	n := p.Remaining()
	if n == 0 {
		return 0, nil
	}
	mover := p.ToPlay().Side()
	g := guess
	if mover != d {
		g = n - guess
	}
	v, err := sv.value(ctx, p, g)
	if err != nil {
		return 0, err
	}
	if mover == d {
		return v, nil
	}
	return n - v, nil
}

// CardResult is the double-dummy value of one legal card.
type CardResult struct {
	Card bridge.Card
	// Tricks is the most tricks the side of the player to play can take
	// from the remaining tricks of the position (the current trick
	// included) after playing Card: 0 to Position.Remaining().
	Tricks int
}

// SolveCards returns the double-dummy value of every legal card of the
// player to play, highest suit and rank first (DDS SolveBoard with
// solutions 3). The best cards have Tricks equal to Solve's result; the
// difference for another card is what playing it costs, which is what the
// Director needs for equity after a revoke, a lead out of turn or a claim
// (Laws 12C, 64C, 70). Equivalent cards (touching in the hand) are solved
// once.
func (sv *Solver) SolveCards(ctx context.Context, p Position) ([]CardResult, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	ctx, cancel, wrap := sv.budget(ctx)
	defer cancel()
	out, err := sv.solveCards(ctx, p)
	return out, wrap(err)
}

func (sv *Solver) solveCards(ctx context.Context, p Position) ([]CardResult, error) {
	legal := p.Legal()
	if legal == 0 {
		return nil, ErrNoCards
	}
	mover := p.ToPlay().Side()
	cards := legal.Slice()
	slices.SortFunc(cards, func(a, b bridge.Card) int { return int(b) - int(a) })
	out := make([]CardResult, 0, len(cards))
	done := bridge.CardSet(0)
	val := map[bridge.Card]int{}
	guess := (p.Remaining() + 1) / 2
	for _, c := range cards {
		if done.Has(c) {
			continue
		}
		q, err := p.Play(c)
		if err != nil {
			return nil, err
		}
		won := q.Won[mover] - p.Won[mover]
		t, err := sv.tricksFor(ctx, q, mover, guess-won)
		if err != nil {
			return nil, err
		}
		t += won
		guess = t
		for m := range sequenceMates(p, c).Cards() {
			done = done.With(m)
			val[m] = t
		}
	}
	for _, c := range cards {
		out = append(out, CardResult{Card: c, Tricks: val[c]})
	}
	return out, nil
}

// AnalysePlay follows a played line from p and returns the double-dummy
// total of side d after each card: element 0 is for p itself, element i
// after the i-th card. Each total is the tricks d has won (Position.Won)
// plus the tricks d takes from the rest with best play, so a drop from one
// element to the next is a double-dummy mistake by d, a rise one by the
// other side (DDS AnalysePlay). d must be a side (ErrSide). Every card
// must be legal (ErrNotHeld, play.ErrMustFollowSuit).
func (sv *Solver) AnalysePlay(ctx context.Context, p Position, cards []bridge.Card, d bridge.Side) ([]int, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if err := checkSide(d); err != nil {
		return nil, err
	}
	ctx, cancel, wrap := sv.budget(ctx)
	defer cancel()
	out, err := sv.analysePlay(ctx, p, cards, d)
	return out, wrap(err)
}

func (sv *Solver) analysePlay(ctx context.Context, p Position, cards []bridge.Card, d bridge.Side) ([]int, error) {
	out := make([]int, 0, len(cards)+1)
	guess := (p.Remaining() + 1) / 2
	for i := 0; ; i++ {
		t, err := sv.tricksFor(ctx, p, d, guess)
		if err != nil {
			return nil, err
		}
		guess = t
		out = append(out, p.Won[d]+t)
		if i == len(cards) {
			return out, nil
		}
		before := p.Won[d]
		p, err = p.Play(cards[i])
		if err != nil {
			return nil, err
		}
		guess -= p.Won[d] - before
		if guess < 0 {
			guess = 0
		}
	}
}

// Solve is Solver.Solve with a fresh solver.
func Solve(ctx context.Context, p Position) (int, error) {
	return NewSolver(Options{}).Solve(ctx, p)
}

// SolveCards is Solver.SolveCards with a fresh solver.
func SolveCards(ctx context.Context, p Position) ([]CardResult, error) {
	return NewSolver(Options{}).SolveCards(ctx, p)
}

// AnalysePlay is Solver.AnalysePlay with a fresh solver.
func AnalysePlay(ctx context.Context, p Position, cards []bridge.Card, d bridge.Side) ([]int, error) {
	return NewSolver(Options{}).AnalysePlay(ctx, p, cards, d)
}
