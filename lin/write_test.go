package lin

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/pbn"
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
	const want = "vg|Club Monday,,P,12,12,,,,|rs|4HWx-1|qx|c12|pn|,,N Jr,|st||md|2,,,S2HDCA|rh||ah|Board 12|sv|n|mb|1N|an|a/b|mb|d!|pg||"
	b := FromRecord(r)
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	back, errs := b.Record()
	if len(errs) > 0 || back.Contract != r.Contract || back.Result != 9 || back.Event != "Club Monday" || back.Scoring != "P" ||
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

// TestNamesWithCommas: a comma cannot stand in a pn name or a vg field; it
// is dropped next to a space ("Smith, E." stays "Smith E.", not "Smith
// E." with two spaces), else it becomes a space; Unrepresentable says so.
func TestNamesWithCommas(t *testing.T) {
	for in, want := range map[string]string{
		"Smith, E.":       "Smith E.",
		"Smith,E.":        "Smith E.",
		"Smith ,E.":       "Smith E.",
		"Smith,":          "Smith",
		",Smith":          "Smith",
		"a,,b":            "a b",
		"van der Berg, J": "van der Berg J",
		"no comma":        "no comma",
	} {
		if got := noComma(in); got != want {
			t.Errorf("noComma(%q) = %q, want %q", in, got, want)
		}
	}
	r := record.New()
	r.Players = bridge.BySeat[string]{"Rossi, A.", "Dubois, M.", "Kowalski, J.", "Smith, E."}
	b := FromRecord(r)
	if got, want := b.String(), "pn|Kowalski J.,Smith E.,Rossi A.,Dubois M.|st||rh||"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if u := Unrepresentable(r); !slices.Equal(u, []string{"Players"}) {
		t.Errorf("Unrepresentable = %q, want Players", u)
	}
	r.Players = bridge.BySeat[string]{"Rossi A.", "Dubois M.", "Kowalski J.", "Smith E."}
	if u := Unrepresentable(r); u != nil {
		t.Errorf("names without commas: Unrepresentable = %q", u)
	}
}

// TestUnrepresentable: the fields LIN drops, named for each record: none
// for a record LIN carries whole, each of the kinds FromRecord lists.
func TestUnrepresentable(t *testing.T) {
	full := func() *record.Record {
		r, errs := recordOf(t, "rs|4HW=|"+ruffBoard)
		if len(errs) > 0 || !r.ContractKnown || !r.ResultKnown {
			t.Fatal(errs)
		}
		return r
	}
	if u := Unrepresentable(full()); u != nil {
		t.Fatalf("a record read from LIN: %q", u)
	}
	if u := Unrepresentable(nil); u != nil {
		t.Errorf("nil: %q", u)
	}
	tests := []struct {
		name   string
		change func(r *record.Record)
		want   []string
	}{
		{"site, date, score", func(r *record.Record) {
			r.Site, r.Date, r.ScoreNS, r.ScoreKnown = "Riverside", "2026.11.23", -420, true
		}, []string{"Site", "Date", "ScoreNS"}},
		{"room", func(r *record.Record) { r.Room = "Lounge" }, []string{"Room"}},
		{"event with a comma", func(r *record.Record) { r.Event = "Cup, final" }, []string{"Event"}},
		{"title with a bar", func(r *record.Record) { r.Title = "a|b" }, []string{"Title"}},
		{"explanation with a bar", func(r *record.Record) { r.Calls[3].Explanation = "a|b" }, []string{"Calls.Explanation"}},
		{"insufficient bid", func(r *record.Record) { r.Calls[1].Insufficient = true }, []string{"Calls.Insufficient"}},
		{"skipped turn", func(r *record.Record) {
			r.Calls = append([]record.Call{{}}, r.Calls...)
		}, []string{"Calls"}},
		{"auction from another seat", func(r *record.Record) { r.AuctionStart = r.AuctionStart.Next() }, []string{"AuctionStart"}},
		{"marks of the play", func(r *record.Record) {
			r.Plays[4].LeadOutOfTurn, r.Plays[6].Revoke = true, true
		}, []string{"Plays.LeadOutOfTurn", "Plays.Revoke"}},
		{"declarer swapped", func(r *record.Record) { r.DeclarerSwapped = true }, []string{"DeclarerSwapped"}},
		{"contract without declarer", func(r *record.Record) { r.DeclarerKnown = false }, []string{"Contract", "Result"}},
		{"result without contract", func(r *record.Record) {
			r.ContractKnown, r.DeclarerKnown = false, false
		}, []string{"Result"}},
	}
	for _, tc := range tests {
		r := full()
		tc.change(r)
		if u := Unrepresentable(r); !slices.Equal(u, tc.want) {
			t.Errorf("%s: Unrepresentable = %q, want %q", tc.name, u, tc.want)
		}
	}
}

// unrepresentableNames are the names Unrepresentable may give (see its
// documentation).
var unrepresentableNames = []string{"Board", "Dealer", "Vulnerability", "Hands", "Players", "Event", "Site", "Date",
	"Room", "Scoring", "Title", "HomeTeam", "VisitTeam", "Stage", "HomeCarryOver", "VisitCarryOver", "AuctionStart", "Calls", "Calls.Explanation", "Calls.Insufficient", "AuctionEnded",
	"Plays", "Plays.LeadOutOfTurn", "Plays.Revoke", "ClaimTricks", "Contract", "DeclarerSwapped", "Result", "ScoreNS"}

// TestUnrepresentableCorpus: on the records of every PBN corpus game, the
// names Unrepresentable gives are documented ones, in the documented order,
// and a record it finds whole has no site, date, score or swapped declarer.
func TestUnrepresentableCorpus(t *testing.T) {
	dir := sharedCorpus(t)
	files, _ := filepath.Glob(filepath.Join(dir, "*.[pP][bB][nN]"))
	count := map[string]int{}
	n := 0
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f, _ := pbn.Parse(data, filepath.Base(path))
		records, _ := f.Records()
		for _, r := range records {
			n++
			u := Unrepresentable(r)
			last := -1
			for _, name := range u {
				count[name]++
				i := slices.Index(unrepresentableNames, name)
				if i <= last {
					t.Errorf("%s: %q: %q undocumented or out of order", r.Source, u, name)
				}
				last = i
			}
			if len(u) == 0 && (r.Site != "" || r.Date != "" || r.ScoreKnown || r.DeclarerSwapped) {
				t.Errorf("%s: nothing unrepresentable, but site %q date %q score %v swapped %v", r.Source, r.Site, r.Date, r.ScoreKnown, r.DeclarerSwapped)
			}
		}
	}
	if n < 9000 {
		t.Errorf("%d records", n)
	}
	t.Logf("%d records; fields LIN drops: %v", n, count)
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
	r.HomeTeam, r.VisitTeam, r.Stage, r.HomeCarryOver, r.VisitCarryOver = "Nickell", "Fleisher", "Segment 4 of 8", "80", "99.5"
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
	// PBN's Scoring "IMP" is LIN's letter I (vg field 3).
	if back.Scoring != "I" || Unrepresentable(r) != nil {
		t.Errorf("scoring %q, unrepresentable %q", back.Scoring, Unrepresentable(r))
	}
	back.Scoring = r.Scoring
	if d := diffRecords(r, back); len(d) > 0 {
		t.Errorf("%s\n%s", d, FromRecord(r))
	}
}
