package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

func init() { subcommands = append(subcommands, newScoreCmd) }

func newScoreCmd() *cobra.Command {
	var batch, asJSON bool
	cmd := &cobra.Command{
		Use:   "score CONTRACT DECLARER VULNERABLE TRICKS | --batch",
		Short: "Score one board under Law 77",
		Long: `Score one board under Law 77.

  CONTRACT    4S, 4SX, 3NT, 7NTXX, Pass
  DECLARER    N, E, S or W ("-" for Pass)
  VULNERABLE  the board's vulnerability in PBN words: None, NS, EW, All (Both, Love, -)
  TRICKS      declarer's tricks 0-13, or relative to the contract: =, +1, -2

Flags come before the arguments, so that TRICKS may be written -1.

With --batch, read such lines (four fields each) from standard input and print
one signed integer per line: the score for North-South (with --json, one JSON
object per line instead). Blank lines and lines starting with # are skipped; a
bad line, or one longer than 64 KiB (65536 bytes), prints an empty line (with
--json, an object with "error") and its error on standard error; the lines
after it are scored, and the exit status is 1.`,
		Example: `  bridgelaw score 4SX S NS 8
  bridgelaw score 3NT N None =
  bridgelaw score 4H E Both -1
  printf '4SX S NS 8\n6NT N All 12\n' | bridgelaw score --batch`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if batch {
				if len(args) != 0 {
					return usageErr("score --batch takes no arguments")
				}
				return scoreBatch(cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr(), asJSON)
			}
			if len(args) != 4 {
				return usageErr("score wants CONTRACT DECLARER VULNERABLE TRICKS, e.g. 4SX S NS 8")
			}
			b, err := parseScoreLine(args)
			if err != nil {
				return usageErr("%v", err)
			}
			return b.print(cmd.OutOrStdout(), asJSON)
		},
	}
	// Positional arguments stop flag parsing, so "-1" is a number of tricks.
	cmd.Flags().SetInterspersed(false)
	cmd.Flags().BoolVar(&batch, "batch", false, "read CONTRACT DECLARER VULNERABLE TRICKS lines from stdin, print the NS score of each")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON object")
	return cmd
}

type scoredBoard struct {
	contract bridge.Contract
	vul      bridge.Vulnerability
	tricks   int
	ns       int
	detail   score.Breakdown
}

// parseScoreLine reads CONTRACT DECLARER VULNERABLE TRICKS and scores it.
func parseScoreLine(f []string) (scoredBoard, error) {
	var b scoredBoard
	decl := bridge.North
	if !strings.EqualFold(f[0], "pass") {
		var err error
		if decl, err = bridge.ParseSeat(f[1]); err != nil {
			return b, fmt.Errorf("declarer %q: want N, E, S or W", f[1])
		}
	}
	c, err := bridge.ParseContract(f[0], decl)
	if err != nil {
		return b, err
	}
	v, err := bridge.ParseVulnerability(f[2])
	if err != nil {
		return b, err
	}
	tricks, err := score.ParseTricks(f[3], c)
	if err != nil {
		return b, err
	}
	ns, err := score.Score(c, v, tricks)
	if err != nil {
		return b, err
	}
	detail, _ := score.Explain(c, v.Vulnerable(c.Side()), tricks)
	return scoredBoard{contract: c, vul: v, tricks: tricks, ns: ns, detail: detail}, nil
}

func (b scoredBoard) json() map[string]any {
	decl := any(nil)
	if !b.contract.IsPassedOut() {
		decl = b.contract.Declarer.String()
	}
	return map[string]any{
		"contract":       b.contract.String(),
		"declarer":       decl,
		"vulnerable":     b.vul.String(),
		"tricks":         b.tricks,
		"score_ns":       b.ns,
		"score_declarer": b.detail.Total(),
		"breakdown": map[string]int{
			"trick_score": b.detail.TrickScore, "overtricks": b.detail.Overtricks, "insult": b.detail.Insult,
			"game_or_partscore": b.detail.Game, "slam": b.detail.Slam, "undertricks": b.detail.Undertricks,
		},
	}
}

func (b scoredBoard) print(w io.Writer, asJSON bool) error {
	if asJSON {
		return json.NewEncoder(w).Encode(b.json())
	}
	if b.contract.IsPassedOut() {
		_, err := fmt.Fprintln(w, "Passed out: 0")
		return err
	}
	c := b.contract
	res := "="
	if d := b.tricks - c.Target(); d != 0 {
		res = fmt.Sprintf("%+d", d)
	}
	vul := "not vulnerable"
	if b.vul.Vulnerable(c.Side()) {
		vul = "vulnerable"
	}
	_, err := fmt.Fprintf(w, "%s%s by %s, %s, %d tricks: NS %+d, EW %+d\n", c, res, c.Declarer.Name(), vul, b.tricks, b.ns, -b.ns)
	return err
}

func scoreBatch(in io.Reader, out, errOut io.Writer, asJSON bool) error {
	lr := newLineReader(in)
	bw := bufio.NewWriter(out)
	defer bw.Flush()
	enc := json.NewEncoder(bw)
	bad := false
	fail := func(n int, err error) {
		bad = true
		fmt.Fprintf(errOut, "bridgelaw: stdin:%d: %v\n", n, err)
		if asJSON {
			_ = enc.Encode(map[string]any{"line": n, "error": err.Error()})
		} else {
			fmt.Fprintln(bw)
		}
	}
	for lr.Next() {
		n := lr.Number()
		if err := lr.TooLong(); err != nil {
			fail(n, fmt.Errorf("%w: skipped", err))
			continue
		}
		line := strings.TrimSpace(lr.Line())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 4 {
			fail(n, fmt.Errorf("want CONTRACT DECLARER VULNERABLE TRICKS, got %q", line))
			continue
		}
		b, err := parseScoreLine(f)
		if err != nil {
			fail(n, err)
			continue
		}
		if asJSON {
			_ = enc.Encode(b.json())
		} else {
			fmt.Fprintln(bw, b.ns)
		}
	}
	if err := lr.Err(); err != nil {
		return &exitError{code: 1, err: err}
	}
	if bad {
		return findings
	}
	return nil
}
