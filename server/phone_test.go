package server

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"bridgelaw/internal/testbrowser"
	"bridgelaw/laws"
)

// phone is a browser the size of a phone: 390x844 CSS pixels by
// Chromium's device-metrics emulation (a headless window is never under
// 500 px wide).
func phone(t *testing.T) context.Context {
	t.Helper()
	ctx := testbrowser.Context(t, 8*time.Minute, 800, 900)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatalf("emulating a phone: %v", err)
	}
	return ctx
}

// shots is where the screenshots of a browser test go: a temporary
// directory, never the tree.
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	b, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Errorf("screenshot %s: %v", name, err)
		return
	}
	dir := os.Getenv("BRIDGELAW_SHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	p := filepath.Join(dir, name+".png")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Error(err)
	}
	t.Logf("screenshot %s (%d bytes)", p, len(b))
}

// noScroll fails when the page is wider than the phone.
func noScroll(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	w, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.scrollingElement.scrollWidth`))
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	if w > 390 {
		wide, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`Array.from(document.querySelectorAll("body *")).filter(e => e.getBoundingClientRect().right > 391).slice(0, 5).map(e => e.tagName + "#" + e.id + "." + e.className + " " + Math.round(e.getBoundingClientRect().right)).join("; ")`))
		t.Errorf("%s: the page is %d px wide at 390 px: %s", where, w, wide)
	}
}

// bigTargets fails on a button or link of the action area (the
// Director's or a player's), the questions or the choices smaller than
// 44x44 px.
func bigTargets(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	small, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("#act button, #act a.tap, #act summary, #questions button, #choices button, #act label.tap, #play button, #play summary, #play label.tap")).filter(e => e.offsetParent !== null).filter(e => { const r = e.getBoundingClientRect(); return r.width < 44 || r.height < 44; }).map(e => (e.id || e.value || e.textContent.trim()) + " " + Math.round(e.getBoundingClientRect().width) + "x" + Math.round(e.getBoundingClientRect().height))`))
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	if len(small) > 0 {
		t.Errorf("%s: tap targets under 44 px: %q", where, small)
	}
}

// waitSeq waits until the page shows the log at seq and is idle.
func waitSeq(t *testing.T, ctx context.Context, seq int, what string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`!document.body.dataset.busy && !document.body.dataset.sending && document.getElementById("main").dataset.seq === "%d"`, seq),
		chromedp.WithPollingTimeout(15*time.Second))); err != nil {
		flash, _ := chromedp.Run(ctx, chromedp.TextContent("#flash"))
		state, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`location.href + " seq=" + document.getElementById("main").dataset.seq + " act=" + (document.getElementById("act") || {dataset: {}}).dataset.seat + " busy=" + document.body.dataset.busy + " sending=" + document.body.dataset.sending`))
		t.Fatalf("%s was not recorded (want seq %d): %v; the page says %q (%s)", what, seq, err, flash, state)
	}
}

// loaded waits until the page's script runs (it is deferred).
func loaded(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.readyState === "complete"`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("the page did not load: %v", err)
	}
}

// actAs makes seat the seat acting (a tap on its name) unless it is.
func actAs(t *testing.T, ctx context.Context, seat string) {
	t.Helper()
	cur, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("act").dataset.seat`))
	if err != nil {
		t.Fatal(err)
	}
	if cur == seat {
		return
	}
	if err := chromedp.Do(ctx, chromedp.Click(`#act a[data-act="`+seat+`"]`), chromedp.WaitVisible(`#act[data-seat="`+seat+`"]`)); err != nil {
		t.Fatalf("choosing %s to act: %v", seat, err)
	}
	loaded(t, ctx)
}

// tapEvent records one event of a table log by taps only: a call from the
// bidding box, a card of the hand, the Director called, an answer.
func tapEvent(t *testing.T, ctx context.Context, line string, seq int) {
	t.Helper()
	f := strings.Fields(line)
	var sel string
	switch {
	case len(f) == 3 && f[1] == "call":
		actAs(t, ctx, f[0])
		sel = fmt.Sprintf(`#bidbox button[name="call"][value="%s"]`, f[2])
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.getElementById("bidding").open = true`)); err != nil {
			t.Fatal(err)
		}
	case len(f) == 3 && f[1] == "play":
		actAs(t, ctx, f[0])
		sel = fmt.Sprintf(`#cards button[name="card"][value="%s"]`, f[2])
	case line == "director noticed" || line == "director attention":
		if err := chromedp.Do(ctx, chromedp.Click(`#table-acts > summary`), chromedp.WaitVisible(`#do-noticed`)); err != nil {
			t.Fatal(err)
		}
		sel = `#do-noticed`
	case len(f) >= 4 && f[1] == "answer":
		sel = fmt.Sprintf(`#questions button[data-line=%q]`, line)
	default:
		t.Fatalf("no tap for %q", line)
	}
	if err := chromedp.Do(ctx, chromedp.Click(sel)); err != nil {
		t.Fatalf("tapping %s for %q: %v", sel, line, err)
	}
	waitSeq(t, ctx, seq, line)
}

// newTable makes a table from tags alone and returns its page.
func newTable(t *testing.T, ts *testServer, deal string, lines ...string) string {
	t.Helper()
	status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"board": 1, "deal": deal, "dealer": "N", "vulnerable": "None"})
	if status != 201 {
		t.Fatal(string(body))
	}
	var r struct{ ID int64 }
	decodeJSON(t, body, &r)
	for _, l := range lines {
		if status, _, body := ts.do(t, "POST", fmt.Sprintf("/api/tables/%d/events", r.ID), map[string]any{"line": l}); status != 201 {
			t.Fatal(string(body))
		}
	}
	return fmt.Sprintf("%s/tables/%d?seat=director&lang=en", ts.URL, r.ID)
}

// playByTaps enters the events of a scenario by taps on a new table and
// answers the open Law 64C question "yes" by its button.
func playByTaps(t *testing.T, ctx context.Context, ts *testServer, scenario string, checks bool) {
	t.Helper()
	lg, err := laws.ParseLog(scenarioLog(t, scenario))
	if err != nil {
		t.Fatal(err)
	}
	deal := lg.Tag("Deal")
	page := newTable(t, ts, deal)
	if err := chromedp.Do(ctx, chromedp.Navigate(page), chromedp.WaitVisible("#act")); err != nil {
		t.Fatal(err)
	}
	loaded(t, ctx)
	if checks {
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#bidbox button[name=call]").length`))
		if err != nil || n != 38 {
			t.Errorf("the bidding box has %d calls (%v), want 38", n, err)
		}
		n, err = chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#cards button[name=card]").length`))
		if err != nil || n != 13 {
			t.Errorf("the hand to act has %d cards to tap (%v), want 13", n, err)
		}
		noScroll(t, ctx, scenario+" auction")
		bigTargets(t, ctx, scenario+" auction")
		shot(t, ctx, strings.TrimSuffix(scenario, ".txtar")+"-auction")
	}
	for i, ev := range lg.Events {
		line := laws.FormatEvent(ev)
		tapEvent(t, ctx, line, i+1)
		if checks && i == 10 {
			noScroll(t, ctx, scenario+" play")
			bigTargets(t, ctx, scenario+" play")
			shot(t, ctx, strings.TrimSuffix(scenario, ".txtar")+"-play")
		}
	}
	seq := len(lg.Events)
	score, err := chromedp.Run(ctx, chromedp.Text("#score"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(score, "pending the Director's decision") {
		t.Errorf("%s: the score while the Law 64C question is open: %q", scenario, score)
	}
	if checks {
		noScroll(t, ctx, scenario+" question")
		bigTargets(t, ctx, scenario+" question")
		shot(t, ctx, strings.TrimSuffix(scenario, ".txtar")+"-question")
	}
	tapEvent(t, ctx, "director answer Q1 yes", seq+1)
	score, err = chromedp.Run(ctx, chromedp.Text("#score"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"law64a2-example1.txtar": "NS +420", "law64a1-example2.txtar": "NS +450"}[scenario]
	if !strings.Contains(score, want) || strings.Contains(score, "pending") {
		t.Errorf("%s: the score after the answer: %q, want %q", scenario, score, want)
	}
	// The law badge of the adjustment opens its explanation in one tap.
	if err := chromedp.Do(ctx, chromedp.Click(`#summary details.adjustment > summary`)); err != nil {
		t.Fatal(err)
	}
	ex, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => { const p = document.querySelector("#summary details.adjustment .explanation"); return p && p.offsetParent !== null ? p.textContent : ""; })()`))
	if err != nil || !strings.Contains(ex, "established revoke on trick") {
		t.Errorf("%s: the explanation behind the law badge: %q (%v)", scenario, ex, err)
	}
}

// TestPhoneWorkedExamples: the two worked revoke examples of
// docs/director.md entered only by taps on a 390x844 phone end at NS +420
// (Law 64A2) and NS +450 (Law 64A1), "pending the Director's decision"
// until the Law 64C question is answered; the bidding box has the 38
// calls, the hand to act a button per card, every page fits the phone
// and every tap target is 44 px at least.
func TestPhoneWorkedExamples(t *testing.T) {
	ctx := phone(t)
	ts := newTestServer(t, sqliteStore(t))
	playByTaps(t, ctx, ts, "law64a2-example1.txtar", true)
	playByTaps(t, ctx, ts, "law64a1-example2.txtar", false)
	for _, path := range []string{"/", "/tables/1?seat=director&lang=it", "/tables/1?seat=E&lang=pl", "/tables/2?seat=director&lang=fr"} {
		if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+path), chromedp.WaitVisible("#main")); err != nil {
			t.Fatal(err)
		}
		noScroll(t, ctx, path)
	}
}

// TestDesktopWorkedExample: the second worked example by clicks at
// 1280x900 ends at NS +450.
func TestDesktopWorkedExample(t *testing.T) {
	ctx := testbrowser.Context(t, 5*time.Minute, 1280, 900)
	ts := newTestServer(t, sqliteStore(t))
	playByTaps(t, ctx, ts, "law64a1-example2.txtar", false)

	// By keyboard: the focus on a call of the bidding box, Enter records it;
	// on a card, Space plays it.
	page := newTable(t, ts, exampleDeal, "N call Pass", "E call Pass", "S call 4S", "W call Pass", "N call Pass")
	if err := chromedp.Do(ctx, chromedp.Navigate(page), chromedp.WaitVisible("#act")); err != nil {
		t.Fatal(err)
	}
	loaded(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Focus(`#bidbox button[value="Pass"]`), chromedp.KeyEvent(kb.Enter)); err != nil {
		t.Fatal(err)
	}
	waitSeq(t, ctx, 6, "E call Pass by keyboard")
	if err := chromedp.Do(ctx, chromedp.Focus(`#cards button[value="HK"]`), chromedp.KeyEvent(" ")); err != nil {
		t.Fatal(err)
	}
	waitSeq(t, ctx, 7, "W play HK by keyboard")
	if txt, err := chromedp.Run(ctx, chromedp.Text("#current-trick")); err != nil || !strings.Contains(txt, "♥K") {
		t.Errorf("the tricks after the lead by keyboard: %q (%v)", txt, err)
	}
}

// TestPhoneOpeningLeadOutOfTurn: East faces the opening lead HT out of
// turn (Law 54), tapped as East's card; declarer's five options are
// large buttons in the page's language, and each, tapped, is the choice
// the rulings record.
func TestPhoneOpeningLeadOutOfTurn(t *testing.T) {
	ctx := phone(t)
	ts := newTestServer(t, sqliteStore(t))
	auction := []string{"N call Pass", "E call Pass", "S call 4S", "W call Pass", "N call Pass", "E call Pass"}
	labels := map[string]string{"become-dummy": "Become dummy", "accept": "Accept", "require-lead": "Require the lead of the suit",
		"forbid-lead": "Forbid the lead of the suit", "refuse": "Refuse"}
	for i, opt := range []string{"become-dummy", "accept", "require-lead", "forbid-lead", "refuse"} {
		page := newTable(t, ts, exampleDeal, auction...)
		if err := chromedp.Do(ctx, chromedp.Navigate(page), chromedp.WaitVisible("#act")); err != nil {
			t.Fatal(err)
		}
		loaded(t, ctx)
		tapEvent(t, ctx, "E play HT", 7)
		got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("#choices button")).map(b => b.textContent.trim())`))
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"Become dummy", "Accept", "Require the lead of the suit", "Forbid the lead of the suit", "Refuse"}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("declarer's options: %q, want %q", got, want)
		}
		if i == 0 {
			noScroll(t, ctx, "lead out of turn")
			bigTargets(t, ctx, "lead out of turn")
			shot(t, ctx, "lead-out-of-turn")
		}
		if err := chromedp.Do(ctx, chromedp.Click(`#choices button[data-line="S choose `+opt+`"]`)); err != nil {
			t.Fatal(err)
		}
		waitSeq(t, ctx, 8, opt)
		txt, err := chromedp.Run(ctx, chromedp.Text("#rulings"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(txt, "chosen: "+labels[opt]) {
			t.Errorf("%s: the rulings do not record the choice:\n%s", opt, txt)
		}
		if hidden, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("choices").hidden`)); err != nil || !hidden {
			t.Errorf("%s: the choice is still awaited (%v)", opt, err)
		}
	}
	// In Italian the options are Italian words, and West is Ovest, never W.
	if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+"/tables/1?seat=director&lang=it"), chromedp.WaitVisible("#main")); err != nil {
		t.Fatal(err)
	}
	page := newTable(t, ts, exampleDeal, append(auction, "E play HT")...)
	if err := chromedp.Do(ctx, chromedp.Navigate(strings.Replace(page, "lang=en", "lang=it", 1)), chromedp.WaitVisible("#choices")); err != nil {
		t.Fatal(err)
	}
	txt, err := chromedp.Run(ctx, chromedp.Text("body"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"Diventa il morto", "Rifiuta", "Ovest"} {
		if !strings.Contains(txt, w) {
			t.Errorf("the Italian page lacks %q", w)
		}
	}
	for _, raw := range []string{"become-dummy", "require-lead", "forbid-lead", "West"} {
		if strings.Contains(txt, raw) {
			t.Errorf("the Italian page shows %q", raw)
		}
	}
}

// TestPhoneRevokeAndResults: the revoke calculator filled by taps on a
// phone (worked example 1: 4S by South, East revokes on trick 6) gives
// Law 64A2 and NS +420, in Italian Articolo 64A2; a session uploaded on
// /results shows its results page; both pages fit the phone.
func TestPhoneRevokeAndResults(t *testing.T) {
	ctx := phone(t)
	ts := newTestServer(t, sqliteStore(t))
	if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+"/revoke?lang=en"), chromedp.WaitVisible("#revoke")); err != nil {
		t.Fatal(err)
	}
	loaded(t, ctx)
	pickSel := func(name, value string) string {
		return fmt.Sprintf(`label.pick input[name=%q][value=%q] + span`, name, value)
	}
	for _, p := range [][2]string{{"level", "4"}, {"strain", "S"}, {"doubling", ""}, {"declarer", "S"}, {"vulnerable", "None"}} {
		if err := chromedp.Do(ctx, chromedp.Click(pickSel(p[0], p[1]))); err != nil {
			t.Fatalf("tapping %s %s: %v", p[0], p[1], err)
		}
	}
	for i, w := range "WWSSSNSSESSES" {
		taps := strings.IndexRune("NESW", w) + 1
		for range taps {
			if err := chromedp.Do(ctx, chromedp.Click(fmt.Sprintf("#w%d-tap", i+1))); err != nil {
				t.Fatal(err)
			}
		}
	}
	got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`Array.from(document.querySelectorAll("#cells select")).map(s => s.value).join("")`))
	if err != nil || got != "WWSSSNSSESSES" {
		t.Errorf("the 13 cells say %q (%v)", got, err)
	}
	for _, p := range [][2]string{{"offender", "E"}, {"trick", "6"}} {
		if err := chromedp.Do(ctx, chromedp.Click(pickSel(p[0], p[1]))); err != nil {
			t.Fatal(err)
		}
	}
	noScroll(t, ctx, "/revoke")
	small, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("label.pick > span, .cellbtn, #revoke-rule")).filter(e => { const r = e.getBoundingClientRect(); return r.width < 44 || r.height < 44; }).map(e => e.textContent)`))
	if err != nil || len(small) > 0 {
		t.Errorf("/revoke: tap targets under 44 px: %q (%v)", small, err)
	}
	shot(t, ctx, "revoke-form")
	if err := chromedp.Do(ctx, chromedp.Click("#revoke-rule"), chromedp.WaitVisible("#revoke-result")); err != nil {
		t.Fatal(err)
	}
	res, err := chromedp.Run(ctx, chromedp.Text("#revoke-result"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"Law 64A2: revoke by East on trick 6: 1 trick transferred to NS (trick 9)", "NS +420 (was -50)", "Law 64C"} {
		if !strings.Contains(res, w) {
			t.Errorf("the calculator's answer lacks %q:\n%s", w, res)
		}
	}
	noScroll(t, ctx, "/revoke answered")
	shot(t, ctx, "revoke-answer")
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`location.href = location.href.replace("lang=en", "lang=it")`), chromedp.WaitVisible("#revoke-result")); err != nil {
		t.Fatal(err)
	}
	if res, err := chromedp.Run(ctx, chromedp.Text("#revoke-result")); err != nil || !strings.Contains(res, "Articolo 64A2") || !strings.Contains(res, "+420") {
		t.Errorf("the Italian answer: %q (%v)", res, err)
	}

	// /results: a file uploaded is its results page.
	file, err := filepath.Abs(filepath.Join("..", "results", "testdata", "club.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+"/results?lang=en"), chromedp.WaitVisible("#upload")); err != nil {
		t.Fatal(err)
	}
	noScroll(t, ctx, "/results")
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles("#results-file", []string{file}), chromedp.Click("#results-show")); err != nil {
		t.Fatal(err)
	}
	var body string
	for range 60 {
		body, err = chromedp.Run(ctx, chromedp.Evaluate[string](`document.body ? document.body.innerText : ""`))
		if err == nil && strings.Contains(body, "Board 1") {
			break
		}
		time.Sleep(500 * time.Millisecond)
	}
	if !strings.Contains(body, "Board 1") || !strings.Contains(body, "Rank") {
		t.Fatalf("the results page did not come: %v (%.300q)", err, body)
	}
	noScroll(t, ctx, "the results page")
	shot(t, ctx, "results")

	// A session with its deals: the diagrams and double-dummy tables fit
	// the phone too (a wide table scrolls in its own box).
	file, err = filepath.Abs(filepath.Join("..", "results", "testdata", "dd.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+"/results?lang=en"), chromedp.WaitVisible("#upload"),
		chromedp.SetUploadFiles("#results-file", []string{file}), chromedp.Click("#results-show"), chromedp.WaitVisible("#dd-1")); err != nil {
		t.Fatal(err)
	}
	noScroll(t, ctx, "the results page with deals")
	shot(t, ctx, "results-deals")
}

// TestPhoneWithoutJavaScript: with scripts off, a call tapped in the
// bidding box and a line typed in the record form are recorded (the
// forms post and the server answers with the page).
func TestPhoneWithoutJavaScript(t *testing.T) {
	ctx := phone(t)
	ts := newTestServer(t, sqliteStore(t))
	page := newTable(t, ts, exampleDeal, "N call Pass")
	if _, err := chromedp.Call(ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(page), chromedp.WaitVisible("#act")); err != nil {
		t.Fatal(err)
	}
	seq := func() string {
		s, err := chromedp.Run(ctx, chromedp.AttributeValue("#main", "data-seq"))
		if err != nil {
			t.Fatal(err)
		}
		return s.Value
	}
	if err := chromedp.Do(ctx, chromedp.Click(`#bidbox button[value="1H"]`), chromedp.WaitVisible(`#main[data-seq="2"]`)); err != nil {
		t.Fatalf("a tap without JavaScript: %v (seq %s)", err, seq())
	}
	if err := chromedp.Do(ctx, chromedp.SetValue("#line", "S call X"), chromedp.Click("#send"), chromedp.WaitVisible(`#main[data-seq="3"]`)); err != nil {
		t.Fatalf("a typed line without JavaScript: %v (seq %s)", err, seq())
	}
	if txt, err := chromedp.Run(ctx, chromedp.Text("#auction")); err != nil || !strings.Contains(txt, "1♥") {
		t.Errorf("the auction: %q (%v)", txt, err)
	}
}
