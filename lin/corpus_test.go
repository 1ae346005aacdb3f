package lin

import (
	"bridgelaw/laws"
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"bridgelaw/bridge"
)

// corpusFiles are the real LIN files of the shared corpus (BBO downloads
// and vugraph archives) with their number of
// deals (boards at one table), counted by hand from their qx and md pairs.
var corpusFiles = []struct {
	name   string
	boards int
}{
	{"endplay-example1.lin", 8},
	{"bridgebots-usbf_sf_14502.lin", 30},
	{"bridgetrainer-41284.lin", 32},
}

// TestCorpusReads: every corpus LIN file reads without error into the
// expected number of boards, each converting to a record without error whose
// auction replays legally and ends, whose play (when complete) has 13 tricks,
// and whose rs result, where given, agrees with the replay.
func TestCorpusReads(t *testing.T) {
	sharedCorpus(t)
	total := 0
	for _, f := range corpusFiles {
		t.Run(f.name, func(t *testing.T) {
			boards := readCorpus(t, f.name)
			if len(boards) != f.boards {
				t.Fatalf("%d boards, want %d", len(boards), f.boards)
			}
			total += len(boards)
			for i, b := range boards {
				r, errs := b.Record()
				for _, e := range errs {
					t.Errorf("board %d: %v", i+1, e)
				}
				o := laws.ReplayRecord(r)
				if o.HasFindings() {
					t.Errorf("board %d (%s): replay findings: mismatches %v, irregularities %v, problems %v", i+1, r.Source, o.Mismatches, o.Findings, o.Problems)
				}
				if !r.AuctionEnded || o.ContractFrom != laws.ContractFromAuction {
					t.Errorf("board %d: auction ended %v, contract from %q", i+1, r.AuctionEnded, o.ContractFrom)
				}
				if r.ClaimTricks < 0 && o.PlayedTricks != 13 {
					t.Errorf("board %d: no claim and %d tricks played, want 13", i+1, o.PlayedTricks)
				}
				if !o.TricksKnown() {
					t.Errorf("board %d: declarer's tricks unknown", i+1)
				}
				if _, err := r.Deal(); err != nil {
					t.Errorf("board %d: %v", i+1, err)
				}
			}
		})
	}
	if total != 70 && !t.Failed() {
		t.Errorf("%d boards in all, want 70", total)
	}
}

// TestEndplayExample1: robot boards, one per line, three hands each, two
// claims (board 3: 9 tricks, board 7: 11), alerts written "mb|2H!|".
func TestEndplayExample1(t *testing.T) {
	boards := readCorpus(t, "endplay-example1.lin")
	var claims []string
	for i, b := range boards {
		r, _ := b.Record()
		if int(r.Board) != i+1 {
			t.Errorf("board %d: number %d", i+1, r.Board)
		}
		if r.ClaimTricks >= 0 {
			claims = append(claims, strconv.Itoa(int(r.Board))+":"+strconv.Itoa(r.ClaimTricks))
		}
		if r.Players[bridge.South] != "domtp" || r.Players[bridge.East] != "~~M25116nn" {
			t.Errorf("board %d: players %q", i+1, r.Players)
		}
	}
	if got := strings.Join(claims, " "); got != "3:9 7:11" {
		t.Errorf("claims %q, want \"3:9 7:11\"", got)
	}
	r, _ := boards[0].Record()
	// md|3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,|sv|o|
	want := bridge.MustDeal("N:74.T8.K842.AQ743 JT832.J62.73.JT2 K.AKQ9754.96.K85 AQ965.3.AQJT5.96")
	if d, _ := r.Deal(); d != want || r.Dealer != bridge.North || r.Vulnerability != bridge.None {
		t.Errorf("board 1: deal %v dealer %v vul %v, want %v N None", d, r.Dealer, r.Vulnerability, want)
	}
	c := r.Calls[3] // mb|2H!|an|Michaels -- 5+ !S; 9+ total points; forcing |
	if c.Call != bridge.MustCall("2H") || !c.Alert || c.Explanation != "Michaels -- 5+ !S; 9+ total points; forcing " {
		t.Errorf("board 1 call 4: %+v", c)
	}
	if c := r.Calls[2]; c.Alert || !strings.HasPrefix(c.Explanation, "Major suit opening") {
		t.Errorf("board 1 call 3 (1H, explained, not alerted): %+v", c)
	}
}

// TestUSBFVugraph: the vugraph header (vg, rs, 8 names) applies to every
// board; boards come in open/closed pairs 46-60 and the 30 rs entries match
// the contracts the auctions reach and the tricks of the claims.
func TestUSBFVugraph(t *testing.T) {
	boards := readCorpus(t, "bridgebots-usbf_sf_14502.lin")
	for i, b := range boards {
		r, _ := b.Record()
		wantRoom, wantBoard := roomOpen, 46+i/2
		if i%2 == 1 {
			wantRoom = roomClosed
		}
		if r.Room != wantRoom || int(r.Board) != wantBoard {
			t.Errorf("board %d: %s %d, want %s %d", i+1, r.Room, r.Board, wantRoom, wantBoard)
		}
		south := map[string]string{roomOpen: "Meckstroth", roomClosed: "Stansby"}[wantRoom]
		if r.Players[bridge.South] != south || r.Event != "2010 USBF SF A" || r.Scoring != "I" {
			t.Errorf("board %d: South %q event %q scoring %q", i+1, r.Players[bridge.South], r.Event, r.Scoring)
		}
		// vg: teams, segment and carry-over.
		if r.HomeTeam != "Nickell" || r.HomeCarryOver != "80" || r.VisitTeam != "Fleisher" || r.VisitCarryOver != "99" || r.Stage != "Segment 4 of 8" {
			t.Errorf("board %d: vg %q %q %q %q %q", i+1, r.HomeTeam, r.HomeCarryOver, r.VisitTeam, r.VisitCarryOver, r.Stage)
		}
		if !r.ContractKnown || !r.ResultKnown || r.ClaimTricks != r.Result {
			t.Errorf("board %d: rs contract %v (%v), result %d (%v), claim %d", i+1, r.Contract.StringBy(), r.ContractKnown, r.Result, r.ResultKnown, r.ClaimTricks)
		}
	}
	// Board 53 open: rs "4SWx-4"; a claim in the middle of a trick ends 55 closed.
	r, _ := boards[14].Record()
	if r.Contract.StringBy() != "4SX W" || r.Result != 6 {
		t.Errorf("53 open: %s %d, want 4SX W 6", r.Contract.StringBy(), r.Result)
	}
	last, _ := boards[29].Record()
	if len(last.Plays) != 33 || last.ClaimTricks != 8 || last.Plays[0].Card != bridge.MustCard("S2") {
		t.Errorf("60 closed: %d cards, claim %d, lead %v", len(last.Plays), last.ClaimTricks, last.Plays[0].Card)
	}
}

// pbnGame is what the test reads itself from a game of the PBN twin.
type pbnGame struct {
	tags  map[string]string
	calls []string // the auction tokens, notes "=n=" attached as "call=n"
	notes map[string]string
	play  [][]string // the play rows, columns from the Play tag's seat
}

// readPBNTwin reads the games of a PBN file with only what the twin check
// needs: tags, the Auction and Play sections and the notes; {} commentary
// is skipped.
func readPBNTwin(t *testing.T, path string) []*pbnGame {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tag := regexp.MustCompile(`^\[(\w+) "(.*)"\]`)
	var games []*pbnGame
	var g *pbnGame
	section, inBrace := "", false
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case inBrace:
			inBrace = !strings.Contains(line, "}")
		case strings.HasPrefix(line, "{"):
			inBrace = !strings.Contains(line, "}")
		case tag.MatchString(line):
			m := tag.FindStringSubmatch(line)
			if m[1] == "Event" {
				g = &pbnGame{tags: map[string]string{}, notes: map[string]string{}}
				games = append(games, g)
			}
			g.tags[m[1]] = m[2]
			section = m[1]
			if m[1] == "Note" {
				n, text, _ := strings.Cut(m[2], ":")
				g.notes[n] = text
			}
		case g != nil && section == "Auction":
			for _, f := range strings.Fields(line) {
				if strings.HasPrefix(f, "=") {
					g.calls[len(g.calls)-1] += f[:len(f)-1]
				} else {
					g.calls = append(g.calls, f)
				}
			}
		case g != nil && section == "Play" && line != "*" && line != "":
			g.play = append(g.play, strings.Fields(line))
		}
	}
	return games
}

// TestBridgetrainerPBNTwin checks bridgetrainer-41284.lin against its PBN
// twin (LinToPbnConverter 1.3), read by this test: board 1 by hand, then
// every game: deal, board, room, players, vulnerability, dealer, contract,
// declarer, result, the calls and their explanations, and each card of each
// trick at its seat.
func TestBridgetrainerPBNTwin(t *testing.T) {
	boards := readCorpus(t, "bridgetrainer-41284.lin")
	games := readPBNTwin(t, filepath.Join(sharedCorpus(t), "bridgetrainer-41284.pbn"))
	if len(games) != 32 || len(boards) != 32 {
		t.Fatalf("%d PBN games, %d LIN boards; want 32", len(games), len(boards))
	}

	// Board 1, open room, written into the test from the PBN file.
	r, _ := boards[0].Record()
	if d, _ := r.Deal(); d.String() != "N:T983.743.A9.K964 Q752.AT82.QJT7.5 4.KQJ9.K8652.Q87 AKJ6.65.43.AJT32" {
		t.Errorf("board 1 deal %v", d)
	}
	if r.Players[bridge.North] != "UPMARK" || r.Room != roomOpen || r.Contract.StringBy() != "4S W" || r.Result != 9 {
		t.Errorf("board 1: %q %s %s %d", r.Players, r.Room, r.Contract.StringBy(), r.Result)
	}
	// Claims: 27 of the 32 boards end in one; the PBN Result is its value.
	claims := 0
	for _, b := range boards {
		if r, _ := b.Record(); r.ClaimTricks >= 0 {
			claims++
		}
	}
	if claims != 27 {
		t.Errorf("%d claims, want 27", claims)
	}

	for i, b := range boards {
		r, _ := b.Record()
		g := games[i]
		o := laws.ReplayRecord(r)
		d, _ := r.Deal()
		if pd, err := bridge.ParseDeal(g.tags["Deal"]); err != nil || pd != d {
			t.Errorf("game %d: PBN Deal %q, LIN gives %v", i+1, g.tags["Deal"], d)
		}
		// The converter read the stray "|" of "pn|...,WRANG||pg||" into
		// the last name: "WRANG|".
		g.tags["East"] = strings.TrimSuffix(g.tags["East"], "|")
		want := map[string]string{
			"Board": r.Board.String(), "Room": r.Room,
			"North": r.Players[bridge.North], "East": r.Players[bridge.East],
			"South": r.Players[bridge.South], "West": r.Players[bridge.West],
			"Vulnerable": r.Vulnerability.String(), "Dealer": r.Dealer.String(),
			"Contract": o.Contract.String(), "Declarer": o.Contract.Declarer.String(),
			"Result": strconv.Itoa(o.DeclarerTricks),
		}
		for k, v := range want {
			if g.tags[k] != v {
				t.Errorf("game %d: PBN %s %q, LIN gives %q", i+1, k, g.tags[k], v)
			}
		}
		// The calls, with the explanations as PBN notes.
		if len(g.calls) != len(r.Calls) {
			t.Errorf("game %d: PBN has %d calls, LIN %d", i+1, len(g.calls), len(r.Calls))
			continue
		}
		for j, c := range r.Calls {
			call, note, _ := strings.Cut(g.calls[j], "=")
			if bridge.MustCall(call) != c.Call || g.notes[note] != c.Explanation {
				t.Errorf("game %d call %d: PBN %q (note %q), LIN %v %q", i+1, j+1, g.calls[j], g.notes[note], c.Call, c.Explanation)
			}
		}
		// Each card at its seat: PBN rows are tricks, columns from the
		// Play tag's seat.
		first, _ := bridge.ParseSeat(g.tags["Play"])
		for j, p := range r.Plays {
			row, col := j/4, int(p.Seat-first)&3
			if row >= len(g.play) || col >= len(g.play[row]) || bridge.MustCard(g.play[row][col]) != p.Card {
				t.Errorf("game %d: LIN card %d %v by %v is not in PBN trick %d at that seat", i+1, j+1, p.Card, p.Seat, row+1)
				break
			}
		}
	}
}

// TestCorpusLINRoundTrip: read, write, read gives the same boards (pairs and
// inherited header) for every corpus LIN file.
func TestCorpusLINRoundTrip(t *testing.T) {
	for _, f := range corpusFiles {
		boards := readCorpus(t, f.name)
		var buf bytes.Buffer
		if err := Write(&buf, boards); err != nil {
			t.Fatal(err)
		}
		again, errs := Parse(buf.String(), "rewritten")
		if len(errs) > 0 {
			t.Errorf("%s: rewritten: %v", f.name, errs)
		}
		if a, b := pairs(boards), pairs(again); !equalPairs(a, b) {
			t.Errorf("%s: the rewrite reads differently (%d boards, then %d)", f.name, len(a), len(b))
		}
	}
}

func equalPairs(a, b [][2][]string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if strings.Join(a[i][0], "") != strings.Join(b[i][0], "") || strings.Join(a[i][1], "") != strings.Join(b[i][1], "") {
			return false
		}
	}
	return true
}

// TestCorpusRecordRoundTrip: LIN -> record -> LIN -> record keeps every
// field LIN carries (deal, dealer, vulnerability, board, room, players,
// calls with alerts and explanations, plays with seats, claim, rs contract
// and result) on every corpus board, and the canonical LIN of the second
// record is the same as that of the first.
func TestCorpusRecordRoundTrip(t *testing.T) {
	sharedCorpus(t)
	n := 0
	for _, f := range corpusFiles {
		for i, b := range readCorpus(t, f.name) {
			r1, _ := b.Record()
			lin1 := FromRecord(r1)
			r2, errs := lin1.Record()
			if len(errs) > 0 {
				t.Errorf("%s board %d: %v", f.name, i+1, errs)
			}
			if d := diffRecords(r1, r2); len(d) > 0 {
				t.Errorf("%s board %d: %s", f.name, i+1, strings.Join(d, "; "))
			}
			if a, b := playAndAuction(b), playAndAuction(lin1); a != b {
				t.Errorf("%s board %d: the rewrite changes the auction or play:\n%s\n%s", f.name, i+1, a, b)
			}
			if s1, s2 := lin1.String(), FromRecord(r2).String(); s1 != s2 {
				t.Errorf("%s board %d: canonical LIN changes:\n%s\n%s", f.name, i+1, s1, s2)
			}
			n++
		}
	}
	if n != 70 && !t.Failed() {
		t.Errorf("%d boards, want 70", n)
	}
}

// playAndAuction lists the md, mb, an, pc and mc pairs of a board in a
// normal form: md as the deal it gives, calls upper case, explanations of
// one call joined, cards upper case.
func playAndAuction(b *Board) string {
	var out []string
	for _, t := range b.Tokens {
		switch t.Key {
		case "md":
			m, _ := parseMD(t.Value)
			h := m.hands
			if !m.given[bridge.East] {
				h = h.Complete()
			}
			out = append(out, "md "+m.dealer.String()+" "+h.Format(bridge.North, bridge.BySeat[bool]{}))
		case "mb":
			out = append(out, "mb "+strings.ToUpper(t.Value))
		case "an":
			if len(out) > 0 && strings.HasPrefix(out[len(out)-1], "an ") {
				out[len(out)-1] += "; " + t.Value
			} else if t.Value != "" {
				out = append(out, "an "+t.Value)
			}
		case "pc", "mc":
			out = append(out, t.Key+" "+strings.ToUpper(t.Value))
		}
	}
	return strings.Join(out, "|")
}
