package server

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"bridgelaw/laws"
	"bridgelaw/pbn"
)

// A revoke established (Law 63A1), then a claim of 9 tricks agreed: the
// PBN export's Result is declarer's final 10 tricks after the Law 64A2
// transfer (laws.Result's DeclarerTricks), as its Score NS 420 is, and the
// file replays to them with no mismatch. A claim with no transfer keeps
// its "*" and its Result.
func TestExportClaimAfterRevoke(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	log := scenarioLog(t, "law64a2-example1.txtar")
	log = log[:strings.Index(log, "# trick 9")]
	for _, c := range []struct {
		name, tail, result string
		star               bool
	}{
		{"revoke then claim", "claim S 3 \"the rest but two\"\nEW accept\n", `[Result "10"]`, false},
		{"claim, no revoke", "", `[Result "10"]`, true},
	} {
		l := log + c.tail
		if c.tail == "" {
			l = log[:strings.Index(log, "# trick 2")] + "claim S 10 \"all but two\"\nEW accept\n"
		}
		status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"title": "Claim", "log": l, "by": "test"})
		if status != http.StatusCreated {
			t.Fatalf("%s: create: %d %s", c.name, status, body)
		}
		var tb struct{ ID int64 }
		decodeJSON(t, body, &tb)
		status, _, body = ts.do(t, "GET", fmt.Sprintf("/api/tables/%d/export?seat=director&format=pbn", tb.ID), nil)
		if status != http.StatusOK {
			t.Fatalf("%s: export: %d %s", c.name, status, body)
		}
		text := string(body)
		if !strings.Contains(text, c.result) || !strings.Contains(text, `[Score "NS 420"]`) || strings.Contains(text, "\n*") != c.star {
			t.Errorf("%s: want %s, NS 420, claim mark %v:\n%s", c.name, c.result, c.star, text)
		}
		f, err := pbn.Parse(body, "x.pbn")
		if err != nil {
			t.Fatal(err)
		}
		rec, _ := f.Games[0].Record()
		o := laws.ReplayRecord(rec)
		if o.DeclarerTricks != 10 || o.ScoreNS != 420 || len(o.Mismatches) > 0 {
			t.Errorf("%s: replayed %d tricks, NS %d, mismatches %v; want 10, 420, none", c.name, o.DeclarerTricks, o.ScoreNS, o.Mismatches)
		}
	}
}
