package laws

import (
	"os"
	"testing"

	"bridgelaw/internal/testshared"
	"bridgelaw/pbn"
)

// TestReplayReferenceErrors replays every game of pbnref-errors_10.pbn, the
// PBN verifier's own test file, whose "%" lines announce each game's
// deliberate errors. Package pbn reports the errors of the format
// (pbn.TestReferenceErrors); the errors about the Laws, announced here with
// the line of the game they are in, must each be found by ReplayRecord in
// the game holding that line, as the finding its cause gives: a problem
// (the replay cannot go on: an illegal call, a card not held, a mark the
// play does not bear out), a mismatch (a tag against the replay), or a
// ruling of the given kind.
func TestReplayReferenceErrors(t *testing.T) {
	data, err := os.ReadFile(testshared.Path(t, "corpus", "pbnref-errors_10.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	f, _ := pbn.Parse(data, "pbnref-errors_10.pbn")
	const problem, mismatch = "problem", "mismatch"
	announced := []struct {
		game, line int
		want       string // problem, mismatch or a Kind
		tag        string // the mismatch's tag
	}{
		{28, 159, problem, ""},            // Dealer north must bid first (Law 17A)
		{29, 168, problem, ""},            // Dealer north must bid first
		{32, 195, problem, ""},            // 1C insufficient (Law 27)
		{33, 204, problem, ""},            // X of partner (Law 19A1)
		{34, 214, problem, ""},            // XX by the doubler's side (Law 19B1)
		{36, 258, mismatch, "Declarer"},   // Bad declarer
		{37, 266, mismatch, "Declarer"},   // Bad declarer
		{38, 274, mismatch, "Declarer"},   // Bad declarer ^S
		{39, 283, mismatch, "Contract"},   // Bad trump
		{40, 290, mismatch, "Contract"},   // Bad trump: Pass
		{41, 298, mismatch, "Contract"},   // Bad trump: Pass with Declarer ""
		{42, 306, mismatch, "Contract"},   // Bad risk
		{43, 314, mismatch, "Contract"},   // Bad risk
		{44, 328, string(KindRevoke), ""}, // Revoke: CA, not marked (Law 61A)
		{47, 390, problem, ""},            // S2 not held
		{49, 423, problem, ""},            // ^R on a card that is no revoke
		{50, 450, problem, ""},            // ^L by the leader
		{52, 474, problem, ""},            // ^R on a discard
		{53, 486, problem, ""},            // ^R on a card following suit
		{58, 601, problem, ""},            // ^I on a sufficient bid
		{60, 690, problem, ""},            // Result 4 after declarer won 6 tricks
	}
	for _, a := range announced {
		var g *pbn.Game
		for _, x := range f.Games {
			if x.Pos.Line <= a.line {
				g = x
			}
		}
		if g == nil {
			t.Fatalf("game %d: no game before line %d", a.game, a.line)
		}
		r, _ := g.Record()
		o := ReplayRecord(r)
		found := false
		switch a.want {
		case problem:
			found = len(o.Problems) > 0
		case mismatch:
			for _, m := range o.Mismatches {
				found = found || m.Tag == a.tag
			}
		default:
			for _, ru := range o.Findings {
				found = found || string(ru.Kind) == a.want
			}
		}
		if !found {
			t.Errorf("game %d (line %d): no %s %s; replay gives problems %v, mismatches %+v, findings %v", a.game, a.line, a.want, a.tag, o.Problems, o.Mismatches, o.Findings)
		}
	}
}
