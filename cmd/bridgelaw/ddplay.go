package main

import (
	"bridgelaw/laws"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/play"
)

// ddPlay is the double-dummy analysis of a board's recorded play (dd
// --play): declarer's side's total tricks, with best play from then on,
// before the opening lead and after each card (DDS AnalysePlay). A fall
// from one card to the next is a double-dummy mistake by declarer's side,
// a rise one by the defenders.
type ddPlay struct {
	contract bridge.Contract // with declarer
	start    int             // before the opening lead, 0-13
	cards    []ddPlayedCard
	// stopped says why the analysis ends before the play does ("" when it
	// follows every card): a revoke, a card out of turn.
	stopped string
	// claim is declarer's total agreed by a claim or concession (-1: none).
	claim int
	// won is declarer's side's tricks won in the cards followed, left the
	// tricks still to play after them (the current one included).
	won, left int
	// notHeld: the record has a card its player does not hold (an error of
	// the record, not an irregularity at the table; at trick 1, a Play
	// section whose first seat is not the opening leader).
	notHeld bool
}

type ddPlayedCard struct {
	trick  int // 1-13
	seat   bridge.Seat
	card   bridge.Card
	tricks int // declarer's side's total after this card, 0-13
}

// analysePlay follows b's recorded play double dummy; nil when the board
// has no contract played (passed out, or none known) or no card played.
func analysePlay(ctx context.Context, sv *dd.Solver, b *ddBoard) (*ddPlay, error) {
	r := b.rec
	if r == nil || len(r.Plays) == 0 {
		return nil, nil
	}
	o := laws.ReplayRecord(r)
	if !o.ContractKnown() || o.Contract.IsPassedOut() {
		return nil, nil
	}
	a := &ddPlay{contract: o.Contract, claim: r.ClaimTricks}
	start := dd.Lead(b.deal, o.Contract.Strain, o.Contract.Declarer)
	p := start
	var cards []bridge.Card
	for _, pl := range r.Plays {
		trick := p.Won[0] + p.Won[1] + 1
		if pl.Seat != p.ToPlay() {
			a.stopped = fmt.Sprintf("trick %d: %s played %s out of turn (%s's turn)", trick, pl.Seat.Name(), pl.Card, p.ToPlay().Name())
			if len(a.cards) == 0 && !b.deal.Hand(pl.Seat).Has(pl.Card) {
				// The record's first card is not its player's: the Play
				// section's first seat is likely not the opening leader
				// (PBN: the Play tag names the opening leader, Law 41A).
				a.stopped = fmt.Sprintf("trick 1: the Play section starts with %s, who does not hold %s (%s does): its first seat is not the opening leader, %s, declarer %s's left-hand opponent (Law 41A)",
					pl.Seat.Name(), pl.Card, b.deal.Holder(pl.Card).Name(), p.ToPlay().Name(), o.Contract.Declarer.Name())
				a.notHeld = true
			}
			break
		}
		next, err := p.Play(pl.Card)
		switch {
		case errors.Is(err, play.ErrMustFollowSuit):
			a.stopped = fmt.Sprintf("trick %d: %s's %s is a revoke: %s holds %s, the suit led (Law 61A); double dummy follows legal play only",
				trick, pl.Seat.Name(), pl.Card, pl.Seat.Name(), p.Trick[0].Suit().Name())
		case errors.Is(err, dd.ErrNotHeld):
			a.stopped = fmt.Sprintf("trick %d: %s does not hold %s", trick, pl.Seat.Name(), pl.Card)
			a.notHeld = true
		case err != nil:
			a.stopped = fmt.Sprintf("trick %d: %s's %s: %v", trick, pl.Seat.Name(), pl.Card, err)
		}
		if err != nil {
			break
		}
		a.cards = append(a.cards, ddPlayedCard{trick: trick, seat: pl.Seat, card: pl.Card})
		cards = append(cards, pl.Card)
		p = next
	}
	a.won, a.left = p.Won[o.Contract.Side()], p.Remaining()
	totals, err := sv.AnalysePlay(ctx, start, cards, o.Contract.Side())
	if err != nil {
		return nil, err
	}
	a.start = totals[0]
	for i := range a.cards {
		a.cards[i].tricks = totals[i+1]
	}
	return a, nil
}

// printText writes the analysis: a line per trick, each card with
// declarer's side's total after it and the change it made.
func (a *ddPlay) printText(w io.Writer) {
	side := a.contract.Side()
	fmt.Fprintf(w, "Play, double dummy: %s by %s; %s take %d with best play from the opening lead\n", a.contract, a.contract.Declarer.Name(), side, a.start)
	prev := a.start
	var costly []string
	for i := 0; i < len(a.cards); {
		tr := a.cards[i].trick
		var cells []string
		for ; i < len(a.cards) && a.cards[i].trick == tr; i++ {
			c := a.cards[i]
			cell := fmt.Sprintf("%s %s %d", c.seat, c.card, c.tricks)
			if d := c.tricks - prev; d != 0 {
				cell += fmt.Sprintf(" (%+d)", d)
				costly = append(costly, fmt.Sprintf("trick %d %s %s (%s %d -> %d)", tr, c.seat, c.card, side, prev, c.tricks))
			}
			prev = c.tricks
			cells = append(cells, cell)
		}
		fmt.Fprintf(w, "  %2d  %s\n", tr, strings.Join(cells, ", "))
	}
	if a.stopped != "" {
		fmt.Fprintf(w, "  analysis stops at %s\n", a.stopped)
	}
	if a.claim >= 0 {
		fmt.Fprintf(w, "  claim: declarer's side %d in all; %s\n", a.claim, a.claimComparison(prev))
	}
	if len(costly) == 0 {
		fmt.Fprintln(w, "  no card changed the double-dummy result")
	} else {
		fmt.Fprintf(w, "  cards that changed it: %s\n", strings.Join(costly, "; "))
	}
}

// claimImpossible reports a claim (the Result with the play unfinished)
// that declarer's side cannot reach: fewer than the tricks it has won, or
// more than those won and those left to play.
func (a *ddPlay) claimImpossible() bool {
	return a.claim >= 0 && a.stopped == "" && a.left > 0 && (a.claim < a.won || a.claim > a.won+a.left)
}

// claimComparison says how the claim compares with the double-dummy count
// dd after the last card followed, when they can be compared.
func (a *ddPlay) claimComparison(dd int) string {
	switch {
	case a.stopped != "":
		return "not compared: the analysis stops before it"
	case a.left == 0:
		return fmt.Sprintf("made after the last trick: the play gives %d", a.won)
	case a.claimImpossible():
		return fmt.Sprintf("impossible: declarer's side has won %d with %d tricks to play", a.won, a.left)
	}
	return fmt.Sprintf("double dummy %d", dd)
}

// ddPlayJSON is the analysis in --json: declarer's side, its total before
// the opening lead and after each card.
type ddPlayJSON struct {
	Contract     string           `json:"contract"`
	Declarer     string           `json:"declarer"`
	DeclarerSide string           `json:"declarer_side"`
	Start        int              `json:"start"`
	Cards        []ddPlayCardJSON `json:"cards"`
	Stopped      *string          `json:"stopped"`
	Claim        *int             `json:"claim"`
}

type ddPlayCardJSON struct {
	Trick  int    `json:"trick"`
	Seat   string `json:"seat"`
	Card   string `json:"card"`
	Tricks int    `json:"tricks"`
}

func (a *ddPlay) json() *ddPlayJSON {
	j := &ddPlayJSON{Contract: a.contract.String(), Declarer: a.contract.Declarer.String(), DeclarerSide: a.contract.Side().String(),
		Start: a.start, Cards: []ddPlayCardJSON{}}
	for _, c := range a.cards {
		j.Cards = append(j.Cards, ddPlayCardJSON{Trick: c.trick, Seat: c.seat.String(), Card: c.card.String(), Tricks: c.tricks})
	}
	if a.stopped != "" {
		j.Stopped = &a.stopped
	}
	if a.claim >= 0 {
		n := a.claim
		j.Claim = &n
	}
	return j
}
