package score

import (
	"errors"
	"math"
	"testing"
)

// TestLaw78BEveryBreakpoint holds the IMP scale as Law 78B prints it (band
// by band, typed from the Law, not derived from IMPBounds): both ends of
// every band, and the step just past it.
func TestLaw78BEveryBreakpoint(t *testing.T) {
	bands := []struct{ lo, hi, imps int }{
		{0, 10, 0}, {20, 40, 1}, {50, 80, 2}, {90, 120, 3}, {130, 160, 4},
		{170, 210, 5}, {220, 260, 6}, {270, 310, 7}, {320, 360, 8},
		{370, 420, 9}, {430, 490, 10}, {500, 590, 11}, {600, 740, 12},
		{750, 890, 13}, {900, 1090, 14}, {1100, 1290, 15}, {1300, 1490, 16},
		{1500, 1740, 17}, {1750, 1990, 18}, {2000, 2240, 19}, {2250, 2490, 20},
		{2500, 2990, 21}, {3000, 3490, 22}, {3500, 3990, 23}, {4000, 9000, 24},
	}
	for k, b := range bands {
		for d := b.lo; d <= b.hi; d += 10 {
			if got := IMPs(d); got != b.imps {
				t.Errorf("IMPs(%d) = %d, want %d (band %d-%d)", d, got, b.imps, b.lo, b.hi)
			}
			if got := IMPs(-d); got != -b.imps {
				t.Errorf("IMPs(%d) = %d, want %d", -d, got, -b.imps)
			}
		}
		if k+1 < len(bands) && IMPs(b.hi+10) != b.imps+1 {
			t.Errorf("IMPs(%d) = %d, want %d (first step of the next band)", b.hi+10, IMPs(b.hi+10), b.imps+1)
		}
	}
}

// TestIMPScaleSteps holds values of the IMP scale of Law 78B at its steps
// (the 2990 step is easy to miss) and a board's difference of 620 + 170.
func TestIMPScaleSteps(t *testing.T) {
	for d, want := range map[int]int{
		10: 0, 20: 1, 40: 1, 50: 2, 2990: 21, 3000: 22, 3490: 22, 3500: 23,
		3990: 23, 4000: 24, 7600: 24, -150: -4,
		620 + 170: 13, 450: 10, 30: 1, 370: 9, 360: 8,
	} {
		if got := IMPs(d); got != want {
			t.Errorf("IMPs(%d) = %d, want %d", d, got, want)
		}
	}
}

// TestIMPsProperties: IMP(-d) = -IMP(d), monotone, 0..24.
func TestIMPsProperties(t *testing.T) {
	prev := IMPs(-10000)
	for d := -10000; d <= 10000; d++ {
		v := IMPs(d)
		if v != -IMPs(-d) {
			t.Fatalf("IMPs(%d) = %d but IMPs(%d) = %d", d, v, -d, IMPs(-d))
		}
		if v < prev {
			t.Fatalf("not monotone at %d: %d after %d", d, v, prev)
		}
		if v < -MaxIMPs || v > MaxIMPs {
			t.Fatalf("IMPs(%d) = %d out of range", d, v)
		}
		prev = v
	}
}

func TestDatum(t *testing.T) {
	scores := []int{420, 420, 450, -50, 170}
	// All five: 1410/5 = 282 -> 280.
	if d, _ := Datum(scores, DatumOptions{Round: 10}); d != 280 {
		t.Errorf("datum = %d, want 280", d)
	}
	// Top (450) and bottom (-50) dropped: (170+420+420)/3 = 336.7 -> 340.
	if d, _ := Datum(scores, DatumOptions{Drop: 1, Round: 10}); d != 340 {
		t.Errorf("datum without top and bottom = %d, want 340", d)
	}
	// Not rounded to tens: 336.67 -> 337.
	if d, _ := Datum(scores, DatumOptions{Drop: 1}); d != 337 {
		t.Errorf("unrounded datum = %d, want 337", d)
	}
	// Too few results to drop: 2 scores, Drop 1 -> plain mean 235 -> 240 (half away from zero).
	if d, _ := Datum([]int{420, 50}, DatumOptions{Drop: 1, Round: 10}); d != 240 {
		t.Errorf("datum of two = %d, want 240", d)
	}
	if d, _ := Datum([]int{-420, -50}, DatumOptions{Round: 10}); d != -240 {
		t.Errorf("datum of two negatives = %d, want -240", d)
	}
	if _, err := Datum(nil, DatumOptions{}); !errors.Is(err, ErrNoScores) {
		t.Errorf("empty datum: err = %v", err)
	}
}

// TestButlerBoard: datum 340 (top and bottom dropped); hand-checked IMPs.
func TestButlerBoard(t *testing.T) {
	tables := []Table{Played(420), Played(420), Played(450), Played(-50), Played(170)}
	got, err := IMPBoard(tables, IMPOptions{Method: ButlerScoring, Datum: DatumOptions{Drop: 1, Round: 10}})
	if err != nil {
		t.Fatal(err)
	}
	// 420-340 = 80: 2; 450-340 = 110: 3; -50-340 = -390: -9; 170-340 = -170: -5.
	want := []float64{2, 2, 3, -9, -5}
	for i, w := range want {
		if got[i].NS.IMPs != w || got[i].EW.IMPs != -w || got[i].Datum != 340 {
			t.Errorf("table %d: NS %v EW %v datum %d, want %v %v 340", i+1, got[i].NS.IMPs, got[i].EW.IMPs, got[i].Datum, w, -w)
		}
	}
}

// TestCrossIMPsBoard: three results 420, 400, -50.
func TestCrossIMPsBoard(t *testing.T) {
	tables := []Table{Played(420), Played(400), Played(-50)}
	// 420: vs 400 (20: 1) + vs -50 (470: 10) = 11; 400: -1 + 10 (450) = 9;
	// -50: -10 -10 = -20.
	sum, _ := IMPBoard(tables, IMPOptions{Method: CrossIMPScoring})
	avg, _ := IMPBoard(tables, IMPOptions{Method: CrossIMPAverageScoring})
	for i, w := range []float64{11, 9, -20} {
		if sum[i].NS.IMPs != w || sum[i].EW.IMPs != -w {
			t.Errorf("table %d summed: %v/%v, want %v", i+1, sum[i].NS.IMPs, sum[i].EW.IMPs, w)
		}
		if avg[i].NS.IMPs != w/2 {
			t.Errorf("table %d averaged: %v, want %v", i+1, avg[i].NS.IMPs, w/2)
		}
		if c := CrossIMPs([][]Weighted{Certain(420), Certain(400), Certain(-50)}, i, false); c != w {
			t.Errorf("CrossIMPs(%d) = %v, want %v", i, c, w)
		}
	}
	// A fourth table expected but absent: summed cross-IMPs scaled by 3/2.
	scaled, _ := IMPBoard(tables, IMPOptions{Method: CrossIMPScoring, Expected: 4})
	if scaled[0].NS.IMPs != 16.5 {
		t.Errorf("scaled cross-IMPs = %v, want 16.5", scaled[0].NS.IMPs)
	}
}

// TestWeightedIMPs: Law 12C1(c) in IMPs: 60% of 4S= (+420) and 40% of 4S-1
// (-50) against a datum of 340: 0.6*2 + 0.4*(-9) = -2.4.
func TestWeightedIMPs(t *testing.T) {
	ws := []Weighted{{0.6, 420}, {0.4, -50}}
	if v := IMPsAgainstDatum(ws, 340); math.Abs(v-(-2.4)) > 1e-12 {
		t.Errorf("weighted vs datum = %v, want -2.4", v)
	}
	// Against a table result of +170: 0.6*IMPs(250)=0.6*6 + 0.4*IMPs(-220)=0.4*-6 = 1.2.
	if v := IMPsAgainst(ws, Certain(170)); math.Abs(v-1.2) > 1e-12 {
		t.Errorf("weighted vs 170 = %v, want 1.2", v)
	}
}

// TestTeamBoard: a team match board both ways, and an artificial score.
func TestTeamBoard(t *testing.T) {
	open, closed := Played(620), Played(-170) // NS +620 open, NS -170 closed (EW +170)
	ns, ew := TeamBoard(open, closed)
	if ns != 13 || ew != -13 { // 790: 13 IMPs to the home team
		t.Errorf("open room: %v/%v, want 13/-13", ns, ew)
	}
	ns, ew = TeamBoard(closed, open)
	if ns != -13 || ew != 13 {
		t.Errorf("closed room: %v/%v, want -13/13", ns, ew)
	}
	// No result in the open room, North-South not at fault, East-West at
	// fault: the home team (NS open) +3, the away team -3 (Law 86A).
	a := Table{NS: Award{Artificial: AveragePlus}, EW: Award{Artificial: AverageMinus}}
	ns, ew = TeamBoard(a, closed)
	if ns != 3 || ew != -3 {
		t.Errorf("artificial: %v/%v, want 3/-3", ns, ew)
	}
}
