package dealfile_test

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/dealfile"
	"bridgelaw/pbn"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// clubNight is the boards of examples/club-night.pbn.
func clubNight(t *testing.T) []dealfile.Board {
	t.Helper()
	data, err := os.ReadFile("../examples/club-night.pbn")
	if err != nil {
		t.Fatal(err)
	}
	f, err := pbn.Parse(data, "club-night.pbn")
	if err != nil {
		t.Fatal(err)
	}
	var out []dealfile.Board
	for _, g := range f.Games {
		d, err := g.Deal()
		if err != nil {
			t.Fatal(err)
		}
		r, _ := g.Record()
		out = append(out, dealfile.Board{Number: r.Board, Deal: d})
	}
	if len(out) != 6 {
		t.Fatalf("club-night.pbn: %d boards, want 6", len(out))
	}
	return out
}

// TestClubNightRoundTrip: the deals of club-night.pbn written as .dup,
// .bri and .dge read back as the same deals under the same board numbers
// (issue 14, item 5); the bytes written are the golden files'.
func TestClubNightRoundTrip(t *testing.T) {
	boards := clubNight(t)
	for _, f := range []dealfile.Format{dealfile.DUP, dealfile.BRI, dealfile.DGE} {
		var buf bytes.Buffer
		if err := dealfile.Write(&buf, f, boards); err != nil {
			t.Fatal(err)
		}
		size := map[dealfile.Format]int{dealfile.DUP: 156, dealfile.BRI: 128, dealfile.DGE: 128}[f]
		if buf.Len() != size*len(boards) {
			t.Errorf("%s: %d bytes, want %d", f, buf.Len(), size*len(boards))
		}
		golden := filepath.Join("testdata", "club-night."+strings.Fields(f.String())[1][1:])
		if *update {
			if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf.Bytes(), want) {
			t.Errorf("%s: the bytes written differ from %s", f, golden)
		}
		got, err := dealfile.Read(f, buf.Bytes(), golden)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if len(got) != len(boards) {
			t.Fatalf("%s: %d boards read, want %d", f, len(got), len(boards))
		}
		for i := range boards {
			if got[i] != boards[i] {
				t.Errorf("%s: board %d read as %d %s, want %d %s", f, i+1, got[i].Number, got[i].Deal, boards[i].Number, boards[i].Deal)
			}
		}
	}
}

// TestConvertDescriptionExample: the example hand of Duplimate's "Convert"
// description (the BRI and DGE parts of one board) reads as its deal, and
// our writer gives the same DGE bytes; the trailer "YN1  1 32 " is that of
// a set of 32 boards.
func TestConvertDescriptionExample(t *testing.T) {
	bri := "18043727240822422106250717" + "51503215164929412640314645" + "43351128302039140152133403"
	dge := "\x06J987\x03JT7643\x04A4\x05Q" + "\x06\x03KQ2\x04QT9\x05AK98543" + "\x06AQ42\x03A8\x04KJ762\x05J2" + "\x06KT653\x0395\x04853\x05T76"
	want, err := bridge.ParseDeal("N:J987.JT7643.A4.Q .KQ2.QT9.AK98543 AQ42.A8.KJ762.J2 KT653.95.853.T76")
	if err != nil {
		t.Fatal(err)
	}
	rec := bri + dge + "YN1  1 32 "
	if len(rec) != 156 {
		t.Fatalf("record of %d bytes", len(rec))
	}
	got, err := dealfile.Read(dealfile.DUP, []byte(rec), "example.dup")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Deal != want || got[0].Number != 1 {
		t.Fatalf("read %v, want board 1 %s", got, want)
	}
	var buf bytes.Buffer
	set := make([]dealfile.Board, 32)
	for i := range set {
		set[i] = dealfile.Board{Number: bridge.Board(i + 1), Deal: want}
	}
	if err := dealfile.Write(&buf, dealfile.DUP, set); err != nil {
		t.Fatal(err)
	}
	if first := buf.String()[:156]; first[78:] != dge+"YN1  1 32 " {
		t.Errorf("written %q, want the DGE part and trailer %q", first[78:], dge+"YN1  1 32 ")
	}
	// The BRI part as older files have it: one board a line.
	lines := bri + "\r\n" + bri + "\r\n"
	got, err = dealfile.Read(dealfile.BRI, []byte(lines), "old.bri")
	if err != nil || len(got) != 2 || got[1].Deal != want || got[1].Number != 2 {
		t.Errorf("lines: %v, %v", got, err)
	}
}

// TestDUPBoardNumbers: the trailer's lowest board number numbers the
// boards; a set written from board 17 reads back from 17.
func TestDUPBoardNumbers(t *testing.T) {
	boards := clubNight(t)
	for i := range boards {
		boards[i].Number = bridge.Board(17 + i)
	}
	var buf bytes.Buffer
	if err := dealfile.Write(&buf, dealfile.DUP, boards); err != nil {
		t.Fatal(err)
	}
	if tr := buf.String()[146:156]; tr != "YN17 1 22 " {
		t.Errorf("trailer %q, want %q", tr, "YN17 1 22 ")
	}
	got, err := dealfile.Read(dealfile.DUP, buf.Bytes(), "x.dup")
	if err != nil || got[0].Number != 17 || got[5].Number != 22 {
		t.Errorf("read %v, %v", got, err)
	}
}

// TestBadInput: a bad record gives an error naming the file and the
// board, and is skipped: the boards before and after it are read, with
// their numbers.
func TestBadInput(t *testing.T) {
	boards := clubNight(t)
	var dup, bri, dge bytes.Buffer
	for _, p := range []struct {
		f dealfile.Format
		b *bytes.Buffer
	}{{dealfile.DUP, &dup}, {dealfile.BRI, &bri}, {dealfile.DGE, &dge}} {
		if err := dealfile.Write(p.b, p.f, boards); err != nil {
			t.Fatal(err)
		}
	}
	twice := bytes.Clone(dup.Bytes())
	copy(twice[156+2:], twice[156:156+2]) // board 2: North's first card twice
	otherDGE := bytes.Clone(dup.Bytes())
	copy(otherDGE[2*156+78:2*156+146], dup.Bytes()[78:146]) // board 3: board 1's DGE part
	badDigit := bytes.Clone(bri.Bytes())
	badDigit[128*3+10] = 'x'
	badRank := bytes.Clone(dge.Bytes())
	badRank[128*4+5] = 'Z'
	tests := []struct {
		name string
		f    dealfile.Format
		data []byte
		want string
		read int
	}{
		{"set.dup", dealfile.DUP, twice, "set.dup board 2: BRI part: not a deal: card number", len(boards) - 1},
		{"set.dup", dealfile.DUP, otherDGE, "set.dup board 3: not a deal: the BRI part", len(boards) - 1},
		{"set.dup", dealfile.DUP, dup.Bytes()[:300], "set.dup: not whole records: 300 bytes is not a multiple of 156", 0},
		{"set.bri", dealfile.BRI, badDigit, "set.bri board 4: not a deal: byte 11", len(boards) - 1},
		{"set.dge", dealfile.DGE, badRank, "set.dge board 5: not a deal: North's hand: byte 6", len(boards) - 1},
		{"set.bri", dealfile.BRI, nil, "set.bri: not whole records: the file is empty", 0},
		{"set.dge", dealfile.DGE, []byte("\r\n\n"), "set.dge: not whole records: no board, only blank lines", 0},
		{"set.bri", dealfile.BRI, []byte("0102\r\n"), "set.bri: not whole records: 6 bytes, neither records of 128 bytes nor lines of 78", 0},
	}
	for _, tc := range tests {
		got, err := dealfile.Read(tc.f, tc.data, tc.name)
		var de *dealfile.Error
		if err == nil || !errors.As(err, &de) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.want, err, tc.want)
		}
		if len(got) != tc.read {
			t.Errorf("%s: %d boards beside the error, want %d", tc.want, len(got), tc.read)
		}
		for _, b := range got {
			if b.Deal != boards[b.Number-1].Deal {
				t.Errorf("%s: board %d read as %v, want %v", tc.want, b.Number, b.Deal, boards[b.Number-1].Deal)
			}
		}
	}
	// Boards 1 and 4 bad: two errors, in file order, and the other four.
	both := bytes.Clone(bri.Bytes())
	both[5] = 'x'
	both[128*3+10] = 'x'
	got, err := dealfile.Read(dealfile.BRI, both, "set.bri")
	bad := dealfile.BoardErrors(err)
	if len(got) != len(boards)-2 || len(bad) != 2 || bad[0].Board != 1 || bad[1].Board != 4 || got[0].Number != 2 {
		t.Errorf("boards 1 and 4 bad: %d boards, errors %v", len(got), bad)
	}
}
