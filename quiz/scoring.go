package quiz

import (
	"strconv"

	"bridgelaw/bridge"
	"bridgelaw/laws"
	"bridgelaw/score"
)

// Questions on the Law 77 score.

// scoreContract: a contract, the vulnerability from the board (Law 2)
// and declarer's tricks (a claim agreed before the lead); the score for
// North-South? The wrong choices are the usual slips: the score not
// doubled, the other vulnerability, a trick more or less, the sign.
func scoreContract(q *maker) (Question, error) {
	c := randomContract(q.rng, 1)
	b := q.board()
	g, err := newGame(q.rng, b, c, true)
	if err != nil {
		return Question{}, err
	}
	tricks := int(c.Level) + 6 - 3 + q.rng.IntN(6)
	if tricks > 13 {
		tricks = 13
	}
	if _, err := g.apply(laws.Claim{Head: seatActor(c.Declarer), Tricks: tricks}); err != nil {
		return Question{}, err
	}
	if _, err := g.apply(laws.Accept{Head: laws.Head{Actor: laws.SideActor(c.Declarer.Side().Opponents())}}); err != nil {
		return Question{}, err
	}
	res := g.result()
	if !res.Scored {
		return Question{}, errRetry
	}
	var wrong []int
	slip := func(c bridge.Contract, v bridge.Vulnerability, t int) {
		if s, err := score.Score(c, v, t); err == nil {
			wrong = append(wrong, s)
		}
	}
	un := c
	un.Doubling = bridge.Undoubled
	other := bridge.None
	if !res.Vulnerability.Vulnerable(c.Declarer.Side()) {
		other = bridge.All
	}
	dbl := c
	dbl.Doubling = bridge.Doubled
	slip(un, res.Vulnerability, tricks)
	slip(c, other, tricks)
	slip(c, res.Vulnerability, tricks+1)
	slip(c, res.Vulnerability, tricks-1)
	slip(dbl, res.Vulnerability, tricks)
	wrong = append(wrong, -res.ScoreNS)
	right, ws := numberChoices("score_ns", res.ScoreNS, wrong, -10000, 10000)
	for i := range ws {
		ws[i].Text = signed(ws[i].Claim["score_ns"].(int))
	}
	right.Text = signed(res.ScoreNS)
	q.rng.Shuffle(len(ws), func(i, j int) { ws[i], ws[j] = ws[j], ws[i] })
	bd, err := score.Explain(c, res.Vulnerability.Vulnerable(c.Declarer.Side()), tricks)
	if err != nil {
		return Question{}, err
	}
	qu := Question{Law: lawKey(bridge.Law(77, "")), Ref: bridge.Law(77, ""), Log: g.log(),
		Explanation: q.t("score-why", map[string]string{"contract": q.contract(c, res.Vulnerability), "tricks": strconv.Itoa(tricks),
			"score": signed(res.ScoreNS), "declarer_score": signed(bd.Total()), "trick_score": strconv.Itoa(bd.TrickScore),
			"overtricks": strconv.Itoa(bd.Overtricks), "insult": strconv.Itoa(bd.Insult), "premium": strconv.Itoa(bd.Game),
			"slam": strconv.Itoa(bd.Slam), "undertricks": strconv.Itoa(bd.Undertricks)}),
		Text: q.t("score", map[string]string{"board": b.String(), "contract": q.contract(c, res.Vulnerability), "tricks": strconv.Itoa(tricks)})}
	q.offer(&qu, right, ws, 4)
	return qu, nil
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
