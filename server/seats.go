package server

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	qr "github.com/piglig/go-qr"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
)

// Seat keys. Creating a table issues a key for each seat: a link
// /tables/ID?seat=S&key=KEY that the Director hands to the player (the
// Director's page shows it as a link and a QR code). With a Director's
// token set, every view, stream and write checks a credential: the
// Director's (the bearer token, or a session logged in with it) or a
// seat's key (the Seat-Key header, ?key=, or a session that opened the
// seat's link). A player sees only his seat's view (401 without a key, 403
// with another seat's) and records only his own seat's acts
// (laws.Table.MayRecord); the Director sees and records anything.
//
// A key is never stored: it is HMAC-SHA256(server secret, table, seat,
// nonce), the nonce random and stored (seat_keys); revoking a key marks its
// nonce revoked, reissuing adds a new nonce. The server secret is the
// Director's token (so that every process sharing a store derives the same
// keys), or, without one, a random secret of the process (the keys are then
// shown but not checked).

// seatKey is the key of seat on table id for nonce.
func (s *Server) seatKey(id int64, seat string, nonce string) string {
	m := hmac.New(sha256.New, s.secret)
	fmt.Fprintf(m, "bridgelaw seat key\x00%d\x00%s\x00%s", id, seat, nonce)
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:18])
}

// randomHex is n random bytes in hex.
func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on a supported system
	}
	return hex.EncodeToString(b)
}

// guarded reports whether credentials are checked (a Director's token is
// set).
func (s *Server) guarded() bool { return s.opts.DirectorToken != "" }

// seatKeys are the keys in force on table id, by seat ("" for a revoked
// one).
func (s *Server) seatKeys(ctx context.Context, id int64) (bridge.BySeat[string], error) {
	var out bridge.BySeat[string]
	nonces, err := s.store.SeatNonces(ctx, id)
	if err != nil {
		return out, err
	}
	for _, seat := range bridge.Seats() {
		if n := nonces[seat.String()]; n != "" {
			out[seat] = s.seatKey(id, seat.String(), n)
		}
	}
	return out, nil
}

// seatOf is the seat whose key in force on table id is key.
func (s *Server) seatOf(ctx context.Context, id int64, key string) (bridge.Seat, bool, error) {
	keys, err := s.seatKeys(ctx, id)
	if err != nil {
		return 0, false, err
	}
	found, which := 0, bridge.North
	for _, seat := range bridge.Seats() {
		if keys[seat] != "" && subtle.ConstantTimeCompare([]byte(keys[seat]), []byte(key)) == 1 {
			found, which = 1, seat
		}
	}
	return which, found == 1, nil
}

// Sessions: a random id in an HttpOnly cookie, the session held by the
// server (in memory: a server process's own; behind several processes the
// proxy keeps a client on one). A session is the Director's after a login,
// and holds the seat keys of the links its browser opened.

const (
	sessionCookie = "bridgelaw_session"
	sessionTTL    = 12 * time.Hour
	maxSessions   = 10000
)

type session struct {
	id       string
	csrf     string // the form token of the session's writes
	director bool
	seats    map[int64]string // table id -> the seat key opened
	expires  time.Time
}

type sessionStore struct {
	mu sync.Mutex
	m  map[string]*session
}

// get is the session of id, nil when there is none or it expired.
func (ss *sessionStore) get(id string) *session {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	se := ss.m[id]
	if se == nil {
		return nil
	}
	if time.Now().After(se.expires) {
		delete(ss.m, id)
		return nil
	}
	return se
}

// add makes a new session, forgetting the expired ones (and, past
// maxSessions, the one closest to expiring).
func (ss *sessionStore) add() *session {
	se := &session{id: randomHex(32), csrf: randomHex(32), seats: map[int64]string{}, expires: time.Now().Add(sessionTTL)}
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if ss.m == nil {
		ss.m = map[string]*session{}
	}
	if len(ss.m) >= maxSessions {
		now := time.Now()
		var first *session
		for id, o := range ss.m {
			if now.After(o.expires) {
				delete(ss.m, id)
			} else if first == nil || o.expires.Before(first.expires) {
				first = o
			}
		}
		if len(ss.m) >= maxSessions && first != nil {
			delete(ss.m, first.id)
		}
	}
	ss.m[se.id] = se
	return se
}

func (ss *sessionStore) remove(id string) {
	ss.mu.Lock()
	delete(ss.m, id)
	ss.mu.Unlock()
}

// session is the request's session, nil when none.
func (s *Server) session(r *http.Request) *session {
	c, err := r.Cookie(sessionCookie)
	if err != nil || c.Value == "" {
		return nil
	}
	return s.sessions.get(c.Value)
}

// startSession is the request's session, or a new one whose cookie is set
// on w.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request) *session {
	if se := s.session(r); se != nil {
		return se
	}
	se := s.sessions.add()
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: se.id, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode,
		Secure: r.TLS != nil, MaxAge: int(sessionTTL / time.Second)})
	return se
}

// credential is who a request is, for table id (0 for none).
type credential struct {
	director bool
	seat     bridge.Seat
	hasSeat  bool
	badKey   bool // a key was sent that is in force for no seat
	cookie   bool // the credential came from the session cookie
}

// credentialOf reads the request's credential for table id.
func (s *Server) credentialOf(ctx context.Context, r *http.Request, id int64) (credential, error) {
	var c credential
	se := s.session(r)
	if s.bearerIsDirector(r) {
		c.director = true
	} else if se != nil && se.director {
		c.director, c.cookie = true, true
	}
	if id <= 0 {
		return c, nil
	}
	key := r.Header.Get("Seat-Key")
	if key == "" {
		key = r.URL.Query().Get("key")
	}
	fromCookie := false
	if key == "" && se != nil {
		s.sessions.mu.Lock()
		key = se.seats[id]
		s.sessions.mu.Unlock()
		fromCookie = key != ""
	}
	if key == "" {
		return c, nil
	}
	seat, ok, err := s.seatOf(ctx, id, key)
	if err != nil {
		return c, err
	}
	if !ok {
		c.badKey = true
		return c, nil
	}
	c.seat, c.hasSeat = seat, true
	if fromCookie && !c.director {
		c.cookie = true
	}
	return c, nil
}

func seatUnauthorized(c credential) error {
	if c.badKey {
		return &unauthorized{msg: "this seat's key is not in force (revoked or mistyped): ask the Director for the seat's link"}
	}
	return &unauthorized{msg: "this needs the seat's key (the link the Director hands out: ?key=..., or the Seat-Key header) or the Director's token"}
}

// canView checks that the request may see table id as v: the Director
// anything, a seat's key its own seat's view (401 without a credential,
// 403 with another seat's).
func (s *Server) canView(ctx context.Context, r *http.Request, id int64, v Viewer) error {
	if !s.guarded() {
		return nil
	}
	c, err := s.credentialOf(ctx, r, id)
	if err != nil || c.director {
		return err
	}
	if v.Director {
		return &unauthorized{}
	}
	if !c.hasSeat {
		return seatUnauthorized(c)
	}
	if c.seat != v.Seat {
		return &forbidden{fmt.Sprintf("this key is %s's: a player sees only his own seat (?seat=%s)", c.seat, c.seat)}
	}
	return nil
}

// canFollow checks that the request may follow table id's live stream:
// the Director or one of its seats.
func (s *Server) canFollow(ctx context.Context, r *http.Request, id int64) error {
	if !s.guarded() {
		return nil
	}
	c, err := s.credentialOf(ctx, r, id)
	if err != nil || c.director || c.hasSeat {
		return err
	}
	return seatUnauthorized(c)
}

// recorder is who may record on table id: nil for the Director (anything),
// else the seat whose own acts only may be recorded.
func (s *Server) recorder(ctx context.Context, r *http.Request, id int64) (*bridge.Seat, error) {
	if !s.guarded() {
		return nil, nil
	}
	c, err := s.credentialOf(ctx, r, id)
	if err != nil || c.director {
		return nil, err
	}
	if !c.hasSeat {
		return nil, seatUnauthorized(c)
	}
	seat := c.seat
	return &seat, nil
}

// SeatLink is a seat's key on a table, as the Director hands it out.
type SeatLink struct {
	Seat string `json:"seat"`
	Key  string `json:"key,omitempty"` // "" when revoked and not reissued
	URL  string `json:"url,omitempty"` // the link, absolute
}

// baseURL is the server's own origin as the request reached it (or
// Options.PublicURL): "https://club.example".
func (s *Server) baseURL(r *http.Request) string {
	if s.opts.PublicURL != "" {
		return strings.TrimRight(s.opts.PublicURL, "/")
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// seatLinks are the four seats' links of table id.
func (s *Server) seatLinks(ctx context.Context, r *http.Request, id int64, lang string) ([]SeatLink, error) {
	keys, err := s.seatKeys(ctx, id)
	if err != nil {
		return nil, err
	}
	var out []SeatLink
	for _, seat := range bridge.Seats() {
		l := SeatLink{Seat: seat.String(), Key: keys[seat]}
		if l.Key != "" {
			l.URL = s.baseURL(r) + "/tables/" + strconv.FormatInt(id, 10) + "?" + url.Values{"seat": {seat.String()}, "key": {l.Key}, "lang": {lang}}.Encode()
		}
		out = append(out, l)
	}
	return out, nil
}

// qrSVG is text as a QR code (ISO/IEC 18004, error correction level M),
// an inline SVG image 4 pixels a module with the 4-module quiet zone.
func qrSVG(text string) (template.HTML, error) {
	code, err := qr.EncodeText(text, qr.Medium)
	if err != nil {
		return "", err
	}
	n := code.Size()
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="qr" viewBox="0 0 %d %d" width="%d" height="%d" shape-rendering="crispEdges"><rect width="100%%" height="100%%" fill="#fff"/><path fill="#000" d="`, n+8, n+8, 4*(n+8), 4*(n+8))
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if code.Module(x, y) {
				fmt.Fprintf(&b, "M%d %dh1v1h-1z", x+4, y+4)
			}
		}
	}
	b.WriteString(`"/></svg>`)
	return template.HTML(b.String()), nil
}

// seatPanel is a seat of the Director's page: its link and QR code.
type seatPanel struct {
	SeatLink
	Name string
	QR   template.HTML
}

func (s *Server) seatPanels(ctx context.Context, r *http.Request, id int64, lang string) ([]seatPanel, error) {
	links, err := s.seatLinks(ctx, r, id, lang)
	if err != nil {
		return nil, err
	}
	var out []seatPanel
	for _, l := range links {
		seat, _ := bridge.ParseSeat(l.Seat)
		p := seatPanel{SeatLink: l, Name: catalog.Seat(lang, seat)}
		if l.URL != "" {
			if p.QR, err = qrSVG(l.URL); err != nil {
				return nil, err
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// apiSeats: GET /api/tables/{id}/seats, the four seats' links (Director).
func (s *Server) apiSeats(w http.ResponseWriter, r *http.Request) error {
	id, err := tableID(r)
	if err != nil {
		return err
	}
	if err := s.needDirector(r); err != nil {
		return err
	}
	lang, err := s.language(r)
	if err != nil {
		return err
	}
	links, err := s.seatLinks(r.Context(), r, id, lang)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": id, "seats": links})
	return nil
}

// changeSeat reissues (a new key; the old one no longer opens the seat) or
// revokes (no key) the seat {seat} of table {id}, for the Director.
func (s *Server) changeSeat(r *http.Request) (int64, string, error) {
	id, err := tableID(r)
	if err != nil {
		return 0, "", err
	}
	if err := s.needDirector(r); err != nil {
		return 0, "", err
	}
	seat, err := bridge.ParseSeat(r.PathValue("seat"))
	if err != nil {
		return 0, "", bad("seat %q: want N, E, S or W", r.PathValue("seat"))
	}
	nonce := ""
	switch r.PathValue("action") {
	case "reissue":
		nonce = randomHex(16)
	case "revoke":
	default:
		return 0, "", &notFound{}
	}
	if err := s.store.IssueSeat(r.Context(), id, seat.String(), nonce); err != nil {
		return 0, "", err
	}
	if s.log != nil {
		s.log.Info("seat key "+r.PathValue("action")+"d", "table", id, "seat", seat.String())
	}
	s.hub.notify(id)
	return id, seat.String(), nil
}

// apiChangeSeat: POST /api/tables/{id}/seats/{seat}/reissue or /revoke.
func (s *Server) apiChangeSeat(w http.ResponseWriter, r *http.Request) error {
	id, seat, err := s.changeSeat(r)
	if err != nil {
		return err
	}
	lang, err := s.language(r)
	if err != nil {
		return err
	}
	links, err := s.seatLinks(r.Context(), r, id, lang)
	if err != nil {
		return err
	}
	for _, l := range links {
		if l.Seat == seat {
			writeJSON(w, http.StatusOK, l)
		}
	}
	return nil
}

// pageChangeSeat: the Director's page's reissue and revoke buttons.
func (s *Server) pageChangeSeat(w http.ResponseWriter, r *http.Request) {
	if err := s.directorForm(w, r); err != nil {
		s.pageError(w, r, err)
		return
	}
	id, _, err := s.changeSeat(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/tables/%d?%s", id, url.Values{"seat": {"director"}, "lang": {r.URL.Query().Get("lang")}}.Encode()), http.StatusSeeOther)
}

type notFound struct{}

func (*notFound) Error() string { return "no such page" }
