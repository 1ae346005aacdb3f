package quiz

import (
	"strconv"

	"bridgelaw/bridge"
	"bridgelaw/laws"
)

// Questions on leads out of turn (Laws 53-56).

// chooserChoices are the choices for who chooses: every seat and both
// sides, each claiming a ruling of the kind with that chooser; right is
// the engine's chooser.
func (q *maker) chooserChoices(kind laws.Kind, right laws.Actor, c bridge.Contract) (Choice, []Choice) {
	mk := func(a laws.Actor) Choice {
		text := ""
		if s, ok := a.Seat(); ok {
			text = q.seat(s)
			switch {
			case c.Level > 0 && s == c.Declarer:
				text = q.t("seat-declarer", map[string]string{"seat": text})
			case c.Level > 0 && s == c.Dummy():
				text = q.t("seat-dummy", map[string]string{"seat": text})
			}
		} else if d, ok := a.Side(); ok {
			text = q.t("either-of", map[string]string{"a": q.seat(d.Seats()[0]), "b": q.seat(d.Seats()[1])})
		}
		return Choice{Text: text, Claim: Claim{"rulings": []any{map[string]any{"kind": string(kind), "chooser": a.String()}}}}
	}
	var wrong []Choice
	as := []laws.Actor{laws.SeatActor(bridge.North), laws.SeatActor(bridge.East), laws.SeatActor(bridge.South), laws.SeatActor(bridge.West), laws.ActorNS, laws.ActorEW}
	for _, i := range q.rng.Perm(len(as)) {
		if as[i] != right {
			wrong = append(wrong, mk(as[i]))
		}
	}
	return mk(right), wrong
}

// choosing is the ruling of res that offers options, of one of kinds.
func choosing(res laws.Result, kinds ...laws.Kind) (laws.Ruling, bool) {
	for _, r := range res.Rulings {
		for _, k := range kinds {
			if r.Kind == k && len(r.Options) > 0 {
				return r, true
			}
		}
	}
	return laws.Ruling{}, false
}

// openingLeadGame: a contract, and the opening lead faced by a player
// other than the opening leader (Law 54).
func (q *maker) openingLeadGame() (*game, bridge.Contract, bridge.Seat, bridge.Card, error) {
	c := randomContract(q.rng, 1)
	g, err := newGame(q.rng, q.board(), c, true)
	if err != nil {
		return nil, c, 0, 0, err
	}
	// the leader's partner most often; sometimes declarer or dummy
	s := []bridge.Seat{c.OpeningLeader().Partner(), c.OpeningLeader().Partner(), c.Declarer, c.Dummy()}[q.rng.IntN(4)]
	card := g.pick(g.tb.Hands()[s])
	if _, err := g.playCard(s, card); err != nil {
		return nil, c, 0, 0, err
	}
	return g, c, s, card, nil
}

// openingLeadChooser: who chooses after an opening lead out of turn?
func openingLeadChooser(q *maker) (Question, error) {
	g, c, s, card, err := q.openingLeadGame()
	if err != nil {
		return Question{}, err
	}
	res := g.result()
	rl, ok := choosing(res, laws.KindOpeningLeadOutOfTurn, laws.KindDefenderLeadOutOfTurn, laws.KindDeclarerLeadOutOfTurn, laws.KindLeadByDeclarerSide)
	if !ok {
		return Question{}, errRetry
	}
	right, wrong := q.chooserChoices(rl.Kind, rl.Chooser, c)
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t("opening-lead-chooser", map[string]string{"contract": q.contract(c, res.Vulnerability), "seat": q.seat(s), "card": q.card(card),
			"leader": q.seat(c.OpeningLeader())})}
	q.offer(&qu, right, wrong, 4)
	return qu, nil
}

// openingLeadDummy: the opening leader's partner leads; declarer chooses
// to accept it or to spread his hand (Law 54A). Who is declarer then?
func openingLeadDummy(q *maker) (Question, error) {
	c := randomContract(q.rng, 1)
	g, err := newGame(q.rng, q.board(), c, true)
	if err != nil {
		return Question{}, err
	}
	s := c.OpeningLeader().Partner()
	card := g.pick(g.tb.Hands()[s])
	if _, err := g.playCard(s, card); err != nil {
		return Question{}, err
	}
	opt := laws.Option{Key: laws.OptBecomeDummy}
	key := "declarer-spreads"
	if q.rng.IntN(2) == 0 {
		opt, key = laws.Option{Key: laws.OptAccept}, "declarer-accepts"
	}
	if _, err := g.apply(laws.Choose{Head: seatActor(c.Declarer), Option: opt}); err != nil {
		return Question{}, err
	}
	res := g.result()
	if !res.HasContract {
		return Question{}, errRetry
	}
	rl, ok := ruling(res, laws.KindOpeningLeadOutOfTurn)
	if !ok {
		return Question{}, errRetry
	}
	mk := func(x bridge.Seat) Choice { return Choice{Text: q.seat(x), Claim: Claim{"declarer": x.String()}} }
	var wrong []Choice
	for _, x := range bridge.Seats() {
		if x != res.Contract.Declarer {
			wrong = append(wrong, mk(x))
		}
	}
	q.rng.Shuffle(len(wrong), func(i, j int) { wrong[i], wrong[j] = wrong[j], wrong[i] })
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t("opening-lead-declarer", map[string]string{"contract": q.contract(c, res.Vulnerability), "seat": q.seat(s), "card": q.card(card),
			"leader": q.seat(c.OpeningLeader()), "choice": q.t(key, map[string]string{"declarer": q.seat(c.Declarer)})})}
	q.offer(&qu, mk(res.Contract.Declarer), wrong, 4)
	return qu, nil
}

// leadOutOfTurnChooser: later in the play, the wrong player leads (Laws
// 53, 55, 56). Who chooses?
func leadOutOfTurnChooser(q *maker) (Question, error) {
	c := randomContract(q.rng, 1)
	g, err := newGame(q.rng, q.board(), c, true)
	if err != nil {
		return Question{}, err
	}
	n := 1 + q.rng.IntN(10)
	if err := g.playTricks(n); err != nil {
		return Question{}, err
	}
	leader, err := g.turn()
	if err != nil {
		return Question{}, err
	}
	var others []bridge.Seat
	for _, s := range bridge.Seats() {
		if s != leader {
			others = append(others, s)
		}
	}
	s := others[q.rng.IntN(len(others))]
	card := g.pick(g.tb.Hands()[s])
	if _, err := g.playCard(s, card); err != nil {
		return Question{}, err
	}
	res := g.result()
	rl, ok := choosing(res, laws.KindDefenderLeadOutOfTurn, laws.KindDeclarerLeadOutOfTurn, laws.KindLeadByDeclarerSide)
	if !ok {
		return Question{}, errRetry
	}
	right, wrong := q.chooserChoices(rl.Kind, rl.Chooser, c)
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t("lead-out-of-turn", map[string]string{"contract": q.contract(c, res.Vulnerability), "seat": q.seat(s), "card": q.card(card),
			"leader": q.seat(leader), "trick": strconv.Itoa(n + 1), "winner": q.seat(g.winners[n-1])})}
	q.offer(&qu, right, wrong, 4)
	return qu, nil
}
