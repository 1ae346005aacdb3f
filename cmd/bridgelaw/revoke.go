package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/laws"
)

func init() { subcommands = append(subcommands, newRevokeCmd) }

func newRevokeCmd() *cobra.Command {
	var (
		contract, declarer, vul, winners string
		lang                             string
		board                            int
		revokes                          []string
		asJSON                           bool
		corrected, repeat, penaltyCard   bool
		afterNextBoard, afterRound       bool
		corrected62C3                    bool
	)
	cmd := &cobra.Command{
		Use:   "revoke --contract C --declarer S (--vulnerable V | --board N) --winners W13 --revoke SEAT@TRICK [flags]",
		Short: "Apply Law 64 to a revoke from the Director's summary of a physical table",
		Long: `Apply Law 64 to what a Director learns at a physical table without the deal:
the contract, the seat that won each trick (13 letters, trick 1 first) and
the revoke (offender and trick). Prints the law applied, the tricks
transferred and to whom, declarer's final tricks, the score for
North-South and the vulnerability it was reckoned with: --vulnerable, or
the board's by Law 2 from --board (one of them is required; given both,
they must agree).

Each revoke may carry its own facts after a colon, comma-separated:
corrected, repeat, penalty-card, after-next-board, after-round,
corrected-62c3, as-if-established, suit=H (e.g. --revoke W@3:suit=H).
The flags below set a fact for every revoke; --repeat marks every revoke
after a player's first as a repeat in the same suit (Law 64B2).

Revokes that cannot have happened are rejected: on trick 13 (each player
has one card left), the same player twice on one trick, a repeat with no
earlier established revoke by the same player, a revoke corrected in time
(Law 62A) that was only noticed after the next board or the round.

Exit status: 0 ruled, 1 the revokes cannot have happened as given, 2 usage
error (bad, missing or contradictory flags).`,
		Example: `  bridgelaw revoke --contract 4S --declarer S --vulnerable None --winners WWSSSNSSESSES --revoke E@6
  bridgelaw revoke --contract 4S --declarer S --board 1 --winners WWSSSNESSNESS --revoke E@7 --json`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) != 0 {
				return usageErr("revoke takes no arguments, only flags")
			}
			lang, err := langFlag(lang)
			if err != nil {
				return err
			}
			if contract == "" || declarer == "" || winners == "" || len(revokes) == 0 {
				return usageErr("revoke needs --contract, --declarer, --winners and at least one --revoke")
			}
			d, err := bridge.ParseSeat(declarer)
			if err != nil {
				return usageErr("--declarer: %v", err)
			}
			c, err := bridge.ParseContract(contract, d)
			if err != nil || c.IsPassedOut() {
				return usageErr("--contract %q: want a contract such as 4S, 3NTX", contract)
			}
			v, err := vulnerabilityFlags(vul, board, cmd.Flags().Changed("board"))
			if err != nil {
				return err
			}
			ws, err := laws.ParseWinners(winners)
			if err != nil {
				return usageErr("--winners: %v", err)
			}
			switch {
			case (corrected || corrected62C3) && (afterNextBoard || afterRound):
				return usageErr("--corrected and --corrected-62c3 contradict --after-next-board and --after-round: a revoke corrected before it was established (Law 62A) was noticed in time; Law 64B4 and 64B5 concern an established revoke noticed late")
			case repeat && (corrected || corrected62C3):
				return usageErr("--repeat contradicts --corrected: Law 64B2 concerns established revokes")
			}
			s := laws.Summary{Contract: c, Vulnerability: v, Winners: ws}
			for _, r := range revokes {
				f, err := laws.ParseRevoke(r)
				if err != nil {
					return usageErr("--revoke: %v", err)
				}
				f.Established = f.Established && !corrected && !corrected62C3
				f.FacedCard = f.FacedCard || penaltyCard
				f.AfterNextBoard = f.AfterNextBoard || afterNextBoard
				f.AfterRound = f.AfterRound || afterRound
				f.Corrected62C3 = f.Corrected62C3 || corrected62C3
				s.Revokes = append(s.Revokes, f)
			}
			if repeat && !markRepeats(s.Revokes) {
				return usageErr("--repeat: no player revoked twice; Law 64B2 concerns a later revoke by the same player in the same suit")
			}
			res, err := laws.RuleSummary(s)
			if errors.Is(err, laws.ErrRevokeFacts) {
				return &exitError{code: 1, err: err}
			}
			if err != nil {
				return usageErr("%v", err)
			}
			return printSummary(cmd.OutOrStdout(), s, res, bridge.Board(board), asJSON, lang)
		},
	}
	f := cmd.Flags()
	f.StringVar(&contract, "contract", "", "the contract, e.g. 4S, 3NTX")
	f.StringVar(&declarer, "declarer", "", "the declarer: N, E, S or W")
	f.StringVar(&vul, "vulnerable", "", "the board's vulnerability: None, NS, EW, All (or give --board)")
	f.IntVar(&board, "board", 0, "the board number, 1 or more: its vulnerability by Law 2")
	f.StringVar(&winners, "winners", "", "the seat that won each trick 1-13, e.g. WWSSSNSSESSES")
	f.StringArrayVar(&revokes, "revoke", nil, "a revoke: SEAT@TRICK[:facts], e.g. E@6 (repeatable)")
	f.BoolVar(&asJSON, "json", false, "print one JSON object")
	f.StringVar(&lang, "lang", "en", "language of the text output: "+strings.Join(catalog.Languages, ", "))
	f.BoolVar(&corrected, "corrected", false, "the revoke was corrected before it was established (Law 62A): no transfer")
	f.BoolVar(&repeat, "repeat", false, "each player's later revokes are in the same suit as his first (Law 64B2)")
	f.BoolVar(&penaltyCard, "penalty-card", false, "a failure to play a penalty card or another faced card (Law 64B3)")
	f.BoolVar(&afterNextBoard, "after-next-board", false, "noticed after the non-offending side called on the next board (Law 64B4)")
	f.BoolVar(&afterRound, "after-round", false, "noticed after the round ended (Law 64B5)")
	f.BoolVar(&corrected62C3, "corrected-62c3", false, "both sides revoked on the trick and both were corrected (Law 62C3, 64B8)")
	return cmd
}

// vulnerabilityFlags is the board's vulnerability from --vulnerable and
// --board (Law 2); a usage error when neither is given, the board number
// is not 1 or more, or the two disagree.
func vulnerabilityFlags(vul string, board int, boardSet bool) (bridge.Vulnerability, error) {
	if boardSet && board < 1 {
		return 0, usageErr("--board %d: want a board number 1 or more", board)
	}
	if vul == "" && !boardSet {
		return 0, usageErr("revoke needs --vulnerable (None, NS, EW, All) or --board N, whose number gives it (Law 2)")
	}
	var v bridge.Vulnerability
	if vul != "" {
		var err error
		if v, err = bridge.ParseVulnerability(vul); err != nil {
			return 0, usageErr("--vulnerable: %v", err)
		}
	}
	if boardSet {
		b := bridge.Board(board).Vulnerability()
		if vul != "" && v != b {
			return 0, usageErr("--vulnerable %s contradicts --board %d, marked %s by Law 2: give one of them", v, board, b)
		}
		v = b
	}
	return v, nil
}

// markRepeats marks as a repeat (Law 64B2) every revoke after the first
// by the same player, and reports whether there was one.
func markRepeats(rs []laws.RevokeFacts) bool {
	any := false
	for i := range rs {
		for _, p := range rs {
			if p.Offender == rs[i].Offender && p.Trick < rs[i].Trick {
				rs[i].Repeat, any = true, true
			}
		}
	}
	return any
}

// established reports whether any revoke was established, or is treated
// as if it were (Law 43B2(b)): the Director's Law 64C check follows only
// those.
func established(rs []laws.RevokeFacts) bool {
	for _, r := range rs {
		if (r.Established || r.AsIfEstablished) && !r.Corrected62C3 {
			return true
		}
	}
	return false
}

// vulnerabilityLine says the vulnerability the score was reckoned with,
// and where it came from: the board's number (Law 2), or as given.
func vulnerabilityLine(l texts, v bridge.Vulnerability, board bridge.Board) string {
	lang := string(l)
	args := map[string]string{"vulnerable": catalog.Vulnerability(lang, v)}
	if board > 0 {
		args["board"] = board.String()
		return l.t("cli.vulnerability-board", args)
	}
	return l.t("cli.vulnerability", args)
}

func printSummary(w io.Writer, s laws.Summary, res laws.SummaryResult, board bridge.Board, asJSON bool, lang string) error {
	transfer := bridge.BySide[int]{}
	for _, a := range res.Adjustments {
		transfer[a.To] += a.Transfer
	}
	l := texts(lang)
	equity := l.t("cli.revoke-equity", map[string]string{"law": catalog.Law(lang, bridge.Law(64, "C"))})
	if asJSON {
		adj := []map[string]any{}
		var lawList []string
		total := 0
		for _, a := range res.Adjustments {
			j := map[string]any{"offender": a.Revoke.Offender.String(), "trick": a.Revoke.Trick, "law": a.Law.String(),
				"transfer": a.Transfer, "to": a.To.String(), "tricks": append([]int{}, a.Tricks...)}
			if a.Why != nil {
				j["reason"] = a.Why.Text(lang)
			}
			adj = append(adj, j)
			lawList = append(lawList, a.Law.String())
			total += a.Transfer
		}
		out := map[string]any{
			"contract": s.Contract.String(), "declarer": s.Contract.Declarer.String(), "vulnerable": s.Vulnerability.String(),
			"law": strings.Join(lawList, ", "), "transfer": total,
			"transfer_to":  map[string]int{"ns": transfer[bridge.NorthSouth], "ew": transfer[bridge.EastWest]},
			"table_tricks": res.TableTricks, "declarer_tricks": res.DeclarerTricks,
			"table_score_ns": res.TableScoreNS, "score_ns": res.ScoreNS, "revokes": adj,
		}
		if board > 0 {
			out["board"] = int(board)
		}
		if established(s.Revokes) {
			out["equity_check"] = equity
		}
		return json.NewEncoder(w).Encode(out)
	}
	for _, a := range res.Adjustments {
		args := map[string]string{"law": catalog.Law(lang, a.Law), "offender": catalog.Seat(lang, a.Revoke.Offender), "trick": strconv.Itoa(a.Revoke.Trick)}
		if a.Transfer > 0 {
			var tricks []string
			for _, n := range a.Tricks {
				tricks = append(tricks, strconv.Itoa(n))
			}
			args["count"], args["side"], args["tricks"] = strconv.Itoa(a.Transfer), catalog.Side(lang, a.To), catalog.List(lang, tricks)
			fmt.Fprintln(w, l.t("cli.revoke-transfer", args))
		} else {
			args["reason"] = a.Why.Text(lang)
			fmt.Fprintln(w, l.t("cli.revoke-no-transfer", args))
		}
	}
	c := s.Contract
	fmt.Fprintln(w, l.t("cli.revoke-declarer", map[string]string{"declarer": catalog.Seat(lang, c.Declarer), "count": strconv.Itoa(res.TableTricks),
		"adjusted": strconv.Itoa(res.DeclarerTricks), "contract": catalog.Contract(lang, c), "seat": c.Declarer.String(),
		"ns": catalog.Side(lang, bridge.NorthSouth), "score": fmt.Sprintf("%+d", res.ScoreNS), "was": fmt.Sprintf("%+d", res.TableScoreNS)}))
	fmt.Fprintln(w, vulnerabilityLine(l, s.Vulnerability, board))
	if established(s.Revokes) {
		fmt.Fprintln(w, equity)
	}
	return nil
}
