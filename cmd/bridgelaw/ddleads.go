package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/score"
)

// ddLeads is the double-dummy value of each card the player on lead (or to
// play, in a position) may play against a contract (bridgelaw dd
// --leads): DDS SolveBoard with all cards.
type ddLeads struct {
	contract bridge.Contract
	player   bridge.Seat
	// par is set when the contract is the par contract (no CONTRACT given).
	par   bool
	cards []dd.CardResult // tricks for the player's side from the position
	// declarerWon is the tricks declarer's side won before the position
	// (0 at the opening lead).
	declarerWon int
	remaining   int
	// leader and trick are the current trick's leader and its cards so
	// far, in a position.
	leader bridge.Seat
	trick  []bridge.Card
}

// ddContract is one given contract's double-dummy result (--contract).
type ddContract struct {
	contract bridge.Contract
	tricks   int // declarer's double-dummy tricks (the table's)
	scoreNS  int
}

// leadContract is the contract whose leads --leads solves for board b: the
// one given, else the first par contract with its first declarer.
func leadContract(b *ddBoard, given *bridge.Contract) (bridge.Contract, bool, error) {
	if given != nil {
		return *given, false, nil
	}
	if len(b.par.Contracts) == 0 {
		return bridge.Contract{}, false, fmt.Errorf("passed out at par: give the contract (--leads CONTRACT)")
	}
	pc := b.par.Contracts[0]
	c := bridge.Contract{Level: bridge.Level(pc.Level), Strain: pc.Strain, Declarer: pc.Declarers[0]}
	if pc.Doubled {
		c.Doubling = bridge.Doubled
	}
	return c, true, nil
}

// solveLeads solves the opening leads of contract c on board b's deal.
func solveLeads(ctx context.Context, sv *dd.Solver, b *ddBoard, c bridge.Contract, par bool) (*ddLeads, error) {
	p := dd.Lead(b.deal, c.Strain, c.Declarer)
	cards, err := sv.SolveCards(ctx, p)
	if err != nil {
		return nil, err
	}
	return &ddLeads{contract: c, player: p.ToPlay(), par: par, cards: cards, remaining: 13, leader: p.Leader}, nil
}

// contractResult is contract c's double-dummy result on board b.
func contractResult(b *ddBoard, c bridge.Contract) (*ddContract, error) {
	t := b.table[c.Declarer][c.Strain]
	s, err := score.Score(c, b.vul, t)
	if err != nil {
		return nil, err
	}
	return &ddContract{contract: c, tricks: t, scoreNS: s}, nil
}

// resultText is declarer's result in the contract with tricks tricks:
// "4S=", "4S+1", "4SX-2".
func resultText(c bridge.Contract, tricks int) string {
	d := tricks - c.Target()
	switch {
	case d == 0:
		return c.String() + "="
	case d > 0:
		return c.String() + "+" + strconv.Itoa(d)
	}
	return c.String() + strconv.Itoa(d)
}

// declarerTricks is declarer's total when the player's side takes t of
// the remaining tricks.
func (l *ddLeads) declarerTricks(t int) int {
	if l.player.Side() == l.contract.Side() {
		return l.declarerWon + t
	}
	return l.declarerWon + l.remaining - t
}

// openingLead reports whether the cards are the opening leads: the whole
// deal, no card played, declarer's left-hand opponent on lead (Law 41A).
func (l *ddLeads) openingLead() bool {
	return l.remaining == 13 && len(l.trick) == 0 && l.player == l.contract.Declarer.LHO()
}

func (l *ddLeads) printText(w io.Writer, symbols bool) {
	src := ""
	if l.par {
		src = ", the par contract"
	}
	// The result of the contract is known from the cards alone at
	// trick 1, when no trick has been won.
	result := l.remaining == 13
	switch {
	case l.openingLead():
		fmt.Fprintf(w, "%s's opening leads against %s by %s%s: tricks for %s's side, declarer's result\n",
			l.player, l.contract, l.contract.Declarer, src, l.player)
	case result:
		fmt.Fprintf(w, "%s to play to trick 1 (%s led) against %s by %s%s: tricks for %s's side, declarer's result\n",
			l.player, l.leader, l.contract, l.contract.Declarer, src, l.player)
	default:
		fmt.Fprintf(w, "%s to play against %s by %s: tricks of the %d left for %s's side\n",
			l.player, l.contract, l.contract.Declarer, l.remaining, l.player)
	}
	for _, c := range l.cards {
		name := c.Card.String()
		if symbols {
			name = c.Card.Symbol()
		}
		if !result {
			fmt.Fprintf(w, "  %-4s %2d\n", name, c.Tricks)
			continue
		}
		fmt.Fprintf(w, "  %-4s %2d  %s\n", name, c.Tricks, resultText(l.contract, l.declarerTricks(c.Tricks)))
	}
}

func (r *ddContract) printText(w io.Writer) {
	fmt.Fprintf(w, "%s by %s: %d tricks, %s, NS %d\n", r.contract, r.contract.Declarer, r.tricks, resultText(r.contract, r.tricks), r.scoreNS)
}

type ddLeadCardJSON struct {
	Card           string `json:"card"`
	Tricks         int    `json:"tricks"`
	DeclarerTricks int    `json:"declarer_tricks"`
	Result         string `json:"result,omitempty"`
}

type ddLeadsJSON struct {
	Contract string           `json:"contract"`
	Declarer string           `json:"declarer"`
	Par      bool             `json:"par"`
	Player   string           `json:"player"`
	Leader   string           `json:"leader"`
	Trick    []string         `json:"trick"`
	Opening  bool             `json:"opening_lead"`
	Cards    []ddLeadCardJSON `json:"cards"`
}

func (l *ddLeads) json() *ddLeadsJSON {
	j := &ddLeadsJSON{Contract: l.contract.String(), Declarer: l.contract.Declarer.String(), Par: l.par, Player: l.player.String(),
		Leader: l.leader.String(), Trick: []string{}, Opening: l.openingLead()}
	for _, c := range l.trick {
		j.Trick = append(j.Trick, c.String())
	}
	for _, c := range l.cards {
		dt := l.declarerTricks(c.Tricks)
		jc := ddLeadCardJSON{Card: c.Card.String(), Tricks: c.Tricks, DeclarerTricks: dt}
		if l.remaining == 13 {
			jc.Result = resultText(l.contract, dt)
		}
		j.Cards = append(j.Cards, jc)
	}
	return j
}

type ddContractJSON struct {
	Contract string `json:"contract"`
	Declarer string `json:"declarer"`
	Tricks   int    `json:"tricks"`
	Result   string `json:"result"`
	ScoreNS  int    `json:"score_ns"`
}

func (r *ddContract) json() *ddContractJSON {
	return &ddContractJSON{Contract: r.contract.String(), Declarer: r.contract.Declarer.String(), Tricks: r.tricks, Result: resultText(r.contract, r.tricks), ScoreNS: r.scoreNS}
}

// ddPosition is a position given on the command line: hands of fewer than
// 13 cards (or a trick under way), the cards played to the current trick,
// and the player who led it.
type ddPosition struct {
	source string
	pos    dd.Position
}

// openingLeaderError: a position at trick 1 (all 52 cards in play) whose
// leader is not declarer's left-hand opponent (Law 41A).
type openingLeaderError struct {
	contract bridge.Contract
	leader   bridge.Seat
}

func (e *openingLeaderError) Error() string {
	c := e.contract
	return fmt.Sprintf("all 52 cards are in play, so %s would make the opening lead; against %s by %s it is made by %s, declarer's left-hand opponent (Law 41A)",
		e.leader, c, c.Declarer, c.Declarer.LHO())
}

// parsePosition reads a DEAL argument whose hands hold fewer than 13 cards
// each (the cards still held), or the whole deal (the trick's cards are
// then taken from their players' hands), with the cards of the current
// trick (from the leader on) and the seat that led it (nil:
// declarer's left-hand opponent). At trick 1, when all 52 cards are in play,
// the leader must be declarer's left-hand opponent (Law 41A): the error
// is then an *openingLeaderError.
func parsePosition(arg string, trick []bridge.Card, leader *bridge.Seat, c bridge.Contract) (*ddPosition, error) {
	h, unknown, err := bridge.ParseHands(arg)
	if err != nil {
		return nil, err
	}
	for _, s := range bridge.Seats() {
		if unknown[s] {
			return nil, fmt.Errorf("%s's hand is not given: a position needs the four hands", s.Name())
		}
	}
	lho := c.Declarer.LHO()
	p := dd.Position{Hands: h, Strain: c.Strain, Leader: lho, Trick: trick}
	if leader != nil {
		p.Leader = *leader
	}
	if h.All().Len() == 52 && len(trick) > 0 {
		// A whole deal with trick 1 under way: the trick's cards are
		// taken from the hands of their players, the opening leader
		// first (Law 41A).
		if p.Leader != lho {
			return nil, &openingLeaderError{contract: c, leader: p.Leader}
		}
		for i, card := range trick {
			s := p.Leader.Add(i)
			if !p.Hands[s].Has(card) {
				return nil, fmt.Errorf("%s does not hold %s, the card given for %s to trick 1", s.Name(), card, s.Name())
			}
			p.Hands[s] = p.Hands[s].Without(card)
		}
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if err := p.TrickLegal(); err != nil {
		return nil, err
	}
	if atTrickOne(p) && p.Leader != lho {
		return nil, &openingLeaderError{contract: c, leader: p.Leader}
	}
	return &ddPosition{source: strings.TrimSpace(arg), pos: p}, nil
}

// atTrickOne reports whether all 52 cards of p are in play (held or in the
// current trick): no trick has been won yet.
func atTrickOne(p dd.Position) bool {
	return p.Hands.All().Len()+len(p.Trick) == 52
}

// solvePosition is --leads on a position: the value of each card of the
// player to play.
func solvePosition(ctx context.Context, sv *dd.Solver, dp *ddPosition, c bridge.Contract) (*ddLeads, error) {
	cards, err := sv.SolveCards(ctx, dp.pos)
	if err != nil {
		return nil, err
	}
	slices.SortStableFunc(cards, func(a, b dd.CardResult) int { return int(b.Card) - int(a.Card) })
	return &ddLeads{contract: c, player: dp.pos.ToPlay(), cards: cards, remaining: dp.pos.Remaining(),
		leader: dp.pos.Leader, trick: dp.pos.Trick}, nil
}

// isPosition reports whether an argument is a position rather than a deal:
// hands of fewer than 13 cards each. A deal with one hand short (West
// holding 12 cards, a card given twice) is a bad deal, not a position: it
// is read as a deal, which names what is wrong with it.
func isPosition(args []string) bool {
	for _, a := range args {
		if !looksLikeDeal(a) {
			continue
		}
		h, _, err := bridge.ParseHands(a)
		if err != nil || h.All().Len() == 52 {
			continue
		}
		full := false
		for _, s := range bridge.Seats() {
			full = full || h[s].Len() == 13
		}
		if !full {
			return true
		}
	}
	return false
}

// ddPositions is --leads on positions (or on whole deals with --leader or
// --trick): every argument must be one.
func ddPositions(cmd *cobra.Command, args []string, c *bridge.Contract, trick []bridge.Card, leader *bridge.Seat, asJSON bool, timeout time.Duration) error {
	if c == nil {
		return usageErr("a position (or --leader, --trick) needs the contract: --leads CONTRACT POSITION")
	}
	for _, a := range args {
		if !looksLikeDeal(a) {
			return usageErr("%s: --leader, --trick and a position go with DEAL or position arguments, not files", a)
		}
	}
	out := bufio.NewWriter(cmd.OutOrStdout())
	defer out.Flush()
	sv := dd.NewSolver(dd.Options{Timeout: timeout})
	bad := false
	for _, a := range args {
		src := strings.TrimSpace(a)
		dp, err := parsePosition(a, trick, leader, *c)
		if ol := (*openingLeaderError)(nil); errors.As(err, &ol) {
			return usageErr("--leader %s with %s: %v", ol.leader, src, err)
		}
		var l *ddLeads
		if err == nil {
			l, err = solvePosition(commandContext(cmd), sv, dp, *c)
		}
		if err != nil {
			bad = true
			if asJSON {
				msg := err.Error()
				writeJSONLine(out, ddJSON{File: "position", Source: src, Error: &msg})
			} else {
				fmt.Fprintf(cmd.ErrOrStderr(), "bridgelaw: %s: %v\n", src, err)
			}
			continue
		}
		if asJSON {
			pos := dp.pos.Hands.Format(bridge.North, bridge.BySeat[bool]{})
			writeJSONLine(out, ddJSON{File: "position", Source: dp.source, Position: &pos, Leads: l.json()})
			continue
		}
		fmt.Fprintf(out, "Position %s\n", dp.source)
		l.printText(out, isTerminal(cmd.OutOrStdout()))
		fmt.Fprintln(out)
	}
	if bad {
		return findings
	}
	return nil
}
