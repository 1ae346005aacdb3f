package laws

import (
	"bridgelaw/bridge"
	"bridgelaw/play"
)

// pendKind tags the pendings that other laws' code looks for (an opening
// lead out of turn, a Law 26B prohibition...); what a pending does is its
// resolve and played, not its kind. 0: untagged.
type pendKind uint8

const (
	pendOpeningLead pendKind = iota + 1 // Law 54
	pendPenaltyLead                     // Law 50D2, 51B
	pendWithdraw                        // Law 62C (does not stop play, only the trick's end)
	pendCall                            // Laws 25B, 27, 29: LHO accepts or refuses a call
	pendKeep                            // Law 25A6, 21B2: keep or withdraw a call made over a changed one
	pendMIChange                        // Law 21B1(a): the misinformed player may change his call
	pend26B                             // Law 26B: declarer may prohibit a suit
	pendDefective                       // Law 67A1, 67B1: the offender's card for a defective trick
)

// pending is an option offered and not yet chosen.
type pending struct {
	kind     pendKind
	ruling   int
	chooser  Actor
	options  []Option
	offender bridge.Seat
	card     bridge.Card
	cards    []bridge.Card
	leader   bridge.Seat // the correct leader (Laws 53-56)
	trick    int
	pc       bridge.Card // Law 52: the penalty card that was not played
	revoke   *revokeRec  // Law 52: the revoke it made
	rec      *callRec    // the call concerned (auction options)
	uiSide   bridge.Side // Law 25A6, 21B2: the side for which a withdrawn call is unauthorised
	law      bridge.LawRef
	// byDefault: the option applied follows from play or a call going on
	// (Laws 25B1, 27A1, 29A, 52B1, 53A, 54B, 60A1) or a compulsion (54A,
	// 54C), not from the chooser's word; set for resolve.
	byDefault bool
	// resolve applies option o when it is chosen: the rectification the
	// law's file gives with its options.
	resolve func(t *Table, p *pending, o Option)
	// played says what a play by seat of card does to the choice while it
	// is pending (Laws 52B1, 53A, 53C, 54B, 60A1); nil: it waits (Law
	// 9B). forfeit is the law of the right lost by playing on.
	played func(t *Table, p *pending, seat bridge.Seat, card bridge.Card) playVerdict
	// several is the option key whose Arg may name several of the
	// arguments offered at once ("forbid-lead S H", Law 51B2(b)); "" when
	// none.
	several OptionKey
	// called settles the offer when rec is called while it is pending
	// (Laws 25A6, 21B); it reports whether rec goes on. nil: a call leaves
	// it pending.
	called  func(t *Table, p *pending, rec *callRec) bool
	forfeit bridge.LawRef
}

// ---- Cards during the play period ----

func (t *Table) onPlay(e Play) {
	seat, _ := e.Actor.Seat()
	if t.ph == phaseAuction && !t.startKnownContract() {
		t.exposeInAuction(seat, e.Cards, true)
		return
	}
	switch t.ph {
	case phaseEnded:
		t.rule(Ruling{Kind: KindPlayEnded, Offender: Some(seat), Card: e.Cards[0]})
		return
	case phaseClaim:
		t.unexpected(dt("claim-suspended"))
		return
	}
	if !t.faceDownPlayed(seat, e.Cards[0]) {
		return // Law 41A: the face-down lead stands
	}
	if e.Simultaneous && !t.swaps[t.cur0] && t.simultaneousPlay(seat) {
		return // Law 58A: folded again with the legal card first
	}
	// A trick held open for Law 62C withdrawals closes when play goes on.
	if t.cur.count() == 4 {
		t.lapseWithdrawals()
		t.afterCard()
		if t.ph != phasePlay {
			t.rule(Ruling{Kind: KindPlayEnded, Offender: Some(seat), Card: e.Cards[0]})
			return
		}
	}
	if t.leadWaits26B(seat) {
		t.unexpected(dt("wait-26b", "seat", seat.String()))
		return
	}
	// Law 63A1-2: a play by the offender or his partner to a later trick
	// establishes his side's revokes, legal play or not.
	tn := t.cur.Number
	if t.cur.Cards[seat] != 0 {
		tn++
	}
	how := "63A1"
	if e.Named {
		how = "63A2"
	}
	t.establish(seat.Side(), tn, how)
	if len(e.Cards) > 1 {
		t.twoCards(seat, e.Cards)
		return
	}
	card := e.Cards[0]
	if !t.resolveBefore(seat, card) {
		return
	}
	t.playCard(seat, card)
}

// resolveBefore settles the options pending when seat plays: a play by the
// player entitled to accept an irregularity accepts it (Laws 53A, 54B,
// 52B1, 60A1), as the pending's played says; any other play waits for the
// choice (Law 9B). It reports whether the card is to be played.
func (t *Table) resolveBefore(seat bridge.Seat, card bridge.Card) bool {
	for {
		var p *pending
		for i := len(t.pend) - 1; i >= 0; i-- {
			if t.pend[i].kind != pendWithdraw {
				p = t.pend[i]
				break
			}
		}
		if p == nil {
			return true
		}
		v := playWaits
		if p.played != nil {
			v = p.played(t, p, seat, card)
		}
		switch v {
		case playSettled:
			continue
		case playRuled:
			return false
		case playWaits:
			if t.playBeforeRectification(p, seat, card) {
				return false // Law 60C
			}
			t.unexpected(dt("wait-choice-play", "actor", p.chooser.String(), "law", t.rulings[p.ruling].Law.String(), "actor2", seat.String()))
			return false
		}
		t.rule(Ruling{Kind: KindForfeited, Detail: dt("played-on", "seat", seat.String()), Law: p.forfeit})
		t.applyChoice(p, Option{Key: OptAccept}, true)
	}
}

// playVerdict is what a play does to a pending choice.
type playVerdict uint8

const (
	playWaits   playVerdict = iota // the play waits for the choice (Law 9B)
	playAccepts                    // the play accepts the irregularity: the right to rectification is lost (pending.forfeit)
	playSettled                    // the play settled the choice otherwise: look at the next one
	playRuled                      // the play was ruled on and is not played
)

// playCard places a card that is held and not blocked by a pending choice.
func (t *Table) playCard(seat bridge.Seat, card bridge.Card) {
	if t.cur.Cards[seat] != 0 {
		t.extraCard(seat, card)
		return
	}
	if t.cur.Omitted[seat] {
		// He let his turn pass (Law 67) and plays to the trick after all,
		// before it is quitted: the card takes his place in it.
		t.cur.Omitted[seat] = false
		t.follow(seat, card)
		return
	}
	if t.cur.count() == 0 {
		if seat == t.cur.Leader {
			t.lead(seat, card)
		} else {
			t.leadOutOfTurn(seat, card)
		}
		return
	}
	if next, _ := t.cur.next(); seat == next {
		t.follow(seat, card)
		return
	}
	t.playOutOfTurn(seat, card)
}

// put moves card from seat's hand into the current trick.
func (t *Table) put(seat bridge.Seat, card bridge.Card) {
	t.cur.WasPenalty[seat] = t.removePenalty(seat, card)
	t.cur.Cards[seat] = card
	for s := range t.hands {
		// On a board with a card in two hands (Law 13C, ruled at the
		// setup), the copy played is the card; the other, the surplus
		// card from another pack, is out of play.
		t.hands[s] = t.hands[s].Without(card)
	}
}

// takeBack returns seat's card in the current trick to his hand and
// reports it.
func (t *Table) takeBack(seat bridge.Seat) bridge.Card {
	c := t.cur.Cards[seat]
	if c == 0 {
		return 0
	}
	t.cur.Cards[seat] = 0
	t.hands[seat] = t.hands[seat].With(c)
	if t.cur.WasPenalty[seat] {
		t.addPenalty(seat, c, true)
	}
	t.cur.WasPenalty[seat] = false
	return c
}

// lead is a lead in turn.
func (t *Table) lead(seat bridge.Seat, card bridge.Card) {
	hand := t.hands[seat]
	allowed := hand
	broke := ""
	var kept []restriction
	for _, r := range t.restr {
		if r.seat != seat || (r.kind != RequireLead && r.kind != ForbidLead) {
			kept = append(kept, r)
			continue
		}
		in := suitsIn(hand, r.suits)
		switch r.kind {
		case RequireLead:
			if in == 0 {
				t.rule(Ruling{Kind: KindCannotComply, Offender: Some(seat), Trick: t.cur.Number})
			} else {
				allowed &= in
				if !r.suits[card.Suit()] {
					broke = "require-lead " + suitList(r.suits)
				}
			}
			continue // a requirement is used by this lead
		case ForbidLead:
			out := hand &^ in
			if out == 0 {
				t.rule(Ruling{Kind: KindCannotComply, Offender: Some(seat), Trick: t.cur.Number})
			} else {
				allowed &= out
				if r.suits[card.Suit()] {
					broke = "forbid-lead " + suitList(r.suits)
				}
			}
		}
		kept = append(kept, r)
	}
	t.restr = kept
	pc, fail := t.penaltyDuty(seat, card, allowed)
	t.put(seat, card)
	t.opened = true
	switch {
	case broke != "":
		t.addRevoke(seat, card, card.Suit(), revokeRequired, broke)
	case fail:
		t.penaltyFailed(seat, card, pc)
	}
	t.afterCard()
}

// follow is a card played in turn to a trick already led.
func (t *Table) follow(seat bridge.Seat, card bridge.Card) {
	hand := t.hands[seat]
	tr := t.cur.trick()
	led, _ := tr.Led()
	if play.IsRevoke(hand, tr, card) {
		// A major penalty card of the suit led was on the table: the
		// revoke is also a failure to play a card faced on the table
		// (Law 64B3).
		pc, faced := t.penaltyDuty(seat, card, play.LegalFrom(hand, tr))
		faced = faced && t.isMajor(seat, pc)
		t.put(seat, card)
		t.addRevoke(seat, card, led, revokeFollow, "").Faced = faced
		t.afterCard()
		return
	}
	allowed, broke := t.playRestriction(seat, card, play.LegalFrom(hand, tr), led)
	pc, fail := t.penaltyDuty(seat, card, allowed)
	t.put(seat, card)
	switch {
	case broke != "":
		t.addRevoke(seat, card, led, revokeRequired, broke)
	case fail:
		t.penaltyFailed(seat, card, pc)
	}
	t.afterCard()
}

// playRestriction applies declarer's Law 57A choice for seat's play to the
// current trick: the cards allowed, and what was broken ("" when nothing).
func (t *Table) playRestriction(seat bridge.Seat, card bridge.Card, legal bridge.CardSet, led bridge.Suit) (bridge.CardSet, string) {
	hand := t.hands[seat]
	allowed, broke := legal, ""
	for _, r := range t.restr {
		if r.seat != seat || r.trick != t.cur.Number {
			continue
		}
		var want bridge.CardSet
		switch r.kind {
		case PlayHighest, PlayLowest:
			h := hand.Suit(led)
			if h == 0 {
				// Void in the suit led, he cannot play its highest
				// or lowest card: he plays any otherwise legal card
				// (Law 59).
				t.rule(Ruling{Kind: KindCannotComply, Offender: Some(seat), Trick: t.cur.Number})
				continue
			}
			rank := h.Highest()
			if r.kind == PlayLowest {
				rank = h.Lowest()
			}
			want = bridge.SetOf(bridge.NewCard(led, rank))
		case PlaySuit:
			if hand.HasSuit(led) {
				// He must follow suit (Law 44C): his obligation to
				// follow keeps him from playing the suit required,
				// and he plays any otherwise legal card (Law 59).
				if !r.suits[led] {
					t.rule(Ruling{Kind: KindCannotComply, Offender: Some(seat), Trick: t.cur.Number})
				}
				continue
			}
			want = suitsIn(hand, r.suits)
			if want == 0 {
				t.rule(Ruling{Kind: KindCannotComply, Offender: Some(seat), Trick: t.cur.Number})
				continue
			}
		case AvoidSuit:
			if hand.HasSuit(led) {
				continue
			}
			want = hand &^ suitsIn(hand, r.suits)
			if want == 0 {
				t.rule(Ruling{Kind: KindCannotComply, Offender: Some(seat), Trick: t.cur.Number})
				continue
			}
		default:
			continue
		}
		allowed &= want
		if !want.Has(card) {
			broke = string(r.kind) + " " + suitList(r.suits)
		}
	}
	return allowed, broke
}

// extraCard: seat plays again to a trick he has already played to.
func (t *Table) extraCard(seat bridge.Seat, card bridge.Card) {
	if t.isDefender(seat) {
		if t.cur.Cards[seat.Partner()] == 0 {
			if t.cur.Cards[t.declarer()] != 0 && t.cur.Cards[t.dummy()] != 0 {
				t.rule(Ruling{Kind: KindPrematureNoRect, Offender: Some(seat), Card: card, Trick: t.cur.Number})
				return
			}
			t.premature(seat, card)
			return
		}
		major := card.Rank() >= bridge.Ten
		t.addPenalty(seat, card, major)
		what := dt("a-minor")
		if major {
			what = dt("a-major")
		}
		t.rule(Ruling{Kind: KindFifthCard, Offender: Some(seat), Card: card, Trick: t.cur.Number, Detail: what, Rectification: penaltyRect(major)})
		return
	}
	t.rule(Ruling{Kind: KindFifthCard, Offender: Some(seat), Card: card, Trick: t.cur.Number, Detail: dt("back-to-hand"), Rectification: RectCardBack})
}

// afterCard completes the trick when four cards are on it and nothing
// pending holds it open.
func (t *Table) afterCard() {
	t.offer26B()
	if t.ph != phasePlay || t.cur.count() != 4 {
		t.offerPenaltyDesignate()
		return
	}
	for _, p := range t.pend {
		if p.trick == t.cur.Number {
			return
		}
	}
	t.completeTrick()
}

func (t *Table) completeTrick() {
	w := t.cur.winner(t.contract.Strain)
	t.cur.Winner = w
	t.tricks = append(t.tricks, t.cur)
	t.won[w.Side()]++
	n := t.cur.Number
	var kept []restriction
	for _, r := range t.restr {
		switch {
		case r.trick == n && r.kind != RequireLead && r.kind != ForbidLead:
		case r.kind == ForbidLead && r.seat != w && t.tricks[len(t.tricks)-1].Leader == r.seat:
		default:
			kept = append(kept, r)
		}
	}
	t.restr = kept
	if n >= 13 {
		t.cur = trickRec{Number: 14, Leader: w}
		t.findDefective() // Law 67B: a hand with a card left shows a defective trick
		t.endOfPlay()
		return
	}
	t.cur = trickRec{Number: n + 1, Leader: w}
	t.onNewLeader()
}

// lapseWithdrawals closes the Law 62C options of the current trick.
func (t *Table) lapseWithdrawals() {
	var kept []*pending
	for _, p := range t.pend {
		if p.kind == pendWithdraw {
			t.rulings[p.ruling].Chosen = Option{Key: OptKeep}
			continue
		}
		kept = append(kept, p)
	}
	t.pend = kept
}

// onNewLeader offers declarer the Law 50D2 options when the partner of a
// defender with a major penalty card gains the lead, and the Law 51A
// designation when the leader could lead two or more penalty cards.
func (t *Table) onNewLeader() {
	t.offer26B()
	t.offerPenaltyLead()
	t.offerPenaltyDesignate()
}

func suitsIn(h bridge.CardSet, suits [4]bool) bridge.CardSet {
	var out bridge.CardSet
	for _, s := range bridge.Suits() {
		if suits[s] {
			out |= h.OfSuit(s)
		}
	}
	return out
}

func suitList(suits [4]bool) string {
	s := ""
	for _, u := range bridge.SuitsDown() {
		if suits[u] {
			s += u.String()
		}
	}
	return s
}
