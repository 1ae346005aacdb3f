package record

import (
	"errors"
	"fmt"

	"bridgelaw/bridge"
)

// Record is one board as played (or only dealt) at one table. Fields that a
// file did not give are marked by their Known flag (or are zero strings).
type Record struct {
	Source string // where it came from, e.g. "file.pbn:12" (for messages)

	Board              bridge.Board // 0 when not given
	Dealer             bridge.Seat
	DealerKnown        bool
	Vulnerability      bridge.Vulnerability
	VulnerabilityKnown bool

	Hands     bridge.Hands        // the cards dealt; a hand may be unknown
	HandKnown bridge.BySeat[bool] // which hands the record gives

	Players bridge.BySeat[string]
	Event   string
	Site    string
	Date    string // as written in the file
	Room    string // "Open", "Closed" or ""
	Scoring string // PBN Scoring tag or LIN vg scoring letter, as written
	Title   string // a heading (LIN ah, PBN Description)

	// The team match the board belongs to, as written: the teams (PBN
	// HomeTeam and VisitTeam, LIN vg team 1 and team 2), the segment or
	// stage (PBN Stage, LIN vg segment) and the IMPs each team carries
	// into it (LIN vg carry-over; PBN HomeCarryOver and VisitCarryOver,
	// bridgelaw's extension tags). "" when not given.
	HomeTeam, VisitTeam           string
	Stage                         string
	HomeCarryOver, VisitCarryOver string

	// The auction, from the first caller (the dealer in export form).
	AuctionStart bridge.Seat
	Calls        []Call
	// AuctionEnded: the record shows the end of the auction (three passes
	// after a bid, four passes, or "AP"); false for a partial auction ("*").
	AuctionEnded bool

	// The play in the order the cards were played (PBN play rows are put in
	// that order by the reader). It stops at the first unknown card.
	Plays []Play
	// ClaimTricks is declarer's total tricks, counting those already won,
	// agreed by a claim or concession (LIN mc); -1 when there is none.
	ClaimTricks int

	// What the file itself says (tags); used for the disagreement report.
	Contract      bridge.Contract // with Declarer when DeclarerKnown
	ContractKnown bool
	DeclarerKnown bool
	// DeclarerSwapped: PBN [Declarer "^X"]: declarer and dummy changed places.
	DeclarerSwapped bool
	Result          int // declarer's tricks per the file
	ResultKnown     bool
	ScoreNS         int // the score for North-South per the file
	ScoreKnown      bool
}

// Call is one call of a recorded auction with its annotations.
type Call struct {
	Call bridge.Call // zero for a turn skipped by an accepted call out of rotation (PBN ^S)
	// Alert: the call was alerted (LIN "!", or a note marked as an alert).
	Alert bool
	// Explanation is the alert or note text, "" when none.
	Explanation string
	// Insufficient: an insufficient bid that was accepted (PBN ^I, Law 27A1).
	Insufficient bool
}

// Skipped reports whether this entry stands for a turn skipped by an
// accepted call out of rotation (PBN ^S, Law 29A).
func (c Call) Skipped() bool { return c.Call == 0 }

// Play is one card played.
type Play struct {
	Seat bridge.Seat
	Card bridge.Card
	// LeadOutOfTurn: an accepted lead out of turn (PBN ^L, Law 53).
	LeadOutOfTurn bool
	// Revoke: marked in the file as a revoke not noticed in time (PBN ^R).
	Revoke bool
}

// BareCalls lists the calls of the auction without their annotations, in
// order; a skipped turn is the zero Call.
func (r *Record) BareCalls() []bridge.Call {
	out := make([]bridge.Call, len(r.Calls))
	for i, c := range r.Calls {
		out[i] = c.Call
	}
	return out
}

// New returns an empty record with no claim.
func New() *Record { return &Record{ClaimTricks: -1} }

// Deal is the checked deal when all four hands are known (or three, the
// fourth completed), else an error.
func (r *Record) Deal() (bridge.Deal, error) {
	h := r.Hands
	known := 0
	for _, s := range bridge.Seats() {
		if r.HandKnown[s] {
			known++
		} else {
			h[s] = 0
		}
	}
	if known == 3 {
		h = h.Complete()
	}
	return bridge.NewDeal(h)
}

// EffectiveDealer is the dealer given, else the one marked on the board
// (Law 2), else the first caller of a recorded auction (in PBN export form
// the auction starts with the dealer, PBN 2.1 section 3.5); ok is false when
// none is known.
func (r *Record) EffectiveDealer() (bridge.Seat, bool) {
	if r.DealerKnown {
		return r.Dealer, true
	}
	if r.Board.Valid() {
		return r.Board.Dealer(), true
	}
	if len(r.Calls) > 0 {
		return r.AuctionStart, true
	}
	return 0, false
}

// ErrRecord is wrapped by the error of a record whose fields are out of
// range (a seat that is no seat, a card that is no card, 14 tricks).
var ErrRecord = errors.New("record: value out of range")

// Check reports the first field out of range (a seat that is no seat, a
// card that is no card, a claim or result of more than 13 tricks),
// wrapping ErrRecord; nil when every field is in range. It says nothing of
// the Laws: package laws replays the record.
func (r *Record) Check() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrRecord}, args...)...)
	}
	switch {
	case r.Board < 0:
		return bad("board %d", r.Board)
	case !r.Dealer.Valid():
		return bad("dealer %d", r.Dealer)
	case !r.Vulnerability.Valid():
		return bad("vulnerability %d", r.Vulnerability)
	case !r.AuctionStart.Valid():
		return bad("first caller %d", r.AuctionStart)
	case r.ClaimTricks < -1 || r.ClaimTricks > 13:
		return bad("claim of %d tricks", r.ClaimTricks)
	case r.ResultKnown && (r.Result < 0 || r.Result > 13):
		return bad("result of %d tricks", r.Result)
	case r.ContractKnown && !r.Contract.Valid():
		return bad("contract %+v", r.Contract)
	}
	for _, s := range bridge.Seats() {
		if !r.Hands[s].Valid() {
			return bad("%s's hand holds something that is not a card", s.Name())
		}
	}
	for i, c := range r.Calls {
		if c.Call != 0 && !c.Call.Valid() {
			return bad("call %d is no call", i+1)
		}
	}
	for i, p := range r.Plays {
		if !p.Seat.Valid() || !p.Card.Valid() {
			return bad("card %d: seat %d, card %d", i+1, p.Seat, p.Card)
		}
	}
	return nil
}

// EffectiveVulnerability is the vulnerability given, else the one marked on
// the board (Law 2); ok is false when neither is known.
func (r *Record) EffectiveVulnerability() (bridge.Vulnerability, bool) {
	if r.VulnerabilityKnown {
		return r.Vulnerability, true
	}
	if r.Board.Valid() {
		return r.Board.Vulnerability(), true
	}
	return 0, false
}
