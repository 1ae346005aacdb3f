package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"bridgelaw/dd"
	"bridgelaw/internal/catalog"
	"bridgelaw/server"
)

func init() { subcommands = append(subcommands, newServeCmd) }

func newServeCmd() *cobra.Command {
	var addr, db, lang, publicURL, ddWasm string
	var allowedHosts []string
	cmd := &cobra.Command{
		Use:   "serve [--addr 127.0.0.1:8080] [--db bridgelaw.db|postgres://...] [--lang en]",
		Short: "Serve the Director's web page and the JSON API (docs/server.md)",
		Long: `Serve the Director's web page and the JSON API: tables (boards being
played or ruled) are event logs kept in a database; every event is ruled by
the laws engine before it is stored, and every page or answer is a view for
one seat (a player never sees another player's unseen cards).

--db is an SQLite file (created if missing) or a PostgreSQL URL
(postgres://user:password@host/db), which several server processes may
share. The schema is migrated at start. SIGINT or SIGTERM stops the server
gracefully.

The environment variable BRIDGELAW_DIRECTOR_TOKEN, when set, is the
Director's secret: the Director's view (all hands), the list of tables, the
event log, creating tables and the seats' links then need it (the page asks
for it once; a script sends "Authorization: Bearer TOKEN"), and every
player's view, stream and write needs his seat's key: creating a table
issues one per seat, a link the Director's page shows with a QR code. A
player sees only his seat and records only his own acts. Set it whenever
the server listens beyond 127.0.0.1. --public-url is the address the
players reach the server at (https://club.example), for the seats' links;
by default each request's Host. --allowed-hosts names the host names the
server answers to (a DNS-rebinding page reaches it under another name and
is refused). Writes from another origin are refused (403), and a page's
form carries its session's token.

Exit status: 0 stopped by a signal, 1 the database or the address failed,
2 usage error.`,
		Example: `  bridgelaw serve
  bridgelaw serve --addr 0.0.0.0:8080 --db club.db --lang it
  bridgelaw serve --db postgres://bridgelaw@db.example/bridgelaw`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) != 0 {
				return usageErr("serve takes no arguments, only flags")
			}
			lang, err := langFlag(lang)
			if err != nil {
				return err
			}
			if db == "" {
				return usageErr("--db: empty; give an SQLite file or a postgres:// URL")
			}
			if _, _, err := net.SplitHostPort(addr); err != nil {
				return usageErr("--addr %q: want host:port, e.g. 127.0.0.1:8080", addr)
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			if publicURL != "" {
				u, err := url.Parse(publicURL)
				if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") {
					return usageErr("--public-url %q: want the server's origin, e.g. https://club.example", publicURL)
				}
			}
			if ddWasm != "" {
				if err := server.CheckDDWasm(ddWasm); err != nil {
					return usageErr("--dd-wasm: %v", err)
				}
			}
			return serve(ctx, cmd.ErrOrStderr(), serveConfig{addr: addr, db: db, lang: lang, token: os.Getenv("BRIDGELAW_DIRECTOR_TOKEN"), publicURL: publicURL, allowedHosts: allowedHosts, ddWasm: ddWasm}, nil)
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on, host:port")
	cmd.Flags().StringVar(&db, "db", "bridgelaw.db", "SQLite database file, or a postgres:// URL")
	cmd.Flags().StringSliceVar(&allowedHosts, "allowed-hosts", nil, "the host names the server answers to, comma-separated (e.g. club.example); a request for another Host is refused (421); default any")
	cmd.Flags().StringVar(&publicURL, "public-url", "", "the server's origin as the players reach it, for the seats' links (default: each request's Host)")
	cmd.Flags().StringVar(&lang, "lang", "en", "default language of the explanations and the page: "+strings.Join(catalog.Languages, ", "))
	cmd.Flags().StringVar(&ddWasm, "dd-wasm", "", "directory holding dd.wasm and wasm_exec.js (scripts/ddwasm.sh DIR): the pages solve double dummy on the reader's device")
	return cmd
}

// serveConfig is what the flags and the environment give serve.
type serveConfig struct {
	addr, db, lang, token, publicURL string
	allowedHosts                     []string
	ddWasm                           string // Options.DDWasm
}

// serve runs the server until ctx ends, then shuts it down, giving
// requests in flight 10 s. ready, when not nil, receives the address
// listened on.
func serve(ctx context.Context, stderr io.Writer, cfg serveConfig, ready chan<- string) error {
	addr, db, lang, token := cfg.addr, cfg.db, cfg.lang, cfg.token
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	store, err := server.Open(ctx, db, log)
	if err != nil {
		return &exitError{code: 1, err: err}
	}
	defer store.Close()
	srv, err := server.New(server.Options{Store: store, Log: log, Lang: lang, DirectorToken: token, PublicURL: cfg.publicURL, AllowedHosts: cfg.allowedHosts, Advisor: &dd.Advisor{}, DDWasm: cfg.ddWasm})
	if err != nil {
		return &exitError{code: 1, err: err}
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return &exitError{code: 1, err: err}
	}
	hs := server.HTTPServer(srv) // read-header, read, write and idle timeouts
	hs.ErrorLog = slog.NewLogLogger(log.Handler(), slog.LevelWarn)
	hs.RegisterOnShutdown(srv.Close) // ends the live streams
	where := "SQLite " + db
	if strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://") {
		where = "PostgreSQL" // the URL may hold a password
	}
	log.Info("bridgelaw serving", "url", "http://"+ln.Addr().String()+"/", "store", where, "lang", lang, "director_token", token != "", "dd_wasm", cfg.ddWasm)
	if tcp, ok := ln.Addr().(*net.TCPAddr); ok && !tcp.IP.IsLoopback() && token == "" {
		log.Warn("listening beyond this machine without BRIDGELAW_DIRECTOR_TOKEN: anyone who can reach it can open the Director's view and see every hand")
	}
	if ready != nil {
		ready <- ln.Addr().String()
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return &exitError{code: 1, err: err}
	case <-ctx.Done():
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		return &exitError{code: 1, err: fmt.Errorf("shutdown: %w", err)}
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return &exitError{code: 1, err: err}
	}
	return nil
}
