package server

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"
)

// Bounded resources. A server on a club's network or the Internet meets
// slow and greedy clients: every resource a request can hold has a cap.
//
//   - Timeouts (HTTPServer): a request's headers must arrive within
//     ReadHeaderTimeout, its body within ReadTimeout, its answer leave
//     within WriteTimeout (a live stream extends its own deadline at each
//     message), an idle keep-alive connection closes after IdleTimeout.
//   - Live streams: Options.MaxStreams in all (503) and
//     Options.MaxStreamsPerClient from one address (429).
//   - A table's log holds at most Options.MaxEvents events (422), an
//     import as many; a request body at most 1 MiB (413).
//   - /static/ serves the page's files only: no directory listing, no
//     template.

// The timeouts of HTTPServer.
const (
	ReadHeaderTimeout = 10 * time.Second
	ReadTimeout       = 30 * time.Second
	WriteTimeout      = 60 * time.Second
	IdleTimeout       = 120 * time.Second
)

// HTTPServer is an http.Server for h with the timeouts above.
func HTTPServer(h http.Handler) *http.Server {
	return &http.Server{Handler: h, ReadHeaderTimeout: ReadHeaderTimeout, ReadTimeout: ReadTimeout, WriteTimeout: WriteTimeout,
		IdleTimeout: IdleTimeout, MaxHeaderBytes: 64 << 10}
}

// tooLarge is a 413.
type tooLarge struct{ msg string }

func (e *tooLarge) Error() string { return e.msg }

// bodyError is the error for a body that cannot be read: 413 when it is
// larger than its limit, 408 when it did not arrive within ReadTimeout,
// 400 when the connection broke off. The message never quotes the
// network's error, which names the server's own address.
func bodyError(what string, err error) error {
	var mbe *http.MaxBytesError
	var ne net.Error
	switch {
	case errors.As(err, &mbe):
		return &tooLarge{fmt.Sprintf("the %s is larger than %d bytes", what, mbe.Limit)}
	case errors.As(err, &ne) && ne.Timeout():
		return &timedOut{fmt.Sprintf("the %s did not arrive in time (the server's read timeout): send it again", what)}
	case errors.As(err, &ne), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return bad("the %s cannot be read: the connection broke off before its end", what)
	}
	return bad("the %s cannot be read: %v", what, err)
}

// readFailed reports whether err is the body's reader failing (not its
// content): bodyError says it.
func readFailed(err error) bool {
	var mbe *http.MaxBytesError
	var ne net.Error
	return errors.As(err, &mbe) || errors.As(err, &ne)
}

// timedOut is a 408.
type timedOut struct{ msg string }

func (e *timedOut) Error() string { return e.msg }

// streamCount counts the open live streams, in all and by client address.
type streamCount struct {
	mu       sync.Mutex
	total    int
	byClient map[string]int
}

// open takes a stream for the client at addr, or says why not.
func (s *Server) openStream(addr string) (func(), error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = addr
	}
	c := &s.streams
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.total >= s.opts.MaxStreams {
		return nil, &unavailable{fmt.Sprintf("the server follows %d live streams, its most: try again later", c.total)}
	}
	if c.byClient[host] >= s.opts.MaxStreamsPerClient {
		return nil, &tooMany{fmt.Sprintf("this address has %d live streams open, the most one client may", c.byClient[host])}
	}
	if c.byClient == nil {
		c.byClient = map[string]int{}
	}
	c.total++
	c.byClient[host]++
	return func() {
		c.mu.Lock()
		c.total--
		if c.byClient[host]--; c.byClient[host] <= 0 {
			delete(c.byClient, host)
		}
		c.mu.Unlock()
	}, nil
}

// unavailable is a 503.
type unavailable struct{ msg string }

func (e *unavailable) Error() string { return e.msg }

// staticFiles serves the page's files of fsys: a file, never a directory
// listing nor a template.
func staticFiles(fsys fs.FS) http.Handler {
	files := http.FileServerFS(fsys)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
		st, err := fs.Stat(fsys, name)
		if name == "" || err != nil || st.IsDir() || strings.HasSuffix(name, ".tmpl") || strings.HasSuffix(r.URL.Path, "/") {
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	})
}
