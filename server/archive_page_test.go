package server

import (
	"html"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
)

// TestArchiveButton: the Director's table page has a button that closes
// and archives the table (POST /tables/{id}/archive, the session's form
// token in it): the table leaves the list, its page still reads, nothing
// more is recorded on it (422). A seat's page has no such button, and the
// form without the Director's credential is refused (401).
func TestArchiveButton(t *testing.T) {
	ts := tokenServer(t)
	keys := createWithSeats(t, ts)
	client := &http.Client{Jar: &cookieJar{}, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	do := func(method, path string, form url.Values) (int, string, string) {
		t.Helper()
		var body io.Reader
		if form != nil {
			body = strings.NewReader(form.Encode())
		}
		r, _ := http.NewRequest(method, ts.URL+path, body)
		if form != nil {
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			r.Header.Set("Origin", ts.URL)
		}
		resp, err := client.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header.Get("Location"), string(b)
	}
	if status, _, body := do("POST", "/tables/1/archive", url.Values{}); status != 401 {
		t.Errorf("archive without the Director's credential: %d %.200s", status, body)
	}
	if status, _, body := do("POST", "/login", url.Values{"token": {testToken}}); status != http.StatusSeeOther {
		t.Fatalf("login: %d %s", status, body)
	}
	for _, lang := range catalog.Languages {
		_, _, page := do("GET", "/tables/1?seat=director&lang="+lang, nil)
		if !strings.Contains(page, `id="archive"`) || !strings.Contains(html.UnescapeString(page), ">"+catalog.Text(lang, "web.archive", nil)+"</button>") {
			t.Errorf("the Director's page (%s) has no archive button", lang)
		}
	}
	seatPage, err := (&http.Client{Jar: &cookieJar{}}).Get(ts.URL + "/tables/1?seat=E&key=" + url.QueryEscape(keys["E"]))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(seatPage.Body)
	seatPage.Body.Close()
	if seatPage.StatusCode != 200 || strings.Contains(string(b), `id="archive"`) {
		t.Errorf("East's page: %d, archive button %v", seatPage.StatusCode, strings.Contains(string(b), `id="archive"`))
	}
	// The button, as the page renders it: its action and form token.
	_, _, page := do("GET", "/tables/1?seat=director&lang=it", nil)
	m := regexp.MustCompile(`<form method="post" action="([^"]*)" id="archive"><input type="hidden" name="csrf" value="([^"]*)">`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no archive form with its token:\n%s", page)
	}
	status, to, body := do("POST", strings.ReplaceAll(m[1], "&amp;", "&"), url.Values{"csrf": {m[2]}})
	if status != http.StatusSeeOther || to != "/?lang=it" {
		t.Fatalf("archive: %d %q %.300s", status, to, body)
	}
	if _, _, list := do("GET", "/", nil); strings.Contains(list, `href="/tables/1?`) {
		t.Errorf("the list still shows the archived table")
	}
	if status, _, page := do("GET", "/tables/1?seat=director", nil); status != 200 || !strings.Contains(page, `id="archive"`) {
		t.Errorf("the archived table's page: %d", status)
	}
	if status, body := ts.req(t, nil, "POST", "/api/tables/1/events", testToken, `{"line": "N call Pass"}`); status != 422 || !strings.Contains(body, "archived") {
		t.Errorf("an append to the archived table: %d %s", status, body)
	}
}
