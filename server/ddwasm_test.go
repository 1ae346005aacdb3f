package server

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgelaw/internal/testdeal"
)

// ddWasmServer is a test server whose Options.DDWasm is dir ("" none).
func ddWasmServer(t *testing.T, dir string) *testServer {
	t.Helper()
	st := sqliteStore(t)
	srv, err := New(Options{Store: st, Log: slog.New(slog.DiscardHandler), DDWasm: dir})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { srv.Close(); hs.Close() })
	return &testServer{Server: hs, srv: srv, store: st}
}

// fakeDDWasm is a directory with the two files of Options.DDWasm, not
// built (the browser test builds the real ones).
func fakeDDWasm(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range map[string]string{"dd.wasm": "\x00asm\x01\x00\x00\x00", "wasm_exec.js": "// the Go runtime's half\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// dealsFile is a PBN file of n random deals, boards 1..n.
func dealsFile(n int) []byte {
	r := testdeal.New(15, 6)
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "[Board \"%d\"]\n[Deal \"%s\"]\n\n", i, testdeal.Deal(r))
	}
	return []byte(b.String())
}

const solverScript = `<script src="/static/ddsolve.js"`

// TestDDWasmOff: without Options.DDWasm the pages are as before the
// solver in the browser: the field device is ignored (the server
// solves), no script, the strict policy, /dd/ answers 404, the form has
// no device box; a file of more than maxSolve deals is refused.
func TestDDWasmOff(t *testing.T) {
	ts := ddWasmServer(t, "")
	resp, page := postHandrecords(t, ts, "two.pbn", dealsFile(2), "lang", "en", "device", "1")
	if resp.StatusCode != 200 || !bytes.Contains(page, []byte(`<table class="dd" id="dd-2"`)) || bytes.Contains(page, []byte("dd-slot")) ||
		bytes.Contains(page, []byte("<script")) || strings.Contains(resp.Header.Get("Content-Security-Policy"), "script-src") {
		t.Errorf("the sheets without the solver in the browser: %d, %q:\n%.400s", resp.StatusCode, resp.Header.Get("Content-Security-Policy"), page)
	}
	if resp, _ := postHandrecords(t, ts, "many.pbn", dealsFile(maxSolve+1), "lang", "en"); resp.StatusCode != 422 {
		t.Errorf("%d deals to solve: %d, want 422", maxSolve+1, resp.StatusCode)
	}
	for _, p := range []string{"/dd/dd.wasm", "/dd/wasm_exec.js"} {
		if resp, err := http.Get(ts.URL + p); err != nil || resp.StatusCode != 404 {
			t.Errorf("GET %s: %v %v, want 404", p, resp.StatusCode, err)
		}
	}
	if form := get(t, ts, "/handrecords", 200); strings.Contains(form, "handrecords-device") {
		t.Errorf("the form offers the device without the solver")
	}
}

// TestDDWasmOn: with Options.DDWasm the server serves its two files under
// /dd/ (and nothing else there), the form offers the device, and a page
// with a board without a table carries web/ddsolve.js with its words in
// the page's language and a policy that lets it start its worker; a page
// with every table, a PDF and a results page sent as a file carry none;
// a file of more than maxSolve deals is left to the device.
func TestDDWasmOn(t *testing.T) {
	if _, err := New(Options{Store: sqliteStore(t), DDWasm: t.TempDir()}); err == nil || !strings.Contains(err.Error(), "dd.wasm") {
		t.Errorf("a directory without dd.wasm: %v", err)
	}
	ts := ddWasmServer(t, fakeDDWasm(t))
	for p, ctype := range map[string]string{"/dd/dd.wasm": "application/wasm", "/dd/wasm_exec.js": "text/javascript; charset=utf-8",
		"/static/ddsolve.js": "text/javascript; charset=utf-8", "/static/ddworker.js": "text/javascript; charset=utf-8"} {
		resp, err := http.Get(ts.URL + p)
		if err != nil || resp.StatusCode != 200 || resp.Header.Get("Content-Type") != ctype {
			t.Errorf("GET %s: %v %q %v", p, resp.StatusCode, resp.Header.Get("Content-Type"), err)
		}
	}
	// dd.wasm gzipped to a browser that accepts it, as it is otherwise.
	wasm, err := os.ReadFile(filepath.Join(ts.srv.opts.DDWasm, "dd.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	for enc, gz := range map[string]bool{"gzip, deflate, br": true, "br;q=1.0, gzip;q=0.5": true, "gzip;q=0": false, "identity": false} {
		req, _ := http.NewRequest("GET", ts.URL+"/dd/dd.wasm", nil)
		req.Header.Set("Accept-Encoding", enc) // set by hand: the client leaves the body as sent
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if gz {
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatalf("Accept-Encoding %q: %v", enc, err)
			}
			body, _ = io.ReadAll(zr)
		}
		if (resp.Header.Get("Content-Encoding") == "gzip") != gz || !bytes.Equal(body, wasm) || resp.Header.Get("Content-Type") != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, %d bytes", enc, resp.Header.Get("Content-Encoding"), len(body))
		}
	}
	for _, p := range []string{"/dd/", "/dd/other.js", "/dd/..%2fserver.go", "/dd/ddwasm.go"} {
		if resp, err := http.Get(ts.URL + p); err != nil || resp.StatusCode != 404 {
			t.Errorf("GET %s: %v %v, want 404", p, resp.StatusCode, err)
		}
	}
	if form := get(t, ts, "/handrecords?lang=fr", 200); !strings.Contains(form, "Laisser les tables à cartes ouvertes") {
		t.Errorf("the form does not offer the device")
	}

	resp, page := postHandrecords(t, ts, "two.pbn", dealsFile(2), "lang", "pl", "device", "1")
	csp := resp.Header.Get("Content-Security-Policy")
	if resp.StatusCode != 200 || !bytes.Contains(page, []byte(`id="dd-slot-2" data-deal="N:`)) || bytes.Contains(page, []byte(`class="dd"`)) ||
		!strings.Contains(csp, "script-src 'self'") || !strings.Contains(csp, "worker-src 'self'") {
		t.Fatalf("the sheets left to the device: %d %q:\n%s", resp.StatusCode, csp, page)
	}
	i, end := bytes.Index(page, []byte(solverScript)), bytes.LastIndex(page, []byte("</body>"))
	if i < 0 || i > end || bytes.Count(page, []byte("<script")) != 1 || !bytes.Contains(page, []byte(`data-solve="Policz na tym urządzeniu"`)) ||
		!bytes.Contains(page, []byte(`data-seats="N S E W"`)) || !bytes.Contains(page, []byte(`data-nt="BA"`)) {
		t.Errorf("the script of the Polish sheets:\n%s", page[max(0, end-600):])
	}
	if resp, page := postHandrecords(t, ts, "two.pbn", dealsFile(2), "lang", "en"); resp.StatusCode != 200 || bytes.Contains(page, []byte("<script")) ||
		strings.Contains(resp.Header.Get("Content-Security-Policy"), "script-src") || !bytes.Contains(page, []byte(`id="dd-2"`)) {
		t.Errorf("the sheets solved on the server carry the script (%d)", resp.StatusCode)
	}
	if resp, pdf := postHandrecords(t, ts, "two.pbn", dealsFile(2), "as", "pdf", "device", "1"); resp.StatusCode != 200 || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Errorf("the PDF: %d", resp.StatusCode)
	}
	if resp, page := postHandrecords(t, ts, "many.pbn", dealsFile(maxSolve+1), "lang", "en"); resp.StatusCode != 200 ||
		bytes.Count(page, []byte(`class="dd-slot"`)) != maxSolve+1 || !bytes.Contains(page, []byte(solverScript)) {
		t.Errorf("%d deals to solve with the device: %d, %d slots", maxSolve+1, resp.StatusCode, bytes.Count(page, []byte(`class="dd-slot"`)))
	}

	data, err := os.ReadFile(filepath.Join("..", "results", "testdata", "dd.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	if resp, page := postUpload(t, ts, "/results", "dd.pbn", data, "lang", "it"); resp.StatusCode != 200 || !bytes.Contains(page, []byte(solverScript)) ||
		!bytes.Contains(page, []byte(`id="dd-slot-1"`)) || !bytes.Contains(page, []byte(`data-seats="N S E O"`)) {
		t.Errorf("the results not solved on the server: %d, no slot or no script", resp.StatusCode)
	}
	if resp, page := postUpload(t, ts, "/results", "dd.pbn", data, "lang", "it", "download", "1"); resp.StatusCode != 200 || bytes.Contains(page, []byte("<script")) ||
		!bytes.Contains(page, []byte(`id="dd-slot-1"`)) || strings.Contains(resp.Header.Get("Content-Security-Policy"), "script-src") {
		t.Errorf("the results sent as a file carry the script (%d)", resp.StatusCode)
	}
	if resp, page := postUpload(t, ts, "/results", "dd.pbn", data, "lang", "it", "dd", "1"); resp.StatusCode != 200 || bytes.Contains(page, []byte("<script")) {
		t.Errorf("the results solved on the server carry the script (%d)", resp.StatusCode)
	}
}
