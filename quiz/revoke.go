package quiz

import (
	"strconv"

	"bridgelaw/bridge"
	"bridgelaw/laws"
)

// Questions on the revoke (Laws 61-64).

// revoke is the revoke a builder made: its trick, offender, card, the
// suit led, and how many cards had been played when it was made.
type revoke struct {
	trick    int
	offender bridge.Seat
	card     bridge.Card
	suit     bridge.Suit
	at       int
}

// revokeGame deals, plays legal cards up to a trick first-last and has a
// seat revoke on it (dummy only when dummyToo), then stops at once after
// the revoke card.
func (q *maker) revokeGame(first, last int, dummyToo bool) (*game, bridge.Contract, revoke, error) {
	c := randomContract(q.rng, 1)
	g, err := newGame(q.rng, q.board(), c, true)
	if err != nil {
		return nil, c, revoke{}, err
	}
	t := first + q.rng.IntN(last-first+1)
	if err := g.playTricks(t - 1); err != nil {
		return nil, c, revoke{}, err
	}
	for len(g.winners) < t {
		s, err := g.turn()
		if err != nil {
			return nil, c, revoke{}, err
		}
		rc := g.revokeCards(s)
		if !rc.IsEmpty() && (dummyToo || s != c.Dummy()) && q.rng.IntN(3) > 0 {
			card := g.pick(rc)
			u, _ := g.led()
			if _, err := g.playCard(s, card); err != nil {
				return nil, c, revoke{}, err
			}
			return g, c, revoke{trick: t, offender: s, card: card, suit: u, at: len(g.played)}, nil
		}
		if err := g.playLegal(); err != nil {
			return nil, c, revoke{}, err
		}
	}
	return nil, c, revoke{}, errRetry
}

// revokeFacts is the facts of a revoke played out to the end, in words.
func (q *maker) revokeFacts(g *game, c bridge.Contract, r revoke) string {
	res := g.result()
	return q.t("revoke-facts", map[string]string{"contract": q.contract(c, res.Vulnerability), "trick": strconv.Itoa(r.trick),
		"offender": q.seat(r.offender), "card": q.card(r.card), "suit": q.suit(r.suit),
		"winners": winnerText(q.lang, g.winners), "table": strconv.Itoa(res.TableTricks)})
}

// revokePlayedOut is a revoke on tricks 1-11 followed by legal play to the
// end: one Law 64 adjustment.
func (q *maker) revokePlayedOut() (*game, bridge.Contract, revoke, laws.Adjustment, error) {
	g, c, r, err := q.revokeGame(1, 11, q.rng.IntN(8) == 0)
	if err != nil {
		return nil, c, r, laws.Adjustment{}, err
	}
	if err := g.playTricks(13); err != nil {
		return nil, c, r, laws.Adjustment{}, err
	}
	res := g.result()
	if len(res.Adjustments) != 1 || !res.Ended {
		return nil, c, r, laws.Adjustment{}, errRetry
	}
	return g, c, r, res.Adjustments[0], nil
}

// adjustmentRuling is the engine's end-of-play ruling on the revoke.
func adjustmentRuling(res laws.Result) laws.Ruling {
	if r, ok := ruling(res, laws.KindRevokeTransfer); ok {
		return r
	}
	r, _ := ruling(res, laws.KindRevokeNoTransfer)
	return r
}

// revokeTricks: an established revoke, the trick winners; how many tricks
// does declarer get after Law 64?
func revokeTricks(q *maker) (Question, error) {
	g, c, r, adj, err := q.revokePlayedOut()
	if err != nil {
		return Question{}, err
	}
	res := g.result()
	tt := res.TableTricks
	right, wrong := numberChoices("declarer_tricks", res.DeclarerTricks, []int{tt, tt + 1, tt - 1, tt + 2, tt - 2, res.DeclarerTricks + 1}, 0, 13)
	qu := Question{Law: lawKey(adj.Law), Ref: adj.Law, Text: q.t("revoke-tricks", map[string]string{"facts": q.revokeFacts(g, c, r)}),
		Explanation: adjustmentRuling(res).Explain(q.lang), Log: g.log()}
	q.offer(&qu, right, wrong, 4)
	return qu, nil
}

// revoke64 is the laws a Law 64 adjustment may cite.
var revoke64 = []bridge.LawRef{bridge.Law(64, "A1"), bridge.Law(64, "A2"), bridge.Law(64, "B1"), bridge.Law(64, "B2"),
	bridge.Law(64, "B3"), bridge.Law(64, "B4"), bridge.Law(64, "B5"), bridge.Law(64, "B6"), bridge.Law(64, "B7")}

// lawChoice claims an adjustment of the law.
func (q *maker) lawChoice(l bridge.LawRef) Choice {
	return Choice{Text: q.law(l), Claim: Claim{"adjustments": []any{map[string]any{"law": lawKey(l)}}}}
}

// revokeLaw: the same facts; which law settles the adjustment?
func revokeLaw(q *maker) (Question, error) {
	g, c, r, adj, err := q.revokePlayedOut()
	if err != nil {
		return Question{}, err
	}
	res := g.result()
	var wrong []Choice
	for _, i := range q.rng.Perm(len(revoke64)) {
		if lawKey(revoke64[i]) != lawKey(adj.Law) {
			wrong = append(wrong, q.lawChoice(revoke64[i]))
		}
	}
	qu := Question{Law: lawKey(adj.Law), Ref: adj.Law, Text: q.t("revoke-law", map[string]string{"facts": q.revokeFacts(g, c, r)}),
		Explanation: adjustmentRuling(res).Explain(q.lang), Log: g.log()}
	q.offer(&qu, q.lawChoice(adj.Law), wrong, 4)
	return qu, nil
}

// establishedGame: a revoke on tricks 1-11 by a player other than dummy,
// then some more cards, then attention drawn: established (63A1) or
// corrected (62A)? It gives the ruling that decides.
// variant is 0-2 (nothing more played, up to the offending side's turn
// on the next trick, until it has played to it), -1 for a random one;
// attention is drawn by the Director, or by dummy when byDummy.
func (q *maker) establishedGame(variant int, byDummy bool) (*game, bridge.Contract, revoke, laws.Ruling, bool, error) {
	g, c, r, err := q.revokeGame(1, 11, false)
	if err != nil {
		return nil, c, r, laws.Ruling{}, false, err
	}
	side := r.offender.Side()
	if variant < 0 {
		variant = q.rng.IntN(3)
	}
	switch variant {
	case 0: // nothing more
	case 1: // to the end of the revoke trick, and the next trick until the offending side's turn
		for {
			s, err := g.turn()
			if err != nil {
				return nil, c, r, laws.Ruling{}, false, err
			}
			if len(g.winners) >= r.trick && (s.Side() == side || s == c.Dummy() && c.Declarer.Side() == side) {
				break
			}
			if err := g.playLegal(); err != nil {
				return nil, c, r, laws.Ruling{}, false, err
			}
		}
	default: // until the offending side has played to a later trick
		for {
			if err := g.playLegal(); err != nil {
				return nil, c, r, laws.Ruling{}, false, err
			}
			last := g.played[len(g.played)-1]
			if last.trick > r.trick && last.seat.Side() == side {
				break
			}
		}
	}
	by := laws.Head{Actor: laws.ActorDirector}
	if byDummy {
		by = seatActor(c.Dummy())
	}
	if _, err := g.apply(laws.Attention{Head: by}); err != nil {
		return nil, c, r, laws.Ruling{}, false, err
	}
	res := g.result()
	est, isEst := ruling(res, laws.KindRevokeEstablished)
	cor, isCor := ruling(res, laws.KindRevokeCorrected)
	switch {
	case isEst && !isCor:
		return g, c, r, est, true, nil
	case isCor && !isEst:
		return g, c, r, cor, false, nil
	}
	return nil, c, r, laws.Ruling{}, false, errRetry
}

// revokeEstablished: is the revoke established when attention is drawn?
func revokeEstablished(q *maker) (Question, error) {
	g, c, r, rl, est, err := q.establishedGame(-1, false)
	if err != nil {
		return Question{}, err
	}
	yes := Choice{Text: q.t("established-yes", nil), Claim: kindClaim(laws.KindRevokeEstablished, "")}
	no := Choice{Text: q.t("established-no", nil), Claim: kindClaim(laws.KindRevokeCorrected, "")}
	right, wrong := yes, no
	if !est {
		right, wrong = no, yes
	}
	res := g.result()
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t("revoke-established", map[string]string{"contract": q.contract(c, res.Vulnerability), "trick": strconv.Itoa(r.trick),
			"offender": q.seat(r.offender), "card": q.card(r.card), "suit": q.suit(r.suit), "plays": q.plays(g.played[r.at:])})}
	q.offer(&qu, right, []Choice{wrong}, 2)
	return qu, nil
}

// inquiryGame: some tricks, a player fails to follow or follows, and
// another asks him "no hearts?" (Law 61B). asker, when valid, is who asks.
func (q *maker) inquiryGame(asker func(c bridge.Contract, target bridge.Seat) bridge.Seat) (*game, bridge.Contract, bridge.Seat, bridge.Seat, bridge.Suit, laws.Ruling, error) {
	c := randomContract(q.rng, 1)
	g, err := newGame(q.rng, q.board(), c, true)
	if err != nil {
		return nil, c, 0, 0, 0, laws.Ruling{}, err
	}
	if err := g.playTricks(q.rng.IntN(7)); err != nil {
		return nil, c, 0, 0, 0, laws.Ruling{}, err
	}
	if err := g.playCards(2 + q.rng.IntN(2)); err != nil {
		return nil, c, 0, 0, 0, laws.Ruling{}, err
	}
	target := g.played[len(g.played)-1].seat
	u, _ := g.led()
	a := asker(c, target)
	if a == target {
		return nil, c, 0, 0, 0, laws.Ruling{}, errRetry
	}
	if _, err := g.apply(laws.Ask{Head: seatActor(a), Target: target}); err != nil {
		return nil, c, 0, 0, 0, laws.Ruling{}, err
	}
	res := g.result()
	for _, k := range []laws.Kind{laws.KindRevokeInquiry, laws.KindImproperInquiry} {
		if rl, ok := ruling(res, k); ok {
			return g, c, a, target, u, rl, nil
		}
	}
	return nil, c, 0, 0, 0, laws.Ruling{}, errRetry
}

// inquiryQuestion asks whether the inquiry is allowed.
func (q *maker) inquiryQuestion(key string, g *game, c bridge.Contract, asker, target bridge.Seat, u bridge.Suit, rl laws.Ruling) Question {
	yes := Choice{Text: q.t("inquiry-yes", nil), Claim: kindClaim(laws.KindRevokeInquiry, "")}
	no := Choice{Text: q.t("inquiry-no", nil), Claim: kindClaim(laws.KindImproperInquiry, "")}
	right, wrong := yes, no
	if rl.Kind == laws.KindImproperInquiry {
		right, wrong = no, yes
	}
	res := g.result()
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t(key, map[string]string{"contract": q.contract(c, res.Vulnerability), "asker": q.seat(asker), "target": q.seat(target),
			"suit": q.suit(u), "card": q.card(g.played[len(g.played)-1].card)})}
	q.offer(&qu, right, []Choice{wrong}, 2)
	return qu
}

// revokeInquiry: who may ask "no hearts?" (Law 61B).
func revokeInquiry(q *maker) (Question, error) {
	g, c, a, target, u, rl, err := q.inquiryGame(func(bridge.Contract, bridge.Seat) bridge.Seat { return bridge.Seats()[q.rng.IntN(4)] })
	if err != nil {
		return Question{}, err
	}
	return q.inquiryQuestion("revoke-inquiry", g, c, a, target, u, rl), nil
}

// trick12Game: a revoke on trick 12 by declarer or a defender, trick 13
// played (the revoke is established), and attention drawn before or after
// the hands are returned to the board (Law 62D, 64B6).
func (q *maker) trick12Game() (*game, bridge.Contract, revoke, bool, error) {
	g, c, r, err := q.revokeGame(12, 12, false)
	if err != nil {
		return nil, c, r, false, err
	}
	if err := g.playTricks(13); err != nil {
		return nil, c, r, false, err
	}
	returned := q.rng.IntN(2) == 0
	if returned {
		if _, err := g.apply(laws.HandsReturned{Head: laws.Head{Actor: laws.ActorDirector}}); err != nil {
			return nil, c, r, false, err
		}
	}
	if _, err := g.apply(laws.Attention{Head: laws.Head{Actor: laws.ActorDirector}}); err != nil {
		return nil, c, r, false, err
	}
	return g, c, r, returned, nil
}

// trick12Question: what follows a trick-12 revoke noticed then?
func (q *maker) trick12Question(key string) (Question, error) {
	g, c, r, returned, err := q.trick12Game()
	if err != nil {
		return Question{}, err
	}
	res := g.result()
	corrected := Choice{Text: q.t("trick12-corrected", nil), Claim: kindClaim(laws.KindRevokeTrick12, "")}
	b6 := Choice{Text: q.t("trick12-b6", nil), Claim: Claim{"adjustments": []any{map[string]any{"law": lawKey(bridge.Law(64, "B6"))}}}}
	a2 := Choice{Text: q.t("trick12-a2", nil), Claim: Claim{"adjustments": []any{map[string]any{"law": lawKey(bridge.Law(64, "A2"))}}}}
	a1 := Choice{Text: q.t("trick12-a1", nil), Claim: Claim{"adjustments": []any{map[string]any{"law": lawKey(bridge.Law(64, "A1"))}}}}
	var right Choice
	var rl laws.Ruling
	var wrong []Choice
	if x, ok := ruling(res, laws.KindRevokeTrick12); ok && !returned {
		right, rl, wrong = corrected, x, []Choice{b6, a2, a1}
	} else if x, ok := ruling(res, laws.KindRevokeNoTransfer); ok && returned && len(res.Adjustments) == 1 && lawKey(res.Adjustments[0].Law) == lawKey(bridge.Law(64, "B6")) {
		right, rl, wrong = b6, x, []Choice{corrected, a2, a1}
	} else {
		return Question{}, errRetry
	}
	when := q.t("trick12-before", nil)
	if returned {
		when = q.t("trick12-after", nil)
	}
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t(key, map[string]string{"contract": q.contract(c, res.Vulnerability), "offender": q.seat(r.offender), "card": q.card(r.card),
			"suit": q.suit(r.suit), "when": when})}
	q.offer(&qu, right, wrong, 4)
	return qu, nil
}

func revokeTrick12(q *maker) (Question, error) { return q.trick12Question("revoke-trick12") }
