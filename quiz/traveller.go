package quiz

import (
	"fmt"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/score"
)

// Questions on a small traveller: the matchpoints of one result (Law
// 78A) and the IMPs of a team board (Law 78B). Their log is a traveller
// in the CSV form of docs/results.md, which `bridgelaw results --json`
// scores; their claims are on the lines it prints (CommandResults).

// travelResult is one table's result on the board.
type travelResult struct {
	c      bridge.Contract
	tricks int
	score  int // North-South's view (Law 77)
}

// csvLine is the result as the traveller CSV writes it: contract,
// declarer, tricks.
func (r travelResult) csvLine() string {
	return fmt.Sprintf("%s,%s,%d", r.c, r.c.Declarer, r.tricks)
}

// text is "4♠ by North, 10 tricks: +620 to North-South" in the language.
func (q *maker) resultText(r travelResult) string {
	return q.t("traveller-result", map[string]string{"contract": catalog.Contract(q.lang, r.c), "declarer": q.seat(r.c.Declarer),
		"tricks": strconv.Itoa(r.tricks), "score": signed(r.score)})
}

// drawResults draws n results of one board: most tables play the same
// contract by the same declarer with a trick more or less, the others
// another contract of either side, as a club's traveller shows.
func (q *maker) drawResults(b bridge.Board, n int) ([]travelResult, error) {
	base := randomContract(q.rng, 1)
	base.Level = bridge.Level(1 + q.rng.IntN(6))
	base.Doubling = bridge.Undoubled
	baseTricks := int(base.Level) + 6 - 1 + q.rng.IntN(3)
	var out []travelResult
	for range n {
		c, t := base, baseTricks+q.rng.IntN(3)-1
		if q.rng.IntN(3) == 0 {
			c = randomContract(q.rng, 1)
			if c.Level > 5 {
				c.Level -= 3
			}
			t = int(c.Level) + 6 - 2 + q.rng.IntN(4)
		}
		t = max(0, min(13, t))
		s, err := score.Score(c, b.Vulnerability(), t)
		if err != nil {
			return nil, err
		}
		out = append(out, travelResult{c: c, tricks: t, score: s})
	}
	return out, nil
}

// matchpointsOne: a traveller of 3-6 results; how many matchpoints does
// one North-South pair score, 2 per score beaten and 1 per tie (Law 78A)?
// The answer is score.MatchpointBoard's. The wrong choices: ties counted
// as nothing or as a win, East-West's matchpoints, one more or less, the
// 1-per-beat scale.
func matchpointsOne(q *maker) (Question, error) {
	b := q.board()
	n := 3 + q.rng.IntN(4)
	rs, err := q.drawResults(b, n)
	if err != nil {
		return Question{}, err
	}
	tables := make([]score.Table, n)
	for i, r := range rs {
		tables[i] = score.Played(r.score)
	}
	mps, err := score.MatchpointBoard(tables, score.MatchpointOptions{Expected: n})
	if err != nil {
		return Question{}, err
	}
	k := q.rng.IntN(n)
	right := mps[k].NS.MP
	top := mps[k].Top
	beaten, tied := 0, 0
	for i, r := range rs {
		switch {
		case i == k:
		case rs[k].score > r.score:
			beaten++
		case rs[k].score == r.score:
			tied++
		}
	}
	var csv strings.Builder
	csv.WriteString("board,ns,ew,contract,declarer,tricks\n")
	var lines []string
	for i, r := range rs {
		fmt.Fprintf(&csv, "%d,%d,%d,%s\n", b, i+1, i+11, r.csvLine())
		lines = append(lines, q.t("traveller-line", map[string]string{"ns": strconv.Itoa(i + 1), "ew": strconv.Itoa(i + 11), "result": q.resultText(r)}))
	}
	claim := func(mp float64) Choice {
		return Choice{Text: strconv.FormatFloat(mp, 'f', -1, 64), Claim: Claim{"lines": []any{map[string]any{"ns": strconv.Itoa(k + 1), "mp_ns": mp}}}}
	}
	var wrong []Choice
	for _, w := range []float64{float64(2 * beaten), float64(2 * (beaten + tied)), top - right, right + 1, right - 1, right / 2} {
		if w >= 0 && w <= top && w != right && w == float64(int(w)) {
			wrong = append(wrong, claim(w))
		}
	}
	q.rng.Shuffle(len(wrong), func(i, j int) { wrong[i], wrong[j] = wrong[j], wrong[i] })
	ref := bridge.Law(78, "A")
	qu := Question{Law: lawKey(ref), Ref: ref, Command: CommandResults, Log: csv.String(),
		Text: q.t("matchpoints", map[string]string{"board": b.String(), "vulnerable": catalog.Vulnerability(q.lang, b.Vulnerability()),
			"lines": strings.Join(lines, "; "), "pair": strconv.Itoa(k + 1)}),
		Explanation: q.t("matchpoints-why", map[string]string{"pair": strconv.Itoa(k + 1), "score": signed(rs[k].score),
			"beaten": strconv.Itoa(beaten), "tied": strconv.Itoa(tied), "count": strconv.FormatFloat(right, 'f', -1, 64),
			"top": strconv.FormatFloat(top, 'f', -1, 64)})}
	q.offer(&qu, claim(right), wrong, 4)
	return qu, nil
}

// teamIMPs: a board of a team match, its two rooms; how many IMPs does
// the team whose pair sits North-South in the Open room win (Law 78B)?
// The answer is score.TeamBoard's. The wrong choices: the sign, the two
// scores added instead of netted, a step of the scale more or less.
func teamIMPs(q *maker) (Question, error) {
	b := q.board()
	rs, err := q.drawResults(b, 2)
	if err != nil {
		return Question{}, err
	}
	open, closed := rs[0], rs[1]
	ns, _ := score.TeamBoard(score.Played(open.score), score.Played(closed.score))
	right := int(ns)
	diff := open.score - closed.score
	csv := fmt.Sprintf("board,ns,ew,room,team_ns,team_ew,contract,declarer,tricks\n%d,A,B,Open,A,B,%s\n%d,B,A,Closed,B,A,%s\n",
		b, open.csvLine(), b, closed.csvLine())
	claim := func(imps int) Choice {
		return Choice{Text: signed(imps), Claim: Claim{"lines": []any{map[string]any{"room": "Open", "imp_ns": imps}}}}
	}
	var wrong []Choice
	for _, w := range []int{-right, score.IMPs(open.score + closed.score), right + 1, right - 1} {
		if w != right && w >= -score.MaxIMPs && w <= score.MaxIMPs {
			wrong = append(wrong, claim(w))
		}
	}
	q.rng.Shuffle(len(wrong), func(i, j int) { wrong[i], wrong[j] = wrong[j], wrong[i] })
	bounds := score.IMPBounds()
	d := max(diff, -diff)
	lo, hi := 0, "+"
	if n := score.IMPs(d); n > 0 {
		lo = bounds[n-1] + 10
	}
	if n := score.IMPs(d); n < score.MaxIMPs {
		hi = "-" + strconv.Itoa(bounds[n])
	}
	ref := bridge.Law(78, "B")
	qu := Question{Law: lawKey(ref), Ref: ref, Command: CommandResults, Log: csv,
		Text: q.t("team-imps", map[string]string{"board": b.String(), "vulnerable": catalog.Vulnerability(q.lang, b.Vulnerability()),
			"open": q.resultText(open), "closed": q.resultText(closed)}),
		Explanation: q.t("team-imps-why", map[string]string{"open": signed(open.score), "closed": signed(-closed.score),
			"diff": signed(diff), "band": strconv.Itoa(lo) + hi, "imps": signed(right)})}
	q.offer(&qu, claim(right), wrong, 4)
	return qu, nil
}
