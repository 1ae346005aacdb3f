package server

import (
	"fmt"
	"html/template"
	"net/url"
	"strconv"
	"strings"

	"bridgelaw/auction"
	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
)

// The player's action area: the top of a seat's page, where the player at
// that seat records his own acts from his own device (docs/server.md, "A
// player's page"). At his turn in the auction, the legal calls (Laws
// 18-19: auction.LegalCalls) as buttons; at his turn in the play, the
// cards of his hand, or as declarer dummy's when dummy is to play (Law
// 45B), each a button (any card of the hand: a revoke is his to make and
// the engine's to rule, Law 61); out of turn the same cards behind a fold
// (a card led or played out of turn is ruled, Laws 53-57). Behind another
// fold, until the opening lead is faced, the whole bidding box at any
// moment, as a real table has it: a call out of rotation (Laws 28-32), an
// insufficient bid (27) or an inadmissible call (35-37, 39), and a change
// of his last call (25), each recorded as the Director's box records it
// ("E call 1D", "E change 2D") and ruled by the engine. Alerts and
// explanations of his partner's calls and questions about the opponents'
// (Laws 20F, 40B), "no spades?" (61B), attention drawn (9A), a claim or a
// concession (68), his agreement or objection to the other side's (69-71),
// and his choices among the options a ruling offers him or his side
// (10C). Each tap posts to /tables/{id}/act or /events as the Director's
// forms do (the session's form token, the log's seq, the script's
// Idempotency-Key) and is recorded as the seat's act only
// (laws.Table.MayRecord: another seat's act is 403).

// playPanel is the data of a player's action area.
type playPanel struct {
	Action    string // the act forms' URL
	Events    string // the choices' URL (a log line)
	Seat      string // the player's seat: N, E, S or W
	Turn      string // the seat to act, "" when none
	TurnName  string
	MyTurn    bool // the player acts now (for dummy's cards too, as declarer)
	Auction   bool // the auction is on
	Playing   bool // the play is on (no claim pending or contested)
	IsDummy   bool // the player is dummy: declarer plays his cards
	Calls     []callButton
	Pad       []struct{}     // empty cells before the first bid: its strain's column
	AnyBids   [][]callButton // the whole box behind the fold: 7 rows of 5, 1C ... 7NT
	AnyCalls  []callButton   // Pass, X, XX
	MayChange bool           // he has called: the fold offers a change of call (Law 25)
	Now       *playHand      // the hand to play from now
	Later     []playHand     // the hands whose cards he may play out of turn
	Partner   []aboutCall    // partner's calls: to alert or explain
	Own       []aboutCall    // the side's calls: an explanation to correct
	Others    []aboutCall    // the opponents' calls: to ask about
	Asks      []seatChoice
	Claimer   string // the seat whose claim is pending, "" when none
	ClaimText string // "Play is suspended: South has claimed or conceded"
	Contested string // "South's claim is contested: ..." (Law 70), "" when none
	PlayOn    string // "NS have agreed to play on: ..." (Law 68D2(b)), "" when no side has
	PlayedOn  bool   // the player's side has agreed to play on: no button to agree again
	Accept    bool   // the player may agree to the pending claim (Law 69A)
	Object    bool   // the player may object to it (Laws 68B2, 70)
	Choices   []choiceItem
}

// playHand is a hand whose cards the player plays: his own, or dummy's.
type playHand struct {
	Actor string // the seat whose card it is
	Title string // "Cards of North"
	Suits []cardRow
}

// aboutCall is a call of the auction to alert, explain or ask about.
type aboutCall struct {
	Call string // the log form: 2D
	Text string // as the page says it: "North 2♦"
	Last bool   // the last of its list
}

// playPanel builds the action area of seat's page.
func (s *Server) playPanel(tv TableView, lang string, seat bridge.Seat) *playPanel {
	me := seat.String()
	q := url.Values{"seat": {me}, "lang": {lang}}.Encode()
	p := &playPanel{Action: fmt.Sprintf("/tables/%d/act?%s", tv.ID, q), Events: fmt.Sprintf("/tables/%d/events?%s", tv.ID, q),
		Seat: me, Turn: tv.Turn, Auction: tv.Phase == "auction"}
	if tv.Turn != "" {
		p.TurnName = seatOrSide(lang, tv.Turn)
	}
	p.IsDummy = tv.Dummy == me && tv.DummyVisible
	p.Claimer = tv.Claimer
	p.Playing = tv.Phase == "play" && tv.Claimer == "" && tv.ClaimContested == ""
	if tv.ClaimContested != "" {
		// Play stays suspended (Law 68D): no claim form (a second claim
		// is refused) and no cards until the Director rules.
		p.Contested = catalog.Text(lang, "web.claim-contested", map[string]string{"seat": seatOrSide(lang, tv.ClaimContested)})
	}
	for _, d := range tv.PlayOn {
		// One side has agreed to play on (Law 68D2(b)): the claim
		// stands until the other side agrees too.
		p.PlayOn = catalog.Text(lang, "web.play-on-agreed", map[string]string{"side": seatOrSide(lang, d)})
		p.PlayedOn = p.PlayedOn || d == seat.Side().String()
	}
	// Whose cards the player taps now: his own; as declarer, dummy's when
	// dummy is to play (Law 45B).
	actor := me
	if tv.Declarer == me && tv.Turn == tv.Dummy && tv.DummyVisible {
		actor = tv.Dummy
	}
	p.MyTurn = tv.Turn != "" && tv.Turn == actor && !p.IsDummy
	if p.Auction && p.MyTurn {
		p.Calls = legalCalls(tv, seat, lang)
		for _, c := range p.Calls {
			if b, err := bridge.ParseCall(c.Call); err == nil && b.IsBid() {
				p.Pad = make([]struct{}, int(b.Strain()))
				break
			}
		}
	}
	if callsOpen(tv) {
		p.AnyBids, p.AnyCalls = boxButtons(lang)
		for _, c := range tv.Auction {
			p.MayChange = p.MayChange || (c.Seat == me && c.Call != "")
		}
	}
	if p.Playing && !p.IsDummy {
		for _, h := range tv.Hands {
			mine := h.Seat == me || (h.Seat == tv.Dummy && tv.Declarer == me && tv.DummyVisible)
			if !mine || !h.Visible || h.Count == 0 {
				continue
			}
			ph := playHand{Actor: h.Seat, Title: catalog.Text(lang, "web.cards-of", map[string]string{"seat": seatOrSide(lang, h.Seat)}), Suits: cardRows(h, lang, false)}
			if p.MyTurn && h.Seat == actor {
				p.Now = &ph
			} else {
				p.Later = append(p.Later, ph)
			}
		}
	}
	partner := seat.Partner().String()
	for _, c := range tv.Auction {
		if c.Call == "" || c.Status == "skipped" {
			continue
		}
		cs, err := bridge.ParseSeat(c.Seat)
		if err != nil {
			continue
		}
		ac := aboutCall{Call: c.Call, Text: catalog.Seat(lang, cs) + " " + callText(lang, c.Call)}
		switch {
		case c.Seat == partner:
			p.Partner = append(p.Partner, ac)
			p.Own = append(p.Own, ac)
		case c.Seat == me:
			p.Own = append(p.Own, ac)
		default:
			p.Others = append(p.Others, ac)
		}
	}
	for _, l := range [][]aboutCall{p.Partner, p.Own, p.Others} {
		if len(l) > 0 {
			l[len(l)-1].Last = true
		}
	}
	if p.Playing {
		for _, x := range bridge.Seats() {
			// Dummy asks declarer only (Law 61B2); nobody asks dummy,
			// whose cards are faced.
			if x != seat && x.String() != tv.Dummy && (!p.IsDummy || x.String() == tv.Declarer) {
				p.Asks = append(p.Asks, seatChoice{Seat: x.String(), Name: catalog.Seat(lang, x), Letter: catalog.SeatLetter(lang, x)})
			}
		}
	}
	if tv.Claimer != "" {
		p.ClaimText = catalog.Text(lang, "web.claim-pending", map[string]string{"seat": seatOrSide(lang, tv.Claimer)})
		cl, _ := bridge.ParseSeat(tv.Claimer)
		// The other side agrees or objects (Laws 69A, 70); a defender's
		// partner may object to his concession (68B2).
		p.Accept = cl.Side() != seat.Side()
		p.Object = p.Accept || (cl == seat.Partner() && tv.Declarer != tv.Claimer && tv.Dummy != tv.Claimer)
	}
	for _, r := range tv.Rulings {
		if !r.AwaitsChoice || (r.Chooser != me && r.Chooser != seat.Side().String()) {
			continue
		}
		it := choiceItem{Seq: r.Seq, LawText: r.LawText, Explanation: r.Explanation, Chooser: seatOrSide(lang, r.Chooser)}
		for _, o := range r.Options {
			it.Options = append(it.Options, optionButton{Line: r.Chooser + " choose " + o, Label: optionLabel(lang, o)})
		}
		p.Choices = append(p.Choices, it)
	}
	return p
}

// callsOpen reports whether a player may still make a call or change one:
// the auction period, until the opening lead is faced (Law 17D; a call
// after the final pass is ruled by Law 39, a change by 25A5), or after an
// auction passed out.
func callsOpen(tv TableView) bool {
	switch tv.Phase {
	case "auction", "passed-out":
		return true
	case "play":
		return !tv.DummyVisible && tv.Current == nil && len(tv.Tricks) == 0 && tv.Claimer == "" && tv.ClaimContested == ""
	}
	return false
}

// boxButtons are the 38 calls of a bidding box: the 35 bids in rows of
// five (1C ... 7NT) and Pass, X, XX.
func boxButtons(lang string) (bids [][]callButton, calls []callButton) {
	for level := 1; level <= 7; level++ {
		var row []callButton
		for _, st := range bridge.Strains() {
			c := bridge.Bid(bridge.Level(level), st)
			row = append(row, callButton{Call: c.String(), HTML: callHTML(lang, c.String()),
				Label: strconv.Itoa(level) + " " + catalog.Strain(lang, st)})
		}
		bids = append(bids, row)
	}
	for _, c := range []bridge.Call{bridge.Pass, bridge.Double, bridge.Redouble} {
		calls = append(calls, callButton{Call: c.String(), HTML: template.HTML(template.HTMLEscapeString(catalog.Call(lang, c))), Label: catalog.Call(lang, c)})
	}
	return bids, calls
}

// callText is a call of the log form ("2D", "Pass") in lang, plain text:
// a bid's suit as its symbol.
func callText(lang, text string) string {
	c, err := bridge.ParseCall(text)
	if err != nil {
		return text
	}
	if !c.IsBid() {
		return catalog.Call(lang, c)
	}
	if su, ok := c.Strain().Suit(); ok {
		return strconv.Itoa(int(c.Level())) + su.Symbol()
	}
	return strconv.Itoa(int(c.Level())) + " " + catalog.Strain(lang, c.Strain())
}

// isBid reports whether a call of the log form is a bid (1C ... 7NT).
func isBid(text string) bool {
	c, err := bridge.ParseCall(text)
	return err == nil && c.IsBid()
}

// cardRows are a visible hand's cards by suit, spades first, each a
// button; a void suit is a row of its own when voids is set (the
// Director's page), left out otherwise (a player's page).
func cardRows(h HandView, lang string, voids bool) []cardRow {
	by := map[bridge.Suit][]cardButton{}
	for _, code := range h.Cards {
		c, err := bridge.ParseCard(code)
		if err != nil {
			continue
		}
		by[c.Suit()] = append(by[c.Suit()], cardButton{Card: c.String(), Symbol: c.Suit().Symbol(), Class: suitClass[c.Suit()], Rank: rankIn(lang, c), Label: catalog.Suit(lang, c.Suit()) + " " + rankIn(lang, c)})
	}
	var out []cardRow
	for _, su := range bridge.SuitsDown() {
		if voids || len(by[su]) > 0 {
			out = append(out, cardRow{Symbol: su.Symbol(), Class: suitClass[su], Name: catalog.Suit(lang, su), Cards: by[su]})
		}
	}
	return out
}

// legalCalls are the calls seat may make now (Laws 18-19, by the strict
// auction of package auction over the standing calls), each a button; all
// 38 when the standing auction is not one a strict auction reaches (after
// an irregularity the engine accepted: the engine rules what is called).
func legalCalls(tv TableView, seat bridge.Seat, lang string) []callButton {
	var calls []bridge.Call
	if dealer, err := bridge.ParseSeat(tv.Dealer); err == nil {
		if a, err := auction.New(dealer); err == nil {
			ok := true
			for _, c := range tv.Auction {
				if !c.Standing {
					continue
				}
				cs, err1 := bridge.ParseSeat(c.Seat)
				call, err2 := bridge.ParseCall(c.Call)
				if err1 != nil || err2 != nil || a.Call(cs, call) != nil {
					ok = false
					break
				}
			}
			if ok && a.Turn() == seat {
				calls = a.LegalCalls()
			}
		}
	}
	if calls == nil {
		calls = append(calls, bridge.Pass, bridge.Double, bridge.Redouble)
		for level := 1; level <= 7; level++ {
			for _, st := range bridge.Strains() {
				calls = append(calls, bridge.Bid(bridge.Level(level), st))
			}
		}
	}
	var out []callButton
	for _, c := range calls {
		b := callButton{Call: c.String(), HTML: callHTML(lang, c.String()), Label: catalog.Call(lang, c)}
		if c.IsBid() {
			b.Label = strconv.Itoa(int(c.Level())) + " " + catalog.Strain(lang, c.Strain())
		}
		out = append(out, b)
	}
	return out
}

// statementText is a statement typed or dictated with its lines joined
// (a text area or a dictation breaks them; the log holds one line); every
// other character stays as said (Law 68C). quoteStatement quotes it.
func statementText(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// quoteStatement is a statement, a reason or an explanation as the table
// log quotes it: a Go-quoted string (backslash escapes, docs/table-log.md),
// which the log reader unquotes to the text itself. The JSON API and the
// pages' forms both write it (one quoting, so a '"' or a '\' is kept).
func quoteStatement(s string) string {
	return strconv.Quote(s)
}

// aboutLine writes an alert, an explanation, its correction or a question
// about a call ("about"): "S alert 2D", "N explain 2D \"transfer\"", "W
// question 2D" (or "W question", the whole auction, when about is
// empty; Laws 20F, 40B, 75).
func aboutLine(verb string) func(string, url.Values) (string, error) {
	return func(seat string, f url.Values) (string, error) {
		about := strings.TrimSpace(f.Get("about"))
		if about == "" && verb == "question" {
			return seat + " question", nil
		}
		c, err := bridge.ParseCall(about)
		if err != nil {
			return "", bad("%s: the call %q: %v", verb, about, err)
		}
		line := seat + " " + verb + " " + c.String()
		if verb == "explain" || verb == "correct" {
			text := statementText(f.Get("text"))
			if text == "" {
				return "", bad("%s %s: write the explanation", verb, c)
			}
			line += " " + quoteStatement(text)
		}
		return line, nil
	}
}
