package lin_test

import (
	"bridgelaw/laws"
	"fmt"
	"os"

	"bridgelaw/bridge"
	"bridgelaw/lin"
	"bridgelaw/record"
)

// A BBO board: names S, W, N, E; dealer digit 3 = North; hands S, W, N with
// ranks ascending and East left out; an alerted 2C with its explanation; the
// opening lead, then a claim of 9 tricks.
const example = "pn|Sue,Wes,Ned,Eve|st||md|3S269H2568QADTQC2T,S47AHJD3479C4567Q,S58QH479KDKAC38JA,|" +
	"rh||ah|Board 1|sv|o|mb|1N|mb|p|mb|2C!|an|Stayman|mb|p|mb|2D|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||pc|D5|mc|9|pg||"

func ExampleParse() {
	boards, errs := lin.Parse(example, "example.lin")
	fmt.Println(len(boards), "board,", len(errs), "errors")
	r, errs := boards[0].Record()
	d, _ := r.Deal()
	fmt.Println("board", r.Board, "dealer", r.Dealer.Name(), "vulnerable", r.Vulnerability)
	fmt.Println(d)
	fmt.Println("North:", r.Players[bridge.North], "South:", r.Players[bridge.South])
	c := r.Calls[2]
	fmt.Println(c.Call, "alerted:", c.Alert, "explained:", c.Explanation)
	fmt.Println("lead", r.Plays[0].Card, "by", r.Plays[0].Seat.Name(), "; claim", r.ClaimTricks, "; errors", len(errs))
	o := laws.ReplayRecord(r)
	fmt.Println(o.Contract.StringBy(), o.DeclarerTricks, "tricks, NS", o.ScoreNS)
	// Output:
	// 1 board, 0 errors
	// board 1 dealer North vulnerable None
	// N:Q85.K974.AK.AJ83 KJT3.T3.J8652.K9 962.AQ8652.QT.T2 A74.J.9743.Q7654
	// North: Ned South: Sue
	// 2C alerted: true explained: Stayman
	// lead D5 by East ; claim 9 ; errors 0
	// 3NT N 9 tricks, NS 400
}

func ExampleFromRecord() {
	r := record.New()
	r.Board, r.Room = 7, "Open"
	r.Players = bridge.BySeat[string]{"Ned", "Eve", "Sue", "Wes"} // indexed N, E, S, W
	r.Hands = bridge.MustDeal("N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT98.JT 765.765.765.9876 432.432.432.5432").Hands()
	r.HandKnown = bridge.BySeat[bool]{true, true, true, true}
	for _, c := range []string{"2C", "Pass", "2D", "Pass", "7NT", "Pass", "Pass", "Pass"} {
		r.Calls = append(r.Calls, record.Call{Call: bridge.MustCall(c), Alert: c == "2D", Explanation: map[string]string{"2D": "waiting"}[c]})
	}
	r.Plays = []record.Play{{Seat: bridge.West, Card: bridge.MustCard("H2")}}
	r.ClaimTricks = 13
	fmt.Println(lin.FromRecord(r))
	// Output:
	// qx|o7|pn|Sue,Wes,Ned,Eve|st||md|1S567H567D567C6789,S234H234D234C2345,SJQKAHQKADQKACQKA,|rh||ah|Board 7|sv|b|mb|2C|mb|p|mb|2D!|an|waiting|mb|p|mb|7N|mb|p|mb|p|mb|p|pg||pc|H2|mc|13|pg||
}

func ExampleWrite() {
	boards, _ := lin.Parse("md|1S2,,,|mb|p|\r\nMD|2S3,,,|\r\nzz|kept|", "")
	if err := lin.Write(os.Stdout, boards); err != nil {
		fmt.Println(err)
	}
	// Output:
	// md|1S2,,,|mb|p|
	// md|2S3,,,|zz|kept|
}

func ExampleHandviewerURL() {
	boards, _ := lin.Parse("pn|S,W,N,E|md|1SAKHJD876C5432,,,|sv|o|mb|1N|", "")
	fmt.Println(lin.HandviewerURL(boards[0]))
	// Output:
	// https://www.bridgebase.com/tools/handviewer.html?lin=pn%7CS%2CW%2CN%2CE%7Cst%7C%7Cmd%7C1SKAHJD678C2345%2C%2C%2C%7Crh%7C%7Csv%7Co%7Cmb%7C1N%7Cpg%7C%7C
}
