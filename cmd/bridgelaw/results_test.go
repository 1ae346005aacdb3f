package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgelaw/internal/testshared"
)

func TestResultsCommand(t *testing.T) {
	club := filepath.Join("..", "..", "results", "testdata", "club.csv")
	out, errOut, code := runCmd(t, "", "results", club)
	if code != 0 || !strings.Contains(out, "North-South") || !strings.Contains(out, "3=    11   7.9") {
		t.Errorf("text: status %d, stderr %q\n%s", code, errOut, out)
	}
	out, _, code = runCmd(t, "", "results", "--json", club)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 10 {
		t.Fatalf("json: status %d, %d lines", code, len(lines))
	}
	for _, l := range lines {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		for _, k := range []string{"board", "ns", "ew", "score_ns", "adjusted", "mp_ns", "mp_ew", "imp_ns"} {
			if _, ok := m[k]; !ok {
				t.Errorf("%s: no %q", l, k)
			}
		}
	}
	// Standard input, Butler.
	data, err := os.ReadFile(club)
	if err != nil {
		t.Fatal(err)
	}
	out, _, code = runCmd(t, string(data), "results", "--scoring", "butler", "--json", "-")
	if code != 0 || !strings.Contains(out, `"imp_ns":`) || strings.Contains(out, `"imp_ns":null`) {
		t.Errorf("butler from stdin: status %d\n%s", code, out)
	}
	out, _, code = runCmd(t, "", "results", "--format", "usebio", club)
	if code != 0 || !strings.HasPrefix(out, `<?xml version="1.0" encoding="ISO-8859-1"?>`) {
		t.Errorf("usebio: status %d\n%.200s", code, out)
	}
	out, _, code = runCmd(t, "", "results", "--format", "html", club)
	if code != 0 || !strings.Contains(out, `<table class="traveller" id="traveller-1">`) {
		t.Errorf("html: status %d\n%.200s", code, out)
	}
}

func TestResultsCommandErrors(t *testing.T) {
	club := filepath.Join("..", "..", "results", "testdata", "club.csv")
	for _, args := range [][]string{
		{"results", "--format", "pdf", club},
		{"results", "--scoring", "rubber", club},
		{"results", "--fouled", "french", club},
		{"results", "--scale", "3", club},
		{"results", "--winners", "3", club},
	} {
		if _, _, code := runCmd(t, "", args...); code != 2 {
			t.Errorf("%v: status %d, want 2", args, code)
		}
	}
	bad := filepath.Join(t.TempDir(), "bad.csv")
	os.WriteFile(bad, []byte("board,ns,ew,contract,declarer,tricks\n1,1,2,4S,N,14\n"), 0o644)
	_, errOut, code := runCmd(t, "", "results", bad)
	if code != 1 || !strings.Contains(errOut, "bad.csv:2:12: tricks: want declarer's tricks 0-13") {
		t.Errorf("bad file: status %d, %q", code, errOut)
	}
	if _, _, code := runCmd(t, "", "results", filepath.Join(t.TempDir(), "absent.csv")); code != 1 {
		t.Errorf("absent file: status %d", code)
	}
}

// TestResultsCommandCorpusCheck: the FFB session of the corpus scores to
// its own matchpoints: --check finds no difference (exit 0).
func TestResultsCommandCorpusCheck(t *testing.T) {
	f := testshared.Path(t, "corpus", "bridgetrainer-open2dn1nationalfinaledirecte21-22-sance1.pbn")
	out, errOut, code := runCmd(t, "", "results", "--check", f)
	if code != 0 || errOut != "" || !strings.Contains(out, "     1     7  771.2  1260  61.21      30") {
		t.Errorf("status %d, stderr %q\n%.800s", code, errOut, out)
	}
}

// TestResultsCommandDD: --format html solves board 1 of results/testdata/
// dd.pbn, which has no OptimumResultTable (DDS 2.9.0: North 6 tricks in
// notrump, 5 in spades, 6 in hearts, 5 in diamonds, 7 in clubs; par -110,
// 2S by East-West), and shows the file's tables of boards 2 and 3;
// --dd=false shows only the file's.
func TestResultsCommandDD(t *testing.T) {
	file := filepath.Join("..", "..", "results", "testdata", "dd.pbn")
	northRow := "<tr><th>N</th><td>6</td><td>5</td><td>6</td><td>5</td><td>7</td></tr>"
	out, errOut, code := runCmd(t, "", "results", "--format", "html", file)
	if code != 0 || !strings.Contains(out, northRow) || !strings.Contains(out, `<p class="par" id="par-1">Par: EW 110, EW 2S=</p>`) ||
		!strings.Contains(out, `id="dd-2"`) || !strings.Contains(out, `Par: NS 100, EW 4SX-1`) {
		t.Errorf("html: status %d, stderr %q\n%s", code, errOut, out)
	}
	out, errOut, code = runCmd(t, "", "results", "--format", "html", "--dd=false", file)
	if code != 0 || strings.Contains(out, `id="dd-1"`) || strings.Contains(out, `id="par-1"`) || !strings.Contains(out, `id="dd-2"`) ||
		!strings.Contains(out, `Par: EW 300, NS 5HX-2`) {
		t.Errorf("--dd=false: status %d, stderr %q\n%s", code, errOut, out)
	}
}

// TestResultsCommandBadInput: no file is a usage error (status 2); an empty
// file and a broken .pbn file are read as what they claim to be and
// refused with their name (status 1), never taken for a CSV traveller.
func TestResultsCommandBadInput(t *testing.T) {
	if _, errOut, code := runCmd(t, "", "results"); code != 2 || !strings.Contains(errOut, "FILE") {
		t.Errorf("no file: status %d, %s", code, errOut)
	}
	empty := tempFile(t, "empty.pbn", "")
	if _, errOut, code := runCmd(t, "", "results", empty); code != 1 || !strings.Contains(errOut, "empty.pbn: the file is empty") {
		t.Errorf("empty file: status %d, %s", code, errOut)
	}
	garbage := tempFile(t, "garbage.pbn", "hello world\x00\x01 garbage\n")
	if _, errOut, code := runCmd(t, "", "results", garbage); code != 1 || strings.Contains(errOut, "column") || !strings.Contains(errOut, "garbage.pbn") {
		t.Errorf("garbage .pbn: status %d, %s", code, errOut)
	}
}
