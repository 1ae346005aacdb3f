package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/pbn"
	"bridgelaw/record"
)

func init() { subcommands = append(subcommands, newDDCmd) }

func newDDCmd() *cobra.Command {
	var asJSON, annotate, withPlay, withLeads bool
	var workers int
	var timeout time.Duration
	var vulText, dealerText, parFirst, contractText, trickText, leaderText string
	cmd := &cobra.Command{
		Use:   "dd [--json | --annotate | --play | --leads [CONTRACT] | --contract C] FILE|DEAL...",
		Short: "Double-dummy tables and par of the deals of hand records",
		Long: `Solve every deal double dummy: the tricks each declarer takes in each strain
(the opening lead from declarer's left), and par for the board's vulnerability
with the dealer's side bidding first (DDS DealerPar; --par-first NS or EW
lets that side bid first whoever deals, as DDS Par() does). Arguments are PBN or LIN
files ("-" reads standard input; the format is told by content) or PBN deals
such as "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
(dealer and vulnerability from --dealer and --vul). In a file, a board's
Dealer and Vulnerable tags give them, or when a tag is missing or cannot be
read, the board number (Law 2); a tag that cannot be read is reported. The
deals are solved on all cores (--workers, at most 256); a progress bar
shows on a terminal. The workers share one transposition table budget of
128 MiB (each gets its part, at least 1 MiB), so memory does not grow with
--workers. --timeout gives each deal a time budget: a deal not solved within
it is reported as not solved (an error for that board, exit status 1) and
the others go on.

--json prints one object per deal per line: file, board, source (file:line,
or the DEAL argument), deal (PBN), dealer, vulnerable, tricks keyed by
declarer then strain ({"N": {"C": 7, "D": 5, "H": 6, "S": 5, "NT": 6},
"E": ...}), par ({"score_ns": -110, "contracts": ["2S-EW"]}), error (null
or a message), and when there are any, problems (errors of reading the board
that did not stop the solving) and warnings (the reader's).

--play follows each board's recorded play double dummy (DDS AnalysePlay):
declarer's side's total with best play before the opening lead and after
each card, so that a card that changes it is a double-dummy mistake (what a
revoke, a lead or a claim cost, for the Director's equity checks, Laws 64C
and 70). The analysis stops at a revoke or a card out of turn, and shows a
claim beside the double-dummy count. In --json it is "play": {contract,
declarer, declarer_side, start, cards: [{trick, seat, card, tricks}],
stopped, claim}.

--leads [CONTRACT] gives each opening lead's double-dummy value against
CONTRACT ("4SX by S", "3NW"), by default the par contract (its first
declarer): the tricks of the leader's side after each of the leader's cards,
and declarer's result (DDS SolveBoard with all cards). --contract C gives C's
double-dummy result and score for the board's vulnerability, and is the
contract of --leads when no CONTRACT is given; when both are given, the
result is --contract's and the leads are against --leads' CONTRACT (for a
position, which is played in one contract, that is a usage error).
--contract does not go with --annotate, nor --leads with --annotate or
--play; --vul and --dealer need a DEAL argument, and --vul, --dealer,
--par-first and --workers do not go with a position. In --json they are "leads": {contract, declarer, par, player,
leader, trick, opening_lead, cards: [{card, tricks, declarer_tricks,
result}]} and "contract": {contract, declarer, tricks, result, score_ns}.

A DEAL argument whose hands hold fewer than 13 cards is a position from the
play: with --leads and a contract for the strain, the value of each card of
the player to play (the tricks of those left for that player's side);
--trick "SK S3" gives the cards played to the current trick and --leader
the seat that led it (default: declarer's left-hand opponent). The trick
must be legal play (a player who did not follow suit holding the suit led
is refused, Law 44C). --leader and --trick also go with a whole DEAL and
--leads CONTRACT: a trick 1 under way (the trick's cards are taken from
the hands of their players, or given already out of them), its leader
declarer's left-hand opponent (Law 41A; another seat is a usage error). They go with DEAL and
position arguments only, not files. The text names the player to play;
"opening leads" are those of declarer's left-hand opponent with no card
played. In --json a position is {file: "position", source, position,
error, leads}.

--annotate writes the hand records back as PBN with the OptimumResultTable
section, the OptimumScore tag ("NS 420", "EW 110"), the ParContract tag
("EW 2S=", several joined by "; ") and BridgeComposer's DoubleDummyTricks
tag, replacing those the file had (other programs' tags such as Ability or
Minimax are kept as they are).

Exit status 0 when every deal was solved, 1 when an input could not be read,
a board has no full deal or a problem, 2 for a usage error.`,
		Example: `  bridgelaw dd "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
  bridgelaw dd --json session.pbn | jq .par
  bridgelaw dd --annotate session.lin > session-dd.pbn
  bridgelaw dd --play examples/club-night.pbn
  bridgelaw dd --leads 4SN "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
  bridgelaw dd --contract "3NT by S" session.pbn
  bridgelaw dd --leads 3NS --leader W --trick "SK" "N:AQ.K.. 3.Q2.. J2.A.. .J3.."`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			for _, f := range []struct{ name, value, want string }{
				{"contract", contractText, "a contract with its declarer, such as \"4SX by S\" or 3NW"},
				{"leader", leaderText, "the seat that led the current trick: N, E, S or W"},
				{"trick", trickText, "the cards played to the current trick, such as \"SK S3\""},
			} {
				if cmd.Flags().Changed(f.name) && strings.TrimSpace(f.value) == "" {
					return usageErr("--%s is empty: give %s", f.name, f.want)
				}
			}
			if withPlay {
				for _, a := range args {
					if looksLikeDeal(a) {
						return usageErr("--play follows the play recorded in a PBN or LIN file; a DEAL argument has none: %s", a)
					}
				}
			}
			if withPlay && annotate {
				return usageErr("--play and --annotate do not go together")
			}
			if asJSON && annotate {
				return usageErr("--json and --annotate do not go together")
			}
			vul, err := bridge.ParseVulnerability(vulText)
			if err != nil {
				return usageErr("--vul: %v", err)
			}
			dealer, err := bridge.ParseSeat(dealerText)
			if err != nil {
				return usageErr("--dealer: %v", err)
			}
			first, err := parFirstFlag(parFirst)
			if err != nil {
				return err
			}
			if workers < 0 {
				return usageErr("--workers must be 0 (all cores) or more")
			}
			if timeout < 0 {
				return usageErr("--timeout must be 0 (no budget) or more")
			}
			if workers > maxDDWorkers {
				return usageErr("--workers %d: at most %d (each worker holds a transposition table)", workers, maxDDWorkers)
			}
			// given is --contract's contract, leadsOn --leads' CONTRACT:
			// when both are given, --contract's result is for the one and
			// the leads are against the other.
			var given, leadsOn *bridge.Contract
			if contractText != "" {
				c, err := parseContractFlag("--contract", contractText)
				if err != nil {
					return err
				}
				given = &c
			}
			if withLeads && len(args) > 1 && !looksLikeDeal(args[0]) {
				if _, err := os.Stat(args[0]); err != nil {
					c, err := parseContractFlag("--leads", args[0])
					if err != nil {
						return err
					}
					leadsOn, args = &c, args[1:]
				}
			}
			if leadsOn == nil {
				leadsOn = given
			}
			for _, a := range args {
				if _, err := os.Stat(a); err == nil || looksLikeDeal(a) {
					continue
				}
				if c, err := bridge.ParseContractBy(a); err == nil && !c.IsPassedOut() {
					example := fmt.Sprintf("bridgelaw dd --leads %s \"%s\"", a, exampleDeal)
					if withLeads && len(args) == 1 {
						return usageErr("--leads %s: no DEAL or file given to solve: %s", a, example)
					}
					return usageErr("%q is a contract, not a file or deal: give it first, right after --leads (%s), or with --contract", a, example)
				}
			}
			if (trickText != "" || leaderText != "") && !withLeads {
				return usageErr("--trick and --leader go with --leads")
			}
			if withLeads && (annotate || withPlay) {
				return usageErr("--leads goes with neither --annotate nor --play")
			}
			if given != nil && annotate {
				return usageErr("--contract and --annotate do not go together: --annotate writes PBN, where a contract's double-dummy result has no place")
			}
			var trick []bridge.Card
			for _, f := range strings.FieldsFunc(trickText, func(r rune) bool { return r == ',' || r == ' ' }) {
				card, err := bridge.ParseCard(f)
				if err != nil {
					return usageErr("--trick: %v", err)
				}
				trick = append(trick, card)
			}
			var leader *bridge.Seat
			if leaderText != "" {
				s, err := bridge.ParseSeat(leaderText)
				if err != nil {
					return usageErr("--leader: %v", err)
				}
				leader = &s
			}
			deals := false
			for _, a := range args {
				deals = deals || looksLikeDeal(a)
			}
			for _, f := range []string{"vul", "dealer"} {
				if cmd.Flags().Changed(f) && !deals {
					return usageErr("--%s is for DEAL arguments: a file's boards have their own (Dealer and Vulnerable tags, else the board number, Law 2)", f)
				}
			}
			if withLeads && (isPosition(args) || trickText != "" || leader != nil) {
				for _, f := range []string{"vul", "dealer", "par-first", "workers"} {
					if cmd.Flags().Changed(f) {
						return usageErr("--%s does not go with a position (--leads with a position, --leader or --trick): it has no score, par or table", f)
					}
				}
				if given != nil && leadsOn != given && *given != *leadsOn {
					return usageErr("--leads %s by %s and --contract %s by %s: a position is played in one contract; give one of them", leadsOn, leadsOn.Declarer, given, given.Declarer)
				}
				return ddPositions(cmd, args, leadsOn, trick, leader, asJSON, timeout)
			}
			out := bufio.NewWriter(cmd.OutOrStdout())
			defer out.Flush()
			var pw *pbn.Writer
			if annotate {
				pw = pbn.NewWriter(out)
			}
			symbols := isTerminal(cmd.OutOrStdout())
			bad := false
			// The boards are read, solved and written a batch at a time
			// (a few deals for each worker): what is held does not grow
			// with the input.
			batchSize := 8 * workers
			if workers == 0 {
				batchSize = 8 * runtime.GOMAXPROCS(0)
			}
			var batch []*ddBoard
			var failure error
			flush := func() {
				if len(batch) == 0 || failure != nil {
					batch = batch[:0]
					return
				}
				if err := ddBatch(cmd, batch, ddRun{workers: workers, timeout: timeout, first: first, withPlay: withPlay, withLeads: withLeads, given: given, leadsOn: leadsOn, asJSON: asJSON, symbols: symbols}, pw, out, &bad); err != nil {
					failure = err
				}
				batch = batch[:0]
			}
			for _, a := range args {
				ddInputs(a, vul, dealer, cmd.InOrStdin(), func(b *ddBoard) {
					batch = append(batch, b)
					if len(batch) >= batchSize {
						flush()
					}
				}, func(w string) {
					flush()
					if !asJSON {
						fmt.Fprintf(cmd.ErrOrStderr(), "bridgelaw: %s\n", warningText(w))
					}
				})
			}
			flush()
			if failure == nil && pw != nil {
				failure = pw.Close(nil)
			}
			if failure != nil {
				return &exitError{code: 1, err: failure}
			}
			if bad {
				return findings
			}
			return nil
		},
	}
	cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		if strings.Contains(err.Error(), `for "--leads" flag`) {
			err = errors.New("--leads takes no value: give the contract as the first argument, bridgelaw dd --leads 4SN DEAL")
		}
		return &exitError{code: 2, err: fmt.Errorf("%w\n%s", err, c.UsageString())}
	})
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object per deal per line")
	cmd.Flags().BoolVar(&withPlay, "play", false, "follow each board's recorded play double dummy, card by card")
	cmd.Flags().BoolVar(&annotate, "annotate", false, "write the hand records as PBN with OptimumResultTable, OptimumScore and ParContract")
	cmd.Flags().IntVar(&workers, "workers", 0, "goroutines solving deals (0: one per CPU; more than the CPUs run as one per CPU; at most 256; they share a 128 MiB table budget)")
	cmd.Flags().DurationVar(&timeout, "timeout", 0, "time budget of each deal, such as 30s or 2m (0: none); a deal past it is reported as not solved")
	cmd.Flags().StringVar(&vulText, "vul", "None", "vulnerability for DEAL arguments: None, NS, EW, All")
	cmd.Flags().StringVar(&dealerText, "dealer", "N", "dealer for DEAL arguments: N, E, S, W")
	cmd.Flags().BoolVar(&withLeads, "leads", false, "each opening lead's double-dummy value against CONTRACT (the first argument) or the par contract")
	cmd.Flags().StringVar(&contractText, "contract", "", "a contract with its declarer (4SX by S, 3NW): its double-dummy result and score")
	cmd.Flags().StringVar(&trickText, "trick", "", "with --leads CONTRACT and a DEAL or position: the cards played to the current trick, from its leader on (\"SK S3\")")
	cmd.Flags().StringVar(&leaderText, "leader", "", "with --leads CONTRACT and a DEAL or position: the seat that led the current trick (default: declarer's left-hand opponent; at trick 1 it must be)")
	cmd.Flags().StringVar(&parFirst, "par-first", "dealer", "the side that bids first for par: dealer (DDS DealerPar), NS or EW (DDS Par())")
	return cmd
}

// exampleDeal is the deal of the help's examples, quoted in usage errors
// so that the command can be pasted.
const exampleDeal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"

// ddRun is what the dd command's flags ask of each batch.
type ddRun struct {
	workers   int
	timeout   time.Duration
	first     *bridge.Side
	withPlay  bool
	withLeads bool
	given     *bridge.Contract // --contract
	leadsOn   *bridge.Contract // --leads' CONTRACT, else --contract's
	asJSON    bool
	symbols   bool
}

// ddBatch solves a batch of boards (with --contract the given contract's
// result, with --leads the value of each opening lead, with --play the
// recorded play followed), reports their problems on standard error and
// writes them: annotated PBN to pw when it is set, JSON lines, or text.
// bad is set when a board has an error or a problem.
func ddBatch(cmd *cobra.Command, boards []*ddBoard, r ddRun, pw *pbn.Writer, out io.Writer, bad *bool) error {
	ctx := commandContext(cmd)
	if err := solveBoards(ctx, boards, r.workers, r.timeout, r.first, cmd.ErrOrStderr()); err != nil {
		return err
	}
	if r.withLeads || r.given != nil {
		sv := dd.NewSolver(dd.Options{Timeout: r.timeout})
		for _, b := range boards {
			if b.err != nil {
				continue
			}
			if r.given != nil {
				res, err := contractResult(b, *r.given)
				if err != nil {
					b.problems = append(b.problems, "contract: "+err.Error())
				}
				b.contract = res
			}
			if !r.withLeads {
				continue
			}
			c, par, err := leadContract(b, r.leadsOn)
			if err == nil {
				b.leads, err = solveLeads(ctx, sv, b, c, par)
			}
			if err != nil {
				b.problems = append(b.problems, "leads: "+err.Error())
			}
		}
	}
	if r.withPlay {
		sv := dd.NewSolver(dd.Options{Timeout: r.timeout})
		for _, b := range boards {
			if b.err != nil {
				continue
			}
			a, err := analysePlay(ctx, sv, b)
			if err != nil {
				b.problems = append(b.problems, "play analysis: "+err.Error())
			}
			if a != nil && a.notHeld {
				b.problems = append(b.problems, "play: "+a.stopped)
			}
			if a != nil && a.claimImpossible() {
				b.problems = append(b.problems, fmt.Sprintf("play: the claim of %d tricks is impossible: declarer's side has won %d with %d to play", a.claim, a.won, a.left))
			}
			b.play = a
		}
	}
	for _, b := range boards {
		if b.err != nil || len(b.problems) > 0 {
			*bad = true
		}
		if r.asJSON {
			continue
		}
		for _, w := range b.warnings {
			fmt.Fprintf(cmd.ErrOrStderr(), "bridgelaw: %s\n", b.located(warningText(w)))
		}
		for _, p := range b.problems {
			fmt.Fprintf(cmd.ErrOrStderr(), "bridgelaw: %s\n", b.located(p))
		}
		if b.err != nil {
			fmt.Fprintf(cmd.ErrOrStderr(), "bridgelaw: %s\n", b.located(b.err.Error()))
		}
	}
	switch {
	case pw != nil:
		return writeAnnotated(pw, boards)
	case r.asJSON:
		for _, b := range boards {
			writeJSONLine(out, b.json())
		}
	default:
		for _, b := range boards {
			if b.err == nil {
				b.printText(out, r.symbols)
			}
		}
	}
	return nil
}

// ddBoard is one deal to solve, where it came from, and its results.
type ddBoard struct {
	file   string
	source string // file:line, or the file name
	board  bridge.Board
	deal   bridge.Deal
	dealer bridge.Seat
	vul    bridge.Vulnerability
	// game is the PBN game the deal came from (or was made into), for
	// --annotate.
	game *pbn.Game
	err  error
	// problems are the errors of reading the board that did not stop the
	// solving (a Dealer tag that could not be read: the board number gave
	// the dealer); warnings are the reader's warnings (a tag given twice,
	// a non-standard form). Problems make the exit status 1.
	problems, warnings []string

	table bridge.TrickTable
	par   bridge.Par
	// parFirst names the side that bid first for par (--par-first), ""
	// for the dealer's side.
	parFirst string
	// rec is the board's record (nil for a DEAL argument); play its play
	// followed double dummy (--play).
	rec  *record.Record
	play *ddPlay
	// leads and contract are --leads's and --contract's answers.
	leads    *ddLeads
	contract *ddContract
}

func (b *ddBoard) where() string {
	if b.source != "" {
		return b.source
	}
	return b.file
}

// located is msg with the board's place in front, unless msg names its
// file already (the readers' errors give file, line and column).
func (b *ddBoard) located(msg string) string {
	if b.file != "deal" && strings.Contains(msg, b.file+":") {
		return msg
	}
	return b.where() + ": " + msg
}

// looksLikeDeal reports whether a command-line argument is a PBN deal
// rather than a file name.
func looksLikeDeal(a string) bool {
	if _, err := os.Stat(a); err == nil {
		return false
	}
	t := strings.TrimSpace(a)
	if len(t) > 2 && t[1] == ':' && strings.ContainsRune("NESWnesw", rune(t[0])) && len(strings.Fields(t)) >= 3 {
		return true
	}
	// Four hands without the first seat: ParseDeal says what is missing.
	return len(strings.Fields(t)) == 4 && strings.Count(t, ".") >= 6 && !strings.ContainsAny(t, "/\\")
}

// ddInputs reads one argument, a PBN deal or a PBN or LIN file, and
// gives each board to emit as it is read (one board held at a time); a
// file's errors attached to no board come as boards with only an error,
// its warnings with the next board, or to warn after the last.
func ddInputs(arg string, vul bridge.Vulnerability, dealer bridge.Seat, stdin io.Reader, emit func(*ddBoard), warn func(string)) {
	if looksLikeDeal(arg) {
		src := shortArg(strings.TrimSpace(arg))
		b := &ddBoard{file: "deal", source: src, dealer: dealer, vul: vul}
		d, err := bridge.ParseDeal(arg)
		if err != nil {
			b.err = err
			if n, ok := positionSize(arg); ok {
				b.err = fmt.Errorf("a position of %d cards a hand, not a deal: solve it with --leads CONTRACT (and --trick, --leader for a trick under way)", n)
			} else if src != strings.TrimSpace(arg) {
				// The argument is named once, shortened.
				b.err = errors.New(strings.ReplaceAll(err.Error(), strings.TrimSpace(arg), src))
			}
			emit(b)
			return
		}
		b.deal = d
		b.game = &pbn.Game{Tags: []*pbn.Tag{
			{Name: "Dealer", Value: dealer.String()},
			{Name: "Vulnerable", Value: vul.String()},
			{Name: "Deal", Value: d.Format(dealer)},
		}}
		emit(b)
		return
	}
	in, err := openInput(arg, stdin)
	if err != nil {
		if short := shortArg(arg); short != arg {
			// A long argument (a mistyped deal) is named once, shortened.
			emit(&ddBoard{file: short, source: short, err: errors.New(strings.ReplaceAll(err.Error(), arg, short))})
			return
		}
		emit(&ddBoard{file: arg, source: arg, err: err})
		return
	}
	defer in.Close()
	var warnings []string
	n, shown, more := 0, 0, 0
	// keep bounds the warnings of one file: the first maxFileWarnings are
	// shown, the others counted.
	keep := func(ws []string) []string {
		var out []string
		for _, w := range ws {
			if shown < maxFileWarnings {
				out = append(out, w)
				shown++
			} else {
				more++
			}
		}
		return out
	}
	send := func(b *ddBoard) {
		b.warnings = keep(append(warnings, b.warnings...))
		warnings = nil
		n++
		emit(b)
	}
	_, err = scanRecords(arg, in, scanHandler{
		board:    func(lb loadedBoard) { send(ddBoardOf(arg, lb)) },
		fileErr:  func(e error) { send(&ddBoard{file: arg, source: arg, err: e}) },
		fileWarn: func(w error) { warnings = append(warnings, w.Error()) },
	})
	switch {
	case err != nil:
		send(&ddBoard{file: arg, source: arg, err: err})
	case n == 0:
		send(&ddBoard{file: arg, source: arg, err: fmt.Errorf("no board found")})
	}
	for _, w := range keep(warnings) {
		warn(w)
	}
	if more > 0 {
		warn(fmt.Sprintf("%s: %d more warnings not shown", arg, more))
	}
}

// maxFileWarnings is the number of a file's warnings dd shows; the others
// are counted in one line.
const maxFileWarnings = 20

// shortArg is a command-line argument as messages name it: at most 100
// characters.
func shortArg(a string) string {
	if r := []rune(a); len(r) > 100 {
		return string(r[:60]) + fmt.Sprintf("... (%d characters)", len(r))
	}
	return a
}

// positionSize reports whether a DEAL argument that is not a deal is a
// position from the play: four hands of at most 12 cards, their sizes
// those of a position (at most one card apart), no card twice; n is the
// largest hand's size.
func positionSize(arg string) (n int, ok bool) {
	h, unknown, err := bridge.ParseHands(arg)
	if err != nil {
		return 0, false
	}
	lo, total := 13, 0
	for _, s := range bridge.Seats() {
		if unknown[s] {
			return 0, false
		}
		l := h[s].Len()
		n, lo, total = max(n, l), min(lo, l), total+l
	}
	return n, n > 0 && n < 13 && n-lo <= 1 && h.All().Len() == total
}

// ddBoardOf is a board read from file: its deal, and the dealer and
// vulnerability par is computed for. A Dealer or Vulnerable tag that cannot
// be read gives way to the board number (Law 2), else North and None; every
// error of reading the board is kept as a problem, and is the reason when
// there is no full deal.
func ddBoardOf(file string, lb loadedBoard) *ddBoard {
	r := lb.rec
	b := &ddBoard{file: file, source: r.Source, board: r.Board, game: lb.game, rec: r}
	if b.game == nil {
		b.game = pbn.FromRecord(r)
	}
	for _, w := range lb.warns {
		b.warnings = append(b.warnings, w.Error())
	}
	b.deal, b.err = bridge.NewDeal(r.Hands.Complete())
	if b.err != nil {
		// The reader's errors say why better than the count of cards.
		if len(lb.errs) > 0 {
			b.err = errors.Join(lb.errs...)
		} else if r.HandKnown == (bridge.BySeat[bool]{}) {
			// No hand at all: say so, not the 52 cards in no hand.
			b.err = errors.New("no hand is given")
			if lb.game != nil {
				if _, ok := lb.game.Value("Deal"); !ok {
					b.err = errors.New("the board has no Deal tag")
				}
			}
		}
		b.err = fmt.Errorf("no full deal: %w", b.err)
		return b
	}
	for _, e := range lb.errs {
		b.problems = append(b.problems, e.Error())
	}
	var ok bool
	switch b.dealer, ok = r.EffectiveDealer(); {
	case !ok:
		b.dealer = bridge.North
		b.problems = append(b.problems, "no dealer given or marked on the board: par is for dealer N")
	case !r.DealerKnown && len(lb.errs) > 0 && r.Board.Valid():
		b.problems = append(b.problems, fmt.Sprintf("par is for dealer %s, the dealer of board %s (Law 2)", b.dealer, r.Board))
	}
	switch b.vul, ok = r.EffectiveVulnerability(); {
	case !ok:
		b.vul = bridge.None
		b.problems = append(b.problems, "no vulnerability given or marked on the board: par is for None")
	case !r.VulnerabilityKnown && len(lb.errs) > 0:
		b.problems = append(b.problems, fmt.Sprintf("par is for vulnerability %s, that of board %s (Law 2)", b.vul, r.Board))
	}
	return b
}

// maxDDWorkers bounds --workers: each worker holds a transposition table
// (their budget shared, at least dd.MinTTMemory each).
const maxDDWorkers = 256

// parseContractFlag reads the contract with its declarer that flag gives;
// the usage error says what is wrong with it.
func parseContractFlag(flag, text string) (bridge.Contract, error) {
	c, err := bridge.ParseContractBy(text)
	if err == nil && !c.IsPassedOut() {
		return c, nil
	}
	why := "not a contract"
	var se *bridge.SyntaxError
	if err == nil {
		why = "a passed-out board has no declarer"
	} else if errors.As(err, &se) && se.Reason != "" {
		why = se.Reason
	}
	return c, usageErr("%s %q: %s; want a contract and its declarer, such as 4SX by S or 3NW", flag, text, why)
}

// parFirstFlag reads --par-first: nil for the dealer's side, or the side
// named.
func parFirstFlag(v string) (*bridge.Side, error) {
	switch strings.ToUpper(v) {
	case "DEALER":
		return nil, nil
	case "NS", "N-S":
		d := bridge.NorthSouth
		return &d, nil
	case "EW", "E-W":
		d := bridge.EastWest
		return &d, nil
	}
	return nil, usageErr("--par-first %q: want dealer, NS or EW", v)
}

// solveBoards solves the tables of every board with a deal (on workers
// goroutines, a progress bar on errOut when it is a terminal and there is
// more than a handful) and computes par. A deal past the time budget
// (timeout, 0 for none) gets that as its error; the others go on.
func solveBoards(ctx context.Context, boards []*ddBoard, workers int, timeout time.Duration, first *bridge.Side, errOut io.Writer) error {
	var todo []*ddBoard
	var deals []bridge.Deal
	for _, b := range boards {
		if b.err == nil {
			todo = append(todo, b)
			deals = append(deals, b.deal)
		}
	}
	if len(deals) == 0 {
		return nil
	}
	o, finish := ddProgress(errOut, len(deals))
	defer finish()
	o.Timeout = timeout
	tables, errs := dd.TablesEach(ctx, deals, workers, o)
	if err := ctx.Err(); err != nil {
		return err
	}
	for i, b := range todo {
		if errs[i] != nil {
			b.err = errs[i]
			continue
		}
		b.table = tables[i]
		if first != nil {
			b.par = dd.ParFirst(b.table, b.vul, *first)
			b.parFirst = first.String()
		} else {
			b.par = dd.Par(b.table, b.vul, b.dealer)
		}
	}
	return nil
}

// ddProgress is the solver options for n deals: a progress bar on errOut
// when it is a terminal and there are more than a handful; finish clears it.
func ddProgress(errOut io.Writer, n int) (o dd.Options, finish func()) {
	if n <= 4 || !isTerminal(errOut) {
		return o, func() {}
	}
	bar := progressbar.NewOptions(n,
		progressbar.OptionSetWriter(errOut),
		progressbar.OptionSetDescription("double dummy"),
		progressbar.OptionShowCount(),
		progressbar.OptionClearOnFinish())
	o.Progress = func(done int) { _ = bar.Set(done) }
	return o, func() { _ = bar.Finish() }
}

// commandContext is the command's context (cobra gives one when run through
// Execute), or the background.
func commandContext(cmd *cobra.Command) context.Context {
	if ctx := cmd.Context(); ctx != nil {
		return ctx
	}
	return context.Background()
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

var (
	strainKeys  = [5]string{"C", "D", "H", "S", "NT"}
	strainSyms  = [5]string{"♣", "♦", "♥", "♠", "NT"}
	ddSeatOrder = [4]bridge.Seat{bridge.North, bridge.East, bridge.South, bridge.West}
)

func (b *ddBoard) printText(w io.Writer, symbols bool) {
	head := "Deal"
	switch {
	case b.file == "deal":
	case b.board.Valid():
		head = "Board " + b.board.String() + " (" + b.where() + ")"
	case b.source != "":
		head = b.source
	}
	fmt.Fprintf(w, "%s, dealer %s, vulnerable %s\n%s\n", head, b.dealer, b.vul, b.deal.Format(b.dealer))
	fmt.Fprint(w, "   ")
	for i := range strainKeys {
		k := strainKeys[i]
		if symbols {
			k = strainSyms[i]
		}
		fmt.Fprintf(w, "%3s", k)
	}
	fmt.Fprintln(w)
	for _, s := range ddSeatOrder {
		fmt.Fprintf(w, "%s  ", s)
		for _, st := range bridge.Strains() {
			fmt.Fprintf(w, "%3d", b.table[s][st])
		}
		fmt.Fprintln(w)
	}
	if b.parFirst != "" {
		fmt.Fprintf(w, "Par, %s bidding first: %s (%s)\n", b.parFirst, pbn.FormatOptimumScore(b.par), b.par)
	} else {
		fmt.Fprintf(w, "Par %s (%s)\n", pbn.FormatOptimumScore(b.par), b.par)
	}
	if b.contract != nil {
		b.contract.printText(w)
	}
	if b.leads != nil {
		b.leads.printText(w, symbols)
	}
	if b.play != nil {
		b.play.printText(w)
	}
	fmt.Fprintln(w)
}

// ddTricksJSON marshals a table keyed by declarer (N, E, S, W) then strain
// (C, D, H, S, NT), in that order.
type ddTricksJSON bridge.TrickTable

func (t ddTricksJSON) MarshalJSON() ([]byte, error) {
	var sb strings.Builder
	sb.WriteByte('{')
	for i, s := range ddSeatOrder {
		if i > 0 {
			sb.WriteByte(',')
		}
		fmt.Fprintf(&sb, "%q:{", s.String())
		for j, st := range bridge.Strains() {
			if j > 0 {
				sb.WriteByte(',')
			}
			fmt.Fprintf(&sb, "%q:%d", strainKeys[st], t[s][st])
		}
		sb.WriteByte('}')
	}
	sb.WriteByte('}')
	return []byte(sb.String()), nil
}

type ddParJSON struct {
	ScoreNS   int      `json:"score_ns"`
	Contracts []string `json:"contracts"`
}

type ddJSON struct {
	File       string          `json:"file"`
	Board      *int            `json:"board"`
	Source     string          `json:"source,omitempty"`
	Deal       *string         `json:"deal"`
	Position   *string         `json:"position,omitempty"`
	Dealer     string          `json:"dealer,omitempty"`
	Vulnerable string          `json:"vulnerable,omitempty"`
	Tricks     *ddTricksJSON   `json:"tricks"`
	Par        *ddParJSON      `json:"par"`
	Error      *string         `json:"error"`
	Problems   []string        `json:"problems,omitempty"`
	Warnings   []string        `json:"warnings,omitempty"`
	Play       *ddPlayJSON     `json:"play,omitempty"`
	Leads      *ddLeadsJSON    `json:"leads,omitempty"`
	Contract   *ddContractJSON `json:"contract,omitempty"`
}

func (b *ddBoard) json() ddJSON {
	j := ddJSON{File: b.file, Source: b.source, Problems: b.problems, Warnings: b.warnings}
	if b.board.Valid() {
		n := int(b.board)
		j.Board = &n
	}
	if b.deal != (bridge.Deal{}) {
		// Known even when it was not solved (past --timeout).
		deal := b.deal.String()
		j.Deal = &deal
		j.Dealer, j.Vulnerable = b.dealer.String(), b.vul.String()
	}
	if b.err != nil {
		msg := b.err.Error()
		j.Error = &msg
		return j
	}
	t := ddTricksJSON(b.table)
	j.Tricks = &t
	j.Par = &ddParJSON{ScoreNS: b.par.Score, Contracts: strings.Fields(b.par.String())}
	if len(b.par.Contracts) == 0 {
		j.Par.Contracts = []string{}
	}
	if b.play != nil {
		j.Play = b.play.json()
	}
	if b.leads != nil {
		j.Leads = b.leads.json()
	}
	if b.contract != nil {
		j.Contract = b.contract.json()
	}
	return j
}

var _ json.Marshaler = ddTricksJSON{}

// writeAnnotated writes every board's game as PBN, with the double-dummy
// tags for those solved.
func writeAnnotated(pw *pbn.Writer, boards []*ddBoard) error {
	for _, b := range boards {
		if b.game == nil {
			continue
		}
		if b.err == nil {
			b.game.SetDoubleDummy(b.table, b.par)
		}
		if err := pw.WriteGame(b.game); err != nil {
			return err
		}
	}
	return nil
}
