package server

import (
	"html"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
)

// TestRevokeErrorsInLanguage: each mistake of the revoke calculator's
// form is told in the page's language (en, it, fr, pl), with the facts
// Law 64 cannot accept named by their Law (44C; 62A with 64B4, 64B5).
func TestRevokeErrorsInLanguage(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	const ok = "level=4&strain=S&declarer=S&vulnerable=None&winners=WWSSSNSSESSES&offender=E&trick=6"
	swap := func(k, v string) string {
		var out []string
		for _, kv := range strings.Split(ok, "&") {
			if strings.HasPrefix(kv, k+"=") {
				kv = k + "=" + v
			}
			out = append(out, kv)
		}
		return strings.Join(out, "&")
	}
	for _, tc := range []struct {
		query, key string
		args       map[string]string
	}{
		{swap("declarer", ""), "revoke-need-declarer", nil},
		{swap("strain", ""), "revoke-need-contract", nil},
		{swap("vulnerable", ""), "revoke-need-vul", nil},
		{ok + "&board=x", "revoke-bad-board", map[string]string{"board": "x", "max": "2147483647"}},
		{ok + "&board=0", "revoke-bad-board", map[string]string{"board": "0", "max": "2147483647"}},
		{ok + "&board=2147483648", "revoke-bad-board", map[string]string{"board": "2147483648", "max": "2147483647"}}, // past the store's 32-bit board
		{swap("winners", "WWSS"), "revoke-winners", map[string]string{"n": "4"}},
		{swap("winners", "WWSSSNSSESSEQ"), "revoke-bad-winners", map[string]string{"text": "WWSSSNSSESSEQ"}},
		{swap("offender", ""), "revoke-need-offender", nil},
		{swap("trick", "0"), "revoke-need-trick", nil},
		{swap("trick", "13"), "revoke-trick13", nil},
		{ok + "&corrected=1&after-round=1", "revoke-corrected-late", nil},
	} {
		for _, lang := range catalog.Languages {
			page := html.UnescapeString(get(t, ts, "/revoke?"+tc.query+"&lang="+lang, 400)) // the form again, with the error
			want := catalog.Text(lang, "web."+tc.key, tc.args)
			if !strings.Contains(page, want) {
				t.Errorf("%s %s: the page lacks %q", lang, tc.query, want)
			}
			if lang != "en" && strings.Contains(page, catalog.Text("en", "web."+tc.key, tc.args)) {
				t.Errorf("%s %s: the error is in English", lang, tc.query)
			}
		}
	}
	// The board's vulnerability (Law 2) against the one chosen.
	page := html.UnescapeString(get(t, ts, "/revoke?"+ok+"&board=2&lang=it", 400))
	if !strings.Contains(page, "Il board 2 è ") || !strings.Contains(page, "Articolo 2") {
		t.Errorf("board 2 against None in Italian: %s", page[strings.Index(page, "<main"):])
	}
}
