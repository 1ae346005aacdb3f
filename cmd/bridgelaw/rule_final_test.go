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

// TestFinalLinePending79: while the Director has not answered whether
// tricks agreed wrongly were corrected (Law 79A2, 79C), the final line says
// the result is pending his answer, in each language; answered no, the
// agreed figure stands as agreed (79C2), not "after adjustment".
func TestFinalLinePending79(t *testing.T) {
	log := scenarioLog(t, "law79a2-after-transfer-open")
	for lang, want := range map[string]string{
		"en": "Final: pending the Director's answer to Q2 (Law 79A2); declarer's tricks by the play: 12 after adjustment, NS +480, EW -480",
		"it": "Risultato: in attesa della risposta dell'Arbitro a Q2",
		"fr": "Résultat : en attente de la réponse de l'Arbitre à Q2",
		"pl": "Wynik końcowy: w oczekiwaniu na odpowiedź Sędziego na Q2",
	} {
		var buf bytes.Buffer
		if err := ruleLog(&buf, "79a2.log", log, false, lang, nil); err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		if out := buf.String(); !strings.Contains(out, want) {
			t.Errorf("%s: want %q in:\n%s", lang, want, out)
		}
	}
	var buf bytes.Buffer
	if err := ruleLog(&buf, "79c2.log", log+"director answer Q2 no\n", false, "en", nil); err != nil {
		t.Fatal(err)
	}
	if out := buf.String(); !strings.Contains(out, "Final: declarer 11 tricks as agreed at the table (Law 79C2); NS +450, EW -450") {
		t.Errorf("want the agreed score standing in:\n%s", out)
	}
}
