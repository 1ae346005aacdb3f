package server

import (
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/laws"
)

// The revoke calculator (/revoke): Law 64 from what a Director learns at
// the table once the deal is back in the board, as `bridgelaw revoke`
// gives it (cmd/bridgelaw/revoke.go): the same laws.ParseWinners,
// laws.ParseRevoke and laws.RuleSummary, the same catalog messages. The
// form is a GET: the answer is a page that can be bookmarked, and nothing
// is stored.

// revokeFacts are the facts of a revoke the page offers, as
// laws.ParseRevoke reads them.
var revokeFacts = []string{"corrected", "penalty-card", "after-next-board", "after-round"}

// revokePage is the data of the revoke calculator.
type revokePage struct {
	Lang, Langs                                                      any
	Level, Strain, Doubling, Declarer, Vul, Board, Offender, Winners string
	Trick                                                            int
	Facts                                                            map[string]bool
	FactList                                                         []string
	Cells                                                            []string // the winner of tricks 1-13, "" for none yet
	Levels, Tricks                                                   []int
	Strains                                                          []strainChoice
	Doublings                                                        []string
	Seats, Vuls                                                      []string
	Error                                                            string
	Result                                                           *revokeResult
}

// strainChoice is a strain of the contract's picker.
type strainChoice struct {
	Value string
	HTML  template.HTML
	Label string
}

// revokeResult is the ruling: one line per revoke, the tricks and the
// score, the vulnerability it was reckoned with, the Law 64C reminder.
type revokeResult struct {
	Lines       []string // the transfer of each revoke, or why none
	Explanation []string // each ruling's explanation, as the table page gives it
	Declarer    string
	Vulnerable  string
	Equity      string
	ScoreNS     int
	TableScore  int
	Tricks      int
	TableTricks int
}

func (s *Server) pageRevoke(w http.ResponseWriter, r *http.Request) {
	lang, err := s.language(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	q := r.URL.Query()
	status := http.StatusOK
	p := revokePage{Lang: lang, Langs: catalog.Languages, Level: q.Get("level"), Strain: q.Get("strain"), Doubling: q.Get("doubling"),
		Declarer: q.Get("declarer"), Vul: q.Get("vulnerable"), Board: strings.TrimSpace(q.Get("board")), Offender: q.Get("offender"),
		Winners: strings.TrimSpace(q.Get("winners")), Facts: map[string]bool{}, FactList: revokeFacts,
		Levels: []int{1, 2, 3, 4, 5, 6, 7}, Doublings: []string{"", "X", "XX"}, Seats: []string{"N", "E", "S", "W"}, Vuls: []string{"None", "NS", "EW", "All"}}
	for _, st := range bridge.Strains() {
		c := bridge.Bid(1, st)
		h := callHTML(lang, c.String())
		p.Strains = append(p.Strains, strainChoice{Value: strings.TrimPrefix(c.String(), "1"), HTML: template.HTML(strings.TrimPrefix(string(h), "1")), Label: catalog.Strain(lang, st)})
	}
	for n := 1; n <= 12; n++ {
		p.Tricks = append(p.Tricks, n)
	}
	p.Trick, _ = strconv.Atoi(q.Get("trick"))
	for _, f := range revokeFacts {
		p.Facts[f] = q.Get(f) != ""
	}
	cells := q["w"]
	p.Cells = make([]string, 13)
	for i := range p.Cells {
		if i < len(cells) {
			if seat, err := bridge.ParseSeat(cells[i]); err == nil {
				p.Cells[i] = seat.String()
			}
		}
	}
	if q.Get("level") != "" || q.Get("winners") != "" || len(cells) > 0 {
		res, err := ruleRevoke(q, p.Cells, lang)
		if err != nil {
			// The form again, with what is wrong: a bad request.
			p.Error, status = err.Error(), http.StatusBadRequest
		} else {
			p.Result = res
			if p.Winners == "" {
				p.Winners = strings.Join(p.Cells, "")
			}
		}
	}
	s.render(w, r, status, "revoke.html.tmpl", p)
}

// ruleRevoke applies Law 64 to the form: the contract (level, strain,
// doubling) by declarer, the vulnerability (or the board's by Law 2), the
// winners (typed, or the 13 cells), the revoke and its facts.
func ruleRevoke(q url.Values, cells []string, lang string) (*revokeResult, error) {
	d, err := bridge.ParseSeat(q.Get("declarer"))
	if err != nil {
		return nil, errors.New(label(lang, "revoke-need-declarer"))
	}
	c, err := bridge.ParseContract(q.Get("level")+q.Get("strain")+q.Get("doubling"), d)
	if err != nil || c.IsPassedOut() {
		return nil, errors.New(label(lang, "revoke-need-contract"))
	}
	var v bridge.Vulnerability
	board := 0
	if b := strings.TrimSpace(q.Get("board")); b != "" {
		if board, err = strconv.Atoi(b); err != nil || board < 1 || board > maxBoard {
			return nil, errors.New(catalog.Text(lang, "web.revoke-bad-board", map[string]string{"board": b, "max": strconv.Itoa(maxBoard)}))
		}
		v = bridge.Board(board).Vulnerability()
		if vs := q.Get("vulnerable"); vs != "" {
			if given, err := bridge.ParseVulnerability(vs); err != nil || given != v {
				return nil, errors.New(catalog.Text(lang, "web.revoke-board-vul", map[string]string{"board": strconv.Itoa(board),
					"vulnerable": catalog.Vulnerability(lang, v), "law": catalog.Law(lang, bridge.Law(2, ""))}))
			}
		}
	} else if v, err = bridge.ParseVulnerability(q.Get("vulnerable")); err != nil {
		return nil, errors.New(label(lang, "revoke-need-vul"))
	}
	text := strings.TrimSpace(q.Get("winners"))
	if text == "" {
		text = strings.Join(cells, "")
	}
	ws, err := laws.ParseWinners(text)
	if err != nil {
		return nil, errors.New(catalog.Text(lang, "web.revoke-bad-winners", map[string]string{"text": text}))
	}
	if len(ws) != 13 {
		return nil, errors.New(catalog.Text(lang, "web.revoke-winners", map[string]string{"n": strconv.Itoa(len(ws))}))
	}
	if _, err := bridge.ParseSeat(q.Get("offender")); err != nil {
		return nil, errors.New(label(lang, "revoke-need-offender"))
	}
	if n, err := strconv.Atoi(q.Get("trick")); err != nil || n < 1 || n > 13 {
		return nil, errors.New(label(lang, "revoke-need-trick"))
	}
	spec := q.Get("offender") + "@" + q.Get("trick")
	var facts []string
	for _, f := range revokeFacts {
		if q.Get(f) != "" {
			facts = append(facts, f)
		}
	}
	if len(facts) > 0 {
		spec += ":" + strings.Join(facts, ",")
	}
	rf, err := laws.ParseRevoke(spec)
	if err != nil {
		return nil, errors.New(label(lang, "revoke-impossible"))
	}
	sum := laws.Summary{Contract: c, Vulnerability: v, Winners: ws, Revokes: []laws.RevokeFacts{rf}}
	res, err := laws.RuleSummary(sum)
	if err != nil {
		return nil, revokeError(lang, rf, err)
	}
	out := &revokeResult{ScoreNS: res.ScoreNS, TableScore: res.TableScoreNS, Tricks: res.DeclarerTricks, TableTricks: res.TableTricks}
	for _, a := range res.Adjustments {
		args := map[string]string{"law": catalog.Law(lang, a.Law), "offender": catalog.Seat(lang, a.Revoke.Offender), "trick": strconv.Itoa(a.Revoke.Trick)}
		if a.Transfer > 0 {
			var tricks []string
			for _, n := range a.Tricks {
				tricks = append(tricks, strconv.Itoa(n))
			}
			args["count"], args["side"], args["tricks"] = strconv.Itoa(a.Transfer), catalog.Side(lang, a.To), catalog.List(lang, tricks)
			out.Lines = append(out.Lines, catalog.Text(lang, "cli.revoke-transfer", args))
			out.Explanation = append(out.Explanation, catalog.Text(lang, "revoke-transfer", map[string]string{"offender": args["offender"],
				"trick": args["trick"], "count": args["count"], "to": args["side"], "law": args["law"]}))
		} else {
			args["reason"] = a.Why.Text(lang)
			out.Lines = append(out.Lines, catalog.Text(lang, "cli.revoke-no-transfer", args))
		}
	}
	out.Declarer = catalog.Text(lang, "cli.revoke-declarer", map[string]string{"declarer": catalog.Seat(lang, c.Declarer), "count": strconv.Itoa(res.TableTricks),
		"adjusted": strconv.Itoa(res.DeclarerTricks), "contract": catalog.Contract(lang, c), "seat": catalog.SeatLetter(lang, c.Declarer),
		"ns": catalog.Side(lang, bridge.NorthSouth), "score": fmt.Sprintf("%+d", res.ScoreNS), "was": fmt.Sprintf("%+d", res.TableScoreNS)})
	va := map[string]string{"vulnerable": catalog.Vulnerability(lang, v)}
	if board > 0 {
		va["board"] = strconv.Itoa(board)
		out.Vulnerable = catalog.Text(lang, "cli.vulnerability-board", va)
	} else {
		out.Vulnerable = catalog.Text(lang, "cli.vulnerability", va)
	}
	if (rf.Established || rf.AsIfEstablished) && !rf.Corrected62C3 {
		out.Equity = catalog.Text(lang, "cli.revoke-equity", map[string]string{"law": catalog.Law(lang, bridge.Law(64, "C"))})
	}
	return out, nil
}

// revokeError is the page's message, in lang, for the error of
// laws.RuleSummary on the page's one revoke: of the facts laws.Summary.Check
// rejects, the page can give a revoke on trick 13 (Law 44C) and a revoke
// corrected in time yet noticed after the next board or the round (Law
// 62A, 64B4, 64B5); any other is "cannot all be true".
func revokeError(lang string, rf laws.RevokeFacts, err error) error {
	switch {
	case !errors.Is(err, laws.ErrRevokeFacts):
		return errors.New(label(lang, "revoke-impossible"))
	case rf.Trick == 13:
		return errors.New(label(lang, "revoke-trick13"))
	case (!rf.Established || rf.Corrected62C3) && (rf.AfterNextBoard || rf.AfterRound):
		return errors.New(label(lang, "revoke-corrected-late"))
	}
	return errors.New(label(lang, "revoke-impossible"))
}

// pick is a radio button of the calculator: a tap target with its text.
type pick struct {
	Name, Value, Text string
	Checked, Required bool
}

func pickOf(name, value, text string, checked bool) pick {
	return pick{Name: name, Value: value, Text: text, Checked: checked}
}
