package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"bridgelaw/bridge"
	"bridgelaw/laws"
)

func init() { subcommands = append(subcommands, newRuleCmd) }

func newRuleCmd() *cobra.Command {
	var asJSON bool
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

Prints the auction record (every call, with the withdrawn and cancelled ones
marked and whom they are unauthorised information for), each ruling in order
with its law, the options offered, who chooses and the choice, the
obligations it created, the Director's questions, how each obligation ended,
the tricks as played and after adjustment, and the score for North-South.

Exit status: 0 the log was ruled (open questions included), 1 the log could
not be read or holds events that cannot happen, 2 usage error.`,
		Example: `  bridgelaw rule board7.log
  bridgelaw rule --json board7.log`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 {
				return usageErr("rule takes one FILE")
			}
			name := "-"
			if len(args) == 1 {
				name = args[0]
			}
			var data []byte
			var err error
			if name == "-" {
				data, err = io.ReadAll(cmd.InOrStdin())
			} else {
				data, err = os.ReadFile(name)
			}
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			return ruleLog(cmd.OutOrStdout(), name, string(data), asJSON, lang)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the explanations: en (it, fr, pl fall back to en)")
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

func ruleLog(w io.Writer, name, text string, asJSON bool, lang string) error {
	text, offset := logSection(text)
	lg, err := laws.ParseLog(text)
	if err != nil {
		var pe *laws.ParseError
		if errors.As(err, &pe) {
			pe.Line += offset
		}
		return &exitError{code: 1, err: fmt.Errorf("%s: %w", name, err)}
	}
	for i := range lg.Events {
		lg.Events[i].Line += offset
	}
	setup, err := lg.Setup()
	if err != nil {
		return &exitError{code: 1, err: fmt.Errorf("%s: %w", name, err)}
	}
	tb, rerr := laws.Replay(setup, lg.Events, laws.Options{}, nil)
	if tb == nil {
		return &exitError{code: 1, err: fmt.Errorf("%s: %w", name, rerr)}
	}
	res := tb.Result()
	lines := map[int]int{}
	for i, e := range tb.Events() {
		lines[i] = e.Line
	}
	if asJSON {
		if err := json.NewEncoder(w).Encode(resultJSON(res, lines, lang, rerr)); err != nil {
			return err
		}
	} else {
		printResult(w, res, lines, lang)
	}
	if rerr != nil {
		var msgs []string
		for _, e := range unjoin(rerr) {
			msgs = append(msgs, e.Error())
		}
		return &exitError{code: 1, err: fmt.Errorf("%s: %s", name, strings.Join(msgs, "; "))}
	}
	return nil
}

func unjoin(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}

func seatName(s bridge.Seat) string { return s.Name() }

func printResult(w io.Writer, res laws.Result, lines map[int]int, lang string) {
	head := "Board"
	if res.Board > 0 {
		head += " " + res.Board.String()
	}
	switch {
	case res.PassedOut:
		fmt.Fprintf(w, "%s: passed out\n", head)
	case res.HasContract:
		fmt.Fprintf(w, "%s: %s by %s\n", head, res.Contract, seatName(res.Contract.Declarer))
	default:
		fmt.Fprintf(w, "%s: auction not finished\n", head)
	}
	if len(res.Auction) > 0 {
		fmt.Fprintln(w, "Auction:")
		for _, c := range res.Auction {
			fmt.Fprintf(w, "  %s\n", c)
		}
	}
	if len(res.Rulings) > 0 {
		fmt.Fprintln(w, "Rulings:")
	}
	for _, r := range res.Rulings {
		where := "end of play"
		if r.Event >= 0 {
			where = fmt.Sprintf("event %d", r.Event+1)
			if l := lines[r.Event]; l > 0 {
				where = fmt.Sprintf("line %d", l)
			}
		}
		fmt.Fprintf(w, "%3d. %-9s %s (%s)\n", r.Seq, r.Law, r.Kind, where)
		fmt.Fprintf(w, "     %s\n", r.Explain(lang))
		if len(r.Options) > 0 {
			var o []string
			for _, op := range r.Options {
				o = append(o, op.String())
			}
			ch := r.Chosen
			if ch == "" {
				ch = "(not yet chosen)"
			}
			fmt.Fprintf(w, "     options for %s: %s; chosen: %s\n", r.Chooser, strings.Join(o, " | "), ch)
		}
		if len(r.Obligations) > 0 {
			var o []string
			for _, ob := range r.Obligations {
				o = append(o, ob.String())
			}
			fmt.Fprintf(w, "     obligations: %s\n", strings.Join(o, "; "))
		}
		if q := r.Question; q != nil {
			st := "open: answer with " + strings.Join(q.Answers, " | ")
			if q.Answered {
				st = "answered: " + q.Answer
			}
			topic := ""
			if q.Topic != "" {
				topic = " " + q.Topic
			}
			fmt.Fprintf(w, "     question %s (%s)%s: %s\n", q.ID, q.Law, topic, st)
			if q.Advice != "" {
				fmt.Fprintf(w, "     advice: %s\n", q.Advice)
			}
		}
	}
	if len(res.History) > 0 {
		fmt.Fprintln(w, "Obligations:")
		for _, o := range res.History {
			at := ""
			if l := lines[o.EndEvent]; o.EndEvent >= 0 && l > 0 {
				at = fmt.Sprintf(" at line %d", l)
			}
			fmt.Fprintf(w, "  %s%s\n", o, at)
		}
	}
	if len(res.Obligations) > 0 {
		var o []string
		for _, ob := range res.Obligations {
			o = append(o, ob.String())
		}
		fmt.Fprintf(w, "Pending: %s\n", strings.Join(o, "; "))
	}
	if !res.HasContract || res.PassedOut {
		if res.PassedOut {
			fmt.Fprintln(w, "Score: NS 0, EW 0 (Law 22B)")
		}
		return
	}
	if !res.Ended {
		fmt.Fprintf(w, "Play not finished: %d tricks completed, declarer's side %d\n", len(res.Tricks), res.TableTricks)
		return
	}
	fmt.Fprintf(w, "Tricks as played: declarer's side %d, defenders %d\n", res.TableTricks, 13-res.TableTricks)
	for _, a := range res.Adjustments {
		if a.Transfer > 0 {
			fmt.Fprintf(w, "  %s: %d trick(s) to %s (revoke by %s on trick %d)\n", a.Law, a.Transfer, a.To, a.Revoke.Offender, a.Revoke.Trick)
		}
	}
	how := "after adjustment"
	if res.Assigned {
		how = "as assigned by the Director"
	}
	fmt.Fprintf(w, "Final: declarer %d tricks %s; NS %+d, EW %+d\n", res.DeclarerTricks, how, res.ScoreNS, -res.ScoreNS)
}

type jsonRuling struct {
	Seq           int            `json:"seq"`
	Line          int            `json:"line,omitempty"`
	Event         int            `json:"event"`
	Kind          string         `json:"kind"`
	Law           string         `json:"law"`
	Offender      string         `json:"offender,omitempty"`
	Trick         int            `json:"trick,omitempty"`
	Card          string         `json:"card,omitempty"`
	Options       []string       `json:"options,omitempty"`
	Chooser       string         `json:"chooser,omitempty"`
	Chosen        string         `json:"chosen,omitempty"`
	Rectification string         `json:"rectification,omitempty"`
	Transfer      int            `json:"transfer,omitempty"`
	To            string         `json:"to,omitempty"`
	Question      *laws.Question `json:"question,omitempty"`
	Obligations   []string       `json:"obligations,omitempty"`
	Explanation   string         `json:"explanation"`
}

type jsonCall struct {
	Seat     string `json:"seat"`
	Call     string `json:"call"`
	Status   string `json:"status"`
	Law      string `json:"law,omitempty"`
	Line     int    `json:"line,omitempty"`
	UIFor    string `json:"unauthorised_for,omitempty"`
	Obliged  string `json:"obliged,omitempty"`
	Required string `json:"required,omitempty"`
}

type jsonObligation struct {
	Obligation string `json:"obligation"`
	Law        string `json:"law"`
	Ruling     int    `json:"ruling"`
	End        string `json:"end,omitempty"`
	Line       int    `json:"line,omitempty"`
	Detail     string `json:"detail,omitempty"`
}

func resultJSON(res laws.Result, lines map[int]int, lang string, rerr error) map[string]any {
	var rs []jsonRuling
	for _, r := range res.Rulings {
		j := jsonRuling{Seq: r.Seq, Event: r.Event + 1, Kind: string(r.Kind), Law: r.Law.String(), Trick: r.Trick,
			Chosen: r.Chosen, Rectification: r.Rectification, Transfer: r.Transfer, Question: r.Question, Explanation: r.Explain(lang)}
		if r.Event >= 0 {
			j.Line = lines[r.Event]
		}
		if r.HasOffender {
			j.Offender = r.Offender.String()
		}
		if r.Card != 0 {
			j.Card = r.Card.String()
		}
		for _, o := range r.Options {
			j.Options = append(j.Options, o.String())
		}
		if len(r.Options) > 0 {
			j.Chooser = r.Chooser.String()
		}
		if r.Transfer > 0 {
			j.To = r.To.String()
		}
		for _, o := range r.Obligations {
			j.Obligations = append(j.Obligations, o.String())
		}
		rs = append(rs, j)
	}
	var calls []jsonCall
	for _, c := range res.Auction {
		j := jsonCall{Seat: c.Seat.String(), Call: c.Text(), Status: c.Status.String(), Obliged: string(c.Obliged)}
		if !c.Law.IsZero() {
			j.Law = c.Law.String()
		}
		if c.Event >= 0 {
			j.Line = lines[c.Event]
		}
		if c.UI {
			j.UIFor = c.UISide.String()
		}
		if c.Obliged == laws.MustRepeatCall {
			j.Required = c.Required.String()
		}
		calls = append(calls, j)
	}
	var hist []jsonObligation
	for _, o := range res.History {
		j := jsonObligation{Obligation: o.Obligation.String(), Law: o.Law.String(), Ruling: o.Ruling, End: string(o.End), Detail: o.Detail}
		if o.EndEvent >= 0 {
			j.Line = lines[o.EndEvent]
		}
		hist = append(hist, j)
	}
	out := map[string]any{"board": int(res.Board), "rulings": rs, "ended": res.Ended, "auction": calls, "obligations": hist}
	if res.HasContract {
		out["contract"] = res.Contract.String()
		out["declarer"] = res.Contract.Declarer.String()
		out["table_tricks"] = res.TableTricks
		if res.Ended {
			out["declarer_tricks"] = res.DeclarerTricks
			out["assigned"] = res.Assigned
		}
		var adj []map[string]any
		for _, a := range res.Adjustments {
			adj = append(adj, map[string]any{"law": a.Law.String(), "offender": a.Revoke.Offender.String(), "trick": a.Revoke.Trick,
				"transfer": a.Transfer, "to": a.To.String(), "tricks": a.Tricks})
		}
		out["adjustments"] = adj
		var tr []map[string]any
		for _, t := range res.Tricks {
			cards := map[string]string{}
			for _, s := range bridge.Seats {
				cards[s.String()] = t.Cards[s].String()
			}
			tr = append(tr, map[string]any{"number": t.Number, "leader": t.Leader.String(), "cards": cards, "winner": t.Winner.String()})
		}
		out["tricks"] = tr
	}
	if res.Scored {
		out["score_ns"] = res.ScoreNS
	}
	if res.PassedOut {
		out["contract"] = "Pass"
	}
	var obl []string
	for _, o := range res.Obligations {
		obl = append(obl, o.String())
	}
	out["pending"] = obl
	out["open_questions"] = res.Open
	if rerr != nil {
		var e []string
		for _, x := range unjoin(rerr) {
			var ee *laws.EventError
			if errors.As(x, &ee) {
				e = append(e, ee.Error())
			}
		}
		out["errors"] = e
	}
	return out
}
