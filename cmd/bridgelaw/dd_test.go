package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/internal/testshared"
	"bridgelaw/pbn"
)

// ddDeal is record 1 of DDS's test list list100 (dd's TestListRecords).
const ddDeal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"

// ddTable is its DDS table: declarer N, E, S, W; strain C, D, H, S, NT.
var ddTable = [4][5]int{{7, 5, 6, 5, 6}, {5, 7, 6, 8, 6}, {7, 5, 6, 5, 6}, {5, 7, 6, 8, 6}}

type ddLine struct {
	File   string                    `json:"file"`
	Board  *int                      `json:"board"`
	Deal   *string                   `json:"deal"`
	Dealer string                    `json:"dealer"`
	Vul    string                    `json:"vulnerable"`
	Tricks map[string]map[string]int `json:"tricks"`
	Par    *struct {
		ScoreNS   int      `json:"score_ns"`
		Contracts []string `json:"contracts"`
	} `json:"par"`
	Error    *string  `json:"error"`
	Source   string   `json:"source"`
	Problems []string `json:"problems"`
	Warnings []string `json:"warnings"`
}

func parseDDLines(t *testing.T, out string) []ddLine {
	t.Helper()
	return parseJSONLines[ddLine](t, out)
}

// parseJSONLines decodes one JSON object per line of out.
func parseJSONLines[T any](t *testing.T, out string) []T {
	t.Helper()
	var lines []T
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var d T
		if err := json.Unmarshal([]byte(l), &d); err != nil {
			t.Fatalf("bad JSON line %q: %v", l, err)
		}
		lines = append(lines, d)
	}
	return lines
}

func TestDDCommandText(t *testing.T) {
	out, errOut, code := runCmd(t, "", "dd", ddDeal)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	for _, want := range []string{
		"     C  D  H  S NT\n",
		"N    7  5  6  5  6\n",
		"E    5  7  6  8  6\n",
		"Par EW 110 (2S-EW)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestDDCommandJSON(t *testing.T) {
	out, errOut, code := runCmd(t, "", "dd", "--json", "--vul", "NS", "--dealer", "E", ddDeal)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	ls := parseDDLines(t, out)
	if len(ls) != 1 {
		t.Fatalf("%d lines", len(ls))
	}
	d := ls[0]
	if d.Deal == nil || *d.Deal != ddDeal || d.Dealer != "E" || d.Vul != "NS" || d.Error != nil {
		t.Fatalf("line %+v", d)
	}
	for i, s := range []string{"N", "E", "S", "W"} {
		for j, st := range []string{"C", "D", "H", "S", "NT"} {
			if d.Tricks[s][st] != ddTable[i][j] {
				t.Errorf("tricks %s %s = %d, want %d", s, st, d.Tricks[s][st], ddTable[i][j])
			}
		}
	}
	// DDS DealerPar, NS vulnerable: -110, 1S+1 by EW.
	if d.Par == nil || d.Par.ScoreNS != -110 || strings.Join(d.Par.Contracts, " ") != "1S-EW+1" {
		t.Errorf("par %+v", d.Par)
	}
	// The keys come in the order N, E, S, W and C, D, H, S, NT.
	if !strings.Contains(out, `"tricks":{"N":{"C":7,"D":5,"H":6,"S":5,"NT":6},"E":`) {
		t.Errorf("tricks not in seat and strain order: %s", out)
	}
}

func TestDDCommandAnnotate(t *testing.T) {
	out, errOut, code := runCmd(t, "", "dd", "--annotate", "--vul", "All", ddDeal)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	f, err := pbn.Parse([]byte(out), "annotated")
	if err != nil {
		t.Fatalf("annotated PBN does not read back: %v\n%s", err, out)
	}
	if len(f.Games) != 1 {
		t.Fatalf("%d games", len(f.Games))
	}
	g := f.Games[0]
	tab, err := g.OptimumResultTable()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range bridge.Seats() {
		for _, st := range bridge.Strains() {
			if tab[s][st] != ddTable[s][st] {
				t.Errorf("OptimumResultTable %s %s = %d, want %d", s, st, tab[s][st], ddTable[s][st])
			}
		}
	}
	if v, _ := g.Value("OptimumScore"); v != "EW 110" {
		t.Errorf("OptimumScore %q", v)
	}
	pc, err := g.ParContract()
	if err != nil || len(pc) != 1 || pc[0].DeclarerText() != "EW" || pc[0].Level != 1 || pc[0].Strain != bridge.StrainSpades || pc[0].Result != 1 {
		t.Errorf("ParContract %+v, %v", pc, err)
	}
}

func TestDDCommandErrors(t *testing.T) {
	tests := []struct {
		args []string
		code int
	}{
		{[]string{"dd", "--json", "--annotate", ddDeal}, 2},
		{[]string{"dd", "--vul", "Sometimes", ddDeal}, 2},
		{[]string{"dd", "--workers", "-1", ddDeal}, 2},
		{[]string{"dd", "--timeout", "-1s", ddDeal}, 2},
		{[]string{"dd", "--timeout", "soon", ddDeal}, 2},
		{[]string{"dd"}, 2},
		// A deal with North's spade queen twice.
		{[]string{"dd", "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AQ942.AQ4.32.KJ3"}, 1},
		{[]string{"dd", "no-such-file.pbn"}, 1},
	}
	for _, tc := range tests {
		_, _, code := runCmd(t, "", tc.args...)
		if code != tc.code {
			t.Errorf("%v: status %d, want %d", tc.args, code, tc.code)
		}
	}
	// A board without a full deal still gives its JSON line, with the error.
	out, _, code := runCmd(t, "[Board \"1\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ - - -\"]\n", "dd", "--json", "-")
	if code != 1 || !strings.Contains(out, `"error":"`) {
		t.Errorf("partial deal: status %d, %s", code, out)
	}
}

// TestDDCommandTimeout: a deal past --timeout is reported as not solved
// (its JSON line has the error, exit status 1) and the other deals are
// solved; a budget it keeps changes nothing.
func TestDDCommandTimeout(t *testing.T) {
	other := "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
	out, errOut, code := runCmd(t, "", "dd", "--json", "--timeout", "1ns", ddDeal, other)
	if code != 1 {
		t.Fatalf("status %d, want 1: %s", code, errOut)
	}
	ls := parseDDLines(t, out)
	if len(ls) != 2 {
		t.Fatalf("%d lines", len(ls))
	}
	for _, l := range ls {
		if l.Error == nil || !strings.Contains(*l.Error, "not solved within the time budget (1ns)") || l.Tricks != nil {
			t.Errorf("past the budget: %+v", l)
		}
	}
	// The deal is known though not solved: it is given, not null.
	if ls[0].Deal == nil || *ls[0].Deal != ddDeal || ls[1].Deal == nil || *ls[1].Deal != other || ls[0].Dealer == "" {
		t.Errorf("past the budget, the deals: %s", out)
	}
	_, errOut, code = runCmd(t, "", "dd", "--timeout", "1ns", ddDeal)
	if code != 1 || !strings.Contains(errOut, "not solved within the time budget") {
		t.Errorf("text: status %d, %q", code, errOut)
	}
	out, errOut, code = runCmd(t, "", "dd", "--json", "--timeout", "10m", ddDeal, other)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	ls = parseDDLines(t, out)
	if len(ls) != 2 || ls[0].Error != nil || ls[0].Tricks["E"]["S"] != 8 || ls[1].Tricks["N"]["NT"] != 13 {
		t.Errorf("within the budget: %s", out)
	}
}

// TestDDCommandCorpus checks `bridgelaw dd --json` against the double-dummy
// data of a real file: deal-convert's test file gives each board's
// OptimumResultTable and OptimumScore.
func TestDDCommandCorpus(t *testing.T) {
	path := testshared.Path(t, "corpus", "dealconvert-test.pbn")
	out, errOut, code := runCmd(t, "", "dd", "--json", path)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	lines := parseDDLines(t, out)
	data, err := readInput(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	f, _ := pbn.Parse(data, path)
	if len(lines) != len(f.Games) || len(lines) != 16 {
		t.Fatalf("%d lines for %d games", len(lines), len(f.Games))
	}
	for i, g := range f.Games {
		tab, err := g.OptimumResultTable()
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range bridge.Seats() {
			for _, st := range bridge.Strains() {
				key := st.String()
				if got := lines[i].Tricks[s.String()][key]; got != tab[s][st] {
					t.Errorf("board %d %s %s: %d, file %d", i+1, s, st, got, tab[s][st])
				}
			}
		}
		want, _ := g.Value("OptimumScore")
		if got := pbn.FormatOptimumScore(bridge.Par{Score: lines[i].Par.ScoreNS}); !sameOptimum(got, want) {
			t.Errorf("board %d: par %s, file OptimumScore %q", i+1, got, want)
		}
	}
}

// sameOptimum compares OptimumScore values written from either side ("NS
// 420", "EW -420", "NS +420").
func sameOptimum(a, b string) bool {
	ns := func(v string) (int, bool) {
		f := strings.Fields(v)
		if len(f) < 2 {
			return 0, false
		}
		n, err := strconv.Atoi(strings.TrimPrefix(f[1], "+"))
		if err != nil {
			return 0, false
		}
		if strings.EqualFold(f[0], "EW") {
			n = -n
		}
		return n, true
	}
	x, ok1 := ns(a)
	y, ok2 := ns(b)
	return ok1 && ok2 && x == y
}

// TestDDCommandBadTags: a Dealer or Vulnerable tag that cannot be read
// gives way to the board number (Law 2: board 5, dealer N, North-South
// vulnerable), is reported, and the status is 1. Par for that deal, dealer
// and vulnerability is DDS DealerPar's -110, 1S-EW+1 (shared
// data/dd/ddpar.txt, the deal's line for NS vulnerable, dealer N); dealer
// N, nobody vulnerable (what a silent fallback gave) would be -110 2S-EW.
func TestDDCommandBadTags(t *testing.T) {
	f := tempFile(t, "b5.pbn", "[Board \"5\"]\n[Dealer \"X\"]\n[Vulnerable \"Foo\"]\n[Deal \""+ddDeal+"\"]\n")
	out, _, code := runCmd(t, "", "dd", "--json", f)
	lines := parseDDLines(t, out)
	if code != 1 || len(lines) != 1 {
		t.Fatalf("status %d, %d lines: %s", code, len(lines), out)
	}
	l := lines[0]
	if l.Dealer != "N" || l.Vul != "NS" || l.Par == nil || l.Par.ScoreNS != -110 || strings.Join(l.Par.Contracts, " ") != "1S-EW+1" {
		t.Errorf("dealer %s, vulnerable %s, par %+v; want N, NS, -110 1S-EW+1", l.Dealer, l.Vul, l.Par)
	}
	all := strings.Join(l.Problems, "\n")
	for _, want := range []string{`seat "X"`, `Vulnerable "Foo"`, "dealer of board 5 (Law 2)", "vulnerability NS, that of board 5"} {
		if !strings.Contains(all, want) {
			t.Errorf("problems lack %q: %q", want, l.Problems)
		}
	}
	_, errOut, code := runCmd(t, "", "dd", f)
	if code != 1 || !strings.Contains(errOut, "b5.pbn:2:1") {
		t.Errorf("text: status %d, stderr %s", code, errOut)
	}
}

// TestDDCommandReaderErrors: a deal the reader refused is reported with
// the reader's reason (a card in two hands), not as empty hands; a deal
// argument without its first seat says what is missing; a JSON line of a
// deal argument names it.
func TestDDCommandReaderErrors(t *testing.T) {
	f := tempFile(t, "bad.lin", "md|3S58KHJQAD59JQC79J,S9TJH2346TD46C26Q,S2QAH89KD2KC348TK,S34679H57DAT378C5A|sv|o|\n")
	_, errOut, code := runCmd(t, "", "dd", f)
	if code != 1 || !strings.Contains(errOut, "S9 is also in West's hand") || strings.Contains(errOut, "0 cards") {
		t.Errorf("bad md: status %d, %s", code, errOut)
	}
	noSeat := strings.TrimPrefix(ddDeal, "N:")
	_, errOut, code = runCmd(t, "", "dd", noSeat)
	if code != 1 || !strings.Contains(errOut, "want the first seat") {
		t.Errorf("deal without its first seat: status %d, %s", code, errOut)
	}
	out, _, _ := runCmd(t, "", "dd", "--json", ddDeal, noSeat)
	lines := parseDDLines(t, out)
	if len(lines) != 2 || lines[0].Source != ddDeal || lines[1].Source != noSeat || lines[1].Error == nil {
		t.Errorf("sources of deal arguments: %s", out)
	}
}

// TestDDCommandAnnotateReplacesStaleTags: --annotate rewrites a stale
// DoubleDummyTricks tag (BridgeComposer's 20 hex digits, declarers N, S,
// E, W and strains NT, S, H, D, C) with the table it solved.
func TestDDCommandAnnotateReplacesStaleTags(t *testing.T) {
	f := tempFile(t, "stale.pbn", "[Board \"1\"]\n[Deal \""+ddDeal+"\"]\n[DoubleDummyTricks \"00000000000000000000\"]\n[OptimumScore \"NS 2220\"]\n")
	out, errOut, code := runCmd(t, "", "dd", "--annotate", f)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	for _, want := range []string{`[DoubleDummyTricks "65657656576867568675"]`, `[OptimumScore "EW 110"]`, `[ParContract "EW 2S="]`} {
		if !strings.Contains(out, want) {
			t.Errorf("no %s in\n%s", want, out)
		}
	}
	if strings.Count(out, "DoubleDummyTricks") != 1 || strings.Contains(out, "NS 2220") {
		t.Errorf("stale tags kept:\n%s", out)
	}
}

// tempFile writes text to a file named name in a test's temporary folder.
func tempFile(t *testing.T, name, text string) string {
	t.Helper()
	f := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

// TestDDCommandParFirst: --par-first names the side that bids first for
// par (DDS Par()); the default is the dealer's side (DealerPar); another
// value is a usage error.
func TestDDCommandParFirst(t *testing.T) {
	d := bridge.MustDeal(ddDeal)
	tab, err := dd.Table(t.Context(), d)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		flag string
		want bridge.Par
	}{
		{"dealer", dd.Par(tab, bridge.NSVulnerable, bridge.East)},
		{"NS", dd.ParFirst(tab, bridge.NSVulnerable, bridge.NorthSouth)},
		{"ew", dd.ParFirst(tab, bridge.NSVulnerable, bridge.EastWest)},
	} {
		out, errOut, code := runCmd(t, "", "dd", "--json", "--vul", "NS", "--dealer", "E", "--par-first", tc.flag, ddDeal)
		lines := parseDDLines(t, out)
		if code != 0 || len(lines) != 1 || lines[0].Par == nil || lines[0].Par.ScoreNS != tc.want.Score || strings.Join(lines[0].Par.Contracts, " ") != tc.want.String() {
			t.Errorf("--par-first %s: status %d %s, %s; want %d %s", tc.flag, code, errOut, out, tc.want.Score, tc.want)
		}
	}
	// A deal where each side makes 1NT and nothing more (the hands repeat
	// round the table): the side that bids first takes par.
	const sym = "N:K97.Q63.AJ54.T82 AJ54.T82.Q63.K97 Q63.K97.T82.AJ54 T82.AJ54.K97.Q63"
	for flag, want := range map[string]string{"NS": "Par, NS bidding first: NS 90 (1N-NS)", "EW": "Par, EW bidding first: EW 90 (1N-EW)", "dealer": "Par NS 90 (1N-NS)"} {
		if out, _, _ := runCmd(t, "", "dd", "--par-first", flag, sym); !strings.Contains(out, want+"\n") {
			t.Errorf("--par-first %s: no %q in\n%s", flag, want, out)
		}
	}
	if _, _, code := runCmd(t, "", "dd", "--par-first", "south", ddDeal); code != 2 {
		t.Errorf("--par-first south: status %d, want 2", code)
	}
}

// TestDDCommandLeads: --leads gives each of the opening leader's 13 cards
// its double-dummy value against the par contract by default (2S by East
// here, South on lead) or a given one; the best lead holds declarer to the
// table's tricks (solved apart, by Tables), each card's two counts make
// 13, and --contract gives the result and score (4S by North: 5 tricks,
// 4S-5, NS -250 not vulnerable, Law 77).
func TestDDCommandLeads(t *testing.T) {
	type leadsLine struct {
		Leads *struct {
			Contract, Declarer, Player string
			Par                        bool
			Cards                      []struct {
				Card           string
				Tricks         int
				DeclarerTricks int `json:"declarer_tricks"`
				Result         string
			}
		}
		Contract *struct {
			Contract, Declarer, Result string
			Tricks                     int
			ScoreNS                    int `json:"score_ns"`
		}
	}
	for _, tc := range []struct {
		args                     []string
		contract, declarer, lead string
		par                      bool
		table                    int
	}{
		{[]string{"dd", "--json", "--leads", ddDeal}, "2S", "E", "S", true, ddTable[1][3]},
		{[]string{"dd", "--json", "--leads", "3NT by S", ddDeal}, "3NT", "S", "W", false, ddTable[2][4]},
		{[]string{"dd", "--json", "--leads", "--contract", "4SN", ddDeal}, "4S", "N", "E", false, ddTable[0][3]},
	} {
		out, errOut, code := runCmd(t, "", tc.args...)
		if code != 0 {
			t.Fatalf("%v: status %d: %s", tc.args, code, errOut)
		}
		ls := parseJSONLines[leadsLine](t, out)
		l := ls[0].Leads
		if l == nil || l.Contract != tc.contract || l.Declarer != tc.declarer || l.Player != tc.lead || l.Par != tc.par || len(l.Cards) != 13 {
			t.Fatalf("%v: %s", tc.args, out)
		}
		best := 13
		for _, c := range l.Cards {
			if c.Tricks+c.DeclarerTricks != 13 || c.Result == "" {
				t.Errorf("%v: %+v", tc.args, c)
			}
			best = min(best, c.DeclarerTricks)
		}
		if best != tc.table {
			t.Errorf("%v: the best lead holds declarer to %d, the table says %d", tc.args, best, tc.table)
		}
	}
	out, _, _ := runCmd(t, "", "dd", "--json", "--contract", "4S by N", ddDeal)
	if c := parseJSONLines[leadsLine](t, out)[0].Contract; c == nil || c.Tricks != 5 || c.Result != "4S-5" || c.ScoreNS != -250 {
		t.Errorf("--contract 4S by N: %s", out)
	}
	for _, args := range [][]string{
		{"dd", "--leads", "9NT by S", ddDeal},
		{"dd", "--contract", "4S", ddDeal},
		{"dd", "--trick", "SK", ddDeal},
		{"dd", "--leads", "--play", ddDeal},
		{"dd", "--leads", "N:AQ.K.. 3.Q2.. J2.A.. T.J3.."},
	} {
		if _, _, code := runCmd(t, "", args...); code != 2 {
			t.Errorf("%v: status %d, want 2", args, code)
		}
	}
}

// TestDDCommandPosition: a DEAL of fewer than 13 cards a hand is a
// position; --leads gives each card of the player to play its value, with
// --trick and --leader for a trick under way. North-South hold the top
// spades and West has led the king: North's ace takes all three tricks,
// the queen two.
func TestDDCommandPosition(t *testing.T) {
	out, errOut, code := runCmd(t, "", "dd", "--leads", "3NS", "--leader", "W", "--trick", "SK", "N:AQ.K.. 3.Q2.. J2.A.. .J3..")
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	if !strings.Contains(out, "N to play against 3NT by S: tricks of the 3 left for N's side") || !strings.Contains(out, "SA    3") || !strings.Contains(out, "SQ    2") {
		t.Errorf("position:\n%s", out)
	}
	// Hand sizes that do not fit are an error naming them.
	_, errOut, code = runCmd(t, "", "dd", "--leads", "3NS", "N:AQ.K.. 3.Q2.. J2.A.. .J3..")
	if code != 1 || !strings.Contains(errOut, "hand sizes do not fit") {
		t.Errorf("bad sizes: status %d, %q", code, errOut)
	}
}
