package results

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"
)

// scoreJSON reads, scores and writes an event as results --json does.
func scoreJSON(t *testing.T, data []byte, name string) (string, *Scored) {
	t.Helper()
	ev, err := Read(bytes.NewReader(data), name)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Score(ev, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := WriteJSON(&out, s); err != nil {
		t.Fatal(err)
	}
	return out.String(), s
}

// TestUSEBIORoundTrip: what WriteUSEBIO writes, ReadUSEBIO reads back to
// the same results, matchpoints and ranking (the club evening of the
// examples), and an artificial adjusted score keeps its percentages.
func TestUSEBIORoundTrip(t *testing.T) {
	data, err := os.ReadFile("../examples/club-night.pbn")
	if err != nil {
		t.Fatal(err)
	}
	want, s := scoreJSON(t, data, "club-night.pbn")
	var x bytes.Buffer
	if err := WriteUSEBIO(&x, s); err != nil {
		t.Fatal(err)
	}
	got, back := scoreJSON(t, x.Bytes(), "club-night.xml")
	if got != want {
		t.Errorf("USEBIO read back differs:\n%s\nwant\n%s", got, want)
	}
	if back.Event.Title != "Monday pairs" || back.Event.Date != s.Event.Date || back.Method != s.Method || !back.Event.Boards[0].DealKnown || back.Event.Boards[0].Deal != s.Event.Boards[0].Deal {
		t.Errorf("event %q %q %v, board 1 deal %v", back.Event.Title, back.Event.Date, back.Method, back.Event.Boards[0].DealKnown)
	}
	// The club traveller: its A+/A- (60% and, by the session rule, 0%)
	// reads back as the percentages written.
	csv, _ := os.ReadFile("testdata/club.csv")
	_, s = scoreJSON(t, csv, "club.csv")
	x.Reset()
	_ = WriteUSEBIO(&x, s)
	ev, err := Read(bytes.NewReader(x.Bytes()), "club.xml")
	if err != nil {
		t.Fatal(err)
	}
	r := ev.Boards[0].Results[4]
	if !r.Adjusted || r.AdjNS.Value != 60 || r.AdjEW.Value != 0 || r.NS != "5" || ev.Names["2"] != "Cid - Dan" {
		t.Errorf("adjusted %+v, names %v", r, ev.Names)
	}
}

func TestReadUSEBIOErrors(t *testing.T) {
	head := `<?xml version="1.0" encoding="ISO-8859-1"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="PAIRS"><SESSION><SECTION>`
	tail := `</SECTION></SESSION></EVENT></USEBIO>`
	for _, tc := range []struct{ body, want string }{
		{`<MATCH><TEAM>A</TEAM></MATCH>`, "team event"},
		{`<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>A60</SCORE></TRAVELLER_LINE></BOARD>`, `SCORE "A60"`},
		{`<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><VULNERABILITY>Love</VULNERABILITY><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>620</SCORE></TRAVELLER_LINE></BOARD>`, "does not match"},
		{`<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><VULNERABILITY>Sometimes</VULNERABILITY></BOARD>`, "VULNERABILITY"},
		{``, "no TRAVELLER_LINE"},
	} {
		_, err := Read(strings.NewReader(head+tc.body+tail), "x.xml")
		if !errors.Is(err, ErrEvent) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.40s: %v", tc.body, err)
		}
	}
	// In UTF-8, with the EBU's 4-digit form and a score alone.
	ev, err := Read(strings.NewReader(`<?xml version="1.0" encoding="UTF-8"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="PAIRS"><BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD><SESSION><SECTION>`+
		`<BOARD><BOARD_NUMBER>3</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>A4060</SCORE></TRAVELLER_LINE>`+
		`<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>-100</SCORE></TRAVELLER_LINE></BOARD>`+tail), "y.xml")
	if err != nil || ev.Method != MatchpointScoring || len(ev.Boards) != 1 || ev.Boards[0].Results[0].AdjNS.Value != 40 || ev.Boards[0].Results[1].ScoreNS != -100 {
		t.Errorf("%v %+v", err, ev)
	}
}

// FuzzReadUSEBIO: ReadUSEBIO never panics; a document it reads and Score
// scores, WriteUSEBIO writes in a form it reads again to the same JSON
// (a round trip). Seeds: testdata/fuzz/FuzzReadUSEBIO.
func FuzzReadUSEBIO(f *testing.F) {
	f.Add(`<?xml version="1.0" encoding="UTF-8"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="PAIRS"><SESSION><SECTION><BOARD><BOARD_NUMBER>3</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>9</TRICKS><SCORE>400</SCORE></TRAVELLER_LINE><TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>A6040</SCORE></TRAVELLER_LINE></BOARD></SECTION></SESSION></EVENT></USEBIO>`)
	f.Fuzz(func(t *testing.T, doc string) {
		ev, err := ReadUSEBIO(strings.NewReader(doc), "fuzz.xml")
		if err != nil {
			return
		}
		s, err := Score(ev, Options{})
		if err != nil {
			return
		}
		var a, x, b bytes.Buffer
		if err := WriteJSON(&a, s); err != nil {
			t.Fatal(err)
		}
		if err := WriteUSEBIO(&x, s); err != nil {
			t.Fatal(err)
		}
		ev2, err := ReadUSEBIO(bytes.NewReader(x.Bytes()), "again.xml")
		if err != nil {
			t.Fatalf("written USEBIO does not read back: %v\n%s", err, x.String())
		}
		s2, err := Score(ev2, Options{})
		if err != nil {
			t.Fatalf("read back, not scored: %v", err)
		}
		_ = WriteJSON(&b, s2)
		if a.String() != b.String() {
			t.Fatalf("round trip differs:\n%s\n---\n%s", a.String(), b.String())
		}
	})
}
