package main

import (
	"bridgelaw/laws"
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"bridgelaw/internal/textfile"
	"bridgelaw/lin"
	"bridgelaw/pbn"
	"bridgelaw/record"
)

func init() { subcommands = append(subcommands, newConvertCmd) }

func newConvertCmd() *cobra.Command {
	var to string
	cmd := &cobra.Command{
		Use:   "convert --to pbn|lin FILE",
		Short: "Convert hand records between PBN and LIN",
		Long: `Convert a hand-record file ("-" reads standard input; PBN or LIN, told by
content) and write it to standard output in the format asked: PBN 2.1 export
format, or BBO's LIN one board per line. The deal, players, auction with alerts
and explanations, the play and a claim carry over; a file already in the target
format is rewritten in its canonical form.

Problems in the input are printed on standard error and give exit status 1; the
boards that could be read are still written. Warnings (a non-standard form the
reader accepted; what LIN cannot carry, such as Site, Date and Score) are printed
on standard error too, without changing the exit status.`,
		Example: `  bridgelaw convert --to pbn session.lin > session.pbn
  bridgelaw convert --to lin examples/club-night.pbn`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if to != "pbn" && to != "lin" {
				return usageErr("--to must be pbn or lin, not %q", to)
			}
			name := args[0]
			in, err := openInput(name, cmd.InOrStdin())
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			defer in.Close()
			bad := false
			report := func(err error) {
				bad = true
				fmt.Fprintln(cmd.ErrOrStderr(), "bridgelaw:", err)
			}
			warn := func(err error) {
				fmt.Fprintln(cmd.ErrOrStderr(), "bridgelaw:", warningText(err.Error()))
			}
			w := bufio.NewWriter(cmd.OutOrStdout())
			defer w.Flush()
			// One board at a time: read, converted and written before the
			// next is read.
			br := bufio.NewReaderSize(in, 64<<10)
			head, _ := br.Peek(64 << 10)
			// A dealing machine's file: refused naming its format, before
			// anything is written.
			if err := textfile.Supported(name, head); err != nil {
				return &exitError{code: 1, err: err}
			}
			_, bom := textfile.UTF16(head)
			switch {
			case detectFormat(head) == formatPBN && to == "pbn" && bom == 0:
				err = convertPBN(br, name, w, report, warn)
			default:
				var pw *pbn.Writer
				if to == "pbn" {
					pw = pbn.NewWriter(w)
				}
				var werr error
				n, rerr := scanRecords(name, br, scanHandler{
					board: func(b loadedBoard) {
						for _, e := range b.errs {
							report(e)
						}
						rec := withReplayedTags(b.rec)
						if werr != nil {
							return
						}
						if to == "pbn" {
							werr = pw.WriteGame(pbn.FromRecord(rec))
							return
						}
						if lost := lin.Unrepresentable(rec); len(lost) > 0 {
							warn(fmt.Errorf("%s: LIN cannot carry %s; left out", sourceOf(rec, name), strings.Join(lost, ", ")))
						}
						werr = lin.Write(w, []*lin.Board{lin.FromRecord(rec)})
					},
					fileErr:  report,
					fileWarn: warn,
				})
				if rerr != nil {
					report(rerr)
				} else if n == 0 && !bad {
					report(fmt.Errorf("%s: no board found (neither PBN tags nor LIN pairs)", name))
				}
				if pw != nil && werr == nil {
					werr = pw.Close(nil)
				}
				err = werr
			}
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			if bad {
				return findings
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&to, "to", "", "the format to write: pbn or lin (required)")
	_ = cmd.MarkFlagRequired("to")
	return cmd
}

// withReplayedTags fills the contract, declarer and result a record does
// not state (a LIN board has only its calls and cards) from its replay, so
// that the PBN written carries the Contract, Declarer and Result tags.
// convertPBN rewrites PBN as PBN a game at a time (pbn.Scanner,
// pbn.Writer): every tag, comment and section kept, in export form.
func convertPBN(r io.Reader, name string, w io.Writer, report, warn func(error)) error {
	sc := pbn.NewScanner(r, name)
	wr := pbn.NewWriter(w)
	problems := func(ps []*pbn.ParseError) {
		for _, p := range ps {
			if p.Warning {
				warn(p)
			} else {
				report(p)
			}
		}
	}
	games := 0
	var werr error
	for sc.Next() {
		problems(sc.Outside())
		problems(sc.Problems())
		if werr == nil {
			werr = wr.WriteGame(sc.Game())
		}
		games++
	}
	problems(sc.Outside())
	if err := sc.Err(); err != nil {
		report(err)
	} else if games == 0 {
		report(fmt.Errorf("%s: no board found (no PBN game)", name))
	}
	if werr != nil {
		return werr
	}
	return wr.Close(sc.File().Trailer)
}

func withReplayedTags(r *record.Record) *record.Record {
	if r.ContractKnown && r.ResultKnown {
		return r
	}
	o := laws.ReplayRecord(r)
	c := *r
	if !c.ContractKnown && o.ContractKnown() && o.ContractFrom == laws.ContractFromAuction {
		c.Contract, c.ContractKnown, c.DeclarerKnown = o.Contract, true, !o.Contract.IsPassedOut()
	}
	if !c.ResultKnown && o.TricksKnown() && (o.TricksFrom == laws.TricksFromPlay || o.TricksFrom == laws.TricksFromClaim) {
		c.Result, c.ResultKnown = o.DeclarerTricks, true
	}
	return &c
}

// sourceOf names a board for a message: "file board 4" or "file:line".
func sourceOf(r *record.Record, name string) string {
	if r.Board.Valid() {
		return fmt.Sprintf("%s board %d", name, r.Board)
	}
	if r.Source != "" {
		return r.Source
	}
	return name
}
