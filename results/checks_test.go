package results

import (
	"errors"
	"strings"
	"testing"
)

// TestTravellerRefused: a pair on both sides of a table or twice on a
// board, and a penalty of more than a top, are refused with their cause.
func TestTravellerRefused(t *testing.T) {
	for _, c := range []struct{ name, csv, want string }{
		{"both sides", "board,ns,ew,score\n1,1,1,420\n1,2,12,400\n", "test.csv:2: board 1: pair 1 sits both North-South and East-West"},
		{"twice", "board,ns,ew,score\n1,1,11,420\n1,2,1,400\n", "test.csv:3: board 1: pair 1 plays the board twice (NS at test.csv:2, EW at test.csv:3)"},
		{"twice NS", "board,ns,ew,score\n1,1,11,420\n1,1,12,400\n", "pair 1 plays the board twice (NS at test.csv:2, NS at test.csv:3)"},
		{"1000%", "board,ns,ew,score,penalty_ns\n1,1,11,420,1000%\n1,2,12,400,\n", `penalty_ns: score: penalty amount out of range: "1000%": more than a whole top`},
	} {
		ev, err := ReadTraveller(strings.NewReader(c.csv), "test.csv")
		if err == nil {
			_, err = Score(ev, Options{})
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	// Pairs once each: scored; a team sits both ways in a match.
	if _, err := Score(readCSV(t, "board,ns,ew,score\n1,1,11,420\n1,2,12,400\n2,1,2,100\n"), Options{}); err != nil {
		t.Error(err)
	}
	teams := "board,ns,ew,room,score\n1,A,B,open,420\n1,B,A,closed,400\n"
	if _, err := Score(readCSV(t, teams), Options{Method: TeamsScoring}); err != nil {
		t.Error(err)
	}
	if _, err := Score(readCSV(t, teams), Options{Method: MatchpointScoring}); !errors.Is(err, ErrEvent) {
		t.Errorf("teams as pairs: %v", err)
	}
}

// TestArtificialAlone: a board with nothing to compare (one result
// expected, top 0) still gives an artificial score its percentage (Law
// 12C2(a): A+ 60%, A 50%, A- 40%), on the traveller and in the ranking; a
// table result alone is average.
func TestArtificialAlone(t *testing.T) {
	for _, c := range []struct {
		row                    string
		lineNS, lineEW, rankNS float64
	}{
		{"A+", 60, 60, 60},
		{"A", 50, 50, 50},
		{"A-", 40, 40, 40},
		{"A+/A-", 60, 40, 60},
		{"A-/A+", 40, 60, 40},
	} {
		s := scoreCSV(t, "board,ns,ew,adjusted\n1,1,11,"+c.row+"\n", Options{})
		l := s.Boards[0].Lines[0]
		if l.PctNS != c.lineNS || l.PctEW != c.lineEW || standing(s, "1").Percent != c.rankNS || standing(s, "11").Percent != c.lineEW {
			t.Errorf("%s: line %v/%v, ranking %v/%v; want %v/%v, %v", c.row, l.PctNS, l.PctEW, standing(s, "1").Percent, standing(s, "11").Percent, c.lineNS, c.lineEW, c.rankNS)
		}
	}
	s := scoreCSV(t, "board,ns,ew,score\n1,1,11,420\n", Options{})
	if l := s.Boards[0].Lines[0]; l.PctNS != 50 || standing(s, "1").Percent != 50 {
		t.Errorf("a table result alone: %v, %v", l.PctNS, standing(s, "1").Percent)
	}
	// Two boards, one result each: the mean of the two.
	s = scoreCSV(t, "board,ns,ew,score,adjusted\n1,1,11,420,\n2,1,11,,A+\n", Options{})
	if p := standing(s, "1").Percent; p != 55 {
		t.Errorf("420 and A+: %v, want 55", p)
	}
}
