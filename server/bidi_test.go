package server

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
)

// TestTextRefusesBidiControls: a title, a claim's statement, an event's
// line, a tag and an imported log holding one of Unicode's bidirectional
// controls (UAX #9 section 2: U+202A-U+202E, U+2066-U+2069, U+200E,
// U+200F, U+061C), which would show the text in another order than it is
// written, are refused with 400 and the catalog's message in the
// request's language naming the field and the character, by the API and
// by the page's forms; nothing is stored. The narrow no-break space
// U+202F (French typography) stays.
func TestTextRefusesBidiControls(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	id := createExample(t, ts)
	tables := func() int {
		list, err := ts.store.Tables(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		return len(list)
	}
	lastSeq := func() int {
		n, err := ts.store.LastSeq(t.Context(), id)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	n0, seq0 := tables(), lastSeq()
	want := func(lang, field string, r rune) string {
		return catalog.Text(lang, "web.bidi-control", map[string]string{"field": field, "char": fmt.Sprintf("U+%04X", r)})
	}
	controls := []rune{0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C}
	for i, r := range controls {
		lang := catalog.Languages[i%len(catalog.Languages)]
		q := "?lang=" + lang
		c := string(r)
		for _, req := range []struct {
			name, path, field string
			body              map[string]any
		}{
			{"title", "/api/tables", "title", map[string]any{"title": "Tavolo " + c + "7", "deal": exampleDeal}},
			{"tag", "/api/tables", "tag Event", map[string]any{"tags": map[string]string{"Event": "Club " + c + "cup"}, "deal": exampleDeal}},
			{"imported log", "/api/tables", "log", map[string]any{"log": "[Board \"1\"]\n[Deal \"" + exampleDeal + "\"]\nN call Pass\nE claim E 0 \"" + c + "all\"\n"}},
			{"statement", fmt.Sprintf("/api/tables/%d/events", id), "statement", map[string]any{"actor": "S", "verb": "claim", "args": []string{"10"}, "statement": "the rest " + c + "01"}},
			{"line", fmt.Sprintf("/api/tables/%d/events", id), "line", map[string]any{"line": `S claim 10 "the rest ` + c + `01"`}},
			{"name", fmt.Sprintf("/api/tables/%d/events", id), "by", map[string]any{"line": "director noticed", "by": "Anna" + c}},
		} {
			status, _, body := ts.do(t, "POST", req.path+q, req.body)
			var e apiError
			decodeJSON(t, body, &e)
			if status != http.StatusBadRequest || e.Error != want(lang, req.field, r) {
				t.Errorf("%s with U+%04X (%s): %d %q, want 400 %q", req.name, r, lang, status, e.Error, want(lang, req.field, r))
			}
		}
		// The page's forms: the list's, and the action area's claim.
		if status, _, page := ts.form(t, "/tables"+q, url.Values{"title": {"Table " + c + "7"}, "deal": {exampleDeal}}, ""); status != http.StatusBadRequest ||
			!strings.Contains(html.UnescapeString(page), want(lang, "title", r)) {
			t.Errorf("the page's new table titled with U+%04X (%s): %d, want 400 saying %q\n%s", r, lang, status, want(lang, "title", r), page)
		}
		if status, _, page := ts.form(t, fmt.Sprintf("/tables/%d/act%s&seat=director", id, q), url.Values{"actor": {"S"}, "do": {"claim"}, "tricks": {"10"}, "statement": {"the rest " + c + "01"}}, ""); status != http.StatusBadRequest ||
			!strings.Contains(html.UnescapeString(page), want(lang, "statement", r)) {
			t.Errorf("the page's claim stated with U+%04X (%s): %d, want 400 saying %q", r, lang, status, want(lang, "statement", r))
		}
	}
	if n, seq := tables(), lastSeq(); n != n0 || seq != seq0 {
		t.Errorf("after the refusals: %d tables and seq %d, want %d and %d", n, seq, n0, seq0)
	}
	// The narrow no-break space of French typography is no control.
	status, _, body := ts.do(t, "POST", "/api/tables?lang=fr", map[string]any{"title": "Table 7 : 100\u202F%", "deal": exampleDeal})
	if status != http.StatusCreated {
		t.Fatalf("a title with U+202F: %d %s, want 201", status, body)
	}
	var created struct{ ID int64 }
	decodeJSON(t, body, &created)
	if status, _, body := ts.do(t, "POST", fmt.Sprintf("/api/tables/%d/events", created.ID), map[string]any{"line": "N call Pass", "seq": 0, "by": "Anne"}); status != http.StatusCreated {
		t.Fatalf("append: %d %s", status, body)
	}
	list, err := ts.store.Tables(t.Context())
	if err != nil || list[len(list)-1].Title != "Table 7 : 100\u202F%" {
		t.Errorf("the title stored: %v %v", list[len(list)-1].Title, err)
	}
	for _, l := range catalog.Languages {
		if !catalog.Has(l, "web.bidi-control") {
			t.Errorf("web.bidi-control missing in %s", l)
		}
	}
}
