package score

import (
	"errors"
	"testing"

	"bridgelaw/bridge"
)

// TestScoringProperties holds each method's properties, typed from Law 78
// and the USEBIO names, so that a new method must be added here too.
func TestScoringProperties(t *testing.T) {
	tests := []struct {
		m                   Scoring
		name                string
		valid, imps, mp, tm bool
		law                 bridge.LawRef
		usebio              string
	}{
		{NoScoring, "auto", false, false, false, false, bridge.LawRef{}, ""},
		{MatchpointScoring, "mp", true, false, true, false, bridge.Law(78, "A"), "MATCH_POINTS"},
		{ButlerScoring, "butler", true, true, false, false, bridge.Law(78, "B"), "BUTLER_IMPS"},
		{CrossIMPScoring, "cross", true, true, false, false, bridge.Law(78, "B"), "CROSS_IMPS"},
		{CrossIMPAverageScoring, "cross-average", true, true, false, false, bridge.Law(78, "B"), "CROSS_IMPS"},
		{TeamsScoring, "teams", true, true, false, true, bridge.Law(78, "B"), "IMPS"},
		{TeamsScoring + 1, "", false, false, false, false, bridge.LawRef{}, ""},
		{-1, "", false, false, false, false, bridge.LawRef{}, ""},
	}
	if len(tests) != len(scorings)+2 {
		t.Fatalf("%d methods in the table, %d in this test: add the new one here", len(scorings), len(tests)-2)
	}
	for _, tc := range tests {
		m := tc.m
		if m.String() != tc.name || m.Valid() != tc.valid || m.IMPs() != tc.imps || m.Matchpoints() != tc.mp || m.Teams() != tc.tm || m.Law() != tc.law || m.USEBIO() != tc.usebio {
			t.Errorf("%d: %q valid %v imps %v mp %v teams %v %v %q", m, m, m.Valid(), m.IMPs(), m.Matchpoints(), m.Teams(), m.Law(), m.USEBIO())
		}
		if tc.name == "" {
			continue
		}
		if got, err := ParseScoring(tc.name); err != nil || got != m {
			t.Errorf("ParseScoring(%q) = %v, %v", tc.name, got, err)
		}
	}
	for in, want := range map[string]Scoring{"MatchPoints": MatchpointScoring, "mps": MatchpointScoring, "IMPs": ButlerScoring, "imp": ButlerScoring, "TEAMS": TeamsScoring} {
		if got, err := ParseScoring(in); err != nil || got != want {
			t.Errorf("ParseScoring(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParseScoring("swiss"); !errors.Is(err, ErrScoring) {
		t.Errorf("ParseScoring(swiss): %v, want ErrScoring", err)
	}
}

// TestIMPBoardRefusesOtherMethods: IMPBoard scores pairs IMP methods only.
func TestIMPBoardRefusesOtherMethods(t *testing.T) {
	tables := []Table{Played(420), Played(450)}
	for _, m := range []Scoring{MatchpointScoring, TeamsScoring, 42} {
		if _, err := IMPBoard(tables, IMPOptions{Method: m}); !errors.Is(err, ErrScoring) {
			t.Errorf("IMPBoard with %d: %v, want ErrScoring", m, err)
		}
	}
	zero, err := IMPBoard(tables, IMPOptions{})
	butler, err2 := IMPBoard(tables, IMPOptions{Method: ButlerScoring})
	if err != nil || err2 != nil || zero[0] != butler[0] || zero[1] != butler[1] {
		t.Errorf("zero method %v, %v; Butler %v, %v", zero, err, butler, err2)
	}
}
