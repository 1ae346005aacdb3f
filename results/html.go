package results

import (
	"embed"
	"fmt"
	"html/template"
	"io"
	"strconv"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

//go:embed web/results.html.tmpl web/results.css
var webFS embed.FS

var page = template.Must(template.ParseFS(webFS, "web/results.html.tmpl"))

type htmlPage struct {
	Title, Date, Scoring, Source string
	CSS                          template.CSS
	IMPs, Teams                  bool
	Rankings                     []htmlRanking
	Boards                       []htmlBoard
}

type htmlRanking struct {
	Title string
	Rows  []htmlStanding
}

type htmlStanding struct {
	Rank                    string
	Tied                    bool
	ID, Names               string
	Total, Max, Percent, VP string
	Boards                  int
}

type htmlHand struct{ S, H, D, C string }

type htmlDD struct {
	Seat   string
	Tricks []string // NT, S, H, D, C
}

type htmlBoard struct {
	Number      int
	Dealer, Vul string
	Hands       *struct{ N, E, S, W htmlHand }
	DD          []htmlDD
	Par         string
	Lines       []htmlLine
}

type htmlLine struct {
	NS, EW, Contract, Lead, Score, A, B string
	Adjusted                            bool
	Notes                               []string
}

func handOf(h bridge.CardSet) htmlHand {
	f := func(s bridge.Suit) string {
		v := h.Suit(s).String()
		if v == "" {
			return "—"
		}
		return v
	}
	return htmlHand{S: f(bridge.Spades), H: f(bridge.Hearts), D: f(bridge.Diamonds), C: f(bridge.Clubs)}
}

// WriteHTML writes the scored event as one self-contained HTML page (no
// script, no external asset): the rankings, then for each board its hands
// in a bridge diagram, the double-dummy table and par when known (the
// source's, or SolveDD's: call it first to solve the deals), and the
// traveller with matchpoints (on scale) or IMPs and the laws applied.
func WriteHTML(w io.Writer, s *Scored, scale score.MPScale) error {
	css, err := webFS.ReadFile("web/results.css")
	if err != nil {
		return err
	}
	ev := s.Event
	p := htmlPage{Title: ev.Title, Date: ev.Date, Scoring: methodTitle(s.Method), Source: ev.Source, CSS: template.CSS(css),
		IMPs: s.Method.IMPs(), Teams: s.Method == TeamsScoring}
	if p.Title == "" {
		p.Title = "Results"
	}
	for k, list := range s.Rankings {
		r := htmlRanking{Title: rankingTitle(s, k)}
		for _, st := range list {
			row := htmlStanding{Rank: strconv.Itoa(st.Rank), Tied: st.Tied, ID: st.ID, Names: st.Names, Boards: st.Boards,
				Total: fmt.Sprintf("%.1f", scale.Convert(st.Total)), Max: fmt.Sprintf("%g", scale.Convert(st.Max)), Percent: fmt.Sprintf("%.2f", st.Percent), VP: fmt.Sprintf("%.2f", st.VP)}
			if st.Tied {
				row.Rank += "="
			}
			if s.Method.IMPs() {
				row.Total = fmt.Sprintf("%+.2f", st.Total)
			}
			r.Rows = append(r.Rows, row)
		}
		p.Rankings = append(p.Rankings, r)
	}
	for _, sb := range s.Boards {
		b := sb.Board
		hb := htmlBoard{Number: b.Number, Dealer: b.Dealer.Name(), Vul: b.Vulnerability.String(), Par: b.Par}
		if b.DealKnown {
			hb.Hands = &struct{ N, E, S, W htmlHand }{handOf(b.Deal.Hand(bridge.North)), handOf(b.Deal.Hand(bridge.East)), handOf(b.Deal.Hand(bridge.South)), handOf(b.Deal.Hand(bridge.West))}
		}
		if b.DD != nil {
			for _, seat := range []bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West} {
				row := htmlDD{Seat: seat.String()}
				for _, st := range []bridge.Strain{bridge.NoTrump, bridge.StrainSpades, bridge.StrainHearts, bridge.StrainDiamonds, bridge.StrainClubs} {
					v := "?"
					if t := b.DD[seat][st]; t >= 0 {
						v = strconv.Itoa(t)
					}
					row.Tricks = append(row.Tricks, v)
				}
				hb.DD = append(hb.DD, row)
			}
		}
		for _, l := range sb.Lines {
			hl := htmlLine{NS: l.Result.NS, EW: l.Result.EW, Contract: resultText(l), Lead: l.Result.Lead, Notes: l.Notes}
			if v, ok := l.ScoreNS(); ok {
				hl.Score = strconv.Itoa(v)
			} else {
				hl.Score, hl.Adjusted = l.AdjustedLabel(), true
			}
			if s.Method.IMPs() {
				hl.A, hl.B = fmt.Sprintf("%.2f", l.IMPNS), fmt.Sprintf("%.2f", l.IMPEW)
			} else {
				hl.A, hl.B = fmt.Sprintf("%.1f", scale.Convert(l.MPNS)), fmt.Sprintf("%.1f", scale.Convert(l.MPEW))
			}
			hb.Lines = append(hb.Lines, hl)
		}
		p.Boards = append(p.Boards, hb)
	}
	return page.Execute(w, p)
}
