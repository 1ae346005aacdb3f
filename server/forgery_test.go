package server

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"bridgelaw/internal/testbrowser"
)

// postWith sends a POST with the headers given.
func postWith(t *testing.T, client *http.Client, target, ctype, body string, headers map[string]string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", target, strings.NewReader(body))
	req.Header.Set("Content-Type", ctype)
	for k, v := range headers {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	if client == nil {
		client = &http.Client{}
	}
	c := *client
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// TestForgedRequests: a write from another origin is refused (403) with
// or without a Director's token; a write by the session's cookie needs
// its origin and the session's form token; --allowed-hosts refuses
// another Host (421); the login is rate-limited (429); a session expires
// and ends at the logout.
func TestForgedRequests(t *testing.T) {
	open := newTestServer(t, sqliteStore(t))
	createExample(t, open)
	ev := `{"line":"director answer Q1 yes","seq":59}`
	for _, c := range []struct {
		headers map[string]string
		want    int
	}{
		{map[string]string{"Origin": "http://127.0.0.1:1"}, 403},
		{map[string]string{"Origin": "null"}, 403},
		{map[string]string{"Referer": "http://evil.example/page"}, 403},
		{map[string]string{"Origin": open.URL}, 201},
	} {
		if status, body := postWith(t, nil, open.URL+"/api/tables/1/events", "application/json", ev, c.headers); status != c.want {
			t.Errorf("no token, %v: %d, want %d: %s", c.headers, status, c.want, body)
		}
	}
	// A form to the page's endpoint from another port of the same host.
	if status, _ := postWith(t, nil, open.URL+"/tables/1/events?seat=director", "application/x-www-form-urlencoded", "line=end-of-round&seq=60",
		map[string]string{"Origin": "http://127.0.0.1:9"}); status != 403 {
		t.Errorf("a cross-origin form: %d", status)
	}

	// With the Director logged in by the page.
	ts := tokenServer(t)
	createWithSeats(t, ts)
	jar, _ := cookiejar.New(nil)
	browser := &http.Client{Jar: jar}
	if status, _ := postWith(t, browser, ts.URL+"/login", "application/x-www-form-urlencoded", url.Values{"token": {testToken}}.Encode(),
		map[string]string{"Origin": ts.URL}); status != http.StatusSeeOther {
		t.Fatalf("login: %d", status)
	}
	_, page := ts.req(t, browser, "GET", "/tables/1?seat=director", "", "")
	_, tok, _ := strings.Cut(page, `name="csrf" value="`)
	tok, _, _ = strings.Cut(tok, `"`)
	if len(tok) != 64 {
		t.Fatalf("no form token on the page")
	}
	form := func(extra string) string { return "line=N+call+Pass&seq=0" + extra }
	for _, c := range []struct {
		name, body string
		headers    map[string]string
		want       int
	}{
		{"from another origin, with the token", form("&csrf=" + tok), map[string]string{"Origin": "http://127.0.0.1:1"}, 403},
		{"no origin", form("&csrf=" + tok), nil, 403},
		{"no token", form(""), map[string]string{"Origin": ts.URL}, 403},
		{"a wrong token", form("&csrf=" + strings.Repeat("0", 64)), map[string]string{"Origin": ts.URL}, 403},
		{"the page's own form", form("&csrf=" + tok), map[string]string{"Origin": ts.URL}, http.StatusSeeOther},
	} {
		if status, body := postWith(t, browser, ts.URL+"/tables/1/events?seat=director", "application/x-www-form-urlencoded", c.body, c.headers); status != c.want {
			t.Errorf("%s: %d, want %d: %.200s", c.name, status, c.want, body)
		}
	}
	// The token in the header, for a script on the page.
	if status, body := postWith(t, browser, ts.URL+"/api/tables/1/events", "application/json", `{"line":"E call Pass","seq":1}`,
		map[string]string{"Origin": ts.URL, "X-CSRF-Token": tok}); status != 201 {
		t.Errorf("the API by the session with X-CSRF-Token: %d %s", status, body)
	}
	if strings.Contains(fmt.Sprint(jar.Cookies(mustURL(t, ts.URL))), testToken) {
		t.Errorf("a cookie holds the Director's token")
	}
	// The session expires; the logout ends it.
	for _, se := range ts.srv.sessions.m {
		se.expires = time.Now().Add(-time.Second)
	}
	if status, _ := ts.req(t, browser, "GET", "/tables/1?seat=director", "", ""); status != 401 {
		t.Errorf("an expired session: %d", status)
	}
	postWith(t, browser, ts.URL+"/login", "application/x-www-form-urlencoded", url.Values{"token": {testToken}}.Encode(), map[string]string{"Origin": ts.URL})
	cookies := jar.Cookies(mustURL(t, ts.URL))
	_, page = ts.req(t, browser, "GET", "/tables/1?seat=director", "", "")
	_, tok, _ = strings.Cut(page, `name="csrf" value="`)
	tok, _, _ = strings.Cut(tok, `"`)
	if status, _ := postWith(t, browser, ts.URL+"/logout", "application/x-www-form-urlencoded", "csrf="+tok, map[string]string{"Origin": ts.URL}); status != http.StatusSeeOther {
		t.Errorf("logout: %d", status)
	}
	again := &http.Client{Jar: mustJar(t, ts.URL, cookies)} // the old cookie, kept by a thief
	if status, _ := ts.req(t, again, "GET", "/tables/1?seat=director", "", ""); status != 401 {
		t.Errorf("the session after the logout: %d", status)
	}
	// Logins: ten a minute from one address, then 429.
	codes := map[int]int{}
	for i := 0; i < 12; i++ {
		status, _ := postWith(t, nil, ts.URL+"/login", "application/x-www-form-urlencoded", "token=guess", nil)
		codes[status]++
	}
	if codes[http.StatusTooManyRequests] == 0 {
		t.Errorf("12 logins in a row: %v", codes)
	}

	// --allowed-hosts.
	st := sqliteStore(t)
	srv, err := New(Options{Store: st, AllowedHosts: []string{"club.example"}, Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	defer hs.Close()
	if resp, err := http.Get(hs.URL + "/"); err != nil || resp.StatusCode != http.StatusMisdirectedRequest {
		t.Errorf("another host: %v %v", resp, err)
	}
	req, _ := http.NewRequest("GET", hs.URL+"/", nil)
	req.Host = "club.example"
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != 200 {
		t.Errorf("the allowed host: %v %v", resp, err)
	}
}

func mustURL(t *testing.T, s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func mustJar(t *testing.T, base string, cookies []*http.Cookie) http.CookieJar {
	jar, _ := cookiejar.New(nil)
	jar.SetCookies(mustURL(t, base), cookies)
	return jar
}

// TestForgedFormInBrowser: a page on another port of the same host (the
// same site: the session cookie is sent) holds a form that submits itself
// to the server, once with the Director logged in and once on a server
// without a token: both are refused (403) and nothing is stored.
func TestForgedFormInBrowser(t *testing.T) {
	ctx := testbrowser.Context(t, 2*time.Minute, 1000, 700)
	ts := tokenServer(t)
	createWithSeats(t, ts)
	open := newTestServer(t, sqliteStore(t))
	if status, _, body := open.do(t, "POST", "/api/tables", map[string]any{"board": 1, "deal": exampleDeal}); status != 201 {
		t.Fatal(string(body))
	}
	attacker := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		target := r.URL.Query().Get("target")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!DOCTYPE html><html><body><form id="f" method="post" action="%s/tables/1/events?seat=director">
<input name="line" value="N call 7NT"><input name="seq" value="0"></form>
<script>document.getElementById("f").submit()</script></body></html>`, target)
	}))
	defer attacker.Close()
	// Log in as the Director in the browser.
	if err := chromedp.Do(ctx,
		chromedp.Navigate(ts.URL+"/login"),
		chromedp.WaitVisible("#token"),
		chromedp.SetValue("#token", testToken),
		chromedp.Click("#login-button"),
		chromedp.WaitVisible("#new-table"),
	); err != nil {
		t.Fatalf("login: %v", err)
	}
	for _, target := range []*testServer{ts, open} {
		if err := chromedp.Do(ctx, chromedp.Navigate(attacker.URL+"/?target="+url.QueryEscape(target.URL))); err != nil {
			t.Fatalf("the attacker's page: %v", err)
		}
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`location.href.indexOf("/tables/1/events") >= 0 && document.readyState === "complete" && !!document.getElementById("title")`,
			chromedp.WithPollingTimeout(20*time.Second))); err != nil {
			t.Fatalf("the forged form: %v", err)
		}
		title, err := chromedp.Run(ctx, chromedp.Text("#title"))
		if err != nil || !strings.Contains(title, "403") {
			t.Errorf("the forged form's answer: %q %v", title, err)
		}
		if n, err := target.store.LastSeq(t.Context(), 1); err != nil || n != 0 {
			t.Errorf("the forged form stored %d events (%v)", n, err)
		}
	}
	if !strings.Contains(ts.logs.String(), "forged request refused") {
		t.Errorf("the refusal is not logged")
	}
}

// TestSameOriginScheme: an origin is the server's own by its scheme too:
// https://host on a plain-http server is another origin, and http://host
// on one reached over TLS; behind a TLS reverse proxy (the request arrives
// as http) the --public-url https origin is the server's own, its http
// twin is not.
func TestSameOriginScheme(t *testing.T) {
	plain, err := New(Options{Store: sqliteStore(t)})
	if err != nil {
		t.Fatal(err)
	}
	proxied, err := New(Options{Store: sqliteStore(t), PublicURL: "https://club.example"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		s           *Server
		url, origin string
		want        bool
	}{
		{plain, "http://127.0.0.1:8080/api/tables", "http://127.0.0.1:8080", true},
		{plain, "http://127.0.0.1:8080/api/tables", "https://127.0.0.1:8080", false},
		{plain, "http://127.0.0.1:8080/api/tables", "HTTP://127.0.0.1:8080", true},
		{plain, "https://club.example/api/tables", "https://club.example", true},
		{plain, "https://club.example/api/tables", "http://club.example", false},
		{proxied, "http://club.example/api/tables", "https://club.example", true},
		{proxied, "http://club.example/api/tables", "http://club.example", true}, // the request's own scheme and Host
		{proxied, "http://127.0.0.1:8080/api/tables", "http://club.example", false},
		{proxied, "http://127.0.0.1:8080/api/tables", "https://127.0.0.1:8080", false},
	} {
		r := httptest.NewRequest("POST", c.url, nil)
		if got := c.s.sameOrigin(r, c.origin); got != c.want {
			t.Errorf("%s to %s (public URL %q): %v, want %v", c.origin, c.url, c.s.opts.PublicURL, got, c.want)
		}
	}
}
