package results

import (
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/text/encoding/charmap"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

// ReadUSEBIO reads the results of a pairs event from a USEBIO 1.2 document
// (the shape WriteUSEBIO writes; ISO-8859-1 or UTF-8 as its XML
// declaration says): the event's description and date, the scoring method
// (BOARD_SCORING_METHOD), the pairs' players, and each BOARD's number,
// vulnerability, hands and TRAVELLER_LINEs (pair numbers, CONTRACT with
// PLAYED_BY and TRICKS, "PASS", LEAD, SCORE for North-South). A SCORE "A"
// with four digits is an artificial adjusted score, the two sides'
// percentages ("A6040", the EBU scorers' form WriteUSEBIO writes). The
// matchpoints and IMPs of the file are not read: Score computes them. A
// team event (MATCH) is refused (ErrEvent): it is not read yet. Errors
// name the board and the line.
func ReadUSEBIO(r io.Reader, name string) (*Event, error) {
	dec := xml.NewDecoder(r)
	dec.CharsetReader = func(label string, in io.Reader) (io.Reader, error) {
		switch strings.ToLower(label) {
		case "iso-8859-1", "latin1", "latin-1", "windows-1252":
			return charmap.ISO8859_1.NewDecoder().Reader(in), nil
		case "utf-8", "us-ascii":
			return in, nil
		}
		return nil, fmt.Errorf("character set %q: want ISO-8859-1 or UTF-8", label)
	}
	var doc usebioDoc
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("%w: %s: USEBIO: %w", ErrEvent, name, err)
	}
	e := doc.Event
	sec := e.Session.Section
	if len(sec.Matches) > 0 || len(sec.Participants.Teams) > 0 {
		return nil, fmt.Errorf("%w: %s: a USEBIO team event (%s): only pairs events are read", ErrEvent, name, e.Type)
	}
	ev := &Event{Source: name, Title: e.Description, Date: pbnDateOf(e.Date), Names: map[string]string{}, Given: map[string]GivenStanding{}}
	for _, m := range []Method{MatchpointScoring, ButlerScoring, CrossIMPScoring, CrossIMPAverageScoring} {
		if e.BoardScoring != "" && m.USEBIO() == e.BoardScoring {
			ev.Method = m
			break
		}
	}
	if doc.Club != nil {
		ev.Club = doc.Club.Name
	}
	for _, p := range sec.Participants.Pairs {
		var names []string
		for _, pl := range p.Players {
			names = append(names, pl.Name)
		}
		if len(names) > 0 {
			ev.Names[p.Number] = strings.Join(names, " - ")
		}
	}
	for _, ub := range sec.Boards {
		if ub.Number < 1 {
			return nil, fmt.Errorf("%w: %s: USEBIO BOARD_NUMBER %d", ErrEvent, name, ub.Number)
		}
		b := ev.Board(ub.Number)
		src := fmt.Sprintf("%s: board %d", name, ub.Number)
		if ub.Vulnerability != "" {
			v, ok := usebioVulnerability(ub.Vulnerability)
			if !ok {
				return nil, fmt.Errorf("%w: %s: VULNERABILITY %q", ErrEvent, src, ub.Vulnerability)
			}
			b.Vulnerability = v
		}
		if len(ub.Hands) > 0 {
			d, err := usebioDeal(ub.Hands)
			if err != nil {
				return nil, fmt.Errorf("%w: %s: %w", ErrEvent, src, err)
			}
			b.Deal, b.DealKnown = d, true
		}
		for i, t := range ub.Lines {
			res, err := usebioResult(t, b, ub.Vulnerability != "")
			if err != nil {
				return nil, fmt.Errorf("%w: %s, traveller line %d: %w", ErrEvent, src, i+1, err)
			}
			res.Source = fmt.Sprintf("%s line %d", src, i+1)
			if b.DealKnown {
				res.Deal, res.DealKnown = b.Deal, true
			}
			b.Results = append(b.Results, res)
		}
	}
	if ev.results() == 0 {
		return nil, fmt.Errorf("%w: %s: no TRAVELLER_LINE in the USEBIO file", ErrEvent, name)
	}
	return ev, nil
}

var usebioDatePattern = regexp.MustCompile(`^(\d{2})/(\d{2})/(\d{4})$`)

// pbnDateOf is a USEBIO date (dd/mm/yyyy) as PBN writes dates (yyyy.mm.dd);
// other forms pass unchanged.
func pbnDateOf(d string) string {
	if m := usebioDatePattern.FindStringSubmatch(strings.TrimSpace(d)); m != nil {
		return m[3] + "." + m[2] + "." + m[1]
	}
	return d
}

// usebioVulnerability reads a VULNERABILITY: Love, North-South, East-West,
// All (also None, NS, EW, Both).
func usebioVulnerability(v string) (bridge.Vulnerability, bool) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "love", "none":
		return bridge.None, true
	case "north-south", "ns":
		return bridge.NSVulnerable, true
	case "east-west", "ew":
		return bridge.EWVulnerable, true
	case "all", "both":
		return bridge.All, true
	}
	return 0, false
}

// usebioDeal reads the four HANDs.
func usebioDeal(hands []usebioHand) (bridge.Deal, error) {
	var h bridge.Hands
	seen := map[bridge.Seat]bool{}
	for _, uh := range hands {
		s, err := bridge.ParseSeat(uh.Direction)
		if err != nil || seen[s] {
			return bridge.Deal{}, fmt.Errorf("HAND DIRECTION %q", uh.Direction)
		}
		seen[s] = true
		text := strings.Join([]string{voidOf(uh.Spades), voidOf(uh.Hearts), voidOf(uh.Diamonds), voidOf(uh.Clubs)}, ".")
		cs, err := bridge.ParseHand(text)
		if err != nil {
			return bridge.Deal{}, fmt.Errorf("HAND %s: %w", uh.Direction, err)
		}
		h[s] = cs
	}
	return bridge.NewDeal(h.Complete())
}

// voidOf is a suit's ranks, "" for a void written "-".
func voidOf(s string) string {
	s = strings.TrimSpace(s)
	if s == "-" {
		return ""
	}
	return s
}

var usebioArtificial = regexp.MustCompile(`^A(\d{2})(\d{2})$`)

// usebioResult reads a TRAVELLER_LINE of board b; with the board's
// vulnerability given, a SCORE that is not the contract's (Law 77) is an
// error.
func usebioResult(t usebioTraveller, b *Board, vulGiven bool) (*Result, error) {
	r := &Result{NS: strings.TrimSpace(t.NSPair), EW: strings.TrimSpace(t.EWPair), Lead: strings.TrimSpace(t.Lead)}
	if r.NS == "" || r.EW == "" {
		return nil, fmt.Errorf("NS_PAIR_NUMBER %q, EW_PAIR_NUMBER %q: want both", t.NSPair, t.EWPair)
	}
	con := strings.TrimSpace(t.Contract)
	switch {
	case strings.EqualFold(con, "pass"):
		r.Contract, r.Played = bridge.PassedOut, true
	case con != "":
		c, tricks, err := parsePlayed(con, t.PlayedBy, t.Tricks)
		if err != nil {
			return nil, err
		}
		r.Contract, r.Tricks, r.Played = c, tricks, true
	}
	sc := strings.TrimSpace(t.Score)
	if m := usebioArtificial.FindStringSubmatch(sc); m != nil {
		ns, _ := strconv.ParseFloat(m[1], 64)
		ew, _ := strconv.ParseFloat(m[2], 64)
		r.Adjusted = true
		r.AdjNS = score.Award{Artificial: score.FixedPercent, Value: ns}
		r.AdjEW = score.Award{Artificial: score.FixedPercent, Value: ew}
		r.Played = false
		return r, nil
	}
	if sc != "" {
		n, err := strconv.Atoi(strings.TrimPrefix(sc, "+"))
		if err != nil {
			return nil, fmt.Errorf("SCORE %q: want points for North-South, or A and the two sides' percentages (A6040)", t.Score)
		}
		r.ScoreNS, r.ScoreKnown = n, true
	}
	if !r.Played && !r.ScoreKnown {
		return nil, fmt.Errorf("no CONTRACT and no SCORE")
	}
	if r.Played && r.ScoreKnown && vulGiven {
		if s, err := score.Score(r.Contract, b.Vulnerability, r.Tricks); err == nil && s != r.ScoreNS {
			return nil, fmt.Errorf("SCORE %+d does not match %s by %s with %d tricks (%s vulnerable): %+d (Law 77)", r.ScoreNS, r.Contract, r.Contract.Declarer, r.Tricks, b.Vulnerability, s)
		}
	}
	return r, nil
}
