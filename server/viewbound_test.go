package server

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestPlayerViewBounded: a table at the events cap (2,000 events, each
// raising a ruling or a call: an insufficient bid again and again, "no
// spades?" at every turn, calls after a passed-out auction) gives each
// player a view of at most 128 KiB and a page of at most 256 KiB, where
// the Director's view is megabytes: the oldest rulings and calls are left
// out and counted (omitted), the latest kept, the standing calls kept
// first and by whole rounds.
func TestPlayerViewBounded(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	max := ts.srv.opts.MaxEvents
	for _, pat := range [][]string{
		{"N call 1C", "E call 1C", "S call 1C", "W call 1C"}, // each an insufficient bid accepted
		{"N ask E"},
		{"N call Pass", "E call Pass", "S call Pass", "W call Pass", "hands-returned", "N breach", "N warn", "next-board E"},
	} {
		var b strings.Builder
		fmt.Fprintf(&b, "[Board \"1\"]\n[Deal \"%s\"]\n", exampleDeal)
		for i := range max {
			b.WriteString(pat[i%len(pat)] + "\n")
		}
		status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"log": b.String()})
		if status != 201 {
			t.Fatalf("%v: %d %.300s", pat, status, body)
		}
		var created struct{ ID int64 }
		decodeJSON(t, body, &created)
		_, _, dir := ts.do(t, "GET", fmt.Sprintf("/api/tables/%d?seat=director", created.ID), nil)
		var dv TableView
		decodeJSON(t, dir, &dv)
		for _, seat := range []string{"N", "E", "S", "W"} {
			status, _, pv := ts.do(t, "GET", fmt.Sprintf("/api/tables/%d?seat=%s", created.ID, seat), nil)
			if status != 200 || len(pv) > 128<<10 {
				t.Errorf("%v: the view of %s: %d, %d bytes (the Director's %d)", pat, seat, status, len(pv), len(dir))
				continue
			}
			var v TableView
			if err := json.Unmarshal(pv, &v); err != nil {
				t.Fatal(err)
			}
			om := OmittedView{}
			if v.Omitted != nil {
				om = *v.Omitted
			}
			if len(v.Rulings) > maxViewRulings || len(v.Auction) > maxViewCalls ||
				om.Rulings+len(v.Rulings) != len(dv.Rulings) || om.Calls+len(v.Auction) != len(dv.Auction) {
				t.Errorf("%v: %s sees %d rulings and %d calls, omits %+v; the Director %d and %d", pat, seat, len(v.Rulings), len(v.Auction), om, len(dv.Rulings), len(dv.Auction))
				continue
			}
			// The latest are kept: the last ruling and the last standing
			// call are the Director's; the rulings are numbered after the
			// omitted ones; the standing calls left out are whole rounds.
			if n := len(v.Rulings); n > 0 && (v.Rulings[n-1].Explanation != dv.Rulings[len(dv.Rulings)-1].Explanation || v.Rulings[0].Seq != om.Rulings+1) {
				t.Errorf("%v: %s's rulings: the first numbered %d, the last %q; the Director's last %q", pat, seat, v.Rulings[0].Seq, v.Rulings[n-1].Explanation, dv.Rulings[len(dv.Rulings)-1].Explanation)
			}
			standing := func(list []CallView) (n int, last CallView) {
				for _, c := range list {
					if c.Standing {
						n, last = n+1, c
					}
				}
				return n, last
			}
			np, lp := standing(v.Auction)
			nd, ld := standing(dv.Auction)
			if lp != ld || (nd-np)%4 != 0 || np < min(nd, maxViewCalls-3) {
				t.Errorf("%v: %s's standing calls: %d, the last %+v; the Director's %d, the last %+v", pat, seat, np, lp, nd, ld)
			}
			status, page := ts.page(t, fmt.Sprintf("/tables/%d?seat=%s", created.ID, seat))
			if status != 200 || len(page) > 256<<10 {
				t.Errorf("%v: the page of %s: %d, %d bytes", pat, seat, status, len(page))
			}
		}
		if len(dir) < 300<<10 {
			t.Errorf("%v: the Director's view is %d bytes: the log does not test the bound", pat, len(dir))
		}
	}
}
