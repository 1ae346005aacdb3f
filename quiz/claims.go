package quiz

import (
	"strconv"

	"bridgelaw/bridge"
	"bridgelaw/laws"
)

// Questions on claims and concessions (Laws 68-71).

// claimGame plays some tricks of a random contract; it gives the tricks
// left and declarer's side's tricks so far as the engine counts them.
func (q *maker) claimGame() (*game, bridge.Contract, int, int, error) {
	c := randomContract(q.rng, 1)
	g, err := newGame(q.rng, q.board(), c, true)
	if err != nil {
		return nil, c, 0, 0, err
	}
	n := q.rng.IntN(12)
	if err := g.playTricks(n); err != nil {
		return nil, c, 0, 0, err
	}
	return g, c, 13 - n, g.result().TableTricks, nil
}

// claimAgreed: declarer claims some of the tricks left; the defenders
// agree (Law 69A). How many tricks does declarer's side get?
func claimAgreed(q *maker) (Question, error) {
	g, c, left, won, err := q.claimGame()
	if err != nil {
		return Question{}, err
	}
	k := q.rng.IntN(left + 1)
	if _, err := g.apply(laws.Claim{Head: seatActor(c.Declarer), Tricks: k}); err != nil {
		return Question{}, err
	}
	if _, err := g.apply(laws.Accept{Head: laws.Head{Actor: laws.SideActor(c.Declarer.Side().Opponents())}}); err != nil {
		return Question{}, err
	}
	res := g.result()
	rl, ok := ruling(res, laws.KindClaimAgreed)
	if !ok || !res.Ended {
		return Question{}, errRetry
	}
	right, wrong := numberChoices("declarer_tricks", res.DeclarerTricks, []int{k, won, won + k + 1, won + k - 1, won + left - k, 13 - k}, 0, 13)
	q.rng.Shuffle(len(wrong), func(i, j int) { wrong[i], wrong[j] = wrong[j], wrong[i] })
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t("claim-agreed", map[string]string{"contract": q.contract(c, res.Vulnerability), "played": strconv.Itoa(13 - left),
			"won": strconv.Itoa(won), "declarer": q.seat(c.Declarer), "n": strconv.Itoa(k), "left": strconv.Itoa(left)})}
	q.offer(&qu, right, wrong, 4)
	return qu, nil
}

// concession: a defender concedes some of the tricks left and his partner
// does not object (Law 68B); declarer's side agrees.
func concession(q *maker) (Question, error) {
	g, c, left, won, err := q.claimGame()
	if err != nil {
		return Question{}, err
	}
	k := q.rng.IntN(left + 1)
	d := c.Declarer.LHO()
	if q.rng.IntN(2) == 0 {
		d = c.Declarer.RHO()
	}
	if _, err := g.apply(laws.Concede{Head: seatActor(d), Tricks: k}); err != nil {
		return Question{}, err
	}
	if _, err := g.apply(laws.Accept{Head: laws.Head{Actor: laws.SideActor(c.Declarer.Side())}}); err != nil {
		return Question{}, err
	}
	res := g.result()
	rl, ok := ruling(res, laws.KindClaimAgreed)
	if !ok || !res.Ended {
		return Question{}, errRetry
	}
	right, wrong := numberChoices("declarer_tricks", res.DeclarerTricks, []int{won + left - k, won, k, won + k + 1, 13 - won - k}, 0, 13)
	q.rng.Shuffle(len(wrong), func(i, j int) { wrong[i], wrong[j] = wrong[j], wrong[i] })
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t("concession", map[string]string{"contract": q.contract(c, res.Vulnerability), "played": strconv.Itoa(13 - left),
			"won": strconv.Itoa(won), "seat": q.seat(d), "n": strconv.Itoa(k), "left": strconv.Itoa(left)})}
	q.offer(&qu, right, wrong, 4)
	return qu, nil
}

// claimContested: declarer claims and a defender disputes it (Law 70) or
// the defenders agree (69A); or a defender concedes and his partner
// objects at once (68B2). What follows?
func claimContested(q *maker) (Question, error) {
	g, c, left, _, err := q.claimGame()
	if err != nil || left < 2 {
		return Question{}, errRetry
	}
	k := 1 + q.rng.IntN(left)
	if _, err := g.apply(laws.Claim{Head: seatActor(c.Declarer), Tricks: k}); err != nil {
		return Question{}, err
	}
	objector := c.Declarer.LHO()
	if q.rng.IntN(2) == 0 {
		objector = c.Declarer.RHO()
	}
	variant := q.rng.IntN(3)
	var ev laws.Event = laws.Accept{Head: laws.Head{Actor: laws.SideActor(c.Declarer.Side().Opponents())}}
	switch variant {
	case 1:
		ev = objectEvent(objector)
	case 2: // a defender concedes; his partner objects at once (68B2)
		g, c, left, _, err = q.claimGame()
		if err != nil || left < 2 {
			return Question{}, errRetry
		}
		k = 1 + q.rng.IntN(left)
		objector = c.Declarer.LHO()
		if _, err := g.apply(laws.Concede{Head: seatActor(objector.Partner()), Tricks: k}); err != nil {
			return Question{}, err
		}
		ev = objectEvent(objector)
	}
	if _, err := g.apply(ev); err != nil {
		return Question{}, err
	}
	res := g.result()
	mk := func(k laws.Kind) Choice { return Choice{Text: q.t("claim-"+string(k), nil), Claim: kindClaim(k, "")} }
	var right Choice
	var why laws.Ruling
	var wrong []Choice
	for _, k := range []laws.Kind{laws.KindClaimAgreed, laws.KindClaimContested, laws.KindConcessionVoid} {
		if r, ok := ruling(res, k); ok {
			right, why = mk(k), r
		} else {
			wrong = append(wrong, mk(k))
		}
	}
	if why.Kind == "" || len(wrong) != 2 {
		return Question{}, errRetry
	}
	args := map[string]string{"contract": q.contract(c, res.Vulnerability), "declarer": q.seat(c.Declarer),
		"n": strconv.Itoa(k), "left": strconv.Itoa(left), "then": q.t("claim-then-agree", nil)}
	key := "claim-what"
	switch variant {
	case 1:
		args["then"] = q.t("claim-then-object", map[string]string{"seat": q.seat(objector)})
	case 2:
		key, args["declarer"], args["seat"] = "concede-what", q.seat(objector.Partner()), q.seat(objector)
	}
	qu := Question{Law: lawKey(why.Law), Ref: why.Law, Log: g.log(), Explanation: why.Explain(q.lang), Text: q.t(key, args)}
	q.offer(&qu, right, wrong, 3)
	return qu, nil
}

func objectEvent(s bridge.Seat) laws.Event { return laws.Object{Head: seatActor(s)} }
