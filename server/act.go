package server

import (
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
)

// The Director's action area: the table page's top on a phone. Every
// event a Director records most often is a tap: a call from the bidding
// box (any of the 38, legal or not, by any seat), a card of the hand of
// the seat acting (any seat, for a card played out of turn), the acts of
// the table (attention drawn, "no spades?", a claim...), the open choices
// and questions. Each tap posts a form to /tables/{id}/act, which writes
// the table-log line (docs/table-log.md) and records it as the typed line
// form does: the forms work without JavaScript.

// actPanel is the data of the action area.
type actPanel struct {
	Action    string // the forms' action URL
	Seat      string // the seat acting: N, E, S or W
	SeatName  string
	Turn      string // the seat to act, "" when none
	TurnName  string
	Auction   bool // the auction is on: the bidding box comes first
	Seats     []seatChoice
	Bids      [][]callButton // 7 rows of 5: 1C ... 7NT
	Calls     []callButton   // Pass, X, XX
	Suits     []cardRow      // the acting seat's cards, spades first
	CardsOf   string
	Choices   []choiceItem
	Pending   bool // a question of the Director is open
	Adjusts   []adjustItem
	ExtraArgs url.Values
}

// seatChoice is a link choosing the seat acting.
type seatChoice struct {
	Seat, Name, Letter, Href string
	Current, Turn            bool
}

// callButton is a call of the bidding box.
type callButton struct {
	Call  string        // the log form: 1S, Pass, X, XX
	HTML  template.HTML // as the page shows it: 1♠
	Label string        // for a screen reader: "1 spades"
}

// cardRow is one suit of the acting seat's hand.
type cardRow struct {
	Symbol, Class, Name string
	Cards               []cardButton
}

// cardButton is a card to tap.
type cardButton struct {
	Card          string // HT
	Symbol, Class string // ♥, h
	Rank          string // 10 (in the page's language)
	Label         string // "hearts 10"
}

// choiceItem is a ruling whose options are open, each option a button.
type choiceItem struct {
	Seq         int
	LawText     string
	Explanation string
	Chooser     string // the chooser's name
	Options     []optionButton
}

// optionButton is one option: the line it records and its words.
type optionButton struct {
	Line  string
	Label template.HTML
}

// adjustItem is a Law 64 adjustment of the result with the explanation
// of the ruling that made it (one tap on its law badge).
type adjustItem struct {
	AdjustmentView
	Offender    string // the offender's name
	To          string // the side's name
	Explanation string
}

// seatOrSide is a seat's or a side's name in lang; anything else as is.
func seatOrSide(lang, s string) string {
	if seat, err := bridge.ParseSeat(s); err == nil && len(s) == 1 {
		return catalog.Seat(lang, seat)
	}
	if d, err := bridge.ParseSide(s); err == nil {
		return catalog.Side(lang, d)
	}
	return s
}

// optionLabel is an option as the log writes it ("forbid-lead H",
// "become-dummy", "lead-from N") in lang: the key's words, then its
// arguments (a suit as its symbol and name, a card, a seat).
func optionLabel(lang, opt string) template.HTML {
	f := strings.Fields(opt)
	if len(f) == 0 {
		return ""
	}
	key := f[0]
	words := template.HTMLEscapeString(key)
	if catalog.Has("en", "web.opt."+key) {
		words = template.HTMLEscapeString(label(lang, "opt."+key))
	}
	out := words
	for _, a := range f[1:] {
		out += " " + string(argHTML(lang, key, a))
	}
	return template.HTML(out)
}

// argHTML is an option's or an answer's argument in lang.
func argHTML(lang, key, a string) template.HTML {
	if key == "lead-from" {
		if seat, err := bridge.ParseSeat(a); err == nil {
			return template.HTML(template.HTMLEscapeString(catalog.Seat(lang, seat)))
		}
	}
	if len(a) == 1 {
		if su, err := bridge.ParseSuit(a); err == nil {
			return template.HTML(fmt.Sprintf(`<span class="%s">%s</span>&#8239;%s`, suitClass[su], su.Symbol(), template.HTMLEscapeString(catalog.Suit(lang, su))))
		}
	}
	if a == "none" {
		return template.HTML(template.HTMLEscapeString(label(lang, "none")))
	}
	if _, err := bridge.ParseCard(a); err == nil {
		return cardHTML(lang, a)
	}
	return template.HTML(template.HTMLEscapeString(a))
}

// answerLabel is an answer given to a question ("yes", "tricks 10",
// "suits S H") in lang.
func answerLabel(lang, ans string) template.HTML {
	f := strings.Fields(ans)
	if len(f) == 0 {
		return ""
	}
	switch f[0] {
	case "yes", "no":
		return template.HTML(template.HTMLEscapeString(label(lang, f[0])))
	case "tricks":
		return template.HTML(template.HTMLEscapeString(label(lang, "tricks")) + " " + template.HTMLEscapeString(strings.Join(f[1:], " ")))
	case "score":
		return template.HTML(template.HTMLEscapeString(label(lang, "score")) + " " + template.HTMLEscapeString(strings.Join(f[1:], " ")))
	case "suits":
		out := template.HTMLEscapeString(label(lang, "suits")) + ":"
		for _, a := range f[1:] {
			out += " " + string(argHTML(lang, "suits", a))
		}
		return template.HTML(out)
	}
	// A topic before the answer ("comparable yes"): the answer's words.
	if len(f) > 1 {
		return answerLabel(lang, strings.Join(f[1:], " "))
	}
	return template.HTML(template.HTMLEscapeString(ans))
}

// actPanel builds the action area for the Director's page; act is the
// seat the Director chose to act (the query's act), "" for the seat in
// turn.
func (s *Server) actPanel(tv TableView, lang, act string) *actPanel {
	p := &actPanel{Turn: tv.Turn, Auction: tv.Phase == "auction"}
	p.Action = fmt.Sprintf("/tables/%d/act?%s", tv.ID, url.Values{"seat": {"director"}, "lang": {lang}}.Encode())
	seat := tv.Turn
	if a, err := bridge.ParseSeat(act); err == nil && act != "" {
		seat = a.String()
	}
	if seat == "" {
		seat = tv.Dealer
		if tv.Declarer != "" {
			seat = tv.Declarer
		}
	}
	p.Seat = seat
	p.SeatName = seatOrSide(lang, seat)
	if tv.Turn != "" {
		p.TurnName = seatOrSide(lang, tv.Turn)
	}
	for _, x := range bridge.Seats() {
		q := url.Values{"seat": {"director"}, "lang": {lang}, "act": {x.String()}}
		p.Seats = append(p.Seats, seatChoice{Seat: x.String(), Name: catalog.Seat(lang, x), Letter: catalog.SeatLetter(lang, x),
			Href: fmt.Sprintf("/tables/%d?%s#act", tv.ID, q.Encode()), Current: x.String() == seat, Turn: x.String() == tv.Turn})
	}
	p.Bids, p.Calls = boxButtons(lang)
	for _, h := range tv.Hands {
		if h.Seat != seat || !h.Visible {
			continue
		}
		p.Suits = append(p.Suits, cardRows(h, lang, true)...)
	}
	p.CardsOf = catalog.Text(lang, "web.cards-of", map[string]string{"seat": p.SeatName})
	if seat == tv.Dummy {
		p.CardsOf += " (" + label(lang, "dummy") + ")"
	}
	for _, r := range tv.Rulings {
		if !r.AwaitsChoice {
			continue
		}
		it := choiceItem{Seq: r.Seq, LawText: r.LawText, Explanation: r.Explanation, Chooser: seatOrSide(lang, r.Chooser)}
		for _, o := range r.Options {
			it.Options = append(it.Options, optionButton{Line: r.Chooser + " choose " + o, Label: optionLabel(lang, o)})
		}
		p.Choices = append(p.Choices, it)
	}
	p.Pending = len(tv.Questions) > 0
	return p
}

// adjustItems are the result's Law 64 adjustments, each with the
// explanation of its ruling.
func adjustItems(tv TableView, lang string) []adjustItem {
	var out []adjustItem
	for _, a := range tv.Result.Adjustments {
		it := adjustItem{AdjustmentView: a, Offender: seatOrSide(lang, a.Offender), To: seatOrSide(lang, a.To), Explanation: a.Reason}
		for _, r := range tv.Rulings {
			if (r.Kind == "revoke-transfer" || r.Kind == "revoke-no-transfer") && r.Trick == a.Trick && r.Offender == a.Offender {
				it.Explanation = r.Explanation
			}
		}
		out = append(out, it)
	}
	return out
}

// actVerbs are the acts of the table the action area records: the form's
// "do" value and how it writes the line for the seat acting.
var actVerbs = map[string]func(seat string, f url.Values) (string, error){
	"attention": func(seat string, _ url.Values) (string, error) { return seat + " attention", nil },
	"noticed":   func(string, url.Values) (string, error) { return "director noticed", nil },
	"ask": func(seat string, f url.Values) (string, error) {
		of, err := bridge.ParseSeat(f.Get("of"))
		if err != nil || of.String() == seat {
			return "", bad("“no spades?”: ask another seat, N, E, S or W")
		}
		return seat + " ask " + of.String(), nil
	},
	"claim":          claimLine("claim"),
	"concede":        claimLine("concede"),
	"accept":         func(seat string, _ url.Values) (string, error) { return seat + " accept", nil },
	"object":         func(seat string, _ url.Values) (string, error) { return seat + " object", nil },
	"play-on":        playOnLine,
	"hands-returned": func(string, url.Values) (string, error) { return "hands-returned", nil },
	"end-of-round":   func(string, url.Values) (string, error) { return "end-of-round", nil },
	"next-board":     func(seat string, _ url.Values) (string, error) { return "next-board " + seat, nil },
	"void":           voidLine,
	"alert":          aboutLine("alert"),
	"explain":        aboutLine("explain"),
	"correct":        aboutLine("correct"),
	"question":       aboutLine("question"),
}

// playOnLine writes a side's agreement to play on after a claim or
// concession ("NS play-on", Law 68D2(b)): the seat acting agrees for his
// side.
func playOnLine(seat string, _ url.Values) (string, error) {
	s, err := bridge.ParseSeat(seat)
	if err != nil {
		return "", bad("play on: who acts: want N, E, S or W")
	}
	return s.Side().String() + " play-on", nil
}

// voidLine writes the Director's void of a mistaken entry (Law 81C5):
// "director void SEQ \"reason\"", SEQ the stored event's number ("event",
// 1 or more) and the reason typed or dictated (its lines joined,
// quoted as said; it may not be empty: the log says why).
func voidLine(_ string, f url.Values) (string, error) {
	n, err := strconv.Atoi(strings.TrimSpace(f.Get("event")))
	if err != nil || n < 1 {
		return "", bad("void: the event %q: want its number, 1 or more", f.Get("event"))
	}
	reason := statementText(f.Get("reason"))
	if reason == "" {
		return "", bad("void: say why event %d is voided (Law 81C5)", n)
	}
	return fmt.Sprintf("director void %d %s", n, quoteStatement(reason)), nil
}

// voidable reports whether the log line may be voided from the log's
// button: every line but a void itself (a void is never voided, Law 81C5:
// the log keeps both lines).
func voidable(line string) bool {
	return !strings.HasPrefix(line, "director void ")
}

// claimLine writes a claim or a concession: the tricks (0-13) and the
// statement, typed or dictated (its lines joined, quoted as said, Law
// 68C).
func claimLine(verb string) func(string, url.Values) (string, error) {
	return func(seat string, f url.Values) (string, error) {
		n, err := strconv.Atoi(strings.TrimSpace(f.Get("tricks")))
		if err != nil || n < 0 || n > 13 {
			return "", bad("%s: the tricks %q: want 0-13", verb, f.Get("tricks"))
		}
		st := statementText(f.Get("statement"))
		if err := checkText("statement", st, 500); err != nil {
			return "", err
		}
		line := fmt.Sprintf("%s %s %d", verb, seat, n)
		if st != "" {
			line += " " + quoteStatement(st)
		}
		return line, nil
	}
}

// actLine is the table-log line a form of the action area records: the
// seat acting ("seat") and one of a call ("call", with "verb" call or
// change), a card ("card", with "cverb" play, expose or drop) or an act
// of the table ("do").
func actLine(f url.Values) (string, error) {
	st, err := bridge.ParseSeat(strings.TrimSpace(f.Get("actor")))
	if err != nil {
		return "", bad("who acts: want N, E, S or W")
	}
	seat := st.String()
	switch {
	case f.Get("call") != "":
		c, err := bridge.ParseCall(f.Get("call"))
		if err != nil {
			return "", bad("call %q: %v", f.Get("call"), err)
		}
		verb := "call"
		if f.Get("verb") == "change" {
			verb = "change"
		}
		return seat + " " + verb + " " + c.String(), nil
	case f.Get("card") != "":
		c, err := bridge.ParseCard(f.Get("card"))
		if err != nil {
			return "", bad("card %q: %v", f.Get("card"), err)
		}
		verb := "play"
		switch v := f.Get("cverb"); v {
		case "", "play":
		case "expose", "drop":
			verb = v
		default:
			return "", bad("card %q: play, expose or drop, not %q", c, v)
		}
		return seat + " " + verb + " " + c.String(), nil
	case f.Get("do") != "":
		fn, ok := actVerbs[f.Get("do")]
		if !ok {
			return "", bad("no such act %q", f.Get("do"))
		}
		return fn(seat, f)
	}
	return "", bad("tap a call, a card or an act")
}

// pageAct records the line a form of an action area writes, as the
// typed line form does (pageAppend: the same checks, answers and
// redirect): the Director's (anything) or a player's (his own seat's
// acts only, laws.Table.MayRecord, else 403; without a credential 401).
func (s *Server) pageAct(w http.ResponseWriter, r *http.Request) {
	id, err := tableID(r)
	if err == nil {
		_, err = s.recorder(r.Context(), r, id) // who may record: 401 before the form is read
	}
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		s.pageError(w, r, bodyError("form", err))
		return
	}
	line, err := actLine(r.PostForm)
	if err != nil {
		if wantsJSON(r) {
			s.fail(w, r, err)
			return
		}
		s.pageError(w, r, err)
		return
	}
	r.PostForm.Set("line", line)
	r.PostForm.Del("prefix")
	s.pageAppend(w, r)
}

// statusName is a call's status in the auction record ("withdrawn") in
// lang, from the catalog's [status] group.
func statusName(lang, st string) string {
	if catalog.Has("en", "status."+st) {
		return catalog.Text(lang, "status."+st, nil)
	}
	return st
}

// uiFor says for which side a withdrawn call is unauthorised information
// (Law 16C), in lang.
func uiFor(lang, side string) string {
	return catalog.Text(lang, "cli.unauthorised-for", map[string]string{"side": seatOrSide(lang, side)})
}

// lawName is a law as the views write it ("Law 27B1") in lang
// ("Articolo 27B1"); a text that is no law stays as it is.
func lawName(lang, law string) string {
	ref, err := bridge.ParseLawRef(strings.TrimPrefix(law, "Law "))
	if err != nil {
		return law
	}
	return catalog.Law(lang, ref)
}

// seatLetter is a seat's letter in lang (O for Ovest in Italian).
func seatLetter(lang, s string) string {
	seat, err := bridge.ParseSeat(s)
	if err != nil {
		return s
	}
	return catalog.SeatLetter(lang, seat)
}

// optionText is an option as optionLabel says it, in plain text: for the
// explanations, whose option identifiers the laws engine keeps as the
// log writes them.
func optionText(lang, opt string) string {
	f := strings.Fields(opt)
	if len(f) == 0 || !catalog.Has("en", "web.opt."+f[0]) {
		return opt
	}
	out := label(lang, "opt."+f[0])
	for _, a := range f[1:] {
		switch {
		case f[0] == "lead-from":
			if seat, err := bridge.ParseSeat(a); err == nil {
				a = catalog.Seat(lang, seat)
			}
		case len(a) == 1:
			if su, err := bridge.ParseSuit(a); err == nil {
				a = su.Symbol() + "\u202f" + catalog.Suit(lang, su)
			}
		default:
			if c, err := bridge.ParseCard(a); err == nil {
				a = catalog.Card(lang, c)
			}
		}
		out += " " + a
	}
	return out
}

// localizeOptions says the options named in each ruling's explanation in
// lang, as its buttons do ("become-dummy" is "Diventa il morto" in
// Italian): the page's words, not the engine's (the JSON keeps them).
func localizeOptions(tv *TableView, lang string) {
	for i := range tv.Rulings {
		r := &tv.Rulings[i]
		opts := append([]string{}, r.Options...)
		if r.Chosen != "" {
			opts = append(opts, r.Chosen)
		}
		// Longest first: "forbid-lead H" before "forbid-lead".
		sort.Slice(opts, func(a, b int) bool { return len(opts[a]) > len(opts[b]) })
		for _, o := range opts {
			re := regexp.MustCompile(`(^|[^\w-])` + regexp.QuoteMeta(o) + `($|[^\w-])`)
			txt := optionText(lang, o)
			r.Explanation = re.ReplaceAllStringFunc(r.Explanation, func(m string) string {
				sub := re.FindStringSubmatch(m)
				return sub[1] + txt + sub[2]
			})
		}
	}
}
