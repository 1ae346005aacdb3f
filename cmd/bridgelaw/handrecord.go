package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/handrecord"
	"bridgelaw/internal/catalog"
)

func init() { subcommands = append(subcommands, newHandrecordCmd) }

func newHandrecordCmd() *cobra.Command {
	var (
		format, lang, title string
		perPage             int
		timeout             time.Duration
	)
	cmd := &cobra.Command{
		Use:   "handrecord [--format html|pdf] [--per-page 1|2|4] [--lang en|it|fr|pl] [--dd-timeout D] FILE...",
		Short: "Hand-record sheets of a file of deals: diagrams, double dummy, par, opening leads",
		Long: `Write the hand-record sheets of any file of deals (PBN or LIN, with or
without results; "-" reads standard input) to standard output: for each board
the four hands in a diagram with the dealer and the vulnerability (the file's,
else those of the board number, Law 2), the double-dummy table and par, the
double-dummy result of each opening lead against the par contract (the first
par contract, led by declarer's left-hand opponent, Law 41A), and a link to
BBO's handviewer; A4 pages ready to print.

The table and par are the file's (PBN OptimumResultTable or DoubleDummyTricks,
OptimumScore and ParContract) or, when it has none, solved on all cores (some
0.3 s of one core a deal; a progress bar on a terminal); par is for the board's
vulnerability with the dealer's side bidding first (DDS DealerPar). A file's
table is taken only when it gives all 20 results: one with a result that cannot
be read (99, "zz") or with results missing is reported with a warning and the
deal is solved; and when the solved opening leads give the par declarer
another result than the file's table (a table for another deal, or wrong), a
warning says so and the board is solved whole (table, par and leads). The same
board met again (another table's result in the file) is printed once.

--format html (default) writes one self-contained page laid out for A4;
--format pdf writes a PDF of A4 pages (drawn by a Go PDF library: no browser
needed). --per-page puts 1 (default), 2 or 4 boards on a page. --lang writes
the sheets in Italian, French or Polish. --dd-timeout stops the solving after
D (e.g. 30s; 0, the default, never): the boards not solved by then are printed
without what is missing, with a warning, and the exit status is 1.

Exit status 0 when every board is on the sheets with its analysis, 1 when a
file cannot be read, has no deal, gives an incomplete deal (left off, with a
warning), a double-dummy table that is incomplete, cannot be read or is
contradicted by the solver (warned, and solved), or the solving stopped, 2 for a usage error.`,
		Example: `  bridgelaw handrecord examples/club-night.pbn > hands.html
  bridgelaw handrecord --format pdf --per-page 2 session.pbn > hands.pdf
  bridgelaw handrecord --format pdf --lang it --dd-timeout 1m session.lin > smazzate.pdf`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			lang, err := langFlag(lang)
			if err != nil {
				return err
			}
			if format != "html" && format != "pdf" {
				return usageErr("--format %q: want html or pdf", format)
			}
			if perPage != 1 && perPage != 2 && perPage != 4 {
				return usageErr("--per-page %d: want 1, 2 or 4", perPage)
			}
			if timeout < 0 {
				return usageErr("--dd-timeout %v: want a duration of 0 (no limit) or more", timeout)
			}
			for _, a := range args {
				if looksLikeDeal(a) {
					return usageErr("%s: handrecord reads files of deals (PBN, LIN, .dup, .bri, .dge), not a DEAL argument: put the deal in a PBN file's Deal tag, or solve it with bridgelaw dd", a)
				}
			}
			errOut := cmd.ErrOrStderr()
			var boards []*handrecord.Board
			failed := false
			for _, name := range args {
				bs, eventTitle, ok := handrecordBoards(cmd, name, lang)
				failed = failed || !ok
				boards = append(boards, bs...)
				if title == "" {
					title = eventTitle
				}
			}
			if len(boards) == 0 {
				return findings
			}
			ctx := commandContext(cmd)
			if timeout > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, timeout)
				defer cancel()
			}
			todo := 0
			for _, b := range boards {
				if b.DD == nil {
					todo++
				}
			}
			o, finish := ddProgress(errOut, todo)
			err = handrecord.Complete(ctx, boards, 0, o)
			finish()
			// A file's table that its deal's solved leads contradict is
			// wrong (or another deal's): warned, and the board solved.
			if err == nil {
				var again []*handrecord.Board
				for _, c := range handrecord.Contradictions(boards) {
					b := c.Board
					fmt.Fprintln(errOut, "bridgelaw:", warningText(catalog.Text(lang, "handrecord.table-contradicts", map[string]string{
						"source":   b.Source + " (" + catalog.Text(lang, "handrecord.board", map[string]string{"board": b.Number.String()}) + ")",
						"contract": c.Contract.String(), "declarer": c.Contract.Declarer.String(), "file": strconv.Itoa(c.File), "solved": strconv.Itoa(c.Solved)})))
					b.DD, b.Par, b.Leads = nil, nil, nil
					again = append(again, b)
					failed = true
				}
				if len(again) > 0 {
					err = handrecord.Complete(ctx, again, 0, dd.Options{})
				}
			}
			if err != nil {
				if !errors.Is(err, context.DeadlineExceeded) {
					return &exitError{code: 1, err: err}
				}
				var missing []string
				for _, b := range boards {
					if b.DD == nil || (b.Leads == nil && b.Par != nil && len(b.Par.Contracts) > 0) {
						missing = append(missing, b.Number.String())
					}
				}
				fmt.Fprintln(errOut, "bridgelaw:", warningText(catalog.Text(lang, "handrecord.timeout",
					map[string]string{"timeout": timeout.String(), "boards": catalog.List(lang, missing)})))
				failed = true
			}
			// Written whole to a buffer first: nothing reaches the output
			// when writing fails.
			var buf bytes.Buffer
			opt := handrecord.Options{Title: title, PerPage: perPage, Lang: lang}
			if format == "pdf" {
				err = handrecord.WritePDF(&buf, boards, opt)
			} else {
				err = handrecord.WriteHTML(&buf, boards, opt)
			}
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			if _, err := buf.WriteTo(cmd.OutOrStdout()); err != nil {
				return &exitError{code: 1, err: err}
			}
			if failed {
				return findings
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "html", "html or pdf")
	cmd.Flags().IntVar(&perPage, "per-page", 1, "boards on an A4 page: 1, 2 or 4")
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the sheets: "+strings.Join(catalog.Languages, ", "))
	cmd.Flags().DurationVar(&timeout, "dd-timeout", 0, "stop the double-dummy solving after this long (0: no limit)")
	cmd.Flags().StringVar(&title, "title", "", "the sheets' title (default: the file's event, else \"Hand records\")")
	return cmd
}

// handrecordBoards reads the boards of one file for the sheets, with the
// double-dummy table and par a PBN file gives, each board once (the first
// game of a board number and deal); it reports the file's problems and the
// incomplete deals on standard error, and whether all went well. The title
// is the file's first Event tag.
func handrecordBoards(cmd *cobra.Command, name, lang string) (boards []*handrecord.Board, title string, ok bool) {
	errOut := cmd.ErrOrStderr()
	in, err := openInput(name, cmd.InOrStdin())
	if err != nil {
		fmt.Fprintln(errOut, "bridgelaw:", err)
		return nil, "", false
	}
	defer in.Close()
	ok = true
	type key struct {
		n bridge.Board
		d bridge.Deal
	}
	seen := map[key]bool{}
	_, err = scanRecords(name, in, scanHandler{
		board: func(lb loadedBoard) {
			if title == "" && lb.rec.Event != "" && lb.rec.Event != "?" {
				title = lb.rec.Event
			}
			b, err := handrecord.FromRecord(lb.rec)
			if err != nil {
				src := lb.rec.Source
				if src == "" {
					src = name
				}
				if lb.rec.Board.Valid() {
					src += " (" + catalog.Text(lang, "handrecord.board", map[string]string{"board": lb.rec.Board.String()}) + ")"
				}
				switch {
				case len(lb.errs) > 0:
					// The reader's errors say why (a hand of 12 cards, a
					// card twice): a board left off is never silent.
					fmt.Fprintln(errOut, "bridgelaw:", warningText(catalog.Text(lang, "handrecord.bad-deal",
						map[string]string{"source": src, "reason": joinErrors(lb.errs)})))
					ok = false
				case lb.rec.ContractKnown || len(lb.rec.Calls) > 0 || lb.rec.HandKnown != (bridge.BySeat[bool]{}):
					fmt.Fprintln(errOut, "bridgelaw:", warningText(catalog.Text(lang, "handrecord.incomplete", map[string]string{"source": src})))
					ok = false
				}
				return
			}
			k := key{b.Number, b.Deal}
			if seen[k] {
				return
			}
			seen[k] = true
			if lb.game != nil {
				src := b.Source + " (" + catalog.Text(lang, "handrecord.board", map[string]string{"board": b.Number.String()}) + ")"
				switch problem, err := b.TakeAnalysis(lb.game); problem {
				case handrecord.TableUnreadable:
					fmt.Fprintln(errOut, "bridgelaw:", warningText(catalog.Text(lang, "handrecord.table-unreadable",
						map[string]string{"source": src, "reason": err.Error()})))
					ok = false
				case handrecord.TableIncomplete:
					fmt.Fprintln(errOut, "bridgelaw:", warningText(catalog.Text(lang, "handrecord.table-incomplete",
						map[string]string{"source": src})))
					ok = false
				}
			}
			boards = append(boards, b)
		},
		fileErr: func(e error) {
			fmt.Fprintln(errOut, "bridgelaw:", e)
			ok = false
		},
		fileWarn: func(error) {}, // the sheets need the deals only
	})
	if err != nil {
		fmt.Fprintln(errOut, "bridgelaw:", err)
		ok = false
	}
	if len(boards) == 0 {
		fmt.Fprintln(errOut, "bridgelaw:", catalog.Text(lang, "handrecord.no-deal", map[string]string{"file": name}))
		ok = false
	}
	return boards, title, ok
}

// joinErrors is the messages of errs on one line, joined by "; ".
func joinErrors(errs []error) string {
	msgs := make([]string, len(errs))
	for i, e := range errs {
		msgs[i] = e.Error()
	}
	return strings.Join(msgs, "; ")
}
