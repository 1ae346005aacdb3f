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
)

func init() { subcommands = append(subcommands, newRevokeCmd) }

func newRevokeCmd() *cobra.Command {
	var (
		contract, declarer, vul, winners string
		lang                             string
		revokes                          []string
		asJSON                           bool
		corrected, repeat, penaltyCard   bool
		afterNextBoard, afterRound       bool
		corrected62C3                    bool
	)
	cmd := &cobra.Command{
		Use:   "revoke --contract C --declarer S --vulnerable V --winners W13 --revoke SEAT@TRICK [flags]",
		Short: "Apply Law 64 to a revoke from the Director's summary of a physical table",
		Long: `Apply Law 64 to what a Director learns at a physical table without the deal:
the contract, the seat that won each trick (13 letters, trick 1 first) and
the revoke (offender and trick). Prints the law applied, the tricks
transferred and to whom, declarer's final tricks and the score for
North-South.

Each revoke may carry its own facts after a colon, comma-separated:
corrected, repeat, penalty-card, after-next-board, after-round,
corrected-62c3, as-if-established, suit=H (e.g. --revoke W@3:suit=H).
The flags below set a fact for every revoke.

Exit status: 0 ruled, 2 usage error (bad or missing flags).`,
		Example: `  bridgelaw revoke --contract 4S --declarer S --vulnerable None --winners WWSSSNSSESSES --revoke E@6
  bridgelaw revoke --contract 4S --declarer S --vulnerable None --winners WWSSSNESSNESS --revoke E@7 --json`,
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
			v, err := bridge.ParseVulnerability(vul)
			if err != nil {
				return usageErr("--vulnerable: %v", err)
			}
			ws, err := laws.ParseWinners(winners)
			if err != nil {
				return usageErr("--winners: %v", err)
			}
			s := laws.Summary{Contract: c, Vulnerability: v, Winners: ws}
			for _, r := range revokes {
				f, err := laws.ParseRevoke(r)
				if err != nil {
					return usageErr("--revoke: %v", err)
				}
				f.Established = f.Established && !corrected && !corrected62C3
				f.Repeat = f.Repeat || repeat
				f.FacedCard = f.FacedCard || penaltyCard
				f.AfterNextBoard = f.AfterNextBoard || afterNextBoard
				f.AfterRound = f.AfterRound || afterRound
				f.Corrected62C3 = f.Corrected62C3 || corrected62C3
				s.Revokes = append(s.Revokes, f)
			}
			res, err := laws.RuleSummary(s)
			if err != nil {
				return usageErr("%v", err)
			}
			return printSummary(cmd.OutOrStdout(), s, res, asJSON, lang)
		},
	}
	f := cmd.Flags()
	f.StringVar(&contract, "contract", "", "the contract, e.g. 4S, 3NTX")
	f.StringVar(&declarer, "declarer", "", "the declarer: N, E, S or W")
	f.StringVar(&vul, "vulnerable", "None", "the board's vulnerability: None, NS, EW, All")
	f.StringVar(&winners, "winners", "", "the seat that won each trick 1-13, e.g. WWSSSNSSESSES")
	f.StringArrayVar(&revokes, "revoke", nil, "a revoke: SEAT@TRICK[:facts], e.g. E@6 (repeatable)")
	f.BoolVar(&asJSON, "json", false, "print one JSON object")
	f.StringVar(&lang, "lang", "en", "language of the text output: "+strings.Join(catalog.Languages, ", "))
	f.BoolVar(&corrected, "corrected", false, "the revoke was corrected before it was established (Law 62A): no transfer")
	f.BoolVar(&repeat, "repeat", false, "a later revoke in the same suit by the same player (Law 64B2)")
	f.BoolVar(&penaltyCard, "penalty-card", false, "a failure to play a penalty card or another faced card (Law 64B3)")
	f.BoolVar(&afterNextBoard, "after-next-board", false, "noticed after the non-offending side called on the next board (Law 64B4)")
	f.BoolVar(&afterRound, "after-round", false, "noticed after the round ended (Law 64B5)")
	f.BoolVar(&corrected62C3, "corrected-62c3", false, "both sides revoked on the trick and both were corrected (Law 62C3, 64B8)")
	return cmd
}

func printSummary(w io.Writer, s laws.Summary, res laws.SummaryResult, asJSON bool, lang string) error {
	transfer := bridge.BySide[int]{}
	for _, a := range res.Adjustments {
		transfer[a.To] += a.Transfer
	}
	if asJSON {
		var adj []map[string]any
		var lawList []string
		total := 0
		for _, a := range res.Adjustments {
			adj = append(adj, map[string]any{"offender": a.Revoke.Offender.String(), "trick": a.Revoke.Trick, "law": a.Law.String(),
				"transfer": a.Transfer, "to": a.To.String(), "tricks": a.Tricks, "reason": a.Reason})
			lawList = append(lawList, a.Law.String())
			total += a.Transfer
		}
		return json.NewEncoder(w).Encode(map[string]any{
			"contract": s.Contract.String(), "declarer": s.Contract.Declarer.String(), "vulnerable": s.Vulnerability.String(),
			"law": strings.Join(lawList, ", "), "transfer": total,
			"transfer_to":  map[string]int{"ns": transfer[bridge.NorthSouth], "ew": transfer[bridge.EastWest]},
			"table_tricks": res.TableTricks, "declarer_tricks": res.DeclarerTricks,
			"table_score_ns": res.TableScoreNS, "score_ns": res.ScoreNS, "revokes": adj,
			"equity_check": "Law 64C: the Director checks that the non-offending side is compensated",
		})
	}
	l := texts(lang)
	for _, a := range res.Adjustments {
		args := map[string]string{"law": catalog.Law(lang, a.Law), "offender": catalog.Seat(lang, a.Revoke.Offender), "trick": strconv.Itoa(a.Revoke.Trick)}
		if a.Transfer > 0 {
			args["count"], args["side"], args["tricks"] = strconv.Itoa(a.Transfer), catalog.Side(lang, a.To), joinInts(a.Tricks)
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
	fmt.Fprintln(w, l.t("cli.revoke-equity", map[string]string{"law": catalog.Law(lang, bridge.Law(64, "C"))}))
	return nil
}

func joinInts(xs []int) string {
	var s []string
	for _, x := range xs {
		s = append(s, fmt.Sprint(x))
	}
	return strings.Join(s, ", ")
}
