package laws_test

import (
	"encoding/json"
	"fmt"

	"bridgelaw/laws"
)

// ExampleNewRulingView: the JSON view of a ruling, as the CLI's rule --json
// and the server give it: East leads out of turn, declarer refuses it
// (Law 54), East's card becomes a major penalty card.
func ExampleNewRulingView() {
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
	v := laws.NewRulingView(tb.Rulings()[0], "en")
	v.Explanation = "" // the catalog's words; tested there
	b, _ := json.Marshal(v)
	fmt.Println(string(b))
	// Output:
	// {"seq":1,"event":1,"kind":"opening-lead-out-of-turn","law":"Law 54","offender":"E","trick":1,"card":"HT","options":["become-dummy","accept","require-lead","forbid-lead","refuse"],"chooser":"S","chosen":"refuse","explanation":""}
}
