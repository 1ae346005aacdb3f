package results

import (
	"embed"
	"fmt"
	"html/template"
	"io"
	"strconv"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/score"
)

//go:embed web/results.html.tmpl web/results.css
var webFS embed.FS

var page = template.Must(template.ParseFS(webFS, "web/results.html.tmpl"))

type htmlPage struct {
	Lang, Title, Date, Scoring, Footer string
	CSS                                template.CSS
	IMPs, Teams                        bool
	L                                  htmlLabels
	Rankings                           []htmlRanking
	Matches                            []htmlMatch
	Boards                             []htmlBoard
	// Problems are the readers' (Event.Warnings): results left out or
	// read in part, shown before the rankings.
	ProblemsTitle string
	Problems      []string
}

// htmlMatch is a team match: the IMPs won at the table, the VPs after
// any penalties, and the penalties.
type htmlMatch struct {
	Home, Away, HomeIMPs, AwayIMPs, Boards, VP, Penalties string
}

// htmlLabels are the words of the page in its language.
type htmlLabels struct {
	Rank, Pair, Team, IMPs, VP, MP, Of, Boards, Names string
	Matches                                           string
	Dealer, Vul, DD, NT, NS, EW, Contract, Lead       string
	ScoreNS, ANS, AEW                                 string
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
	Number                       int
	Heading, HandsLabel, DDLabel string
	Dealer, Vul                  string
	Hands                        *struct{ N, E, S, W htmlHand }
	DD                           []htmlDD
	Par                          string
	Lines                        []htmlLine
	Notes                        []string // the board's (Law 87)
	// PBN is the deal in PBN form from North when known, the page's
	// data-deal where it has no table: a script may solve it there (the
	// server's pages do, on the reader's device: cmd/ddwasm).
	PBN string
	// DealerPBN and VulPBN are the dealer ("N") and vulnerability ("None",
	// "NS", "EW", "All") in PBN form, the slot's data-dealer and data-vul:
	// the script computes par with them.
	DealerPBN, VulPBN string
}

type htmlLine struct {
	NS, EW, Contract, Lead, Score, A, B string
	Adjusted                            bool
	Notes                               []string
}

func handOf(lang string, h bridge.CardSet) htmlHand {
	f := func(s bridge.Suit) string {
		v := catalog.Holding(lang, h.Suit(s))
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
// source's, or SolveDD's: call it first to solve the deals; a board
// with a known deal and no table has instead an empty <div
// class="dd-slot" data-deal="PBN deal"> where a script may put one, as
// the server's pages do on the reader's device: cmd/ddwasm), and the
// traveller with matchpoints (on scale) or IMPs and the laws applied. The
// page is in English; WriteHTMLLang writes it in another language.
func WriteHTML(w io.Writer, s *Scored, scale score.MPScale) error {
	return WriteHTMLLang(w, s, scale, "en")
}

// WriteHTMLLang is WriteHTML in language lang ("en", "it", "fr", "pl"; see
// internal/catalog): the page's words, the scoring method and the laws
// cited, seats, vulnerability, contracts, cards, hands and par in the
// language's letters ("4♠", "♥R", "A R F 10 2") and the notes of the
// travellers, with <html lang="LANG">. Pair and team ids, names, numbers
// and adjusted-score marks (A+, 60%) are kept. An unknown language is an
// error wrapping catalog.ErrLanguage.
func WriteHTMLLang(w io.Writer, s *Scored, scale score.MPScale, lang string) error {
	css, err := webFS.ReadFile("web/results.css")
	if err != nil {
		return err
	}
	if lang, err = catalog.Match(lang); err != nil {
		return err
	}
	t := words(lang)
	ev := s.Event
	p := htmlPage{Lang: lang, Title: ev.Title, Date: ev.Date, Scoring: t.method(s.Method), CSS: template.CSS(css),
		IMPs: s.Method.IMPs(), Teams: s.Method == TeamsScoring, L: htmlLabels{
			Rank: t.s("rank"), Pair: t.s("pair"), Team: t.s("team"), IMPs: t.s("imps"), VP: t.s("vp"), MP: t.s("mp"), Of: t.s("of"),
			Boards: t.s("boards"), Names: t.s("names"), Matches: t.s("matches"), Dealer: t.s("dealer"), Vul: t.s("vul"), DD: t.s("dd"),
			NT: catalog.Strain(lang, bridge.NoTrump), NS: catalog.Side(lang, bridge.NorthSouth), EW: catalog.Side(lang, bridge.EastWest),
			Contract: t.s("contract"), Lead: t.s("lead"), ScoreNS: t.s("score-side", "side", "NS"),
			ANS: t.s("mp-side", "side", "NS"), AEW: t.s("mp-side", "side", "EW")}}
	if s.Method.IMPs() {
		p.L.ANS, p.L.AEW = t.s("imp-side", "side", "NS"), t.s("imp-side", "side", "EW")
	}
	if p.Title == "" {
		p.Title = t.s("title")
	}
	p.Footer = t.s("footer")
	if len(ev.Warnings) > 0 {
		p.ProblemsTitle = t.s("problems")
		for _, w := range ev.Warnings {
			p.Problems = append(p.Problems, w.Error())
		}
	}
	if ev.Source != "" {
		p.Footer = t.s("footer-source", "source", ev.Source)
	}
	for k, list := range s.Rankings {
		r := htmlRanking{Title: t.rankingTitle(s, k)}
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
	for _, m := range s.Matches {
		p.Matches = append(p.Matches, htmlMatch{Home: m.Home, Away: m.Away, HomeIMPs: fmt.Sprintf("%.0f", m.HomeIMPs), AwayIMPs: fmt.Sprintf("%.0f", m.AwayIMPs),
			Boards: t.s("match-boards", "count", strconv.Itoa(m.Boards)), VP: fmt.Sprintf("%.2f - %.2f", m.HomeVP, m.AwayVP), Penalties: t.matchPenalties(m)})
	}
	for _, sb := range s.Boards {
		b := sb.Board
		n := strconv.Itoa(b.Number)
		hb := htmlBoard{Number: b.Number, Heading: t.s("board", "board", n), HandsLabel: t.s("hands", "board", n), DDLabel: t.s("dd-label", "board", n),
			Dealer: catalog.Seat(lang, b.Dealer), Vul: catalog.Vulnerability(lang, b.Vulnerability)}
		if par := b.ParText(); par != "" {
			hb.Par = t.s("par", "par", parText(par, lang))
		}
		if b.DealKnown {
			hand := func(s bridge.Seat) htmlHand { return handOf(lang, b.Deal.Hand(s)) }
			hb.Hands = &struct{ N, E, S, W htmlHand }{hand(bridge.North), hand(bridge.East), hand(bridge.South), hand(bridge.West)}
			hb.PBN, hb.DealerPBN, hb.VulPBN = b.Deal.String(), b.Dealer.String(), b.Vulnerability.String()
		}
		if b.DD != nil {
			for _, seat := range []bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West} {
				row := htmlDD{Seat: catalog.SeatLetter(lang, seat)}
				for _, st := range []bridge.Strain{bridge.NoTrump, bridge.StrainSpades, bridge.StrainHearts, bridge.StrainDiamonds, bridge.StrainClubs} {
					v := "?"
					if tricks := b.DD[seat][st]; tricks >= 0 {
						v = strconv.Itoa(tricks)
					}
					row.Tricks = append(row.Tricks, v)
				}
				hb.DD = append(hb.DD, row)
			}
		}
		for _, l := range sb.Lines {
			hl := htmlLine{NS: l.Result.NS, EW: l.Result.EW, Contract: resultText(l, lang), Lead: leadText(l.Result.Lead, lang), Notes: t.notes(l)}
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
		hb.Notes = t.boardNotes(sb)
		p.Boards = append(p.Boards, hb)
	}
	return page.Execute(w, p)
}
