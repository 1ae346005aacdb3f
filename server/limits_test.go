package server

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestLimits: live streams past the caps (429 for one client, 503 in all),
// an append past the events a table may hold (422), an import with too
// many events (422), a body past 1 MiB (413, JSON and form), and /static/
// serving files only.
func TestLimits(t *testing.T) {
	st := sqliteStore(t)
	srv, err := New(Options{Store: st, Log: slog.New(slog.DiscardHandler), Poll: 50 * time.Millisecond, MaxStreams: 3, MaxStreamsPerClient: 2, MaxEvents: 5})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { srv.Close(); hs.Close() })
	ts := &testServer{Server: hs, srv: srv, store: st}
	if status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"board": 1, "deal": exampleDeal}); status != 201 {
		t.Fatal(string(body))
	}
	// Streams: two from this client, the third 429.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	open := func(remote string) int {
		req := httptest.NewRequest("GET", "/api/tables/1/stream", nil).WithContext(ctx)
		req.RemoteAddr = remote
		rec := httptest.NewRecorder()
		done := make(chan struct{})
		go func() { srv.ServeHTTP(rec, req); close(done) }()
		// A stream answers 200 and stays; a refusal ends at once.
		select {
		case <-done:
			return rec.Code
		case <-time.After(300 * time.Millisecond):
			return 200
		}
	}
	for i, c := range []struct {
		remote string
		want   int
	}{{"192.0.2.1:1000", 200}, {"192.0.2.1:1001", 200}, {"192.0.2.1:1002", 429}, {"192.0.2.2:1000", 200}, {"192.0.2.3:1000", 503}} {
		if got := open(c.remote); got != c.want {
			t.Errorf("stream %d from %s: %d, want %d", i+1, c.remote, got, c.want)
		}
	}
	cancel()
	// Events: five, then 422.
	for i := 0; i < 6; i++ {
		status, _, body := ts.do(t, "POST", "/api/tables/1/events", map[string]any{"line": "director noticed"})
		want := 201
		if i == 5 {
			want = 422
		}
		if status != want || i == 5 && !strings.Contains(string(body), "the most a table may") {
			t.Errorf("event %d: %d %s", i+1, status, body)
		}
	}
	log := "[Deal \"" + exampleDeal + "\"]\n" + strings.Repeat("director noticed\n", 6)
	if status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"log": log}); status != 422 || !strings.Contains(string(body), "more than the 5") {
		t.Errorf("an import of 6 events: %d %s", status, body)
	}
	// Bodies past 1 MiB: 413.
	big := strings.Repeat("x", maxBody+10)
	if status, _, body := ts.do(t, "POST", "/api/tables/1/events", `{"line":"`+big+`"}`); status != 413 {
		t.Errorf("a large JSON body: %d %.100s", status, body)
	}
	status, _, body := ts.form(t, "/tables/1/events?seat=director", url.Values{"line": {big}}, "application/json")
	if status != 413 {
		t.Errorf("a large form: %d %.100s", status, body)
	}
	// /static/: files only.
	for path, want := range map[string]int{"/static/": 404, "/static/app.js": 200, "/static/table.html.tmpl": 404, "/static/layout.html.tmpl": 404,
		"/static/nothing.js": 404} {
		resp, err := http.Get(hs.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("%s: %d, want %d", path, resp.StatusCode, want)
		}
	}
}
