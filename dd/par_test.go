package dd

import (
	"strconv"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/pbn"
)

// refTables maps each deal of ddtables.txt (as bridge.Deal.String prints it)
// to DDS's table.
func refTables(t *testing.T) map[string]bridge.TrickTable {
	m := map[string]bridge.TrickTable{}
	for _, c := range loadTables(t, "data/dd/ddtables.txt") {
		m[c.deal.String()] = c.want
	}
	return m
}

func tableFor(t *testing.T, tabs map[string]bridge.TrickTable, deal string) bridge.TrickTable {
	t.Helper()
	d, err := bridge.ParseDeal(deal)
	if err != nil {
		t.Fatal(err)
	}
	tab, ok := tabs[d.String()]
	if !ok {
		t.Fatalf("no table for %s", deal)
	}
	return tab
}

// TestParDealer checks every line of ddpar.txt (DDS DealerPar, 639 deals x
// 4 vulnerabilities x 4 dealers): the score strictly, the contracts as
// DDS's text.
func TestParDealer(t *testing.T) {
	tabs := refTables(t)
	lines := dataLines(t, "data/dd/ddpar.txt")
	bad, badScore := 0, 0
	for i, l := range lines {
		f := strings.Split(l, "\t")
		if len(f) != 5 {
			t.Fatalf("ddpar.txt line %d: %d fields", i+1, len(f))
		}
		v, err := bridge.ParseVulnerability(f[1])
		if err != nil {
			t.Fatal(err)
		}
		dealer, err := bridge.ParseSeat(f[2])
		if err != nil {
			t.Fatal(err)
		}
		want, _ := strconv.Atoi(f[3])
		r := Par(tableFor(t, tabs, f[0]), v, dealer)
		if r.Score != want {
			badScore++
		}
		if r.Score != want || r.String() != f[4] {
			bad++
			if bad <= 20 {
				t.Errorf("ddpar.txt line %d: %s %s %s: got %d %q, DDS %d %q", i+1, f[0], f[1], f[2], r.Score, r.String(), want, f[4])
			}
		}
	}
	t.Logf("ddpar.txt: %d lines, %d mismatches (%d in the score)", len(lines), bad, badScore)
}

// TestParSides checks every line of ddpar-sides.txt (DDS Par(): NS first
// and EW first).
func TestParSides(t *testing.T) {
	tabs := refTables(t)
	lines := dataLines(t, "data/dd/ddpar-sides.txt")
	bad, badScore := 0, 0
	for i, l := range lines {
		f := strings.Split(l, "\t")
		if len(f) != 6 {
			t.Fatalf("ddpar-sides.txt line %d: %d fields", i+1, len(f))
		}
		v, err := bridge.ParseVulnerability(f[1])
		if err != nil {
			t.Fatal(err)
		}
		ns, ew := ParSides(tableFor(t, tabs, f[0]), v)
		for k, r := range []bridge.Par{ns, ew} {
			want, _ := strconv.Atoi(f[2+2*k])
			if r.Score != want {
				badScore++
			}
			if r.Score != want || r.SidesString() != f[3+2*k] {
				bad++
				if bad <= 20 {
					t.Errorf("ddpar-sides.txt line %d (%s first): %s %s: got %d %q, DDS %d %q", i+1, []string{"NS", "EW"}[k], f[0], f[1], r.Score, r.SidesString(), want, f[3+2*k])
				}
			}
		}
	}
	t.Logf("ddpar-sides.txt: %d lines, %d mismatches (%d in the score)", len(lines), bad, badScore)
}

// TestListPar checks the PAR (DDS Par()) and PAR2 (DDS DealerPar) lines of
// every dds-list100.txt record against the par of its TABLE, for the
// record's vulnerability and dealer.
func TestListPar(t *testing.T) {
	recs := loadList(t)
	for _, r := range recs {
		ns, ew := ParSides(r.table, r.vul)
		got := [4]string{
			"NS " + strconv.Itoa(ns.Score),
			"EW " + strconv.Itoa(-ew.Score),
			"NS:" + ns.SidesString(),
			"EW:" + ew.SidesString(),
		}
		if got != r.par {
			t.Errorf("record %d PAR: got %q, DDS %q", r.n, got, r.par)
		}
		dp := Par(r.table, r.vul, r.dealer)
		got2 := append([]string{strconv.Itoa(dp.Score)}, strings.Fields(dp.String())...)
		if strings.Join(got2, "|") != strings.Join(r.par2, "|") {
			t.Errorf("record %d PAR2: got %q, DDS %q", r.n, got2, r.par2)
		}
	}
	t.Logf("dds-list100.txt: PAR and PAR2 of %d records checked", len(recs))
}

// TestParListRecord1: DDS DealerPar of record 1 of DDS's list100, NS -110, 2S by EW.
func TestParListRecord1(t *testing.T) {
	d := bridge.MustDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
	tab, err := Table(t.Context(), d)
	if err != nil {
		t.Fatal(err)
	}
	r := Par(tab, bridge.None, bridge.North)
	if r.Score != -110 || r.String() != "2S-EW" {
		t.Fatalf("par %d %q, want -110 2S-EW", r.Score, r)
	}
}

func uniformTable(ns, ew int) bridge.TrickTable {
	var t bridge.TrickTable
	for _, s := range bridge.Seats() {
		for _, st := range bridge.Strains() {
			if s.Side() == bridge.NorthSouth {
				t[s][st] = ns
			} else {
				t[s][st] = ew
			}
		}
	}
	return t
}

func TestParConstructed(t *testing.T) {
	// Nobody makes anything: passed out.
	r := Par(uniformTable(6, 6), bridge.None, bridge.North)
	if r.Score != 0 || r.String() != "pass" || len(r.Contracts) != 0 {
		t.Errorf("6-6 table: %d %q", r.Score, r)
	}
	// North-South take all 13 tricks in every strain: 7NT vulnerable,
	// 2220; East-West's cheapest sacrifice, 7S doubled down 13 not
	// vulnerable, costs 3500, too much.
	r = Par(uniformTable(13, 0), bridge.NSVulnerable, bridge.East)
	if r.Score != 2220 || r.String() != "7N-NS" {
		t.Errorf("13-0 table: %d %q, want 2220 7N-NS", r.Score, r)
	}
	// Both sides make 7 tricks in notrump only: whoever bids first
	// gets 1NT (+90 or -90).
	var tt bridge.TrickTable
	for _, s := range bridge.Seats() {
		tt[s] = bridge.ByStrain[int]{6, 6, 6, 6, 7}
	}
	if ns, ew := ParSides(tt, bridge.None); ns.Score != 90 || ew.Score != -90 {
		t.Errorf("1NT both ways: NS first %d, EW first %d; want 90 and -90", ns.Score, ew.Score)
	}
	if r := Par(tt, bridge.None, bridge.West); r.Score != -90 || r.String() != "1N-EW" {
		t.Errorf("1NT both ways, dealer W: %d %q", r.Score, r)
	}
	// 1NT made by North and by East only, West dealing: West cannot bid
	// it, North bids it before East (DDS DealerPar follows the seats from
	// the dealer, not the dealer's side): +90, 1NT by North.
	var seats bridge.TrickTable
	for _, s := range bridge.Seats() {
		seats[s] = bridge.ByStrain[int]{6, 6, 6, 6, 6}
	}
	seats[bridge.North][bridge.NoTrump], seats[bridge.East][bridge.NoTrump] = 7, 7
	if r := Par(seats, bridge.None, bridge.West); r.Score != 90 || r.String() != "1N-N" {
		t.Errorf("1NT by N or E, dealer W: %d %q, want 90 1N-N", r.Score, r)
	}
	if r := Par(seats, bridge.None, bridge.East); r.Score != -90 || r.String() != "1N-E" {
		t.Errorf("1NT by N or E, dealer E: %d %q, want -90 1N-E", r.Score, r)
	}
	if ns, ew := ParSides(seats, bridge.None); ns.Score != 90 || ew.Score != -90 {
		t.Errorf("1NT by N or E: Par() NS first %d, EW first %d; want 90 and -90", ns.Score, ew.Score)
	}
}

// TestParPBNTags: the OptimumScore and ParContract tag values of par, as
// package pbn writes them.
// Tables of DDS 2.9's reference deals 1 and 2 (CalcDDtable), par as DDS
// DealerPar gives it: deal 1 None dealer N is 2S-EW (-110), All dealer N 1S-EW+1
// (-110); deal 2 None dealer N is 4S*-EW-1 (+100).
func TestParPBNTags(t *testing.T) {
	deal1 := bridge.TrickTable{{7, 5, 6, 5, 6}, {5, 7, 6, 8, 6}, {7, 5, 6, 5, 6}, {5, 7, 6, 8, 6}}
	deal2 := bridge.TrickTable{{6, 8, 10, 4, 9}, {7, 3, 2, 9, 3}, {6, 8, 10, 4, 9}, {7, 3, 2, 9, 3}}
	for _, tc := range []struct {
		name          string
		r             bridge.Par
		score, tag    string
		wantDealerPar string
	}{
		{"deal 1 None", Par(deal1, bridge.None, bridge.North), "EW 110", "EW 2S=", "2S-EW"},
		{"deal 1 All", Par(deal1, bridge.All, bridge.North), "EW 110", "EW 1S+1", "1S-EW+1"},
		{"deal 2 None", Par(deal2, bridge.None, bridge.North), "NS 100", "EW 4SX-1", "4S*-EW-1"},
		{"grand slam", Par(uniformTable(13, 0), bridge.NSVulnerable, bridge.East), "NS 2220", "NS 7N=", "7N-NS"},
		{"passed out", Par(uniformTable(6, 6), bridge.None, bridge.North), "NS 0", "Pass", "pass"},
		{"two contracts", bridge.Par{Score: 100, Contracts: []bridge.ParContract{
			{Level: 3, Strain: bridge.StrainClubs, Doubled: true, Side: bridge.EastWest, Declarers: []bridge.Seat{bridge.East, bridge.West}, Result: -1},
			{Level: 3, Strain: bridge.NoTrump, Side: bridge.EastWest, Declarers: []bridge.Seat{bridge.West}, Result: -1, Doubled: true},
		}}, "NS 100", "EW 3CX-1; W 3NX-1", "3C*-EW-1 3N*-W-1"},
	} {
		if tc.r.String() != tc.wantDealerPar {
			t.Errorf("%s: par %q, want %q", tc.name, tc.r, tc.wantDealerPar)
		}
		if got := pbn.FormatOptimumScore(tc.r); got != tc.score {
			t.Errorf("%s: OptimumScore %q, want %q", tc.name, got, tc.score)
		}
		if got := pbn.FormatParContract(tc.r); got != tc.tag {
			t.Errorf("%s: ParContractTag %q, want %q", tc.name, got, tc.tag)
		}
	}
}
