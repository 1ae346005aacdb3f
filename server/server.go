package server

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"bridgelaw/internal/catalog"
	"bridgelaw/laws"
)

// Options configure a Server. Store is required; the zero value of the
// others is a sensible default.
type Options struct {
	Store Store
	// Log receives one line per table created and per event recorded, and
	// the server's errors; nil logs nothing. Never a secret.
	Log *slog.Logger
	// Lang is the language of explanations when a request names none:
	// "en" (default), "it", "fr" or "pl".
	Lang string
	// Laws are the regulating authority's options for the engine.
	Laws laws.Options
	// Advisor, when not nil, gives the engine double-dummy advice for the
	// Director's questions (package dd).
	Advisor laws.Advisor
	// Poll is how often a live stream looks in the store for events
	// recorded by other server processes (default 2s).
	Poll time.Duration
	// CacheSize is the number of tables kept replayed in memory (default
	// 256).
	CacheSize int
	// DirectorToken, when not empty, is the secret the Director's view,
	// the event log and every write need (auth.go); never logged.
	DirectorToken string
	// PublicURL is the server's origin as the players reach it
	// ("https://club.example"), for the seats' links; "" takes it from
	// each request's Host.
	PublicURL string
	// AllowedHosts, when not empty, are the host names (or host:port) the
	// server answers to; a request for another Host is refused (421).
	AllowedHosts []string
	// MaxStreams is the most live streams open at once (default 1000; 503
	// past it), MaxStreamsPerClient the most from one address (default
	// 16; 429 past it).
	MaxStreams, MaxStreamsPerClient int
	// DDWasm, when not empty, is a directory holding the double-dummy
	// solver built for the browser (dd.wasm: GOOS=js GOARCH=wasm go build
	// -o DIR/dd.wasm ./cmd/ddwasm) and the wasm_exec.js of the Go that
	// built it (docs/server.md); the hand-record and results pages then
	// offer to solve a deal without a table on the reader's device
	// (ddwasm.go). New fails when either file is missing.
	DDWasm string
	// MaxEvents is the most events a table's log holds (default 2000, ten
	// times a long board with every irregularity; 422 past it).
	MaxEvents int
}

// Server is the HTTP server of bridgelaw: the JSON API under /api/ and the
// web pages. Make one with New; it is an http.Handler.
type Server struct {
	opts  Options
	store Store
	log   *slog.Logger
	mux   *http.ServeMux

	mu    sync.Mutex
	cache map[int64]*entry
	hub   *hub

	listFeed listFeed // the list streams' one poller (listfeed.go)

	secret   []byte // the seat keys' HMAC key (seats.go)
	sessions sessionStore
	logins   loginLimiter
	streams  streamCount

	gzWasm gzCache // dd.wasm gzipped (ddwasm.go)

	closeOnce sync.Once
	done      chan struct{}
}

// New makes a server on opts.Store.
func New(opts Options) (*Server, error) {
	if opts.Store == nil {
		return nil, errors.New("server: no store")
	}
	if opts.Lang == "" {
		opts.Lang = "en"
	}
	lang, err := catalog.Match(opts.Lang)
	if err != nil {
		return nil, fmt.Errorf("server: %w", err)
	}
	opts.Lang = lang
	if opts.Poll <= 0 {
		opts.Poll = 2 * time.Second
	}
	if opts.CacheSize <= 0 {
		opts.CacheSize = 256
	}
	if opts.MaxStreams <= 0 {
		opts.MaxStreams = 1000
	}
	if opts.MaxStreamsPerClient <= 0 {
		opts.MaxStreamsPerClient = 16
	}
	if opts.DDWasm != "" {
		if err := CheckDDWasm(opts.DDWasm); err != nil {
			return nil, err
		}
	}
	if opts.MaxEvents <= 0 {
		opts.MaxEvents = 2000
	}
	s := &Server{opts: opts, store: opts.Store, log: opts.Log, cache: map[int64]*entry{}, hub: newHub(), done: make(chan struct{})}
	s.listFeed.s = s
	s.secret = []byte(opts.DirectorToken)
	if opts.DirectorToken == "" {
		s.secret = []byte(randomHex(32))
	}
	s.mux = http.NewServeMux()
	s.routes()
	return s, nil
}

// Close ends the live streams (call it before http.Server.Shutdown, which
// waits for them). It does not close the store.
func (s *Server) Close() {
	s.closeOnce.Do(func() { close(s.done) })
}

func (s *Server) routes() {
	m := s.mux
	// The JSON API (docs/server.md).
	m.HandleFunc("GET /api/tables", s.api(s.apiList))
	m.HandleFunc("POST /api/tables", s.api(s.apiCreate))
	m.HandleFunc("GET /api/tables/{id}", s.api(s.apiView))
	m.HandleFunc("GET /api/tables/{id}/events", s.api(s.apiEvents))
	m.HandleFunc("POST /api/tables/{id}/events", s.api(s.apiAppend))
	m.HandleFunc("GET /api/tables/{id}/log", s.api(s.apiLog))
	m.HandleFunc("GET /api/tables/{id}/export", s.api(s.apiExport))
	m.HandleFunc("POST /api/tables/{id}/archive", s.api(s.apiArchive))
	m.HandleFunc("GET /api/tables/{id}/stream", s.api(s.apiStream))
	m.HandleFunc("GET /api/tables/{id}/seats", s.api(s.apiSeats))
	m.HandleFunc("POST /api/tables/{id}/seats/{seat}/{action}", s.api(s.apiChangeSeat))
	m.HandleFunc("GET /api/stream", s.apiListStream)
	m.HandleFunc("/api/", s.apiNotFound)
	m.HandleFunc("GET /healthz", s.healthz)
	// The web pages.
	m.HandleFunc("GET /{$}", s.pageList)
	m.HandleFunc("POST /tables", s.pageCreate)
	m.HandleFunc("GET /tables/{id}", s.pageTable)
	m.HandleFunc("POST /tables/{id}/events", s.pageAppend)
	m.HandleFunc("POST /tables/{id}/act", s.pageAct)
	m.HandleFunc("POST /tables/{id}/archive", s.pageArchive)
	m.HandleFunc("POST /tables/{id}/seats/{seat}/{action}", s.pageChangeSeat)
	m.HandleFunc("GET /revoke", s.pageRevoke)
	m.HandleFunc("GET /results", s.pageResults)
	m.HandleFunc("POST /results", s.pageResultsPost)
	m.HandleFunc("GET /handrecords", s.pageHandrecords)
	m.HandleFunc("POST /handrecords", s.pageHandrecordsPost)
	m.HandleFunc("GET /login", s.pageLogin)
	m.HandleFunc("POST /login", s.pageLoginPost)
	m.HandleFunc("POST /logout", s.pageLogout)
	m.HandleFunc("GET /dd/{file}", s.ddWasmFile)
	m.Handle("GET /static/", http.StripPrefix("/static/", staticFiles(staticFS)))
	// The learning pages (learn.go): public, no table.
	m.HandleFunc("GET /quiz", s.pageQuiz)
	m.HandleFunc("GET /laws", s.pageLaws)
	m.HandleFunc("GET /laws/{n}", s.pageLaw)
	m.HandleFunc("GET /learn.css", s.learnCSS)
}

// apiNotFound answers what no API pattern matches: 405 when the path
// exists for another method, else 404; both in JSON.
func (s *Server) apiNotFound(w http.ResponseWriter, r *http.Request) {
	var allowed []string
	for _, m := range []string{http.MethodGet, http.MethodPost} {
		if m == r.Method {
			continue
		}
		r2 := r.Clone(r.Context())
		r2.Method = m
		if _, pat := s.mux.Handler(r2); pat != "" && pat != "/api/" {
			allowed = append(allowed, m)
		}
	}
	if len(allowed) > 0 {
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		writeError(w, http.StatusMethodNotAllowed, "method-not-allowed", r.Method+" "+r.URL.Path+": allowed "+strings.Join(allowed, ", "))
		return
	}
	writeError(w, http.StatusNotFound, "not-found", "no such API endpoint: "+r.Method+" "+r.URL.Path+" (docs/server.md)")
}

// ServeHTTP serves the API and the pages. A panic in a handler (a bug: no
// input should cause one) is logged and answered 500, not a dropped
// connection.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			if s.log != nil {
				s.log.Error("panic in handler", "method", r.Method, "path", r.URL.Path, "panic", fmt.Sprint(v), "stack", string(debug.Stack()))
			}
			writeError(w, http.StatusInternalServerError, "internal", "internal error")
		}
	}()
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("X-Frame-Options", "DENY")
	if !strings.HasPrefix(r.URL.Path, "/static/") {
		// A view, a log, a seat's link, a page: what a credential opened
		// is kept by no cache, shared or the browser's (RFC 9111 §5.2.2.5).
		w.Header().Set("Cache-Control", "no-store")
	}
	if !s.checkHost(r) {
		writeError(w, http.StatusMisdirectedRequest, "misdirected", "this server does not answer for host "+r.Host+" (--allowed-hosts)")
		return
	}
	if err := s.checkForgery(w, r); err != nil {
		if s.log != nil {
			s.log.Warn("a forged request refused", "method", r.Method, "path", r.URL.Path, "origin", r.Header.Get("Origin"), "remote", r.RemoteAddr)
		}
		if strings.HasPrefix(r.URL.Path, "/api/") {
			s.fail(w, r, err)
		} else {
			s.pageError(w, r, err)
		}
		return
	}
	s.mux.ServeHTTP(w, r)
}

// healthz answers 200 {"status":"ok"} when the store answers, else 503:
// for a load balancer or a supervisor. It holds no secret and needs no
// credential.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	if _, err := s.store.LastSeq(r.Context(), 0); err != nil && !errors.Is(err, ErrNotFound) {
		if s.log != nil {
			s.log.Error("health check: the store does not answer", "err", err)
		}
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "the store does not answer"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}
