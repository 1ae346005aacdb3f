package pbn

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"bridgelaw/internal/testlarge"
)

// largeInput is a generated input of n repeated parts of one kind, which
// reading, checking, writing and converting must handle in time linear in
// n (tags indexed by name, columns counted on from the last position).
type largeInput struct {
	name string
	gen  func(n int) string
	// check looks at what was read from gen(n).
	check func(t testing.TB, f *File, n int)
}

// repeat joins part(i) for i from 0 to n-1.
func repeat(n int, part func(i int) string) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(part(i))
	}
	return b.String()
}

// oneGameOf checks that f holds one game and returns it.
func oneGameOf(t testing.TB, f *File) *Game {
	t.Helper()
	if len(f.Games) != 1 {
		t.Fatalf("%d games, want 1", len(f.Games))
	}
	return f.Games[0]
}

var largeInputs = []largeInput{
	{"tags", func(n int) string {
		return repeat(n, func(i int) string { return fmt.Sprintf("[T%d \"v\"]\n", i) }) + "[Board \"1\"]\n"
	}, func(t testing.TB, f *File, n int) {
		g := oneGameOf(t, f)
		if len(g.Tags) != n+1 || g.Tag(fmt.Sprint("T", n-1)) == nil {
			t.Errorf("%d tags, want %d", len(g.Tags), n+1)
		}
		if b, err := g.Board(); err != nil || b != 1 {
			t.Errorf("Board %v, %v", b, err)
		}
	}},
	{"tags on one line", func(n int) string {
		return repeat(n, func(i int) string { return fmt.Sprintf("[T%d \"é\"] ", i%10) }) + "\n"
	}, func(t testing.TB, f *File, n int) {
		g := oneGameOf(t, f)
		if len(g.Tags) != 10 {
			t.Errorf("%d tags, want 10", len(g.Tags))
		}
		// The last duplicate: 9 characters a tag before it.
		last := f.Problems[len(f.Problems)-1]
		if want := 9*(n-1) + 1; last.Line != 1 || last.Column != want {
			t.Errorf("last problem %v, want column %d", last, want)
		}
	}},
	{"stray braces", func(n int) string {
		return "[Board \"1\"]\n" + strings.Repeat("{", n) + "\n" + strings.Repeat("}", n) + "\n"
	}, func(t testing.TB, f *File, n int) {
		oneGameOf(t, f)
		if len(f.Problems) != 3 {
			t.Fatalf("problems %v, want the two long lines and one warning for the braces", f.Problems)
		}
		p := f.Problems[1]
		if p.Line != 3 || p.Column != 2 || !strings.Contains(p.Error(), fmt.Sprintf("%d '}' close no comment", n-1)) {
			t.Errorf("warning %v", p)
		}
	}},
	{"repeated tag", func(n int) string {
		return repeat(n, func(int) string { return "[Event \"v\"]\n[ScoreTable \"a\"]\nx\n" })
	}, func(t testing.TB, f *File, n int) {
		g := oneGameOf(t, f)
		if len(g.Tags) != 1 || len(g.Sections) != 1 || len(g.Sections[0].Rows) != 1 {
			t.Errorf("%d tags, %d sections", len(g.Tags), len(g.Sections))
		}
	}},
	{"headers", func(n int) string {
		return repeat(n, func(i int) string { return fmt.Sprintf("[T%d \"##v\"]\n", i) }) + "\n[Board \"2\"]\n"
	}, func(t testing.TB, f *File, n int) {
		if len(f.Games) != 2 || len(f.Games[1].Tags) != n+1 {
			t.Errorf("the second game does not inherit the %d headers", n)
		}
	}},
	{"notes after the play", func(n int) string {
		return "[Dealer \"N\"]\n[Auction \"N\"]\n" + repeat(n, func(i int) string { return fmt.Sprintf("Pass =%d= ", i%32+1) }) +
			"\n[Play \"E\"]\nSA\n" + repeat(n, func(i int) string { return fmt.Sprintf("[Note \"%d:x\"]\n", i%32+1) })
	}, func(t testing.TB, f *File, n int) {
		// The first note of each index goes to the auction.
		g := oneGameOf(t, f)
		if len(g.Auction.Notes) != 32 || len(g.Play.Notes) != n-32 {
			t.Errorf("%d auction notes, %d play notes", len(g.Auction.Notes), len(g.Play.Notes))
		}
	}},
	{"notes before the auction", func(n int) string {
		return "[Dealer \"N\"]\n" + repeat(n, func(i int) string { return fmt.Sprintf("[Note \"%d:x\"]\n", i%32+1) }) +
			"[Auction \"N\"]\n" + repeat(n, func(i int) string { return fmt.Sprintf("Pass =%d= ", i%32+1) }) + "\n"
	}, func(t testing.TB, f *File, n int) {
		// The first note of each index goes to the auction; the others
		// stay tags of the game, with an error.
		g := oneGameOf(t, f)
		if len(g.Auction.Notes) != 32 || len(g.Tags) != n-32+1 {
			t.Errorf("%d auction notes, %d tags", len(g.Auction.Notes), len(g.Tags))
		}
	}},
	{"unknown sections", func(n int) string {
		return repeat(n, func(i int) string { return fmt.Sprintf("[S%d \"a;b\"]\nx y\n", i) })
	}, func(t testing.TB, f *File, n int) {
		g := oneGameOf(t, f)
		if len(g.Sections) != n || len(g.Tags) != 0 {
			t.Errorf("%d sections, %d tags", len(g.Sections), len(g.Tags))
		}
	}},
	{"cells on one line", func(n int) string {
		return "[ScoreTable \"a\\3R;b\"]\n" + strings.Repeat("x ", 2*n) + "\n"
	}, func(t testing.TB, f *File, n int) {
		if rows, err := oneGameOf(t, f).ScoreTable(); err != nil || len(rows) != n {
			t.Errorf("%d rows, %v", len(rows), err)
		}
	}},
	{"calls on one line", func(n int) string {
		return "[Dealer \"N\"]\n[Auction \"N\"]\n1C {c} $1 " + strings.Repeat("Zz {c} ", n) + "\n"
	}, func(t testing.TB, f *File, n int) {
		if calls := oneGameOf(t, f).Auction.Calls; len(calls) != n+1 {
			t.Errorf("%d calls", len(calls))
		}
	}},
	{"games", func(n int) string {
		return repeat(n, func(i int) string { return fmt.Sprintf("[Board \"%d\"]\n[Event \"#\"]\n\n", i+1) })
	}, func(t testing.TB, f *File, n int) {
		if len(f.Games) != n {
			t.Errorf("%d games", len(f.Games))
		}
	}},
}

// readLarge reads, checks, writes and converts text.
func readLarge(t testing.TB, text string) *File {
	f, _ := Parse([]byte(text), "large.pbn")
	if err := Write(io.Discard, f); err != nil {
		t.Fatal(err)
	}
	f.Records()
	return f
}

// TestLargeInputs reads large generated inputs: 200,000 tags in one game,
// a line of 200,000 stray "}", and 50,000 repeated parts of other kinds.
// Reading them took minutes when finding a tag and counting a column were
// linear searches; BenchmarkLargeDoubling checks that the time is linear.
func TestLargeInputs(t *testing.T) {
	for _, in := range largeInputs {
		t.Run(in.name, func(t *testing.T) {
			n := 50_000
			if in.name == "tags" || in.name == "stray braces" {
				n = 200_000
			}
			if testing.Short() {
				n /= 10
			}
			in.check(t, readLarge(t, in.gen(n)), n)
		})
	}
}

// BenchmarkLarge reads, checks, writes and converts the large inputs of
// 10,000 and 100,000 parts; ns/part stays about the same.
func BenchmarkLarge(b *testing.B) {
	testlarge.Benchmark(b, largeTestInputs(), []int{10_000, 100_000}, "ns/part", func(tb testing.TB, text string) { readLarge(tb, text) })
}

// BenchmarkLargeDoubling times each large input at 50,000 and 100,000
// parts (the best of three runs) and fails when doubling the size
// multiplies the time by more than 3.5: linear work doubles it, quadratic
// work quadruples it. It runs with -bench only, so that no test depends on timing.
func BenchmarkLargeDoubling(b *testing.B) {
	testlarge.Doubling(b, largeTestInputs(), 50_000, func(tb testing.TB, text string) { readLarge(tb, text) })
}

// largeTestInputs are largeInputs for package testlarge.
func largeTestInputs() []testlarge.Input {
	var out []testlarge.Input
	for _, in := range largeInputs {
		out = append(out, testlarge.Input{Name: in.name, Gen: in.gen})
	}
	return out
}
