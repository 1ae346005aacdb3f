package server

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// The recorder's name ("by") is one plain line: a bidi override, another
// format character (Unicode Cf) or a separator other than the space
// (U+2028, U+2029, a no-break space) gets 400 naming it, on creation, on
// append and on the page's form; a body that is not UTF-8 gets 400 rather
// than its bad bytes turned into U+FFFD (docs/server.md: requests are
// UTF-8). Names in any script, with spaces, stay.
func TestNamesPlainText(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	id := createExample(t, ts)
	for _, by := range []string{"Anna\u202Eevil", "Anna\u2028Bo", "Anna\u2029Bo", "Anna\u00A0Bo", "An\u200Bna", "Anna\uFEFF"} {
		status, _, body := ts.do(t, "POST", fmt.Sprintf("/api/tables/%d/events", id), map[string]any{"line": "director noticed", "by": by})
		if status != http.StatusBadRequest || !strings.Contains(string(body), fmt.Sprintf("U+%04X", []rune(strings.TrimPrefix(strings.TrimPrefix(by, "Anna"), "An"))[0])) {
			t.Errorf("append by %q: %d %s, want 400 naming the character", by, status, body)
		}
		status, _, body = ts.do(t, "POST", "/api/tables", map[string]any{"deal": exampleDeal, "by": by})
		if status != http.StatusBadRequest {
			t.Errorf("create by %q: %d %s, want 400", by, status, body)
		}
		if status, _, body := ts.form(t, "/tables", url.Values{"deal": {exampleDeal}, "by": {by}}, ""); status != http.StatusBadRequest {
			t.Errorf("the page's create by %q: %d %s, want 400", by, status, body)
		}
	}
	for _, by := range []string{"Anna Bo", "Zofia Łęcka", "Jean-Pierre d'Orléans", "Αννα"} {
		if status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"deal": exampleDeal, "by": by}); status != http.StatusCreated {
			t.Errorf("create by %q: %d %s, want 201", by, status, body)
		}
	}
	raw := []byte(`{"deal": "` + exampleDeal + `", "title": "Tavolo ` + "\xff\xfe" + `"}`)
	if status, _, body := ts.do(t, "POST", "/api/tables", raw); status != http.StatusBadRequest || !strings.Contains(string(body), "UTF-8") {
		t.Errorf("a title not UTF-8: %d %s, want 400", status, body)
	}
}
