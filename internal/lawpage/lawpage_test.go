package lawpage

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
	"bridgelaw/quiz"
)

var update = flag.Bool("update", false, "rewrite scenarios.go from laws/testdata/scenarios")

// TestScenarioNames: the list of scenarios is the directory's.
func TestScenarioNames(t *testing.T) {
	files, err := filepath.Glob("../../laws/testdata/scenarios/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(filepath.Base(f), ".txtar"))
	}
	slices.Sort(names)
	if *update {
		var b strings.Builder
		b.WriteString("// Code generated from the names of laws/testdata/scenarios/*.txtar; TestScenarioNames checks it. DO NOT EDIT by hand: go test ./internal/lawpage -run TestScenarioNames -update\n\npackage lawpage\n\n")
		b.WriteString("// scenarioNames is the reviewed scenarios of laws/testdata/scenarios, by\n// file name without \".txtar\", sorted.\nfunc scenarioNames() []string {\n\treturn []string{\n")
		for _, n := range names {
			fmt.Fprintf(&b, "\t\t%q,\n", n)
		}
		b.WriteString("\t}\n}\n")
		if err := os.WriteFile("scenarios.go", []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !slices.Equal(names, scenarioNames()) {
		t.Errorf("scenarios.go is stale: run go test ./internal/lawpage -run TestScenarioNames -update")
	}
}

// TestPages: every page in every language has its words, its terms in
// the four languages, the engine's rulings under the law; the revoke's
// pages link their scenarios and quiz topics.
func TestPages(t *testing.T) {
	for _, n := range Laws() {
		for _, lang := range catalog.Languages {
			p, err := Get(lang, n)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range []string{p.Title, p.Covers, p.Rectification} {
				if s == "" || strings.HasPrefix(s, "lawpage.") {
					t.Errorf("Law %d %s: missing words %q", n, lang, s)
				}
			}
			if len(p.Terms) != len(catalog.Languages) || p.Terms[0].Lang != lang {
				t.Errorf("Law %d %s: terms %v", n, lang, p.Terms)
			}
			for _, tm := range p.Terms {
				if tm.Words == "" || strings.HasPrefix(tm.Words, "lawpage.") {
					t.Errorf("Law %d: no terms in %s", n, tm.Lang)
				}
			}
			if lang != "en" {
				en, _ := Get("en", n)
				if p.Covers == en.Covers || p.Rectification == en.Rectification {
					t.Errorf("Law %d %s: not translated", n, lang)
				}
			}
			// The laws whose page has no ruling kind of package laws: the
			// board's markings (2), the arrangement of tricks (65), conduct
			// (74: a procedural penalty cites it, ruled under Law 90),
			// spectators (76: ruled under Law 12C2), scoring (77, 78:
			// packages score and results).
			if !slices.Contains([]int{2, 65, 74, 76, 77, 78}, n) && len(p.Kinds) == 0 {
				t.Errorf("Law %d: the engine gives no ruling under it", n)
			}
		}
	}
	p, _ := Get("it", 64)
	if !slices.Contains(p.Scenarios, "rp01-law64a2") || !slices.Contains(p.Scenarios, "law64a1-example2") || slices.Contains(p.Scenarios, "law61b-inquiries") {
		t.Errorf("Law 64 scenarios: %v", p.Scenarios)
	}
	if !slices.Contains(p.Topics, quiz.TopicRevoke) || !slices.Contains(p.Topics, quiz.TopicRevokeFAQ) {
		t.Errorf("Law 64 topics: %v", p.Topics)
	}
	if _, err := Get("en", 99); !errors.Is(err, ErrNoPage) || !strings.Contains(err.Error(), "64") {
		t.Errorf("Law 99: %v", err)
	}
	if _, err := Get("de", 64); !errors.Is(err, catalog.ErrLanguage) {
		t.Errorf("de: %v", err)
	}
}

// englishWords are words of English that the Italian, French and Polish
// pages must not hold: a page left untranslated, or a sentence half done.
var englishWords = []string{" the ", " and ", " of ", " is ", " when ", " which ", "Law ", "declarer", "dummy",
	"Director", " trick", " player", " card ", " cards", " must ", " may "}

// pageScenarios is, for each law whose page was added for the laws the
// engine rules (Laws 10-17 and on), the reviewed scenarios its page must
// cite, in every language.
var pageScenarios = map[int][]string{
	10: nil,
	13: {"law13-incorrect-card-count", "law13c-surplus-card-played"},
	14: {"law14-missing-card"},
	15: {"law15a1a-wrong-hand-adjust", "law15a1b-wrong-hand", "law15b1-wrong-board-cancelled", "law15b2-wrong-board-stands"},
	17: {"law17d3-third-pass-out-of-rotation", "law17d3-turn-restored"},
	20: {"law20f4-own-correction-auction", "law20f5a-correction-too-soon", "law20f5b-declarer-corrects"},
	21: {"law21b2-withdrawn-unauthorised", "law21b3-both-opponents-misled", "law21b3-misinformation-after-play", "law21b3-misled-earlier-adjusted",
		"t35-law21b-misinformation", "t35-law21b-not-influenced", "t35-law21b3-too-late"},
	33: {"t13-law33-in-order", "t13-law33-simultaneous"},
	40: {"law40b4-misinformation-adjusted"},
	41: {"law41a-face-down-stands"},
	44: {"law54d-refuse"},
	46: {"law46b1a-high-and-46b3a-rank", "law46b1b-win-not-known", "law46b1c-low", "law46b4-card-not-in-dummy", "law46b5-play-anything"},
	47: {"law47e1-told-to-lead", "law47e2-face-down-withdrawn"},
	60: {"law60b-defender-plays-before-declarer-leads", "law60c-play-before-rectification"},
	65: nil,
	66: {"law66-inspection"},
	67: {"law67a1-card-supplied", "law67a2-extra-card-back", "law67b1-found-at-end", "law67b1a-failed-to-play", "law67b1b-no-card-of-suit", "law67b2-extra-card-revoke"},
	73: {"law73e2-misled-adjusted", "law73e2-misled-yes-then-adjust", "law73e2-not-misled"},
	74: {"law90-procedural-penalty"},
	75: {"law75a-mistaken-explanation", "law75b-mistaken-call"},
	76: {"law76-spectator"},
	78: nil,
	79: {"law79a1-tricks-agreed", "law79a2-after-transfer-open", "law79b1-disputed-claim", "law79b1-tricks-established", "law79b2-disputed", "law79c1-agreed-wrongly-corrected", "law79c2-agreed-wrongly-stands"},
	90: {"law90-procedural-penalty"},
}

// TestLawPagesTranslated: no page in Italian, French or Polish holds English
// words, and the pages added for the laws the engine rules cite their
// scenarios in every language.
func TestLawPagesTranslated(t *testing.T) {
	for _, n := range Laws() {
		for _, lang := range catalog.Languages[1:] {
			p, err := Get(lang, n)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range []string{p.Title, p.Covers, p.Rectification, p.Terms[0].Words} {
				for _, w := range englishWords {
					if strings.Contains(" "+s+" ", w) {
						t.Errorf("Law %d %s: English %q in %q", n, lang, w, s)
					}
				}
			}
		}
	}
	for n, want := range pageScenarios {
		if !slices.Contains(Laws(), n) {
			t.Errorf("Law %d: no page", n)
			continue
		}
		for _, lang := range catalog.Languages {
			p, err := Get(lang, n)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(p.Scenarios, want) {
				t.Errorf("Law %d %s: scenarios %v, want %v", n, lang, p.Scenarios, want)
			}
		}
	}
}

// TestMoreScenarios: each scenario a page cites though its name cites
// another law exists and names the law it is cited for.
func TestMoreScenarios(t *testing.T) {
	for n, names := range moreScenarios() {
		for _, name := range names {
			if !slices.Contains(scenarioNames(), name) {
				t.Errorf("Law %d: no scenario %s", n, name)
				continue
			}
			b, err := os.ReadFile(filepath.Join("../../laws/testdata/scenarios", name+".txtar"))
			if err != nil {
				t.Fatal(err)
			}
			if !regexp.MustCompile(`Law ` + strconv.Itoa(n) + `[A-Z]`).Match(b) {
				t.Errorf("Law %d: %s does not name it", n, name)
			}
		}
	}
}
