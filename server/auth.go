package server

import (
	"crypto/sha256"
	"crypto/subtle"
	"net/http"
	"net/url"
	"strings"
)

// The Director's token. With Options.DirectorToken set, what only the
// Director may see or do needs it: the Director's view (all four hands),
// the list of tables, the event log, creating a table, the seats' keys;
// the players' views, streams and writes need a seat's key (seats.go). A
// script sends "Authorization: Bearer TOKEN"; the web page logs in once
// (/login) and keeps a session: a random id in an HttpOnly cookie, never
// the token. Without a token (the default, for a Director's own laptop on
// 127.0.0.1) everything is open.

// unauthorized is a 401.
type unauthorized struct{ msg string }

func (u *unauthorized) Error() string {
	if u.msg != "" {
		return u.msg
	}
	return "this needs the Director's token: send Authorization: Bearer TOKEN, or log in on the page (/login)"
}

// bearerIsDirector reports whether the request's Authorization header
// carries the Director's token.
func (s *Server) bearerIsDirector(r *http.Request) bool {
	h := r.Header.Get("Authorization")
	if s.opts.DirectorToken == "" || !strings.HasPrefix(h, "Bearer ") {
		return false
	}
	return s.tokenIs(strings.TrimSpace(strings.TrimPrefix(h, "Bearer ")))
}

// tokenIs compares tok with the Director's token in constant time.
func (s *Server) tokenIs(tok string) bool {
	if tok == "" || s.opts.DirectorToken == "" {
		return false
	}
	a, b := sha256.Sum256([]byte(tok)), sha256.Sum256([]byte(s.opts.DirectorToken))
	return subtle.ConstantTimeCompare(a[:], b[:]) == 1
}

// isDirector reports whether the request is the Director's: his token, a
// session logged in with it, or no token set.
func (s *Server) isDirector(r *http.Request) bool {
	if s.opts.DirectorToken == "" || s.bearerIsDirector(r) {
		return true
	}
	se := s.session(r)
	return se != nil && se.director
}

// needDirector is nil for the Director, else a 401.
// A wrong Bearer token counts as a login attempt of the client's address:
// past the logins' limit it is a 429, so the token cannot be guessed by
// the API faster than by the login form.
func (s *Server) needDirector(r *http.Request) error {
	if s.isDirector(r) {
		return nil
	}
	if strings.HasPrefix(r.Header.Get("Authorization"), "Bearer ") && !s.logins.allow(r.RemoteAddr) {
		return &tooMany{"too many wrong tokens from this address: wait a minute"}
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
	s.render(w, r, http.StatusOK, "login.html.tmpl", loginPage{Lang: s.opts.Lang, Next: localPath(r.URL.Query().Get("next"))})
}

// pageLoginPost checks the token and makes the session the Director's.
func (s *Server) pageLoginPost(w http.ResponseWriter, r *http.Request) {
	if !s.logins.allow(r.RemoteAddr) {
		if s.log != nil {
			s.log.Warn("too many logins", "remote", r.RemoteAddr)
		}
		w.Header().Set("Retry-After", "60")
		s.pageError(w, r, &tooMany{"too many logins from this address: wait a minute"})
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, 4096)
	if err := r.ParseForm(); err != nil {
		s.pageError(w, r, bodyError("form", err))
		return
	}
	next := localPath(r.PostForm.Get("next"))
	tok := strings.TrimSpace(r.PostForm.Get("token"))
	if !s.tokenIs(tok) {
		if s.log != nil {
			s.log.Warn("a Director's login failed", "remote", r.RemoteAddr)
		}
		s.render(w, r, http.StatusUnauthorized, "login.html.tmpl", loginPage{Lang: s.opts.Lang, Next: next, Error: "wrong token"})
		return
	}
	// A new session id at each login (no session fixation).
	if old := s.session(r); old != nil {
		s.sessions.remove(old.id)
		r.Header.Del("Cookie")
	}
	se := s.startSession(w, r)
	se.director = true
	http.Redirect(w, r, next, http.StatusSeeOther)
}

func (s *Server) pageLogout(w http.ResponseWriter, r *http.Request) {
	if se := s.session(r); se != nil {
		s.sessions.remove(se.id)
	}
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: -1})
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

// tooMany is a 429.
type tooMany struct{ msg string }

func (e *tooMany) Error() string { return e.msg }
