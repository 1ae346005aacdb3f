package dd

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"bridgelaw/bridge"
	"bridgelaw/internal/testdeal"
	"bridgelaw/laws"
	"bridgelaw/play"
)

// bruteTricks is plain minimax over every legal card, with no pruning at
// all: the tricks the side to play takes from the remaining tricks.
func bruteTricks(p Position) int {
	n := p.Remaining()
	if n == 0 {
		return 0
	}
	me := p.ToPlay().Side()
	best := -1
	for c := range p.Legal().Cards() {
		q, err := p.Play(c)
		if err != nil {
			panic(err)
		}
		won := q.Won[me] - p.Won[me]
		rest := bruteTricks(q)
		if q.Remaining() > 0 && q.ToPlay().Side() != me {
			rest = q.Remaining() - rest
		}
		if v := won + rest; v > best {
			best = v
		}
	}
	return best
}

// randomEnding is an ending of internal/testdeal (n cards a seat, sometimes
// from fewer suits) with its 0-3 random legal cards played to the current
// trick.
func randomEnding(rng *rand.Rand, n int) Position {
	e := testdeal.NewEnding(rng, n)
	p := Position{Hands: e.Hands, Strain: e.Strain, Leader: e.Leader}
	for range e.Played {
		l := p.Legal().Slice()
		q, err := p.Play(l[rng.IntN(len(l))])
		if err != nil {
			panic(err)
		}
		p = q
	}
	return p
}

func TestSolveAgreesWithBruteForce(t *testing.T) {
	ctx := context.Background()
	sv := NewSolver(Options{})
	seeds := 20
	if testing.Short() {
		seeds = 5
	}
	if fullSweep() {
		seeds = 200
	}
	checked := 0
	for seed := range seeds {
		rng := rand.New(rand.NewPCG(uint64(seed), 99))
		for i := range 60 {
			n := 1 + i%4
			p := randomEnding(rng, n)
			want := bruteTricks(p)
			// The same solver across positions and a fresh one.
			got, err := sv.Solve(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			fresh := want
			if i%8 == 0 {
				fresh, err = Solve(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
			}
			if got != want || fresh != want {
				t.Fatalf("seed %d case %d: %+v: Solve %d (fresh %d), brute force %d", seed, i, p, got, fresh, want)
			}
			// Each legal card against the brute force after playing it.
			cards, err := sv.SolveCards(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			best := -1
			me := p.ToPlay().Side()
			for _, cr := range cards {
				q, _ := p.Play(cr.Card)
				rest := bruteTricks(q)
				if q.Remaining() > 0 && q.ToPlay().Side() != me {
					rest = q.Remaining() - rest
				}
				w := q.Won[me] - p.Won[me] + rest
				if cr.Tricks != w {
					t.Fatalf("seed %d case %d: %+v: card %s: %d, brute force %d", seed, i, p, cr.Card, cr.Tricks, w)
				}
				best = max(best, cr.Tricks)
			}
			if len(cards) != p.Legal().Len() || best != want {
				t.Fatalf("seed %d case %d: %d card results for %d legal cards, best %d want %d", seed, i, len(cards), p.Legal().Len(), best, want)
			}
			checked++
		}
	}
	t.Logf("%d random endings (1-4 cards a hand, 0-3 cards in the current trick) agree with the brute force", checked)
}

// TestForcedPlay: a single legal card gives a real count, never DDS's -2
// of SolveBoard mode 0: NT, North to lead, N SKQ, E SA H2,
// S H43, W H65: both spades give NS 0 tricks; never a sentinel.
func TestForcedPlay(t *testing.T) {
	ctx := context.Background()
	h, _, err := bridge.ParseHands("N:KQ... A.2.. .43.. .65..")
	if err != nil {
		t.Fatal(err)
	}
	p := Position{Hands: h, Strain: bridge.NoTrump, Leader: bridge.North}
	got, err := Solve(ctx, p)
	if err != nil || got != 0 {
		t.Fatalf("Solve = %d, %v; want 0", got, err)
	}
	cards, err := SolveCards(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	if len(cards) != 2 {
		t.Fatalf("%d cards, want 2", len(cards))
	}
	for _, c := range cards {
		if c.Tricks != 0 {
			t.Errorf("%s: %d tricks, want 0", c.Card, c.Tricks)
		}
	}
	// After SK, East's SA is East's only spade: the value is still a
	// real count (EW take both tricks).
	q, _ := p.Play(bridge.MustCard("SK"))
	cards, err = SolveCards(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	if len(cards) != 1 || cards[0].Card != bridge.MustCard("SA") || cards[0].Tricks != 2 {
		t.Fatalf("East's forced SA: %+v, want SA 2", cards)
	}
}

// TestForcedPlaysNeverImpossible: in random endings where the player to
// play has a single legal card, every value is within 0..Remaining.
func TestForcedPlaysNeverImpossible(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(7, 7))
	sv := NewSolver(Options{})
	found := 0
	for i := 0; found < 300 && i < 20000; i++ {
		p := randomEnding(rng, 1+i%4)
		if p.Legal().Len() != 1 {
			continue
		}
		found++
		v, err := sv.Solve(ctx, p)
		if err != nil || v < 0 || v > p.Remaining() || v != bruteTricks(p) {
			t.Fatalf("%+v: %d, %v (brute force %d)", p, v, err, bruteTricks(p))
		}
		cs, err := sv.SolveCards(ctx, p)
		if err != nil || len(cs) != 1 || cs[0].Tricks != v {
			t.Fatalf("%+v: cards %+v, %v; want one card worth %d", p, cs, err, v)
		}
	}
	if found < 100 {
		t.Fatalf("only %d forced positions generated", found)
	}
}

func TestValidate(t *testing.T) {
	d := bridge.MustDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
	good := NewPosition(d, bridge.NoTrump, bridge.East)
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	bad := []Position{
		{Hands: d.Hands(), Strain: 5, Leader: bridge.North},
		{Hands: d.Hands(), Strain: bridge.NoTrump, Leader: 4},
		{Hands: d.Hands(), Strain: bridge.NoTrump, Leader: bridge.North, Trick: []bridge.Card{bridge.MustCard("SA")}},
		{Hands: bridge.Hands{d.Hand(0), d.Hand(0), d.Hand(2), d.Hand(3)}, Strain: bridge.NoTrump},
		{Hands: bridge.Hands{d.Hand(0).Without(bridge.MustCard("SQ")), d.Hand(1), d.Hand(2), d.Hand(3)}, Strain: bridge.NoTrump},
	}
	for i, p := range bad {
		err := p.Validate()
		var pe *PositionError
		if !errors.Is(err, ErrPosition) || !errors.As(err, &pe) {
			t.Errorf("case %d: Validate = %v, want a *PositionError", i, err)
		}
		if _, err := Solve(context.Background(), p); !errors.Is(err, ErrPosition) {
			t.Errorf("case %d: Solve error %v", i, err)
		}
	}
	// Illegal plays.
	if _, err := good.Play(bridge.MustCard("SQ")); !errors.Is(err, ErrNotHeld) {
		t.Errorf("East playing North's SQ: %v", err)
	}
	q, _ := good.Play(bridge.MustCard("S8"))
	if _, err := q.Play(bridge.MustCard("H8")); !errors.Is(err, play.ErrMustFollowSuit) {
		t.Errorf("South discarding with spades: %v", err)
	}
}

func TestCancel(t *testing.T) {
	d := bridge.MustDeal("N:T7.KT7.8752.AQ52 AQ9654..AT6.9863 K832.QJ964.KJ9.4 J.A8532.Q43.KJT7")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Table(ctx, d); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled Table: %v", err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 5*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := Tables(ctx, []bridge.Deal{d, d.Rotate(1), d.Rotate(2)}, 2)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Tables with a 5 ms deadline: %v", err)
	}
	if el := time.Since(start); el > 2*time.Second {
		t.Fatalf("cancellation took %v", el)
	}
}

// TestFromPlay: the position of a play in progress, mid-trick, solves to
// the same values as the dd position built by hand, and the total with the
// tricks won matches AnalysePlay.
func TestFromPlay(t *testing.T) {
	d := bridge.MustDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
	c, err := bridge.ParseContract("2S", bridge.West)
	if err != nil {
		t.Fatal(err)
	}
	pp, err := play.New(d, c)
	if err != nil {
		t.Fatal(err)
	}
	line := []string{"CT", "C4", "CA", "CJ", "H8", "H4"}
	q := Lead(d, bridge.StrainSpades, bridge.West)
	for _, s := range line {
		card := bridge.MustCard(s)
		if err := pp.Play(pp.Turn(), card); err != nil {
			t.Fatal(err)
		}
		q, _ = q.Play(card)
	}
	got := FromPlay(pp)
	if got.Hands != q.Hands || got.Leader != q.Leader || got.Strain != q.Strain || got.Won != q.Won || len(got.Trick) != len(q.Trick) {
		t.Fatalf("FromPlay = %+v, want %+v", got, q)
	}
	v, err := Solve(context.Background(), got)
	if err != nil {
		t.Fatal(err)
	}
	// East-West (declarer) have 8 in all throughout the DDS trace.
	ew := v
	if got.ToPlay().Side() != bridge.EastWest {
		ew = got.Remaining() - v
	}
	if ew+got.Won[bridge.EastWest] != 8 {
		t.Fatalf("EW total %d, want 8", ew+got.Won[bridge.EastWest])
	}
}

// TestSolveForBothSides: the two sides' tricks add up to the tricks left,
// at a boundary and mid-trick.
func TestSolveForBothSides(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(3, 4))
	sv := NewSolver(Options{})
	for i := range 200 {
		p := randomEnding(rng, 1+i%4)
		ns, err1 := sv.SolveFor(ctx, p, bridge.NorthSouth)
		ew, err2 := sv.SolveFor(ctx, p, bridge.EastWest)
		if err1 != nil || err2 != nil || ns+ew != p.Remaining() || ns < 0 || ew < 0 {
			t.Fatalf("%+v: NS %d EW %d of %d (%v, %v)", p, ns, ew, p.Remaining(), err1, err2)
		}
		v := bruteTricks(p)
		if me := p.ToPlay().Side(); me == bridge.NorthSouth && ns != v || me == bridge.EastWest && ew != v {
			t.Fatalf("%+v: NS %d EW %d, brute force %d for the side to play", p, ns, ew, v)
		}
	}
}

// TestAdvisor: the laws engine's Advisor answers as SolveFor does, from
// several goroutines at once (a server asks from many tables), and names
// a bad position.
func TestAdvisor(t *testing.T) {
	var _ laws.Advisor = (*Advisor)(nil)
	d := bridge.MustDeal("N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3")
	want, err := Table(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	adv := &Advisor{}
	var wg sync.WaitGroup
	for _, decl := range bridge.Seats() {
		for _, st := range bridge.Strains() {
			wg.Go(func() {
				n, err := adv.Tricks(d.Hands(), st, decl.LHO(), decl.Side())
				if err != nil || n != want[decl][st] {
					t.Errorf("%s %s: %d, %v; the table has %d", decl, st, n, err, want[decl][st])
				}
			})
		}
	}
	wg.Wait()
	h := d.Hands()
	h[bridge.North] = h[bridge.North].Without(bridge.MustCard("SJ"))
	if _, err := adv.Tricks(h, bridge.NoTrump, bridge.East, bridge.NorthSouth); !errors.Is(err, ErrPosition) {
		t.Errorf("12 cards against 13: %v", err)
	}
}

// TestBadArguments: values that are not sides, tricks won that do not fit
// the cards left, and plays from a position that is not one are errors,
// never a panic or a made-up count.
func TestBadArguments(t *testing.T) {
	ctx := context.Background()
	d := bridge.MustDeal("N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3")
	p := Lead(d, bridge.NoTrump, bridge.South)
	if _, err := NewSolver(Options{}).SolveFor(ctx, p, bridge.Side(5)); !errors.Is(err, ErrSide) {
		t.Errorf("SolveFor with side 5: %v", err)
	}
	if _, err := AnalysePlay(ctx, p, nil, bridge.Side(5)); !errors.Is(err, ErrSide) {
		t.Errorf("AnalysePlay with side 5: %v", err)
	}
	for _, won := range []bridge.BySide[int]{{5, -3}, {5, 9}} {
		q := p
		q.Won = won
		if _, err := Solve(ctx, q); !errors.Is(err, ErrPosition) {
			t.Errorf("Won %v with 13 tricks to play: %v", won, err)
		}
	}
	q := p
	q.Hands[bridge.West] = q.Hands[bridge.West].With(bridge.MustCard("SA")) // South holds it too
	if _, err := q.Play(bridge.MustCard("SA")); !errors.Is(err, ErrPosition) {
		t.Errorf("Play from a position with SA twice: %v", err)
	}
	tab, err := Table(ctx, d)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ParFirst(tab, bridge.None, bridge.Side(9)), ParFirst(tab, bridge.None, bridge.EastWest); got.Score != want.Score {
		t.Errorf("ParFirst with side 9: %+v, want as EW first %+v", got, want)
	}
}

// TestAdvisorInTrick: the Advisor in the middle of a trick answers as
// SolveFor on the position with the trick's cards.
func TestAdvisorInTrick(t *testing.T) {
	var _ laws.TrickAdvisor = (*Advisor)(nil)
	d := bridge.MustDeal("N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3")
	p := Lead(d, bridge.StrainSpades, bridge.South)
	for _, c := range []string{"HA", "C4", "H2", "H4", "SK", "S3"} {
		var err error
		if p, err = p.Play(bridge.MustCard(c)); err != nil {
			t.Fatal(err)
		}
	}
	want, err := NewSolver(Options{}).SolveFor(context.Background(), p, bridge.NorthSouth)
	if err != nil {
		t.Fatal(err)
	}
	got, err := (&Advisor{}).TricksInTrick(p.Hands, p.Strain, p.Leader, p.Trick, bridge.NorthSouth)
	if err != nil || got != want || want != 8 {
		t.Errorf("in trick 2: %d, %v; SolveFor %d; want 8", got, err, want)
	}
}

// TestValidateTrick: a card played twice to the current trick is named as
// such by Validate; a player who discards while still holding the suit led
// revokes (Law 44C): the position stays one (the Advisor solves from it,
// for the laws engine's advice after a revoke), and TrickLegal names the
// revoke; following suit, or discarding when void, is legal.
func TestValidateTrick(t *testing.T) {
	hands := func(pbn string) bridge.Hands {
		h, _, err := bridge.ParseHands(pbn)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	c := bridge.MustCard
	for _, tc := range []struct {
		hands bridge.Hands
		trick []bridge.Card
		want  string // "" for a legal position
	}{
		// North leads the heart king; East, holding HQ2, plays a spade.
		{hands("N:AQ... .Q2.. J2.A.. T.J3.."), []bridge.Card{c("HK"), c("S3")}, "East did not follow suit to HK holding HQ2 (Law 44C)"},
		// East follows with the queen.
		{hands("N:AQ... 3.2.. J2.A.. T.J3.."), []bridge.Card{c("HK"), c("HQ")}, ""},
		// North leads the spade ace, East (void in spades) discards.
		{hands("N:Q.K.. .Q.2. J2.A.. T.J3.."), []bridge.Card{c("SA"), c("H2")}, ""},
		{hands("N:AQ... .Q2.. J2.A.. T.J3.."), []bridge.Card{c("HK"), c("HK")}, "HK is played twice to the current trick"},
	} {
		p := Position{Hands: tc.hands, Strain: bridge.NoTrump, Leader: bridge.North, Trick: tc.trick}
		err := p.Validate()
		if err == nil {
			if _, serr := Solve(context.Background(), p); serr != nil {
				t.Errorf("%v: Solve: %v", tc.trick, serr)
			}
			err = p.TrickLegal()
		}
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%v: %v, want a position", tc.trick, err)
		case tc.want != "":
			var pe *PositionError
			if !errors.As(err, &pe) || !strings.Contains(pe.Problem, tc.want) {
				t.Errorf("%v: %v, want a *PositionError with %q", tc.trick, err, tc.want)
			}
		}
	}
}
