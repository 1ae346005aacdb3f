package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"bridgelaw/internal/testshared"
)

func TestResultsCommand(t *testing.T) {
	club := filepath.Join("..", "..", "results", "testdata", "club.csv")
	out, errOut, code := runCmd(t, "", "results", club)
	if code != 0 || !strings.Contains(out, "North-South") || !strings.Contains(out, "3=    11   7.9") {
		t.Errorf("text: status %d, stderr %q\n%s", code, errOut, out)
	}
	out, _, code = runCmd(t, "", "results", "--json", club)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 10 {
		t.Fatalf("json: status %d, %d lines", code, len(lines))
	}
	for _, l := range lines {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		for _, k := range []string{"board", "ns", "ew", "score_ns", "adjusted", "mp_ns", "mp_ew", "imp_ns"} {
			if _, ok := m[k]; !ok {
				t.Errorf("%s: no %q", l, k)
			}
		}
	}
	// Standard input, Butler.
	data, err := os.ReadFile(club)
	if err != nil {
		t.Fatal(err)
	}
	out, _, code = runCmd(t, string(data), "results", "--scoring", "butler", "--json", "-")
	if code != 0 || !strings.Contains(out, `"imp_ns":`) || strings.Contains(out, `"imp_ns":null`) {
		t.Errorf("butler from stdin: status %d\n%s", code, out)
	}
	out, _, code = runCmd(t, "", "results", "--format", "usebio", club)
	if code != 0 || !strings.HasPrefix(out, `<?xml version="1.0" encoding="ISO-8859-1"?>`) {
		t.Errorf("usebio: status %d\n%.200s", code, out)
	}
	out, _, code = runCmd(t, "", "results", "--format", "html", club)
	if code != 0 || !strings.Contains(out, `<table class="traveller" id="traveller-1">`) {
		t.Errorf("html: status %d\n%.200s", code, out)
	}
}

func TestResultsCommandErrors(t *testing.T) {
	club := filepath.Join("..", "..", "results", "testdata", "club.csv")
	for _, args := range [][]string{
		{"results", "--format", "pdf", club},
		{"results", "--scoring", "rubber", club},
		{"results", "--fouled", "french", club},
		{"results", "--scale", "3", club},
		{"results", "--winners", "3", club},
	} {
		if _, _, code := runCmd(t, "", args...); code != 2 {
			t.Errorf("%v: status %d, want 2", args, code)
		}
	}
	bad := filepath.Join(t.TempDir(), "bad.csv")
	os.WriteFile(bad, []byte("board,ns,ew,contract,declarer,tricks\n1,1,2,4S,N,14\n"), 0o644)
	_, errOut, code := runCmd(t, "", "results", bad)
	if code != 1 || !strings.Contains(errOut, "bad.csv:2:12: tricks: want declarer's tricks 0-13") {
		t.Errorf("bad file: status %d, %q", code, errOut)
	}
	if _, _, code := runCmd(t, "", "results", filepath.Join(t.TempDir(), "absent.csv")); code != 1 {
		t.Errorf("absent file: status %d", code)
	}
}

// TestResultsCommandCorpusCheck: the FFB session of the corpus scores to
// its own matchpoints: --check finds no difference (exit 0).
func TestResultsCommandCorpusCheck(t *testing.T) {
	f := testshared.Path(t, "corpus", "bridgetrainer-open2dn1nationalfinaledirecte21-22-sance1.pbn")
	out, errOut, code := runCmd(t, "", "results", "--check", f)
	if code != 0 || errOut != "" || !strings.Contains(out, "     1     7  771.2  1260  61.21      30") {
		t.Errorf("status %d, stderr %q\n%.800s", code, errOut, out)
	}
}

// TestResultsCommandDD: --format html solves board 1 of results/testdata/
// dd.pbn, which has no OptimumResultTable (DDS 2.9.0: North 6 tricks in
// notrump, 5 in spades, 6 in hearts, 5 in diamonds, 7 in clubs; par -110,
// 2S by East-West), and shows the file's tables of boards 2 and 3;
// --dd=false shows only the file's.
func TestResultsCommandDD(t *testing.T) {
	file := filepath.Join("..", "..", "results", "testdata", "dd.pbn")
	northRow := "<tr><th>N</th><td>6</td><td>5</td><td>6</td><td>5</td><td>7</td></tr>"
	out, errOut, code := runCmd(t, "", "results", "--format", "html", file)
	if code != 0 || !strings.Contains(out, northRow) || !strings.Contains(out, `<p class="par" id="par-1">Par: EW 110, EW 2S=</p>`) ||
		!strings.Contains(out, `id="dd-2"`) || !strings.Contains(out, `Par: NS 100, EW 4SX-1`) {
		t.Errorf("html: status %d, stderr %q\n%s", code, errOut, out)
	}
	out, errOut, code = runCmd(t, "", "results", "--format", "html", "--dd=false", file)
	if code != 0 || strings.Contains(out, `id="dd-1"`) || strings.Contains(out, `id="par-1"`) || !strings.Contains(out, `id="dd-2"`) ||
		!strings.Contains(out, `Par: EW 300, NS 5HX-2`) {
		t.Errorf("--dd=false: status %d, stderr %q\n%s", code, errOut, out)
	}
}

// TestResultsCommandBadInput: no file is a usage error (status 2); an empty
// file and a broken .pbn file are read as what they claim to be and
// refused with their name (status 1), never taken for a CSV traveller.
func TestResultsCommandBadInput(t *testing.T) {
	if _, errOut, code := runCmd(t, "", "results"); code != 2 || !strings.Contains(errOut, "FILE") {
		t.Errorf("no file: status %d, %s", code, errOut)
	}
	empty := tempFile(t, "empty.pbn", "")
	if _, errOut, code := runCmd(t, "", "results", empty); code != 1 || !strings.Contains(errOut, "empty.pbn: the file is empty") {
		t.Errorf("empty file: status %d, %s", code, errOut)
	}
	garbage := tempFile(t, "garbage.pbn", "hello world\x00\x01 garbage\n")
	if _, errOut, code := runCmd(t, "", "results", garbage); code != 1 || strings.Contains(errOut, "column") || !strings.Contains(errOut, "garbage.pbn") {
		t.Errorf("garbage .pbn: status %d, %s", code, errOut)
	}
}

// TestResultsLanguages: results/testdata/club.csv (the evening of the HTML
// tests: notes of artificial and weighted adjusted scores, a lead, a
// passed-out board) and dd.pbn (hand diagrams, double-dummy tables, par)
// as a page and as text in each language: the words of the federations'
// translations of the Laws (FIGB, FFB, PZBS), the laws as the language cites them, <html lang>, and
// in Italian, French and Polish no English word of the page or of the text
// left (pair ids, names, numbers and marks such as A+ are data).
func TestResultsLanguages(t *testing.T) {
	club := filepath.Join("..", "..", "results", "testdata", "club.csv")
	ddFile := filepath.Join("..", "..", "results", "testdata", "dd.pbn")
	want := map[string][]string{
		"en": {`<html lang="en">`, "<h2>Board 1</h2>", "Dealer North", "Vul None", "matchpoints (Law 78A)", "North-South", "<th>Contract</th><th>Lead</th>",
			"Score NS", "MP EW", "Law 12C1(c): weighted adjusted score", "<caption>Double dummy</caption>", "<th>NT</th>", "<th>W</th>",
			"Par: EW 300, NS 5HX-2", "<td>4S N =</td>", "<td>HK</td>", "<td>Pass</td>", "QJ6", "Scored by bridgelaw under the Laws of Duplicate Bridge 2017 from"},
		"it": {`<html lang="it">`, "<h2>Smazzata 1</h2>", "Mazziere Nord", "Zona nessuno", "punti match (Articolo 78A)", "Nord-Sud", "Est-Ovest",
			"<th>Contratto</th><th>Attacco</th>", "Punteggio NS", "PM EO", "Articolo 12C1(c): punteggio arbitrale ponderato",
			"Articolo 12C2: punteggio arbitrale artificiale", "<caption>A carte scoperte</caption>", "<th>SA</th>", "<th>O</th>",
			"Par: EO 300, NS 5♥X-2", "<td>4♠ N =</td>", "<td>♥R</td>", "<td>passo</td>", "D F 6", "<th>Coppia</th>", "Smazzate",
			"Codice Internazionale del Bridge Duplicato 2017"},
		"fr": {`<html lang="fr">`, "<h2>Donne 1</h2>", "Donneur Nord", "Vulnérabilité personne", "points de match (Loi 78A)", "Nord-Sud", "Est-Ouest",
			"<th>Contrat</th><th>Entame</th>", "Marque NS", "PM EO", "Loi 12C1(c) : marque ajustée pondérée",
			"Loi 12C2 : marque ajustée artificielle", "<caption>À cartes ouvertes</caption>", "<th>SA</th>", "<th>O</th>",
			"Par : EO 300, NS 5♥X-2", "<td>4♠ N =</td>", "<td>♥R</td>", "<td>passe</td>", "D V 6", "<th>Paire</th>", "Donnes",
			"Code international du bridge 2017"},
		"pl": {`<html lang="pl">`, "<h2>Rozdanie 1</h2>", "Rozdający N", "Założenia obie strony przed partią", "punkty meczowe (Przepis 78A)", "Pary NS", "Pary EW",
			"<th>Kontrakt</th><th>Wist</th>", "Zapis NS", "PM EW", "Przepis 12C1(c): ważony wynik rozjemczy",
			"Przepis 12C2: sztuczny wynik rozjemczy", "<caption>W widne karty</caption>", "<th>BA</th>", "<th>W</th>",
			"Par: EW 300, NS 5♥X-2", "<td>4♠ N =</td>", "<td>♥K</td>", "<td>pas</td>", "D W 6", "<th>Para</th>", "Rozdania",
			"Międzynarodowego Prawa Brydżowego 2017"},
	}
	// The text, ranked as one field.
	wantText := map[string][]string{
		"en": {"Scoring: matchpoints (Law 78A), 5 results a board expected (top 8)", "Ranking\n  Rank  Pair  ", "Board 2  Dealer East  Vul NS  Top 8"},
		"it": {"Calcolo: punti match (Articolo 78A), 5 risultati attesi per smazzata (top 8)", "Classifica\n  Pos.  Coppia  ", "Smazzata 2  Mazziere Est  Zona NS  Top 8"},
		"fr": {"Mode de calcul : points de match (Loi 78A), 5 résultats attendus par donne (top 8)", "Classement\n  Rang  Paire  ", "Donne 2  Donneur Est  Vulnérabilité NS  Top 8"},
		"pl": {"Obliczanie wyników: punkty meczowe (Przepis 78A), oczekiwanych 5 wyników na rozdanie (maks. 8)", "Klasyfikacja\n  Miejsce  Para  ", "Rozdanie 2  Rozdający E  Założenia NS po partii  Maks. 8"},
	}
	// The English words of the page and the text; "Par" and "Top" are the
	// federations' words too, "IMP" and "VP" everyone's.
	english := regexp.MustCompile(`\b(Rank|Ranking|Pairs?|Teams?|MP|Of|Boards?|Names|Dealer|Vul|Double|dummy|Contract|Lead|Score|Scored|Scoring|Results?|` +
		`Laws?|Duplicate|North|South|East|West|None|All|matchpoints|adjusted|artificial|weighted|assigned|Pass|NT|hands|tricks|expected|results|board)\b`)
	for _, lang := range []string{"en", "it", "fr", "pl"} {
		page := ""
		for _, f := range []string{club, ddFile} {
			out, errOut, code := runCmd(t, "", "results", "--lang", lang, "--format", "html", "--dd=false", f)
			if code != 0 {
				t.Fatalf("%s %s: status %d, %s", lang, f, code, errOut)
			}
			page += out
		}
		for _, w := range want[lang] {
			if !strings.Contains(page, w) {
				t.Errorf("%s: the page lacks %q", lang, w)
			}
		}
		text, errOut, code := runCmd(t, "", "results", "--lang", lang, "--winners", "1", club)
		if code != 0 {
			t.Fatalf("%s text: status %d, %s", lang, code, errOut)
		}
		for _, w := range wantText[lang] {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the text lacks %q:\n%s", lang, w, text)
			}
		}
		if lang == "en" {
			continue
		}
		// What a reader sees: the text of the page without its style, with
		// its labels, and the text output.
		seen := regexp.MustCompile(`(?s)<style>.*?</style>`).ReplaceAllString(page, "")
		seen = regexp.MustCompile(`aria-label="([^"]*)"`).ReplaceAllString(seen, ">$1<")
		seen = regexp.MustCompile(`<[^>]*>`).ReplaceAllString(seen, " ")
		seen = strings.ReplaceAll(seen+"\n"+text, "results/testdata/", "")
		for _, m := range english.FindAllString(seen, -1) {
			t.Errorf("%s: English %q left in the output", lang, m)
		}
		if lang != "pl" && regexp.MustCompile(`\bEW\b`).MatchString(seen) {
			t.Errorf("%s: EW left for EO", lang)
		}
	}
	for _, lang := range []string{"xx", "english", ""} {
		if _, errOut, code := runCmd(t, "", "results", "--lang", lang, club); code != 2 || !strings.Contains(errOut, "--lang") {
			t.Errorf("--lang %q: status %d, %s", lang, code, errOut)
		}
	}
	if _, _, code := runCmd(t, "", "results", "--lang", "fr-CH", club); code != 0 {
		t.Errorf("--lang fr-CH: status %d", code)
	}
	// JSON and USEBIO are data: the same in every language.
	for _, format := range []string{"json", "usebio"} {
		en, _, _ := runCmd(t, "", "results", "--format", format, club)
		it, _, _ := runCmd(t, "", "results", "--format", format, "--lang", "it", club)
		if en != it || en == "" {
			t.Errorf("--format %s changes with --lang", format)
		}
	}
}

// TestResultsCommandIssues: two sections' files whose board 1 was dealt
// differently are scored in groups a deal (Law 87B) and say so, exit 0;
// a file with nothing readable names the cause, exit 1; a file with a
// result left out says so on the page and exits 1; a pair on both sides
// of a table is refused.
func TestResultsCommandIssues(t *testing.T) {
	dir := t.TempDir()
	game := func(north, deal, contract, tricks string) string {
		return "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[North \"" + north + "\"]\n[Deal \"" + deal + "\"]\n[Declarer \"E\"]\n[Contract \"" + contract + "\"]\n[Result \"" + tricks + "\"]\n\n"
	}
	const d1 = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
	const d2 = "N:QJ3.K652.J85.T98 876.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
	files := map[string]string{
		"a.pbn":       game("n1", d1, "2S", "8") + game("n2", d1, "2S", "9") + game("n3", d1, "3S", "8"),
		"b.pbn":       game("n4", d2, "2S", "8") + game("n5", d2, "4S", "10"),
		"noboard.pbn": "[Event \"x\"]\n[Declarer \"E\"]\n[Contract \"2S\"]\n[Result \"8\"]\n",
		"bad.pbn":     game("n1", d1, "2S", "8") + game("n2", d1, "2S", "15"),
		"both.csv":    "board,ns,ew,score\n1,1,1,420\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := func(name string) string { return filepath.Join(dir, name) }
	for _, c := range []struct {
		args        []string
		code        int
		out, errOut string
	}{
		{[]string{"results", p("a.pbn"), p("b.pbn")}, 0, "  Law 87B: the results give 2 different deals: each deal played is a group scored on its own; results a group: A 3, B 2\n", ""},
		{[]string{"results", "--lang", "it", p("a.pbn"), p("b.pbn")}, 0, "Articolo 87B: i risultati riportano 2 smazzate diverse", ""},
		{[]string{"results", "--json", p("a.pbn"), p("b.pbn")}, 0, `"group":"B"`, ""},
		{[]string{"results", p("noboard.pbn")}, 1, "", "a result but no Board tag (the board number): not scored"},
		{[]string{"results", "--format", "html", p("bad.pbn")}, 1, `<section class="problems" id="problems">`, "Result \"15\""},
		{[]string{"results", p("both.csv")}, 1, "", "board 1: pair 1 sits both North-South and East-West"},
	} {
		out, errOut, code := runCmd(t, "", c.args...)
		if code != c.code || !strings.Contains(out, c.out) || !strings.Contains(errOut, c.errOut) {
			t.Errorf("%v: status %d, stderr %q\n%s", c.args[1:], code, errOut, out)
		}
	}
}

// TestResultsTableLogs: bridgelaw results reads table logs (the Director's
// weighted score of table 3, Law 12C1(c)) and scores them as a traveller:
// the matchpoints worked by hand in results.TestTableLogsWeighted.
func TestResultsTableLogs(t *testing.T) {
	dir := filepath.Join("..", "..", "results", "testdata", "tablelog")
	out, errOut, code := runCmd(t, "", "results", "--dd=false", filepath.Join(dir, "table1.log"), filepath.Join(dir, "table2.log"), filepath.Join(dir, "table3.log"))
	for _, want := range []string{"60% +450, 40% -50   2.80   1.20", "420   2.80   1.20", "-50   0.40   3.60", "Law 12C1(c): weighted adjusted score"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("status %d, stderr %q: no %q in\n%s", code, errOut, want, out)
		}
	}
}

// TestResultsUSEBIORoundTrip: issue 14's pipe on the example evening:
// results --format usebio X | results --json - gives results --json X.
func TestResultsUSEBIORoundTrip(t *testing.T) {
	x := "../../examples/club-night.pbn"
	xml, errOut, code := runCmd(t, "", "results", "--format", "usebio", x)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	got, errOut, code := runCmd(t, xml, "results", "--json", "-")
	want, _, _ := runCmd(t, "", "results", "--json", x)
	if code != 0 || got != want || !strings.Contains(want, `"score_ns":650`) {
		t.Errorf("exit %d %s:\n%s\nwant\n%s", code, errOut, got, want)
	}
}

// TestResultsUSEBIOWeighted: USEBIO 1.2 has no form for a weighted
// adjusted score (Law 12C1(c)): the export writes its percentages (A7030,
// the weighted matchpoints 2.8 of 4) and warns naming the board, the pairs
// and the weights lost; the exit status stays 0.
func TestResultsUSEBIOWeighted(t *testing.T) {
	dir := filepath.Join("..", "..", "results", "testdata", "tablelog")
	out, errOut, code := runCmd(t, "", "results", "--dd=false", "--format", "usebio", filepath.Join(dir, "table1.log"), filepath.Join(dir, "table2.log"), filepath.Join(dir, "table3.log"))
	if code != 0 || !strings.Contains(out, "<SCORE>A7030</SCORE>") ||
		!strings.Contains(errOut, "warning: board 1, 3 v 6: USEBIO 1.2 has no form for a weighted adjusted score (Law 12C1(c)): 60% +450, 40% -50 written as A7030") {
		t.Errorf("status %d, stderr %q", code, errOut)
	}
	// A file without a weighted score: no warning.
	if _, errOut, code := runCmd(t, "", "results", "--format", "usebio", "../../examples/club-night.pbn"); code != 0 || errOut != "" {
		t.Errorf("club night: status %d, stderr %q", code, errOut)
	}
}
