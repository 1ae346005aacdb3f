package dd

import (
	"context"
	"sync"
	"time"

	"bridgelaw/bridge"
)

// Advisor answers the Director's double-dummy questions for the laws engine
// (it satisfies laws.Advisor and laws.TrickAdvisor; package laws never
// imports dd): how many of the remaining tricks a side takes from a
// position, at a trick boundary or in the middle of a trick.
// The engine attaches the answer to a contested claim (Law 70) and to the
// equity check after an established revoke (Law 64C) as advice; the
// Director still judges.
//
// An Advisor is safe for concurrent use (a server asks from many tables at
// once): it keeps a pool of solvers. The zero value is ready to use.
type Advisor struct {
	// Timeout bounds one answer (0: 20 seconds). A question that takes
	// longer gets context.DeadlineExceeded, and the engine gives no advice.
	Timeout time.Duration

	pool sync.Pool
}

// advisorTT is the transposition table budget of an advisor's solvers, in
// bytes (16 MiB): a position from the middle of the play needs far less
// than a full table.
const advisorTT = 16 << 20

// Tricks is the number of tricks side takes, with best play by all four
// players, of the cards left in hands (each hand the same length, 1-13)
// with strain as trumps and leader on lead: 0 to the cards in a hand.
// Errors: ErrPosition (a *PositionError) when hands are not a position,
// ErrSide when side is not one, context.DeadlineExceeded after Timeout.
func (a *Advisor) Tricks(hands bridge.Hands, strain bridge.Strain, leader bridge.Seat, side bridge.Side) (int, error) {
	return a.TricksInTrick(hands, strain, leader, nil, side)
}

// TricksInTrick is Tricks in the middle of a trick (laws.TrickAdvisor):
// trick holds the 0-3 cards played to it from leader on, hands the cards
// still held; the count, 0 to the tricks left, includes the current trick.
func (a *Advisor) TricksInTrick(hands bridge.Hands, strain bridge.Strain, leader bridge.Seat, trick []bridge.Card, side bridge.Side) (int, error) {
	timeout := a.Timeout
	if timeout <= 0 {
		timeout = 20 * time.Second
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	sv, _ := a.pool.Get().(*Solver)
	if sv == nil {
		sv = NewSolver(Options{TTMemory: advisorTT})
	}
	defer a.pool.Put(sv)
	return sv.SolveFor(ctx, Position{Hands: hands, Strain: strain, Leader: leader, Trick: trick}, side)
}
