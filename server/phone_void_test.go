package server

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestPhoneVoid: a call typed for the wrong seat (South's 1C when North
// deals, Law 31) is voided by one tap on its log row's button at 390 px
// (Law 81C5): the row is struck through, the out-of-rotation ruling is
// gone, the void is logged with the default reason, and a void has no
// button of its own.
func TestPhoneVoid(t *testing.T) {
	ctx := phone(t)
	ts := newTestServer(t, sqliteStore(t))
	page := newTable(t, ts, exampleDeal, "S call 1C")
	if err := chromedp.Do(ctx, chromedp.Navigate(page), chromedp.WaitVisible("#log")); err != nil {
		t.Fatal(err)
	}
	loaded(t, ctx)
	before, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("#rulings li.ruling")).map(li => li.className)`))
	if err != nil || len(before) == 0 || strings.Contains(strings.Join(before, " "), "kind-voided") {
		t.Fatalf("the rulings before the void: %q (%v)", before, err)
	}
	noScroll(t, ctx, "the log with its void buttons")
	small, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("#log form.void button, #log form.void input[name=reason]")).filter(e => e.getBoundingClientRect().height < 44).map(e => e.outerHTML)`))
	if err != nil || len(small) > 0 {
		t.Errorf("void targets under 44 px: %q (%v)", small, err)
	}
	shot(t, ctx, "void-before")
	if err := chromedp.Do(ctx, chromedp.Click(`#void-1 button`)); err != nil {
		t.Fatal(err)
	}
	waitSeq(t, ctx, 2, "the void")
	row, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => { const r = document.querySelector("#log tbody tr"); return r.className + "|" + (r.querySelector("del") ? r.querySelector("del").textContent : "") + "|" + !!r.querySelector("form.void"); })()`))
	if err != nil || row != "voided|S call 1C|false" {
		t.Errorf("the voided row: %q (%v), want it struck through and without its button", row, err)
	}
	after, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("#rulings li.ruling")).map(li => li.className)`))
	if err != nil || len(after) != 1 || !strings.Contains(after[0], "kind-voided") {
		t.Errorf("the rulings after the void: %q (%v), want the void's alone", after, err)
	}
	log, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("#log tbody tr")).map(r => r.querySelector("code").textContent + "|" + !!r.querySelector("form.void"))`))
	if err != nil || len(log) != 2 || log[1] != `director void 1 "mistaken entry"|false` {
		t.Errorf("the log after the void: %q (%v)", log, err)
	}
	noScroll(t, ctx, "the log after the void")
	shot(t, ctx, "void-after")
}
