package catalog_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
	"bridgelaw/laws"
)

// TestEveryKind: every ruling kind of package laws has its own message in
// every language.
func TestEveryKind(t *testing.T) {
	kinds := laws.Kinds()
	if len(kinds) < 100 {
		t.Fatalf("%d kinds", len(kinds))
	}
	for _, k := range kinds {
		for _, lang := range catalog.Languages {
			if !catalog.Has(lang, string(k)) {
				t.Errorf("kind %s has no message in %s", k, lang)
			}
		}
	}
}

// scenarioTexts replays every scenario of laws/testdata and the examples,
// and returns the English texts package laws wrote into the rulings'
// details, the obligations' end details and the Director's advice.
func scenarioTexts(t *testing.T) map[string]bool {
	files, _ := filepath.Glob("../../laws/testdata/scenarios/*.txtar")
	examples, _ := filepath.Glob("../../examples/*.log")
	files = append(files, examples...)
	if len(files) < 100 {
		t.Fatalf("%d scenario files", len(files))
	}
	texts := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		if _, rest, ok := strings.Cut(text, "-- log --\n"); ok {
			text, _, _ = strings.Cut(rest, "\n-- ")
		}
		lg, err := laws.ParseLog(text)
		if err != nil {
			continue // the scenarios of bad logs
		}
		setup, err := lg.Setup()
		if err != nil {
			continue
		}
		tb, _ := laws.Replay(setup, lg.Events, laws.Options{}, nil)
		if tb == nil {
			continue
		}
		res := tb.Result()
		for _, r := range res.Rulings {
			texts[r.Detail] = true
			if r.Question != nil {
				texts[r.Question.Advice] = true
			}
		}
		for _, o := range res.History {
			texts[o.Detail] = true
		}
		for _, a := range res.Adjustments {
			texts[a.Reason] = true
		}
	}
	delete(texts, "")
	return texts
}

// TestScenarioDetails: every text package laws writes in the scenarios is
// recognised by exactly one detail pattern (or is made of parts that are),
// reads back unchanged in English, and is translated whole in every other
// language. A change to those texts in package laws fails here until
// internal/catalog/messages/*.toml follow it.
func TestScenarioDetails(t *testing.T) {
	texts := scenarioTexts(t)
	if len(texts) < 100 {
		t.Fatalf("only %d distinct texts", len(texts))
	}
	for text := range texts {
		if m := catalog.Matches(text); len(m) > 1 {
			t.Errorf("%q matches %v", text, m)
		}
		if got, ok := catalog.TranslateDetail("en", text); !ok || got != text {
			t.Errorf("%q in English: %q, %v", text, got, ok)
		}
		for _, lang := range catalog.Languages[1:] {
			got, ok := catalog.TranslateDetail(lang, text)
			if !ok {
				t.Errorf("%s: %q not recognised", lang, text)
				continue
			}
			if strings.Contains(got, "Law ") {
				t.Errorf("%s: %q left a law reference in English: %q", lang, text, got)
			}
			// A text that reads the same is one of the log's own words
			// (an answer, an option, a quoted statement), kept by a
			// message that is the same as the English one.
			if m := catalog.Matches(text); got == text && (len(m) != 1 || catalog.Text(lang, m[0], nil) != catalog.Text("en", m[0], nil)) {
				t.Errorf("%s: %q not translated", lang, text)
			}
		}
	}
}
