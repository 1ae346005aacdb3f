package server

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
)

// TestLabelsEveryLanguage: the page's words are the catalog's [web] group
// (internal/catalog's TestEveryKeyEveryLanguage checks that each is in
// every language), a few of them with their values, and every word the
// templates ask for exists.
func TestLabelsEveryLanguage(t *testing.T) {
	words := 0
	for _, k := range catalog.Keys("en") {
		if strings.HasPrefix(k, "web.") {
			words++
		}
	}
	if words != 215 {
		t.Errorf("%d words in the catalog's [web] group, want 215", words)
	}
	for _, tc := range []struct{ lang, key, want string }{
		{"en", "board", "Board"},
		{"it", "dealer", "Mazziere"},
		{"fr", "phase.passed-out", "passe générale"},
		{"pl", "after-adjustment", "po korekcie z Przepisu 64"},
		{"de", "vul", "Vul"},                   // a language the catalog lacks: English
		{"fr-CH", "offender", "Fautif"},        // a regional tag: its language
		{"it", "no-such-word", "no-such-word"}, // a key the catalog lacks: the key
	} {
		if got := label(tc.lang, tc.key); got != tc.want {
			t.Errorf("label(%q, %q) = %q, want %q", tc.lang, tc.key, got, tc.want)
		}
	}
	for lang, want := range map[string]string{
		"en": "You see the table as South sees it: your hand, dummy once the opening lead is faced, and the cards played.",
		"it": "Vedi il tavolo come lo vede Sud: la tua mano, il morto dopo l'attacco e le carte giocate.",
		"fr": "Vous voyez la table comme Sud la voit : votre main, le mort après l'entame, et les cartes jouées.",
		"pl": "Widzisz stół tak jak S: swoją rękę, dziadka po wyjściu i zagrane karty.",
	} {
		seat := map[string]string{"en": "South", "it": "Sud", "fr": "Sud", "pl": "S"}[lang]
		if got := playerView(lang, seat); got != want {
			t.Errorf("playerView(%s) = %q, want %q", lang, got, want)
		}
	}
	used := regexp.MustCompile(`\bL \S+ "([a-z0-9.-]+)"`)
	n := 0
	err := fs.WalkDir(webFS, "web", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".tmpl") {
			return err
		}
		b, err := fs.ReadFile(webFS, path)
		if err != nil {
			return err
		}
		for _, m := range used.FindAllStringSubmatch(string(b), -1) {
			n++
			if !catalog.Has("en", "web."+m[1]) {
				t.Errorf("%s asks for the label %q, which does not exist", path, m[1])
			}
		}
		return nil
	})
	if err != nil || n < 50 {
		t.Fatalf("%d labels used in the templates (%v)", n, err)
	}
	for _, ph := range []string{"auction", "play", "ended", "passed-out", "error"} {
		if !catalog.Has("en", "web.phase."+ph) {
			t.Errorf("no label for the phase %s", ph)
		}
	}
}
