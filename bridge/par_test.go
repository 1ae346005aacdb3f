package bridge

import "testing"

func TestParString(t *testing.T) {
	ew := []Seat{East, West}
	for _, tc := range []struct {
		par         Par
		dealer, dds string
	}{
		{Par{}, "pass", ""},
		{Par{Score: -110, Contracts: []ParContract{{Level: 2, Levels: []int{1, 2}, Strain: StrainSpades, Side: EastWest, Declarers: ew}}}, "2S-EW", "EW 12S"},
		{Par{Score: 100, Contracts: []ParContract{
			{Level: 3, Strain: StrainClubs, Doubled: true, Side: EastWest, Declarers: ew, Result: -1},
			{Level: 2, Strain: NoTrump, Doubled: true, Side: EastWest, Declarers: ew[1:], Result: -1},
		}}, "3C*-EW-1 2N*-W-1", "W 2Nx,EW 3Cx"},
		{Par{Score: 430, Contracts: []ParContract{{Level: 3, Strain: NoTrump, Side: NorthSouth, Declarers: []Seat{South}, Result: 1}}}, "3N-S+1", "S 3N"},
		// Nothing to panic on: no declarers (the side), a bad strain.
		{Par{Contracts: []ParContract{{Level: 1, Strain: Strain(9), Side: NorthSouth}}}, "1?-NS", "NS 1?"},
	} {
		if got := tc.par.String(); got != tc.dealer {
			t.Errorf("String %q, want %q", got, tc.dealer)
		}
		if got := tc.par.SidesString(); got != tc.dds {
			t.Errorf("SidesString %q, want %q", got, tc.dds)
		}
	}
}
