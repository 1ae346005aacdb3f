package score_test

import (
	"fmt"

	"bridgelaw/score"
)

func ExampleIMPs() {
	// +620 at one table, -170 at the other: a difference of 790.
	fmt.Println(score.IMPs(620-(-170)), score.IMPs(-790), score.IMPs(2990), score.IMPs(3000))
	// Output: 13 -13 21 22
}

func ExampleMatchpointBoard() {
	tables := []score.Table{
		score.Played(420), score.Played(420), score.Played(400), score.Played(-50),
		{NS: score.Award{Artificial: score.AveragePlus}, EW: score.Award{Artificial: score.AverageMinus}},
	}
	mps, _ := score.MatchpointBoard(tables, score.MatchpointOptions{})
	for _, m := range mps {
		fmt.Printf("%.2f %.2f of %g\n", m.NS.MP, m.EW.MP, m.Top)
	}
	// Output:
	// 6.50 1.50 of 8
	// 6.50 1.50 of 8
	// 2.75 5.25 of 8
	// 0.25 7.75 of 8
	// 4.80 3.20 of 8
}

func ExampleVictoryPoints() {
	vp, opp, _ := score.VictoryPoints(2, 20)
	fmt.Println(vp, opp)
	// Output: 10.55 9.45
}

func ExampleNeuberg() {
	// A sole top among 10 results where 11 were expected: 18 of 18 becomes
	// 19.9 of 20.
	fmt.Printf("%.1f\n", score.Neuberg(18, 10, 11))
	// Output: 19.9
}
