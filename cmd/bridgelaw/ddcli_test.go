package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/dealfile"
)

// TestDDCommandFlagCombinations: flags that would be dropped or ignored
// together are usage errors naming both, or are both honoured: --leads
// CONTRACT with --contract gives --contract's result and the leads against
// CONTRACT.
func TestDDCommandFlagCombinations(t *testing.T) {
	out, errOut, code := runCmd(t, "", "dd", "--leads", "4SN", "--contract", "3NS", ddDeal)
	if code != 0 || !strings.Contains(out, "3NT by S: 6 tricks, 3NT-3, NS -150") || !strings.Contains(out, "E's opening leads against 4S by N:") {
		t.Errorf("--leads 4SN --contract 3NS: status %d\n%s%s", code, out, errOut)
	}
	pbnFile := tempFile(t, "one.pbn", "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \""+ddDeal+"\"]\n")
	for _, tc := range []struct {
		args []string
		want string // in the usage error
	}{
		{[]string{"dd", "--contract", "3NS", "--annotate", pbnFile}, "--contract and --annotate"},
		{[]string{"dd", "--leads", "3NS", "--contract", "4SN", "N:AQ.K.. 3.Q2.. J2.A.. .J3.."}, "--leads 3NT by S and --contract 4S by N"},
		{[]string{"dd", "--leads", "3NS", "--leader", "W", pbnFile}, "not files"},
		{[]string{"dd", "--vul", "All", pbnFile}, "--vul is for DEAL arguments"},
		{[]string{"dd", "--leads", "3NS", "--leader", "W", "--trick", "SK", "--vul", "All", "--dealer", "E", "N:AQ.K.. 3.Q2.. J2.A.. .J3.."}, "does not go with a position"},
	} {
		_, errOut, code := runCmd(t, "", tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: status %d, %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// TestDDCommandLeaderOnDeal: --leader and --trick go with a whole deal: a
// trick 1 under way, or the opening lead; the opening leader must be
// declarer's left-hand opponent (Law 41A). The text says who is to play.
func TestDDCommandLeaderOnDeal(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		// East is 4S by North's left-hand opponent: the opening leads.
		{[]string{"dd", "--leads", "4SN", "--leader", "E", ddDeal}, 0, "E's opening leads against 4S by N: tricks for E's side, declarer's result\n  S8    8  4S-5"},
		// South is dummy: not on lead at trick 1.
		{[]string{"dd", "--leads", "4SN", "--leader", "S", ddDeal}, 2, "against 4S by N it is made by E, declarer's left-hand opponent (Law 41A)"},
		// North led the queen of spades at trick 1 against its own 4S.
		{[]string{"dd", "--leads", "4SN", "--leader", "N", "--trick", "SQ", "N:J6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"}, 2, "--leader N"},
		// East led the eight of spades: South is to play second, not lead.
		{[]string{"dd", "--leads", "4SN", "--trick", "S8", "N:QJ6.K652.J85.T98 73.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"}, 0, "S to play to trick 1 (E led) against 4S by N: tricks for S's side, declarer's result\n  SK    5  4S-5"},
		// West led the king: North to play second in a 3-card ending.
		{[]string{"dd", "--leads", "3NS", "--leader", "W", "--trick", "SK", "N:AQ.K.. 3.Q2.. J2.A.. .J3.."}, 0, "N to play against 3NT by S: tricks of the 3 left for N's side"},
		// East, holding HQ2, played a spade to North's heart king (Law 44C).
		{[]string{"dd", "--leads", "3NS", "--leader", "N", "--trick", "HK S3", "N:AQ... .Q2.. J2.A.. T.J3.."}, 1, "East did not follow suit to HK holding HQ2 (Law 44C)"},
		{[]string{"dd", "--leads", "3NS", "--leader", "W", "--trick", "ST ST", "N:AQ.K.. 3.Q2.. J2.A.. .J3.."}, 1, "ST is played twice to the current trick"},
		// A bad card in --trick is a usage error like other flag values.
		{[]string{"dd", "--leads", "3NS", "--leader", "W", "--trick", "S1", "N:AQ.K.. 3.Q2.. J2.A.. .J3.."}, 2, `--trick: bridge: bad card "S1"`},
	} {
		out, errOut, code := runCmd(t, "", tc.args...)
		if code != tc.code || !strings.Contains(out+errOut, tc.want) {
			t.Errorf("%v: status %d, want %d and %q:\n%s%s", tc.args, code, tc.code, tc.want, out, errOut)
		}
	}
}

// TestDDCommandPositionJSON: with --json a position is one object per
// argument, its error in "error" like a deal's.
func TestDDCommandPositionJSON(t *testing.T) {
	type posLine struct {
		File     string
		Source   string
		Position *string
		Error    *string
		Leads    *struct {
			Player, Leader string
			Trick          []string
		}
	}
	out, _, code := runCmd(t, "", "dd", "--json", "--leads", "3NS", "--leader", "W", "--trick", "SK SA",
		"N:AQ.K.. 3.Q2.. J2.A.. .J3..", "N:Q.K.. 3.Q2.. J2.A.. .J3..")
	ls := parseJSONLines[posLine](t, out)
	if code != 1 || len(ls) != 2 {
		t.Fatalf("status %d, %d lines:\n%s", code, len(ls), out)
	}
	if l := ls[0]; l.File != "position" || l.Error == nil || !strings.Contains(*l.Error, "SA is both in a hand and in the current trick") || l.Leads != nil {
		t.Errorf("bad position: %+v", l)
	}
	if l := ls[1]; l.Error != nil || l.Position == nil || *l.Position != "N:Q.K.. 3.Q2.. J2.A.. .J3.." || l.Leads == nil || l.Leads.Player != "E" || l.Leads.Leader != "W" || strings.Join(l.Leads.Trick, " ") != "SK SA" {
		t.Errorf("position: %+v %s", l, out)
	}
}

// TestDDCommandContractErrors: a contract that cannot be read is a usage
// error naming its fault.
func TestDDCommandContractErrors(t *testing.T) {
	for _, tc := range []struct{ contract, want string }{
		{"8NTN", "the level is 1-7"},
		{"0SN", "the level is 1-7"},
		{"1NTXXX by N", "at most XX"},
		{"4S", "want the declarer (N, E, S or W)"},
		{"3NT by Q", "want the declarer (N, E, S or W)"},
		{"4QN", "want a strain C, D, H, S or NT"},
		{"Pass", "passed-out"},
	} {
		for _, flag := range []string{"--contract", "--leads"} {
			_, errOut, code := runCmd(t, "", "dd", flag, tc.contract, ddDeal)
			if code != 2 || !strings.Contains(errOut, tc.want) {
				t.Errorf("%s %q: status %d, %q; want 2 and %q", flag, tc.contract, code, errOut, tc.want)
			}
		}
	}
}

// TestDDHelpExamples runs every example of dd --help (the files they name
// made in a temporary directory), each to status 0.
func TestDDHelpExamples(t *testing.T) {
	club, err := os.ReadFile("../../examples/club-night.pbn")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files := map[string]string{
		"session.pbn":             string(club),
		"examples/club-night.pbn": string(club),
		"session.lin":             "pn|a,b,c,d|st||md|3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,|sv|o|ah|Board 1|\n",
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	n := 0
	for _, line := range strings.Split(newDDCmd().Example, "\n") {
		args := shellWords(line)
		if len(args) == 0 {
			continue
		}
		if args[0] != "bridgelaw" {
			t.Fatalf("example %q does not start with bridgelaw", line)
		}
		n++
		if out, errOut, code := runCmd(t, "", args[1:]...); code != 0 || out == "" {
			t.Errorf("example %q: status %d\n%s%s", line, code, out, errOut)
		}
	}
	if n < 5 {
		t.Errorf("%d examples", n)
	}
}

// shellWords splits an example command line as a shell would (double
// quotes only), up to a pipe or a redirection.
func shellWords(line string) []string {
	var words []string
	var w strings.Builder
	inWord, quoted := false, false
	for _, r := range line {
		switch {
		case r == '"':
			quoted, inWord = !quoted, true
		case !quoted && (r == ' ' || r == '\t'):
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		case !quoted && (r == '|' || r == '>'):
			if inWord {
				words = append(words, w.String())
			}
			return words
		default:
			w.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	return words
}

// TestDDCommandBinaryAndWarnings: binary input stops at once with one
// error naming it; a text file's warnings are bounded, the rest counted in
// one line.
func TestDDCommandBinaryAndWarnings(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	junk := make([]byte, 100<<10)
	for i := range junk {
		junk[i] = byte(r.Uint32())
	}
	bin := tempFile(t, "garbage.bin", string(junk))
	_, errOut, code := runCmd(t, "", "dd", bin)
	if code != 1 || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "not a PBN or LIN file: binary data at byte") {
		t.Errorf("binary: status %d, %d lines: %.300s", code, strings.Count(errOut, "\n"), errOut)
	}
	text := strings.Repeat("not PBN\n", 50) + "[Board \"1\"]\n[Deal \"" + ddDeal + "\"]\n"
	f := tempFile(t, "noisy.pbn", text)
	_, errOut, code = runCmd(t, "", "dd", f)
	if n := strings.Count(errOut, "text outside any tag"); code != 0 || n != maxFileWarnings || !strings.Contains(errOut, "30 more warnings not shown") {
		t.Errorf("noisy: status %d, %d warnings shown:\n%s", code, n, errOut)
	}
}

// TestDDPlayWrongPlaySeat: a Play section whose first seat is not the
// opening leader (here [Play "N"] against 3NT by North, East's cards in
// North's column) is named as such, and is an error of the record.
func TestDDPlayWrongPlaySeat(t *testing.T) {
	f := tempFile(t, "wrongleader.pbn", `[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AQ2.K98.K2.KT843 7643.75.AT873.A5 K85.AQJ.QJ95.J97 JT9.T6432.64.Q62"]
[Declarer "N"]
[Contract "3NT"]
[Result "8"]
[Play "N"]
S7 S5 S9 SQ
S3 S8 ST SA
*
`)
	out, errOut, code := runCmd(t, "", "dd", "--play", f)
	want := "the Play section starts with North, who does not hold S7 (East does): its first seat is not the opening leader, East, declarer North's left-hand opponent (Law 41A)"
	if code != 1 || !strings.Contains(out, want) || !strings.Contains(errOut, want) {
		t.Errorf("status %d\n%s%s", code, out, errOut)
	}
}

// TestDDCommandSmallMessages: a position without --leads is named as a
// position; a contract after the deal, or given as --leads=CONTRACT, is a
// usage error saying where the contract goes; a long argument is named
// once, shortened.
func TestDDCommandSmallMessages(t *testing.T) {
	long := strings.Repeat("x", 100000)
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"dd", "N:Q.AK2.. ..5432. 3.43..A K.QJ5.."}, 1, "a position of 4 cards a hand, not a deal: solve it with --leads CONTRACT"},
		// A deal with a card missing is still a deal's error.
		{[]string{"dd", "N:QJ6.K652.J85.T9 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"}, 1, "North has 12 cards, not 13; C8 is in no hand"},
		{[]string{"dd", ddDeal, "--leads", "4SN"}, 2, `"4SN" is a contract, not a file or deal: give it first, right after --leads`},
		{[]string{"dd", "--leads=4SN", ddDeal}, 2, "--leads takes no value: give the contract as the first argument"},
		{[]string{"dd", long}, 1, "... (100000 characters)"},
		{[]string{"dd", "N:" + long + " a b c"}, 1, "... (100008 characters)"},
	} {
		_, errOut, code := runCmd(t, "", tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.want) || len(errOut) > 2000 && tc.code == 1 {
			t.Errorf("%.80v: status %d, want %d and %q: %.300s", tc.args, code, tc.code, tc.want, errOut)
		}
	}
}

// TestDDCommandLeadsBadDeal: --leads on a deal with a hand short or a card
// given twice names what is wrong with the deal (exit 1), as dd does
// without --leads, not a usage error about positions.
func TestDDCommandLeadsBadDeal(t *testing.T) {
	for _, tc := range []struct {
		deal, want string
	}{
		{"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ", "West has 12 cards, not 13; C3 is in no hand"},
		{"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ2", "C2 is in both South's and West's hands"},
	} {
		for _, args := range [][]string{{"dd", "--leads", tc.deal}, {"dd", "--leads", "4SN", tc.deal}} {
			_, errOut, code := runCmd(t, "", args...)
			if code != 1 || !strings.Contains(errOut, tc.want) {
				t.Errorf("%v: status %d, %q; want 1 and %q", args, code, errOut, tc.want)
			}
		}
	}
}

// TestDealFileBadRecordSkipped: a bad record of a dealing machine's file
// is reported with the file and the board, and the boards after it are
// read: dd solves them, handrecord prints them (exit 1 for the bad one).
func TestDealFileBadRecordSkipped(t *testing.T) {
	d, err := bridge.ParseDeal(ddDeal)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := dealfile.Write(&buf, dealfile.BRI, []dealfile.Board{{Number: 1, Deal: d}, {Number: 2, Deal: d}, {Number: 3, Deal: d}}); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	data[5] = 'x' // board 1: not a card number
	name := tempFile(t, "set.bri", string(data))
	out, errOut, code := runCmd(t, "", "dd", name)
	if code != 1 || !strings.Contains(errOut, "set.bri board 1: not a deal") || !strings.Contains(out, "Board 2 ") || !strings.Contains(out, "Board 3 ") {
		t.Errorf("dd: status %d\n%s%s", code, out, errOut)
	}
	out, errOut, code = runCmd(t, "", "handrecord", name)
	if code != 1 || !strings.Contains(errOut, "set.bri board 1: not a deal") || !strings.Contains(out, "Board 3") {
		t.Errorf("handrecord: status %d\n%s%s", code, out, errOut)
	}
}

// TestDDCommandTrickOnWholeDeal: --trick with the whole deal takes the
// trick's cards from their players' hands (East's S8 against 4S by N, Law
// 41A), as the help says; a card its player does not hold is named (exit
// 1); --leader W at trick 1 is the usage error the help promises.
func TestDDCommandTrickOnWholeDeal(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"dd", "--leads", "4SN", "--trick", "S8", ddDeal}, 0, "S to play to trick 1 (E led) against 4S by N: tricks for S's side, declarer's result\n  SK    5  4S-5"},
		{[]string{"dd", "--leads", "4SN", "--trick", "S8 S5", ddDeal}, 0, "W to play to trick 1 (E led) against 4S by N"},
		{[]string{"dd", "--leads", "4SN", "--trick", "S2", ddDeal}, 1, "East does not hold S2, the card given for East to trick 1"},
		{[]string{"dd", "--leads", "4SN", "--leader", "W", "--trick", "S8", ddDeal}, 2, "against 4S by N it is made by E, declarer's left-hand opponent (Law 41A)"},
	} {
		out, errOut, code := runCmd(t, "", tc.args...)
		if code != tc.code || !strings.Contains(out+errOut, tc.want) {
			t.Errorf("%v: status %d\n%s%s\nwant %d and %q", tc.args, code, out, errOut, tc.code, tc.want)
		}
	}
}

// TestDDCommandIgnoredOptions: options that would be silently ignored are
// usage errors naming the flag: --play on a DEAL (no play recorded), an
// empty --contract, --leader or --trick; --leads CONTRACT with nothing to
// solve says so, with an example that can be pasted.
func TestDDCommandIgnoredOptions(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"dd", "--play", ddDeal}, "--play follows the play recorded in a PBN or LIN file"},
		{[]string{"dd", "--contract", "", ddDeal}, "--contract is empty"},
		{[]string{"dd", "--leads", "4SN", "--leader", "", ddDeal}, "--leader is empty"},
		{[]string{"dd", "--leads", "4SN", "--trick", " ", ddDeal}, "--trick is empty"},
		{[]string{"dd", "--leads", "3NS"}, `--leads 3NS: no DEAL or file given to solve: bridgelaw dd --leads 3NS "N:`},
	} {
		out, errOut, code := runCmd(t, "", tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: status %d\n%s%s\nwant 2 and %q", tc.args, code, out, errOut, tc.want)
		}
	}
}

// TestNoDealMessages: a board without a Deal tag says so, not the 52
// cards in no hand; handrecord given a DEAL says it reads files (exit 2).
func TestNoDealMessages(t *testing.T) {
	name := tempFile(t, "nodeal.pbn", "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Contract \"3NT\"]\n[Declarer \"S\"]\n")
	_, errOut, code := runCmd(t, "", "dd", name)
	if code != 1 || !strings.Contains(errOut, "no full deal: the board has no Deal tag") || strings.Contains(errOut, "SA SK") {
		t.Errorf("dd: status %d, %q", code, errOut)
	}
	_, errOut, code = runCmd(t, "", "handrecord", ddDeal)
	if code != 2 || !strings.Contains(errOut, "handrecord reads files of deals") {
		t.Errorf("handrecord DEAL: status %d, %q", code, errOut)
	}
}
