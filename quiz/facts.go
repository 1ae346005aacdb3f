package quiz

import (
	"strconv"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/laws"
)

// The words of the facts, in the question's language.

func (q *maker) seat(s bridge.Seat) string { return catalog.Seat(q.lang, s) }

func seatLetter(lang string, s bridge.Seat) string { return catalog.SeatLetter(lang, s) }

func (q *maker) card(c bridge.Card) string { return catalog.Card(q.lang, c) }

func (q *maker) suit(s bridge.Suit) string { return catalog.Suit(q.lang, s) }

func (q *maker) law(r bridge.LawRef) string { return catalog.Law(q.lang, r) }

// lawKey is a law as rule --json writes it: "Law 64A2".
func lawKey(r bridge.LawRef) string { return catalog.Law("en", r) }

// contract is "4♠X by South, vulnerable: NS" in the language.
func (q *maker) contract(c bridge.Contract, v bridge.Vulnerability) string {
	return q.t("contract", map[string]string{"contract": catalog.Contract(q.lang, c), "declarer": q.seat(c.Declarer),
		"dummy": q.seat(c.Dummy()), "vulnerable": catalog.Vulnerability(q.lang, v)})
}

// board is a random board number, 1-32.
func (q *maker) board() bridge.Board { return bridge.Board(1 + q.rng.IntN(32)) }

// kindClaim claims a ruling of the kind (and, when law is not "", of that
// law).
func kindClaim(kind laws.Kind, law string) Claim {
	r := map[string]any{"kind": string(kind)}
	if law != "" {
		r["law"] = law
	}
	return Claim{"rulings": []any{r}}
}

// ruling is the first ruling of the kind in res.
func ruling(res laws.Result, kind laws.Kind) (laws.Ruling, bool) {
	for _, r := range res.Rulings {
		if r.Kind == kind {
			return r, true
		}
	}
	return laws.Ruling{}, false
}

// hasLaw says whether a ruling of res cites the law (as rule --json
// writes it).
func hasLaw(res laws.Result, law string) bool {
	for _, r := range res.Rulings {
		if lawKey(r.Law) == law {
			return true
		}
	}
	return false
}

// numberChoices are the choices for a count: right, then each of wrong
// that is not right and lies in lo..hi, each claiming key = its value.
func numberChoices(key string, right int, wrong []int, lo, hi int) (Choice, []Choice) {
	r := Choice{Text: strconv.Itoa(right), Claim: Claim{key: right}}
	var ws []Choice
	for _, w := range wrong {
		if w != right && w >= lo && w <= hi {
			ws = append(ws, Choice{Text: strconv.Itoa(w), Claim: Claim{key: w}})
		}
	}
	return r, ws
}

// played is "West ♠4 (trick 7)" for each card after the first n of the
// log's plays, in the language.
func (q *maker) plays(ps []seatCard) string {
	if len(ps) == 0 {
		return q.t("nothing-played", nil)
	}
	var items []string
	for _, p := range ps {
		items = append(items, q.t("played", map[string]string{"seat": q.seat(p.seat), "card": q.card(p.card), "trick": strconv.Itoa(p.trick)}))
	}
	return joinList(q.lang, items)
}

type seatCard struct {
	seat  bridge.Seat
	card  bridge.Card
	trick int
}

func (q *maker) callText(c bridge.Call) string { return catalog.Call(q.lang, c) }

func joinList(lang string, items []string) string { return catalog.List(lang, items) }
