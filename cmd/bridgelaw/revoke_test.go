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
		out, _, code = runCmd(t, "", "revoke", "--contract", "4S", "--declarer", "S", "--board", "1", "--winners", tc.winners, "--revoke", tc.revoke)
		if code != 0 || !strings.Contains(out, tc.law+":") || !strings.Contains(out, "NS +"+itoa(tc.score)) || !strings.Contains(out, "(was -50)") ||
			!strings.Contains(out, "\nVulnerability: None (board 1, Law 2)\n") {
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
		out, errOut, code := runCmd(t, "", "revoke", "--contract", "4S", "--declarer", "S", "--vulnerable", "None", "--winners", "WWSSSNSSESSES", "--revoke", "E@6", flag, "--json")
		if code != 0 {
			t.Fatalf("%s: exit %d %s", flag, code, errOut)
		}
		if !strings.Contains(out, `"law":"`+law+`"`) || !strings.Contains(out, `"transfer":0`) || !strings.Contains(out, `"score_ns":-50`) {
			t.Errorf("%s: %s", flag, out)
		}
	}
	// A repeat in the same suit, given per revoke.
	out, _, code := runCmd(t, "", "revoke", "--contract", "3NT", "--declarer", "S", "--vulnerable", "None", "--winners", "WWSSNSSSESESS",
		"--revoke", "W@3:suit=H", "--revoke", "W@5:suit=H", "--json")
	if code != 0 || !strings.Contains(out, `"law":"Law 64A2, Law 64B2"`) || !strings.Contains(out, `"declarer_tricks":10`) {
		t.Errorf("repeat: %s", out)
	}
}

// TestRevokeRepeatFlag: --repeat marks each player's later revokes as
// repeats (Law 64B2), never his first.
func TestRevokeRepeatFlag(t *testing.T) {
	out, errOut, code := runCmd(t, "", "revoke", "--contract", "3NT", "--declarer", "S", "--vulnerable", "None", "--winners", "WWSSNSSSESESS",
		"--revoke", "W@3", "--revoke", "W@5", "--repeat", "--json")
	if code != 0 || !strings.Contains(out, `"law":"Law 64A2, Law 64B2"`) || !strings.Contains(out, `"declarer_tricks":10`) {
		t.Errorf("exit %d %s: %s", code, errOut, out)
	}
}

// TestRevokeImpossible: revokes that cannot have happened are refused
// with exit status 1 and a message naming the revoke; a revoke on trick
// 12 is Law 64B6.
func TestRevokeImpossible(t *testing.T) {
	base := []string{"revoke", "--contract", "3NT", "--declarer", "S", "--vulnerable", "None", "--winners", "NNWSSEWNSSWWE"}
	for _, tc := range []struct {
		revokes []string
		msg     string
	}{
		{[]string{"E@13"}, "revoke E@13: no one can revoke on trick 13"},
		{[]string{"E@6", "E@6"}, "revoke E@6: given twice"},
		{[]string{"E@6:repeat"}, "revoke E@6:repeat: a repeat (Law 64B2)"},
		{[]string{"E@3:corrected", "E@6:repeat"}, "East has no earlier established revoke"},
		{[]string{"E@6:corrected,after-round"}, "revoke E@6:corrected,after-round: corrected before it was established"},
		{[]string{"E@6:as-if-established,after-next-board"}, "cannot have been first noticed after the next board"},
	} {
		args := append([]string(nil), base...)
		for _, r := range tc.revokes {
			args = append(args, "--revoke", r)
		}
		out, errOut, code := runCmd(t, "", args...)
		if code != 1 || out != "" || !strings.Contains(errOut, tc.msg) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", tc.revokes, code, out, errOut)
		}
	}
	out, errOut, code := runCmd(t, "", append(base, "--revoke", "E@12")...)
	if code != 0 || !strings.HasPrefix(out, "Law 64B6: revoke by East on trick 12: no trick transferred (revoke on the twelfth trick)\n") {
		t.Errorf("trick 12: exit %d %s\n%s", code, errOut, out)
	}
}

// TestRevokeCorrected: a revoke corrected in time (Law 62A) transfers
// nothing and brings no Law 64C check: that follows established revokes.
func TestRevokeCorrected(t *testing.T) {
	args := []string{"revoke", "--contract", "4S", "--declarer", "S", "--vulnerable", "NS", "--winners", "WWSSSNSSESSES", "--revoke", "E@6", "--corrected"}
	out, errOut, code := runCmd(t, "", args...)
	want := "Law 62A: revoke by East on trick 6: no trick transferred (corrected before it was established)\n" +
		"Declarer (South) 9 tricks as played, 9 after adjustment: 4S by S, NS -100 (was -100)\nVulnerability: NS\n"
	if code != 0 || out != want {
		t.Errorf("exit %d %s\n%s", code, errOut, out)
	}
	out, _, _ = runCmd(t, "", append(args, "--json")...)
	if strings.Contains(out, "equity_check") || !strings.Contains(out, `"vulnerable":"NS"`) {
		t.Errorf("json: %s", out)
	}
	out, _, _ = runCmd(t, "", "revoke", "--contract", "4S", "--declarer", "S", "--vulnerable", "NS", "--winners", "WWSSSNSSESSES", "--revoke", "E@6", "--json")
	if !strings.Contains(out, `"equity_check":"Law 64C: the Director checks`) {
		t.Errorf("established: %s", out)
	}
}

// TestRevokeVulnerability: the vulnerability is required, from
// --vulnerable or the board's number (Law 2), and printed; the two must
// agree.
func TestRevokeVulnerability(t *testing.T) {
	base := []string{"revoke", "--contract", "4S", "--declarer", "S", "--winners", "WWSSSNSSESSES", "--revoke", "E@6"}
	for _, tc := range []struct {
		flags []string
		line  string
		score string
	}{
		{[]string{"--vulnerable", "All"}, "Vulnerability: All\n", "NS +620"},
		{[]string{"--board", "2"}, "Vulnerability: NS (board 2, Law 2)\n", "NS +620"},
		{[]string{"--board", "3", "--vulnerable", "EW"}, "Vulnerability: EW (board 3, Law 2)\n", "NS +420"},
	} {
		out, errOut, code := runCmd(t, "", append(base, tc.flags...)...)
		if code != 0 || !strings.Contains(out, "\n"+tc.line) || !strings.Contains(out, tc.score) {
			t.Errorf("%v: exit %d %s\n%s", tc.flags, code, errOut, out)
		}
	}
}

func TestRevokeUsage(t *testing.T) {
	vul := []string{"--vulnerable", "None"}
	base := []string{"revoke", "--contract", "4S", "--declarer", "S", "--winners", "WWSSSNSSESSES", "--revoke", "E@6"}
	ok := func(extra ...string) []string {
		return append(append(append([]string(nil), base...), vul...), extra...)
	}
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"revoke", "--contract", "4S", "--declarer", "S", "--winners", "WWSSSNSSESSES", "--revoke", "E@6"}, "revoke needs --vulnerable"},
		{append(append([]string(nil), base...), "--board", "0"), "--board 0"},
		{ok("--board", "2"), "--vulnerable None contradicts --board 2, marked NS by Law 2"},
		{ok("--corrected", "--after-round"), "--corrected and --corrected-62c3 contradict"},
		{ok("--corrected-62c3", "--after-next-board"), "contradict --after-next-board"},
		{ok("--repeat"), "--repeat: no player revoked twice"},
		{ok("--revoke", "E@8", "--repeat", "--corrected"), "--repeat contradicts --corrected"},
	} {
		out, errOut, code := runCmd(t, "", tc.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tc.msg) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", tc.args, code, out, errOut)
		}
	}
	for _, args := range [][]string{
		{"revoke"},
		append([]string{"revoke", "--contract", "4S", "--declarer", "S", "--winners", "WWSSS", "--revoke", "E@6"}, vul...),
		append([]string{"revoke", "--contract", "4S", "--declarer", "Q", "--winners", "WWSSSNSSESSES", "--revoke", "E@6"}, vul...),
		append([]string{"revoke", "--contract", "Pass", "--declarer", "S", "--winners", "WWSSSNSSESSES", "--revoke", "E@6"}, vul...),
		append([]string{"revoke", "--contract", "4S", "--declarer", "S", "--winners", "WWSSSNSSESSES", "--revoke", "E6"}, vul...),
		append([]string{"revoke", "--contract", "4S", "--declarer", "S", "--winners", "WWSSSNSSESSES", "--revoke", "E@6", "extra"}, vul...),
	} {
		if _, _, code := runCmd(t, "", args...); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
}

// TestRevokeTricksNamed: the tricks transferred are named as trick
// numbers, one ("trick 9") or two ("tricks 7 and 11"), in every language.
func TestRevokeTricksNamed(t *testing.T) {
	for _, tc := range []struct{ lang, one, two string }{
		{"en", "1 trick transferred to NS (trick 9)\n", "2 tricks transferred to NS (tricks 7 and 11)\n"},
		{"it", "1 presa trasferita a NS (presa 9)\n", "2 prese trasferite a NS (prese 7 e 11)\n"},
		{"fr", "1 levée transférée à NS (levée 9)\n", "2 levées transférées à NS (levées 7 et 11)\n"},
		{"pl", "1 lewa przekazana stronie NS (lewa 9)\n", "2 lewy przekazane stronie NS (lewy 7 i 11)\n"},
	} {
		for _, c := range []struct{ winners, revoke, want string }{{"WWSSSNSSESSES", "E@6", tc.one}, {"WWSSSNESSNESS", "E@7", tc.two}} {
			out, errOut, code := runCmd(t, "", "revoke", "--contract", "4S", "--declarer", "S", "--vulnerable", "None",
				"--winners", c.winners, "--revoke", c.revoke, "--lang", tc.lang)
			if code != 0 || !strings.Contains(out, c.want) {
				t.Errorf("%s %s: exit %d %s\n%s", tc.lang, c.revoke, code, errOut, out)
			}
		}
	}
}
