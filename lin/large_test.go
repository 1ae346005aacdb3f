package lin

import (
	"io"
	"strings"
	"testing"

	"bridgelaw/internal/testlarge"
)

// largeInput is a generated LIN input of n repeated pairs of one kind,
// which reading, converting and writing must handle in time linear in n.
type largeInput struct {
	name  string
	gen   func(n int) string
	check func(t testing.TB, boards []*Board, errs []error, n int)
}

var largeInputs = []largeInput{
	{"pairs on one line", func(n int) string {
		return "md|1S2,,,|" + strings.Repeat("mb|p|", n)
	}, func(t testing.TB, boards []*Board, errs []error, n int) {
		toks := boards[0].Tokens
		if last := toks[len(toks)-1]; len(toks) != n+1 || last.Line != 1 || last.Column != 11+5*(n-1) {
			t.Errorf("%d pairs, the last at %d:%d", len(toks), last.Line, last.Column)
		}
	}},
	{"explanations of one call", func(n int) string {
		return "md|1S2,,,|mb|1C|" + strings.Repeat("an|x|", n)
	}, func(t testing.TB, boards []*Board, errs []error, n int) {
		r, _ := boards[0].Record()
		if len(r.Calls) != 1 || len(r.Calls[0].Explanation) != 3*n-2 {
			t.Errorf("calls %d, explanation of %d bytes", len(r.Calls), len(r.Calls[0].Explanation))
		}
	}},
	{"text that is no key", func(n int) string {
		return strings.Repeat("xyz|", n) + "\n" + strings.Repeat("é xyz ", n) + "md|1S2,,,|"
	}, func(t testing.TB, boards []*Board, errs []error, n int) {
		if len(errs) != n+1 || len(boards) != 1 {
			t.Errorf("%d errors, %d boards", len(errs), len(boards))
		}
	}},
	{"cards", func(n int) string {
		return "md|1S2,,,|rs|3NN=|" + strings.Repeat("pc|SA|", n)
	}, func(t testing.TB, boards []*Board, errs []error, n int) {
		if r, _ := boards[0].Record(); len(r.Plays) != n {
			t.Errorf("%d plays", len(r.Plays))
		}
	}},
	{"boards", func(n int) string {
		return strings.Repeat("md|1S2,,,|mb|p|\n", n)
	}, func(t testing.TB, boards []*Board, errs []error, n int) {
		if len(boards) != n {
			t.Errorf("%d boards", len(boards))
		}
	}},
}

// readLarge reads, converts and writes text.
func readLarge(t testing.TB, text string) ([]*Board, []error) {
	boards, errs := Parse(text, "large.lin")
	for _, b := range boards {
		b.Record()
	}
	if err := Write(io.Discard, boards); err != nil {
		t.Fatal(err)
	}
	return boards, errs
}

// TestLargeInputs reads large generated inputs of 100,000 repeated pairs;
// a long line took minutes when each column was counted from the start of
// the line. BenchmarkLargeDoubling checks that the time is linear.
func TestLargeInputs(t *testing.T) {
	n := 100_000
	if testing.Short() {
		n = 10_000
	}
	for _, in := range largeInputs {
		t.Run(in.name, func(t *testing.T) {
			boards, errs := readLarge(t, in.gen(n))
			in.check(t, boards, errs, n)
		})
	}
}

// BenchmarkLarge reads, converts and writes the large inputs of 10,000 and
// 100,000 pairs; ns/pair stays about the same.
func BenchmarkLarge(b *testing.B) {
	testlarge.Benchmark(b, largeTestInputs(), []int{10_000, 100_000}, "ns/pair", func(tb testing.TB, text string) { readLarge(tb, text) })
}

// BenchmarkLargeDoubling times each large input at 100,000 and 200,000
// pairs (the best of three runs) and fails when doubling the size
// multiplies the time by more than 3.5 (linear work doubles it, quadratic
// work quadruples it). It runs with -bench only, so that no test depends on timing.
func BenchmarkLargeDoubling(b *testing.B) {
	testlarge.Doubling(b, largeTestInputs(), 100_000, func(tb testing.TB, text string) { readLarge(tb, text) })
}

// largeTestInputs are largeInputs for package testlarge.
func largeTestInputs() []testlarge.Input {
	var out []testlarge.Input
	for _, in := range largeInputs {
		out = append(out, testlarge.Input{Name: in.name, Gen: in.gen})
	}
	return out
}
