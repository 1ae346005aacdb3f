package quiz

import (
	"strconv"

	"bridgelaw/bridge"
	"bridgelaw/laws"
)

// Questions on exposed and penalty cards (Laws 24, 48-52).

// penaltyCardKind: during the play a player drops or exposes a card: a
// major penalty card, a minor one, or none (declarer's, Law 48A)?
func penaltyCardKind(q *maker) (Question, error) {
	c := randomContract(q.rng, 1)
	g, err := newGame(q.rng, q.board(), c, true)
	if err != nil {
		return Question{}, err
	}
	n := q.rng.IntN(9)
	if err := g.playTricks(n); err != nil {
		return Question{}, err
	}
	if err := g.playCards(1 + q.rng.IntN(2)); err != nil {
		return Question{}, err
	}
	// a defender most often, declarer sometimes
	s := []bridge.Seat{c.Declarer.LHO(), c.Declarer.RHO(), c.Declarer.LHO(), c.Declarer.RHO(), c.Declarer}[q.rng.IntN(5)]
	hand := g.tb.Hands()[s]
	if hand.Len() < 2 {
		return Question{}, errRetry
	}
	card := g.pick(hand)
	deliberate := q.rng.IntN(3) == 0
	var ev laws.Event = laws.Drop{Head: seatActor(s), Cards: []bridge.Card{card}}
	if deliberate {
		ev = laws.Expose{Head: seatActor(s), Cards: []bridge.Card{card}}
	}
	if _, err := g.apply(ev); err != nil {
		return Question{}, err
	}
	res := g.result()
	major := laws.Obligation{Kind: laws.MajorPenaltyCard, Seat: s, Card: card}.String()
	minor := laws.Obligation{Kind: laws.MinorPenaltyCard, Seat: s, Card: card}.String()
	chMajor := Choice{Text: q.t("penalty-major", nil), Claim: Claim{"pending": []any{major}}}
	chMinor := Choice{Text: q.t("penalty-minor", nil), Claim: Claim{"pending": []any{minor}}}
	chNone := Choice{Text: q.t("penalty-none", nil), Claim: kindClaim(laws.KindDeclarerExposed, "")}
	var right, why = Choice{}, laws.Ruling{}
	var wrong []Choice
	for _, o := range res.Obligations {
		switch o.String() {
		case major:
			right, wrong = chMajor, []Choice{chMinor, chNone}
		case minor:
			right, wrong = chMinor, []Choice{chMajor, chNone}
		}
	}
	if r, ok := ruling(res, laws.KindPenaltyCard); ok && right.Text != "" {
		why = r
	}
	if r, ok := ruling(res, laws.KindDeclarerExposed); ok {
		if right.Text != "" {
			return Question{}, errRetry
		}
		right, why, wrong = chNone, r, []Choice{chMajor, chMinor}
	}
	if why.Kind == "" {
		return Question{}, errRetry
	}
	key := "penalty-dropped"
	if deliberate {
		key = "penalty-exposed"
	}
	role := q.t("role-defender", nil)
	if s == c.Declarer {
		role = q.t("role-declarer", nil)
	}
	qu := Question{Law: lawKey(why.Law), Ref: why.Law, Log: g.log(), Explanation: why.Explain(q.lang),
		Text: q.t(key, map[string]string{"contract": q.contract(c, res.Vulnerability), "seat": q.seat(s), "card": q.card(card),
			"trick": strconv.Itoa(g.trickNumber()), "role": role})}
	q.offer(&qu, right, wrong, 3)
	return qu, nil
}

// penaltyLeadChooser: a card exposed during the auction (Law 24); the
// auction ends with its owner declarer, dummy or defender: back to the
// hand (24D) or a penalty card (24E)?
func penaltyLeadChooser(q *maker) (Question, error) {
	g, b, err := q.auctionGame()
	if err != nil {
		return Question{}, err
	}
	d := b.Dealer()
	open := bidOfRank(5 + q.rng.IntN(15))
	s := bridge.Seats()[q.rng.IntN(4)]
	card := g.pick(g.tb.Hands()[s])
	if _, err := g.call(d, open); err != nil {
		return Question{}, err
	}
	if _, err := g.apply(laws.Drop{Head: seatActor(s), Cards: []bridge.Card{card}}); err != nil {
		return Question{}, err
	}
	for i := 1; i <= 3; i++ {
		if _, err := g.call(d.Add(i), bridge.Pass); err != nil {
			return Question{}, err
		}
	}
	res := g.result()
	back := Choice{Text: q.t("auction-card-back", nil), Claim: kindClaim(laws.KindAuctionCardsBack, "")}
	pen := Choice{Text: q.t("auction-card-penalty", nil), Claim: kindClaim(laws.KindAuctionCardsPenalty, "")}
	rb, isBack := ruling(res, laws.KindAuctionCardsBack)
	rp, isPen := ruling(res, laws.KindAuctionCardsPenalty)
	var right, wrong Choice
	var why laws.Ruling
	switch {
	case isBack && !isPen:
		right, wrong, why = back, pen, rb
	case isPen && !isBack:
		right, wrong, why = pen, back, rp
	default:
		return Question{}, errRetry
	}
	qu := Question{Law: lawKey(why.Law), Ref: why.Law, Log: g.log(), Explanation: why.Explain(q.lang),
		Text: q.t("auction-card", map[string]string{"board": b.String(), "dealer": q.seat(d), "open": q.callText(open), "seat": q.seat(s),
			"card": q.card(card), "contract": q.contract(res.Contract, res.Vulnerability)})}
	q.offer(&qu, right, []Choice{wrong}, 2)
	return qu, nil
}

// penaltyNotPlayed: a defender's card lies on the table as a penalty
// card; at his turn he could play it but plays another card (Law 52).
// Who chooses what happens then?
func penaltyNotPlayed(q *maker) (Question, error) {
	c := randomContract(q.rng, 1)
	g, err := newGame(q.rng, q.board(), c, true)
	if err != nil {
		return Question{}, err
	}
	if err := g.playTricks(1 + q.rng.IntN(8)); err != nil {
		return Question{}, err
	}
	leader, err := g.turn()
	if err != nil {
		return Question{}, err
	}
	if leader.Side() != c.Declarer.Side() {
		return Question{}, errRetry // a defender on lead: Law 50D2 comes first
	}
	d := c.Declarer.LHO()
	if q.rng.IntN(2) == 0 {
		d = c.Declarer.RHO()
	}
	if err := g.playLegal(); err != nil { // declarer's side leads
		return Question{}, err
	}
	u, _ := g.led()
	trick := g.trickNumber()
	hand := g.tb.Hands()[d]
	pen := hand.OfSuit(u)
	if pen.Len() < 2 {
		return Question{}, errRetry // he must hold another card of the suit to play instead
	}
	card := g.pick(pen)
	if _, err := g.apply(laws.Drop{Head: seatActor(d), Cards: []bridge.Card{card}}); err != nil {
		return Question{}, err
	}
	for {
		s, err := g.turn()
		if err != nil {
			return Question{}, err
		}
		if s == d {
			break
		}
		if err := g.playLegal(); err != nil {
			return Question{}, err
		}
	}
	other := g.pick(g.legal(d).Without(card))
	if _, err := g.playCard(d, other); err != nil {
		return Question{}, err
	}
	res := g.result()
	if _, bad := ruling(res, laws.KindUnexpected); bad {
		return Question{}, errRetry
	}
	rl, ok := choosing(res, laws.KindPenaltyCardNotPlayed)
	if !ok {
		return Question{}, errRetry
	}
	right, wrong := q.chooserChoices(rl.Kind, rl.Chooser, c)
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t("penalty-not-played", map[string]string{"contract": q.contract(c, res.Vulnerability), "seat": q.seat(d), "card": q.card(card),
			"other": q.card(other), "suit": q.suit(u), "trick": strconv.Itoa(trick)})}
	q.offer(&qu, right, wrong, 4)
	return qu, nil
}

// defenderToLead plays 1-9 tricks at random until a defender has the
// lead: the game and that defender; errRetry when declarer's side has
// it.
func (q *maker) defenderToLead(c bridge.Contract) (*game, bridge.Seat, error) {
	g, err := newGame(q.rng, q.board(), c, true)
	if err != nil {
		return nil, 0, err
	}
	if err := g.playTricks(1 + q.rng.IntN(9)); err != nil {
		return nil, 0, err
	}
	leader, err := g.turn()
	if err != nil {
		return nil, 0, err
	}
	if leader.Side() == c.Declarer.Side() {
		return nil, 0, errRetry
	}
	return g, leader, nil
}

// penaltyTwoCards: a defender on lead drops two cards of different suits
// face up; both are major penalty cards (50B). Who chooses which one he
// leads (Law 51A)?
func penaltyTwoCards(q *maker) (Question, error) {
	c := randomContract(q.rng, 1)
	g, d, err := q.defenderToLead(c)
	if err != nil {
		return Question{}, err
	}
	hand := g.tb.Hands()[d]
	a := g.pick(hand)
	rest := hand.Minus(hand.OfSuit(a.Suit()))
	if rest.Len() == 0 || hand.Len() < 3 {
		return Question{}, errRetry
	}
	b := g.pick(rest)
	if _, err := g.apply(laws.Drop{Head: seatActor(d), Cards: []bridge.Card{a, b}}); err != nil {
		return Question{}, err
	}
	res := g.result()
	rl, ok := choosing(res, laws.KindPenaltyDesignate)
	if !ok {
		return Question{}, errRetry
	}
	right, wrong := q.chooserChoices(rl.Kind, rl.Chooser, c)
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t("penalty-two-cards", map[string]string{"contract": q.contract(c, res.Vulnerability), "seat": q.seat(d),
			"a": q.card(a), "b": q.card(b), "trick": strconv.Itoa(g.trickNumber() - 1)})}
	q.offer(&qu, right, wrong, 4)
	return qu, nil
}

// penaltyLeadOptions: a defender's partner has the lead and the defender
// shows a card on purpose, a major penalty card (50B). What may declarer
// do (Law 50D2)? The right choice is the options the engine offers; the
// wrong ones the usual mistakes: any suit, the leader choosing, the
// card's owner choosing.
func penaltyLeadOptions(q *maker) (Question, error) {
	c := randomContract(q.rng, 1)
	g, leader, err := q.defenderToLead(c)
	if err != nil {
		return Question{}, err
	}
	d := leader.Partner()
	hand := g.tb.Hands()[d]
	if hand.Len() < 2 {
		return Question{}, errRetry
	}
	card := g.pick(hand)
	if _, err := g.apply(laws.Expose{Head: seatActor(d), Cards: []bridge.Card{card}}); err != nil {
		return Question{}, err
	}
	res := g.result()
	rl, ok := choosing(res, laws.KindPenaltyLeadOptions)
	if !ok {
		return Question{}, errRetry
	}
	u := card.Suit()
	want := []string{"require-lead " + u.String(), "forbid-lead " + u.String(), "no-restriction"}
	var opts []any
	for _, o := range rl.Options {
		opts = append(opts, o.String())
	}
	if len(opts) != len(want) {
		return Question{}, errRetry
	}
	for i := range want {
		if opts[i] != want[i] {
			return Question{}, errRetry
		}
	}
	other := bridge.Suit((int(u) + 1 + q.rng.IntN(3)) % 4)
	chooser := rl.Chooser.String()
	mk := func(key string, claim map[string]any) Choice {
		claim["kind"] = string(rl.Kind)
		return Choice{Text: q.t(key, map[string]string{"suit": q.suit(u), "other": q.suit(other), "leader": q.seat(leader),
			"seat": q.seat(d), "card": q.card(card)}), Claim: Claim{"rulings": []any{claim}}}
	}
	right := mk("lead-options-right", map[string]any{"chooser": chooser, "options": opts})
	wrong := []Choice{
		mk("lead-options-any", map[string]any{"chooser": chooser, "options": []any{"require-lead " + other.String(), "forbid-lead " + other.String()}}),
		mk("lead-options-leader", map[string]any{"chooser": laws.SeatActor(leader).String()}),
		mk("lead-options-owner", map[string]any{"chooser": laws.SeatActor(d).String()}),
	}
	if s, ok := rl.Chooser.Seat(); !ok || s != c.Declarer {
		return Question{}, errRetry // the texts name declarer as the chooser
	}
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t("penalty-lead-options", map[string]string{"contract": q.contract(c, res.Vulnerability), "leader": q.seat(leader),
			"seat": q.seat(d), "card": q.card(card), "trick": strconv.Itoa(g.trickNumber() - 1)})}
	q.offer(&qu, right, wrong, 4)
	return qu, nil
}
