package pbn

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"bridgelaw/bridge"
)

// ddDeal1 is deal 1 of ../shared/data/dd/ddtables.txt with DDS's table;
// its par, None, dealer N, is 2S-EW (ddpar.txt).
var ddDeal1 = bridge.TrickTable{{7, 5, 6, 5, 6}, {5, 7, 6, 8, 6}, {7, 5, 6, 5, 6}, {5, 7, 6, 8, 6}}

func TestFormatPar(t *testing.T) {
	ew := []bridge.Seat{bridge.East, bridge.West}
	for _, tc := range []struct {
		par          bridge.Par
		score, value string
	}{
		{bridge.Par{Score: -110, Contracts: []bridge.ParContract{{Level: 2, Strain: bridge.StrainSpades, Side: bridge.EastWest, Declarers: ew}}}, "EW 110", "EW 2S="},
		{bridge.Par{Score: 2220, Contracts: []bridge.ParContract{{Level: 7, Strain: bridge.NoTrump, Side: bridge.NorthSouth, Declarers: []bridge.Seat{bridge.North, bridge.South}}}}, "NS 2220", "NS 7N="},
		{bridge.Par{}, "NS 0", "Pass"},
		{bridge.Par{Score: 100, Contracts: []bridge.ParContract{
			{Level: 3, Strain: bridge.StrainClubs, Doubled: true, Side: bridge.EastWest, Declarers: ew, Result: -1},
			{Level: 3, Strain: bridge.NoTrump, Doubled: true, Side: bridge.EastWest, Declarers: ew[1:], Result: -1},
		}}, "NS 100", "EW 3CX-1; W 3NX-1"},
		{bridge.Par{Score: 430, Contracts: []bridge.ParContract{{Level: 3, Strain: bridge.NoTrump, Side: bridge.NorthSouth, Declarers: []bridge.Seat{bridge.South}, Result: 1}}}, "NS 430", "S 3N+1"},
	} {
		if got := FormatOptimumScore(tc.par); got != tc.score {
			t.Errorf("%v: OptimumScore %q, want %q", tc.par, got, tc.score)
		}
		if got := FormatParContract(tc.par); got != tc.value {
			t.Errorf("%v: ParContract %q, want %q", tc.par, got, tc.value)
		}
	}
}

func TestFormatDoubleDummyTricks(t *testing.T) {
	v, ok := FormatDoubleDummyTricks(ddDeal1)
	if !ok || v != "65657656576867568675" {
		t.Errorf("%q, %v", v, ok)
	}
	if v, ok := FormatDoubleDummyTricks(bridge.UnknownTable()); ok || v != "" {
		t.Errorf("unknown table: %q, %v", v, ok)
	}
}

const setDoubleDummyWant = `% PBN 2.1
% EXPORT
[Event "?"]
[Site "?"]
[Date "?"]
[Board "1"]
[West "?"]
[North "?"]
[East "?"]
[South "?"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "?"]
[Scoring "?"]
[Declarer "?"]
[Contract "?"]
[Result "?"]
[DoubleDummyTricks "65657656576867568675"]
[OptimumScore "EW 110"]
[ParContract "EW 2S="]
[OptimumResultTable "Declarer;Denomination\2R;Result\2R"]
N NT  6
N  S  5
N  H  6
N  D  5
N  C  7
S NT  6
S  S  5
S  H  6
S  D  5
S  C  7
E NT  6
E  S  8
E  H  6
E  D  7
E  C  5
W NT  6
W  S  8
W  H  6
W  D  7
W  C  5
`

// TestSetDoubleDummy: the tags and section written (an OptimumScore the
// game had takes the new value), and read back.
func TestSetDoubleDummy(t *testing.T) {
	par := bridge.Par{Score: -110, Contracts: []bridge.ParContract{{Level: 2, Strain: bridge.StrainSpades, Side: bridge.EastWest, Declarers: []bridge.Seat{bridge.East, bridge.West}}}}
	g := &Game{Tags: []*Tag{{Name: "Board", Value: "1"}, {Name: "OptimumScore", Value: "NS 600"}}}
	g.SetDoubleDummy(ddDeal1, par)
	b := writeOne(t, g)
	// The export form ends lines with CRLF.
	if got, want := string(b), strings.ReplaceAll(setDoubleDummyWant, "\n", "\r\n"); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	back := readOne(t, b)
	if tab, err := back.OptimumResultTable(); err != nil || tab != ddDeal1 {
		t.Errorf("OptimumResultTable %v, %v", tab, err)
	}
	if tab, err := back.DoubleDummyTricks(); err != nil || tab != ddDeal1 {
		t.Errorf("DoubleDummyTricks %v, %v", tab, err)
	}
	if p, err := back.Par(); err != nil || !reflect.DeepEqual(p, par) {
		t.Errorf("Par %+v, %v; want %+v", p, err, par)
	}
}

// TestSetDoubleDummyPartial: a table with unknown cells is written with
// "?" results and no DoubleDummyTricks, and reads back the same.
func TestSetDoubleDummyPartial(t *testing.T) {
	tab := bridge.UnknownTable()
	tab[bridge.West][bridge.StrainSpades] = 8
	tab[bridge.North][bridge.NoTrump] = 0
	g := &Game{Tags: []*Tag{{Name: "Board", Value: "2"}, {Name: "DoubleDummyTricks", Value: "00000000000000000000"}}}
	g.SetDoubleDummy(tab, bridge.Par{})
	b := writeOne(t, g)
	out := strings.ReplaceAll(string(b), "\r\n", "\n")
	for _, line := range []string{"[OptimumScore \"NS 0\"]\n", "[ParContract \"Pass\"]\n", "N NT  0\n", "W  S  8\n", "E  C  ?\n"} {
		if !strings.Contains(out, line) {
			t.Errorf("no %q in\n%s", line, out)
		}
	}
	back := readOne(t, b)
	if got, err := back.OptimumResultTable(); err != nil || got != tab {
		t.Errorf("OptimumResultTable %v, %v", got, err)
	}
	if p, err := back.Par(); err != nil || p.Score != 0 || len(p.Contracts) != 0 {
		t.Errorf("Par %+v, %v", p, err)
	}
	if back.Tag("DoubleDummyTricks") != nil {
		t.Error("a DoubleDummyTricks tag for a table with unknown cells")
	}
	if _, err := (&Game{}).Par(); !errors.Is(err, ErrNoTag) {
		t.Errorf("no tags: %v, want ErrNoTag", err)
	}
}

// writeOne is g in PBN export form.
func writeOne(t *testing.T, g *Game) []byte {
	t.Helper()
	var b bytes.Buffer
	w := NewWriter(&b)
	if err := w.WriteGame(g); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// readOne is the one game of PBN text.
func readOne(t *testing.T, b []byte) *Game {
	t.Helper()
	f, err := Parse(b, "dd.pbn")
	if err != nil || len(f.Games) != 1 {
		t.Fatalf("read back: %v", err)
	}
	return f.Games[0]
}
