package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/internal/catalog"
	"bridgelaw/laws"
)

func init() { subcommands = append(subcommands, newRuleCmd) }

func newRuleCmd() *cobra.Command {
	var asJSON, withDD bool
	var lang string
	cmd := &cobra.Command{
		Use:   "rule [--json] [FILE]",
		Short: "Rule on a board's table log as the Director would (Laws 16-39, 41-71)",
		Long: `Rule on a board's table log: the board's PBN tags, then one event per line
(docs/table-log.md), such as "E call 1H", "N change 1H", "S play DA",
"W expose SK", "N ask E", "director noticed", "W choose refuse",
"director answer Q1 comparable no", "claim S 10 \"...\"", "EW accept".
FILE "-" or none reads standard input; a txtar scenario
(laws/testdata/scenarios) is read from its "-- log --" section.

Prints the vulnerability the board is scored with (and where it comes
from), the auction record (every call, with the withdrawn and cancelled ones
marked and whom they are unauthorised information for), each ruling in order
with its law, the options offered, who chooses and the choice, the
obligations it created, the Director's questions, how each obligation ended,
the tricks as played and after adjustment, and the score for North-South.
With the deal known, the Director's questions after a contested claim
(Law 70) and after an established revoke (Law 64C) carry double-dummy
advice (package dd); --dd=false leaves it out.

Exit status: 0 the log was ruled (open questions included), 1 the log could
not be read, holds events that cannot happen (a card not held, a card
exposed twice, a claim of more tricks than are left), events that fit no
moment of the board and are ignored (an answer or adjusted score for a
question already answered or not asked, a card played while play is
suspended) or tags that contradict the board (Law 2) or the auction
logged, each named by its line with the reason, on standard error and in
--json's "errors" (the rest of the log is ruled), 2 usage error.`,
		Example: `  bridgelaw rule board7.log
  bridgelaw rule --json board7.log`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 {
				return usageErr("rule takes one FILE")
			}
			lang, err := langFlag(lang)
			if err != nil {
				return err
			}
			name := "-"
			if len(args) == 1 {
				name = args[0]
			}
			var data []byte
			if name == "-" {
				data, err = io.ReadAll(cmd.InOrStdin())
			} else {
				data, err = os.ReadFile(name)
			}
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			var adv laws.Advisor
			if withDD {
				adv = &dd.Advisor{}
			}
			return ruleLog(cmd.OutOrStdout(), name, string(data), asJSON, lang, adv)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the explanations and labels: "+strings.Join(catalog.Languages, ", "))
	cmd.Flags().BoolVar(&withDD, "dd", true, "double-dummy advice for the Director's claim (Law 70) and revoke equity (Law 64C) questions")
	return cmd
}

// logSection is the "log" file of a txtar scenario (a line "-- log --"
// starts it, the next "-- name --" line ends it), or text itself.
// offset is the number of lines before the section.
func logSection(text string) (section string, offset int) {
	i := strings.Index(text, "-- log --\n")
	if i < 0 || (i > 0 && text[i-1] != '\n') {
		return text, 0
	}
	offset = strings.Count(text[:i], "\n") + 1
	rest := text[i+len("-- log --\n"):]
	if j := strings.Index(rest, "\n-- "); j >= 0 {
		return rest[:j+1], offset
	}
	return rest, offset
}

// ruleLog rules on the table log text read from name and prints the
// rulings; adv, when not nil, gives double-dummy advice.
func ruleLog(w io.Writer, name, text string, asJSON bool, lang string, adv laws.Advisor) error {
	text, offset := logSection(text)
	lg, err := laws.ParseLog(text)
	if err != nil {
		var pe *laws.ParseError
		if errors.As(err, &pe) {
			pe.Line += offset
		}
		return &exitError{code: 1, err: fmt.Errorf("%s: %w", name, &langError{text: errorText(lang, err), err: err})}
	}
	for i, e := range lg.Events {
		lg.Events[i] = laws.WithLine(e, e.Header().Line+offset)
	}
	setup, err := lg.Setup()
	var dealErr *bridge.DealError
	if err != nil && !errors.As(err, &dealErr) { // hands that are not a deal are ruled on (Laws 13, 14)
		return &exitError{code: 1, err: fmt.Errorf("%s: %w", name, err)}
	}
	tb, rerr := laws.Replay(setup, lg.Events, laws.Options{}, adv)
	if tb == nil {
		return &exitError{code: 1, err: fmt.Errorf("%s: %w", name, rerr)}
	}
	for _, e := range lg.CheckTags(tb) {
		var te *laws.TagError
		if errors.As(e, &te) && te.Line > 0 {
			te.Line += offset
		}
		rerr = errors.Join(rerr, e)
	}
	res := tb.Result()
	lines := map[int]int{}
	for i, e := range tb.Events() {
		lines[i] = e.Header().Line
	}
	for _, r := range res.Rulings { // events ignored are findings too
		if r.Kind == laws.KindUnexpected {
			rerr = errors.Join(rerr, &ignoredError{line: lines[r.Event], event: r.Event, reason: r.Detail.Text(lang), lang: lang})
		}
	}
	vul := vulnerabilitySource{tagged: lg.Tag("Vulnerable") != "", board: setup.Board}
	if asJSON {
		out := resultJSON(res, lines, lang, rerr)
		out["dealer"] = setup.Dealer.String() // Law 2, or the Dealer tag
		if err := json.NewEncoder(w).Encode(out); err != nil {
			return err
		}
	} else {
		printResult(w, res, lines, lang, vul)
	}
	if rerr != nil {
		var msgs []string
		for _, e := range unjoin(rerr) {
			msgs = append(msgs, errorText(lang, e))
		}
		return &exitError{code: 1, err: fmt.Errorf("%s: %s", name, strings.Join(msgs, "; "))}
	}
	return nil
}

// ignoredError is an event the engine recorded but ignored, as it fits
// no moment of the board (a ruling of kind laws.KindUnexpected): its line
// and the reason, in the language lang of the output (the catalog's).
type ignoredError struct {
	line   int // 0 when unknown
	event  int // index of the event, 0-based
	reason string
	lang   string
}

// Error prints "line 18: ignored: no open question Q9" ("event 3: ..."
// when the line is unknown), in the error's language: "riga 18: ignorato:
// nessuna domanda aperta Q9".
func (e *ignoredError) Error() string {
	l := texts(e.lang)
	where := l.t("cli.line", map[string]string{"n": strconv.Itoa(e.line)})
	if e.line == 0 {
		where = l.t("cli.event", map[string]string{"n": strconv.Itoa(e.event + 1)})
	}
	return l.t("cli.ignored", map[string]string{"where": where, "reason": e.reason})
}

// errorText is a finding of rule in language lang: an event that cannot
// happen (a *laws.EventError for a *laws.ImpossibleError) by its line and
// the reason, "line 13: laws: impossible event: West does not hold HA"
// ("riga 13: evento impossibile: Ovest non ha ♥A"); a tag that contradicts
// the board or the auction (a *laws.TagError) by its line, its name and
// the reason, "line 2: Dealer tag: ..." ("riga 2: tag Dealer: ..."); a
// line of the log that cannot be read (a *laws.ParseError) by its line,
// its column and what was expected there, "line 7, column 3: unknown verb
// ..." ("riga 7, colonna 3: verbo sconosciuto ..."); any other error as
// it prints itself.
func errorText(lang string, err error) string {
	l := texts(lang)
	where := func(line, index int) string {
		if line <= 0 {
			return l.t("cli.event", map[string]string{"n": strconv.Itoa(index + 1)})
		}
		return l.t("cli.line", map[string]string{"n": strconv.Itoa(line)})
	}
	var ee *laws.EventError
	var ie *laws.ImpossibleError
	var te *laws.TagError
	var pe *laws.ParseError
	switch {
	case errors.As(err, &pe) && pe.Reason != nil:
		return l.t("cli.syntax", map[string]string{"n": strconv.Itoa(pe.Line), "column": strconv.Itoa(pe.Column), "reason": pe.Reason.Text(lang)})
	case errors.As(err, &ee) && errors.As(ee.Err, &ie):
		return l.t("cli.impossible", map[string]string{"where": where(ee.Line, ee.Index), "reason": ie.Reason.Text(lang)})
	case errors.As(err, &te) && te.Reason != nil:
		args := map[string]string{"tag": te.Tag, "reason": te.Reason.Text(lang)}
		if te.Line <= 0 {
			return l.t("cli.tag", args)
		}
		args["where"] = where(te.Line, 0)
		return l.t("cli.tag-at", args)
	}
	return err.Error()
}

// langError is err as printed in the language of the output (text),
// still wrapping it.
type langError struct {
	text string
	err  error
}

func (e *langError) Error() string { return e.text }
func (e *langError) Unwrap() error { return e.err }

func unjoin(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, unjoin(e)...)
		}
		return out
	}
	return []error{err}
}

// vulnerabilitySource says where the vulnerability of a table log came
// from: a Vulnerable tag, the Board tag's number (Law 2), both, or
// neither.
type vulnerabilitySource struct {
	tagged bool
	board  bridge.Board
}

// vulnerability is the line that says the vulnerability the board is
// scored with and where it comes from; a tag that contradicts the board's
// marking (Law 2) says so.
func (l texts) vulnerability(v bridge.Vulnerability, src vulnerabilitySource) string {
	lang := string(l)
	args := map[string]string{"vulnerable": catalog.Vulnerability(lang, v)}
	switch b := src.board; {
	case b > 0 && v != b.Vulnerability():
		args["board"], args["marked"] = b.String(), catalog.Vulnerability(lang, b.Vulnerability())
		return l.t("cli.vulnerability-tag", args)
	case b > 0:
		args["board"] = b.String()
		return l.t("cli.vulnerability-board", args)
	case src.tagged:
		return l.t("cli.vulnerability", args)
	}
	return l.t("cli.vulnerability-default", args)
}

// langFlag checks the --lang flag: the catalog's language for it, or a
// usage error naming the languages there are.
func langFlag(lang string) (string, error) {
	l, err := catalog.Match(lang)
	if err != nil {
		return "", usageErr("--lang: %v", err)
	}
	return l, nil
}

// texts prints the catalog's messages in one language.
type texts string

// t is the message key with args in the language.
func (l texts) t(key string, args map[string]string) string {
	return catalog.Text(string(l), key, args)
}

// auctionCall is an entry of the auction record: "S 1C cancelled (Law 29B;
// unauthorised for NS)", seats as the log writes them, calls, statuses and
// laws in the language.
func (l texts) auctionCall(c laws.AuctionCall) string {
	lang := string(l)
	call := catalog.Call(lang, c.Call)
	switch {
	case c.BidLevel > 0:
		call = strconv.Itoa(c.BidLevel) + catalog.Strain(lang, c.Strain)
	case c.Status == laws.CallSkipped:
		call = "-"
	}
	s := c.Seat.String() + " " + call
	if c.Status == laws.CallStands {
		return s
	}
	var notes []string
	if !c.Law.IsZero() {
		notes = append(notes, catalog.Law(lang, c.Law))
	}
	if c.UI {
		notes = append(notes, l.t("cli.unauthorised-for", map[string]string{"side": catalog.Side(lang, c.UISide)}))
	}
	s += " " + l.t("status."+c.Status.String(), nil)
	if len(notes) > 0 {
		s += " (" + strings.Join(notes, l.t("word.separator", nil)) + ")"
	}
	return s
}

// obligation is an obligation as the log's words write it ("N forbid-lead
// C"), with its trick in the language.
func (l texts) obligation(o laws.Obligation) string {
	s := o.Seat.String() + " " + string(o.Kind)
	switch o.Kind {
	case laws.MajorPenaltyCard, laws.MinorPenaltyCard:
		s += " " + o.Card.String()
	case laws.RequireLead, laws.ForbidLead, laws.PlaySuit, laws.AvoidSuit:
		s += " " + o.Suit.String()
	case laws.MustRepeatCall:
		s += " " + o.Call.String()
	}
	if o.Trick > 0 {
		s += " " + l.t("cli.trick", map[string]string{"n": strconv.Itoa(o.Trick)})
	}
	return s
}

func (l texts) obligations(obs []laws.Obligation) string {
	var o []string
	for _, ob := range obs {
		o = append(o, l.obligation(ob))
	}
	return strings.Join(o, "; ")
}

// history is the record of an obligation: "W pass-next-turn (Law
// 31A2(b), ruling 5): fulfilled at line 25".
func (l texts) history(o laws.ObligationRecord, lines map[int]int) string {
	lang := string(l)
	end := l.t("end.pending", nil)
	if o.End != "" {
		end = l.t("end."+string(o.End), nil)
		if o.Detail != nil {
			end += " (" + o.Detail.Text(lang) + ")"
		}
		if ln := lines[o.EndEvent]; o.EndEvent >= 0 && ln > 0 {
			end += " " + l.t("cli.at-line", map[string]string{"n": strconv.Itoa(ln)})
		}
	}
	args := map[string]string{"obligation": l.obligation(o.Obligation), "law": catalog.Law(lang, o.Law), "ruling": strconv.Itoa(o.Ruling), "end": end}
	if o.Ruling > 0 {
		return l.t("cli.history-line", args)
	}
	return l.t("cli.history-line-plain", args)
}

func printResult(w io.Writer, res laws.Result, lines map[int]int, lang string, vul vulnerabilitySource) {
	l := texts(lang)
	head := l.t("cli.board", nil)
	if res.Board > 0 {
		head = l.t("cli.board-number", map[string]string{"board": res.Board.String()})
	}
	switch {
	case res.PassedOut:
		fmt.Fprintln(w, l.t("cli.passed-out", map[string]string{"head": head}))
	case res.HasContract:
		fmt.Fprintln(w, l.t("cli.contract", map[string]string{"head": head,
			"contract": catalog.Contract(lang, res.Contract), "declarer": catalog.Seat(lang, res.Contract.Declarer)}))
	default:
		fmt.Fprintln(w, l.t("cli.auction-unfinished", map[string]string{"head": head}))
	}
	fmt.Fprintln(w, l.vulnerability(res.Vulnerability, vul))
	if len(res.Auction) > 0 {
		fmt.Fprintln(w, l.t("cli.auction", nil))
		for _, c := range res.Auction {
			fmt.Fprintf(w, "  %s\n", l.auctionCall(c))
		}
	}
	if len(res.Rulings) > 0 {
		fmt.Fprintln(w, l.t("cli.rulings", nil))
	}
	for _, r := range res.Rulings {
		where := l.t("cli.end-of-play", nil)
		if r.Event == laws.EventSetup {
			where = l.t("cli.before-auction", nil)
		}
		if r.Event >= 0 {
			where = l.t("cli.event", map[string]string{"n": strconv.Itoa(r.Event + 1)})
			if ln := lines[r.Event]; ln > 0 {
				where = l.t("cli.line", map[string]string{"n": strconv.Itoa(ln)})
			}
		}
		fmt.Fprintf(w, "%3d. %-9s %s (%s)\n", r.Seq, catalog.Law(lang, r.Law), r.Kind, where)
		fmt.Fprintf(w, "     %s\n", r.Explain(lang))
		if len(r.Options) > 0 {
			var o []string
			for _, op := range r.Options {
				o = append(o, op.String())
			}
			ch := r.Chosen.String()
			if ch == "" {
				ch = l.t("cli.not-chosen", nil)
			}
			fmt.Fprintf(w, "     %s\n", l.t("cli.options", map[string]string{"chooser": r.Chooser.String(), "options": strings.Join(o, " | "), "chosen": ch}))
		}
		if len(r.Obligations) > 0 {
			fmt.Fprintf(w, "     %s\n", l.t("cli.obligations", map[string]string{"obligations": l.obligations(r.Obligations)}))
		}
		if q := r.Question; q != nil {
			st := l.t("cli.question-open", map[string]string{"answers": strings.Join(q.AnswerTexts(), " | ")})
			if q.Answered {
				st = l.t("cli.question-answered", map[string]string{"answer": q.Answer})
			}
			topic := ""
			if q.Topic != "" {
				topic = " " + string(q.Topic)
			}
			fmt.Fprintf(w, "     %s\n", l.t("cli.question", map[string]string{"id": q.ID, "law": catalog.Law(lang, q.Law), "topic": topic, "state": st}))
			if q.Advice != nil {
				fmt.Fprintf(w, "     %s\n", l.t("cli.advice", map[string]string{"advice": q.Advice.Text(lang)}))
			}
		}
	}
	if len(res.History) > 0 {
		fmt.Fprintln(w, l.t("cli.history", nil))
		for _, o := range res.History {
			fmt.Fprintf(w, "  %s\n", l.history(o, lines))
		}
	}
	if len(res.Obligations) > 0 {
		fmt.Fprintln(w, l.t("cli.pending", map[string]string{"obligations": l.obligations(res.Obligations)}))
	}
	defer l.adjusted(w, res) // after the table's result, which it replaces
	ns, ew := catalog.Side(lang, bridge.NorthSouth), catalog.Side(lang, bridge.EastWest)
	if !res.HasContract || res.PassedOut {
		if res.PassedOut {
			fmt.Fprintln(w, l.t("cli.score-passed-out", map[string]string{"ns": ns, "ew": ew, "law": catalog.Law(lang, bridge.Law(22, "B"))}))
		}
		return
	}
	if !res.Ended {
		fmt.Fprintln(w, l.t("cli.play-unfinished", map[string]string{"count": strconv.Itoa(len(res.Tricks)), "declarer": strconv.Itoa(res.TableTricks)}))
		return
	}
	key := "cli.tricks-as-played"
	if len(res.Tricks) < 13 {
		key = "cli.tricks-played-claimed" // a claim or concession settled the rest
	}
	fmt.Fprintln(w, l.t(key, map[string]string{"declarer": strconv.Itoa(res.TableTricks), "defenders": strconv.Itoa(13 - res.TableTricks)}))
	transferred := false
	for _, a := range res.Adjustments {
		if a.Transfer > 0 {
			transferred = true
			fmt.Fprintf(w, "  %s\n", l.t("cli.adjustment", map[string]string{"law": catalog.Law(lang, a.Law), "count": strconv.Itoa(a.Transfer),
				"side": catalog.Side(lang, a.To), "offender": a.Revoke.Offender.String(), "trick": strconv.Itoa(a.Revoke.Trick)}))
		}
	}
	if a := res.Adjusted; res.Assigned && a != nil && len(a.NS.Results) == 1 && a.NS.Results[0].Contract != res.Contract {
		// Another contract assigned (Law 12C1(b)): the tricks above are
		// the table's, the score the Director's.
		fmt.Fprintln(w, l.t("cli.final-adjusted", map[string]string{"ns": ns, "score": fmt.Sprintf("%+d", res.ScoreNS), "ew": ew, "score_ew": fmt.Sprintf("%+d", -res.ScoreNS)}))
		return
	}
	how := ""
	switch {
	case transferred:
		how = " " + l.t("cli.after-adjustment", nil)
	}
	for _, q := range res.Open {
		if q.Kind == laws.KindTricksAgreedWrongly || q.Kind == laws.KindTricksDisputed {
			// The score to record waits for the Director (Law 79A2, 79B):
			// the play's count is shown, not as the result.
			fmt.Fprintln(w, l.t("cli.final-pending", map[string]string{"id": q.ID, "law": catalog.Law(lang, q.Law), "tricks": strconv.Itoa(res.DeclarerTricks), "how": how,
				"ns": ns, "score": fmt.Sprintf("%+d", res.ScoreNS), "ew": ew, "score_ew": fmt.Sprintf("%+d", -res.ScoreNS)}))
			return
		}
	}
	stands := false // the tricks agreed wrongly stand, not corrected (Law 79C2)
	for _, r := range res.Rulings {
		switch r.Kind {
		case laws.KindTricksAgreedStands:
			stands = true
		case laws.KindTricksAgreedWrongly, laws.KindTricksDisputed:
			stands = false
		}
	}
	switch {
	case res.Assigned:
		how = " " + l.t("cli.as-assigned", nil)
	case stands:
		how = " " + l.t("cli.as-agreed", map[string]string{"law": catalog.Law(lang, bridge.Law(79, "C2"))})
	case transferred:
		how = " " + l.t("cli.after-adjustment", nil)
	}
	fmt.Fprintln(w, l.t("cli.final", map[string]string{"count": strconv.Itoa(res.DeclarerTricks), "how": how,
		"ns": ns, "score": fmt.Sprintf("%+d", res.ScoreNS), "ew": ew, "score_ew": fmt.Sprintf("%+d", -res.ScoreNS)}))
}

// adjusted prints the Director's adjusted score (Law 12C), which replaces
// the table result, and his procedural penalties (Law 90), each with the
// detail of its ruling.
func (l texts) adjusted(w io.Writer, res laws.Result) {
	for _, r := range res.Rulings {
		switch {
		case res.Adjusted != nil && r.Seq == res.Adjusted.Ruling:
			fmt.Fprintln(w, l.t("cli.adjusted-line", map[string]string{"law": catalog.Law(string(l), r.Law), "detail": r.Detail.Text(string(l))}))
		case r.Kind == laws.KindProceduralPenalty:
			fmt.Fprintln(w, l.t("cli.penalty-line", map[string]string{"law": catalog.Law(string(l), r.Law), "detail": r.Detail.Text(string(l))}))
		}
	}
}

// jsonTrick is a completed trick (laws.TrickView), its cards in the order
// played, from the leader (docs/director.md; the server gives them by
// seat).
type jsonTrick struct {
	laws.TrickView
	Cards []laws.PlayedCard `json:"cards"`
}

func resultJSON(res laws.Result, lines map[int]int, lang string, rerr error) map[string]any {
	rs := []laws.RulingView{}
	for _, r := range res.Rulings {
		j := laws.NewRulingView(r, lang)
		if r.Event >= 0 {
			j.Line = lines[r.Event]
		}
		rs = append(rs, j)
	}
	calls := []laws.CallView{}
	for _, c := range res.Auction {
		j := laws.NewCallView(c)
		if c.Event >= 0 {
			j.Line = lines[c.Event]
		}
		calls = append(calls, j)
	}
	hist := []laws.ObligationRecordView{}
	for _, o := range res.History {
		j := laws.NewObligationRecordView(o, lang)
		if o.EndEvent >= 0 {
			j.Line = lines[o.EndEvent]
		}
		hist = append(hist, j)
	}
	rv := laws.NewResultView(res, lang) // the server's "result", here at the top level
	out := map[string]any{"board": int(res.Board), "vulnerable": res.Vulnerability.String(), "rulings": rs, "ended": rv.Ended, "auction": calls, "obligations": hist}
	if res.HasContract {
		out["contract"] = res.Contract.String()
		out["declarer"] = res.Contract.Declarer.String()
		out["table_tricks"] = rv.TableTricks
		if res.Ended {
			out["declarer_tricks"] = rv.DeclarerTricks
			out["assigned"] = rv.Assigned
		}
		out["adjustments"] = rv.Adjustments
		tr := []jsonTrick{}
		for _, t := range res.Tricks {
			tr = append(tr, jsonTrick{TrickView: laws.NewTrickView(t), Cards: laws.PlayedCards(t)})
		}
		out["tricks"] = tr
	}
	if rv.Scored {
		out["score_ns"] = rv.ScoreNS
	}
	if rv.Adjusted != nil {
		out["adjusted"] = rv.Adjusted
	}
	if len(rv.Penalties) > 0 {
		out["penalties"] = rv.Penalties
	}
	if res.PassedOut {
		out["contract"] = "Pass"
	}
	obl := []string{}
	for _, o := range res.Obligations {
		obl = append(obl, o.String())
	}
	out["pending"] = obl
	open := []laws.QuestionView{}
	for _, q := range res.Open {
		open = append(open, laws.NewQuestionView(q, lang))
	}
	out["open_questions"] = open
	if rerr != nil {
		e := []string{}
		for _, x := range unjoin(rerr) {
			var ee *laws.EventError
			var te *laws.TagError
			var ie *ignoredError
			switch {
			case errors.As(x, &ee):
				e = append(e, errorText(lang, ee))
			case errors.As(x, &te):
				e = append(e, errorText(lang, te))
			case errors.As(x, &ie):
				e = append(e, ie.Error())
			}
		}
		out["errors"] = e
	}
	return out
}
