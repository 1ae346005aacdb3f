package main

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/handrecord"
)

// TestSolveJSON: the answer for the first deals of dd/testdata/ddsref.txt
// is DDS's table (its field 5: declarer N, E, S, W, each strain C, D, H,
// S, NT, one hex digit a cell), and a bad deal is an error naming it.
func TestSolveJSON(t *testing.T) {
	f, err := os.Open("../../dd/testdata/ddsref.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sv := dd.NewSolver(dd.Options{TTMemory: ttMemory})
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() && n < 3 {
		fields := strings.Split(sc.Text(), "\t")
		if strings.HasPrefix(sc.Text(), "#") || len(fields) < 5 {
			continue
		}
		n++
		var a answer
		if err := json.Unmarshal([]byte(solveJSON(context.Background(), sv, fields[1], nil)), &a); err != nil {
			t.Fatal(err)
		}
		if a.Error != "" || a.Deal != fields[1] {
			t.Fatalf("%s: %+v", fields[1], a)
		}
		for i, c := range fields[4] {
			seat, strain := "NESW"[i/5:i/5+1], []string{"C", "D", "H", "S", "NT"}[i%5]
			want, _ := strconv.ParseInt(string(c), 16, 8)
			if got := a.Tricks[seat][strain]; got != int(want) {
				t.Errorf("%s: %s declares %s: %d tricks, DDS %d", fields[1], seat, strain, got, want)
			}
		}
	}
	if n != 3 {
		t.Fatalf("%d reference deals read", n)
	}
	var a answer
	if err := json.Unmarshal([]byte(solveJSON(context.Background(), sv, "N:AKQ.x.x.x", nil)), &a); err != nil || a.Error == "" || a.Tricks != nil {
		t.Errorf("a bad deal: %+v %v", a, err)
	}
	t.Log(a.Error)
}

// TestSolveJSONParLeads: given the dealer and vulnerability, the answer's
// par and opening leads are those a hand-record sheet solved on the
// server shows for the same board (handrecord.Complete: dd.Par, then
// the leads against the first par contract), for deals of
// dd/testdata/ddsref.txt under each vulnerability; a bad dealer or
// vulnerability is an error naming it.
func TestSolveJSONParLeads(t *testing.T) {
	raw, err := os.ReadFile("../../dd/testdata/ddsref.txt")
	if err != nil {
		t.Fatal(err)
	}
	var deals []string
	for line := range strings.SplitSeq(string(raw), "\n") {
		fields := strings.Split(line, "\t")
		if !strings.HasPrefix(line, "#") && len(fields) >= 5 {
			deals = append(deals, fields[1])
		}
	}
	if len(deals) < 4 {
		t.Fatalf("%d reference deals read", len(deals))
	}
	sv := dd.NewSolver(dd.Options{TTMemory: ttMemory})
	passed, led := 0, 0
	for i, pbnDeal := range deals[:4] {
		deal, err := bridge.ParseDeal(pbnDeal)
		if err != nil {
			t.Fatal(err)
		}
		dealer, vul := bridge.Seat(i%4), bridge.Vulnerability((i+1)%4)
		b := &handrecord.Board{Dealer: dealer, Vulnerability: vul, Deal: deal}
		if err := handrecord.Complete(context.Background(), []*handrecord.Board{b}, 1, dd.Options{TTMemory: ttMemory}); err != nil {
			t.Fatal(err)
		}
		var a answer
		if err := json.Unmarshal([]byte(solveJSON(context.Background(), sv, pbnDeal, &board{Dealer: dealer, Vulnerability: vul})), &a); err != nil {
			t.Fatal(err)
		}
		if a.Error != "" || a.Par == nil {
			t.Fatalf("%s: %+v", pbnDeal, a)
		}
		if a.Par.Score != b.Par.Score || len(a.Par.Contracts) != len(b.Par.Contracts) {
			t.Fatalf("%s dealer %s %s: par %+v, the sheet's %+v", pbnDeal, dealer, vul, *a.Par, *b.Par)
		}
		for j, c := range b.Par.Contracts {
			g := a.Par.Contracts[j]
			var decl []string
			for _, d := range c.Declarers {
				decl = append(decl, d.String())
			}
			if g.Level != c.Level || g.Strain != c.Strain.String() || g.Doubled != c.Doubled || g.Side != c.Side.String() ||
				g.Result != c.Result || strings.Join(g.Declarers, "") != strings.Join(decl, "") {
				t.Errorf("%s: par contract %d %+v, the sheet's %+v", pbnDeal, j, g, c)
			}
		}
		if b.Leads == nil {
			passed++
			if a.Leads != nil {
				t.Errorf("%s: leads %+v against a passed-out par", pbnDeal, a.Leads)
			}
			continue
		}
		led++
		c := b.Leads.Contract
		if a.Leads == nil || a.Leads.Contract.Level != int(c.Level) || a.Leads.Contract.Strain != c.Strain.String() ||
			a.Leads.Contract.Doubling != c.Doubling.String() || a.Leads.Contract.Declarer != c.Declarer.String() {
			t.Fatalf("%s: leads %+v, the sheet's against %v", pbnDeal, a.Leads, c)
		}
		if len(a.Leads.Cards) != 13 || len(a.Leads.Cards) != len(b.Leads.Cards) {
			t.Fatalf("%s: %d leads, the sheet %d", pbnDeal, len(a.Leads.Cards), len(b.Leads.Cards))
		}
		for j, l := range b.Leads.Cards {
			if g := a.Leads.Cards[j]; g.Card != l.Card.String() || g.DeclarerTricks != l.DeclarerTricks {
				t.Errorf("%s: lead %d %+v, the sheet's %v %d", pbnDeal, j, g, l.Card, l.DeclarerTricks)
			}
		}
	}
	t.Logf("%d boards with leads, %d passed out", led, passed)
	if led == 0 {
		t.Error("no board with a par contract: the leads are not tested")
	}
	for _, bad := range [][2]string{{"X", "None"}, {"N", "Red"}} {
		if _, err := parseBoard(bad[0], bad[1]); err == nil {
			t.Errorf("dealer %q vulnerability %q: no error", bad[0], bad[1])
		}
	}
}
