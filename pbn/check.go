package pbn

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"bridgelaw/auction"
	"bridgelaw/bridge"
	"bridgelaw/play"
)

// Check checks the game against the PBN 2.1 format and returns what it
// finds, in no particular order, with File empty (Read, which checks every
// game, fills it): tag values in the syntax of their tags (sections 3.4,
// 4); the tags the auction and play sections need (section 3.1, as
// warnings: a lenient reader goes on without them); the deal's card counts
// (section 3.4.11); a Declarer or Result on a board the tags say was
// passed out (sections 3.4.13-3.4.15); the marks of the sections ("^I" on a bid only, one
// "^L" a trick, no "^R" on a lead, no card played twice; sections 3.5,
// 3.6, 3.9); notes and annotations (sections 3.5.4-3.7). It makes no
// finding about the Laws: package laws replays the auction and the play of
// the game's record (Game.Record) and compares them with the tags.
func (g *Game) Check() []*ParseError { return g.check() }

type checker struct {
	g     *Game
	probs []*ParseError
}

func (c *checker) add(pos Pos, warning bool, err error) {
	c.probs = append(c.probs, &ParseError{Line: pos.Line, Column: pos.Column, Err: err, Warning: warning})
}

func (c *checker) errorf(pos Pos, sentinel error, format string, args ...any) {
	c.add(pos, false, wrap(sentinel, nil, format, args...))
}

func (g *Game) check() []*ParseError {
	g = g.sane()
	c := &checker{g: g}
	for _, t := range g.Tags {
		if t.Written() {
			c.tagValue(t)
		}
	}
	for _, s := range g.Sections {
		if _, err := s.Table(); err != nil && tableNames[s.Tag.Name] && len(s.Rows) > 0 {
			c.add(s.Tag.Pos, true, err) // the elements do not fill the rows (section 5.2)
		}
	}
	c.auction()
	c.passedOutTags()
	c.play()
	return c.probs
}

// tagValue checks a written tag's value against the syntax of its tag.
func (c *checker) tagValue(t *Tag) {
	v := t.Value
	var err error
	warning := false
	switch t.Name {
	case "Board":
		_, err = ParseBoard(v)
	case "Dealer":
		_, err = ParseSeat(v)
	case "Vulnerable":
		_, err = ParseVulnerable(v)
	case "Deal":
		c.deal(t)
		return
	case "Declarer":
		_, _, err = ParseDeclarer(v)
	case "Contract":
		_, err = ParseContract(v)
		if err != nil {
			if _, serr := ParseStrain(v); serr == nil {
				err = nil // an end position (section 3.10)
			}
		}
	case "Result":
		_, err = ParseResult(v)
	case "Score", "OptimumScore":
		_, err = parseScore(t.Name, v, false)
	case "ScoreIMP", "ScoreMP":
		_, err = parseScore(t.Name, v, true)
	case "ScorePercentage":
		var s Score
		s, err = parseScore(t.Name, v, true)
		if err == nil && (s.NS < 0 || s.NS > 100 || s.EW < 0 || s.EW > 100 || s.Declarer < 0 || s.Declarer > 100) {
			err = badValue(t.Name, v, "a percentage runs from 0 to 100")
		}
	case "ScoreRubber":
		err = checkRubber(v)
	case "DoubleDummyTricks":
		_, err = ParseDoubleDummyTricks(v)
	case "ParContract":
		_, err = ParseParContract(v)
		warning = true
	case "Date", "EventDate", "UTCDate":
		err, warning = checkPattern(t.Name, v, "dddd.dd.dd", "want YYYY.MM.DD, ? for unknown digits"), true
	case "Time", "UTCTime":
		err, warning = checkPattern(t.Name, v, "dd:dd:dd", "want HH:MM:SS"), true
	case "Round":
		err, warning = checkRound(v), true
	case "Room":
		err, warning = checkWords(t.Name, v, "Open", "Closed"), true
	case "FrenchMP":
		err, warning = checkWords(t.Name, v, "Yes", "No"), true
	case "Hidden":
		if strings.Trim(v, "WNES") != "" {
			err = badValue(t.Name, v, "want seat letters W, N, E, S")
		}
		warning = true
	}
	if err != nil && !errors.Is(err, ErrUnknownValue) && !errors.Is(err, ErrInappropriate) {
		c.probs = append(c.probs, &ParseError{Line: t.Pos.Line, Column: t.Pos.Column, Err: err, Warning: warning, Tag: t.Name})
	}
}

// checkPattern checks v against a pattern where d is a digit or "?" (PBN 2.1
// sections 3.4.3, 4.5.1); "?" and "" pass.
func checkPattern(tag, v, pattern, want string) error {
	if v == "?" || v == "" {
		return nil
	}
	ok := len(v) == len(pattern)
	for i := 0; ok && i < len(v); i++ {
		if pattern[i] == 'd' {
			ok = v[i] >= '0' && v[i] <= '9' || v[i] == '?'
		} else {
			ok = v[i] == pattern[i]
		}
	}
	if !ok {
		return badValue(tag, v, want)
	}
	return nil
}

// checkRound checks a Round value: indicators of letters, digits and "_"
// separated by periods (PBN 2.1 section 4.4.4).
func checkRound(v string) error {
	if v == "?" || v == "" {
		return nil
	}
	for _, part := range strings.Split(v, ".") {
		if part == "" || strings.IndexFunc(part, func(r rune) bool { return r > 127 || !isNameChar(byte(r)) }) >= 0 {
			return badValue("Round", v, "want letters, digits and _ in parts separated by periods")
		}
	}
	return nil
}

func checkWords(tag, v string, words ...string) error {
	if v == "?" || v == "" {
		return nil
	}
	for _, w := range words {
		if v == w {
			return nil
		}
	}
	return badValue(tag, v, "want "+strings.Join(words, " or "))
}

// checkRubber checks a ScoreRubber value: the five forms of Score with
// "above/below" for the number (PBN 2.1 section 4.2.5).
func checkRubber(v string) error {
	if v == "?" || v == "" {
		return nil
	}
	s := strings.Join(strings.Fields(v), " ")
	s = strings.ReplaceAll(strings.ReplaceAll(s, " /", "/"), "/ ", "/")
	f := strings.Fields(s)
	num := func(t string) bool {
		a, b, ok := strings.Cut(t, "/")
		_, e1 := strconv.ParseUint(a, 10, 32)
		_, e2 := strconv.ParseUint(b, 10, 32)
		return ok && e1 == nil && e2 == nil
	}
	bad := badValue("ScoreRubber", v, "want above/below, alone or after NS or EW")
	switch len(f) {
	case 1:
		if num(f[0]) {
			return nil
		}
	case 2, 4:
		for i := 0; i < len(f); i += 2 {
			if (f[i] != "NS" && f[i] != "EW") || !num(f[i+1]) {
				return bad
			}
		}
		return nil
	}
	return bad
}

// deal checks a Deal value: syntax, single spaces, hands of 13 cards (or of
// equal length in an end position), no card twice (section 3.4.11, Law 6).
func (c *checker) deal(t *Tag) {
	h, err := ParseDeal(t.Value)
	if err != nil {
		if !errors.Is(err, ErrUnknownValue) && !errors.Is(err, ErrInappropriate) {
			c.add(t.Pos, false, err)
		}
		return
	}
	if _, rest, _ := strings.Cut(strings.TrimSpace(t.Value), ":"); strings.Contains(rest, "  ") || strings.ContainsAny(rest, "\t\v") || rest != strings.TrimSpace(rest) {
		c.add(t.Pos, true, badValue("Deal", t.Value, "hands are separated by single spaces"))
	}
	if countKnown(h.Known) == 0 {
		c.errorf(t.Pos, ErrDeal, "Deal %q gives no hand", t.Value)
		return
	}
	if problems := dealProblems(h); len(problems) > 0 {
		c.errorf(t.Pos, ErrDeal, "Deal %q: %s", t.Value, strings.Join(problems, "; "))
	}
}

// dealProblems lists what keeps the hands given from being a deal: a card
// in two hands, a hand whose length is not 13, or, in an end position, not
// that of the longest hand given (section 3.4.11, 3.10).
func dealProblems(h Hands) []string {
	var seen bridge.CardSet
	var problems []string
	maxLen := 0
	for _, s := range bridge.Seats() {
		if !h.Known[s] {
			continue
		}
		for card := range (seen & h.Hands[s]).Cards() {
			holder, _ := h.Hands.Holder(card)
			problems = append(problems, fmt.Sprintf("%s is in both %s's and %s's hands", card, holder.Name(), s.Name()))
		}
		seen |= h.Hands[s]
		maxLen = max(maxLen, h.Hands[s].Len())
	}
	want := min(maxLen, 13) // 13, or the length of an end position (section 3.10)
	for _, s := range bridge.Seats() {
		if n := h.Hands[s].Len(); h.Known[s] && n != want {
			problems = append(problems, fmt.Sprintf("%s has %d cards, not %d", s.Name(), n, want))
		}
	}
	return problems
}

// auction checks the auction section's notes and marks, and that the
// game has the Dealer tag an auction needs (section 3.1; a warning).
func (c *checker) auction() {
	a := c.g.Auction
	if a == nil {
		return
	}
	c.items(a.Calls, a.Notes, false)
	if c.g.findTag("Dealer") == nil {
		c.add(a.Tag.Pos, true, wrap(ErrMissingTag, nil, "an Auction section needs a Dealer tag"))
	}
	if _, err := a.First(); err != nil {
		c.add(a.Tag.Pos, false, err)
		return
	}
	called := false
	for _, it := range a.Calls {
		switch {
		case it.Kind == ItemDash && called:
			c.errorf(it.Pos, ErrAuction, "'-' after the first call")
		case it.Kind != ItemDash:
			called = true
		}
	}
}

// replayAuction replays the auction section in strict mode from the
// dealer, accepting the irregularities marked "^I" and "^S" (PBN 2.1
// sections 3.5, 3.9): it gives the contract once the auction has ended, or
// the first problem and where it stands. Without a dealer it gives nothing.
func (g *Game) replayAuction() (contract bridge.Contract, ended bool, pos Pos, err error) {
	a := g.Auction
	first, err := a.First()
	if err != nil {
		return contract, false, a.Tag.Pos, err
	}
	dealer, derr := g.Dealer()
	if derr != nil {
		return contract, false, Pos{}, nil
	}
	calls := a.Calls
	dashes := 0
	for dashes < len(calls) && calls[dashes].Kind == ItemDash {
		dashes++
	}
	if want := int(dealer-first) & 3; dashes != want {
		pos := a.Tag.Pos
		if dashes < len(calls) {
			pos = calls[dashes].Pos
		}
		return contract, false, pos, wrap(ErrAuction, nil, "the auction starts with %s and the dealer is %s: want %d '-' before the first call, not %d", first.Name(), dealer.Name(), want, dashes)
	}
	au, err := auction.New(dealer)
	if err != nil {
		return contract, false, a.Tag.Pos, wrap(ErrAuction, err, "no auction from dealer %d", dealer)
	}
loop:
	for _, it := range calls[dashes:] {
		seat := au.Turn()
		switch it.Kind {
		case ItemDash:
			return contract, false, it.Pos, wrap(ErrAuction, nil, "'-' after the first call")
		case ItemSkip:
			err = au.Skip()
		case ItemAllPass:
			if au.Ended() {
				err = fmt.Errorf("AP: %w", auction.ErrAuctionEnded)
			}
			for !au.Ended() {
				_ = au.Call(au.Turn(), bridge.Pass)
			}
		case ItemCall:
			if it.Mark == Insufficient {
				if au.Check(seat, it.Call) == nil {
					return contract, false, it.Pos, wrap(ErrAuction, nil, "^I marks %s by %s as insufficient, but it is sufficient", it.Call, seat.Name())
				}
				err = au.AcceptInsufficient(it.Call)
			} else {
				err = au.Call(seat, it.Call)
			}
		default: // "+", "*" or a call not read
			break loop
		}
		if err != nil {
			return contract, false, it.Pos, wrap(ErrAuction, err, "%s by %s", it.Text, seat.Name())
		}
	}
	contract, ended = au.Contract()
	return contract, ended, Pos{}, nil
}

// items checks the notes of a section and the annotations of its items.
func (c *checker) items(items []Item, notes []*Tag, play bool) {
	have := map[int]bool{}
	for _, t := range notes {
		idx, _, ok := splitNote(t.Value)
		switch {
		case !ok:
			c.errorf(t.Pos, ErrNote, "Note %q: want an index 1-32, a colon and the text", t.Value)
			continue
		case idx < 1 || idx > 32:
			c.errorf(t.Pos, ErrNote, "Note %q: the index runs from 1 to 32", t.Value)
		case have[idx]:
			c.errorf(t.Pos, ErrNote, "note %d given twice", idx)
		}
		have[idx] = true
	}
	used := map[int]bool{}
	what, lo, own := "call", 1, 13
	if play {
		what, lo, own = "card", 7, 14
	}
	for _, it := range items {
		if it.Note != 0 {
			used[it.Note] = true
			if !have[it.Note] {
				c.errorf(it.Pos, ErrNote, "no note for =%d= after %q", it.Note, it.Text)
			}
		}
		quality := 0
		for _, n := range it.NAGs {
			switch {
			case n >= lo && n < lo+6:
				quality++
			case n >= 1 && n <= 14 && n != own:
				c.errorf(it.Pos, ErrNAG, "$%d is not for a %s", n, what)
			}
		}
		if quality > 1 {
			c.errorf(it.Pos, ErrNAG, "%d quality marks on %q, at most one", quality, it.Text)
		}
		if it.Mark == Insufficient && (it.Kind != ItemCall || !it.Call.IsBid()) {
			c.errorf(it.Pos, ErrAuction, "^I before %q, which is not a bid", it.Text)
		}
	}
	for _, t := range notes {
		if idx, _, ok := splitNote(t.Value); ok && !used[idx] {
			c.add(t.Pos, true, wrap(ErrNote, nil, "note %d is not referred to", idx))
		}
	}
}

// passedOutTags reports a Declarer naming a seat on a board that the
// Contract tag says was passed out ("Pass"), and a Result with a value on a
// board the Contract or Declarer ("") tag says was passed out (sections
// 3.4.13-3.4.15): the tags disagree among themselves. The tags against the
// auction and the play are for package laws.
func (c *checker) passedOutTags() {
	g := c.g
	dt, ct, rt := g.findTag("Declarer"), g.findTag("Contract"), g.findTag("Result")
	passed := ct != nil && strings.EqualFold(strings.TrimSpace(ct.Value), "pass")
	if passed && dt != nil && dt.Value != "" && dt.Value != "?" {
		c.errorf(dt.Pos, ErrInconsistent, "Declarer %q on a passed-out board (want \"\")", dt.Value)
	}
	if dt != nil && dt.Value == "" && (ct == nil || ct.Value != "") {
		passed = true
	}
	if passed && rt != nil && rt.Value != "" && rt.Value != "?" {
		c.errorf(rt.Pos, ErrInconsistent, "Result %q on a passed-out board (want \"\")", rt.Value)
	}
}

// play checks the play section's notes and marks, that the game has the
// tags a play section needs (section 3.1; warnings), and that no card is
// played twice and no lead is marked as a revoke (sections 3.6, 3.9).
// Whether each card was held, followed suit and was played in turn is for
// package laws.
func (c *checker) play() {
	g := c.g
	p := g.Play
	if p == nil {
		return
	}
	c.items(p.Cards, p.Notes, true)
	for _, n := range []string{"Deal", "Declarer", "Contract"} {
		if g.findTag(n) == nil {
			c.add(p.Tag.Pos, true, wrap(ErrMissingTag, nil, "a Play section needs a %s tag", n))
		}
	}
	leader, err := p.First()
	if err != nil {
		c.add(p.Tag.Pos, false, err)
		return
	}
	strain, serr := g.Strain()
	w := walkPlay(p.Cards, leader, strain, serr == nil)
	var played bridge.CardSet
	for _, tr := range w.tricks {
		if tr.twoLeads >= 0 {
			c.errorf(tr.items[tr.twoLeads].Pos, ErrPlay, "two leads out of turn marked in one trick")
		}
		for k, s := range tr.order {
			it := tr.items[s]
			if it == nil || it.Kind != ItemCard {
				continue
			}
			if played.Has(it.Card) {
				c.errorf(it.Pos, ErrPlay, "%s played twice", it.Card)
				continue
			}
			played = played.With(it.Card)
			if k == 0 && tr.leaderKnown && it.Mark == Revoke {
				c.errorf(it.Pos, ErrPlay, "^R on the lead %s: a lead is never a revoke", it.Card)
			}
		}
	}
}

// playTrick is one trick of a play section: its items by seat (nil for a
// position not given), the seats in the order they played, and who led.
type playTrick struct {
	items       bridge.BySeat[*Item]
	order       [4]bridge.Seat
	n           int // positions given, 1-4
	leaderKnown bool
	proper      int // the seat on lead (-1 unknown)
	lot         int // the seat of the "^L" card, -1 when none
	twoLeads    int // the seat of a second "^L" card, -1 when none
	winner      int // -1 unknown
}

type playWalk struct {
	tricks   []playTrick
	won      bridge.BySide[int] // tricks won, counting those whose winner is known
	complete int                // tricks of four known cards with known winners, from the first
}

// walkPlay cuts the play items into tricks of four positions in column
// order from first (PBN 2.1 section 3.6), finds who led each (the winner
// of the trick before, or the card marked "^L") and, with the strain, who
// won it. Items after "*" and "+" ... are positions too; "*" ends.
func walkPlay(items []Item, first bridge.Seat, strain bridge.Strain, strainKnown bool) playWalk {
	var w playWalk
	proper := int(first)
	var cur playTrick
	col := 0
	flush := func() {
		if col == 0 {
			return
		}
		cur.n, cur.proper, cur.winner, cur.lot, cur.twoLeads = col, proper, -1, -1, -1
		for k := range 4 {
			s := first.Add(k)
			if it := cur.items[s]; it != nil && it.Mark == LeadOutOfTurn {
				if cur.lot >= 0 {
					cur.twoLeads = int(s)
					continue
				}
				cur.lot = int(s)
			}
		}
		leader := proper
		if cur.lot >= 0 {
			leader = cur.lot
		}
		cur.leaderKnown = leader >= 0
		if leader < 0 {
			leader = int(first)
		}
		for k := range 4 {
			cur.order[k] = bridge.Seat(leader).Add(k)
		}
		var cards [4]bridge.Card
		all := cur.leaderKnown && strainKnown && col == 4
		for k, s := range cur.order {
			if it := cur.items[s]; it != nil && it.Kind == ItemCard {
				cards[k] = it.Card
			} else {
				all = false
			}
		}
		proper = -1
		if all {
			win := play.Winner(bridge.Seat(leader), cards, strain)
			cur.winner, proper = int(win), int(win)
			w.won[win.Side()]++
			if w.complete == len(w.tricks) {
				w.complete++
			}
		}
		w.tricks = append(w.tricks, cur)
		cur, col = playTrick{}, 0
	}
	for i := range items {
		it := &items[i]
		if it.Kind == ItemEnd {
			break
		}
		cur.items[first.Add(col)] = it
		col++
		if col == 4 {
			flush()
		}
	}
	flush()
	return w
}
