package main

import (
	"flag"
	"os"
	"strings"
	"testing"

	"bridgelaw/internal/testshared"
)

var update = flag.Bool("update", false, "rewrite golden files")

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := "testdata/" + name
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != got {
		t.Errorf("%s differs (run with -update after review):\ngot:\n%s\nwant:\n%s", name, got, want)
	}
}

// TestReplayExample is the README's main job: the example club evening,
// with its revoke ruled by Law 64A2 (one trick, +650), in text and JSON.
func TestReplayExample(t *testing.T) {
	out, errOut, code := runCmd(t, "", "replay", "../../examples/club-night.pbn")
	if code != 1 || errOut != "" {
		t.Fatalf("status %d (want 1: the revoke is a finding), stderr %q", code, errOut)
	}
	golden(t, "replay-club-night.txt", strings.ReplaceAll(out, "../../", ""))
	out, _, _ = runCmd(t, "", "replay", "--json", "../../examples/club-night.pbn")
	golden(t, "replay-club-night.json", strings.ReplaceAll(out, "../../", ""))
}

// TestReplayLanguages: replay --lang explains the example's findings in
// each language of the catalog, with the law cited in that language, the
// same findings as in English, and exit status 1 as in English.
func TestReplayLanguages(t *testing.T) {
	for _, lang := range []string{"it", "fr", "pl"} {
		out, errOut, code := runCmd(t, "", "replay", "--lang", lang, "../../examples/club-night.pbn")
		if code != 1 || errOut != "" {
			t.Fatalf("%s: status %d, stderr %q", lang, code, errOut)
		}
		golden(t, "replay-club-night."+lang+".txt", strings.ReplaceAll(out, "../../", ""))
	}
	out, _, _ := runCmd(t, "", "replay", "--lang", "it", "../../examples/club-night.pbn")
	for _, want := range []string{"Articolo 61A, renonce di Est nella presa 6: Est ha giocato ♠8 su un'uscita a quadri pur avendo ♦7 ♦3",
		"Articolo 64A2, trasferimento di prese nella presa 6: renonce di Est nella presa 6: 1 presa a NS; l'Arbitro verifica comunque l'equità (Articolo 64C)"} {
		if !strings.Contains(out, want) {
			t.Errorf("Italian: no %q in\n%s", want, out)
		}
	}
	if _, _, code := runCmd(t, "", "replay", "--lang", "xx", "../../examples/club-night.pbn"); code != 2 {
		t.Errorf("--lang xx: status %d, want 2", code)
	}
}

func TestReplayNoBoards(t *testing.T) {
	_, errOut, code := runCmd(t, "just some text\n", "replay", "-")
	if code != 1 || !strings.Contains(errOut, "-: no board found") {
		t.Errorf("status %d, %q", code, errOut)
	}
	_, errOut, code = runCmd(t, "\xff\xfe[\x00B\x00", "replay", "-")
	if code != 1 || !strings.Contains(errOut, "UTF-16") {
		t.Errorf("UTF-16: status %d, %q", code, errOut)
	}
	_, _, code = runCmd(t, "", "replay", "/nonexistent/file.pbn")
	if code != 1 {
		t.Errorf("missing file: status %d", code)
	}
}

func TestConvertNoBoards(t *testing.T) {
	for _, to := range []string{"pbn", "lin"} {
		_, errOut, code := runCmd(t, "", "convert", "--to", to, "-")
		if code != 1 || !strings.Contains(errOut, "no board found") {
			t.Errorf("--to %s of nothing: status %d, %q", to, code, errOut)
		}
	}
	if _, _, code := runCmd(t, "", "convert", "--to", "rbn", "-"); code != 2 {
		t.Errorf("--to rbn: status %d, want 2", code)
	}
}

// TestReadmeMainJob: the README shows what the main job prints.
func TestReadmeMainJob(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/replay-club-night.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "```\n"+string(want)+"```\n") {
		t.Errorf("README.md does not show the output of the main job:\n%s", want)
	}
}

// docOutput is what document file (relative to the repository root) shows
// after the line "$ "+cmd: the rest of that code block.
func docOutput(t *testing.T, file, cmd string) string {
	t.Helper()
	data, err := os.ReadFile("../../" + file)
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(data), "$ "+cmd+"\n")
	if !ok {
		t.Fatalf("%s has no example of %s", file, cmd)
	}
	want, _, _ := strings.Cut(rest, "```")
	return want
}

// TestDocCommandExamples: each command example of the README and the docs
// prints what the document shows.
func TestDocCommandExamples(t *testing.T) {
	for _, tc := range []struct {
		file, cmd string
		args      []string
		corpus    string // a file of the shared corpus, the last argument
		head      int    // only the first lines ("| head -7")
	}{
		{"README.md", "bridgelaw revoke --contract 4S --declarer S --vulnerable None --winners WWSSSNSSESSES --revoke E@6", nil, "", 0},
		{"README.md", `bridgelaw dd "` + ddDeal + `"`, []string{"dd", ddDeal}, "", 0},
		{"docs/director.md", "bridgelaw revoke --contract 4S --declarer S --board 1 --winners WWSSSNESSNESS --revoke E@7 --json", nil, "", 0},
		{"docs/director.md", "bridgelaw rule laws/testdata/scenarios/law64a2-example1.txtar", []string{"rule", "../../laws/testdata/scenarios/law64a2-example1.txtar"}, "", 0},
		{"docs/results.md", "bridgelaw results --check ../shared/corpus/bridgetrainer-open2dn1nationalfinaledirecte21-22-sance1.pbn | head -7",
			[]string{"results", "--check"}, "bridgetrainer-open2dn1nationalfinaledirecte21-22-sance1.pbn", 7},
	} {
		want := docOutput(t, tc.file, tc.cmd)
		args := tc.args
		if args == nil {
			args = strings.Fields(tc.cmd)[1:]
		}
		if tc.corpus != "" {
			if _, ok := testshared.Find(); !ok {
				t.Logf("%s: no shared corpus, skipped", tc.cmd)
				continue
			}
			args = append(args, testshared.Path(t, "corpus", tc.corpus))
		}
		out, errOut, code := runCmd(t, "", args...)
		if tc.head > 0 {
			lines := strings.SplitAfter(out, "\n")
			out = strings.Join(lines[:min(tc.head, len(lines))], "")
		}
		if code != 0 || out != want {
			t.Errorf("%s shows for %s:\n%s\nthe command prints (status %d, %s):\n%s", tc.file, tc.cmd, want, code, errOut, out)
		}
	}
}

// TestReplayOnce: one cause, one finding, whichever part of the program
// meets it first (found by a fresh tester: the reader's error and the
// replay's problem were both printed).
func TestReplayOnce(t *testing.T) {
	deal12 := "[Board \"1\"]\n[Deal \"N:AQ2.K98.K2.KT84 7643.75.AT873.A53 K85.AQJ.QJ95.J97 JT9.T6432.64.Q62\"]\n[Declarer \"N\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n"
	out, _, _ := runCmd(t, deal12, "replay", "-")
	if n := strings.Count(out, "12 cards"); n != 1 {
		t.Errorf("a 12-card hand said %d times:\n%s", n, out)
	}
	out, _, _ = runCmd(t, "[Board \"abc\"]\n[Contract \"3NT\"]\n[Declarer \"N\"]\n", "replay", "-")
	if n := strings.Count(out, "abc"); n != 1 {
		t.Errorf("a bad Board said %d times:\n%s", n, out)
	}
	// BBO Helper's "%" line before the pairs.
	lin := "% bbo helper export\nqx|o1|md|3SAKQJHAKQDAKQCAKQ,S5432H5432D532C32,ST987HT987DT987CT,|sv|0|mb|7N|mb|p|mb|p|mb|p|mc|13|\n"
	out, errOut, code := runCmd(t, lin, "replay", "-")
	if code != 0 || errOut != "" || !strings.Contains(out, "7NT by North, 13 tricks (claim): NS +1520") {
		t.Errorf("status %d, stderr %q, out %q", code, errOut, out)
	}
}
