package score_test

import (
	"fmt"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

func ExampleScore() {
	c, _ := bridge.ParseContractBy("4SXS")
	for _, tricks := range []int{8, 10, 11} {
		s, _ := score.Score(c, bridge.NSVulnerable, tricks)
		fmt.Println(tricks, s)
	}
	e, _ := bridge.ParseContractBy("3NTE")
	s, _ := score.Score(e, bridge.None, 9)
	fmt.Println("3NT= by East:", s)
	// Output:
	// 8 -500
	// 10 790
	// 11 990
	// 3NT= by East: -400
}

func ExampleExplain() {
	c, _ := bridge.ParseContractBy("2HXS")
	b, _ := score.Explain(c, true, 8)
	fmt.Printf("%+v = %d\n", b, b.Total())
	// Output: {TrickScore:120 Overtricks:0 Insult:50 Game:500 Slam:0 Undertricks:0} = 670
}
