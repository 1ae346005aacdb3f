package server

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"html/template"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
)

// The double-dummy solver in the reader's browser. The hand-record and
// results pages (handrecords.go, upload.go) give each board without a
// table an empty <div class="dd-slot" data-deal="PBN deal"> (package
// handrecord and results). When the server has the WebAssembly build of
// the solver (Options.DDWasm: cmd/ddwasm built with GOOS=js GOARCH=wasm,
// and the wasm_exec.js of the Go that built it), it adds to those pages
// web/ddsolve.js, which puts a button in each slot; the button solves the
// deal in a Web Worker (web/ddworker.js, which loads /dd/wasm_exec.js and
// /dd/dd.wasm) and shows the table where the server's would be. Without
// the WebAssembly build, or in a browser without WebAssembly or
// JavaScript, the page is the same as before: the slots stay empty.

// deviceBudget is the time a deal may take on the reader's device before
// ddsolve.js stops the worker and says so: a real deal takes about a
// second in a browser, a constructed hard one minutes.
const deviceBudget = 2 * time.Minute

// ddWasmFiles are the files of Options.DDWasm, served under /dd/.
var ddWasmFiles = []string{"dd.wasm", "wasm_exec.js"}

// CheckDDWasm says what is missing from dir, a directory for
// Options.DDWasm: it must hold dd.wasm and wasm_exec.js, each a file
// with content. The error names the file and the cause; nil when both
// are there.
func CheckDDWasm(dir string) error {
	for _, f := range ddWasmFiles {
		st, err := os.Stat(filepath.Join(dir, f))
		if err != nil {
			return fmt.Errorf("server: the double-dummy WebAssembly directory %s: %w (docs/server.md says how to build it)", dir, err)
		}
		if st.IsDir() || st.Size() == 0 {
			return fmt.Errorf("server: the double-dummy WebAssembly directory %s: %s is not a file with content", dir, f)
		}
	}
	return nil
}

// ddWasmFile serves /dd/dd.wasm and /dd/wasm_exec.js from Options.DDWasm
// (404 when the server has none). They are revalidated on each load
// (Last-Modified), so a rebuild reaches the readers at once. dd.wasm goes
// gzipped to a browser that accepts it (3.7 MiB become about 1 MiB, for a
// phone's connection).
func (s *Server) ddWasmFile(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	if s.opts.DDWasm == "" || (name != ddWasmFiles[0] && name != ddWasmFiles[1]) {
		http.NotFound(w, r)
		return
	}
	path := filepath.Join(s.opts.DDWasm, name)
	w.Header().Set("Cache-Control", "no-cache")
	if name != "dd.wasm" {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		http.ServeFile(w, r, path)
		return
	}
	w.Header().Set("Content-Type", "application/wasm")
	w.Header().Set("Vary", "Accept-Encoding")
	if !acceptsGzip(r) {
		http.ServeFile(w, r, path)
		return
	}
	gz, mod, err := s.gzWasm.get(path)
	if err != nil {
		if s.log != nil {
			s.log.Error("dd.wasm", "err", err)
		}
		http.Error(w, "dd.wasm: not readable", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Encoding", "gzip")
	http.ServeContent(w, r, name, mod, bytes.NewReader(gz))
}

// acceptsGzip reports whether the request's Accept-Encoding names gzip
// with a weight above 0 (RFC 9110 §12.5.3).
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(part, ";")
		if !strings.EqualFold(strings.TrimSpace(coding), "gzip") {
			continue
		}
		k, v, ok := strings.Cut(strings.TrimSpace(params), "=")
		if !ok || strings.TrimSpace(k) != "q" {
			return true
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		return err == nil && q > 0
	}
	return false
}

// gzCache is dd.wasm gzipped, made on the first request that accepts
// gzip and again when the file changes (its size or modification time).
type gzCache struct {
	mu   sync.Mutex
	size int64
	mod  time.Time
	gz   []byte
}

// get is the gzipped content of the file at path and its modification
// time.
func (c *gzCache) get(path string) ([]byte, time.Time, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, time.Time{}, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gz != nil && c.size == st.Size() && c.mod.Equal(st.ModTime()) {
		return c.gz, c.mod, nil
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, time.Time{}, err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // a valid level: no error
	if _, err := zw.Write(raw); err != nil {
		return nil, time.Time{}, err
	}
	if err := zw.Close(); err != nil {
		return nil, time.Time{}, err
	}
	c.gz, c.size, c.mod = buf.Bytes(), st.Size(), st.ModTime()
	return c.gz, c.mod, nil
}

// uploadedPageCSP is the Content-Security-Policy of a hand-record or
// results page: no script, inline style; with the solver in the browser,
// the server's own scripts and worker (the worker fetches and compiles
// the WebAssembly under its own policy: static files have none).
func (s *Server) uploadedPageCSP(device bool) string {
	if device {
		return "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'self'; worker-src 'self'"
	}
	return "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
}

// withDeviceSolver adds web/ddsolve.js to a hand-record or results page
// before its </body>, with the words it shows in lang as data attributes.
// It reports false, and leaves the page as it is, when the server has no
// WebAssembly build or the page has no slot or no </body>.
func (s *Server) withDeviceSolver(page []byte, lang string) ([]byte, bool) {
	end := bytes.LastIndex(page, []byte("</body>"))
	if s.opts.DDWasm == "" || end < 0 || !bytes.Contains(page, []byte(`class="dd-slot"`)) {
		return page, false
	}
	var letters []string
	for _, seat := range []bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West} {
		letters = append(letters, catalog.SeatLetter(lang, seat))
	}
	attr := func(name, value string) string {
		return " data-" + name + `="` + template.HTMLEscapeString(value) + `"`
	}
	// The par and the opening leads, in the words of the server's
	// hand-record sheet (package handrecord): its messages with
	// placeholders ddsolve.js fills, and the pieces it builds them from.
	var sides, strains, names, ranks []string
	for _, d := range []bridge.Side{bridge.NorthSouth, bridge.EastWest} {
		sides = append(sides, catalog.Side(lang, d))
	}
	for _, st := range bridge.Strains() {
		strains = append(strains, catalog.Strain(lang, st))
	}
	for _, seat := range bridge.Seats() {
		names = append(names, catalog.Seat(lang, seat))
	}
	for _, r := range bridge.RanksDown() {
		ranks = append(ranks, catalog.Holding(lang, bridge.Holding(1)<<r))
	}
	sep := ""
	if len(catalog.Holding(lang, bridge.Holding(1)<<bridge.Ten)) > 1 {
		sep = " "
	}
	hr := func(key string, kv ...string) string {
		args := map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			args[kv[i]] = kv[i+1]
		}
		return catalog.Text(lang, "handrecord."+key, args)
	}
	tag := `<script src="/static/ddsolve.js" defer` + attr("worker", "/static/ddworker.js") +
		attr("par", hr("par", "par", "{par}")) + attr("leads", hr("leads", "contract", "{contract}", "declarer", "{declarer}", "leader", "{leader}")) +
		attr("leads-passed", hr("leads-passed")) + attr("sides", strings.Join(sides, "|")) + attr("strains", strings.Join(strains, "|")) +
		attr("seat-names", strings.Join(names, "|")) + attr("ranks", strings.Join(ranks, "|")) + attr("rank-sep", sep) +
		attr("pass", catalog.Call(lang, bridge.Pass)) +
		attr("solve", label(lang, "dd-device")) + attr("solving", label(lang, "dd-device-solving")) +
		attr("caption", label(lang, "dd-device-caption")) + attr("failed", label(lang, "dd-device-failed")) +
		attr("nt", catalog.Strain(lang, bridge.NoTrump)) + attr("seats", strings.Join(letters, " ")) +
		attr("limit", strconv.FormatInt(deviceBudget.Milliseconds(), 10)) + "></script>\n"
	out := make([]byte, 0, len(page)+len(tag))
	out = append(append(append(out, page[:end]...), tag...), page[end:]...)
	return out, true
}
