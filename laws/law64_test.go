package laws

import (
	"errors"
	"strings"
	"testing"

	"bridgelaw/bridge"
)

func contract(t *testing.T, s string) bridge.Contract {
	t.Helper()
	c, err := bridge.ParseContractBy(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func winners(t *testing.T, s string) []bridge.Seat {
	t.Helper()
	w, err := ParseWinners(s)
	if err != nil || len(w) != 13 {
		t.Fatalf("winners %q: %v", s, err)
	}
	return w
}

func revoke(t *testing.T, s string) RevokeFacts {
	t.Helper()
	r, err := ParseRevoke(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

type law64Case struct {
	name     string
	contract string
	winners  string
	revokes  []string
	laws     []string // the law of each adjustment, in trick order
	transfer []int
	decl     int // declarer's tricks after adjustment
}

func runLaw64(t *testing.T, cases []law64Case) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var rv []RevokeFacts
			for _, r := range tc.revokes {
				rv = append(rv, revoke(t, r))
			}
			adj, decl, err := AdjustRevokes(contract(t, tc.contract), winners(t, tc.winners), rv)
			if err != nil {
				t.Fatal(err)
			}
			if len(adj) != len(tc.laws) {
				t.Fatalf("%d adjustments, want %d", len(adj), len(tc.laws))
			}
			for i, a := range adj {
				if a.Law.String() != tc.laws[i] || a.Transfer != tc.transfer[i] {
					t.Errorf("revoke %d: %s transfer %d, want %s transfer %d", i+1, a.Law, a.Transfer, tc.laws[i], tc.transfer[i])
				}
			}
			if decl != tc.decl {
				t.Errorf("declarer %d tricks, want %d", decl, tc.decl)
			}
		})
	}
}

// TestLaw64A: every row of the 64A table.
func TestLaw64A(t *testing.T) {
	runLaw64(t, []law64Case{
		// 64A1: the offender won the revoke trick, his side a later one: 2.
		{"A1 won revoke trick and a later one", "4S S", "WWSSSNESSNESS", []string{"E@7"}, []string{"Law 64A1"}, []int{2}, 11},
		// 64A1: the offender won the revoke trick, no later trick: 1.
		{"A1 won revoke trick only", "4S S", "WWSSSNESSSSSS", []string{"E@7"}, []string{"Law 64A1"}, []int{1}, 11},
		// 64A2: partner won the revoke trick: 1.
		{"A2 partner won revoke trick", "4S S", "WWSSSWSSSSSSS", []string{"E@6"}, []string{"Law 64A2"}, []int{1}, 11},
		// 64A2: the side won a later trick only: 1 (worked example 1).
		{"A2 later trick", "4S S", "WWSSSNSSESSES", []string{"E@6"}, []string{"Law 64A2"}, []int{1}, 10},
		// Footnote: declarer revokes, dummy wins: not won by the offender: 64A2.
		{"A2 dummy wins declarer's revoke", "4S S", "WWSSSNSSESSES", []string{"S@6"}, []string{"Law 64A2"}, []int{1}, 8},
		// Declarer revokes and wins with his own card: 64A1, 2 tricks to EW.
		{"A1 declarer wins his revoke trick", "4S S", "WWSSSNSSESSES", []string{"S@3"}, []string{"Law 64A1"}, []int{2}, 7},
		// Two revokes by one side never take the same trick twice.
		{"two revokes share the pool", "4S S", "WWSSSNSSSSSSE", []string{"W@6", "E@9"}, []string{"Law 64A2", "Law 64A2"}, []int{1, 0}, 11},
		// Two revokes by one player in different suits: the first (64A1)
		// takes its revoke trick and the first later trick its side won
		// (5), leaving 10 for the second (64A2).
		{"A1 then A2 each transfer", "4S S", "SSESESSSSESSS", []string{"E@3:suit=H", "E@9:suit=D"}, []string{"Law 64A1", "Law 64A2"}, []int{2, 1}, 13},
		// Two 64A1 revokes: the first never takes the second's own trick.
		{"A1 then A1 each transfer two", "4S S", "SSESESSESESSS", []string{"E@3:suit=H", "E@8:suit=D"}, []string{"Law 64A1", "Law 64A1"}, []int{2, 2}, 13},
	})
}

// TestLaw64B: each case of 64B gives no automatic transfer.
func TestLaw64B(t *testing.T) {
	runLaw64(t, []law64Case{
		{"B1 no trick from the revoke on", "2S N", "EEEEENNNNSNNN", []string{"W@8"}, []string{"Law 64B1"}, []int{0}, 8},
		{"B2 same suit same player", "3NT S", "WWSSNSSSESESS", []string{"W@3:suit=H", "W@5:suit=H"}, []string{"Law 64A2", "Law 64B2"}, []int{1, 0}, 10},
		{"B2 flag", "3NT S", "WWSSNSSSESESS", []string{"W@3", "W@5:repeat"}, []string{"Law 64A2", "Law 64B2"}, []int{1, 0}, 10},
		{"B2 other suit transfers", "3NT S", "WWSSNSSSESESS", []string{"W@3:suit=H", "W@5:suit=D"}, []string{"Law 64A2", "Law 64A2"}, []int{1, 1}, 11},
		{"B3 penalty card", "4S S", "WWSSSNSSESSES", []string{"E@6:penalty-card"}, []string{"Law 64B3"}, []int{0}, 9},
		{"B3 dummy", "4H S", "WWSSSNSSESSSS", []string{"N@5"}, []string{"Law 64B3"}, []int{0}, 10},
		{"B4 after the next board", "4S S", "WWSSSNSSESSES", []string{"E@6:after-next-board"}, []string{"Law 64B4"}, []int{0}, 9},
		{"B5 after the round", "4S S", "WWSSSNSSESSES", []string{"E@6:after-round"}, []string{"Law 64B5"}, []int{0}, 9},
		{"B6 trick 12", "4S S", "WWSSSNSSESSES", []string{"E@12"}, []string{"Law 64B6"}, []int{0}, 9},
		{"B7 both sides", "4S S", "WWSSSNSSESSES", []string{"E@6", "S@8"}, []string{"Law 64B7", "Law 64B7"}, []int{0, 0}, 9},
		{"B8 corrected under 62C3", "4S S", "WWSSSNSSESSES", []string{"E@6:corrected-62c3"}, []string{"Law 64B8"}, []int{0}, 9},
		{"62A corrected in time", "4S S", "WWSSSNSSESSES", []string{"E@6:corrected"}, []string{"Law 62A"}, []int{0}, 9},
		{"43B2b as if established", "4S S", "WWSSSNSSESSES", []string{"S@6:as-if-established"}, []string{"Law 64A2"}, []int{1}, 8},
	})
}

// TestRuleSummaryWorkedExamples: the two examples of the revoke pages
// through the Director's summary door.
func TestRuleSummaryWorkedExamples(t *testing.T) {
	for _, tc := range []struct {
		winners, revoke string
		table, final    int
		before, after   int
	}{
		{"WWSSSNSSESSES", "E@6", 9, 10, -50, 420},
		{"WWSSSNESSNESS", "E@7", 9, 11, -50, 450},
	} {
		res, err := RuleSummary(Summary{Contract: contract(t, "4S S"), Vulnerability: bridge.None,
			Winners: winners(t, tc.winners), Revokes: []RevokeFacts{revoke(t, tc.revoke)}})
		if err != nil {
			t.Fatal(err)
		}
		if res.TableTricks != tc.table || res.DeclarerTricks != tc.final || res.TableScoreNS != tc.before || res.ScoreNS != tc.after {
			t.Errorf("%s %s: %+v", tc.winners, tc.revoke, res)
		}
	}
}

func TestRuleSummaryErrors(t *testing.T) {
	if _, err := RuleSummary(Summary{Contract: contract(t, "4S S"), Winners: winners(t, "WWSSSNSSESSES")[:12]}); err == nil {
		t.Error("12 winners accepted")
	}
	if _, err := ParseRevoke("E6"); err == nil {
		t.Error("E6 accepted")
	}
	if _, err := ParseRevoke("E@14"); err == nil {
		t.Error("trick 14 accepted")
	}
	if _, err := ParseRevoke("E@6:sideways"); err == nil {
		t.Error("unknown fact accepted")
	}
	if _, err := ParseWinners("WWX"); err == nil {
		t.Error("X accepted as a seat")
	}
}

// TestSummaryCheck: revokes that cannot have happened are refused, by
// RuleSummary too, with ErrSummary and ErrRevokeFacts; the error names the
// revoke as the log of the summary writes it.
func TestSummaryCheck(t *testing.T) {
	for _, tc := range []struct {
		revokes []string
		bad     string // "" when the summary can be
	}{
		{[]string{"E@13"}, "E@13"},
		{[]string{"E@12"}, ""},
		{[]string{"E@6", "E@6"}, "E@6"},
		{[]string{"E@6", "W@6"}, ""},
		{[]string{"E@6:repeat"}, "E@6:repeat"},
		{[]string{"W@6", "E@8:repeat"}, "E@8:repeat"},
		{[]string{"E@3:corrected", "E@6:repeat"}, "E@6:repeat"},
		{[]string{"E@3", "E@6:repeat"}, ""},
		{[]string{"E@3", "E@6:corrected,repeat"}, "E@6:corrected,repeat"},
		{[]string{"E@6:corrected,after-round"}, "E@6:corrected,after-round"},
		{[]string{"E@6:corrected-62c3,after-next-board"}, "E@6:corrected-62c3,after-next-board"},
		{[]string{"S@6:as-if-established,after-round"}, "S@6:as-if-established,after-round"},
		{[]string{"E@6:after-round,suit=H"}, ""},
	} {
		s := Summary{Contract: contract(t, "4S S"), Winners: winners(t, "WWSSSNSSESSES")}
		for _, r := range tc.revokes {
			s.Revokes = append(s.Revokes, revoke(t, r))
		}
		err := s.Check()
		_, rerr := RuleSummary(s)
		switch {
		case tc.bad == "" && (err != nil || rerr != nil):
			t.Errorf("%v: %v, %v", tc.revokes, err, rerr)
		case tc.bad != "" && (!errors.Is(err, ErrSummary) || !errors.Is(err, ErrRevokeFacts) || !errors.Is(rerr, ErrRevokeFacts)):
			t.Errorf("%v: %v, %v", tc.revokes, err, rerr)
		case tc.bad != "" && !strings.Contains(err.Error(), "revoke "+tc.bad+": "):
			t.Errorf("%v: %v does not name %s", tc.revokes, err, tc.bad)
		}
	}
}

// TestRevokeFactsString: a revoke prints as ParseRevoke reads it.
func TestRevokeFactsString(t *testing.T) {
	for _, s := range []string{"E@6", "W@5:repeat,suit=H", "E@6:corrected", "S@6:as-if-established", "E@6:corrected-62c3",
		"N@3:penalty-card,after-next-board,after-round"} {
		if got := revoke(t, s).String(); got != s {
			t.Errorf("%s prints %s", s, got)
		}
	}
}
