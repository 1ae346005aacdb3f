package play

import (
	"fmt"

	"bridgelaw/bridge"
)

// The strict-mode errors, each a *bridge.RuleError naming its law. Play and
// Check wrap them with details: test with errors.Is, read the law with
// errors.As.
var (
	// ErrMustFollowSuit: a player able to follow suit must (Law 44C).
	ErrMustFollowSuit = &bridge.RuleError{Law: bridge.Law(44, "C"), Msg: "must follow suit"}
	// ErrOpeningLeadOutOfTurn: the opening lead is made by declarer's
	// left-hand opponent (Law 41A; rectification in Law 54).
	ErrOpeningLeadOutOfTurn = &bridge.RuleError{Law: bridge.Law(41, "A"), Msg: "opening lead out of turn"}
	// ErrLeadOutOfTurn: the winner of the last trick leads to the next
	// (Law 44G; rectification in Laws 53-56).
	ErrLeadOutOfTurn = &bridge.RuleError{Law: bridge.Law(44, "G"), Msg: "lead out of turn"}
	// ErrPlayOutOfTurn: after the lead each player plays in turn clockwise
	// (Law 44B; rectification in Law 57).
	ErrPlayOutOfTurn = &bridge.RuleError{Law: bridge.Law(44, "B"), Msg: "play out of turn"}
	// ErrNotInHand: the card is not among the cards the player still holds.
	ErrNotInHand = &bridge.RuleError{Law: bridge.Law(45, "A"), Msg: "card not held"}
	// ErrPlayEnded: all thirteen tricks have been played, or a claim or
	// concession ended play. No law forbids it; there is nothing to play.
	ErrPlayEnded = &bridge.RuleError{Msg: "play has ended"}
	// ErrClaimTricks: a claim or concession gives declarer fewer tricks than
	// already won, or more than can still be won: not a number of tricks
	// the play can end with (no law: a record that cannot be right).
	ErrClaimTricks = &bridge.RuleError{Msg: "impossible number of tricks"}
	// ErrSeat: NewEnding, AcceptLeadOutOfTurn, Check or Play was given a
	// Seat that is not N, E, S or W (Law 1: four players); it is refused,
	// never read as another seat.
	ErrSeat = &bridge.RuleError{Msg: "not a seat"}
)

// Position is the state of the play of one board in strict mode: the cards
// each player still holds, the tricks played, the current trick, the tricks
// won by each side, and whether a claim or concession has ended play.
// Make one with New.
type Position struct {
	contract  bridge.Contract
	hands     bridge.Hands // cards not yet played
	tricks    []Trick      // completed tricks, in order
	current   Trick
	won       bridge.BySide[int]
	claimed   bool
	claimDecl int // declarer's total after a claim
	revokes   []Revoke
}

// Revoke is a failure to follow suit by a player who held a card of the suit
// led (Law 61A), allowed through PlayAllowingRevoke when replaying a record.
type Revoke struct {
	Trick int         // trick number, 1-13
	Seat  bridge.Seat // the offender
	Card  bridge.Card // the card played
	Suit  bridge.Suit // the suit led, which the offender held
}

// New starts the play of deal d in contract c, with the opening lead to come
// from declarer's left-hand opponent (Law 41A). A passed-out contract has no
// play: New returns an error.
func New(d bridge.Deal, c bridge.Contract) (*Position, error) {
	if d.IsZero() {
		return nil, fmt.Errorf("play: no deal")
	}
	if c.IsPassedOut() || !c.Valid() {
		return nil, fmt.Errorf("play: no play on contract %q", c.StringBy())
	}
	return &Position{contract: c, hands: d.Hands(), current: Trick{Leader: c.OpeningLeader()}}, nil
}

// NewEnding starts play from an end position (PBN 2.1 section 3.10): hands
// of equal length, any number of cards from 1 to 13, with leader to lead in
// contract c. It returns an error when the hands overlap or differ in length,
// and one wrapping ErrSeat when leader is not one of the four seats.
func NewEnding(h bridge.Hands, c bridge.Contract, leader bridge.Seat) (*Position, error) {
	if !leader.Valid() {
		return nil, fmt.Errorf("%w: leader %d", ErrSeat, leader)
	}
	n := h[0].Len()
	seen := bridge.CardSet(0)
	for _, s := range bridge.Seats() {
		if h[s].Len() != n || !h[s].Valid() || seen&h[s] != 0 {
			return nil, fmt.Errorf("play: not an end position: hands must be disjoint and of equal length")
		}
		seen |= h[s]
	}
	if n == 0 {
		return nil, fmt.Errorf("play: not an end position: no cards")
	}
	if c.IsPassedOut() || !c.Valid() {
		return nil, fmt.Errorf("play: no play on contract %q", c.StringBy())
	}
	p := &Position{contract: c, hands: h, current: Trick{Leader: leader}}
	// Tricks already played count as neither side's: the caller knows them.
	return p, nil
}

// Contract is the contract being played.
func (p *Position) Contract() bridge.Contract { return p.contract }

// Declarer is the declarer; dummy is Contract().Dummy().
func (p *Position) Declarer() bridge.Seat { return p.contract.Declarer }

// Hand is the cards seat s still holds; none for a seat that is not Valid.
func (p *Position) Hand(s bridge.Seat) bridge.CardSet {
	if !s.Valid() {
		return 0
	}
	return p.hands[s]
}

// Hands is the cards each seat still holds.
func (p *Position) Hands() bridge.Hands { return p.hands }

// Tricks is a copy of the completed tricks, in order.
func (p *Position) Tricks() []Trick { return append([]Trick(nil), p.tricks...) }

// Current is the trick in progress (N is 0 before its lead).
func (p *Position) Current() Trick { return p.current }

// TrickNumber is the number 1-13 of the trick in progress, or of the last
// trick once play has ended.
func (p *Position) TrickNumber() int {
	n := len(p.tricks) + 1
	if n > 13 {
		n = 13
	}
	return n
}

// Turn is the seat to play next; for dummy's turn it is dummy (declarer
// plays dummy's cards, Law 45B).
func (p *Position) Turn() bridge.Seat { return p.current.Leader.Add(p.current.N) }

// Done reports whether play has ended: thirteen tricks played, no card left,
// or a claim or concession agreed.
func (p *Position) Done() bool {
	return p.claimed || (p.current.N == 0 && p.hands.All() == 0)
}

// Claimed reports whether a claim or concession ended play.
func (p *Position) Claimed() bool { return p.claimed }

// Won is the number of tricks side d has won so far, 0-13 (after a claim:
// the tricks the claim gives).
func (p *Position) Won(d bridge.Side) int {
	if p.claimed {
		if d == p.contract.Side() {
			return p.claimDecl
		}
		return p.won[0] + p.won[1] + p.remaining() - p.claimDecl
	}
	return p.won[d]
}

// DeclarerTricks is the number of tricks won by declarer's side (0-13).
func (p *Position) DeclarerTricks() int { return p.Won(p.contract.Side()) }

// remaining is the number of tricks not yet completed (the trick in
// progress counts as remaining).
func (p *Position) remaining() int {
	n := p.hands[p.current.Leader].Len()
	if p.current.N > 0 {
		n++
	}
	return n
}

// Remaining is the number of tricks not completed, including the one in
// progress.
func (p *Position) Remaining() int {
	if p.claimed {
		return 0
	}
	return p.remaining()
}

// LegalCards is the set of cards the player in turn may play (Law 44C,
// 44D): any card when leading or void in the suit led, else a card of the
// suit led. Empty once play has ended.
func (p *Position) LegalCards() bridge.CardSet {
	if p.Done() {
		return 0
	}
	return LegalFrom(p.hands[p.Turn()], p.current)
}

// LegalFrom is the set of cards from hand that may be played to trick t
// under Law 44C-D: the cards of the suit led when hand holds one, else the
// whole hand (any card when leading). It knows nothing of penalty cards or
// lead restrictions (Laws 50-57), which package laws adds on top.
func LegalFrom(hand bridge.CardSet, t Trick) bridge.CardSet {
	if led, ok := t.Led(); ok && hand.HasSuit(led) {
		return hand.OfSuit(led)
	}
	return hand
}

// IsRevoke reports whether playing card from hand to trick t fails to follow
// suit while hand holds a card of the suit led (Law 61A, the first case of a
// revoke). A lead is never a revoke under this rule.
func IsRevoke(hand bridge.CardSet, t Trick, card bridge.Card) bool {
	led, ok := t.Led()
	return ok && card.Suit() != led && hand.HasSuit(led)
}

// Check reports whether seat may play card now: nil or an error wrapping
// ErrPlayEnded, ErrOpeningLeadOutOfTurn, ErrLeadOutOfTurn, ErrPlayOutOfTurn,
// ErrNotInHand or ErrMustFollowSuit.
func (p *Position) Check(seat bridge.Seat, card bridge.Card) error {
	if err := p.checkTurn(seat, card); err != nil {
		return err
	}
	if led, ok := p.current.Led(); ok && IsRevoke(p.hands[seat], p.current, card) {
		return fmt.Errorf("%w: %s played %s on a %s lead while holding %s", ErrMustFollowSuit, seat.Name(), card, led.Name(), p.hands[seat].OfSuit(led).Suit(led))
	}
	return nil
}

func (p *Position) checkTurn(seat bridge.Seat, card bridge.Card) error {
	if !seat.Valid() {
		return fmt.Errorf("%w: %s by seat %d", ErrSeat, card, seat)
	}
	if p.Done() {
		return fmt.Errorf("%w: %s by %s", ErrPlayEnded, card, seat)
	}
	if seat != p.Turn() {
		switch {
		case p.current.N > 0:
			return fmt.Errorf("%w: %s by %s, but it is %s's turn", ErrPlayOutOfTurn, card, seat.Name(), p.Turn().Name())
		case len(p.tricks) == 0:
			return fmt.Errorf("%w: %s by %s, but %s is on lead", ErrOpeningLeadOutOfTurn, card, seat.Name(), p.Turn().Name())
		default:
			return fmt.Errorf("%w: %s by %s, but %s won the last trick", ErrLeadOutOfTurn, card, seat.Name(), p.Turn().Name())
		}
	}
	if !p.hands[seat].Has(card) {
		return fmt.Errorf("%w: %s does not hold %s", ErrNotInHand, seat.Name(), card)
	}
	return nil
}

// Play plays card from seat (for dummy, the seat is dummy's). An illegal
// play is rejected (see Check) and the position is unchanged. When the card
// completes a trick, the trick goes to its winner, who leads next (Law 44G).
func (p *Position) Play(seat bridge.Seat, card bridge.Card) error {
	if err := p.Check(seat, card); err != nil {
		return err
	}
	p.add(seat, card)
	return nil
}

// PlayAllowingRevoke plays card like Play but accepts a failure to follow
// suit (a revoke, Law 61A), as a hand record may show one that stood. It
// reports whether the card was a revoke; the revoke is kept (Revokes). Other
// illegal plays are rejected as by Play.
func (p *Position) PlayAllowingRevoke(seat bridge.Seat, card bridge.Card) (revoke bool, err error) {
	if err := p.checkTurn(seat, card); err != nil {
		return false, err
	}
	if led, ok := p.current.Led(); ok && IsRevoke(p.hands[seat], p.current, card) {
		p.revokes = append(p.revokes, Revoke{Trick: p.TrickNumber(), Seat: seat, Card: card, Suit: led})
		revoke = true
	}
	p.add(seat, card)
	return revoke, nil
}

// Revokes lists the revokes accepted by PlayAllowingRevoke, in order.
func (p *Position) Revokes() []Revoke { return append([]Revoke(nil), p.revokes...) }

func (p *Position) add(seat bridge.Seat, card bridge.Card) {
	p.hands[seat] = p.hands[seat].Without(card)
	p.current.Cards[p.current.N] = card
	p.current.N++
	if p.current.N == 4 {
		w := p.current.Winner(p.contract.Strain)
		p.won[w.Side()]++
		p.tricks = append(p.tricks, p.current)
		p.current = Trick{Leader: w}
	}
}

// Claim ends play with declarer's side taking declarerTotal tricks in all,
// counting the tricks already won (a claim or concession agreed, Law 69;
// a LIN "mc" value and a PBN Result have this meaning). It returns an error
// wrapping ErrClaimTricks when declarerTotal is below declarer's tricks so
// far or above what remains possible, and ErrPlayEnded after the end.
func (p *Position) Claim(declarerTotal int) error {
	if p.Done() {
		return fmt.Errorf("%w: claim after the end of play", ErrPlayEnded)
	}
	decl := p.contract.Side()
	lo, hi := p.won[decl], p.won[decl]+p.remaining()
	if declarerTotal < lo || declarerTotal > hi {
		return fmt.Errorf("%w: declarer claims %d in all, but has won %d and %d remain", ErrClaimTricks, declarerTotal, lo, p.remaining())
	}
	p.claimed, p.claimDecl = true, declarerTotal
	return nil
}

// Clone is an independent copy of the position.
func (p *Position) Clone() *Position {
	q := *p
	q.tricks = append([]Trick(nil), p.tricks...)
	q.revokes = append([]Revoke(nil), p.revokes...)
	return &q
}

// Played is the list of cards played so far, in the order played.
func (p *Position) Played() []bridge.Card {
	out := make([]bridge.Card, 0, 4*len(p.tricks)+p.current.N)
	for _, t := range p.tricks {
		out = append(out, t.Cards[:]...)
	}
	return append(out, p.current.Cards[:p.current.N]...)
}

// AcceptLeadOutOfTurn records that the lead of the trick in progress, not
// yet made, comes from seat instead of the player on lead, the lead out of
// turn having been accepted (Law 53A; Law 54 for the opening lead; PBN
// "^L"). The other three then play in rotation after seat. It is for
// replaying records; the laws engine rules on leads out of turn itself.
// Errors: ErrSeat for a seat that is not N, E, S or W, ErrPlayEnded, or
// ErrPlayOutOfTurn when a card has already been led.
func (p *Position) AcceptLeadOutOfTurn(seat bridge.Seat) error {
	if !seat.Valid() {
		return fmt.Errorf("%w: lead by seat %d", ErrSeat, seat)
	}
	if p.Done() {
		return fmt.Errorf("%w: lead by %s", ErrPlayEnded, seat)
	}
	if p.current.N != 0 {
		return fmt.Errorf("%w: %s cannot lead: the trick has begun", ErrPlayOutOfTurn, seat.Name())
	}
	p.current.Leader = seat
	return nil
}
