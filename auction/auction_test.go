package auction

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"bridgelaw/bridge"
)

func calls(t *testing.T, s string) []bridge.Call {
	t.Helper()
	var out []bridge.Call
	for _, f := range strings.Fields(s) {
		out = append(out, bridge.MustCall(f))
	}
	return out
}

// TestContractAndDeclarer checks Law 22 (end of auction, final contract) and
// the declarer (the first player of the declaring side to name the strain).
func TestContractAndDeclarer(t *testing.T) {
	tests := []struct {
		dealer  bridge.Seat
		calls   string
		want    string // contract with declarer, or "" while the auction goes on
		leader  string
		passOut bool
	}{
		{bridge.North, "1S Pass 2S Pass Pass Pass", "2S N", "E", false},
		{bridge.North, "1H Pass 2C Pass 2H Pass 4H Pass Pass Pass", "4H N", "E", false},
		{bridge.North, "Pass 1D 1H 3D 4H X Pass Pass Pass", "4HX S", "W", false},
		{bridge.East, "1C X XX Pass Pass Pass", "1CXX E", "S", false},
		{bridge.East, "1C X XX 1S Pass Pass Pass", "1S N", "E", false},
		{bridge.West, "Pass Pass Pass Pass", "Pass", "", true},
		{bridge.South, "Pass Pass Pass 1NT Pass 3NT Pass Pass Pass", "3NT E", "S", false},
		// The partner who first named the strain declares even though the
		// other partner made the final bid.
		{bridge.North, "1NT Pass 2C Pass 2D Pass 3NT Pass Pass Pass", "3NT N", "E", false},
		{bridge.North, "1D Pass 1H Pass 1NT Pass 3NT Pass Pass Pass", "3NT N", "E", false},
		{bridge.North, "Pass 1S 2H 2S 3H 4S X Pass Pass XX Pass Pass Pass", "4SXX E", "S", false},
		{bridge.North, "1S Pass 2S", "", "", false},
		{bridge.North, "Pass Pass Pass", "", "", false},
		{bridge.North, "7NT X XX Pass Pass Pass", "7NTXX N", "E", false},
	}
	for _, tc := range tests {
		a, err := FromCalls(tc.dealer, calls(t, tc.calls))
		if err != nil {
			t.Errorf("%s: %v", tc.calls, err)
			continue
		}
		c, ok := a.Contract()
		if tc.want == "" {
			if ok || a.Ended() {
				t.Errorf("%s: ended with %v", tc.calls, c.StringBy())
			}
			continue
		}
		if !ok || c.StringBy() != tc.want {
			t.Errorf("%s (dealer %s): contract %q, want %q", tc.calls, tc.dealer, c.StringBy(), tc.want)
		}
		if a.PassedOut() != tc.passOut {
			t.Errorf("%s: PassedOut = %v", tc.calls, a.PassedOut())
		}
		l, ok := a.OpeningLeader()
		if tc.leader == "" {
			if ok {
				t.Errorf("%s: an opening leader on a passed-out board", tc.calls)
			}
		} else if !ok || l.String() != tc.leader {
			t.Errorf("%s: opening leader %v, want %s", tc.calls, l, tc.leader)
		}
	}
}

// TestIllegalCalls checks that each illegal call is rejected with the
// sentinel of its law and leaves the auction unchanged.
func TestIllegalCalls(t *testing.T) {
	tests := []struct {
		prior string
		seat  bridge.Seat // -1: the player in turn
		call  string
		want  error
		law   string
	}{
		{"1S", bridge.North, "2S", ErrOutOfRotation, "Law 17C"},
		{"1S Pass", bridge.South, "1H", ErrInsufficientBid, "Law 27"},
		{"1S Pass", bridge.South, "1S", ErrInsufficientBid, "Law 27"},
		{"1NT", bridge.East, "1S", ErrInsufficientBid, "Law 27"},
		{"", bridge.North, "X", ErrInadmissibleDouble, "Law 36"},
		{"1S Pass", bridge.South, "X", ErrInadmissibleDouble, "Law 36"},     // own side's bid
		{"1S X", bridge.South, "X", ErrInadmissibleDouble, "Law 36"},        // already doubled
		{"1S X XX", bridge.West, "X", ErrInadmissibleDouble, "Law 36"},      // redoubled
		{"1S", bridge.East, "XX", ErrInadmissibleRedouble, "Law 36"},        // not doubled
		{"1S X", bridge.South, "XX", ErrInadmissibleRedouble, ""},           // legal: S redoubles E's double
		{"1S X Pass", bridge.West, "XX", ErrInadmissibleRedouble, "Law 36"}, // own side's double
		{"1S X XX", bridge.West, "XX", ErrInadmissibleRedouble, "Law 36"},
		{"1S Pass Pass Pass", bridge.North, "Pass", ErrAuctionEnded, "Law 39"},
		{"Pass Pass Pass Pass", bridge.North, "1C", ErrAuctionEnded, "Law 39"},
		{"1S Pass Pass", bridge.West, "X", nil, ""}, // balancing double is legal
	}
	for _, tc := range tests {
		a, err := FromCalls(bridge.North, calls(t, tc.prior))
		if err != nil {
			t.Fatalf("%s: %v", tc.prior, err)
		}
		before := a.String()
		err = a.Call(tc.seat, bridge.MustCall(tc.call))
		if tc.want == nil || tc.law == "" {
			if err != nil {
				t.Errorf("%s + %s by %s: %v, want legal", tc.prior, tc.call, tc.seat, err)
			}
			continue
		}
		if !errors.Is(err, tc.want) {
			t.Errorf("%s + %s by %s: %v, want %v", tc.prior, tc.call, tc.seat, err, tc.want)
			continue
		}
		var re *bridge.RuleError
		if !errors.As(err, &re) || re.Law.String() != tc.law {
			t.Errorf("%s + %s: law %v, want %s", tc.prior, tc.call, re, tc.law)
		}
		if a.String() != before {
			t.Errorf("%s + %s: auction changed to %s", tc.prior, tc.call, a)
		}
	}
}

// newAuction is New for a dealer the test knows is valid.
func newAuction(t *testing.T, dealer bridge.Seat) *Auction {
	t.Helper()
	a, err := New(dealer)
	if err != nil {
		t.Fatalf("New(%d): %v", dealer, err)
	}
	return a
}

// TestNewRefusesBadDealer: a Seat out of range is refused (ErrDealer), not
// read as another seat (Seat(7) used to give West).
func TestNewRefusesBadDealer(t *testing.T) {
	tests := []struct {
		dealer bridge.Seat
		ok     bool
	}{
		{bridge.North, true}, {bridge.East, true}, {bridge.South, true}, {bridge.West, true},
		{4, false}, {7, false}, {255, false},
	}
	for _, tc := range tests {
		a, err := New(tc.dealer)
		if tc.ok {
			if err != nil || a.Dealer() != tc.dealer || a.Turn() != tc.dealer {
				t.Errorf("New(%d) = %v, %v", tc.dealer, a, err)
			}
			continue
		}
		if !errors.Is(err, ErrDealer) || a != nil {
			t.Errorf("New(%d) = %v, %v; want ErrDealer", tc.dealer, a, err)
		}
		if a, err := FromCalls(tc.dealer, calls(t, "Pass")); !errors.Is(err, ErrDealer) || a != nil {
			t.Errorf("FromCalls(%d) = %v, %v; want ErrDealer", tc.dealer, a, err)
		}
	}
}

func TestLegalCalls(t *testing.T) {
	a := newAuction(t, bridge.North)
	if n := len(a.LegalCalls()); n != 36 {
		t.Errorf("opening: %d legal calls, want 36 (pass and 35 bids)", n)
	}
	a, _ = FromCalls(bridge.North, calls(t, "7S"))
	got := a.LegalCalls()
	if len(got) != 3 || got[0] != bridge.Pass || got[1] != bridge.Double || got[2] != bridge.Bid(7, bridge.NoTrump) {
		t.Errorf("after 7S: %v", got)
	}
	a, _ = FromCalls(bridge.North, calls(t, "7NT X"))
	got = a.LegalCalls()
	if len(got) != 2 || got[1] != bridge.Redouble {
		t.Errorf("after 7NT X: %v", got)
	}
}

// TestRandomAuctions is a property test: random legal auctions always end,
// every legal call listed passes Check, and the contract is the last bid,
// played by the side that bid it.
func TestRandomAuctions(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		a := newAuction(t, bridge.Seat(r.IntN(4)))
		for !a.Ended() {
			legal := a.LegalCalls()
			for _, c := range legal {
				if err := a.Check(a.Turn(), c); err != nil {
					t.Fatalf("%s: listed %s is illegal: %v", a, c, err)
				}
			}
			// Prefer passes so auctions end.
			c := bridge.Pass
			if r.IntN(3) == 0 {
				c = legal[r.IntN(len(legal))]
			}
			if err := a.Play(c); err != nil {
				t.Fatal(err)
			}
		}
		c, ok := a.Contract()
		if !ok {
			t.Fatal("ended without a contract")
		}
		bid, bidder, d, hasBid := a.LastBid()
		if !hasBid {
			if !c.IsPassedOut() || a.Len() != 4 {
				t.Fatalf("%s: %v", a, c)
			}
			continue
		}
		if c.Level != bid.Level() || c.Strain != bid.Strain() || c.Doubling != d || c.Side() != bidder.Side() {
			t.Fatalf("%s: contract %s, last bid %s by %s", a, c.StringBy(), bid, bidder)
		}
		// Declarer named the strain before anyone else of the side.
		for i, call := range a.Calls() {
			s := a.SeatOf(i)
			if call.IsBid() && call.Strain() == c.Strain && s.Side() == c.Side() {
				if s != c.Declarer {
					t.Fatalf("%s: declarer %s, but %s named %s first", a, c.Declarer, s, c.Strain)
				}
				break
			}
		}
	}
}

// TestRecordInadmissible: an unrectified double of partner's bid (Law 36C)
// takes its turn and needs three passes after it, but the contract stays
// undoubled.
func TestRecordInadmissible(t *testing.T) {
	a, err := FromCalls(bridge.North, calls(t, "4S Pass"))
	if err != nil {
		t.Fatal(err)
	}
	if err := a.RecordInadmissible(bridge.Double); err != nil {
		t.Fatal(err)
	}
	for i, s := range []bridge.Seat{bridge.West, bridge.North, bridge.East} {
		if a.Ended() {
			t.Fatalf("ended after %d passes", i)
		}
		if err := a.Call(s, bridge.Pass); err != nil {
			t.Fatal(err)
		}
	}
	c, ok := a.Contract()
	if !ok || c.StringBy() != "4S N" || a.String() != "N: 4S Pass X Pass Pass Pass" {
		t.Errorf("contract %s, auction %s", c.StringBy(), a)
	}
	if err := a.RecordInadmissible(bridge.Bid(1, bridge.StrainClubs)); !errors.Is(err, ErrNotACall) {
		t.Errorf("a bid: %v", err)
	}
	if err := a.RecordInadmissible(bridge.Double); !errors.Is(err, ErrAuctionEnded) {
		t.Errorf("after the end: %v", err)
	}
}

// TestEnds holds Law 22A's two endings and what does not end an auction.
func TestEnds(t *testing.T) {
	p, one, x := bridge.Pass, bridge.Bid(1, bridge.StrainClubs), bridge.Double
	for _, tc := range []struct {
		name  string
		calls []bridge.Call
		want  bool
	}{
		{"none", nil, false},
		{"three passes", []bridge.Call{p, p, p}, false},
		{"four passes (22A1)", []bridge.Call{p, p, p, p}, true},
		{"bid and three passes (22A2)", []bridge.Call{one, p, p, p}, true},
		{"bid and two passes", []bridge.Call{one, p, p}, false},
		{"double and three passes", []bridge.Call{p, one, x, p, p, p}, true},
		{"passes then a bid", []bridge.Call{p, p, p, one}, false},
		{"a skipped turn is no call", []bridge.Call{one, p, 0, p, p}, true},
	} {
		if got := Ends(tc.calls); got != tc.want {
			t.Errorf("%s: Ends(%v) = %v, want %v", tc.name, tc.calls, got, tc.want)
		}
	}
}
