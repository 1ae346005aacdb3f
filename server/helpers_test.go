package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// testServer is a Server on a store, behind httptest on 127.0.0.1.
type testServer struct {
	*httptest.Server
	srv   *Server
	store Store
	logs  *bytes.Buffer
}

func sqliteStore(t *testing.T) Store {
	t.Helper()
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "test.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func newTestServer(t *testing.T, st Store) *testServer {
	t.Helper()
	logs := &bytes.Buffer{}
	srv, err := New(Options{Store: st, Log: slog.New(slog.NewTextHandler(logs, nil)), Poll: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
	})
	return &testServer{Server: hs, srv: srv, store: st, logs: logs}
}

// do sends a request with a JSON body (a string is sent as it is) and
// returns the status, the headers and the body.
func (ts *testServer) do(t *testing.T, method, path string, body any) (int, http.Header, []byte) {
	t.Helper()
	status, h, out, err := ts.try(method, path, body)
	if err != nil {
		t.Fatal(err)
	}
	return status, h, out
}

// try is do without the test, for goroutines. An append (POST to an
// events path) carries a new Idempotency-Key.
func (ts *testServer) try(method, path string, body any) (int, http.Header, []byte, error) {
	key := ""
	if method == "POST" && strings.Contains(path, "/events") {
		key = newKey()
	}
	return ts.tryKey(method, path, body, key)
}

// newKey is a random Idempotency-Key.
func newKey() string { return fmt.Sprintf("k%016x%016x", rand.Uint64(), rand.Uint64()) }

// tryKey is try with the Idempotency-Key key ("" for none).
func (ts *testServer) tryKey(method, path string, body any, key string) (int, http.Header, []byte, error) {
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			return 0, nil, nil, err
		}
		rd = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, ts.URL+path, rd)
	if err != nil {
		return 0, nil, nil, err
	}
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	resp, err := ts.Client().Do(req)
	if err != nil {
		return 0, nil, nil, err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, out, err
}

// decodeJSON decodes b into v, failing the test when it is not JSON.
func decodeJSON(t *testing.T, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("not JSON (%v): %s", err, b)
	}
}

// scenarioLog is the "-- log --" section of a scenario of package laws.
func scenarioLog(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "laws", "testdata", "scenarios", name))
	if err != nil {
		t.Fatal(err)
	}
	return logOf(string(b))
}

func logOf(txtar string) string {
	_, after, ok := strings.Cut(txtar, "-- log --\n")
	if !ok {
		return txtar
	}
	if i := strings.Index(after, "\n-- "); i >= 0 {
		return after[:i+1]
	}
	return after
}

// exampleDeal is the deal of the revoke worked example.
const exampleDeal = "N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3"

// createExample stores the worked example of Law 64A2 (59 events, the 64C
// question open) and returns its id.
func createExample(t *testing.T, ts *testServer) int64 {
	t.Helper()
	status, _, body := ts.do(t, "POST", "/api/tables", map[string]any{"title": "Example 1", "log": scenarioLog(t, "law64a2-example1.txtar"), "by": "test"})
	if status != http.StatusCreated {
		t.Fatalf("create: %d %s", status, body)
	}
	var r struct{ ID int64 }
	decodeJSON(t, body, &r)
	return r.ID
}
