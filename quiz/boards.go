package quiz

import (
	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
)

// Questions on the board's markings (Law 2).

// boardVulnerability: which side is vulnerable on board N?
func boardVulnerability(q *maker) (Question, error) {
	b := bridge.Board(1 + q.rng.IntN(36))
	g, err := newGame(q.rng, b, bridge.Contract{}, false)
	if err != nil {
		return Question{}, err
	}
	res := g.result()
	mk := func(v bridge.Vulnerability) Choice {
		return Choice{Text: catalog.Vulnerability(q.lang, v), Claim: Claim{"vulnerable": v.String()}}
	}
	var wrong []Choice
	for _, v := range bridge.Vulnerabilities() {
		if v != res.Vulnerability {
			wrong = append(wrong, mk(v))
		}
	}
	qu := Question{Law: lawKey(bridge.Law(2, "")), Ref: bridge.Law(2, ""), Log: g.log(),
		Explanation: q.t("board-vulnerable-why", map[string]string{"board": b.String(), "vulnerable": catalog.Vulnerability(q.lang, res.Vulnerability)}),
		Text:        q.t("board-vulnerable", map[string]string{"board": b.String()})}
	q.offer(&qu, mk(res.Vulnerability), wrong, 4)
	return qu, nil
}

// boardDealer: who deals board N? The log's first call, by the dealer,
// is in turn; rule --json says the dealer.
func boardDealer(q *maker) (Question, error) {
	b := bridge.Board(1 + q.rng.IntN(36))
	g, err := newGame(q.rng, b, bridge.Contract{}, false)
	if err != nil {
		return Question{}, err
	}
	dealer := g.setup.Dealer
	mk := func(s bridge.Seat) Choice { return Choice{Text: q.seat(s), Claim: Claim{"dealer": s.String()}} }
	var wrong []Choice
	for _, s := range bridge.Seats() {
		if s != dealer {
			wrong = append(wrong, mk(s))
		}
	}
	qu := Question{Law: lawKey(bridge.Law(2, "")), Ref: bridge.Law(2, ""), Log: g.log(),
		Explanation: q.t("board-dealer-why", map[string]string{"board": b.String(), "dealer": q.seat(dealer)}),
		Text:        q.t("board-dealer", map[string]string{"board": b.String()})}
	q.offer(&qu, mk(dealer), wrong, 4)
	return qu, nil
}
