package play

import "bridgelaw/bridge"

// Trick is one trick: the leader and the cards in the order played, Cards[0]
// by the leader, Cards[i] by Leader.Add(i). N is the number of cards played
// to it so far, 0-4.
type Trick struct {
	Leader bridge.Seat
	Cards  [4]bridge.Card
	N      int
}

// Complete reports whether four cards have been played to the trick.
func (t Trick) Complete() bool { return t.N == 4 }

// Seat is the seat that plays (or played) the i-th card, i 0-3.
func (t Trick) Seat(i int) bridge.Seat { return t.Leader.Add(i) }

// CardOf is the card seat s played to the trick; ok is false when s has not
// played to it yet or is not a valid seat. (The "& 3" is the distance
// clockwise from the leader, modulo 4, between two valid seats.)
func (t Trick) CardOf(s bridge.Seat) (bridge.Card, bool) {
	if !s.Valid() {
		return 0, false
	}
	i := int((s - t.Leader) & 3)
	if i >= t.N {
		return 0, false
	}
	return t.Cards[i], true
}

// Led is the suit led; ok is false before the lead.
func (t Trick) Led() (bridge.Suit, bool) {
	if t.N == 0 {
		return 0, false
	}
	return t.Cards[0].Suit(), true
}

// Winning is the index 0-3 of the card that wins the trick so far (Law 44E,
// 44F) in strain s: the highest trump, else the highest card of the suit
// led. It is -1 for an empty trick. A zero Card after the lead is a player
// who contributed no card to the trick (a defective trick, Law 67): it is
// skipped, and the trick is won among the cards played to it.
func (t Trick) Winning(s bridge.Strain) int {
	if t.N == 0 {
		return -1
	}
	best := 0
	for i := 1; i < t.N; i++ {
		if t.Cards[i] == 0 {
			continue
		}
		if beats(t.Cards[i], t.Cards[best], s) {
			best = i
		}
	}
	return best
}

// Winner is the seat that wins (or is winning) the trick in strain s
// (Law 44E, 44F). For an empty trick it is the leader.
func (t Trick) Winner(s bridge.Strain) bridge.Seat {
	w := t.Winning(s)
	if w < 0 {
		return t.Leader
	}
	return t.Leader.Add(w)
}

// beats reports whether card c, played after card best (the winning card
// so far, of the suit led or a trump), takes the lead of the trick in strain s.
func beats(c, best bridge.Card, s bridge.Strain) bool {
	if c.Suit() == best.Suit() {
		return c.Rank() > best.Rank()
	}
	trump, ok := s.Suit()
	return ok && c.Suit() == trump
}

// Winner is the seat winning a complete trick led by leader with cards in
// play order, in strain s (Law 44E, 44F); a zero card after the lead, a
// player who failed to play to the trick (Law 67), wins nothing.
func Winner(leader bridge.Seat, cards [4]bridge.Card, s bridge.Strain) bridge.Seat {
	return Trick{Leader: leader, Cards: cards, N: 4}.Winner(s)
}
