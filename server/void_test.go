package server

import (
	"strings"
	"testing"
)

// TestVoid: "director void SEQ" (Law 81C5) takes a mistaken entry out of
// the replay: its ruling goes, the log keeps it and marks it voided, the
// page strikes it through, and a fresh replay agrees.
func TestVoid(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	if status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"board": 1, "deal": exampleDeal}); status != 201 {
		t.Fatal(string(body))
	}
	if status, _, body := ts.do(t, "POST", "/api/tables/1/events", map[string]any{"line": "S call 1C", "seq": 0}); status != 201 || !strings.Contains(string(body), "out of rotation") {
		t.Fatalf("the mistaken entry: %d %s", status, body)
	}
	for line, want := range map[string]int{`director void 5 "no such"`: 422, `N void 1 "not the Director"`: 422, `director void 1`: 400} {
		if status, _, body := ts.do(t, "POST", "/api/tables/1/events", map[string]any{"line": line, "seq": 1}); status != want {
			t.Errorf("%s: %d, want %d: %s", line, status, want, body)
		}
	}
	status, _, body := ts.do(t, "POST", "/api/tables/1/events", map[string]any{"line": `director void 1 "typed for South: North opened"`, "seq": 1})
	if status != 201 || !strings.Contains(string(body), `"kind":"voided"`) || !strings.Contains(string(body), "Law 81C5") {
		t.Fatalf("void: %d %s", status, body)
	}
	if status, _, body := ts.do(t, "POST", "/api/tables/1/events", map[string]any{"line": "N call 1C", "seq": 2}); status != 201 || strings.Contains(string(body), "out of rotation") {
		t.Errorf("North's call after the void: %d %s", status, body)
	}
	var tv TableView
	_, _, b := ts.do(t, "GET", "/api/tables/1?seat=director", nil)
	decodeJSON(t, b, &tv)
	if len(tv.Auction) != 1 || tv.Auction[0].Seat != "N" || len(tv.Rulings) != 1 || tv.Rulings[0].Kind != "voided" || tv.Turn != "E" {
		t.Errorf("after the void: auction %+v, rulings %+v, turn %s", tv.Auction, tv.Rulings, tv.Turn)
	}
	var evs struct{ Events []EventView }
	_, _, b = ts.do(t, "GET", "/api/tables/1/events?seat=director", nil)
	decodeJSON(t, b, &evs)
	if len(evs.Events) != 3 || !evs.Events[0].Voided || evs.Events[1].Voided || evs.Events[2].Voided {
		t.Errorf("the log: %+v", evs.Events)
	}
	_, _, b = ts.do(t, "GET", "/api/tables/1/log?seat=director", nil)
	if !strings.Contains(string(b), "S call 1C\t# 1 (voided)") {
		t.Errorf("the text log:\n%s", b)
	}
	_, page := ts.page(t, "/tables/1?seat=director")
	if !strings.Contains(page, `<tr class="voided"><td class="num">1</td><td><del><code>S call 1C</code></del>`) {
		t.Errorf("the page does not strike the voided entry through")
	}
	_, _, fresh := newTestServer(t, ts.store).do(t, "GET", "/api/tables/1?seat=director", nil)
	_, _, again := ts.do(t, "GET", "/api/tables/1?seat=director", nil)
	if string(fresh) != string(again) {
		t.Errorf("a fresh replay differs")
	}
}
