package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// serve runs one request through the handler, in process.
func serveOnce(h http.Handler, method, path, ctype, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if method == "POST" && strings.Contains(path, "/events") {
		req.Header.Set("Idempotency-Key", newKey())
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// mutate damages a line: a byte changed, cut, doubled, a word swapped, a
// character from far away.
func mutate(r *rand.Rand, s string) string {
	b := []byte(s)
	switch r.IntN(7) {
	case 0:
		if len(b) > 0 {
			b[r.IntN(len(b))] = byte(r.IntN(256))
		}
	case 1:
		if len(b) > 0 {
			b = b[:r.IntN(len(b))]
		}
	case 2:
		b = append(b, b...)
	case 3:
		w := strings.Fields(s)
		if len(w) > 1 {
			i, j := r.IntN(len(w)), r.IntN(len(w))
			w[i], w[j] = w[j], w[i]
		}
		return strings.Join(w, " ")
	case 4:
		specials := []string{"\"", "#", "%", "[", "]", "\x00", "♠", "\u202e", "99999999999999999999", "-1", "\\", "\t", "Q0", "Q-1", "10h"}
		i := r.IntN(len(b) + 1)
		return string(b[:i]) + specials[r.IntN(len(specials))] + string(b[i:])
	case 5:
		return strings.ToUpper(s)
	case 6:
		w := strings.Fields(s)
		if len(w) == 0 {
			return s
		}
		return strings.Join(append(w, w[r.IntN(len(w)):]...), " ")
	}
	return string(b)
}

// TestGarbageNeverBreaks: thousands of damaged event lines and bodies
// never make a 500 or a panic; every answer is one of the documented
// statuses with a JSON error, and what is accepted reads back the same.
func TestGarbageNeverBreaks(t *testing.T) {
	ts := newTestServer(t, sqliteStore(t))
	h := ts.srv
	lines := strings.Split(strings.TrimSpace(scenarioLog(t, "law64a2-example1.txtar")), "\n")
	var good []string
	for _, l := range lines {
		if l != "" && l[0] != '[' && l[0] != '#' {
			good = append(good, l)
		}
	}
	good = append(good, `claim S 10 "the rest"`, "director answer Q1 tricks 10", "W choose require-lead H", "N change 1H", "E ask W revoke", "hands-returned")
	if rec := serveOnce(h, "POST", "/api/tables", "application/json", `{"board":1,"deal":"`+exampleDeal+`"}`); rec.Code != 201 {
		t.Fatal(rec.Body.String())
	}
	r := rand.New(rand.NewPCG(64, 2))
	counts := map[int]int{}
	n := 3000
	if testing.Short() {
		n = 500
	}
	for i := 0; i < n; i++ {
		line := good[r.IntN(len(good))]
		for k := r.IntN(3); k >= 0; k-- {
			line = mutate(r, line)
		}
		var body string
		switch r.IntN(4) {
		case 0: // as fields
			w := strings.Fields(line)
			req := map[string]any{"verb": "", "args": []string{}}
			if len(w) > 0 {
				req["actor"] = w[0]
			}
			if len(w) > 1 {
				req["verb"], req["args"] = w[1], w[2:]
			}
			b, _ := json.Marshal(req)
			body = string(b)
		case 1: // a damaged body
			b, _ := json.Marshal(map[string]any{"line": line})
			body = mutate(r, string(b))
		default:
			b, _ := json.Marshal(map[string]any{"line": line, "by": "fuzz"})
			body = string(b)
		}
		rec := serveOnce(h, "POST", "/api/tables/1/events?lang="+[]string{"en", "it", "fr", "pl"}[i%4], "application/json", body)
		counts[rec.Code]++
		switch rec.Code {
		case 201, 400, 409, 422:
		default:
			t.Fatalf("%q: %d %s", body, rec.Code, rec.Body.String())
		}
		var out map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
			t.Fatalf("%q: not JSON: %s", body, rec.Body.String())
		}
		if rec.Code == 201 {
			stored := out["line"].(string)
			ev, err := parseEventLine(stored)
			if err != nil || strings.TrimSpace(stored) != stored {
				t.Fatalf("stored %q does not read back: %v", stored, err)
			}
			if again, _, _ := canonical(ev); again != stored {
				t.Fatalf("stored %q, canonical again %q", stored, again)
			}
		} else if out["error"] == "" {
			t.Fatalf("no error message: %s", rec.Body.String())
		}
	}
	// Damaged creations and views.
	bodies := []string{`{"log":"[Deal \"` + exampleDeal + `\"]\nN call Pass\n"}`, `{"board":1,"deal":"` + exampleDeal + `","title":"x"}`,
		`{"tags":{"Board":"7","Deal":"` + exampleDeal + `"}}`}
	for i := 0; i < n/3; i++ {
		body := mutate(r, bodies[r.IntN(len(bodies))])
		rec := serveOnce(h, "POST", "/api/tables", "application/json", body)
		counts[rec.Code]++
		if rec.Code != 201 && rec.Code != 400 && rec.Code != 422 {
			t.Fatalf("create %q: %d %s", body, rec.Code, rec.Body.String())
		}
		path := mutate(r, fmt.Sprintf("/api/tables/%d?seat=%s&lang=it", 1+r.IntN(3), []string{"N", "director", "S"}[r.IntN(3)]))
		if !strings.HasPrefix(path, "/") || strings.ContainsAny(path, " \x00\t\"\\%") || !isASCII(path) {
			continue // not a request line a client can send
		}
		rec = serveOnce(h, "GET", path, "", "")
		if rec.Code >= 500 {
			t.Fatalf("GET %q: %d %s", path, rec.Code, rec.Body.String())
		}
	}
	// The table still replays, through a fresh server too.
	a := serveOnce(h, "GET", "/api/tables/1?seat=director", "", "")
	fresh := newTestServer(t, ts.store)
	b := serveOnce(fresh.srv, "GET", "/api/tables/1?seat=director", "", "")
	if a.Code != 200 || !bytes.Equal(a.Body.Bytes(), b.Body.Bytes()) {
		t.Errorf("the table after the garbage: %d; a fresh replay differs: %v", a.Code, !bytes.Equal(a.Body.Bytes(), b.Body.Bytes()))
	}
	if strings.Contains(ts.logs.String(), "panic") || strings.Contains(ts.logs.String(), "level=ERROR") {
		t.Errorf("the server logged errors:\n%s", ts.logs)
	}
	t.Logf("statuses: %v", counts)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}
