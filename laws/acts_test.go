package laws

import (
	"testing"

	"bridgelaw/bridge"
)

// TestMayRecord: a player records his own acts only; declarer plays
// dummy's cards once dummy is faced (Law 45B); a side's acceptance is
// either member's; the Director's events are no player's.
func TestMayRecord(t *testing.T) {
	const tags = "[Board \"1\"]\n[Deal \"N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3\"]\n"
	auction := "N call Pass\nE call Pass\nS call 4S\nW call Pass\nN call Pass\nE call Pass\n"
	cases := []struct {
		name, before, event string
		may                 string // the seats that may record it
	}{
		{"a call", "", "N call Pass", "N"},
		{"a change of call", "N call 1C\n", "N change 1D", "N"},
		{"a call out of rotation", "", "W call 1H", "W"},
		{"attention", "", "E attention", "E"},
		{"the Director noticed", "", "director noticed", ""},
		{"a Director's answer", "", "director answer Q1 yes", ""},
		{"misinformation", "", "director misinformed W", ""},
		{"end of round", "", "end-of-round", ""},
		{"hands returned", "", "hands-returned", ""},
		{"the opening lead", auction, "W play SK", "W"},
		{"dummy's card before the lead", auction, "N play S3", "N"},
		{"dummy's card after the lead", auction + "W play SK\n", "N play S3", "S"},
		{"declarer's own card", auction + "W play SK\nN play S3\nE play S2\n", "S play S4", "S"},
		{"a defender's card", auction + "W play SK\nN play S3\n", "E play S2", "E"},
		{"no spades?", auction + "W play SK\n", "W ask N", "W"},
		{"a claim", auction + "W play SK\nN play S3\nE play S2\nS play S4\n", "claim S 9 \"the rest\"", "S"},
		{"a side accepts", auction + "W play SK\nN play S3\nE play S2\nS play S4\nclaim S 9\n", "EW accept", "EW"},
		{"an objection", auction + "W play SK\nN play S3\nE play S2\nS play S4\nclaim S 9\n", "E object", "E"},
		{"a choice", "E call 1H\n", "S choose accept", "S"},
		{"dummy's breach", auction + "W play SK\n", "N breach", "N"},
		{"the next board", auction, "next-board E", "E"},
	}
	for _, c := range cases {
		lg, err := ParseLog(tags + c.before + c.event + "\n")
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		setup, err := lg.Setup()
		if err != nil {
			t.Fatal(err)
		}
		n := len(lg.Events)
		tb, err := Replay(setup, lg.Events[:n-1], Options{}, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got := ""
		for _, s := range bridge.Seats() {
			if tb.MayRecord(lg.Events[n-1], s) {
				got += s.String()
			}
		}
		if got != c.may {
			t.Errorf("%s: %q may be recorded by %q, want %q", c.name, c.event, got, c.may)
		}
	}
	if (&Table{}).MayRecord(nil, bridge.North) {
		t.Error("a nil event may be recorded")
	}
}

// TestPendingClaim: a claim suspends play until the other side agrees
// (Law 69A) or objects (Law 70); either ends its pending. Contested, it
// stays suspended until the Director rules (70) or both sides play on
// (68D2(b)).
func TestPendingClaim(t *testing.T) {
	const tags = "[Board \"1\"]\n[Deal \"N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3\"]\n"
	play := "N call Pass\nE call Pass\nS call 4S\nW call Pass\nN call Pass\nE call Pass\nW play SK\nN play S3\nE play S2\nS play S4\n"
	for _, c := range []struct {
		name, log string
		want      string // the claimer, "" for none
		contested string // the claimer of a contested claim, "" for none
	}{
		{"no claim", play, "", ""},
		{"a claim", play + "claim S 9\n", "S", ""},
		{"a concession", play + "concede E 1\n", "E", ""},
		{"agreed", play + "claim S 9\nE accept\n", "", ""},
		{"contested", play + "claim S 9\nW object\n", "", "S"},
		{"contested, ruled", play + "claim S 9\nW object\ndirector answer Q1 tricks 9\n", "", ""},
		{"contested, played on", play + "claim S 9\nW object\nEW play-on\nNS play-on\n", "", ""},
	} {
		lg, err := ParseLog(tags + c.log)
		if err != nil {
			t.Fatal(err)
		}
		setup, err := lg.Setup()
		if err != nil {
			t.Fatal(err)
		}
		tb, err := Replay(setup, lg.Events, Options{}, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got := ""
		if s, ok := tb.PendingClaim(); ok {
			got = s.String()
		}
		if got != c.want {
			t.Errorf("%s: pending claim by %q, want %q", c.name, got, c.want)
		}
		got = ""
		if s, ok := tb.ContestedClaim(); ok {
			got = s.String()
		}
		if got != c.contested {
			t.Errorf("%s: contested claim by %q, want %q", c.name, got, c.contested)
		}
		for _, r := range tb.Result().Rulings {
			if r.Kind == KindUnexpected {
				t.Errorf("%s: an event unexpected: %v", c.name, r.Detail)
			}
		}
	}
}
