package quiz

import (
	"bridgelaw/bridge"
	"bridgelaw/laws"
)

// Questions on the auction's irregularities (Laws 25-39).

// bidRank orders the bids: 1C lowest, 7NT highest (Law 18B).
func bidRank(c bridge.Call) int { return int(c.Level())*5 + int(c.Strain()) }

func bidOfRank(r int) bridge.Call { return bridge.Bid(bridge.Level(r/5), bridge.Strains()[r%5]) }

// auctionGame starts a board with no contract; the dealer comes from the
// board number (Law 2).
func (q *maker) auctionGame() (*game, bridge.Board, error) {
	b := q.board()
	g, err := newGame(q.rng, b, bridge.Contract{}, false)
	return g, b, err
}

func (g *game) call(s bridge.Seat, c bridge.Call) ([]laws.Ruling, error) {
	return g.apply(laws.Call{Head: seatActor(s), Call: c})
}

// calls is the calls made so far, in words ("North 1♥, East Pass").
func (q *maker) calls(g *game) string {
	var items []string
	for _, c := range g.result().Auction {
		items = append(items, q.t("call", map[string]string{"seat": q.seat(c.Seat), "call": q.callText(c.Call)}))
	}
	if len(items) == 0 {
		return q.t("no-calls", nil)
	}
	return joinList(q.lang, items)
}

// legalRun makes k calls in rotation from the dealer: passes and bids
// each higher than the last, from 1C to 3NT. It gives the last bid (0 when
// none).
func (q *maker) legalRun(g *game, b bridge.Board, k int) (bridge.Seat, bridge.Call, error) {
	s := b.Dealer()
	var last bridge.Call
	for range k {
		c := bridge.Pass
		if q.rng.IntN(2) == 0 {
			r := 5
			if last != 0 {
				r = bidRank(last) + 1 + q.rng.IntN(3)
			}
			if r < 20 {
				c, last = bidOfRank(r), bidOfRank(r)
			}
		}
		if _, err := g.call(s, c); err != nil {
			return s, last, err
		}
		s = s.Next()
	}
	return s, last, nil
}

// insufficientChooser: a bid lower than the last; who may accept it?
func insufficientChooser(q *maker) (Question, error) {
	g, b, err := q.auctionGame()
	if err != nil {
		return Question{}, err
	}
	s, last, err := q.legalRun(g, b, 1+q.rng.IntN(3))
	if err != nil {
		return Question{}, err
	}
	if last == 0 || bidRank(last) <= 5 {
		return Question{}, errRetry
	}
	ins := bidOfRank(5 + q.rng.IntN(bidRank(last)-5))
	before := q.calls(g)
	if _, err := g.call(s, ins); err != nil {
		return Question{}, err
	}
	res := g.result()
	rl, ok := choosing(res, laws.KindInsufficientBid)
	if !ok {
		return Question{}, errRetry
	}
	right, wrong := q.chooserChoices(rl.Kind, rl.Chooser, bridge.Contract{})
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t("insufficient-chooser", map[string]string{"board": b.String(), "calls": before, "seat": q.seat(s), "call": q.callText(ins)})}
	q.offer(&qu, right, wrong[:3], 4)
	return qu, nil
}

// oorKinds are the rulings on a call out of rotation that is not
// accepted (Laws 30-32).
var oorKinds = []laws.Kind{laws.KindOORPassRHO, laws.KindOORPass, laws.KindOORBidRHO, laws.KindOORBid, laws.KindOORDoubleRHO, laws.KindOORDouble}

// outOfRotationLaw: a call at the right-hand opponent's or partner's
// turn, not accepted; which law rectifies it?
func outOfRotationLaw(q *maker) (Question, error) {
	g, b, err := q.auctionGame()
	if err != nil {
		return Question{}, err
	}
	turn, last, err := q.legalRun(g, b, q.rng.IntN(3))
	if err != nil {
		return Question{}, err
	}
	off := turn.LHO()
	if q.rng.IntN(2) == 0 {
		off = turn.Partner()
	}
	c := bridge.Pass
	switch q.rng.IntN(3) {
	case 0:
		r := 5
		if last != 0 {
			r = bidRank(last) + 1
		}
		c = bidOfRank(r + q.rng.IntN(3))
	case 1:
		as := g.result().Auction
		if len(as) > 0 && as[len(as)-1].Call.IsBid() && as[len(as)-1].Seat.Side() != off.Side() {
			c = bridge.Double
		}
	}
	before := q.calls(g)
	if _, err := g.call(off, c); err != nil {
		return Question{}, err
	}
	res := g.result()
	rl, ok := choosing(res, laws.KindCallOutOfRotation)
	if !ok {
		return Question{}, errRetry
	}
	lho, _ := rl.Chooser.Seat()
	if _, err := g.apply(laws.Choose{Head: seatActor(lho), Option: laws.Option{Key: laws.OptRefuse}}); err != nil {
		return Question{}, err
	}
	res = g.result()
	var right Choice
	var why laws.Ruling
	var wrong []Choice
	for _, k := range oorKinds {
		ch := Choice{Text: q.law(k.Law()), Claim: kindClaim(k, "")}
		if r, ok := ruling(res, k); ok {
			right, why = ch, r
		} else {
			wrong = append(wrong, ch)
		}
	}
	if why.Kind == "" {
		return Question{}, errRetry
	}
	q.rng.Shuffle(len(wrong), func(i, j int) { wrong[i], wrong[j] = wrong[j], wrong[i] })
	qu := Question{Law: lawKey(why.Law), Ref: why.Law, Log: g.log(), Explanation: why.Explain(q.lang),
		Text: q.t("out-of-rotation", map[string]string{"board": b.String(), "calls": before, "seat": q.seat(off), "call": q.callText(c),
			"turn": q.seat(turn), "lho": q.seat(lho)})}
	q.offer(&qu, right, wrong, 4)
	return qu, nil
}

// changeOfCall: a player changes his call at once; the Director finds it
// unintended or not (Law 25).
func changeOfCall(q *maker) (Question, error) {
	g, b, err := q.auctionGame()
	if err != nil {
		return Question{}, err
	}
	s, last, err := q.legalRun(g, b, q.rng.IntN(3))
	if err != nil {
		return Question{}, err
	}
	r := 5
	if last != 0 {
		r = bidRank(last) + 1
	}
	if r > 30 {
		return Question{}, errRetry
	}
	first, second := bidOfRank(r+q.rng.IntN(2)), bidOfRank(r+2+q.rng.IntN(3))
	if _, err := g.call(s, first); err != nil {
		return Question{}, err
	}
	if _, err := g.apply(laws.Change{Head: seatActor(s), Call: second}); err != nil {
		return Question{}, err
	}
	open := g.result().Open
	if len(open) != 1 {
		return Question{}, errRetry
	}
	slip := q.rng.IntN(2) == 0
	form := laws.AnswerNo
	if slip {
		form = laws.AnswerYes
	}
	if _, err := g.apply(laws.Answer{Head: laws.Head{Actor: laws.ActorDirector}, Ref: open[0].ID, Form: form}); err != nil {
		return Question{}, err
	}
	res := g.result()
	un := Choice{Text: q.t("change-unintended", nil), Claim: kindClaim(laws.KindUnintendedChange, "")}
	in := Choice{Text: q.t("change-intended", nil), Claim: kindClaim(laws.KindIntendedChange, "")}
	ca := Choice{Text: q.t("change-cancelled", nil), Claim: kindClaim(laws.KindChangeCancelled, "")}
	// the 2007 code's Law 25B, a usual mistake: the change stands at once
	old := Choice{Text: q.t("change-2007", nil), Claim: kindClaim(laws.KindChangeAccepted, "")}
	var right Choice
	var why laws.Ruling
	var wrong []Choice
	for _, ch := range []Choice{un, in, ca, old} {
		k := laws.Kind(ch.Claim["rulings"].([]any)[0].(map[string]any)["kind"].(string))
		if r, ok := ruling(res, k); ok {
			right, why = ch, r
		} else {
			wrong = append(wrong, ch)
		}
	}
	if why.Kind == "" || len(wrong) != 3 {
		return Question{}, errRetry
	}
	how := q.t("change-was-intended", nil)
	if slip {
		how = q.t("change-was-slip", nil)
	}
	qu := Question{Law: lawKey(why.Law), Ref: why.Law, Log: g.log(), Explanation: why.Explain(q.lang),
		Text: q.t("change-of-call", map[string]string{"board": b.String(), "seat": q.seat(s), "first": q.callText(first), "second": q.callText(second), "how": how})}
	q.offer(&qu, right, wrong, 4)
	return qu, nil
}

// inadmissibleCall: a player doubles his partner's bid (Law 19A1: an
// inadmissible double); attention is drawn at once or after the next call
// (Law 36A-B).
func inadmissibleCall(q *maker) (Question, error) {
	g, b, err := q.auctionGame()
	if err != nil {
		return Question{}, err
	}
	d := b.Dealer()
	open := bidOfRank(5 + q.rng.IntN(10))
	if _, err := g.call(d, open); err != nil {
		return Question{}, err
	}
	if _, err := g.call(d.Next(), bridge.Pass); err != nil {
		return Question{}, err
	}
	off := d.Partner()
	if _, err := g.call(off, bridge.Double); err != nil {
		return Question{}, err
	}
	after := q.rng.IntN(2) == 0
	if after {
		if _, err := g.call(off.Next(), bridge.Pass); err != nil {
			return Question{}, err
		}
	}
	if _, err := g.apply(laws.Attention{Head: laws.Head{Actor: laws.ActorDirector}}); err != nil {
		return Question{}, err
	}
	res := g.result()
	var right Choice
	var why laws.Ruling
	var wrong []Choice
	for _, k := range []laws.Kind{laws.KindInadmissible36A, laws.KindInadmissible36B, laws.KindInadmissible36C} {
		ch := Choice{Text: q.t("inadmissible-"+string(k), nil), Claim: kindClaim(k, "")}
		if r, ok := ruling(res, k); ok {
			right, why = ch, r
		} else {
			wrong = append(wrong, ch)
		}
	}
	if why.Kind == "" || len(wrong) != 2 {
		return Question{}, errRetry
	}
	when := q.t("inadmissible-at-once", nil)
	if after {
		when = q.t("inadmissible-after", map[string]string{"seat": q.seat(off.Next())})
	}
	qu := Question{Law: lawKey(why.Law), Ref: why.Law, Log: g.log(), Explanation: why.Explain(q.lang),
		Text: q.t("inadmissible", map[string]string{"board": b.String(), "dealer": q.seat(d), "open": q.callText(open), "seat": q.seat(off), "when": when})}
	q.offer(&qu, right, wrong, 3)
	return qu, nil
}
