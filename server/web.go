package server

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
)

//go:embed web/*.tmpl web/app.css web/app.js web/ddsolve.js web/ddworker.js
var webFS embed.FS

// staticFS serves web/app.css, web/app.js and the solver's scripts
// (ddwasm.go) under /static/.
var staticFS = func() fs.FS {
	sub, err := fs.Sub(webFS, "web")
	if err != nil {
		panic(err) // the embedded tree is fixed at build time
	}
	return sub
}()

var pages = template.Must(template.New("").Funcs(template.FuncMap{
	"L": label,
	"seatName": func(lang, s string) string {
		seat, err := bridge.ParseSeat(s)
		if err != nil {
			return s
		}
		return catalog.Seat(lang, seat)
	},
	"score":    scoreText,
	"cardHTML": cardHTML,
	"query": func(seat, lang string) string {
		return "?" + url.Values{"seat": {seat}, "lang": {lang}}.Encode()
	},
	"playerView": playerView,
	"onceField":  onceField,
	"inc":        func(n int) int { return n + 1 },
	"vulName": func(lang, v string) string {
		vul, err := bridge.ParseVulnerability(v)
		if err != nil {
			return v
		}
		return catalog.Vulnerability(lang, vul)
	},
	"callHTML":    callHTML,
	"optLabel":    optionLabel,
	"answerLabel": answerLabel,
	"seatOrSide":  seatOrSide,
	"statusName":  statusName,
	"uiFor":       uiFor,
	"lawName":     lawName,
	"seatLetter":  seatLetter,
	"voidable":    voidable,
	"pickOf":      pickOf,
	"isBid":       isBid,
	"sideName": func(lang, side string) string {
		d, err := bridge.ParseSide(side)
		if err != nil {
			return side
		}
		return catalog.Side(lang, d)
	},
}).ParseFS(webFS, "web/*.tmpl"))

// onceField is the hidden field of a new one-time idempotency key for a
// page's form (keyField). autocomplete="off": a browser that restores a
// page's fields on "back" must not restore a key already used.
func onceField() template.HTML {
	return template.HTML(`<input type="hidden" name="` + keyField + `" value="f` + randomHex(16) + `" autocomplete="off">`)
}

// suitLine is one suit of a hand in the diagram.
type suitLine struct {
	Symbol, Class string
	Ranks         []rankCell
}

// rankCell is a card of the diagram; Gone when it has left the hand
// (the Director's diagram shows the hand as dealt).
type rankCell struct {
	Rank string
	Gone bool
}

// handPage is one seat of the diagram.
type handPage struct {
	Lang       string
	Seat, Name string
	Visible    bool
	Dummy      bool
	Count      int
	Suits      []suitLine
	Played     template.HTML // the seat's card in the current trick
	Turn       bool
}

var suitClass = map[bridge.Suit]string{bridge.Spades: "s", bridge.Hearts: "h", bridge.Diamonds: "d", bridge.Clubs: "c"}

// rankIn is the rank as lang prints it, the ten as "10".
func rankIn(lang string, c bridge.Card) string {
	s := catalog.Card(lang, c)
	_, n := utf8.DecodeRuneInString(s)
	r := s[n:]
	if r == "T" {
		return "10"
	}
	return r
}

// cardHTML prints a card of the log form ("HT") with a coloured suit
// symbol and the rank in lang; "" stays "".
func cardHTML(lang, code string) template.HTML {
	if code == "" {
		return ""
	}
	c, err := bridge.ParseCard(code)
	if err != nil {
		return template.HTML(template.HTMLEscapeString(code))
	}
	return template.HTML(fmt.Sprintf(`<span class="card %s" data-card="%s">%s%s</span>`, suitClass[c.Suit()], c.String(),
		c.Suit().Symbol(), template.HTMLEscapeString(rankIn(lang, c))))
}

// callHTML prints a call of the log form ("4S", "Pass", "8D") in lang, a
// bid's suit as a coloured symbol.
func callHTML(lang, text string) template.HTML {
	c, err := bridge.ParseCall(text)
	if err != nil {
		return template.HTML(template.HTMLEscapeString(text))
	}
	if !c.IsBid() {
		return template.HTML(template.HTMLEscapeString(catalog.Call(lang, c)))
	}
	strain := template.HTMLEscapeString(catalog.Strain(lang, c.Strain()))
	if su, ok := c.Strain().Suit(); ok {
		strain = fmt.Sprintf(`<span class="%s">%s</span>`, suitClass[su], su.Symbol())
	}
	return template.HTML(fmt.Sprintf("%d%s", c.Level(), strain))
}

// contractHTML prints a contract of the log form ("4SX") in lang.
func contractHTML(lang, text string) template.HTML {
	c, err := bridge.ParseContract(text, bridge.North)
	if err != nil || c.IsPassedOut() {
		return template.HTML(template.HTMLEscapeString(text))
	}
	bid := callHTML(lang, bridge.Bid(c.Level, c.Strain).String())
	return bid + template.HTML(template.HTMLEscapeString(c.Doubling.String()))
}

// auctionGrid is the standing calls of the auction in rows of four, North
// first, the first row starting at the dealer.
func auctionGrid(tv TableView) [][]CallView {
	var rows [][]CallView
	dealer, err := bridge.ParseSeat(tv.Dealer)
	if err != nil {
		return nil
	}
	row := make([]CallView, 4)
	col := int(dealer)
	any := false
	for _, c := range tv.Auction {
		if !c.Standing {
			continue
		}
		row[col] = c
		any = true
		col++
		if col == 4 {
			rows = append(rows, row)
			row, col, any = make([]CallView, 4), 0, false
		}
	}
	if any || len(rows) == 0 {
		rows = append(rows, row)
	}
	return rows
}

// tablePage is the data of the table page.
type tablePage struct {
	V          TableView
	Director   bool
	Token      bool
	Lang       string
	Langs      []string
	Viewers    []string
	Seats      []string
	Diagram    map[string]handPage
	Grid       [][]CallView
	Other      []CallView
	Choices    []RulingView
	Log        []EventView
	Error      string
	Line       string // the line sent when it was refused
	Contract   template.HTML
	DeclarerNm string
	Questions  []questionItem
	Revokes    map[string]bool // "6E": East revoked on trick 6
	Act        *actPanel       // the Director's action area (act.go)
	Play       *playPanel      // a player's action area (play.go)
	Adjusts    []adjustItem    // the result's adjustments, explained
	SeatLinks  []seatPanel     // the seats' links and QR codes (the Director's page)
}

// questionItem is an open question with the ruling that asks it and the
// forms that answer it.
type questionItem struct {
	Q      QuestionView
	Ruling *RulingView
	Forms  []answerForm
}

// answerForm is one way to answer: a button sending Line, or an input
// whose value follows Prefix.
type answerForm struct {
	Kind   string // "button", "number", "suits"
	Line   string
	Prefix string
	Label  string
	Min    int
	Max    int
	Step   int
}

func answerForms(q QuestionView, lang string) []answerForm {
	var out []answerForm
	base := "director answer " + q.ID
	suits := false
	for _, a := range q.Answers {
		switch {
		case a == "yes" || a == "no":
			out = append(out, answerForm{Kind: "button", Line: base + " " + a, Label: label(lang, a)})
		case a == "tricks N":
			out = append(out, answerForm{Kind: "number", Prefix: base + " tricks", Label: label(lang, "assign-tricks"), Min: 0, Max: 13, Step: 1})
		case a == "score N":
			out = append(out, answerForm{Kind: "number", Prefix: base + " score", Label: label(lang, "assign-score"), Min: -7600, Max: 7600, Step: 10})
		case strings.HasPrefix(a, "suits"):
			if !suits {
				out = append(out, answerForm{Kind: "suits", Prefix: base + " suits", Label: label(lang, "suits")})
				suits = true
			}
		}
	}
	return out
}

func (s *Server) tablePageData(tv TableView, log []EventView, v Viewer, lang string) tablePage {
	p := tablePage{V: tv, Director: v.Director, Lang: lang, Langs: catalog.Languages, Viewers: []string{"director", "N", "E", "S", "W"}, Seats: []string{"N", "E", "S", "W"},
		Diagram: map[string]handPage{}, Grid: auctionGrid(tv), Log: log}
	for _, c := range tv.Auction {
		if !c.Standing {
			p.Other = append(p.Other, c)
		}
	}
	for _, r := range tv.Rulings {
		if r.AwaitsChoice {
			p.Choices = append(p.Choices, r)
		}
	}
	if tv.Contract != "" {
		p.Contract = contractHTML(lang, tv.Contract)
		seat, _ := bridge.ParseSeat(tv.Declarer)
		p.DeclarerNm = catalog.Seat(lang, seat)
	}
	for _, q := range tv.Questions {
		it := questionItem{Q: q, Forms: answerForms(q, lang)}
		for i := range tv.Rulings {
			if r := tv.Rulings[i]; r.Question != nil && r.Question.ID == q.ID {
				it.Ruling = &tv.Rulings[i]
			}
		}
		p.Questions = append(p.Questions, it)
	}
	p.Revokes = map[string]bool{}
	for _, r := range tv.Rulings {
		if r.Kind == "revoke" && r.Trick > 0 {
			p.Revokes[strconv.Itoa(r.Trick)+r.Offender] = true
		}
	}
	for _, h := range tv.Hands {
		seat, _ := bridge.ParseSeat(h.Seat)
		hp := handPage{Lang: lang, Seat: h.Seat, Name: catalog.Seat(lang, seat), Visible: h.Visible, Dummy: h.Dummy, Count: h.Count, Turn: tv.Turn == h.Seat}
		if h.Visible {
			held := map[string]bool{}
			for _, code := range h.Cards {
				held[code] = true
			}
			shown := h.Cards
			if len(h.Dealt) > 0 {
				shown = h.Dealt
			}
			by := map[bridge.Suit][]rankCell{}
			for _, code := range shown {
				if c, err := bridge.ParseCard(code); err == nil {
					by[c.Suit()] = append(by[c.Suit()], rankCell{Rank: rankIn(lang, c), Gone: !held[code]})
				}
			}
			for _, su := range bridge.SuitsDown() {
				hp.Suits = append(hp.Suits, suitLine{Symbol: su.Symbol(), Class: suitClass[su], Ranks: by[su]})
			}
		}
		if tv.Current != nil {
			hp.Played = cardHTML(lang, tv.Current.Cards[h.Seat])
		}
		p.Diagram[h.Seat] = hp
	}
	return p
}

// render writes page name with data; a session's pages carry its form
// token in every POST form (forgery.go).
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, name string, data any) {
	var buf bytes.Buffer
	if err := pages.ExecuteTemplate(&buf, name, data); err != nil {
		if s.log != nil {
			s.log.Error("template", "name", name, "err", err)
		}
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	page := buf.Bytes()
	if se := s.session(r); se != nil {
		page = withFormToken(page, se.csrf)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'")
	w.WriteHeader(status)
	_, _ = w.Write(page)
}

// pageError is an error page (or JSON for a script that asked for it).
func (s *Server) pageError(w http.ResponseWriter, r *http.Request, err error) {
	status, body := s.errorBody(r.Context(), r, err)
	if wantsJSON(r) {
		writeJSON(w, status, body)
		return
	}
	s.render(w, r, status, "error.html.tmpl", map[string]any{"Status": status, "Message": body.Error, "Lang": s.opts.Lang, "Login": status == http.StatusUnauthorized})
}

func wantsJSON(r *http.Request) bool {
	return strings.Contains(r.Header.Get("Accept"), "application/json")
}

type listPage struct {
	Director bool // may create tables
	Token    bool // a Director's token is set: show the login or logout
	Lang     string
	Langs    []string
	Tables   []TableSummary
	Next     int64 // the after of the list's next page, 0 at its end
	Error    string
	Seats    []string // N, E, S, W
	Vuls     []string // None, NS, EW, All
}

func (s *Server) pageList(w http.ResponseWriter, r *http.Request) {
	lang, err := s.language(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	var list []TableSummary
	var next int64
	if s.isDirector(r) {
		// With a token, the list (every table's id) is the Director's: a
		// player reaches his table by his seat's link.
		after, limit, err := listQuery(r)
		if err == nil {
			list, next, err = s.listPageOf(r.Context(), after, limit)
		}
		if err != nil {
			s.pageError(w, r, err)
			return
		}
	}
	s.render(w, r, http.StatusOK, "list.html.tmpl", listPage{Director: s.isDirector(r), Token: s.opts.DirectorToken != "", Lang: lang, Langs: catalog.Languages, Tables: list, Next: next,
		Seats: []string{"N", "E", "S", "W"}, Vuls: []string{"None", "NS", "EW", "All"}})
}

// directorForm reads a form only the Director may send.
func (s *Server) directorForm(w http.ResponseWriter, r *http.Request) error {
	if err := s.needDirector(r); err != nil {
		return err
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		return bodyError("form", err)
	}
	return nil
}

// pageCreate: the forms of the list page, a new table from its tags or an
// imported log.
func (s *Server) pageCreate(w http.ResponseWriter, r *http.Request) {
	if err := s.directorForm(w, r); err != nil {
		s.pageError(w, r, err)
		return
	}
	lang, err := s.language(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	f := r.PostForm
	req := createRequest{Title: f.Get("title"), Log: strings.ReplaceAll(f.Get("log"), "\r\n", "\n"), Dealer: f.Get("dealer"),
		Vulnerable: f.Get("vulnerable"), Deal: strings.TrimSpace(f.Get("deal")), By: f.Get("by")}
	if b := strings.TrimSpace(f.Get("board")); b != "" {
		n, err := strconv.Atoi(b)
		if err != nil || n < 1 {
			s.pageError(w, r, bad("board %q: want a number 1 or more", b))
			return
		}
		req.Board = &n
	}
	text, err := req.logText()
	if err == nil {
		err = firstError(checkText("title", req.Title, 200), checkName("by", req.By, 100))
	}
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	key, err := idempotencyKey(r, 0)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	rec, _, err := s.create(r.Context(), req.Title, text, strings.TrimSpace(req.By), key)
	if errors.Is(err, ErrKeyMismatch) {
		err = fmt.Errorf("this form was sent before with other values and created a table then: reload the page for another table (%w)", ErrKeyMismatch)
	}
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	to := fmt.Sprintf("/tables/%d%s", rec.ID, "?"+url.Values{"seat": {"director"}, "lang": {lang}}.Encode())
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"id": rec.ID, "page": to})
		return
	}
	http.Redirect(w, r, to, http.StatusSeeOther)
}

func (s *Server) pageTable(w http.ResponseWriter, r *http.Request) {
	s.showTable(w, r, http.StatusOK, "", "")
}

func (s *Server) showTable(w http.ResponseWriter, r *http.Request, status int, msg, line string) {
	id, err := tableID(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	q := r.URL.Query()
	if q.Get("seat") == "" {
		q.Set("seat", "director")
	}
	v, err := ParseViewer(q.Get("seat"))
	if err != nil {
		s.pageError(w, r, bad("%s", err.Error()))
		return
	}
	lang, err := s.language(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	if key := q.Get("key"); key != "" && r.Method == http.MethodGet {
		// A seat's link: its key goes into the session, and the page comes
		// back without it in the address.
		seat, ok, err := s.seatOf(r.Context(), id, key)
		if err != nil {
			s.pageError(w, r, err)
			return
		}
		if !ok {
			s.pageError(w, r, seatUnauthorized(credential{badKey: true}))
			return
		}
		if !v.Director && seat != v.Seat {
			s.pageError(w, r, &forbidden{fmt.Sprintf("this key is %s's: a player sees only his own seat", seat)})
			return
		}
		se := s.startSession(w, r)
		s.sessions.mu.Lock()
		se.seats[id] = key
		s.sessions.mu.Unlock()
		http.Redirect(w, r, fmt.Sprintf("/tables/%d?%s", id, url.Values{"seat": {seat.String()}, "lang": {lang}}.Encode()), http.StatusSeeOther)
		return
	}
	if v.Director && !s.isDirector(r) {
		s.render(w, r, http.StatusUnauthorized, "login.html.tmpl", loginPage{Lang: lang, Next: r.URL.RequestURI()})
		return
	}
	if err := s.canView(r.Context(), r, id, v); err != nil {
		s.pageError(w, r, err)
		return
	}
	tv, log, err := s.view(r.Context(), id, v, lang)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	localizeOptions(&tv, lang)
	p := s.tablePageData(tv, log, v, lang)
	if v.Director {
		if p.SeatLinks, err = s.seatPanels(r.Context(), r, id, lang); err != nil {
			s.pageError(w, r, err)
			return
		}
	}
	p.Error, p.Line = msg, line
	p.Token = s.opts.DirectorToken != ""
	p.Adjusts = adjustItems(tv, lang)
	if v.Director {
		p.Act = s.actPanel(tv, lang, q.Get("act"))
	} else {
		p.Play = s.playPanel(tv, lang, v.Seat)
	}
	s.render(w, r, status, "table.html.tmpl", p)
}

// pageAppend: the forms of the table page. The event is the form's line,
// or its prefix followed by its arg values (an answer "director answer Q1
// tricks" and "10"; suits "S", "H"). A script sending Accept:
// application/json gets the API's answer; a browser without script is
// sent back to the page (or shown the error on it).
func (s *Server) pageAppend(w http.ResponseWriter, r *http.Request) {
	id, err := tableID(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	seat, err := s.recorder(r.Context(), r, id)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		s.pageError(w, r, bodyError("form", err))
		return
	}
	f := r.PostForm
	line := strings.TrimSpace(f.Get("line"))
	if pre := strings.TrimSpace(f.Get("prefix")); pre != "" {
		if line != "" {
			s.pageError(w, r, bad("a form sends line or prefix, not both"))
			return
		}
		args := f["arg"]
		var words []string
		for _, a := range args {
			a = strings.TrimSpace(a)
			if a == "" || strings.ContainsAny(a, " \t\"#%") {
				s.pageError(w, r, bad("%q: want one word", a))
				return
			}
			words = append(words, a)
		}
		if len(words) == 0 {
			if none := f.Get("empty"); none != "" {
				words = []string{none}
			} else {
				s.pageError(w, r, bad("fill in the answer"))
				return
			}
		}
		line = pre + " " + strings.Join(words, " ")
	}
	expect := -1
	if sq := f.Get("seq"); sq != "" {
		n, err := strconv.Atoi(sq)
		if err != nil || n < 0 {
			s.pageError(w, r, bad("seq %q: want a number", sq))
			return
		}
		expect = n
	}
	if line == "" {
		s.pageError(w, r, bad("the event is empty: write one line of the table log, e.g. E play HT"))
		return
	}
	by := strings.TrimSpace(f.Get("by"))
	err = checkText("line", line, 1000)
	if err == nil {
		err = checkName("by", by, 100)
	}
	var key string
	if err == nil {
		key, err = idempotencyKey(r, expect)
	}
	var ap Appended
	if err == nil {
		ap, err = s.appendAs(r.Context(), id, seat, expect, line, s.recordedBy(seat, by), key)
	}
	if wantsJSON(r) {
		if err != nil {
			s.fail(w, r, err)
			return
		}
		writeJSON(w, http.StatusCreated, map[string]any{"seq": ap.Event.Seq, "line": ap.Event.Line})
		return
	}
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			s.pageError(w, r, err)
			return
		}
		status, body := s.errorBody(r.Context(), r, err)
		s.showTable(w, r, status, body.Error, line)
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/tables/%d?%s", id, r.URL.RawQuery), http.StatusSeeOther)
}
