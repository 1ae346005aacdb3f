package dd

import (
	"errors"
	"fmt"

	"bridgelaw/bridge"
	"bridgelaw/play"
)

// Errors. Callers use errors.Is; the message text is not an API.
var (
	// ErrPosition is wrapped by every *PositionError: the position given to
	// the solver is not a position of play.
	ErrPosition = errors.New("dd: not a position")
	// ErrNotHeld: the card to play is not in the hand of the player to play.
	ErrNotHeld = errors.New("dd: the player to play does not hold that card")
	// ErrNoCards: there is no card left to play.
	ErrNoCards = errors.New("dd: no card left to play")
	// ErrSide: a side that is neither bridge.NorthSouth nor
	// bridge.EastWest.
	ErrSide = errors.New("dd: not a side")
)

// checkSide returns ErrSide for a value that is not a side.
func checkSide(d bridge.Side) error {
	if d != bridge.NorthSouth && d != bridge.EastWest {
		return fmt.Errorf("%w: %d", ErrSide, d)
	}
	return nil
}

// PositionError says why a Position is not a position of play. It wraps
// ErrPosition.
type PositionError struct {
	Problem string
}

func (e *PositionError) Error() string { return "dd: not a position: " + e.Problem }

// Unwrap returns ErrPosition.
func (e *PositionError) Unwrap() error { return ErrPosition }

func posErr(format string, a ...any) error {
	return &PositionError{Problem: fmt.Sprintf(format, a...)}
}

// Position is a double-dummy position: the cards each seat still holds, the
// strain, the seat that led the current trick and the cards already played
// to it. At a trick boundary Trick is empty and Leader is the seat on lead.
//
// The solver does not ask how the position arose: after a revoke or another
// irregularity in an earlier trick the cards may be anywhere, as long as
// the hand sizes fit (the seats that have played to the current trick hold
// one card fewer). That holds for the current trick too: a revoke in it
// (Law 44C) is a card played like any other, so that the laws engine can
// ask for advice after one (Advisor); TrickLegal tells whether the current
// trick is legal play, for input that must be (bridgelaw dd --trick).
type Position struct {
	Hands  bridge.Hands  // cards still held; cards of the current trick excluded
	Strain bridge.Strain // the trump suit, or NoTrump
	Leader bridge.Seat   // the seat that led (or leads) the current trick
	Trick  []bridge.Card // 0-3 cards played to the current trick, from Leader on
	// Won counts the tricks each side has won before this position. The
	// solver does not need it; Play keeps it and AnalysePlay reports totals
	// with it.
	Won bridge.BySide[int]
}

// NewPosition is the position at the opening lead: the whole deal, the
// strain and the opening leader (the declarer's left-hand opponent,
// Law 41A).
func NewPosition(d bridge.Deal, strain bridge.Strain, leader bridge.Seat) Position {
	return Position{Hands: d.Hands(), Strain: strain, Leader: leader}
}

// Lead is the position at the opening lead against declarer: the leader is
// declarer's left-hand opponent.
func Lead(d bridge.Deal, strain bridge.Strain, declarer bridge.Seat) Position {
	return NewPosition(d, strain, declarer.LHO())
}

// ToPlay is the seat to play next.
func (p Position) ToPlay() bridge.Seat { return p.Leader.Add(len(p.Trick)) }

// Remaining is the number of tricks still to be played, the current one
// included (0-13).
func (p Position) Remaining() int { return p.Hands[p.ToPlay()&3].Len() }

// Validate reports whether p is a position of play: valid strain and
// leader, at most three cards in the current trick, every card valid and in
// one place only (a card played twice to the trick is named so), hand
// sizes that fit and at most 13 tricks left. The error is a
// *PositionError.
func (p Position) Validate() error {
	if !p.Strain.Valid() {
		return posErr("strain %d is not a strain", p.Strain)
	}
	if !p.Leader.Valid() {
		return posErr("leader %d is not a seat", p.Leader)
	}
	if len(p.Trick) > 3 {
		return posErr("%d cards in the current trick; a complete trick has no place in a position", len(p.Trick))
	}
	var seen bridge.CardSet
	for _, s := range bridge.Seats() {
		h := p.Hands[s]
		if !h.Valid() {
			return posErr("%s's hand holds something that is not a card", s.Name())
		}
		if d := seen & h; d != 0 {
			return posErr("%s is in two hands", d.Slice()[0])
		}
		seen |= h
	}
	var played bridge.CardSet
	for i, c := range p.Trick {
		if !c.Valid() {
			return posErr("trick card %d is not a card", i+1)
		}
		if played.Has(c) {
			return posErr("%s is played twice to the current trick", c)
		}
		if seen.Has(c) {
			return posErr("%s is both in a hand and in the current trick", c)
		}
		played = played.With(c)
		seen = seen.With(c)
	}
	n := p.Remaining()
	if n > 13 {
		return posErr("%s holds %d cards", p.ToPlay().Name(), n)
	}
	for i := range 4 {
		s := p.Leader.Add(i)
		want := n
		if i < len(p.Trick) {
			want = n - 1
		}
		if got := p.Hands[s].Len(); got != want {
			return posErr("%s holds %d cards, %s %d: the hand sizes do not fit", s.Name(), got, p.ToPlay().Name(), n)
		}
	}
	if n == 0 && len(p.Trick) > 0 {
		return posErr("a trick is under way but no one holds a card")
	}
	if p.Won[0] < 0 || p.Won[1] < 0 || p.Won[0]+p.Won[1]+n > 13 {
		return posErr("tricks won %d and %d with %d to play make more than 13 or are negative", p.Won[0], p.Won[1], n)
	}
	return nil
}

// TrickLegal reports whether each card of the current trick was a legal
// play when it was played (package play's rule, Law 44C: a player follows
// suit when able): nil, or a *PositionError naming the first player who
// did not follow suit while holding the suit led. It does not validate p.
func (p Position) TrickLegal() error {
	var t play.Trick
	t.Leader = p.Leader
	for i, c := range p.Trick {
		s := p.Leader.Add(i)
		if hand := p.Hands[s&3].With(c); !play.LegalFrom(hand, t).Has(c) {
			led := p.Trick[0].Suit()
			return posErr("%s did not follow suit to %s holding %s%s (Law 44C)", s.Name(), p.Trick[0], led, p.Hands[s&3].Suit(led))
		}
		t.Cards[i] = c
		t.N = i + 1
	}
	return nil
}

// Legal is the set of cards the player to play may play: play.LegalFrom
// on the player's hand and the current trick (Law 44C-D: any card on the
// lead, otherwise a card of the suit led if the player holds one, else any
// card).
func (p Position) Legal() bridge.CardSet {
	return play.LegalFrom(p.Hands[p.ToPlay()&3], p.trick())
}

// trick is the current trick as package play's Trick.
func (p Position) trick() play.Trick {
	t := play.Trick{Leader: p.Leader, N: min(len(p.Trick), 4)}
	copy(t.Cards[:], p.Trick)
	return t
}

// Play returns the position after the player to play plays card c. When c
// completes the trick, its winner (play.Winner, Law 44E-G) leads the next
// trick and Won is counted. The card must be legal: the errors wrap
// ErrNotHeld, ErrNoCards, play.ErrMustFollowSuit (Law 44C), or ErrPosition
// (a *PositionError) when p is not a position.
func (p Position) Play(c bridge.Card) (Position, error) {
	if err := p.Validate(); err != nil {
		return p, err
	}
	seat := p.ToPlay()
	if !p.Hands[seat].Has(c) {
		if p.Hands[seat] == 0 {
			return p, ErrNoCards
		}
		return p, fmt.Errorf("%w: %s does not hold %s", ErrNotHeld, seat.Name(), c)
	}
	if !p.Legal().Has(c) {
		return p, fmt.Errorf("%w: %s holds %s and must play one, not %s", play.ErrMustFollowSuit, seat.Name(), p.Trick[0].Suit().Name(), c)
	}
	q := p
	q.Hands[seat] = q.Hands[seat].Without(c)
	if len(p.Trick) < 3 {
		trick := make([]bridge.Card, len(p.Trick), len(p.Trick)+1)
		copy(trick, p.Trick)
		q.Trick = append(trick, c)
		return q, nil
	}
	t := p.trick()
	t.Cards[3], t.N = c, 4
	w := t.Winner(p.Strain)
	q.Won[w.Side()]++
	q.Leader = w
	q.Trick = nil
	return q, nil
}

// searchArgs converts the position to the search engine's form.
func (p Position) searchArgs() (hands [4]uint64, trump, leader int, trick []uint8) {
	for i := range 4 {
		hands[i] = uint64(p.Hands[i])
	}
	trick = make([]uint8, len(p.Trick))
	for i, c := range p.Trick {
		trick[i] = uint8(c)
	}
	return hands, int(p.Strain), int(p.Leader), trick
}

// universe is every card still in play (hands and current trick).
func (p Position) universe() bridge.CardSet {
	u := p.Hands.All()
	for _, c := range p.Trick {
		u = u.With(c)
	}
	return u
}

// seatCards is each seat's cards in the position: held, or played by it
// to the current trick.
func (p Position) seatCards() bridge.Hands {
	h := p.Hands
	for i, c := range p.Trick {
		s := p.Leader.Add(i)
		h[s] = h[s].With(c)
	}
	return h
}

// sequenceMates is the set of cards in the same hand as c that are
// equivalent to it: touching in rank once the cards no longer in play are
// removed (cards of the current trick still count).
func sequenceMates(p Position, c bridge.Card) bridge.CardSet {
	h := p.Hands[p.ToPlay()&3].Suit(c.Suit())
	all := p.universe().Suit(c.Suit())
	out := bridge.SetOf(c)
	// Upwards.
	for r := c.Rank() + 1; r <= bridge.Ace; r++ {
		if !all.Has(r) {
			continue
		}
		if !h.Has(r) {
			break
		}
		out = out.With(bridge.NewCard(c.Suit(), r))
	}
	for r := c.Rank() - 1; r >= bridge.Two; r-- {
		if !all.Has(r) {
			continue
		}
		if !h.Has(r) {
			break
		}
		out = out.With(bridge.NewCard(c.Suit(), r))
	}
	return out
}
