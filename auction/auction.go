package auction

import (
	"errors"
	"fmt"

	"bridgelaw/bridge"
)

// The strict-mode errors. Each is a *bridge.RuleError naming the law that the
// call breaks; Call and Check wrap them with the details, so test them with
// errors.Is and read the law with errors.As.
var (
	// ErrOutOfRotation: the dealer calls first, then each player in turn
	// clockwise (Law 17C; rectification in Laws 28-32).
	ErrOutOfRotation = &bridge.RuleError{Law: bridge.Law(17, "C"), Msg: "call out of rotation"}
	// ErrInsufficientBid: a bid must outrank the last bid (Law 18D;
	// rectification in Law 27).
	ErrInsufficientBid = &bridge.RuleError{Law: bridge.Law(27, ""), Msg: "insufficient bid"}
	// ErrInadmissibleDouble: a double only of the last bid, made by an
	// opponent, with only passes since (Law 19A1; rectification in Law 36).
	ErrInadmissibleDouble = &bridge.RuleError{Law: bridge.Law(36, ""), Msg: "inadmissible double"}
	// ErrInadmissibleRedouble: a redouble only of the last double, made by
	// an opponent, with only passes since (Law 19B1; rectification in Law 36).
	ErrInadmissibleRedouble = &bridge.RuleError{Law: bridge.Law(36, ""), Msg: "inadmissible redouble"}
	// ErrAuctionEnded: no call after the final pass (Law 22A; cancelled under
	// Law 39).
	ErrAuctionEnded = &bridge.RuleError{Law: bridge.Law(39, ""), Msg: "call after the final pass"}
	// ErrNotACall: the value is not a pass, double, redouble or bid 1-7
	// (a bid above seven is Law 38, recorded by package laws).
	ErrNotACall = &bridge.RuleError{Law: bridge.Law(18, ""), Msg: "not a call"}
)

// ErrDealer: New and FromCalls were given a dealer that is not one of the
// four seats (Law 17B: the dealer is one of the players). A Seat out of range
// is refused, never read as another seat.
var ErrDealer = errors.New("auction: the dealer is not N, E, S or W")

// Auction is the sequence of calls of one board, made in rotation from the
// dealer. The zero Auction is not usable: make one with New.
type Auction struct {
	dealer bridge.Seat
	calls  []bridge.Call

	lastBid    bridge.Call // 0 until a bid is made
	lastBidder bridge.Seat
	doubling   bridge.Doubling
	lastDbl    bridge.Seat // who made the current double or redouble
	passes     int         // passes since the last bid, double or redouble (or since the start)
	// firstNamer[side][strain] is 1 + the seat of the first player of the
	// side to bid the strain, 0 when none has (Law 22: declarer).
	firstNamer [2][5]uint8
}

// New starts the auction of a board dealt by dealer (Law 17B: the dealer
// calls first). A dealer that is not Valid is an error wrapping ErrDealer.
func New(dealer bridge.Seat) (*Auction, error) {
	if !dealer.Valid() {
		return nil, fmt.Errorf("%w: seat %d", ErrDealer, dealer)
	}
	return &Auction{dealer: dealer}, nil
}

// Dealer is the player who calls first.
func (a *Auction) Dealer() bridge.Seat { return a.dealer }

// Calls is a copy of the calls made, in order from the dealer.
func (a *Auction) Calls() []bridge.Call { return append([]bridge.Call(nil), a.calls...) }

// Len is the number of calls made.
func (a *Auction) Len() int { return len(a.calls) }

// SeatOf is the seat that made (or will make) the i-th call, i from 0.
func (a *Auction) SeatOf(i int) bridge.Seat { return a.dealer.Add(i) }

// Turn is the seat whose turn it is to call (Law 17C). After the end of the
// auction it is the seat that would be next.
func (a *Auction) Turn() bridge.Seat { return a.dealer.Add(len(a.calls)) }

// Ended reports whether the auction is over (Law 22): three consecutive
// passes after a bid (or a double or redouble), or four passes.
func (a *Auction) Ended() bool {
	if a.lastBid == 0 {
		return a.passes >= 4
	}
	return a.passes >= 3
}

// PassedOut reports whether all four players passed (Law 22B).
func (a *Auction) PassedOut() bool { return a.lastBid == 0 && a.passes >= 4 }

// LastBid is the highest bid made so far, its bidder and whether it has been
// doubled or redoubled; ok is false before the first bid.
func (a *Auction) LastBid() (bid bridge.Call, bidder bridge.Seat, d bridge.Doubling, ok bool) {
	if a.lastBid == 0 {
		return 0, 0, 0, false
	}
	return a.lastBid, a.lastBidder, a.doubling, true
}

// Check reports whether seat may make call c now (Laws 17-19, 22, 39),
// without changing anything: nil, or an error wrapping one of the sentinels.
func (a *Auction) Check(seat bridge.Seat, c bridge.Call) error {
	if !c.Valid() {
		return fmt.Errorf("%w: %d", ErrNotACall, c)
	}
	if a.Ended() {
		return fmt.Errorf("%w: %s by %s", ErrAuctionEnded, c, seat)
	}
	if seat != a.Turn() {
		return fmt.Errorf("%w: %s by %s, but it is %s's turn", ErrOutOfRotation, c, seat, a.Turn())
	}
	switch {
	case c.IsBid():
		if a.lastBid != 0 && c <= a.lastBid {
			return fmt.Errorf("%w: %s after %s", ErrInsufficientBid, c, a.lastBid)
		}
	case c == bridge.Double:
		if a.lastBid == 0 || a.doubling != bridge.Undoubled || a.lastBidder.Side() == seat.Side() {
			return fmt.Errorf("%w: %s", ErrInadmissibleDouble, a.doubleReason(seat))
		}
	case c == bridge.Redouble:
		if a.lastBid == 0 || a.doubling != bridge.Doubled || a.lastDbl.Side() == seat.Side() {
			return fmt.Errorf("%w: %s", ErrInadmissibleRedouble, a.redoubleReason(seat))
		}
	}
	return nil
}

func (a *Auction) doubleReason(seat bridge.Seat) string {
	switch {
	case a.lastBid == 0:
		return "there is no bid to double"
	case a.doubling != bridge.Undoubled:
		return a.lastBid.String() + " is already " + map[bridge.Doubling]string{bridge.Doubled: "doubled", bridge.Redoubled: "redoubled"}[a.doubling]
	default:
		return a.lastBid.String() + " was bid by " + seat.Side().String() + ", the doubler's own side"
	}
}

func (a *Auction) redoubleReason(seat bridge.Seat) string {
	switch {
	case a.lastBid == 0:
		return "there is no bid"
	case a.doubling == bridge.Undoubled:
		return a.lastBid.String() + " has not been doubled"
	case a.doubling == bridge.Redoubled:
		return a.lastBid.String() + " is already redoubled"
	default:
		return "the double was made by " + seat.Side().String() + ", the redoubler's own side"
	}
}

// Call makes call c for seat. An illegal call is rejected with an error
// wrapping ErrOutOfRotation, ErrInsufficientBid, ErrInadmissibleDouble,
// ErrInadmissibleRedouble, ErrAuctionEnded or ErrNotACall, and the auction is
// unchanged.
func (a *Auction) Call(seat bridge.Seat, c bridge.Call) error {
	if err := a.Check(seat, c); err != nil {
		return err
	}
	a.calls = append(a.calls, c)
	switch {
	case c == bridge.Pass:
		a.passes++
	case c == bridge.Double:
		a.doubling, a.lastDbl, a.passes = bridge.Doubled, seat, 0
	case c == bridge.Redouble:
		a.doubling, a.lastDbl, a.passes = bridge.Redoubled, seat, 0
	default:
		a.bid(seat, c)
	}
	return nil
}

// bid records bid c by seat as the last bid.
func (a *Auction) bid(seat bridge.Seat, c bridge.Call) {
	a.lastBid, a.lastBidder, a.doubling, a.passes = c, seat, bridge.Undoubled, 0
	side, strain := seat.Side(), c.Strain()
	if a.firstNamer[side][strain] == 0 {
		a.firstNamer[side][strain] = uint8(seat) + 1
	}
}

// Play makes the next call, whoever's turn it is: Call(Turn(), c).
func (a *Auction) Play(c bridge.Call) error { return a.Call(a.Turn(), c) }

// LegalCalls lists the calls the player in turn may make, pass first, then
// double or redouble when admissible, then the sufficient bids in rank order.
// It is empty when the auction has ended.
func (a *Auction) LegalCalls() []bridge.Call {
	if a.Ended() {
		return nil
	}
	out := []bridge.Call{bridge.Pass}
	seat := a.Turn()
	for _, c := range []bridge.Call{bridge.Double, bridge.Redouble} {
		if a.Check(seat, c) == nil {
			out = append(out, c)
		}
	}
	for l := bridge.Level(1); l <= 7; l++ {
		for _, s := range bridge.Strains() {
			if b := bridge.Bid(l, s); a.lastBid == 0 || b > a.lastBid {
				out = append(out, b)
			}
		}
	}
	return out
}

// Contract is the final contract once the auction has ended (Law 22): the
// last bid with its doubling, played by the player of the declaring side who
// first named its strain. ok is false while the auction goes on. A
// passed-out auction gives bridge.PassedOut.
func (a *Auction) Contract() (c bridge.Contract, ok bool) {
	if !a.Ended() {
		return bridge.Contract{}, false
	}
	if a.lastBid == 0 {
		return bridge.PassedOut, true
	}
	return a.contractSoFar(), true
}

// contractSoFar is the contract if the auction ended now.
func (a *Auction) contractSoFar() bridge.Contract {
	strain := a.lastBid.Strain()
	decl := bridge.Seat(a.firstNamer[a.lastBidder.Side()][strain] - 1)
	return bridge.Contract{Level: a.lastBid.Level(), Strain: strain, Doubling: a.doubling, Declarer: decl}
}

// OpeningLeader is the declarer's left-hand opponent once the auction has
// ended with a contract (Law 41A); ok is false otherwise.
func (a *Auction) OpeningLeader() (bridge.Seat, bool) {
	c, ok := a.Contract()
	if !ok || c.IsPassedOut() {
		return 0, false
	}
	return c.OpeningLeader(), true
}

// Clone is an independent copy of the auction.
func (a *Auction) Clone() *Auction {
	b := *a
	b.calls = append([]bridge.Call(nil), a.calls...)
	return &b
}

// String prints the calls from the dealer, e.g. "N: 1S Pass 2S Pass Pass Pass".
func (a *Auction) String() string {
	s := a.dealer.String() + ":"
	for _, c := range a.calls {
		if c == 0 {
			s += " ^S"
			continue
		}
		s += " " + c.String()
	}
	return s
}

// FromCalls replays calls from dealer in strict mode and returns the auction,
// or the first illegal call's error wrapped with its position (1-based)
// together with the auction before that call. A dealer that is not Valid is
// an error wrapping ErrDealer, with a nil auction.
func FromCalls(dealer bridge.Seat, calls []bridge.Call) (*Auction, error) {
	a, err := New(dealer)
	if err != nil {
		return nil, err
	}
	for i, c := range calls {
		if err := a.Play(c); err != nil {
			return a, fmt.Errorf("call %d: %w", i+1, err)
		}
	}
	return a, nil
}

// Skip records a turn skipped because a call out of rotation was accepted
// (Law 29A; PBN 2.1 section 3.9 marks it "^S"): the rotation moves on to the
// next player without a call. It is for replaying records; the laws engine
// rules on calls out of rotation itself. The skipped turn appears in Calls as
// the zero Call. ErrAuctionEnded after the end.
func (a *Auction) Skip() error {
	if a.Ended() {
		return fmt.Errorf("%w: skipped turn after the end", ErrAuctionEnded)
	}
	a.calls = append(a.calls, 0)
	return nil
}

// AcceptInsufficient records an insufficient bid accepted by the offender's
// left-hand opponent (Law 27A1; PBN "^I"): the bid stands and the auction goes
// on as if it were legal, later bids having to outrank it. A sufficient bid is
// also accepted. Errors: ErrNotACall for a call that is not a bid,
// ErrAuctionEnded after the end.
func (a *Auction) AcceptInsufficient(c bridge.Call) error {
	if !c.IsBid() {
		return fmt.Errorf("%w: %s is not a bid", ErrNotACall, c)
	}
	if a.Ended() {
		return fmt.Errorf("%w: %s", ErrAuctionEnded, c)
	}
	a.calls = append(a.calls, c)
	a.bid(a.SeatOf(len(a.calls)-1), c)
	return nil
}

// RecordInadmissible records a double or redouble c that Law 19 does not
// allow and that stands in the auction because no one has rectified it yet
// (Law 36A: the offender's left-hand opponent called over it; Law 36C: no
// one noticed it before the opening lead). The call takes the turn of the
// player in turn, and three passes must follow it to end the auction, as
// after any call; but it doubles nothing, so the contract is the one it
// would be without it (Law 36C). Calls lists c at its place. Errors:
// ErrNotACall when c is not a double or redouble, ErrAuctionEnded after the
// end.
func (a *Auction) RecordInadmissible(c bridge.Call) error {
	if c != bridge.Double && c != bridge.Redouble {
		return fmt.Errorf("%w: %s is not a double or redouble", ErrNotACall, c)
	}
	if a.Ended() {
		return fmt.Errorf("%w: %s", ErrAuctionEnded, c)
	}
	a.calls = append(a.calls, c)
	a.passes = 0
	return nil
}
