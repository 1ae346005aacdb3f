package laws

import (
	"errors"
	"fmt"
	"sort"

	"bridgelaw/bridge"
)

// RevokeFacts is what Law 64 needs to know of one revoke: the offender, the
// trick, and the facts that decide between the automatic adjustment of 64A
// and the cases of 64B. The full record derives them from the events; the
// Director's summary (RuleSummary) takes them from the Director.
type RevokeFacts struct {
	Offender bridge.Seat
	Trick    int         // the revoke trick, 1-13
	Suit     bridge.Suit // the suit the offender failed to follow (for 64B2)
	// SuitKnown: Suit is known; without it the full door cannot tell a
	// repeat in the same suit, and only Repeat decides 64B2.
	SuitKnown bool
	// Established: the revoke was established (63A); false when it was
	// corrected in time (62A): then there is no adjustment.
	Established bool
	// AsIfEstablished: corrected, but Law 64 applies as if it had been
	// established (Law 43B2b: dummy, having breached 43A2, first asked).
	AsIfEstablished bool
	// FacedCard: a failure to play a penalty card or another card faced on
	// the table, or a revoke by dummy (64B3). A revoke by dummy's seat is
	// always this case.
	FacedCard bool
	// Repeat: a later revoke in the same suit by the same player (64B2);
	// the engine also finds it from Suit.
	Repeat bool
	// AfterNextBoard: attention was first drawn after a member of the
	// non-offending side called on the next board (64B4).
	AfterNextBoard bool
	// AfterRound: attention was first drawn after the round ended (64B5).
	AfterRound bool
	// Corrected62C3: both sides revoked on this trick and both revokes were
	// corrected (62C3, 64B8).
	Corrected62C3 bool
}

// Adjustment is the Law 64 ruling on one revoke: the law applied (64A1,
// 64A2, a 64B case, or 62A for a revoke corrected in time), the number of
// tricks transferred (0-2) to the non-offending side To, and which tricks.
type Adjustment struct {
	Revoke   RevokeFacts
	Law      bridge.LawRef
	Transfer int
	To       bridge.Side
	Tricks   []int // the trick numbers transferred, ascending
	// Why is the 64B case, or 62A, as a Detail ("b6": "revoke on the
	// twelfth trick"); nil for a transfer.
	Why Detail
	// Reason is Why in English ("revoke on the twelfth trick"), "" for a
	// transfer.
	Reason string
}

// ErrWinners: the winners of the tricks do not cover the revoke trick, or
// hold an invalid seat.
var ErrWinners = errors.New("laws: the trick winners do not fit the revokes")

// AdjustRevokes applies Law 64 at the end of play. winners is the seat that
// won each trick in order (index 0 is trick 1; 13 entries for a full board;
// tricks settled by a claim are given to a seat of the side that got them);
// revokes are in any order. It returns one Adjustment per revoke, in trick
// order, and declarer's tricks after the transfers (0-13).
//
// The rules: 64A1, the offending player won the revoke trick: that trick and
// one later trick won by his side are transferred (a trick won by dummy is
// not won by declarer); 64A2, otherwise, one trick if the offending side won
// the revoke trick or a later one; 64B, no automatic transfer in each listed
// case. Only tricks the offending side won from the revoke trick on are ever
// transferred, and a trick is never transferred twice; the revokes are
// served in trick order, each with the first free tricks, so that each gets
// its transfer when the tricks won allow. After every
// established revoke the Director still checks equity (64C).
func AdjustRevokes(c bridge.Contract, winners []bridge.Seat, revokes []RevokeFacts) ([]Adjustment, int, error) {
	if c.IsPassedOut() || !c.Valid() {
		return nil, 0, fmt.Errorf("%w: no contract", ErrWinners)
	}
	if len(winners) > 13 {
		return nil, 0, fmt.Errorf("%w: %d tricks", ErrWinners, len(winners))
	}
	declTricks := 0
	for _, w := range winners {
		if !w.Valid() {
			return nil, 0, fmt.Errorf("%w: invalid seat", ErrWinners)
		}
		if w.Side() == c.Side() {
			declTricks++
		}
	}
	rv := append([]RevokeFacts(nil), revokes...)
	sort.SliceStable(rv, func(i, j int) bool { return rv[i].Trick < rv[j].Trick })
	for _, r := range rv {
		if r.Trick < 1 || r.Trick > len(winners) || !r.Offender.Valid() {
			return nil, 0, fmt.Errorf("%w: revoke on trick %d of %d", ErrWinners, r.Trick, len(winners))
		}
	}
	var establishedBy [2]bool
	for _, r := range rv {
		if r.Established || r.AsIfEstablished {
			establishedBy[r.Offender.Side()] = true
		}
	}
	dummy := c.Dummy()
	out := make([]Adjustment, 0, len(rv))
	for i, r := range rv {
		os := r.Offender.Side()
		a := Adjustment{Revoke: r, To: os.Opponents()}
		repeat := r.Repeat
		if r.SuitKnown {
			for _, p := range rv[:i] {
				if p.Offender == r.Offender && p.SuitKnown && p.Suit == r.Suit && p.Trick < r.Trick && (p.Established || p.AsIfEstablished) {
					repeat = true
				}
			}
		}
		osWon := false
		for t := r.Trick; t <= len(winners); t++ {
			if winners[t-1].Side() == os {
				osWon = true
			}
		}
		switch {
		case r.Corrected62C3:
			a.Law, a.Why = bridge.Law(64, "B8"), dt("b8")
		case !r.Established && !r.AsIfEstablished:
			a.Law, a.Why = bridge.Law(62, "A"), dt("corrected")
		case r.Trick == 12:
			a.Law, a.Why = bridge.Law(64, "B6"), dt("b6")
		case r.AfterRound:
			a.Law, a.Why = bridge.Law(64, "B5"), dt("b5")
		case r.AfterNextBoard:
			a.Law, a.Why = bridge.Law(64, "B4"), dt("b4")
		case r.FacedCard || r.Offender == dummy:
			a.Law, a.Why = bridge.Law(64, "B3"), dt("b3")
		case repeat:
			a.Law, a.Why = bridge.Law(64, "B2"), dt("b2")
		case establishedBy[0] && establishedBy[1]:
			a.Law, a.Why = bridge.Law(64, "B7"), dt("b7")
		case !osWon:
			a.Law, a.Why = bridge.Law(64, "B1"), dt("b1")
		case winners[r.Trick-1] == r.Offender:
			a.Law = bridge.Law(64, "A1")
		default:
			a.Law = bridge.Law(64, "A2")
		}
		out = append(out, a)
	}
	// The transfers. own: the revoke trick of each 64A1 revoke, which that
	// revoke transfers as its own; no other revoke takes it. The revokes
	// are served in trick order, each with the first free tricks won by
	// the offending side from its revoke trick on (64A1: "one of any
	// subsequent tricks"; 64A2: "one trick"). What a revoke may take runs
	// to the end of play, so serving the earliest revoke with the earliest
	// tricks leaves each later revoke every trick it could have had: each
	// revoke gets its transfer whenever the tricks won allow.
	own := make([]bool, len(winners)+1)
	for _, a := range out {
		if a.Law == bridge.Law(64, "A1") {
			own[a.Revoke.Trick] = true
		}
	}
	taken := make([]bool, len(winners)+1)
	take := func(a *Adjustment, from int) {
		for t := from; t <= len(winners); t++ {
			if winners[t-1].Side() == a.Revoke.Offender.Side() && !taken[t] && !own[t] {
				a.Tricks = append(a.Tricks, t)
				taken[t] = true
				return
			}
		}
	}
	for i := range out {
		a := &out[i]
		r := a.Revoke
		switch a.Law {
		case bridge.Law(64, "A1"):
			a.Tricks = append(a.Tricks, r.Trick)
			taken[r.Trick] = true
			take(a, r.Trick+1)
		case bridge.Law(64, "A2"):
			take(a, r.Trick)
		}
		a.Transfer = len(a.Tricks)
		if a.Why != nil {
			a.Reason = a.Why.String()
		}
		if r.Offender.Side() == c.Side() {
			declTricks -= a.Transfer
		} else {
			declTricks += a.Transfer
		}
	}
	return out, declTricks, nil
}
