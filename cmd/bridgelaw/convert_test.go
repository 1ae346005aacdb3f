package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bridgelaw/bridge"
	"bridgelaw/internal/testshared"
	"bridgelaw/record"
)

// tableFacts are what a conversion must keep of a board: the deal, the
// auction with alerts and explanations, the play and the claim.
type tableFacts struct {
	Hands        [4]string
	Calls        []record.Call
	AuctionEnded bool
	Plays        []record.Play
	ClaimTricks  int
}

// factsOf takes the facts of a record. A PBN note cannot say whether the
// call was alerted or only explained (PBN 2.1 section 3.5.2: notes serve
// both), so an explained call counts as alerted, and an explanation's
// leading and trailing spaces do not count.
func factsOf(r *record.Record) tableFacts {
	f := tableFacts{AuctionEnded: r.AuctionEnded, Plays: r.Plays, ClaimTricks: r.ClaimTricks}
	for _, c := range r.Calls {
		c.Explanation = strings.TrimSpace(c.Explanation)
		c.Alert = c.Alert || c.Explanation != ""
		f.Calls = append(f.Calls, c)
	}
	if d, err := r.Deal(); err == nil {
		for _, s := range bridge.Seats() {
			f.Hands[s] = d.Hand(s).String()
		}
	}
	return f
}

// TestLINToPBNToLIN: every corpus LIN board converted to PBN and back to LIN
// keeps its deal, auction, alerts and explanations, play and claim, through the CLI's own convert command.
func TestLINToPBNToLIN(t *testing.T) {
	dir := testshared.Path(t, "corpus")
	files, _ := filepath.Glob(filepath.Join(dir, "*.lin"))
	if len(files) == 0 {
		t.Skip("no LIN file in the corpus")
	}
	total := 0
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		in := loadRecords("in.lin", data)
		orig := in.boards
		if len(in.errs) > 0 {
			t.Fatalf("%s: %v", path, in.errs)
		}
		pbnText, errOut, code := runCmd(t, string(data), "convert", "--to", "pbn", "-")
		if code != 0 {
			t.Fatalf("%s to PBN: status %d: %s", path, code, errOut)
		}
		linText, errOut, code := runCmd(t, pbnText, "convert", "--to", "lin", "-")
		if code != 0 {
			t.Fatalf("%s back to LIN: status %d: %s", path, code, errOut)
		}
		out := loadRecords("back.lin", []byte(linText))
		back, f := out.boards, out.format
		if f != formatLIN || len(back) != len(orig) {
			t.Fatalf("%s: %d boards back (%s), want %d", path, len(back), f, len(orig))
		}
		for i := range orig {
			want, got := factsOf(orig[i].rec), factsOf(back[i].rec)
			if want.Hands[0] == "" {
				t.Errorf("%s board %d: no deal", path, i+1)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("%s board %d (%s): LIN -> PBN -> LIN changed (-want +got):\n%s", filepath.Base(path), i+1, orig[i].rec.Source, d)
			}
			total++
		}
		if !strings.Contains(pbnText, "[Contract ") {
			t.Errorf("%s: the PBN has no Contract tag", path)
		}
	}
	t.Logf("%d LIN boards kept their deal, auction, alerts, play and claim through PBN", total)
}

// TestConvertVugraphHeader: LIN's vg (event, segment, scoring, teams and
// their carry-over) goes through convert: to PBN as Event, Stage,
// Scoring "IMP" (not LIN's letter), HomeTeam, VisitTeam and the
// HomeCarryOver and VisitCarryOver tags, read without a warning; and back
// to LIN as the same vg (issue 14, item 5).
func TestConvertVugraphHeader(t *testing.T) {
	lin := "vg|Cup final,Segment 2 of 4,I,1,2,Lions,12.5,Tigers,0|\n" +
		"pn|Ann,Bob,Cid,Dan,Eve,Fay,Gus,Hal|\n" +
		"qx|o1|md|1SAKQJHAKQJDAKQCAK,S5432H5432D5432C5,ST98HT98DT98CQJT9,|sv|o|mb|7N|mb|p|mb|p|mb|p|pg||\n"
	out, errOut, code := runCmd(t, lin, "convert", "--to", "pbn", "-")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, tag := range []string{`[Event "Cup final"]`, `[Stage "Segment 2 of 4"]`, `[Scoring "IMP"]`, `[HomeTeam "Lions"]`, `[VisitTeam "Tigers"]`, `[HomeCarryOver "12.5"]`, `[VisitCarryOver "0"]`} {
		if !strings.Contains(out, tag) {
			t.Errorf("no %s in\n%s", tag, out)
		}
	}
	back, errOut, code := runCmd(t, out, "convert", "--to", "lin", "-")
	if code != 0 || errOut != "" || !strings.HasPrefix(back, "vg|Cup final,Segment 2 of 4,I,1,1,Lions,12.5,Tigers,0|") {
		t.Errorf("exit %d %s: %s", code, errOut, back)
	}
	// A PBN's own Scoring word is written as LIN's letter.
	if out, _, _ := runCmd(t, "[Event \"Pairs\"]\n[Board \"3\"]\n[Scoring \"MP\"]\n[Contract \"3NT\"]\n[Declarer \"N\"]\n[Result \"9\"]\n", "convert", "--to", "lin", "-"); !strings.HasPrefix(out, "vg|Pairs,,P,3,3,,,,|") {
		t.Errorf("MP: %s", out)
	}
}
