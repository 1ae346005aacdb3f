package lin

import (
	"bytes"
	"errors"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/record"
)

// TestFromRecordCanonical: the canonical LIN of a board read from LIN: ranks
// ascending, East left out, "!" and an for the alert, pg|| after the auction
// and each trick, the claim.
func TestFromRecordCanonical(t *testing.T) {
	r, _ := recordOf(t, ruffBoard)
	const want = "pn|s,w,n,e|st||md|1S289QH28QD367QKCT,S346JH3567JKDC4QA,S5KHAD25TJAC2679J,|rh||sv|n|" +
		"mb|p|mb|1H|mb|p|mb|4H!|an|to play|mb|p|mb|p|mb|p|pg||" +
		"pc|DA|pc|D4|pc|D3|pc|H3|pg||pc|SJ|pc|S5|pc|SA|pc|S2|pg||pc|C3|pc|CT|pc|CA|pc|C2|pg||mc|10|pg||"
	if got := FromRecord(r).String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestFromRecordFields: the header parts of a record made by hand, and the
// way back.
func TestFromRecordFields(t *testing.T) {
	r := record.New()
	r.Board, r.Room, r.Event, r.Scoring, r.Title = 12, "Closed", "Club, Monday", "P", ""
	r.Contract, r.ContractKnown, r.DeclarerKnown = bridge.Contract{Level: 4, Strain: bridge.StrainHearts, Doubling: bridge.Doubled, Declarer: bridge.West}, true, true
	r.Result, r.ResultKnown = 9, true
	r.Players[bridge.North] = "N, Jr"
	r.Hands[bridge.East], r.HandKnown[bridge.East] = bridge.SetOf(bridge.MustCard("S2"), bridge.MustCard("CA")), true
	r.Calls = []record.Call{{Call: bridge.MustCall("1NT"), Explanation: "a|b"}, {}, {Call: bridge.Double, Alert: true}}
	const want = "vg|Club  Monday,,P,12,12,,,,|rs|4HWx-1|qx|c12|pn|,,N  Jr,|st||md|2,,,S2HDCA|rh||ah|Board 12|sv|n|mb|1N|an|a/b|mb|d!|pg||"
	b := FromRecord(r)
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	back, errs := b.Record()
	if len(errs) > 0 || back.Contract != r.Contract || back.Result != 9 || back.Event != "Club  Monday" || back.Scoring != "P" ||
		back.Room != "Closed" || back.Board != 12 || back.Dealer != bridge.West || back.Vulnerability != bridge.NSVulnerable || back.Hands[bridge.East] != r.Hands[bridge.East] {
		t.Errorf("back: %+v %v", back, errs)
	}
	// A Title takes the place of "Board N"; qx then carries the number.
	r = record.New()
	r.Board, r.Title, r.DealerKnown, r.Dealer = 3, "Problem 3", true, bridge.North
	if got := FromRecord(r).String(); got != "qx|3|st||md|3,,,|rh||ah|Problem 3|sv|e|" {
		t.Errorf("titled: %s", got)
	}
	// Passed out.
	r = record.New()
	r.Contract, r.ContractKnown = bridge.PassedOut, true
	if got := FromRecord(r).String(); got != "rs|PASS|st||rh||" {
		t.Errorf("passed out: %s", got)
	}
}

func TestWriteErrors(t *testing.T) {
	for _, tok := range []Token{{Key: "m b", Value: "p"}, {Key: "mbx"}, {Key: "an", Value: "a|b"}} {
		var buf bytes.Buffer
		err := Write(&buf, []*Board{{Tokens: []Token{{Key: "md", Value: "1S2,,,"}}}, {Tokens: []Token{tok}}})
		if !errors.Is(err, ErrWrite) || buf.String() != "md|1S2,,,|\n" {
			t.Errorf("%+v: error %v, wrote %q", tok, err, buf.String())
		}
	}
}

func TestHandviewerURL(t *testing.T) {
	boards, _ := Parse("qx|o1|nt|chat|pn|S,W,N,E|md|1SAKHJD876C5432,,,|sv|o|mb|1N|mb|p|mb|p|mb|p|", "")
	const want = "https://www.bridgebase.com/tools/handviewer.html?lin=" +
		"qx%7Co1%7Cpn%7CS%2CW%2CN%2CE%7Cst%7C%7Cmd%7C1SKAHJD678C2345%2C%2C%2C%7Crh%7C%7Cah%7CBoard+1%7Csv%7Co%7C" +
		"mb%7C1N%7Cmb%7Cp%7Cmb%7Cp%7Cmb%7Cp%7Cpg%7C%7C"
	if got := HandviewerURL(boards[0]); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestRecordLINRecord: a record made by hand (as the PBN reader would make
// one) keeps every field LIN carries through FromRecord and Record.
func TestRecordLINRecord(t *testing.T) {
	r := record.New()
	r.Board, r.Room, r.Title, r.Event, r.Scoring = 7, "Closed", "Final, set 2", "Cup", "IMP"
	r.DealerKnown, r.Dealer = true, bridge.South
	r.VulnerabilityKnown, r.Vulnerability = true, bridge.EWVulnerable
	r.Players = bridge.BySeat[string]{"Ned", "Eve", "Sue", "Wes"}
	r.Hands = bridge.MustDeal("N:K5.A.AJT52.J9762 AT7.T94.984.K853 Q982.Q82.KQ763.T J643.KJ7653..AQ4").Hands()
	r.HandKnown = bridge.BySeat[bool]{true, true, true, true}
	for _, c := range []string{"Pass", "1H", "X", "XX", "Pass", "Pass", "Pass"} {
		r.Calls = append(r.Calls, record.Call{Call: bridge.MustCall(c), Alert: c == "XX", Explanation: map[string]string{"X": "takeout", "XX": "10+"}[c]})
	}
	r.AuctionStart, r.AuctionEnded = bridge.South, true
	for i, c := range []string{"DA", "D4", "D3", "H3", "SJ", "S5", "SA", "S2"} {
		r.Plays = append(r.Plays, record.Play{Seat: []bridge.Seat{bridge.North, bridge.East, bridge.South, bridge.West, bridge.West, bridge.North, bridge.East, bridge.South}[i], Card: bridge.MustCard(c)})
	}
	r.ClaimTricks = 9
	r.Contract, r.ContractKnown, r.DeclarerKnown, r.Result, r.ResultKnown = bridge.Contract{Level: 1, Strain: bridge.StrainHearts, Doubling: bridge.Redoubled, Declarer: bridge.West}, true, true, 9, true
	back, errs := FromRecord(r).Record()
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if d := diffRecords(r, back); len(d) > 0 {
		t.Errorf("%s\n%s", d, FromRecord(r))
	}
}
