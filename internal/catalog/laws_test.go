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

// scenarioDetails replays every scenario of laws/testdata, and returns
// the detail parts package laws gave the rulings, the obligations' ends,
// the Director's advice and the Law 64B reasons, each once (by its English
// text).
func scenarioDetails(t *testing.T) map[string]laws.DetailPart {
	files, _ := filepath.Glob("../../laws/testdata/scenarios/*.txtar")
	examples, _ := filepath.Glob("../../examples/*.log")
	files = append(files, examples...)
	if len(files) < 100 {
		t.Fatalf("%d scenario files", len(files))
	}
	parts := map[string]laws.DetailPart{}
	add := func(d laws.Detail) {
		for _, p := range d {
			parts[laws.Detail{p}.String()] = p
		}
	}
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
			add(r.Detail)
			if r.Question != nil {
				add(r.Question.Advice)
			}
		}
		for _, o := range res.History {
			add(o.Detail)
		}
		for _, a := range res.Adjustments {
			add(a.Why)
		}
	}
	return parts
}

// TestScenarioDetails: every detail part package laws gives in the
// scenarios names a message of the group "detail" with exactly its
// placeholders, each value written as the log writes it (CheckDetail); no
// English law reference is left in another language, and each part is
// translated, unless the message is the log's own words (an answer, an
// option, a quoted statement) and reads the same in every language. A new
// detail in package laws fails here until internal/catalog/messages/*.toml
// have its message.
func TestScenarioDetails(t *testing.T) {
	parts := scenarioDetails(t)
	if len(parts) < 100 {
		t.Fatalf("only %d distinct details", len(parts))
	}
	for en, p := range parts {
		if err := catalog.CheckDetail(p.Key, argMap(p)); err != nil {
			t.Errorf("%q: %v", en, err)
			continue
		}
		for _, lang := range catalog.Languages[1:] {
			if !catalog.Has(lang, "detail."+p.Key) {
				t.Errorf("%s: no message detail.%s (%q)", lang, p.Key, en)
				continue
			}
			got := catalog.DetailText(lang, p.Key, argMap(p))
			if strings.Contains(got, "Law ") {
				t.Errorf("%s: %q left a law reference in English: %q", lang, en, got)
			}
			if got == en && catalog.Text(lang, "detail."+p.Key, nil) != catalog.Text("en", "detail."+p.Key, nil) {
				t.Errorf("%s: %q not translated", lang, en)
			}
		}
	}
}

// argMap is the arguments of p by name, as the catalog takes them.
func argMap(p laws.DetailPart) map[string]string {
	m := map[string]string{}
	for _, a := range p.Args {
		m[a.Name] = a.Value
	}
	return m
}
