package pbn_test

// The tests of this file replay what pbn reads with package laws, which
// imports pbn (the table log's tags): they stand outside package pbn.

import (
	"errors"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/laws"
	"bridgelaw/pbn"
)

func errOf[T any](_ T, err error) error { return err }

func errOf3[A, B any](_ A, _ B, err error) error { return err }

// TestCorpusReplay replays the records of the files whose scores and
// results were verified by hand: record.Replay finds nothing but
// the irregularities the files mark.
func TestCorpusReplay(t *testing.T) {
	for _, name := range []string{
		"cs221-AlsReg6-Final.pbn", "cs221-etc99-A1A10101.PBN", "endplay-example2.pbn",
		"ben-Free Super Sunday Daylong (Aug 4) Daylong.pbn", "bridgetrainer-41284.pbn",
		"pbntools-annamar_1538_pairs_untitled.pbn",
	} {
		f := pbn.ReadCorpus(t, name)
		recs, errs := f.Records()
		for _, e := range errs {
			t.Errorf("%v", e)
		}
		scored := 0
		for _, r := range recs {
			o := laws.ReplayRecord(r)
			if len(o.Mismatches)+len(o.Problems) > 0 {
				t.Errorf("%s: mismatches %v, problems %v", r.Source, o.Mismatches, o.Problems)
			}
			if o.ScoreKnown && r.ScoreKnown {
				scored++
			}
		}
		t.Logf("%s: %d records, %d scores compared", name, len(recs), scored)
	}
}

// TestUnknownValues: "?" values (PBN 2.1 section 3.4) load, are unknown (not
// Pass, not an error of syntax), and leave the deal usable.
func TestUnknownValues(t *testing.T) {
	g := pbn.OneGame(t, "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n")
	for _, err := range []error{errOf(g.Contract()), errOf(g.Result()), errOf3(g.Declarer())} {
		if !errors.Is(err, pbn.ErrUnknownValue) {
			t.Errorf("want pbn.ErrUnknownValue, got %v", err)
		}
	}
	r, errs := g.Record()
	if len(errs) > 0 || r.ContractKnown || r.ResultKnown || r.DeclarerKnown {
		t.Errorf("record: %+v %v", r, errs)
	}
	if _, err := r.Deal(); err != nil {
		t.Errorf("deal unusable: %v", err)
	}
	if o := laws.ReplayRecord(r); o.ScoreKnown {
		t.Error("a score computed for an unknown contract")
	}
}

// TestPassedOut: a passed-out board (Contract "Pass", PBN 2.1).
func TestPassedOut(t *testing.T) {
	g := pbn.OneGame(t, "[Board \"1\"]\n[Dealer \"N\"]\n[Declarer \"\"]\n[Contract \"Pass\"]\n[Result \"\"]\n[Auction \"N\"]\nPass Pass Pass Pass\n")
	r, errs := g.Record()
	if len(errs) > 0 || !r.ContractKnown || !r.Contract.IsPassedOut() || r.DeclarerKnown || r.ResultKnown || !r.AuctionEnded {
		t.Errorf("record %+v %v", r, errs)
	}
	o := laws.ReplayRecord(r)
	if !o.ScoreKnown || o.ScoreNS != 0 || o.HasFindings() {
		t.Errorf("replay %+v", o)
	}
	// A declarer or a result on a passed-out board is an error.
	f := pbn.ParseString(t, "[Dealer \"N\"]\n[Declarer \"N\"]\n[Contract \"Pass\"]\n[Result \"7\"]\n[Auction \"N\"]\nAP\n")
	if !pbn.HasProblem(f, 2, pbn.ErrInconsistent) || !pbn.HasProblem(f, 4, pbn.ErrInconsistent) {
		t.Errorf("problems %v", f.Problems)
	}
}

// TestLowerCaseCards: lower-case cards; 1NTX by N, all
// vulnerable, 8 tricks scores +380.
func TestLowerCaseCards(t *testing.T) {
	text := "[Dealer \"N\"]\n[Vulnerable \"All\"]\n" +
		"[Deal \"N:AKQ2.AKQ2.A2.A32 JT9.JT9.KQJT.KQJ 8765.8765.43.T98 43.43.98765.7654\"]\n" +
		"[Declarer \"N\"]\n[Contract \"1NTX\"]\n[Result \"8\"]\n[Play \"E\"]\ndk d3 D5 da\n*\n"
	g := pbn.OneGame(t, text)
	r, _ := g.Record()
	if len(r.Plays) != 4 || r.Plays[0].Card != bridge.MustCard("DK") || r.Plays[3].Card != bridge.MustCard("DA") {
		t.Fatalf("plays %+v", r.Plays)
	}
	o := laws.ReplayRecord(r)
	if !o.ScoreKnown || o.ScoreNS != 380 {
		t.Errorf("score %d (%+v)", o.ScoreNS, o)
	}
}
