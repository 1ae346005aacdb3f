package results_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/results"
)

func ExampleScore() {
	csv := `board,ns,ew,contract,declarer,tricks,adjusted
1,1,11,4S,N,10,
1,2,12,4S,N,9,
1,3,13,,,,60% 4S N =; 40% 4S N -1
`
	ev, _ := results.ReadTraveller(strings.NewReader(csv), "example.csv")
	s, _ := results.Score(ev, results.Options{})
	results.WriteJSON(os.Stdout, s)
	// Output:
	// {"board":1,"ns":"1","ew":"11","contract":"4S","declarer":"N","tricks":10,"score_ns":420,"adjusted":null,"mp_ns":3.4,"mp_ew":0.6,"top":4,"pct_ns":85,"pct_ew":15,"imp_ns":null}
	// {"board":1,"ns":"2","ew":"12","contract":"4S","declarer":"N","tricks":9,"score_ns":-50,"adjusted":null,"mp_ns":0.4,"mp_ew":3.6,"top":4,"pct_ns":10,"pct_ew":90,"imp_ns":null}
	// {"board":1,"ns":"3","ew":"13","contract":null,"declarer":null,"tricks":null,"score_ns":null,"adjusted":"60% +420, 40% -50","mp_ns":2.2,"mp_ew":1.8,"top":4,"pct_ns":55,"pct_ew":45,"imp_ns":null,"notes":["Law 12C1(c): weighted adjusted score"]}
}

func ExampleEvent_SolveDD() {
	// A board with its deal and one table's result; the file gives no
	// double-dummy table, so SolveDD solves the deal and computes par.
	pbn := `[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"]
[Declarer "E"]
[Contract "2S"]
[Result "8"]
`
	ev, _ := results.ReadPBN(strings.NewReader(pbn), "example.pbn")
	n, _ := ev.SolveDD(context.Background(), 0, dd.Options{})
	b := ev.Boards[0]
	fmt.Println(n, "deal solved; par:", b.ParText())
	fmt.Println("East in spades:", b.DD[bridge.East][bridge.StrainSpades], "tricks")
	// Output:
	// 1 deal solved; par: EW 110, EW 2S=
	// East in spades: 8 tricks
}
