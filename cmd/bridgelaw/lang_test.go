package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
)

// TestRuleLanguages: bridgelaw rule --lang for a revoke (Law 64A1, two
// tricks transferred) and an auction irregularity (Law 31B, a bid out of
// rotation cancelled, the replacement not comparable, a Law 26B lead
// prohibition) in each language, against testdata/rule-*.LANG.golden
// (go test -run TestRuleLanguages -update rewrites them).
func TestRuleLanguages(t *testing.T) {
	for _, sc := range []struct{ name, file string }{
		{"revoke", "law64a1-example2.txtar"},
		{"auction", "law31b-south-opens-out-of-turn.txtar"},
	} {
		for _, lang := range catalog.Languages {
			out, errOut, code := runCmd(t, "", "rule", "--lang", lang, "../../laws/testdata/scenarios/"+sc.file)
			if code != 0 {
				t.Fatalf("%s %s: exit %d: %s", sc.name, lang, code, errOut)
			}
			golden(t, "rule-"+sc.name+"."+lang+".golden", out)
		}
	}
}

// TestRuleLanguageWords: the words each language must use in the two
// scenarios, the terms of each federation's translation of the Laws
// (FIGB, FFB, PZBS), and no English left but the log's own words
// (options, answers such as "tricks N").
func TestRuleLanguageWords(t *testing.T) {
	revoke := "../../laws/testdata/scenarios/law64a1-example2.txtar"
	auction := "../../laws/testdata/scenarios/law31b-south-opens-out-of-turn.txtar"
	for _, tc := range []struct {
		lang, file string
		want       []string
	}{
		{"en", revoke, []string{"Law 64A1", "2 tricks go to NS", "Final: declarer 11 tricks after adjustment; NS +450, EW -450"}},
		{"it", revoke, []string{"Articolo 64A1", "renonce consumata", "2 prese passano a NS", "linea innocente", "Risultato: dichiarante 11 prese"}},
		{"fr", revoke, []string{"Loi 64A1", "renonce consommée", "2 levées sont transférées à NS", "camp non fautif", "Résultat : déclarant 11 levées", "EO -450"}},
		{"pl", revoke, []string{"Przepis 64A1", "Uprawomocniony fałszywy renons", "2 lewy zostają przekazane stronie NS", "strona niewykraczająca", "rozgrywający 11 lew"}},
		{"it", auction, []string{"Sud ha dichiarato fuori turno: 1♣ al turno di Nord", "La dichiarazione fuori turno di Sud è annullata", "informazione non autorizzata", "Articolo 26B"}},
		{"fr", auction, []string{"Sud a fait une déclaration hors tour : 1♣ alors que c'était à Nord de parler", "information non autorisée", "Loi 26B"}},
		{"pl", auction, []string{"S zapowiedział poza kolejnością: 1♣ w turze gracza N", "informacją nieuprawnioną", "Przepis 26B", "zakazać wyjścia"}},
	} {
		out, _, _ := runCmd(t, "", "rule", "--lang", tc.lang, tc.file)
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s %s: no %q in\n%s", tc.lang, filepath.Base(tc.file), w, out)
			}
		}
		if tc.lang == "en" {
			continue
		}
		for _, english := range []string{"Law ", " trick ", "tricks go", "declarer", "revoke by", "Rulings:", "Final:", "(s)"} {
			if strings.Contains(out, english) {
				t.Errorf("%s %s: English %q left in\n%s", tc.lang, filepath.Base(tc.file), english, out)
			}
		}
	}
}

// TestRuleLanguageJSON: --json keeps its keys, kinds, laws and options in
// English; only the explanations follow --lang.
func TestRuleLanguageJSON(t *testing.T) {
	out, _, code := runCmd(t, "", "rule", "--json", "--lang", "pl", "../../laws/testdata/scenarios/law64a1-example2.txtar")
	var got struct {
		Rulings []struct {
			Kind, Law, Explanation string
		} `json:"rulings"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
		t.Fatalf("exit %d, %v: %s", code, err, out)
	}
	r := got.Rulings[0]
	if r.Kind != "revoke" || r.Law != "Law 61A" || !strings.HasPrefix(r.Explanation, "E popełnił fałszywy renons w lewie 7: ♠D do wyjścia w ♣") {
		t.Errorf("%+v", r)
	}
}

// TestLangFlag: an unknown language is a usage error (exit 2) naming the
// languages there are; a regional tag is its language.
func TestLangFlag(t *testing.T) {
	path := "../../laws/testdata/scenarios/law64a1-example2.txtar"
	revoke := []string{"revoke", "--contract", "4S", "--declarer", "S", "--vulnerable", "None", "--winners", "WWSSSNESSNESS", "--revoke", "E@7"}
	for _, args := range [][]string{
		{"rule", "--lang", "de", path},
		{"rule", "--lang", "", path},
		{"rule", "--lang=english", path},
		append(revoke, "--lang", "xx"),
	} {
		out, errOut, code := runCmd(t, "", args...)
		if code != 2 || out != "" || !strings.Contains(errOut, "--lang: unknown language") || !strings.Contains(errOut, "want en, it, fr, pl") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	if out, errOut, code := runCmd(t, "", "rule", "--lang", "fr-CH", path); code != 0 || !strings.Contains(out, "Loi 64A1") {
		t.Errorf("fr-CH: exit %d %s%s", code, out, errOut)
	}
	for lang, want := range map[string]string{
		"en": "Law 64A1: revoke by East on trick 7: 2 tricks transferred to NS (tricks 7 and 11)\nDeclarer (South) 9 tricks as played, 11 after adjustment: 4S by S, NS +450 (was -50)\nVulnerability: None\n",
		"it": "Articolo 64A1: renonce di Est nella presa 7: 2 prese trasferite a NS (prese 7 e 11)\nDichiarante (Sud): 9 prese al tavolo, 11 dopo il trasferimento: 4♠ di S, NS +450 (prima -50)\nIn zona: nessuno\n",
		"fr": "Loi 64A1 : renonce commise par Est à la levée 7 : 2 levées transférées à NS (levées 7 et 11)\nDéclarant (Sud) : 9 levées à la table, 11 après ajustement : 4♠ par S, NS +450 (avant -50)\nVulnérabilité : personne\n",
		"pl": "Przepis 64A1: fałszywy renons gracza E w lewie 7: 2 lewy przekazane stronie NS (lewy 7 i 11)\nRozgrywający (S): 9 lew przy stole, 11 po przekazaniu: 4♠, rozgrywa S, NS +450 (było -50)\nZałożenia: obie strony przed partią\n",
	} {
		out, errOut, code := runCmd(t, "", append(revoke, "--lang", lang)...)
		if code != 0 || !strings.HasPrefix(out, want) {
			t.Errorf("revoke --lang %s: exit %d %s\n%s", lang, code, errOut, out)
		}
	}
}

// checkRuleErrors runs rule --lang lang on log, as text and as --json, and
// checks that it exits 1 reporting exactly the errors want, in order, on
// standard error (joined by "; ") and in --json's "errors"; it returns the
// standard error.
func checkRuleErrors(t *testing.T, log, lang string, want []string) string {
	t.Helper()
	_, errOut, code := runCmd(t, log, "rule", "--lang", lang, "-")
	if code != 1 || errOut != "bridgelaw: -: "+strings.Join(want, "; ")+"\n" {
		t.Errorf("%s: exit %d, stderr %q", lang, code, errOut)
	}
	out, _, _ := runCmd(t, log, "rule", "--json", "--lang", lang, "-")
	var got struct{ Errors []string }
	if err := json.Unmarshal([]byte(out), &got); err != nil || strings.Join(got.Errors, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s --json: %v %q", lang, err, got.Errors)
	}
	return errOut
}

// TestRuleImpossibleLanguages: an event that cannot happen (a card the
// player does not hold, a claim of more tricks than are left, Law 68) is
// reported, on standard error and in --json's "errors", in the language of
// --lang, English as it has always been.
func TestRuleImpossibleLanguages(t *testing.T) {
	log := `[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ98.32.32.432 76.AKQJ.7654.765 5432.54.AKQ.AKQJ T.T9876.JT98.T98"]
N call Pass
E call Pass
S call 1S
W call Pass
N call 4S
E call Pass
S call Pass
W call Pass
W play HA
W play HT
N play H2
E play HJ
S play H4
claim E 13
`
	for lang, want := range map[string][]string{
		"en": {"line 13: laws: impossible event: West does not hold HA", "line 18: laws: impossible event: a claim of 13 tricks with 12 left to play (Law 68)"},
		"it": {"riga 13: evento impossibile: Ovest non ha ♥A", "riga 18: evento impossibile: un claim di 13 prese quando ne restano da giocare 12 (Articolo 68)"},
		"fr": {"ligne 13 : événement impossible : Ouest ne détient pas ♥A", "ligne 18 : événement impossible : une revendication de 13 levées alors qu'il en reste 12 à jouer (Loi 68)"},
		"pl": {"wiersz 13: zdarzenie niemożliwe: gracz W nie ma karty ♥A", "wiersz 18: zdarzenie niemożliwe: deklaracja 13 lew, gdy do rozegrania zostało 12 (Przepis 68)"},
	} {
		checkRuleErrors(t, log, lang, want)
	}
}

// TestRuleTagLanguages: tags that contradict the board (Law 2) or the
// auction logged are reported, on standard error and in --json's
// "errors", in the language of --lang, English as it has always been;
// no English word is left but the tags' names and values.
func TestRuleTagLanguages(t *testing.T) {
	log := `[Board "1"]
[Dealer "E"]
[Vulnerable "Both"]
[Contract "3NT"]
[Declarer "N"]
[Deal "N:AKQJ98.32.32.432 76.AKQJ.7654.765 5432.54.AKQ.AKQJ T.T9876.JT98.T98"]
E call Pass
S call 1S
W call Pass
N call 4S
E call Pass
S call Pass
W call Pass
`
	for lang, want := range map[string][]string{
		"en": {`line 2: Dealer tag: "E" contradicts board 1, dealt by North (Law 2); the log is ruled with East as dealer`,
			`line 3: Vulnerable tag: "Both" contradicts board 1, marked None (Law 2); the board is scored with All`,
			`line 4: Contract tag: 3NT by North contradicts the auction logged, which ended in 4S by South; the auction is followed`},
		"it": {`riga 2: tag Dealer: "E" contraddice il board 1, distribuito da Nord (Articolo 2); il registro è giudicato con Est come mazziere`,
			`riga 3: tag Vulnerable: "Both" contraddice il board 1, che indica in zona: nessuno (Articolo 2); il punteggio è calcolato con in zona: tutti`,
			`riga 4: tag Contract: 3SA giocato da Nord contraddice la licita registrata, che si è conclusa con 4♠ giocato da Sud; si segue la licita`},
		"fr": {`ligne 2 : balise Dealer : "E" contredit l'étui de la donne 1, donneur Nord (Loi 2) ; le journal est arbitré avec Est comme donneur`,
			`ligne 3 : balise Vulnerable : "Both" contredit l'étui de la donne 1, vulnérables : personne (Loi 2) ; la donne est marquée avec vulnérables : tous`,
			`ligne 4 : balise Contract : 3SA joué par Nord contredit les enchères enregistrées, terminées par 4♠ joué par Sud ; les enchères sont suivies`},
		"pl": {`wiersz 2: znacznik Dealer: "E" jest sprzeczne z pudełkiem rozdania 1, rozdający N (Przepis 2); zapis jest rozstrzygany z rozdającym E`,
			`wiersz 3: znacznik Vulnerable: "Both" jest sprzeczne z pudełkiem rozdania 1, założenia: obie strony przed partią (Przepis 2); rozdanie jest liczone z założeniami: obie strony po partii`,
			`wiersz 4: znacznik Contract: 3BA, rozgrywa N, jest sprzeczne z zapisaną licytacją, zakończoną kontraktem 4♠, rozgrywa S; obowiązuje licytacja`},
	} {
		errOut := checkRuleErrors(t, log, lang, want)
		if lang == "en" {
			continue
		}
		for _, w := range []string{"line", "tag:", "contradicts", "dealt", "marked", "scored", "auction", "followed", " by ", "None", "All"} {
			if strings.Contains(errOut, w) {
				t.Errorf("%s: %q keeps the English %q", lang, errOut, w)
			}
		}
	}
}

// TestRuleSyntaxLanguages: a line of the log that cannot be read (an
// unknown verb, a bad card, a bad seat) is reported on standard error by
// its line, its column and what was expected, in the language of --lang,
// English as it has always been; the log's own words are kept.
func TestRuleSyntaxLanguages(t *testing.T) {
	head := "[Board \"1\"]\n[Deal \"N:AKQJ98.32.32.432 76.AKQJ.7654.765 5432.54.AKQ.AKQJ T.T9876.JT98.T98\"]\nE call Pass\n"
	for _, tc := range []struct {
		line string
		want map[string]string
	}{
		{"S bid 1S\n", map[string]string{
			"en": `line 4, column 3: unknown verb "bid": want one of `,
			"it": `riga 4, colonna 3: verbo sconosciuto "bid": serve uno tra `,
			"fr": `ligne 4, colonne 3 : verbe inconnu "bid" : il faut l'un de `,
			"pl": `wiersz 4, kolumna 3: nieznany czasownik "bid": oczekiwano jednego z: `}},
		{"S play SZ\n", map[string]string{
			"en": "line 4, column 8: want a card such as SA, HT or D2",
			"it": "riga 4, colonna 8: serve una carta come SA, HT o D2",
			"fr": "ligne 4, colonne 8 : il faut une carte comme SA, HT ou D2",
			"pl": "wiersz 4, kolumna 8: oczekiwano karty, np. SA, HT lub D2"}},
		{"X call 1S\n", map[string]string{
			"en": "line 4, column 1: want a seat (N, E, S, W), a side (NS, EW), director, end-of-round or hands-returned",
			"it": "riga 4, colonna 1: serve una posizione (N, E, S, W), una linea (NS, EW), director, end-of-round o hands-returned",
			"fr": "ligne 4, colonne 1 : il faut une position (N, E, S, W), un camp (NS, EW), director, end-of-round ou hands-returned",
			"pl": "wiersz 4, kolumna 1: oczekiwano pozycji (N, E, S, W), strony (NS, EW), director, end-of-round lub hands-returned"}},
		{"S ask Q\n", map[string]string{
			"en": "line 4, column 7: want the seat asked: N, E, S or W",
			"it": "riga 4, colonna 7: serve la posizione interrogata: N, E, S o W",
			"fr": "ligne 4, colonne 7 : il faut la position interrogée : N, E, S ou W",
			"pl": "wiersz 4, kolumna 7: oczekiwano: pozycja pytana (N, E, S lub W)"}},
	} {
		for lang, want := range tc.want {
			for _, asJSON := range []bool{false, true} {
				args := []string{"rule", "--lang", lang, "-"}
				if asJSON {
					args = []string{"rule", "--json", "--lang", lang, "-"}
				}
				_, errOut, code := runCmd(t, head+tc.line, args...)
				if code != 1 || !strings.HasPrefix(errOut, "bridgelaw: -: "+want) {
					t.Errorf("%q %s json=%v: exit %d, stderr %q\nwant %q", tc.line, lang, asJSON, code, errOut, want)
				}
				if lang == "en" {
					continue
				}
				for _, w := range []string{"line ", "column", "want", "unknown", "such as", "a seat", "a side", "asked"} {
					if strings.Contains(errOut, w) {
						t.Errorf("%q %s: %q keeps the English %q", tc.line, lang, errOut, w)
					}
				}
			}
		}
	}
}
