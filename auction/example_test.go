package auction_test

import (
	"errors"
	"fmt"

	"bridgelaw/auction"
	"bridgelaw/bridge"
)

func Example() {
	a, err := auction.New(bridge.North)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range []string{"1H", "Pass", "2C", "Pass", "2H", "Pass", "4H", "Pass", "Pass", "Pass"} {
		if err := a.Play(bridge.MustCall(s)); err != nil {
			fmt.Println(err)
		}
	}
	c, _ := a.Contract()
	leader, _ := a.OpeningLeader()
	fmt.Println(c, "by", c.Declarer.Name(), "- opening lead from", leader.Name())
	// Output: 4H by North - opening lead from East
}

func ExampleAuction_Call() {
	a, err := auction.New(bridge.North)
	if err != nil {
		fmt.Println(err)
		return
	}
	_ = a.Call(bridge.North, bridge.MustCall("1S"))
	err = a.Call(bridge.East, bridge.MustCall("1H"))
	fmt.Println(err)
	fmt.Println(errors.Is(err, auction.ErrInsufficientBid))
	var re *bridge.RuleError
	errors.As(err, &re)
	fmt.Println(re.Law)
	fmt.Println(a.Call(bridge.South, bridge.MustCall("2S")))
	// Output:
	// insufficient bid (Law 27): 1H after 1S
	// true
	// Law 27
	// call out of rotation (Law 17C): 2S by S, but it is E's turn
}

func ExampleNew() {
	_, err := auction.New(bridge.Seat(7))
	fmt.Println(errors.Is(err, auction.ErrDealer))
	// Output: true
}
