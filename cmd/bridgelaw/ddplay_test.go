package main

import (
	"strings"
	"testing"

	"bridgelaw/internal/testshared"
)

// ddPlayLine is a --play --json line: the table, and the play followed.
type ddPlayLine struct {
	Board  *int                      `json:"board"`
	Tricks map[string]map[string]int `json:"tricks"`
	Error  *string                   `json:"error"`
	Play   *struct {
		Contract     string `json:"contract"`
		Declarer     string `json:"declarer"`
		DeclarerSide string `json:"declarer_side"`
		Start        int    `json:"start"`
		Cards        []struct {
			Trick  int    `json:"trick"`
			Seat   string `json:"seat"`
			Card   string `json:"card"`
			Tricks int    `json:"tricks"`
		} `json:"cards"`
		Stopped *string `json:"stopped"`
		Claim   *int    `json:"claim"`
	} `json:"play"`
}

func ddPlayLines(t *testing.T, args ...string) []ddPlayLine {
	t.Helper()
	out, errOut, code := runCmd(t, "", append([]string{"dd", "--play", "--json"}, args...)...)
	if code == 2 || out == "" {
		t.Fatalf("status %d: %s", code, errOut)
	}
	return parseJSONLines[ddPlayLine](t, out)
}

// checkPlayProperties holds for any analysed play: the count before the
// lead is the table's for the contract; a card of declarer's side never
// raises declarer's side's total and a defender's card never lowers it
// (each player's best card keeps the double-dummy value). It returns the
// number of cards checked.
func checkPlayProperties(t *testing.T, l ddPlayLine) int {
	t.Helper()
	p := l.Play
	strain := strings.TrimRight(p.Contract[1:], "X")
	if strain == "N" {
		strain = "NT"
	}
	if want := l.Tricks[p.Declarer][strain]; p.Start != want {
		t.Errorf("board %d: start %d, the table has %d for %s by %s", *l.Board, p.Start, want, p.Contract, p.Declarer)
	}
	prev := p.Start
	for _, c := range p.Cards {
		ours := strings.Contains(p.DeclarerSide, c.Seat)
		if ours && c.Tricks > prev || !ours && c.Tricks < prev {
			t.Errorf("board %d trick %d: %s %s takes declarer's side from %d to %d", *l.Board, c.Trick, c.Seat, c.Card, prev, c.Tricks)
		}
		prev = c.Tricks
	}
	return len(p.Cards)
}

// TestDDPlayClubNight: the example's plays followed double dummy. Board 1
// (3NT by North, 8 tricks) starts at 11, the table's value, and ends at the
// 8 tricks won; board 4 stops at East's revoke on trick 6; board 5 ends in
// a claim of 9 where double dummy gives 10.
func TestDDPlayClubNight(t *testing.T) {
	lines := ddPlayLines(t, "../../examples/club-night.pbn")
	if len(lines) != 6 {
		t.Fatalf("%d lines", len(lines))
	}
	b1 := lines[0].Play
	if b1 == nil || b1.Contract != "3NT" || b1.Start != 11 || len(b1.Cards) != 52 || b1.Cards[51].Tricks != 8 || b1.Stopped != nil {
		t.Errorf("board 1: %+v", b1)
	}
	if lines[2].Play != nil {
		t.Errorf("board 3 (passed out): %+v", lines[2].Play)
	}
	b4 := lines[3].Play
	if b4 == nil || b4.Stopped == nil || !strings.Contains(*b4.Stopped, "trick 6: East's S8 is a revoke") || len(b4.Cards) != 21 {
		t.Errorf("board 4: %+v", b4)
	}
	b5 := lines[4].Play
	if b5 == nil || b5.Claim == nil || *b5.Claim != 9 || b5.Cards[len(b5.Cards)-1].Tricks != 10 {
		t.Errorf("board 5: %+v", b5)
	}
	for _, l := range lines {
		if l.Play != nil {
			checkPlayProperties(t, l)
		}
	}
	out, _, code := runCmd(t, "", "dd", "--play", "../../examples/club-night.pbn")
	if code != 0 || !strings.Contains(out, "cards that changed it: trick 2 N SA (NS 11 -> 10); trick 9 S D5 (NS 10 -> 9); trick 11 S DJ (NS 9 -> 8)") {
		t.Errorf("text (status %d):\n%s", code, out)
	}
}

// TestDDPlayCorpus follows the recorded plays of real files (BBO robots'
// daylong, bridgetrainer) and checks the properties on every card.
func TestDDPlayCorpus(t *testing.T) {
	boards, cards := 0, 0
	for _, f := range []string{"ben-Free Super Sunday Daylong (Aug 4) Daylong.pbn", "bridgetrainer-41284.pbn"} {
		for _, l := range ddPlayLines(t, testshared.Path(t, "corpus", f)) {
			if l.Play == nil || l.Error != nil {
				continue
			}
			boards++
			cards += checkPlayProperties(t, l)
		}
	}
	t.Logf("%d boards, %d cards followed", boards, cards)
	if boards < 30 {
		t.Errorf("only %d boards with a play", boards)
	}
}

// TestDDPlayClaims: a claim is compared with the double-dummy count only
// when the analysis reaches it and the claim can be: a claim of fewer
// tricks than declarer's side has won, or one after the last trick, or one
// after a revoke stopped the analysis, says so instead. An impossible
// claim is a problem of the board: exit 1, as the help says.
func TestDDPlayClaims(t *testing.T) {
	const head = "pn|a,b,c,d|st||md|3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,|sv|o|mb|p|mb|p|mb|1H|mb|2H|mb|p|mb|4S|mb|5H|mb|p|mb|p|mb|p|pg||pc|C9|pc|C3|pc|C2|pc|CK|pg||pc|HA|pc|H3|pc|H8|pc|H2|pg||pc|HK|pc|D5|pc|HT|pc|H6|pg||"
	for _, tc := range []struct {
		name, lin, want string
		code            int
	}{
		{"impossible", head + "mc|1|", "claim: declarer's side 1 in all; impossible: declarer's side has won 3 with 10 tricks to play", 1},
		{"possible", head + "mc|12|", "claim: declarer's side 12 in all; double dummy ", 0},
		{"revoke", strings.Replace(head, "pc|HT|", "pc|C4|", 1) + "mc|12|", "claim: declarer's side 12 in all; not compared: the analysis stops before it", 0},
	} {
		out, errOut, code := runCmd(t, "", "dd", "--play", tempFile(t, tc.name+".lin", tc.lin+"\n"))
		if code != tc.code || !strings.Contains(out, tc.want) {
			t.Errorf("%s: status %d %s, no %q in\n%s", tc.name, code, errOut, tc.want, out)
		}
	}
}
