package score

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"bridgelaw/bridge"
)

// sheetLines reads deal lines for a test.
func sheetLines(t *testing.T, lines ...string) []DealResult {
	t.Helper()
	var out []DealResult
	for _, l := range lines {
		d, err := ParseDealLine(l)
		if err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		out = append(out, d)
	}
	return out
}

// entriesText prints entries as "NS 120 trick-score, EW 100 undertricks".
func entriesText(es []Entry) string {
	var s []string
	for _, e := range es {
		s = append(s, fmt.Sprintf("%s %d %s", e.Side, e.Points, e.Item))
	}
	return strings.Join(s, ", ")
}

// A deal where North holds the four top spades and East the four aces:
// honours for NS at spades, for EW at notrump.
const honoursDeal = "N:KQJT9.KQJ.KQJ.KQ A8765.A32.A32.A2 432.T987.T987.J9 .654.654.T876543"

// TestRubber holds the Laws of Rubber Bridge (1993) on whole sheets: Law 73
// (game by one deal or by partscores added, no partscore carried into the
// next game), Law 74 (the rubber premium 700 or 500), the vulnerability of
// a side that has won a game, Law 80 (a rubber not finished), Law 81
// (honours; the values of Law 77 for tricks, overtricks, the insult and
// undertricks).
func TestRubber(t *testing.T) {
	tests := []struct {
		name   string
		lines  []string
		ns, ew int    // totals with the Law 80 premiums
		last   string // the last deal's entries
		vul    bridge.Vulnerability
	}{
		{"Law 74: two games to none, 700", []string{"4S N 10", "3NT N 9"}, 920, 0, "NS 100 trick-score, NS 700 rubber", bridge.None},
		{"Law 74: two games to one, 500", []string{"4S N 10", "4H E 10", "3NT N 9"}, 720, 120, "NS 100 trick-score, NS 500 rubber", bridge.None},
		{"Law 73: a game from two partscores", []string{"2S N 8", "2NT S 8"}, 130 + 300, 0, "NS 70 trick-score", bridge.NSVulnerable},
		{"Law 73: the opponents' partscore is not carried into the next game", []string{"2H E 8", "4S N 10", "2H E 8"}, 120 + 300, 120 + 100, "EW 60 trick-score", bridge.NSVulnerable},
		{"vulnerable after a game: undertricks 100", []string{"4S N 10", "4S N 9"}, 120 + 300, 100, "EW 100 undertricks", bridge.NSVulnerable},
		{"Law 77: doubled vulnerable undertricks 200, 300, 300", []string{"3NT N 9", "4SX N 7"}, 100 + 300, 800, "EW 800 undertricks", bridge.NSVulnerable},
		{"Law 77: doubled not vulnerable undertricks 100, 300, 500, 800", []string{"4SX N 6"}, 0, 800, "EW 800 undertricks", bridge.None},
		{"Law 77: a doubled partscore makes game; overtrick 100, insult 50", []string{"2SX N 9"}, 120 + 100 + 50 + 300, 0, "NS 120 trick-score, NS 100 overtricks, NS 50 insult", bridge.NSVulnerable},
		{"Law 77: redoubled vulnerable overtrick 400, insult 100", []string{"3NT N 9", "1NTXX S 8"}, 100 + 160 + 400 + 100 + 700, 0, "NS 160 trick-score, NS 400 overtricks, NS 100 insult, NS 700 rubber", bridge.None},
		{"Law 77: undoubled overtricks at trick value", []string{"1H W 10"}, 0, 30 + 90 + 100, "EW 30 trick-score, EW 90 overtricks", bridge.None},
		{"Law 81: small slam not vulnerable 500", []string{"6S N 12"}, 180 + 500 + 300, 0, "NS 180 trick-score, NS 500 slam", bridge.NSVulnerable},
		{"Law 81: grand slam vulnerable 1500", []string{"3NT N 9", "7NT S 13"}, 100 + 220 + 1500 + 700, 0, "NS 220 trick-score, NS 1500 slam, NS 700 rubber", bridge.None},
		{"Law 80: one game and a partscore of the other side", []string{"4S N 10", "2H E 8"}, 120 + 300, 60 + 100, "EW 60 trick-score", bridge.NSVulnerable},
		{"Law 80: a game each, both with partscores: nothing", []string{"4S N 10", "4H E 10", "1NT N 7", "1C W 7"}, 160, 140, "EW 20 trick-score", bridge.All},
		{"Law 80: nothing after a finished rubber", []string{"4S N 10", "3NT N 9", "Pass"}, 920, 0, "", bridge.None},
		{"a second rubber starts not vulnerable", []string{"4S N 10", "3NT N 9", "4H E 9"}, 920 + 50, 0, "NS 50 undertricks", bridge.None},
		{"Law 81: four honours in declarer's hand 100", []string{"4S N 10 " + honoursDeal}, 120 + 100 + 300, 0, "NS 120 trick-score, NS 100 honours", bridge.NSVulnerable},
		{"Law 81: four aces at notrump for the defenders, 150, though declarer made", []string{"3NT S 9 " + honoursDeal}, 100 + 300, 150, "NS 100 trick-score, EW 150 honours", bridge.NSVulnerable},
		{"Law 81: honours count when the contract fails", []string{"4S S 9 " + honoursDeal}, 100, 50, "EW 50 undertricks, NS 100 honours", bridge.None},
		{"a deal passed out writes nothing", []string{"Pass", "Pass - 0"}, 0, 0, "", bridge.None},
	}
	for _, tc := range tests {
		var r Rubber
		var last DealScore
		for _, d := range sheetLines(t, tc.lines...) {
			var err error
			if last, err = r.Score(d); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			if last.Totals != r.Totals() {
				t.Errorf("%s: deal totals %v, sheet %v", tc.name, last.Totals, r.Totals())
			}
		}
		f := r.Final()
		if f.Totals != (bridge.BySide[int]{tc.ns, tc.ew}) || entriesText(last.Entries) != tc.last || r.Vulnerability() != tc.vul {
			t.Errorf("%s: NS %d EW %d, last %q, next %v; want %d %d %q %v", tc.name, f.Totals[0], f.Totals[1], entriesText(last.Entries), r.Vulnerability(), tc.ns, tc.ew, tc.last, tc.vul)
		}
	}
}

// TestRubberDealScore: what a deal says of the sheet: the vulnerability it
// was played at, the game, the end of the rubber, the games and
// partscores after it, the rubber it belongs to.
func TestRubberDealScore(t *testing.T) {
	var r Rubber
	var got []DealScore
	for _, d := range sheetLines(t, "2S N 8", "4H E 10", "2NT N 8", "3NT E 8", "3NT N 9", "4S N 10", "1C N 7") {
		ds, err := r.Score(d)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, ds)
	}
	want := []struct {
		vul        bridge.Vulnerability
		game, over bool
		games      bridge.BySide[int]
		part       bridge.BySide[int]
		rubber     int
	}{
		{bridge.None, false, false, bridge.BySide[int]{0, 0}, bridge.BySide[int]{60, 0}, 1},
		{bridge.None, true, false, bridge.BySide[int]{0, 1}, bridge.BySide[int]{0, 0}, 1},
		{bridge.EWVulnerable, false, false, bridge.BySide[int]{0, 1}, bridge.BySide[int]{70, 0}, 1},
		{bridge.EWVulnerable, false, false, bridge.BySide[int]{0, 1}, bridge.BySide[int]{70, 0}, 1},
		{bridge.EWVulnerable, true, false, bridge.BySide[int]{1, 1}, bridge.BySide[int]{0, 0}, 1},
		{bridge.All, true, true, bridge.BySide[int]{2, 1}, bridge.BySide[int]{0, 0}, 1},
		{bridge.None, false, false, bridge.BySide[int]{0, 0}, bridge.BySide[int]{20, 0}, 2},
	}
	for i, w := range want {
		g := got[i]
		if g.Deal != i+1 || g.Vulnerability != w.vul || g.Game != w.game || g.Over != w.over || g.Games != w.games || g.Partscore != w.part || g.Rubber != w.rubber {
			t.Errorf("deal %d: %+v, want %+v", i+1, g, w)
		}
	}
	// 3NT by East one down vulnerable: 100 to NS; the rubber 2-1: 500; the
	// second rubber not finished, NS's partscore: 100 (Law 80).
	if f := r.Final(); f.Totals != (bridge.BySide[int]{60 + 70 + 100 + 100 + 120 + 500 + 20 + 100, 120}) {
		t.Errorf("final %v", f.Totals)
	}
}

func TestRubberRefusesBadResults(t *testing.T) {
	var r Rubber
	for _, d := range []DealResult{
		{Contract: bridge.Contract{Level: 8, Strain: bridge.NoTrump}},
		{Contract: bridge.Contract{Level: 4, Strain: bridge.StrainSpades}, Tricks: 14},
		{Contract: bridge.PassedOut, Tricks: 3},
	} {
		if _, err := r.Score(d); !errors.Is(err, ErrDealResult) {
			t.Errorf("%+v: %v", d, err)
		}
	}
	if r.Totals() != (bridge.BySide[int]{}) || r.Final().Unfinished != nil {
		t.Error("a refused deal changed the sheet")
	}
}

// TestChicagoVulnerability: the cycle of four deals, dealer's side (the
// default) or his opponents vulnerable on the second and third.
func TestChicagoVulnerability(t *testing.T) {
	dealers := []bridge.Seat{bridge.North, bridge.East, bridge.South, bridge.West}
	for _, tc := range []struct {
		v    ChicagoVulnerability
		want [4]bridge.Vulnerability
	}{
		{DealerVulnerable, [4]bridge.Vulnerability{bridge.None, bridge.EWVulnerable, bridge.NSVulnerable, bridge.All}},
		{DealerNotVulnerable, [4]bridge.Vulnerability{bridge.None, bridge.NSVulnerable, bridge.EWVulnerable, bridge.All}},
	} {
		c, err := NewChicago(ChicagoOptions{Vulnerability: tc.v})
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range []string{"1C N 7", "Pass", "1C N 7", "1C N 7", "1C N 7", "1C N 7"} {
			d := sheetLines(t, line)[0]
			ds, err := c.Score(d)
			if err != nil {
				t.Fatal(err)
			}
			pos := []int{1, 2, 2, 3, 4, 1}[i]
			if ds.Position != pos || ds.Dealer != dealers[(pos-1)%4] || ds.Vulnerability != tc.want[pos-1] || ds.Over != (i == 4) {
				t.Errorf("%v deal %d: position %d dealer %v vul %v over %v", tc.v, i+1, ds.Position, ds.Dealer, ds.Vulnerability, ds.Over)
			}
		}
	}
}

// TestChicago: game premiums as duplicate at the deal's vulnerability,
// partscores carried within the cycle and wiped by a game, the partscore
// premium as each variation gives it.
func TestChicago(t *testing.T) {
	tests := []struct {
		name   string
		opt    ChicagoOptions
		lines  []string
		ns, ew int
		last   string
	}{
		{"a partscore completed to game on deal 2 (EW vulnerable): 300", ChicagoOptions{}, []string{"2S N 8", "2S N 8"}, 120 + 300, 0, "NS 60 trick-score, NS 300 game"},
		{"game on deal 3 by the dealer's side: 500", ChicagoOptions{}, []string{"Pass", "1C E 7", "1C E 7", "4S S 10"}, 120 + 500, 40, "NS 120 trick-score, NS 500 game"},
		{"a game wipes the opponents' partscore", ChicagoOptions{}, []string{"2S N 8", "3NT E 9", "2S N 8"}, 120, 100 + 500, "NS 60 trick-score"},
		{"the fourth deal's partscore: 100", ChicagoOptions{}, []string{"1C N 7", "1C E 7", "1C N 7", "2H W 8"}, 40, 20 + 60 + 100, "EW 60 trick-score, EW 100 partscore"},
		{"the fourth deal completes a game: 500, no partscore premium", ChicagoOptions{}, []string{"2S N 8", "1C E 7", "1C N 7", "2H N 8"}, 60 + 20 + 60 + 500, 20, "NS 60 trick-score, NS 500 game"},
		{"partscores do not pass into the next cycle", ChicagoOptions{}, []string{"2S N 8", "Pass", "1C E 7", "1C E 7", "1C E 7", "2S N 8"}, 60 + 60, 20 + 20 + 20 + 100, "NS 60 trick-score"},
		{"switched: dealer's side not vulnerable on deal 2", ChicagoOptions{Vulnerability: DealerNotVulnerable}, []string{"1C N 7", "4S N 10"}, 20 + 120 + 500, 0, "NS 120 trick-score, NS 500 game"},
		{"every deal: 50 for each partscore, carried", ChicagoOptions{Partscore: EveryDealPartscore}, []string{"2S N 8", "2S N 8", "1C E 7"}, 60 + 50 + 60 + 300, 20 + 50, "EW 20 trick-score, EW 50 partscore"},
		{"duplicate: nothing carried, 50 for a partscore", ChicagoOptions{Partscore: DuplicatePartscore}, []string{"2S N 8", "2S N 8"}, 110 + 110, 0, "NS 60 trick-score, NS 50 partscore"},
		{"duplicate: a game in one deal", ChicagoOptions{Partscore: DuplicatePartscore}, []string{"1C N 7", "1C N 7", "4H N 10"}, 70 + 70 + 620, 0, "NS 120 trick-score, NS 500 game"},
		{"honours counted", ChicagoOptions{}, []string{"4S N 10 " + honoursDeal}, 120 + 300 + 100, 0, "NS 120 trick-score, NS 300 game, NS 100 honours"},
		{"honours not counted", ChicagoOptions{NoHonours: true}, []string{"4S N 10 " + honoursDeal}, 120 + 300, 0, "NS 120 trick-score, NS 300 game"},
		{"first dealer East: deal 2 dealt by South, NS vulnerable", ChicagoOptions{FirstDealer: bridge.East}, []string{"Pass", "1C N 7", "4S N 9"}, 20, 100, "EW 100 undertricks"},
	}
	for _, tc := range tests {
		c, err := NewChicago(tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		var last DealScore
		for _, d := range sheetLines(t, tc.lines...) {
			if last, err = c.Score(d); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		f := c.Final()
		if f.Totals != (bridge.BySide[int]{tc.ns, tc.ew}) || entriesText(last.Entries) != tc.last || f.Unfinished != nil {
			t.Errorf("%s: NS %d EW %d, last %q; want %d %d %q", tc.name, f.Totals[0], f.Totals[1], entriesText(last.Entries), tc.ns, tc.ew, tc.last)
		}
	}
	if _, err := NewChicago(ChicagoOptions{Partscore: 9}); !errors.Is(err, ErrChicagoOptions) {
		t.Errorf("bad option: %v", err)
	}
}

// TestChicagoDuplicateIsLaw77: with DuplicatePartscore and no honours,
// every deal of a Chicago sheet scores what Law 77 gives it at the cycle's
// vulnerability (Score, the duplicate score, is the oracle).
func TestChicagoDuplicateIsLaw77(t *testing.T) {
	rng := rand.New(rand.NewPCG(77, 4))
	c, _ := NewChicago(ChicagoOptions{Partscore: DuplicatePartscore, NoHonours: true, FirstDealer: bridge.West})
	var want int
	for range 2000 {
		d := randomResult(rng)
		vul := c.Vulnerability()
		ds, err := c.Score(d)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Score(d.Contract, vul, d.Tricks)
		if err != nil {
			t.Fatal(err)
		}
		want += s
		if got := Sum(ds.Entries); got[0]-got[1] != s {
			t.Fatalf("%v at %v: entries %s, Law 77 %d", d, vul, entriesText(ds.Entries), s)
		}
	}
	if tot := c.Final().Totals; tot[0]-tot[1] != want {
		t.Errorf("totals %v, Law 77 sum %d", tot, want)
	}
}

// TestRubberProperties: on random sheets, a game is 100 trick points or
// more; every rubber ends with one premium, 700 or 500 as the games say; the
// running totals are the sums of the entries; each side's below-the-line
// points are its trick scores.
func TestRubberProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(74, 80))
	var r Rubber
	var sum bridge.BySide[int]
	for range 5000 {
		d := randomResult(rng)
		before := r.Vulnerability()
		ds, err := r.Score(d)
		if err != nil {
			t.Fatal(err)
		}
		if ds.Vulnerability != before {
			t.Fatalf("deal %d played at %v, sheet said %v", ds.Deal, ds.Vulnerability, before)
		}
		t1 := Sum(ds.Entries)
		sum[0] += t1[0]
		sum[1] += t1[1]
		if ds.Totals != sum {
			t.Fatalf("deal %d: totals %v, entries add to %v", ds.Deal, ds.Totals, sum)
		}
		rubbers := 0
		for _, e := range ds.Entries {
			if e.Points <= 0 || e.Item == 0 || e.Item > ItemUnfinishedPartscore {
				t.Fatalf("deal %d: entry %+v", ds.Deal, e)
			}
			if e.Item == ItemRubber {
				rubbers++
				want := RubberTwoGames
				if ds.Games[e.Side.Opponents()] == 1 {
					want = RubberThreeGames
				}
				if ds.Games[e.Side] != 2 || e.Points != want || !ds.Over {
					t.Fatalf("deal %d: rubber premium %+v with games %v", ds.Deal, e, ds.Games)
				}
			}
		}
		if (rubbers == 1) != ds.Over || ds.Over && !ds.Game {
			t.Fatalf("deal %d: over %v game %v entries %s", ds.Deal, ds.Over, ds.Game, entriesText(ds.Entries))
		}
	}
}

// randomResult is a random contract with declarer and tricks, a deal
// passed out one time in ten.
func randomResult(rng *rand.Rand) DealResult {
	if rng.IntN(10) == 0 {
		return DealResult{Contract: bridge.PassedOut}
	}
	c := bridge.Contract{Level: bridge.Level(1 + rng.IntN(7)), Strain: bridge.Strain(rng.IntN(5)), Doubling: bridge.Doubling(rng.IntN(3)), Declarer: bridge.Seat(rng.IntN(4))}
	return DealResult{Contract: c, Tricks: max(0, min(13, c.Target()-3+rng.IntN(6)))}
}
