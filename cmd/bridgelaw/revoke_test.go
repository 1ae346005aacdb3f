package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestRevokeWorkedExamples: the two worked examples of the revoke pages
// through the Director's summary door.
func TestRevokeWorkedExamples(t *testing.T) {
	for _, tc := range []struct {
		winners, revoke string
		law             string
		transfer, decl  int
		score           int
	}{
		{"WWSSSNSSESSES", "E@6", "Law 64A2", 1, 10, 420},
		{"WWSSSNESSNESS", "E@7", "Law 64A1", 2, 11, 450},
	} {
		out, errOut, code := runCmd(t, "", "revoke", "--contract", "4S", "--declarer", "S", "--vulnerable", "None",
			"--winners", tc.winners, "--revoke", tc.revoke, "--json")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		var got struct {
			Transfer       int    `json:"transfer"`
			Law            string `json:"law"`
			DeclarerTricks int    `json:"declarer_tricks"`
			ScoreNS        int    `json:"score_ns"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatal(err)
		}
		if got.Transfer != tc.transfer || got.Law != tc.law || got.DeclarerTricks != tc.decl || got.ScoreNS != tc.score {
			t.Errorf("%s %s: %+v", tc.winners, tc.revoke, got)
		}
		out, _, code = runCmd(t, "", "revoke", "--contract", "4S", "--declarer", "S", "--winners", tc.winners, "--revoke", tc.revoke)
		if code != 0 || !strings.Contains(out, tc.law+":") || !strings.Contains(out, "NS +"+itoa(tc.score)) || !strings.Contains(out, "(was -50)") {
			t.Errorf("text output:\n%s", out)
		}
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// TestRevokeLaw64BFlags: each 64B flag stops the transfer.
func TestRevokeLaw64BFlags(t *testing.T) {
	for flag, law := range map[string]string{
		"--after-next-board": "Law 64B4", "--after-round": "Law 64B5", "--penalty-card": "Law 64B3",
		"--corrected": "Law 62A", "--corrected-62c3": "Law 64B8",
	} {
		out, errOut, code := runCmd(t, "", "revoke", "--contract", "4S", "--declarer", "S", "--winners", "WWSSSNSSESSES", "--revoke", "E@6", flag, "--json")
		if code != 0 {
			t.Fatalf("%s: exit %d %s", flag, code, errOut)
		}
		if !strings.Contains(out, `"law":"`+law+`"`) || !strings.Contains(out, `"transfer":0`) || !strings.Contains(out, `"score_ns":-50`) {
			t.Errorf("%s: %s", flag, out)
		}
	}
	// A repeat in the same suit, given per revoke.
	out, _, code := runCmd(t, "", "revoke", "--contract", "3NT", "--declarer", "S", "--winners", "WWSSNSSSESESS",
		"--revoke", "W@3:suit=H", "--revoke", "W@5:suit=H", "--json")
	if code != 0 || !strings.Contains(out, `"law":"Law 64A2, Law 64B2"`) || !strings.Contains(out, `"declarer_tricks":10`) {
		t.Errorf("repeat: %s", out)
	}
}

func TestRevokeUsage(t *testing.T) {
	for _, args := range [][]string{
		{"revoke"},
		{"revoke", "--contract", "4S", "--declarer", "S", "--winners", "WWSSS", "--revoke", "E@6"},
		{"revoke", "--contract", "4S", "--declarer", "Q", "--winners", "WWSSSNSSESSES", "--revoke", "E@6"},
		{"revoke", "--contract", "Pass", "--declarer", "S", "--winners", "WWSSSNSSESSES", "--revoke", "E@6"},
		{"revoke", "--contract", "4S", "--declarer", "S", "--winners", "WWSSSNSSESSES", "--revoke", "E6"},
		{"revoke", "--contract", "4S", "--declarer", "S", "--winners", "WWSSSNSSESSES", "--revoke", "E@6", "extra"},
	} {
		if _, _, code := runCmd(t, "", args...); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
}
