package search

import (
	"fmt"
	"strings"
	"testing"
)

// handsOf reads four hands written as "N/E/S/W", each a list of cards
// such as "SA SQ H2" (suit letter then rank), into the searcher's bit sets.
func handsOf(t *testing.T, s string) (hands [4]uint64) {
	t.Helper()
	for h, hand := range strings.Split(s, "/") {
		for _, cs := range strings.Fields(hand) {
			su := strings.IndexByte("CDHS", cs[0])
			rk := strings.IndexByte("..23456789TJQKA", cs[1])
			if su < 0 || rk < 2 {
				t.Fatalf("bad card %q", cs)
			}
			hands[h] |= 1 << uint(su<<4|rk)
		}
	}
	return hands
}

// cardName is a searcher card as text: "SA", "H2".
func cardName(c uint8) string {
	return "CDHS"[c>>4:c>>4+1] + "..23456789TJQKA"[c&15:c&15+1]
}

// TestDebugHook: the Debug hook is told each move searched above
// DebugDepth (ply, hand, card, result), after the move's subtree. On a
// four-card ending at notrump where North-South take 3 tricks with North
// to lead and East-West 1 with East to lead (the brute force agrees), the
// moves of the first two plies are reported as below: every root lead
// fails a target too high, the first that reaches the target ends the
// search, and a target the quick tricks prove is reached with no move.
func TestDebugHook(t *testing.T) {
	hands := handsOf(t, "SA SQ HA D2/SK SJ H3 D3/S2 S3 HK DA/C2 C3 H4 D4")
	const notrump = 4
	for leader, want := range []int{3, 1} {
		if v := (&brute{hands: hands, trump: notrump, leader: leader}).value(); v != want {
			t.Fatalf("brute force, %s to lead: %d, want %d", "NE"[leader:leader+1], v, want)
		}
	}
	tests := []struct {
		leader int
		target int
		res    bool
		calls  []string // ply hand card result
	}{
		{0, 4, false, []string{"1 E D3 false", "0 N D2 false", "1 E H3 false", "0 N HA false", "1 E SJ false", "0 N SA false", "0 N SQ false"}},
		{0, 3, true, nil}, // North's three aces: proved without a search
		{1, 1, true, []string{"1 S HK true", "0 E H3 true"}},
		{1, 2, false, []string{"0 E H3 false", "0 E D3 false", "0 E SJ false"}},
	}
	for _, tc := range tests {
		s := New(0)
		s.SetPosition(hands, notrump, tc.leader, nil)
		s.DebugDepth = 2
		var calls []string
		s.Debug = func(ply, hand int, c uint8, res bool, nodes uint64, won, target int) {
			if target != tc.target {
				t.Errorf("target %d: hook told target %d", tc.target, target)
			}
			calls = append(calls, fmt.Sprintf("%d %s %s %v", ply, "NESW"[hand:hand+1], cardName(c), res))
		}
		res, ok := s.Test(tc.target)
		if res != tc.res || !ok {
			t.Errorf("Test(%d) = %v, %v; want %v, true", tc.target, res, ok, tc.res)
		}
		if fmt.Sprint(calls) != fmt.Sprint(tc.calls) {
			t.Errorf("%s to lead, target %d: hook told %q, want %q", "NESW"[tc.leader:tc.leader+1], tc.target, calls, tc.calls)
		}
	}
}
