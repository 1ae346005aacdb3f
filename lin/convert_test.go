package lin

import (
	"bridgelaw/laws"
	"errors"
	"os"
	"strings"
	"testing"

	"bridgelaw/auction"
	"bridgelaw/bridge"
	"bridgelaw/record"
)

// recordOf reads in (one board) and converts it, failing on a read error.
func recordOf(t *testing.T, in string) (*record.Record, []error) {
	t.Helper()
	boards, errs := Parse(in, "t.lin")
	if len(errs) > 0 || len(boards) != 1 {
		t.Fatalf("read: %d boards, errors %v", len(boards), errs)
	}
	return boards[0].Record()
}

// dealOf is the checked deal of a record, "" when it is none.
func dealOf(r *record.Record) string {
	d, err := r.Deal()
	if err != nil {
		return ""
	}
	return d.String()
}

// TestLINHandOrder: in md, hands are S, W, N, E; the dealer digit is
// 1=S 2=W 3=N 4=E; East is derived. (The 13-card South hand is Q982.Q82.)
func TestLINHandOrder(t *testing.T) {
	const want = "N:K5.A.AJT52.J9762 AT7.T94.984.K853 Q982.Q82.KQ763.T J643.KJ7653..AQ4"
	for _, md := range []string{
		"1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,",
		"1SQ982HQ82DKQ763CT,SJ643HKJ7653CAQ4,SK5HADAJT52CJ9762",   // void letter left out, no trailing comma
		"1S289QH28QD367QKCT,S346JH3567JKDC4QA,S5KHAD25TJAC2679J,", // ascending (BBO)
	} {
		r, errs := recordOf(t, "md|"+md+"|ah|Board 15|sv|n|")
		if len(errs) > 0 {
			t.Fatalf("%s: %v", md, errs)
		}
		if got := dealOf(r); got != want {
			t.Errorf("md|%s|: deal %s, want %s", md, got, want)
		}
		if r.Dealer != bridge.South || !r.DealerKnown || r.Vulnerability != bridge.NSVulnerable || r.Board != 15 || r.Title != "" {
			t.Errorf("md|%s|: dealer %v vul %v board %d title %q", md, r.Dealer, r.Vulnerability, r.Board, r.Title)
		}
		if r.HandKnown != (bridge.BySeat[bool]{true, true, true, true}) {
			t.Errorf("md|%s|: hands known %v; the fourth is completed", md, r.HandKnown)
		}
	}
	for digit, seat := range map[string]bridge.Seat{"1": bridge.South, "2": bridge.West, "3": bridge.North, "4": bridge.East} {
		r, _ := recordOf(t, "md|"+digit+"SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,|")
		if r.Dealer != seat {
			t.Errorf("digit %s: dealer %v, want %v", digit, r.Dealer, seat)
		}
	}
}

// TestLINFourHands: four hands, any rank order and case, trailing
// comma; a fourth hand contradicting the other three is an error.
func TestLINFourHands(t *testing.T) {
	const want = "N:A963.AT.A9832.Q5 KT87.KJ53.T6.A86 52.864.KJ75.KJ73 QJ4.Q972.Q4.T942"
	for _, md := range []string{
		"3S52H864DKJ75CKJ73,SQJ4HQ972DQ4CT942,SA963HATDA9832CQ5,SKT87HKJ53DT6CA86",
		"3S25H468D57JKC37JK,S4JQH279QD4QC249T,S369AHTAD2389AC5Q,S78TKH35JKD6TC68A", // ascending (BBO)
		"3S52H864DKJ75CKJ73,SQJ4HQ972DQ4CT942,SA963HATDA9832CQ5,",                  // trailing comma
		"3s52h864dkj75ckj73,sqj4hq972dq4ct942,sa963hatda9832cq5,skt87hkj53dt6ca86", // lower case
		"3S52H864DKJ75CKJ73,SQJ4HQ972DQ4C10942,SA963HA10DA9832CQ5,",                // "10"
	} {
		r, errs := recordOf(t, "md|"+md+"|")
		if len(errs) > 0 {
			t.Errorf("md|%s|: %v", md, errs)
			continue
		}
		if got := dealOf(r); got != want || r.Dealer != bridge.North {
			t.Errorf("md|%s|: deal %s dealer %v, want %s N", md, got, r.Dealer, want)
		}
	}
	for _, tt := range []struct{ md, msg string }{
		{"3S52H864DKJ75CKJ73,SQJ4HQ972DQ4CT942,SA963HATDA9832CQ5,SKT82HKJ53DT6CA86", "East hand contradicts the other three: S2 is also in South's hand"},
		{"3S52H864DKJ75CKJ73,SQJ4HQ972DQ4CT942,SA963HATDA9832CQ5,SKT8HKJ53DT6CA86", "East's hand has 12 cards; want 13"},
		{"3S52H864DKJ75CKJ73,SQJ4HQ972DQ4CT942,SA963HATDA9832CQ5,SKT87HKJ53DT6CA863", "East hand contradicts the other three: C3 is also in South's hand"},
		{"3S52AH864DKJ75CKJ73,,,", "South's hand has 14 cards; want 13"},
		{"5S52H864DKJ75CKJ73,SQJ4HQ972DQ4CT942,SA963HATDA9832CQ5,", "dealer digit \"5\""},
		{"3S52H864DKJ75CKJ73,S5QJ4HQ972DQ4CT942,SA963HATDA9832CQ5,", "S5 is in both South's and West's hands"},
		{"3S52H864DKJ75CKJ73,SQJ4HQ972DQ4CT94,SA963HATDA9832CQ5,", "West's hand has 12 cards; want 13"},
		{"352H864DKJ75CKJ73,,,", "rank 5 before any suit letter"},
		{"3S52H86XDKJ75CKJ73,,,", "unexpected 'X'"},
		{"3S52H864S3,,,", "suit S given twice"},
		{"3S5H8,SA,SKH2,", "hands of an ending must be of equal length"},
		{"3S5,S6,S7,S8,S9", "5 hands"},
	} {
		r, errs := recordOf(t, "md|"+tt.md+"|")
		if len(errs) != 1 || !errors.Is(errs[0], ErrDeal) || !strings.Contains(errs[0].Error(), tt.msg) {
			t.Errorf("md|%s|: errors %v, want one ErrDeal saying %q", tt.md, errs, tt.msg)
		}
		if r.HandKnown != (bridge.BySeat[bool]{}) {
			t.Errorf("md|%s|: a bad deal gives hands %v", tt.md, r.HandKnown)
		}
	}
}

// TestEnding: a deal of equal short hands (an ending) is not completed.
func TestEnding(t *testing.T) {
	r, errs := recordOf(t, "md|1SA,SK,SQ,|")
	if len(errs) > 0 || r.HandKnown != (bridge.BySeat[bool]{true, false, true, true}) || r.Hands[bridge.North] != bridge.SetOf(bridge.MustCard("SQ")) {
		t.Errorf("errors %v, known %v, hands %v", errs, r.HandKnown, r.Hands)
	}
}

func TestValues(t *testing.T) {
	vul := map[string]bridge.Vulnerability{"o": bridge.None, "0": bridge.None, "O": bridge.None, "n": bridge.NSVulnerable, "N": bridge.NSVulnerable, "e": bridge.EWVulnerable, "E": bridge.EWVulnerable, "b": bridge.All, "B": bridge.All}
	for in, want := range vul {
		if got, err := parseSV(in); err != nil || got != want {
			t.Errorf("sv|%s|: %v %v, want %v", in, got, err, want)
		}
	}
	if _, err := parseSV("x"); err == nil {
		t.Error("sv|x| accepted")
	}
	calls := map[string]string{"p": "Pass", "P": "Pass", "d": "X", "D": "X", "r": "XX", "R": "XX", "1c": "1C", "7N": "7NT", "3n": "3NT", "2H!": "2H!", "p!": "Pass!", "1NT": "1NT"}
	for in, want := range calls {
		c, alert, err := parseMB(in)
		got := c.String()
		if alert {
			got += "!"
		}
		if err != nil || got != want {
			t.Errorf("mb|%s|: %s %v, want %s", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "8S", "1Z", "!", "pp"} {
		if _, _, err := parseMB(bad); err == nil {
			t.Errorf("mb|%s| accepted", bad)
		}
	}
	cards := map[string]string{"SA": "SA", "sa": "SA", "c2": "C2", "hT": "HT", "D10": "DT", "SAS2": "SA S2"}
	for in, want := range cards {
		cs, err := parsePC(in)
		var got []string
		for _, c := range cs {
			got = append(got, c.String())
		}
		if err != nil || strings.Join(got, " ") != want {
			t.Errorf("pc|%s|: %v %v, want %s", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "AS", "S", "S1", "SX", "XA"} {
		if _, err := parsePC(bad); err == nil {
			t.Errorf("pc|%s| accepted", bad)
		}
	}
	type qx struct {
		room  string
		board int
	}
	for in, want := range map[string]qx{"o12": {"Open", 12}, "c3": {"Closed", 3}, "O1,BOARD 1": {"Open", 1}, "12": {"", 12}, "c": {"Closed", 0}} {
		room, n, err := parseQX(in)
		if err != nil || (qx{room, n}) != want {
			t.Errorf("qx|%s|: %v %d %v, want %v", in, room, n, err, want)
		}
	}
	for _, bad := range []string{"", "x12", "o-1", "oX", ","} {
		if _, _, err := parseQX(bad); err == nil {
			t.Errorf("qx|%s| accepted", bad)
		}
	}
}

func TestParseRS(t *testing.T) {
	tests := []struct {
		in, contract string
		tricks       int // -1: unknown
	}{
		{"4HN+1", "4H N", 11}, {"3NN=", "3NT N", 9}, {"3NTS=", "3NT S", 9}, {"4SWx-4", "4SX W", 6},
		{"5DNX-2", "5DX N", 9}, {"2CExx+1", "2CXX E", 9}, {"1NN-7", "1NT N", 0}, {"4hs", "4H S", -1},
		{"PASS", "Pass", -1}, {"pass", "Pass", -1}, {"", "", -1},
	}
	for _, tt := range tests {
		e, err := parseRS(tt.in)
		got, tricks := "", -1
		if e.known {
			got = e.contract.StringBy()
		}
		if e.tricksKnown {
			tricks = e.tricks
		}
		if err != nil || got != tt.contract || tricks != tt.tricks {
			t.Errorf("rs %q: %q %d %v, want %q %d", tt.in, got, tricks, err, tt.contract, tt.tricks)
		}
		if e.known && formatRS(e.contract, e.tricks, e.tricksKnown) != map[string]string{"3NTS=": "3NS=", "5DNX-2": "5DNx-2", "2CExx+1": "2CExx+1", "4hs": "4HS", "pass": "PASS"}[tt.in] &&
			formatRS(e.contract, e.tricks, e.tricksKnown) != tt.in {
			t.Errorf("rs %q written %q", tt.in, formatRS(e.contract, e.tricks, e.tricksKnown))
		}
	}
	for _, bad := range []string{"4", "4H", "8HN=", "4HQ=", "4HN+", "4HN+4", "7NN+1", "1NN-8", "A+", "4HN=x"} {
		if _, err := parseRS(bad); err == nil {
			t.Errorf("rs %q accepted", bad)
		}
	}
}

// A board on TestLINHandOrder's deal (dealer South): 4H by West, North leads; West
// ruffs trick 1, East wins trick 2 with SA, West trick 3 with CA.
const ruffBoard = "pn|s,w,n,e|md|1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,|sv|n|" +
	"mb|p|mb|1H|mb|p|mb|4H!|an|to play|mb|p|mb|p|mb|p|pg||" +
	"pc|DA|pc|D4|pc|D3|pc|H3|pg||pc|SJ|pc|S5|pc|SA|pc|S2|pg||pc|C3|pc|CT|pc|CA|pc|C2|pg||mc|10|pg||"

// TestPlaySeats: the trick winner (ruff included) leads next.
func TestPlaySeats(t *testing.T) {
	r, errs := recordOf(t, ruffBoard)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var seats []string
	for _, p := range r.Plays {
		seats = append(seats, p.Seat.String())
	}
	if got := strings.Join(seats, ""); got != "NESW"+"WNES"+"ESWN" {
		t.Errorf("seats %s, want NESW WNES ESWN", got)
	}
	if r.ClaimTricks != 10 || !r.AuctionEnded || r.AuctionStart != bridge.South || r.Players[bridge.West] != "w" {
		t.Errorf("claim %d ended %v start %v players %q", r.ClaimTricks, r.AuctionEnded, r.AuctionStart, r.Players)
	}
	if c := r.Calls[3]; c.Call != bridge.MustCall("4H") || !c.Alert || c.Explanation != "to play" {
		t.Errorf("call 4: %+v", c)
	}
	o := laws.ReplayRecord(r)
	if o.HasFindings() || o.Contract.StringBy() != "4H W" || o.DeclarerTricks != 10 || o.ScoreNS != -420 {
		t.Errorf("replay: %s %d %d %v %v", o.Contract.StringBy(), o.DeclarerTricks, o.ScoreNS, o.Mismatches, o.Problems)
	}
}

// TestPlaySeatsWithoutAuction: with no auction, the seats come from the rs
// contract, else from the deal. (The claim ends the play: without it the
// play would stop short, ErrIncomplete.)
func TestPlaySeatsWithoutAuction(t *testing.T) {
	const md = "md|1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,|"
	const cards = "pc|DA|pc|D4|pc|D3|pc|H3|pc|SJ|mc|10|"
	for _, in := range []string{"rs|4HW=|" + md + cards, md + cards} {
		r, errs := recordOf(t, in)
		var seats string
		for _, p := range r.Plays {
			seats += p.Seat.String()
		}
		if len(errs) > 0 || seats != "NESWW" {
			t.Errorf("%s: seats %q, errors %v", in, seats, errs)
		}
	}
	r, errs := recordOf(t, "md|1S2,,,|"+cards)
	if len(errs) != 1 || !errors.Is(errs[0], ErrPlay) || len(r.Plays) != 0 {
		t.Errorf("no contract and no deal: %v, %d plays", errs, len(r.Plays))
	}
}

// TestRecordUnfinishedPlay: a play that stops before the 52nd card with no
// claim is an error (testdata/trunc-mid.lin is cut after trick 3), at the
// last card, the cards kept; a claim ends a play, and a board with no card
// or a play already in error gets no such error.
func TestRecordUnfinishedPlay(t *testing.T) {
	data, err := os.ReadFile("testdata/trunc-mid.lin")
	if err != nil {
		t.Fatal(err)
	}
	boards, errs := Parse(string(data), "trunc-mid.lin")
	if len(errs) > 0 || len(boards) != 1 {
		t.Fatalf("%d boards, errors %v", len(boards), errs)
	}
	r, errs := boards[0].Record()
	want := `lin: trunc-mid.lin:1:278: "pc|SJ|": play stops short with no claim (mc): it stops after trick 3: is the record cut short?`
	if len(errs) != 1 || !errors.Is(errs[0], ErrIncomplete) || errs[0].Error() != want {
		t.Errorf("errors %v, want %s", errs, want)
	}
	if len(r.Plays) != 12 || r.Board != 1 || r.Hands.All() != bridge.FullDeck {
		t.Errorf("%d plays, board %d, hands %v", len(r.Plays), r.Board, r.Hands)
	}
	const board = "md|1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,|rs|4HW=|"
	tests := []struct {
		name, lin string
		want      error // nil: no error
	}{
		{"mid-trick", board + "pc|DA|pc|D4|pc|D3|pc|H3|pc|SJ|", ErrIncomplete},
		{"claim", board + "pc|DA|pc|D4|pc|D3|pc|H3|pc|SJ|mc|10|", nil},
		{"claim before the lead", board + "mc|10|", nil},
		{"no card", board, nil},
		{"unreadable card", board + "pc|DA|pc|ZZ|", ErrCard},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, errs := recordOf(t, tc.lin)
			switch {
			case tc.want == nil && len(errs) > 0:
				t.Errorf("errors %v", errs)
			case tc.want != nil && (len(errs) != 1 || !errors.Is(errs[0], tc.want)):
				t.Errorf("errors %v, want one %v", errs, tc.want)
			}
		})
	}
	if _, errs := recordOf(t, board+"pc|DA|pc|D4|pc|D3|pc|H3|pc|SJ|"); len(errs) == 1 && !strings.Contains(errs[0].Error(), "it stops at card 1 of trick 2") {
		t.Errorf("message %v", errs[0])
	}
}

// TestRecordErrors: each bad value is a *ParseError at its pair, wrapping
// its sentinel; the rest of the board is still converted.
func TestRecordErrors(t *testing.T) {
	tests := []struct {
		in       string
		sentinel error
		line     int
		column   int
	}{
		{"md|1S2,,,|\nsv|x|", ErrVulnerability, 2, 1},
		{"an|first|md|1S2,,,|", ErrAnnotation, 1, 1},
		{"md|1S2,,,|mb|p|mb|2Z|mb|p|", ErrCall, 1, 16},
		{"md|1S2,,,|pc|SZ|pc|SA|", ErrCard, 1, 11},
		{"md|1S2,,,|mc|14|", ErrClaim, 1, 11},
		{"qx|z1|md|1S2,,,|", ErrBoardID, 1, 1},
		{"rs|4HN+1,4HQ|md|1S2,,,|", ErrResult, 1, 1},
		{"vg|a,b,c|md|1S2,,,|", ErrHeader, 1, 1},
		{"pn|a,b,c|md|1S2,,,|", ErrNames, 1, 1},
		{"md|9S2,,,|", ErrDeal, 1, 1},
	}
	for _, tt := range tests {
		_, errs := recordOf(t, tt.in)
		var pe *ParseError
		if len(errs) != 1 || !errors.Is(errs[0], tt.sentinel) || !errors.As(errs[0], &pe) || pe.File != "t.lin" || pe.Line != tt.line || pe.Column != tt.column {
			t.Errorf("%q: errors %v, want one %v at %d:%d", tt.in, errs, tt.sentinel, tt.line, tt.column)
		}
	}
	// The calls stop at the first unreadable one; the plays too.
	r, _ := recordOf(t, "md|1S2,,,|mb|p|mb|2Z|mb|p|an|x|")
	if len(r.Calls) != 1 || r.Calls[0].Explanation != "" {
		t.Errorf("calls %+v, want the first only", r.Calls)
	}
}

// TestBoardNumbers: a heading "Board N" whose N is not a board number, or a
// heading that is not "Board N" on a board with no qx number, is an error
// at the ah pair (as PBN's Board "0" is); the board is still converted.
func TestBoardNumbers(t *testing.T) {
	const md = "md|1S2,,,|sv|b|mb|p|"
	tests := []struct {
		in    string
		board bridge.Board
		title string
		err   bool
	}{
		{"ah|Board 0|" + md, 0, "Board 0", true},
		{"ah|Board -5|" + md, 0, "Board -5", true},
		{"ah|Board 99999999999999999999|" + md, 0, "Board 99999999999999999999", true},
		{"ah|Board|" + md, 0, "Board", true},
		{"ah|Board x|" + md, 0, "Board x", true},
		{"ah|Bored|" + md, 0, "Bored", true},
		{"qx|o3|ah|Bored|" + md, 3, "Bored", false},
		{"qx|o3|ah|Board 0|" + md, 3, "Board 0", true},
		{"ah|Board 007|" + md, 7, "", false},
		{md, 0, "", false}, // no heading: no number, no error
	}
	for _, tt := range tests {
		r, errs := recordOf(t, tt.in)
		if r.Board != tt.board || r.Title != tt.title || len(r.Calls) != 1 || r.Vulnerability != bridge.All {
			t.Errorf("%q: board %d, title %q, %d calls", tt.in, r.Board, r.Title, len(r.Calls))
		}
		var pe *ParseError
		switch {
		case !tt.err && len(errs) > 0:
			t.Errorf("%q: errors %v", tt.in, errs)
		case tt.err && (len(errs) != 1 || !errors.Is(errs[0], ErrBoardNumber) || !errors.As(errs[0], &pe) || !strings.HasPrefix(pe.Token, "ah|")):
			t.Errorf("%q: errors %v, want one ErrBoardNumber at the ah pair", tt.in, errs)
		}
	}
	_, errs := recordOf(t, "ah|Board 0|"+md)
	if want := `lin: t.lin:1:1: "ah|Board 0|": bad board number (ah): "Board 0": want "Board" and a board number 1 or more, e.g. "Board 12"`; len(errs) != 1 || errs[0].Error() != want {
		t.Errorf("errors %v, want %s", errs, want)
	}
}

// TestHeadingAndRoom: "Board N" (also with '+') gives the number; another
// heading is the Title, the number then coming from qx.
func TestHeadingAndRoom(t *testing.T) {
	tests := []struct {
		in, title, room string
		board           int
	}{
		{"ah|Board+12|md|1S2,,,|", "", "", 12},
		{"ah| board 7 |md|1S2,,,|", "", "", 7},
		{"qx|c7|md|1S2,,,|ah|Semifinal|", "Semifinal", "Closed", 7},
		{"qx|o46|md|1S2,,,|", "", "Open", 46},
		{"qx|o9|md|1S2,,,|ah|Board 3|", "", "Open", 3},
	}
	for _, tt := range tests {
		r, errs := recordOf(t, tt.in)
		if len(errs) > 0 || r.Title != tt.title || r.Room != tt.room || int(r.Board) != tt.board {
			t.Errorf("%q: title %q room %q board %d %v", tt.in, r.Title, r.Room, r.Board, errs)
		}
	}
}

// TestPlayers: 4 names S,W,N,E; an 8-name header by room.
func TestPlayers(t *testing.T) {
	r, _ := recordOf(t, "pn|s,w,n,e|md|1S2,,,|")
	if r.Players != (bridge.BySeat[string]{"n", "e", "s", "w"}) {
		t.Errorf("players %q", r.Players)
	}
	boards, _ := Parse("pn|s1,w1,n1,e1,s2,w2,n2,e2|qx|o1|pn|x,x,x,x|md|1S2,,,|qx|c1|md|1S2,,,|", "")
	for i, want := range []bridge.BySeat[string]{{"n1", "e1", "s1", "w1"}, {"n2", "e2", "s2", "w2"}} {
		if r, _ := boards[i].Record(); r.Players != want {
			t.Errorf("board %d: players %q, want %q", i+1, r.Players, want)
		}
	}
}

// TestAnnotations: several an pairs for one call are joined; an an without
// "!" explains without alerting.
func TestAnnotations(t *testing.T) {
	r, _ := recordOf(t, "md|1S2,,,|mb|1N|an|15-17|an|may have 5M|mb|2C!|an||")
	if r.Calls[0].Explanation != "15-17; may have 5M" || r.Calls[0].Alert || !r.Calls[1].Alert || r.Calls[1].Explanation != "" {
		t.Errorf("calls %+v", r.Calls)
	}
}

// TestIllegalAuction: an illegal auction is kept as written and is not an
// error of the conversion; Replay reports it.
func TestIllegalAuction(t *testing.T) {
	r, errs := recordOf(t, "md|1S2,,,|mb|1S|mb|1H|mb|p|mb|p|mb|p|")
	if len(errs) > 0 || len(r.Calls) != 5 || !r.AuctionEnded {
		t.Errorf("errors %v, %d calls, ended %v", errs, len(r.Calls), r.AuctionEnded)
	}
	o := laws.ReplayRecord(r)
	if len(o.Problems) != 1 || !strings.Contains(o.Problems[0].Error(), auction.ErrInsufficientBid.Error()) {
		t.Errorf("replay problems %v", o.Problems)
	}
}
