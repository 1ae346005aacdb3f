package dd

import (
	"testing"

	"bridgelaw/bridge"
)

// TestParLeadContract: the leads of a hand record are valued against the
// first par contract at its lowest level, doubled when it is a sacrifice,
// by its first declarer (whose left-hand opponent leads, Law 41A); a
// passed-out par or a par contract that is no contract gives none.
func TestParLeadContract(t *testing.T) {
	ns := []bridge.Seat{bridge.North, bridge.South}
	tests := []struct {
		name string
		par  bridge.Par
		want bridge.Contract
		ok   bool
	}{
		{"passed out", bridge.Par{}, bridge.Contract{}, false},
		{"a game by either of NS", bridge.Par{Score: 420, Contracts: []bridge.ParContract{
			{Level: 4, Levels: []int{4}, Strain: bridge.StrainSpades, Side: bridge.NorthSouth, Declarers: ns},
			{Level: 4, Strain: bridge.StrainHearts, Side: bridge.NorthSouth, Declarers: ns[1:]}}},
			bridge.Contract{Level: 4, Strain: bridge.StrainSpades, Declarer: bridge.North}, true},
		{"a sacrifice by West", bridge.Par{Score: 300, Contracts: []bridge.ParContract{
			{Level: 5, Strain: bridge.StrainDiamonds, Doubled: true, Side: bridge.EastWest, Declarers: []bridge.Seat{bridge.West}, Result: -2}}},
			bridge.Contract{Level: 5, Strain: bridge.StrainDiamonds, Doubling: bridge.Doubled, Declarer: bridge.West}, true},
		{"no declarer", bridge.Par{Score: 90, Contracts: []bridge.ParContract{{Level: 1, Strain: bridge.NoTrump, Side: bridge.NorthSouth}}}, bridge.Contract{}, false},
		{"level 8", bridge.Par{Score: 90, Contracts: []bridge.ParContract{{Level: 8, Strain: bridge.NoTrump, Side: bridge.NorthSouth, Declarers: ns}}}, bridge.Contract{}, false},
	}
	for _, tc := range tests {
		got, ok := ParLeadContract(tc.par)
		if ok != tc.ok || (ok && got != tc.want) {
			t.Errorf("%s: %v %v, want %v %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}
