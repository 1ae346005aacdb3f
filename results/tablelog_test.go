package results

import (
	"bytes"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

// readLogs reads table logs with Read (which tells them from PBN) and
// merges them, as bridgelaw results does.
func readLogs(t *testing.T, names ...string) *Event {
	t.Helper()
	var all *Event
	for _, n := range names {
		f, err := os.Open(n)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := Read(f, n)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(ev.Warnings) > 0 {
			t.Errorf("%s: warnings %v", n, ev.Warnings)
		}
		if all == nil {
			all = ev
		} else {
			all.Merge(ev)
		}
	}
	return all
}

// TestTableLogsWeighted: three table logs of board 1 (None vulnerable),
// 4S by South: +420 at table 1, -50 at table 2, and at table 3 the
// Director's weighted score, 60% of +450 and 40% of -50 (Law 12C1(c)).
// Worked by hand on the 2-per-beat scale, top 4 (Law 78A):
//
//	table 1, +420: beats -50 (2); against table 3 it loses to +450 and
//	  beats -50: 0.6*0 + 0.4*2 = 0.8; total 2.8
//	table 2, -50: loses to +420 (0); against table 3 it loses to +450 and
//	  ties -50: 0.6*0 + 0.4*1 = 0.4; total 0.4
//	table 3: +450 beats both (4), -50 loses to +420 and ties -50 (1):
//	  0.6*4 + 0.4*1 = 2.8
//
// 2.8 + 0.4 + 2.8 = 6, half of the 3*4 matchpoints; East-West get the
// rest: 1.2, 3.6, 1.2.
func TestTableLogsWeighted(t *testing.T) {
	ev := readLogs(t, "testdata/tablelog/table1.log", "testdata/tablelog/table2.log", "testdata/tablelog/table3.log")
	s, err := Score(ev, Options{Method: MatchpointScoring})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Boards) != 1 || s.Boards[0].Top != 4 {
		t.Fatalf("boards %+v", s.Boards)
	}
	want := map[string][2]float64{"1": {2.8, 1.2}, "2": {0.4, 3.6}, "3": {2.8, 1.2}}
	for _, l := range s.Boards[0].Lines {
		w, ok := want[l.Result.NS]
		if !ok {
			t.Errorf("pair %q", l.Result.NS)
			continue
		}
		if math.Abs(l.MPNS-w[0]) > 1e-9 || math.Abs(l.MPEW-w[1]) > 1e-9 {
			t.Errorf("table of NS %s: MP %v / %v, want %v / %v", l.Result.NS, l.MPNS, l.MPEW, w[0], w[1])
		}
	}
	r3 := s.Boards[0].Lines[2].Result
	if !r3.Adjusted || r3.AdjNS.Label() != "60% +450, 40% -50" || r3.Played {
		t.Errorf("table 3: %+v", r3)
	}
	if r1 := s.Boards[0].Lines[0].Result; !r1.Played || r1.Contract.StringBy() != "4S S" || r1.Tricks != 10 || r1.NS != "1" || r1.EW != "4" || r1.Table != 1 {
		t.Errorf("table 1: %+v", r1)
	}
}

// TestTableLogSplitAndPenalty: a split adjusted score (Law 12C1(e)) gives
// each side its own award, artificial scores (12C2) their marks, and a
// procedural penalty (Law 90) goes with its side; a log whose play is not
// finished and has no adjusted score gives no result.
func TestTableLogSplitAndPenalty(t *testing.T) {
	head := "[Board \"1\"]\n[Deal \"N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3\"]\n" +
		"N call Pass\nE call Pass\nS call 4S\nW call Pass\nN call Pass\nE call Pass\n"
	ev, err := Read(strings.NewReader(head+"W play SK\nN play S3\nE play S2\nS play S4\nclaim S 9 \"\"\nEW accept\ndirector adjust NS 4S S 9 EW 4S S 10\ndirector penalty EW 10% 74B1\n"), "split.log")
	if err != nil {
		t.Fatal(err)
	}
	r := ev.Boards[0].Results[0]
	if !r.Adjusted || r.AdjNS.Label() != "100% -50" || r.AdjEW.Label() != "100% +420" {
		t.Errorf("split: %+v", r)
	}
	if len(r.Penalties) != 1 || r.Penalties[0].Side != bridge.EastWest || r.Penalties[0].Amount != 10 || r.Penalties[0].Unit != score.PercentOfTop {
		t.Errorf("penalties %+v", r.Penalties)
	}
	if r.NS != "NS of split.log" || !r.ByNames {
		t.Errorf("pairs %q %q", r.NS, r.EW)
	}
	s, err := Score(ev, Options{Method: MatchpointScoring})
	if err != nil {
		t.Fatal(err)
	}
	if notes := strings.Join(s.Boards[0].Lines[0].Notes, "|"); !strings.Contains(notes, "Law 12C1(e): split adjusted score") {
		t.Errorf("split: notes %q, want the Law 12C1(e) split note", notes)
	}
	ev, err = Read(strings.NewReader(head+"director adjust NS A+ EW A-\n"), "art.log")
	if err != nil {
		t.Fatal(err)
	}
	if r := ev.Boards[0].Results[0]; r.AdjNS.Artificial != score.AveragePlus || r.AdjEW.Artificial != score.AverageMinus {
		t.Errorf("artificial: %+v", r)
	}
	if _, err := Read(strings.NewReader(head+"W play SK\n"), "unfinished.log"); err == nil || !strings.Contains(err.Error(), "no result") {
		t.Errorf("unfinished: %v", err)
	}
}

// TestReadTellsTableLogs: a table log is read as one (laws.IsLog), a PBN
// file with an auction section is still PBN.
func TestReadTellsTableLogs(t *testing.T) {
	pbnText := "[Event \"\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3\"]\n" +
		"[Declarer \"S\"]\n[Contract \"4S\"]\n[Result \"10\"]\n[Auction \"N\"]\nPass Pass 4S Pass\nPass Pass\n"
	ev, err := Read(strings.NewReader(pbnText), "x.txt")
	if err != nil {
		t.Fatal(err)
	}
	if r := ev.Boards[0].Results[0]; r.Source == "x.txt" || !r.Played || r.Tricks != 10 {
		t.Errorf("PBN read as %+v", r)
	}
}

// TestUSEBIOLossesWeighted: the weighted score of table 3 (Law 12C1(c))
// has no USEBIO 1.2 form: USEBIOLosses lists it with what is written
// instead (its percentages, 2.8 and 1.2 of a top of 4), and only it.
func TestUSEBIOLossesWeighted(t *testing.T) {
	ev := readLogs(t, "testdata/tablelog/table1.log", "testdata/tablelog/table2.log", "testdata/tablelog/table3.log")
	s, err := Score(ev, Options{Method: MatchpointScoring})
	if err != nil {
		t.Fatal(err)
	}
	want := []USEBIOLoss{{Board: 1, NS: "3", EW: "6", Label: "60% +450, 40% -50", Written: "A7030"}}
	if got := USEBIOLosses(s); !slices.Equal(got, want) {
		t.Errorf("losses %+v, want %+v", got, want)
	}
	var x bytes.Buffer
	if err := WriteUSEBIO(&x, s); err != nil || !strings.Contains(x.String(), "<SCORE>A7030</SCORE>") {
		t.Errorf("%v: no A7030 in\n%s", err, x.String())
	}
}
