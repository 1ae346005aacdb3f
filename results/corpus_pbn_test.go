package results

import (
	"math"
	"strings"
	"testing"
)

// TestCorpusFFBMatchpoints is the matchpoint oracle of the corpus: the FFB national pairs final, 30 boards, 22 tables, Magic Contest's
// ScoreTable per board (MP on the 2-per-beat scale, top 42, Neuberg when a
// board has 21 real results and an A+/A- row) and its TotalScoreTable. Every
// MP_NS and MP_EW of the file must come out the same (each board rounded to
// 0.1, as the file is), and so must every pair's total, percentage and place.
func TestCorpusFFBMatchpoints(t *testing.T) {
	ev := readCorpus(t, "bridgetrainer-open2dn1nationalfinaledirecte21-22-sance1.pbn")
	s, err := Score(ev, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s.Method != MatchpointScoring || s.Expected != 22 || len(s.Boards) != 30 || s.Winners != 1 {
		t.Fatalf("method %v, E %d, %d boards, %d rankings", s.Method, s.Expected, len(s.Boards), s.Winners)
	}
	compared, adjusted, mismatches := 0, 0, 0
	for _, sb := range s.Boards {
		if sb.Top != 42 {
			t.Errorf("board %d top %v", sb.Board.Number, sb.Top)
		}
		for _, l := range sb.Lines {
			g := l.Result.Given
			if g == nil || g.MPNS == nil || g.MPEW == nil {
				t.Errorf("%s: no MP in the file", l.Result.Source)
				continue
			}
			if l.Result.Adjusted {
				adjusted++
			} else {
				compared++
			}
			if *g.MPNS != l.MPNS || *g.MPEW != l.MPEW {
				mismatches++
				t.Errorf("%s board %d %s-%s: file %v/%v, computed %v/%v", l.Result.Source, sb.Board.Number, l.Result.NS, l.Result.EW, *g.MPNS, *g.MPEW, l.MPNS, l.MPEW)
			}
		}
	}
	t.Logf("FFB session: %d real results and %d adjusted rows compared, %d mismatches", compared, adjusted, mismatches)
	if compared != 656 || adjusted != 4 {
		t.Errorf("compared %d real results and %d adjusted rows, want 656 and 4", compared, adjusted)
	}
	// The ranking: 44 pairs, one ranking (pairs sit both ways).
	if len(s.Rankings[0]) != 44 {
		t.Fatalf("%d pairs ranked", len(s.Rankings[0]))
	}
	for _, st := range s.Rankings[0] {
		g, ok := ev.Given[st.ID]
		if !ok {
			t.Errorf("pair %s not in the file's TotalScoreTable", st.ID)
			continue
		}
		if math.Abs(g.Total-st.Total) > 0.05 || math.Abs(g.Percent-st.Percent) > 0.005 {
			t.Errorf("pair %s: file %v (%v%%), computed %v (%v%%)", st.ID, g.Total, g.Percent, st.Total, st.Percent)
		}
		// Pairs 44 and 1 tie on 593.2; the file breaks the tie (its
		// Tiebreak column, 2 against 0) and ranks them 31 and 32.
		if st.Rank != g.Rank && !(st.Tied && st.Rank == 31 && (g.Rank == 31 || g.Rank == 32)) {
			t.Errorf("pair %s: place %d, file %d", st.ID, st.Rank, g.Rank)
		}
	}
}

// TestCorpusEndplayTeamIMPs: the RealBridge teams qualifier:
// each record's ScoreIMP is the IMPs of its North-South team against the
// other table of the same match. All must agree but the orphan (board 20,
// Turkey-Switzerland, one room only: no comparison, so not scored).
func TestCorpusEndplayTeamIMPs(t *testing.T) {
	ev := readCorpus(t, "endplay-example2.pbn")
	s, err := Score(ev, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s.Method != TeamsScoring {
		t.Fatalf("method %v", s.Method)
	}
	compared, orphans := 0, 0
	for _, sb := range s.Boards {
		for _, l := range sb.Lines {
			g := l.Result.Given
			if g == nil || g.IMPNS == nil {
				continue
			}
			if len(l.Notes) > 0 && strings.Contains(l.Notes[0], "no result from the other room") {
				orphans++
				if sb.Board.Number != 20 {
					t.Errorf("unexpected orphan %s board %d", l.Result.Source, sb.Board.Number)
				}
				continue
			}
			compared++
			if *g.IMPNS != l.IMPNS {
				t.Errorf("%s board %d: file %v IMPs, computed %v", l.Result.Source, sb.Board.Number, *g.IMPNS, l.IMPNS)
			}
		}
	}
	t.Logf("endplay teams: %d ScoreIMP values compared, %d orphan", compared, orphans)
	if compared != 298 || orphans != 1 {
		t.Errorf("compared %d, orphans %d; want 298 (149 pairs of rooms) and 1", compared, orphans)
	}
}

// TestCorpusUnequalCounts: the BBO pairs file has 16, 15, 11,
// 9 and 6 records on its five boards and no Score tags. Five records (three
// on board 2, two on board 4) give no Contract, Declarer or Result. Four
// have a contract from the auction (board 2: 3NT by South, as the file's
// source says), but their play was cut off by the scraper (rows of "-", no claim,
// no Result), so declarer's tricks are unknown; the fifth (board 4) has an
// auction of one pass: the table never finished. None can be scored: they
// are reported, and the boards keep 16, 12, 11, 7 and 6 results. Every board is
// scaled to 16 results with Neuberg: each board's North-South matchpoints
// add up to A(E-1) = A*15.
func TestCorpusUnequalCounts(t *testing.T) {
	ev := readCorpus(t, "pbntools-annamar_1538_pairs_untitled.pbn")
	s, err := Score(ev, Options{Exact: true})
	if err != nil {
		t.Fatal(err)
	}
	counts := []int{16, 12, 11, 7, 6}
	if s.Expected != 16 || len(s.Boards) != 5 {
		t.Fatalf("E %d, %d boards", s.Expected, len(s.Boards))
	}
	for i, sb := range s.Boards {
		a := len(sb.Lines)
		if a != counts[i] || sb.Top != 30 {
			t.Errorf("board %d: %d results, top %v", sb.Board.Number, a, sb.Top)
		}
		ns := 0.0
		for _, l := range sb.Lines {
			ns += l.MPNS
		}
		if math.Abs(ns-float64(a*15)) > 1e-6 {
			t.Errorf("board %d: NS total %v, want %d", sb.Board.Number, ns, a*15)
		}
	}
	unscored, south := 0, false
	for _, w := range ev.Warnings {
		if strings.Contains(w.Error(), "not scored") {
			unscored++
			south = south || strings.Contains(w.Error(), "board 2: 3NT S (auction) but no result")
		}
	}
	if !south {
		t.Error("board 2's 3NT by South should come from the auction")
	}
	if unscored != 5 {
		t.Errorf("%d records reported unscored, want 5: %v", unscored, ev.Warnings)
	}
}

// TestCorpusManyResults: the GIB robot tournament : 286 records
// on 26 deals, 11 a deal, 13 of them passed out (a passed-out board scores
// 0, Law 77, and is compared like any other score, Law 78A). Each board's matchpoints add up to
// n(n-1) = 110 a direction.
func TestCorpusManyResults(t *testing.T) {
	ev := readCorpus(t, "cs221-AlsReg6-Final.pbn")
	s, err := Score(ev, Options{Exact: true})
	if err != nil {
		t.Fatal(err)
	}
	n, passed := 0, 0
	for _, sb := range s.Boards {
		ns, ew := 0.0, 0.0
		for _, l := range sb.Lines {
			n++
			ns += l.MPNS
			ew += l.MPEW
			if l.Result.Played && l.Result.Contract.IsPassedOut() {
				passed++
				if v, ok := l.ScoreNS(); !ok || v != 0 {
					t.Errorf("%s: passed out scores %v", l.Result.Source, v)
				}
			}
		}
		if len(sb.Lines) != 11 || math.Abs(ns-110) > 1e-9 || math.Abs(ew-110) > 1e-9 {
			t.Errorf("board %d: %d results, totals %v/%v", sb.Board.Number, len(sb.Lines), ns, ew)
		}
	}
	if n != 286 || passed != 13 || len(s.Boards) != 26 {
		t.Errorf("%d results, %d passed out, %d boards; want 286, 13, 26", n, passed, len(s.Boards))
	}
}

// TestCorpusLINAndPBNTwins: the 2015 Bermuda Bowl segment in LIN and in PBN
// scores the same, board by board: Sweden 37, Poland 39.
func TestCorpusLINAndPBNTwins(t *testing.T) {
	var got [2]map[int]float64
	for k, name := range []string{"bridgetrainer-41284.lin", "bridgetrainer-41284.pbn"} {
		s, err := Score(readCorpus(t, name), Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Matches) != 1 || s.Matches[0].HomeIMPs != 37 || s.Matches[0].AwayIMPs != 39 || s.Matches[0].Boards != 16 {
			t.Errorf("%s: matches %+v", name, s.Matches)
		}
		got[k] = map[int]float64{}
		for _, sb := range s.Boards {
			for _, l := range sb.Lines {
				if l.Result.Room == "Open" {
					got[k][sb.Board.Number] = l.IMPNS
				}
			}
		}
	}
	for b, v := range got[0] {
		if got[1][b] != v {
			t.Errorf("board %d: LIN %v IMPs, PBN %v", b, v, got[1][b])
		}
	}
}

// TestCorpusSessionInBrowser renders the FFB national final of the corpus
// (the matchpoint oracle, see TestCorpusFFBMatchpoints) in headless
// Chromium and reads the file's own matchpoints back from the page: board
// 1's 28.3 / 13.7 (4S=), 12.6 (3NT=), 25.2 (A+), its hands and double-dummy
// table, and the winners' 771.2 (61.21%).
func TestCorpusSessionInBrowser(t *testing.T) {
	page := htmlOf(t, readCorpus(t, "bridgetrainer-open2dn1nationalfinaledirecte21-22-sance1.pbn"))
	texts, shot := renderInBrowser(t, []byte(page), "ffb-session", "#board-1", "#ranking-0", "#title")
	b1 := texts["#board-1"]
	for _, want := range []string{"28.3", "13.7", "12.6", "29.4", "25.2", "A+", "KQT6", "4S S =", "NS 420"} {
		if !strings.Contains(b1, want) {
			t.Errorf("board 1 in the browser lacks %q:\n%s", want, b1)
		}
	}
	if r := texts["#ranking-0"]; !strings.Contains(r, "771.2") || !strings.Contains(r, "61.21") || !strings.Contains(r, "Rémi LEGRAS") {
		t.Errorf("ranking in the browser:\n%.400s", r)
	}
	if !strings.Contains(texts["#title"], "Séance 1") {
		t.Errorf("title %q", texts["#title"])
	}
	checkScreenshot(t, shot)
}
