package laws_test

import (
	"fmt"

	"bridgelaw/bridge"
	"bridgelaw/laws"
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
