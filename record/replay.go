package record

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"bridgelaw/auction"
	"bridgelaw/bridge"
	"bridgelaw/laws"
	"bridgelaw/play"
	"bridgelaw/score"
)

// Outcome is what Replay finds for one record.
type Outcome struct {
	claimRefused bool // the record's claim was impossible

	Contract      bridge.Contract // the contract played (with declarer)
	ContractKnown bool
	// ContractFrom says where the contract comes from: "auction" (replayed)
	// or "tags" (the file's Contract and Declarer tags).
	ContractFrom string

	DeclarerTricks int // 0-13
	TricksKnown    bool
	// TricksFrom: "play" (thirteen tricks replayed), "claim" (the play
	// then a claim), or "result" (the file's Result tag).
	TricksFrom string

	ScoreNS    int // Law 77 score for North-South
	ScoreKnown bool

	// PlayedTricks is the number of complete tricks replayed (0-13).
	PlayedTricks int

	// TableTricks is declarer's tricks as played (or claimed), before any
	// Law 64 trick adjustment; it equals DeclarerTricks when Adjustments
	// is empty.
	TableTricks int
	// Adjustments are the Law 64 rulings on the revokes found in the play
	// (one per revoke): the tricks they transfer are already counted in
	// DeclarerTricks. After each the Director still checks equity (64C).
	Adjustments []laws.Adjustment

	Mismatches     []Mismatch
	Irregularities []Irregularity
	// Problems are what kept part of the record from being replayed: a bad
	// deal, an illegal call, an impossible card.
	Problems []error
}

// Mismatch is a disagreement between a tag of the file and the value
// computed by the replay.
type Mismatch struct {
	Tag      string // "Contract", "Declarer", "Result" or "Score"
	InFile   string
	Computed string
}

// Irregularity is an infraction of the Laws seen in the record.
type Irregularity struct {
	Law    bridge.LawRef
	Kind   string      // "revoke", "insufficient bid accepted", ...
	Trick  int         // trick number 1-13, 0 for the auction
	Seat   bridge.Seat // the offender
	Detail string
}

// Findings reports whether the outcome has anything to report: a mismatch,
// an irregularity or a problem.
func (o *Outcome) Findings() bool {
	return len(o.Mismatches)+len(o.Irregularities)+len(o.Problems) > 0
}

// ErrReplay wraps the problems found while replaying a record.
var ErrReplay = errors.New("replay")

func (o *Outcome) problem(format string, args ...any) {
	o.Problems = append(o.Problems, fmt.Errorf("%w: "+format, append([]any{ErrReplay}, args...)...))
}

// Replay re-plays the record: the auction in strict mode from the dealer
// (Laws 17-22, with the accepted irregularities the record marks), the play
// when the deal and contract are known (Laws 44, 61A: a revoke is reported,
// not rejected), a claim, and the Law 77 score; then it compares the
// computed contract, declarer, tricks and score with the record's tags.
func Replay(r *Record) *Outcome {
	o := &Outcome{}
	if r == nil {
		o.problem("no record")
		return o
	}
	if err := r.check(); err != nil {
		o.Problems = append(o.Problems, fmt.Errorf("%w: %w", ErrReplay, err))
		return o
	}
	o.compareMarkings(r)
	vul, vulKnown := r.EffectiveVulnerability()

	// The auction.
	if len(r.Calls) > 0 {
		o.replayAuction(r)
	}
	if !o.ContractKnown && r.ContractKnown && (r.DeclarerKnown || r.Contract.IsPassedOut()) {
		o.Contract, o.ContractKnown, o.ContractFrom = r.Contract, true, "tags"
	}
	if o.ContractFrom == "auction" {
		o.compareContract(r)
		o.preferTagsOverMisalignedAuction(r)
	}

	// The play.
	if o.ContractKnown && o.Contract.IsPassedOut() {
		o.DeclarerTricks, o.TricksKnown, o.TricksFrom = 0, true, "auction"
		if len(r.Plays) > 0 {
			o.problem("a play record on a passed-out board")
		}
	} else if o.ContractKnown && (len(r.Plays) > 0 || r.ClaimTricks >= 0) {
		o.replayPlay(r)
	}
	if !o.TricksKnown && r.ResultKnown && o.ContractKnown && !o.claimRefused {
		o.DeclarerTricks, o.TricksKnown, o.TricksFrom = r.Result, true, "result"
	}
	if o.TricksKnown && r.ResultKnown && o.TricksFrom != "result" && !o.Contract.IsPassedOut() && r.Result != o.DeclarerTricks {
		o.Mismatches = append(o.Mismatches, Mismatch{Tag: "Result", InFile: strconv.Itoa(r.Result), Computed: strconv.Itoa(o.DeclarerTricks)})
	}

	// The score.
	if o.ContractKnown && o.TricksKnown && (vulKnown || o.Contract.IsPassedOut()) {
		s, err := score.Score(o.Contract, vul, o.DeclarerTricks)
		if err != nil {
			o.problem("score: %v", err)
		} else {
			o.ScoreNS, o.ScoreKnown = s, true
			if r.ScoreKnown && r.ScoreNS != s {
				o.Mismatches = append(o.Mismatches, Mismatch{Tag: "Score", InFile: signed(r.ScoreNS), Computed: signed(s)})
			}
		}
	}
	return o
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func (o *Outcome) replayAuction(r *Record) {
	dealer, ok := r.EffectiveDealer()
	if !ok {
		o.problem("the auction cannot be replayed: no dealer and no board number")
		return
	}
	if r.AuctionStart != dealer {
		o.problem("the auction starts with %s, but the dealer is %s", r.AuctionStart.Name(), dealer.Name())
		return
	}
	a, err := auction.New(dealer)
	if err != nil {
		o.problem("the auction cannot be replayed: %v", err)
		return
	}
	for i, c := range r.Calls {
		seat := a.Turn()
		var err error
		switch {
		case c.Skipped():
			err = a.Skip()
			if err == nil {
				o.Irregularities = append(o.Irregularities, Irregularity{Law: bridge.Law(29, "A"), Kind: "call out of rotation accepted", Seat: seat, Detail: seat.Name() + "'s turn was skipped"})
			}
		case c.Insufficient:
			err = a.AcceptInsufficient(c.Call)
			if err == nil {
				o.Irregularities = append(o.Irregularities, Irregularity{Law: bridge.Law(27, "A1"), Kind: "insufficient bid accepted", Seat: seat, Detail: c.Call.String()})
			}
		default:
			err = a.Call(seat, c.Call)
		}
		if err != nil {
			o.problem("call %d (%s by %s): %v", i+1, c.Call, seat, err)
			return
		}
	}
	if !a.Ended() {
		if r.AuctionEnded {
			o.problem("the auction does not end after the calls recorded")
		}
		return
	}
	c, _ := a.Contract()
	o.Contract, o.ContractKnown, o.ContractFrom = c, true, "auction"
}

// compareContract reports disagreements between the replayed auction and
// the Contract and Declarer tags; with [Declarer "^X"] the declarer played
// from the other hand of the side (PBN 2.1 section 3.4.13), as after an
// opening lead out of turn when declarer spreads his hand (Law 54A).
func (o *Outcome) compareContract(r *Record) {
	if r.ContractKnown {
		if r.Contract.String() != o.Contract.String() {
			o.Mismatches = append(o.Mismatches, Mismatch{Tag: "Contract", InFile: r.Contract.String(), Computed: o.Contract.String()})
		}
	}
	if r.DeclarerKnown && !o.Contract.IsPassedOut() {
		switch {
		case r.Contract.Declarer == o.Contract.Declarer:
		case r.DeclarerSwapped && r.Contract.Declarer == o.Contract.Declarer.Partner():
			o.Irregularities = append(o.Irregularities, Irregularity{Law: bridge.Law(54, "A"), Kind: "declarer and dummy swapped", Seat: r.Contract.Declarer,
				Detail: fmt.Sprintf("%s played the contract declared by %s", r.Contract.Declarer.Name(), o.Contract.Declarer.Name())})
			o.Contract.Declarer = r.Contract.Declarer
		default:
			o.Mismatches = append(o.Mismatches, Mismatch{Tag: "Declarer", InFile: r.Contract.Declarer.String(), Computed: o.Contract.Declarer.String()})
		}
	}
}

// preferTagsOverMisalignedAuction handles a record whose auction, replayed
// from the dealer, disagrees with its Contract and Declarer tags while the
// tags are borne out elsewhere: the play's opening lead comes from the tags'
// opening leader, or the same calls give exactly the tags' contract when the
// auction is started at another seat (leading passes lost, as in some
// archives). The disagreement stays reported (the mismatches, and a problem
// saying what was done); the play and the score then follow the tags.
func (o *Outcome) preferTagsOverMisalignedAuction(r *Record) {
	if !r.ContractKnown || !r.DeclarerKnown || r.Contract.IsPassedOut() || r.DeclarerSwapped {
		return
	}
	if r.Contract == o.Contract {
		return
	}
	dealer, _ := r.EffectiveDealer()
	var why []string
	if len(r.Plays) > 0 {
		// The play decides: the opening lead from the tags' opening leader
		// bears the tags out; from the auction's, the tags are wrong.
		first := r.Plays[0]
		if first.LeadOutOfTurn || first.Seat != r.Contract.OpeningLeader() || first.Seat == o.Contract.OpeningLeader() {
			return
		}
		why = append(why, fmt.Sprintf("the opening lead comes from %s, the tags' declarer's left-hand opponent", first.Seat.Name()))
	}
	for k := 1; k < 4; k++ {
		start := dealer.Add(k)
		if c, ok := auctionContract(start, r.Calls); ok && c == r.Contract {
			why = append(why, fmt.Sprintf("the calls give exactly the tags' contract when %s calls first", start.Name()))
			break
		}
	}
	if len(why) == 0 {
		return
	}
	o.problem("the auction replayed from the dealer (%s) gives %s, but the Contract and Declarer tags say %s, and %s: the play and the score follow the tags",
		dealer.Name(), o.Contract.StringBy(), r.Contract.StringBy(), strings.Join(why, "; "))
	o.Contract, o.ContractFrom = r.Contract, "tags"
}

// auctionContract replays calls from start; ok is false unless the calls
// are legal (accepted irregularities as marked) and end the auction.
func auctionContract(start bridge.Seat, calls []Call) (bridge.Contract, bool) {
	a, err := auction.New(start)
	if err != nil {
		return bridge.Contract{}, false
	}
	for _, c := range calls {
		var err error
		switch {
		case c.Skipped():
			err = a.Skip()
		case c.Insufficient:
			err = a.AcceptInsufficient(c.Call)
		default:
			err = a.Play(c.Call)
		}
		if err != nil {
			return bridge.Contract{}, false
		}
	}
	return a.Contract()
}

// playDeal is the deal to replay the play on, and the seats whose cards are
// known from the deal. When the record gives all four hands (or three), it
// is the deal. When it gives fewer, the unknown hands hold the cards they
// are seen to play, and the cards no one is seen to hold are shared out
// among them (lowest seat first) so the play can be followed: the trick
// winners are right, but a revoke can only be found for a known hand.
func playDeal(r *Record) (bridge.Deal, bridge.BySeat[bool], error) {
	known := r.HandKnown
	if d, err := r.Deal(); err == nil {
		return d, bridge.BySeat[bool]{true, true, true, true}, nil
	}
	var h bridge.Hands
	for _, s := range bridge.Seats() {
		if known[s] {
			h[s] = r.Hands[s]
		}
	}
	for _, pl := range r.Plays {
		if !known[pl.Seat] {
			h[pl.Seat] = h[pl.Seat].With(pl.Card)
		}
	}
	rest := bridge.FullDeck &^ h.All()
	for _, s := range bridge.Seats() {
		for !known[s] && h[s].Len() < 13 && rest != 0 {
			c := rest.Slice()[0]
			h[s], rest = h[s].With(c), rest.Without(c)
		}
	}
	d, err := bridge.NewDeal(h)
	return d, known, err
}

func (o *Outcome) replayPlay(r *Record) {
	deal, known, err := playDeal(r)
	if err != nil {
		o.problem("the play cannot be replayed: %v", err)
		return
	}
	p, err := play.New(deal, o.Contract)
	if err != nil {
		o.problem("%v", err)
		return
	}
	for i, pl := range r.Plays {
		if pl.LeadOutOfTurn && pl.Seat != p.Turn() {
			if err := p.AcceptLeadOutOfTurn(pl.Seat); err != nil {
				o.problem("card %d (%s by %s): %v", i+1, pl.Card, pl.Seat, err)
				return
			}
			law := bridge.Law(53, "A")
			if p.TrickNumber() == 1 {
				law = bridge.Law(54, "B")
			}
			o.Irregularities = append(o.Irregularities, Irregularity{Law: law, Kind: "lead out of turn accepted", Trick: p.TrickNumber(), Seat: pl.Seat, Detail: pl.Card.String()})
		}
		trick, held := p.TrickNumber(), p.Hand(pl.Seat)
		revoke, err := p.PlayAllowingRevoke(pl.Seat, pl.Card)
		if err != nil {
			o.problem("card %d (%s by %s, trick %d): %v", i+1, pl.Card, pl.Seat, trick, err)
			return
		}
		if revoke && known[pl.Seat] {
			rv := p.Revokes()
			last := rv[len(rv)-1]
			o.Irregularities = append(o.Irregularities, Irregularity{Law: bridge.Law(61, "A"), Kind: "revoke", Trick: trick, Seat: pl.Seat,
				Detail: fmt.Sprintf("%s played %s on a %s lead while holding %s", pl.Seat.Name(), pl.Card, last.Suit.Name(), cardList(held.OfSuit(last.Suit)))})
		}
	}
	o.PlayedTricks = len(p.Tricks())
	switch {
	case p.Done():
		o.DeclarerTricks, o.TricksKnown, o.TricksFrom = p.DeclarerTricks(), true, "play"
	case r.ClaimTricks >= 0:
		if err := p.Claim(r.ClaimTricks); err != nil {
			o.problem("claim: %v", err)
			o.claimRefused = r.ResultKnown && r.Result == r.ClaimTricks
			return
		}
		o.DeclarerTricks, o.TricksKnown, o.TricksFrom = p.DeclarerTricks(), true, "claim"
	default:
		return
	}
	o.TableTricks = o.DeclarerTricks
	o.adjustRevokes(p, known)
}

// adjustRevokes applies Law 64 to the revokes of a finished play. Each
// revoke that the record shows standing was established (Law 63A): the
// offender or his partner played to a later trick, or the play ended in a
// claim or concession. The tricks of a claim go to a seat of the side that
// gets them.
func (o *Outcome) adjustRevokes(p *play.Position, known bridge.BySeat[bool]) {
	var facts []laws.RevokeFacts
	for _, rv := range p.Revokes() {
		if !known[rv.Seat] {
			continue
		}
		facts = append(facts, laws.RevokeFacts{Offender: rv.Seat, Trick: rv.Trick, Suit: rv.Suit, SuitKnown: true, Established: true})
	}
	if len(facts) == 0 {
		return
	}
	c := o.Contract
	var winners []bridge.Seat
	for _, t := range p.Tricks() {
		winners = append(winners, t.Winner(c.Strain))
	}
	if p.Claimed() {
		// The claimed tricks still to be credited to declarer's side.
		decl := o.DeclarerTricks - countSide(winners, c.Side())
		for len(winners) < 13 {
			if decl > 0 {
				winners, decl = append(winners, c.Declarer), decl-1
			} else {
				winners = append(winners, c.Declarer.LHO())
			}
		}
	}
	adj, tricks, err := laws.AdjustRevokes(c, winners, facts)
	if err != nil {
		o.problem("Law 64: %v", err)
		return
	}
	o.Adjustments = adj
	o.DeclarerTricks = tricks
	for _, a := range adj {
		detail := fmt.Sprintf("revoke by %s on trick %d: no trick transferred", a.Revoke.Offender.Name(), a.Revoke.Trick)
		if a.Transfer > 0 {
			detail = fmt.Sprintf("revoke by %s on trick %d: %d trick%s to %s", a.Revoke.Offender.Name(), a.Revoke.Trick, a.Transfer, plural(a.Transfer), a.To)
		}
		if a.Reason != "" {
			detail += " (" + a.Reason + ")"
		}
		detail += "; the Director still checks equity (Law 64C)"
		o.Irregularities = append(o.Irregularities, Irregularity{Law: a.Law, Kind: "trick adjustment", Trick: a.Revoke.Trick, Seat: a.Revoke.Offender, Detail: detail})
	}
}

// cardList prints cards as "D7 D3".
func cardList(s bridge.CardSet) string {
	var out []string
	for c := range s.Cards() {
		out = append(out, c.String())
	}
	return strings.Join(out, " ")
}

func countSide(winners []bridge.Seat, d bridge.Side) int {
	n := 0
	for _, w := range winners {
		if w.Side() == d {
			n++
		}
	}
	return n
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// compareMarkings reports a Dealer or Vulnerable given in the record that
// contradicts the markings of its board number (Law 2).
func (o *Outcome) compareMarkings(r *Record) {
	if !r.Board.Valid() {
		return
	}
	if r.DealerKnown && r.Dealer != r.Board.Dealer() {
		o.Mismatches = append(o.Mismatches, Mismatch{Tag: "Dealer", InFile: r.Dealer.String(), Computed: r.Board.Dealer().String() + " (board " + r.Board.String() + ", Law 2)"})
	}
	if r.VulnerabilityKnown && r.Vulnerability != r.Board.Vulnerability() {
		o.Mismatches = append(o.Mismatches, Mismatch{Tag: "Vulnerable", InFile: r.Vulnerability.String(), Computed: r.Board.Vulnerability().String() + " (board " + r.Board.String() + ", Law 2)"})
	}
}
