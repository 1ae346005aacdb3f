package results

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/laws"
	"bridgelaw/score"
)

// ReadTableLog reads an event of one board and one table from a table log
// (docs/table-log.md), ruled by package laws: the table result (the
// contract and declarer's tricks after Law 64, or a claim), or the
// Director's adjusted score (Law 12C: an assigned, weighted or split
// result, or artificial scores), with his procedural penalties (Law 90).
// The pairs are the log's PairNS and PairEW tags, else the players'
// names (North, South, East, West tags), else the file's name ("NS of
// name"). Table and Round tags are read too. Events the engine refused,
// tags that contradict the board and questions the Director left open go
// to Event.Warnings. It fails when the log cannot be read, has no deal, or
// gives no result (play not finished and no adjusted score). An input of
// more than MaxInput bytes is an error wrapping ErrTooLarge.
func ReadTableLog(r io.Reader, name string) (*Event, error) {
	data, err := readAll(r, name)
	if err != nil {
		return nil, err
	}
	lg, err := laws.ParseLog(string(data))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: table log: %w", ErrEvent, name, err)
	}
	setup, err := lg.Setup()
	var de *bridge.DealError
	if err != nil && !errors.As(err, &de) { // hands that are not a deal are ruled on (Laws 13-14)
		return nil, fmt.Errorf("%w: %s: table log: %w", ErrEvent, name, err)
	}
	tb, rerr := laws.Replay(setup, lg.Events, laws.Options{}, nil)
	if tb == nil {
		return nil, fmt.Errorf("%w: %s: table log: %w", ErrEvent, name, rerr)
	}
	ev := &Event{Source: name, Names: map[string]string{}}
	for _, e := range append(unjoinErrs(rerr), lg.CheckTags(tb)...) {
		ev.Warnings = append(ev.Warnings, fmt.Errorf("%s: %w", name, e))
	}
	res := tb.Result()
	if setup.Board < 1 {
		return nil, fmt.Errorf("%w: %s: table log: no Board tag (the board number): not scored", ErrEvent, name)
	}
	for _, q := range res.Open {
		ev.Warnings = append(ev.Warnings, fmt.Errorf("%s: board %d: the Director's question %s (%s) is still open", name, setup.Board, q.ID, q.Law))
	}
	b := ev.Board(int(setup.Board))
	b.Dealer, b.Vulnerability = setup.Dealer, setup.Vulnerability
	if d, err := bridge.NewDeal(setup.Hands); err == nil {
		b.Deal, b.DealKnown = d, true
	}
	out := &Result{Source: name}
	if b.DealKnown {
		out.Deal, out.DealKnown = b.Deal, true
	}
	if len(res.Tricks) > 0 {
		out.Lead = res.Tricks[0].Cards[res.Tricks[0].Leader].String()
	}
	out.NS, out.EW = lg.Tag("PairNS"), lg.Tag("PairEW")
	players := func(a, c string) string {
		a, c = strings.TrimSpace(lg.Tag(a)), strings.TrimSpace(lg.Tag(c))
		switch {
		case a == "" || c == "":
			return a + c
		}
		return a + " - " + c
	}
	if out.NS == "" || out.EW == "" {
		out.NS, out.EW, out.ByNames = players("North", "South"), players("East", "West"), true
	}
	if out.NS == "" || out.EW == "" {
		base := filepath.Base(name)
		out.NS, out.EW = "NS of "+base, "EW of "+base
	}
	out.Table, _ = strconv.Atoi(lg.Tag("Table"))
	out.Round, _ = strconv.Atoi(lg.Tag("Round"))
	switch {
	case res.Adjusted != nil:
		out.Adjusted, out.AdjNS, out.AdjEW = true, res.Adjusted.AwardNS, res.Adjusted.AwardEW
	case res.Assigned && res.Scored:
		a := score.Award{Scores: score.Certain(res.ScoreNS), Assigned: true}
		out.Adjusted, out.AdjNS, out.AdjEW = true, a, a
	case res.PassedOut:
		out.Contract, out.Played = bridge.PassedOut, true
	case res.HasContract && res.Ended:
		out.Contract, out.Tricks, out.Played = res.Contract, res.DeclarerTricks, true
	default:
		return nil, fmt.Errorf("%w: %s: board %d: the table log gives no result: play is not finished and the Director gave no adjusted score; not scored", ErrEvent, name, setup.Board)
	}
	for _, p := range res.Penalties {
		out.Penalties = append(out.Penalties, Penalty{Side: p.Side, Penalty: p.Penalty})
	}
	b.Results = append(b.Results, out)
	return ev, nil
}

// unjoinErrs lists the errors errors.Join put together in err; nil for
// nil.
func unjoinErrs(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}
