package laws

import (
	"errors"
	"strings"
	"testing"

	"bridgelaw/bridge"
)

// auctionLog replays calls on the example deal, North dealing, with no
// known contract.
func auctionLog(t *testing.T, text string) *Table {
	t.Helper()
	tb, err := Replay(auctionSetup(), mustLog(t, text), Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// TestParseLogAuctionForms: the auction's verbs and answers read and print
// back.
func TestParseLogAuctionForms(t *testing.T) {
	text := "N change 1H\ndirector misinformed W\nE call 2H simultaneous\ndirector answer Q3 comparable yes\n" +
		"director answer Q4 suits S H\ndirector answer Q5 suits none\nS change 8D\ndirector answer 23C damage tricks 9\n"
	l, err := ParseLog(text)
	if err != nil {
		t.Fatal(err)
	}
	e := l.Events
	if c, ok := e[0].(Change); !ok || c.Call != bridge.Bid(1, bridge.StrainHearts) {
		t.Errorf("%+v", e[0])
	}
	if m, ok := e[1].(Misinformed); !ok || m.Target != bridge.West {
		t.Errorf("%+v", e[1])
	}
	a3, a4, a5 := e[3].(Answer), e[4].(Answer), e[5].(Answer)
	if !e[2].(Call).Simultaneous || a3.Topic != TopicComparable || a3.Form != AnswerYes || a4.Suits != "S H" || a5.Suits != "none" || a5.Topic != TopicSuits {
		t.Errorf("%+v %+v %+v %+v", e[2], e[3], e[4], e[5])
	}
	if a7 := e[7].(Answer); e[6].(Change).BidLevel != 8 || a7.Topic != TopicDamage || a7.Number != 9 || a7.Form != AnswerTricks {
		t.Errorf("%+v %+v", e[6], e[7])
	}
	if got := l.Format(); got != text {
		t.Errorf("Format:\n%s", got)
	}
	checkRoundTrip(t, l)
	for _, tc := range []struct {
		text string
		col  int
		want string
	}{
		{"director misinformed X\n", 22, "want the player misinformed"},
		{"director answer Q1 comparable\n", 31, "want yes or no after comparable"},
		{"director answer Q1 suits Z\n", 26, "want suits"},
		{"director answer Q1 suits\n", 26, "want the suits"},
		{"E call 2H at-once\n", 11, "unexpected"},
	} {
		_, err := ParseLog(tc.text)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Column != tc.col || !strings.Contains(pe.Msg, tc.want) {
			t.Errorf("%q: %v", tc.text, err)
		}
	}
}

// TestAnswerMustFitTheQuestion: an answer naming another topic, or of the
// wrong form, is not taken: the question stays open and the auction waits.
func TestAnswerMustFitTheQuestion(t *testing.T) {
	tb := auctionLog(t, "S call 1C\nW choose refuse\nN call Pass\nE call Pass\nS call Pass\n"+
		"director answer Q1 unintended yes\ndirector answer Q1 tricks 9\nW call 1H\n")
	res := tb.Result()
	if len(res.Open) != 1 || res.Open[0].ID != "Q1" || res.Open[0].Topic != TopicComparable {
		t.Fatalf("open: %+v", res.Open)
	}
	var unexpected []string
	for _, r := range res.Rulings {
		if r.Kind == KindUnexpected {
			unexpected = append(unexpected, r.Detail.String())
		}
	}
	want := []string{"Q1 is not about unintended (Law 23A)", "Q1 (comparable) is answered yes or no", "no call until the Director answers Q1 (Law 23A)"}
	if strings.Join(unexpected, "|") != strings.Join(want, "|") {
		t.Errorf("unexpected: %q", unexpected)
	}
	if last := res.Auction[len(res.Auction)-1]; last.Seat != bridge.South || last.Call != bridge.Pass {
		t.Errorf("West's call was recorded: %v", res.Auction)
	}
}

// TestAuctionStrings: the English forms of the record and the history.
func TestAuctionStrings(t *testing.T) {
	tb := auctionLog(t, "E call 1H\nS choose refuse\nN call Pass\nE call 1H\nS call 8D\n")
	var got []string
	for _, c := range tb.Auction() {
		got = append(got, c.String())
	}
	want := "E 1H cancelled (Law 29B; unauthorised for EW)|N Pass|E 1H|S 8D pending"
	if strings.Join(got, "|") != want {
		t.Errorf("record: %q", got)
	}
	h := tb.ObligationHistory()
	if len(h) != 1 || h[0].String() != "E repeat-call 1H (Law 31A1, ruling 6): fulfilled" || h[0].EndEvent != 3 {
		t.Errorf("history: %+v", h)
	}
	if s := (AuctionCall{Seat: bridge.North, Status: CallSkipped, Law: bridge.Law(29, "A")}).String(); s != "N - skipped (Law 29A)" {
		t.Errorf("skipped: %q", s)
	}
	if CallStatus(99).String() != "?" || CallDeemedPass.String() != "deemed-pass" || !CallSkipped.Standing() || CallWithdrawn.Standing() {
		t.Error("CallStatus")
	}
}

// TestApplyAfterLaw33: when Law 33 folds the log again, Apply returns the
// rulings of both calls, and the table is the one Replay builds.
func TestApplyAfterLaw33(t *testing.T) {
	tb, err := New(auctionSetup(), Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ev := mustLog(t, "E call 2H\nN call 1S simultaneous\n")
	if rs, _ := tb.Apply(ev[0]); len(rs) != 1 || rs[0].Kind != KindCallOutOfRotation {
		t.Fatalf("first call: %+v", rs)
	}
	rs, err := tb.Apply(ev[1])
	if err != nil || len(rs) != 1 || rs[0].Kind != KindSimultaneous || rs[0].Event != 1 {
		t.Fatalf("second call: %+v %v", rs, err)
	}
	if got := tb.Auction(); len(got) != 2 || got[0].String() != "N 1S" || got[1].String() != "E 2H" || len(tb.Events()) != 2 || tb.Events()[0].Header().Actor != SeatActor(bridge.East) {
		t.Errorf("record %v, events %v", got, tb.Events())
	}
}
