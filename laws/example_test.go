package laws_test

import (
	"fmt"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/laws"
	"bridgelaw/record"
)

// The Director's summary door: worked example 1 of the revoke pages.
func ExampleRuleSummary() {
	winners, _ := laws.ParseWinners("WWSSSNSSESSES")
	rv, _ := laws.ParseRevoke("E@6")
	res, err := laws.RuleSummary(laws.Summary{
		Contract:      bridge.Contract{Level: 4, Strain: bridge.StrainSpades, Declarer: bridge.South},
		Vulnerability: bridge.None,
		Winners:       winners,
		Revokes:       []laws.RevokeFacts{rv},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	a := res.Adjustments[0]
	fmt.Printf("%s: %d trick to %s; declarer %d -> %d tricks; NS %+d -> %+d\n",
		a.Law, a.Transfer, a.To, res.TableTricks, res.DeclarerTricks, res.TableScoreNS, res.ScoreNS)
	// Output: Law 64A2: 1 trick to NS; declarer 9 -> 10 tricks; NS -50 -> +420
}

// The full record door: a log read from its text form, replayed, ruled.
func ExampleReplay() {
	lg, err := laws.ParseLog(`[Board "1"]
[Deal "N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3"]
[Contract "4S"]
[Declarer "S"]
E play HT
S choose refuse
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	setup, _ := lg.Setup()
	tb, _ := laws.Replay(setup, lg.Events, laws.Options{}, nil)
	for _, r := range tb.Rulings() {
		fmt.Println(r.Law, r.Kind, r.Chosen)
	}
	for _, o := range tb.Obligations() {
		fmt.Println(o)
	}
	// Output:
	// Law 54 opening-lead-out-of-turn refuse
	// Law 54 choice refuse
	// E major-penalty-card HT
}

// The auction: South opens out of turn, West does not accept, and the
// auction goes on to a contract (Laws 29B, 31B, 23A, 26B).
func ExampleReplay_auction() {
	lg, err := laws.ParseLog(`[Board "1"]
[Deal "N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3"]
S call 1C
W choose refuse
N call Pass
E call Pass
S call Pass
director answer Q1 comparable no
W call 1H
N call Pass
E call 2H
S call Pass
W call 4H
N call Pass
E call Pass
S call Pass
director answer Q2 suits none
W choose prohibit-lead C
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	setup, _ := lg.Setup()
	tb, _ := laws.Replay(setup, lg.Events, laws.Options{}, nil)
	res := tb.Result()
	fmt.Println(res.Contract.StringBy())
	fmt.Println(res.Auction[0])
	for _, r := range res.Rulings {
		if r.Kind != laws.KindChoice && (len(r.Obligations) > 0 || !r.Chosen.IsZero()) {
			fmt.Println(strings.TrimSpace(r.Law.String() + " " + string(r.Kind) + " " + r.Chosen.String()))
		}
	}
	for _, o := range res.History {
		fmt.Println(o)
	}
	// Output:
	// 4H W
	// S 1C cancelled (Law 29B; unauthorised for NS)
	// Law 29 call-out-of-rotation refuse
	// Law 31A2(b) not-comparable
	// Law 26B lead-prohibition-right
	// Law 26B lead-prohibition prohibit-lead C
	// N pass-next-turn (Law 31A2(b), ruling 8): fulfilled
	// N lead-prohibition (Law 26B, ruling 11): used (prohibit-lead C)
}

// The hand-record door: a board as a file records it, replayed by the
// Laws, its tags compared with what the replay computes.
func ExampleReplayRecord() {
	r := record.New()
	r.Board = 1
	r.AuctionStart, r.AuctionEnded = bridge.North, true
	for _, s := range []string{"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"} {
		r.Calls = append(r.Calls, record.Call{Call: bridge.MustCall(s)})
	}
	r.Result, r.ResultKnown = 10, true
	r.ScoreNS, r.ScoreKnown = 420, true
	o := laws.ReplayRecord(r)
	fmt.Printf("%s %d tricks (from the %s): %d\n", o.Contract.StringBy(), o.DeclarerTricks, o.TricksFrom, o.ScoreNS)
	for _, m := range o.Mismatches {
		fmt.Println(m.Text("en"))
		fmt.Println(m.Text("it"))
	}
	// Output:
	// 3NT N 10 tricks (from the result): 430
	// Score: the file says +420, replay gives +430
	// Score: il file dice +420, la riproduzione dà +430
}
