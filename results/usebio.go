package results

import (
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"

	"bridgelaw/bridge"
)

// USEBIO 1.2 (the EBU's XML results interchange; DTD
// http://www.ebu.co.uk/usebio/usebio_v1_2.dtd, spec
// https://usebio.org/documentation/usebio-1.2.pdf). The element shapes
// follow the USEBIO 1.2 documentation; the DTD text itself could not be
// checked here (TestUSEBIO holds the shape written).

type usebioDoc struct {
	XMLName xml.Name    `xml:"USEBIO"`
	Version string      `xml:"Version,attr"`
	Club    *usebioClub `xml:"CLUB,omitempty"`
	Event   usebioEvent `xml:"EVENT"`
}

type usebioClub struct {
	Name string `xml:"CLUB_NAME"`
}

type usebioEvent struct {
	Type         string        `xml:"EVENT_TYPE,attr"`
	ProgramName  string        `xml:"PROGRAM_NAME"`
	Description  string        `xml:"EVENT_DESCRIPTION,omitempty"`
	Date         string        `xml:"DATE,omitempty"`
	BoardScoring string        `xml:"BOARD_SCORING_METHOD"`
	MatchScoring string        `xml:"MATCH_SCORING_METHOD,omitempty"`
	SessionCount int           `xml:"SESSION_COUNT"`
	SectionCount int           `xml:"SECTION_COUNT"`
	Pairs        int           `xml:"PAIRS,omitempty"`
	BoardsPlayed int           `xml:"BOARDS_PLAYED"`
	WinnerType   int           `xml:"WINNER_TYPE"`
	Session      usebioSession `xml:"SESSION"`
}

type usebioSession struct {
	ID      int           `xml:"SESSION_ID,attr"`
	Section usebioSection `xml:"SECTION"`
}

type usebioSection struct {
	ID           string             `xml:"SECTION_ID,attr"`
	Participants usebioParticipants `xml:"PARTICIPANTS"`
	Boards       []usebioBoard      `xml:"BOARD"`
	Matches      []usebioMatch      `xml:"MATCH"`
}

type usebioParticipants struct {
	Pairs []usebioPair `xml:"PAIR"`
	Teams []usebioTeam `xml:"TEAM"`
}

type usebioPair struct {
	Number     string         `xml:"PAIR_NUMBER"`
	Direction  string         `xml:"DIRECTION,omitempty"`
	Percentage string         `xml:"PERCENTAGE,omitempty"`
	Place      string         `xml:"PLACE"`
	TotalScore string         `xml:"TOTAL_SCORE"`
	Players    []usebioPlayer `xml:"PLAYER"`
}

type usebioPlayer struct {
	Name string `xml:"PLAYER_NAME"`
}

type usebioTeam struct {
	ID         string         `xml:"TEAM_ID,attr"`
	Name       string         `xml:"TEAM_NAME,attr"`
	TotalScore string         `xml:"TOTAL_SCORE"`
	Place      string         `xml:"PLACE"`
	Players    []usebioPlayer `xml:"PLAYER"`
}

type usebioHand struct {
	Direction string `xml:"DIRECTION"`
	Spades    string `xml:"SPADES"`
	Hearts    string `xml:"HEARTS"`
	Diamonds  string `xml:"DIAMONDS"`
	Clubs     string `xml:"CLUBS"`
}

type usebioBoard struct {
	Number        int               `xml:"BOARD_NUMBER"`
	Vulnerability string            `xml:"VULNERABILITY,omitempty"`
	Hands         []usebioHand      `xml:"HAND"`
	IMPs          string            `xml:"IMPS,omitempty"`
	Lines         []usebioTraveller `xml:"TRAVELLER_LINE"`
}

type usebioTraveller struct {
	Direction string `xml:"DIRECTION,omitempty"`
	NSPair    string `xml:"NS_PAIR_NUMBER"`
	EWPair    string `xml:"EW_PAIR_NUMBER"`
	Contract  string `xml:"CONTRACT,omitempty"`
	PlayedBy  string `xml:"PLAYED_BY,omitempty"`
	Lead      string `xml:"LEAD,omitempty"`
	Tricks    string `xml:"TRICKS,omitempty"`
	Score     string `xml:"SCORE"`
	NSMP      string `xml:"NS_MATCH_POINTS,omitempty"`
	EWMP      string `xml:"EW_MATCH_POINTS,omitempty"`
	NSIMPs    string `xml:"NS_IMPS,omitempty"`
	EWIMPs    string `xml:"EW_IMPS,omitempty"`
}

type usebioMatch struct {
	Team          string        `xml:"TEAM"`
	OpposingTeam  string        `xml:"OPPOSING_TEAM"`
	TeamScore     string        `xml:"TEAM_SCORE"`
	OpposingScore string        `xml:"OPPOSING_TEAM_SCORE"`
	Boards        []usebioBoard `xml:"BOARD"`
}

var pbnDate = regexp.MustCompile(`^(\d{4})\.(\d{2})\.(\d{2})$`)

// usebioDate writes a date as USEBIO does, dd/mm/yyyy, from a PBN date
// (yyyy.mm.dd); other forms pass unchanged.
func usebioDate(d string) string {
	if m := pbnDate.FindStringSubmatch(d); m != nil {
		return m[3] + "/" + m[2] + "/" + m[1]
	}
	return d
}

func fmtNum(x float64) string { return strconv.FormatFloat(round2(x), 'f', -1, 64) }

var usebioVul = [4]string{"Love", "North-South", "East-West", "All"}

// WriteUSEBIO writes the scored event as a USEBIO 1.2 document, encoded
// in ISO-8859-1 as USEBIO files usually are (characters outside Latin-1
// become "?"). Pairs events write PARTICIPANTS/PAIR and one BOARD with its
// TRAVELLER_LINEs per board; team matches write TEAMs and MATCHes.
// Adjusted scores are written in SCORE as "A" followed by the two sides'
// percentages in two digits each (e.g. "A6040", "A6000"), the convention of
// the EBU's Scorer exports. USEBIO 1.2 has one SCORE a TRAVELLER_LINE, points
// or that artificial form, and no form for a weighted adjusted score (Law
// 12C1(c): several results with their weights): such a line is written as
// the percentages it scored (its matchpoints, NS_MATCH_POINTS and
// EW_MATCH_POINTS, are the weighted ones) and its weights are lost;
// USEBIOLosses lists those lines, for a warning.
func WriteUSEBIO(w io.Writer, s *Scored) error {
	ev := s.Event
	doc := usebioDoc{Version: "1.2"}
	if ev.Club != "" {
		doc.Club = &usebioClub{Name: ev.Club}
	}
	e := &doc.Event
	e.ProgramName = "bridgelaw"
	e.Description = ev.Title
	e.Date = usebioDate(ev.Date)
	e.SessionCount, e.SectionCount = 1, 1
	e.BoardsPlayed = len(s.Boards)
	e.WinnerType = max(s.Winners, 1)
	e.Session = usebioSession{ID: 1, Section: usebioSection{ID: "A"}}
	sec := &e.Session.Section
	e.Type, e.BoardScoring = "PAIRS", s.Method.USEBIO()
	if s.Method.Teams() {
		e.Type, e.MatchScoring = "TEAMS", "VPS"
	}
	for _, list := range s.Rankings {
		for _, st := range list {
			place := strconv.Itoa(st.Rank)
			if st.Tied {
				place += "="
			}
			players := splitNames(st.Names)
			if s.Method == TeamsScoring {
				sec.Participants.Teams = append(sec.Participants.Teams, usebioTeam{ID: st.ID, Name: st.ID, TotalScore: fmtNum(st.VP), Place: place, Players: players})
				continue
			}
			p := usebioPair{Number: st.ID, Direction: st.Direction, Place: place, TotalScore: fmtNum(st.Total), Players: players}
			if s.Method == MatchpointScoring {
				p.Percentage = fmtNum(st.Percent)
			}
			sec.Participants.Pairs = append(sec.Participants.Pairs, p)
		}
	}
	e.Pairs = len(sec.Participants.Pairs)
	if s.Method == TeamsScoring {
		sec.Matches = usebioMatches(s)
	} else {
		for _, sb := range s.Boards {
			b := usebioBoardOf(sb.Board)
			for _, l := range sb.Lines {
				b.Lines = append(b.Lines, usebioLine(s, l))
			}
			sec.Boards = append(sec.Boards, b)
		}
	}
	if _, err := io.WriteString(w, `<?xml version="1.0" encoding="ISO-8859-1"?>`+"\n"+
		`<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">`+"\n"); err != nil {
		return err
	}
	enc := encoding.ReplaceUnsupported(charmap.ISO8859_1.NewEncoder()).Writer(w)
	x := xml.NewEncoder(enc)
	x.Indent("", "  ")
	if err := x.Encode(doc); err != nil {
		return err
	}
	_, err := io.WriteString(enc, "\n")
	return err
}

func splitNames(names string) []usebioPlayer {
	var ps []usebioPlayer
	for _, n := range strings.Split(names, " - ") {
		if n = strings.TrimSpace(n); n != "" {
			ps = append(ps, usebioPlayer{Name: n})
		}
	}
	return ps
}

func usebioBoardOf(b *Board) usebioBoard {
	ub := usebioBoard{Number: b.Number}
	if b.DealKnown {
		ub.Vulnerability = usebioVul[b.Vulnerability&3]
		for _, seat := range bridge.Seats() {
			h := b.Deal.Hand(seat)
			ub.Hands = append(ub.Hands, usebioHand{Direction: seat.Name(),
				Spades: h.Suit(bridge.Spades).String(), Hearts: h.Suit(bridge.Hearts).String(),
				Diamonds: h.Suit(bridge.Diamonds).String(), Clubs: h.Suit(bridge.Clubs).String()})
		}
	}
	return ub
}

func usebioLine(s *Scored, l Line) usebioTraveller {
	r := l.Result
	t := usebioTraveller{NSPair: r.NS, EWPair: r.EW, Lead: r.Lead}
	if v, ok := l.ScoreNS(); ok {
		t.Score = strconv.Itoa(v)
		if r.Played {
			t.Contract = "PASS"
			if !r.Contract.IsPassedOut() {
				t.Contract, t.PlayedBy, t.Tricks = r.Contract.String(), r.Contract.Declarer.String(), strconv.Itoa(r.Tricks)
			}
		}
	} else {
		t.Score = fmt.Sprintf("A%02.0f%02.0f", l.PctNS, l.PctEW) // two digits a side: A6040, A6000
		if s.Method.IMPs() {
			t.Score = "A" + l.AdjustedLabel()
		}
	}
	if s.Method.IMPs() {
		t.NSIMPs, t.EWIMPs = fmtNum(l.IMPNS), fmtNum(l.IMPEW)
	} else {
		t.NSMP, t.EWMP = fmtNum(l.MPNS), fmtNum(l.MPEW)
	}
	return t
}

func usebioMatches(s *Scored) []usebioMatch {
	var out []usebioMatch
	for _, m := range s.Matches {
		um := usebioMatch{Team: m.Home, OpposingTeam: m.Away, TeamScore: fmtNum(m.HomeVP), OpposingScore: fmtNum(m.AwayVP)}
		for _, sb := range s.Boards {
			b := usebioBoardOf(sb.Board)
			for _, l := range sb.Lines {
				ns, ew := teamOf(l.Result, bridge.NorthSouth), teamOf(l.Result, bridge.EastWest)
				if !(ns == m.Home && ew == m.Away) && !(ns == m.Away && ew == m.Home) {
					continue
				}
				t := usebioLine(s, l)
				t.Direction = "NS"
				if ns == m.Away {
					t.Direction = "EW" // the home team sits East-West here
				}
				if l.primary {
					v := l.IMPNS
					if ns != m.Home {
						v = l.IMPEW
					}
					b.IMPs = fmtNum(v)
				}
				b.Lines = append(b.Lines, t)
			}
			if len(b.Lines) > 0 {
				um.Boards = append(um.Boards, b)
			}
		}
		out = append(out, um)
	}
	return out
}

// USEBIOLoss is a traveller line WriteUSEBIO cannot write faithfully: a
// weighted adjusted score (Law 12C1(c)), which USEBIO 1.2 has no form for.
type USEBIOLoss struct {
	Board  int    // the board number
	NS, EW string // the pairs
	// Label is the weighted score as a traveller shows it ("60% +450, 40%
	// -50"); Written is the SCORE written instead ("A7030").
	Label, Written string
}

// USEBIOLosses lists the lines of s that WriteUSEBIO writes without their
// weights: the weighted adjusted scores (Law 12C1(c)), in board order.
func USEBIOLosses(s *Scored) []USEBIOLoss {
	var out []USEBIOLoss
	for _, sb := range s.Boards {
		for _, l := range sb.Lines {
			if len(l.NS.Scores) <= 1 && len(l.EW.Scores) <= 1 {
				continue
			}
			out = append(out, USEBIOLoss{Board: sb.Board.Number, NS: l.Result.NS, EW: l.Result.EW,
				Label: l.AdjustedLabel(), Written: usebioLine(s, l).Score})
		}
	}
	return out
}
