package dd

import (
	"sort"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

// Par: "the best score which can be achieved when both sides make their
// optimum bids with open cards" (DDS). Both sides know the double-dummy
// table; a side may bid any contract above the last one; the opponents
// double a contract that fails and never one that makes; each side's
// declarer is whichever of its two players takes more tricks in the strain.
// The par score is the value of that auction played out by both sides
// (minimax), from North-South's view, with Law 77 scores.
//
// The result depends on who may bid first only when both sides can make
// the same low contract (both can make 1NT: the side that bids first gets
// it). The conventions:
//
//   - Par (the default) follows DDS DealerPar: the dealer's side bids first.
//   - ParFirst(t, v, side) follows DDS Par(): the named side bids first;
//     ParSides gives both, as DDS Par() reports them.
//
// Par contracts are the contracts in which the auction can end at the par
// score with no side able to gain by bidding on: for a making contract, the
// opponents have no sacrifice that costs them less and no contract of their
// own above it; for a sacrifice, the side that sacrificed is doubled and the
// other side can neither make a higher contract nor gain by one. Each is
// given at the lowest level that scores par (DealerPar form) with all the
// levels that do (Par() form), and with the declarers that get that result.
//
// Par computes par for the table t, vulnerability v, with the players
// bidding in turn from the dealer (DDS DealerPar, the default convention):
// when both sides can make the same highest contract, it goes to the side
// of the first player from the dealer on who makes it (with West dealing
// and 1NT made by North and by East only, North bids it first: +90 to
// North-South, though West's side speaks first). The table should be
// Complete: a side whose two cells of a strain are both
// bridge.UnknownTricks counts as taking no trick in it.
func Par(t bridge.TrickTable, v bridge.Vulnerability, dealer bridge.Seat) bridge.Par {
	return ParFirst(t, v, dealerFirst(t, dealer))
}

// dealerFirst is the side that bids first in DDS DealerPar's sense: the
// order matters only when both sides' highest making contract is the same
// contract, and then the side of the first player from the dealer on (in
// rotation, Law 17) who takes enough tricks in its strain gets it.
func dealerFirst(t bridge.TrickTable, dealer bridge.Seat) bridge.Side {
	top := [2]int{-1, -1}
	for _, d := range bridge.Sides() {
		s := d.Seats()
		for _, st := range bridge.Strains() {
			if n := max(t[s[0]][st], t[s[1]][st]); n >= 7 {
				top[d] = max(top[d], (n-7)*5+int(st))
			}
		}
	}
	if top[0] < 0 || top[0] != top[1] {
		return dealer.Side()
	}
	st, need := bidStrain(top[0]), 6+bidLevel(top[0])
	for i := range 4 {
		if s := dealer.Add(i); t[s][st] == need {
			return s.Side()
		}
	}
	return dealer.Side()
}

// ParSides computes par twice, with North-South bidding first and with
// East-West bidding first: the two results of DDS Par(). They differ only
// when the bidding order matters.
func ParSides(t bridge.TrickTable, v bridge.Vulnerability) (nsFirst, ewFirst bridge.Par) {
	return ParFirst(t, v, bridge.NorthSouth), ParFirst(t, v, bridge.EastWest)
}

// parGame holds the data of the par auction.
type parGame struct {
	vul    bridge.Vulnerability
	tricks [2][5]int // best tricks by side and strain
	// outcome[side][bid] is the score from NS's view when side declares
	// bid (index (level-1)*5+strain), doubled if it fails.
	outcome [2][35]int
	memo    [2][35]int
	known   [2][35]bool
}

const nbids = 35

func bidLevel(b int) int            { return b/5 + 1 }
func bidStrain(b int) bridge.Strain { return bridge.Strain(b % 5) }

func newParGame(t bridge.TrickTable, v bridge.Vulnerability) *parGame {
	g := &parGame{vul: v}
	for _, d := range bridge.Sides() {
		for _, st := range bridge.Strains() {
			s := d.Seats()
			g.tricks[d][st] = max(t[s[0]][st], t[s[1]][st], 0)
		}
		for b := range nbids {
			g.outcome[d][b] = g.score(d, bidLevel(b), bidStrain(b), g.tricks[d][bidStrain(b)])
		}
	}
	return g
}

// score is the NS-view score of side d declaring level/strain and taking
// tricks tricks, doubled when it fails.
func (g *parGame) score(d bridge.Side, level int, st bridge.Strain, tricks int) int {
	c := bridge.Contract{Level: bridge.Level(level), Strain: st, Declarer: d.Seats()[0]}
	if tricks < 6+level {
		c.Doubling = bridge.Doubled
	}
	s, err := score.DeclarerScore(c, g.vul.Vulnerable(d), tricks)
	if err != nil {
		return 0 // unreachable: tricks 0-13, contracts valid
	}
	return s * d.Sign()
}

// better reports whether NS-view value a is better than b for side d.
func better(d bridge.Side, a, b int) bool {
	if d == bridge.NorthSouth {
		return a > b
	}
	return a < b
}

// after is the value of the auction once side d has bid bid and the other
// side is to speak: it passes (the contract stands, doubled if it fails) or
// bids higher, whichever is better for it.
func (g *parGame) after(d bridge.Side, bid int) int {
	if g.known[d][bid] {
		return g.memo[d][bid]
	}
	o := d.Opponents()
	v := g.outcome[d][bid]
	for b := bid + 1; b < nbids; b++ {
		if w := g.after(o, b); better(o, w, v) {
			v = w
		}
	}
	g.known[d][bid], g.memo[d][bid] = true, v
	return v
}

// open is the best value side d can get by opening the bidding, over all
// bids.
func (g *parGame) open(d bridge.Side) int {
	v := g.after(d, 0)
	for b := 1; b < nbids; b++ {
		if w := g.after(d, b); better(d, w, v) {
			v = w
		}
	}
	return v
}

// value is the par score with side first to bid.
func (g *parGame) value(first bridge.Side) int {
	second := first.Opponents()
	// After first and second pass, first may still open; after that,
	// the board is passed out.
	last := 0
	if w := g.open(first); better(first, w, last) {
		last = w
	}
	v2 := last
	if w := g.open(second); better(second, w, v2) {
		v2 = w
	}
	v := v2
	if w := g.open(first); better(first, w, v) {
		v = w
	}
	return v
}

// ParFirst computes par for the table t and vulnerability v when side
// first bids first (DDS Par() for one side; Par uses it with the dealer's
// side). A value of first that is not a side counts as first&1.
func ParFirst(t bridge.TrickTable, v bridge.Vulnerability, first bridge.Side) bridge.Par {
	first &= 1
	g := newParGame(t, v)
	p := g.value(first)
	res := bridge.Par{Score: p}
	if p == 0 {
		// Passed out, or a contract scoring 0 cannot exist: every made
		// contract scores and every failed one costs.
		return res
	}
	// The side that gains is the declaring side of a making par contract;
	// the other side declares a sacrifice.
	gainer := bridge.NorthSouth
	if p < 0 {
		gainer = bridge.EastWest
	}
	loser := gainer.Opponents()
	for _, st := range bridge.Strains() {
		// Making contracts of the gaining side.
		var levels []int
		for b := int(st); b < nbids; b += 5 {
			if g.outcome[gainer][b] == p && g.stable(gainer, b) {
				levels = append(levels, bidLevel(b))
			}
		}
		if len(levels) > 0 {
			res.Contracts = append(res.Contracts, g.parContract(t, gainer, st, levels, false))
		}
	}
	for _, st := range bridge.Strains() {
		// Sacrifices of the losing side.
		var levels []int
		for b := int(st); b < nbids; b += 5 {
			if g.outcome[loser][b] == p && g.tricks[loser][st] < 6+bidLevel(b) && g.stable(loser, b) && g.sacrificeNeeded(loser, b) {
				levels = append(levels, bidLevel(b))
			}
		}
		if len(levels) > 0 {
			res.Contracts = append(res.Contracts, g.parContract(t, loser, st, levels, true))
		}
	}
	sortPar(res.Contracts)
	return res
}

// stable reports whether the auction can end with side d in bid: the other
// side gains nothing by bidding on.
func (g *parGame) stable(d bridge.Side, bid int) bool {
	o := d.Opponents()
	v := g.outcome[d][bid]
	for b := bid + 1; b < nbids; b++ {
		if better(o, g.outcome[o][b], v) {
			return false
		}
	}
	return true
}

// sacrificeNeeded reports whether the gaining side has a contract below
// bid that it makes and that scores more than par: the sacrifice is over
// something.
func (g *parGame) sacrificeNeeded(d bridge.Side, bid int) bool {
	o := d.Opponents()
	v := g.outcome[d][bid]
	for b := 0; b < bid; b++ {
		if g.tricks[o][bidStrain(b)] >= 6+bidLevel(b) && better(o, g.outcome[o][b], v) {
			return true
		}
	}
	return false
}

func (g *parGame) parContract(t bridge.TrickTable, d bridge.Side, st bridge.Strain, levels []int, doubled bool) bridge.ParContract {
	best := g.tricks[d][st]
	var decl []bridge.Seat
	for _, s := range d.Seats() {
		if t[s][st] == best {
			decl = append(decl, s)
		}
	}
	return bridge.ParContract{
		Level: levels[0], Levels: levels, Strain: st, Doubled: doubled,
		Side: d, Declarers: decl, Result: best - 6 - levels[0],
	}
}

// sortPar puts par contracts in DDS's order: making contracts by tricks
// taken, most first, then strain from spades down; sacrifices by level,
// highest first, then strain from clubs up.
func sortPar(cs []bridge.ParContract) {
	sort.SliceStable(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		if a.Doubled != b.Doubled {
			return !a.Doubled
		}
		if !a.Doubled {
			ta, tb := 6+a.Level+a.Result, 6+b.Level+b.Result
			if ta != tb {
				return ta > tb
			}
			return strainDown(a.Strain) < strainDown(b.Strain)
		}
		if a.Level != b.Level {
			return a.Level > b.Level
		}
		return a.Strain < b.Strain
	})
}

// strainDown orders strains spades, hearts, diamonds, clubs, notrump (DDS).
func strainDown(s bridge.Strain) int {
	if s == bridge.NoTrump {
		return 4
	}
	return 3 - int(s)
}
