package score

import (
	"errors"
	"fmt"

	"bridgelaw/bridge"
)

// This file holds what the rubber bridge score sheet and Chicago share: the
// entries written above and below the line, one deal's result as a sheet
// takes it, and the deal's score. The values of the tricks and premiums are
// Law 77's (Explain); rubber bridge adds honours and the rubber premiums
// (the Laws of Contract Bridge for rubber bridge, 1993: Laws 72-74, 80 and
// the scoring table of Law 81).

// Line is where an entry goes on a rubber bridge score sheet (Laws of
// Rubber Bridge, Law 72): below the line the trick points of contracts bid
// and made, which count toward game; above the line every premium.
type Line uint8

// The two places on the sheet.
const (
	AboveTheLine Line = iota
	BelowTheLine
)

// String is "above" or "below".
func (l Line) String() string {
	if l == BelowTheLine {
		return "below"
	}
	return "above"
}

// Item is what an entry on the sheet is for: a closed set.
type Item uint8

// The items of a score sheet.
const (
	// ItemTrickScore: the odd tricks bid and made (Law 77's trick score),
	// below the line.
	ItemTrickScore Item = iota + 1
	// ItemOvertricks: tricks above the contract (Law 77).
	ItemOvertricks
	// ItemInsult: 50 or 100 for making a doubled or redoubled contract.
	ItemInsult
	// ItemSlam: the small or grand slam premium.
	ItemSlam
	// ItemUndertricks: the defenders' premium for tricks short of the
	// contract.
	ItemUndertricks
	// ItemHonours: four or five trump honours, or four aces at notrump, in
	// one hand (rubber bridge, Law 81): scored by the holder's side.
	ItemHonours
	// ItemGame: Chicago's game premium, 300 not vulnerable, 500 vulnerable.
	ItemGame
	// ItemPartscore: Chicago's partscore premium (100 on the fourth deal,
	// or 50 as Law 77, as the ChicagoPartscore option says).
	ItemPartscore
	// ItemRubber: the rubber premium, 700 in two games, 500 in three
	// (Law 74).
	ItemRubber
	// ItemUnfinishedGame: 300 for the only game won in a rubber not
	// finished (Law 80).
	ItemUnfinishedGame
	// ItemUnfinishedPartscore: 100 for the only side with a partscore in a
	// game not finished (Law 80).
	ItemUnfinishedPartscore
)

// itemNames are the names of the items, as String prints them.
var itemNames = [...]string{
	ItemTrickScore: "trick-score", ItemOvertricks: "overtricks", ItemInsult: "insult",
	ItemSlam: "slam", ItemUndertricks: "undertricks", ItemHonours: "honours",
	ItemGame: "game", ItemPartscore: "partscore", ItemRubber: "rubber",
	ItemUnfinishedGame: "unfinished-game", ItemUnfinishedPartscore: "unfinished-partscore",
}

// String is the item's name: "trick-score", "overtricks", "insult", "slam",
// "undertricks", "honours", "game", "partscore", "rubber",
// "unfinished-game", "unfinished-partscore"; "?" for an invalid item.
func (i Item) String() string {
	if int(i) >= len(itemNames) || itemNames[i] == "" {
		return "?"
	}
	return itemNames[i]
}

// Line is where the item is written: the trick score below the line,
// everything else above (Law 72).
func (i Item) Line() Line {
	if i == ItemTrickScore {
		return BelowTheLine
	}
	return AboveTheLine
}

// Entry is one entry of the score sheet: points (more than 0) for a side.
type Entry struct {
	Side   bridge.Side
	Item   Item
	Points int
}

// DealResult is one deal as the score sheet takes it: the contract with its
// declarer (bridge.PassedOut for a deal passed out), declarer's tricks 0-13
// (0 for a deal passed out) and, when it is known, the deal, which gives the
// honours (the zero Deal when it is not known).
type DealResult struct {
	Contract bridge.Contract
	Tricks   int
	Deal     bridge.Deal
}

// ErrDealResult: a DealResult that is not one (an invalid contract, tricks
// outside 0-13, tricks for a deal passed out).
var ErrDealResult = errors.New("score: invalid deal result")

// check refuses a DealResult that is not one.
func (d DealResult) check() error {
	switch {
	case !d.Contract.Valid():
		return fmt.Errorf("%w: contract %+v", ErrDealResult, d.Contract)
	case d.Tricks < 0 || d.Tricks > 13:
		return fmt.Errorf("%w: %d tricks, want 0-13", ErrDealResult, d.Tricks)
	case d.Contract.IsPassedOut() && d.Tricks != 0:
		return fmt.Errorf("%w: %d tricks on a deal passed out", ErrDealResult, d.Tricks)
	}
	return nil
}

// DealScore is what one deal wrote on the sheet, and the state of the sheet
// after it.
type DealScore struct {
	Deal     int // the deal's number, 1 for the first deal given
	Rubber   int // the rubber (Chicago: the cycle of four deals) it belongs to, from 1
	Position int // Chicago: the deal's place 1-4 in the cycle; 0 in rubber bridge
	// Dealer is the dealer (Chicago, where the vulnerability follows him).
	Dealer bridge.Seat
	// Vulnerability is the vulnerability the deal was played at: in rubber
	// bridge a side that has won a game is vulnerable; in Chicago the
	// cycle's.
	Vulnerability bridge.Vulnerability
	Result        DealResult
	Entries       []Entry
	// Game is set when the deal completed a game, for the declaring side.
	Game bool
	// Over is set when the deal ended the rubber (rubber bridge: a side's
	// second game) or the cycle (Chicago: the fourth deal).
	Over bool
	// Games are the games each side has won in the rubber after the deal
	// (rubber bridge; 0 in Chicago).
	Games bridge.BySide[int]
	// Partscore is each side's trick points toward the next game after
	// the deal.
	Partscore bridge.BySide[int]
	// Totals are each side's points so far: every entry of every deal,
	// above and below the line, without the premiums of an unfinished
	// rubber.
	Totals bridge.BySide[int]
}

// Sum adds the entries by side.
func Sum(entries []Entry) bridge.BySide[int] {
	var t bridge.BySide[int]
	for _, e := range entries {
		t[e.Side] += e.Points
	}
	return t
}

// Honour premiums of rubber bridge (Law 81), in points.
const (
	// FourHonours: four of the five trump honours (A K Q J T) in one hand.
	FourHonours = 100
	// FiveHonours: all five trump honours in one hand.
	FiveHonours = 150
	// FourAces: the four aces in one hand at a notrump contract.
	FourAces = 150
)

// Honours are the honour premiums of deal d played at contract c (Law 81),
// for the side of the hand that holds them, declarer's or the defenders':
// four trump honours in one hand 100, five 150, at notrump the four aces in
// one hand 150. None for a deal passed out or not known.
func Honours(c bridge.Contract, d bridge.Deal) []Entry {
	if c.IsPassedOut() || d.IsZero() {
		return nil
	}
	for _, s := range bridge.Seats() {
		h := d.Hand(s)
		if c.Strain == bridge.NoTrump {
			aces := 0
			for _, u := range bridge.Suits() {
				if h.Suit(u).Has(bridge.Ace) {
					aces++
				}
			}
			if aces == 4 {
				return []Entry{{Side: s.Side(), Item: ItemHonours, Points: FourAces}}
			}
			continue
		}
		trump, _ := c.Strain.Suit()
		trumps := h.Suit(trump)
		n := 0
		for _, r := range []bridge.Rank{bridge.Ace, bridge.King, bridge.Queen, bridge.Jack, bridge.Ten} {
			if trumps.Has(r) {
				n++
			}
		}
		switch n {
		case 5:
			return []Entry{{Side: s.Side(), Item: ItemHonours, Points: FiveHonours}}
		case 4:
			return []Entry{{Side: s.Side(), Item: ItemHonours, Points: FourHonours}}
		}
	}
	return nil
}

// played is the Law 77 part of a deal on the sheet, the same in rubber
// bridge and Chicago: the trick score below the line for the declaring
// side, the overtricks, the insult and the slam above it, or the
// undertricks for the defenders; and the Law 77 breakdown it came from (its
// Game is the duplicate premium, which the sheet does not write).
func played(d DealResult, vulnerable bool) ([]Entry, Breakdown, error) {
	c := d.Contract
	b, err := Explain(c, vulnerable, d.Tricks)
	if err != nil || c.IsPassedOut() {
		return nil, b, err
	}
	side := c.Side()
	if b.Undertricks > 0 {
		return []Entry{{Side: side.Opponents(), Item: ItemUndertricks, Points: b.Undertricks}}, b, nil
	}
	var out []Entry
	for _, e := range []Entry{
		{side, ItemTrickScore, b.TrickScore},
		{side, ItemOvertricks, b.Overtricks},
		{side, ItemInsult, b.Insult},
		{side, ItemSlam, b.Slam},
	} {
		if e.Points > 0 {
			out = append(out, e)
		}
	}
	return out, b, nil
}
