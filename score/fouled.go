package score

import (
	"bridgelaw/bridge"
)

// LawFouled is Law 87: a fouled board is scored in groups, one per version
// of the deal played, "as provided in the regulations for the tournament".
var LawFouled = bridge.Law(87, "B")

// FouledRules is a regulating authority's rule for scoring fouled boards
// (Law 87B leaves it to the regulations) and the procedural penalties
// (Law 90) that go with them. The zero value scores every group with the
// Neuberg formula and gives no penalty.
type FouledRules struct {
	// Name identifies the rule in reports, e.g. "EBU White Book 4.2.3.3".
	Name string
	// SmallGroupMax: a group of at most this many real results is not
	// scored with Neuberg but with fixed percentages: 60% + 5% for each
	// matchpoint above the group's average on the 2-per-beat scale, so a
	// group of 2 scores 65% / 55% and a group of 3 scores 70% / 60% / 50%
	// (ties and the other side as in ordinary matchpointing; the two sides
	// of a table share 120%); a lone result scores 60% to both sides. 0
	// disables the rule.
	SmallGroupMax int
	// SmallGroupShare: when > 0, the small-group rule also needs the group
	// to be at most this share of the expected results (EBU: 1/3, i.e.
	// E >= 3A).
	SmallGroupShare float64
	// CardsMovedPenalty is the procedural penalty (Law 90), in percent of
	// a top, to each pair held responsible for misplacing cards in the
	// board (0: none by rule; the Director decides).
	CardsMovedPenalty float64
	// WrongDiagramPenalty is the procedural penalty, in percent of a top,
	// to the North-South pair who wrote a wrong diagram of the deal on the
	// travelling score sheet (0: none).
	WrongDiagramPenalty float64
}

// EBUFouled is the English Bridge Union's rule (White Book, 4.2.3.3 "Small
// sub-fields", quoted on forums.ebu.co.uk discussion 1317, and Nick Doe,
// "Scoring of fouled boards", ebu.co.uk): groups are matchpointed
// separately and scaled with Neuberg; a group of at most three results that
// is also at most a third of the results gets 65%/55% (two results) or
// 70%/60%/50% (three). The White Book text covers groups of 2 and 3; the
// lone result's 60%/60% is the usual artificial score for a board that
// could not be compared (H. De Wael, "Calculating Bridge Tournaments",
// problem 4) and is what the same formula gives. No penalty is fixed by
// rule.
var EBUFouled = FouledRules{
	Name:            "EBU White Book 4.2.3.3",
	SmallGroupMax:   3,
	SmallGroupShare: 1.0 / 3,
}

// ItalianFouled is the rule of this project's seeds for Italian club
// events (FIGB Norme Integrative, Article 87): 10% of a top to the
// North-South pair that wrote a wrong diagram; when cards were moved, 20% of
// a top to each of the two guilty pairs, the result of the table that then
// played the changed board cancelled and 60% of a top to its two innocent
// pairs (a group of one), and groups of two or three scored 65/55 and
// 70/60/50 as M. Di Sacco describes on bridgeditalia.it ("Carte ruotate",
// 2013). The seeds do not say whether the EBU's "at most a third of the
// field" condition applies; the Italian sources quoted only say "up to
// three tables", so it is not set.
var ItalianFouled = FouledRules{
	Name:                "FIGB (project seeds)",
	SmallGroupMax:       3,
	CardsMovedPenalty:   20,
	WrongDiagramPenalty: 10,
}

// small reports whether a fouled group of a real results, on a board
// expecting e, is scored with the small-group percentages.
func (r FouledRules) small(a, e int) bool {
	if r.SmallGroupMax <= 0 || a < 1 || a > r.SmallGroupMax {
		return false
	}
	return r.SmallGroupShare <= 0 || float64(a) <= r.SmallGroupShare*float64(e)+1e-9
}

// smallPercent is the small-group percentage for mp matchpoints (2-per-beat,
// within the group) in a group of a results: 60 + 5 * (mp - (a-1)).
func (r FouledRules) smallPercent(mp float64, a int) float64 {
	return 60 + 5*(mp-float64(a-1))
}

// Foul is a fault behind a fouled board that a regulation may penalise.
type Foul int8

const (
	// CardsMoved: a pair put one or more cards back in the wrong pocket,
	// so that later tables played a different deal (Law 7, Law 87A).
	CardsMoved Foul = iota + 1
	// WrongDiagram: the North-South pair who wrote the deal's diagram on
	// the travelling score sheet wrote it wrong.
	WrongDiagram
)

// Penalty is the procedural penalty (Law 90), as a Penalty, that the rule
// gives a pair for foul f; ok is false when the rule sets none.
func (r FouledRules) Penalty(f Foul) (p Penalty, ok bool) {
	switch f {
	case CardsMoved:
		if r.CardsMovedPenalty > 0 {
			return Penalty{Amount: r.CardsMovedPenalty, Unit: PercentOfTop, Law: LawProcedural, Reason: "cards misplaced in the board (" + r.Name + ")"}, true
		}
	case WrongDiagram:
		if r.WrongDiagramPenalty > 0 {
			return Penalty{Amount: r.WrongDiagramPenalty, Unit: PercentOfTop, Law: LawProcedural, Reason: "wrong diagram written by North-South (" + r.Name + ")"}, true
		}
	}
	return Penalty{}, false
}
