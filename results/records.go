package results

import (
	"bridgelaw/laws"
	"fmt"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/record"
)

// FromRecords builds an event from hand records, one table each (as the
// PBN and LIN readers give them): the board's deal and markings, the
// contract and declarer's tricks replayed from the auction and the play
// where the record has them (laws.ReplayRecord), else its tags. A pair is named
// by its players ("North - South"), a team match's teams by teams, when
// given: teams(rec) returns the teams sitting North-South and East-West.
// Records that give no result are skipped with an error in the list; the
// event holds everything else.
func FromRecords(recs []*record.Record, name string, teams func(*record.Record) (ns, ew string)) (*Event, []error) {
	ev := &Event{Source: name, Names: map[string]string{}}
	var errs []error
	for i, rec := range recs {
		if rec.Source == "" {
			rec.Source = fmt.Sprintf("%s: record %d", name, i+1)
		}
		r, err := ev.addRecord(rec)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if teams != nil {
			if ns, ew := teams(rec); ns != "" && ew != "" {
				r.TeamNS, r.TeamEW = ns, ew
			}
		}
	}
	return ev, errs
}

// TagMismatch is a warning of the readers: a tag of a hand record that
// disagrees with its replay (laws.ReplayRecord), with the record's source
// and board; Mismatch.Class() tells a Law 2 marking from the others.
type TagMismatch struct {
	Source   string
	Board    bridge.Board
	Mismatch laws.Mismatch
}

// Error prints "src: board 3: Vulnerable "None" in the file, All (board 3,
// Law 2) computed".
func (w *TagMismatch) Error() string {
	return fmt.Sprintf("%s: board %d: %s %q in the file, %s computed", w.Source, w.Board, w.Mismatch.Tag, w.Mismatch.InFile, w.Mismatch.Computed)
}

// addRecord adds the table result of rec to its board (see FromRecords).
func (ev *Event) addRecord(rec *record.Record) (*Result, error) {
	src := rec.Source
	if !rec.Board.Valid() {
		return nil, fmt.Errorf("%w: %s: no board number", ErrEvent, src)
	}
	if ev.Title == "" {
		ev.Title = rec.Event
	}
	if ev.Date == "" {
		ev.Date = rec.Date
	}
	if ev.Method == Auto {
		ev.Method = methodOfScoring(rec.Scoring)
	}
	b := ev.Board(int(rec.Board))
	if d, ok := rec.EffectiveDealer(); ok {
		b.Dealer = d
	}
	if v, ok := rec.EffectiveVulnerability(); ok {
		b.Vulnerability = v
	}
	if !b.DealKnown {
		if d, err := rec.Deal(); err == nil {
			b.Deal, b.DealKnown = d, true
		}
	}
	o := laws.ReplayRecord(rec)
	for _, m := range o.Mismatches {
		ev.Warnings = append(ev.Warnings, &TagMismatch{Source: src, Board: rec.Board, Mismatch: m})
	}
	for _, e := range o.Problems {
		ev.Warnings = append(ev.Warnings, fmt.Errorf("%s: board %d: %w", src, rec.Board, e))
	}
	r := &Result{Source: src, Room: rec.Room}
	if d, err := rec.Deal(); err == nil {
		r.Deal, r.DealKnown = d, true
	}
	if len(rec.Plays) > 0 {
		r.Lead = rec.Plays[0].Card.String() // the opening lead
	}
	r.NS, r.EW = pairName(rec, bridge.NorthSouth), pairName(rec, bridge.EastWest)
	r.ByNames = true
	// Two rooms and no team names: the home team sits North-South in the
	// open room and East-West in the closed room.
	switch {
	case strings.EqualFold(rec.Room, "open"):
		r.TeamNS, r.TeamEW = "Home", "Away"
	case strings.EqualFold(rec.Room, "closed"):
		r.TeamNS, r.TeamEW = "Away", "Home"
	}
	switch {
	case o.ContractKnown() && o.TricksKnown():
		r.Contract, r.Tricks, r.Played = o.Contract, o.DeclarerTricks, true
	case rec.ScoreKnown:
		r.ScoreNS, r.ScoreKnown = rec.ScoreNS, true
	case o.ContractKnown():
		return nil, fmt.Errorf("%w: %s: board %d: %s (%s) but no result: the play stops after %d tricks with no claim and no Result or Score tag; not scored", ErrEvent, src, rec.Board, o.Contract.StringBy(), o.ContractFrom, o.PlayedTricks)
	default:
		return nil, fmt.Errorf("%w: %s: board %d: no contract and result, and no score; not scored", ErrEvent, src, rec.Board)
	}
	if r.NS == "" {
		r.NS = fmt.Sprintf("NS%d", len(b.Results)+1)
	}
	if r.EW == "" {
		r.EW = fmt.Sprintf("EW%d", len(b.Results)+1)
	}
	b.Results = append(b.Results, r)
	return r, nil
}

// pairName is "North - South" (or "East - West") from the record's players,
// "" when they are unknown.
func pairName(rec *record.Record, d bridge.Side) string {
	s := d.Seats()
	a, b := strings.TrimSpace(rec.Players[s[0]]), strings.TrimSpace(rec.Players[s[1]])
	switch {
	case a == "" && b == "":
		return ""
	case b == "":
		return a
	case a == "":
		return b
	}
	return a + " - " + b
}

// methodOfScoring reads a PBN Scoring tag or a LIN vg scoring letter:
// MP, MatchPoints, P -> matchpoints; IMP with Butler -> Butler; IMP with
// Cross -> cross-IMPs; a LIN "I" (team IMPs) -> teams; else Auto.
func methodOfScoring(s string) Method {
	u := strings.ToUpper(s)
	switch {
	case u == "P" || strings.HasPrefix(u, "MP") || strings.HasPrefix(u, "MATCHPOINT"):
		return MatchpointScoring
	case strings.Contains(u, "BUTLER"):
		return ButlerScoring
	case strings.Contains(u, "CROSS"):
		if strings.Contains(u, "CROSS1") || strings.Contains(u, "MEAN") {
			return CrossIMPAverageScoring
		}
		return CrossIMPScoring
	case u == "I":
		return TeamsScoring
	}
	return Auto
}
