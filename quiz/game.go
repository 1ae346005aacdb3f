package quiz

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/laws"
)

// game is a board being made for a question: its tags, the events applied
// so far to a laws.Table (the engine rules on each as it comes) and their
// table-log lines. The builder decides what the players do; the table
// says what the Laws make of it.
type game struct {
	rng   *rand.Rand
	setup laws.Setup
	tags  []string
	tb    *laws.Table
	lines []string
	// cur is the current trick's cards in the order played, from its
	// leader; winners the seat that won each completed trick.
	cur     []bridge.Card
	winners []bridge.Seat
	played  []seatCard // every card played, in order
	// contract is the tags' contract, when withContract
	contract bridge.Contract
}

// randomHands deals the 52 cards at random, thirteen to each seat.
func randomHands(rng *rand.Rand) bridge.Hands {
	var cards [52]bridge.Card
	i := 0
	for _, s := range bridge.Suits() {
		for _, r := range bridge.RanksDown() {
			cards[i] = bridge.NewCard(s, r)
			i++
		}
	}
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	var h bridge.Hands
	for i, c := range cards {
		h[i/13] = h[i/13].With(c)
	}
	return h
}

// newGame starts a board with a random deal, its number and, when c is
// not the zero contract, the contract the log's tags give (no auction).
func newGame(rng *rand.Rand, board bridge.Board, c bridge.Contract, withContract bool) (*game, error) {
	h := randomHands(rng)
	d, err := bridge.NewDeal(h)
	if err != nil {
		return nil, err
	}
	g := &game{rng: rng, contract: c}
	g.tags = append(g.tags, fmt.Sprintf("[Board %q]", board.String()), fmt.Sprintf("[Deal %q]", d.Format(bridge.North)))
	if withContract {
		g.tags = append(g.tags, fmt.Sprintf("[Contract %q]", c.String()), fmt.Sprintf("[Declarer %q]", c.Declarer.String()))
	}
	lg, err := laws.ParseLog(strings.Join(g.tags, "\n") + "\n")
	if err != nil {
		return nil, err
	}
	if g.setup, err = lg.Setup(); err != nil {
		return nil, err
	}
	if g.tb, err = laws.New(g.setup, laws.Options{}, nil); err != nil {
		return nil, err
	}
	return g, nil
}

// apply records one event: the engine rules on it, and its line joins
// the log. An event the engine refuses is the builder's error.
func (g *game) apply(e laws.Event) ([]laws.Ruling, error) {
	rs, err := g.tb.Apply(e)
	if err != nil {
		return nil, fmt.Errorf("quiz: %s: %w", laws.FormatEvent(e), err)
	}
	g.lines = append(g.lines, laws.FormatEvent(e))
	return rs, nil
}

// log is the table log of the board so far.
func (g *game) log() string {
	return strings.Join(g.tags, "\n") + "\n" + strings.Join(g.lines, "\n") + "\n"
}

// result is the engine's ruling on the board so far.
func (g *game) result() laws.Result { return g.tb.Result() }

func seatActor(s bridge.Seat) laws.Head { return laws.Head{Actor: laws.SeatActor(s)} }

// turn is the seat to play next (dummy's seat for dummy's cards).
func (g *game) turn() (bridge.Seat, error) {
	s, ok := g.tb.Turn()
	if !ok && len(g.played) == 0 && g.contract.Level > 0 {
		return g.contract.OpeningLeader(), nil // before the opening lead is faced
	}
	if !ok {
		return 0, fmt.Errorf("quiz: no one is to play")
	}
	return s, nil
}

// led is the suit led to the current trick, false before the lead.
func (g *game) led() (bridge.Suit, bool) {
	if len(g.cur) == 0 {
		return 0, false
	}
	return g.cur[0].Suit(), true
}

// legal is the cards seat may play now following suit (Law 44C).
func (g *game) legal(s bridge.Seat) bridge.CardSet {
	hand := g.tb.Hands()[s]
	if u, ok := g.led(); ok && hand.HasSuit(u) {
		return hand.OfSuit(u)
	}
	return hand
}

// revokeCards is the cards by which seat would revoke now: a card of
// another suit while he holds the suit led; empty when he cannot.
func (g *game) revokeCards(s bridge.Seat) bridge.CardSet {
	hand := g.tb.Hands()[s]
	u, ok := g.led()
	if !ok || !hand.HasSuit(u) {
		return 0
	}
	return hand.Minus(hand.OfSuit(u))
}

func (g *game) pick(set bridge.CardSet) bridge.Card {
	cs := set.Slice()
	return cs[g.rng.IntN(len(cs))]
}

// playCard plays card for seat and keeps the current trick and the
// winners as the engine counts them.
func (g *game) playCard(s bridge.Seat, c bridge.Card) ([]laws.Ruling, error) {
	before := len(g.tb.Winners())
	rs, err := g.apply(laws.Play{Head: seatActor(s), Cards: []bridge.Card{c}})
	if err != nil {
		return nil, err
	}
	g.cur = append(g.cur, c)
	g.played = append(g.played, seatCard{seat: s, card: c, trick: g.trickNumber()})
	if w := g.tb.Winners(); len(w) > before {
		g.cur = nil
		g.winners = w
	}
	return rs, nil
}

// playLegal plays a random legal card for the seat in turn.
func (g *game) playLegal() error {
	s, err := g.turn()
	if err != nil {
		return err
	}
	_, err = g.playCard(s, g.pick(g.legal(s)))
	return err
}

// playTricks plays random legal cards until n tricks are complete.
func (g *game) playTricks(n int) error {
	for len(g.winners) < n {
		if err := g.playLegal(); err != nil {
			return err
		}
	}
	return nil
}

// playCards plays k random legal cards.
func (g *game) playCards(k int) error {
	for range k {
		if err := g.playLegal(); err != nil {
			return err
		}
	}
	return nil
}

// trickNumber is the number of the trick being played, 1-13.
func (g *game) trickNumber() int { return len(g.winners) + 1 }

// lastTrick is the last completed trick as the engine recorded it.
func (g *game) lastTrick() laws.TrickResult {
	ts := g.result().Tricks
	return ts[len(ts)-1]
}

// winnerText is the winner of each completed trick, seat letters in
// the language ("O E S O ...").
func winnerText(lang string, ws []bridge.Seat) string {
	var b strings.Builder
	for i, w := range ws {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%d:%s", i+1, seatLetter(lang, w))
	}
	return b.String()
}

// randomContract is a contract of random level, strain, doubling and
// declarer.
func randomContract(rng *rand.Rand, minLevel int) bridge.Contract {
	return bridge.Contract{
		Level:    bridge.Level(minLevel + rng.IntN(8-minLevel)),
		Strain:   bridge.Strains()[rng.IntN(5)],
		Doubling: bridge.Doubling(weighted(rng, 6, 3, 1)),
		Declarer: bridge.Seats()[rng.IntN(4)],
	}
}

// weighted is an index 0..len(w)-1 drawn with the weights w.
func weighted(rng *rand.Rand, w ...int) int {
	t := 0
	for _, x := range w {
		t += x
	}
	n := rng.IntN(t)
	for i, x := range w {
		if n < x {
			return i
		}
		n -= x
	}
	return len(w) - 1
}
