package pbn

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"bridgelaw/internal/testshared"
	"github.com/google/go-cmp/cmp"
)

// sharedDir is the project's shared folder; the test is skipped when it is
// absent (see internal/testshared).
func sharedDir(t testing.TB) string {
	t.Helper()
	return testshared.Dir(t)
}

// corpusFiles lists the PBN files of the shared corpus.
func corpusFiles(t testing.TB) []string {
	t.Helper()
	dir := filepath.Join(sharedDir(t), "corpus")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if ext := filepath.Ext(e.Name()); ext == ".pbn" || ext == ".PBN" {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	if len(out) == 0 {
		t.Fatalf("no PBN file in %s", dir)
	}
	return out
}

// readCorpus reads one corpus file by name.
func readCorpus(t testing.TB, name string) *File {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(sharedDir(t), "corpus", name))
	if err != nil {
		t.Fatal(err)
	}
	f, _ := Parse(data, name)
	return f
}

// parseString reads PBN text leniently.
func parseString(t testing.TB, text string) *File {
	t.Helper()
	f, _ := Parse([]byte(text), "test.pbn")
	return f
}

// oneGame reads PBN text holding one game, without problems.
func oneGame(t testing.TB, text string) *Game {
	t.Helper()
	f := parseString(t, text)
	if len(f.Games) != 1 {
		t.Fatalf("want 1 game, read %d", len(f.Games))
	}
	for _, p := range f.Problems {
		t.Errorf("unexpected problem: %v", p)
	}
	return f.Games[0]
}

// writeString writes games with the Writer.
func writeString(t testing.TB, f *File) string {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, f); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// zeroPos clears every position of a game, in place, so that games read
// from different texts compare equal.
func zeroPos(g *Game) {
	cs := func(c []Comment) {
		for i := range c {
			c[i].Pos = Pos{}
		}
	}
	tag := func(t *Tag) { t.Pos = Pos{}; cs(t.Comments) }
	items := func(its []Item) {
		for i := range its {
			its[i].Pos = Pos{}
			cs(its[i].Comments)
		}
	}
	g.Pos = Pos{}
	cs(g.Comments)
	for _, t := range g.Tags {
		tag(t)
	}
	if a := g.Auction; a != nil {
		tag(a.Tag)
		items(a.Calls)
		for _, t := range a.Notes {
			tag(t)
		}
	}
	if p := g.Play; p != nil {
		tag(p.Tag)
		items(p.Cards)
		for _, t := range p.Notes {
			tag(t)
		}
	}
	for _, s := range g.Sections {
		tag(s.Tag)
	}
}

// diffGames compares two lists of games, positions ignored (and cleared in
// place): "" when equal, else the go-cmp diff of the first differing game.
func diffGames(want, got []*Game) string {
	if len(want) != len(got) {
		return "different numbers of games: " + cmp.Diff(len(want), len(got))
	}
	for i := range want {
		zeroPos(want[i])
		zeroPos(got[i])
		if !cmp.Equal(want[i], got[i]) {
			return cmp.Diff(want[i], got[i])
		}
	}
	return ""
}
