package quiz

import (
	"strconv"

	"bridgelaw/bridge"
	"bridgelaw/laws"
)

// The revoke's frequent questions, each asked on facts made for it: what
// a revoke is (Law 61A), what it costs (64), when it is established
// (63A), whether dummy may point it out (61B, 43A1, 9A4), and the last
// tricks (62D).

// faqWhatIsRevoke: a player does not follow suit though he can: what is
// it?
func faqWhatIsRevoke(q *maker) (Question, error) {
	g, c, r, err := q.revokeGame(1, 11, false)
	if err != nil {
		return Question{}, err
	}
	res := g.result()
	rl, ok := ruling(res, laws.KindRevoke)
	if !ok {
		return Question{}, errRetry
	}
	right := Choice{Text: q.t("faq-revoke-yes", nil), Claim: kindClaim(laws.KindRevoke, lawKey(rl.Law))}
	var wrong []Choice
	for _, k := range []laws.Kind{laws.KindDefenderLeadOutOfTurn, laws.KindPenaltyCard, laws.KindPrematurePlay} {
		if _, ok := ruling(res, k); !ok {
			wrong = append(wrong, Choice{Text: q.t("faq-revoke-"+string(k), nil), Claim: kindClaim(k, "")})
		}
	}
	qu := Question{Law: lawKey(rl.Law), Ref: rl.Law, Log: g.log(), Explanation: rl.Explain(q.lang),
		Text: q.t("faq-what", map[string]string{"contract": q.contract(c, res.Vulnerability), "trick": strconv.Itoa(r.trick),
			"offender": q.seat(r.offender), "card": q.card(r.card), "suit": q.suit(r.suit)})}
	q.offer(&qu, right, wrong, 4)
	return qu, nil
}

// faqCost: an established revoke: how many tricks are transferred?
func faqCost(q *maker) (Question, error) {
	g, c, r, adj, err := q.revokePlayedOut()
	if err != nil {
		return Question{}, err
	}
	res := g.result()
	mk := func(n int) Choice {
		return Choice{Text: q.t("faq-transfer", map[string]string{"n": strconv.Itoa(n)}), Claim: Claim{"adjustments": []any{map[string]any{"transfer": n}}}}
	}
	var wrong []Choice
	for n := range 3 {
		if n != adj.Transfer {
			wrong = append(wrong, mk(n))
		}
	}
	won := false
	for _, t := range res.Tricks {
		if t.Number == r.trick {
			won = t.Winner == r.offender
		}
	}
	who := q.t("faq-trick-lost", nil)
	if won {
		who = q.t("faq-trick-won", nil)
	}
	qu := Question{Law: lawKey(adj.Law), Ref: adj.Law, Log: g.log(), Explanation: adjustmentRuling(res).Explain(q.lang),
		Text: q.t("faq-cost", map[string]string{"facts": q.revokeFacts(g, c, r), "who": who})}
	q.offer(&qu, mk(adj.Transfer), wrong, 3)
	return qu, nil
}

// faqEstablished: when is a revoke established?
func faqEstablished(q *maker) (Question, error) {
	qu, err := revokeEstablished(q)
	if err != nil {
		return qu, err
	}
	qu.Text = q.t("faq-when", map[string]string{"question": qu.Text})
	return qu, nil
}

// faqDummy: may dummy point out a revoke? He may ask declarer (61B2), not
// a defender; he may not draw attention to it during the play (43A1),
// only after it (9A4).
func faqDummy(q *maker) (Question, error) {
	if q.rng.IntN(2) == 0 {
		g, c, a, target, u, rl, err := q.inquiryGame(func(c bridge.Contract, target bridge.Seat) bridge.Seat { return c.Dummy() })
		if err != nil {
			return Question{}, err
		}
		qu := q.inquiryQuestion("revoke-inquiry", g, c, a, target, u, rl)
		qu.Text = q.t("faq-dummy", map[string]string{"question": qu.Text})
		return qu, nil
	}
	g, c, r, _, est, err := q.establishedGame(2, true)
	if err != nil {
		return Question{}, err
	}
	if !est || r.offender.Side() == c.Declarer.Side() {
		return Question{}, errRetry
	}
	res := g.result()
	da, ok := ruling(res, laws.KindDummyAttention)
	if !ok {
		return Question{}, errRetry
	}
	no := Choice{Text: q.t("faq-dummy-no", nil), Claim: kindClaim(laws.KindDummyAttention, "")}
	yes := Choice{Text: q.t("faq-dummy-yes", nil), Claim: kindClaim(laws.KindRevokeCorrected, "")}
	if _, ok := ruling(res, laws.KindRevokeCorrected); ok {
		return Question{}, errRetry
	}
	qu := Question{Law: lawKey(da.Law), Ref: da.Law, Log: g.log(), Explanation: da.Explain(q.lang),
		Text: q.t("faq-dummy-attention", map[string]string{"contract": q.contract(c, res.Vulnerability), "trick": strconv.Itoa(r.trick),
			"offender": q.seat(r.offender), "card": q.card(r.card), "suit": q.suit(r.suit), "dummy": q.seat(c.Dummy())})}
	q.offer(&qu, no, []Choice{yes}, 2)
	return qu, nil
}

// faqLastTricks: a revoke on trick 12 (Law 62D).
func faqLastTricks(q *maker) (Question, error) {
	qu, err := q.trick12Question("revoke-trick12")
	if err != nil {
		return qu, err
	}
	qu.Text = q.t("faq-last", map[string]string{"question": qu.Text})
	return qu, nil
}
