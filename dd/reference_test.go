package dd

import (
	"context"
	"testing"

	"bridgelaw/bridge"
)

// checkTables solves the deals with Tables on all cores and compares every
// value with DDS's.
func checkTables(t *testing.T, name string, cases []tableCase) {
	t.Helper()
	got := solveCases(t, cases, func(c tableCase) bridge.Deal { return c.deal })
	bad := 0
	for i, c := range cases {
		if got[i] != c.want {
			bad++
			t.Errorf("%s line %d (%s):\n got\n%s want\n%s", name, c.line, c.deal, got[i], c.want)
		}
	}
	t.Logf("%s: %d deals (%d values) checked, %d mismatches", name, len(cases), 20*len(cases), bad)
}

// solveCases solves the deal of each case with Tables on all cores.
func solveCases[T any](t *testing.T, cases []T, deal func(T) bridge.Deal) []bridge.TrickTable {
	t.Helper()
	deals := make([]bridge.Deal, len(cases))
	for i, c := range cases {
		deals[i] = deal(c)
	}
	got, err := Tables(context.Background(), deals, 0)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func TestTablesReference(t *testing.T) {
	all := loadTables(t, "data/dd/ddtables.txt")
	n := 12
	if testing.Short() {
		n = 3
	}
	checkTables(t, "ddtables.txt", sample(all, n))
}

func TestTablesRandomReference(t *testing.T) {
	all := loadTables(t, "data/dd/ddtables-random.txt")
	n := 6
	if testing.Short() {
		n = 2
	}
	checkTables(t, "ddtables-random.txt", sample(all, n))
}

// TestTablesHard solves the slow deals of ddtables-hard.txt (DDS's
// largest.txt; about 6 s each for DDS). Only in the full sweep; the two
// constructed "thomas" deals (DDS minutes) need BRIDGELAW_DD_THOMAS too.
func TestTablesHard(t *testing.T) {
	if !fullSweep() {
		t.Skip("set BRIDGELAW_DD_FULL=1 to solve the hard deals")
	}
	all := loadTables(t, "data/dd/ddtables-hard.txt")
	if !envSet("BRIDGELAW_DD_THOMAS") && len(all) > 16 {
		all = all[:16]
	}
	checkTables(t, "ddtables-hard.txt", all)
}

// TestListRecords checks dds-list100.txt: each record's TABLE, its FUT
// (SolveBoard with all cards for the record's strain and leader) and its
// TRACE (AnalysePlay along the PLAY line, declarer's tricks after each
// card), each TRACE value also against a fresh Solve: a solver reused across
// positions gives what a fresh one gives.
func TestListRecords(t *testing.T) {
	recs := loadList(t)
	if len(recs) != 100 {
		t.Fatalf("%d records, want 100", len(recs))
	}
	ctx := context.Background()
	n := 6
	if testing.Short() {
		n = 2
	}
	recs = sample(recs, n)
	deals := make([]bridge.Deal, len(recs))
	for i, r := range recs {
		deals[i] = r.deal
	}
	tables, err := Tables(ctx, deals, 0)
	if err != nil {
		t.Fatal(err)
	}
	sv := NewSolver(Options{})
	traces, futs := 0, 0
	for i, r := range recs {
		if tables[i] != r.table {
			t.Errorf("record %d TABLE:\n got\n%s want\n%s", r.n, tables[i], r.table)
		}
		p := NewPosition(r.deal, r.strain, r.leader)
		cards, err := sv.SolveCards(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		got := map[bridge.Card]int{}
		for _, c := range cards {
			got[c.Card] = c.Tricks
		}
		n := 0
		for _, f := range r.fut {
			for _, c := range append([]bridge.Card{f.card}, holdingCards(f.card.Suit(), f.equals)...) {
				n++
				if v, ok := got[c]; !ok || v != f.score {
					t.Errorf("record %d FUT: %s: %d (%v), DDS %d", r.n, c, v, ok, f.score)
				}
			}
		}
		if n != len(cards) {
			t.Errorf("record %d FUT: DDS lists %d cards, SolveCards %d", r.n, n, len(cards))
		}
		futs += n
		decl := r.leader.Side().Opponents()
		tr, err := sv.AnalysePlay(ctx, p, r.play, decl)
		if err != nil {
			t.Fatalf("record %d: %v", r.n, err)
		}
		// DDS stops after 48 cards: the last trick is forced.
		if want := min(len(r.play), 48) + 1; len(r.trace) != want || len(tr) != len(r.play)+1 {
			t.Fatalf("record %d TRACE: %d values, DDS %d, %d cards played", r.n, len(tr), len(r.trace), len(r.play))
		}
		q := p
		for k := range r.trace {
			if tr[k] != r.trace[k] {
				t.Errorf("record %d TRACE[%d]: %d, DDS %d", r.n, k, tr[k], r.trace[k])
			}
			// A fresh solver at each step (no table reuse).
			v, err := NewSolver(Options{}).tricksFor(ctx, q, decl, 7)
			if err != nil {
				t.Fatal(err)
			}
			if q.Won[decl]+v != r.trace[k] {
				t.Errorf("record %d step %d: fresh Solve gives %d, DDS %d", r.n, k, q.Won[decl]+v, r.trace[k])
			}
			if k < len(r.play) {
				q, _ = q.Play(r.play[k])
			}
		}
		traces += len(r.trace)
	}
	t.Logf("dds-list100.txt: %d records: TABLE %d values, FUT %d cards, TRACE %d values checked", len(recs), 20*len(recs), futs, traces)
}

func holdingCards(s bridge.Suit, h bridge.Holding) []bridge.Card {
	var out []bridge.Card
	for r := bridge.Two; r <= bridge.Ace; r++ {
		if h.Has(r) {
			out = append(out, bridge.NewCard(s, r))
		}
	}
	return out
}

// TestRotationRotatesTable: solving the rotated deal gives the rotated
// table.
func TestRotationRotatesTable(t *testing.T) {
	all := loadTables(t, "data/dd/ddtables-random.txt")
	ctx := context.Background()
	for _, c := range sample(all, 1) {
		for n := 1; n < 4; n++ {
			got, err := Table(ctx, c.deal.Rotate(n))
			if err != nil {
				t.Fatal(err)
			}
			if want := c.want.Rotate(n); got != want {
				t.Errorf("line %d rotated %d:\n got\n%s want\n%s", c.line, n, got, want)
			}
		}
	}
}

// TestTableEqualsIndependentSolves: the table, which
// reuses one transposition table across the four leaders of a strain and
// one solver across strains, equals 20 independent solves with fresh
// solvers, and solving NT then diamonds on one solver equals solving
// diamonds fresh.
func TestTableEqualsIndependentSolves(t *testing.T) {
	all := loadTables(t, "data/dd/ddtables.txt")
	ctx := context.Background()
	for _, c := range sample(all, 2) {
		for _, st := range bridge.Strains() {
			for _, decl := range bridge.Seats() {
				v, err := Solve(ctx, Lead(c.deal, st, decl))
				if err != nil {
					t.Fatal(err)
				}
				if 13-v != c.want[decl][st] {
					t.Errorf("line %d %s by %s: fresh solve %d, DDS %d", c.line, st, decl, 13-v, c.want[decl][st])
				}
			}
		}
		sv := NewSolver(Options{})
		for _, st := range []bridge.Strain{bridge.NoTrump, bridge.StrainDiamonds, bridge.NoTrump} {
			v, err := sv.Solve(ctx, Lead(c.deal, st, bridge.South))
			if err != nil {
				t.Fatal(err)
			}
			if 13-v != c.want[bridge.South][st] {
				t.Errorf("line %d %s by S after another strain: %d, DDS %d", c.line, st, 13-v, c.want[bridge.South][st])
			}
		}
	}
}

// TestListRecord1Trace: DDS AnalysePlay on record 1 of
// dds-list100.txt, spades, North leads, 45 cards played: declarer (EW)
// has 8 tricks after every card.
func TestListRecord1Trace(t *testing.T) {
	recs := loadList(t)
	r := recs[0]
	if r.deal.String() != "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3" {
		t.Fatalf("record 1 is %s", r.deal)
	}
	if r.strain != bridge.StrainSpades || r.leader != bridge.North || len(r.play) != 45 {
		t.Fatalf("record 1: %s, leader %s, %d cards", r.strain, r.leader, len(r.play))
	}
	tr, err := AnalysePlay(context.Background(), NewPosition(r.deal, r.strain, r.leader), r.play, bridge.EastWest)
	if err != nil {
		t.Fatal(err)
	}
	if len(tr) != 46 {
		t.Fatalf("%d values, want 46", len(tr))
	}
	for i, v := range tr {
		if v != 8 {
			t.Errorf("after %d cards: %d, want 8", i, v)
		}
	}
}
