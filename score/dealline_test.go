package score

import (
	"errors"
	"testing"

	"bridgelaw/bridge"
)

func TestParseDealLine(t *testing.T) {
	for _, tc := range []struct {
		line, want string
	}{
		{"4S N 10", "4S N 10"},
		{"  4sx   s   8 ", "4SX S 8"},
		{"3NT N =", "3NT N 9"},
		{"4H E -1", "4H E 9"},
		{"6NTXX W +1", "6NTXX W 13"},
		{"Pass", "Pass"},
		{"pass - 0", "Pass"},
		{"4S N 10 " + honoursDeal, "4S N 10 " + honoursDeal},
		{`4S N 10 "` + honoursDeal + `"`, "4S N 10 " + honoursDeal},
		{"Pass " + honoursDeal, "Pass " + honoursDeal},
	} {
		d, err := ParseDealLine(tc.line)
		if err != nil || d.String() != tc.want {
			t.Errorf("%q: %q, %v; want %q", tc.line, d.String(), err, tc.want)
		}
	}
	for _, line := range []string{"", "4S", "4S N", "4S Q 10", "8S N 10", "4S N 14", "4S N +4", "4S N ten", "Pass 3", "4S N 10 N:AKQ", "Pass - 0 x"} {
		if _, err := ParseDealLine(line); !errors.Is(err, ErrDealLine) {
			t.Errorf("%q: %v", line, err)
		}
	}
}

// FuzzParseDealLine: ParseDealLine never panics; a line it reads, String
// writes back in a form it reads to the same result (a round trip); the
// result is a DealResult that a rubber and a Chicago sheet score without an
// error, their totals the sums of the entries. Seeds: testdata/fuzz.
func FuzzParseDealLine(f *testing.F) {
	for _, s := range []string{"4S N 10", "3NTX S -3", "7NTXX W =", "Pass", "Pass - 0", "4S N 10 " + honoursDeal} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		d, err := ParseDealLine(line)
		if err != nil {
			if !errors.Is(err, ErrDealLine) {
				t.Fatalf("%q: error %v does not wrap ErrDealLine", line, err)
			}
			return
		}
		again, err := ParseDealLine(d.String())
		if err != nil || again != d {
			t.Fatalf("%q read as %q, which reads as %+v, %v", line, d.String(), again, err)
		}
		var r Rubber
		c, _ := NewChicago(ChicagoOptions{})
		for range 3 {
			rs, err := r.Score(d)
			if err != nil {
				t.Fatalf("rubber %q: %v", line, err)
			}
			cs, err := c.Score(d)
			if err != nil {
				t.Fatalf("chicago %q: %v", line, err)
			}
			if rs.Totals != r.Totals() || cs.Totals != c.Totals() {
				t.Fatalf("%q: totals", line)
			}
		}
		if fin := r.Final(); Sum(fin.Unfinished)[bridge.NorthSouth]+r.Totals()[bridge.NorthSouth] != fin.Totals[bridge.NorthSouth] {
			t.Fatalf("%q: final %+v", line, fin)
		}
	})
}
