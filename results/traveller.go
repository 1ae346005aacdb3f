package results

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

// ErrTraveller is wrapped by every error of ReadTraveller.
var ErrTraveller = errors.New("traveller")

// ParseError is an error in a traveller file: where, and what was
// expected. It wraps ErrTraveller.
type ParseError struct {
	File   string
	Line   int    // 1-based
	Column int    // 1-based, in characters
	Field  string // the column's name, "" for a CSV syntax error
	Msg    string // what is wrong or was expected
}

// Error prints "file:line:column: field: what was expected".
func (e *ParseError) Error() string {
	f := ""
	if e.Field != "" {
		f = e.Field + ": "
	}
	return fmt.Sprintf("%s:%d:%d: %s%s", e.File, e.Line, e.Column, f, e.Msg)
}

// Unwrap returns ErrTraveller.
func (e *ParseError) Unwrap() error { return ErrTraveller }

// travellerColumns are the columns ReadTraveller knows, in the order
// WriteTraveller writes them.
var travellerColumns = []string{
	"board", "table", "round", "ns", "ew", "contract", "declarer", "tricks", "lead", "score",
	"adjusted", "vul", "group", "foul", "penalty_ns", "penalty_ew", "correction",
	"names_ns", "names_ew", "room", "team_ns", "team_ew",
}

// ReadTraveller reads travellers in the CSV form documented in the package
// comment: a header row naming the columns, then one row per result. name
// is the file name for messages. It returns the first error as a
// *ParseError naming the line, the column and what was expected.
func ReadTraveller(r io.Reader, name string) (*Event, error) {
	cr := csv.NewReader(r)
	cr.Comment = '#'
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	ev := &Event{Source: name, Names: map[string]string{}}
	var cols map[string]int
	vulSet := map[int]bool{}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, &ParseError{File: name, Line: pe.Line, Column: pe.Column, Msg: pe.Err.Error()}
			}
			return nil, &ParseError{File: name, Line: 1, Column: 1, Msg: err.Error()}
		}
		line, _ := cr.FieldPos(0)
		if cols == nil {
			cols, err = readHeader(cr, rec, name)
			if err != nil {
				return nil, err
			}
			continue
		}
		if blank(rec) {
			continue
		}
		row := &travRow{cr: cr, rec: rec, cols: cols, file: name}
		res, err := row.result(ev, vulSet)
		if err != nil {
			return nil, err
		}
		res.Source = fmt.Sprintf("%s:%d", name, line)
	}
	if cols == nil {
		return nil, &ParseError{File: name, Line: 1, Column: 1, Msg: "want a header row naming the columns, e.g. board,ns,ew,contract,declarer,tricks"}
	}
	return ev, nil
}

func blank(rec []string) bool {
	for _, f := range rec {
		if strings.TrimSpace(f) != "" {
			return false
		}
	}
	return true
}

func readHeader(cr *csv.Reader, rec []string, name string) (map[string]int, error) {
	cols := map[string]int{}
	known := map[string]bool{}
	for _, c := range travellerColumns {
		known[c] = true
	}
	for i, f := range rec {
		c := strings.ToLower(strings.TrimSpace(f))
		line, col := cr.FieldPos(i)
		if !known[c] {
			return nil, &ParseError{File: name, Line: line, Column: col, Msg: fmt.Sprintf("unknown column %q: want one of %s", f, strings.Join(travellerColumns, ", "))}
		}
		if _, dup := cols[c]; dup {
			return nil, &ParseError{File: name, Line: line, Column: col, Msg: fmt.Sprintf("column %q given twice", c)}
		}
		cols[c] = i
	}
	for _, need := range []string{"board", "ns", "ew"} {
		if _, ok := cols[need]; !ok {
			line, _ := cr.FieldPos(0)
			return nil, &ParseError{File: name, Line: line, Column: 1, Msg: "the header needs the columns board, ns and ew"}
		}
	}
	return cols, nil
}

// travRow is one data row being read.
type travRow struct {
	cr   *csv.Reader
	rec  []string
	cols map[string]int
	file string
}

func (t *travRow) get(c string) string {
	i, ok := t.cols[c]
	if !ok || i >= len(t.rec) {
		return ""
	}
	return strings.TrimSpace(t.rec[i])
}

func (t *travRow) errf(c, format string, args ...any) error {
	i, ok := t.cols[c]
	if !ok || i >= len(t.rec) {
		i = 0
	}
	line, col := t.cr.FieldPos(i)
	return &ParseError{File: t.file, Line: line, Column: col, Field: c, Msg: fmt.Sprintf(format, args...)}
}

func (t *travRow) result(ev *Event, vulSet map[int]bool) (*Result, error) {
	n, err := strconv.Atoi(t.get("board"))
	if err != nil || n < 1 {
		return nil, t.errf("board", "want a board number 1 or more, got %q", t.get("board"))
	}
	r := &Result{NS: t.get("ns"), EW: t.get("ew"), Room: t.get("room"), TeamNS: t.get("team_ns"), TeamEW: t.get("team_ew"), Group: t.get("group"), Lead: t.get("lead")}
	if r.NS == "" {
		return nil, t.errf("ns", "want the North-South pair's id")
	}
	if r.EW == "" {
		return nil, t.errf("ew", "want the East-West pair's id")
	}
	for _, c := range []string{"table", "round"} {
		if v := t.get(c); v != "" {
			k, err := strconv.Atoi(v)
			if err != nil || k < 1 {
				return nil, t.errf(c, "want a number 1 or more, got %q", v)
			}
			if c == "table" {
				r.Table = k
			} else {
				r.Round = k
			}
		}
	}
	b := ev.Board(n)
	if v := t.get("vul"); v != "" {
		vul, err := bridge.ParseVulnerability(v)
		if err != nil {
			return nil, t.errf("vul", "want None, NS, EW or All, got %q", v)
		}
		if vulSet[n] && vul != b.Vulnerability {
			return nil, t.errf("vul", "board %d was given vulnerability %s on an earlier line", n, b.Vulnerability)
		}
		b.Vulnerability, vulSet[n] = vul, true
	}
	if err := t.tableResult(r); err != nil {
		return nil, err
	}
	if v := t.get("adjusted"); v != "" {
		ns, ew, err := parseAdjusted(v, b.Vulnerability)
		if err != nil {
			return nil, t.errf("adjusted", "%v", err)
		}
		r.Adjusted, r.AdjNS, r.AdjEW = true, ns, ew
	}
	if !r.Played && !r.ScoreKnown && !r.Adjusted {
		return nil, t.errf("contract", "want a contract, declarer and tricks, a score, or an adjusted score")
	}
	if r.Played && r.ScoreKnown {
		s, err := score.Score(r.Contract, b.Vulnerability, r.Tricks)
		if err == nil && s != r.ScoreNS {
			return nil, t.errf("score", "%+d does not match %s by %s with %d tricks on board %d (%s vulnerable): %+d (Law 77)", r.ScoreNS, r.Contract, r.Contract.Declarer, r.Tricks, n, b.Vulnerability, s)
		}
	}
	if v := t.get("foul"); v != "" {
		f, err := parseFoul(v)
		if err != nil {
			return nil, t.errf("foul", "%v", err)
		}
		r.Fouls = append(r.Fouls, f)
	}
	for _, d := range []bridge.Side{bridge.NorthSouth, bridge.EastWest} {
		c := "penalty_" + strings.ToLower(d.String())
		if v := t.get(c); v != "" {
			for _, part := range strings.Split(v, ";") {
				p, err := score.ParsePenalty(part)
				if errors.Is(err, score.ErrPenaltyAmount) {
					return nil, t.errf(c, "%v", err)
				}
				if err != nil {
					return nil, t.errf(c, "want an amount and a unit (10%%, 2mp, 3imp, 1vp), got %q", part)
				}
				r.Penalties = append(r.Penalties, Penalty{Side: d, Penalty: p})
			}
		}
	}
	if v := t.get("correction"); v != "" {
		if !r.Played {
			return nil, t.errf("correction", "a correction of tricks (Law 79) needs a contract and tricks")
		}
		c, err := parseCorrection(v)
		if err != nil {
			return nil, t.errf("correction", "%v", err)
		}
		r.Correction = c
	}
	for _, c := range [][2]string{{"names_ns", r.NS}, {"names_ew", r.EW}} {
		if v := t.get(c[0]); v != "" {
			if old, ok := ev.Names[c[1]]; ok && old != v {
				return nil, t.errf(c[0], "pair %s was named %q on an earlier line", c[1], old)
			}
			ev.Names[c[1]] = v
		}
	}
	b.Results = append(b.Results, r)
	return r, nil
}

// tableResult reads contract, declarer, tricks and score.
func (t *travRow) tableResult(r *Result) error {
	con, decl, tr := t.get("contract"), t.get("declarer"), t.get("tricks")
	if v := t.get("score"); v != "" {
		s, err := strconv.Atoi(strings.TrimPrefix(v, "+"))
		if err != nil || s%10 != 0 {
			return t.errf("score", "want North-South's score in points, a multiple of 10, got %q", v)
		}
		r.ScoreNS, r.ScoreKnown = s, true
	}
	if con == "" && decl == "" && tr == "" {
		return nil
	}
	c, tricks, err := parsePlayed(con, decl, tr)
	if err != nil {
		field := "contract"
		var fe *fieldErr
		if errors.As(err, &fe) {
			field = fe.field
		}
		return t.errf(field, "%v", err)
	}
	r.Contract, r.Tricks, r.Played = c, tricks, true
	return nil
}

type fieldErr struct {
	field string
	msg   string
}

func (e *fieldErr) Error() string { return e.msg }

// parsePlayed reads a contract, its declarer and declarer's tricks (0-13,
// or =, +n, -n relative to the contract).
func parsePlayed(con, decl, tr string) (bridge.Contract, int, error) {
	var d bridge.Seat
	if !strings.EqualFold(con, "pass") && !strings.EqualFold(con, "p") {
		var err error
		if d, err = bridge.ParseSeat(decl); err != nil {
			return bridge.Contract{}, 0, &fieldErr{"declarer", fmt.Sprintf("want N, E, S or W, got %q", decl)}
		}
	}
	c, err := bridge.ParseContract(con, d)
	if err != nil {
		return bridge.Contract{}, 0, &fieldErr{"contract", fmt.Sprintf("want Pass or a contract such as 4S, 3NTX, 6HXX, got %q", con)}
	}
	if c.IsPassedOut() {
		if tr != "" && tr != "0" && tr != "=" {
			return c, 0, &fieldErr{"tricks", fmt.Sprintf("a passed-out board has no tricks, got %q", tr)}
		}
		return c, 0, nil
	}
	bad := &fieldErr{"tricks", fmt.Sprintf("want declarer's tricks 0-13, or =, +1, -2, got %q", tr)}
	switch {
	case tr == "=":
		return c, c.Target(), nil
	case strings.HasPrefix(tr, "+") || strings.HasPrefix(tr, "-"):
		n, err := strconv.Atoi(tr)
		if err != nil || c.Target()+n < 0 || c.Target()+n > 13 || n == 0 {
			return c, 0, bad
		}
		return c, c.Target() + n, nil
	}
	n, err := strconv.Atoi(tr)
	if err != nil || n < 0 || n > 13 {
		return c, 0, bad
	}
	return c, n, nil
}

// parseAdjusted reads the adjusted column: one award for both sides, or
// "NS/EW". An award is an artificial mark (A+, A, A-, 55%, +2imp) or an
// assigned score: items "[W% ]RESULT" separated by ";", a RESULT being
// "CONTRACT DECLARER TRICKS" (4S N 10, 4S N =, 4S N -1, Pass) or points
// (+420). Weights must add up to 100%.
func parseAdjusted(v string, vul bridge.Vulnerability) (ns, ew score.Award, err error) {
	parts := strings.Split(v, "/")
	if len(parts) > 2 {
		return ns, ew, fmt.Errorf("want one adjusted score, or two as NS/EW, got %q", v)
	}
	ns, err = parseAward(parts[0], vul)
	if err != nil {
		return ns, ew, err
	}
	ew = ns
	if len(parts) == 2 {
		if ew, err = parseAward(parts[1], vul); err != nil {
			return ns, ew, err
		}
	}
	return ns, ew, nil
}

func parseAward(v string, vul bridge.Vulnerability) (score.Award, error) {
	v = strings.TrimSpace(v)
	if a, err := score.ParseArtificial(v); err == nil {
		return a, nil
	}
	var ws []score.Weighted
	for _, item := range strings.Split(v, ";") {
		f := strings.Fields(item)
		w := 1.0
		if len(f) > 0 && strings.HasSuffix(f[0], "%") {
			p, err := strconv.ParseFloat(strings.TrimSuffix(f[0], "%"), 64)
			if err != nil || p <= 0 || p > 100 {
				return score.Award{}, fmt.Errorf("want a weight such as 60%%, got %q", f[0])
			}
			w, f = p/100, f[1:]
		}
		var s int
		switch {
		case len(f) == 1 && (strings.HasPrefix(f[0], "+") || strings.HasPrefix(f[0], "-") || f[0] == "0"):
			n, err := strconv.Atoi(strings.TrimPrefix(f[0], "+"))
			if err != nil || n%10 != 0 {
				return score.Award{}, fmt.Errorf("want a score in points such as +420, got %q", f[0])
			}
			s = n
		case len(f) == 1 && strings.EqualFold(f[0], "pass"):
			s = 0
		case len(f) == 3:
			c, tricks, err := parsePlayed(f[0], f[1], f[2])
			if err != nil {
				return score.Award{}, err
			}
			if s, err = score.Score(c, vul, tricks); err != nil {
				return score.Award{}, err
			}
		default:
			return score.Award{}, fmt.Errorf("want A+, A, A-, a percentage, IMPs, or an assigned score such as \"4S N =\" or \"60%% 4S N =; 40%% 4S N -1\", got %q", item)
		}
		ws = append(ws, score.Weighted{Weight: w, Score: s})
	}
	a := score.Award{Scores: ws, Assigned: true}
	if err := score.CheckWeights(ws); err != nil {
		return a, fmt.Errorf("the weights must add up to 100%%: %v", err)
	}
	return a, nil
}

var foulNames = map[string]Foul{
	"cards-moved":    {Kind: score.CardsMoved, Both: true},
	"cards-moved-ns": {Kind: score.CardsMoved, Side: bridge.NorthSouth},
	"cards-moved-ew": {Kind: score.CardsMoved, Side: bridge.EastWest},
	"wrong-diagram":  {Kind: score.WrongDiagram, Side: bridge.NorthSouth},
}

func parseFoul(v string) (Foul, error) {
	if f, ok := foulNames[strings.ToLower(v)]; ok {
		return f, nil
	}
	return Foul{}, fmt.Errorf("want cards-moved, cards-moved-ns, cards-moved-ew or wrong-diagram, got %q", v)
}

func foulName(f Foul) string {
	for n, g := range foulNames {
		if g == f {
			return n
		}
	}
	return ""
}

// correctionEpoch is the time the official scores are taken to be posted
// for corrections given as "after <duration>".
var correctionEpoch = time.Unix(0, 0).UTC()

// parseCorrection reads "TRICKS [after DURATION] [approved]" (Law 79C) or
// "TRICKS disputed [convinced|reduce]" (Law 79B3).
func parseCorrection(v string) (*score.Correction, error) {
	f := strings.Fields(strings.ToLower(v))
	want := fmt.Errorf("want TRICKS [after DURATION] [approved], or TRICKS disputed [convinced|reduce], e.g. \"9 after 20m\", got %q", v)
	if len(f) == 0 {
		return nil, want
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 0 || n > 13 {
		return nil, want
	}
	c := &score.Correction{Tricks: n}
	for i := 1; i < len(f); i++ {
		switch f[i] {
		case "after":
			if i+1 >= len(f) {
				return nil, want
			}
			d, err := time.ParseDuration(f[i+1])
			if err != nil || d < 0 {
				return nil, want
			}
			c.Posted, c.Raised = correctionEpoch, correctionEpoch.Add(d)
			i++
		case "approved":
			c.TOApproved = true
		case "disputed":
			c.Kind = score.Disagreement
		case "convinced":
			c.Convinced = true
		case "reduce":
			c.ReduceOne = true
		default:
			return nil, want
		}
	}
	return c, nil
}

func formatCorrection(c *score.Correction) string {
	s := strconv.Itoa(c.Tricks)
	if c.Kind == score.Disagreement {
		s += " disputed"
	}
	if !c.Raised.IsZero() {
		s += " after " + c.Raised.Sub(c.Posted).String()
	}
	if c.TOApproved {
		s += " approved"
	}
	if c.Convinced {
		s += " convinced"
	}
	if c.ReduceOne {
		s += " reduce"
	}
	return s
}

// formatAward writes an award in the adjusted column's syntax.
func formatAward(a score.Award) string {
	if !a.Real() {
		return a.Label()
	}
	parts := make([]string, len(a.Scores))
	for i, w := range a.Scores {
		p := fmt.Sprintf("%+d", w.Score)
		if len(a.Scores) > 1 || w.Weight != 1 {
			p = strconv.FormatFloat(w.Weight*100, 'f', -1, 64) + "% " + p
		}
		parts[i] = p
	}
	return strings.Join(parts, "; ")
}

// WriteTraveller writes ev's results in the CSV form ReadTraveller reads,
// one row per result in board order, with every column that some result
// uses.
func WriteTraveller(w io.Writer, ev *Event) error {
	used := map[string]bool{"board": true, "ns": true, "ew": true}
	var rows []map[string]string
	for _, b := range ev.Boards {
		def := bridge.Board(b.Number).Vulnerability()
		for _, r := range b.Results {
			row := map[string]string{"board": strconv.Itoa(b.Number), "ns": r.NS, "ew": r.EW, "lead": r.Lead, "group": r.Group,
				"room": r.Room, "team_ns": r.TeamNS, "team_ew": r.TeamEW, "names_ns": ev.Names[r.NS], "names_ew": ev.Names[r.EW]}
			if r.Table > 0 {
				row["table"] = strconv.Itoa(r.Table)
			}
			if r.Round > 0 {
				row["round"] = strconv.Itoa(r.Round)
			}
			if b.Vulnerability != def {
				row["vul"] = b.Vulnerability.String()
			}
			if r.Played {
				row["contract"] = r.Contract.String()
				if !r.Contract.IsPassedOut() {
					row["declarer"] = r.Contract.Declarer.String()
					row["tricks"] = strconv.Itoa(r.Tricks)
				}
			}
			if r.ScoreKnown {
				row["score"] = strconv.Itoa(r.ScoreNS)
			}
			if r.Adjusted {
				ns, ew := formatAward(r.AdjNS), formatAward(r.AdjEW)
				row["adjusted"] = ns
				if ew != ns {
					row["adjusted"] = ns + "/" + ew
				}
			}
			if len(r.Fouls) > 0 {
				row["foul"] = foulName(r.Fouls[0])
			}
			for _, p := range r.Penalties {
				c := "penalty_" + strings.ToLower(p.Side.String())
				if row[c] != "" {
					row[c] += ";"
				}
				row[c] += p.Penalty.Mark()
			}
			if r.Correction != nil {
				row["correction"] = formatCorrection(r.Correction)
			}
			for c, v := range row {
				if v != "" {
					used[c] = true
				}
			}
			rows = append(rows, row)
		}
	}
	var header []string
	for _, c := range travellerColumns {
		if used[c] {
			header = append(header, c)
		}
	}
	cw := csv.NewWriter(w)
	if err := cw.Write(header); err != nil {
		return err
	}
	for _, row := range rows {
		rec := make([]string, len(header))
		for i, c := range header {
			rec[i] = row[c]
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
