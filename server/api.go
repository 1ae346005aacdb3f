package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/laws"
)

// maxBoard is the largest board number stored (the store's column is a
// 32-bit integer in PostgreSQL).
const maxBoard = 1<<31 - 1

// maxBody is the largest request body read (a table log of a board is a
// few kilobytes).
const maxBody = 1 << 20

// apiError is the body of every error response.
type apiError struct {
	Error string `json:"error"`
	Code  string `json:"code"`
	// Seq is the log's last sequence number now, for a 409.
	Seq *int `json:"seq,omitempty"`
	// Errors lists each refused event of an import (422).
	Errors []string `json:"errors,omitempty"`
}

// api adapts a handler that returns its error: the error is answered in
// JSON (fail).
func (s *Server) api(h func(http.ResponseWriter, *http.Request) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			s.fail(w, r, err)
		}
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

func writeError(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, apiError{Error: msg, Code: code})
}

// fail answers err with its status: 400 a bad request or a line that does
// not parse, 404 no such table, 409 a conflict, 422 an event the engine
// refuses, 500 anything else (logged, not shown).
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	status, body := s.errorBody(r.Context(), r, err)
	if status == http.StatusUnauthorized {
		w.Header().Set("WWW-Authenticate", `Bearer realm="bridgelaw Director"`)
	}
	writeJSON(w, status, body)
}

func (s *Server) errorBody(ctx context.Context, r *http.Request, err error) (int, apiError) {
	var se *SyntaxError
	var ee *EventError
	var be *badRequest
	var ue *unauthorized
	var fe *forbidden
	var ie *IgnoredError
	var nf *notFound
	var tm *tooMany
	var tl *tooLarge
	var un *unavailable
	var to *timedOut
	var bi *bidiError
	switch {
	case errors.As(err, &tl):
		return http.StatusRequestEntityTooLarge, apiError{Error: tl.msg, Code: "too-large"}
	case errors.As(err, &to):
		return http.StatusRequestTimeout, apiError{Error: to.msg, Code: "timeout"}
	case errors.As(err, &un):
		return http.StatusServiceUnavailable, apiError{Error: un.msg, Code: "unavailable"}
	case errors.As(err, &tm):
		return http.StatusTooManyRequests, apiError{Error: tm.msg, Code: "too-many"}
	case errors.As(err, &nf):
		return http.StatusNotFound, apiError{Error: nf.Error(), Code: "not-found"}
	case errors.As(err, &fe):
		return http.StatusForbidden, apiError{Error: fe.msg, Code: "forbidden"}
	case errors.As(err, &ue):
		return http.StatusUnauthorized, apiError{Error: ue.Error(), Code: "unauthorized"}
	case errors.As(err, &be):
		return http.StatusBadRequest, apiError{Error: be.msg, Code: "bad-request"}
	case errors.As(err, &bi):
		lang, lerr := s.language(r)
		if lerr != nil {
			lang = s.opts.Lang
		}
		return http.StatusBadRequest, apiError{Error: bi.in(lang), Code: "bad-request"}
	case errors.As(err, &se):
		return http.StatusBadRequest, apiError{Error: se.Error() + " (docs/table-log.md)", Code: "syntax"}
	case errors.Is(err, ErrNotFound):
		return http.StatusNotFound, apiError{Error: "no such table", Code: "not-found"}
	case errors.Is(err, ErrConflict):
		body := apiError{Error: "the table's log has changed since the sequence number sent: read the table again and resend the event if it still applies", Code: "conflict"}
		if id, perr := tableID(r); perr == nil {
			if n, lerr := s.store.LastSeq(ctx, id); lerr == nil {
				body.Seq = &n
			}
		}
		return http.StatusConflict, body
	case errors.As(err, &ee):
		body := apiError{Error: "the event cannot happen at a table, nothing was recorded: " + strings.ReplaceAll(ee.Error(), "\n", "; "), Code: "impossible"}
		if j, ok := ee.Err.(interface{ Unwrap() []error }); ok {
			for _, e := range j.Unwrap() {
				body.Errors = append(body.Errors, e.Error())
			}
		}
		return http.StatusUnprocessableEntity, body
	case errors.Is(err, ErrKeyMismatch):
		return http.StatusUnprocessableEntity, apiError{Error: err.Error() + ": nothing was created", Code: "key-reused"}
	case errors.As(err, &ie):
		reason := ie.Reason
		if lang, lerr := s.language(r); lerr == nil && ie.Ruling.Kind != "" {
			reason = laws.NewRulingView(ie.Ruling, lang).Explanation // the reason in the catalog's words, as the request asks
		}
		return http.StatusUnprocessableEntity, apiError{Error: "the engine would ignore this event here, nothing was recorded: " + reason, Code: "ignored"}
	case errors.Is(err, context.Canceled):
		return 499, apiError{Error: "request cancelled", Code: "cancelled"}
	}
	if s.log != nil {
		s.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	return http.StatusInternalServerError, apiError{Error: "internal error (the server's log says more)", Code: "internal"}
}

// badRequest is a 400 with its message.
type badRequest struct{ msg string }

func (b *badRequest) Error() string { return b.msg }

func bad(format string, args ...any) error { return &badRequest{fmt.Sprintf(format, args...)} }

func tableID(r *http.Request) (int64, error) {
	raw := r.PathValue("id")
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id < 1 {
		return 0, bad("table id %q: want a number 1 or more", raw)
	}
	return id, nil
}

// language is the request's ?lang (or the server's default).
func (s *Server) language(r *http.Request) (string, error) {
	l := r.URL.Query().Get("lang")
	if l == "" {
		return s.opts.Lang, nil
	}
	m, err := catalog.Match(l)
	if err != nil {
		return "", bad("lang %q: want one of %s", l, strings.Join(catalog.Languages, ", "))
	}
	return m, nil
}

func viewer(r *http.Request) (Viewer, error) {
	v, err := ParseViewer(r.URL.Query().Get("seat"))
	if err != nil {
		return v, bad("%s", err.Error())
	}
	return v, nil
}

// decode reads a JSON body into v: one object, no unknown field.
func decode(r *http.Request, w http.ResponseWriter, v any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return bad("Content-Type %q: send application/json", ct)
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		return bodyError("body", err)
	}
	if !utf8.Valid(body) {
		// encoding/json would put U+FFFD in place of the bad bytes.
		return bad("the body is not UTF-8: send the JSON in UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if readFailed(err) {
			return bodyError("body", err)
		}
		if errors.Is(err, io.EOF) {
			return bad("empty body: send a JSON object")
		}
		return bad("the body is not the JSON expected: %v", err)
	}
	if dec.More() {
		return bad("the body holds more than one JSON value")
	}
	return nil
}

// checkText is the one check of every free text a request carries (a
// title, a tag's value, a claim's statement, an event's line, a name): it
// refuses what none holds, text that is not UTF-8 or longer than max
// bytes, a control character but the tab (badRequest), and a Unicode
// bidirectional control (bidiError, its message in the request's
// language). Errors are 400.
func checkText(what, s string, max int) error {
	if !utf8.ValidString(s) {
		return bad("%s is not UTF-8", what)
	}
	if len(s) > max {
		return bad("%s is longer than %d bytes", what, max)
	}
	for _, r := range s {
		if r < 0x20 && r != '\t' {
			return bad("%s holds a control character", what)
		}
		if bidiControl(r) {
			return &bidiError{what, r}
		}
	}
	return nil
}

// bidiControl reports whether r is one of Unicode's explicit
// bidirectional formatting characters (Unicode Standard Annex #9, section
// 2): the embeddings and overrides U+202A-U+202E, the isolates
// U+2066-U+2069, and the marks U+200E, U+200F and U+061C. Shown in a
// title, a statement or a log line, they make it read in another order
// than it is written (a claim's "10" as "01"), and their effect runs on
// into what the page shows after them. The narrow no-break space U+202F
// (French typography, "10 %") is none of them.
func bidiControl(r rune) bool {
	return r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069 || r == 0x200E || r == 0x200F || r == 0x061C
}

// bidiError is a free text field that holds a bidirectional control
// (bidiControl): 400, the message in the request's language (catalog key
// web.bidi-control).
type bidiError struct {
	what string // the field: "title", "statement", "line", "tag Event"...
	r    rune
}

func (e *bidiError) Error() string { return e.in("en") }

func (e *bidiError) in(lang string) string {
	return catalog.Text(lang, "web.bidi-control", map[string]string{"field": e.what, "char": fmt.Sprintf("U+%04X", e.r)})
}

// checkName is checkText for a name (the recorder's, "by"), which is
// shown and logged as one plain line: beyond the bidirectional controls
// checkText refuses, it also refuses the other invisible format
// characters (Unicode category Cf: a zero-width space, a byte-order mark)
// and every separator but the space (U+2028, U+2029, a no-break space).
func checkName(what, s string, max int) error {
	if err := checkText(what, s, max); err != nil {
		return err
	}
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Cf, r):
			return bad("%s holds the invisible format character U+%04X: write the name as plain text", what, r)
		case r != ' ' && unicode.Is(unicode.Z, r):
			return bad("%s holds the separator U+%04X: only a plain space may separate its words", what, r)
		}
	}
	return nil
}

// TableSummary is a table in the list.
type TableSummary struct {
	ID        int64     `json:"id"`
	Title     string    `json:"title"`
	Board     int       `json:"board,omitempty"`
	Created   time.Time `json:"created_at"`
	CreatedBy string    `json:"created_by,omitempty"`
	Seq       int       `json:"seq"`
	Phase     string    `json:"phase"`
	Contract  string    `json:"contract,omitempty"`
	Declarer  string    `json:"declarer,omitempty"`
	Scored    bool      `json:"scored"`
	ScoreNS   int       `json:"score_ns"`
	Rulings   int       `json:"rulings"`
	Open      int       `json:"open_questions"`
	Awaiting  int       `json:"awaiting_choice"`
	Problems  int       `json:"problems,omitempty"`
}

func (s *Server) apiList(w http.ResponseWriter, r *http.Request) error {
	if s.guarded() {
		if err := s.needDirector(r); err != nil {
			return err
		}
	}
	after, limit, err := listQuery(r)
	if err != nil {
		return err
	}
	list, next, err := s.listPageOf(r.Context(), after, limit)
	if err != nil {
		return err
	}
	out := map[string]any{"tables": list}
	if next > 0 {
		out["next"] = next
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// createRequest is the body of POST /api/tables: a table-log text (Log),
// or the board's PBN tags (Tags, and the shortcuts Board, Dealer,
// Vulnerable, Deal), not both.
type createRequest struct {
	Title      string            `json:"title"`
	Log        string            `json:"log"`
	Tags       map[string]string `json:"tags"`
	Board      *int              `json:"board"` // nil when not sent; 0 is refused (Law 2: boards are numbered from 1)
	Dealer     string            `json:"dealer"`
	Vulnerable string            `json:"vulnerable"`
	Deal       string            `json:"deal"`
	By         string            `json:"by"`
}

// tagOrder puts the tags that make a board first.
var tagOrder = map[string]int{"event": 1, "site": 2, "date": 3, "board": 4, "dealer": 5, "vulnerable": 6, "deal": 7, "declarer": 8, "contract": 9}

// logText is the table-log text the request describes.
func (c createRequest) logText() (string, error) {
	hasTags := len(c.Tags) > 0 || c.Board != nil || c.Dealer != "" || c.Vulnerable != "" || c.Deal != ""
	switch {
	case c.Log != "" && hasTags:
		return "", bad("send a table log (log) or the board's tags (tags, board, dealer, vulnerable, deal), not both")
	case c.Log != "":
		if err := checkLog(c.Log); err != nil {
			return "", err
		}
		return c.Log, nil
	case !hasTags:
		return "", bad("send a table log (log) or the board's tags: at least deal, e.g. {\"board\": 1, \"deal\": \"N:AKQ... ...\"}")
	}
	tags := map[string]string{}
	for k, v := range c.Tags {
		tags[k] = v
	}
	set := func(name, v string) error {
		for k := range tags {
			if strings.EqualFold(k, name) {
				return bad("%s is given twice: in tags and as %s", name, strings.ToLower(name))
			}
		}
		tags[name] = v
		return nil
	}
	if c.Board != nil {
		if *c.Board < 1 || *c.Board > maxBoard {
			return "", bad("board %d: want 1 to %d (Law 2: boards are numbered from 1)", *c.Board, maxBoard)
		}
		if err := set("Board", strconv.Itoa(*c.Board)); err != nil {
			return "", err
		}
	}
	for _, f := range []struct{ name, v string }{{"Dealer", c.Dealer}, {"Vulnerable", c.Vulnerable}, {"Deal", c.Deal}} {
		if f.v != "" {
			if err := set(f.name, f.v); err != nil {
				return "", err
			}
		}
	}
	var lg laws.Log
	for k, v := range tags {
		if k == "" || len(k) > 64 {
			return "", bad("tag name %q: want 1-64 letters, digits or _", k)
		}
		for _, r := range k {
			if !(r == '_' || (r >= '0' && r <= '9') || (r >= 'A' && r <= 'Z') || (r >= 'a' && r <= 'z')) {
				return "", bad("tag name %q: want letters, digits or _", k)
			}
		}
		if err := checkText("tag "+k, v, 4096); err != nil {
			return "", err
		}
		lg.Tags = append(lg.Tags, laws.Tag{Name: k, Value: v})
	}
	sort.Slice(lg.Tags, func(i, j int) bool {
		a, b := tagOrder[strings.ToLower(lg.Tags[i].Name)], tagOrder[strings.ToLower(lg.Tags[j].Name)]
		if a == 0 {
			a = 100
		}
		if b == 0 {
			b = 100
		}
		if a != b {
			return a < b
		}
		return lg.Tags[i].Name < lg.Tags[j].Name
	})
	return lg.Format(), nil
}

func checkLog(text string) error {
	if !utf8.ValidString(text) {
		return bad("the table log is not UTF-8")
	}
	if len(text) > maxBody {
		return &tooLarge{fmt.Sprintf("the table log is longer than %d bytes", maxBody)}
	}
	if i := strings.IndexByte(text, 0); i >= 0 {
		return bad("the table log holds a NUL byte (at byte %d): no tag or event holds one", i)
	}
	for _, r := range text {
		if bidiControl(r) {
			return &bidiError{"log", r}
		}
	}
	return nil
}

func (s *Server) apiCreate(w http.ResponseWriter, r *http.Request) error {
	var req createRequest
	err := firstError(s.needDirector(r), func() error { return decode(r, w, &req) })
	if err != nil {
		return err
	}
	if err := firstError(checkText("title", req.Title, 200), checkName("by", req.By, 100)); err != nil {
		return err
	}
	text, err := req.logText()
	if err != nil {
		return err
	}
	key, err := idempotencyKey(r, 0)
	if err != nil {
		return err
	}
	lang, err := s.language(r)
	if err != nil {
		return err
	}
	rec, replayed, err := s.create(r.Context(), req.Title, text, strings.TrimSpace(req.By), key)
	if err != nil {
		return err
	}
	seats, err := s.seatLinks(r.Context(), r, rec.ID, lang)
	if err != nil {
		return err
	}
	if replayed {
		w.Header().Set("Idempotent-Replayed", "true")
	}
	w.Header().Set("Location", "/api/tables/"+strconv.FormatInt(rec.ID, 10))
	writeJSON(w, http.StatusCreated, map[string]any{"id": rec.ID, "title": rec.Title, "board": rec.Board, "seq": rec.Seq,
		"created_at": rec.Created, "page": "/tables/" + strconv.FormatInt(rec.ID, 10) + "?seat=director", "seats": seats})
	return nil
}

// view is table id as the request's seat sees it, with the event log for
// the Director.
func (s *Server) view(ctx context.Context, id int64, v Viewer, lang string) (TableView, []EventView, error) {
	var tv TableView
	var log []EventView
	err := s.withTable(ctx, id, func(e *entry) error {
		var touched bool
		tv, touched = buildView(e, v, lang)
		if touched && s.log != nil {
			s.log.Warn("a seat view named a card the seat may not see: redacted", "table", id, "seat", v.String(), "seq", e.seq)
		}
		if v.Director {
			log = eventViews(e.log, e.voidedSeqs())
		}
		return nil
	})
	return tv, log, err
}

func (s *Server) apiView(w http.ResponseWriter, r *http.Request) error {
	id, v, lang, err := s.tableRequest(r)
	if err != nil {
		return err
	}
	tv, _, err := s.view(r.Context(), id, v, lang)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, tv)
	return nil
}

// tableRequest reads the table id, the seat and the language of a request
// for a view, and checks the request may see it (canView).
func (s *Server) tableRequest(r *http.Request) (int64, Viewer, string, error) {
	id, err := tableID(r)
	if err != nil {
		return 0, Viewer{}, "", err
	}
	v, err := viewer(r)
	if err != nil {
		return 0, v, "", err
	}
	if v.Director {
		if err := s.needDirector(r); err != nil {
			return 0, v, "", err
		}
	}
	if err := s.canView(r.Context(), r, id, v); err != nil {
		return 0, v, "", err
	}
	lang, err := s.language(r)
	return id, v, lang, err
}

// firstError is the first error of errs, where a func is called only when
// the errors before it are nil.
func firstError(errs ...any) error {
	for _, e := range errs {
		switch e := e.(type) {
		case error:
			return e
		case func() error:
			if err := e(); err != nil {
				return err
			}
		}
	}
	return nil
}

// directorOnly refuses the log to anyone but the Director.
func directorOnly(r *http.Request) error {
	v, err := viewer(r)
	if err != nil {
		return bad("the event log is the Director's: add ?seat=director")
	}
	if !v.Director {
		return &forbidden{"the event log is the Director's: a player sees the table through GET /api/tables/{id}?seat=" + v.String()}
	}
	return nil
}

type forbidden struct{ msg string }

func (f *forbidden) Error() string { return f.msg }

func (s *Server) directorLog(r *http.Request) (TableRecord, []EventView, error) {
	id, err := tableID(r)
	if err != nil {
		return TableRecord{}, nil, err
	}
	if err := firstError(directorOnly(r), s.needDirector(r)); err != nil {
		return TableRecord{}, nil, err
	}
	var rec TableRecord
	var log []EventView
	err = s.withTable(r.Context(), id, func(e *entry) error {
		rec, log = e.rec, eventViews(e.log, e.voidedSeqs())
		return nil
	})
	return rec, log, err
}

func (s *Server) apiEvents(w http.ResponseWriter, r *http.Request) error {
	rec, log, err := s.directorLog(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": rec.ID, "seq": rec.Seq, "tags": rec.Tags, "events": log})
	return nil
}

// apiLog is the table log as text: the tags and every event, with who
// recorded it; `bridgelaw rule` reads it back.
func (s *Server) apiLog(w http.ResponseWriter, r *http.Request) error {
	rec, log, err := s.directorLog(r)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf("inline; filename=\"table-%d.log\"", rec.ID))
	var b strings.Builder
	fmt.Fprintf(&b, "%% bridgelaw table %d: %s\n", rec.ID, strings.ReplaceAll(rec.Title, "\n", " "))
	b.WriteString(rec.Tags)
	b.WriteString("\n")
	for _, e := range log {
		fmt.Fprintf(&b, "%s\t# %d", e.Line, e.Seq)
		if e.Voided {
			b.WriteString(" (voided)")
		}
		if e.RecordedBy != "" {
			fmt.Fprintf(&b, " %s", strings.ReplaceAll(e.RecordedBy, "\n", " "))
		}
		fmt.Fprintf(&b, " %s\n", e.Recorded.Format(time.RFC3339))
	}
	_, err = io.WriteString(w, b.String())
	return err
}

// appendRequest is the body of POST /api/tables/{id}/events: the event as
// a log line (Line), or as fields (Actor, Verb, Args, Statement).
type appendRequest struct {
	Line      string   `json:"line"`
	Actor     string   `json:"actor"`
	Verb      string   `json:"verb"`
	Args      []string `json:"args"`
	Statement *string  `json:"statement"`
	// Seq is the sequence number of the last event the sender has seen
	// (0 for an empty log): if the log has moved on, 409 and nothing is
	// stored. Without it the event goes at the end of the log, whatever
	// it is, and the request needs an Idempotency-Key header.
	Seq *int   `json:"seq"`
	By  string `json:"by"`
}

// noActor are the verbs written alone.
var noActor = map[string]bool{"end-of-round": true, "hands-returned": true}

// eventLine is the log line the request describes.
func (a appendRequest) eventLine() (string, error) {
	fields := a.Actor != "" || a.Verb != "" || len(a.Args) > 0 || a.Statement != nil
	switch {
	case a.Line != "" && fields:
		return "", bad("send the event as a line (line) or as fields (actor, verb, args, statement), not both")
	case a.Line != "":
		if err := checkText("line", a.Line, 1000); err != nil {
			return "", err
		}
		return a.Line, nil
	case a.Verb == "":
		return "", bad("send the event: {\"line\": \"E play HT\"} or {\"actor\": \"E\", \"verb\": \"play\", \"args\": [\"HT\"]}")
	}
	word := func(what, s string) error {
		if s == "" || strings.ContainsAny(s, " \t\"#%[]") {
			return bad("%s %q: want one word", what, s)
		}
		return checkText(what, s, 40)
	}
	var parts []string
	verb := strings.ToLower(a.Verb)
	if !noActor[verb] {
		if err := word("actor", a.Actor); err != nil {
			return "", err
		}
		parts = append(parts, a.Actor)
	} else if a.Actor != "" {
		return "", bad("%s has no actor", verb)
	}
	if err := word("verb", a.Verb); err != nil {
		return "", err
	}
	parts = append(parts, a.Verb)
	for _, x := range a.Args {
		if err := word("argument", x); err != nil {
			return "", err
		}
		parts = append(parts, x)
	}
	if a.Statement != nil {
		if err := checkText("statement", *a.Statement, 500); err != nil {
			return "", err
		}
		parts = append(parts, quoteStatement(*a.Statement))
	}
	return strings.Join(parts, " "), nil
}

func (s *Server) apiAppend(w http.ResponseWriter, r *http.Request) error {
	id, err := tableID(r)
	if err != nil {
		return err
	}
	seat, err := s.recorder(r.Context(), r, id)
	if err != nil {
		return err
	}
	lang, err := s.language(r)
	if err != nil {
		return err
	}
	var req appendRequest
	if err := decode(r, w, &req); err != nil {
		return err
	}
	line, err := req.eventLine()
	if err != nil {
		return err
	}
	if err := checkName("by", req.By, 100); err != nil {
		return err
	}
	expect := -1
	if req.Seq != nil {
		if *req.Seq < 0 {
			return bad("seq %d: want the last sequence number seen, 0 or more", *req.Seq)
		}
		expect = *req.Seq
	}
	key, err := idempotencyKey(r, expect)
	if err != nil {
		return err
	}
	ap, err := s.appendAs(r.Context(), id, seat, expect, line, s.recordedBy(seat, req.By), key)
	if err != nil {
		return err
	}
	seqOf := func(i int) int {
		if i >= 0 && i < len(ap.Seqs) {
			return ap.Seqs[i]
		}
		return 0
	}
	// The Director's answer holds the event's rulings. A player's holds
	// none: the engine's rulings may tell what only an unseen hand shows
	// (an unnoticed revoke, the double-dummy advice) or count rulings his
	// view hides; his seat's view (GET ...?seat=S) gives what he may see.
	rulings := []RulingView{}
	for _, rl := range ap.Rulings {
		if seat != nil {
			break
		}
		rulings = append(rulings, rulingView(rl, lang, seqOf, nil, 0, nil, true))
	}
	w.Header().Set("Location", fmt.Sprintf("/api/tables/%d/events", id))
	if ap.Replayed {
		w.Header().Set("Idempotent-Replayed", "true")
	}
	writeJSON(w, http.StatusCreated, map[string]any{"seq": ap.Event.Seq, "line": ap.Event.Line, "recorded_by": ap.Event.RecordedBy,
		"recorded_at": ap.Event.Recorded, "rulings": rulings})
	return nil
}

// maxKey is the longest Idempotency-Key accepted.
const maxKey = 200

// keyField is the form field that carries a page form's idempotency key,
// as a script sends the Idempotency-Key header: the page writes a new
// random one into each form that creates a table (onceField), so the form
// sent twice (a double tap, the browser's resend) creates one table and
// both answers lead to it.
const keyField = "idempotency_key"

// idempotencyKey reads the request's Idempotency-Key header, or for a
// page's form its keyField: printable ASCII, 1-200 bytes. An append needs
// it or a seq (expect >= 0): a retry of either stores nothing
// (Server.Append); a table's creation may carry it (expect 0): a retry
// creates nothing (Server.create).
func idempotencyKey(r *http.Request, expect int) (string, error) {
	key := strings.TrimSpace(r.Header.Get("Idempotency-Key"))
	if key == "" && r.PostForm != nil {
		key = strings.TrimSpace(r.PostForm.Get(keyField))
	}
	if key == "" && expect < 0 {
		return "", bad("an append needs \"seq\" (the last sequence number seen, in the body) or an Idempotency-Key header (a unique string per event): either makes a retry store nothing")
	}
	if len(key) > maxKey {
		return "", bad("Idempotency-Key is longer than %d bytes", maxKey)
	}
	for i := 0; i < len(key); i++ {
		if key[i] < 0x21 || key[i] > 0x7e {
			return "", bad("Idempotency-Key: printable ASCII only, no space")
		}
	}
	return key, nil
}

// recordedBy is who an append names: the name sent, after the seat when a
// seat's key recorded it ("seat S: Anna"); with a Director's token set, an
// append by the Director's credential without a name says "Director".
func (s *Server) recordedBy(seat *bridge.Seat, by string) string {
	by = strings.TrimSpace(by)
	switch {
	case seat != nil && by == "":
		return "seat " + seat.String()
	case seat != nil:
		return "seat " + seat.String() + ": " + by
	case by == "" && s.guarded():
		return "Director"
	}
	return by
}
