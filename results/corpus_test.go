package results

import (
	"os"
	"testing"

	"bridgelaw/internal/testshared"
)

// TestCorpusUSBFVugraph: the 2010 USBF semifinal, segment 4 (boards 46-60,
// both rooms, bridgebots-usbf_sf_14502.lin). The file gives no IMPs, so the
// IMPs of each board for Nickell (team 1, North-South in the open room) are
// worked by hand from the rs results and Law 77/78B, e.g. board 53: 4SX by
// West down 4 not vulnerable (+800) against 3NT by South down 3 vulnerable
// (-300): 1100 = 15 IMPs; board 55 (all vulnerable): 5DX by North down 2
// (-500) against 4H by West down 2 (+200): 700 = 12 IMPs to Fleisher.
func TestCorpusUSBFVugraph(t *testing.T) {
	f, err := os.Open(testshared.Path(t, "corpus", "bridgebots-usbf_sf_14502.lin"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ev, err := Read(f, "usbf.lin")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Score(ev, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s.Method != TeamsScoring || len(s.Boards) != 15 {
		t.Fatalf("method %v, %d boards", s.Method, len(s.Boards))
	}
	want := map[int]float64{46: 0, 47: 0, 48: -7, 49: 1, 50: 0, 51: 0, 52: -12, 53: 15, 54: 1, 55: -12, 56: -5, 57: 2, 58: 6, 59: 5, 60: -5}
	for _, sb := range s.Boards {
		for _, l := range sb.Lines {
			if l.Result.Room != "Open" {
				continue
			}
			if l.Result.TeamNS != "Nickell" || l.IMPNS != want[sb.Board.Number] {
				t.Errorf("board %d: %s %v IMPs, want Nickell %v", sb.Board.Number, l.Result.TeamNS, l.IMPNS, want[sb.Board.Number])
			}
		}
	}
	m := s.Matches[0]
	if m.Home != "Nickell" || m.Away != "Fleisher" || m.HomeIMPs != 30 || m.AwayIMPs != 41 || m.Boards != 15 {
		t.Errorf("match %+v, want Nickell 30 - 41 Fleisher over 15 boards", m)
	}
}

func readCorpus(t *testing.T, name string) *Event {
	t.Helper()
	return readFile(t, testshared.Path(t, "corpus", name), name)
}
