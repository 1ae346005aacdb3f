package results

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/pbn"
	"bridgelaw/score"
)

// ReadPBN reads an event from a PBN file (package pbn reads it leniently):
//
//   - a game with a ScoreTable section (as Magic Contest, JFR and other
//     scoring programs write) gives one result per row: PairId_NS and
//     PairId_EW, Contract, Declarer, Result or Score_NS/Score_EW, Lead,
//     Table, Round, Names_NS/Names_EW; an adjusted row has "A+", "A" or "A-"
//     (or a percentage) in its score columns; MP_NS, MP_EW, IMP_NS and the
//     Percentage columns are kept as the file's own scoring (Result.Given);
//   - any other game that records a table (Contract, Declarer and Result,
//     or an auction and play, replayed) is one result: pairs from PairNS
//     and PairEW, else the players' names; a team match from HomeTeam and
//     VisitTeam (the home team sits North-South in the open room, East-West
//     in the closed room; without a Room tag, HomeTeam is the table's
//     North-South team; a file that names them once keeps them for the
//     later games with a Room) or from Room alone (teams "Home" and "Away");
//     ScoreMP and ScoreIMP are kept as Given;
//   - Deal, OptimumResultTable (or DoubleDummyTricks), OptimumScore and
//     ParContract (or OptimumContract) describe the board; Event, Date and
//     Scoring the event; TotalScoreTable gives the pairs' names and the
//     file's own ranking (Event.Given).
//
// It fails only when the file gives no result; the problems of single
// games go to Event.Warnings.
func ReadPBN(r io.Reader, name string) (*Event, error) {
	f, err := pbn.Read(r, name)
	if f == nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	ev := &Event{Source: name, Names: map[string]string{}, Given: map[string]GivenStanding{}}
	perGame, outside := f.ProblemsByGame()
	for _, p := range outside {
		if !p.Warning {
			ev.Warnings = append(ev.Warnings, p)
		}
	}
	var teams [2]string // the last HomeTeam and VisitTeam given
	for i, g := range f.Games {
		table := g.Section("ScoreTable") == nil && recordsTable(g)
		for _, p := range perGame[i] {
			// The checker's findings are about the format; the Laws are
			// laws.ReplayRecord's (addRecord).
			if !p.Warning {
				ev.Warnings = append(ev.Warnings, p)
			}
		}
		bn, err := g.Board()
		if err != nil {
			// A game without a board number: nothing to score; said when
			// it records a result.
			if table || g.Section("ScoreTable") != nil {
				ev.Warnings = append(ev.Warnings, fmt.Errorf("%w: %s:%d: a result but no Board tag (the board number): not scored", ErrEvent, name, g.Pos.Line))
			}
			continue
		}
		b := ev.Board(int(bn))
		ev.describe(g, b)
		if st := g.Section("ScoreTable"); st != nil {
			ev.scoreTable(g, b, name)
		} else if table {
			rec, _ := g.Record()
			rec.Source = fmt.Sprintf("%s:%d", name, g.Pos.Line)
			res, err := ev.addRecord(rec)
			if err != nil {
				ev.Warnings = append(ev.Warnings, err)
			} else {
				pbnTableResult(g, res, &teams)
			}
		}
		if tt := g.Section("TotalScoreTable"); tt != nil {
			ev.totalScoreTable(tt)
		}
	}
	if ev.results() == 0 {
		if len(ev.Warnings) > 0 { // the results there are could not be read: say why
			return nil, errors.Join(append([]error{fmt.Errorf("%w: %s: no result could be read", ErrEvent, name)}, ev.Warnings...)...)
		}
		deals := 0
		for _, g := range f.Games {
			if _, err := g.Deal(); err == nil {
				deals++
			}
		}
		if deals > 0 {
			return nil, fmt.Errorf("%w: %s: no result in the file, only deals (%d; no ScoreTable, no table recorded)", ErrOnlyDeals, name, deals)
		}
		return nil, fmt.Errorf("%w: %s: no result in the file (no ScoreTable, no table recorded)", ErrEvent, name)
	}
	return ev, nil
}

// scoringTags are the tags ReadPBN reads for the scores and the rankings
// beside the hand record's (pbn.RecordTag), the table behind ScoringTag.
var scoringTags = map[string]bool{
	"ScoreTable": true, "TotalScoreTable": true, "ScoreMP": true, "ScoreIMP": true,
	"PairNS": true, "PairEW": true, "Table": true, "Round": true, "HomeTeam": true, "VisitTeam": true,
}

// ScoringTag reports whether ReadPBN reads tag name for the scores and the
// rankings: the hand record's tags (pbn.RecordTag) and the ScoreTable,
// TotalScoreTable, ScoreMP, ScoreIMP, pair, table, round and team tags. The
// double-dummy and par tags (OptimumResultTable, DoubleDummyTricks,
// OptimumScore, ParContract) only describe a board on the HTML page, which
// solves or shows as text what it cannot read; a problem in such a tag's
// value (pbn.ParseError.Tag) changes no score.
func ScoringTag(name string) bool { return pbn.RecordTag(name) || scoringTags[name] }

// recordsTable reports whether the game records a table: a contract or
// result tag with a value, or an auction.
func recordsTable(g *pbn.Game) bool {
	for _, t := range []string{"Contract", "Result", "Score"} {
		if v, ok := g.Value(t); ok && v != "" && v != "?" {
			return true
		}
	}
	return g.Auction != nil && len(g.Auction.Calls) > 0
}

// describe takes the event's and the board's descriptions from game g.
func (ev *Event) describe(g *pbn.Game, b *Board) {
	text := func(tag string) string {
		v, _ := g.Value(tag)
		if v == "?" || v == "#" {
			return ""
		}
		return strings.TrimSpace(v)
	}
	if ev.Title == "" {
		ev.Title = text("Event")
	}
	if ev.Date == "" {
		ev.Date = text("Date")
	}
	if ev.Method == Auto {
		ev.Method = methodOfScoring(text("Scoring"))
	}
	if d, err := g.Dealer(); err == nil {
		b.Dealer = d
	}
	if v, err := g.Vulnerable(); err == nil {
		b.Vulnerability = v
	}
	if !b.DealKnown {
		if d, err := g.Deal(); err == nil {
			b.Deal, b.DealKnown = d, true
		}
	}
	if b.DD == nil {
		t, err := g.OptimumResultTable()
		if err != nil {
			t, err = g.DoubleDummyTricks()
		}
		if err == nil {
			var dd bridge.TrickTable
			known := false
			for _, seat := range bridge.Seats() {
				for st := range dd[seat] {
					dd[seat][st] = t[seat][st]
					known = known || t[seat][st] >= 0
				}
			}
			if known {
				b.DD = &dd
			}
		}
	}
	if b.Par != nil || b.ParSource != "" {
		return
	}
	if p, err := g.Par(); err == nil {
		b.Par = &p
	} else { // the text of what cannot be read: a free-form OptimumContract...
		var parts []string
		if v := text("OptimumScore"); v != "" {
			parts = append(parts, v)
		}
		switch {
		case text("ParContract") != "":
			parts = append(parts, text("ParContract"))
		case text("OptimumContract") != "":
			parts = append(parts, text("OptimumContract"))
		}
		b.ParSource = strings.Join(parts, ", ")
	}
}

// pbnTableResult completes a result read from a game's tags: pair ids,
// teams, and the file's own scoring. teams holds the HomeTeam and
// VisitTeam of the file's earlier games, for the files that give them once
// (LinToPbnConverter).
func pbnTableResult(g *pbn.Game, r *Result, teams *[2]string) {
	if v, ok := g.Value("PairNS"); ok && v != "" && v != "?" {
		r.NS = v
	}
	if v, ok := g.Value("PairEW"); ok && v != "" && v != "?" {
		r.EW = v
	}
	if v, ok := g.Value("Table"); ok {
		r.Table, _ = strconv.Atoi(v)
	}
	if v, ok := g.Value("Round"); ok {
		r.Round, _ = strconv.Atoi(v)
	}
	// HomeTeam sits North-South in the open room and East-West in the
	// closed room; without a Room tag (RealBridge exports) each table names
	// its North-South team as HomeTeam.
	home, _ := g.Value("HomeTeam")
	visit, _ := g.Value("VisitTeam")
	if home != "" && visit != "" && home != "?" && visit != "?" {
		*teams = [2]string{home, visit}
	} else if r.Room != "" {
		home, visit = teams[0], teams[1]
	}
	if home != "" && visit != "" && home != "?" && visit != "?" {
		r.TeamNS, r.TeamEW = home, visit
		if strings.EqualFold(r.Room, "closed") {
			r.TeamNS, r.TeamEW = visit, home
		}
	}
	var given Given
	if s, err := g.ScoreMP(); err == nil {
		if s.HasNS {
			given.MPNS = ptr(s.NS)
		}
		if s.HasEW {
			given.MPEW = ptr(s.EW)
		}
	}
	if s, err := g.ScoreIMP(); err == nil {
		if v, ok := s.NSView(); ok {
			given.IMPNS = ptr(v)
		}
	}
	if given != (Given{}) {
		r.Given = &given
	}
}

// scoreTable reads the rows of a ScoreTable section into results.
func (ev *Event) scoreTable(g *pbn.Game, b *Board, name string) {
	rows, err := g.ScoreTable()
	if err != nil {
		ev.Warnings = append(ev.Warnings, fmt.Errorf("%s:%d: board %d: %w", name, g.Pos.Line, b.Number, err))
		return
	}
	line := g.Section("ScoreTable").Tag.Pos.Line
	deal, derr := g.Deal()
	for i, row := range rows {
		src := fmt.Sprintf("%s:%d", name, line+i+1)
		r, err := scoreTableRow(row, b)
		if err != nil {
			ev.Warnings = append(ev.Warnings, fmt.Errorf("%s: board %d: %w", src, b.Number, err))
			continue
		}
		r.Source = src
		if derr == nil {
			r.Deal, r.DealKnown = deal, true
		}
		for _, c := range [][2]string{{"Names_NS", r.NS}, {"Names_EW", r.EW}} {
			if v, ok := row.Get(c[0]); ok && v != "" && v != "-" && v != "?" {
				ev.Names[c[1]] = v
			}
		}
		b.Results = append(b.Results, r)
	}
}

// cellText is a row's cell, "" when absent, "-" or "?".
func cellText(row pbn.ScoreRow, col string) string {
	v, _ := row.Get(col)
	if v == "-" || v == "?" {
		return ""
	}
	return strings.TrimSpace(v)
}

func scoreTableRow(row pbn.ScoreRow, b *Board) (*Result, error) {
	r := &Result{NS: cellText(row, "PairId_NS"), EW: cellText(row, "PairId_EW"), Lead: cellText(row, "Lead")}
	r.Table, _ = strconv.Atoi(cellText(row, "Table"))
	r.Round, _ = strconv.Atoi(cellText(row, "Round"))
	if r.NS == "" || r.EW == "" {
		return nil, fmt.Errorf("%w: ScoreTable row without PairId_NS and PairId_EW", ErrEvent)
	}
	nsCell, ewCell := cellText(row, "Score_NS"), cellText(row, "Score_EW")
	adjNS, errNS := score.ParseArtificial(nsCell)
	adjEW, errEW := score.ParseArtificial(ewCell)
	switch {
	case errNS == nil || errEW == nil:
		if errNS != nil {
			adjNS = adjEW
		}
		if errEW != nil {
			adjEW = adjNS
		}
		r.Adjusted, r.AdjNS, r.AdjEW = true, adjNS, adjEW
	default:
		if c, err := row.Contract(); err == nil {
			if c.IsPassedOut() {
				r.Contract, r.Played = c, true
			} else if t, err := row.Result(); err == nil {
				r.Contract, r.Tricks, r.Played = c, t, true
			}
		}
		if s, err := row.ScoreNS(); err == nil {
			r.ScoreNS, r.ScoreKnown = s, true
			if _, art, _ := row.Number("Score_NS"); art {
				// "^420": an artificial (assigned) score (PBN 2.1 section 5.2).
				r.Adjusted, r.AdjNS, r.AdjEW = true, score.Award{Scores: score.Certain(s), Assigned: true}, score.Award{Scores: score.Certain(s), Assigned: true}
			}
		}
		if !r.Played && !r.ScoreKnown {
			return nil, fmt.Errorf("%w: ScoreTable row %s-%s has no contract and result, score or adjusted score", ErrEvent, r.NS, r.EW)
		}
		if r.Played && r.ScoreKnown && !r.Adjusted {
			s, err := score.Score(r.Contract, b.Vulnerability, r.Tricks)
			if err == nil && s != r.ScoreNS {
				return nil, fmt.Errorf("%w: ScoreTable row %s-%s: %s %s %d tricks scores %+d (Law 77), the file says %+d", ErrEvent, r.NS, r.EW, r.Contract, r.Contract.Declarer, r.Tricks, s, r.ScoreNS)
			}
		}
	}
	var given Given
	for _, c := range []struct {
		col string
		dst **float64
	}{{"MP_NS", &given.MPNS}, {"MP_EW", &given.MPEW}, {"Percentage_NS", &given.PctNS}, {"Percentage_EW", &given.PctEW}, {"IMP_NS", &given.IMPNS}} {
		if v, _, err := row.Number(c.col); err == nil {
			*c.dst = ptr(v)
		}
	}
	if given != (Given{}) {
		r.Given = &given
	}
	return r, nil
}

// totalScoreTable reads the pairs' names and the file's ranking.
func (ev *Event) totalScoreTable(s *pbn.Section) {
	rows, err := s.Table()
	if err != nil {
		ev.Warnings = append(ev.Warnings, err)
		return
	}
	cols := s.Columns()
	idx := func(name string) int {
		for i, c := range cols {
			if strings.EqualFold(c.Name, name) {
				return i
			}
		}
		return -1
	}
	id, names, rank := idx("PairId"), idx("Names"), idx("Rank")
	total, pct := idx("TotalScoreMP"), idx("TotalPercentage")
	if total < 0 {
		total = idx("TotalScoreIMP")
	}
	if id < 0 {
		return
	}
	for _, row := range rows {
		p := row[id].Text
		if names >= 0 && row[names].Text != "" {
			ev.Names[p] = row[names].Text
		}
		gs := GivenStanding{Percent: -1}
		if rank >= 0 {
			gs.Rank, _ = strconv.Atoi(row[rank].Text)
		}
		if total >= 0 {
			gs.Total, _ = strconv.ParseFloat(row[total].Text, 64)
		}
		if pct >= 0 {
			if v, err := strconv.ParseFloat(row[pct].Text, 64); err == nil {
				gs.Percent = v
			}
		}
		ev.Given[p] = gs
	}
}
