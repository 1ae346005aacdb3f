package laws

import "bridgelaw/bridge"

// MayRecord reports whether the player at seat s may record event e
// himself, from his own device at a table where each seat records its own
// acts: his own calls (Laws 17-39) and changes of call (25), the cards of
// his hand he plays, exposes or drops (41-60) and, as declarer, dummy's
// cards once the auction has given a contract (Law 45B: declarer plays
// dummy's cards); his claims and concessions (68), his or his side's
// acceptance and objections (69-71), his "no spades?" (61B), his drawing
// attention to an irregularity (9A, 62A; dummy's too, 43A1, and his
// breach and warning, 42B2, 43B), his choices among the options offered
// to him or his side (10C), his first call on the next board (64B4). The
// Director's acts (his answers, "director noticed", "director
// misinformed", the end of the round, the hands returned to the board) are
// never a player's. Once dummy is faced, only declarer plays dummy's
// cards; before, the player who becomes dummy plays his own (an opening
// lead out of turn by declarer's side, Law 54). Whether the act is legal is not asked here: the
// engine rules it as it happens.
func (t *Table) MayRecord(e Event, s bridge.Seat) bool {
	if e == nil {
		return false
	}
	switch e.(type) {
	case Answer, EndOfRound, HandsReturned, Misinformed:
		return false
	}
	a := e.Header().Actor
	if seat, ok := a.Seat(); ok {
		_, play := e.(Play)
		if play && t.hasContract && !t.contract.IsPassedOut() && seat == t.dummy() && t.dummyFaced() {
			return s == t.declarer() // dummy's cards are declarer's to play (Law 45B)
		}
		return seat == s
	}
	if a == ActorDirector {
		return false
	}
	side, ok := a.Side()
	return ok && side == s.Side()
}

// dummyFaced reports whether a card has been played to the first trick,
// so that dummy's cards are declarer's to play.
func (t *Table) dummyFaced() bool {
	if len(t.tricks) > 0 {
		return true
	}
	for _, c := range t.cur.Cards {
		if c != 0 {
			return true
		}
	}
	return false
}

// PendingClaim is the seat whose claim or concession awaits the other
// side's answer (Laws 68-69: play is suspended; the opponents agree or
// object, and a defender's partner may object to his concession, 68B2);
// ok is false when no claim is pending, or once it is contested (the
// Director rules, Law 70) or agreed.
func (t *Table) PendingClaim() (claimer bridge.Seat, ok bool) {
	if t.ph != phaseClaim || t.claim == nil || t.claim.Contested {
		return 0, false
	}
	return t.claim.Claimer, true
}

// PlayOnSides is the set of sides that have agreed to play on (Law
// 68D2(b)) after the claim or concession now pending or contested: none
// when there is none or no side has; the set is never both sides, as the
// claim is void once both agree and play continues.
func (t *Table) PlayOnSides() Sides {
	var s Sides
	if t.ph != phaseClaim || t.claim == nil {
		return s
	}
	for _, d := range []bridge.Side{bridge.NorthSouth, bridge.EastWest} {
		if t.claim.playOn[d] {
			s |= SidesOf(d)
		}
	}
	return s
}

// ContestedClaim is the seat whose claim or concession is contested: play
// stays suspended until the Director rules on it (Law 70) or both sides
// agree to play on (68D2(b)); ok is false when no claim is contested (none
// made, one still pending, agreed, ruled or voided by playing on).
func (t *Table) ContestedClaim() (claimer bridge.Seat, ok bool) {
	if t.ph != phaseClaim || t.claim == nil || !t.claim.Contested {
		return 0, false
	}
	return t.claim.Claimer, true
}
