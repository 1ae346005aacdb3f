package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/score"
)

func init() { subcommands = append(subcommands, newRubberCmd) }

func newRubberCmd() *cobra.Command {
	var (
		chicago, asJSON, noHonours bool
		lang, vul, partscore       string
		dealer                     string
	)
	cmd := &cobra.Command{
		Use:   "rubber [--chicago] [--json] [--lang en|it|fr|pl] [FILE|-]",
		Short: "Score a rubber bridge or Chicago score sheet, one deal a line",
		Long: `Score a sequence of deals as rubber bridge (the Laws of Contract Bridge for
rubber bridge, 1993, Laws 72-81) or, with --chicago, as Chicago (four-deal
bridge). One deal a line, in the order played:

  CONTRACT DECLARER TRICKS [DEAL]     e.g. 4S N 10, 3NTX E -2, 6H S =
  Pass [DEAL]                         a deal passed out

TRICKS are declarer's tricks 0-13, or =, +1, -2; DEAL, when given, is the
four hands in PBN form (N:AKQ.... ...) and gives the honours. '#' starts
a comment, on a line of its own or after the deal (4S N 10 # doubled?), as
in the table log; blank lines are skipped.

Rubber: trick points below the line, premiums above; game at 100 trick
points, in one deal or by partscores (Law 73); a side that has won a game is
vulnerable; the rubber premium 700 in two games, 500 in three (Law 74); a
rubber not finished at the end gives 300 to the only side with a game and
100 to the only side with a partscore in the game in play (Law 80); honours
100 for four trump honours in one hand, 150 for five or for the four aces
at notrump (Law 81); overtricks, the insult (50, 100 redoubled), slams and
undertricks at Law 77's values.

Chicago: cycles of four deals, North dealing first (--dealer); neither
side vulnerable on the first deal, the dealer's side on the second and
third (--vulnerability non-dealer switches them to his opponents), both on
the fourth; a game premium of 300 or 500 as soon as a game is made or
completed; partscores carried toward game within the cycle. --partscore
says what a partscore earns: fourth-deal (the default) 100 for a partscore
on the fourth deal that does not complete a game, nothing otherwise;
every-deal 50 for each partscore, still carried; duplicate each deal scored
alone as at duplicate (Law 77), nothing carried. A deal passed out is dealt
again by the same dealer and is not one of the four. --no-honours leaves
honours out.

Each deal prints what it wrote and the running score (with --json, one
object a line); a final line gives the totals and the winner. A line that
cannot be read, or is longer than 64 KiB (65536 bytes), stops the sheet
(a deal left out would change the vulnerability of the deals after it):
its error on standard error, exit status 1.`,
		Example: `  printf '4S N 10\n3NT N 9\n' | bridgelaw rubber
  bridgelaw rubber --json sheet.txt
  bridgelaw rubber --chicago --vulnerability non-dealer --partscore every-deal --lang it sheet.txt`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			lang, err := langFlag(lang)
			if err != nil {
				return err
			}
			f := cmd.Flags()
			if !chicago {
				for _, name := range []string{"vulnerability", "partscore", "dealer", "no-honours"} {
					if f.Changed(name) {
						return usageErr("--%s is a Chicago option: give --chicago", name)
					}
				}
			}
			var sheet rubberSheet = &score.Rubber{}
			if chicago {
				opt, err := chicagoOptions(vul, partscore, dealer, noHonours)
				if err != nil {
					return err
				}
				c, err := score.NewChicago(opt)
				if err != nil {
					return usageErr("%v", err)
				}
				sheet = c
			}
			name := "-"
			if len(args) == 1 {
				name = args[0]
			}
			in := cmd.InOrStdin()
			if name != "-" {
				file, err := os.Open(name)
				if err != nil {
					return &exitError{code: 1, err: err}
				}
				defer file.Close()
				in = file
			} else {
				name = "stdin"
			}
			return scoreSheet(in, cmd.OutOrStdout(), name, sheet, chicago, asJSON, lang)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&chicago, "chicago", false, "score as Chicago (four-deal bridge) instead of rubber bridge")
	f.StringVar(&vul, "vulnerability", "dealer", "Chicago: who is vulnerable on the second and third deals: dealer (his side) or non-dealer (his opponents)")
	f.StringVar(&partscore, "partscore", "fourth-deal", "Chicago: what a partscore earns: fourth-deal, every-deal or duplicate")
	f.StringVar(&dealer, "dealer", "N", "Chicago: the dealer of the first deal: N, E, S or W")
	f.BoolVar(&noHonours, "no-honours", false, "Chicago: do not score honours")
	f.BoolVar(&asJSON, "json", false, "print one JSON object a deal and a final one")
	f.StringVar(&lang, "lang", "en", "language of the text: en, it, fr or pl")
	return cmd
}

// chicagoOptions reads the Chicago flags; a bad value is a usage error.
func chicagoOptions(vul, partscore, dealer string, noHonours bool) (score.ChicagoOptions, error) {
	opt := score.ChicagoOptions{NoHonours: noHonours}
	switch vul {
	case score.DealerVulnerable.String():
		opt.Vulnerability = score.DealerVulnerable
	case score.DealerNotVulnerable.String():
		opt.Vulnerability = score.DealerNotVulnerable
	default:
		return opt, usageErr("--vulnerability %q: want dealer or non-dealer", vul)
	}
	found := false
	for _, p := range []score.ChicagoPartscore{score.FourthDealPartscore, score.EveryDealPartscore, score.DuplicatePartscore} {
		if partscore == p.String() {
			opt.Partscore, found = p, true
		}
	}
	if !found {
		return opt, usageErr("--partscore %q: want fourth-deal, every-deal or duplicate", partscore)
	}
	d, err := bridge.ParseSeat(dealer)
	if err != nil {
		return opt, usageErr("--dealer %q: want N, E, S or W", dealer)
	}
	opt.FirstDealer = d
	return opt, nil
}

// rubberSheet is what score.Rubber and score.Chicago have in common.
type rubberSheet interface {
	Score(score.DealResult) (score.DealScore, error)
	Final() score.Final
}

// scoreSheet reads the deals one a line and prints each deal's score, then
// the final line. A line that cannot be read stops it with exit status 1.
func scoreSheet(in io.Reader, out io.Writer, name string, sheet rubberSheet, chicago, asJSON bool, lang string) error {
	bw := bufio.NewWriter(out)
	defer bw.Flush()
	enc := json.NewEncoder(bw)
	l := texts(lang)
	lr := newLineReader(in)
	for lr.Next() {
		if err := lr.TooLong(); err != nil {
			// Not skipped: a deal left out would change the vulnerability
			// and the games of the deals after it.
			return &exitError{code: 1, err: fmt.Errorf("%s:%d: %w: the sheet stops here", name, lr.Number(), err)}
		}
		// '#' starts a comment, on a line of its own or after the deal,
		// as in the table log (docs/table-log.md).
		line, _, _ := strings.Cut(lr.Line(), "#")
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		d, err := score.ParseDealLine(line)
		if err != nil {
			return &exitError{code: 1, err: fmt.Errorf("%s:%d: %w", name, lr.Number(), err)}
		}
		ds, err := sheet.Score(d)
		if err != nil {
			return &exitError{code: 1, err: fmt.Errorf("%s:%d: %w", name, lr.Number(), err)}
		}
		if asJSON {
			_ = enc.Encode(dealJSON(ds, chicago))
		} else {
			fmt.Fprintln(bw, l.sheetDeal(ds, chicago))
		}
	}
	if err := lr.Err(); err != nil {
		return &exitError{code: 1, err: fmt.Errorf("%s: %w", name, err)}
	}
	f := sheet.Final()
	if asJSON {
		_ = enc.Encode(finalJSON(f))
		return nil
	}
	if len(f.Unfinished) > 0 {
		fmt.Fprintln(bw, l.t("rubber.unfinished", map[string]string{"entries": l.entries(f.Unfinished)}))
	}
	winner := l.t("rubber.tie", nil)
	if side, ok := f.Winner(); ok {
		margin := f.Totals[side] - f.Totals[side.Opponents()]
		winner = l.t("rubber.winner", map[string]string{"side": catalog.Side(lang, side), "points": strconv.Itoa(margin)})
	}
	fmt.Fprintln(bw, l.t("rubber.total", map[string]string{"score": l.sheetScore(f.Totals), "winner": winner}))
	return nil
}

// sheetScore is "NS 120, EW 0" in the language.
func (l texts) sheetScore(t bridge.BySide[int]) string {
	lang := string(l)
	return l.t("rubber.score", map[string]string{
		"ns": catalog.Side(lang, bridge.NorthSouth), "nspoints": strconv.Itoa(t[bridge.NorthSouth]),
		"ew": catalog.Side(lang, bridge.EastWest), "ewpoints": strconv.Itoa(t[bridge.EastWest]),
	})
}

// entries is the entries of a deal in the language, "nothing scored" for
// none.
func (l texts) entries(es []score.Entry) string {
	if len(es) == 0 {
		return l.t("rubber.nothing", nil)
	}
	lang := string(l)
	parts := make([]string, len(es))
	for i, e := range es {
		key := "rubber.entry-above"
		if e.Item.Line() == score.BelowTheLine {
			key = "rubber.entry-below"
		}
		parts[i] = l.t(key, map[string]string{"side": catalog.Side(lang, e.Side), "points": strconv.Itoa(e.Points), "item": l.t("rubber.item."+e.Item.String(), nil)})
	}
	return strings.Join(parts, catalog.Separator(lang))
}

// sheetDeal is the line of one deal: its place, vulnerability and result,
// what it wrote, the game and the end of the rubber or cycle, the running
// score.
func (l texts) sheetDeal(ds score.DealScore, chicago bool) string {
	lang := string(l)
	c := ds.Result.Contract
	result := l.t("rubber.passed-out", nil)
	if chicago {
		result = l.t("rubber.passed-out-chicago", nil)
	}
	if !c.IsPassedOut() {
		result = l.t("rubber.contract", map[string]string{"contract": catalog.Contract(lang, c), "declarer": catalog.Seat(lang, c.Declarer),
			"tricks": l.t("rubber.tricks", map[string]string{"count": strconv.Itoa(ds.Result.Tricks)})})
	}
	what := []string{l.entries(ds.Entries)}
	if ds.Game {
		what = append(what, l.t("rubber.game", map[string]string{"side": catalog.Side(lang, c.Side())}))
	}
	if ds.Over && !chicago {
		games := strconv.Itoa(ds.Games[c.Side()]) + "-" + strconv.Itoa(ds.Games[c.Side().Opponents()])
		what = append(what, l.t("rubber.rubber-won", map[string]string{"n": strconv.Itoa(ds.Rubber), "side": catalog.Side(lang, c.Side()), "games": games}))
	}
	if ds.Over && chicago {
		what = append(what, l.t("rubber.cycle-over", map[string]string{"n": strconv.Itoa(ds.Rubber)}))
	}
	args := map[string]string{"n": strconv.Itoa(ds.Deal), "vulnerable": catalog.Vulnerability(lang, ds.Vulnerability), "result": result,
		"entries": strings.Join(what, catalog.Separator(lang)), "score": l.sheetScore(ds.Totals)}
	if chicago {
		args["position"], args["dealer"] = strconv.Itoa(ds.Position), catalog.Seat(lang, ds.Dealer)
		return l.t("rubber.deal-chicago", args)
	}
	return l.t("rubber.deal", args)
}

// sidePoints is a JSON pair of numbers by side.
type sidePoints struct {
	NS int `json:"ns"`
	EW int `json:"ew"`
}

func bySide(t bridge.BySide[int]) sidePoints {
	return sidePoints{t[bridge.NorthSouth], t[bridge.EastWest]}
}

// entryJSON is a score sheet entry in JSON.
type entryJSON struct {
	Side   string `json:"side"`
	Item   string `json:"item"`
	Line   string `json:"line"`
	Points int    `json:"points"`
}

func entriesJSON(es []score.Entry) []entryJSON {
	out := make([]entryJSON, len(es))
	for i, e := range es {
		out[i] = entryJSON{e.Side.String(), e.Item.String(), e.Item.Line().String(), e.Points}
	}
	return out
}

// sheetDealJSON is one deal's line of rubber --json: the deal, what it
// wrote, and the running score.
type sheetDealJSON struct {
	Deal       int         `json:"deal"`
	Rubber     int         `json:"rubber,omitempty"`
	Cycle      int         `json:"cycle,omitempty"`
	Position   int         `json:"position,omitempty"`
	Dealer     string      `json:"dealer,omitempty"`
	Contract   string      `json:"contract"`
	Declarer   *string     `json:"declarer"`
	Tricks     int         `json:"tricks"`
	Hands      string      `json:"hands,omitempty"`
	Vulnerable string      `json:"vulnerable"`
	Entries    []entryJSON `json:"entries"`
	Game       *string     `json:"game"`
	RubberWon  *string     `json:"rubber_won,omitempty"`
	Over       bool        `json:"cycle_over,omitempty"`
	Games      *sidePoints `json:"games,omitempty"`
	Partscore  sidePoints  `json:"partscore"`
	NSTotal    int         `json:"ns_total"`
	EWTotal    int         `json:"ew_total"`
}

func dealJSON(ds score.DealScore, chicago bool) sheetDealJSON {
	c := ds.Result.Contract
	j := sheetDealJSON{Deal: ds.Deal, Contract: c.String(), Tricks: ds.Result.Tricks, Vulnerable: ds.Vulnerability.String(),
		Entries: entriesJSON(ds.Entries), Partscore: bySide(ds.Partscore), NSTotal: ds.Totals[bridge.NorthSouth], EWTotal: ds.Totals[bridge.EastWest]}
	if !c.IsPassedOut() {
		d := c.Declarer.String()
		j.Declarer = &d
	}
	if !ds.Result.Deal.IsZero() {
		j.Hands = ds.Result.Deal.String()
	}
	side := c.Side().String()
	if ds.Game {
		j.Game = &side
	}
	if chicago {
		j.Cycle, j.Position, j.Dealer, j.Over = ds.Rubber, ds.Position, ds.Dealer.String(), ds.Over
		return j
	}
	j.Rubber = ds.Rubber
	g := bySide(ds.Games)
	j.Games = &g
	if ds.Over {
		j.RubberWon = &side
	}
	return j
}

// finalJSON is the last line of rubber --json.
func finalJSON(f score.Final) map[string]any {
	var winner any
	if side, ok := f.Winner(); ok {
		winner = side.String()
	}
	return map[string]any{"ns_total": f.Totals[bridge.NorthSouth], "ew_total": f.Totals[bridge.EastWest], "winner": winner, "unfinished": entriesJSON(f.Unfinished)}
}
