package main

import (
	"bridgelaw/laws"
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"bridgelaw/bridge"
	"bridgelaw/dealfile"
	"bridgelaw/internal/textfile"
	"bridgelaw/lin"
	"bridgelaw/pbn"
	"bridgelaw/record"
)

func init() { subcommands = append(subcommands, newConvertCmd) }

func newConvertCmd() *cobra.Command {
	var to string
	cmd := &cobra.Command{
		Use:   "convert --to pbn|lin|dup|bri|dge FILE",
		Short: "Convert hand records between PBN, LIN and dealing-machine files",
		Long: `Convert a hand-record file ("-" reads standard input; PBN, LIN or a dealing
machine's Duplimate .dup, .bri or .dge file, told by content and extension) and
write it to standard output in the format asked: PBN 2.1 export format, BBO's LIN
one board per line, or a dealing machine's file. The deal, players, auction with
alerts and explanations, the play and a claim carry over to PBN and LIN; a file
already in the target format is rewritten in its canonical form.

A dealing machine's file holds the deals only, one record a board in file order:
boards without a full deal are left out with an error; .bri and .dge carry no
board numbers (they read back from 1), .dup the first and last in its records.
The boards of a .dup, .bri or .dge file get the dealer and vulnerability of
their number (Law 2).

Problems in the input are printed on standard error and give exit status 1; the
boards that could be read are still written. Warnings (a non-standard form the
reader accepted; what LIN cannot carry, such as Site, Date and Score) are printed
on standard error too, without changing the exit status.`,
		Example: `  bridgelaw convert --to pbn session.lin > session.pbn
  bridgelaw convert --to lin examples/club-night.pbn
  bridgelaw convert --to dup examples/club-night.pbn > club-night.dup
  bridgelaw convert --to pbn club-night.dup`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			machine, isMachine := dealfile.ParseFormat(to)
			if to != "pbn" && to != "lin" && !isMachine {
				return usageErr("--to must be pbn, lin, dup, bri or dge, not %q", to)
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
			if err := textfile.Supported(name, head); err != nil {
				return &exitError{code: 1, err: err}
			}
			_, bom := textfile.UTF16(head)
			switch {
			case detectFormat(head) == formatPBN && !textfile.SniffName(name, head).DealFile() && to == "pbn" && bom == 0:
				err = convertPBN(br, name, w, report, warn)
			default:
				var pw *pbn.Writer
				if to == "pbn" {
					pw = pbn.NewWriter(w)
				}
				var werr error
				var deals []dealfile.Board
				n, rerr := scanRecords(name, br, scanHandler{
					board: func(b loadedBoard) {
						for _, e := range b.errs {
							report(e)
						}
						if isMachine {
							if d, ok := dealOf(b.rec, name, report); ok {
								deals = append(deals, d)
							}
							return
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
				if isMachine {
					numbered(deals, name, machine, warn)
					werr = dealfile.Write(w, machine, deals)
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
	cmd.Flags().StringVar(&to, "to", "", "the format to write: pbn, lin, dup, bri or dge (required)")
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

// dealOf is the board of a dealing machine's file a record gives: its
// number and its full deal; a record without the four hands of a deal is
// reported (naming the board) and left out.
func dealOf(r *record.Record, name string, report func(error)) (dealfile.Board, bool) {
	if r.HandKnown != (bridge.BySeat[bool]{true, true, true, true}) {
		report(fmt.Errorf("%s: the deal is not given in full; a dealing machine's file cannot carry it: left out", sourceOf(r, name)))
		return dealfile.Board{}, false
	}
	d, err := bridge.NewDeal(r.Hands)
	if err != nil {
		report(fmt.Errorf("%s: %w; left out", sourceOf(r, name), err))
		return dealfile.Board{}, false
	}
	return dealfile.Board{Number: r.Board, Deal: d}, true
}

// numbered warns when the boards written are not numbered in order from the
// first (from 1 for .bri and .dge): the file keeps no number, so they read
// back numbered by their place.
func numbered(boards []dealfile.Board, name string, f dealfile.Format, warn func(error)) {
	first := bridge.Board(1)
	if f == dealfile.DUP && len(boards) > 0 && boards[0].Number.Valid() {
		first = boards[0].Number
	}
	for i, b := range boards {
		if want := first + bridge.Board(i); b.Number != want {
			warn(fmt.Errorf("%s: board %d is written as the %s file's board %d: the file numbers boards by their place", name, b.Number, f, want))
			return
		}
	}
}
