package bridge_test

import (
	"fmt"

	"bridgelaw/bridge"
)

func ExampleBoard() {
	for _, b := range []bridge.Board{1, 2, 16, 17, 35} {
		fmt.Println(b, b.Dealer(), b.Vulnerability())
	}
	// Output:
	// 1 N None
	// 2 E NS
	// 16 W EW
	// 17 N None
	// 35 S EW
}

func ExampleParseCard() {
	for _, s := range []string{"SA", "AS", "♠A", "h10", "10H", "♦T"} {
		c, _ := bridge.ParseCard(s)
		fmt.Print(c, " ", c.Symbol(), "; ")
	}
	fmt.Println()
	// Output: SA ♠A; SA ♠A; SA ♠A; HT ♥T; HT ♥T; DT ♦T;
}

func ExampleParseCall() {
	for _, s := range []string{"Pass", "P", "X", "Dbl", "XX", "Rdbl", "3N", "3NT", "4♠"} {
		c, _ := bridge.ParseCall(s)
		fmt.Print(c, " ")
	}
	fmt.Println()
	// Output: Pass Pass X X XX XX 3NT 3NT 4S
}

func ExampleParseContractBy() {
	c, _ := bridge.ParseContractBy("4SXS")
	fmt.Println(c, "by", c.Declarer.Name(), "needs", c.Target(), "tricks; opening leader", c.OpeningLeader())
	_, err := bridge.ParseContractBy("7NNX")
	fmt.Println(err)
	// Output:
	// 4SX by South needs 10 tricks; opening leader W
	// bridge: bad contract "7NNX": want the declarer (N, E, S or W) after the contract
}

func ExampleNewDeal() {
	h, _, _ := bridge.ParseHands("N:AKQJT98765432... A.KQJT98765432.. .A.AKQJT98765432. -")
	_, err := bridge.NewDeal(h)
	fmt.Println(err)
	d, _ := bridge.ParseDeal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. -")
	fmt.Println(d.Hand(bridge.West))
	// Output:
	// bridge: not a deal: SA is in both North's and East's hands; South has 14 cards, not 13; West has 0 cards, not 13; 13 cards are in no hand (CA CK CQ CJ CT C9 C8 C7 C6 C5 C4 C3 C2)
	// ...AKQJT98765432
}
