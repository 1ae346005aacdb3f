package laws

import (
	"bridgelaw/bridge"
	"bridgelaw/play"
)

type pendKind uint8

const (
	pendOpeningLead  pendKind = iota + 1 // Law 54
	pendDefenderLead                     // Laws 53, 56
	pendDeclarerLead                     // Law 55
	pendPenaltyLead                      // Law 50D2, 51B
	pendPremature                        // Law 57A
	pendPenaltyFail                      // Law 52
	pendTwoCards                         // Law 58B
	pendWithdraw                         // Law 62C (does not stop play, only the trick's end)
	pendCall                             // Laws 25B, 27, 29: LHO accepts or refuses a call
	pendKeep                             // Law 25A6, 21B2: keep or withdraw a call made over a changed one
	pendMIChange                         // Law 21B1(a): the misinformed player may change his call
	pend26B                              // Law 26B: declarer may prohibit a suit
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
	// resolve applies option o when it is chosen: the rectification a
	// law's file gives with its options; nil for the kinds applyChoice
	// knows.
	resolve func(t *Table, p *pending, o Option)
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
// 52B1, 60A1); any other play waits for the choice (Law 9B). It reports
// whether the card is to be played.
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
		accept := false
		switch p.kind {
		case pendOpeningLead:
			accept = seat == t.declarer()
		case pendDefenderLead, pendDeclarerLead:
			// 53A: the hand next in rotation plays.
			accept = seat == p.offender.LHO()
			if p.kind == pendDeclarerLead && seat == p.offender.RHO() {
				// 53C: the defender on the right of the hand that led plays
				// to it: the lead stands, and he has played before his
				// partner (Law 57).
				t.dropPending(p)
				t.rulings[p.ruling].Chosen = Option{Key: OptAccept}
				t.rule(Ruling{Kind: KindLeadAccepted, Law: bridge.Law(53, "C"), Offender: Some(p.offender), Card: p.card, Trick: p.trick,
					Detail: dt("rho-played", "seat", seat.String())})
				continue
			}
		case pendPenaltyFail:
			accept = seat == t.declarer() || seat == t.dummy()
		case pendPenaltyLead:
			if seat == t.cur.Leader && t.cur.count() == 0 {
				t.addPenalty(seat, card, true)
				t.rule(Ruling{Kind: KindPrematureLeadWait, Offender: Some(seat), Card: card, Rectification: RectMajorPenaltyCard, Trick: t.cur.Number})
				return false
			}
		}
		if !accept {
			t.unexpected(dt("wait-choice-play", "actor", p.chooser.String(), "law", t.rulings[p.ruling].Law.String(), "actor2", seat.String()))
			return false
		}
		t.rule(Ruling{Kind: KindForfeited, Detail: dt("played-on", "seat", seat.String()), Law: forfeitLaw(p.kind)})
		t.applyChoice(p, Option{Key: OptAccept}, true)
	}
}

func forfeitLaw(k pendKind) bridge.LawRef {
	switch k {
	case pendPenaltyFail:
		return bridge.Law(52, "B1")
	case pendOpeningLead:
		return bridge.Law(54, "B")
	case pendDeclarerLead:
		return bridge.Law(53, "A")
	}
	return bridge.Law(53, "A")
}

// playCard places a card that is held and not blocked by a pending choice.
func (t *Table) playCard(seat bridge.Seat, card bridge.Card) {
	if t.cur.Cards[seat] != 0 {
		t.extraCard(seat, card)
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
		t.put(seat, card)
		t.addRevoke(seat, card, led, revokeFollow, "")
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
				continue
			}
			rank := h.Highest()
			if r.kind == PlayLowest {
				rank = h.Lowest()
			}
			want = bridge.SetOf(bridge.NewCard(led, rank))
		case PlaySuit:
			if hand.HasSuit(led) {
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

// penaltyDuty checks Law 50C-D1 for seat's card: a major penalty card among
// the allowed cards must be played; no other card of a minor penalty card's
// suit below an honour. It returns the penalty card not played.
func (t *Table) penaltyDuty(seat bridge.Seat, card bridge.Card, allowed bridge.CardSet) (bridge.Card, bool) {
	if !t.isDefender(seat) {
		return 0, false
	}
	var majors bridge.CardSet
	for _, p := range t.penalty {
		if p.Seat == seat && p.Major && allowed.Has(p.Card) {
			majors = majors.With(p.Card)
		}
	}
	if majors != 0 {
		if majors.Has(card) {
			return 0, false
		}
		return majors.Slice()[0], true
	}
	for _, p := range t.penalty {
		if p.Seat == seat && !p.Major && allowed.Has(p.Card) && card.Suit() == p.Card.Suit() && card != p.Card && card.Rank() < bridge.Ten {
			return p.Card, true
		}
	}
	return 0, false
}

// penaltyFailed: seat played card instead of penalty card pc (Law 52): a
// revoke (61A) and declarer's choice.
func (t *Table) penaltyFailed(seat bridge.Seat, card, pc bridge.Card) {
	rv := t.addRevoke(seat, card, pc.Suit(), revokePenalty, "")
	opts := []Option{{Key: OptAccept}, {Key: OptRequirePenaltyCard, Arg: pc.String()}}
	i := t.rule(Ruling{Kind: KindPenaltyCardNotPlayed, Offender: Some(seat), Card: card, Trick: t.cur.Number,
		Options: opts, Chooser: SeatActor(t.declarer())})
	t.pend = append(t.pend, &pending{kind: pendPenaltyFail, ruling: i, chooser: SeatActor(t.declarer()), options: opts,
		offender: seat, card: card, pc: pc, trick: t.cur.Number, revoke: rv})
}

// playOutOfTurn: seat plays to a trick already led, before his turn.
func (t *Table) playOutOfTurn(seat bridge.Seat, card bridge.Card) {
	if !t.isDefender(seat) {
		// 57C3: declarer's premature play from either hand is played.
		t.rule(Ruling{Kind: KindDeclarerPremature, Offender: Some(seat), Card: card, Trick: t.cur.Number})
		t.follow(seat, card)
		return
	}
	if t.cur.Cards[t.declarer()] != 0 && t.cur.Cards[t.dummy()] != 0 {
		t.rule(Ruling{Kind: KindPrematureNoRect, Offender: Some(seat), Card: card, Trick: t.cur.Number})
		t.follow(seat, card)
		return
	}
	if t.cur.Cards[seat.Partner()] == 0 {
		t.premature(seat, card)
		return
	}
	// 57D: at his right-hand opponent's turn, partner having played.
	if play.LegalFrom(t.hands[seat], t.cur.trick()).Has(card) {
		t.rule(Ruling{Kind: KindPlayAtRHOTurn, Offender: Some(seat), Card: card, Trick: t.cur.Number, Detail: dt("legal-played"), Rectification: RectPlayed})
		t.follow(seat, card)
		return
	}
	t.addPenalty(seat, card, true)
	t.rule(Ruling{Kind: KindPlayAtRHOTurn, Offender: Some(seat), Card: card, Trick: t.cur.Number, Detail: dt("not-legal"), Rectification: RectMajorPenaltyCard})
}

// premature: Law 57A, a defender plays or leads before his partner has
// played to the trick.
func (t *Table) premature(seat bridge.Seat, card bridge.Card) {
	t.addPenalty(seat, card, true)
	led, _ := t.cur.trick().Led()
	opts := []Option{{Key: OptHighest}, {Key: OptLowest}}
	for _, s := range bridge.SuitsDown() {
		if s != led {
			opts = append(opts, Option{Key: OptPlaySuit, Arg: s.String()})
		}
	}
	for _, s := range bridge.SuitsDown() {
		if s != led {
			opts = append(opts, Option{Key: OptForbidSuit, Arg: s.String()})
		}
	}
	i := t.rule(Ruling{Kind: KindPrematurePlay, Offender: Some(seat), Card: card, Trick: t.cur.Number,
		Options: opts, Chooser: SeatActor(t.declarer()), Rectification: RectMajorPenaltyCard,
		Obligations: []Obligation{{Kind: MajorPenaltyCard, Seat: seat, Card: card, Law: bridge.Law(57, "A")}}})
	t.pend = append(t.pend, &pending{kind: pendPremature, ruling: i, chooser: SeatActor(t.declarer()), options: opts,
		offender: seat, card: card, trick: t.cur.Number})
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

// leadOutOfTurn: seat leads when another player should (Laws 53-56).
func (t *Table) leadOutOfTurn(seat bridge.Seat, card bridge.Card) {
	correct := t.cur.Leader
	n := t.cur.Number
	if n == 1 && !t.opened {
		if !t.isDefender(seat) {
			t.rule(Ruling{Kind: KindLeadByDeclarerSide, Offender: Some(seat), Card: card, Trick: 1, Rectification: RectCardBack})
			return
		}
		t.put(seat, card)
		t.cur.Leader = seat
		opts := []Option{{Key: OptBecomeDummy}, {Key: OptAccept}, {Key: OptRequireLead}, {Key: OptForbidLead}, {Key: OptRefuse}}
		i := t.rule(Ruling{Kind: KindOpeningLeadOutOfTurn, Offender: Some(seat), Card: card, Trick: 1,
			Suit: Some(card.Suit()), Options: opts, Chooser: SeatActor(t.declarer())})
		t.pend = append(t.pend, &pending{kind: pendOpeningLead, ruling: i, chooser: SeatActor(t.declarer()), options: opts,
			offender: seat, card: card, leader: correct, trick: 1})
		return
	}
	t.put(seat, card)
	t.cur.Leader = seat
	if t.isDefender(seat) {
		opts := []Option{{Key: OptAccept}, {Key: OptRefuse}}
		i := t.rule(Ruling{Kind: KindDefenderLeadOutOfTurn, Offender: Some(seat), Card: card, Trick: n,
			Options: opts, Chooser: SeatActor(t.declarer())})
		t.pend = append(t.pend, &pending{kind: pendDefenderLead, ruling: i, chooser: SeatActor(t.declarer()), options: opts,
			offender: seat, card: card, leader: correct, trick: n})
		return
	}
	// Law 55: either defender; the one next in turn prevails.
	opts := []Option{{Key: OptAccept}, {Key: OptRetract}}
	ch := SideActor(seat.Side().Opponents())
	i := t.rule(Ruling{Kind: KindDeclarerLeadOutOfTurn, Offender: Some(seat), Card: card, Trick: n,
		Options: opts, Chooser: ch})
	t.pend = append(t.pend, &pending{kind: pendDeclarerLead, ruling: i, chooser: ch, options: opts,
		offender: seat, card: card, leader: correct, trick: n})
}

// twoCards: Law 58B, two or more cards played at once; the player says
// which he meant.
func (t *Table) twoCards(seat bridge.Seat, cards []bridge.Card) {
	var opts []Option
	for _, c := range cards {
		opts = append(opts, Option{Key: OptCard, Arg: c.String()})
	}
	i := t.rule(Ruling{Kind: KindTwoCards, Offender: Some(seat), Card: cards[0], Trick: t.cur.Number,
		Options: opts, Chooser: SeatActor(seat)})
	t.pend = append(t.pend, &pending{kind: pendTwoCards, ruling: i, chooser: SeatActor(seat), options: opts,
		offender: seat, cards: append([]bridge.Card(nil), cards...), trick: t.cur.Number})
}

// afterCard completes the trick when four cards are on it and nothing
// pending holds it open.
func (t *Table) afterCard() {
	t.offer26B()
	if t.ph != phasePlay || t.cur.count() != 4 {
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
// defender with a major penalty card gains the lead.
func (t *Table) onNewLeader() {
	t.offer26B()
	L := t.cur.Leader
	if t.ph != phasePlay || t.cur.count() != 0 || !t.isDefender(L) || t.lead50D2 == t.cur.Number {
		return
	}
	for _, p := range t.pend {
		if p.kind == pendPenaltyLead && p.trick == t.cur.Number {
			return
		}
	}
	holder := L.Partner()
	var suits [4]bool
	any := false
	for _, p := range t.penalty {
		if p.Seat == holder && p.Major {
			suits[p.Card.Suit()], any = true, true
		}
	}
	if !any {
		return
	}
	var opts []Option
	for _, s := range bridge.SuitsDown() {
		if suits[s] {
			opts = append(opts, Option{Key: OptRequireLead, Arg: s.String()})
		}
	}
	for _, s := range bridge.SuitsDown() {
		if suits[s] {
			opts = append(opts, Option{Key: OptForbidLead, Arg: s.String()})
		}
	}
	opts = append(opts, Option{Key: OptNoRestriction})
	law := bridge.Law(50, "D2")
	n := 0
	for _, p := range t.penalty {
		if p.Seat == holder {
			n++
		}
	}
	if n > 1 {
		law = bridge.Law(51, "B")
	}
	i := t.rule(Ruling{Kind: KindPenaltyLeadOptions, Law: law, Offender: Some(holder), Trick: t.cur.Number,
		Options: opts, Chooser: SeatActor(t.declarer()), Obligations: []Obligation{{Kind: AwaitChoice, Seat: L, Law: law}}})
	t.pend = append(t.pend, &pending{kind: pendPenaltyLead, ruling: i, chooser: SeatActor(t.declarer()), options: opts,
		offender: holder, leader: L, trick: t.cur.Number})
}

// ---- Penalty cards (Laws 48-52) ----

func (t *Table) addPenalty(seat bridge.Seat, card bridge.Card, major bool) {
	for i, p := range t.penalty {
		if p.Seat == seat && p.Card == card {
			t.penalty[i].Major = t.penalty[i].Major || major
			return
		}
	}
	t.penalty = append(t.penalty, penaltyCard{Seat: seat, Card: card, Major: major})
	// Law 50B: a defender with two or more penalty cards: all are major.
	n := 0
	for _, p := range t.penalty {
		if p.Seat == seat {
			n++
		}
	}
	if n > 1 {
		for i := range t.penalty {
			if t.penalty[i].Seat == seat {
				t.penalty[i].Major = true
			}
		}
	}
}

func (t *Table) removePenalty(seat bridge.Seat, card bridge.Card) bool {
	for i, p := range t.penalty {
		if p.Seat == seat && p.Card == card {
			t.penalty = append(t.penalty[:i:i], t.penalty[i+1:]...)
			return true
		}
	}
	return false
}

// pickUp returns seat's penalty cards of the given suits to his hand as
// ordinary cards (Law 50D2, 51B).
func (t *Table) pickUp(seat bridge.Seat, suits [4]bool) {
	var kept []penaltyCard
	for _, p := range t.penalty {
		if p.Seat == seat && suits[p.Card.Suit()] {
			continue
		}
		kept = append(kept, p)
	}
	t.penalty = kept
}

// penaltyRect is the rectification that makes a card a major or minor
// penalty card (Law 50).
func penaltyRect(major bool) Rectification {
	if major {
		return RectMajorPenaltyCard
	}
	return RectMinorPenaltyCard
}

func penaltyWord(major bool) string {
	if major {
		return "major"
	}
	return "minor"
}

// onExpose: cards exposed deliberately (Expose) or dropped accidentally
// (Drop) by the actor of h.
func (t *Table) onExpose(h Head, cards []bridge.Card, deliberate bool) {
	seat, _ := h.Actor.Seat()
	if t.ph == phaseAuction && !t.startKnownContract() {
		t.exposeInAuction(seat, cards, false)
		return
	}
	if t.ph == phaseEnded {
		t.unexpected(dt("exposed-after-end"))
		return
	}
	for _, p := range t.pend {
		if p.kind != pendOpeningLead {
			continue
		}
		switch seat {
		case t.dummy():
			t.rule(Ruling{Kind: KindMustAcceptLead, Offender: Some(seat), Card: cards[0]})
			t.applyChoice(p, Option{Key: OptAccept}, true)
			return
		case t.declarer():
			t.rule(Ruling{Kind: KindMustBecomeDummy, Offender: Some(seat), Card: cards[0]})
			t.applyChoice(p, Option{Key: OptBecomeDummy}, true)
			return
		}
	}
	if !t.isDefender(seat) {
		for _, c := range cards {
			t.rule(Ruling{Kind: KindDeclarerExposed, Offender: Some(seat), Card: c, Rectification: RectNone})
		}
		return
	}
	for _, c := range cards {
		major := deliberate || len(cards) > 1 || c.Rank() >= bridge.Ten
		t.addPenalty(seat, c, major)
		t.rule(Ruling{Kind: KindPenaltyCard, Law: bridge.Law(50, "B"), Offender: Some(seat), Card: c, Detail: dt(penaltyWord(t.isMajor(seat, c))),
			Rectification: penaltyRect(t.isMajor(seat, c))})
	}
	t.onNewLeader()
}

func (t *Table) isMajor(seat bridge.Seat, c bridge.Card) bool {
	for _, p := range t.penalty {
		if p.Seat == seat && p.Card == c {
			return p.Major
		}
	}
	return false
}

// exposeInAuction: Law 24, cards exposed or led during the auction period.
func (t *Table) exposeInAuction(seat bridge.Seat, cards []bridge.Card, led bool) {
	for _, c := range cards {
		dup := false
		for _, x := range t.exposed {
			dup = dup || (x.Seat == seat && x.Card == c)
		}
		if !dup {
			t.exposed = append(t.exposed, penaltyCard{Seat: seat, Card: c, Major: led})
		}
	}
	n := 0
	for _, x := range t.exposed {
		if x.Seat == seat {
			n++
		}
	}
	r := Ruling{Kind: KindCardExposedAuction, Offender: Some(seat), Card: cards[0]}
	switch {
	case n > 1:
		r.Law = bridge.Law(24, "C")
	case led || cards[0].Rank() >= bridge.Ten:
		r.Law = bridge.Law(24, "B")
	default:
		r.Law = bridge.Law(24, "A")
	}
	var obls []Obligation
	if r.Law.Section != "A" {
		if o, ok := t.oblige(MustPassNextTurn, seat.Partner(), r.Law, 0); ok {
			obls = append(obls, o)
		}
		t.awareness(seat, r.Law)
		r.Detail = dt("partner-must-pass", "seat", seat.Partner().String())
	}
	t.ruleWith(r, obls...)
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
