package main

import (
	"encoding/json"
	"os"
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
