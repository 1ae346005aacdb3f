package score

import (
	"errors"
	"fmt"

	"bridgelaw/bridge"
)

// Chicago, or four-deal bridge, as the ACBL publishes its rules ("How to
// keep score: Chicago", the four-deal bridge of the Laws of Rubber Bridge):
//
//   - Vulnerability by the deal's place in a cycle of four: the first deal
//     neither side, the second and third the dealer's side, the fourth both
//     sides; "by mutual agreement" the second and third may be switched
//     (the dealer's opponents vulnerable): ChicagoVulnerability.
//   - A game premium as soon as a game is made or completed, 300 not
//     vulnerable and 500 vulnerable at the vulnerability of the deal that
//     completes it; no rubber premium.
//   - Partscores carried toward game within the cycle; a game wipes both
//     sides' partscores; a partscore made on the fourth deal that does not
//     complete a game gets 100; no other partscore premium
//     (FourthDealPartscore, the default). Clubs play two other ways:
//     ChicagoPartscore.
//   - A deal passed out is dealt again by the same dealer and is not one of
//     the four.
//   - Honours as in rubber bridge, unless NoHonours.

// ChicagoVulnerability is which side is vulnerable on the second and third
// deals of a Chicago cycle.
type ChicagoVulnerability uint8

// The two ways.
const (
	// DealerVulnerable: the dealer's side (the default, the rule of the
	// Laws of Rubber Bridge's four-deal bridge).
	DealerVulnerable ChicagoVulnerability = iota
	// DealerNotVulnerable: the dealer's opponents (the switch "by mutual
	// agreement" many clubs play).
	DealerNotVulnerable
)

// String is "dealer" or "non-dealer", the CLI's names.
func (v ChicagoVulnerability) String() string {
	switch v {
	case DealerVulnerable:
		return "dealer"
	case DealerNotVulnerable:
		return "non-dealer"
	}
	return "?"
}

// ChicagoPartscore is how a Chicago cycle rewards a partscore.
type ChicagoPartscore uint8

// The three ways.
const (
	// FourthDealPartscore: partscores carried toward game within the
	// cycle; 100 for a partscore made on the fourth deal that does not
	// complete a game (the default, four-deal bridge's rule).
	FourthDealPartscore ChicagoPartscore = iota
	// EveryDealPartscore: partscores carried toward game within the
	// cycle, and Law 77's 50 for every partscore that does not complete a
	// game.
	EveryDealPartscore
	// DuplicatePartscore: each deal scored alone as at duplicate (Law 77:
	// a game only in one deal, 50 for a partscore), nothing carried; only
	// the vulnerability is the cycle's.
	DuplicatePartscore
)

// String is "fourth-deal", "every-deal" or "duplicate", the CLI's names.
func (p ChicagoPartscore) String() string {
	switch p {
	case FourthDealPartscore:
		return "fourth-deal"
	case EveryDealPartscore:
		return "every-deal"
	case DuplicatePartscore:
		return "duplicate"
	}
	return "?"
}

// FourthDealPartscoreBonus is the premium of a partscore made on the fourth
// deal of a Chicago cycle that does not complete a game.
const FourthDealPartscoreBonus = 100

// ChicagoOptions are the variations of Chicago; the zero value is the
// default: the dealer's side vulnerable on the second and third deals, 100
// for a partscore on the fourth deal, North the first dealer, honours
// counted.
type ChicagoOptions struct {
	Vulnerability ChicagoVulnerability
	Partscore     ChicagoPartscore
	FirstDealer   bridge.Seat
	NoHonours     bool
}

// ErrChicagoOptions: an option out of its range.
var ErrChicagoOptions = errors.New("score: invalid Chicago options")

// Chicago is a Chicago score sheet: cycles of four deals, the vulnerability
// by the deal's place in the cycle.
type Chicago struct {
	opt       ChicagoOptions
	deals     int
	cycle     int         // cycles finished
	position  int         // deals of the cycle in play, 0-3
	dealer    bridge.Seat // the dealer of the next deal
	partscore bridge.BySide[int]
	totals    bridge.BySide[int]
}

// NewChicago is an empty Chicago sheet with options opt. Errors wrap
// ErrChicagoOptions.
func NewChicago(opt ChicagoOptions) (*Chicago, error) {
	if opt.Vulnerability > DealerNotVulnerable || opt.Partscore > DuplicatePartscore || !opt.FirstDealer.Valid() {
		return nil, fmt.Errorf("%w: %+v", ErrChicagoOptions, opt)
	}
	return &Chicago{opt: opt, dealer: opt.FirstDealer}, nil
}

// ChicagoVulnerable is the vulnerability of the deal at place position
// (1-4) of a cycle with dealer dealer: none on the first, the dealer's side
// (or, switched, his opponents) on the second and third, both sides on the
// fourth. A position outside 1-4 counts modulo 4.
func ChicagoVulnerable(position int, dealer bridge.Seat, v ChicagoVulnerability) bridge.Vulnerability {
	switch ((position-1)%4 + 4) % 4 {
	case 0:
		return bridge.None
	case 3:
		return bridge.All
	}
	side := dealer.Side()
	if v == DealerNotVulnerable {
		side = side.Opponents()
	}
	if side == bridge.NorthSouth {
		return bridge.NSVulnerable
	}
	return bridge.EWVulnerable
}

// Dealer is the dealer of the next deal.
func (c *Chicago) Dealer() bridge.Seat { return c.dealer }

// Vulnerability is the vulnerability of the next deal.
func (c *Chicago) Vulnerability() bridge.Vulnerability {
	return ChicagoVulnerable(c.position+1, c.dealer, c.opt.Vulnerability)
}

// Totals are each side's points so far.
func (c *Chicago) Totals() bridge.BySide[int] { return c.totals }

// Score writes deal d on the sheet and returns what it wrote. A deal passed
// out writes nothing and is dealt again by the same dealer: it is not one
// of the cycle's four. Errors wrap ErrDealResult; the sheet is then
// unchanged.
func (c *Chicago) Score(d DealResult) (DealScore, error) {
	if err := d.check(); err != nil {
		return DealScore{}, err
	}
	vul := c.Vulnerability()
	side := d.Contract.Side()
	entries, b, err := played(d, vul.Vulnerable(side))
	if err != nil {
		return DealScore{}, err
	}
	c.deals++
	ds := DealScore{Deal: c.deals, Rubber: c.cycle + 1, Position: c.position + 1, Dealer: c.dealer, Vulnerability: vul, Result: d}
	if d.Contract.IsPassedOut() {
		ds.Partscore, ds.Totals = c.partscore, c.totals
		return ds, nil
	}
	if b.TrickScore > 0 {
		switch c.opt.Partscore {
		case DuplicatePartscore:
			// Law 77 as it stands: Explain's premium for this deal alone.
			item := ItemPartscore
			if b.TrickScore >= GameThreshold {
				item, ds.Game = ItemGame, true
			}
			entries = append(entries, Entry{Side: side, Item: item, Points: b.Game})
		default:
			c.partscore[side] += b.TrickScore
			switch {
			case c.partscore[side] >= GameThreshold:
				ds.Game = true
				c.partscore = bridge.BySide[int]{}
				entries = append(entries, Entry{Side: side, Item: ItemGame, Points: GameBonus.Get(vul.Vulnerable(side))})
			case c.opt.Partscore == EveryDealPartscore:
				entries = append(entries, Entry{Side: side, Item: ItemPartscore, Points: PartscoreBonus.Get(vul.Vulnerable(side))})
			case c.position == 3:
				entries = append(entries, Entry{Side: side, Item: ItemPartscore, Points: FourthDealPartscoreBonus})
			}
		}
	}
	if !c.opt.NoHonours {
		entries = append(entries, Honours(d.Contract, d.Deal)...)
	}
	t := Sum(entries)
	c.totals[0] += t[0]
	c.totals[1] += t[1]
	c.dealer = c.dealer.Next()
	c.position++
	if c.position == 4 {
		ds.Over = true
		c.position = 0
		c.cycle++
		c.partscore = bridge.BySide[int]{}
	}
	ds.Entries, ds.Partscore, ds.Totals = entries, c.partscore, c.totals
	return ds, nil
}

// Final ends the sheet: Chicago has no premium for a cycle not finished.
func (c *Chicago) Final() Final { return Final{Totals: c.totals} }
