package main

import (
	"bridgelaw/laws"
	"bufio"
	"fmt"
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
			data, err := readInput(name, cmd.InOrStdin())
			if err != nil {
				return &exitError{code: 1, err: err}
			}
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
			// A PBN file to PBN is rewritten from the PBN reader's games, every
			// tag kept; but a UTF-16 file with its byte order mark goes through
			// loadRecords, which decodes it with a warning of its own.
			_, bom := textfile.UTF16(data)
			switch in := detectFormat(data); {
			case in == formatPBN && to == "pbn" && bom == 0:
				f, _ := pbn.Parse(data, name)
				for _, p := range f.Problems {
					if p.Warning {
						warn(p)
					} else {
						report(p)
					}
				}
				if len(f.Games) == 0 {
					report(fmt.Errorf("%s: no board found (no PBN game)", name))
				}
				err = pbn.Write(w, f)
			default:
				lf := loadRecords(name, data)
				if len(lf.boards) == 0 && len(lf.errs) == 0 {
					report(fmt.Errorf("%s: no board found (neither PBN tags nor LIN pairs)", name))
				}
				for _, e := range lf.errs {
					report(e)
				}
				for _, w := range lf.warns {
					warn(w)
				}
				recs := make([]*record.Record, 0, len(lf.boards))
				for _, b := range lf.boards {
					for _, e := range b.errs {
						report(e)
					}
					rec := withReplayedTags(b.rec)
					if to == "lin" {
						if lost := lin.Unrepresentable(rec); len(lost) > 0 {
							warn(fmt.Errorf("%s: LIN cannot carry %s; left out", sourceOf(rec, name), strings.Join(lost, ", ")))
						}
					}
					recs = append(recs, rec)
				}
				if to == "pbn" {
					f := &pbn.File{Name: name}
					for _, r := range recs {
						f.Games = append(f.Games, pbn.FromRecord(r))
					}
					err = pbn.Write(w, f)
				} else {
					boards := make([]*lin.Board, 0, len(recs))
					for _, r := range recs {
						boards = append(boards, lin.FromRecord(r))
					}
					err = lin.Write(w, boards)
				}
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
