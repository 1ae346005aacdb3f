package lin

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"bridgelaw/auction"
	"bridgelaw/bridge"
	"bridgelaw/play"
	"bridgelaw/record"
)

// Record converts the board into the format-neutral hand record:
//
//   - md: the hands (HandKnown for each hand written; a missing fourth hand
//     is completed when the other three hold 13 cards each) and the dealer;
//   - sv: the vulnerability;
//   - ah "Board 12" (also "Board+12") or else qx "o12": the board number;
//     another heading is kept in Title. A "Board" heading without a number
//     1 or more ("Board 0", "Board -5"), or another heading on a board that
//     no qx numbers ("Bored"), is an error (ErrBoardNumber), the heading
//     kept in Title;
//   - qx: the room (o = "Open", c = "Closed");
//   - vg: Event (field 1), Stage (the segment, field 2), Scoring (field 3:
//     I, P or B as written, PBN's words IMP, MP, BAM read as those letters), HomeTeam and HomeCarryOver (team 1 and its
//     carry-over, fields 6 and 7), VisitTeam and VisitCarryOver (fields 8
//     and 9);
//   - pn: the players. With an 8-name list in force (the vugraph header) and
//     the room known, the names of that room are taken, even when the board
//     has its own 4-name pn (bridgetrainer-41284.lin repeats the open room's
//     names there; its PBN twin and bridge-bots take the header);
//   - mb, an: the calls from the dealer (AuctionStart), with Alert ("!")
//     and Explanation (several an pairs for one call are joined by "; ");
//     AuctionEnded when the calls end the auction;
//   - pc: the plays in the order played, each with its seat: declarer's
//     left-hand opponent leads, then each trick's winner (play.Winner) in
//     the strain of the contract the auction reaches (replayed with package
//     auction), else the rs contract; with no contract the seat is the
//     holder of the card in the deal;
//   - mc: ClaimTricks (declarer's total tricks; the last mc counts);
//   - rs: Contract, Declarer and Result from this board's entry: the one
//     entry of an rs pair among the board's own pairs, else entry
//     2*(n-first)+room of the rs list in force, where n is the qx board
//     number, first the vg first board, room 0 open and 1 closed.
//
// Only the first md, sv, ah and qx of a board count. Source is "file:line"
// of the board's qx, else its md. Unknown keys, commentary (nt) and page
// breaks (pg) are not carried. The errors are *ParseError values for the
// values that could not be read (the rest of the board is still
// converted), ErrPlay when the cards cannot be given to seats, and
// ErrIncomplete when the play stops before the 52nd card with no claim (mc)
// after it (LIN has no mark for an unfinished play: the record may be cut
// short; the cards are kept); an illegal auction is not an error here
// (laws.ReplayRecord reports it). Record never panics; a nil b gives an empty
// record (record.New).
func (b *Board) Record() (*record.Record, []error) {
	if b == nil {
		b = &Board{}
	}
	c := &converter{b: b, r: record.New()}
	c.scanHeader()
	c.scan()
	c.players()
	c.result()
	c.auction()
	c.plays()
	c.unfinished()
	return c.r, c.errs
}

// converter holds the state of one Record call.
type converter struct {
	b    *Board
	r    *record.Record
	errs []error

	// The header in force: vugraph header, 8-name players, result list.
	vg      vgValue
	vgKnown bool
	names8  []string
	rsList  Token
	rsKnown bool

	ownRS    []string // the entries of the board's own rs pair(s)
	ownNames []string // the board's own 4-name pn
	qxBoard  int
	cards    []bridge.Card
	cardToks []Token
	// cardBroken: the play stops at a card that could not be read.
	cardBroken bool
	// titleTok is the ah pair of a heading other than "Board N".
	titleTok Token
	contract bridge.Contract
	hasContr bool
	rsEntry  rsEntry
	// The explanations (an) of call explOf not yet joined into its
	// Explanation.
	expl   []string
	explOf int
}

func (c *converter) fail(t Token, sentinel error, format string, args ...any) {
	c.errs = append(c.errs, errAt(c.b.File, t, sentinel, format, args...))
}

// scanHeader reads the inherited file-level pairs.
func (c *converter) scanHeader() {
	for _, t := range c.b.Header {
		c.header(t, false)
	}
}

// header reads a file-level pair; own reports whether it is the board's.
func (c *converter) header(t Token, own bool) {
	switch t.Key {
	case "vg":
		g, err := parseVG(t.Value)
		if err != nil && own {
			c.fail(t, ErrHeader, "%v", err)
		}
		c.vg, c.vgKnown = g, true
		c.r.Event, c.r.Scoring, c.r.Stage = g.event, linScoring(g.scoring), g.segment
		c.r.HomeTeam, c.r.HomeCarryOver, c.r.VisitTeam, c.r.VisitCarryOver = g.team1, g.carry1, g.team2, g.carry2
	case "pn":
		names, err := parsePN(t.Value)
		if err != nil && own {
			c.fail(t, ErrNames, "%v", err)
		}
		if len(names) >= 8 {
			c.names8 = names
		} else if own && c.ownNames == nil {
			c.ownNames = names
		}
	case "rs":
		if own && !strings.Contains(t.Value, ",") {
			c.ownRS = []string{t.Value}
		} else {
			c.rsList, c.rsKnown = t, true
		}
		if own {
			for _, e := range strings.Split(t.Value, ",") {
				if _, err := parseRS(e); err != nil {
					c.fail(t, ErrResult, "%v", err)
				}
			}
		}
	}
}

// onlyFirst are the keys of which only the first pair of a board counts.
var onlyFirst = map[string]bool{"md": true, "sv": true, "ah": true, "qx": true}

// boardHeading matches a heading that gives a board number: "Board", spaces
// or '+', then the number (case ignored), which must be a positive integer.
var boardHeading = regexp.MustCompile(`^(?i)board[ +]*([-+]?[0-9]*)$`)

// scan reads the board's own pairs.
func (c *converter) scan() {
	r := c.r
	seen, callsBroken := map[string]bool{}, false
	for _, t := range c.b.Tokens {
		if onlyFirst[t.Key] {
			if seen[t.Key] {
				continue
			}
			seen[t.Key] = true
		}
		switch t.Key {
		case "vg", "pn", "rs":
			c.header(t, true)
		case "md":
			if r.Source == "" {
				r.Source = c.source(t)
			}
			m, err := parseMD(t.Value)
			if err != nil {
				c.fail(t, ErrDeal, "%v", err)
				continue
			}
			c.setDeal(m)
		case "sv":
			v, err := parseSV(t.Value)
			if err != nil {
				c.fail(t, ErrVulnerability, "%v", err)
				continue
			}
			r.Vulnerability, r.VulnerabilityKnown = v, true
		case "ah":
			m := boardHeading.FindStringSubmatch(strings.TrimSpace(t.Value))
			if m == nil {
				r.Title, c.titleTok = t.Value, t
				continue
			}
			n, err := strconv.Atoi(m[1])
			if err != nil || n < 1 {
				c.fail(t, ErrBoardNumber, "%q: want \"Board\" and a board number 1 or more, e.g. \"Board 12\"", t.Value)
				r.Title = t.Value
				continue
			}
			r.Board = bridge.Board(n)
		case "qx":
			r.Source = c.source(t)
			room, n, err := parseQX(t.Value)
			if err != nil {
				c.fail(t, ErrBoardID, "%v", err)
				continue
			}
			r.Room, c.qxBoard = room, n
		case "mb":
			if callsBroken {
				continue
			}
			call, alert, err := parseMB(t.Value)
			if err != nil {
				c.fail(t, ErrCall, "%v", err)
				callsBroken = true // the calls stop at the first unreadable one
				continue
			}
			r.Calls = append(r.Calls, record.Call{Call: call, Alert: alert})
		case "an":
			if callsBroken {
				continue
			}
			if len(r.Calls) == 0 {
				c.fail(t, ErrAnnotation, "")
				continue
			}
			if t.Value != "" {
				if c.explOf != len(r.Calls)-1 {
					c.explain()
					c.explOf = len(r.Calls) - 1
				}
				c.expl = append(c.expl, t.Value)
			}
		case "pc":
			if len(c.cardToks) > len(c.cards) {
				continue // the play stops at the first unreadable card
			}
			cards, err := parsePC(t.Value)
			if err != nil {
				c.fail(t, ErrCard, "%v", err)
				c.cardToks = append(c.cardToks, t)
				continue
			}
			for _, card := range cards {
				c.cards = append(c.cards, card)
				c.cardToks = append(c.cardToks, t)
			}
		case "mc":
			n, err := parseMC(t.Value)
			if err != nil {
				c.fail(t, ErrClaim, "%v", err)
				continue
			}
			r.ClaimTricks = n
		}
	}
	c.explain()
	if len(c.cardToks) > len(c.cards) {
		c.cardToks = c.cardToks[:len(c.cards)]
		c.cardBroken = true
	}
	if !r.Board.Valid() && c.qxBoard > 0 {
		r.Board = bridge.Board(c.qxBoard)
	}
	if !r.Board.Valid() && r.Title != "" && c.titleTok.Key != "" {
		c.fail(c.titleTok, ErrBoardNumber, "no board number: the heading %q is not \"Board N\", and no qx gives the number", r.Title)
	}
	if r.Source == "" && len(c.b.Tokens) > 0 {
		r.Source = c.source(c.b.Tokens[0])
	}
}

// explain joins the explanations gathered into the Explanation of their
// call, "; " between them.
func (c *converter) explain() {
	if len(c.expl) > 0 {
		c.r.Calls[c.explOf].Explanation = strings.Join(c.expl, "; ")
		c.expl = c.expl[:0]
	}
}

// source names the place of pair t: "file:line".
func (c *converter) source(t Token) string {
	if t.Line == 0 {
		return c.b.File
	}
	return c.b.File + ":" + strconv.Itoa(t.Line)
}

// setDeal stores an md value, completing a missing fourth hand.
func (c *converter) setDeal(m mdValue) {
	r := c.r
	r.Dealer, r.DealerKnown = m.dealer, m.dealerKnown
	r.Hands, r.HandKnown = m.hands, m.given
	known, full := 0, 0
	for _, s := range bridge.Seats() {
		if m.given[s] {
			known++
			if m.hands[s].Len() == 13 {
				full++
			}
		}
	}
	if known == 3 && full == 3 {
		r.Hands = m.hands.Complete()
		r.HandKnown = bridge.BySeat[bool]{true, true, true, true}
	}
}

// players fills in the names (see Record).
func (c *converter) players() {
	names := c.ownNames
	if c.names8 != nil && (names == nil || c.r.Room != "") {
		names = c.names8[:4]
		if c.r.Room == roomClosed {
			names = c.names8[4:8]
		}
	}
	for i, n := range names {
		if i < 4 {
			c.r.Players[linSeats[i]] = n
		}
	}
}

// result fills in the contract and result of the board's rs entry.
func (c *converter) result() {
	var entry string
	switch {
	case c.ownRS != nil:
		entry = c.ownRS[0]
	case c.rsKnown && c.vgKnown && c.vg.first > 0 && c.qxBoard >= c.vg.first && c.r.Room != "":
		i := 2 * (c.qxBoard - c.vg.first)
		if c.r.Room == roomClosed {
			i++
		}
		list := strings.Split(c.rsList.Value, ",")
		if i >= len(list) {
			return
		}
		entry = list[i]
	default:
		return
	}
	e, err := parseRS(entry)
	if err != nil || !e.known {
		return // reported with the rs pair
	}
	r := c.r
	r.Contract, r.ContractKnown = e.contract, true
	r.DeclarerKnown = !e.contract.IsPassedOut()
	r.Result, r.ResultKnown = e.tricks, e.tricksKnown
	c.rsEntry = e
}

// auction replays the calls from the dealer to find the contract.
func (c *converter) auction() {
	r := c.r
	dealer, ok := r.EffectiveDealer()
	if !ok {
		return
	}
	r.AuctionStart = dealer
	if len(r.Calls) == 0 {
		return
	}
	a, err := auction.New(dealer)
	if err != nil {
		return // as without a dealer: no contract from the auction
	}
	for _, call := range r.Calls {
		if a.Ended() || a.Play(call.Call) != nil {
			r.AuctionEnded = auction.Ends(r.BareCalls())
			return
		}
	}
	r.AuctionEnded = a.Ended()
	c.contract, c.hasContr = a.Contract()
}

// unfinished reports a play that stops before the 52nd card with no claim,
// when no card error was reported (an unreadable card, cards with no
// seats): LIN has no mark for an unfinished play, so the record may have
// been cut short.
func (c *converter) unfinished() {
	n := len(c.r.Plays)
	if n == 0 || n >= 52 || c.r.ClaimTricks >= 0 || c.cardBroken {
		return
	}
	where := fmt.Sprintf("after trick %d", n/4)
	if n%4 != 0 {
		where = fmt.Sprintf("at card %d of trick %d", n%4, n/4+1)
	}
	c.fail(c.cardToks[n-1], ErrIncomplete, "it stops %s: is the record cut short?", where)
}

// plays gives each card played its seat (see Record).
func (c *converter) plays() {
	if len(c.cards) == 0 {
		return
	}
	contract, ok := c.contract, c.hasContr
	if !ok && c.rsEntry.known {
		contract, ok = c.rsEntry.contract, true
	}
	if ok && !contract.IsPassedOut() {
		c.playsInTurn(contract)
		return
	}
	deal, err := c.r.Deal()
	if err != nil {
		c.fail(c.cardToks[0], ErrPlay, "no contract and no complete deal")
		return
	}
	for _, card := range c.cards {
		c.r.Plays = append(c.r.Plays, record.Play{Seat: deal.Holder(card), Card: card})
	}
}

// playsInTurn gives the cards to seats in turn: declarer's left-hand
// opponent leads, then the winner of each trick (Law 44G).
func (c *converter) playsInTurn(contract bridge.Contract) {
	leader := contract.OpeningLeader()
	var trick [4]bridge.Card
	for i, card := range c.cards {
		k := i % 4
		trick[k] = card
		c.r.Plays = append(c.r.Plays, record.Play{Seat: leader.Add(k), Card: card})
		if k == 3 {
			leader = play.Winner(leader, trick, contract.Strain)
		}
	}
}
