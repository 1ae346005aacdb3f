package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"bridgelaw/laws"
)

func TestAPICreateAndList(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	status, _, body := ts.do(t, "GET", "/api/tables", nil)
	if status != 200 || strings.TrimSpace(string(body)) != `{"tables":[]}` {
		t.Fatalf("empty list: %d %s", status, body)
	}
	// From the shortcuts: board 2 is dealt by East, NS vulnerable (Law 2).
	status, h, body := ts.do(t, "POST", "/api/tables", map[string]any{"board": 2, "deal": exampleDeal, "title": "Table 4", "by": "Anna"})
	if status != 201 {
		t.Fatalf("create from tags: %d %s", status, body)
	}
	var created struct {
		ID    int64
		Board int
		Seq   int
		Page  string
	}
	decodeJSON(t, body, &created)
	if created.ID != 1 || created.Board != 2 || created.Seq != 0 || h.Get("Location") != "/api/tables/1" || created.Page != "/tables/1?seat=director" {
		t.Errorf("created %+v, Location %q", created, h.Get("Location"))
	}
	var tv TableView
	_, _, body = ts.do(t, "GET", "/api/tables/1?seat=director", nil)
	decodeJSON(t, body, &tv)
	if tv.Dealer != "E" || tv.Vulnerable != "NS" || tv.Board != 2 || tv.Phase != "auction" || tv.Turn != "E" || tv.Title != "Table 4" {
		t.Errorf("board 2: dealer %s vul %s board %d phase %s turn %s", tv.Dealer, tv.Vulnerable, tv.Board, tv.Phase, tv.Turn)
	}
	// From a tags object, the Dealer overriding the board's.
	status, _, body = ts.do(t, "POST", "/api/tables", map[string]any{"tags": map[string]string{"Board": "3", "Dealer": "N", "Deal": exampleDeal, "Event": "Club night"}})
	if status != 201 {
		t.Fatalf("create from a tags object: %d %s", status, body)
	}
	_, _, body = ts.do(t, "GET", "/api/tables/2/events?seat=director", nil)
	var evs struct {
		Tags   string
		Events []EventView
	}
	decodeJSON(t, body, &evs)
	want := "[Event \"Club night\"]\n[Board \"3\"]\n[Dealer \"N\"]\n[Deal \"" + exampleDeal + "\"]\n"
	if evs.Tags != want || len(evs.Events) != 0 {
		t.Errorf("stored tags:\n%s\nwant\n%s", evs.Tags, want)
	}
	// An imported log.
	id := createExample(t, ts)
	if id != 3 {
		t.Errorf("third table has id %d", id)
	}
	var list struct{ Tables []TableSummary }
	_, _, body = ts.do(t, "GET", "/api/tables", nil)
	decodeJSON(t, body, &list)
	if len(list.Tables) != 3 {
		t.Fatalf("list: %s", body)
	}
	ex := list.Tables[2]
	if ex.Title != "Example 1" || ex.Seq != 59 || ex.Phase != "ended" || ex.Contract != "4S" || ex.Declarer != "S" || !ex.Scored ||
		ex.ScoreNS != 420 || ex.Open != 1 || ex.Rulings != 4 || ex.CreatedBy != "test" {
		t.Errorf("the example in the list: %+v", ex)
	}
	if list.Tables[0].Phase != "auction" || list.Tables[0].Scored {
		t.Errorf("an empty table in the list: %+v", list.Tables[0])
	}
}

func TestAPIBadInput(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	id := createExample(t, ts)
	p := fmt.Sprintf("/api/tables/%d", id)
	cases := []struct {
		name, method, path string
		body               any
		status             int
		code, text         string
	}{
		{"empty body", "POST", "/api/tables", "", 400, "bad-request", "empty body"},
		{"not JSON", "POST", "/api/tables", "deal=N:...", 400, "bad-request", "not the JSON"},
		{"two values", "POST", "/api/tables", `{"deal":"` + exampleDeal + `"} {}`, 400, "bad-request", "more than one"},
		{"unknown field", "POST", "/api/tables", `{"dael":"x"}`, 400, "bad-request", "dael"},
		{"nothing", "POST", "/api/tables", `{}`, 400, "bad-request", "at least deal"},
		{"log and tags", "POST", "/api/tables", map[string]any{"log": "[Deal \"x\"]", "deal": exampleDeal}, 400, "bad-request", "not both"},
		{"no deal", "POST", "/api/tables", map[string]any{"board": 1}, 400, "syntax", "no deal"},
		{"bad deal", "POST", "/api/tables", map[string]any{"deal": "N:AKQ... ... ... ..."}, 400, "syntax", "North has 3 cards"},
		{"duplicate card", "POST", "/api/tables", map[string]any{"deal": strings.Replace(exampleDeal, "J753", "K753", 1)}, 400, "syntax", ""},
		{"board 0", "POST", "/api/tables", map[string]any{"board": -1, "deal": exampleDeal}, 400, "bad-request", "board"},
		{"board twice", "POST", "/api/tables", map[string]any{"board": 1, "tags": map[string]string{"board": "2", "Deal": exampleDeal}}, 400, "bad-request", "twice"},
		{"bad tag name", "POST", "/api/tables", map[string]any{"tags": map[string]string{"De al": "x", "Deal": exampleDeal}}, 400, "bad-request", "tag name"},
		{"tag with newline", "POST", "/api/tables", map[string]any{"tags": map[string]string{"Event": "a\nb", "Deal": exampleDeal}}, 400, "bad-request", "control"},
		{"title control", "POST", "/api/tables", map[string]any{"title": "a\x00b", "deal": exampleDeal}, 400, "bad-request", "title"},
		{"log syntax", "POST", "/api/tables", map[string]any{"log": "[Deal \"" + exampleDeal + "\"]\nN cal Pass\n"}, 400, "syntax", "line 2"},
		{"impossible import", "POST", "/api/tables", map[string]any{"log": "[Deal \"" + exampleDeal + "\"]\nN call Pass\nE play SA\nS play SK\n"}, 422, "impossible", "line 3"},
		{"table id", "GET", "/api/tables/abc?seat=N", nil, 400, "bad-request", "table id"},
		{"table 0", "GET", "/api/tables/0?seat=N", nil, 400, "bad-request", "table id"},
		{"no table", "GET", "/api/tables/999?seat=N", nil, 404, "not-found", "no such table"},
		{"no seat", "GET", p, nil, 400, "bad-request", "seat is required"},
		{"bad seat", "GET", p + "?seat=X", nil, 400, "bad-request", "seat"},
		{"bad lang", "GET", p + "?seat=N&lang=de", nil, 400, "bad-request", "lang"},
		{"log for a player", "GET", p + "/events?seat=S", nil, 403, "forbidden", "Director"},
		{"log without seat", "GET", p + "/events", nil, 400, "bad-request", "seat=director"},
		{"text log for a player", "GET", p + "/log?seat=E", nil, 403, "forbidden", "Director"},
		{"log of no table", "GET", "/api/tables/999/events?seat=director", nil, 404, "not-found", ""},
		{"append syntax", "POST", p + "/events", map[string]any{"line": "E plya HT"}, 400, "syntax", "unknown verb"},
		{"append nothing", "POST", p + "/events", map[string]any{}, 400, "bad-request", "send the event"},
		{"append a tag", "POST", p + "/events", map[string]any{"line": `[Board "2"]`}, 400, "syntax", "tag"},
		{"append a comment", "POST", p + "/events", map[string]any{"line": "# nothing"}, 400, "syntax", "no event"},
		{"append two lines", "POST", p + "/events", map[string]any{"line": "N call Pass\nE call Pass"}, 400, "bad-request", "control"},
		{"line and fields", "POST", p + "/events", map[string]any{"line": "N call Pass", "verb": "call"}, 400, "bad-request", "not both"},
		{"field with space", "POST", p + "/events", map[string]any{"actor": "N", "verb": "call", "args": []string{"1 H"}}, 400, "bad-request", "one word"},
		{"actor for end-of-round", "POST", p + "/events", map[string]any{"actor": "N", "verb": "end-of-round"}, 400, "bad-request", "no actor"},
		{"negative seq", "POST", p + "/events", map[string]any{"line": "N call Pass", "seq": -1}, 400, "bad-request", "seq"},
		{"stale seq", "POST", p + "/events", map[string]any{"line": "director answer Q1 yes", "seq": 12}, 409, "conflict", "changed"},
		{"future seq", "POST", p + "/events", map[string]any{"line": "director answer Q1 yes", "seq": 60}, 409, "conflict", "changed"},
		{"impossible card", "POST", p + "/events", map[string]any{"line": "E play SA"}, 422, "impossible", "East does not hold SA"},
		{"director chooses", "POST", p + "/events", map[string]any{"line": "director choose accept"}, 422, "impossible", "Director"},
		{"append to no table", "POST", "/api/tables/999/events", map[string]any{"line": "N call Pass"}, 404, "not-found", ""},
		{"wrong content type", "POST", "/api/tables", nil, 400, "bad-request", ""},
		{"no endpoint", "GET", "/api/boards", nil, 404, "not-found", "no such API endpoint"},
		{"wrong method", "DELETE", p, nil, 405, "method-not-allowed", "GET"},
		{"stream of no table", "GET", "/api/tables/999/stream", nil, 404, "not-found", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			status, h, body := ts.do(t, c.method, c.path, c.body)
			if status != c.status {
				t.Fatalf("status %d, want %d: %s", status, c.status, body)
			}
			if ct := h.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
				t.Fatalf("Content-Type %q", ct)
			}
			var e apiError
			decodeJSON(t, body, &e)
			if e.Code != c.code || e.Error == "" || !strings.Contains(e.Error, c.text) {
				t.Errorf("error %+v, want code %q and %q in the message", e, c.code, c.text)
			}
			if c.status == 409 && (e.Seq == nil || *e.Seq != 59) {
				t.Errorf("a conflict gives the log's seq 59: %+v", e)
			}
			if c.name == "impossible import" && len(e.Errors) != 2 {
				t.Errorf("each refused event listed: %q", e.Errors)
			}
		})
	}
	// Nothing refused was stored: one table, 59 events.
	var list struct{ Tables []TableSummary }
	_, _, body := ts.do(t, "GET", "/api/tables", nil)
	decodeJSON(t, body, &list)
	if len(list.Tables) != 1 || list.Tables[0].Seq != 59 {
		t.Errorf("after the refusals: %s", body)
	}
	// A body too large.
	big := `{"log":"` + strings.Repeat("x", maxBody) + `"}`
	if status, _, body := ts.do(t, "POST", "/api/tables", big); status != 413 || !strings.Contains(string(body), "larger") {
		t.Errorf("a large body: %d %s", status, body)
	}
}

func TestAPIAppend(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	id := createExample(t, ts)
	p := fmt.Sprintf("/api/tables/%d", id)
	// The Director answers the 64C question: the side is compensated.
	status, h, body := ts.do(t, "POST", p+"/events?lang=it", map[string]any{"line": "TD answer 64C  yes", "seq": 59, "by": "TD Rossi"})
	if status != 201 {
		t.Fatalf("answer: %d %s", status, body)
	}
	var ap struct {
		Seq        int
		Line       string
		RecordedBy string `json:"recorded_by"`
		Rulings    []RulingView
	}
	decodeJSON(t, body, &ap)
	if ap.Seq != 60 || ap.Line != "director answer 64C yes" || ap.RecordedBy != "TD Rossi" || h.Get("Location") != p+"/events" {
		t.Errorf("appended %+v", ap)
	}
	if len(ap.Rulings) != 1 || ap.Rulings[0].Kind != "answer" || ap.Rulings[0].EventSeq != 60 || !strings.Contains(ap.Rulings[0].LawText, "Articolo 64C") {
		t.Errorf("rulings of the answer: %+v", ap.Rulings)
	}
	// As fields, at the end of the log whatever it is.
	status, _, body = ts.do(t, "POST", p+"/events", map[string]any{"actor": "E", "verb": "attention"})
	if status != 201 || !strings.Contains(string(body), `"seq":61`) || !strings.Contains(string(body), `"line":"E attention"`) {
		t.Errorf("fields: %d %s", status, body)
	}
	status, _, body = ts.do(t, "POST", p+"/events", map[string]any{"verb": "end-of-round", "seq": 61})
	if status != 201 || !strings.Contains(string(body), `"line":"end-of-round"`) {
		t.Errorf("end-of-round: %d %s", status, body)
	}
	var tv TableView
	_, _, body = ts.do(t, "GET", p+"?seat=director", nil)
	decodeJSON(t, body, &tv)
	if tv.Seq != 62 || len(tv.Questions) != 0 || !tv.Result.Scored || tv.Result.ScoreNS != 420 {
		t.Errorf("after the answer: seq %d, open %v, score %d", tv.Seq, tv.Questions, tv.Result.ScoreNS)
	}
	// The log as text reads back and replays to the same result.
	status, h, body = ts.do(t, "GET", p+"/log?seat=director", nil)
	if status != 200 || !strings.HasPrefix(h.Get("Content-Type"), "text/plain") {
		t.Fatalf("log: %d %s", status, h.Get("Content-Type"))
	}
	if !strings.Contains(string(body), "director answer 64C yes\t# 60 TD Rossi ") {
		t.Errorf("the log names who recorded: %s", body)
	}
	lg, err := laws.ParseLog(string(body))
	if err != nil {
		t.Fatal(err)
	}
	setup, err := lg.Setup()
	if err != nil {
		t.Fatal(err)
	}
	tb, err := laws.Replay(setup, lg.Events, laws.Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res := tb.Result()
	if res.ScoreNS != 420 || len(res.Open) != 0 || len(lg.Events) != 62 {
		t.Errorf("the downloaded log replays to %+v", res)
	}
	// A claim statement with quotes survives the round trip.
	id2 := createExample(t, ts)
	_ = id2
	status, _, body = ts.do(t, "POST", "/api/tables", map[string]any{"board": 1, "deal": exampleDeal})
	if status != 201 {
		t.Fatal(string(body))
	}
	p3 := "/api/tables/3"
	for _, l := range []string{"N call Pass", "E call Pass", "S call 4S", "W call Pass", "N call Pass", "E call Pass", "W play SK"} {
		if status, _, body := ts.do(t, "POST", p3+"/events", map[string]any{"line": l}); status != 201 {
			t.Fatalf("%s: %d %s", l, status, body)
		}
	}
	stmt := `all mine: "trumps" then ♣ # no comment`
	status, _, body = ts.do(t, "POST", p3+"/events", map[string]any{"actor": "S", "verb": "claim", "args": []string{"13"}, "statement": stmt})
	if status != 201 {
		t.Fatalf("claim: %d %s", status, body)
	}
	_, _, body = ts.do(t, "GET", p3+"/events?seat=director", nil)
	var evs struct{ Events []EventView }
	decodeJSON(t, body, &evs)
	last := evs.Events[len(evs.Events)-1].Line
	ev, err := parseEventLine(last)
	if c, ok := ev.(laws.Claim); err != nil || !ok || c.Statement != stmt || c.Tricks != 13 {
		t.Errorf("claim stored as %q: %+v %v", last, ev, err)
	}
}

// TestAPIConcurrentAppend: goroutines append through two servers on one
// store (two processes), each sending the seq it has seen and retrying on
// 409: every accepted event is in the log once, the log has no gap, and
// replaying it gives the servers' state.
func TestAPIConcurrentAppend(t *testing.T) {
	eachStore(t, func(t *testing.T, st Store) {
		a, b := newTestServer(t, st), newTestServer(t, st)
		status, _, body := a.do(t, "POST", "/api/tables", map[string]any{"board": 1, "deal": exampleDeal})
		if status != 201 {
			t.Fatal(string(body))
		}
		const workers, each = 6, 12
		lines := []string{"director noticed", "E attention", "W attention", "director noticed"}
		errs := make(chan error, workers)
		conflicts := make(chan int, workers)
		for w := 0; w < workers; w++ {
			go func(w int) {
				ts := a
				if w%2 == 1 {
					ts = b
				}
				n := 0
				for i := 0; i < each; i++ {
					for {
						var tv struct{ Seq int }
						_, _, body, err := ts.try("GET", "/api/tables/1?seat=director", nil)
						if err == nil {
							err = json.Unmarshal(body, &tv)
						}
						if err != nil {
							errs <- err
							return
						}
						status, _, body, err := ts.try("POST", "/api/tables/1/events", map[string]any{
							"line": lines[(w+i)%len(lines)], "seq": tv.Seq, "by": fmt.Sprintf("w%d-%02d", w, i)})
						if err != nil {
							errs <- err
							return
						}
						if status == 409 {
							n++
							continue
						}
						if status != 201 {
							errs <- fmt.Errorf("worker %d: %d %s", w, status, body)
							return
						}
						break
					}
				}
				conflicts <- n
				errs <- nil
			}(w)
		}
		for w := 0; w < workers; w++ {
			if err := <-errs; err != nil {
				t.Fatal(err)
			}
		}
		total := 0
		for w := 0; w < workers; w++ {
			total += <-conflicts
		}
		evs, err := st.Events(context.Background(), 1, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) != workers*each {
			t.Fatalf("%d events, want %d", len(evs), workers*each)
		}
		seen := map[string]bool{}
		for i, e := range evs {
			if e.Seq != i+1 || seen[e.RecordedBy] {
				t.Fatalf("event %d: seq %d, %s seen before: %v", i+1, e.Seq, e.RecordedBy, seen[e.RecordedBy])
			}
			seen[e.RecordedBy] = true
		}
		// Replay is deterministic: two replays of the stored log, and both
		// servers' cached views, agree.
		setup, err := tableSetup(tags1)
		if err != nil {
			t.Fatal(err)
		}
		var results []laws.Result
		for k := 0; k < 2; k++ {
			var events []laws.Event
			for _, e := range evs {
				ev, err := parseEventLine(e.Line)
				if err != nil {
					t.Fatal(err)
				}
				events = append(events, ev)
			}
			tb, err := laws.Replay(setup, events, laws.Options{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			results = append(results, tb.Result())
		}
		if !reflect.DeepEqual(results[0], results[1]) {
			t.Errorf("two replays differ")
		}
		_, _, va := a.do(t, "GET", "/api/tables/1?seat=director", nil)
		_, _, vb := b.do(t, "GET", "/api/tables/1?seat=director", nil)
		fresh := newTestServer(t, st)
		_, _, vf := fresh.do(t, "GET", "/api/tables/1?seat=director", nil)
		if string(va) != string(vb) || string(va) != string(vf) {
			t.Errorf("the servers' views differ:\n%s\n%s\n%s", va, vb, vf)
		}
		var tv TableView
		decodeJSON(t, va, &tv)
		if tv.Seq != workers*each || len(tv.Rulings) != len(results[0].Rulings) {
			t.Errorf("view: seq %d, %d rulings; replay %d rulings", tv.Seq, len(tv.Rulings), len(results[0].Rulings))
		}
		t.Logf("%d events through two servers, %d conflicts (409) retried", len(evs), total)
	})
}

// TestAPIAppendAtEnd: appends without a seq through two servers never
// get 409: the server rules the event again on the log as it is.
func TestAPIAppendAtEnd(t *testing.T) {
	eachStore(t, func(t *testing.T, st Store) {
		a, b := newTestServer(t, st), newTestServer(t, st)
		if status, _, body := a.do(t, "POST", "/api/tables", map[string]any{"board": 1, "deal": exampleDeal}); status != 201 {
			t.Fatal(string(body))
		}
		const workers, each = 4, 10
		errs := make(chan error, workers)
		for w := 0; w < workers; w++ {
			go func(w int) {
				ts := []*testServer{a, b}[w%2]
				for i := 0; i < each; i++ {
					status, _, body, err := ts.try("POST", "/api/tables/1/events", map[string]any{"line": "director noticed", "by": fmt.Sprintf("w%d-%02d", w, i)})
					if err == nil && status != 201 {
						err = fmt.Errorf("worker %d: %d %s", w, status, body)
					}
					if err != nil {
						errs <- err
						return
					}
				}
				errs <- nil
			}(w)
		}
		for w := 0; w < workers; w++ {
			if err := <-errs; err != nil {
				t.Fatal(err)
			}
		}
		if n, err := st.LastSeq(context.Background(), 1); err != nil || n != workers*each {
			t.Errorf("last seq %d, want %d (%v)", n, workers*each, err)
		}
	})
}

// readEvent reads the next SSE event's data.
func readEvent(t *testing.T, r *bufio.Reader) string {
	t.Helper()
	var data string
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("stream: %v", err)
		}
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "data: "):
			data = strings.TrimPrefix(line, "data: ")
		case line == "" && data != "":
			return data
		}
	}
}

func TestAPIStream(t *testing.T) {
	st := sqliteStore(t)
	ts := newTestServer(t, st)
	other := newTestServer(t, st) // another process on the same database
	id := createExample(t, ts)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	open := func(path string) *bufio.Reader {
		req, _ := http.NewRequestWithContext(ctx, "GET", ts.URL+path, nil)
		resp, err := ts.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { resp.Body.Close() })
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
			t.Fatalf("stream: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		return bufio.NewReader(resp.Body)
	}
	table := open(fmt.Sprintf("/api/tables/%d/stream", id))
	list := open("/api/stream")
	expect := func(r *bufio.Reader, want string) {
		t.Helper()
		if got := readEvent(t, r); got != want {
			t.Errorf("stream: %s, want %s", got, want)
		}
	}
	expect(table, fmt.Sprintf(`{"table":%d,"seq":59}`, id))
	expect(list, `{"seq":60}`)
	if status, _, body := ts.do(t, "POST", fmt.Sprintf("/api/tables/%d/events", id), map[string]any{"line": "director answer Q1 yes"}); status != 201 {
		t.Fatal(string(body))
	}
	expect(table, fmt.Sprintf(`{"table":%d,"seq":60}`, id))
	expect(list, `{"seq":61}`)
	// An event recorded by the other process reaches the stream by polling.
	if status, _, body := other.do(t, "POST", fmt.Sprintf("/api/tables/%d/events", id), map[string]any{"line": "end-of-round"}); status != 201 {
		t.Fatal(string(body))
	}
	expect(table, fmt.Sprintf(`{"table":%d,"seq":61}`, id))
	// Close ends the streams.
	ts.srv.Close()
	done := make(chan error, 1)
	go func() {
		for {
			if _, err := table.ReadString('\n'); err != nil {
				done <- err
				return
			}
		}
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Error("Close did not end the live stream")
	}
}

// TestAPIExactlyOnce: an append carries seq or an Idempotency-Key; a
// retry of either returns the first answer and stores nothing, through
// another server process on the same store too, and when the retries
// race; an event the engine would ignore is refused (422), not stored.
func TestAPIExactlyOnce(t *testing.T) {
	eachStore(t, func(t *testing.T, st Store) {
		a, b := newTestServer(t, st), newTestServer(t, st)
		id := createExample(t, a)
		p := fmt.Sprintf("/api/tables/%d/events", id)
		last := func() int {
			n, err := st.LastSeq(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		// Neither: 400 naming both.
		status, _, body, err := a.tryKey("POST", p, map[string]any{"line": "director answer Q1 yes"}, "")
		if err != nil || status != 400 || !strings.Contains(string(body), `\"seq\"`) || !strings.Contains(string(body), "Idempotency-Key") {
			t.Fatalf("an append with neither: %d %s %v", status, body, err)
		}
		// A key: the retry, here and on the other process, gives the first
		// answer (rulings included) and stores nothing.
		status, h, first, err := a.tryKey("POST", p, map[string]any{"line": "director answer Q1 yes", "by": "TD"}, "answer-q1")
		if err != nil || status != 201 || h.Get("Idempotent-Replayed") != "" {
			t.Fatalf("first: %d %s %v", status, first, err)
		}
		for _, ts := range []*testServer{a, b, a} {
			status, h, again, err := ts.tryKey("POST", p, map[string]any{"line": "director answer Q1 yes", "by": "TD"}, "answer-q1")
			if err != nil || status != 201 || h.Get("Idempotent-Replayed") != "true" || string(again) != string(first) {
				t.Errorf("retry: %d %q %v\n%s\nwant\n%s", status, h.Get("Idempotent-Replayed"), err, again, first)
			}
		}
		if n := last(); n != 60 {
			t.Errorf("after the retries the log has %d events, want 60", n)
		}
		// The key again for another event (another line, or another
		// recorder): refused, nothing stored, the first answer not given.
		for _, req := range []map[string]any{{"line": "hands-returned", "by": "TD"}, {"line": "director answer Q1 yes", "by": "someone else"}} {
			status, _, body, _ := b.tryKey("POST", p, req, "answer-q1")
			if status != 422 || !strings.Contains(string(body), "Idempotency-Key already used") || string(body) == string(first) {
				t.Errorf("key reused for %v: %d %s", req, status, body)
			}
		}
		if n := last(); n != 60 {
			t.Errorf("after a reused key the log has %d events, want 60", n)
		}
		// A seq: the same line by the same recorder after the same seq is the
		// retry.
		status, _, first, _ = a.tryKey("POST", p, map[string]any{"line": "end-of-round", "seq": 60, "by": "TD"}, "")
		status2, h2, again, _ := b.tryKey("POST", p, map[string]any{"line": "end-of-round", "seq": 60, "by": "TD"}, "")
		if status != 201 || status2 != 201 || h2.Get("Idempotent-Replayed") != "true" || string(again) != string(first) {
			t.Errorf("a retry after the same seq: %d, %d %s\n%s", status, status2, first, again)
		}
		if status, _, body, _ := a.tryKey("POST", p, map[string]any{"line": "end-of-round", "seq": 60, "by": "someone else"}, ""); status != 409 {
			t.Errorf("another recorder after the same seq: %d %s", status, body)
		}
		if n := last(); n != 61 {
			t.Errorf("%d events, want 61", n)
		}
		// Retries racing through both processes: one event.
		const racers = 12
		answers := make(chan string, racers)
		for i := 0; i < racers; i++ {
			go func(i int) {
				ts := []*testServer{a, b}[i%2]
				status, _, body, err := ts.tryKey("POST", p, map[string]any{"line": "hands-returned", "by": "TD"}, "race-1")
				if err != nil || status != 201 {
					answers <- fmt.Sprintf("%d %s %v", status, body, err)
					return
				}
				var ap struct{ Seq int }
				_ = json.Unmarshal(body, &ap)
				answers <- fmt.Sprint(ap.Seq)
			}(i)
		}
		for i := 0; i < racers; i++ {
			if got := <-answers; got != "62" {
				t.Errorf("racer: %s", got)
			}
		}
		if n := last(); n != 62 {
			t.Errorf("after the race %d events, want 62", n)
		}
		// An event the engine would ignore: 422 with the reason, not stored.
		status, _, body, _ = a.tryKey("POST", p, map[string]any{"line": "director answer Q7 yes"}, "q7")
		if status != 422 || !strings.Contains(string(body), `"code":"ignored"`) || !strings.Contains(string(body), "no open question Q7") {
			t.Errorf("an ignored event: %d %s", status, body)
		}
		// Its reason in the language the request asks for (the catalog's).
		status, _, body, _ = a.tryKey("POST", p+"?lang=it", map[string]any{"line": "director answer Q7 yes"}, "q7-it")
		if status != 422 || !strings.Contains(string(body), "nessuna domanda aperta Q7") {
			t.Errorf("an ignored event, in Italian: %d %s", status, body)
		}
		if n := last(); n != 62 {
			t.Errorf("the ignored event was stored: %d events", n)
		}
		// The cached table was folded back: the views of both processes
		// and a fresh one agree.
		_, _, va := a.do(t, "GET", fmt.Sprintf("/api/tables/%d?seat=director", id), nil)
		_, _, vb := b.do(t, "GET", fmt.Sprintf("/api/tables/%d?seat=director", id), nil)
		_, _, vf := newTestServer(t, st).do(t, "GET", fmt.Sprintf("/api/tables/%d?seat=director", id), nil)
		if string(va) != string(vb) || string(va) != string(vf) {
			t.Errorf("the views differ after the refused event")
		}
		if status, _, body, _ := a.tryKey("POST", p, map[string]any{"line": "hands-returned"}, strings.Repeat("x", 201)); status != 400 {
			t.Errorf("a long key: %d %s", status, body)
		}
	})
}
