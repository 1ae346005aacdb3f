package server

import (
	"html"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
	"bridgelaw/internal/lawpage"
	"bridgelaw/quiz"
)

// TestLawPages: /laws/64 answers 200 in the four languages with the
// page's words (issue 16, item 5); a law with no page is 404, a bad
// number 400; /laws lists the pages.
func TestLawPages(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	for _, lang := range catalog.Languages {
		code, body := ts.page(t, "/laws/64?lang="+lang)
		if code != 200 {
			t.Fatalf("%s: %d", lang, code)
		}
		p, _ := lawpage.Get(lang, 64)
		body = html.UnescapeString(body)
		for _, want := range []string{p.Title, p.Covers, p.Rectification, "renonce consumata", "uprawomocniony fałszywy renons", "rp01-law64a2", "topic=revoke"} {
			if !strings.Contains(body, want) {
				t.Errorf("%s: no %q", lang, want)
			}
		}
	}
	if code, _ := ts.page(t, "/laws/99"); code != 404 {
		t.Errorf("/laws/99: %d", code)
	}
	if code, _ := ts.page(t, "/laws/x"); code != 400 {
		t.Errorf("/laws/x: %d", code)
	}
	code, body := ts.page(t, "/laws?lang=fr")
	if code != 200 || strings.Count(body, `<li><a href="/laws/`) != len(lawpage.Laws()) {
		t.Errorf("/laws: %d\n%s", code, body)
	}
	resp, err := ts.Client().Get(ts.URL + "/learn.css")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/css; charset=utf-8" {
		t.Errorf("/learn.css: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
}

// TestQuizPage: /quiz answers 200 in the four languages; a tap on a
// choice says right or wrong with the explanation and the law, and the
// next question's link carries the score (kept in the links only).
func TestQuizPage(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	for _, lang := range catalog.Languages {
		code, body := ts.page(t, "/quiz?lang="+lang+"&topic=revoke&seed=7")
		if code != 200 {
			t.Fatalf("%s: %d", lang, code)
		}
		qs, err := quiz.Generate(quiz.Options{Topic: quiz.TopicRevoke, Count: 2, Seed: 7, Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(html.UnescapeString(body), qs[0].Text) || !strings.Contains(body, `name="pick" value="0"`) {
			t.Errorf("%s: the first question is not asked:\n%s", lang, body)
		}
		// the right answer to question 1
		v := url.Values{"lang": {lang}, "topic": {"revoke"}, "seed": {"7"}, "n": {"1"}, "pick": {strconv.Itoa(qs[0].Answer)}}
		code, body = ts.page(t, "/quiz?"+v.Encode())
		body = html.UnescapeString(body)
		if code != 200 || !strings.Contains(body, catalog.Text(lang, "quiz.cli-right", nil)) || !strings.Contains(body, qs[0].Explanation) ||
			!strings.Contains(body, catalog.Law(lang, qs[0].Ref)) {
			t.Fatalf("%s: the right answer: %d\n%s", lang, code, body)
		}
		next := regexp.MustCompile(`id="next" href="([^"]+)"`).FindStringSubmatch(body)
		if next == nil || !strings.Contains(next[1], "n=2") || !strings.Contains(next[1], "right=1") || !strings.Contains(next[1], "asked=1") {
			t.Fatalf("%s: next link %v", lang, next)
		}
		// a wrong answer to question 2
		wrong := (qs[1].Answer + 1) % len(qs[1].Choices)
		code, body = ts.page(t, next[1]+"&pick="+strconv.Itoa(wrong))
		body = html.UnescapeString(body)
		if code != 200 || !strings.Contains(body, qs[1].Text) || !strings.Contains(body, `class="verdict no"`) ||
			!strings.Contains(body, catalog.Text(lang, "quiz.cli-score", map[string]string{"right": "1", "total": "2"})) {
			t.Fatalf("%s: the wrong answer: %d\n%s", lang, code, body)
		}
	}
	for _, bad := range []string{"/quiz?topic=x", "/quiz?n=0", "/quiz?seed=a", "/quiz?n=1&pick=9", "/quiz?lang=de"} {
		if code, _ := ts.page(t, bad); code != 400 {
			t.Errorf("%s: %d, want 400", bad, code)
		}
	}
}

// TestLawPagesEvery: /laws/N answers 200 for every page in every
// language, with the page's words, its terms and the scenarios it cites.
func TestLawPagesEvery(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	for _, n := range lawpage.Laws() {
		for _, lang := range catalog.Languages {
			code, body := ts.page(t, "/laws/"+strconv.Itoa(n)+"?lang="+lang)
			if code != 200 {
				t.Fatalf("Law %d %s: %d", n, lang, code)
			}
			body = html.UnescapeString(body)
			p, _ := lawpage.Get(lang, n)
			want := []string{p.Title, p.Covers, p.Rectification}
			for _, tm := range p.Terms {
				want = append(want, tm.Words)
			}
			for _, s := range p.Scenarios {
				want = append(want, "laws/testdata/scenarios/"+s+".txtar")
			}
			for _, w := range want {
				if !strings.Contains(body, w) {
					t.Errorf("Law %d %s: no %q", n, lang, w)
				}
			}
		}
	}
}
