package server

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

const testToken = "correct horse battery staple"

func tokenServer(t *testing.T) *testServer {
	t.Helper()
	logs := &bytes.Buffer{}
	st := sqliteStore(t)
	srv, err := New(Options{Store: st, Log: slog.New(slog.NewTextHandler(logs, nil)), DirectorToken: testToken})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { srv.Close(); hs.Close() })
	return &testServer{Server: hs, srv: srv, store: st, logs: logs}
}

// req sends a request with an optional bearer token.
func (ts *testServer) req(t *testing.T, client *http.Client, method, path, token, body string) (int, string) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	r, _ := http.NewRequest(method, ts.URL+path, rd)
	if body != "" {
		r.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		r.Header.Set("Authorization", "Bearer "+token)
	}
	if method == "POST" && strings.Contains(path, "/events") {
		r.Header.Set("Idempotency-Key", newKey())
	}
	if client == nil {
		client = ts.Client()
	}
	resp, err := client.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func TestDirectorToken(t *testing.T) {
	ts := tokenServer(t)
	create := `{"board":1,"deal":"` + exampleDeal + `"}`
	if status, body := ts.req(t, nil, "POST", "/api/tables", "", create); status != 401 || !strings.Contains(body, `"code":"unauthorized"`) {
		t.Fatalf("create without the token: %d %s", status, body)
	}
	if status, _ := ts.req(t, nil, "POST", "/api/tables", "wrong", create); status != 401 {
		t.Fatalf("create with a wrong token: %d", status)
	}
	if status, body := ts.req(t, nil, "POST", "/api/tables", testToken, create); status != 201 {
		t.Fatalf("create with the token: %d %s", status, body)
	}
	for _, c := range []struct {
		method, path, body string
		open               bool // a player's or a public request
	}{
		{"GET", "/api/tables", "", false},
		{"GET", "/api/tables/1?seat=S", "", false},
		{"GET", "/api/tables/1?seat=director", "", false},
		{"GET", "/api/tables/1/events?seat=director", "", false},
		{"GET", "/api/tables/1/log?seat=director", "", false},
		{"POST", "/api/tables/1/events", `{"line":"N call Pass"}`, false},
	} {
		status, body := ts.req(t, nil, c.method, c.path, "", c.body)
		if c.open && status != 200 || !c.open && status != 401 {
			t.Errorf("%s %s without the token: %d %s", c.method, c.path, status, body)
		}
		status, body = ts.req(t, nil, c.method, c.path, testToken, c.body)
		if status != 200 && status != 201 {
			t.Errorf("%s %s with the token: %d %s", c.method, c.path, status, body)
		}
	}
	// The page: the Director's view asks for the login; a player's is open.
	if status, body := ts.req(t, nil, "GET", "/tables/1?seat=director", "", ""); status != 401 || !strings.Contains(body, `id="login"`) {
		t.Errorf("the Director's page without the token: %d", status)
	}
	if status, body := ts.req(t, nil, "GET", "/tables/1?seat=W", "", ""); status != 401 || !strings.Contains(body, `id="login-link"`) {
		t.Errorf("West's page without his seat's key: %d", status)
	}
	if status, body := ts.req(t, nil, "GET", "/", "", ""); status != 200 || strings.Contains(body, `id="new-table"`) {
		t.Errorf("the list offers to create a table without the token: %d", status)
	}
	jar, _ := cookiejar.New(nil)
	browser := &http.Client{Jar: jar}
	csrf := "" // the session's form token, read from a page as a browser has it
	post := func(path string, v url.Values) (int, string, string) {
		c := *browser
		c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
		if csrf != "" {
			if v == nil {
				v = url.Values{}
			}
			v.Set("csrf", csrf)
		}
		req, _ := http.NewRequest("POST", ts.URL+path, strings.NewReader(v.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Origin", ts.URL) // as a browser sends it
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header.Get("Location"), string(b)
	}
	if status, _, body := post("/login", url.Values{"token": {"guess"}, "next": {"/tables/1"}}); status != 401 || !strings.Contains(body, "wrong token") {
		t.Errorf("a wrong login: %d", status)
	}
	if status, _, _ := post("/tables/1/events", url.Values{"line": {"N call Pass"}}); status != 401 {
		t.Errorf("a form without the login: %d", status)
	}
	status, loc, _ := post("/login", url.Values{"token": {testToken}, "next": {"//evil.example/x"}})
	if status != http.StatusSeeOther || loc != "/" {
		t.Errorf("login with a foreign next: %d %q", status, loc)
	}
	status, loc, _ = post("/login", url.Values{"token": {testToken}, "next": {"/tables/1?seat=director"}})
	if status != http.StatusSeeOther || loc != "/tables/1?seat=director" {
		t.Errorf("login: %d %q", status, loc)
	}
	status, body := ts.req(t, browser, "GET", "/tables/1?seat=director", "", "")
	if status != 200 || !strings.Contains(body, `id="record"`) || !strings.Contains(body, "Log out") {
		t.Errorf("the Director's page after the login: %d", status)
	}
	// Every POST form of the session's page carries its form token.
	m := regexp.MustCompile(`name="csrf" value="([0-9a-f]{64})"`).FindAllStringSubmatch(body, -1)
	if len(m) == 0 || len(m) != strings.Count(body, `method="post"`) {
		t.Fatalf("form tokens: %d of %d forms", len(m), strings.Count(body, `method="post"`))
	}
	if st, _, _ := post("/tables/1/events?seat=director", url.Values{"line": {"E call Pass"}, "seq": {"1"}}); st != 403 {
		t.Errorf("a form without the session's token: %d", st)
	}
	csrf = m[0][1]
	if status, loc, _ := post("/tables/1/events?seat=director", url.Values{"line": {"E call Pass"}, "seq": {"1"}}); status != http.StatusSeeOther || loc == "" {
		t.Errorf("a form after the login: %d", status)
	}
	if status, _, _ := post("/logout", nil); status != http.StatusSeeOther {
		t.Errorf("logout: %d", status)
	}
	if status, _ := ts.req(t, browser, "GET", "/tables/1?seat=director", "", ""); status != 401 {
		t.Errorf("the Director's page after the logout: %d", status)
	}
	if strings.Contains(ts.logs.String(), testToken) || strings.Contains(ts.logs.String(), "horse") {
		t.Errorf("the token is in the log:\n%s", ts.logs)
	}
	if !strings.Contains(ts.logs.String(), "login failed") {
		t.Errorf("a failed login is not logged")
	}
}

func TestLocalPath(t *testing.T) {
	for in, want := range map[string]string{
		"/tables/1?seat=director": "/tables/1?seat=director",
		"":                        "/",
		"//evil.example":          "/",
		"/\\evil.example":         "/",
		"https://evil.example/":   "/",
		"tables/1":                "/",
		"/":                       "/",
	} {
		if got := localPath(in); got != want {
			t.Errorf("localPath(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestWrongTokenRateLimited: a wrong Bearer token counts as a login
// attempt of its address, so after ten a minute the API answers 429 (the
// token cannot be guessed faster by the API than by the login form); no
// token at all stays 401.
func TestWrongTokenRateLimited(t *testing.T) {
	ts := tokenServer(t)
	codes := map[int]int{}
	for i := 0; i < 12; i++ {
		status, _ := ts.req(t, nil, "GET", "/api/tables", "guess", "")
		codes[status]++
	}
	if codes[http.StatusUnauthorized] != 10 || codes[http.StatusTooManyRequests] != 2 {
		t.Errorf("12 wrong tokens: %v, want 10 401s then 429s", codes)
	}
	if status, _ := ts.req(t, nil, "GET", "/api/tables", "", ""); status != http.StatusUnauthorized {
		t.Errorf("no token after them: %d, want 401", status)
	}
}
