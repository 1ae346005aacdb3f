package score

import "bridgelaw/bridge"

// Rubber bridge (the Laws of Contract Bridge for rubber bridge, 1993, Part
// 7 "The score", Laws 72-81):
//
//   - Law 72: trick points below the line, premiums above it.
//   - Law 73: a game is won by the side that first has 100 trick points,
//     in one deal or by adding partscores; no partscore is carried into the
//     next game, the other side's included.
//   - Law 74: the rubber ends when a side has won two games; it gets 500
//     when the other side has won one game, 700 when it has won none.
//   - Law 80: a rubber not finished: the winners of the only game won get
//     300; the only side with a partscore in the game not finished gets 100.
//   - Law 81 (the table): the trick, overtrick, insult, slam and undertrick
//     values of Law 77 of the Laws of Duplicate Bridge (reused from Explain,
//     not copied), and honours (Honours). A side that has won a game is
//     vulnerable.

// Rubber premiums, in points (Laws of Rubber Bridge, Laws 74 and 80).
const (
	// RubberTwoGames: the rubber won two games to none.
	RubberTwoGames = 700
	// RubberThreeGames: the rubber won two games to one.
	RubberThreeGames = 500
	// UnfinishedGame: the only game won in a rubber not finished.
	UnfinishedGame = 300
	// UnfinishedPartscore: the only side with a partscore in a game not
	// finished.
	UnfinishedPartscore = 100
)

// Rubber is a rubber bridge score sheet: the zero value is a sheet with no
// deal on it. Score writes each deal in the order played; when a rubber
// ends, the next deal starts a new one and the totals go on.
type Rubber struct {
	deals     int
	rubber    int                // rubbers finished
	inRubber  int                // deals of the rubber in play
	games     bridge.BySide[int] // games won in the rubber in play
	partscore bridge.BySide[int] // trick points toward the game in play
	totals    bridge.BySide[int]
}

// Vulnerability is the vulnerability of the next deal: a side that has won
// a game of the rubber in play is vulnerable.
func (r *Rubber) Vulnerability() bridge.Vulnerability {
	var v bridge.Vulnerability
	if r.games[bridge.NorthSouth] > 0 {
		v |= bridge.NSVulnerable
	}
	if r.games[bridge.EastWest] > 0 {
		v |= bridge.EWVulnerable
	}
	return v
}

// Totals are each side's points so far, over every rubber, without the
// premiums of a rubber not finished (see Unfinished).
func (r *Rubber) Totals() bridge.BySide[int] { return r.totals }

// Score writes deal d on the sheet and returns what it wrote: the Law 77
// parts at the rubber's vulnerability, honours when the deal is known, and
// a game and the rubber premium when the deal completes them. A deal passed
// out writes nothing. Errors wrap ErrDealResult; the sheet is then
// unchanged.
func (r *Rubber) Score(d DealResult) (DealScore, error) {
	if err := d.check(); err != nil {
		return DealScore{}, err
	}
	vul := r.Vulnerability()
	entries, b, err := played(d, vul.Vulnerable(d.Contract.Side()))
	if err != nil {
		return DealScore{}, err
	}
	r.deals++
	r.inRubber++
	ds := DealScore{Deal: r.deals, Rubber: r.rubber + 1, Vulnerability: vul, Result: d}
	if side := d.Contract.Side(); b.TrickScore > 0 {
		r.partscore[side] += b.TrickScore
		if r.partscore[side] >= GameThreshold {
			ds.Game = true
			r.games[side]++
			r.partscore = bridge.BySide[int]{}
			if r.games[side] == 2 {
				bonus := RubberTwoGames
				if r.games[side.Opponents()] > 0 {
					bonus = RubberThreeGames
				}
				entries = append(entries, Entry{Side: side, Item: ItemRubber, Points: bonus})
				ds.Over = true
			}
		}
	}
	entries = append(entries, Honours(d.Contract, d.Deal)...)
	t := Sum(entries)
	r.totals[0] += t[0]
	r.totals[1] += t[1]
	ds.Entries, ds.Games, ds.Partscore, ds.Totals = entries, r.games, r.partscore, r.totals
	if ds.Over {
		r.rubber++
		r.inRubber = 0
		r.games = bridge.BySide[int]{}
	}
	return ds, nil
}

// Unfinished are the premiums of Law 80 if play stopped now, with the
// rubber in play not finished: 300 to the winners of the only game won, 100
// to the only side with a partscore in the game in play. None when no deal
// of a new rubber has been played.
func (r *Rubber) Unfinished() []Entry {
	if r.inRubber == 0 {
		return nil
	}
	var out []Entry
	ns, ew := r.games[bridge.NorthSouth], r.games[bridge.EastWest]
	switch {
	case ns == 1 && ew == 0:
		out = append(out, Entry{Side: bridge.NorthSouth, Item: ItemUnfinishedGame, Points: UnfinishedGame})
	case ew == 1 && ns == 0:
		out = append(out, Entry{Side: bridge.EastWest, Item: ItemUnfinishedGame, Points: UnfinishedGame})
	}
	ps, pe := r.partscore[bridge.NorthSouth], r.partscore[bridge.EastWest]
	switch {
	case ps > 0 && pe == 0:
		out = append(out, Entry{Side: bridge.NorthSouth, Item: ItemUnfinishedPartscore, Points: UnfinishedPartscore})
	case pe > 0 && ps == 0:
		out = append(out, Entry{Side: bridge.EastWest, Item: ItemUnfinishedPartscore, Points: UnfinishedPartscore})
	}
	return out
}

// Final is the end of a sheet: the premiums of a rubber not finished (Law
// 80; none in Chicago), each side's total with them, and the winner.
type Final struct {
	Unfinished []Entry
	Totals     bridge.BySide[int]
}

// Winner is the side with more points, and false when the totals are
// equal.
func (f Final) Winner() (bridge.Side, bool) {
	switch ns, ew := f.Totals[bridge.NorthSouth], f.Totals[bridge.EastWest]; {
	case ns > ew:
		return bridge.NorthSouth, true
	case ew > ns:
		return bridge.EastWest, true
	}
	return bridge.NorthSouth, false
}

// Final ends the sheet: the totals with the Law 80 premiums of the rubber
// in play when it is not finished.
func (r *Rubber) Final() Final {
	u := r.Unfinished()
	t := Sum(u)
	return Final{Unfinished: u, Totals: bridge.BySide[int]{r.totals[0] + t[0], r.totals[1] + t[1]}}
}
