package play

import (
	"errors"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/internal/testdeal"
)

func cards(ss ...string) [4]bridge.Card {
	var out [4]bridge.Card
	for i, s := range ss {
		out[i] = bridge.MustCard(s)
	}
	return out
}

// TestTrickWinner: a trump wins over the suit led, the highest card of the
// suit led wins otherwise, a discarded card never wins (Law 44C-F).
func TestTrickWinner(t *testing.T) {
	tests := []struct {
		name   string
		leader bridge.Seat
		cards  [4]bridge.Card
		strain bridge.Strain
		want   bridge.Seat
	}{
		{"ruff beats the ace led suit", bridge.North, cards("C2", "H2", "C3", "CA"), bridge.StrainHearts, bridge.East},
		{"leader wins with the ace in NT", bridge.West, cards("SA", "S2", "S3", "S4"), bridge.NoTrump, bridge.West},
		{"a discarded ace never wins (NT)", bridge.North, cards("C7", "SA", "C9", "C2"), bridge.NoTrump, bridge.South},
		{"a ruff wins over a discarded ace", bridge.North, cards("C7", "SA", "C9", "H2"), bridge.StrainHearts, bridge.West},
		{"overruff", bridge.South, cards("DA", "S3", "S9", "D2"), bridge.StrainSpades, bridge.North},
		{"trump lead", bridge.East, cards("H5", "HK", "HA", "C9"), bridge.StrainHearts, bridge.West},
		{"discard of trump-less suit in NT", bridge.East, cards("DT", "DJ", "SA", "D9"), bridge.NoTrump, bridge.South},
		// Law 67: a player who contributed no card (a zero card) wins
		// nothing, even in clubs, whose zero Card would be the suit.
		{"no card from East, clubs trumps", bridge.North, [4]bridge.Card{bridge.MustCard("S2"), 0, bridge.MustCard("S5"), bridge.MustCard("S3")}, bridge.StrainClubs, bridge.South},
		{"no card from the fourth hand", bridge.West, [4]bridge.Card{bridge.MustCard("HK"), bridge.MustCard("HA"), bridge.MustCard("H2"), 0}, bridge.StrainClubs, bridge.North},
	}
	for _, tc := range tests {
		if got := Winner(tc.leader, tc.cards, tc.strain); got != tc.want {
			t.Errorf("%s: winner %s, want %s", tc.name, got, tc.want)
		}
	}
}

// The first case of TestTrickWinner as a position: East ruffs trick 1 and leads trick 2.
func TestWinnerLeadsNext(t *testing.T) {
	d := bridge.MustDeal("N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ")
	p, err := New(d, bridge.Contract{Level: 4, Strain: bridge.StrainHearts, Declarer: bridge.West})
	if err != nil {
		t.Fatal(err)
	}
	// North leads (West declares 4H); West's club ace loses to nothing: West wins.
	play := func(s bridge.Seat, c string) {
		t.Helper()
		if err := p.Play(s, bridge.MustCard(c)); err != nil {
			t.Fatal(err)
		}
	}
	play(bridge.North, "C2")
	play(bridge.East, "C5")
	play(bridge.South, "C8")
	play(bridge.West, "CA")
	if p.Turn() != bridge.West || p.Won(bridge.EastWest) != 1 {
		t.Fatalf("after trick 1: turn %s, EW %d", p.Turn(), p.Won(bridge.EastWest))
	}
	if err := p.Play(bridge.North, bridge.MustCard("S2")); !errors.Is(err, ErrLeadOutOfTurn) {
		t.Errorf("lead by North after West won: %v", err)
	}
}

func TestStrictErrors(t *testing.T) {
	d := bridge.MustDeal("N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ")
	p, _ := New(d, bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.South})
	check := func(s bridge.Seat, c string, want error, law string) {
		t.Helper()
		err := p.Check(s, bridge.MustCard(c))
		if !errors.Is(err, want) {
			t.Fatalf("%s %s: %v, want %v", s, c, err, want)
		}
		var re *bridge.RuleError
		if errors.As(err, &re); re.Law.String() != law {
			t.Errorf("%s %s: law %s, want %s", s, c, re.Law, law)
		}
	}
	check(bridge.North, "SA", ErrOpeningLeadOutOfTurn, "Law 41A")
	check(bridge.West, "SA", ErrNotInHand, "Law 45A")
	if err := p.Play(bridge.West, bridge.MustCard("S4")); err != nil {
		t.Fatal(err)
	}
	check(bridge.South, "S7", ErrPlayOutOfTurn, "Law 44B")
	check(bridge.North, "HT", ErrMustFollowSuit, "Law 44C")
	before := p.Hand(bridge.North)
	if err := p.Play(bridge.North, bridge.MustCard("HT")); err == nil || p.Hand(bridge.North) != before || p.Current().N != 1 {
		t.Error("an illegal play must leave the position unchanged")
	}
	if got := p.LegalCards(); got != p.Hand(bridge.North).OfSuit(bridge.Spades) {
		t.Errorf("legal cards %s", got)
	}
}

// TestRandomPlay is a property test over random deals and random legal
// plays: 13 tricks split between the sides, every card played once, the
// winner of each trick leads the next, and replaying the same cards gives
// the same result.
func TestRandomPlay(t *testing.T) {
	r := testdeal.New(7, 11)
	for range 2000 {
		d := testdeal.Deal(r)
		c := bridge.Contract{Level: bridge.Level(1 + r.IntN(7)), Strain: bridge.Strain(r.IntN(5)), Declarer: bridge.Seat(r.IntN(4))}
		p, err := New(d, c)
		if err != nil {
			t.Fatal(err)
		}
		for !p.Done() {
			legal := p.LegalCards().Slice()
			if len(legal) == 0 {
				t.Fatalf("no legal card for %s", p.Turn())
			}
			if err := p.Play(p.Turn(), legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if p.Won(bridge.NorthSouth)+p.Won(bridge.EastWest) != 13 {
			t.Fatalf("tricks %d + %d", p.Won(bridge.NorthSouth), p.Won(bridge.EastWest))
		}
		played := p.Played()
		if len(played) != 52 || bridge.SetOf(played...) != bridge.FullDeck {
			t.Fatal("every card must be played once")
		}
		tr := p.Tricks()
		for i := 1; i < len(tr); i++ {
			if tr[i].Leader != tr[i-1].Winner(c.Strain) {
				t.Fatalf("trick %d led by %s, trick %d won by %s", i+1, tr[i].Leader, i, tr[i-1].Winner(c.Strain))
			}
		}
		if tr[0].Leader != c.OpeningLeader() {
			t.Fatal("opening leader")
		}
		// Replay.
		q, _ := New(d, c)
		for _, card := range played {
			if err := q.Play(q.Turn(), card); err != nil {
				t.Fatal(err)
			}
		}
		if q.DeclarerTricks() != p.DeclarerTricks() {
			t.Fatal("replay differs")
		}
	}
}

func TestClaim(t *testing.T) {
	d := bridge.MustDeal("N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ")
	p, _ := New(d, bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.South})
	// West leads the club ace; North, East, South follow.
	for _, pl := range []struct {
		s bridge.Seat
		c string
	}{{bridge.West, "CA"}, {bridge.North, "C2"}, {bridge.East, "C5"}, {bridge.South, "C8"}} {
		if err := p.Play(pl.s, bridge.MustCard(pl.c)); err != nil {
			t.Fatal(err)
		}
	}
	if err := p.Claim(13); !errors.Is(err, ErrClaimTricks) {
		t.Errorf("claim of 13 after losing a trick: %v", err)
	}
	if err := p.Claim(9); err != nil {
		t.Fatal(err)
	}
	if !p.Done() || p.DeclarerTricks() != 9 || p.Won(bridge.EastWest) != 4 || p.Remaining() != 0 {
		t.Errorf("after claim: done %v, NS %d, EW %d", p.Done(), p.DeclarerTricks(), p.Won(bridge.EastWest))
	}
	if err := p.Play(bridge.West, bridge.MustCard("CK")); !errors.Is(err, ErrPlayEnded) {
		t.Errorf("play after a claim: %v", err)
	}
}

func TestRevokeAllowed(t *testing.T) {
	d := bridge.MustDeal("N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ")
	p, _ := New(d, bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.South})
	_ = p.Play(bridge.West, bridge.MustCard("CA"))
	rev, err := p.PlayAllowingRevoke(bridge.North, bridge.MustCard("SA"))
	if err != nil || !rev {
		t.Fatalf("revoke: %v %v", rev, err)
	}
	rv := p.Revokes()
	if len(rv) != 1 || rv[0].Trick != 1 || rv[0].Seat != bridge.North || rv[0].Suit != bridge.Clubs {
		t.Errorf("%+v", rv)
	}
	if rev, err := p.PlayAllowingRevoke(bridge.East, bridge.MustCard("C5")); rev || err != nil {
		t.Errorf("a legal card: %v %v", rev, err)
	}
}

func TestLegalFromAndIsRevoke(t *testing.T) {
	hand := bridge.SetOf(bridge.MustCard("SA"), bridge.MustCard("S2"), bridge.MustCard("HK"))
	lead := Trick{Leader: bridge.North}
	if got := LegalFrom(hand, lead); got != hand {
		t.Errorf("leading: %v, want the whole hand", got)
	}
	spade := Trick{Leader: bridge.North, Cards: [4]bridge.Card{bridge.MustCard("S5")}, N: 1}
	if got, want := LegalFrom(hand, spade), bridge.SetOf(bridge.MustCard("SA"), bridge.MustCard("S2")); got != want {
		t.Errorf("on a spade lead: %v, want %v", got, want)
	}
	club := Trick{Leader: bridge.North, Cards: [4]bridge.Card{bridge.MustCard("C5")}, N: 1}
	if got := LegalFrom(hand, club); got != hand {
		t.Errorf("void in clubs: %v, want the whole hand", got)
	}
	if !IsRevoke(hand, spade, bridge.MustCard("HK")) {
		t.Error("HK on a spade lead while holding spades is a revoke")
	}
	if IsRevoke(hand, spade, bridge.MustCard("S2")) || IsRevoke(hand, club, bridge.MustCard("HK")) || IsRevoke(hand, lead, bridge.MustCard("HK")) {
		t.Error("following, discarding when void, or leading is no revoke")
	}
}

// TestInvalidSeatRefused: a Seat out of range is refused with ErrSeat, never
// read as another seat (it used to be masked with & 3: Seat(7) was West).
func TestInvalidSeatRefused(t *testing.T) {
	d := bridge.MustDeal("N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ")
	c := bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.South}
	for _, seat := range []bridge.Seat{4, 7, 255} {
		if p, err := NewEnding(d.Hands(), c, seat); !errors.Is(err, ErrSeat) || p != nil {
			t.Errorf("NewEnding leader %d: %v, %v; want ErrSeat", seat, p, err)
		}
		p, err := New(d, c)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.AcceptLeadOutOfTurn(seat); !errors.Is(err, ErrSeat) || p.Turn() != bridge.West {
			t.Errorf("AcceptLeadOutOfTurn(%d): %v, turn %s; want ErrSeat and West still on lead", seat, err, p.Turn())
		}
		if err := p.Play(seat, bridge.MustCard("S4")); !errors.Is(err, ErrSeat) || p.Current().N != 0 {
			t.Errorf("Play by seat %d: %v; want ErrSeat", seat, err)
		}
		if h := p.Hand(seat); h != 0 {
			t.Errorf("Hand(%d) = %s, want no card", seat, h)
		}
		if _, ok := p.Current().CardOf(seat); ok {
			t.Errorf("CardOf(%d) found a card", seat)
		}
	}
	p, err := NewEnding(d.Hands(), c, bridge.North)
	if err != nil || p.Turn() != bridge.North {
		t.Errorf("NewEnding leader N: %v, turn %v", err, p)
	}
}
