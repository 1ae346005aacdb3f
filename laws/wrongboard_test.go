package laws

import (
	"errors"
	"testing"
)

// TestWrongHandAndTricksAgreedEdges: Law 15A before the offender called
// cancels nothing; tricks stated before the end of play are out of place;
// the players, not the Director, agree the tricks (an impossible event);
// a seat states its side's number.
func TestWrongHandAndTricksAgreedEdges(t *testing.T) {
	head := "[Board \"1\"]\n[Deal \"N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3\"]\n"
	_, tb, _ := replayText(t, head+"N call Pass\ndirector wrong-hand E\nE call Pass\n")
	res := tb.Result()
	if len(res.Rulings) != 1 || res.Rulings[0].Kind != KindWrongHandBeforeAny || len(res.Auction) != 2 || res.Auction[0].Status != CallStands {
		t.Errorf("15A before a call: %s %v", dumpRulings(res.Rulings), res.Auction)
	}
	_, tb, _ = replayText(t, head+"N call Pass\nNS tricks-agreed 9\n")
	if res := tb.Result(); len(res.Rulings) != 1 || res.Rulings[0].Kind != KindUnexpected {
		t.Errorf("79 before the end of play: %s", dumpRulings(res.Rulings))
	}
	lg, tb, err := replayText(t, head+"[Contract \"4S\"]\n[Declarer \"S\"]\ndirector tricks-agreed 9\n")
	if !errors.Is(err, ErrImpossible) || len(lg.Events) != 1 || len(tb.Events()) != 0 {
		t.Errorf("the Director agreeing tricks: %v", err)
	}
	_, tb, _ = replayText(t, head+"N call Pass\nE call Pass\nS call 4S\nW call Pass\nN call Pass\nE call Pass\nW play SK\nN play S3\nE play S2\nS play S4\n"+
		"claim S 9 \"\"\nEW accept\nN tricks-agreed 9\nW tricks-agreed 9\n")
	if res := tb.Result(); res.Rulings[len(res.Rulings)-1].Kind != KindTricksAgreed {
		t.Errorf("seats stating for their sides: %s", dumpRulings(res.Rulings))
	}
}
