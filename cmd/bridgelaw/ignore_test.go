package main

import (
	"os"
	"strings"
	"testing"
)

// TestReplayIgnore: a dealing program's set (Dealer and Vulnerable not the
// board number's, Law 2) with a par score in a form PBN does not have:
// replay finds both (exit 1); --ignore law2,tags leaves them out (exit 0),
// each class alone leaves the other; the board is scored with the file's
// vulnerability (4S= not vulnerable: +420) either way.
func TestReplayIgnore(t *testing.T) {
	file := "testdata/dealer-set.pbn"
	for _, tc := range []struct {
		ignore      []string
		code        int
		law2, optim bool
	}{
		{nil, 1, true, true},
		{[]string{"--ignore", "law2"}, 1, false, true},
		{[]string{"--ignore", "tags"}, 1, true, false},
		{[]string{"--ignore", "law2,tags"}, 0, false, false},
		{[]string{"--ignore", "tags", "--ignore", "LAW2"}, 0, false, false},
	} {
		out, _, code := runCmd(t, "", append(append([]string{"replay"}, tc.ignore...), file)...)
		if code != tc.code || strings.Contains(out, "Law 2)") != tc.law2 || strings.Contains(out, "OptimumScore") != tc.optim || !strings.Contains(out, "board 2: 4S by North, 10 tricks (result): NS +420") {
			t.Errorf("%v: exit %d\n%s", tc.ignore, code, out)
		}
		out, _, _ = runCmd(t, "", append(append([]string{"replay", "--json"}, tc.ignore...), file)...)
		if strings.Contains(out, `"tag":"Vulnerable"`) != tc.law2 {
			t.Errorf("%v --json:\n%s", tc.ignore, out)
		}
	}
	// What matters is still found: a wrong Result (Law 77 against the tag)
	// and an auction that does not reach the contract.
	bad := strings.Replace(readFile(t, file), `[Result "10"]`, `[Result "10"]`+"\n"+`[Score "NS 620"]`, 1)
	out, _, code := runCmd(t, bad, "replay", "--ignore", "law2,tags", "-")
	if code != 1 || !strings.Contains(out, "Score: the file says +620, replay gives +420") {
		t.Errorf("exit %d\n%s", code, out)
	}
	if _, errOut, code := runCmd(t, "", "replay", "--ignore", "law3", file); code != 2 || !strings.Contains(errOut, `--ignore "law3": want law2 or tags`) {
		t.Errorf("exit %d %s", code, errOut)
	}
}

// TestResultsIgnore: results of a board whose Dealer and Vulnerable are not
// Law 2's and whose OptimumScore cannot be read: the problems are listed
// and the exit status is 1; --ignore law2,tags scores it with exit 0 and
// lists nothing.
func TestResultsIgnore(t *testing.T) {
	file := "testdata/dealer-results.pbn"
	out, errOut, code := runCmd(t, "", "results", "--dd=false", file)
	if code != 1 || !strings.Contains(errOut, "Law 2") || !strings.Contains(errOut, "OptimumScore") {
		t.Errorf("exit %d: %s", code, errOut)
	}
	_, errOut, code = runCmd(t, "", "results", "--dd=false", "--ignore", "law2", file)
	if code != 1 || strings.Contains(errOut, "Law 2") || !strings.Contains(errOut, "OptimumScore") {
		t.Errorf("law2: exit %d: %s", code, errOut)
	}
	out2, errOut, code := runCmd(t, "", "results", "--dd=false", "--ignore", "law2,tags", file)
	if code != 0 || errOut != "" || strings.Contains(out2, "OptimumScore") || !strings.Contains(out, "420") || !strings.Contains(out2, "420") {
		t.Errorf("law2,tags: exit %d: %s\n%s", code, errOut, out2)
	}
	if _, _, code := runCmd(t, "", "results", "--ignore", "all", file); code != 2 {
		t.Errorf("--ignore all: exit %d", code)
	}
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
