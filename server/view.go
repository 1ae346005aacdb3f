package server

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/laws"
)

// Viewer is whom a response is for: one of the four seats, or the
// Director. Every view of a table is built for one Viewer and holds only
// what that viewer may see (docs/server.md, "Seat views").
type Viewer struct {
	Director bool
	Seat     bridge.Seat // when not Director
}

// ParseViewer reads "N", "E", "S", "W" (or "North"...) or "director" ("TD").
func ParseViewer(s string) (Viewer, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "director", "td":
		return Viewer{Director: true}, nil
	case "":
		return Viewer{}, fmt.Errorf("seat is required: N, E, S, W or director")
	}
	seat, err := bridge.ParseSeat(s)
	if err != nil {
		return Viewer{}, fmt.Errorf("seat %q: want N, E, S, W or director", s)
	}
	return Viewer{Seat: seat}, nil
}

// String is "director" or the seat's letter.
func (v Viewer) String() string {
	if v.Director {
		return "director"
	}
	return v.Seat.String()
}

// TableView is a table as one viewer sees it: the JSON of GET
// /api/tables/{id} and what the web page shows.
type TableView struct {
	ID         int64  `json:"id"`
	Title      string `json:"title"`
	Seat       string `json:"seat"` // "N", "E", "S", "W" or "director"
	Lang       string `json:"lang"`
	Seq        int    `json:"seq"` // the last event of the log; send it back when appending
	Board      int    `json:"board,omitempty"`
	Dealer     string `json:"dealer"`
	Vulnerable string `json:"vulnerable"`
	// Deal is the deal as dealt, PBN form: the Director's view only.
	Deal string `json:"deal,omitempty"`
	// Hands are the four seats in order N, E, S, W; Cards (those still held)
	// only where this viewer may see them.
	Hands []HandView `json:"hands"`
	// Phase is "auction", "play", "ended" or "passed-out".
	Phase        string `json:"phase"`
	Contract     string `json:"contract,omitempty"`
	Declarer     string `json:"declarer,omitempty"`
	Dummy        string `json:"dummy,omitempty"`
	DummyVisible bool   `json:"dummy_visible"` // the opening lead is faced
	Turn         string `json:"turn,omitempty"`
	// Claimer is the seat whose claim or concession awaits the other
	// side's agreement or objection (Laws 68-69), "" when none.
	Claimer string `json:"claimer,omitempty"`
	// ClaimContested is the seat whose claim or concession is contested:
	// play stays suspended until the Director rules (Law 70) or both
	// sides agree to play on (68D2(b)); "" when none.
	ClaimContested string `json:"claim_contested,omitempty"`
	// PlayOn is the side ("NS", "EW") that has agreed to play on after the
	// claim or concession pending or contested (Law 68D2(b)): play
	// continues once the other side agrees too; empty when none.
	PlayOn    []string         `json:"play_on,omitempty"`
	Auction   []CallView       `json:"auction"`
	Tricks    []TrickView      `json:"tricks"`
	Current   *TrickView       `json:"current_trick,omitempty"`
	Rulings   []RulingView     `json:"rulings"`
	Questions []QuestionView   `json:"open_questions"`
	Pending   []ObligationView `json:"pending"`
	Result    ResultView       `json:"result"`
	// Problems are stored events this engine does not accept (Director only).
	Problems []Problem `json:"problems,omitempty"`
	// Omitted, in a player's view, counts the oldest entries of each list
	// left out to keep the view bounded (viewbound.go); nil when none.
	Omitted *OmittedView `json:"omitted,omitempty"`
}

// HandView is one seat's hand as the viewer sees it.
type HandView struct {
	Seat    string   `json:"seat"`
	Count   int      `json:"count"`   // cards still held
	Visible bool     `json:"visible"` // Cards are given
	Dummy   bool     `json:"dummy,omitempty"`
	Cards   []string `json:"cards,omitempty"` // spades first, high to low
	// Dealt is the hand as dealt (the Director's view only).
	Dealt []string `json:"dealt,omitempty"`
}

// CallView is an entry of the auction record: laws' one view of it
// (laws.CallView, the CLI's too), with event_seq filled, and standing:
// the call counts in the auction (a withdrawn or cancelled one does not).
type CallView struct {
	laws.CallView
	Standing bool `json:"standing"`
}

// TrickView is a trick: laws' view of it (laws.TrickView: number, leader
// and winner, "" for the trick in progress) and the card of each seat by
// seat ("" for none yet, or one this viewer may not see). The CLI lists
// the cards in the order played instead.
type TrickView struct {
	laws.TrickView
	Cards map[string]string `json:"cards"`
}

// RulingView is a ruling as the API gives it: laws' one view of a ruling
// (laws.RulingView, the CLI's too), with the server's fields filled:
// event_seq, law_text, awaits_choice, and, for a player, the cards he may
// not see taken out.
type RulingView = laws.RulingView

// QuestionView is a Director's question as the API gives it
// (laws.QuestionView), with law_text; the advice is the Director's only.
type QuestionView = laws.QuestionView

// ObligationView is something pending now: a penalty card, a lead
// restriction, a player who must choose... (laws.ObligationView); for a
// player, a card he may not see is taken out.
type ObligationView = laws.ObligationView

// ResultView is the board's result so far (laws.ResultView, whose values
// the CLI gives at its top level), the adjustments' law_text filled.
type ResultView = laws.ResultView

// AdjustmentView is one Law 64 ruling on a revoke (laws.AdjustmentView),
// with law_text.
type AdjustmentView = laws.AdjustmentView

// EventView is an event of the log (the Director's view only).
type EventView struct {
	Seq        int       `json:"seq"`
	Line       string    `json:"line"`
	RecordedBy string    `json:"recorded_by"`
	Recorded   time.Time `json:"recorded_at"`
	// Voided: the Director took the event out of the replay ("director
	// void", Law 81C5); the log keeps it, the page strikes it through.
	Voided bool `json:"voided,omitempty"`
}

// sortedCards lists a set spades first, each suit from the ace down.
func sortedCards(set bridge.CardSet) []string {
	var out []string
	for _, s := range bridge.SuitsDown() {
		for _, r := range bridge.RanksDown() {
			if c := bridge.NewCard(s, r); set.Has(c) {
				out = append(out, c.String())
			}
		}
	}
	return out
}

// openingLeadFaced reports whether the opening lead has been faced and
// stands, so that dummy is spread (Law 41D): a card stands in a trick and
// no choice on an opening lead out of turn (Law 54) is pending.
func openingLeadFaced(tb *laws.Table, res laws.Result) bool {
	if !res.HasContract || res.PassedOut {
		return false
	}
	if len(res.Tricks) > 0 {
		return true
	}
	_, cur := tb.CurrentTrick()
	faced := false
	for _, c := range cur {
		faced = faced || c != 0
	}
	if !faced {
		return false
	}
	for _, r := range res.Rulings {
		if r.Kind == laws.KindOpeningLeadOutOfTurn && r.Chosen.IsZero() {
			return false
		}
	}
	return true
}

// visibility is what a viewer may see of the cards still held.
type visibility struct {
	seats  bridge.BySeat[bool]
	hidden bridge.CardSet // cards held by others the viewer may not see
	dummy  bool           // dummy is spread
}

func visibleTo(v Viewer, tb *laws.Table, res laws.Result) visibility {
	var vis visibility
	vis.dummy = openingLeadFaced(tb, res)
	for _, s := range bridge.Seats() {
		vis.seats[s] = v.Director || s == v.Seat || (vis.dummy && s == res.Contract.Dummy())
	}
	if v.Director {
		return vis
	}
	hands := tb.Hands()
	for _, s := range bridge.Seats() {
		if !vis.seats[s] {
			vis.hidden = vis.hidden.Union(hands[s])
		}
	}
	// Cards that have been faced are no secret: penalty cards, and any card
	// once played, exposed or dropped (a withdrawn card too).
	for _, o := range tb.Obligations() {
		if o.Card != 0 {
			vis.hidden = vis.hidden.Without(o.Card)
		}
	}
	for _, e := range tb.Events() {
		var cards []bridge.Card
		switch e := e.(type) {
		case laws.Play:
			cards = e.Cards
		case laws.Expose:
			cards = e.Cards
		case laws.Drop:
			cards = e.Cards
		}
		for _, c := range cards {
			vis.hidden = vis.hidden.Without(c)
		}
	}
	return vis
}

// redactor removes from a player's texts the name of any card he may not
// see. The laws package names only faced cards in its rulings; this is the
// second lock on the door (and it logs when it has to act). A card is
// recognised in every form the table log reads one (bridge.ParseCard:
// suit or rank first, letters in either case or suit symbols, T or 10)
// and in the language's own form (catalog.Card, "♠D" in French).
type redactor struct {
	hidden bridge.CardSet
	forms  []string
	bids   map[string]bool
	law    string // the words before a law's code ("Law "): "Law 10C" is no card
	// placeholder stands for a card taken out, in the viewer's language
	// ("(a card)", "(una carta)").
	placeholder string
	touched     bool
}

func newRedactor(lang string, hidden bridge.CardSet) *redactor {
	r := &redactor{hidden: hidden, bids: map[string]bool{}, placeholder: catalog.Text(lang, "word.a-card", nil)}
	for c := range hidden.Cards() {
		r.forms = append(r.forms, catalog.Card(lang, c))
	}
	if ref := catalog.Law(lang, bridge.Law(10, "C")); strings.HasSuffix(ref, "10C") {
		r.law = strings.TrimSuffix(ref, "10C")
	}
	// A bid is no card: "4S", and "4♠" where the language writes a bid so
	// (catalog.Strain), stay; levels up to 9, for a bid above seven (Law
	// 38) named in its ruling.
	for l := 1; l <= 9; l++ {
		for _, su := range bridge.Suits() {
			r.bids[strconv.Itoa(l)+su.String()] = true
			r.bids[strconv.Itoa(l)+catalog.Strain(lang, bridge.StrainOf(su))] = true
		}
	}
	return r
}

func isWordByte(b byte) bool {
	return b == '_' || (b >= '0' && b <= '9') || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z')
}

// isCardRune reports whether r may be part of a word naming a card: a
// letter, a digit, '_' or a suit symbol (bridge.ParseCard's ♠♥♦♣♤♡♢♧).
func isCardRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("♠♥♦♣♤♡♢♧", r)
}

// ordinaryWords are words of the four languages that bridge.ParseCard
// would read as a card ("as" the ace of spades): written so, in lower case
// or capitalized, they stay; in capitals ("AS") they are a card.
var ordinaryWords = map[string]bool{"as": true, "ah": true, "ha": true, "ad": true, "da": true, "sa": true, "st": true}

// namesHidden reports whether the word w names a card the viewer may not
// see.
func (r *redactor) namesHidden(w string) bool {
	if n := utf8.RuneCountInString(w); n < 2 || n > 3 {
		return false
	}
	if ordinaryWords[strings.ToLower(w)] && w != strings.ToUpper(w) || r.bids[w] {
		return false
	}
	c, err := bridge.ParseCard(w)
	return err == nil && r.hidden.Has(c)
}

// text is s without the hidden cards' names (a name is a whole word).
func (r *redactor) text(s string) string {
	if r == nil {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		j := i
		for j < len(s) {
			c, n := utf8.DecodeRuneInString(s[j:])
			if !isCardRune(c) {
				break
			}
			j += n
		}
		if j == i {
			_, n := utf8.DecodeRuneInString(s[i:])
			b.WriteString(s[i : i+n])
			i += n
			continue
		}
		if w := s[i:j]; r.namesHidden(w) && (r.law == "" || !strings.HasSuffix(s[:i], r.law)) {
			b.WriteString(r.placeholder)
			r.touched = true
		} else {
			b.WriteString(w)
		}
		i = j
	}
	s = b.String()
	for _, f := range r.forms {
		for from := 0; ; {
			i := strings.Index(s[from:], f)
			if i < 0 {
				break
			}
			i += from
			j := i + len(f)
			if (i > 0 && isWordByte(s[i-1])) || (j < len(s) && isWordByte(s[j])) {
				from = j
				continue
			}
			s = s[:i] + r.placeholder + s[j:]
			from = i + len(r.placeholder)
			r.touched = true
		}
	}
	return s
}

// textSaying is text(s) but for what was said aloud at the table (each
// of said, as s quotes it): that is no secret, whatever cards it names.
func (r *redactor) textSaying(s string, said ...string) string {
	if r == nil || len(said) == 0 {
		return r.text(s)
	}
	parts := strings.Split(s, said[0])
	for i, p := range parts {
		parts[i] = r.textSaying(p, said[1:]...)
	}
	return strings.Join(parts, said[0])
}

// saidAloud are the words a ruling quotes that a player said aloud to the
// table, as its explanation quotes them: the claimer's statement (Law
// 68C; a claim's or concession's ruling and the objection's), declarer's
// designation of dummy's card (Law 46A). A Director's reason for a void is
// not among them: it is not said to the players.
func saidAloud(r laws.Ruling) []string {
	var out []string
	for _, p := range r.Detail {
		switch {
		case p.Key == "designation":
			if w, ok := p.Arg("text"); ok && w != "" {
				out = append(out, `"`+w+`"`)
			}
		case r.Kind == laws.KindClaim || r.Kind == laws.KindClaimContested:
			if q, ok := p.Arg("quote"); ok && q != `""` {
				out = append(out, q)
			}
		}
	}
	return out
}

// card is c's name, or "" when the viewer may not see it.
func (r *redactor) card(hidden bridge.CardSet, c bridge.Card) string {
	if c == 0 {
		return ""
	}
	if r != nil && hidden.Has(c) {
		r.touched = true
		return ""
	}
	return c.String()
}

func lawText(lang string, l bridge.LawRef) string { return catalog.Law(lang, l) }

// BuildView is table tb (stored as rec, its engine events stored at seqs)
// as viewer v sees it, explained in lang.
func buildView(e *entry, v Viewer, lang string) (TableView, bool) {
	tb, rec := e.tb, e.rec
	res := tb.Result()
	vis := visibleTo(v, tb, res)
	var red *redactor
	if !v.Director {
		red = newRedactor(lang, vis.hidden)
	}
	seqOf := func(i int) int {
		if i >= 0 && i < len(e.seqs) {
			return e.seqs[i]
		}
		return 0
	}
	tv := TableView{
		ID: rec.ID, Title: rec.Title, Seat: v.String(), Lang: lang, Seq: e.seq,
		Board: int(e.setup.Board), Dealer: e.setup.Dealer.String(), Vulnerable: e.setup.Vulnerability.String(),
		DummyVisible: vis.dummy,
		Auction:      []CallView{}, Tricks: []TrickView{}, Rulings: []RulingView{}, Questions: []QuestionView{}, Pending: []ObligationView{},
	}
	if v.Director {
		tv.Deal = e.setup.Hands.Format(bridge.North, bridge.BySeat[bool]{})
		tv.Problems = e.problems
	}
	hands := tb.Hands()
	for _, s := range bridge.Seats() {
		h := HandView{Seat: s.String(), Count: hands[s].Len(), Visible: vis.seats[s], Dummy: vis.dummy && s == res.Contract.Dummy()}
		if h.Visible {
			h.Cards = sortedCards(hands[s])
		}
		if v.Director {
			h.Dealt = sortedCards(e.setup.Hands[s])
		}
		tv.Hands = append(tv.Hands, h)
	}
	switch {
	case res.PassedOut:
		tv.Phase = "passed-out"
	case !res.HasContract:
		tv.Phase = "auction"
	case res.Ended:
		tv.Phase = "ended"
	default:
		tv.Phase = "play"
	}
	if res.HasContract {
		tv.Contract, tv.Declarer, tv.Dummy = res.Contract.String(), res.Contract.Declarer.String(), res.Contract.Dummy().String()
	}
	if t, ok := tb.Turn(); ok {
		tv.Turn = t.String()
	} else if !res.HasContract && !res.PassedOut {
		n := 0
		for _, c := range res.Auction {
			if c.Status.Standing() {
				n++
			}
		}
		tv.Turn = e.setup.Dealer.Add(n).String()
	}
	if c, ok := tb.PendingClaim(); ok {
		tv.Claimer = c.String()
	}
	if c, ok := tb.ContestedClaim(); ok {
		tv.ClaimContested = c.String()
	}
	for _, d := range []bridge.Side{bridge.NorthSouth, bridge.EastWest} {
		if tb.PlayOnSides().Has(d) {
			tv.PlayOn = append(tv.PlayOn, d.String())
		}
	}
	for _, c := range res.Auction {
		cv := CallView{CallView: laws.NewCallView(c), Standing: c.Status.Standing()}
		cv.EventSeq = seqOf(c.Event)
		tv.Auction = append(tv.Auction, cv)
	}
	trick := func(t laws.TrickView, cards bridge.BySeat[bridge.Card]) TrickView {
		tr := TrickView{TrickView: t, Cards: map[string]string{}}
		for _, s := range bridge.Seats() {
			tr.Cards[s.String()] = red.card(vis.hidden, cards[s])
		}
		return tr
	}
	for _, t := range res.Tricks {
		tv.Tricks = append(tv.Tricks, trick(laws.NewTrickView(t), t.Cards))
	}
	if n, cur := tb.CurrentTrick(); n > 0 && !res.Ended {
		any := false
		for _, c := range cur {
			any = any || c != 0
		}
		if any {
			tr := trick(laws.TrickView{Number: n}, cur) // the engine does not say the leader; the cards are by seat
			tv.Current = &tr
		}
	}
	// Which options are open now: a player awaits a choice under that law.
	awaiting := map[string]bool{}
	for _, o := range tb.Obligations() {
		if o.Kind == laws.AwaitChoice {
			awaiting[o.Law.String()] = true
		}
	}
	// A ruling whose existence tells a holding the players have not learnt
	// (a revoke nobody has noticed: laws.Table.Unnoticed) is the
	// Director's only; a player's rulings are numbered without it.
	unnoticed, unasked := map[int]bool{}, map[string]bool{}
	if !v.Director {
		for _, seq := range tb.Unnoticed() {
			unnoticed[seq] = true
		}
	}
	for _, r := range res.Rulings {
		if unnoticed[r.Seq] {
			if r.Question != nil {
				unasked[r.Question.ID] = true
			}
			continue
		}
		rv := rulingView(r, lang, seqOf, red, vis.hidden, awaiting, v.Director)
		if !v.Director {
			rv.Seq = len(tv.Rulings) + 1
		}
		tv.Rulings = append(tv.Rulings, rv)
	}
	for _, q := range res.Open {
		if !unasked[q.ID] {
			tv.Questions = append(tv.Questions, questionView(q, lang, v.Director))
		}
	}
	for _, o := range res.Obligations {
		ov := laws.NewObligationView(o)
		ov.Card, ov.Text = red.card(vis.hidden, o.Card), red.text(ov.Text)
		tv.Pending = append(tv.Pending, ov)
	}
	tv.Result = laws.NewResultView(res, lang)
	for i := range tv.Result.Adjustments {
		a := &tv.Result.Adjustments[i]
		a.LawText, a.Reason = lawText(lang, res.Adjustments[i].Law), red.text(a.Reason)
	}
	if !v.Director {
		boundView(&tv)
	}
	touched := red != nil && red.touched
	return tv, touched
}

// rulingView is ruling r in lang; red (nil for the Director) takes out
// the cards in hidden; awaiting holds the laws under which a player must
// choose now.
func rulingView(r laws.Ruling, lang string, seqOf func(int) int, red *redactor, hidden bridge.CardSet, awaiting map[string]bool, director bool) RulingView {
	rv := laws.NewRulingView(r, lang)
	rv.EventSeq, rv.LawText = seqOf(r.Event), lawText(lang, r.Law)
	card := r.Card
	if !director && hidden.Has(card) {
		// The ruling's card is one the viewer has not seen (a surplus card
		// returned unseen to the offender's hand, Law 67A2): the ruling is
		// his without it.
		card = 0
	}
	rv.Card, rv.Explanation, rv.Chosen = red.card(hidden, card), red.textSaying(rv.Explanation, saidAloud(r)...), red.text(rv.Chosen)
	if !director && optionsNameHidden(r.Options, hidden) {
		// A choice among the cards of a hand the viewer may not see (the
		// offender's legal cards to place in a defective trick, Law 67):
		// the list, or even its length, would tell his holding. The
		// viewer sees that the chooser has a choice, not its options.
		rv.Options = nil
	}
	for i, o := range rv.Options {
		rv.Options[i] = red.text(o)
	}
	rv.AwaitsChoice = len(r.Options) > 0 && r.Chosen.IsZero() && awaiting[r.Law.String()]
	for i, o := range rv.Obligations {
		rv.Obligations[i] = red.text(o)
	}
	if q := r.Question; q != nil {
		qv := questionView(*q, lang, director)
		rv.Question = &qv
	}
	return rv
}

// optionsNameHidden reports whether one of opts names a card of hidden
// (an option such as "card C7").
func optionsNameHidden(opts []laws.Option, hidden bridge.CardSet) bool {
	for _, o := range opts {
		if c, err := bridge.ParseCard(o.Arg); err == nil && hidden.Has(c) {
			return true
		}
	}
	return false
}

// questionView is question q in lang, its advice for the Director only.
func questionView(q laws.Question, lang string, director bool) QuestionView {
	qv := laws.NewQuestionView(q, lang)
	qv.LawText = lawText(lang, q.Law)
	if !director {
		qv.Advice = ""
	}
	return qv
}

// eventViews lists the stored log (the Director's view); voided holds
// the stored seqs the Director voided.
func eventViews(log []EventRecord, voided map[int]bool) []EventView {
	out := make([]EventView, 0, len(log))
	for _, r := range log {
		out = append(out, EventView{Seq: r.Seq, Line: r.Line, RecordedBy: r.RecordedBy, Recorded: r.Recorded, Voided: voided[r.Seq]})
	}
	return out
}

// voidedSeqs are the stored seqs of the events the Director voided.
func (e *entry) voidedSeqs() map[int]bool {
	out := map[int]bool{}
	for i, sq := range e.seqs {
		if e.tb.Voided(i) {
			out[sq] = true
		}
	}
	return out
}

// scoreText prints a score for North-South: "+420", "-50", "0".
func scoreText(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
