package server

import (
	"crypto/sha256"
	"crypto/subtle"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// The Director's token. With Options.DirectorToken set, what only the
// Director may see or do needs it: the Director's view (all four hands),
// the event log, creating a table and recording an event. A script sends
// "Authorization: Bearer TOKEN"; the web page logs in once (/login) and
// keeps it in an HttpOnly cookie. Players' views stay open: a seat's view
// holds only what that seat may see. Without a token (the default, for a
// Director's own laptop on 127.0.0.1) everything is open.

const directorCookie = "bridgelaw_director"

// unauthorized is a 401.
type unauthorized struct{}

func (*unauthorized) Error() string {
	return "this needs the Director's token: send Authorization: Bearer TOKEN, or log in on the page (/login)"
}

// isDirector reports whether the request carries the Director's token (or
// no token is set).
func (s *Server) isDirector(r *http.Request) bool {
	if s.opts.DirectorToken == "" {
		return true
	}
	tok := ""
	if h := r.Header.Get("Authorization"); strings.HasPrefix(h, "Bearer ") {
		tok = strings.TrimSpace(strings.TrimPrefix(h, "Bearer "))
	} else if c, err := r.Cookie(directorCookie); err == nil {
		tok = c.Value
	}
	if tok == "" {
		return false
	}
	a, b := sha256.Sum256([]byte(tok)), sha256.Sum256([]byte(s.opts.DirectorToken))
	return subtle.ConstantTimeCompare(a[:], b[:]) == 1
}

// needDirector is nil for the Director, else a 401.
func (s *Server) needDirector(r *http.Request) error {
	if s.isDirector(r) {
		return nil
	}
	return &unauthorized{}
}

// localPath is next when it is a path of this site, else "/".
func localPath(next string) string {
	u, err := url.Parse(next)
	if err != nil || next == "" || !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.HasPrefix(next, "/\\") || u.Host != "" || u.Scheme != "" {
		return "/"
	}
	return next
}

type loginPage struct {
	Lang, Next, Error string
}

func (s *Server) pageLogin(w http.ResponseWriter, r *http.Request) {
	s.render(w, http.StatusOK, "login.html.tmpl", loginPage{Lang: s.opts.Lang, Next: localPath(r.URL.Query().Get("next"))})
}

// pageLoginPost checks the token and keeps it in a cookie for the session.
func (s *Server) pageLoginPost(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 4096)
	if err := r.ParseForm(); err != nil {
		s.pageError(w, r, bad("the form cannot be read: %v", err))
		return
	}
	next := localPath(r.PostForm.Get("next"))
	tok := strings.TrimSpace(r.PostForm.Get("token"))
	r2 := r.Clone(r.Context())
	r2.Header.Set("Authorization", "Bearer "+tok)
	if s.opts.DirectorToken == "" || tok == "" || !s.isDirector(r2) {
		if s.log != nil {
			s.log.Warn("a Director's login failed", "remote", r.RemoteAddr)
		}
		s.render(w, http.StatusUnauthorized, "login.html.tmpl", loginPage{Lang: s.opts.Lang, Next: next, Error: "wrong token"})
		return
	}
	http.SetCookie(w, &http.Cookie{Name: directorCookie, Value: tok, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode,
		Secure: r.TLS != nil, Expires: time.Now().Add(24 * time.Hour)})
	http.Redirect(w, r, next, http.StatusSeeOther)
}

func (s *Server) pageLogout(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: directorCookie, Value: "", Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: -1})
	http.Redirect(w, r, "/", http.StatusSeeOther)
}
