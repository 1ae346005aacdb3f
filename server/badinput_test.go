package server

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestBoardZeroRefused: boards are numbered from 1 (Law 2); board 0 is
// refused however it is sent, and nothing is stored.
func TestBoardZeroRefused(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	for _, body := range []map[string]any{
		{"board": 0, "deal": exampleDeal},
		{"board": -3, "deal": exampleDeal},
		{"board": 1 << 31, "deal": exampleDeal},
		{"tags": map[string]string{"Board": "0", "Deal": exampleDeal}},
		{"log": "[Board \"0\"]\n[Deal \"" + exampleDeal + "\"]\n"},
	} {
		status, _, out := ts.do(t, "POST", "/api/tables", body)
		if status != 400 || !strings.Contains(string(out), "board") && !strings.Contains(string(out), "Board") {
			t.Errorf("%v: %d %s", body, status, out)
		}
	}
	status, _, out := ts.form(t, "/tables", url.Values{"board": {"0"}, "deal": {exampleDeal}}, "application/json")
	if status != 400 {
		t.Errorf("the page's form with board 0: %d %s", status, out)
	}
	if list, err := ts.store.Tables(t.Context()); err != nil || len(list) != 0 {
		t.Errorf("tables stored: %v %v", list, err)
	}
	// Board 1 and no board at all are tables.
	for _, body := range []map[string]any{{"board": 1, "deal": exampleDeal}, {"deal": exampleDeal}} {
		if status, _, out := ts.do(t, "POST", "/api/tables", body); status != 201 {
			t.Errorf("%v: %d %s", body, status, out)
		}
	}
}

// TestBodyTooSlowOrTooLarge: a body that does not arrive within the read
// timeout is answered 408, one too large 413 (the login form's and a form
// sent with the session's cookie too), each with a message that names no
// address of the server's (the network's own error does).
func TestBodyTooSlowOrTooLarge(t *testing.T) {
	st := sqliteStore(t)
	srv, err := New(Options{Store: st, DirectorToken: testToken})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewUnstartedServer(srv)
	hs.Config.ReadTimeout, hs.Config.WriteTimeout = 300*time.Millisecond, 10*time.Second
	hs.Start()
	t.Cleanup(func() { srv.Close(); hs.Close() })
	ts := &testServer{Server: hs, srv: srv, store: st}
	keys := createWithSeats(t, ts)
	host := strings.TrimPrefix(hs.URL, "http://")
	noAddress := func(what, body string) {
		t.Helper()
		if strings.Contains(body, "127.0.0.1") || strings.Contains(body, "tcp") || strings.Contains(body, host) {
			t.Errorf("%s: the answer names an address: %s", what, body)
		}
	}
	// Half a body, then nothing: the server's read timeout ends it.
	slow := func(path, ctype, extra, part string) (int, string) {
		c, err := net.Dial("tcp", host)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		fmt.Fprintf(c, "POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: %s\r\nContent-Length: %d\r\n%s\r\n%s", path, host, ctype, len(part)+100, extra, part)
		_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("%s: no answer: %v", path, err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	bearer := "Authorization: Bearer " + testToken + "\r\n"
	for _, c := range []struct{ what, path, ctype, extra, part string }{
		{"a table's creation", "/api/tables", "application/json", bearer, `{"board": 1,`},
		{"a seat's append", "/api/tables/1/events", "application/json", "Seat-Key: " + keys["N"] + "\r\nIdempotency-Key: k1\r\n", `{"line": "N call`},
		{"the page's form", "/tables/1/events?seat=director", "application/x-www-form-urlencoded", bearer + "Accept: application/json\r\n", "line=N+call"},
		{"the login", "/login", "application/x-www-form-urlencoded", "", "token=corr"},
	} {
		status, body := slow(c.path, c.ctype, c.extra, c.part)
		if status != http.StatusRequestTimeout || !strings.Contains(body, "did not arrive in time") {
			t.Errorf("%s, half sent: %d %s", c.what, status, body)
		}
		noAddress(c.what, body)
	}
	// Too large: 413.
	post := func(client *http.Client, path, body string) (int, string) {
		t.Helper()
		r, _ := http.NewRequest("POST", hs.URL+path, strings.NewReader(body))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		r.Header.Set("Origin", hs.URL)
		r.Header.Set("Accept", "application/json")
		resp, err := client.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	big := strings.Repeat("x", maxBody+10)
	jar := &cookieJar{}
	client := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	if status, body := post(client, "/login", "token="+big); status != 413 || !strings.Contains(body, "larger than") {
		t.Errorf("a large login form: %d %.200s", status, body)
	}
	// A form sent with the Director's session cookie: 413, not a missing
	// form token (403).
	if status, body := post(client, "/login", "token="+url.QueryEscape(testToken)); status != http.StatusSeeOther || len(jar.cookies) == 0 {
		t.Fatalf("login: %d %s", status, body)
	}
	if status, body := post(client, "/tables/1/events?seat=director", "line="+big); status != 413 || !strings.Contains(body, "larger than") {
		t.Errorf("a large form with the session's cookie: %d %.200s", status, body)
	}
	if n, _ := st.LastSeq(t.Context(), 1); n != 0 {
		t.Errorf("%d events stored", n)
	}
}

// cookieJar keeps the cookies of one server.
type cookieJar struct{ cookies []*http.Cookie }

func (j *cookieJar) SetCookies(_ *url.URL, cs []*http.Cookie) { j.cookies = append(j.cookies, cs...) }
func (j *cookieJar) Cookies(*url.URL) []*http.Cookie          { return j.cookies }

// TestDirectorRecordedBy: with a Director's token, an event the
// Director's token records without a name is recorded by "Director"; one
// with a name keeps it; a seat's is "seat S".
func TestDirectorRecordedBy(t *testing.T) {
	ts := tokenServer(t)
	keys := createWithSeats(t, ts)
	for _, c := range []struct{ body, key, want string }{
		{`{"line": "N call Pass"}`, "", "Director"},
		{`{"line": "E call Pass", "by": "TD Rossi"}`, "", "TD Rossi"},
		{`{"line": "S call Pass"}`, keys["S"], "seat S"},
	} {
		var status int
		var body string
		if c.key == "" {
			status, body = ts.req(t, nil, "POST", "/api/tables/1/events", testToken, c.body)
		} else {
			status, body = ts.seatReq(t, "POST", "/api/tables/1/events", c.key, c.body)
		}
		var ap struct {
			RecordedBy string `json:"recorded_by"`
		}
		decodeJSON(t, []byte(body), &ap)
		if status != 201 || ap.RecordedBy != c.want {
			t.Errorf("%s: %d, recorded by %q, want %q", c.body, status, ap.RecordedBy, c.want)
		}
	}
	_, body := ts.req(t, nil, "GET", "/api/tables/1/log?seat=director", testToken, "")
	for _, want := range []string{"N call Pass\t# 1 Director ", "E call Pass\t# 2 TD Rossi ", "S call Pass\t# 3 seat S "} {
		if !strings.Contains(body, want) {
			t.Errorf("the log lacks %q:\n%s", want, body)
		}
	}
}

// TestCredentialedAnswersNotStored: every answer a credential opens (a
// seat's view, the Director's, the log, the seats' links, the list, an
// append's answer, the pages, an error) says Cache-Control: no-store; the
// page's script and style may be cached.
func TestCredentialedAnswersNotStored(t *testing.T) {
	ts := tokenServer(t)
	keys := createWithSeats(t, ts)
	get := func(method, path, seatKey, body string) http.Header {
		t.Helper()
		var rd io.Reader
		if body != "" {
			rd = strings.NewReader(body)
		}
		r, _ := http.NewRequest(method, ts.URL+path, rd)
		if seatKey != "" {
			r.Header.Set("Seat-Key", seatKey)
		} else {
			r.Header.Set("Authorization", "Bearer "+testToken)
		}
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("Idempotency-Key", newKey())
		resp, err := ts.Client().Do(r)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.Header
	}
	for _, c := range []struct{ method, path, key, body string }{
		{"GET", "/api/tables/1?seat=E", keys["E"], ""},
		{"GET", "/api/tables/1?seat=W", keys["E"], ""}, // 403
		{"GET", "/api/tables/1?seat=director", "", ""},
		{"GET", "/api/tables/1/events?seat=director", "", ""},
		{"GET", "/api/tables/1/log?seat=director", "", ""},
		{"GET", "/api/tables/1/seats", "", ""},
		{"GET", "/api/tables", "", ""},
		{"GET", "/api/tables/1/export?seat=director&format=pbn", "", ""},
		{"POST", "/api/tables/1/events", keys["N"], `{"line": "N call Pass"}`},
		{"GET", "/tables/1?seat=S", keys["S"], ""},
		{"GET", "/tables/1?seat=director", "", ""},
		{"GET", "/", "", ""},
	} {
		if got := get(c.method, c.path, c.key, c.body).Get("Cache-Control"); got != "no-store" {
			t.Errorf("%s %s: Cache-Control %q, want no-store", c.method, c.path, got)
		}
	}
	if got := get("GET", "/static/app.js", "", "").Get("Cache-Control"); got == "no-store" {
		t.Errorf("/static/app.js: Cache-Control %q", got)
	}
}
