package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
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

// TestPageCreateExactlyOnce: the list page's two forms that create a
// table (from the board's tags, and by importing a table log) each carry
// a one-time key (keyField), a new one at each rendering: the form sent
// twice, one after the other or at once (a double tap, the browser's
// resend), creates one table and each answer leads to it; the same key
// with other values creates nothing (422). On SQLite and PostgreSQL.
func TestPageCreateExactlyOnce(t *testing.T) {
	keyRe := regexp.MustCompile(`name="` + keyField + `" value="([^"]+)"`)
	eachStore(t, func(t *testing.T, st Store) {
		ts := newTestServer(t, st)
		c := ts.Client()
		c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
		keys := func() []string {
			status, _, page := ts.do(t, "GET", "/?lang=en", nil)
			if status != 200 {
				t.Fatalf("list page: %d", status)
			}
			var out []string
			for _, m := range keyRe.FindAllStringSubmatch(string(page), -1) {
				out = append(out, m[1])
			}
			if len(out) != 2 {
				t.Fatalf("the list page's forms carry %d keys, want 2 (the new table's and the import's):\n%s", len(out), page)
			}
			return out
		}
		post := func(form url.Values) (int, string) {
			resp, err := c.PostForm(ts.URL+"/tables?lang=en", form)
			if err != nil {
				t.Error(err)
				return 0, ""
			}
			defer resp.Body.Close()
			io.Copy(io.Discard, resp.Body)
			return resp.StatusCode, resp.Header.Get("Location")
		}
		tables := func() int {
			list, err := st.Tables(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			return len(list)
		}
		first, second := keys(), keys()
		if first[0] == first[1] || first[0] == second[0] || first[1] == second[1] {
			t.Fatalf("keys not new at each form and rendering: %v %v", first, second)
		}
		newTable := func(key string) url.Values {
			return url.Values{"title": {"Table 7"}, "board": {"3"}, "deal": {exampleDeal}, "by": {"TD"}, keyField: {key}}
		}
		imported := func(key string) url.Values {
			return url.Values{"title": {"Imported"}, "log": {scenarioLog(t, "law64a2-example1.txtar")}, "by": {"TD"}, keyField: {key}}
		}
		for _, c := range []struct {
			name string
			form func(string) url.Values
			key  string
			n    int // tables after
		}{{"new table", newTable, first[0], 1}, {"import", imported, first[1], 2}} {
			status, to := post(c.form(c.key))
			if status != http.StatusSeeOther || !strings.HasPrefix(to, "/tables/") {
				t.Fatalf("%s: %d %q", c.name, status, to)
			}
			if again, to2 := post(c.form(c.key)); again != http.StatusSeeOther || to2 != to {
				t.Errorf("%s sent again: %d %q, want 303 to %q", c.name, again, to2, to)
			}
			if n := tables(); n != c.n {
				t.Errorf("%s sent twice: %d tables, want %d", c.name, n, c.n)
			}
		}
		// A double tap: the same form at once, several times.
		const taps = 6
		tos := make(chan string, taps)
		for range taps {
			go func() {
				status, to := post(newTable(second[0]))
				tos <- fmt.Sprint(status, " ", to)
			}()
		}
		want := ""
		for range taps {
			got := <-tos
			if want == "" {
				want = got
			}
			if got != want || !strings.HasPrefix(got, "303 /tables/") {
				t.Errorf("double tap: %s, another %s", got, want)
			}
		}
		if n := tables(); n != 3 {
			t.Errorf("after a double tap: %d tables, want 3", n)
		}
		// The key again with other values: refused, nothing created.
		other := newTable(second[0])
		other.Set("board", "4")
		if status, _ := post(other); status != http.StatusUnprocessableEntity {
			t.Errorf("a key used with other values: %d, want 422", status)
		}
		// Without a key (a script of its own), each form creates, as before.
		bare := newTable("")
		bare.Del(keyField)
		post(bare)
		post(bare)
		if n := tables(); n != 5 {
			t.Errorf("two forms without a key: %d tables, want 5", n)
		}
	})
}
