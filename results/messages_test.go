package results

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"bridgelaw/score"
)

// TestErrorCauses: each error names its real cause, not a symptom further
// on.
func TestErrorCauses(t *testing.T) {
	for _, c := range []struct {
		name, file string
		want       []string // in the error
		not        string   // not in it
	}{
		// A LIN board with a deal and an auction but no result: its board
		// was made, with no results, and the scoring said "expected number
		// of results must be at least 1".
		{"nores.lin", "pn|a,b,c,d|st||md|1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,|ah|Board 1|mb|1N|mb|p|mb|p|mb|p|pg||\n",
			[]string{"nores.lin:1: board 1: 1NT", "but no result", "nores.lin: no result could be read"}, "expected number"},
		// A PBN game with a result and no Board tag.
		{"noboard.pbn", "[Event \"x\"]\n[Dealer \"N\"]\n[Declarer \"E\"]\n[Contract \"2S\"]\n[Result \"8\"]\n",
			[]string{"noboard.pbn: no result could be read", "noboard.pbn:1: a result but no Board tag (the board number): not scored"}, "no table recorded"},
		// Nothing to score at all: the message as it was.
		{"empty.pbn", "[Event \"x\"]\n[Board \"1\"]\n",
			[]string{"empty.pbn: no result in the file (no ScoreTable, no table recorded)"}, "Board tag"},
	} {
		_, err := Read(strings.NewReader(c.file), c.name)
		if err == nil || !errors.Is(err, ErrEvent) {
			t.Errorf("%s: %v, want ErrEvent", c.name, err)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q lacks %q", c.name, err, w)
			}
		}
		if strings.Contains(err.Error(), c.not) {
			t.Errorf("%s: %q has %q", c.name, err, c.not)
		}
	}
	// An event whose boards have no results (built by a caller).
	ev := &Event{Source: "built"}
	ev.Board(1)
	if _, err := Score(ev, Options{}); err == nil || !strings.Contains(err.Error(), "built: no results") {
		t.Errorf("no results: %v", err)
	}
}

// TestProblemsShown: a table left out (a Result that is no trick count)
// is said in the text and on the page, in the page's language, before the
// rankings; a file without problems shows no such section.
func TestProblemsShown(t *testing.T) {
	const file = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Declarer \"E\"]\n[Contract \"2S\"]\n[Result \"8\"]\n\n" +
		"[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Declarer \"E\"]\n[Contract \"2S\"]\n[Result \"15\"]\n"
	ev, err := Read(strings.NewReader(file), "bad.pbn")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Score(ev, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		html       bool
		code, head string
	}{
		{false, "en", "Problems met reading the files: results left out or read in part"},
		{true, "en", "<h2>Problems met reading the files: results left out or read in part</h2>"},
		{false, "it", "Problemi nella lettura dei file: risultati esclusi o letti in parte"},
		{true, "fr", "Problèmes rencontrés à la lecture des fichiers : résultats omis ou lus en partie"},
		{false, "pl", "Problemy przy odczycie plików: wyniki pominięte lub odczytane częściowo"},
	} {
		var buf bytes.Buffer
		if c.html {
			err = WriteHTMLLang(&buf, s, score.TwoPerBeat, c.code)
		} else {
			err = WriteTextLang(&buf, s, score.TwoPerBeat, c.code)
		}
		if err != nil {
			t.Fatal(err)
		}
		out := buf.String()
		i, j := strings.Index(out, c.head), strings.Index(out, "bad.pbn:8: board 1: 2S E (tags) but no result")
		// The text's rankings start after the problems' paragraph.
		rank := strings.Index(out[max(j, 0):], "\n\n") + max(j, 0)
		if c.html {
			rank = strings.Index(out, `id="ranking-0"`)
		}
		if i < 0 || j < i || rank < j {
			t.Errorf("%s html=%v: heading at %d, problem at %d, ranking at %d:\n%s", c.code, c.html, i, j, rank, out)
		}
	}
	var buf bytes.Buffer
	clean := scoreCSV(t, clubFile(t), Options{})
	_ = WriteHTML(&buf, clean, score.TwoPerBeat)
	_ = WriteText(&buf, clean, score.TwoPerBeat)
	if strings.Contains(buf.String(), "Problems") {
		t.Error("a clean file shows problems")
	}
}
