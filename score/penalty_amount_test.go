package score

import (
	"errors"
	"testing"
)

// TestParsePenaltyAmount: an amount that cannot be meant is refused with
// ErrPenaltyAmount (a "1000%" typed for "10.00%"); up to a whole top is
// read.
func TestParsePenaltyAmount(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
		err  error
	}{
		{"25%", 25, nil},
		{"100%", 100, nil},
		{"-10%", 10, nil},
		{"1000%", 0, ErrPenaltyAmount},
		{"100.5%", 0, ErrPenaltyAmount},
		{"inf%", 0, ErrPenaltyAmount},
		{"NaN mp", 0, ErrPenaltyAmount},
		{"12mp", 12, nil},
		// The bounds of MaxPenalty: a larger amount is a slip.
		{"100imp", 100, nil},
		{"100.5imp", 0, ErrPenaltyAmount},
		{"99999999999999999999imp", 0, ErrPenaltyAmount},
		{"1e300 IMPs", 0, ErrPenaltyAmount},
		{"100mp", 100, nil},
		{"101 MPs", 0, ErrPenaltyAmount},
		{"20vp", 20, nil},
		{"20.01vp", 0, ErrPenaltyAmount},
		{"10", 0, ErrPenaltyUnit},
	} {
		p, err := ParsePenalty(c.in)
		if !errors.Is(err, c.err) || c.err == nil && (err != nil || p.Amount != c.want) {
			t.Errorf("%q: %v %v, want %v %v", c.in, p.Amount, err, c.want, c.err)
		}
	}
}

// TestPenaltyMark: each mark reads back to the penalty it marks.
func TestPenaltyMark(t *testing.T) {
	for _, in := range []string{"25%", "2mp", "3imp", "0.5vp", "100%", "1.5imp"} {
		p, err := ParsePenalty(in)
		if err != nil {
			t.Fatalf("ParsePenalty(%q): %v", in, err)
		}
		if got := p.Mark(); got != in {
			t.Errorf("ParsePenalty(%q).Mark() = %q", in, got)
		}
		q, err := ParsePenalty(p.Mark())
		if err != nil || q != p {
			t.Errorf("%q: read back %+v, %v; want %+v", in, q, err, p)
		}
	}
}
