package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"bridgelaw/internal/catalog"
	"bridgelaw/results"
	"bridgelaw/score"
)

func init() { subcommands = append(subcommands, newResultsCmd) }

// fouledRules are the fouled-board regulations --fouled names.
var fouledRules = map[string]score.FouledRules{
	"neuberg": {},
	"ebu":     score.EBUFouled,
	"italian": score.ItalianFouled,
}

func newResultsCmd() *cobra.Command {
	var (
		asJSON, exact, noSession, check, withDD bool
		format, scoring, fouled, lang           string
		expected, winners, scale                int
		ignore                                  []string
	)
	cmd := &cobra.Command{
		Use:   "results [flags] FILE...",
		Short: "Score a duplicate event: matchpoints or IMPs, adjusted scores, rankings",
		Long: `Score the boards of a duplicate event across the tables (Law 78: matchpoints,
IMPs), with the Director's adjusted scores computed and cited (Law 12C),
fouled boards (Law 87), procedural penalties (Law 90) and trick corrections
(Law 79); print the rankings and each board's traveller.

Input: PBN files with results (Contract/Declarer/Result per table, or
ScoreTable sections), LIN files, USEBIO 1.2 pairs events (another scorer's
results, re-scored here), or travellers in bridgelaw's CSV form (see
docs/results.md):
  board,ns,ew,contract,declarer,tricks,lead,adjusted
  1,1,11,4S,N,10,HK,
  1,5,15,,,,,A+/A-
Several files are merged into one event; "-" reads standard input.

Output: text (default), --json (one object per result per line: board, ns,
ew, score_ns, adjusted, mp_ns, mp_ew, imp_ns, ...), --format html (a page with
the hand records a club can publish: hands in a bridge diagram, the
double-dummy table and par), --format usebio (USEBIO 1.2 XML,
ISO-8859-1).

--lang it|fr|pl writes the text and the HTML page in Italian, French or
Polish (default en): headings, the scoring method and the laws cited
("Articolo 78A", "Loi 12C1", "Przepis 87B"), seats, vulnerability,
contracts, cards, hands and par in the language's letters (4♠, ♥R, 3SA),
the notes of adjusted, fouled and corrected scores and of penalties;
<html lang> says the language. Pair and team ids, names, numbers and the
marks of adjusted scores (A+, 60%) are kept. JSON keys and values and
USEBIO XML are data and do not change; "fr-CH" is French, an unknown
language a usage error.

For --format html, the double-dummy table of each board with a full deal is
the file's own (PBN OptimumResultTable or DoubleDummyTricks) or, when the
file has none, solved on all cores (some 0.3 s of one core a deal; a progress
bar on a terminal); par is the file's (OptimumScore, ParContract) or computed
from the table for the board's vulnerability, the dealer's side bidding first
(DDS DealerPar), e.g. "NS 420, N 4S=". --dd=false shows only what the file
gives and solves nothing. Other formats never solve.

--ignore leaves classes of the readers' problems out: law2 the Dealer and
Vulnerable tags that are not the board number's markings (Law 2); tags a
bad value in a tag that neither the hand record nor the scores read (the
double-dummy and par tags, which the page solves or shows as written, Date,
...). What is left out is neither listed nor counted in the exit status.

With --check, the matchpoints or IMPs that the files themselves give
(ScoreTable MP_NS/MP_EW, ScoreMP, ScoreIMP) are compared with ours; each
difference is reported on standard error and the exit status is 1.`,
		Example: `  bridgelaw results club.csv
  bridgelaw results --json session.pbn
  bridgelaw results --format html session.pbn > results.html
  bridgelaw results --format html --dd=false session.pbn > results.html
  bridgelaw results --format html --lang it session.pbn > risultati.html
  bridgelaw results --scoring butler --fouled ebu club.csv`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usageErr(`results takes one FILE or more ("-" for standard input)`)
			}
			lang, err := langFlag(lang)
			if err != nil {
				return err
			}
			opt := results.Options{Expected: expected, Exact: exact, NoSessionRule: noSession, Winners: winners}
			if opt.Method, err = results.ParseMethod(scoring); err != nil {
				return usageErr("--scoring: %v", err)
			}
			rules, ok := fouledRules[strings.ToLower(fouled)]
			if !ok {
				return usageErr("--fouled %q: want neuberg, ebu or italian", fouled)
			}
			opt.Fouled = rules
			mpScale := score.TwoPerBeat
			switch scale {
			case 2:
			case 1:
				mpScale = score.OnePerBeat
			default:
				return usageErr("--scale %d: want 2 (2 per score beaten) or 1 (1 per score beaten)", scale)
			}
			if winners < 0 || winners > 2 {
				return usageErr("--winners %d: want 0 (from the movement), 1 or 2", winners)
			}
			if asJSON {
				format = "json"
			}
			switch format {
			case "text", "json", "html", "usebio":
			default:
				return usageErr("--format %q: want text, html or usebio", format)
			}
			ign, err := parseIgnore(ignore)
			if err != nil {
				return err
			}
			ev, err := readEvents(cmd.InOrStdin(), args)
			if errors.Is(err, results.ErrOnlyDeals) {
				files := strings.Join(args, " ")
				return &exitError{code: 1, err: fmt.Errorf("%w\n%s", err, catalog.Text(lang, "handrecord.use-handrecord", map[string]string{"file": files}))}
			}
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			ev.Warnings = ign.readerErrors(ev.Warnings, results.ScoringTag)
			s, err := results.Score(ev, opt)
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			if format == "html" && withDD {
				o, finish := ddProgress(cmd.ErrOrStderr(), ev.DealsToSolve())
				_, err := ev.SolveDD(commandContext(cmd), 0, o)
				finish()
				if err != nil {
					return &exitError{code: 1, err: fmt.Errorf("double dummy: %w", err)}
				}
			}
			out := cmd.OutOrStdout()
			switch format {
			case "json":
				err = results.WriteJSON(out, s)
			case "html":
				err = results.WriteHTMLLang(out, s, mpScale, lang)
			case "usebio":
				err = results.WriteUSEBIO(out, s)
				// USEBIO 1.2 has no form for a weighted score: say what
				// was written instead (the exit status stays: the file
				// read was sound).
				for _, loss := range results.USEBIOLosses(s) {
					fmt.Fprintln(cmd.ErrOrStderr(), "bridgelaw:", warningText(catalog.Text(lang, "results.usebio-weighted", map[string]string{
						"board": strconv.Itoa(loss.Board), "ns": loss.NS, "ew": loss.EW, "label": loss.Label, "written": loss.Written})))
				}
			default:
				err = results.WriteTextLang(out, s, mpScale, lang)
			}
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			bad := len(ev.Warnings) > 0
			for _, w := range ev.Warnings {
				fmt.Fprintln(cmd.ErrOrStderr(), "bridgelaw:", w)
			}
			if check && reportDifferences(cmd.ErrOrStderr(), s) > 0 {
				bad = true
			}
			if bad {
				return findings
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.BoolVar(&asJSON, "json", false, "print one JSON object per result per line")
	f.StringVar(&format, "format", "text", "output: text, html or usebio")
	f.StringVar(&lang, "lang", "en", "language of the text and the HTML page: en, it, fr or pl (JSON and USEBIO are data and stay as they are)")
	f.StringVar(&scoring, "scoring", "auto", "auto (from the file), mp, butler, cross, cross-average or teams")
	f.IntVar(&expected, "expected", 0, "results expected on each board (Neuberg); 0: the most on any board")
	f.StringVar(&fouled, "fouled", "ebu", "fouled-board rule (Law 87): neuberg, ebu or italian")
	f.IntVar(&scale, "scale", 2, "matchpoint scale for text and HTML: 2 (2 per score beaten) or 1 (1 per score beaten)")
	f.BoolVar(&exact, "exact", false, "do not round each board's matchpoints to 0.1")
	f.BoolVar(&noSession, "no-session-rule", false, "do not apply Law 12C2(c) (session percentage for average plus/minus)")
	f.IntVar(&winners, "winners", 0, "rankings: 1 (one), 2 (North-South and East-West), 0 (from the movement)")
	f.BoolVar(&withDD, "dd", true, "HTML: solve the double-dummy table and par of the boards whose file gives none (--dd=false: only the file's)")
	f.StringSliceVar(&ignore, "ignore", nil, ignoreUsage)
	f.BoolVar(&check, "check", false, "compare with the scores the files give; differences on stderr, exit 1")
	return cmd
}

// readEvents reads and merges the files ("-" is stdin).
func readEvents(stdin io.Reader, names []string) (*results.Event, error) {
	var all *results.Event
	for _, name := range names {
		var ev *results.Event
		var err error
		if name == "-" {
			ev, err = results.Read(stdin, "stdin")
		} else {
			f, ferr := os.Open(name)
			if ferr != nil {
				return nil, ferr
			}
			ev, err = results.Read(f, name)
			f.Close()
		}
		if err != nil {
			return nil, err
		}
		if all == nil {
			all = ev
		} else {
			all.Merge(ev)
		}
	}
	return all, nil
}

// reportDifferences writes each result whose computed matchpoints or IMPs
// differ from the file's own (by more than rounding to 0.1) and returns how
// many.
func reportDifferences(w io.Writer, s *results.Scored) int {
	n := 0
	for _, sb := range s.Boards {
		for _, l := range sb.Lines {
			g := l.Result.Given
			if g == nil {
				continue
			}
			for _, c := range []struct {
				what string
				file *float64
				ours float64
			}{{"MP_NS", g.MPNS, l.MPNS}, {"MP_EW", g.MPEW, l.MPEW}, {"IMP_NS", g.IMPNS, l.IMPNS}} {
				if c.file == nil || math.Abs(*c.file-c.ours) < 0.051 {
					continue
				}
				n++
				fmt.Fprintf(w, "bridgelaw: %s: board %d, %s-%s: %s %g in the file, %g computed\n", l.Result.Source, sb.Board.Number, l.Result.NS, l.Result.EW, c.what, *c.file, c.ours)
			}
		}
	}
	return n
}
