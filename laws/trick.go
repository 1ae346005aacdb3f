package laws

import (
	"bridgelaw/bridge"
	"bridgelaw/play"
)

// trickRec is a trick as the engine holds it: a slot per seat, so that a
// card can be withdrawn (Laws 47, 62) and replaced while the others stay.
type trickRec struct {
	Number     int // 1-13
	Leader     bridge.Seat
	Cards      bridge.BySeat[bridge.Card] // 0: not played yet
	WasPenalty bridge.BySeat[bool]        // the card was a penalty card when played
	Winner     bridge.Seat                // set when complete
	// Omitted: the seat's turn passed without his card, his slot stays
	// empty (a defective trick, Law 67; "omit"). Extra: cards quitted
	// unseen with the seat's card (Law 67, "extra"), out of his hand.
	Omitted bridge.BySeat[bool]
	Extra   bridge.BySeat[bridge.CardSet]
}

// count is the number of seats whose turn in the trick has passed: a card
// played, or none contributed (Law 67).
func (t *trickRec) count() int {
	n := 0
	for s, c := range t.Cards {
		if c != 0 || t.Omitted[s] {
			n++
		}
	}
	return n
}

// next is the first seat in rotation from the leader that has not played
// (nor let his turn pass without a card, Law 67).
func (t *trickRec) next() (bridge.Seat, bool) {
	for i := range 4 {
		s := t.Leader.Add(i)
		if t.Cards[s] == 0 && !t.Omitted[s] {
			return s, true
		}
	}
	return 0, false
}

// trick is the play.Trick of the cards played in rotation from the leader
// up to the first empty slot: the view package play's rules need.
func (t *trickRec) trick() play.Trick {
	pt := play.Trick{Leader: t.Leader}
	for i := range 4 {
		c := t.Cards[t.Leader.Add(i)]
		if c == 0 {
			break
		}
		pt.Cards[i] = c
		pt.N++
	}
	return pt
}

// winner is the winner of a complete trick in strain s (Law 44E-F).
func (t *trickRec) winner(s bridge.Strain) bridge.Seat {
	var cards [4]bridge.Card
	for i := range 4 {
		cards[i] = t.Cards[t.Leader.Add(i)]
	}
	return play.Winner(t.Leader, cards, s)
}

// TrickResult is one completed trick: its number 1-13, its leader, the card
// each seat played and the seat that won it.
type TrickResult struct {
	Number int
	Leader bridge.Seat
	Cards  bridge.BySeat[bridge.Card]
	Winner bridge.Seat
}
