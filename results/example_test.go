package results_test

import (
	"os"
	"strings"

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
