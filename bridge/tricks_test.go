package bridge

import "testing"

func TestTrickTable(t *testing.T) {
	var tab TrickTable
	for _, s := range Seats() {
		for _, st := range Strains() {
			tab[s][st] = int(s)*3 + int(st) // 0-13
		}
	}
	if !tab.Complete() || tab.Empty() {
		t.Fatal("a table of numbers 0-13 is complete")
	}
	if got := tab.Tricks(South, NoTrump); got != 10 {
		t.Errorf("Tricks(S, NT) = %d, want 10", got)
	}
	if got := tab.Tricks(Seat(4), NoTrump); got != UnknownTricks {
		t.Errorf("Tricks(Seat(4), NT) = %d, want UnknownTricks", got)
	}
	if got := tab.Tricks(North, Strain(5)); got != UnknownTricks {
		t.Errorf("Tricks(N, Strain(5)) = %d, want UnknownTricks", got)
	}
	r := tab.Rotate(1)
	if r[East] != tab[North] || r[North] != tab[West] || r.Rotate(3) != tab {
		t.Errorf("Rotate(1) = %v", r)
	}
	u := UnknownTable()
	if !u.Empty() || u.Complete() || u.Known(North, StrainClubs) {
		t.Error("UnknownTable is empty")
	}
	u[West][StrainSpades] = 9
	u[North][StrainClubs] = 14 // not a number of tricks
	if u.Empty() || !u.Known(West, StrainSpades) || u.Known(North, StrainClubs) {
		t.Error("a table with one cell known")
	}
	const want = "" +
		"     C  D  H  S NT\n" +
		"N    ?  ?  ?  ?  ?\n" +
		"E    ?  ?  ?  ?  ?\n" +
		"S    ?  ?  ?  ?  ?\n" +
		"W    ?  ?  ?  9  ?\n"
	if got := u.String(); got != want {
		t.Errorf("String:\n%s want\n%s", got, want)
	}
	const full = "" +
		"     C  D  H  S NT\n" +
		"N    0  1  2  3  4\n" +
		"E    3  4  5  6  7\n" +
		"S    6  7  8  9 10\n" +
		"W    9 10 11 12 13\n"
	if got := tab.String(); got != full {
		t.Errorf("String:\n%s want\n%s", got, full)
	}
}
