package score

import (
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/internal/testapi"
)

// TestNoExportedTables holds CONTRIBUTING.md's rule: no exported mutable
// state. A table of package score is an unexported variable behind a
// function that returns a copy (IMPBounds, TrickPoints, Undertricks, ...).
func TestNoExportedTables(t *testing.T) { testapi.NoMutableVars(t, ".") }

// TestTablesAreCopies: the Law 77 and 78B tables hold the Laws' values,
// and changing a returned array changes nothing else.
func TestTablesAreCopies(t *testing.T) {
	b := IMPBounds()
	if b[0] != 10 || b[23] != 3990 || len(b) != MaxIMPs {
		t.Errorf("IMPBounds() = %v", b)
	}
	b[0] = 1000
	if IMPBounds()[0] != 10 || IMPs(20) != 1 {
		t.Error("IMPBounds() shares its array")
	}
	if tp := TrickPoints(); tp[bridge.NoTrump] != [2]int{40, 30} || tp[bridge.StrainClubs] != [2]int{20, 20} || tp[bridge.StrainSpades] != [2]int{30, 30} {
		t.Errorf("TrickPoints() = %v", tp)
	}
	if ib := InsultBonus(); ib != [3]int{0, 50, 100} {
		t.Errorf("InsultBonus() = %v", ib)
	}
	u := Undertricks()
	if u[bridge.Doubled][1] != [3]int{200, 300, 300} || u[bridge.Redoubled][0] != [3]int{200, 400, 600} {
		t.Errorf("Undertricks() = %v", u)
	}
	u[bridge.Undoubled][0][0] = 0
	if Undertricks()[bridge.Undoubled][0][0] != 50 {
		t.Error("Undertricks() shares its array")
	}
}
