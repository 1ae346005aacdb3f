package pbn

import (
	"fmt"
	"math"
	"strconv"

	"bridgelaw/auction"
	"bridgelaw/bridge"
	"bridgelaw/record"
)

// Records converts every game of the file (see Game.Record), each with its
// Source set to "name:line". The errors are those of the conversions, each
// prefixed with the game's place.
func (f *File) Records() ([]*record.Record, []error) {
	if f == nil {
		return nil, nil
	}
	out := make([]*record.Record, len(f.Games))
	var errs []error
	for i, g := range f.Games {
		r, es := g.Record()
		r.Source = f.Name + ":" + strconv.Itoa(g.sane().Pos.Line)
		out[i] = r
		for _, e := range es {
			errs = append(errs, fmt.Errorf("%s: %w", r.Source, e))
		}
	}
	return out, errs
}

// Record converts the game to the format-neutral hand record: the board and
// its markings as given (record.Record derives them from the board number
// itself), the hands given, players and event tags ("?" read as ""; the
// teams, Stage and the carry-over tags of FromRecord too), the
// auction from the first call after the "-" placeholders with "AP" spelt
// out as passes, "^S" as a skipped turn, "^I" as an accepted insufficient
// bid, and a call's note as its explanation (and alert); the play in the
// order the cards were played, trick by trick from the leader (the winner
// of the trick before, found with play.Winner in the contract's strain, or
// the card marked "^L"), stopping at the first card not given; a play
// section ended by "*" with a Result is a claim of that many tricks
// (section 3.4.15: Result is declarer's tricks, which after a revoke
// marked "^R" are the count after the Law 64 transfer: then the claim's
// own count is not in the file and ClaimTricks stays -1);
// Contract, Declarer ("^X": DeclarerSwapped), Result as declarer's tricks,
// and Score from North-South's view. A value that cannot be read, and a
// Deal whose hands are not a deal, are left out of the record (the checker,
// Game.Check, reports them); the errors say where the auction or the play
// stops early and why. Source is left empty (see File.Records).
func (g *Game) Record() (*record.Record, []error) {
	g = g.sane()
	r := record.New()
	var errs []error
	// A tag value that cannot be read is left out of the record; the
	// checker (Game.Check, run by Read and Parse) reports it, once.
	keep := func(err error) bool { return err == nil }
	if b, err := g.Board(); keep(err) {
		r.Board = b
	}
	if v, ok := g.Value("Dealer"); ok {
		s, err := ParseSeat(v)
		r.Dealer, r.DealerKnown = s, keep(err)
	}
	if v, ok := g.Value("Vulnerable"); ok {
		x, err := ParseVulnerable(v)
		r.Vulnerability, r.VulnerabilityKnown = x, keep(err)
	}
	if h, err := g.Hands(); keep(err) && len(dealProblems(h)) == 0 {
		// Hands that are not a deal (the checker's ErrDeal) are left
		// unknown: the play, when complete, still shows them.
		r.Hands, r.HandKnown = h.Hands, h.Known
	}
	text := func(name string) string {
		v, _ := g.Value(name)
		if v == "?" {
			return ""
		}
		return v
	}
	for _, s := range bridge.Seats() {
		r.Players[s] = text(s.Name())
	}
	r.Event, r.Site, r.Date, r.Room, r.Scoring, r.Title = text("Event"), text("Site"), text("Date"), text("Room"), text("Scoring"), text("Description")
	r.HomeTeam, r.VisitTeam, r.Stage = text("HomeTeam"), text("VisitTeam"), text("Stage")
	r.HomeCarryOver, r.VisitCarryOver = text("HomeCarryOver"), text("VisitCarryOver")

	if c, err := g.Contract(); err == nil {
		r.Contract, r.ContractKnown = c, true
	} else if _, serr := g.Strain(); serr != nil {
		keep(err) // an end position's strain alone (section 3.10) is no error
	}
	if s, swapped, err := g.Declarer(); keep(err) {
		r.Contract.Declarer, r.DeclarerKnown, r.DeclarerSwapped = s, true, swapped
	}
	res, err := g.Result()
	if keep(err) && res.Declarer >= 0 {
		r.Result, r.ResultKnown = res.Declarer, true
	}
	if s, err := g.Score(); keep(err) {
		if v, ok := s.NSView(); ok {
			r.ScoreNS, r.ScoreKnown = int(math.Round(v)), true
		}
	}
	if a := g.Auction; a != nil {
		errs = append(errs, recordAuction(r, a)...)
	}
	if p := g.Play; p != nil {
		errs = append(errs, g.recordPlay(r, p)...)
		if r.ResultKnown && !res.Disputed && playEnded(p.Cards) && len(r.Plays) < 52 && !(r.ContractKnown && r.Contract.IsPassedOut()) && !revokeMarked(r.Plays) {
			r.ClaimTricks = r.Result
		}
	}
	return r, errs
}

// pbnScoring is a record's scoring as the PBN Scoring tag writes it (PBN
// 2.1 section 3.4.12): LIN's vg letters I, P and B become IMP, MP and BAM;
// any other value is kept.
func pbnScoring(s string) string {
	switch s {
	case "I":
		return "IMP"
	case "P":
		return "MP"
	case "B":
		return "BAM"
	}
	return s
}

// recordTags are the tags Game.Record reads, the table behind RecordTag.
var recordTags = map[string]bool{
	"Board": true, "Dealer": true, "Vulnerable": true, "Deal": true,
	"North": true, "East": true, "South": true, "West": true,
	"Event": true, "Site": true, "Date": true, "Room": true, "Scoring": true, "Description": true,
	"HomeTeam": true, "VisitTeam": true, "Stage": true, "HomeCarryOver": true, "VisitCarryOver": true,
	"Contract": true, "Declarer": true, "Result": true, "Score": true,
	"Auction": true, "Play": true, "Note": true,
}

// RecordTag reports whether Game.Record reads tag name (case matters, as
// in PBN) into the hand record: the board and its markings, the deal, the
// players, the event's words, the contract, declarer, result and score,
// the auction, the play and their notes. A problem in another tag's value
// (ParseError.Tag) changes nothing a replay of the record finds.
func RecordTag(name string) bool { return recordTags[name] }

// revokeMarked reports whether a card played is marked "^R" (section
// 3.9): then a Result after "*" is declarer's tricks after the Law 64
// transfer, not the count claimed, which the file does not give.
func revokeMarked(plays []record.Play) bool {
	for _, p := range plays {
		if p.Revoke {
			return true
		}
	}
	return false
}

// playEnded reports whether the items end with "*".
func playEnded(items []Item) bool {
	for _, it := range items {
		switch it.Kind {
		case ItemEnd:
			return true
		case ItemNext:
			return false
		}
	}
	return false
}

func recordAuction(r *record.Record, a *Auction) []error {
	first, err := a.First()
	if err != nil {
		return []error{err}
	}
	notes := Notes(a.Notes)
	calls := a.Calls
	for len(calls) > 0 && calls[0].Kind == ItemDash {
		calls, first = calls[1:], first.Next()
	}
	if len(calls) > 0 {
		r.AuctionStart = first
	}
	var made []bridge.Call // the calls so far, to tell where the auction ends (Law 22A)
	for _, it := range calls {
		switch it.Kind {
		case ItemCall:
			// "^I" on a call that is not a bid is the checker's ErrAuction.
			rc := record.Call{Call: it.Call, Insufficient: it.Mark == Insufficient && it.Call.IsBid()}
			if it.Note != 0 {
				rc.Alert, rc.Explanation = true, notes[it.Note]
			}
			r.Calls = append(r.Calls, rc)
			made = append(made, it.Call)
		case ItemSkip:
			r.Calls = append(r.Calls, record.Call{})
		case ItemAllPass:
			for !auction.Ends(made) {
				r.Calls = append(r.Calls, record.Call{Call: bridge.Pass})
				made = append(made, bridge.Pass)
			}
		case ItemNext, ItemEnd:
			r.AuctionEnded = auction.Ends(made)
			return nil
		default:
			r.AuctionEnded = auction.Ends(made)
			return []error{fmt.Errorf("%w: the auction stops at %q (line %d)", ErrCall, it.Text, it.Pos.Line)}
		}
	}
	r.AuctionEnded = auction.Ends(made)
	return nil
}

func (g *Game) recordPlay(r *record.Record, p *Play) []error {
	first, err := p.First()
	if err != nil {
		return []error{err}
	}
	strain, serr := g.Strain()
	passedOut := false
	if c, err := g.Contract(); err == nil && c.IsPassedOut() {
		passedOut = true
	}
	if serr != nil && g.Auction != nil {
		if c, ended, _, err := g.replayAuction(); err == nil && ended {
			if c.IsPassedOut() {
				passedOut = true
			} else {
				strain, serr = c.Strain, nil
			}
		}
	}
	w := walkPlay(p.Cards, first, strain, serr == nil)
	for i, tr := range w.tricks {
		if !tr.leaderKnown {
			if serr != nil && !passedOut { // a play on a passed-out board is for package laws
				return []error{fmt.Errorf("the play stops after trick %d: no strain to tell who won it: %w", i, serr)}
			}
			return nil
		}
		for _, s := range tr.order {
			it := tr.items[s]
			if it == nil || it.Kind != ItemCard {
				return nil
			}
			r.Plays = append(r.Plays, record.Play{Seat: s, Card: it.Card, LeadOutOfTurn: it.Mark == LeadOutOfTurn, Revoke: it.Mark == Revoke})
		}
	}
	return nil
}

// FromRecord makes a game of a record: the tags the record gives (Event,
// Site, Date, Board, players, Dealer, Vulnerable, Deal from the dealer,
// Scoring (LIN's letters I, P, B as IMP, MP, BAM), HomeTeam, VisitTeam,
// Stage, the carry-over of each team as bridgelaw's HomeCarryOver and
// VisitCarryOver tags (PBN has none), Room, Description from Title,
// Declarer with "^" when swapped,
// Contract, Result, Score for North-South), the auction with skipped turns
// as "^S", accepted insufficient bids as "^I", and alerts and explanations
// as note references "=n=" with their [Note "n:text"] (one note a distinct
// text), "*" after an auction that does not end; the play in rows of four
// in column order from the opening leader (a lead out of turn marked "^L",
// a revoke "^R", cards not played "-"), ended by "*" when a claim gives
// the Result (a claim before the opening lead gives a play section of "*"
// alone). Write gives the export form; what the record does not give
// becomes "?". A nil r is an empty record (record.New).
func FromRecord(r *record.Record) *Game {
	if r == nil {
		r = record.New()
	}
	g := &Game{}
	add := func(name, value string) { g.Tags = append(g.Tags, &Tag{Name: name, Value: value}) }
	addText := func(name, value string) {
		if value != "" {
			add(name, value)
		}
	}
	addText("Event", r.Event)
	addText("Site", r.Site)
	addText("Date", r.Date)
	if r.Board.Valid() {
		add("Board", r.Board.String())
	}
	for _, s := range []bridge.Seat{bridge.West, bridge.North, bridge.East, bridge.South} {
		addText(s.Name(), r.Players[s])
	}
	dealer, dealerOK := r.EffectiveDealer()
	if r.DealerKnown {
		add("Dealer", r.Dealer.String())
	}
	if r.VulnerabilityKnown {
		add("Vulnerable", r.Vulnerability.String())
	}
	if countKnown(r.HandKnown) > 0 {
		h := r.Hands
		var unknown bridge.BySeat[bool]
		for _, s := range bridge.Seats() {
			if !r.HandKnown[s] {
				h[s], unknown[s] = 0, true
			}
		}
		first := bridge.North
		if dealerOK {
			first = dealer
		}
		add("Deal", h.Format(first, unknown))
	}
	addText("Scoring", pbnScoring(r.Scoring))
	addText("HomeTeam", r.HomeTeam)
	addText("VisitTeam", r.VisitTeam)
	addText("Stage", r.Stage)
	addText("HomeCarryOver", r.HomeCarryOver)
	addText("VisitCarryOver", r.VisitCarryOver)
	addText("Room", r.Room)
	addText("Description", r.Title)
	passed := r.ContractKnown && r.Contract.IsPassedOut()
	switch {
	case passed:
		add("Declarer", "")
	case r.DeclarerKnown:
		d := r.Contract.Declarer.String()
		if r.DeclarerSwapped {
			d = "^" + d
		}
		add("Declarer", d)
	}
	if r.ContractKnown {
		add("Contract", r.Contract.String())
	}
	switch {
	case passed:
		add("Result", "")
	case r.ClaimTricks >= 0:
		add("Result", strconv.Itoa(r.ClaimTricks))
	case r.ResultKnown:
		add("Result", strconv.Itoa(r.Result))
	}
	if r.ScoreKnown {
		add("Score", "NS "+strconv.Itoa(r.ScoreNS))
	}
	if len(r.Calls) > 0 {
		g.Auction = auctionFromRecord(r)
	}
	if len(r.Plays) > 0 || r.ClaimTricks >= 0 && r.ContractKnown && r.DeclarerKnown && !passed {
		g.Play = playFromRecord(r)
	}
	return g
}

func auctionFromRecord(r *record.Record) *Auction {
	a := &Auction{Tag: &Tag{Name: "Auction", Value: r.AuctionStart.String()}}
	index := map[string]int{}
	for _, c := range r.Calls {
		if c.Skipped() {
			a.Calls = append(a.Calls, Item{Kind: ItemSkip, Text: "^S"})
			continue
		}
		it := Item{Kind: ItemCall, Text: c.Call.String(), Call: c.Call}
		if c.Insufficient {
			it.Mark = Insufficient
		}
		if c.Alert || c.Explanation != "" {
			n, ok := index[c.Explanation]
			if !ok {
				n = len(index) + 1
				index[c.Explanation] = n
				a.Notes = append(a.Notes, &Tag{Name: "Note", Value: strconv.Itoa(n) + ":" + c.Explanation})
			}
			it.Note = n
		}
		a.Calls = append(a.Calls, it)
	}
	if !r.AuctionEnded && !auction.Ends(r.BareCalls()) {
		a.Calls = append(a.Calls, Item{Kind: ItemEnd, Text: "*"})
	}
	return a
}

// playFromRecord makes the play section of a record that has plays, or a
// claim and a contract (a claim before the opening lead is a play section
// holding "*" alone).
func playFromRecord(r *record.Record) *Play {
	var lead bridge.Seat
	if r.ContractKnown && r.DeclarerKnown && !r.Contract.IsPassedOut() {
		lead = r.Contract.OpeningLeader()
	} else {
		lead = r.Plays[0].Seat
	}
	p := &Play{Tag: &Tag{Name: "Play", Value: lead.String()}}
	for t := 0; t < len(r.Plays); t += 4 {
		var row [4]Item
		for k := range row {
			row[k] = Item{Kind: ItemDash, Text: "-"}
		}
		for _, pl := range r.Plays[t:min(t+4, len(r.Plays))] {
			it := Item{Kind: ItemCard, Text: pl.Card.String(), Card: pl.Card}
			switch {
			case pl.LeadOutOfTurn:
				it.Mark = LeadOutOfTurn
			case pl.Revoke:
				it.Mark = Revoke
			}
			row[int(pl.Seat-lead)&3] = it
		}
		p.Cards = append(p.Cards, row[:]...)
	}
	if r.ClaimTricks >= 0 && len(r.Plays) < 52 {
		p.Cards = append(p.Cards, Item{Kind: ItemEnd, Text: "*"})
	}
	return p
}
