package results

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

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
			j := jsonLine{Board: sb.Board.Number, Table: r.Table, Round: r.Round, NS: r.NS, EW: r.EW, Room: r.Room, Lead: r.Lead, Group: r.Group, Notes: l.Notes}
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

// resultText is a line's contract and result, e.g. "4S N =", "3NTX S -2",
// "Pass", or its adjusted mark.
func resultText(l Line) string {
	r := l.Result
	if !r.Played || r.Adjusted {
		return ""
	}
	if r.Contract.IsPassedOut() {
		return "Pass"
	}
	d := r.Tricks - r.Contract.Target()
	res := "="
	if d != 0 {
		res = fmt.Sprintf("%+d", d)
	}
	return r.Contract.String() + " " + r.Contract.Declarer.String() + " " + res
}

// WriteText writes the rankings, then each board's traveller, as plain
// text. Matchpoints are printed on scale (2-per-beat or 1 / 0.5).
func WriteText(w io.Writer, s *Scored, scale score.MPScale) error {
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
	fmt.Fprintf(bw, "Scoring: %s", methodTitle(s.Method))
	if s.Method == MatchpointScoring {
		fmt.Fprintf(bw, ", %d results a board expected (top %g)", s.Expected, scale.Convert(score.Top(s.Expected)))
	}
	fmt.Fprintln(bw)
	for k, list := range s.Rankings {
		fmt.Fprintln(bw)
		fmt.Fprintln(bw, rankingTitle(s, k))
		tw := tabwriter.NewWriter(bw, 0, 0, 2, ' ', tabwriter.AlignRight)
		switch {
		case s.Method == TeamsScoring:
			fmt.Fprintln(tw, "Rank\tTeam\tIMPs\tVP\tBoards\t")
		case s.Method.IMPs():
			fmt.Fprintln(tw, "Rank\tPair\tIMPs\tBoards\tNames\t")
		default:
			fmt.Fprintln(tw, "Rank\tPair\tMP\tOf\t%\tBoards\tNames\t")
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
				fmt.Fprintf(tw, "%s\t%s\t%+.2f\t%d\t%s\t\n", rank, st.ID, st.Total, st.Boards, st.Names)
			default:
				fmt.Fprintf(tw, "%s\t%s\t%.1f\t%g\t%.2f\t%d\t%s\t\n", rank, st.ID, scale.Convert(st.Total), scale.Convert(st.Max), st.Percent, st.Boards, st.Names)
			}
		}
		tw.Flush()
	}
	if len(s.Matches) > 0 {
		fmt.Fprintln(bw, "\nMatches")
		tw := tabwriter.NewWriter(bw, 0, 0, 2, ' ', tabwriter.AlignRight)
		for _, m := range s.Matches {
			fmt.Fprintf(tw, "%s\t%.0f\t-\t%.0f\t%s\t%d boards\tVP %.2f - %.2f\t\n", m.Home, m.HomeIMPs, m.AwayIMPs, m.Away, m.Boards, m.HomeVP, m.AwayVP)
		}
		tw.Flush()
	}
	for _, sb := range s.Boards {
		b := sb.Board
		fmt.Fprintf(bw, "\nBoard %d  Dealer %s  Vul %s", b.Number, b.Dealer.Name(), b.Vulnerability)
		if sb.Top > 0 {
			fmt.Fprintf(bw, "  Top %g", scale.Convert(sb.Top))
		}
		fmt.Fprintln(bw)
		tw := tabwriter.NewWriter(bw, 0, 0, 2, ' ', tabwriter.AlignRight)
		if s.Method.IMPs() {
			fmt.Fprintln(tw, "NS\tEW\tContract\tLead\tScore NS\tIMP NS\tIMP EW\t")
		} else {
			fmt.Fprintln(tw, "NS\tEW\tContract\tLead\tScore NS\tMP NS\tMP EW\t")
		}
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
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%.2f\t%.2f\t\n", l.Result.NS, l.Result.EW, resultText(l), l.Result.Lead, sc, a, c)
		}
		tw.Flush()
		for _, l := range sb.Lines {
			for _, n := range l.Notes {
				fmt.Fprintf(bw, "  %s-%s: %s\n", l.Result.NS, l.Result.EW, n)
			}
		}
	}
	return bw.Flush()
}

func methodTitle(m Method) string {
	switch m {
	case MatchpointScoring:
		return "matchpoints (Law 78A)"
	case ButlerScoring:
		return "IMPs against a datum, Butler (Law 78B)"
	case CrossIMPScoring:
		return "cross-IMPs (Law 78B)"
	case CrossIMPAverageScoring:
		return "cross-IMPs averaged (Law 78B)"
	case TeamsScoring:
		return "team matches, IMPs (Law 78B), WBF continuous VPs"
	}
	return m.String()
}

func rankingTitle(s *Scored, k int) string {
	switch {
	case s.Method == TeamsScoring:
		return "Teams"
	case s.Winners == 2 && k == 0:
		return "North-South"
	case s.Winners == 2:
		return "East-West"
	}
	return strings.TrimSpace("Ranking")
}
