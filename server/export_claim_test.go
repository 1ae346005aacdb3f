package server

import (
	"bytes"
	"flag"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgelaw/laws"
	"bridgelaw/pbn"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// A revoke established (Law 63A1), then a claim of 9 tricks agreed: the
// PBN export ends the play with "*" after the last card played (PBN 2.1
// section 3.6: no more cards are given) and its Result is declarer's
// final 10 tricks after the Law 64A2 transfer (section 3.4.15; laws.Result's
// DeclarerTricks), as its Score NS 420 is: the whole file is
// testdata/export-claim-revoke.pbn. Read back, it replays to 10 tricks
// and NS 420 with no mismatch (package pbn reads a Result after "*" that
// follows a "^R" as the final count, not the count claimed). A claim
// with no revoke keeps its "*" and its Result, the count claimed.
func TestExportClaimAfterRevoke(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	log := scenarioLog(t, "law64a2-example1.txtar")
	log = log[:strings.Index(log, "# trick 9")]
	for _, c := range []struct {
		name, tail, result, golden string
	}{
		{"revoke then claim", "claim S 3 \"the rest but two\"\nEW accept\n", `[Result "10"]`, "export-claim-revoke.pbn"},
		{"claim, no revoke", "", `[Result "10"]`, ""},
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
		if !strings.Contains(text, c.result) || !strings.Contains(text, `[Score "NS 420"]`) || !strings.Contains(text, "\r\n*\r\n") {
			t.Errorf("%s: want %s, NS 420, the claim's \"*\":\n%s", c.name, c.result, text)
		}
		if c.golden != "" {
			path := filepath.Join("testdata", c.golden)
			if *update {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, body, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(body, want) {
				t.Errorf("%s: the export differs from %s (go test -run TestExportClaimAfterRevoke -update rewrites it):\n%s", c.name, path, body)
			}
		}
		f, err := pbn.Parse(body, "x.pbn")
		if err != nil {
			t.Fatal(err)
		}
		if errs := f.Games[0].Check(); len(errs) > 0 {
			t.Errorf("%s: the PBN checker: %v", c.name, errs)
		}
		rec, _ := f.Games[0].Record()
		o := laws.ReplayRecord(rec)
		if o.DeclarerTricks != 10 || o.ScoreNS != 420 || len(o.Mismatches) > 0 {
			t.Errorf("%s: replayed %d tricks, NS %d, mismatches %v; want 10, 420, none", c.name, o.DeclarerTricks, o.ScoreNS, o.Mismatches)
		}
	}
}
