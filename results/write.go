package results

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"text/tabwriter"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/score"
)

// jsonLine is one result of WriteJSON.
type jsonLine struct {
	Board    int      `json:"board"`
	Table    int      `json:"table,omitempty"`
	Round    int      `json:"round,omitempty"`
	NS       string   `json:"ns"`
	EW       string   `json:"ew"`
	Room     string   `json:"room,omitempty"`
	Contract *string  `json:"contract"`
	Declarer *string  `json:"declarer"`
	Tricks   *int     `json:"tricks"`
	Lead     string   `json:"lead,omitempty"`
	ScoreNS  *int     `json:"score_ns"`
	Adjusted *string  `json:"adjusted"`
	Group    string   `json:"group,omitempty"`
	MPNS     *float64 `json:"mp_ns"`
	MPEW     *float64 `json:"mp_ew"`
	Top      *float64 `json:"top,omitempty"`
	PctNS    *float64 `json:"pct_ns,omitempty"`
	PctEW    *float64 `json:"pct_ew,omitempty"`
	IMPNS    *float64 `json:"imp_ns"`
	IMPEW    *float64 `json:"imp_ew,omitempty"`
	Datum    *int     `json:"datum,omitempty"`
	Notes    []string `json:"notes,omitempty"`
}

func ptr[T any](v T) *T { return &v }

func round2(x float64) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', 2, 64), 64)
	return v
}

// WriteJSON writes one JSON object per result per line, in board order:
// board, ns, ew (pair ids, strings), contract, declarer, tricks, score_ns
// (North-South's points; null for an adjusted score), adjusted (the mark,
// e.g. "A+", "60%", "A+/A-", or null), mp_ns and mp_ew (matchpoints on the
// 2-per-beat scale after Neuberg scaling; null in IMP scorings), top,
// pct_ns, pct_ew, imp_ns and imp_ew (IMPs; null in matchpoints), datum
// (Butler), group (fouled boards) and notes (the laws applied).
func WriteJSON(w io.Writer, s *Scored) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	for _, sb := range s.Boards {
		for _, l := range sb.Lines {
			r := l.Result
			j := jsonLine{Board: sb.Board.Number, Table: r.Table, Round: r.Round, NS: r.NS, EW: r.EW, Room: r.Room, Lead: r.Lead, Group: l.Group, Notes: l.Notes}
			if r.Played && !r.Adjusted {
				j.Contract = ptr(r.Contract.String())
				if !r.Contract.IsPassedOut() {
					j.Declarer = ptr(r.Contract.Declarer.String())
					j.Tricks = ptr(r.Tricks)
				}
			}
			if v, ok := l.ScoreNS(); ok {
				j.ScoreNS = ptr(v)
			} else {
				j.Adjusted = ptr(l.AdjustedLabel())
			}
			if s.Method.IMPs() {
				j.IMPNS, j.IMPEW = ptr(round2(l.IMPNS)), ptr(round2(l.IMPEW))
				if s.Method == ButlerScoring {
					j.Datum = ptr(l.Datum)
				}
			} else {
				j.MPNS, j.MPEW = ptr(round2(l.MPNS)), ptr(round2(l.MPEW))
				j.Top, j.PctNS, j.PctEW = ptr(sb.Top), ptr(round2(l.PctNS)), ptr(round2(l.PctEW))
			}
			if err := enc.Encode(j); err != nil {
				return err
			}
		}
	}
	return bw.Flush()
}

// resultText is a line's contract and result in lang, e.g. "4S N =",
// "3NTX S -2", "Pass" in English, "4♠ N =", "3SAX S -2", "passo" in
// Italian; "" for an adjusted score.
func resultText(l Line, lang string) string {
	r := l.Result
	if !r.Played || r.Adjusted {
		return ""
	}
	if r.Contract.IsPassedOut() {
		return catalog.Contract(lang, r.Contract)
	}
	d := r.Tricks - r.Contract.Target()
	res := "="
	if d != 0 {
		res = fmt.Sprintf("%+d", d)
	}
	return catalog.Contract(lang, r.Contract) + " " + catalog.SeatLetter(lang, r.Contract.Declarer) + " " + res
}

// leadText is the opening lead in lang: as the file writes it in English,
// the card in the language's letters otherwise ("♥R" for "HK" in Italian);
// a lead that is not a card is kept.
func leadText(lead, lang string) string {
	if lang == "en" {
		return lead
	}
	if c, err := bridge.ParseCard(lead); err == nil {
		return catalog.Card(lang, c)
	}
	return lead
}

// parToken is a word of a par as PBN tags write it: a side, a seat, a
// pass, or a contract with its result ("4SX-1", "3NT=").
var parToken = regexp.MustCompile(`[A-Za-z0-9=+-]+`)

// parContract is a contract with its result in a par: level, strain,
// doubling, result.
var parContract = regexp.MustCompile(`^([1-7])(NT|N|[SHDC])(X{0,2})([=+-][0-9]*)?$`)

// parText is a par as the source or SolveDD writes it ("NS 100, EW
// 4SX-1", "NS 0, Pass") in lang: sides, seats, the pass and the contracts
// in the language's words ("NS 100, EO 4♠X-1" in Italian); what it cannot
// read is kept.
func parText(par, lang string) string {
	if lang == "en" {
		return par
	}
	return parToken.ReplaceAllStringFunc(par, func(w string) string {
		if d, err := bridge.ParseSide(w); err == nil && len(w) == 2 {
			return catalog.Side(lang, d)
		}
		if len(w) == 1 {
			if s, err := bridge.ParseSeat(w); err == nil {
				return catalog.SeatLetter(lang, s)
			}
		}
		if strings.EqualFold(w, "Pass") {
			return catalog.Call(lang, bridge.Pass)
		}
		if m := parContract.FindStringSubmatch(w); m != nil {
			if t, err := bridge.ParseStrain(m[2]); err == nil {
				return m[1] + catalog.Strain(lang, t) + m[3] + m[4]
			}
		}
		return w
	})
}

// words prints the messages of the catalog's group "results" in one
// language.
type words string

// s is the message key in the language, its placeholders from the pairs
// kv (name, value) as catalog.Values prints them.
// matchPenalties lists the procedural penalties of a team match ("" when
// none): "penalties (Law 90): Tigers -3 IMP".
func (t words) matchPenalties(m Match) string {
	var pens []string
	for _, p := range []struct {
		team      string
		imps, vps float64
	}{{m.Home, m.HomePenaltyIMPs, m.HomePenaltyVP}, {m.Away, m.AwayPenaltyIMPs, m.AwayPenaltyVP}} {
		if p.imps != 0 {
			pens = append(pens, fmt.Sprintf("%s -%g %s", p.team, p.imps, t.s("imp")))
		}
		if p.vps != 0 {
			pens = append(pens, fmt.Sprintf("%s -%g %s", p.team, p.vps, t.s("vp")))
		}
	}
	if len(pens) == 0 {
		return ""
	}
	return t.s("match-penalties", "list", strings.Join(pens, ", "))
}

func (t words) s(key string, kv ...string) string {
	var args map[string]string
	if len(kv) > 0 {
		args = map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			args[kv[i]] = kv[i+1]
		}
	}
	return catalog.Values(string(t), "results."+key, args)
}

// notes are the notes of l in the language.
func (t words) notes(l Line) []string { return t.noteTexts(l.Notes, l.NoteData) }

// boardNotes are the board's notes in the language.
func (t words) boardNotes(sb ScoredBoard) []string { return t.noteTexts(sb.Notes, sb.NoteData) }

// noteTexts are notes, en in English and data as data, in the language.
func (t words) noteTexts(en []string, data []Note) []string {
	if string(t) == "en" || len(data) != len(en) {
		return en
	}
	out := make([]string, len(data))
	for i, n := range data {
		out[i] = n.Text(string(t))
	}
	return out
}

// WriteText writes the rankings, then each board's traveller, as plain
// text; first, the problems the readers met (Event.Warnings: results left
// out or read in part), so that a page printed or published unattended
// never looks complete when it is not. Matchpoints are printed on scale (2-per-beat or 1 / 0.5). The text
// is in English; WriteTextLang writes it in another language.
func WriteText(w io.Writer, s *Scored, scale score.MPScale) error {
	return WriteTextLang(w, s, scale, "en")
}

// WriteTextLang is WriteText in language lang ("en", "it", "fr", "pl"; see
// internal/catalog), as WriteHTMLLang.
func WriteTextLang(w io.Writer, s *Scored, scale score.MPScale, lang string) error {
	lang, err := catalog.Match(lang)
	if err != nil {
		return err
	}
	t := words(lang)
	bw := bufio.NewWriter(w)
	ev := s.Event
	title := ev.Title
	if title == "" {
		title = ev.Source
	}
	fmt.Fprintf(bw, "%s\n", title)
	if ev.Date != "" {
		fmt.Fprintf(bw, "%s\n", ev.Date)
	}
	if s.Method == MatchpointScoring {
		fmt.Fprintln(bw, t.s("expected", "method", t.method(s.Method), "count", strconv.Itoa(s.Expected), "top", fmt.Sprintf("%g", scale.Convert(score.Top(s.Expected)))))
	} else {
		fmt.Fprintln(bw, t.s("scoring", "method", t.method(s.Method)))
	}
	if len(ev.Warnings) > 0 {
		fmt.Fprintf(bw, "\n%s\n", t.s("problems"))
		for _, w := range ev.Warnings {
			fmt.Fprintf(bw, "  - %v\n", w)
		}
	}
	head := func(tw io.Writer, cols ...string) { fmt.Fprintln(tw, strings.Join(cols, "\t")+"\t") }
	// The names column comes last, left-aligned: after the last tab, out of
	// the right-aligned columns.
	headNames := func(tw io.Writer, cols ...string) {
		fmt.Fprintln(tw, strings.Join(cols[:len(cols)-1], "\t")+"\t  "+cols[len(cols)-1])
	}
	for k, list := range s.Rankings {
		fmt.Fprintln(bw)
		fmt.Fprintln(bw, t.rankingTitle(s, k))
		tw := tabwriter.NewWriter(bw, 0, 0, 2, ' ', tabwriter.AlignRight)
		switch {
		case s.Method == TeamsScoring:
			head(tw, t.s("rank"), t.s("team"), t.s("imps"), t.s("vp"), t.s("boards"))
		case s.Method.IMPs():
			headNames(tw, t.s("rank"), t.s("pair"), t.s("imps"), t.s("boards"), t.s("names"))
		default:
			headNames(tw, t.s("rank"), t.s("pair"), t.s("mp"), t.s("of"), "%", t.s("boards"), t.s("names"))
		}
		for _, st := range list {
			rank := strconv.Itoa(st.Rank)
			if st.Tied {
				rank += "="
			}
			switch {
			case s.Method == TeamsScoring:
				fmt.Fprintf(tw, "%s\t%s\t%+.2f\t%.2f\t%d\t\n", rank, st.ID, st.Total, st.VP, st.Boards)
			case s.Method.IMPs():
				fmt.Fprintf(tw, "%s\t%s\t%+.2f\t%d\t  %s\n", rank, st.ID, st.Total, st.Boards, st.Names)
			default:
				fmt.Fprintf(tw, "%s\t%s\t%.1f\t%g\t%.2f\t%d\t  %s\n", rank, st.ID, scale.Convert(st.Total), scale.Convert(st.Max), st.Percent, st.Boards, st.Names)
			}
		}
		tw.Flush()
	}
	if len(s.Matches) > 0 {
		fmt.Fprintln(bw, "\n"+t.s("matches"))
		tw := tabwriter.NewWriter(bw, 0, 0, 2, ' ', tabwriter.AlignRight)
		for _, m := range s.Matches {
			fmt.Fprintf(tw, "%s\t%.0f\t-\t%.0f\t%s\t%s\t%s %.2f - %.2f\t", m.Home, m.HomeIMPs, m.AwayIMPs, m.Away, t.s("match-boards", "count", strconv.Itoa(m.Boards)), t.s("vp"), m.HomeVP, m.AwayVP)
			if pens := t.matchPenalties(m); pens != "" {
				fmt.Fprintf(tw, "  %s", pens)
			}
			fmt.Fprintln(tw)
		}
		tw.Flush()
	}
	for _, sb := range s.Boards {
		b := sb.Board
		fmt.Fprintf(bw, "\n%s  %s %s  %s %s", t.s("board", "board", strconv.Itoa(b.Number)), t.s("dealer"), catalog.Seat(lang, b.Dealer), t.s("vul"), catalog.Vulnerability(lang, b.Vulnerability))
		if sb.Top > 0 {
			fmt.Fprintf(bw, "  %s %g", t.s("top"), scale.Convert(sb.Top))
		}
		fmt.Fprintln(bw)
		tw := tabwriter.NewWriter(bw, 0, 0, 2, ' ', tabwriter.AlignRight)
		a := "mp-side"
		if s.Method.IMPs() {
			a = "imp-side"
		}
		head(tw, catalog.Side(lang, bridge.NorthSouth), catalog.Side(lang, bridge.EastWest), t.s("contract"), t.s("lead"), t.s("score-side", "side", "NS"), t.s(a, "side", "NS"), t.s(a, "side", "EW"))
		for _, l := range sb.Lines {
			sc := l.AdjustedLabel()
			if v, ok := l.ScoreNS(); ok {
				sc = strconv.Itoa(v)
			}
			a, c := l.MPNS, l.MPEW
			if s.Method.IMPs() {
				a, c = l.IMPNS, l.IMPEW
			} else {
				a, c = scale.Convert(a), scale.Convert(c)
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%.2f\t%.2f\t\n", l.Result.NS, l.Result.EW, resultText(l, lang), leadText(l.Result.Lead, lang), sc, a, c)
		}
		tw.Flush()
		for _, l := range sb.Lines {
			for _, n := range t.notes(l) {
				fmt.Fprintf(bw, "  %s-%s: %s\n", l.Result.NS, l.Result.EW, n)
			}
		}
		for _, n := range t.boardNotes(sb) {
			fmt.Fprintf(bw, "  %s\n", n)
		}
	}
	return bw.Flush()
}

// method is the scoring method's title in the language, with its law:
// "matchpoints (Law 78A)".
func (t words) method(m Method) string {
	law := bridge.Law(78, "B").String()
	switch m {
	case MatchpointScoring:
		return t.s("method-mp", "law", bridge.Law(78, "A").String())
	case ButlerScoring:
		return t.s("method-butler", "law", law)
	case CrossIMPScoring:
		return t.s("method-cross", "law", law)
	case CrossIMPAverageScoring:
		return t.s("method-cross-average", "law", law)
	case TeamsScoring:
		return t.s("method-teams", "law", law)
	}
	return m.String()
}

// rankingTitle is the title of ranking k in the language.
func (t words) rankingTitle(s *Scored, k int) string {
	switch {
	case s.Method == TeamsScoring:
		return t.s("teams")
	case s.Winners == 2 && k == 0:
		return t.s("north-south")
	case s.Winners == 2:
		return t.s("east-west")
	}
	return t.s("ranking")
}
