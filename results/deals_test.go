package results

import (
	"fmt"
	"strings"
	"testing"

	"bridgelaw/score"
)

// The deals of board 1: d2 is d1 with North's ♠6 and East's ♠3 swapped,
// as when a table puts a card back in the wrong pocket (Law 87A).
const (
	deal1 = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
	deal2 = "N:QJ3.K652.J85.T98 876.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
)

// pbnTables is a PBN file of board 1, one game a table: North's name,
// the deal, the contract (by East) and East's tricks.
func pbnTables(rows ...[4]string) string {
	var b strings.Builder
	for _, r := range rows {
		fmt.Fprintf(&b, "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[North \"n%s\"]\n[East \"e%s\"]\n[Deal \"%s\"]\n[Declarer \"E\"]\n[Contract \"%s\"]\n[Result \"%s\"]\n\n", r[0], r[0], r[1], r[2], r[3])
	}
	return b.String()
}

func readPBNText(t *testing.T, text, name string) *Event {
	t.Helper()
	ev, err := ReadPBN(strings.NewReader(text), name)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// TestFouledByDeal: the results of a board that give different deals are
// scored in groups, one per deal (Law 87B), with the board's note; in one
// file (a board fouled at two tables), in two files merged (two sections
// that dealt board 1 differently), and with a result that gives no deal
// (a CSV merged), which goes with the deal most tables played. Expected 5
// results, top 8; Neuberg: (mp+1)*5/a - 1.
func TestFouledByDeal(t *testing.T) {
	a := [][4]string{{"1", deal1, "2S", "8"}, {"2", deal1, "2S", "9"}, {"3", deal1, "3S", "8"}}
	b := [][4]string{{"4", deal2, "2S", "8"}, {"5", deal2, "4S", "10"}}
	// NS scores: -110, -140, +50 on deal 1; -110, -420 on deal 2.
	oneFile := readPBNText(t, pbnTables(append(append([][4]string{}, b[:1]...), append(a, b[1:]...)...)...), "fouled.pbn")
	merged := readPBNText(t, pbnTables(a...), "section-a.pbn")
	merged.Merge(readPBNText(t, pbnTables(b...), "section-b.pbn"))
	withCSV := readPBNText(t, pbnTables(a...), "section-a.pbn")
	withCSV.Merge(readPBNText(t, pbnTables(b...), "section-b.pbn"))
	withCSV.Merge(readCSV(t, "board,ns,ew,score\n1,n6,e6,-110\n"))
	for _, c := range []struct {
		name   string
		ev     *Event
		want   map[string]float64 // NS pair: MP NS
		groups map[string]string
		notes  []string
	}{
		{"one file", oneFile,
			map[string]float64{"n1": 4, "n2": 0.7, "n3": 7.3, "n4": 6.5, "n5": 1.5},
			map[string]string{"n1": "A", "n2": "A", "n3": "A", "n4": "B", "n5": "B"},
			[]string{"Law 87B: the results give 2 different deals: each deal played is a group scored on its own; results a group: A 3, B 2"}},
		{"merged", merged,
			map[string]float64{"n1": 4, "n2": 0.7, "n3": 7.3, "n4": 6.5, "n5": 1.5},
			map[string]string{"n1": "A", "n2": "A", "n3": "A", "n4": "B", "n5": "B"},
			[]string{"Law 87B: the results give 2 different deals: each deal played is a group scored on its own; results a group: A 3, B 2"}},
		// Group A of 4 (-110, -140, +50, -110), E 6 (top 10): -110 beats
		// -140, ties -110: 3 -> 4*6/4-1 = 5; group B of 2: 2 -> 3*6/2-1 = 8, 0 -> 6/2-1 = 2.
		{"a result without a deal", withCSV,
			map[string]float64{"n1": 5, "n6": 5, "n2": 0.5, "n3": 9.5, "n4": 8, "n5": 2},
			map[string]string{"n1": "A", "n6": "A", "n4": "B"},
			[]string{"Law 87B: the results give 2 different deals: each deal played is a group scored on its own; results a group: A 4, B 2",
				"results that give no deal: 1, scored with group A, the deal most tables played"}},
	} {
		s, err := Score(c.ev, Options{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		sb := s.Boards[0]
		for _, l := range sb.Lines {
			if w, ok := c.want[l.Result.NS]; ok && l.MPNS != w {
				t.Errorf("%s: NS %s: %v MP, want %v", c.name, l.Result.NS, l.MPNS, w)
			}
			if g, ok := c.groups[l.Result.NS]; ok && l.Group != g {
				t.Errorf("%s: NS %s: group %q, want %q", c.name, l.Result.NS, l.Group, g)
			}
			if !strings.Contains(strings.Join(l.Notes, "|"), "fouled board, group") {
				t.Errorf("%s: NS %s: notes %q", c.name, l.Result.NS, l.Notes)
			}
		}
		if strings.Join(sb.Notes, "\n") != strings.Join(c.notes, "\n") {
			t.Errorf("%s: board notes\n%q\nwant\n%q", c.name, sb.Notes, c.notes)
		}
		for _, lang := range []string{"it", "fr", "pl"} {
			var buf strings.Builder
			if err := WriteTextLang(&buf, s, score.TwoPerBeat, lang); err != nil {
				t.Fatal(err)
			}
			for i, n := range sb.NoteData {
				got := n.Text(lang)
				if got == sb.Notes[i] || strings.Contains(got, "results.") || strings.Contains(got, "<no value>") || !strings.Contains(buf.String(), got) {
					t.Errorf("%s: %s note %s: %q", c.name, lang, n.Key, got)
				}
			}
		}
	}
	// Butler: each group has its own datum; group B's (-110, -420) is
	// -265 before rounding to 10: -110 wins 150 or 160, 4 IMPs either way.
	s, err := Score(merged, Options{Method: ButlerScoring})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range s.Boards[0].Lines {
		if w, ok := map[string]float64{"n4": 4, "n5": -4}[l.Result.NS]; ok && l.IMPNS != w {
			t.Errorf("Butler: NS %s: %v IMPs, want %v", l.Result.NS, l.IMPNS, w)
		}
	}
	if len(s.Boards[0].Notes) != 1 {
		t.Errorf("Butler: board notes %q", s.Boards[0].Notes)
	}
	// One deal everywhere, or the groups the file names: no split, no note.
	same := readPBNText(t, pbnTables(a...), "same.pbn")
	if s, err := Score(same, Options{}); err != nil || len(s.Boards[0].Notes) != 0 || s.Boards[0].Lines[0].Group != "" || s.Boards[0].Lines[0].MPNS != 2 {
		t.Errorf("one deal: %v %+v", err, s.Boards[0])
	}
	named := readPBNText(t, pbnTables(append(a, b...)...), "named.pbn")
	named.Boards[0].Results[4].Group = "moved"
	if s, err := Score(named, Options{}); err != nil || len(s.Boards[0].Notes) != 0 || s.Boards[0].Lines[3].Group != "" {
		t.Errorf("groups named: %v %+v", err, s.Boards[0].Notes)
	}
}
