package score

import (
	"math"
	"math/rand/v2"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func mpBoard(t *testing.T, tables []Table, opts MatchpointOptions) []BoardMP {
	t.Helper()
	got, err := MatchpointBoard(tables, opts)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func playedAll(scores ...int) []Table {
	ts := make([]Table, len(scores))
	for i, s := range scores {
		ts[i] = Played(s)
	}
	return ts
}

// TestLaw78ATravellers: hand-checked travellers.
func TestLaw78ATravellers(t *testing.T) {
	tests := []struct {
		name   string
		scores []int
		ns, ew []float64
		top    float64
	}{
		// 420 beats 400 and -50, ties the other 420: 2+2+1 = 5.
		{"ties", []int{420, 420, 400, -50}, []float64{5, 5, 2, 0}, []float64{1, 1, 4, 6}, 6},
		{"all equal", []int{110, 110, 110}, []float64{2, 2, 2}, []float64{2, 2, 2}, 4},
		// A single result: top 0.
		{"one result", []int{620}, []float64{0}, []float64{0}, 0},
		// Law 78A: the passed-out 0 beats -90 and loses to +50.
		{"passed out", []int{50, 0, -90}, []float64{4, 2, 0}, []float64{0, 2, 4}, 4},
	}
	for _, tc := range tests {
		got := mpBoard(t, playedAll(tc.scores...), MatchpointOptions{})
		for i := range tc.scores {
			if got[i].NS.MP != tc.ns[i] || got[i].EW.MP != tc.ew[i] || got[i].Top != tc.top {
				t.Errorf("%s, table %d: %v/%v top %v, want %v/%v top %v", tc.name, i+1,
					got[i].NS.MP, got[i].EW.MP, got[i].Top, tc.ns[i], tc.ew[i], tc.top)
			}
		}
	}
	// Percentages and the 1 / 0.5 convention.
	got := mpBoard(t, playedAll(420, 420, 400, -50), MatchpointOptions{})
	if !near(got[0].NS.Percent, 500.0/6) || OnePerBeat.Convert(got[0].NS.MP) != 2.5 {
		t.Errorf("420: %v%%, %v on the 1/0.5 scale; want 83.33%%, 2.5", got[0].NS.Percent, OnePerBeat.Convert(got[0].NS.MP))
	}
}

// TestMatchpointTotals: with n results and no adjustment, the North-South
// matchpoints of a board add up to n(n-1), as do East-West's, and each
// table's two sides share the top.
func TestMatchpointTotals(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 78))
	values := []int{-800, -200, -100, -50, 0, 50, 110, 140, 420, 450, 620, 1430}
	for iter := 0; iter < 500; iter++ {
		n := 1 + rng.IntN(25)
		scores := make([]int, n)
		for i := range scores {
			scores[i] = values[rng.IntN(len(values))]
		}
		got := mpBoard(t, playedAll(scores...), MatchpointOptions{})
		var ns, ew float64
		for _, b := range got {
			ns += b.NS.MP
			ew += b.EW.MP
			if !near(b.NS.MP+b.EW.MP, Top(n)) {
				t.Fatalf("%v: a table's sides add up to %v, top %v", scores, b.NS.MP+b.EW.MP, Top(n))
			}
		}
		if !near(ns, float64(n*(n-1))) || !near(ew, float64(n*(n-1))) {
			t.Fatalf("%v: totals %v/%v, want %d", scores, ns, ew, n*(n-1))
		}
	}
}

// TestNeubergEBUExample: the EBU's worked example (ebu.co.uk, "The Neuberg
// formula - the principle"): ten results where eleven were expected, all
// different; the sole top gets 19.9 of 20 and the steps are 2.2.
func TestNeubergEBUExample(t *testing.T) {
	got := mpBoard(t, playedAll(520, 500, 490, 480, 460, 450, 430, 420, 400, -50), MatchpointOptions{Expected: 11})
	want := []float64{19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1}
	for i, w := range want {
		if math.Abs(got[i].NS.MP-w) > 1e-9 || got[i].Top != 20 {
			t.Errorf("result %d: %v of %v, want %v of 20", i+1, got[i].NS.MP, got[i].Top, w)
		}
	}
	// Neuberg's formula itself: the 2-per-beat form (Law 78A).
	if v := Neuberg(18, 10, 11); !near(v, 19.9) {
		t.Errorf("Neuberg(18, 10, 11) = %v", v)
	}
	if v := Neuberg(7, 8, 8); v != 7 {
		t.Errorf("Neuberg with all results = %v", v)
	}
}

// TestNeubergCorpusBoard1: the first board of the FFB national final in the
// corpus (22 tables, 21 results and one A+/A+): 14 x 4S= (+420), 3NT= (+400),
// 3S+1 (+170), 5 x 4S-1 (-50). 420: 7 beaten, 13 ties = 27 -> (27+1)*22/21-1
// = 28.33 (file: 28.3); 400: 12 -> 12.62 (12.6); 170: 10 -> 10.52 (10.5);
// -50: 4 -> 4.24 (4.2); A+ = 60% of 42 = 25.2.
func TestNeubergCorpusBoard1(t *testing.T) {
	var tables []Table
	for range 14 {
		tables = append(tables, Played(420))
	}
	tables = append(tables, Played(400), Played(170))
	for range 5 {
		tables = append(tables, Played(-50))
	}
	tables = append(tables, Table{NS: Award{Artificial: AveragePlus}, EW: Award{Artificial: AveragePlus}})
	got := mpBoard(t, tables, MatchpointOptions{})
	for i, w := range map[int][2]float64{0: {28.3, 13.7}, 14: {12.6, 29.4}, 15: {10.5, 31.5}, 16: {4.2, 37.8}, 21: {25.2, 25.2}} {
		if math.Round(got[i].NS.MP*10)/10 != w[0] || math.Round(got[i].EW.MP*10)/10 != w[1] {
			t.Errorf("table %d: %v/%v, want %v/%v", i+1, got[i].NS.MP, got[i].EW.MP, w[0], w[1])
		}
	}
	if got[21].NS.Method != ArtificialScore || got[21].NS.Law != LawArtificial {
		t.Errorf("A+ method/law = %v/%v", got[21].NS.Method, got[21].NS.Law)
	}
}

// TestWeightedScore: Law 12C1(c): table 1 is given 60% of 4S= (+420) and 40%
// of 4S-1 (-50), scored against the field 420, 420, 170, -50 (top 8).
// Hand-checked: the 420 part beats 170 and -50 and ties both 420s: 6; the -50
// part ties -50: 1; 0.6*6 + 0.4*1 = 4.0. The other 420s: vs table 1
// 0.6*1 + 0.4*2 = 1.4, + 1 + 2 + 2 = 6.4. Totals stay n(n-1) = 20.
func TestWeightedScore(t *testing.T) {
	w := Award{Scores: []Weighted{{0.6, 420}, {0.4, -50}}, Assigned: true}
	tables := []Table{{NS: w, EW: w}, Played(420), Played(420), Played(170), Played(-50)}
	got := mpBoard(t, tables, MatchpointOptions{})
	want := []float64{4, 6.4, 6.4, 2.8, 0.4}
	total := 0.0
	for i, x := range want {
		if !near(got[i].NS.MP, x) || !near(got[i].EW.MP, 8-x) {
			t.Errorf("table %d: %v/%v, want %v/%v", i+1, got[i].NS.MP, got[i].EW.MP, x, 8-x)
		}
		total += got[i].NS.MP
	}
	if !near(total, 20) {
		t.Errorf("total %v, want 20", total)
	}
	if l := w.Label(); l != "60% +420, 40% -50" {
		t.Errorf("label %q", l)
	}
}

// TestSplitScore: Law 12C1(e): the two sides of a table get different
// assigned scores (here North-South are scored as +140, East-West as if
// North-South had +420); each side is compared in its own direction with
// the other tables' awards for that direction.
func TestSplitScore(t *testing.T) {
	split := Table{NS: Award{Scores: Certain(140), Assigned: true}, EW: Award{Scores: Certain(420), Assigned: true}}
	tables := []Table{split, Played(420), Played(140), Played(-50)}
	got := mpBoard(t, tables, MatchpointOptions{})
	// NS field: 140, 420, 140, -50: NS at table 1 (140) beats -50, ties 140: 3.
	// EW field (NS view, lower is better): 420, 420, 140, -50: EW at table 1
	// (420) ties the other 420, beaten by 140 and -50: 1.
	if got[0].NS.MP != 3 || got[0].EW.MP != 1 {
		t.Errorf("split table: %v/%v, want 3/1", got[0].NS.MP, got[0].EW.MP)
	}
	// Table 2 (420): NS beats 140, 140, -50: 6; EW ties table 1's EW 420: 1.
	if got[1].NS.MP != 6 || got[1].EW.MP != 1 {
		t.Errorf("table 2: %v/%v, want 6/1", got[1].NS.MP, got[1].EW.MP)
	}
}

// TestArtificialAndSession: Law 12C2: NS not at fault
// (A+), EW at fault (A-); with a 66% session NS get 66%, with 35% EW get 35%.
func TestArtificialAndSession(t *testing.T) {
	tables := []Table{{NS: Award{Artificial: AveragePlus}, EW: Award{Artificial: AverageMinus}}, Played(100), Played(200), Played(300)}
	got := mpBoard(t, tables, MatchpointOptions{})
	// Top 6 (4 tables); 60% = 3.6, 40% = 2.4; the three results Neuberg'd 3 -> 4.
	if !near(got[0].NS.MP, 3.6) || !near(got[0].EW.MP, 2.4) {
		t.Errorf("A+/A- = %v/%v, want 3.6/2.4", got[0].NS.MP, got[0].EW.MP)
	}
	// 300: beats 2 of 3 -> 4; (4+1)*4/3-1 = 5.667.
	if !near(got[3].NS.MP, 5+2.0/3) {
		t.Errorf("300 = %v, want 5.667", got[3].NS.MP)
	}
	if p := AveragePlus.SessionPercent(0, 66); p != 66 {
		t.Errorf("A+ with a 66%% session = %v", p)
	}
	if p := AveragePlus.SessionPercent(0, 55); p != 60 {
		t.Errorf("A+ with a 55%% session = %v", p)
	}
	if p := AverageMinus.SessionPercent(0, 35); p != 35 {
		t.Errorf("A- with a 35%% session = %v", p)
	}
	if p := AverageMinus.SessionPercent(0, 45); p != 40 {
		t.Errorf("A- with a 45%% session = %v", p)
	}
	if p := Average.SessionPercent(0, 70); p != 50 {
		t.Errorf("A with a 70%% session = %v", p)
	}
	if v := AveragePlus.SessionIMPs(0, 4.5); v != 4.5 {
		t.Errorf("A+ with 4.5 IMPs a board = %v", v)
	}
	if v := AverageMinus.IMPs(0); v != -3 {
		t.Errorf("A- in IMPs = %v", v)
	}
}

func TestParseArtificial(t *testing.T) {
	for in, want := range map[string]string{"A+": "A+", "av-": "A-", "Ave": "A", "60%": "60%", "+2 IMP": "+2 IMP", "-3imps": "-3 IMP"} {
		a, err := ParseArtificial(in)
		if err != nil || a.Label() != want {
			t.Errorf("ParseArtificial(%q) = %q, %v; want %q", in, a.Label(), err, want)
		}
	}
	for _, bad := range []string{"", "B+", "120%", "x imp"} {
		if _, err := ParseArtificial(bad); err == nil {
			t.Errorf("ParseArtificial(%q): no error", bad)
		}
	}
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 87)) }

// TestWeightedTotals: weighted scores (Law 12C1(c)) keep the board's
// matchpoints at n(n-1) a direction.
func TestWeightedTotals(t *testing.T) {
	values := []int{-200, -50, 0, 110, 140, 420, 450, 620}
	for seed := uint64(1); seed <= 200; seed++ {
		rng := newRand(seed)
		n := 2 + rng.IntN(12)
		tables := make([]Table, n)
		for i := range tables {
			if rng.IntN(3) == 0 {
				w := rng.Float64()*0.8 + 0.1
				a := Award{Scores: []Weighted{{w, values[rng.IntN(len(values))]}, {1 - w, values[rng.IntN(len(values))]}}, Assigned: true}
				tables[i] = Table{NS: a, EW: a}
			} else {
				tables[i] = Played(values[rng.IntN(len(values))])
			}
		}
		got := mpBoard(t, tables, MatchpointOptions{})
		ns := 0.0
		for _, b := range got {
			ns += b.NS.MP
		}
		if !near(ns, float64(n*(n-1))) {
			t.Fatalf("seed %d: total %v, want %d", seed, ns, n*(n-1))
		}
	}
}
