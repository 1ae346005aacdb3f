package server

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"bridgelaw/internal/catalog"
	"bridgelaw/internal/testbrowser"
	"bridgelaw/quiz"
)

// TestQuizPageInBrowser: on a phone's width (390 px) a player answers
// eight questions of /quiz by tap, four right and four wrong; each answer
// says right or wrong, the page never scrolls sideways, the choices are
// large enough to tap, and the score at the end is 4 of 8 (issue 16,
// item 5).
func TestQuizPageInBrowser(t *testing.T) {
	ctx := testbrowser.Context(t, 3*time.Minute, 390, 844)
	ts := newTestServer(t, sqliteStore(t))
	const lang, seed = "it", 11
	qs, err := quiz.Generate(quiz.Options{Topic: quiz.TopicAll, Count: 8, Seed: seed, Lang: lang})
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(fmt.Sprintf("%s/quiz?lang=%s&topic=all&seed=%d", ts.URL, lang, seed))); err != nil {
		t.Fatal(err)
	}
	for i, q := range qs {
		tap := q.Answer
		if i%2 == 1 {
			tap = (q.Answer + 1) % len(q.Choices)
		}
		if err := chromedp.Do(ctx, chromedp.WaitVisible("#choices")); err != nil {
			t.Fatalf("question %d: %v", i+1, err)
		}
		text, err := chromedp.Run(ctx, chromedp.Text("#question"))
		if err != nil {
			t.Fatal(err)
		}
		wide, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.documentElement.scrollWidth > window.innerWidth`))
		if err != nil {
			t.Fatal(err)
		}
		height, err := chromedp.Run(ctx, chromedp.Evaluate[float64](fmt.Sprintf(`document.querySelector("#choice-%d").getBoundingClientRect().height`, tap)))
		if err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.Click(fmt.Sprintf("#choice-%d", tap)), chromedp.WaitVisible("#verdict")); err != nil {
			t.Fatalf("question %d: %v", i+1, err)
		}
		verdict, err := chromedp.Run(ctx, chromedp.Text("#verdict"))
		if err != nil {
			t.Fatal(err)
		}
		if strings.TrimSpace(text) != q.Text {
			t.Errorf("question %d: %q, want %q", i+1, text, q.Text)
		}
		if wide {
			t.Errorf("question %d: the page scrolls sideways at 390 px", i+1)
		}
		if height < 40 {
			t.Errorf("question %d: a choice %.0f px high is too small to tap", i+1, height)
		}
		right := catalog.Text(lang, "quiz.cli-right", nil)
		if (i%2 == 0) != (strings.TrimSpace(verdict) == right) {
			t.Errorf("question %d: verdict %q after tapping choice %d (answer %d)", i+1, verdict, tap, q.Answer)
		}
		if i < len(qs)-1 {
			if err := chromedp.Do(ctx, chromedp.Click("#next")); err != nil {
				t.Fatal(err)
			}
		}
	}
	score, err := chromedp.Run(ctx, chromedp.Text("#score"))
	if err != nil {
		t.Fatal(err)
	}
	if want := catalog.Text(lang, "quiz.cli-score", map[string]string{"right": "4", "total": "8"}); !strings.Contains(score, want) {
		t.Errorf("score %q, want %q", score, want)
	}
}
