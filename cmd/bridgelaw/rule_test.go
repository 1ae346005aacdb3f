package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestRuleWorkedExamples: the two worked examples through the full record.
func TestRuleWorkedExamples(t *testing.T) {
	for _, tc := range []struct {
		file        string
		law         string
		decl, score int
	}{
		{"law64a2-example1.txtar", "Law 64A2", 10, 420},
		{"law64a1-example2.txtar", "Law 64A1", 11, 450},
	} {
		path := "../../laws/testdata/scenarios/" + tc.file
		out, errOut, code := runCmd(t, "", "rule", path)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.file, code, errOut)
		}
		if !strings.Contains(out, tc.law) || !strings.Contains(out, "NS +"+itoa(tc.score)) || !strings.Contains(out, "question Q1 (Law 64C)") {
			t.Errorf("%s:\n%s", tc.file, out)
		}
		out, _, code = runCmd(t, "", "rule", "--json", path)
		var got struct {
			DeclarerTricks int `json:"declarer_tricks"`
			TableTricks    int `json:"table_tricks"`
			ScoreNS        int `json:"score_ns"`
			Rulings        []struct {
				Kind string `json:"kind"`
				Law  string `json:"law"`
				Line int    `json:"line"`
			} `json:"rulings"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
			t.Fatalf("%s: %v %s", tc.file, err, out)
		}
		if got.DeclarerTricks != tc.decl || got.TableTricks != 9 || got.ScoreNS != tc.score {
			t.Errorf("%s: %+v", tc.file, got)
		}
		if got.Rulings[0].Kind != "revoke" || got.Rulings[0].Line == 0 {
			t.Errorf("%s: first ruling %+v", tc.file, got.Rulings[0])
		}
		// The same log from standard input, without the txtar sections.
		data, _ := os.ReadFile(path)
		section, _ := logSection(string(data))
		if out, _, code := runCmd(t, section, "rule"); code != 0 || !strings.Contains(out, "NS +"+itoa(tc.score)) {
			t.Errorf("stdin: exit %d\n%s", code, out)
		}
	}
}

func TestRuleBadInput(t *testing.T) {
	deal := "[Deal \"N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3\"]\n[Contract \"4S\"]\n[Declarer \"S\"]\n"
	for _, tc := range []struct{ log, msg string }{
		{deal + "W play ZZ\n", "line 4, column 8"},
		{deal + "W play SA\n", "West does not hold SA"},
		{"W play HA\n", "no deal"},
	} {
		_, errOut, code := runCmd(t, tc.log, "rule")
		if code != 1 || !strings.Contains(errOut, tc.msg) {
			t.Errorf("%q: exit %d, %s", tc.log, code, errOut)
		}
	}
	if _, _, code := runCmd(t, "", "rule", "a", "b"); code != 2 {
		t.Errorf("two files: exit %d", code)
	}
}

// TestRuleAuctionExample: docs/director.md's worked example through the CLI: South
// opens out of turn, West does not accept, the auction goes on to 4H by
// West; the output gives the record, each ruling with its law, the options
// and who chose, the obligations created and how they ended.
func TestRuleAuctionExample(t *testing.T) {
	path := "../../laws/testdata/scenarios/law31b-south-opens-out-of-turn.txtar"
	out, errOut, code := runCmd(t, "", "rule", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"Board 1: 4H by West\n",
		"  S 1C cancelled (Law 29B; unauthorised for NS)\n",
		"Law 31B   bid-out-of-rotation (line 19)",
		"options for W: accept | refuse; chosen: refuse\n",
		"question Q1 (Law 23A) comparable: answered: comparable no\n",
		"Law 31A2(b) not-comparable (line 23)",
		"     obligations: N pass-next-turn\n",
		"options for W: prohibit-lead S | prohibit-lead H | prohibit-lead D | prohibit-lead C | no-prohibition; chosen: prohibit-lead C\n",
		"  N pass-next-turn (Law 31A2(b), ruling 8): fulfilled at line 25\n",
		"  N lead-prohibition (Law 26B, ruling 11): used (prohibit-lead C) at line 33\n",
		"Pending: N forbid-lead C trick 1\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	out, _, code = runCmd(t, "", "rule", "--json", path)
	var got struct {
		Contract string `json:"contract"`
		Declarer string `json:"declarer"`
		Auction  []struct {
			Seat, Call, Status, Law string
			UIFor                   string `json:"unauthorised_for"`
		} `json:"auction"`
		Obligations []struct {
			Obligation, Law, End string
			Line                 int
		} `json:"obligations"`
		Rulings []struct {
			Law         string   `json:"law"`
			Obligations []string `json:"obligations"`
		} `json:"rulings"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
		t.Fatalf("%v %s", err, out)
	}
	a0 := got.Auction[0]
	if got.Contract != "4H" || got.Declarer != "W" || len(got.Auction) != 12 || a0.Seat != "S" || a0.Status != "cancelled" || a0.Law != "Law 29B" || a0.UIFor != "NS" {
		t.Errorf("%+v", got)
	}
	if len(got.Obligations) != 2 || got.Obligations[0].End != "fulfilled" || got.Obligations[0].Line != 25 || got.Obligations[1].End != "used" {
		t.Errorf("obligations %+v", got.Obligations)
	}
	for _, r := range got.Rulings {
		if r.Law == "" {
			t.Errorf("a ruling without its law: %+v", r)
		}
	}
}

// TestRuleReadmeAuctionExample: the auction example of the README section
// (docs/director.md) is the output bridgelaw rule gives for the
// log it shows.
func TestRuleReadmeAuctionExample(t *testing.T) {
	data, err := os.ReadFile("../../docs/director.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	_, rest, ok := strings.Cut(doc, "$ cat south.log\n")
	if !ok {
		t.Fatal("no south.log example")
	}
	log, rest, _ := strings.Cut(rest, "$ bridgelaw rule south.log\n")
	want, _, _ := strings.Cut(rest, "```")
	out, errOut, code := runCmd(t, log, "rule")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if out != want {
		t.Errorf("the README shows:\n%s\nbridgelaw rule prints:\n%s", want, out)
	}
}

// TestRuleJSONShape: every key of rule --json, in every scenario, is lower
// case snake_case; every "law" is a string such as "Law 64C"; the open
// questions have the same shape as the rulings' questions.
func TestRuleJSONShape(t *testing.T) {
	files, _ := filepath.Glob("../../laws/testdata/scenarios/*.txtar")
	if len(files) < 100 {
		t.Fatalf("%d scenarios", len(files))
	}
	keyRE := regexp.MustCompile(`^[a-z]+(_[a-z]+)*$`)
	lawRE := regexp.MustCompile(`^(Law [0-9]+[A-Za-z0-9()]*)?$`)
	var walk func(path string, v any)
	walk = func(path string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				if !keyRE.MatchString(k) {
					t.Errorf("%s: key %q", path, k)
				}
				if k == "law" {
					if s, ok := e.(string); !ok || !lawRE.MatchString(s) {
						t.Errorf("%s.law: %v", path, e)
					}
				}
				walk(path+"."+k, e)
			}
		case []any:
			for _, e := range x {
				walk(path+"[]", e)
			}
		}
	}
	questions := 0
	for _, f := range files {
		out, _, _ := runCmd(t, "", "rule", "--json", f)
		var got map[string]any
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%s: %v\n%s", filepath.Base(f), err, out)
		}
		walk(filepath.Base(f), got)
		var q struct {
			Open []struct {
				ID, Law, Kind string
				Answers       []string
			} `json:"open_questions"`
		}
		_ = json.Unmarshal([]byte(out), &q)
		for _, o := range q.Open {
			questions++
			if !strings.HasPrefix(o.ID, "Q") || !strings.HasPrefix(o.Law, "Law ") || o.Kind == "" || len(o.Answers) == 0 {
				t.Errorf("%s: open question %+v", filepath.Base(f), o)
			}
		}
	}
	if questions == 0 {
		t.Error("no open question in the scenarios")
	}
	out, _, _ := runCmd(t, "", "rule", "--json", "../../laws/testdata/scenarios/law64a2-example1.txtar")
	for _, want := range []string{`"open_questions":[{"id":"Q1","law":"Law 64C","kind":"revoke-equity","answers":["yes","tricks N","score N"],"answered":false,"advice":"double dummy without the revoke: NS take 8 tricks in all (best play from the start of trick 6)"}]`,
		`"cards":[{"seat":"W","card":"SK"},{"seat":"N","card":"S3"},{"seat":"E","card":"S2"},{"seat":"S","card":"S4"}]`} {
		if !strings.Contains(out, want) {
			t.Errorf("no %s in\n%s", want, out)
		}
	}
}

// TestRuleFindings: events and tags that do not fit the board are
// findings: the rest of the log is ruled and printed, the error names the
// line (counted in the scenario file), the exit status is 1, and --json
// lists them in "errors".
func TestRuleFindings(t *testing.T) {
	dir := "../../laws/testdata/scenarios/"
	for _, tc := range []struct {
		file, out, msg string
	}{
		{"law24-exposed-twice.txtar", "Pending: E pass-next-turn\n", "line 14: laws: impossible event: West's SK is already exposed (Law 24)"},
		{"law68-claim-too-many.txtar", "Play not finished: 1 trick completed", "line 24: laws: impossible event: a claim of 13 tricks with 12 left to play (Law 68)"},
		{"law2-vulnerable-contradicts-board.txtar", "Vulnerability: All, as the Vulnerable tag says; board 1 is marked None (Law 2)\n",
			`line 11: Vulnerable tag: "Both" contradicts board 1, marked None (Law 2); the board is scored with All`},
		{"law64a2-contract-tags-contradict.txtar", "Board 1: 4S by South\n",
			"line 15: Contract tag: 3NT by North contradicts the auction logged, which ended in 4S by South; the auction is followed"},
	} {
		out, errOut, code := runCmd(t, "", "rule", dir+tc.file)
		if code != 1 || !strings.Contains(out, tc.out) || !strings.Contains(errOut, tc.file+": "+tc.msg) {
			t.Errorf("%s: exit %d, stderr %q\n%s", tc.file, code, errOut, out)
		}
		out, _, code = runCmd(t, "", "rule", "--json", dir+tc.file)
		var got struct {
			Errors []string `json:"errors"`
		}
		n := 1
		if tc.file == "law68-claim-too-many.txtar" { // and the acceptance of the claim refused, ignored
			n = 2
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil || code != 1 || len(got.Errors) != n || !strings.HasPrefix(got.Errors[0], tc.msg) {
			t.Errorf("%s --json: exit %d, %v, %q", tc.file, code, err, got.Errors)
		}
	}
	if out, _, _ := runCmd(t, "", "rule", dir+"law24-exposed-twice.txtar"); strings.Count(out, "card-exposed-auction") != 1 || strings.Count(out, "pass-next-turn") != 3 {
		t.Errorf("a second exposure ruled:\n%s", out)
	}
}

// TestRuleIgnored: an event the engine records but ignores (it fits no
// moment of the board) is a finding: rule exits 1 and names its line and
// the reason, on standard error and in --json's errors. Laws 27D, 12C1:
// an adjusted score for a question already answered, never asked, or
// given twice for the same question; Law 68D: a card played while play is
// suspended after a claim.
func TestRuleIgnored(t *testing.T) {
	scen, err := os.ReadFile("../../laws/testdata/scenarios/law27d-adjusted.txtar")
	if err != nil {
		t.Fatal(err)
	}
	log, _ := logSection(string(scen)) // 17 lines, the last the Director's answer to Q2
	for _, tc := range []struct{ extra, msg string }{
		{"director adjust Q1 4H W 10", "line 18: ignored: Q1 (Law 27B1(a)) is already answered: same-denomination yes"},
		{"director adjust Q9 4H W 10", "line 18: ignored: no open question Q9"},
		{"director adjust Q2 4H W 10", "line 18: ignored: Q2 (Law 27D) is already answered: score 50"},
	} {
		out, errOut, code := runCmd(t, log+tc.extra+"\n", "rule")
		if code != 1 || !strings.Contains(errOut, tc.msg) || !strings.Contains(out, "NS +50") {
			t.Errorf("%q: exit %d, stderr %q\n%s", tc.extra, code, errOut, out)
		}
		out, _, code = runCmd(t, log+tc.extra+"\n", "rule", "--json")
		var got struct {
			Errors []string `json:"errors"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil || code != 1 || len(got.Errors) != 1 || got.Errors[0] != tc.msg {
			t.Errorf("%q --json: exit %d, %v, %q", tc.extra, code, err, got.Errors)
		}
	}
	if _, errOut, code := runCmd(t, "", "rule", "../../laws/testdata/scenarios/law68d-one-side-only.txtar"); code != 1 || !strings.Contains(errOut, "line 21: ignored: play is suspended") {
		t.Errorf("a card played while play is suspended: exit %d, %q", code, errOut)
	}
	if _, errOut, code := runCmd(t, log, "rule"); code != 0 {
		t.Errorf("the log without the extra line: exit %d, %q", code, errOut)
	}
	// The reason and its line in the language asked for, as the rest of
	// the output (the catalog's cli.ignored and the reason's detail).
	for lang, msg := range map[string]string{
		"it": "riga 18: ignorato: nessuna domanda aperta Q9",
		"fr": "ligne 18 : ignoré : ",
		"pl": "wiersz 18: pominięte: ",
	} {
		extra := "director adjust Q9 4H W 10\n"
		if _, errOut, code := runCmd(t, log+extra, "rule", "--lang", lang); code != 1 || !strings.Contains(errOut, msg) || strings.Contains(errOut, "no open question") {
			t.Errorf("--lang %s: exit %d, stderr %q, want %q", lang, code, errOut, msg)
		}
		out, _, _ := runCmd(t, log+extra, "rule", "--json", "--lang", lang)
		if !strings.Contains(out, msg) {
			t.Errorf("--json --lang %s: %s", lang, out)
		}
	}
}

// TestRuleVulnerability: rule says the vulnerability it scored with and
// where it came from, in text and JSON.
func TestRuleVulnerability(t *testing.T) {
	deal := "[Deal \"N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3\"]\n[Contract \"4S\"]\n[Declarer \"S\"]\nconcede S 13\nEW accept\n"
	for _, tc := range []struct {
		tags, line, vul string
		score           int
	}{
		{"[Board \"7\"]\n", "Vulnerability: All (board 7, Law 2)\n", "All", -1000},
		{"[Board \"2\"]\n[Vulnerable \"NS\"]\n", "Vulnerability: NS (board 2, Law 2)\n", "NS", -1000},
		{"[Vulnerable \"EW\"]\n", "Vulnerability: EW\n", "EW", -500},
		{"", "Vulnerability: None (no Board or Vulnerable tag)\n", "None", -500},
	} {
		out, errOut, code := runCmd(t, tc.tags+deal, "rule")
		if code != 0 || !strings.Contains(out, "\n"+tc.line) {
			t.Errorf("%q: exit %d %s\n%s", tc.tags, code, errOut, out)
		}
		out, _, _ = runCmd(t, tc.tags+deal, "rule", "--json")
		var got struct {
			Vulnerable string `json:"vulnerable"`
			ScoreNS    int    `json:"score_ns"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil || got.Vulnerable != tc.vul || got.ScoreNS != tc.score {
			t.Errorf("%q --json: %v %+v", tc.tags, err, got)
		}
	}
}
