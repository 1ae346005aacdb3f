package play_test

import (
	"fmt"

	"bridgelaw/bridge"
	"bridgelaw/play"
)

func Example() {
	d := bridge.MustDeal("N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ")
	p, _ := play.New(d, bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.South})
	fmt.Println("opening lead from", p.Turn().Name())
	for _, c := range []string{"CA", "C2", "C5", "C8"} {
		if err := p.Play(p.Turn(), bridge.MustCard(c)); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println("West won trick 1 and leads:", p.Turn().Name(), "- EW tricks:", p.Won(bridge.EastWest))
	fmt.Println(p.Play(bridge.West, bridge.MustCard("CK")) == nil, "legal for North:", p.LegalCards())
	fmt.Println(p.Play(bridge.North, bridge.MustCard("SA")))
	// Output:
	// opening lead from West
	// West won trick 1 and leads: West - EW tricks: 1
	// true legal for North: ...43
	// must follow suit (Law 44C): North played SA on a clubs lead while holding 43
}

func ExampleWinner() {
	// Law 44C-E: a discarded ace never wins the trick.
	cards := [4]bridge.Card{bridge.MustCard("C7"), bridge.MustCard("SA"), bridge.MustCard("C9"), bridge.MustCard("C2")}
	fmt.Println(play.Winner(bridge.North, cards, bridge.NoTrump))
	cards[3] = bridge.MustCard("H2")
	fmt.Println(play.Winner(bridge.North, cards, bridge.StrainHearts))
	// Output:
	// S
	// W
}
