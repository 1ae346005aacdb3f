package results

import (
	"bytes"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
	"bridgelaw/score"
)

// notesCSV is an evening whose lines carry every kind of note: procedural
// penalties (one in a unit that does not fit matchpoints), the Law 79
// corrections, a fouled board (Law 87) with a small group, artificial,
// assigned and weighted adjusted scores and the session rule (Law 12C2(c)).
const notesCSV = `board,ns,ew,contract,declarer,tricks,adjusted,penalty_ns,penalty_ew,correction,group,foul
1,1,11,4S,N,10,,10%,3imp,,,
1,2,12,4S,N,9,,,,10,,
1,3,13,4S,N,9,,,,10 after 45m,,
1,4,14,4S,N,9,,,,10 after 45m approved,,
1,5,15,4S,N,9,,,,10 disputed convinced,,
1,6,16,4S,N,9,,,,10 disputed reduce,,
1,7,17,4S,N,9,,,,10 disputed,,
1,8,18,3NT,S,9,,,,,b,cards-moved
2,1,12,,,,A+/A-,,,,,
2,2,13,,,,+420,,,,,
2,3,14,,,,60% 4S N =; 40% 4S N -1,,,,,
2,4,15,2H,E,8,,,,,,
2,5,16,2H,E,8,,,,,,
2,6,17,2H,E,8,,,,,,
2,7,18,2H,E,8,,,,,,
2,8,11,2H,E,8,,,,,,
`

// TestNotesInEveryLanguage: each note of a traveller line is the same in
// English as Line.Notes, and in Italian, French and Polish is its own text
// with the law cited as the language cites it, every placeholder filled.
func TestNotesInEveryLanguage(t *testing.T) {
	law := map[string]string{"en": "Law ", "it": "Articolo ", "fr": "Loi ", "pl": "Przepis "}
	keys := map[string]bool{}
	for _, m := range []Method{MatchpointScoring, ButlerScoring} {
		s := scoreCSV(t, notesCSV, Options{Method: m, Fouled: score.EBUFouled})
		for _, sb := range s.Boards {
			for _, l := range sb.Lines {
				if len(l.Notes) != len(l.NoteData) {
					t.Fatalf("board %d %s-%s: %d notes, %d as data", sb.Board.Number, l.Result.NS, l.Result.EW, len(l.Notes), len(l.NoteData))
				}
				for i, n := range l.NoteData {
					keys[n.Key] = true
					if got := n.Text("en"); got != l.Notes[i] {
						t.Errorf("%s in English: %q, Notes %q", n.Key, got, l.Notes[i])
					}
					for _, lang := range catalog.Languages {
						got := n.Text(lang)
						if strings.Contains(got, "<no value>") || strings.Contains(got, "{{") || strings.Contains(got, "results.") ||
							lang != "en" && (got == l.Notes[i] || strings.Contains(got, "Law ")) ||
							strings.Contains(l.Notes[i], "Law ") && !strings.Contains(got, law[lang]) {
							t.Errorf("%s in %s: %q (English %q)", n.Key, lang, got, l.Notes[i])
						}
					}
				}
			}
		}
	}
	for _, k := range []string{"note-penalty", "note-penalty-unfit", "correction-in-period", "correction-late", "correction-approved",
		"correction-convinced", "correction-reduce-one", "correction-not-convinced", "note-fouled-small", "note-artificial",
		"note-assigned", "note-weighted", "note-session-mp"} {
		if !keys[k] {
			t.Errorf("no note %s in the evening", k)
		}
	}
}

// TestWriteLang: an unknown language is an error; a regional tag is its
// language.
func TestWriteLang(t *testing.T) {
	s := scoreCSV(t, clubFile(t), Options{})
	var buf bytes.Buffer
	if err := WriteHTMLLang(&buf, s, score.TwoPerBeat, "xx"); err == nil {
		t.Error("WriteHTMLLang xx: no error")
	}
	if err := WriteTextLang(&buf, s, score.TwoPerBeat, "xx"); err == nil {
		t.Error("WriteTextLang xx: no error")
	}
	buf.Reset()
	if err := WriteHTMLLang(&buf, s, score.TwoPerBeat, "fr-CH"); err != nil || !strings.Contains(buf.String(), `<html lang="fr">`) {
		t.Errorf("fr-CH: %v", err)
	}
}

// TestParText: a par as PBN tags and SolveDD write it, in the language's
// words; what is not a side, a seat, a pass or a contract is kept.
func TestParText(t *testing.T) {
	want := map[string]string{ // language, the par written: the par printed
		"en NS 100, EW 4SX-1":       "NS 100, EW 4SX-1",
		"it NS 100, EW 4SX-1":       "NS 100, EO 4♠X-1",
		"fr NS 420, N 4S=; W 3NT+1": "NS 420, N 4♠=; O 3SA+1",
		"pl NS 0, Pass":             "NS 0, pas",
		"it EW 620 4H*-EW":          "EO 620 4♥*-EW",
	}
	for in, w := range want {
		lang, par, _ := strings.Cut(in, " ")
		if got := parText(par, lang); got != w {
			t.Errorf("%s %q: %q, want %q", lang, par, got, w)
		}
	}
}
