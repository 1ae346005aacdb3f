package main

import (
	"bytes"
	"strconv"
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

// TestLawCommandEveryPage: bridgelaw law N prints every page in every
// language with its words, its four terms, its rulings, the path of each
// scenario it cites and its quiz topics.
func TestLawCommandEveryPage(t *testing.T) {
	for _, n := range lawpage.Laws() {
		for _, lang := range catalog.Languages {
			var out, errb bytes.Buffer
			if code := run([]string{"law", "--lang", lang, strconv.Itoa(n)}, strings.NewReader(""), &out, &errb); code != 0 {
				t.Fatalf("Law %d %s: exit %d: %s", n, lang, code, errb.String())
			}
			p, err := lawpage.Get(lang, n)
			if err != nil {
				t.Fatal(err)
			}
			want := []string{catalog.Law(lang, p.Law) + ": " + p.Title, p.Covers, p.Rectification}
			for _, tm := range p.Terms {
				want = append(want, tm.Lang+": "+tm.Words)
			}
			for _, k := range p.Kinds {
				want = append(want, string(k.Kind)+" ("+catalog.Law(lang, k.Law)+")")
			}
			for _, s := range p.Scenarios {
				want = append(want, "laws/testdata/scenarios/"+s+".txtar")
			}
			for _, tp := range p.Topics {
				want = append(want, "bridgelaw quiz --topic "+string(tp)+" --lang "+lang)
			}
			for _, w := range want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("Law %d %s: no %q in\n%s", n, lang, w, out.String())
				}
			}
		}
	}
}
