package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"bridgelaw/internal/testpdf"
)

// TestHandrecordHTML: the sheet of the example club evening, each board
// once with its diagram, its double-dummy table and par (solved: the file
// has none), its opening leads and its handviewer link (golden file).
func TestHandrecordHTML(t *testing.T) {
	out, errOut, code := runCmd(t, "", "handrecord", "../../examples/club-night.pbn")
	if code != 0 || errOut != "" {
		t.Fatalf("status %d, stderr %q", code, errOut)
	}
	golden(t, "handrecord-club-night.html", out)
	for n := 1; n <= 6; n++ {
		id := func(what string) string { return `id="` + what + "-" + string(rune('0'+n)) + `"` }
		for _, what := range []string{"board", "dd", "par", "leads"} {
			if strings.Count(out, id(what)) != 1 {
				t.Errorf("board %d: %d %s, want 1", n, strings.Count(out, id(what)), what)
			}
		}
	}
	// Board 4 of the example: North-South make 7NT double dummy (Law 2:
	// dealer West, both vulnerable).
	for _, want := range []string{`<p class="par" id="par-4">Par: NS 2220: 7NT NS =</p>`, "Dealer: West", "Vul: All", "handviewer.html?lin="} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q", want)
		}
	}
}

// TestHandrecordPDF: the PDF of the example is a valid PDF of A4 pages,
// one a board or as --per-page says.
func TestHandrecordPDF(t *testing.T) {
	for _, c := range []struct {
		perPage string
		pages   int
	}{{"1", 6}, {"2", 3}, {"4", 2}} {
		out, errOut, code := runCmd(t, "", "handrecord", "--format", "pdf", "--per-page", c.perPage, "--lang", "fr", "../../examples/club-night.pbn")
		if code != 0 || errOut != "" {
			t.Fatalf("status %d, stderr %q", code, errOut)
		}
		info, err := testpdf.Read([]byte(out))
		if err != nil {
			t.Fatalf("--per-page %s: %v", c.perPage, err)
		}
		if info.Pages != c.pages {
			t.Errorf("--per-page %s: %d pages, want %d", c.perPage, info.Pages, c.pages)
		}
		for _, m := range info.MediaBoxes {
			if m != testpdf.A4 {
				t.Errorf("--per-page %s: MediaBox [%s], want A4", c.perPage, m)
			}
		}
	}
}

// TestHandrecordErrors: usage errors exit 2 and write nothing; a file
// without deals, or with an incomplete one, exits 1 saying so.
func TestHandrecordErrors(t *testing.T) {
	for _, args := range [][]string{
		{"handrecord", "--format", "svg", "x.pbn"},
		{"handrecord", "--per-page", "3", "x.pbn"},
		{"handrecord", "--lang", "xx", "x.pbn"},
		{"handrecord", "--dd-timeout", "-1s", "x.pbn"},
		{"handrecord"},
	} {
		if out, _, code := runCmd(t, "", args...); code != 2 || out != "" {
			t.Errorf("%v: status %d, output %q; want 2 and nothing", args, code, out)
		}
	}
	out, errOut, code := runCmd(t, "[Event \"x\"]\n[Board \"1\"]\n", "handrecord", "-")
	if code != 1 || out != "" || !strings.Contains(errOut, "-: no deal to print") {
		t.Errorf("no deal: status %d, stderr %q", code, errOut)
	}
	// Board 2 gives two hands: left off with a warning; board 1 printed.
	const partial = "[Board \"1\"]\n[Deal \"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3\"]\n[OptimumScore \"NS 0\"]\n[ParContract \"Pass\"]\n" +
		"[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN NT 6\nN S 6\nN H 6\nN D 6\nN C 6\nS NT 6\nS S 6\nS H 6\nS D 6\nS C 6\nE NT 7\nE S 7\nE H 7\nE D 7\nE C 7\nW NT 7\nW S 7\nW H 7\nW D 7\nW C 7\n\n" +
		"[Board \"2\"]\n[Deal \"N:QJ6.K652.J85.T98 - K5.T83.KQ9.A7652 -\"]\n"
	out, errOut, code = runCmd(t, partial, "handrecord", "--lang", "it", "-")
	if code != 1 || !strings.Contains(errOut, "warning: -:27 (Smazzata 2): la smazzata non è completa") {
		t.Errorf("incomplete deal: status %d, stderr %q", code, errOut)
	}
	// Board 1's analysis is the file's (a made-up one: 6 and 7 tricks
	// everywhere, par a pass), not solved.
	if !strings.Contains(out, "A carte scoperte (dal file)") || !regexp.MustCompile(`<tr><th>E</th>(<td>7</td>){5}</tr>`).MatchString(out) ||
		!strings.Contains(out, "Par: NS 0: passo") || !strings.Contains(out, "Il par è passo: nessun attacco") || strings.Contains(out, `id="board-2"`) {
		t.Errorf("board 1 with the file's analysis, board 2 left off:\n%s", out)
	}
}

// TestResultsOfDeals: results on a file of deals without results says to
// use handrecord, exit 1, and writes nothing.
func TestResultsOfDeals(t *testing.T) {
	const deals = "[Board \"1\"]\n[Deal \"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3\"]\n\n" +
		"[Board \"2\"]\n[Deal \"E:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3\"]\n"
	out, errOut, code := runCmd(t, deals, "results", "--format", "html", "-")
	if code != 1 || out != "" || !strings.Contains(errOut, "no result in the file, only deals (2") ||
		!strings.Contains(errOut, "for hand-record sheets of its deals use bridgelaw handrecord -") {
		t.Errorf("status %d, stdout %d bytes, stderr %q", code, len(out), errOut)
	}
	const lin = "md|1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,|ah|Board 1|sv|o|pg||\n"
	if _, errOut, code := runCmd(t, lin, "results", "--lang", "pl", "-"); code != 1 || !strings.Contains(errOut, "rozkłady jego rozdań daje bridgelaw handrecord -") {
		t.Errorf("LIN: status %d, stderr %q", code, errOut)
	}
}

// TestHandrecordTimeout: --dd-timeout stops the solving; the sheets are
// written without the analysis not reached, with a warning naming the
// boards, and the exit status is 1.
func TestHandrecordTimeout(t *testing.T) {
	out, errOut, code := runCmd(t, "", "handrecord", "--dd-timeout", "1ns", "../../examples/club-night.pbn")
	if code != 1 || !strings.Contains(errOut, "warning: the double-dummy solving stopped after 1ns: boards without a table or leads: 1, 2, 3, 4, 5 and 6") {
		t.Errorf("status %d, stderr %q", code, errOut)
	}
	if strings.Count(out, `class="board"`) != 6 || strings.Contains(out, `class="dd"`) {
		t.Errorf("want the 6 boards without double-dummy tables:\n%s", out)
	}
}

// TestHandrecordBadDeal: a board whose deal cannot be read (West has 12
// cards) is left off with a warning giving the reason, as dd and results
// give it, and the exit status is 1, in HTML and PDF; alone, the warning
// comes before "no deal to print".
func TestHandrecordBadDeal(t *testing.T) {
	const good = "[Event \"x\"]\n[Board \"7\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 65432.876.876.87 .5432.5432.65432\"]\n\n"
	const bad = "[Event \"x\"]\n[Board \"8\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 65432.876.876.87 .5432.5432.6543\"]\n"
	for _, format := range []string{"html", "pdf"} {
		out, errOut, code := runCmd(t, good+bad, "handrecord", "--format", format, "-")
		if code != 1 || !strings.Contains(errOut, "warning: -:5 (Board 8): left off the sheets:") ||
			!strings.Contains(errOut, "West has 12 cards, not 13") || out == "" {
			t.Errorf("%s: status %d, %d bytes out, stderr %q", format, code, len(out), errOut)
		}
	}
	_, errOut, code := runCmd(t, bad, "handrecord", "-")
	if code != 1 || !strings.Contains(errOut, "West has 12 cards, not 13") || !strings.Contains(errOut, "-: no deal to print") {
		t.Errorf("alone: status %d, stderr %q", code, errOut)
	}
}

// TestHandrecordFileTableProblems: a file's double-dummy table is taken
// only when it gives all 20 results; one with rows missing or a value that
// cannot be read is warned about and the deal solved; one the solved leads
// contradict (E's 2S, par, given 9 where the deal gives 8) is warned about
// and the board solved. Exit 1 in each case, 0 for a right table.
func TestHandrecordFileTableProblems(t *testing.T) {
	right := map[string]int{"N NT": 6, "N S": 5, "N H": 6, "N D": 5, "N C": 7, "S NT": 6, "S S": 5, "S H": 6, "S D": 5, "S C": 7,
		"E NT": 6, "E S": 8, "E H": 6, "E D": 7, "E C": 5, "W NT": 6, "W S": 8, "W H": 6, "W D": 7, "W C": 5}
	game := func(change map[string]string, drop func(string) bool) string {
		var b strings.Builder
		b.WriteString("[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"" + ddDeal + "\"]\n")
		b.WriteString("[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n")
		for _, s := range []string{"N", "S", "E", "W"} {
			for _, d := range []string{"NT", "S", "H", "D", "C"} {
				k := s + " " + d
				if drop != nil && drop(k) {
					continue
				}
				v := strconv.Itoa(right[k])
				if c, ok := change[k]; ok {
					v = c
				}
				b.WriteString(k + " " + v + "\n")
			}
		}
		return b.String()
	}
	for _, tc := range []struct {
		name, pbn string
		code      int
		want      string
	}{
		{"right.pbn", game(nil, nil), 0, ""},
		{"rows.pbn", game(nil, func(k string) bool { return k[0] != 'N' }), 1, "does not give all 20 results: the deal is solved"},
		{"ninety-nine.pbn", game(map[string]string{"N NT": "99"}, nil), 1, "cannot be read"},
		{"zz.pbn", game(map[string]string{"S H": "zz"}, nil), 1, "cannot be read"},
		{"wrong.pbn", game(map[string]string{"E S": "9"}, nil), 1, "gives 2S by E 9 tricks, the solver 8"},
	} {
		out, errOut, code := runCmd(t, "", "handrecord", tempFile(t, tc.name, tc.pbn))
		if code != tc.code || (tc.want == "" && errOut != "") || !strings.Contains(errOut, tc.want) {
			t.Errorf("%s: status %d, %q; want %d and %q", tc.name, code, errOut, tc.code, tc.want)
		}
		if tc.code == 1 && (!strings.Contains(out, "solved by bridgelaw") || strings.Contains(out, "from the file")) {
			t.Errorf("%s: the sheet does not show the solved table", tc.name)
		}
	}
}
