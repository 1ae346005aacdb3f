package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestAPICreateExactlyOnce: POST /api/tables with an Idempotency-Key is
// done once. A retry, on this process or another sharing the store, gets
// the first answer (the same table id and seat links; the header
// Idempotent-Replayed) and creates nothing; the same key with another
// request is refused (422) and creates nothing; retries racing through
// two processes create one table. On SQLite and PostgreSQL.
func TestAPICreateExactlyOnce(t *testing.T) {
	clubServer := func(t *testing.T, st Store) *testServer {
		srv, err := New(Options{Store: st, DirectorToken: testToken, PublicURL: "https://club.example"})
		if err != nil {
			t.Fatal(err)
		}
		hs := httptest.NewServer(srv)
		t.Cleanup(func() { srv.Close(); hs.Close() })
		hs.Client().Transport = bearer{hs.Client().Transport}
		return &testServer{Server: hs, srv: srv, store: st}
	}
	eachStore(t, func(t *testing.T, st Store) {
		// Two processes as a club runs them: one token (the seats' keys
		// derive from it) and one public address.
		a, b := clubServer(t, st), clubServer(t, st)
		tables := func() int {
			list, err := st.Tables(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			return len(list)
		}
		req := map[string]any{"title": "Table 4", "log": scenarioLog(t, "law64a2-example1.txtar"), "by": "TD"}
		status, h, first, err := a.tryKey("POST", "/api/tables", req, "create-1")
		if err != nil || status != 201 || h.Get("Idempotent-Replayed") != "" {
			t.Fatalf("first: %d %s %v", status, first, err)
		}
		var ans struct {
			ID    int64
			Seq   int
			Seats []SeatLink
		}
		decodeJSON(t, first, &ans)
		if len(ans.Seats) != 4 || ans.Seats[0].Key == "" || ans.Seq != 59 {
			t.Fatalf("first answer: %s", first)
		}
		// An event recorded meanwhile does not change the answer (its seq
		// is the imported log's, as at first).
		if status, _, body := a.do(t, "POST", fmt.Sprintf("/api/tables/%d/events", ans.ID), map[string]any{"line": "director answer Q1 yes"}); status != 201 {
			t.Fatalf("append: %d %s", status, body)
		}
		for i, ts := range []*testServer{a, b, a} {
			status, h, again, err := ts.tryKey("POST", "/api/tables", req, "create-1")
			if err != nil || status != 201 || h.Get("Idempotent-Replayed") != "true" || string(again) != string(first) ||
				h.Get("Location") != fmt.Sprintf("/api/tables/%d", ans.ID) {
				t.Errorf("retry %d: %d %q %v\n%s\nwant\n%s", i+1, status, h.Get("Idempotent-Replayed"), err, again, first)
			}
		}
		if n := tables(); n != 1 {
			t.Errorf("after the retries: %d tables, want 1", n)
		}
		// The key with another request: 422, nothing created.
		for _, other := range []map[string]any{
			{"title": "Table 5", "log": req["log"], "by": "TD"},
			{"title": "Table 4", "log": req["log"], "by": "someone else"},
			{"board": 2, "deal": exampleDeal},
		} {
			status, _, body, _ := b.tryKey("POST", "/api/tables", other, "create-1")
			var e apiError
			decodeJSON(t, body, &e)
			if status != 422 || e.Code != "key-reused" || string(body) == string(first) {
				t.Errorf("key reused for %v: %d %s", other["title"], status, body)
			}
		}
		if n := tables(); n != 1 {
			t.Errorf("after a reused key: %d tables, want 1", n)
		}
		// Without a key, each request creates a table, as before.
		for range 2 {
			if status, _, body := a.do(t, "POST", "/api/tables", map[string]any{"board": 2, "deal": exampleDeal}); status != 201 {
				t.Fatalf("create without a key: %d %s", status, body)
			}
		}
		if n := tables(); n != 3 {
			t.Errorf("two creations without a key: %d tables, want 3", n)
		}
		// Retries racing through both processes: one table, one answer.
		const racers = 12
		answers := make(chan string, racers)
		for i := range racers {
			go func(i int) {
				ts := []*testServer{a, b}[i%2]
				status, _, body, err := ts.tryKey("POST", "/api/tables", map[string]any{"board": 3, "deal": exampleDeal}, "race-1")
				if err != nil || status != 201 {
					answers <- fmt.Sprintf("%d %s %v", status, body, err)
					return
				}
				var r struct {
					ID    int64
					Seats []SeatLink
				}
				_ = json.Unmarshal(body, &r)
				answers <- fmt.Sprint(r.ID, r.Seats)
			}(i)
		}
		want := ""
		for range racers {
			got := <-answers
			if want == "" {
				want = got
			}
			if got != want {
				t.Errorf("racer: %s, another got %s", got, want)
			}
		}
		if n := tables(); n != 4 {
			t.Errorf("after the race: %d tables, want 4", n)
		}
		// A bad key: 400.
		if status, _, body, _ := a.tryKey("POST", "/api/tables", map[string]any{"board": 3, "deal": exampleDeal}, "a key with spaces"); status != 400 {
			t.Errorf("a bad key: %d %s", status, body)
		}
	})
}

// bearer sends the Director's token with every request.
type bearer struct{ rt http.RoundTripper }

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+testToken)
	return b.rt.RoundTrip(r)
}
