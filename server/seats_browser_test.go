package server

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"bridgelaw/internal/testbrowser"
	"bridgelaw/laws"
)

// TestFourSeatsInBrowser: with a Director's token, four seat pages (each
// opened by its seat's link, each in its own browser context, so with its
// own session, each the size of a phone) and the Director's page play a
// board, each player acting by taps on his own page only (the bidding
// box's legal calls, the cards of his hand, as declarer dummy's; the
// recorded events say which seat's key recorded them): the worked revoke
// example (4S by South; East revokes at trick 6, established at trick 7,
// Law 63A1). Each seat's page shows no unseen card, and nothing of the
// revoke until South draws attention to it by his page's button; then
// South claims four of the six tricks left (nine in all) on his page,
// East agrees on his, the Director answers the Law 64C question with his
// page's button, and every page reads Law 64A2 and NS +420. Each seat's
// page fits the phone and its buttons are 44 px at least.
func TestFourSeatsInBrowser(t *testing.T) {
	bctx := testbrowser.Context(t, 5*time.Minute, 600, 900)
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
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch),
			chromedp.Navigate(fmt.Sprintf("%s/tables/1?seat=%s&key=%s", ts.URL, s, keys[s])), chromedp.WaitVisible("#play")); err != nil {
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
	for _, s := range seats {
		loaded(t, pages[s])
	}

	seq := 0
	// follow waits until every page has read event seq, live.
	follow := func() {
		t.Helper()
		for who, ctx := range pages {
			if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`%s && !document.body.dataset.sending && document.getElementById("main").dataset.seq === "%d"`, idle, seq),
				chromedp.WithPollingTimeout(15*time.Second))); err != nil {
				flash, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("flash").textContent`))
				t.Fatalf("%s's page did not follow the table to event %d: %v (the page says %q)", who, seq, err, flash)
			}
		}
	}
	// tap taps sel on seat's page (opening the fold it is in) and waits
	// until every page has the event.
	tap := func(seat, sel, what string) {
		t.Helper()
		ctx := pages[seat]
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(function(){ var e = document.querySelector(%q); var d = e && e.closest("details"); if (d) { d.open = true; } })()`, sel))); err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.WaitVisible(sel), chromedp.Click(sel)); err != nil {
			t.Fatalf("%s's page, %s (%s): %v", seat, sel, what, err)
		}
		seq++
		follow()
	}
	// record enters a log line by a tap on the page of the seat whose act
	// it is: a call from his bidding box, a card of his hand (dummy's
	// from declarer's page, Law 45B).
	record := func(line string) {
		t.Helper()
		f := strings.Fields(line)
		seat, sel := f[0], ""
		switch f[1] {
		case "call":
			sel = fmt.Sprintf(`#bidbox button[name="call"][value=%q]`, f[2])
		case "play":
			if seat == "N" && seq >= 7 {
				seat = "S" // dummy's cards: declarer plays them
			}
			sel = fmt.Sprintf(`#cards button[name="card"][value=%q]`, f[2])
			actor, err := chromedp.Run(pages[seat], chromedp.Evaluate[string](`(document.querySelector("#cards [name=actor]") || {}).value || ""`))
			if err != nil || actor != f[0] {
				t.Fatalf("%s's page to play %q: its cards are %q's (%v)", seat, line, actor, err)
			}
		default:
			t.Fatalf("no tap for %q", line)
		}
		tap(seat, sel, line)
	}
	// check looks at each seat's page: its own hand and dummy's (once the
	// opening lead is faced) shown, the others as a number of cards; no
	// card of an unseen hand anywhere on the page; the revoke shown or
	// not.
	deal := lg.Tag("Deal")
	setupHands := map[string][]string{} // each seat's cards, as the page's data-card or buttons name them
	for i, h := range strings.Fields(strings.TrimPrefix(deal, "N:")) {
		for j, suit := range strings.Split(h, ".") {
			for _, r := range suit {
				setupHands[seats[i]] = append(setupHands[seats[i]], string("SHDC"[j])+string(r))
			}
		}
	}
	played := map[string]bool{}
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
			// No unseen card named on the page: a card of a hand the seat
			// does not see, not yet played, is nowhere (a card's data or
			// a button's value).
			named, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("[data-card], button[name=card], [name=card]")).map(e => e.dataset.card || e.value)`))
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range named {
				for _, h := range seats {
					if h == s || (h == "N" && seq >= 7) || played[c] {
						continue
					}
					for _, x := range setupHands[h] {
						if x == c {
							t.Errorf("%s, %s's page names %s of %s's unseen hand", when, s, c, h)
						}
					}
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
			noScroll(t, ctx, when+", "+s+"'s page")
			bigTargets(t, ctx, when+", "+s+"'s page")
		}
	}
	events := lg.Events[:34] // the auction and seven tricks: the revoke established
	for i, ev := range events {
		line := laws.FormatEvent(ev)
		record(line)
		if f := strings.Fields(line); f[1] == "play" {
			played[f[2]] = true
		}
		if i == 0 || i == 6 || i == 29 {
			check(fmt.Sprintf("after event %d", seq), false)
		}
	}
	check("the revoke established, nobody has noticed", false)
	tap("S", "#do-attention", "South draws attention")
	check("after South drew attention", true)
	// South claims four of the six tricks left (nine in all).
	if err := chromedp.Do(pages["S"], chromedp.Evaluate[chromedp.Void](`document.getElementById("table-acts").open = true`),
		chromedp.SetValue("#claim-tricks", "4")); err != nil {
		t.Fatal(err)
	}
	tap("S", "#do-claim", "South claims")
	if txt := textOf(t, pages["N"], "claim-pending"); !strings.Contains(txt, "South") || textOf(t, pages["N"], "do-accept") != "" {
		t.Errorf("North's page on his partner's claim: %q", txt)
	}
	tap("E", "#do-accept", "East agrees")
	tap("director", `#question-Q1 button[data-line="director answer Q1 yes"]`, "the Director's answer")
	for who, ctx := range pages {
		score, rulings := textOf(t, ctx, "score"), textOf(t, ctx, "rulings")
		if !strings.Contains(score, "NS +420") || !strings.Contains(rulings, "Law 64A2") {
			t.Errorf("%s's page at the end: score %q, rulings:\n%s", who, score, rulings)
		}
	}
	// Every event but the Director's answer was recorded by its seat's
	// key (dummy's cards by declarer's).
	status, body := ts.req(t, nil, "GET", "/api/tables/1/log?seat=director", testToken, "")
	if status != 200 {
		t.Fatalf("the log: %d", status)
	}
	for _, l := range strings.Split(body, "\n") {
		line, rec, ok := strings.Cut(l, "\t# ")
		if !ok {
			continue
		}
		f := strings.Fields(line)
		want := "seat " + f[0]
		switch {
		case f[0] == "N" && f[1] == "play": // after the opening lead: declarer's
			want = "seat S"
		case f[0] == "claim":
			want = "seat " + f[1]
		case f[0] == "director":
			want = ""
		}
		if f := strings.Fields(rec); want != "" && (len(f) < 3 || f[1]+" "+f[2] != want) {
			t.Errorf("%q recorded by %q, want %q", line, rec, want)
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

// TestIrregularCallsInBrowser: on four seat pages (each its seat's
// session, each the size of a phone), calls a real table gets wrong are
// tapped from the fold's whole bidding box and every page follows live:
// East bids 1H at North's turn (Law 29), and South's page alone shows his
// options without being reloaded; his tap on "refuse" is not stale (no
// 409); North passes and East repeats 1H at their turns (31A1); South
// bids 1D over it (27) and West's page alone offers the choice. The fold
// fits the phone and its buttons are 44 px at least.
func TestIrregularCallsInBrowser(t *testing.T) {
	bctx := testbrowser.Context(t, 3*time.Minute, 600, 900)
	if err := chromedp.Do(bctx); err != nil { // start the browser
		t.Fatal(err)
	}
	ts := tokenServer(t)
	keys := createWithSeats(t, ts)
	seats := []string{"N", "E", "S", "W"}
	pages := map[string]context.Context{}
	for _, s := range seats {
		ctx, cancel := chromedp.NewContext(bctx, chromedp.WithNewBrowserContext())
		t.Cleanup(cancel)
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch),
			chromedp.Navigate(fmt.Sprintf("%s/tables/1?seat=%s&key=%s", ts.URL, s, keys[s])), chromedp.WaitVisible("#play")); err != nil {
			t.Fatalf("%s's link: %v", s, err)
		}
		loaded(t, ctx)
		pages[s] = ctx
	}
	seq := 0
	tap := func(seat, sel, what string) {
		t.Helper()
		ctx := pages[seat]
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(function(){ var e = document.querySelector(%q); var d = e && e.closest("details"); if (d) { d.open = true; } })()`, sel))); err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.WaitVisible(sel), chromedp.Click(sel)); err != nil {
			t.Fatalf("%s's page, %s (%s): %v", seat, sel, what, err)
		}
		seq++
		// Every page reads the event live (the table's stream).
		for _, s := range seats {
			if _, err := chromedp.Run(pages[s], chromedp.Poll[bool](fmt.Sprintf(`%s && !document.body.dataset.sending && document.getElementById("main").dataset.seq === "%d"`, idle, seq),
				chromedp.WithPollingTimeout(15*time.Second))); err != nil {
				flash, _ := chromedp.Run(pages[s], chromedp.Evaluate[string](`document.getElementById("flash").textContent`))
				t.Fatalf("%s: %s's page did not follow to event %d: %v (the page says %q)", what, s, seq, err, flash)
			}
		}
	}
	// choices are the option lines on seat's page.
	choices := func(seat string) string {
		t.Helper()
		l, err := chromedp.Run(pages[seat], chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("#choices button[data-line]")).map(b => b.dataset.line)`))
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(l, ", ")
	}
	// East's page at North's turn: no legal calls, the fold's box.
	e := pages["E"]
	if n, err := chromedp.Run(e, chromedp.Evaluate[int](`document.querySelectorAll("#bidbox").length`)); err != nil || n != 0 {
		t.Errorf("East's page has a bidding box at North's turn (%v)", err)
	}
	if err := chromedp.Do(e, chromedp.Evaluate[chromedp.Void](`document.getElementById("any-call").open = true`)); err != nil {
		t.Fatal(err)
	}
	noScroll(t, e, "East's page, the fold open")
	bigTargets(t, e, "East's page, the fold open")
	tap("E", `#anycall button[name="call"][value="1H"]`, "East's 1H out of rotation")
	for _, s := range seats {
		want := map[string]string{"S": "S choose accept, S choose refuse"}[s]
		if got := choices(s); got != want {
			t.Errorf("after East's 1H out of rotation, %s's page offers %q, want %q", s, got, want)
		}
	}
	tap("S", `#choices button[data-line="S choose refuse"]`, "South does not accept it")
	tap("N", `#bidbox button[name="call"][value="Pass"]`, "North passes")
	tap("E", `#bidbox button[name="call"][value="1H"]`, "East repeats 1H")
	tap("S", `#anycall button[name="call"][value="1D"]`, "South's insufficient 1D")
	for _, s := range seats {
		want := map[string]string{"W": "W choose accept, W choose refuse"}[s]
		if got := choices(s); got != want {
			t.Errorf("after South's 1D, %s's page offers %q, want %q", s, got, want)
		}
		if r := textOf(t, pages[s], "rulings"); !strings.Contains(r, "insufficient") {
			t.Errorf("%s's page does not say South's bid is insufficient:\n%s", s, r)
		}
	}
	status, body := ts.req(t, nil, "GET", "/api/tables/1/log?seat=director", testToken, "")
	events := regexp.MustCompile(`\t# \d+ [^\n]*`).ReplaceAllString(body, "")
	if want := "E call 1H\nS choose refuse\nN call Pass\nE call 1H\nS call 1D\n"; status != 200 || !strings.HasSuffix(events, want) {
		t.Errorf("the log: %d\n%s\nwant its events:\n%s", status, body, want)
	}
}
