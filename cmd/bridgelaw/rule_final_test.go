package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFinalLineAdjustedContract: an adjusted score assigning another
// contract than the one played (Law 12C1(b), here 16B3: 4H by West making
// ten in place of 4SX by South) is the board's score; the final line must
// not give the table's tricks as the Director's.
func TestFinalLineAdjustedContract(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "laws", "testdata", "scenarios", "law16b3-director-called-in-auction.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	log := strings.SplitN(strings.SplitN(string(data), "-- log --\n", 2)[1], "-- want --", 2)[0]
	for lang, want := range map[string]string{
		"en": "Final: the Director's adjusted score; NS -420, EW +420",
		"it": "Risultato: punteggio arbitrale;",
		"fr": "Résultat : marque ajustée par l'Arbitre ;",
		"pl": "Wynik końcowy: wynik rozjemczy Sędziego;",
	} {
		var buf bytes.Buffer
		if err := ruleLog(&buf, "adjust.log", log, false, lang, nil); err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		out := buf.String()
		if !strings.Contains(out, want) || strings.Contains(out, "as assigned by the Director") {
			t.Errorf("%s: want %q in:\n%s", lang, want, out)
		}
	}
}

// scenarioLog is the log section of scenario name.
func scenarioLog(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "laws", "testdata", "scenarios", name+".txtar"))
	if err != nil {
		t.Fatal(err)
	}
	return strings.SplitN(strings.SplitN(string(data), "-- log --\n", 2)[1], "-- want --", 2)[0]
}

// TestFinalLineTricksEstablished: the tricks the Director rules were won
// on a disagreement (Law 79B, 85A) are a finding of fact, not a result he
// assigns (Law 12C): the final line does not say "as assigned".
func TestFinalLineTricksEstablished(t *testing.T) {
	var buf bytes.Buffer
	if err := ruleLog(&buf, "79b.log", scenarioLog(t, "law79b1-tricks-established"), false, "en", nil); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if !strings.Contains(out, "Final: declarer 11 tricks; NS +450, EW -450") || strings.Contains(out, "as assigned by the Director") || strings.Contains(out, "12C1") {
		t.Errorf("want the established count, no Law 12C, in:\n%s", out)
	}
}
