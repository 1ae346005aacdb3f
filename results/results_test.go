package results

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

func readCSV(t *testing.T, text string) *Event {
	t.Helper()
	ev, err := ReadTraveller(strings.NewReader(text), "test.csv")
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

func scoreCSV(t *testing.T, text string, opt Options) *Scored {
	t.Helper()
	s, err := Score(readCSV(t, text), opt)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// readFile reads the event of the file at path (any format), named name
// in messages.
func readFile(t *testing.T, path, name string) *Event {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ev, err := Read(f, name)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// htmlOf scores ev with the default options and returns its HTML page
// (2 matchpoints per score beaten).
func htmlOf(t *testing.T, ev *Event) string {
	t.Helper()
	s, err := Score(ev, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteHTML(&buf, s, score.TwoPerBeat); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func clubFile(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("testdata/club.csv")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func standing(s *Scored, id string) Standing {
	for _, list := range s.Rankings {
		for _, st := range list {
			if st.ID == id {
				return st
			}
		}
	}
	return Standing{}
}

// TestClubEvening: testdata/club.csv, hand-checked (E = 5 results a board,
// top 8). Board 1: 420, 420, 400, -50 and A+/A-: 420 -> (5+1)*5/4-1 = 6.5;
// 400 -> 2.75, rounded towards the average to 2.8 (EW 5.25 -> 5.2); -50 ->
// 0.25 -> 0.3 (EW 7.7); A+ = 60% of 8 = 4.8. Board 2 (NS vulnerable): -110,
// a weighted score 60% of 2H E = (-110) and 40% of 2H E -1 (+50), Pass,
// +130, -110: 1.6, 0.6*2+0.4*6 = 3.6, 5.2, 8, 1.6 (sum 20 = 5*4).
// East-West 15 had A- on board 1 and 0% on its other board: Law 12C2(c)
// gives it 0%.
func TestClubEvening(t *testing.T) {
	s := scoreCSV(t, clubFile(t), Options{})
	if s.Method != MatchpointScoring || s.Expected != 5 || s.Winners != 2 {
		t.Fatalf("method %v, expected %d, winners %d", s.Method, s.Expected, s.Winners)
	}
	want := [][][2]float64{
		{{6.5, 1.5}, {6.5, 1.5}, {2.8, 5.2}, {0.3, 7.7}, {4.8, 0}},
		{{1.6, 6.4}, {3.6, 4.4}, {5.2, 2.8}, {8, 0}, {1.6, 6.4}},
	}
	for b, lines := range want {
		for i, w := range lines {
			l := s.Boards[b].Lines[i]
			if math.Abs(l.MPNS-w[0]) > 1e-9 || math.Abs(l.MPEW-w[1]) > 1e-9 {
				t.Errorf("board %d line %d: %v/%v, want %v/%v", b+1, i+1, l.MPNS, l.MPEW, w[0], w[1])
			}
		}
	}
	for id, w := range map[string]struct {
		rank int
		tied bool
		pct  float64
	}{
		"2": {1, false, 63.125}, "4": {2, false, 51.875}, "1": {3, false, 50.625}, "3": {4, false, 50}, "5": {5, false, 40},
		"14": {1, false, 65.625}, "13": {2, false, 60}, "11": {3, true, 49.375}, "12": {3, true, 49.375}, "15": {5, false, 0},
	} {
		st := standing(s, id)
		if st.Rank != w.rank || st.Tied != w.tied || math.Abs(st.Percent-w.pct) > 1e-9 {
			t.Errorf("pair %s: rank %d tied %v %.4f%%, want %d %v %.4f%%", id, st.Rank, st.Tied, st.Percent, w.rank, w.tied, w.pct)
		}
	}
	if st := standing(s, "1"); st.Names != "Ann - Bob" || st.Direction != "NS" {
		t.Errorf("pair 1: %+v", st)
	}
	// Law 12C2(c) turned off: A- stays 40% = 3.2.
	s2 := scoreCSV(t, clubFile(t), Options{NoSessionRule: true})
	if l := s2.Boards[0].Lines[4]; l.MPEW != 3.2 {
		t.Errorf("A- without the session rule = %v, want 3.2", l.MPEW)
	}
}

// TestJSONLines checks the --json shape on the club file.
func TestJSONLines(t *testing.T) {
	s := scoreCSV(t, clubFile(t), Options{})
	var buf bytes.Buffer
	if err := WriteJSON(&buf, s); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 10 {
		t.Fatalf("%d lines, want 10", len(lines))
	}
	var first, adj map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &first); err != nil {
		t.Fatal(err)
	}
	if first["board"] != 1.0 || first["ns"] != "1" || first["ew"] != "11" || first["score_ns"] != 420.0 || first["adjusted"] != nil || first["mp_ns"] != 6.5 || first["mp_ew"] != 1.5 {
		t.Errorf("first line: %s", lines[0])
	}
	if v, ok := first["imp_ns"]; !ok || v != nil {
		t.Errorf("imp_ns should be null in matchpoints: %s", lines[0])
	}
	if err := json.Unmarshal([]byte(lines[4]), &adj); err != nil {
		t.Fatal(err)
	}
	if adj["score_ns"] != nil || adj["adjusted"] != "A+/A-" || adj["mp_ns"] != 4.8 {
		t.Errorf("adjusted line: %s", lines[4])
	}
	var w map[string]any
	_ = json.Unmarshal([]byte(lines[6]), &w)
	if w["adjusted"] != "60% -110, 40% +50" || w["mp_ns"] != 3.6 {
		t.Errorf("weighted line: %s", lines[6])
	}
}

// TestFouledItalianCSV: nine tables; the eighth misplaced the cards, so
// the ninth played another deal: it gets 60%/60% (a group of one), both
// pairs of table 8 lose 20% of a top (Law 90), and the others are scored
// among themselves and scaled from 8 to 9 results.
func TestFouledItalianCSV(t *testing.T) {
	text := `board,ns,ew,contract,declarer,tricks,group,foul
1,1,11,4H,S,10,,
1,2,12,4H,S,10,,
1,3,13,4H,S,11,,
1,4,14,2H,S,10,,
1,5,15,4H,S,10,,
1,6,16,5H,S,10,,
1,7,17,4H,S,9,,
1,8,18,4H,S,10,,cards-moved
1,9,19,6H,S,12,moved,
`
	s := scoreCSV(t, text, Options{Fouled: score.ItalianFouled})
	ls := s.Boards[0].Lines
	if ls[8].MPNS != 9.6 || ls[8].MPEW != 9.6 {
		t.Errorf("table 9: %v/%v, want 9.6/9.6", ls[8].MPNS, ls[8].MPEW)
	}
	// 450 (4H+1) beats the other seven: 14 -> 15*9/8-1 = 15.875 -> 15.9.
	if ls[2].MPNS != 15.9 {
		t.Errorf("4H+1 = %v, want 15.9", ls[2].MPNS)
	}
	// Pair 8 (NS, 420: beats 50, -50 and 170, ties 3 others: 3*2+3 = 9 ->
	// 10*9/8-1 = 10.25 -> 10.2) loses 3.2.
	st := standing(s, "8")
	if st.Penalty != 3.2 || math.Abs(st.Total-(10.2-3.2)) > 1e-9 {
		t.Errorf("pair 8: %+v, want penalty 3.2, total 7.0", st)
	}
	if standing(s, "18").Penalty != 3.2 || standing(s, "1").Penalty != 0 {
		t.Errorf("penalties: 18 %v, 1 %v", standing(s, "18").Penalty, standing(s, "1").Penalty)
	}
	// The EBU rule: same 60%, no penalty.
	e := scoreCSV(t, text, Options{Fouled: score.EBUFouled})
	if standing(e, "8").Penalty != 0 || e.Boards[0].Lines[8].MPNS != 9.6 {
		t.Errorf("EBU: penalty %v, table 9 %v", standing(e, "8").Penalty, e.Boards[0].Lines[8].MPNS)
	}
}

// TestWrongDiagramAndProcedural: Law 90 penalties from the rule and from
// the penalty columns.
func TestWrongDiagramAndProcedural(t *testing.T) {
	text := `board,ns,ew,score,foul,penalty_ew
1,1,11,420,wrong-diagram,
1,2,12,400,,25%
1,3,13,-50,,2mp
`
	s := scoreCSV(t, text, Options{Fouled: score.ItalianFouled})
	// Top 4: 10% = 0.4 off NS 1; 25% = 1 off EW 12; 2 MP off EW 13.
	for id, want := range map[string]float64{"1": 0.4, "11": 0, "12": 1, "13": 2} {
		if p := standing(s, id).Penalty; p != want {
			t.Errorf("pair %s penalty %v, want %v", id, p, want)
		}
	}
	if st := standing(s, "13"); st.Total != 4-2 {
		t.Errorf("EW 13 total %v, want 2", st.Total)
	}
}

// TestLaw79CSV: a correction within the period is applied; one raised too
// late is not; a 79B3 reduction scores the sides differently.
func TestLaw79CSV(t *testing.T) {
	text := `board,ns,ew,contract,declarer,tricks,correction
1,1,11,4S,N,10,9 after 20m
1,2,12,4S,N,10,9 after 45m
1,3,13,4S,N,10,9 after 45m approved
1,4,14,4S,N,10,9 disputed reduce
1,5,15,4S,N,10,
`
	s := scoreCSV(t, text, Options{Exact: true})
	ls := s.Boards[0].Lines
	for i, want := range []int{-50, 420, -50} {
		if v, _ := ls[i].ScoreNS(); v != want {
			t.Errorf("line %d: %d, want %d (%v)", i+1, v, want, ls[i].Notes)
		}
	}
	// Table 4: declarer (NS) scored on 9 tricks (-50), the defenders keep
	// their -420 (+420 from NS's view): a split score.
	if _, ok := ls[3].ScoreNS(); ok || ls[3].NS.Scores[0].Score != -50 || ls[3].EW.Scores[0].Score != 420 {
		t.Errorf("line 4: NS %v EW %v", ls[3].NS, ls[3].EW)
	}
	if len(ls[0].Notes) == 0 || !strings.Contains(ls[0].Notes[0], "Law 79C1") {
		t.Errorf("notes: %v", ls[0].Notes)
	}
	if !strings.Contains(ls[2].Notes[0], "Law 79C2") {
		t.Errorf("notes: %v", ls[2].Notes)
	}
}

// TestButlerCSV: five results, datum without top and bottom: (170 + 420 +
// 420)/3 = 336.7 -> 340.
func TestButlerCSV(t *testing.T) {
	text := "board,ns,ew,score\n1,1,11,420\n1,2,12,420\n1,3,13,450\n1,4,14,-50\n1,5,15,170\n"
	s := scoreCSV(t, text, Options{Method: ButlerScoring})
	for i, w := range []float64{2, 2, 3, -9, -5} {
		l := s.Boards[0].Lines[i]
		if l.IMPNS != w || l.IMPEW != -w || l.Datum != 340 {
			t.Errorf("line %d: %v/%v datum %d, want %v", i+1, l.IMPNS, l.IMPEW, l.Datum, w)
		}
	}
	if st := standing(s, "3"); st.Total != 3 || st.Rank != 1 {
		t.Errorf("pair 3: %+v", st)
	}
}

// TestTeamsCSV: a two-board match; board 4 (all vulnerable): 4H= +620 in
// the open room, 3H= by East -140 in the closed: 760, 13 IMPs to the home
// team; board 5: 4S-1 -100 in both rooms, 0. The match, 13-0 over 2 boards,
// converts on the WBF scale for 2 boards.
func TestTeamsCSV(t *testing.T) {
	text := `board,ns,ew,room,team_ns,team_ew,contract,declarer,tricks
4,H1,A1,Open,Home,Away,4H,S,10
4,A2,H2,Closed,Away,Home,3H,E,9
5,H1,A1,Open,Home,Away,4S,N,9
5,A2,H2,Closed,Away,Home,4S,N,9
`
	s := scoreCSV(t, text, Options{})
	if s.Method != TeamsScoring {
		t.Fatalf("method %v", s.Method)
	}
	if l := s.Boards[0].Lines; l[0].IMPNS != 13 || l[1].IMPNS != -13 || l[1].IMPEW != 13 {
		t.Errorf("board 1: %v %v %v", l[0].IMPNS, l[1].IMPNS, l[1].IMPEW)
	}
	if len(s.Matches) != 1 {
		t.Fatalf("%d matches", len(s.Matches))
	}
	m := s.Matches[0]
	vp, _, _ := score.VictoryPoints(13, 2)
	if m.Home != "Home" || m.HomeIMPs != 13 || m.AwayIMPs != 0 || m.Boards != 2 || m.HomeVP != vp || m.HomeVP+m.AwayVP != 20 {
		t.Errorf("match %+v (VP for 13 over 2: %v)", m, vp)
	}
	if st := s.Rankings[0][0]; st.ID != "Home" || st.Total != 13 || st.VP != vp {
		t.Errorf("ranking %+v", s.Rankings[0])
	}
}

// TestTravellerErrors: every error names the line, the column and what
// was expected.
func TestTravellerErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"", "x.csv:1:1: want a header row"},
		{"board,ns,foo\n", "x.csv:1:10: unknown column \"foo\""},
		{"board,ns\n", "x.csv:1:1: the header needs the columns board, ns and ew"},
		{"board,ns,ew,contract,declarer,tricks\n1,1,2,4S,N,14\n", "x.csv:2:12: tricks: want declarer's tricks 0-13"},
		{"board,ns,ew,contract,declarer,tricks\n0,1,2,4S,N,10\n", "x.csv:2:1: board: want a board number"},
		{"board,ns,ew,contract,declarer,tricks\n1,1,2,4Z,N,10\n", "x.csv:2:7: contract: want Pass or a contract"},
		{"board,ns,ew,contract,declarer,tricks\n1,1,2,4S,Q,10\n", "x.csv:2:10: declarer: want N, E, S or W"},
		{"board,ns,ew,contract,declarer,tricks\n1,1,2,,,\n", "x.csv:2:7: contract: want a contract, declarer and tricks, a score, or an adjusted score"},
		{"board,ns,ew,adjusted\n1,1,2,60% 4S N =; 30% 4S N -1\n", "x.csv:2:7: adjusted: the weights must add up to 100%"},
		{"board,ns,ew,adjusted\n1,1,2,B+\n", "x.csv:2:7: adjusted: want A+, A, A-"},
		{"board,ns,ew,contract,declarer,tricks,score\n1,1,2,4S,N,10,400\n", "x.csv:2:15: score: +400 does not match 4S by N with 10 tricks"},
		{"board,ns,ew,score,penalty_ns\n1,1,2,420,ten\n", "x.csv:2:11: penalty_ns: want an amount and a unit"},
		{"board,ns,ew,contract,declarer,tricks,correction\n1,1,2,4S,N,10,nine\n", "x.csv:2:15: correction: want TRICKS"},
		{"board,ns,ew,score\n1,1,2,\"42\n", "x.csv:2:11: extraneous or missing \" in quoted-field"},
	}
	for _, tc := range tests {
		_, err := ReadTraveller(strings.NewReader(tc.text), "x.csv")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q:\n got %v\nwant %s...", tc.text, err, tc.want)
			continue
		}
		var pe *ParseError
		if !errors.As(err, &pe) || !errors.Is(err, ErrTraveller) {
			t.Errorf("%q: %T does not wrap ErrTraveller", tc.text, err)
		}
	}
}

// TestTravellerRoundTrip: WriteTraveller writes what ReadTraveller reads.
func TestTravellerRoundTrip(t *testing.T) {
	text := clubFile(t) + `3,1,1,12,4S,N,10,,,,
`
	ev := readCSV(t, text)
	var buf bytes.Buffer
	if err := WriteTraveller(&buf, ev); err != nil {
		t.Fatal(err)
	}
	ev2 := readCSV(t, buf.String())
	var buf2 bytes.Buffer
	_ = WriteTraveller(&buf2, ev2)
	if buf.String() != buf2.String() {
		t.Errorf("not stable:\n%s\n---\n%s", buf.String(), buf2.String())
	}
	if !strings.Contains(buf.String(), "60% -110; 40% +50") {
		t.Errorf("weighted score not written in the column's syntax:\n%s", buf.String())
	}
}

// TestSessionRuleAveragePlus: Law 12C2(c): North-South 1 get A+ on board 1
// but scored 100% on their other board: they get 100% (8 MP) instead of 60%
// (4.8).
func TestSessionRuleAveragePlus(t *testing.T) {
	text := `board,ns,ew,score,adjusted
1,1,11,,A+/A-
1,2,12,420,
1,3,13,400,
1,4,14,-50,
1,5,15,450,
2,1,12,620,
2,2,13,600,
2,3,14,600,
2,4,15,100,
2,5,11,-100,
`
	s := scoreCSV(t, text, Options{})
	l := s.Boards[0].Lines[0]
	// Board 2: 620 beats the four other scores: 8 of 8, 100%. So pair 1's
	// A+ becomes 100% of 8 = 8.
	if l.MPNS != 8 || !strings.Contains(strings.Join(l.Notes, " "), "Law 12C2(c): NS 1 gets its session percentage 100.00%") {
		t.Errorf("A+ with a 100%% session: %v %v", l.MPNS, l.Notes)
	}
	// East-West 11 scored 100% on board 2 (NS -100, the best score for
	// East-West), above 40%, so its A- stays 40%: 3.2.
	if l.MPEW != 3.2 {
		t.Errorf("A- = %v, want 3.2", l.MPEW)
	}
}

// TestButlerArtificialSession: in IMPs, A+ is +3 IMPs unless the pair's
// average on its other boards is higher (Law 12C2(c), "or the equivalent in
// IMPs"); A- is -3 IMPs.
func TestButlerArtificialSession(t *testing.T) {
	text := `board,ns,ew,score,adjusted
1,1,11,,A+/A-
1,2,12,420,
1,3,13,420,
2,1,12,1430,
2,2,13,680,
2,3,11,680,
`
	s := scoreCSV(t, text, Options{Method: ButlerScoring})
	// Board 2 datum (3 results, none dropped): (1430+680+680)/3 = 930 -> 930:
	// pair 1: +500 = 11 IMPs; so its A+ becomes 11 IMPs.
	if v := s.Boards[1].Lines[0].IMPNS; v != 11 {
		t.Fatalf("board 2 pair 1: %v IMPs, want 11", v)
	}
	l := s.Boards[0].Lines[0]
	if l.IMPNS != 11 || l.IMPEW != -3 {
		t.Errorf("A+/A- in IMPs: %v/%v, want 11/-3", l.IMPNS, l.IMPEW)
	}
}

// TestOnePerBeatScale: the 1 / 0.5 convention halves what is printed.
func TestOnePerBeatScale(t *testing.T) {
	s := scoreCSV(t, clubFile(t), Options{})
	var two, one bytes.Buffer
	_ = WriteText(&two, s, score.TwoPerBeat)
	_ = WriteText(&one, s, score.OnePerBeat)
	if !strings.Contains(two.String(), "Top 8") || !strings.Contains(one.String(), "Top 4") ||
		!strings.Contains(one.String(), "3.25") || !strings.Contains(two.String(), "6.50") {
		t.Errorf("scales:\n%s\n---\n%s", two.String(), one.String())
	}
}

// TestTeamsUSEBIO: a team match writes TEAMs and a MATCH with its boards.
func TestTeamsUSEBIO(t *testing.T) {
	text := `board,ns,ew,room,team_ns,team_ew,contract,declarer,tricks
4,H1,A1,Open,Home,Away,4H,S,10
4,A2,H2,Closed,Away,Home,3H,E,9
`
	s := scoreCSV(t, text, Options{})
	var buf bytes.Buffer
	if err := WriteUSEBIO(&buf, s); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Event struct {
			Type    string   `xml:"EVENT_TYPE,attr"`
			Match   string   `xml:"MATCH_SCORING_METHOD"`
			Teams   []string `xml:"SESSION>SECTION>PARTICIPANTS>TEAM>TOTAL_SCORE"`
			Matches []struct {
				Team  string   `xml:"TEAM"`
				Opp   string   `xml:"OPPOSING_TEAM"`
				IMPs  []string `xml:"BOARD>IMPS"`
				Lines []string `xml:"BOARD>TRAVELLER_LINE>DIRECTION"`
			} `xml:"SESSION>SECTION>MATCH"`
		} `xml:"EVENT"`
	}
	if err := xml.Unmarshal([]byte(strings.Replace(buf.String(), `encoding="ISO-8859-1"`, "", 1)), &doc); err != nil {
		t.Fatal(err)
	}
	e := doc.Event
	if e.Type != "TEAMS" || e.Match != "VPS" || len(e.Teams) != 2 || len(e.Matches) != 1 {
		t.Fatalf("%+v", e)
	}
	if m := e.Matches[0]; m.Team != "Home" || m.Opp != "Away" || len(m.IMPs) != 1 || m.IMPs[0] != "13" || len(m.Lines) != 2 || m.Lines[0] != "NS" || m.Lines[1] != "EW" {
		t.Errorf("match %+v", m)
	}
}

// TestReadPBNRevokeAdjusted: a table whose Result tag counts the Law 64
// trick adjustment (examples/club-night.pbn board 4: East's revoke at
// trick 6, 10 tricks played, Result "11") is read without a warning and
// scored from the adjusted tricks, 4H by North making 11, +650 vulnerable;
// a Result that disagrees with the replay is a warning naming the tag.
func TestReadPBNRevokeAdjusted(t *testing.T) {
	data, err := os.ReadFile("../examples/club-night.pbn")
	if err != nil {
		t.Fatal(err)
	}
	ev, err := ReadPBN(bytes.NewReader(data), "club-night.pbn")
	if err != nil {
		t.Fatal(err)
	}
	if len(ev.Warnings) != 0 {
		t.Errorf("warnings: %v", ev.Warnings)
	}
	r := ev.Board(4).Results[0]
	if !r.Played || r.Contract.String() != "4H" || r.Contract.Declarer != bridge.North || r.Tricks != 11 {
		t.Errorf("board 4: %+v", r)
	}
	wrong := bytes.Replace(data, []byte(`[Result "11"]`), []byte(`[Result "10"]`), 1)
	ev, err = ReadPBN(bytes.NewReader(wrong), "wrong.pbn")
	if err != nil {
		t.Fatal(err)
	}
	if len(ev.Warnings) != 1 || !strings.Contains(ev.Warnings[0].Error(), `Result "10" in the file, 11 computed`) {
		t.Errorf("warnings: %v", ev.Warnings)
	}
}

// TestOneResultABoard: a board played once has no score to compare with
// (top 0): its result is average, 50% on the traveller, and a pair whose
// boards all have one result ranks at 50%, not 0%.
func TestOneResultABoard(t *testing.T) {
	s := scoreCSV(t, "board,ns,ew,contract,declarer,tricks\n1,1,11,4S,N,10\n2,1,11,3NT,S,9\n", Options{})
	if s.Boards[0].Top != 0 {
		t.Errorf("top %v, want 0", s.Boards[0].Top)
	}
	for _, id := range []string{"1", "11"} {
		if st := standing(s, id); st.Max != 0 || st.Percent != 50 {
			t.Errorf("pair %s: %v of %v, %v%%; want 0 of 0, 50%%", id, st.Total, st.Max, st.Percent)
		}
	}
}

// TestTeamsPenalties: procedural penalties in a team match (Law 90). The
// Closed room's Home pair loses 2 IMPs: Home's 13 IMPs on board 4 count 11
// before the conversion to VPs; the Open room's Away pair loses 1 VP after
// it. A percentage of a top has no meaning in IMPs and is noted as unfit.
func TestTeamsPenalties(t *testing.T) {
	text := `board,ns,ew,room,team_ns,team_ew,contract,declarer,tricks,penalty_ns,penalty_ew
4,H1,A1,Open,Home,Away,4H,S,10,,1vp
4,A2,H2,Closed,Away,Home,3H,E,9,,2imp
5,H1,A1,Open,Home,Away,4S,N,9,10%,
5,A2,H2,Closed,Away,Home,4S,N,9,,
`
	s := scoreCSV(t, text, Options{})
	if len(s.Matches) != 1 {
		t.Fatalf("%d matches", len(s.Matches))
	}
	m := s.Matches[0]
	hv, av, _ := score.VictoryPoints(11, 2)
	if m.HomeIMPs != 13 || m.HomePenaltyIMPs != 2 || m.AwayPenaltyVP != 1 || m.HomeVP != hv || m.AwayVP != av-1 {
		t.Errorf("match %+v; want VP %v - %v", m, hv, av-1)
	}
	if st := s.Rankings[0][0]; st.ID != "Home" || st.Total != 11 || st.VP != hv {
		t.Errorf("ranking %+v", s.Rankings[0])
	}
	var notes []string
	for _, sb := range s.Boards {
		for _, l := range sb.Lines {
			notes = append(notes, l.Notes...)
		}
	}
	all := strings.Join(notes, "\n")
	for _, want := range []string{"EW Home: procedural penalty 2 IMP (Law 90) = 2.00 IMP", "EW Away: procedural penalty 1 VP (Law 90) = 1.00 VP", "10% of a top"} {
		if !strings.Contains(all, want) {
			t.Errorf("no note %q in\n%s", want, all)
		}
	}
	// The match, its VPs and penalties, in the text and on the page.
	var out, page bytes.Buffer
	if err := WriteText(&out, s, score.TwoPerBeat); err != nil {
		t.Fatal(err)
	}
	if err := WriteHTML(&page, s, score.TwoPerBeat); err != nil {
		t.Fatal(err)
	}
	row := fmt.Sprintf("<tr><td>Home</td><td class=\"num\">13</td><td>-</td><td class=\"num\">0</td><td>Away</td><td>2 boards</td><td class=\"num\">VP %.2f - %.2f</td><td>penalties (Law 90): Home -2 IMP, Away -1 VP</td></tr>", hv, av-1)
	if !strings.Contains(page.String(), row) {
		t.Errorf("no match row %s in the page", row)
	}
	if !strings.Contains(out.String(), "penalties (Law 90): Home -2 IMP, Away -1 VP") {
		t.Errorf("text:\n%s", out.String())
	}
}

// endless is a reader that never ends: the bytes of /dev/zero.
type endless struct{ n int64 }

func (e *endless) Read(p []byte) (int, error) {
	clear(p)
	e.n += int64(len(p))
	return len(p), nil
}

// TestReadBounded: an input that never ends is an error wrapping
// ErrTooLarge naming the cause, after maxInput bytes (lowered here from
// MaxInput, 256 MiB), for Read and ReadTableLog.
func TestReadBounded(t *testing.T) {
	defer func(m int64) { maxInput = m }(maxInput)
	maxInput = 1 << 20
	for name, read := range map[string]func(io.Reader, string) (*Event, error){"Read": Read, "ReadTableLog": ReadTableLog} {
		r := &endless{}
		_, err := read(r, "/dev/zero")
		if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "/dev/zero: more than 1 MiB: not a file of results") {
			t.Errorf("%s: %v, want ErrTooLarge", name, err)
		}
		if r.n > 2<<20 {
			t.Errorf("%s: %d bytes read, want about 1 MiB", name, r.n)
		}
	}
	if MaxInput != 256<<20 {
		t.Errorf("MaxInput %d, want 256 MiB", MaxInput)
	}
}
