package laws_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

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

// replayScenario replays the "-- log --" section of a txtar scenario in
// testdata/scenarios.
func replayScenario(t *testing.T, name string) laws.Result {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "scenarios", name))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	text = text[strings.Index(text, "-- log --\n")+len("-- log --\n"):]
	text = text[:strings.Index(text, "\n-- ")+1]
	lg, err := laws.ParseLog(text)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := lg.Setup()
	if err != nil {
		t.Fatal(err)
	}
	tb, _ := laws.Replay(setup, lg.Events, laws.Options{}, nil)
	return tb.Result()
}

// TestResultViews: Law 64A2 example 1 (East revokes on trick 6, one trick
// to NS; 9 tricks at the table, 10 after adjustment, 4S making, +420) as
// the table-level views give it.
func TestResultViews(t *testing.T) {
	res := replayScenario(t, "law64a2-example1.txtar")
	rv := laws.NewResultView(res, "en")
	if !rv.Ended || rv.TableTricks != 9 || rv.DeclarerTricks != 10 || rv.Assigned || !rv.Scored || rv.ScoreNS != 420 || len(rv.Adjustments) != 1 {
		t.Fatalf("result view %+v", rv)
	}
	a := rv.Adjustments[0]
	if a.Law != "Law 64A2" || a.LawText != "" || a.Offender != "E" || a.Trick != 6 || a.Transfer != 1 || a.To != "NS" || len(a.Tricks) != 1 {
		t.Errorf("adjustment view %+v", a)
	}
	tr := res.Tricks[5]
	if v := laws.NewTrickView(tr); v != (laws.TrickView{Number: 6, Leader: "S", Winner: "N"}) {
		t.Errorf("trick view %+v", v)
	}
	got, _ := json.Marshal(laws.PlayedCards(tr))
	if want := `[{"seat":"S","card":"D5"},{"seat":"W","card":"DK"},{"seat":"N","card":"DA"},{"seat":"E","card":"HT"}]`; string(got) != want {
		t.Errorf("cards of trick 6 %s, want %s", got, want)
	}
	// With no adjustment, the list is empty, not nil (the CLI prints []),
	// and the server's "result" leaves it out.
	empty := laws.NewResultView(laws.Result{}, "en")
	b, _ := json.Marshal(empty)
	if empty.Adjustments == nil || string(b) != `{"ended":false,"table_tricks":0,"declarer_tricks":0,"scored":false,"score_ns":0}` {
		t.Errorf("empty result view %s (adjustments nil: %v)", b, empty.Adjustments == nil)
	}
}

// TestCallView: East bids 1H out of rotation, South refuses it, North
// passes and East repeats 1H as Law 31A1 obliges: the call names the
// obligation and the call required, and the obligation's record says it
// was fulfilled.
func TestCallView(t *testing.T) {
	res := replayScenario(t, "law31a1-repeat.txtar")
	var bound []laws.CallView
	for _, c := range res.Auction {
		if v := laws.NewCallView(c); v.Obliged != "" {
			bound = append(bound, v)
		}
	}
	b, _ := json.Marshal(bound)
	if want := `[{"seat":"E","call":"1H","status":"stands","obliged":"repeat-call","required":"1H"}]`; string(b) != want {
		t.Errorf("bound calls %s, want %s", b, want)
	}
	if len(res.History) != 1 {
		t.Fatalf("history %v", res.History)
	}
	v := laws.NewObligationRecordView(res.History[0], "en")
	var repeat int // the Seq of the repeat-call ruling that created it
	for _, r := range res.Rulings {
		if r.Kind == "repeat-call" {
			repeat = r.Seq
		}
	}
	if v.Obligation != "E repeat-call 1H" || v.Law != "Law 31A1" || repeat == 0 || v.Ruling != repeat || v.End != "fulfilled" || v.Line != 0 {
		t.Errorf("record view %+v", v)
	}
}

// TestObligationView: West exposes C3 and D4 together, both major
// penalty cards (Laws 50B, 51A), then fails to lead one: South awaits a
// choice on trick 2 (Law 52).
func TestObligationView(t *testing.T) {
	res := replayScenario(t, "law51-two-penalty-cards.txtar")
	if len(res.Obligations) != 3 {
		t.Fatalf("pending %v", res.Obligations)
	}
	v := laws.NewObligationView(res.Obligations[0])
	if v.Seat != "W" || v.Kind != "major-penalty-card" || v.Card != "C3" || v.Suit != "" || v.Trick != 0 || v.Text != "W major-penalty-card C3" {
		t.Errorf("penalty card view %+v", v)
	}
	v = laws.NewObligationView(res.Obligations[2])
	if v.Seat != "S" || v.Kind != "await-choice" || v.Card != "" || v.Trick != 2 || v.Law == "" || v.Text != "S await-choice trick 2" {
		t.Errorf("choice view %+v", v)
	}
}
