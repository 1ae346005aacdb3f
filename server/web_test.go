package server

import (
	"html"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// form posts a form and returns the status, the Location and the body,
// without following a redirect.
func (ts *testServer) form(t *testing.T, path string, values url.Values, accept string) (int, string, string) {
	t.Helper()
	req, err := http.NewRequest("POST", ts.URL+path, strings.NewReader(values.Encode()))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if accept != "" {
		req.Header.Set("Accept", accept)
		req.Header.Set("Idempotency-Key", newKey()) // as the page's script sends
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Location"), string(b)
}

func (ts *testServer) page(t *testing.T, path string) (int, string) {
	t.Helper()
	resp, err := ts.Client().Get(ts.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode == 200 && !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		t.Errorf("%s: Content-Type %q", path, resp.Header.Get("Content-Type"))
	}
	return resp.StatusCode, string(b)
}

func TestPages(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	status, body := ts.page(t, "/")
	if status != 200 || !strings.Contains(body, "No table yet.") || !strings.Contains(body, `id="new-table"`) {
		t.Fatalf("empty list page: %d\n%s", status, body)
	}
	// A new table by the form, without script: 303 to its Director's page.
	status, loc, body := ts.form(t, "/tables?lang=fr", url.Values{"title": {"Table 7"}, "board": {"5"}, "deal": {exampleDeal}, "by": {"Anna"}}, "")
	if status != http.StatusSeeOther || loc != "/tables/1?lang=fr&seat=director" {
		t.Fatalf("create by form: %d %q %s", status, loc, body)
	}
	status, body = ts.page(t, loc)
	for _, want := range []string{"<h1 id=\"title\">Table 7</h1>", "Donne 5", "Donneur Nord", `id="record"`, "Enregistrer un événement", `lang="fr"`} {
		if !strings.Contains(body, want) {
			t.Errorf("the new table's page lacks %q", want)
		}
	}
	if status != 200 {
		t.Fatalf("page: %d", status)
	}
	// An event by the form: 303 back to the page, which shows it.
	status, loc, _ = ts.form(t, "/tables/1/events?seat=director&lang=en", url.Values{"line": {"N call 1S"}, "seq": {"0"}, "by": {"Anna"}}, "")
	if status != http.StatusSeeOther || loc != "/tables/1?seat=director&lang=en" {
		t.Fatalf("event by form: %d %q", status, loc)
	}
	_, body = ts.page(t, loc)
	if !strings.Contains(body, "<code>N call 1S</code>") || !strings.Contains(body, `data-seq="1"`) {
		t.Errorf("the page does not show the event")
	}
	// Refused: the page again, with the error and the line kept.
	status, _, body = ts.form(t, "/tables/1/events?seat=director", url.Values{"line": {"E play SA"}, "seq": {"1"}}, "")
	if status != 422 || !strings.Contains(body, "East does not hold SA") || !strings.Contains(body, `value="E play SA"`) {
		t.Errorf("an impossible event by form: %d", status)
	}
	status, _, body = ts.form(t, "/tables/1/events?seat=director", url.Values{"line": {"E call Pass"}, "seq": {"0"}}, "")
	if status != 409 || !strings.Contains(body, "has changed") {
		t.Errorf("a stale form: %d", status)
	}
	// The same form from the page's script gets JSON.
	status, _, body = ts.form(t, "/tables/1/events?seat=director", url.Values{"line": {"E play SA"}}, "application/json")
	if status != 422 || !strings.HasPrefix(body, `{"error":`) {
		t.Errorf("script, refused: %d %s", status, body)
	}
	status, _, body = ts.form(t, "/tables/1/events?seat=director", url.Values{"prefix": {"E call"}, "arg": {"2H"}, "seq": {"1"}}, "application/json")
	if status != 201 || body != "{\"line\":\"E call 2H\",\"seq\":2}\n" {
		t.Errorf("script, a prefix and an arg: %d %s", status, body)
	}
	for name, v := range map[string]url.Values{
		"empty":               {"line": {""}},
		"line and prefix":     {"line": {"N call Pass"}, "prefix": {"S call"}, "arg": {"1S"}},
		"prefix without arg":  {"prefix": {"director answer Q1 tricks"}},
		"arg with two words":  {"prefix": {"director answer Q1 suits"}, "arg": {"S H"}},
		"seq not a number":    {"line": {"N call Pass"}, "seq": {"x"}},
		"a line with control": {"line": {"N call Pass\x00"}},
	} {
		if status, _, body := ts.form(t, "/tables/1/events?seat=director", v, "application/json"); status != 400 || !strings.Contains(body, `"error"`) {
			t.Errorf("%s: %d %s", name, status, body)
		}
	}
	// A suits answer with no suit ticked sends its empty value (here to a
	// question that is not open: the engine would ignore it, 422).
	if status, _, body := ts.form(t, "/tables/1/events?seat=director", url.Values{"prefix": {"director answer Q9 suits"}, "empty": {"none"}}, "application/json"); status != 422 ||
		!strings.Contains(body, `"code":"ignored"`) || !strings.Contains(body, "no open question Q9") {
		t.Errorf("suits none: %d %s", status, body)
	}
	// Bad pages.
	for path, want := range map[string]int{
		"/tables/abc":              400,
		"/tables/99":               404,
		"/tables/1?seat=X":         400,
		"/tables/1?seat=N&lang=xx": 400,
		"/?lang=xx":                400,
		"/nothing":                 404,
	} {
		if status, body := ts.page(t, path); status != want || (want != 404 || path != "/nothing") && !strings.Contains(body, "Error") {
			t.Errorf("%s: %d, want %d", path, status, want)
		}
	}
	// The list shows the table.
	_, body = ts.page(t, "/")
	if !strings.Contains(body, `id="table-1"`) || !strings.Contains(body, "Table 7") {
		t.Errorf("the list lacks the table")
	}
	// A player's page: no Director's form, no log, his own hand, his own
	// action area (play.go) and no other.
	_, body = ts.page(t, "/tables/1?seat=S")
	for _, bad := range []string{`id="record"`, `id="act"`, `value="noticed"`, `id="log"`, "download-log", `id="questions"`} {
		if strings.Contains(body, bad) {
			t.Errorf("South's page holds %s", bad)
		}
	}
	if !strings.Contains(body, `id="play"`) || strings.Count(body, `name="actor" value="S"`) == 0 || regexp.MustCompile(`name="actor" value="[NEW]"`).MatchString(body) {
		t.Errorf("South's page: no action area of his own, or another seat's")
	}
	if !strings.Contains(body, `id="player-notice"`) || strings.Count(body, `class="rank`) != 13 {
		t.Errorf("South's page: notice %v, %d cards", strings.Contains(body, "player-notice"), strings.Count(body, `class="rank`))
	}
	// The static files.
	for path, ct := range map[string]string{"/static/app.js": "text/javascript", "/static/app.css": "text/css"} {
		resp, err := ts.Client().Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), ct) {
			t.Errorf("%s: %d %s", path, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
	}
	// Import by the list's form.
	status, loc, _ = ts.form(t, "/tables", url.Values{"title": {"Imported"}, "log": {strings.ReplaceAll(scenarioLog(t, "law64a2-example1.txtar"), "\n", "\r\n")}}, "")
	if status != http.StatusSeeOther || loc != "/tables/2?lang=en&seat=director" {
		t.Errorf("import by form: %d %q", status, loc)
	}
	_, body = ts.page(t, "/tables/2?seat=director")
	if !strings.Contains(html.UnescapeString(body), "NS +420") || !strings.Contains(body, "Law 64A2") || !strings.Contains(body, `id="question-Q1"`) {
		t.Errorf("the imported table's page:\n%s", body)
	}
}

// TestQuestionForms: each kind of answer gets its form, and the forms
// send what the log reads.
func TestQuestionForms(t *testing.T) {
	q := QuestionView{ID: "Q3", Answers: []string{"yes", "no", "tricks N", "score N", "suits S H D C", "suits none"}}
	forms := answerForms(q, "en")
	var got []string
	for _, f := range forms {
		got = append(got, f.Kind+":"+f.Line+f.Prefix)
	}
	want := "button:director answer Q3 yes|button:director answer Q3 no|number:director answer Q3 tricks|number:director answer Q3 score|suits:director answer Q3 suits"
	if strings.Join(got, "|") != want {
		t.Errorf("forms:\n%s\nwant\n%s", strings.Join(got, "|"), want)
	}
	for _, f := range forms {
		line := f.Line
		if line == "" {
			line = f.Prefix + " 10"
			if f.Kind == "suits" {
				line = f.Prefix + " S H"
			}
		}
		if _, err := parseEventLine(line); err != nil {
			t.Errorf("%q: %v", line, err)
		}
	}
}

// TestSyntaxReference: every example of the page's reference is an event
// the log reads.
func TestSyntaxReference(t *testing.T) {
	b, err := webFS.ReadFile("web/table.html.tmpl")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := strings.Index(s, `id="syntax"`)
	j := strings.Index(s[max(i, 0):], "</details>") + max(i, 0)
	if i < 0 || j < i {
		t.Fatal("no syntax reference")
	}
	n := 0
	for _, part := range strings.Split(s[i:j], "<code>")[1:] {
		line := html.UnescapeString(part[:strings.Index(part, "</code>")])
		if _, err := parseEventLine(line); err != nil {
			t.Errorf("%q: %v", line, err)
		}
		n++
	}
	if n < 20 {
		t.Errorf("%d examples", n)
	}
}
