package laws

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"bridgelaw/auction"
	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/play"
	"bridgelaw/record"
	"bridgelaw/score"
)

// The hand-record door: a board as a file records it (record.Record, from
// PBN, LIN or any other reader) replayed by the same rules as the table
// log, its findings given as Rulings of this package's kinds.

// ContractSource says where the contract of a replayed hand record comes
// from.
type ContractSource uint8

// The sources of a replayed contract.
const (
	// ContractUnknown: neither the auction nor the tags give it.
	ContractUnknown ContractSource = iota
	// ContractFromAuction: the recorded auction, replayed (Laws 17-22).
	ContractFromAuction
	// ContractFromTags: the file's Contract and Declarer tags (no
	// auction, or one the play shows to be misaligned).
	ContractFromTags
)

var contractSourceNames = [...]string{"", "auction", "tags"}

// String prints the source as replay's --json writes it: "auction",
// "tags"; "" when unknown.
func (s ContractSource) String() string {
	if int(s) < len(contractSourceNames) {
		return contractSourceNames[s]
	}
	return "?"
}

// TricksSource says where declarer's tricks of a replayed hand record come
// from.
type TricksSource uint8

// The sources of declarer's tricks.
const (
	// TricksUnknown: nothing gives them.
	TricksUnknown TricksSource = iota
	// TricksFromPlay: thirteen tricks replayed (Law 44).
	TricksFromPlay
	// TricksFromClaim: the play, then a claim or concession (Law 68).
	TricksFromClaim
	// TricksFromResult: the file's Result tag.
	TricksFromResult
	// TricksFromAuction: a passed-out board (Law 22B): no tricks.
	TricksFromAuction
)

var tricksSourceNames = [...]string{"", "play", "claim", "result", "auction"}

// String prints the source as replay's --json writes it ("play", "claim",
// "result", "auction"); "" when unknown.
func (s TricksSource) String() string {
	if int(s) < len(tricksSourceNames) {
		return tricksSourceNames[s]
	}
	return "?"
}

// Text is the source in language lang, as replay's text output prints it
// ("play", "gioco").
func (s TricksSource) Text(lang string) string {
	return catalog.Text(lang, "replay.from-"+s.String(), nil)
}

// RecordReplay is what ReplayRecord finds for one hand record.
type RecordReplay struct {
	claimRefused bool // the record's claim was impossible

	// Contract is the contract played, with its declarer; ContractFrom
	// says where it comes from (ContractUnknown: no contract known).
	Contract     bridge.Contract
	ContractFrom ContractSource

	// DeclarerTricks is declarer's tricks, 0-13, after any Law 64 trick
	// adjustment; TricksFrom says where they come from (TricksUnknown: not
	// known).
	DeclarerTricks int
	TricksFrom     TricksSource

	// ScoreNS is the Law 77 score for North-South, when ScoreKnown.
	ScoreNS    int
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
	Adjustments []Adjustment

	// Mismatches are the file's tags that disagree with the replay.
	Mismatches []Mismatch
	// Findings are the irregularities the record shows, as rulings:
	// KindRevoke (Law 61A) with the trick, offender, card and suit led;
	// KindRevokeTransfer and KindRevokeNoTransfer (Law 64) for each
	// revoke's trick adjustment; KindInsufficientAccepted (27A1),
	// KindOORAccepted (29A), KindLeadAccepted (53A, 54B) and
	// KindDummySwapped (54A) for the irregularities the file marks as
	// accepted. Ruling.Label and Ruling.Detail explain each in any
	// language of the catalog.
	Findings []Ruling
	// Problems are what kept part of the record from being replayed: a bad
	// deal, an illegal call, an impossible card; each wraps ErrReplay.
	Problems []error
}

// ContractKnown reports whether the replay knows the contract.
func (o *RecordReplay) ContractKnown() bool { return o.ContractFrom != ContractUnknown }

// TricksKnown reports whether the replay knows declarer's tricks.
func (o *RecordReplay) TricksKnown() bool { return o.TricksFrom != TricksUnknown }

// Mismatch is a disagreement between a tag of the file and the value
// computed by the replay.
type Mismatch struct {
	Tag    string // "Contract", "Declarer", "Result", "Score", "Dealer" or "Vulnerable"
	InFile string // the tag's value as the replay prints it ("E", "+420")
	// Computed is the replay's value ("N", "+430"); for Dealer and
	// Vulnerable, the board's marking (Law 2) with its board number in
	// English: "N (board 5, Law 2)".
	Computed string
	// Board is the board number whose markings (Law 2) Computed gives, 0
	// for the other tags.
	Board bridge.Board
	value string // Computed without the board's note
}

// Class is what a finding of ReplayRecord is about, for a reader that
// leaves a class out (replay --ignore): a closed set.
type Class uint8

// The classes.
const (
	// ClassLaws: the auction, the play, the score (Laws 17-22, 41-79)
	// against the file's tags; and the irregularities the record shows.
	ClassLaws Class = iota
	// ClassLaw2: a Dealer or Vulnerable tag other than the markings of
	// the board's number (Law 2), as in the sets a dealing program
	// writes and in quiz files.
	ClassLaw2
)

// String is "laws" or "law2".
func (c Class) String() string {
	if c == ClassLaw2 {
		return "law2"
	}
	return "laws"
}

// Class is ClassLaw2 for a Dealer or Vulnerable tag compared with the
// board's markings, ClassLaws for the others.
func (m Mismatch) Class() Class {
	if m.Board != 0 {
		return ClassLaw2
	}
	return ClassLaws
}

// Text prints the mismatch in language lang: "Score: the file says +420,
// replay gives +430".
func (m Mismatch) Text(lang string) string {
	computed := m.Computed
	if m.Board != 0 {
		computed = catalog.Values(lang, "replay.marking", map[string]string{"value": m.value, "n": m.Board.String(), "law": bridge.Law(2, "").String()})
	}
	return catalog.Text(lang, "replay.mismatch", map[string]string{"tag": m.Tag, "infile": m.InFile, "computed": computed})
}

// HasFindings reports whether the replay has anything to report: a mismatch,
// an irregularity or a problem.
func (o *RecordReplay) HasFindings() bool {
	return len(o.Mismatches)+len(o.Findings)+len(o.Problems) > 0
}

// ErrReplay wraps the problems found while replaying a hand record.
var ErrReplay = errors.New("replay")

func (o *RecordReplay) problem(format string, args ...any) {
	o.Problems = append(o.Problems, fmt.Errorf("%w: "+format, append([]any{ErrReplay}, args...)...))
}

// finding adds a ruling on the record.
func (o *RecordReplay) finding(k Kind, law bridge.LawRef, trick int, offender bridge.Seat, detail Detail) {
	o.Findings = append(o.Findings, Ruling{Seq: len(o.Findings) + 1, Event: EventEnd, Kind: k, Law: law, Trick: trick, Offender: Some(offender), Detail: detail})
}

// ReplayRecord re-plays a hand record: the auction in strict mode from the
// dealer (Laws 17-22, with the accepted irregularities the record marks),
// the play when the deal and contract are known (Laws 44, 61A: a revoke is
// a finding, not a refusal; Law 64 adjusts the tricks of an established
// revoke), a claim, and the Law 77 score; then it compares the computed
// contract, declarer, tricks and score, and the dealer and vulnerability
// with the board's markings (Law 2), with the record's tags. It never
// panics; a nil record is a problem.
func ReplayRecord(r *record.Record) *RecordReplay {
	o := &RecordReplay{}
	if r == nil {
		o.problem("no record")
		return o
	}
	if err := r.Check(); err != nil {
		o.Problems = append(o.Problems, fmt.Errorf("%w: %w", ErrReplay, err))
		return o
	}
	o.compareMarkings(r)
	vul, vulKnown := r.EffectiveVulnerability()

	// The auction.
	if len(r.Calls) > 0 {
		o.replayAuction(r)
	}
	if !o.ContractKnown() && r.ContractKnown && (r.DeclarerKnown || r.Contract.IsPassedOut()) {
		o.Contract, o.ContractFrom = r.Contract, ContractFromTags
	}
	if o.ContractFrom == ContractFromAuction {
		o.compareContract(r)
		o.preferTagsOverMisalignedAuction(r)
	}

	// The play.
	if o.ContractKnown() && o.Contract.IsPassedOut() {
		o.DeclarerTricks, o.TricksFrom = 0, TricksFromAuction
		if len(r.Plays) > 0 {
			o.problem("a play record on a passed-out board")
		}
	} else if o.ContractKnown() && (len(r.Plays) > 0 || r.ClaimTricks >= 0) {
		o.replayPlay(r)
	}
	if !o.TricksKnown() && r.ResultKnown && o.ContractKnown() && !o.claimRefused {
		o.DeclarerTricks, o.TricksFrom = r.Result, TricksFromResult
	}
	o.compareTags(r, tagValues{Result: r.Result, ResultGiven: r.ResultKnown, PassGiven: r.ContractKnown && r.Contract.IsPassedOut()}, replayValues{
		Contract: o.Contract, ContractKnown: o.ContractKnown(),
		Tricks: o.DeclarerTricks, TricksKnown: o.TricksKnown() && o.TricksFrom != TricksFromResult,
	})

	// The score.
	if o.ContractKnown() && o.TricksKnown() && (vulKnown || o.Contract.IsPassedOut()) {
		s, err := score.Score(o.Contract, vul, o.DeclarerTricks)
		if err != nil {
			o.problem("score: %v", err)
		} else {
			o.ScoreNS, o.ScoreKnown = s, true
			o.compareTags(r, tagValues{ScoreNS: r.ScoreNS, ScoreGiven: r.ScoreKnown}, replayValues{ScoreNS: s, ScoreKnown: true})
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

func (o *RecordReplay) replayAuction(r *record.Record) {
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
				// The player after the one skipped called out of rotation,
				// and his left-hand opponent accepted it by calling (Law 29A).
				o.finding(KindOORAccepted, bridge.Law(29, "A"), 0, seat.Next(), dt("turn-skipped", "seat", seat.String()))
			}
		case c.Insufficient && !c.Call.IsBid():
			o.problem("call %d (%s by %s) is marked as an accepted insufficient bid, but it is not a bid", i+1, c.Call, seat)
			return
		case c.Insufficient:
			if a.Check(seat, c.Call) == nil {
				o.problem("call %d (%s by %s) is marked as an accepted insufficient bid, but it is sufficient", i+1, c.Call, seat)
				return
			}
			err = a.AcceptInsufficient(c.Call)
			if err == nil {
				o.finding(KindInsufficientAccepted, bridge.Law(27, "A1"), 0, seat, callDetail(c.Call.String()))
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
		switch {
		case r.AuctionEnded:
			o.problem("the auction does not end after the calls recorded")
		case len(r.Plays) > 0 || r.ClaimTricks >= 0 || r.ResultKnown:
			o.problem("the auction recorded stops before its end (Law 22A: three passes after the last bid), yet the board was played")
		}
		return
	}
	c, _ := a.Contract()
	o.Contract, o.ContractFrom = c, ContractFromAuction
}

// compareContract reports disagreements between the replayed auction and
// the Contract and Declarer tags; with [Declarer "^X"] the declarer played
// from the other hand of the side (PBN 2.1 section 3.4.13), as after an
// opening lead out of turn when declarer spreads his hand (Law 54A): a
// finding, and the replay follows it.
func (o *RecordReplay) compareContract(r *record.Record) {
	o.compareTags(r, tagValues{
		Contract: r.Contract, ContractGiven: r.ContractKnown, PassGiven: r.ContractKnown && r.Contract.IsPassedOut(),
		Declarer: r.Contract.Declarer, DeclarerGiven: r.DeclarerKnown, DeclarerSwapped: r.DeclarerSwapped,
	}, replayValues{Contract: o.Contract, ContractKnown: true})
}

// compareTags compares the record's tag values t with the replay's v
// (compareTags, the rules shared with Log.CheckTags) and reports each
// disagreement as a Mismatch, or, for a Declarer "^X" naming declarer's
// partner, as a KindDummySwapped finding (Law 54A) that the replay follows.
func (o *RecordReplay) compareTags(r *record.Record, t tagValues, v replayValues) {
	for _, d := range compareTags(t, v) {
		switch d.Tag {
		case "Dealer":
			o.Mismatches = append(o.Mismatches, marking("Dealer", r.Dealer.String(), r.Board.Dealer().String(), r.Board))
		case "Vulnerable":
			o.Mismatches = append(o.Mismatches, marking("Vulnerable", r.Vulnerability.String(), r.Board.Vulnerability().String(), r.Board))
		case "Contract":
			o.Mismatches = append(o.Mismatches, Mismatch{Tag: "Contract", InFile: r.Contract.String(), Computed: o.Contract.String()})
		case "Declarer":
			if d.Swapped {
				o.finding(KindDummySwapped, bridge.Law(54, "A"), 0, r.Contract.Declarer, dt("played-contract-of", "seat", r.Contract.Declarer.String(), "seat2", o.Contract.Declarer.String()))
				o.Contract.Declarer = r.Contract.Declarer
				continue
			}
			in := r.Contract.Declarer.String()
			if r.DeclarerSwapped {
				in = "^" + in // PBN 2.1 section 3.4.13: dummy played
			}
			decl := o.Contract.Declarer.String()
			if o.Contract.IsPassedOut() {
				decl = `""` // no declarer, as PBN writes it (section 3.4.13)
			}
			o.Mismatches = append(o.Mismatches, Mismatch{Tag: "Declarer", InFile: in, Computed: decl})
		case "Result":
			tricks := o.DeclarerTricks
			if o.Contract.IsPassedOut() {
				tricks = 0
			}
			o.Mismatches = append(o.Mismatches, Mismatch{Tag: "Result", InFile: strconv.Itoa(r.Result), Computed: strconv.Itoa(tricks)})
		case "Score":
			o.Mismatches = append(o.Mismatches, Mismatch{Tag: "Score", InFile: signed(r.ScoreNS), Computed: signed(o.ScoreNS)})
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
func (o *RecordReplay) preferTagsOverMisalignedAuction(r *record.Record) {
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
	o.Contract, o.ContractFrom = r.Contract, ContractFromTags
}

// auctionContract replays calls from start; ok is false unless the calls
// are legal (accepted irregularities as marked) and end the auction.
func auctionContract(start bridge.Seat, calls []record.Call) (bridge.Contract, bool) {
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
func playDeal(r *record.Record) (bridge.Deal, bridge.BySeat[bool], error) {
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
	for _, s := range bridge.Seats() {
		// A hand that played all its 13 cards is known from the play.
		known[s] = known[s] || h[s].Len() == 13
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

func (o *RecordReplay) replayPlay(r *record.Record) {
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
		if pl.LeadOutOfTurn && pl.Seat == p.Turn() {
			o.problem("card %d (%s by %s, trick %d) is marked as a lead out of turn, but it is %s's turn", i+1, pl.Card, pl.Seat, p.TrickNumber(), pl.Seat.Name())
		} else if pl.LeadOutOfTurn {
			if err := p.AcceptLeadOutOfTurn(pl.Seat); err != nil {
				o.problem("card %d (%s by %s): %v", i+1, pl.Card, pl.Seat, err)
				return
			}
			law := bridge.Law(53, "A")
			if p.TrickNumber() == 1 {
				law = bridge.Law(54, "B")
			}
			o.finding(KindLeadAccepted, law, p.TrickNumber(), pl.Seat, dt("card", "card", pl.Card.String()))
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
			o.finding(KindRevoke, bridge.Law(61, "A"), trick, pl.Seat, dt("played-holding", "seat", pl.Seat.String(), "card", pl.Card.String(), "suit", last.Suit.String(), "cards", cardsText(held.OfSuit(last.Suit).Slice())))
			f := &o.Findings[len(o.Findings)-1]
			f.Card, f.Suit = pl.Card, Some(last.Suit)
		}
		if pl.Revoke && !revoke && known[pl.Seat] {
			o.problem("card %d (%s by %s, trick %d) is marked as a revoke, but it is none", i+1, pl.Card, pl.Seat, trick)
		}
	}
	o.PlayedTricks = len(p.Tricks())
	switch {
	case p.Done():
		o.DeclarerTricks, o.TricksFrom = p.DeclarerTricks(), TricksFromPlay
	case r.ClaimTricks >= 0:
		if err := p.Claim(r.ClaimTricks); err != nil {
			o.problem("claim: %v", err)
			o.claimRefused = r.ResultKnown && r.Result == r.ClaimTricks
			return
		}
		o.DeclarerTricks, o.TricksFrom = p.DeclarerTricks(), TricksFromClaim
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
func (o *RecordReplay) adjustRevokes(p *play.Position, known bridge.BySeat[bool]) {
	var facts []RevokeFacts
	for _, rv := range p.Revokes() {
		if !known[rv.Seat] {
			continue
		}
		facts = append(facts, RevokeFacts{Offender: rv.Seat, Trick: rv.Trick, Suit: rv.Suit, SuitKnown: true, Established: true})
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
	adj, tricks, err := AdjustRevokes(c, winners, facts)
	if err != nil {
		o.problem("Law 64: %v", err)
		return
	}
	o.Adjustments = adj
	o.DeclarerTricks = tricks
	equity := bridge.Law(64, "C").String()
	for _, a := range adj {
		seat, trick := a.Revoke.Offender.String(), strconv.Itoa(a.Revoke.Trick)
		kind, detail := KindRevokeNoTransfer, dt("no-trick-transfer", "seat", seat, "n", trick, "law", equity)
		switch {
		case a.Transfer > 0:
			kind, detail = KindRevokeTransfer, dt("trick-transfer", "seat", seat, "n", trick, "count", strconv.Itoa(a.Transfer), "side", a.To.String(), "law", equity)
		case len(a.Why) == 1 && len(a.Why[0].Args) == 0:
			detail = dt("no-trick-transfer-why", "seat", seat, "n", trick, "reason", a.Why[0].Key, "law", equity)
		}
		o.finding(kind, a.Law, a.Revoke.Trick, a.Revoke.Offender, detail)
		f := &o.Findings[len(o.Findings)-1]
		f.Transfer, f.To = a.Transfer, a.To
	}
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

// compareMarkings reports a Dealer or Vulnerable given in the record that
// contradicts the markings of its board number (Law 2).
func (o *RecordReplay) compareMarkings(r *record.Record) {
	o.compareTags(r, tagValues{
		Board:  r.Board,
		Dealer: r.Dealer, DealerGiven: r.DealerKnown,
		Vulnerability: r.Vulnerability, VulnerabilityGiven: r.VulnerabilityKnown,
	}, replayValues{})
}

// marking is the mismatch of a Dealer or Vulnerable tag with the marking
// of board b (Law 2).
func marking(tag, inFile, marked string, b bridge.Board) Mismatch {
	return Mismatch{Tag: tag, InFile: inFile, Computed: marked + " (board " + b.String() + ", Law 2)", Board: b, value: marked}
}

// Summary is the one-line statement of a finding of ReplayRecord in
// language lang ("en", "it", "fr", "pl"): its law, what it is with its
// offender, the trick (none for the auction), then its detail: "Law 61A,
// revoke by East at trick 6: East played S8 on a diamonds lead while
// holding D7 D3".
func (r Ruling) Summary(lang string) string {
	key := "replay.finding"
	if r.Trick > 0 {
		key = "replay.finding-trick"
	}
	offender, _ := r.Offender.Get() // a finding always names one
	return catalog.Text(lang, key, map[string]string{
		"law":    catalog.Law(lang, r.Law),
		"what":   catalog.Text(lang, "replay.kind."+string(r.Kind), map[string]string{"offender": catalog.Seat(lang, offender)}),
		"trick":  strconv.Itoa(r.Trick),
		"detail": r.Detail.Text(lang),
	})
}
