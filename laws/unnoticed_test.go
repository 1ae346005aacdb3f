package laws

import (
	"os"
	"strings"
	"testing"
)

// TestUnnoticed: worked example 1 (law64a2-example1): East's revoke on
// trick 6 and its establishment are kept from the players until play ends;
// the same revoke with attention drawn at trick 7, or with East asked
// "no spades?" (here: no diamonds?) at trick 6, is known at once (Laws 9A,
// 61B, 62A).
func TestUnnoticed(t *testing.T) {
	b, err := os.ReadFile("testdata/scenarios/law64a2-example1.txtar")
	if err != nil {
		t.Fatal(err)
	}
	_, text, _ := strings.Cut(string(b), "-- log --\n")
	text, _, _ = strings.Cut(text, "-- want --")
	lg, err := ParseLog(text)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := lg.Setup()
	if err != nil {
		t.Fatal(err)
	}
	kinds := func(tb *Table) string {
		rs := tb.Rulings()
		var out []string
		for _, seq := range tb.Unnoticed() {
			out = append(out, string(rs[seq-1].Kind))
		}
		return strings.Join(out, " ")
	}
	tb, _ := New(setup, Options{}, nil)
	revokeAt := -1
	seen := map[string]bool{}
	for i, ev := range lg.Events {
		if _, err := tb.Apply(ev); err != nil {
			t.Fatal(err)
		}
		k := kinds(tb)
		seen[k] = true
		if revokeAt < 0 && k != "" {
			revokeAt = i
		}
	}
	if k := kinds(tb); k != "" {
		t.Errorf("after the end of play: %q unnoticed", k)
	}
	if !seen["revoke"] || !seen["revoke revoke-established"] {
		t.Errorf("the states seen: %v", seen)
	}
	// The same revoke, then attention drawn (at once), or East asked.
	for _, extra := range []string{"N attention", "director noticed", "S ask E", "W ask E"} {
		tb, _ := Replay(setup, lg.Events[:revokeAt+1], Options{}, nil)
		if kinds(tb) != "revoke" {
			t.Fatalf("after the revoke: %q", kinds(tb))
		}
		more, _ := ParseLog(extra)
		if _, err := tb.Apply(more.Events[0]); err != nil {
			t.Fatal(err)
		}
		if k := kinds(tb); k != "" {
			t.Errorf("%s: %q still unnoticed", extra, k)
		}
	}
	// Asked of another player, it stays unnoticed.
	tb, _ = Replay(setup, lg.Events[:revokeAt+1], Options{}, nil)
	more, _ := ParseLog("S ask W")
	tb.Apply(more.Events[0])
	if k := kinds(tb); k != "revoke" {
		t.Errorf("West asked: %q", k)
	}
}
