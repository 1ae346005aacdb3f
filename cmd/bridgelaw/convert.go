package main

import (
	"bufio"
	"fmt"

	"github.com/spf13/cobra"

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
boards that could be read are still written.`,
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
			w := bufio.NewWriter(cmd.OutOrStdout())
			defer w.Flush()
			switch in := detectFormat(data); {
			case in == formatPBN && to == "pbn":
				f, _ := pbn.Parse(data, name)
				for _, p := range f.Errors() {
					report(p)
				}
				if len(f.Games) == 0 {
					report(fmt.Errorf("%s: no board found (no PBN game)", name))
				}
				err = pbn.Write(w, f)
			default:
				loaded, _, fileErrs := loadRecords(name, data)
				if len(loaded) == 0 && len(fileErrs) == 0 {
					report(fmt.Errorf("%s: no board found (neither PBN tags nor LIN pairs)", name))
				}
				for _, e := range fileErrs {
					report(e)
				}
				recs := make([]*record.Record, 0, len(loaded))
				for _, b := range loaded {
					for _, e := range b.errs {
						report(e)
					}
					recs = append(recs, withReplayedTags(b.rec))
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
	o := record.Replay(r)
	c := *r
	if !c.ContractKnown && o.ContractKnown && o.ContractFrom == "auction" {
		c.Contract, c.ContractKnown, c.DeclarerKnown = o.Contract, true, !o.Contract.IsPassedOut()
	}
	if !c.ResultKnown && o.TricksKnown && (o.TricksFrom == "play" || o.TricksFrom == "claim") {
		c.Result, c.ResultKnown = o.DeclarerTricks, true
	}
	return &c
}
