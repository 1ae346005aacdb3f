package laws

import "bridgelaw/bridge"

// ---- Law 58A: simultaneous leads or plays ----
//
// A lead or play made at the same moment as another player's legal lead or
// play is deemed to be subsequent to it (58A). The log writes the card
// that came second in the log with "simultaneous" ("E play D2
// simultaneous"): when the card on the line before was out of turn and
// this one in turn, the log is folded again with this card first, and the
// other is ruled after it (as premature or out of turn, or in turn).
//
// This file holds the law's kind with its law: the places "Adding an
// irregularity" (doc.go) lists; the card is the Play event (event.go).

// The kind of ruling on simultaneous plays.
const (
	KindSimultaneousPlays Kind = "simultaneous-plays" // two cards played at the same moment: the legal one counts first
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{KindSimultaneousPlays: bridge.Law(58, "A")})
}

// simultaneousPlay: seat's card was played at the same moment as the card
// on the line before, by another player. When seat was the player in turn
// and the other was not, the log is folded again with seat's card first
// (58A), and it reports true; otherwise seat's card counts after the
// other's, and is played now.
func (t *Table) simultaneousPlay(seat bridge.Seat) bool {
	idx := t.cur0
	n := len(t.order)
	if n < 2 || idx < 1 || t.order[n-2] != idx-1 {
		return false
	}
	prev, ok := t.events[idx-1].(Play)
	other, isSeat := prev.Actor.Seat()
	if !ok || !isSeat || other == seat {
		return false
	}
	order := append([]int(nil), t.order...)
	// The state before the two cards: who was to play?
	t.refold(order[:n-2], false)
	inTurn := false
	if t.ph == phasePlay && len(t.pend) == 0 {
		if t.cur.count() == 0 {
			inTurn = seat == t.cur.Leader
		} else if next, ok := t.cur.next(); ok {
			inTurn = seat == next
		}
	}
	if !inTurn || other == seat {
		// The other card counts first: fold back as logged, and play seat's.
		t.refold(order[:n-1], false)
		t.order = append(t.order, idx)
		t.cur0, t.refoldFrom = idx, idx-1
		t.rule(Ruling{Kind: KindSimultaneousPlays, Offender: Some(seat), Detail: dt("card-counts-first", "seat", other.String()).and(dt("card-counts-after", "seat", seat.String()))})
		return false
	}
	swaps := map[int]bool{idx: true}
	for k := range t.swaps {
		swaps[k] = true
	}
	t.swaps = swaps
	t.refold(append(append([]int(nil), order[:n-2]...), idx, idx-1), false)
	t.cur0, t.refoldFrom = idx, idx-1
	t.rule(Ruling{Kind: KindSimultaneousPlays, Offender: Some(other), Detail: dt("card-counts-first-in-turn", "seat", seat.String()).and(dt("card-counts-after", "seat", other.String()))})
	return true
}
