package server

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"bridgelaw/laws"
	"bridgelaw/lin"
	"bridgelaw/pbn"
)

// The worked revoke example exported as PBN reads back through package pbn
// and, its Result and Score tags put aside, replays from its auction, its
// play (East's revoke marked ^R) to the table's Law 64A2 result: 10 tricks
// for South, NS +420. LIN reads back to the same play; the handviewer link
// comes with it.
func TestExportReplays(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	id := createExample(t, ts)
	if status, _, body := ts.do(t, "POST", fmt.Sprintf("/api/tables/%d/events", id), map[string]any{"line": "director answer Q1 yes"}); status != http.StatusCreated {
		t.Fatal(string(body))
	}
	status, h, body := ts.do(t, "GET", fmt.Sprintf("/api/tables/%d/export?seat=director&format=pbn", id), nil)
	if status != http.StatusOK || !strings.Contains(h.Get("Content-Disposition"), ".pbn") {
		t.Fatalf("export: %d %s", status, body)
	}
	text := string(body)
	for _, want := range []string{`[Contract "4S"]`, `[Declarer "S"]`, `[Result "10"]`, `[Score "NS 420"]`, "^R"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PBN lacks %s:\n%s", want, text)
		}
	}
	f, err := pbn.Parse(body, "export.pbn")
	if err != nil || len(f.Games) != 1 {
		t.Fatalf("the PBN does not read back: %v\n%s", err, text)
	}
	rec, errs := f.Games[0].Record()
	if len(errs) > 0 {
		t.Fatalf("the PBN's record: %v", errs)
	}
	if len(rec.Plays) != 52 {
		t.Errorf("%d cards read back, want 52", len(rec.Plays))
	}
	rec.ResultKnown, rec.ScoreKnown = false, false
	o := laws.ReplayRecord(rec)
	if !o.ScoreKnown || o.ScoreNS != 420 || o.DeclarerTricks != 10 || o.TableTricks != 9 || len(o.Adjustments) != 1 {
		t.Errorf("replayed: score %d (%v), tricks %d (table %d), %d adjustments; want NS +420, 10 (9), 1 (Law 64A2)", o.ScoreNS, o.ScoreKnown, o.DeclarerTricks, o.TableTricks, len(o.Adjustments))
	}

	status, h, body = ts.do(t, "GET", fmt.Sprintf("/api/tables/%d/export?seat=director&format=lin", id), nil)
	if status != http.StatusOK || !strings.Contains(h.Get("Link"), "https://www.bridgebase.com/tools/handviewer.html?lin=") {
		t.Fatalf("LIN export: %d %s %s", status, h.Get("Link"), body)
	}
	boards, lerr := lin.Parse(string(body), "export.lin")
	if len(lerr) > 0 || len(boards) != 1 {
		t.Fatalf("the LIN does not read back: %v\n%s", lerr, body)
	}
	lr, lerrs := boards[0].Record()
	if len(lerrs) > 0 {
		t.Fatalf("the LIN's record: %v", lerrs)
	}
	revokes := 0
	for i, p := range rec.Plays {
		if p.Revoke {
			revokes++
			if p.Seat.String() != "E" || p.Card.String() != "HT" || i/4 != 5 {
				t.Errorf("PBN: revoke marked on card %d, %v, want East's HT in trick 6", i+1, p)
			}
		}
		if i < len(lr.Plays) && (lr.Plays[i].Seat != p.Seat || lr.Plays[i].Card != p.Card) {
			t.Errorf("card %d: LIN %v, PBN %v", i+1, lr.Plays[i], p)
		}
	}
	if revokes != 1 || len(lr.Plays) != 52 {
		t.Errorf("%d revokes marked in the PBN, %d cards in the LIN", revokes, len(lr.Plays))
	}
	if o := laws.ReplayRecord(lr); o.ScoreNS != 420 {
		t.Errorf("LIN replayed: NS %d, want 420", o.ScoreNS)
	}

	for _, q := range []string{"?seat=director&format=xml", "?seat=director", "?format=pbn"} {
		if status, _, body := ts.do(t, "GET", fmt.Sprintf("/api/tables/%d/export%s", id, q), nil); status != http.StatusBadRequest {
			t.Errorf("%s: %d %s, want 400", q, status, body)
		}
	}
}

// A seat downloads the board once it is over, not before (with a
// Director's token: his key; another seat's key gets 403, none 401).
func TestExportWhen(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"board": 1, "deal": exampleDeal})
	if status != http.StatusCreated {
		t.Fatal(string(body))
	}
	var tb struct{ ID int64 }
	decodeJSON(t, body, &tb)
	path := fmt.Sprintf("/api/tables/%d/export?seat=E&format=pbn", tb.ID)
	lines := []string{"N call Pass", "E call Pass", "S call 4S", "W call Pass", "N call Pass", "E call Pass", "W play HA"}
	for i, line := range lines {
		if status, _, body := ts.do(t, "POST", fmt.Sprintf("/api/tables/%d/events", tb.ID), map[string]any{"line": line, "seq": i}); status != http.StatusCreated {
			t.Fatal(line, string(body))
		}
	}
	if status, _, body := ts.do(t, "GET", path, nil); status != http.StatusForbidden {
		t.Errorf("a seat during play: %d %s, want 403", status, body)
	}
	if status, _, body := ts.do(t, "GET", strings.Replace(path, "seat=E", "seat=director", 1), nil); status != http.StatusOK || !strings.Contains(string(body), `[Contract "4S"]`) {
		t.Errorf("the Director during play: %d %s", status, body)
	}
	for i, line := range []string{"S claim 10", "E accept"} {
		if status, _, body := ts.do(t, "POST", fmt.Sprintf("/api/tables/%d/events", tb.ID), map[string]any{"line": line, "seq": len(lines) + i}); status != http.StatusCreated {
			t.Fatal(line, string(body))
		}
	}
	status, _, body = ts.do(t, "GET", path, nil)
	if status != http.StatusOK {
		t.Fatalf("a seat after the claim: %d %s", status, body)
	}
	f, err := pbn.Parse(body, "claim.pbn")
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := f.Games[0].Record()
	if rec.ClaimTricks != 10 || len(rec.Plays) != 1 || !strings.Contains(string(body), `[Result "10"]`) {
		t.Errorf("the claim: %d tricks, %d cards\n%s", rec.ClaimTricks, len(rec.Plays), body)
	}
	if o := laws.ReplayRecord(rec); o.ScoreNS != 420 {
		t.Errorf("replayed: NS %d, want 420", o.ScoreNS)
	}
}

// With a Director's token, the export needs the credential of a view:
// none 401, another seat's key 403, the seat's own key once the board is
// over, the Director's token at any time.
func TestExportCredentials(t *testing.T) {
	ts := tokenServer(t)
	keys := createWithSeats(t, ts)
	path := "/api/tables/1/export?format=lin&seat=E"
	if status, body := ts.seatReq(t, "GET", path, "", ""); status != http.StatusUnauthorized {
		t.Errorf("no key: %d %s", status, body)
	}
	if status, body := ts.seatReq(t, "GET", path, keys["W"], ""); status != http.StatusForbidden {
		t.Errorf("West's key: %d %s", status, body)
	}
	if status, body := ts.seatReq(t, "GET", path, keys["E"], ""); status != http.StatusForbidden {
		t.Errorf("East's key before the board is over: %d %s", status, body)
	}
	if status, body := ts.req(t, nil, "GET", "/api/tables/1/export?format=lin&seat=director", testToken, ""); status != http.StatusOK || !strings.HasPrefix(body, "pn|") && !strings.Contains(body, "md|") {
		t.Errorf("the Director: %d %s", status, body)
	}
	for i, line := range []string{"N call Pass", "E call Pass", "S call Pass", "W call Pass"} {
		if status, body := ts.req(t, nil, "POST", "/api/tables/1/events", testToken, fmt.Sprintf(`{"line":%q,"seq":%d}`, line, i)); status != http.StatusCreated {
			t.Fatal(line, status, body)
		}
	}
	if status, body := ts.seatReq(t, "GET", path, keys["E"], ""); status != http.StatusOK || !strings.Contains(body, "mb|p|") {
		t.Errorf("East's key after the board passed out: %d %s", status, body)
	}
}
