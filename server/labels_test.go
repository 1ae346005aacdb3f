package server

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
)

// TestLabelsEveryLanguage: every word of the page is in every language,
// and every word the templates ask for exists.
func TestLabelsEveryLanguage(t *testing.T) {
	for _, lang := range catalog.Languages {
		if labels[lang] == nil {
			t.Fatalf("no labels in %s", lang)
		}
		for k := range labels["en"] {
			if labels[lang][k] == "" {
				t.Errorf("%s lacks the label %q", lang, k)
			}
		}
		for k := range labels[lang] {
			if _, ok := labels["en"][k]; !ok {
				t.Errorf("%s has the label %q that English lacks", lang, k)
			}
		}
		if !strings.Contains(labels[lang]["player-view"], "{seat}") {
			t.Errorf("%s: player-view has no {seat}", lang)
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
			if _, ok := labels["en"][m[1]]; !ok {
				t.Errorf("%s asks for the label %q, which does not exist", path, m[1])
			}
		}
		return nil
	})
	if err != nil || n < 50 {
		t.Fatalf("%d labels used in the templates (%v)", n, err)
	}
	for _, ph := range []string{"auction", "play", "ended", "passed-out", "error"} {
		if _, ok := labels["en"]["phase."+ph]; !ok {
			t.Errorf("no label for the phase %s", ph)
		}
	}
}
