package laws

import (
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

// TestParseAdjust: the forms of "director adjust" and "director penalty"
// (docs/table-log.md) read and print back canonically; bad lines are
// refused with the cause named.
func TestParseAdjust(t *testing.T) {
	for _, c := range []struct{ in, out, err string }{
		{in: "director adjust 4S S 10", out: "director adjust 4S S 10"},
		{in: "TD adjust 4SX S -2", out: "director adjust 4SX S 8"},
		{in: "director adjust 3NT N =", out: "director adjust 3NT N 9"},
		{in: "director adjust Pass", out: "director adjust Pass"},
		{in: "director adjust 60% 4S S 11 40% 4S S 10", out: "director adjust 60% 4S S 11 40% 4S S 10"},
		{in: "director adjust 50% 4S S 10 25% Pass 25% 5DX E 9", out: "director adjust 50% 4S S 10 25% Pass 25% 5DX E 9"},
		{in: "director adjust NS A+ EW A-", out: "director adjust NS A+ EW A-"},
		{in: "director adjust NS av+ EW ave", out: "director adjust NS A+ EW A"},
		{in: "director adjust NS A EW A", out: "director adjust A"},
		{in: "director adjust NS 4S S 11 EW 60% 4S S 10 40% 4S S 9", out: "director adjust NS 4S S 11 EW 60% 4S S 10 40% 4S S 9"},
		{in: "director adjust Q2 4S S 10", out: "director adjust Q2 4S S 10"},
		{in: "director adjust 64C 4S S 11", out: "director adjust 64C 4S S 11"},
		{in: "director adjust 27D NS A+ EW 3H E 9", out: "director adjust 27D NS A+ EW 3H E 9"},
		{in: "director adjust Q3 damage 4H W =", out: "director adjust Q3 damage 4H W 10"},
		{in: "director adjust Q3 DAMAGE NS A+ EW A-", out: "director adjust Q3 damage NS A+ EW A-"},
		{in: "director adjust Q3 damage", err: "want an adjusted score after damage"},
		{in: "director adjust Q3 dammage 4H W =", err: `"dammage" is neither an adjusted score (4S S 10, 60% 4S S 11 ..., A+, NS ... EW ...) nor the topic of a question (artificial, comparable,`},
		{in: "director adjust 4H W = 4H W 9", err: `column 24: unexpected "4H" after the result 4H W 10: several results each take their weight`},
		{in: "director adjust 4H W = now", err: `unexpected "now" after the result 4H W 10`},
		{in: "director adjust Q2 4X W 10", err: `column 20: "4X" is neither an adjusted score`},
		{in: "director adjust 60% 4S S 11 4S S 10", err: "want a weight such as 60% before each of several results"},
		{in: "director penalty EW 25% 74B1", out: "director penalty EW 25% 74B1"},
		{in: "director penalty NS 3IMP", out: "director penalty NS 3imp"},
		{in: "director penalty ns 2.5mp Law90", out: "director penalty NS 2.5mp 90"},
		{in: "director adjust", err: "want an adjusted score"},
		{in: "director adjust 60% 4S S 11 30% 4S S 10", out: "director adjust 60% 4S S 11 30% 4S S 10"}, // read, then ignored (TestAdjustIgnored)
		{in: "director adjust 100% 4S S 10", err: "a single result takes no weight"},
		{in: "director adjust 4S S 10 4S S 11", err: "several results each take their weight"},
		{in: "director adjust 4S X 10", err: "want the declarer"},
		{in: "director adjust 4S S 14", err: "tricks 0-13"},
		{in: "director adjust 7S S +1", err: "tricks 0-13"},
		{in: "director adjust 60%", err: "want a result after the weight"},
		{in: "director adjust 0% 4S S 10 100% Pass", err: "want a weight 1% to 100%"},
		{in: "director adjust EW A+ NS A-", err: "want NS first"},
		{in: "director adjust NS A+", err: "want EW"},
		{in: "director adjust NS A+ EW", err: "want an adjusted score after EW"},
		{in: "director adjust 55%x", err: "want a result"},
		{in: "director adjust 3imp", err: "want A+, A or A-"},
		{in: "director adjust Q1", err: "want an adjusted score after Q1"},
		{in: "director penalty EW", err: "want a side and an amount"},
		{in: "director penalty S 25%", err: "want the side penalised"},
		{in: "director penalty EW 250%", out: "director penalty EW 250%"}, // read, then ignored (TestAdjustIgnored)
		{in: "director penalty NS 101mp", out: "director penalty NS 101mp"},
		{in: "director penalty NS 21vp", out: "director penalty NS 21vp"},
		{in: "director penalty NS 1e400imp", err: "want an amount above 0"},
		{in: "director penalty NS 100imp", out: "director penalty NS 100imp"},
		{in: "director penalty NS 20vp", out: "director penalty NS 20vp"},
		{in: "director penalty EW -2imp", err: "amount above 0"},
		{in: "director penalty EW 0%", err: "amount above 0"},
		{in: "director penalty EW 2imp 99", err: "law of the infraction"},
		{in: "director penalty EW 2imp 74B1 slow", err: "unexpected"},
	} {
		l, err := ParseLog(c.in)
		if c.err != "" {
			var pe *ParseError
			if err == nil || !errors.As(err, &pe) || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: error %v, want one saying %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := FormatEvent(l.Events[0]); got != c.out {
			t.Errorf("%q: printed %q, want %q", c.in, got, c.out)
		}
		checkRoundTrip(t, l)
	}
}

// TestAdjustImpossible: only the Director adjusts or penalises (an event
// the engine refuses, naming its line); an award check does not accept
// a form the parser cannot write.
func TestAdjustImpossible(t *testing.T) {
	for _, e := range []Event{
		Adjust{Head: Head{Actor: SeatActor(bridge.North)}, NS: SideAward{Artificial: score.AveragePlus}, EW: SideAward{Artificial: score.AverageMinus}},
		Penalty{Head: Head{Actor: ActorEW}, Side: bridge.EastWest, Amount: score.Penalty{Amount: 10}},
		Adjust{Head: Head{Actor: ActorDirector}, NS: SideAward{Artificial: score.FixedPercent}, EW: SideAward{Artificial: score.Average}},
	} {
		tb, err := New(exampleSetup(), Options{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tb.Apply(e); !errors.Is(err, ErrImpossible) {
			t.Errorf("%s: %v, want ErrImpossible", FormatEvent(e), err)
		}
	}
}

// TestAdjustAnswers: "director adjust Q1 ..." answers a question that
// offers an assigned score (Law 64C here); a question answered yes or no
// (an auction question) cannot be, nor one that is not open. A later
// adjusted score replaces the earlier one, and says so.
func TestAdjustAnswers(t *testing.T) {
	head := "[Board \"1\"]\n[Deal \"N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3\"]\n"
	// North opens 1S, East's insufficient 1H is refused and replaced: the
	// Director's question on the replacement takes yes or no only.
	_, tb, _ := replayText(t, head+"N call 1S\nE call 1H\nS choose refuse\nE call 2H\ndirector adjust Q1 4S S 10\n")
	res := tb.Result()
	if res.Adjusted != nil || len(res.Open) != 1 || res.Rulings[len(res.Rulings)-1].Kind != KindUnexpected {
		t.Errorf("a yes/no question answered with an adjusted score: adjusted %v, open %v, rulings\n%s", res.Adjusted, res.Open, dumpRulings(res.Rulings))
	}
	_, tb, _ = replayText(t, head+"N call Pass\ndirector adjust Q7 4S S 10\n")
	if res := tb.Result(); res.Adjusted != nil || res.Rulings[len(res.Rulings)-1].Kind != KindUnexpected {
		t.Errorf("no question Q7: %v", res.Adjusted)
	}
	if d := res.Rulings[len(res.Rulings)-1].Detail; len(d) == 0 || d[0].Key != "no-adjust-answer" || !strings.Contains(d.Text("en"), "its answers are yes, no") {
		t.Errorf("a yes/no question: the reason is %q", d.Text("en"))
	}
	// Laws 27D, 12C1: East's insufficient 1H is replaced by 2H; Q2 asks
	// whether North-South were damaged. An adjusted score cannot answer Q1
	// (already answered), Q9 (never asked), nor Q2 twice: each is ignored
	// with its reason. The question's topic may be repeated, as in
	// "director answer"; another topic is refused.
	ins := head + "N call 1S\nE call 1H\nS choose refuse\nE call 2H\ndirector answer Q1 same-denomination yes\n" +
		"S call 2S\nW call 3H\nN call Pass\nE call Pass\nS call Pass\nclaim E 9 \"nine tricks\"\nNS accept\n"
	for _, c := range []struct{ log, key, reason string }{
		{"director adjust Q1 4H W 10\n", "already-answered", "Q1 (Law 27B1(a)) is already answered: same-denomination yes"},
		{"director adjust Q9 4H W 10\n", "no-open-question", "no open question Q9"},
		{"director adjust Q2 damage 4H W =\ndirector adjust Q2 4H W 9\n", "already-answered", "Q2 (Law 27D) is already answered: adjust 4H W 10"},
		{"director adjust 27D 4H W =\ndirector adjust 27D 4H W 9\n", "already-answered", "Q2 (Law 27D) is already answered: adjust 4H W 10"},
		{"director adjust Q2 comparable 4H W =\n", "not-about", "Q2 is not about comparable (Law 27D)"},
		{"director answer Q1 yes\n", "already-answered", "Q1 (Law 27B1(a)) is already answered: same-denomination yes"},
	} {
		_, tb, _ := replayText(t, ins+c.log)
		res := tb.Result()
		last := res.Rulings[len(res.Rulings)-1]
		if last.Kind != KindUnexpected || len(last.Detail) == 0 || last.Detail[0].Key != c.key || last.Detail.Text("en") != c.reason {
			t.Errorf("%q: last ruling %s %q, want unexpected %q", c.log, last.Kind, last.Detail.Text("en"), c.reason)
		}
		if strings.Count(c.log, "\n") == 2 && (res.Adjusted == nil || res.Adjusted.NS.text() != "4H W 10") {
			t.Errorf("%q: the first adjusted score is lost: %+v", c.log, res.Adjusted)
		}
	}
	_, tb, _ = replayText(t, head+"N call Pass\ndirector adjust 4S S 10\ndirector adjust NS A+ EW A-\n")
	res = tb.Result()
	last := res.Rulings[len(res.Rulings)-1]
	if res.Adjusted == nil || res.Adjusted.Form != AdjustArtificial || res.Scored || len(last.Detail) == 0 || last.Detail[0].Key != "replaces-adjusted" {
		t.Errorf("the later adjusted score: %+v, %s", res.Adjusted, last.Detail)
	}
}

// FuzzAdjust: whatever follows "director adjust" or "director penalty",
// the line is read or refused with a position; a line read is an event
// the engine accepts (weights of each side adding up to 100%, tricks
// 0-13), whose awards score (weights adding up to 1), and it prints back
// to the same event.
func FuzzAdjust(f *testing.F) {
	for _, s := range []string{"adjust 4S S 10", "adjust 60% 4S S 11 40% 4S S 10", "adjust NS A+ EW A-", "adjust Q2 NS 4HX W -1 EW Pass",
		"penalty EW 25% 74B1", "penalty NS 3imp", "adjust 64C 33% 3NT N 9 33% 3NT N 10 34% 4S S =", "adjust 70 A", "adjust Q3 damage 4H W ="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, rest string) {
		if strings.ContainsAny(rest, "\n\r") {
			return
		}
		l, err := ParseLog("director " + rest)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Column < 1 {
				t.Fatalf("error without a position: %v", err)
			}
			return
		}
		checkRoundTrip(t, l)
		for _, e := range l.Events {
			tb, err := New(exampleSetup(), Options{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := tb.Apply(e); err != nil {
				t.Fatalf("%s: read but refused: %v", FormatEvent(e), err)
			}
			a, ok := e.(Adjust)
			if !ok {
				continue
			}
			for _, sa := range []SideAward{a.NS, a.EW} {
				aw, err := sa.Award(bridge.None)
				if err != nil {
					// An award that reads but cannot be given (weights not
					// adding up to 100%, Law 12C1(c)) is ignored with its
					// reason, and nothing is adjusted.
					res := tb.Result()
					if n := len(res.Rulings); n == 0 || res.Rulings[n-1].Kind != KindUnexpected || res.Adjusted != nil {
						t.Fatalf("%s: %v, and not ignored: %+v", FormatEvent(e), err, res.Rulings)
					}
					continue
				}
				sum := 0.0
				for _, w := range aw.Scores {
					sum += w.Weight
				}
				if aw.Real() && math.Abs(sum-1) > 1e-9 {
					t.Fatalf("%s: weights add up to %v", FormatEvent(e), sum)
				}
			}
		}
	})
}

// TestIsLog: a table log is told from a PBN file that also starts with
// tags: its first line after the tags is an event.
func TestIsLog(t *testing.T) {
	tags := "[Board \"1\"]\n[Deal \"N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3\"]\n"
	for text, want := range map[string]bool{
		tags + "N call Pass\n":                         true,
		"\ufeff" + tags + "\n# a comment\nS play DA\n": true,
		tags + "claim S 10 \"x\"\n":                    true,
		tags + "director adjust NS A+ EW A-\n":         true,
		tags + "end-of-round\n":                        true,
		tags + "N plays SA\n":                          false, // no such verb: not a log line
		tags + "[Auction \"N\"]\nPass 1S Pass\n":       false,
		tags + "[Play \"W\"]\nSK S3 S2 S4\n":           false,
		tags:                                           false,
		"":                                             false,
	} {
		if got := IsLog(text); got != want {
			t.Errorf("IsLog(%q) = %v", text, got)
		}
	}
}

// directorEvent is one of the events of Laws 12C, 15, 66, 68D, 72B, 79 and
// 90 for the table's state, drawn from r.
func directorEvent(tb *Table, r *byteSource) Event {
	d := Head{Actor: ActorDirector}
	seat := bridge.Seat(r.n(4))
	ref := ""
	if qs := tb.openQuestions(); len(qs) > 0 && r.n(2) == 0 {
		ref = qs[r.n(len(qs))].ID
	}
	c := bridge.Contract{Level: bridge.Level(1 + r.n(7)), Strain: bridge.Strain(r.n(5)), Doubling: bridge.Doubling(r.n(3)), Declarer: seat}
	res := SideAward{Results: []AssignedResult{{Percent: 100, Contract: c, Tricks: r.n(14)}}}
	awards := []SideAward{res, {Artificial: score.AveragePlus}, {Artificial: score.AverageMinus},
		{Results: []AssignedResult{{Percent: 60, Contract: c, Tricks: r.n(14)}, {Percent: 40, Contract: bridge.PassedOut}}}}
	switch r.n(11) {
	case 0:
		return Adjust{Head: d, Ref: ref, NS: awards[r.n(4)], EW: awards[r.n(4)]}
	case 1:
		return Penalty{Head: d, Side: bridge.Side(r.n(2)), Amount: score.Penalty{Amount: float64(1 + r.n(100)), Unit: score.PenaltyUnit(r.n(4))}}
	case 2:
		return WrongHand{Head: d, Seat: seat}
	case 3:
		return WrongBoard{d}
	case 4:
		return TricksAgreed{Head: Head{Actor: SideActor(bridge.Side(r.n(2)))}, Tricks: r.n(14)}
	case 5:
		return PlayOn{Head{Actor: SideActor(bridge.Side(r.n(2)))}}
	case 6:
		return Inspect{Head: Head{Actor: SeatActor(seat)}, Trick: r.n(14)}
	case 7:
		return Intentional{Head: d, Seat: seat}
	case 8:
		return Omit{Head{Actor: SeatActor(seat)}} // Law 67
	case 9:
		if cards := tb.hands[seat].Slice(); len(cards) > 0 {
			return Extra{Head: Head{Actor: SeatActor(seat)}, Card: cards[r.n(len(cards))]}
		}
	}
	if ref == "" {
		ref = "Q1" // the log always names a question
	}
	return Answer{Head: d, Ref: ref, Form: []AnswerForm{AnswerYes, AnswerNo}[r.n(2)]}
}

// FuzzDirectorEvents: random tables with the Director's events of this
// branch mixed in never panic, keep every card in one place, replay to
// the same result, and give details every language prints; an adjusted
// score in the result always scores.
func FuzzDirectorEvents(f *testing.F) {
	f.Add([]byte("adjusted scores, wrong boards and the tricks agreed"))
	f.Add(pseudoRandom(12, 79, 600))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := exampleSetup()
		tb, err := New(s, Options{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		r := &byteSource{data: data}
		for i := 0; i < 400 && r.more(); i++ {
			var e Event
			if r.n(5) == 0 {
				e = directorEvent(tb, r)
			} else {
				e = randomEvent(tb, r)
			}
			_, _ = tb.Apply(e)
			checkInvariants(t, tb)
		}
		tb2, _ := Replay(s, tb.Events(), Options{}, nil)
		res := tb.Result()
		if res2 := tb2.Result(); !reflect.DeepEqual(res, res2) {
			t.Fatalf("replay differs:\n%+v\n%+v", res, res2)
		}
		checkDetails(t, res)
		if a := res.Adjusted; a != nil && (a.AwardNS.Check() != nil || a.AwardEW.Check() != nil) {
			t.Fatalf("adjusted score that does not score: %+v", a)
		}
		for _, rl := range res.Rulings {
			for _, lang := range []string{"en", "it", "fr", "pl"} {
				if x := rl.Explain(lang); strings.Contains(x, "{{") || strings.Contains(x, "<no value>") {
					t.Fatalf("%s: %q", lang, x)
				}
			}
		}
	})
}

// TestAdjustIgnored: an adjusted score whose weights do not add up to 100%
// (Law 12C1(c)) or a procedural penalty above score.MaxPenalty (Law 90)
// reads, but cannot be given: it is ignored with its reason, in the
// catalog's languages, and the rest of the log is ruled
// (docs/table-log.md).
func TestAdjustIgnored(t *testing.T) {
	for _, c := range []struct {
		e   Event
		key string
	}{
		{Adjust{Head: Head{Actor: ActorDirector}, NS: SideAward{Results: []AssignedResult{{Percent: 50, Contract: bridge.PassedOut}}}, EW: SideAward{Artificial: score.Average}}, "adjust-weights"},
		{Penalty{Head: Head{Actor: ActorDirector}, Side: bridge.EastWest, Amount: score.Penalty{Amount: 101}}, "penalty-over"},
		{Penalty{Head: Head{Actor: ActorDirector}, Side: bridge.NorthSouth, Amount: score.Penalty{Amount: 21, Unit: score.VPsUnit}}, "penalty-over"},
	} {
		tb, err := New(exampleSetup(), Options{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tb.Apply(c.e); err != nil {
			t.Errorf("%s: %v, want it ignored", FormatEvent(c.e), err)
			continue
		}
		res := tb.Result()
		rs := res.Rulings
		if len(rs) != 1 || rs[0].Kind != KindUnexpected || rs[0].Detail[0].Key != c.key {
			t.Errorf("%s: rulings %+v, want one unexpected %s", FormatEvent(c.e), rs, c.key)
			continue
		}
		if res.Adjusted != nil || len(res.Penalties) != 0 {
			t.Errorf("%s: given: %+v %+v", FormatEvent(c.e), res.Adjusted, res.Penalties)
		}
		if en, pl := rs[0].Explain("en"), rs[0].Explain("pl"); en == pl {
			t.Errorf("%s: the reason is not translated: %q", FormatEvent(c.e), pl)
		}
	}
}
