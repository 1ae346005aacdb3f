package score

import (
	"errors"
	"fmt"

	"bridgelaw/bridge"
)

// TrickPoints gives, per strain, the points for the first odd trick and for
// each later odd trick bid and made, undoubled (Law 77, "Trick score"):
// 20 in clubs and diamonds, 30 in hearts and spades, 40 then 30 in notrump.
// Doubled they count twice, redoubled four times. The table is a copy.
func TrickPoints() bridge.ByStrain[[2]int] { return trickPoints }

// trickPoints is the table behind TrickPoints.
var trickPoints = bridge.ByStrain[[2]int]{
	bridge.StrainClubs:    {20, 20},
	bridge.StrainDiamonds: {20, 20},
	bridge.StrainHearts:   {30, 30},
	bridge.StrainSpades:   {30, 30},
	bridge.NoTrump:        {40, 30},
}

// doublingFactor multiplies the trick score: 1, 2, 4.
var doublingFactor = [3]int{1, 2, 4}

// Bonus is a Law 77 premium, not vulnerable and vulnerable.
type Bonus struct{ NotVulnerable, Vulnerable int }

// Get is the bonus for vulnerability vul.
func (b Bonus) Get(vul bool) int {
	if vul {
		return b.Vulnerable
	}
	return b.NotVulnerable
}

// The Law 77 premiums.
var (
	// GameBonus: a trick score of 100 or more for the contract.
	GameBonus = Bonus{300, 500}
	// PartscoreBonus: a contract made with a trick score below 100.
	PartscoreBonus = Bonus{50, 50}
	// SmallSlamBonus: a contract of six made.
	SmallSlamBonus = Bonus{500, 750}
	// GrandSlamBonus: a contract of seven made.
	GrandSlamBonus = Bonus{1000, 1500}
	// OvertrickDoubled is the value of each overtrick of a doubled
	// contract; redoubled overtricks count twice that.
	OvertrickDoubled = Bonus{100, 200}
)

// InsultBonus is the premium (Law 77), in points, for making a contract,
// indexed by its bridge.Doubling: 0 undoubled, 50 doubled, 100 redoubled,
// whatever the vulnerability. The array is a copy.
func InsultBonus() [3]int { return insultBonus }

// insultBonus is the table behind InsultBonus.
var insultBonus = [3]int{bridge.Undoubled: 0, bridge.Doubled: 50, bridge.Redoubled: 100}

// Undertricks gives, per doubling and vulnerability (index 0 not
// vulnerable, 1 vulnerable), the penalty in points for the first
// undertrick, for each of the second and third, and for each from the
// fourth on (Law 77, "Undertrick penalty"):
//
//	undoubled   50  50  50 | 100 100 100
//	doubled    100 200 300 | 200 300 300
//	redoubled  200 400 600 | 400 600 600
//
// The array is a copy.
func Undertricks() [3][2][3]int { return undertricks }

// undertricks is the table behind Undertricks.
var undertricks = [3][2][3]int{
	bridge.Undoubled: {{50, 50, 50}, {100, 100, 100}},
	bridge.Doubled:   {{100, 200, 300}, {200, 300, 300}},
	bridge.Redoubled: {{200, 400, 600}, {400, 600, 600}},
}

// GameThreshold is the trick score that makes a contract a game: 100.
const GameThreshold = 100

// ErrTricks: the number of tricks is not 0-13.
var ErrTricks = errors.New("score: tricks must be 0-13")

// ErrVulnerability: the vulnerability is not one of the four of Law 2.
var ErrVulnerability = errors.New("score: invalid vulnerability")

// ErrContract: the contract is not valid (level 1-7, or passed out).
var ErrContract = errors.New("score: invalid contract")

// Breakdown is a score split into its Law 77 parts, for the declaring side
// (all parts are positive numbers; Undertricks is subtracted). For a passed
// out board every part is 0.
type Breakdown struct {
	TrickScore  int // points for the odd tricks bid and made
	Overtricks  int // points for tricks above the contract
	Insult      int // 50 or 100 for making a doubled or redoubled contract
	Game        int // game premium (300 or 500) or partscore premium (50)
	Slam        int // small or grand slam premium
	Undertricks int // penalty for the tricks short of the contract
}

// Total is the declaring side's score: the premiums and trick scores less
// the undertrick penalty.
func (b Breakdown) Total() int {
	return b.TrickScore + b.Overtricks + b.Insult + b.Game + b.Slam - b.Undertricks
}

// Explain is the Law 77 breakdown of contract c played by a side that is
// vulnerable or not, taking tricks tricks (0-13). It returns ErrTricks or
// ErrContract (wrapped) on bad input.
func Explain(c bridge.Contract, vulnerable bool, tricks int) (Breakdown, error) {
	if tricks < 0 || tricks > 13 {
		return Breakdown{}, fmt.Errorf("%w: %d", ErrTricks, tricks)
	}
	if !c.Valid() {
		return Breakdown{}, fmt.Errorf("%w: %+v", ErrContract, c)
	}
	var b Breakdown
	if c.IsPassedOut() {
		return b, nil
	}
	v := 0
	if vulnerable {
		v = 1
	}
	need := c.Target()
	if tricks < need {
		short := need - tricks
		row := undertricks[c.Doubling][v]
		for i := 1; i <= short; i++ {
			switch {
			case i == 1:
				b.Undertricks += row[0]
			case i <= 3:
				b.Undertricks += row[1]
			default:
				b.Undertricks += row[2]
			}
		}
		return b, nil
	}
	f := doublingFactor[c.Doubling]
	tp := trickPoints[c.Strain]
	b.TrickScore = f * (tp[0] + tp[1]*(int(c.Level)-1))
	over := tricks - need
	switch c.Doubling {
	case bridge.Undoubled:
		b.Overtricks = over * tp[1]
	case bridge.Doubled:
		b.Overtricks = over * OvertrickDoubled.Get(vulnerable)
	case bridge.Redoubled:
		b.Overtricks = over * 2 * OvertrickDoubled.Get(vulnerable)
	}
	b.Insult = insultBonus[c.Doubling]
	if b.TrickScore >= GameThreshold {
		b.Game = GameBonus.Get(vulnerable)
	} else {
		b.Game = PartscoreBonus.Get(vulnerable)
	}
	switch c.Level {
	case 6:
		b.Slam = SmallSlamBonus.Get(vulnerable)
	case 7:
		b.Slam = GrandSlamBonus.Get(vulnerable)
	}
	return b, nil
}

// DeclarerScore is the score of the declaring side (Law 77) for contract c
// when that side is vulnerable or not and takes tricks tricks (0-13):
// positive when the contract is made, negative when it fails, 0 for a
// passed-out board. Errors wrap ErrTricks or ErrContract.
func DeclarerScore(c bridge.Contract, vulnerable bool, tricks int) (int, error) {
	b, err := Explain(c, vulnerable, tricks)
	return b.Total(), err
}

// Score is the score of the board from North-South's point of view (Law 77):
// contract c (with its declarer), the board's vulnerability, and declarer's
// tricks (0-13). A passed-out board scores 0. Errors wrap ErrTricks,
// ErrContract or ErrVulnerability.
func Score(c bridge.Contract, v bridge.Vulnerability, tricks int) (int, error) {
	if !v.Valid() {
		return 0, fmt.Errorf("%w: vulnerability %d", ErrVulnerability, v)
	}
	if c.IsPassedOut() {
		if tricks < 0 || tricks > 13 {
			return 0, fmt.Errorf("%w: %d", ErrTricks, tricks)
		}
		return 0, nil
	}
	s, err := DeclarerScore(c, v.Vulnerable(c.Side()), tricks)
	if err != nil {
		return 0, err
	}
	return s * c.Side().Sign(), nil
}
