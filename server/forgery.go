package server

import (
	"crypto/subtle"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"time"
)

// Forged requests. A browser sends a site's cookies with a form another
// page posts to it (SameSite does not help between two ports of one host,
// which are the same site). So every request that can change something
// (any method but GET, HEAD and OPTIONS):
//
//   - must come from the server's own origin when the browser says where
//     it comes from: the Origin header (or, without it, the Referer's
//     origin) names the request's scheme and Host, or Options.PublicURL;
//     else 403;
//   - when it is authenticated by the session cookie (no Authorization or
//     Seat-Key header), must also name its origin and carry the session's
//     form token: the form field "csrf" (the server writes it into every
//     form of the pages it renders for the session) or the X-CSRF-Token
//     header; else 403.
//
// With Options.AllowedHosts, a request for another Host is refused (421)
// before anything else: a DNS-rebinding page cannot reach the server under
// its own name. The login is rate-limited per client address (429).

// checkHost refuses a Host not in Options.AllowedHosts (when set).
func (s *Server) checkHost(r *http.Request) bool {
	if len(s.opts.AllowedHosts) == 0 {
		return true
	}
	host := strings.ToLower(r.Host)
	name := host
	if h, _, err := net.SplitHostPort(host); err == nil {
		name = h
	}
	for _, a := range s.opts.AllowedHosts {
		a = strings.ToLower(a)
		if a == host || a == name {
			return true
		}
	}
	return false
}

// sameOrigin reports whether origin ("http://host:port") is the server's
// own, scheme and host: the request's Host with the scheme it reached the
// server by (https over TLS, else http), or Options.PublicURL (behind a
// TLS reverse proxy the request arrives as http, the pages are https).
func (s *Server) sameOrigin(r *http.Request, origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false
	}
	if s.opts.PublicURL != "" {
		if p, err := url.Parse(s.opts.PublicURL); err == nil && strings.EqualFold(p.Scheme, u.Scheme) && strings.EqualFold(p.Host, u.Host) {
			return true
		}
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return strings.EqualFold(u.Scheme, scheme) && strings.EqualFold(u.Host, r.Host)
}

// requestOrigin is the origin the browser says the request comes from:
// Origin, or the Referer's scheme and host; "" when it says nothing.
func requestOrigin(r *http.Request) string {
	if o := r.Header.Get("Origin"); o != "" {
		return o // "null" (a sandboxed or file page) is no origin of ours
	}
	if ref := r.Header.Get("Referer"); ref != "" {
		if u, err := url.Parse(ref); err == nil && u.Host != "" {
			return u.Scheme + "://" + u.Host
		}
		return "null"
	}
	return ""
}

func safeMethod(m string) bool {
	return m == http.MethodGet || m == http.MethodHead || m == http.MethodOptions
}

// checkForgery refuses a write that another site's page may have sent.
func (s *Server) checkForgery(w http.ResponseWriter, r *http.Request) error {
	if safeMethod(r.Method) {
		return nil
	}
	origin := requestOrigin(r)
	if origin != "" && !s.sameOrigin(r, origin) {
		return &forbidden{"a request from another site (" + origin + ") is refused: a page of this server sends its forms itself"}
	}
	se := s.session(r)
	byCookie := se != nil && !strings.HasPrefix(r.Header.Get("Authorization"), "Bearer ") && r.Header.Get("Seat-Key") == ""
	if !byCookie || r.URL.Path == "/login" {
		return nil
	}
	if origin == "" {
		return &forbidden{"a write by the session's cookie needs an Origin or Referer header naming this server"}
	}
	tok := r.Header.Get("X-CSRF-Token")
	if tok == "" {
		if ct := r.Header.Get("Content-Type"); strings.HasPrefix(ct, "application/x-www-form-urlencoded") || strings.HasPrefix(ct, "multipart/form-data") {
			r.Body = http.MaxBytesReader(w, r.Body, maxBody)
			if err := r.ParseForm(); err != nil && readFailed(err) {
				return bodyError("form", err) // too large or too slow: 413 or 408, not a missing token
			}
			tok = r.PostForm.Get("csrf")
		}
	}
	if !tokenEqual(tok, se.csrf) {
		return &forbidden{"the form's token does not match this session (an old page, or a form from elsewhere): reload the page and send again"}
	}
	return nil
}

func tokenEqual(a, b string) bool {
	return a != "" && subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

// formTag finds the opening tag of a form sent by POST.
var formTag = regexp.MustCompile(`(?i)<form\b[^>]*\bmethod="post"[^>]*>`)

// withFormToken writes the session's form token into every POST form of
// a page.
func withFormToken(page []byte, token string) []byte {
	if token == "" {
		return page
	}
	field := []byte(`<input type="hidden" name="csrf" value="` + token + `">`)
	return formTag.ReplaceAllFunc(page, func(tag []byte) []byte {
		return append(append([]byte(nil), tag...), field...)
	})
}

// loginLimiter allows each client address a few logins a minute.
type loginLimiter struct {
	mu    sync.Mutex
	start time.Time
	count map[string]int
}

const loginsPerMinute = 10

// allow counts an attempt by addr and reports whether it may go on.
func (l *loginLimiter) allow(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = addr
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if time.Since(l.start) > time.Minute || l.count == nil || len(l.count) > 100000 {
		l.start, l.count = time.Now(), map[string]int{}
	}
	l.count[host]++
	return l.count[host] <= loginsPerMinute
}
