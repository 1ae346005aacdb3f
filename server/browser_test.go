package server

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"bridgelaw/internal/testbrowser"
	"bridgelaw/laws"
)

// pngCheck asserts a real page: a PNG at least 800x400 with many colours,
// red suit symbols and the green of the law badges among them.
func pngCheck(t *testing.T, shot []byte) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("the screenshot is not a PNG: %v", err)
	}
	b := img.Bounds()
	if b.Dx() < 800 || b.Dy() < 400 {
		t.Errorf("screenshot %dx%d is too small", b.Dx(), b.Dy())
	}
	colours := map[[3]uint32]bool{}
	red, green := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, _ := img.At(x, y).RGBA()
			r, g, bl = r>>8, g>>8, bl>>8
			colours[[3]uint32{r, g, bl}] = true
			if r > 160 && g < 60 && bl < 80 {
				red++
			}
			if g > r+40 && g > bl+20 && r < 90 {
				green++
			}
		}
	}
	if len(colours) < 20 || red == 0 || green == 0 {
		t.Errorf("screenshot: %d colours, %d red and %d green samples: a blank or unstyled page?", len(colours), red, green)
	}
}

// idle is true when the page has no refresh on its way.
const idle = `!document.body.dataset.busy`

// TestDirectorPageInBrowser: a Director creates the board on the list
// page, records the worked example of a revoke through the page's form
// (4S by South, East revokes at trick 6, dummy wins it, EW win tricks 9
// and 12), answers the Law 64C question with its button, and reads Law
// 64A2 and NS +420 on the page; a player's page shows only his cards; an
// event recorded elsewhere reaches the page live.
func TestDirectorPageInBrowser(t *testing.T) {
	ctx := testbrowser.Context(t, 3*time.Minute, 1200, 900)
	ts := newTestServer(t, sqliteStore(t))
	lg, err := laws.ParseLog(scenarioLog(t, "law64a2-example1.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx,
		chromedp.Navigate(ts.URL+"/"),
		chromedp.WaitVisible("#new-table"),
		chromedp.Evaluate[chromedp.Void](`localStorage.setItem("bridgelaw.by", "TD Anna")`),
		chromedp.Reload(),
		chromedp.WaitVisible("#new-table"),
		chromedp.SetValue("#new-title", "Club night, table 3"),
		chromedp.SetValue("#new-board", "1"),
		chromedp.SetValue("#new-dealer", "N"),
		chromedp.SetValue("#new-vulnerable", "None"),
		chromedp.SetValue("#new-deal", exampleDeal),
		chromedp.Click("#create"),
		chromedp.WaitVisible("#record"),
	); err != nil {
		t.Fatalf("creating the table: %v", err)
	}
	// Every event through the record form, as a Director types it.
	for i, ev := range lg.Events {
		line := laws.FormatEvent(ev)
		if i%20 == 0 {
			line = strings.ToLower(line) // typed in lower case: read all the same
		}
		if err := chromedp.Do(ctx,
			chromedp.SetValue("#line", line),
			chromedp.Click("#send"),
		); err != nil {
			t.Fatalf("event %d %q: %v", i+1, line, err)
		}
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`%s && document.getElementById("main").dataset.seq === "%d"`, idle, i+1),
			chromedp.WithPollingTimeout(10*time.Second))); err != nil {
			flash, _ := chromedp.Run(ctx, chromedp.TextContent("#flash"))
			t.Fatalf("event %d %q was not recorded: %v; the page says %q", i+1, line, err, flash)
		}
	}
	q, err := chromedp.Run(ctx, chromedp.Text("#question-Q1"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(q, "Law 64C") || !strings.Contains(q, "sufficiently compensated") {
		t.Errorf("the Law 64C question on the page:\n%s", q)
	}
	// The Director answers: the non-offending side is compensated.
	if err := chromedp.Do(ctx, chromedp.Click(`#question-Q1 button[data-line="director answer Q1 yes"]`)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](idle+` && document.getElementById("main").dataset.seq === "60"`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("the answer was not recorded: %v", err)
	}
	texts := map[string]string{}
	for _, sel := range []string{"#rulings", "#score", "#summary", "#log", "#tricks", "#contract"} {
		txt, err := chromedp.Run(ctx, chromedp.Text(sel))
		if err != nil {
			t.Fatalf("%s: %v", sel, err)
		}
		texts[sel] = txt
	}
	for sel, wants := range map[string][]string{
		"#rulings":  {"Law 61A", "Law 63A1", "Law 64C", "Law 64A2", "East's established revoke on trick 6: 1 trick goes to NS", "answered Yes"},
		"#score":    {"NS +420"},
		"#summary":  {"9 as played", "10 after the Law 64 adjustment"},
		"#contract": {"4♠", "South"},
		"#log":      {"director answer Q1 yes", "TD Anna", "E play HT"},
	} {
		for _, w := range wants {
			if !strings.Contains(texts[sel], w) {
				t.Errorf("%s lacks %q:\n%s", sel, w, texts[sel])
			}
		}
	}
	if hidden, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("questions").hidden`)); err != nil || !hidden {
		t.Errorf("the questions panel is still shown after the answer (%v)", err)
	}
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join("testdata", "out")
	if st, err := os.Stat(out); err != nil || !st.IsDir() {
		out = t.TempDir()
	}
	if err := os.WriteFile(filepath.Join(out, "director.png"), shot, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s (%d bytes)", filepath.Join(out, "director.png"), len(shot))
	pngCheck(t, shot)

	// Live: an event recorded by another Director (through the API)
	// reaches the open page without a reload.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.notReloaded = true`)); err != nil {
		t.Fatal(err)
	}
	if status, _, body := ts.do(t, "POST", "/api/tables/1/events", map[string]any{"line": "hands-returned", "by": "TD Bruno"}); status != 201 {
		t.Fatal(string(body))
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("main").dataset.seq === "61" && window.notReloaded === true`,
		chromedp.WithPollingTimeout(15*time.Second))); err != nil {
		t.Errorf("the page did not follow the table live: %v", err)
	}

	// In Italian, the law is an Articolo.
	if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+"/tables/1?seat=director&lang=it"), chromedp.WaitVisible("#rulings")); err != nil {
		t.Fatal(err)
	}
	if it, err := chromedp.Run(ctx, chromedp.Text("#rulings")); err != nil || !strings.Contains(it, "Articolo 64A2") {
		t.Errorf("the Italian page: %q %v", it, err)
	}

	// East's page: no form, no other hand (all are played out here, so
	// look at the board before the opening lead on a second table).
	status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"board": 1, "deal": exampleDeal, "log": ""})
	if status != 201 {
		t.Fatal(string(body))
	}
	for _, l := range []string{"N call Pass", "E call Pass", "S call 4S", "W call Pass", "N call Pass", "E call Pass", "W play SK"} {
		if status, _, body := ts.do(t, "POST", "/api/tables/2/events", map[string]any{"line": l}); status != 201 {
			t.Fatal(string(body))
		}
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+"/tables/2?seat=E"), chromedp.WaitVisible("#diagram")); err != nil {
		t.Fatal(err)
	}
	hands := map[string]string{}
	for _, s := range []string{"N", "E", "S", "W"} {
		txt, err := chromedp.Run(ctx, chromedp.Text("#hand-"+s))
		if err != nil {
			t.Fatal(err)
		}
		hands[s] = txt
	}
	if !strings.Contains(hands["S"], "13 cards") || !strings.Contains(hands["W"], "12 cards") || !strings.Contains(hands["N"], "dummy") ||
		!strings.Contains(hands["E"], "Q 10 2") || strings.Contains(hands["E"], "cards") {
		t.Errorf("East's diagram: %q", hands)
	}
	if n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#act, #questions, #record, #log, [name=actor]:not([value=E])").length`)); err != nil || n != 0 {
		t.Errorf("East's page has %d Director's forms or another seat's (%v)", n, err)
	}
	if n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#play [name=actor][value=E]").length`)); err != nil || n == 0 {
		t.Errorf("East's page has no action area of his own (%v)", err)
	}
}
