package main

import (
	"bytes"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/internal/lawpage"
)

// TestLawCommand: bridgelaw law 64 in the four languages: the page's
// words, the four federations' terms, the engine's rulings, a scenario
// and the quiz topic (issue 16, item 5).
func TestLawCommand(t *testing.T) {
	for _, lang := range catalog.Languages {
		var out, errb bytes.Buffer
		if code := run([]string{"law", "--lang", lang, "64"}, strings.NewReader(""), &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d: %s", lang, code, errb.String())
		}
		p, err := lawpage.Get(lang, 64)
		if err != nil {
			t.Fatal(err)
		}
		got := out.String()
		for _, want := range []string{p.Title, p.Covers, p.Rectification, "renonce consumata", "renonce consommée", "uprawomocniony fałszywy renons",
			"established revoke", "revoke-transfer (" + catalog.Law(lang, bridge.Law(64, "A")) + ")", "laws/testdata/scenarios/rp01-law64a2.txtar",
			"bridgelaw quiz --topic revoke --lang " + lang, catalog.Text(lang, "lawpage.heading-rect", nil)} {
			if !strings.Contains(got, want) {
				t.Errorf("%s: no %q in\n%s", lang, want, got)
			}
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"law"}, strings.NewReader(""), &out, &errb); code != 0 || !strings.Contains(out.String(), "Law 61 ") || strings.Count(out.String(), "\n") != len(lawpage.Laws())+1 {
		t.Errorf("the list: exit %d\n%s", code, out.String())
	}
	for _, args := range [][]string{{"law", "99"}, {"law", "x"}, {"law", "1", "2"}, {"law", "--lang", "de", "64"}} {
		if code := run(args, strings.NewReader(""), &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
