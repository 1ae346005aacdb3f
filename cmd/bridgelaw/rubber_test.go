package main

import (
	"encoding/json"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
)

// lastJSON is the final line of rubber --json.
type rubberFinal struct {
	NSTotal    int     `json:"ns_total"`
	EWTotal    int     `json:"ew_total"`
	Winner     *string `json:"winner"`
	Unfinished []struct {
		Side, Item string
		Points     int
	} `json:"unfinished"`
}

func rubberJSON(t *testing.T, stdin string, args ...string) ([]map[string]any, rubberFinal) {
	t.Helper()
	out, errOut, code := runCmd(t, stdin, append([]string{"rubber", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var deals []map[string]any
	for _, l := range lines[:len(lines)-1] {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatal(err)
		}
		deals = append(deals, m)
	}
	var f rubberFinal
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &f); err != nil {
		t.Fatal(err)
	}
	return deals, f
}

// TestRubberDoneWhen: issue 14's numbers. 4S N 10 then 3NT N 9: NS 920
// (120 and 100 below the line, the rubber in two games 700, Law 74); 4S N
// 10, 4H E 10, 3NT N 9: NS 720 (500 in three games), EW 120.
func TestRubberDoneWhen(t *testing.T) {
	deals, f := rubberJSON(t, "4S N 10\n3NT N 9\n")
	if f.NSTotal != 920 || f.EWTotal != 0 || f.Winner == nil || *f.Winner != "NS" || len(f.Unfinished) != 0 || len(deals) != 2 {
		t.Errorf("%+v", f)
	}
	if d := deals[1]; d["ns_total"] != 920.0 || d["rubber_won"] != "NS" || d["vulnerable"] != "NS" || d["game"] != "NS" {
		t.Errorf("deal 2: %v", d)
	}
	deals, f = rubberJSON(t, "4S N 10\n4H E 10\n3NT N 9\n")
	if f.NSTotal != 720 || f.EWTotal != 120 || *f.Winner != "NS" || len(deals) != 3 {
		t.Errorf("%+v", f)
	}
	if d := deals[2]; d["vulnerable"] != "All" || d["ns_total"] != 720.0 || d["ew_total"] != 120.0 {
		t.Errorf("deal 3: %v", d)
	}
}

// TestRubberUnfinishedAndChicago: a rubber not finished (Law 80: 300 for
// the only game, 100 for the only partscore) and Chicago's options, from
// the example sheet.
func TestRubberUnfinishedAndChicago(t *testing.T) {
	_, f := rubberJSON(t, "4S N 10\n2H E 8\n")
	if f.NSTotal != 420 || f.EWTotal != 160 || len(f.Unfinished) != 2 || f.Unfinished[0].Item != "unfinished-game" || f.Unfinished[1].Points != 100 {
		t.Errorf("%+v", f)
	}
	// A game each: Law 80 gives 300 for "only one game", so nothing here.
	_, f = rubberJSON(t, "4S N 10\n4S E 10\n")
	if f.NSTotal != 120 || f.EWTotal != 120 || f.Winner != nil || len(f.Unfinished) != 0 {
		t.Errorf("a tie: %+v", f)
	}
	for _, tc := range []struct {
		args   []string
		ns, ew int
	}{
		{[]string{"../../examples/rubber.txt"}, 2240, 130},
		{[]string{"--chicago", "../../examples/rubber.txt"}, 2340, 130},
		{[]string{"--chicago", "--no-honours", "../../examples/rubber.txt"}, 2240, 130},
		// Switched: deals 2 and 7 (dealer East) NS vulnerable: games of
		// 500; deal 4 (dealer South, EW vulnerable) 3NTX by East -3: 800.
		{[]string{"--chicago", "--vulnerability", "non-dealer", "../../examples/rubber.txt"}, 2340 + 200 + 300 + 200, 130},
		// 50 for the partscore of deal 1 and deal 6.
		{[]string{"--chicago", "--partscore", "every-deal", "../../examples/rubber.txt"}, 2340, 230},
		// First dealer West: deal 2 dealt by North, NS vulnerable.
		{[]string{"--chicago", "--dealer", "W", "-"}, 620, 0},
	} {
		in := ""
		if tc.args[len(tc.args)-1] == "-" {
			in = "Pass\n1C E 6\n4S N 10\n"
			tc.ns += 50
		}
		_, f := rubberJSON(t, in, tc.args...)
		if f.NSTotal != tc.ns || f.EWTotal != tc.ew {
			t.Errorf("%v: NS %d EW %d, want %d %d", tc.args, f.NSTotal, f.EWTotal, tc.ns, tc.ew)
		}
	}
}

// TestRubberText: the sheet in the four languages, against
// testdata/rubber.LANG.golden and testdata/chicago.LANG.golden (go test
// -run TestRubberText -update rewrites them), with no English left in the
// other three.
func TestRubberText(t *testing.T) {
	for _, chicago := range []bool{false, true} {
		for _, lang := range catalog.Languages {
			args := []string{"rubber", "--lang", lang, "../../examples/rubber.txt"}
			name := "rubber"
			if chicago {
				args = append([]string{"rubber", "--chicago"}, args[1:]...)
				name = "chicago"
			}
			out, errOut, code := runCmd(t, "", args...)
			if code != 0 {
				t.Fatalf("%v: exit %d %s", args, code, errOut)
			}
			golden(t, name+"."+lang+".golden", out)
			if lang == "en" {
				continue
			}
			for _, english := range []string{"Deal", "below", "above", "trick", "game", "rubber", "Total:", " win", "vulnerable", "passed", "dealer", "rubber."} {
				if strings.Contains(out, english) {
					t.Errorf("%s %s: English %q left in\n%s", name, lang, english, out)
				}
			}
		}
	}
}

// TestRubberErrors: a line that cannot be read stops the sheet naming the
// file and line (exit 1); Chicago options without --chicago, or with bad
// values, are usage errors (exit 2).
func TestRubberErrors(t *testing.T) {
	for _, tc := range []struct {
		in     string
		args   []string
		code   int
		stderr string
	}{
		{"4S N 10\n4S N 14\n3NT N 9\n", nil, 1, "stdin:2: score: bad deal line"},
		{"4S N 10\n4S X 10\n", nil, 1, `stdin:2: score: bad deal line: declarer "X"`},
		{strings.Repeat("4", 70000) + "\n", nil, 1, "stdin:1: line too long: 70000 bytes, the most is 65536: the sheet stops here"},
		{"", []string{"no-such-file"}, 1, "no-such-file"},
		{"", []string{"--partscore", "duplicate"}, 2, "--partscore is a Chicago option"},
		{"", []string{"--chicago", "--partscore", "sometimes"}, 2, "want fourth-deal, every-deal or duplicate"},
		{"", []string{"--chicago", "--vulnerability", "both"}, 2, "want dealer or non-dealer"},
		{"", []string{"--chicago", "--dealer", "Q"}, 2, "--dealer"},
		{"", []string{"--lang", "de"}, 2, "unknown language"},
		{"", []string{"a", "b"}, 2, "accepts at most 1 arg"},
	} {
		_, errOut, code := runCmd(t, tc.in, append([]string{"rubber"}, tc.args...)...)
		if code != tc.code || !strings.Contains(errOut, tc.stderr) {
			t.Errorf("%v %.20q: exit %d, %q", tc.args, tc.in, code, errOut)
		}
	}
	out, _, _ := runCmd(t, "4S N 10\n4S N 14\n", "rubber", "--json")
	if strings.Count(out, "\n") != 1 || strings.Contains(out, "ns_total\":120,\"winner") {
		t.Errorf("an error writes no final line: %q", out)
	}
}

// TestRubberComments: '#' starts a comment after a deal too, as in the
// table log; an over-long line stops the sheet and says so (not
// "skipped": a deal left out would change the vulnerability after it).
func TestRubberComments(t *testing.T) {
	out, errOut, code := runCmd(t, "# the first rubber\n4S N 10 # comment\n3NT N 9#made\n", "rubber", "--json")
	if code != 0 || errOut != "" || strings.Count(out, "\n") != 3 || !strings.Contains(out, `"ns_total":`) {
		t.Errorf("status %d, stderr %q, out %q", code, errOut, out)
	}
	_, errOut, code = runCmd(t, "4S N 10\n"+strings.Repeat(" ", 65537)+"\n3NT N 9\n", "rubber")
	if code != 1 || !strings.Contains(errOut, "stdin:2: line too long: 65537 bytes, the most is 65536: the sheet stops here") || strings.Contains(errOut, "skipped") {
		t.Errorf("status %d, stderr %q", code, errOut)
	}
}
