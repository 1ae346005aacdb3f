package record_test

import (
	"fmt"

	"bridgelaw/bridge"
	"bridgelaw/record"
)

func ExampleReplay() {
	r := record.New()
	r.Board = 1
	r.AuctionStart, r.AuctionEnded = bridge.North, true
	for _, s := range []string{"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"} {
		r.Calls = append(r.Calls, record.Call{Call: bridge.MustCall(s)})
	}
	r.Result, r.ResultKnown = 10, true
	r.ScoreNS, r.ScoreKnown = 420, true
	o := record.Replay(r)
	fmt.Println(o.Contract.StringBy(), o.DeclarerTricks, "tricks (from the", o.TricksFrom+"):", o.ScoreNS)
	for _, m := range o.Mismatches {
		fmt.Printf("the file says %s %s, Law 77 says %s\n", m.Tag, m.InFile, m.Computed)
	}
	// Output:
	// 3NT N 10 tricks (from the result): 430
	// the file says Score +420, Law 77 says +430
}
