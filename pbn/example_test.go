package pbn_test

import (
	"bridgelaw/laws"
	"errors"
	"fmt"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/pbn"
	"bridgelaw/record"
)

// A game in import format: lower case, a West-first auction table with "-"
// before the dealer's first call, a suffix, a note, the Result counted for
// North-South, a play ended by "*" (a claim), and a line a dealing program
// left behind.
const example = `[Event "Club night"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]
[Declarer "S"]
[Contract "5hx"]
[Result "NS 9"]
[Auction "W"]
-   1D 1S  3H =1=
4S  4NT X  Pass
Pass 5C X 5H !
X   AP
[Note "1:non-forcing, 6-9 points"]
[Play "W"]
SK H3 S4 S3
C5 C2 C6 CK
*

Generated 1 hands
`

func ExampleRead() {
	f, err := pbn.Read(strings.NewReader(example), "club.pbn")
	fmt.Println(len(f.Games), "game;", "errors:", err)
	for _, p := range f.Problems {
		fmt.Println(p)
	}
	g := f.Games[0]
	c, _ := g.Contract()
	res, _ := g.Result()
	fmt.Println("contract", c.StringBy(), "- declarer's tricks", res.Declarer)
	a := g.Auction
	first, _ := a.First()
	fmt.Println("auction from", first.Name(), "- 4th call", a.Calls[3].Text, "note", pbn.Notes(a.Notes)[a.Calls[3].Note])
	// Output:
	// 1 game; errors: <nil>
	// club.pbn:20:1: warning: pbn: text outside any tag or section: skipped "Generated 1 hands"
	// contract 5HX S - declarer's tricks 9
	// auction from West - 4th call 3H note non-forcing, 6-9 points
}

func ExampleGame_Record() {
	f, _ := pbn.Read(strings.NewReader(example), "club.pbn")
	r, errs := f.Games[0].Record()
	fmt.Println("errors:", len(errs))
	fmt.Println("auction from", r.AuctionStart.Name(), "with", len(r.Calls), "calls; ended:", r.AuctionEnded)
	var plays []string
	for _, p := range r.Plays {
		plays = append(plays, p.Seat.String()+":"+p.Card.String())
	}
	fmt.Println(strings.Join(plays, " "))
	fmt.Println("claim", r.ClaimTricks)
	o := laws.ReplayRecord(r)
	fmt.Println(o.Contract.StringBy(), "made", o.DeclarerTricks, "tricks, NS score", o.ScoreNS)
	// Output:
	// errors: 0
	// auction from North with 15 calls; ended: true
	// W:SK N:H3 E:S4 S:S3 N:C2 E:C6 S:CK W:C5
	// claim 9
	// 5HX S made 9 tricks, NS score -300
}

func ExampleWrite() {
	f, _ := pbn.Read(strings.NewReader(example), "club.pbn")
	var b strings.Builder
	if err := pbn.Write(&b, f); err != nil {
		fmt.Println(err)
	}
	fmt.Print(strings.ReplaceAll(b.String(), "\r\n", "\n"))
	// Output:
	// % PBN 2.1
	// % EXPORT
	// [Event "Club night"]
	// [Site "?"]
	// [Date "?"]
	// [Board "1"]
	// [West "?"]
	// [North "?"]
	// [East "?"]
	// [South "?"]
	// [Dealer "N"]
	// [Vulnerable "None"]
	// [Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
	// [Scoring "?"]
	// [Declarer "S"]
	// [Contract "5HX"]
	// [Result "9"]
	// [Auction "N"]
	// 1D 1S 3H =1= 4S
	// 4NT X Pass Pass
	// 5C X 5H $1 X
	// AP
	// [Note "1:non-forcing, 6-9 points"]
	// [Play "W"]
	// SK H3 S4 S3
	// C5 C2 C6 CK
	// *
}

func ExampleFromRecord() {
	r := record.New()
	r.Board, r.Event = 2, "Robot duplicate"
	r.Hands = bridge.MustDeal("N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT98.JT 765.765.765.9876 432.432.432.5432").Hands()
	r.HandKnown = bridge.BySeat[bool]{true, true, true, true}
	r.AuctionStart = bridge.East
	for _, c := range []string{"Pass", "Pass", "Pass", "2C", "Pass", "2D", "Pass", "7NT", "Pass", "Pass", "Pass"} {
		r.Calls = append(r.Calls, record.Call{Call: bridge.MustCall(c), Alert: c == "2D", Explanation: map[string]string{"2D": "waiting"}[c]})
	}
	r.AuctionEnded = true
	r.Contract, r.ContractKnown, r.DeclarerKnown = bridge.Contract{Level: 7, Strain: bridge.NoTrump, Declarer: bridge.North}, true, true
	r.Plays = []record.Play{{Seat: bridge.East, Card: bridge.MustCard("HJ")}}
	r.ClaimTricks = 13
	var b strings.Builder
	w := pbn.NewWriter(&b)
	if err := w.WriteGame(pbn.FromRecord(r)); err != nil {
		fmt.Println(err)
	}
	fmt.Print(strings.ReplaceAll(b.String(), "\r\n", "\n")) // the writer ends lines in CRLF
	// Output:
	// % PBN 2.1
	// % EXPORT
	// [Event "Robot duplicate"]
	// [Site "?"]
	// [Date "?"]
	// [Board "2"]
	// [West "?"]
	// [North "?"]
	// [East "?"]
	// [South "?"]
	// [Dealer "E"]
	// [Vulnerable "NS"]
	// [Deal "E:T98.JT98.JT98.JT 765.765.765.9876 432.432.432.5432 AKQJ.AKQ.AKQ.AKQ"]
	// [Scoring "?"]
	// [Declarer "N"]
	// [Contract "7NT"]
	// [Result "13"]
	// [Auction "E"]
	// Pass Pass Pass 2C
	// Pass 2D =1= Pass 7NT
	// Pass Pass Pass
	// [Note "1:waiting"]
	// [Play "E"]
	// HJ - - -
	// *
}

func ExampleGame_Score() {
	f, _ := pbn.Read(strings.NewReader("[Declarer \"E\"]\n[Contract \"3NT\"]\n[Score \"400\"]\n[ScoreIMP \"NS -0 EW 0\"]\n[Result \"?\"]\n"), "")
	g := f.Games[0]
	s, _ := g.Score()
	fmt.Println("declarer's 400 for EW: NS", s.NS, "EW", s.EW)
	imp, _ := g.ScoreIMP()
	fmt.Println("IMPs NS", imp.NS, "EW", imp.EW)
	_, err := g.Result()
	fmt.Println(errors.Is(err, pbn.ErrUnknownValue), errors.Is(err, pbn.ErrInappropriate))
	// Output:
	// declarer's 400 for EW: NS -400 EW 400
	// IMPs NS -0 EW 0
	// true false
}

func ExampleGame_OptimumResultTable() {
	text := `[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT98.JT 765.765.765.9876 432.432.432.5432"]
[OptimumResultTable "Declarer;Denomination\2R;Result\2R"]
N NT 13
S NT 13
E  S  0
`
	f, _ := pbn.Read(strings.NewReader(text), "")
	t, err := f.Games[0].OptimumResultTable()
	fmt.Println(t[bridge.North][bridge.NoTrump], t[bridge.East][bridge.StrainSpades], t[bridge.West][bridge.StrainHearts], err)
	// Output:
	// 13 0 -1 <nil>
}

func ExampleOptions_Parse() {
	text := "[Deal \"S:SA7.H864.DQJT73.CAKQ - - -\"]\n"
	lenient, _ := pbn.Parse([]byte(text), "")
	h, _ := lenient.Games[0].Hands()
	fmt.Println(h.Hands[bridge.South], "-", lenient.Problems[0].Warning)
	strict, err := pbn.Options{Strict: true}.Parse([]byte(text), "")
	_, herr := strict.Games[0].Hands()
	fmt.Println(errors.Is(err, pbn.ErrTagValue), errors.Is(herr, pbn.ErrTagValue))
	// Output:
	// A7.864.QJT73.AKQ - true
	// true true
}
