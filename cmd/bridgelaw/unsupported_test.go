package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/pbn"
)

// TestUnsupportedFormat: a Dealer4 .dlm is not read as broken PBN: replay,
// convert, dd and results say "Dealer4 .dlm is not supported", exit 1; the
// Duplimate .dup and .bri files, deals without results, are refused by
// results only (issue 14, item 5).
func TestUnsupportedFormat(t *testing.T) {
	dir := t.TempDir()
	var bri []byte
	for c := 1; c <= 39; c++ {
		bri = append(bri, byte('0'+c/10), byte('0'+c%10))
	}
	bri = append(bri, []byte(strings.Repeat(" ", 32)+strings.Repeat("\x00", 18))...)
	type run struct {
		file string
		args []string
		want string
	}
	files := map[string][]byte{
		"set.dup": []byte("YN1  1 32 "),
		"set.dlm": []byte("[Document]\r\nHeadline=Club night\r\n"),
		"set.dat": bri,
	}
	var runs []run
	for _, cmd := range [][]string{{"replay"}, {"convert", "--to", "pbn"}, {"dd"}, {"results"}, {"handrecord"}} {
		runs = append(runs, run{"set.dlm", cmd, "Dealer4 .dlm is not supported"})
	}
	runs = append(runs,
		run{"set.dup", []string{"results"}, "Duplimate .dup is not supported by results"},
		run{"set.dat", []string{"results"}, "BRI .bri is not supported by results"},
		run{"set.dup", []string{"convert", "--to", "pbn"}, "set.dup: not whole records: 10 bytes is not a multiple of 156"},
	)
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, r := range runs {
		path := filepath.Join(dir, r.file)
		out, errOut, code := runCmd(t, "", append(r.args, path)...)
		if code != 1 || !strings.Contains(errOut+out, path+": "+strings.TrimPrefix(r.want, r.file+": ")) {
			t.Errorf("%v %s: exit %d, stdout %q, stderr %q; want %q", r.args, r.file, code, out, errOut, r.want)
		}
	}
	// On standard input the content alone tells it.
	if _, errOut, code := runCmd(t, "[Document]\nHeadline=x\n", "replay", "-"); code != 1 || !strings.Contains(errOut, "-: Dealer4 .dlm is not supported") {
		t.Errorf("stdin: exit %d %q", code, errOut)
	}
}

// clubNightDeals is the board numbers and deals of examples/club-night.pbn.
func clubNightDeals(t *testing.T, path string) map[bridge.Board]bridge.Deal {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := pbn.Parse(data, path)
	if err != nil {
		t.Fatal(err)
	}
	out := map[bridge.Board]bridge.Deal{}
	for _, g := range f.Games {
		d, err := g.Deal()
		if err != nil {
			t.Fatal(err)
		}
		r, _ := g.Record()
		out[r.Board] = d
	}
	return out
}

// TestConvertDealFiles: examples/club-night.pbn converted to .dup, .bri
// and .dge and back to PBN gives the same deals under the same board
// numbers, with the dealer and vulnerability of Law 2 (issue 14, item 5's
// "done when"); dd and handrecord read the .dup; a bad board is an error
// naming the file and the board, after the boards before it.
func TestConvertDealFiles(t *testing.T) {
	dir := t.TempDir()
	want := clubNightDeals(t, "../../examples/club-night.pbn")
	for _, to := range []string{"dup", "bri", "dge"} {
		out, errOut, code := runCmd(t, "", "convert", "--to", to, "../../examples/club-night.pbn")
		if code != 0 || errOut != "" {
			t.Fatalf("--to %s: exit %d %q", to, code, errOut)
		}
		file := filepath.Join(dir, "set."+to)
		if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		back, errOut, code := runCmd(t, "", "convert", "--to", "pbn", file)
		if code != 0 || errOut != "" {
			t.Fatalf("%s to pbn: exit %d %q", to, code, errOut)
		}
		pbnFile := filepath.Join(dir, "back-"+to+".pbn")
		if err := os.WriteFile(pbnFile, []byte(back), 0o644); err != nil {
			t.Fatal(err)
		}
		got := clubNightDeals(t, pbnFile)
		if len(got) != len(want) {
			t.Errorf("%s: %d boards, want %d", to, len(got), len(want))
		}
		for n, d := range want {
			if got[n] != d {
				t.Errorf("%s: board %d: %s, want %s", to, n, got[n], d)
			}
		}
		if !strings.Contains(back, "[Board \"6\"]\r\n[West \"?\"]\r\n[North \"?\"]\r\n[East \"?\"]\r\n[South \"?\"]\r\n[Dealer \"E\"]\r\n[Vulnerable \"EW\"]") || strings.Contains(back, "[Result \"0\"]") {
			t.Errorf("%s: board 6 without Law 2's dealer and vulnerability, or a result:\n%s", to, back)
		}
	}
	dup := filepath.Join(dir, "set.dup")
	if out, errOut, code := runCmd(t, "", "dd", dup); code != 0 || !strings.Contains(out, "Board 6 (") || errOut != "" {
		t.Errorf("dd: exit %d %q %q", code, out, errOut)
	}
	if out, errOut, code := runCmd(t, "", "handrecord", dup); code != 0 || !strings.Contains(out, "<html") || errOut != "" {
		t.Errorf("handrecord: exit %d %q", code, errOut)
	}
	data, _ := os.ReadFile(dup)
	data[2*156+78] = 'x' // board 3's DGE part
	bad := filepath.Join(dir, "bad.dup")
	if err := os.WriteFile(bad, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runCmd(t, "", "convert", "--to", "pbn", bad)
	// Board 3 is reported and written without its deal ("?"), as a bad PBN
	// board is; the boards after it are read (the records are fixed-size).
	if code != 1 || !strings.Contains(errOut, bad+" board 3: DGE part: not a deal") || !strings.Contains(out, "[Board \"2\"]") ||
		!strings.Contains(out, "[Board \"6\"]") || strings.Count(out, "[Deal \"?\"]") != 1 {
		t.Errorf("bad board: exit %d %q", code, errOut)
	}
	// A board without a full deal is left out with an error naming it;
	// boards not numbered from 1 are written with a warning (.bri keeps no
	// number), while .dup keeps the first.
	partial := "[Board \"5\"]\n[Deal \"N:AQ2.K98.K2.KT843 7643.75.AT873.A5 K85.AQJ.QJ95.J97 JT9.T6432.64.Q62\"]\n\n[Board \"9\"]\n[Deal \"N:AQ2.K98.K2.KT843 - - -\"]\n"
	out, errOut, code = runCmd(t, partial, "convert", "--to", "bri", "-")
	if code != 1 || len(out) != 128 || !strings.Contains(errOut, "- board 9: the deal is not given in full") || !strings.Contains(errOut, "warning: -: board 5 is written as the BRI .bri file's board 1") {
		t.Errorf("partial to bri: exit %d, %d bytes, %q", code, len(out), errOut)
	}
	out, errOut, code = runCmd(t, partial, "convert", "--to", "dup", "-")
	if code != 1 || len(out) != 156 || out[146:] != "YN5  1 5  " || strings.Contains(errOut, "warning") {
		t.Errorf("partial to dup: exit %d, %q, %q", code, out, errOut)
	}
}
