package laws

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/play"
	"bridgelaw/record"
)

func calls(s string) []record.Call {
	var out []record.Call
	for _, f := range strings.Fields(s) {
		switch {
		case f == "^S":
			out = append(out, record.Call{})
		case strings.HasPrefix(f, "^I"):
			out = append(out, record.Call{Call: bridge.MustCall(f[2:]), Insufficient: true})
		default:
			out = append(out, record.Call{Call: bridge.MustCall(f)})
		}
	}
	return out
}

const testDeal = "N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ"

func withDeal(r *record.Record, deal string) *record.Record {
	h, unknown, err := bridge.ParseHands(deal)
	if err != nil {
		panic(err)
	}
	r.Hands = h
	for _, s := range bridge.Seats() {
		r.HandKnown[s] = !unknown[s]
	}
	return r
}

// randomPlay plays the deal to the end, choosing legal cards at random, and
// returns the cards in order with their seats.
func randomPlay(t *testing.T, d bridge.Deal, c bridge.Contract, seed uint64, revokeAt int) []record.Play {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, seed))
	p, err := play.New(d, c)
	if err != nil {
		t.Fatal(err)
	}
	var out []record.Play
	for i := 0; !p.Done(); i++ {
		seat := p.Turn()
		legal := p.LegalCards()
		cands := legal
		if i >= revokeAt && legal != p.Hand(seat) {
			// A card the rules forbid: a revoke.
			cands = p.Hand(seat).Minus(legal)
			revokeAt = 1 << 30
		}
		sl := cands.Slice()
		card := sl[r.IntN(len(sl))]
		if _, err := p.PlayAllowingRevoke(seat, card); err != nil {
			t.Fatal(err)
		}
		out = append(out, record.Play{Seat: seat, Card: card})
	}
	return out
}

func TestReplayCompletePlayAndScore(t *testing.T) {
	d := bridge.MustDeal(testDeal)
	c := bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.South}
	for seed := range uint64(50) {
		r := withDeal(record.New(), testDeal)
		r.Board, r.Dealer, r.DealerKnown = 3, bridge.South, true
		r.AuctionStart, r.Calls, r.AuctionEnded = bridge.South, calls("1NT Pass 3NT Pass Pass Pass"), true
		r.Plays = randomPlay(t, d, c, seed, 1<<30)
		o := ReplayRecord(r)
		if len(o.Problems) > 0 || len(o.Findings) > 0 {
			t.Fatalf("seed %d: %v %v", seed, o.Problems, o.Findings)
		}
		if !o.ContractKnown() || o.Contract.StringBy() != "3NT S" || o.ContractFrom != ContractFromAuction || o.TricksFrom != TricksFromPlay || o.PlayedTricks != 13 {
			t.Fatalf("seed %d: %+v", seed, o)
		}
		// Board 3 is EW vulnerable: NS are not; the sign follows the result.
		if o.DeclarerTricks >= 9 && o.ScoreNS <= 0 || o.DeclarerTricks < 9 && o.ScoreNS >= 0 {
			t.Fatalf("seed %d: %d tricks, score %d", seed, o.DeclarerTricks, o.ScoreNS)
		}
	}
}

// TestReplayFindsRevoke: a revoke visible in a complete play record is
// reported with Law 61A, its trick and its seat.
func TestReplayFindsRevoke(t *testing.T) {
	d := bridge.MustDeal(testDeal)
	c := bridge.Contract{Level: 4, Strain: bridge.StrainSpades, Declarer: bridge.North}
	found := 0
	for seed := range uint64(40) {
		r := withDeal(record.New(), testDeal)
		r.Board = 1
		r.AuctionStart, r.Calls, r.AuctionEnded = bridge.North, calls("4S Pass Pass Pass"), true
		r.Plays = randomPlay(t, d, c, seed, 9)
		// Find the revoke independently: the first card not following suit
		// from a hand that held the suit led.
		p, _ := play.New(d, c)
		wantTrick, wantSeat := 0, bridge.Seat(0)
		for _, pl := range r.Plays {
			tr := p.TrickNumber()
			if err := p.Check(pl.Seat, pl.Card); err != nil && wantTrick == 0 {
				wantTrick, wantSeat = tr, pl.Seat
			}
			_, _ = p.PlayAllowingRevoke(pl.Seat, pl.Card)
		}
		o := ReplayRecord(r)
		if wantTrick == 0 {
			if len(o.Findings) != 0 {
				t.Fatalf("seed %d: %v", seed, o.Findings)
			}
			continue
		}
		found++
		if len(o.Findings) != 2 || o.Findings[1].Kind != KindRevokeTransfer && o.Findings[1].Kind != KindRevokeNoTransfer || !o.Findings[1].Law.Within(bridge.Law(64, "")) {
			t.Fatalf("seed %d: %v", seed, o.Findings)
		}
		// Law 64: the transfer is counted in declarer's tricks.
		if len(o.Adjustments) != 1 {
			t.Fatalf("seed %d: adjustments %+v", seed, o.Adjustments)
		}
		a := o.Adjustments[0]
		moved := a.Transfer
		if a.To != c.Side() {
			moved = -moved
		}
		if o.DeclarerTricks != o.TableTricks+moved {
			t.Errorf("seed %d: %d tricks after %+v, %d as played", seed, o.DeclarerTricks, a, o.TableTricks)
		}
		if wantSeat == c.Dummy() && a.Law.String() != "Law 64B3" {
			t.Errorf("seed %d: dummy's revoke ruled %s, want Law 64B3", seed, a.Law)
		}
		ir := o.Findings[0]
		if ir.Law.String() != "Law 61A" || ir.Trick != wantTrick || ir.Offender != Some(wantSeat) || ir.Kind != KindRevoke {
			t.Errorf("seed %d: %+v, want trick %d seat %s", seed, ir, wantTrick, wantSeat)
		}
		if !o.HasFindings() || o.TricksFrom != TricksFromPlay {
			t.Errorf("seed %d: %+v", seed, o)
		}
	}
	if found < 10 {
		t.Fatalf("only %d revokes generated", found)
	}
}

func TestReplayClaimAndMismatches(t *testing.T) {
	r := withDeal(record.New(), testDeal)
	r.Board = 4 // dealer W, all vulnerable
	r.AuctionStart, r.Calls, r.AuctionEnded = bridge.West, calls("Pass 4S Pass Pass Pass"), true
	// East leads hearts; North (declarer) and the others follow.
	r.Plays = []record.Play{{Seat: bridge.East, Card: bridge.MustCard("HA")}, {Seat: bridge.South, Card: bridge.MustCard("H2")},
		{Seat: bridge.West, Card: bridge.MustCard("H5")}, {Seat: bridge.North, Card: bridge.MustCard("H8")}}
	r.ClaimTricks = 10
	r.Contract, r.ContractKnown, r.DeclarerKnown = bridge.Contract{Level: 4, Strain: bridge.StrainHearts, Declarer: bridge.South}, true, true
	r.Result, r.ResultKnown = 11, true
	r.ScoreNS, r.ScoreKnown = 620, true
	o := ReplayRecord(r)
	if o.Contract.StringBy() != "4S N" || o.TricksFrom != TricksFromClaim || o.DeclarerTricks != 10 || o.ScoreNS != 620 {
		t.Fatalf("%+v", o)
	}
	got := map[string]Mismatch{}
	for _, m := range o.Mismatches {
		got[m.Tag] = m
	}
	if got["Contract"].InFile != "4H" || got["Contract"].Computed != "4S" || got["Declarer"].InFile != "S" || got["Result"].InFile != "11" || got["Result"].Computed != "10" {
		t.Errorf("mismatches %+v", o.Mismatches)
	}
	if _, ok := got["Score"]; ok {
		t.Error("the score agrees")
	}
	// A claim of more tricks than remain is a problem, not a score.
	r.ClaimTricks = 13
	if o := ReplayRecord(r); len(o.Problems) != 1 || o.TricksFrom != TricksFromResult {
		t.Errorf("impossible claim: %+v", o)
	}
}

func TestReplayPassedOut(t *testing.T) {
	r := record.New()
	r.Board = 7
	r.AuctionStart, r.Calls, r.AuctionEnded = bridge.South, calls("Pass Pass Pass Pass"), true
	r.ScoreNS, r.ScoreKnown = 0, true
	o := ReplayRecord(r)
	if !o.Contract.IsPassedOut() || !o.ScoreKnown || o.ScoreNS != 0 || o.HasFindings() {
		t.Errorf("%+v", o)
	}
}

// TestReplayAcceptedIrregularities is the auction of the PBN 2.1 reference
// test game "all irregularity situations": ^S skipped turns, ^I accepted
// insufficient bids, and [Declarer "^S"] (South played North's contract).
func TestReplayAcceptedIrregularities(t *testing.T) {
	r := record.New()
	r.Dealer, r.DealerKnown, r.Vulnerability, r.VulnerabilityKnown = bridge.North, true, bridge.None, true
	r.AuctionStart, r.Calls, r.AuctionEnded = bridge.North, calls("^S 1D ^I1C 4S ^I3NT ^S ^S X 5H X Pass Pass Pass"), true
	r.Contract, r.ContractKnown, r.DeclarerKnown, r.DeclarerSwapped = bridge.Contract{Level: 5, Strain: bridge.StrainHearts, Doubling: bridge.Doubled, Declarer: bridge.South}, true, true, true
	o := ReplayRecord(r)
	if len(o.Problems) > 0 || len(o.Mismatches) > 0 {
		t.Fatalf("%v %v", o.Problems, o.Mismatches)
	}
	if o.Contract.StringBy() != "5HX S" {
		t.Errorf("contract %s", o.Contract.StringBy())
	}
	refs := []string{}
	for _, ir := range o.Findings {
		refs = append(refs, ir.Law.String())
	}
	if strings.Join(refs, ",") != "Law 29A,Law 27A1,Law 27A1,Law 29A,Law 29A,Law 54A" {
		t.Errorf("irregularities %v", refs)
	}
}

func TestReplayIllegalCall(t *testing.T) {
	r := record.New()
	r.Board = 1
	r.AuctionStart, r.Calls = bridge.North, calls("1S 1H")
	o := ReplayRecord(r)
	if len(o.Problems) != 1 || !strings.Contains(o.Problems[0].Error(), "Law 27") {
		t.Errorf("%v", o.Problems)
	}
}

// recordFromScenario builds a record from a laws scenario file: its Deal,
// Board tags and the calls and cards of its log, in order.
func recordFromScenario(t *testing.T, name string) *record.Record {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "scenarios", name))
	if err != nil {
		t.Fatal(err)
	}
	r := record.New()
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		f := strings.Fields(line)
		switch {
		case strings.HasPrefix(line, "-- want"):
			return r
		case strings.HasPrefix(line, `[Deal "`):
			withDeal(r, strings.TrimSuffix(strings.TrimPrefix(line, `[Deal "`), `"]`))
		case strings.HasPrefix(line, `[Board "`):
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(line, `[Board "`), `"]`))
			r.Board = bridge.Board(n)
			r.AuctionStart, r.AuctionEnded = r.Board.Dealer(), true
		case len(f) == 3 && f[1] == "call":
			r.Calls = append(r.Calls, record.Call{Call: bridge.MustCall(f[2])})
		case len(f) == 3 && f[1] == "play":
			s, _ := bridge.ParseSeat(f[0])
			r.Plays = append(r.Plays, record.Play{Seat: s, Card: bridge.MustCard(f[2])})
		}
	}
	return r
}

// TestReplayRevokeWorkedExamples: the two worked examples of the revoke
// pages, replayed from the full deal and play (the laws engine's
// hand-record door, through replay): East revokes at trick 6 and dummy wins it, EW win tricks 9 and 12:
// one trick (Law 64A2), +420 instead of -50; East ruffs trick 7 holding a
// club and wins it, EW win trick 11: two tricks (Law 64A1), +450.
func TestReplayRevokeWorkedExamples(t *testing.T) {
	for _, tc := range []struct {
		file          string
		table, tricks int
		law           string
		score         int
	}{
		{"law64a2-example1.txtar", 9, 10, "Law 64A2", 420},
		{"law64a1-example2.txtar", 9, 11, "Law 64A1", 450},
	} {
		o := ReplayRecord(recordFromScenario(t, tc.file))
		if len(o.Problems) > 0 {
			t.Fatalf("%s: %v", tc.file, o.Problems)
		}
		if o.TableTricks != tc.table || o.DeclarerTricks != tc.tricks || o.ScoreNS != tc.score || len(o.Adjustments) != 1 || o.Adjustments[0].Law.String() != tc.law {
			t.Errorf("%s: %d tricks as played, %d after %+v, score %d; want %d, %d, %s, %d", tc.file, o.TableTricks, o.DeclarerTricks, o.Adjustments, o.ScoreNS, tc.table, tc.tricks, tc.law, tc.score)
		}
	}
}

// TestReplayWrongDeclarerTag: the dealer, the auction and the opening lead
// agree on North; only the Declarer tag says East. The tag is the error: it
// is reported and the score follows the auction.
func TestReplayWrongDeclarerTag(t *testing.T) {
	d := bridge.MustDeal(testDeal)
	c := bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.North}
	r := withDeal(record.New(), testDeal)
	r.Board = 5 // dealer N, NS vulnerable
	r.AuctionStart, r.Calls, r.AuctionEnded = bridge.North, calls("1NT Pass 3NT Pass Pass Pass"), true
	r.Plays = randomPlay(t, d, c, 3, 1<<30)
	r.Contract, r.ContractKnown, r.DeclarerKnown = bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.East}, true, true
	o := ReplayRecord(r)
	if o.Contract.StringBy() != "3NT N" || o.ContractFrom != ContractFromAuction || len(o.Problems) > 0 || o.TricksFrom != TricksFromPlay {
		t.Fatalf("%+v", o)
	}
	if len(o.Mismatches) != 1 || o.Mismatches[0].Tag != "Declarer" || o.Mismatches[0].InFile != "E" || o.Mismatches[0].Computed != "N" {
		t.Errorf("mismatches %+v", o.Mismatches)
	}
}

// TestReplayImpossibleClaim: a claim of more tricks than remain gives no
// score, and its Result is not used in its place.
func TestReplayImpossibleClaim(t *testing.T) {
	r := withDeal(record.New(), testDeal)
	r.Board = 1
	r.AuctionStart, r.Calls, r.AuctionEnded = bridge.North, calls("2S Pass Pass Pass"), true
	r.Plays = []record.Play{{Seat: bridge.East, Card: bridge.MustCard("HA")}, {Seat: bridge.South, Card: bridge.MustCard("H2")},
		{Seat: bridge.West, Card: bridge.MustCard("H5")}, {Seat: bridge.North, Card: bridge.MustCard("H8")}}
	r.ClaimTricks, r.Result, r.ResultKnown = 13, 13, true
	o := ReplayRecord(r)
	if o.TricksKnown() || o.ScoreKnown || len(o.Problems) != 1 {
		t.Errorf("%+v", o)
	}
}

// TestReplayLaw2Markings: a Dealer or Vulnerable that contradicts the board
// number is reported (Law 2), of class ClassLaw2; a Result against the
// replay is of ClassLaws.
func TestReplayLaw2Markings(t *testing.T) {
	r := record.New()
	r.Board = 1
	r.Dealer, r.DealerKnown = bridge.East, true
	r.Vulnerability, r.VulnerabilityKnown = bridge.All, true
	o := ReplayRecord(r)
	if len(o.Mismatches) != 2 || o.Mismatches[0].Tag != "Dealer" || o.Mismatches[1].Tag != "Vulnerable" || !strings.Contains(o.Mismatches[1].Computed, "Law 2") {
		t.Errorf("%+v", o.Mismatches)
	}
	for _, m := range o.Mismatches {
		if m.Class() != ClassLaw2 || m.Class().String() != "law2" {
			t.Errorf("%s: class %v", m.Tag, m.Class())
		}
	}
	if m := (Mismatch{Tag: "Result", InFile: "9", Computed: "10"}); m.Class() != ClassLaws || m.Class().String() != "laws" {
		t.Errorf("Result: class %v", m.Class())
	}
}

// TestReplayBadRecords: out-of-range fields and a nil record give a
// problem, never a panic.
func TestReplayBadRecords(t *testing.T) {
	if o := ReplayRecord(nil); len(o.Problems) != 1 {
		t.Error("nil record")
	}
	r := withDeal(record.New(), testDeal)
	r.Board = 1
	r.AuctionStart, r.Calls, r.AuctionEnded = bridge.North, calls("2S Pass Pass Pass"), true
	r.Plays = []record.Play{{Seat: 4, Card: bridge.MustCard("HA")}}
	if o := ReplayRecord(r); len(o.Problems) != 1 || !errors.Is(o.Problems[0], record.ErrRecord) {
		t.Errorf("seat 4: %v", o.Problems)
	}
	r.Plays = nil
	r.Vulnerability = 7
	if o := ReplayRecord(r); len(o.Problems) != 1 {
		t.Errorf("vulnerability 7: %v", o.Problems)
	}
}

// TestReplayFindingDetails: every detail ReplayRecord gives fits its
// catalog message (catalog.CheckDetail), so each language can print it.
func TestReplayFindingDetails(t *testing.T) {
	acc := record.New()
	acc.Dealer, acc.DealerKnown, acc.Vulnerability, acc.VulnerabilityKnown = bridge.North, true, bridge.None, true
	acc.AuctionStart, acc.Calls, acc.AuctionEnded = bridge.North, calls("^S 1D ^I1C 4S ^I3NT ^S ^S X 5H X Pass Pass Pass"), true
	acc.Contract, acc.ContractKnown, acc.DeclarerKnown, acc.DeclarerSwapped = bridge.Contract{Level: 5, Strain: bridge.StrainHearts, Doubling: bridge.Doubled, Declarer: bridge.South}, true, true, true
	records := []*record.Record{acc, recordFromScenario(t, "law64a2-example1.txtar"), recordFromScenario(t, "law64a1-example2.txtar")}
	kinds := map[Kind]bool{}
	for _, r := range records {
		for _, f := range ReplayRecord(r).Findings {
			kinds[f.Kind] = true
			for _, p := range f.Detail {
				if err := catalog.CheckDetail(p.Key, p.argMap()); err != nil {
					t.Errorf("%s: %v", f.Kind, err)
				}
			}
			for _, lang := range catalog.Languages {
				if s := f.Summary(lang); strings.Contains(s, "replay.") || strings.Contains(s, "<no value>") {
					t.Errorf("%s in %s: %q", f.Kind, lang, s)
				}
			}
		}
	}
	for _, k := range []Kind{KindOORAccepted, KindInsufficientAccepted, KindDummySwapped, KindRevoke, KindRevokeTransfer} {
		if !kinds[k] {
			t.Errorf("no %s finding to check", k)
		}
	}
}

// TestReplayRegressions holds what a fresh tester found in the first
// version of ReplayRecord.
func TestReplayRegressions(t *testing.T) {
	d := bridge.MustDeal(testDeal)
	c := bridge.Contract{Level: 4, Strain: bridge.StrainSpades, Declarer: bridge.North}
	// A complete play with no Deal: every hand is known from the cards it
	// played, so a revoke is found (Law 61A) and adjusted (Law 64).
	for seed := range uint64(40) {
		plays := randomPlay(t, d, c, seed, 9)
		withDeal := ReplayRecord(func() *record.Record {
			r := withDeal(record.New(), testDeal)
			r.Board, r.AuctionStart, r.Calls, r.AuctionEnded = 1, bridge.North, calls("4S Pass Pass Pass"), true
			r.Plays = plays
			return r
		}())
		r := record.New()
		r.Board, r.AuctionStart, r.Calls, r.AuctionEnded = 1, bridge.North, calls("4S Pass Pass Pass"), true
		r.Plays = plays
		o := ReplayRecord(r)
		if len(o.Findings) != len(withDeal.Findings) || o.DeclarerTricks != withDeal.DeclarerTricks || len(o.Problems) > 0 {
			t.Fatalf("seed %d: without the deal %v %d %v; with it %v %d", seed, o.Findings, o.DeclarerTricks, o.Problems, withDeal.Findings, withDeal.DeclarerTricks)
		}
	}
	// An auction cut short, yet the board was played (Law 22A).
	r := record.New()
	r.Board, r.AuctionStart, r.Calls = 1, bridge.North, calls("1NT Pass")
	r.Contract, r.ContractKnown, r.DeclarerKnown = bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.North}, true, true
	r.Result, r.ResultKnown = 9, true
	if o := ReplayRecord(r); len(o.Problems) != 1 || !strings.Contains(o.Problems[0].Error(), "Law 22A") {
		t.Errorf("cut-off auction: %v", o.Problems)
	}
	// An accepted insufficient bid that is not a bid.
	r = record.New()
	r.Board, r.AuctionStart, r.Calls, r.AuctionEnded = 1, bridge.North, calls("1NT ^IPass Pass Pass"), true
	if o := ReplayRecord(r); len(o.Problems) != 1 || !strings.Contains(o.Problems[0].Error(), "not a bid") {
		t.Errorf("^I Pass: %v", o.Problems)
	}
	// A call out of rotation accepted (Law 29A): the offender is the
	// player after the one whose turn was skipped.
	r = record.New()
	r.Board, r.AuctionStart, r.Calls, r.AuctionEnded = 1, bridge.North, calls("1NT ^S 3NT Pass Pass Pass"), true
	o := ReplayRecord(r)
	if len(o.Findings) != 1 || o.Findings[0].Offender != Some(bridge.South) || o.Findings[0].Summary("en") != "Law 29A, call out of rotation by South, accepted: East's turn was skipped" {
		t.Errorf("29A: %v", o.Findings)
	}
}

// TestReplayPassedOutTags: on a board the auction passes out, a Declarer
// naming a seat and a Result other than 0 disagree with it (Law 22B), each
// said once; a Contract tag "Pass" with them is the format reader's to
// report (the tags contradict one another).
func TestReplayPassedOutTags(t *testing.T) {
	r := record.New()
	r.Board, r.AuctionStart, r.Calls, r.AuctionEnded = 1, bridge.North, calls("Pass Pass Pass Pass"), true
	r.Contract, r.ContractKnown, r.DeclarerKnown = bridge.Contract{Level: 4, Strain: bridge.StrainSpades, Declarer: bridge.South}, true, true
	r.Result, r.ResultKnown = 10, true
	var tags []string
	for _, m := range ReplayRecord(r).Mismatches {
		tags = append(tags, m.Tag+" "+m.InFile+" "+m.Computed)
	}
	if got := strings.Join(tags, ", "); got != `Contract 4S Pass, Declarer S "", Result 10 0` {
		t.Errorf("mismatches: %s", got)
	}
	r.Contract, r.DeclarerKnown = bridge.PassedOut, false
	if o := ReplayRecord(r); len(o.Mismatches) != 0 {
		t.Errorf("Contract Pass, Result 10: %+v", o.Mismatches)
	}
}
