package server

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"bridgelaw/internal/testbrowser"
	"bridgelaw/laws"
)

// TestFourSeatsInBrowser: with a Director's token, four seat pages (each
// opened by its seat's link, each in its own browser context, so with its
// own session) and the Director's page follow a board played by the four
// seats, each seat's acts recorded with its own key: the worked revoke
// example (4S by South; East revokes at trick 6, established at trick 7,
// Law 63A1). Each seat's page shows no unseen card, and nothing of the
// revoke until South draws attention to it; then South claims four of
// the six tricks left (nine in all), East agrees, the Director answers the Law 64C question with his
// page's button, and the pages read Law 64A2 and NS +420.
func TestFourSeatsInBrowser(t *testing.T) {
	bctx := testbrowser.Context(t, 2*time.Minute, 600, 900)
	if err := chromedp.Do(bctx); err != nil { // start the browser
		t.Fatal(err)
	}
	ts := tokenServer(t)
	keys := createWithSeats(t, ts)
	lg, err := laws.ParseLog(scenarioLog(t, "law64a2-example1.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	seats := []string{"N", "E", "S", "W"}
	pages := map[string]context.Context{}
	for _, s := range seats {
		ctx, cancel := chromedp.NewContext(bctx, chromedp.WithNewBrowserContext())
		t.Cleanup(cancel)
		if err := chromedp.Do(ctx, chromedp.Navigate(fmt.Sprintf("%s/tables/1?seat=%s&key=%s", ts.URL, s, keys[s])), chromedp.WaitVisible("#diagram")); err != nil {
			t.Fatalf("%s's link: %v", s, err)
		}
		pages[s] = ctx
	}
	dctx, cancel := chromedp.NewContext(bctx, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	if err := chromedp.Do(dctx, chromedp.Navigate(ts.URL+"/login"), chromedp.WaitVisible("#token"),
		chromedp.SetValue("#token", testToken), chromedp.Click("#login-button"), chromedp.WaitVisible("#new-table"),
		chromedp.Navigate(ts.URL+"/tables/1?seat=director"), chromedp.WaitVisible("#diagram")); err != nil {
		t.Fatalf("the Director's page: %v", err)
	}
	pages["director"] = dctx

	seq := 0
	record := func(line string) {
		t.Helper()
		ev, err := laws.ParseLog(line)
		if err != nil || len(ev.Events) != 1 {
			t.Fatalf("%s: %v", line, err)
		}
		actor := strings.Fields(line)[0]
		if actor == "N" && seq >= 7 { // dummy's cards: declarer plays them (Law 45B)
			actor = "S"
		}
		status, body := ts.seatReq(t, "POST", "/api/tables/1/events", keys[actor], fmt.Sprintf(`{"line":%q,"seq":%d}`, line, seq))
		if status != 201 {
			t.Fatalf("%s with %s's key: %d %s", line, actor, status, body)
		}
		seq++
	}
	// follow waits until every page has read event seq, live.
	follow := func() {
		t.Helper()
		for who, ctx := range pages {
			if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`%s && document.getElementById("main").dataset.seq === "%d"`, idle, seq),
				chromedp.WithPollingTimeout(15*time.Second))); err != nil {
				t.Fatalf("%s's page did not follow the table to event %d: %v", who, seq, err)
			}
		}
	}
	// check looks at each seat's page: its own hand and dummy's (once the
	// opening lead is faced) shown, the others as a number of cards; the
	// revoke shown or not.
	check := func(when string, revokeShown bool) {
		t.Helper()
		follow()
		for _, s := range seats {
			ctx := pages[s]
			for _, h := range seats {
				txt := textOf(t, ctx, "hand-"+h)
				visible := h == s || (h == "N" && seq >= 7)
				if hidden := strings.Contains(txt, "cards"); hidden == visible {
					t.Errorf("%s, %s's page: %s's hand %q (visible: %v)", when, s, h, txt, visible)
				}
			}
			rulings := textOf(t, ctx, "rulings")
			framed, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#tricks .revoke").length`))
			if err != nil {
				t.Fatal(err)
			}
			shown := strings.Contains(rulings, "Law 61A") || strings.Contains(strings.ToLower(rulings), "revoke")
			if shown != revokeShown || (framed > 0) != revokeShown {
				t.Errorf("%s, %s's page: revoke shown %v, %d cards framed, want %v:\n%s", when, s, shown, framed, revokeShown, rulings)
			}
		}
	}
	events := lg.Events[:34] // the auction and seven tricks: the revoke established
	for i, ev := range events {
		record(laws.FormatEvent(ev))
		if i == 6 || i == 29 {
			check(fmt.Sprintf("after event %d", seq), false)
		}
	}
	check("the revoke established, nobody has noticed", false)
	record("S attention")
	check("after South drew attention", true)
	record("S claim 4") // four of the six tricks left: nine in all
	record("E accept")
	follow()
	if err := chromedp.Do(dctx, chromedp.WaitVisible(`#question-Q1 button[data-line="director answer Q1 yes"]`),
		chromedp.Click(`#question-Q1 button[data-line="director answer Q1 yes"]`)); err != nil {
		t.Fatalf("the Director's answer: %v", err)
	}
	seq++
	follow()
	for who, ctx := range pages {
		score, rulings := textOf(t, ctx, "score"), textOf(t, ctx, "rulings")
		if !strings.Contains(score, "NS +420") || !strings.Contains(rulings, "Law 64A2") {
			t.Errorf("%s's page at the end: score %q, rulings:\n%s", who, score, rulings)
		}
	}
}

// textOf is the text of the element with id on the page, "" when there is
// none.
func textOf(t *testing.T, ctx context.Context, id string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`(document.getElementById(%q) || {}).textContent || ""`, id)))
	if err != nil {
		t.Fatalf("#%s: %v", id, err)
	}
	return s
}
