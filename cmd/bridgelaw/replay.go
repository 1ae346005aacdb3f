package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/laws"
	"bridgelaw/pbn"
)

func init() { subcommands = append(subcommands, newReplayCmd) }

func newReplayCmd() *cobra.Command {
	var asJSON bool
	var lang string
	var ignore []string
	cmd := &cobra.Command{
		Use:   "replay [--json] [--lang en|it|fr|pl] [--ignore law2,tags] FILE...",
		Short: "Replay every board of PBN or LIN hand records and check them against the Laws",
		Long: `Replay every board of PBN or LIN hand records ("-" reads standard input;
the format is told by content): the auction in strict mode (Laws 17-22), the play
when present (Law 44; a revoke is reported with Law 61A, its trick and seat), a
claim, and the Law 77 score. Each board's contract, declarer, declarer's tricks and
score for North-South are printed with every disagreement with the file's own
Contract, Declarer, Result and Score tags.

--lang prints the findings in Italian, French or Polish (the contract, the
irregularities with their laws, the disagreements with the tags); the reader's
errors and the replay's problems stay in English.

--json prints one object per board per line: file, board, contract ("4SX", "Pass"
or null), declarer, tricks, score_ns, mismatches [{tag, in_file, computed}],
irregularities [{law, trick, seat, kind, ruling, detail}] and error (null or a
message); kind is a short English name ("revoke", "trick adjustment"), ruling the
kind of ruling of package laws ("revoke", "revoke-transfer"), detail in the
--lang language;
also room, source ("file:line" of the board), tricks_from ("play", "claim",
"result" or "auction"), table_tricks (before a Law 64 trick adjustment) and
warnings (non-standard forms the reader accepted; they do not change the exit
status).

--ignore leaves classes of findings out, for files that are not a record
of duplicate play: law2 the Dealer and Vulnerable tags that are not the
board number's markings (Law 2), as in the sets a dealing program writes
and in quiz files (the board is still scored with the file's
vulnerability); tags a bad value in a tag the replay does not read
(OptimumScore, ParContract, DoubleDummyTricks, Date...: anything but the
board, markings, deal, players, event, contract, declarer, result, score,
auction and play). What is left out is neither printed nor counted in the
exit status.

A revoke seen in a complete play record is ruled as established (Law 63A) and
Law 64 is applied to the tricks and the score; the Director still checks
equity (Law 64C) with bridgelaw rule.

Exit status 0 when every board replays cleanly, 1 when any board has a finding
or a file cannot be read, 2 for a usage error (a bad flag or --lang).`,
		Example: `  bridgelaw replay examples/club-night.pbn
  bridgelaw replay --lang it examples/club-night.pbn
  bridgelaw replay --json session.lin | jq .score_ns`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			lang, err := langFlag(lang)
			if err != nil {
				return err
			}
			ign, err := parseIgnore(ignore)
			if err != nil {
				return err
			}
			found := false
			for _, name := range args {
				if replayFile(cmd, name, asJSON, lang, ign) {
					found = true
				}
			}
			if found {
				return findings
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object per board per line")
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the findings: "+strings.Join(catalog.Languages, ", "))
	cmd.Flags().StringSliceVar(&ignore, "ignore", nil, ignoreUsage)
	return cmd
}

// replayJSON is the --json shape of one board.
type replayJSON struct {
	File           string             `json:"file"`
	Board          *int               `json:"board"`
	Room           string             `json:"room,omitempty"`
	Source         string             `json:"source,omitempty"`
	Contract       *string            `json:"contract"`
	Declarer       *string            `json:"declarer"`
	Tricks         *int               `json:"tricks"`
	TricksFrom     string             `json:"tricks_from,omitempty"`
	TableTricks    *int               `json:"table_tricks,omitempty"`
	ScoreNS        *int               `json:"score_ns"`
	Mismatches     []mismatchJSON     `json:"mismatches"`
	Irregularities []irregularityJSON `json:"irregularities"`
	Error          *string            `json:"error"`
	Warnings       []string           `json:"warnings"`
}

type mismatchJSON struct {
	Tag      string `json:"tag"`
	InFile   string `json:"in_file"`
	Computed string `json:"computed"`
}

// jsonKindNames are the words replay --json has always written in an
// irregularity's "kind", for each kind of finding of laws.ReplayRecord;
// "ruling" gives the kind itself.
var jsonKindNames = map[laws.Kind]string{
	laws.KindRevoke:               "revoke",
	laws.KindRevokeTransfer:       "trick adjustment",
	laws.KindRevokeNoTransfer:     "trick adjustment",
	laws.KindInsufficientAccepted: "insufficient bid accepted",
	laws.KindOORAccepted:          "call out of rotation accepted",
	laws.KindLeadAccepted:         "lead out of turn accepted",
	laws.KindDummySwapped:         "declarer and dummy swapped",
}

type irregularityJSON struct {
	Law    string `json:"law"`
	Trick  *int   `json:"trick"`
	Seat   string `json:"seat"`
	Kind   string `json:"kind"`
	Ruling string `json:"ruling"`
	Detail string `json:"detail,omitempty"`
}

// replayFile replays one file, a board at a time as it is read (one
// board's data held, whatever the file's size), and prints its boards,
// leaving out the finding classes ign names; it reports whether anything
// was found.
func replayFile(cmd *cobra.Command, name string, asJSON bool, lang string, ign ignoreSet) bool {
	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	in, err := openInput(name, cmd.InOrStdin())
	if err != nil {
		printFileError(out, errOut, name, err, asJSON)
		return true
	}
	defer in.Close()
	found, fileErrs := false, 0
	n, err := scanRecords(name, in, scanHandler{
		board: func(b loadedBoard) {
			b.errs = ign.readerErrors(b.errs, pbn.RecordTag)
			o := laws.ReplayRecord(b.rec)
			o.Mismatches = ign.mismatches(o.Mismatches)
			if o.HasFindings() || len(b.errs) > 0 {
				found = true
			}
			j := toReplayJSON(name, b, o, lang)
			if asJSON {
				writeJSONLine(out, j)
			} else {
				printReplay(out, b, o, j, lang)
			}
		},
		fileErr: func(e error) {
			if ign.leaves(e, pbn.RecordTag) {
				return
			}
			found = true
			fileErrs++
			printFileError(out, errOut, name, e, asJSON)
		},
		fileWarn: func(w error) { fmt.Fprintln(errOut, "bridgelaw:", warningText(w.Error())) },
	})
	if err != nil {
		printFileError(out, errOut, name, err, asJSON)
		return true
	}
	if n == 0 && fileErrs == 0 {
		printFileError(out, errOut, name, fmt.Errorf("%s: no board found (neither PBN tags nor LIN pairs)", name), asJSON)
		return true
	}
	return found
}

func printFileError(out, errOut io.Writer, name string, err error, asJSON bool) {
	if asJSON {
		msg := err.Error()
		writeJSONLine(out, replayJSON{File: name, Error: &msg, Mismatches: []mismatchJSON{}, Irregularities: []irregularityJSON{}, Warnings: []string{}})
		return
	}
	fmt.Fprintln(errOut, "bridgelaw:", err)
}

func writeJSONLine(w io.Writer, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // the shapes above always marshal
	}
	fmt.Fprintf(w, "%s\n", b)
}

func toReplayJSON(name string, b loadedBoard, o *laws.RecordReplay, lang string) replayJSON {
	r := b.rec
	j := replayJSON{File: name, Room: r.Room, Source: r.Source, Mismatches: []mismatchJSON{}, Irregularities: []irregularityJSON{}, Warnings: []string{}}
	for _, w := range b.warns {
		j.Warnings = append(j.Warnings, w.Error())
	}
	if r.Board.Valid() {
		n := int(r.Board)
		j.Board = &n
	}
	if o.ContractKnown() {
		c := o.Contract.String()
		j.Contract = &c
		if !o.Contract.IsPassedOut() {
			d := o.Contract.Declarer.String()
			j.Declarer = &d
		}
	}
	if o.TricksKnown() {
		t := o.DeclarerTricks
		j.Tricks, j.TricksFrom = &t, o.TricksFrom.String()
		if len(o.Adjustments) > 0 {
			tt := o.TableTricks
			j.TableTricks = &tt
		}
	}
	if o.ScoreKnown {
		s := o.ScoreNS
		j.ScoreNS = &s
	}
	for _, m := range o.Mismatches {
		j.Mismatches = append(j.Mismatches, mismatchJSON{Tag: m.Tag, InFile: m.InFile, Computed: m.Computed})
	}
	for _, ir := range o.Findings {
		seat, _ := ir.Offender.Get() // a finding always names its offender
		ij := irregularityJSON{Law: ir.Law.String(), Seat: seat.String(), Kind: jsonKindNames[ir.Kind], Ruling: string(ir.Kind), Detail: ir.Detail.Text(lang)}
		if ir.Trick > 0 {
			t := ir.Trick
			ij.Trick = &t
		}
		j.Irregularities = append(j.Irregularities, ij)
	}
	var msgs []string
	for _, e := range b.errs {
		msgs = append(msgs, e.Error())
	}
	for _, e := range o.Problems {
		msgs = append(msgs, e.Error())
	}
	if len(msgs) > 0 {
		m := strings.Join(msgs, "; ")
		j.Error = &m
	}
	return j
}

func printReplay(w io.Writer, b loadedBoard, o *laws.RecordReplay, j replayJSON, lang string) {
	r := b.rec
	t := func(key string, args map[string]string) string { return catalog.Values(lang, "replay."+key, args) }
	head := j.File
	switch {
	case r.Board.Valid():
		head += " " + t("board", map[string]string{"n": r.Board.String()})
	case r.Source != "":
		head = r.Source // "file:line"
	}
	if r.Room != "" {
		head += " (" + r.Room + ")"
	}
	var line string
	switch {
	case !o.ContractKnown():
		line = t("contract-unknown", nil)
	case o.Contract.IsPassedOut():
		line = t("passed-out", nil)
	default:
		line = t("contract-by", map[string]string{"contract": catalog.Contract(lang, o.Contract), "declarer": catalog.Seat(lang, o.Contract.Declarer)})
		if o.TricksKnown() {
			args := map[string]string{"count": strconv.Itoa(o.DeclarerTricks), "from": o.TricksFrom.Text(lang)}
			key := "tricks"
			if len(o.Adjustments) > 0 && o.TableTricks != o.DeclarerTricks {
				args["count"], args["n"], args["law"] = strconv.Itoa(o.TableTricks), strconv.Itoa(o.DeclarerTricks), bridge.Law(64, "").String()
				key = "tricks-adjusted"
			}
			line += ", " + t(key, args)
		}
	}
	if o.ScoreKnown {
		score := t("score", map[string]string{"side": bridge.NorthSouth.String(), "score": fmt.Sprintf("%+d", o.ScoreNS)})
		line = t("scored", map[string]string{"line": line, "score": score})
	}
	fmt.Fprintln(w, t("line", map[string]string{"head": head, "line": line}))
	for _, m := range o.Mismatches {
		fmt.Fprintf(w, "  %s\n", m.Text(lang))
	}
	for _, ir := range o.Findings {
		fmt.Fprintf(w, "  %s\n", ir.Summary(lang))
	}
	for _, e := range b.errs {
		fmt.Fprintf(w, "  %s\n", t("error", map[string]string{"text": e.Error()}))
	}
	for _, e := range b.warns {
		fmt.Fprintf(w, "  %s\n", warningText(e.Error()))
	}
	for _, e := range o.Problems {
		fmt.Fprintf(w, "  %s\n", t("problem", map[string]string{"text": e.Error()}))
	}
}
