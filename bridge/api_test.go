package bridge

import (
	"testing"

	"bridgelaw/internal/testapi"
)

// TestNoExportedTables holds CONTRIBUTING.md's rule: no exported mutable
// state. A table of package bridge is an unexported variable behind a
// function that returns a copy (Seats, Suits, Strains, ...).
func TestNoExportedTables(t *testing.T) { testapi.NoMutableVars(t, ".") }

// TestTablesAreCopies: the lists hold the natural orders (Suit clubs to
// spades, Seat North to West, Strain the suits then notrump), and changing a returned array changes nothing else.
func TestTablesAreCopies(t *testing.T) {
	s := Seats()
	if s != [4]Seat{North, East, South, West} {
		t.Errorf("Seats() = %v", s)
	}
	s[0] = West
	if Seats()[0] != North {
		t.Error("Seats() shares its array")
	}
	if got := Sides(); got != [2]Side{NorthSouth, EastWest} {
		t.Errorf("Sides() = %v", got)
	}
	if got := Suits(); got != [4]Suit{Clubs, Diamonds, Hearts, Spades} {
		t.Errorf("Suits() = %v", got)
	}
	if got := SuitsDown(); got != [4]Suit{Spades, Hearts, Diamonds, Clubs} {
		t.Errorf("SuitsDown() = %v", got)
	}
	if got := Strains(); got != [5]Strain{StrainClubs, StrainDiamonds, StrainHearts, StrainSpades, NoTrump} {
		t.Errorf("Strains() = %v", got)
	}
	if got := RanksDown(); got != [13]Rank{Ace, King, Queen, Jack, Ten, Nine, Eight, Seven, Six, Five, Four, Three, Two} {
		t.Errorf("RanksDown() = %v", got)
	}
	if got := Vulnerabilities(); got != [4]Vulnerability{None, NSVulnerable, EWVulnerable, All} {
		t.Errorf("Vulnerabilities() = %v", got)
	}
}
