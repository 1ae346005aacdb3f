package pbn

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/record"
)

// game builds a game of the given tags (name, value pairs).
func game(kv ...string) *Game {
	g := &Game{}
	for i := 0; i+1 < len(kv); i += 2 {
		g.Tags = append(g.Tags, &Tag{Name: kv[i], Value: kv[i+1]})
	}
	return g
}

func TestResult(t *testing.T) {
	tests := []struct {
		value, declarer string
		want            Result
		err             error
	}{
		{"9", "S", Result{Declarer: 9, NS: 9, EW: 4}, nil},
		{"9", "E", Result{Declarer: 9, NS: 4, EW: 9}, nil},
		{"9", "", Result{Declarer: 9, NS: -1, EW: -1}, nil},
		{"NS 9", "N", Result{Declarer: 9, NS: 9, EW: 4}, nil},
		{"EW 4", "S", Result{Declarer: 9, NS: 9, EW: 4}, nil},
		{"NS 9 EW 4", "W", Result{Declarer: 4, NS: 9, EW: 4}, nil},
		{"EW 4 NS 9", "", Result{Declarer: -1, NS: 9, EW: 4}, nil},
		{"^9", "S", Result{Declarer: 9, NS: 9, EW: 4, Disputed: true}, nil},
		{"^ NS 9", "S", Result{Declarer: 9, NS: 9, EW: 4, Disputed: true}, nil},
		{"NS 9 EW 2", "S", Result{}, ErrTagValue},
		{"14", "S", Result{}, ErrTagValue},
		{"C-2", "S", Result{}, ErrTagValue},
		{"NS 9 NS 4", "S", Result{}, ErrTagValue},
		{"?", "S", Result{}, ErrUnknownValue},
		{"", "", Result{}, ErrInappropriate},
	}
	for _, tc := range tests {
		g := game("Result", tc.value, "Declarer", tc.declarer)
		got, err := g.Result()
		if tc.err != nil {
			if !errors.Is(err, tc.err) {
				t.Errorf("Result %q: error %v, want %v", tc.value, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("Result %q (declarer %q) = %+v, %v; want %+v", tc.value, tc.declarer, got, err, tc.want)
		}
	}
	if _, err := game().Result(); !errors.Is(err, ErrNoTag) {
		t.Errorf("no Result tag: %v", err)
	}
}

func TestScoreForms(t *testing.T) {
	tests := []struct {
		tag, value, declarer string
		ns, ew               float64
		err                  error
	}{
		{"Score", "620", "S", 620, -620, nil},
		{"Score", "620", "E", -620, 620, nil},
		{"Score", "NS 620", "", 620, -620, nil},
		{"Score", "EW -100", "", 100, -100, nil},
		{"Score", "NS 100 EW -100", "", 100, -100, nil},
		{"Score", "EW -100 NS 100", "", 100, -100, nil},
		{"Score", "NS +550", "", 550, -550, nil},
		{"Score", "NS 12.5", "", 0, 0, ErrTagValue}, // points are integers
		{"Score", "10.a", "", 0, 0, ErrTagValue},
		{"Score", "10. 10", "", 0, 0, ErrTagValue},
		{"Score", "a", "", 0, 0, ErrTagValue},
		{"ScoreIMP", "EW -2.5", "", 2.5, -2.5, nil},
		{"ScoreIMP", "NS -0 EW 0", "", math.Copysign(0, -1), 0, nil},
		{"ScoreIMP", "10.-10", "", 0, 0, ErrTagValue},
		{"ScoreMP", "NS 28.3 EW 13.7", "", 28.3, 13.7, nil},
		{"ScorePercentage", "EW 50. NS 50.0", "", 50, 50, nil},
		{"ScorePercentage", "NS 78.69", "", 78.69, 0, nil},
		{"ScorePercentage", "-10", "N", 0, 0, ErrTagValue},
		{"ScorePercentage", "100.", "N", 100, 0, nil},
		{"OptimumScore", "EW 140", "", -140, 140, nil},
		{"Score", "?", "", 0, 0, ErrUnknownValue},
		// The bounds of one board's values.
		{"Score", "NS 7600", "", 7600, -7600, nil},
		{"Score", "EW -7600", "", 7600, -7600, nil},
		{"Score", "99999999999999999999", "N", 0, 0, ErrTagValue},
		{"Score", "NS 7610", "", 0, 0, ErrTagValue},
		{"Score", "NS 100 EW -7700", "", 0, 0, ErrTagValue},
		{"OptimumScore", "NS 8000", "", 0, 0, ErrTagValue},
		{"ScoreIMP", "NS 10000", "", 10000, -10000, nil},
		{"ScoreIMP", "NS -10000.5", "", 0, 0, ErrTagValue},
		{"ScoreMP", "EW 1e3", "", 0, 0, ErrTagValue}, // no exponents
		{"ScoreMP", "NS 99999999999999999999", "", 0, 0, ErrTagValue},
		{"ScorePercentage", "NS 100.5", "", 0, 0, ErrTagValue},
	}
	for _, tc := range tests {
		g := game(tc.tag, tc.value, "Declarer", tc.declarer)
		var s Score
		var err error
		switch tc.tag {
		case "Score":
			s, err = g.Score()
		case "ScoreIMP":
			s, err = g.ScoreIMP()
		case "ScoreMP":
			s, err = g.ScoreMP()
		case "ScorePercentage":
			s, err = g.ScorePercentage()
		case "OptimumScore":
			s, err = g.OptimumScore()
		}
		if tc.err != nil {
			if !errors.Is(err, tc.err) {
				t.Errorf("%s %q: error %v, want %v", tc.tag, tc.value, err, tc.err)
			}
			continue
		}
		if err != nil || s.NS != tc.ns || math.Signbit(s.NS) != math.Signbit(tc.ns) || s.HasEW && s.EW != tc.ew {
			t.Errorf("%s %q (declarer %q) = %+v, %v; want NS %v EW %v", tc.tag, tc.value, tc.declarer, s, err, tc.ns, tc.ew)
		}
	}
}

// oneGameChecked reads PBN text holding one game, problems or not.
func oneGameChecked(t *testing.T, text string) *Game {
	t.Helper()
	f := parseString(t, text)
	if len(f.Games) != 1 {
		t.Fatalf("%d games", len(f.Games))
	}
	return f.Games[0]
}

// TestParseScoreBounds: ParseScore reads one board's score, at most 7600
// points either way (7NT redoubled, vulnerable, down 13; Law 77), or with
// decimals at most 10,000 IMPs or matchpoints; beyond is ErrTagValue, not
// a score of 1e20.
func TestParseScoreBounds(t *testing.T) {
	tests := []struct {
		v        string
		decimals bool
		ok       bool
	}{
		{"99999999999999999999", false, false},
		{"99999999999999999999", true, false},
		{"-7600", false, true},
		{"-7601", false, false},
		{"7600.5", true, true},
		{"10000", true, true},
		{"10000.01", true, false},
		{"NS 20 EW -10001", true, false},
	}
	for _, tc := range tests {
		s, err := ParseScore(tc.v, tc.decimals)
		if tc.ok != (err == nil) || err != nil && (!errors.Is(err, ErrTagValue) || s != (Score{})) {
			t.Errorf("ParseScore(%q, %v) = %+v, %v", tc.v, tc.decimals, s, err)
		}
	}
	_, err := ParseScore("99999999999999999999", false)
	if want := `pbn: bad tag value: Score "99999999999999999999": out of range: a board scores at most 7600 points either way (7NT redoubled, vulnerable, down 13; Law 77)`; err == nil || err.Error() != want {
		t.Errorf("message %v, want %s", err, want)
	}
	// Check reports the tag; the ScoreTable cells are bounded too.
	g := oneGameChecked(t, "[Score \"NS 99999999999999999999\"]\n[ScoreTable \"Score_NS\\6R;MP_NS;Percentage_NS\"]\n99999 10001 101\n7600 10000 100\n")
	if probs := g.Check(); len(probs) != 1 || !errors.Is(probs[0], ErrTagValue) || probs[0].Line != 1 {
		t.Errorf("Check: %v", probs)
	}
	rows, err := g.ScoreTable()
	if err != nil || len(rows) != 2 {
		t.Fatalf("ScoreTable: %d rows, %v", len(rows), err)
	}
	for _, col := range []string{"Score_NS", "MP_NS", "Percentage_NS"} {
		if _, _, err := rows[0].Number(col); !errors.Is(err, ErrTagValue) {
			t.Errorf("%s of the first row: %v, want out of range", col, err)
		}
		if _, _, err := rows[1].Number(col); err != nil {
			t.Errorf("%s of the second row: %v", col, err)
		}
	}
	if _, err := rows[0].ScoreNS(); !errors.Is(err, ErrTagValue) {
		t.Errorf("ScoreNS 99999: %v", err)
	}
}

func TestDeclarerAndContract(t *testing.T) {
	tests := []struct {
		contract, declarer string
		want               string // StringBy
		swapped            bool
		err                error
	}{
		{"4SX", "N", "4SX N", false, nil},
		{"3nt", "e", "3NT E", false, nil},
		{"3N", "W", "3NT W", false, nil},
		{"3NX", "W", "3NTX W", false, nil},
		{"5Dx", "S", "5DX S", false, nil},
		{"5DR", "S", "5DXX S", false, nil},
		{"7NTXX", "^S", "7NTXX S", true, nil},
		{"Pass", "", "Pass", false, nil},
		{"pass", "", "Pass", false, nil},
		{"5Hearts", "N", "", false, ErrTagValue},
		{"5NoTrump", "N", "", false, ErrTagValue},
		{"8S", "N", "", false, ErrTagValue},
		{"?", "?", "", false, ErrUnknownValue},
	}
	for _, tc := range tests {
		g := game("Contract", tc.contract, "Declarer", tc.declarer)
		c, err := g.Contract()
		if tc.err != nil {
			if !errors.Is(err, tc.err) {
				t.Errorf("Contract %q: %v, want %v", tc.contract, err, tc.err)
			}
			continue
		}
		if err != nil || c.StringBy() != tc.want {
			t.Errorf("Contract %q by %q = %s, %v; want %s", tc.contract, tc.declarer, c.StringBy(), err, tc.want)
		}
		if _, sw, _ := g.Declarer(); sw != tc.swapped {
			t.Errorf("Declarer %q swapped %v", tc.declarer, sw)
		}
	}
	// PBN 2.1 section 3.13: "" is the declarer of a passed-out board.
	if _, _, err := game("Declarer", "").Declarer(); !errors.Is(err, ErrInappropriate) {
		t.Errorf("Declarer \"\": %v", err)
	}
	if _, _, err := game("Declarer", "White").Declarer(); !errors.Is(err, ErrTagValue) {
		t.Errorf("Declarer White: %v", err)
	}
	for _, v := range []string{"S", "nt", "4HX"} {
		if _, err := game("Contract", v).Strain(); err != nil {
			t.Errorf("Strain %q: %v", v, err)
		}
	}
	if _, err := game("Contract", "Pass").Strain(); !errors.Is(err, ErrTagValue) {
		t.Errorf("Strain of Pass: %v", err)
	}
}

// TestBoardMarkings: the dealer and the vulnerability come
// from the board number (Law 2) when the tags are absent.
func TestBoardMarkings(t *testing.T) {
	want := map[int]string{1: "N None", 16: "W EW", 17: "N None", 18: "E NS", 20: "W All", 32: "W EW", 35: "S EW", 64: "W EW"}
	for b, w := range want {
		g := game("Board", bridge.Board(b).String())
		d := must(g.Dealer())(t)
		v := must(g.Vulnerable())(t)
		if got := d.String() + " " + v.String(); got != w {
			t.Errorf("board %d: %s, want %s", b, got, w)
		}
	}
	g := game("Board", "1", "Dealer", "s", "Vulnerable", "Both")
	if d, v := must(g.Dealer())(t), must(g.Vulnerable())(t); d != bridge.South || v != bridge.All {
		t.Errorf("tags first: %s %s", d, v)
	}
	for _, v := range []string{"None", "Love", "-", "none", "NS", "ew", "All", "Both"} {
		if _, err := ParseVulnerable(v); err != nil {
			t.Errorf("Vulnerable %q: %v", v, err)
		}
	}
	if _, err := game("Dealer", "?", "Board", "3").Dealer(); !errors.Is(err, ErrUnknownValue) {
		t.Errorf(`Dealer "?": %v`, err)
	}
	if _, err := game().Dealer(); !errors.Is(err, ErrNoTag) {
		t.Errorf("no Dealer, no Board: %v", err)
	}
}

func TestDeal(t *testing.T) {
	full := "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"
	d := must(game("Deal", full).Deal())(t)
	// The same deal from another first seat, ranks in any order, lower case,
	// "10", one hand left out.
	for _, v := range []string{
		"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4",
		"s:379j.24789j.3.k4 kqt2.at.j6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJ106",
		"E:- J973.J98742.3.K4 KQT2.AT.J6542.85 .63.AKQ987.A9732",
	} {
		if got := must(game("Deal", v).Deal())(t); got != d {
			t.Errorf("%q gives %s, want %s", v, got, d)
		}
	}
	h := must(game("Deal", "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -").Hands())(t)
	if h.First != bridge.West || h.Known != (bridge.BySeat[bool]{false, true, false, true}) || h.Hands[bridge.East].Len() != 13 {
		t.Errorf("partial deal %+v", h)
	}
	if _, err := game("Deal", "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -").Deal(); !errors.Is(err, ErrDeal) {
		t.Errorf("two hands: %v", err)
	}
	var de *bridge.DealError
	if _, err := game("Deal", "N:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4").Deal(); !errors.Is(err, ErrDeal) || !errors.As(err, &de) {
		t.Errorf("a card twice: %v", err)
	}
	for _, v := range []string{"N:AK", "X:- - - -", "N:AKQ.JT9.876 - - -", "N:AX.... - - -"} {
		if _, err := ParseDeal(v); !errors.Is(err, ErrTagValue) {
			t.Errorf("ParseDeal(%q): %v", v, err)
		}
	}
}

func TestDoubleDummyTricks(t *testing.T) {
	tt := must(game("DoubleDummyTricks", "53772537725a65b5a65b").DoubleDummyTricks())(t)
	// N: NT 5, S 3, H 7, D 7, C 2; S the same; E: NT 5, S a, H 6, D 5, C b.
	if tt[bridge.North][bridge.NoTrump] != 5 || tt[bridge.North][bridge.StrainClubs] != 2 ||
		tt[bridge.East][bridge.StrainSpades] != 10 || tt[bridge.East][bridge.StrainClubs] != 11 || tt[bridge.West][bridge.StrainClubs] != 11 {
		t.Errorf("table %v", tt)
	}
	for _, v := range []string{"53772537725a65b5a65", "5377253772ea65b5a65b"} {
		if _, err := ParseDoubleDummyTricks(v); !errors.Is(err, ErrTagValue) {
			t.Errorf("%q: %v", v, err)
		}
	}
}

func TestParContract(t *testing.T) {
	ns := []bridge.Seat{bridge.North, bridge.South}
	ew := []bridge.Seat{bridge.East, bridge.West}
	tests := map[string][]bridge.ParContract{
		"NS 4S":        {{Level: 4, Strain: bridge.StrainSpades, Side: bridge.NorthSouth, Declarers: ns}},
		"EW 3N+2":      {{Level: 3, Strain: bridge.NoTrump, Side: bridge.EastWest, Declarers: ew, Result: 2}},
		"N 4H=; S 4S=": {{Level: 4, Strain: bridge.StrainHearts, Side: bridge.NorthSouth, Declarers: ns[:1]}, {Level: 4, Strain: bridge.StrainSpades, Side: bridge.NorthSouth, Declarers: ns[1:]}},
		"NS 5HX-1":     {{Level: 5, Strain: bridge.StrainHearts, Doubled: true, Side: bridge.NorthSouth, Declarers: ns, Result: -1}},
		"w 7ntx-13":    {{Level: 7, Strain: bridge.NoTrump, Doubled: true, Side: bridge.EastWest, Declarers: ew[1:], Result: -13}},
		"NS Pass":      nil,
		"Pass":         nil,
	}
	for v, want := range tests {
		got, err := ParseParContract(v)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %+v, %v; want %+v", v, got, err, want)
		}
	}
	for _, v := range []string{"NS 4SXX", "NS 7N+1", "EW 1C-8", "NS Pass; EW 2S=", "Pass; Pass", "NS Pass+1"} {
		if _, err := ParseParContract(v); !errors.Is(err, ErrTagValue) {
			t.Errorf("%q: %v, want ErrTagValue", v, err)
		}
	}
	if _, err := ParseParContract("4S"); !errors.Is(err, ErrTagValue) {
		t.Errorf("no side: %v", err)
	}
}

// TestClaimBeforeTheLead: a record whose claim comes before any card keeps
// it through PBN.
func TestClaimBeforeTheLead(t *testing.T) {
	r := record.New()
	r.Contract, r.ContractKnown, r.DeclarerKnown = bridge.Contract{Level: 7, Strain: bridge.NoTrump, Declarer: bridge.South}, true, true
	r.ClaimTricks, r.Result, r.ResultKnown = 13, 13, true
	g := FromRecord(r)
	if g.Play == nil || len(g.Play.Cards) != 1 || g.Play.Cards[0].Kind != ItemEnd || g.Play.Tag.Value != "W" {
		t.Fatalf("play %+v", g.Play)
	}
	back, errs := g.Record()
	if len(errs) > 0 || back.ClaimTricks != 13 {
		t.Errorf("claim %d, %v", back.ClaimTricks, errs)
	}
}

// TestEndPosition reads an end position (PBN 2.1 section 3.10): hands of
// two cards, the Contract a strain alone, the Play naming the leader.
func TestEndPosition(t *testing.T) {
	g := oneGame(t, "[Deal \"N:KQ... A.2.. .43.. .65..\"]\n[Declarer \"S\"]\n[Contract \"NT\"]\n[Play \"N\"]\nSK SA H3 H5\nSQ H2 H4 H6\n")
	r, errs := g.Record()
	if len(errs) > 0 || r.ContractKnown || len(r.Plays) != 8 || r.Plays[4].Seat != bridge.East {
		t.Errorf("record %+v, %v", r.Plays, errs)
	}
	if s := must(g.Strain())(t); s != bridge.NoTrump {
		t.Errorf("strain %s", s)
	}
}

// TestClaimAfterRevoke: a play ended by "*" reads as a claim of the
// Result's tricks (section 3.4.15: Result is declarer's tricks), unless a
// card before the "*" is marked "^R" (section 3.9): then the Result is
// declarer's count after the Law 64 transfer, not the count claimed,
// which the file does not give; ClaimTricks stays -1, the Result stays.
func TestClaimAfterRevoke(t *testing.T) {
	const play = "[Deal \"N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3\"]\n[Declarer \"S\"]\n[Contract \"4S\"]\n[Result \"10\"]\n[Play \"W\"]\n" +
		"SK S3 S2 S4\nHA C4 H2 H4\nC3 C7 C8 CA\nS6 S5 ST SA\nH5 D7 H3 HQ\nDK DA %sHT D5\nD4 D8 D2 DT\nH6 CT C9 H7\n*\n"
	for _, c := range []struct {
		mark  string
		claim int
	}{{"", 10}, {"^R ", -1}} {
		r, errs := oneGame(t, fmt.Sprintf(play, c.mark)).Record()
		if len(errs) > 0 || len(r.Plays) != 32 || r.ClaimTricks != c.claim || !r.ResultKnown || r.Result != 10 {
			t.Errorf("%q: %d plays, claim %d, result %d (%v), %v; want 32, %d, 10", c.mark, len(r.Plays), r.ClaimTricks, r.Result, r.ResultKnown, errs, c.claim)
		}
	}
}
