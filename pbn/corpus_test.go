package pbn

import (
	"errors"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"bridgelaw/bridge"
)

// TestCorpusParses reads every PBN file of the shared corpus and checks the
// number of games, the charset, and that the files known to be clean give
// no error (the facts come from the files' sources and from reading the files).
func TestCorpusParses(t *testing.T) {
	want := map[string]struct {
		games   int
		charset string
		clean   bool // no error (warnings allowed)
	}{
		"bcdd-test2.bcdd.pbn":                                         {495, "UTF-8", true},
		"ben-Camrose24_1.pbn":                                         {160, "UTF-8", true},
		"ben-Free Super Sunday Daylong (Aug 4) Daylong.pbn":           {12, "UTF-8", true},
		"bridgebots-sample.pbn":                                       {3, "UTF-8", false},
		"bridgetrainer-41284.pbn":                                     {32, "UTF-8", true},
		"bridgetrainer-open2dn1nationalfinaledirecte21-22-sance1.pbn": {30, "ISO-8859-1", true},
		"cs221-AlsReg6-Final.pbn":                                     {286, "UTF-8", true},
		"cs221-etc99-A1A10101.PBN":                                    {40, "UTF-8", true},
		"dealconvert-test.pbn":                                        {16, "UTF-8", true},
		"endplay-example2.pbn":                                        {299, "UTF-8", true},
		"endplay-example3.pbn":                                        {7632, "UTF-8", true},
		"pbnref-correct_10.pbn":                                       {31, "ISO-8859-1", true},
		"pbnref-correct_21.pbn":                                       {2, "ISO-8859-1", true},
		"pbnref-errors_10.pbn":                                        {72, "ISO-8859-1", false},
		"pbntools-annamar_1538_pairs_untitled.pbn":                    {57, "UTF-8", true},
		"zdenecek-psbridge.pbn":                                       {32, "UTF-8", true},
	}
	for _, path := range corpusFiles(t) {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			f := readCorpus(t, name)
			w, ok := want[name]
			if !ok {
				t.Fatalf("%s is not in the table of this test: add its facts", name)
			}
			if len(f.Games) != w.games {
				t.Errorf("%d games, want %d", len(f.Games), w.games)
			}
			if f.Charset != w.charset {
				t.Errorf("charset %s, want %s", f.Charset, w.charset)
			}
			if errs := f.Errors(); w.clean && len(errs) > 0 {
				t.Errorf("%d errors, want none; first: %v", len(errs), errs[0])
			} else if !w.clean && len(errs) == 0 {
				t.Errorf("no error, want some")
			}
			for _, g := range f.Games {
				if len(g.Tags) == 0 && g.Auction == nil && g.Play == nil && len(g.Sections) == 0 {
					t.Errorf("empty game at line %d", g.Pos.Line)
				}
			}
		})
	}
}

// must returns the value of a call returning (value, error); given the
// test, it fails it on the error: must(g.Deal())(t).
func must[T any](v T, err error) func(testing.TB) T {
	return func(t testing.TB) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

func TestCorpusEndplayExample3(t *testing.T) {
	f := readCorpus(t, "endplay-example3.pbn")
	results, deals, omitted := 0, 0, 0
	for _, g := range f.Games {
		if r := g.Tag("Result"); r != nil && r.Written() {
			results++
		}
		switch d := g.Tag("Deal"); {
		case d == nil:
		case d.Inherit == Given:
			deals++
		case d.Inherit == BoardOmitted:
			omitted++
		}
	}
	// 3816 boards, two table records each (7632 Result tags);
	// the second record of a board gives no Board, Dealer, Vulnerable, Deal.
	if results != 7632 || deals != 3816 || omitted != 3816 {
		t.Errorf("Result tags %d, Deals written %d, inherited %d; want 7632, 3816, 3816", results, deals, omitted)
	}
	first, second := f.Games[0], f.Games[1]
	if must(first.Deal())(t) != must(second.Deal())(t) {
		t.Error("the second table of board 1 does not have the deal of the first")
	}
	if b := must(second.Board())(t); b != 1 {
		t.Errorf("second record board %d, want 1", b)
	}
	for name, want := range map[string]string{"Event": "World Championship", "HomeTeam": "Poland", "Stage": "Final:1"} {
		if tag := second.Tag(name); tag == nil || tag.Value != want || tag.Inherit != BoardOmitted {
			t.Errorf("second record %s: %+v, want %q by omission", name, tag, want)
		}
	}
	if second.Tag("West").Value != "Zak" {
		t.Error("the second table's players were replaced")
	}
	if c := must(second.Contract())(t); c.StringBy() != "4SX N" {
		t.Errorf("second record contract %s, want 4SX N", c.StringBy())
	}
	if v, _ := first.Value("Date"); v != "2012.08.??" {
		t.Errorf("Date %q", v)
	}
	// "1N" and "R" are read, with one warning a file for each form.
	if c := must(f.Games[2].Contract())(t); c.String() != "1NT" {
		t.Errorf("board 2 contract %s, want 1NT", c)
	}
	n := 0
	for _, p := range f.Problems {
		if errors.Is(p, ErrNonStandard) {
			n++
		}
	}
	if n == 0 || n > 3 {
		t.Errorf("%d non-standard warnings, want one a form", n)
	}
}

func TestCorpusBridgetrainerScoreTables(t *testing.T) {
	f := readCorpus(t, "bridgetrainer-open2dn1nationalfinaledirecte21-22-sance1.pbn")
	if ev, _ := f.Games[0].Value("Event"); !strings.Contains(ev, "Séance 1") {
		t.Errorf("Event %q: Latin-1 not decoded", ev)
	}
	for i, g := range f.Games {
		rows, err := g.ScoreTable()
		if err != nil || len(rows) != 22 {
			t.Errorf("board %d: %d ScoreTable rows (%v), want 22", i+1, len(rows), err)
		}
	}
	rows := must(f.Games[0].ScoreTable())(t)
	made := 0
	for _, r := range rows {
		c, err := r.Contract()
		if err != nil {
			continue
		}
		if c.StringBy() == "4S S" || c.StringBy() == "4S N" {
			if res := must(r.Result())(t); res == 10 {
				made++
				if s := must(r.ScoreNS())(t); s != 420 {
					t.Errorf("4S= scores %d, want 420", s)
				}
				if mp, _, _ := r.Number("MP_NS"); mp != 28.3 {
					t.Errorf("4S= MP %v, want 28.3", mp)
				}
			}
		}
	}
	if made != 14 {
		t.Errorf("%d tables made 4S, want 14", made)
	}
	last := rows[len(rows)-1]
	if _, err := last.Contract(); !errors.Is(err, ErrInappropriate) {
		t.Errorf("adjusted row contract: %v, want ErrInappropriate", err)
	}
	if _, _, err := last.Number("Score_NS"); !errors.Is(err, ErrTagValue) {
		t.Errorf(`"A+" score: %v, want ErrTagValue`, err)
	}
	total := f.Games[0].Section("TotalScoreTable")
	if tr, err := total.Table(); err != nil || len(tr) != 44 {
		t.Errorf("TotalScoreTable %d rows (%v), want 44", len(tr), err)
	}
	opt := must(f.Games[0].OptimumResultTable())(t)
	if opt[bridge.West][bridge.StrainSpades] != 3 || opt[bridge.North][bridge.StrainSpades] != 10 {
		t.Errorf("OptimumResultTable W S %d, N S %d; want 3, 10", opt[bridge.West][bridge.StrainSpades], opt[bridge.North][bridge.StrainSpades])
	}
}

func TestCorpusBCDD(t *testing.T) {
	f := readCorpus(t, "bcdd-test2.bcdd.pbn")
	if f.Version != "1.0" {
		t.Errorf("version %q behind the BOM, want 1.0", f.Version)
	}
	g := f.Games[0]
	opt := must(g.OptimumResultTable())(t)
	want := map[bridge.Seat][5]int{ // C D H S NT, the file's row order
		bridge.North: {8, 9, 7, 7, 7}, bridge.East: {5, 3, 5, 5, 6},
		bridge.South: {8, 9, 8, 8, 7}, bridge.West: {5, 3, 5, 5, 6},
	}
	for s, w := range want {
		for i, st := range bridge.Strains() {
			if opt[s][st] != w[i] {
				t.Errorf("%s %s: %d tricks, want %d", s, st, opt[s][st], w[i])
			}
		}
	}
	if os := must(g.OptimumScore())(t); !os.HasNS || os.NS != 110 {
		t.Errorf("OptimumScore %+v, want NS 110", os)
	}
	g2 := f.Games[1]
	if v, _ := g2.Value("Minimax"); v != "7SDW800" {
		t.Errorf("board 2 Minimax %q", v)
	}
	if os := must(g2.OptimumScore())(t); os.NS != 800 {
		t.Errorf("board 2 OptimumScore %+v, want NS 800", os)
	}
}

// TestCorpusAbility checks the OptimumResultTable of dealconvert-test.pbn
// against the same tricks given as a Big Deal Ability tag (N:..., five hex
// digits per seat in the order NT S H D C).
func TestCorpusAbility(t *testing.T) {
	f := readCorpus(t, "dealconvert-test.pbn")
	strains := [5]bridge.Strain{bridge.NoTrump, bridge.StrainSpades, bridge.StrainHearts, bridge.StrainDiamonds, bridge.StrainClubs}
	for _, g := range f.Games {
		opt := must(g.OptimumResultTable())(t)
		ab, _ := g.Value("Ability")
		for _, part := range strings.Fields(ab) {
			seat, digits, _ := strings.Cut(part, ":")
			s, ok := readSeat(seat)
			if !ok || len(digits) != 5 {
				t.Fatalf("Ability %q", ab)
			}
			for i, st := range strains {
				n := strings.IndexByte("0123456789ABCD", digits[i])
				if opt[s][st] != n {
					t.Errorf("board %v %s %s: table %d, Ability %d", must(g.Board())(t), s, st, opt[s][st], n)
				}
			}
		}
	}
}

// TestCorpusDoubleDummyTricks checks DoubleDummyTricks against the
// OptimumResultTable wherever a game has both.
func TestCorpusDoubleDummyTricks(t *testing.T) {
	for _, name := range []string{"ben-Camrose24_1.pbn", "endplay-example2.pbn"} {
		f := readCorpus(t, name)
		n := 0
		for _, g := range f.Games {
			if _, ok := g.Value("DoubleDummyTricks"); !ok || g.Section("OptimumResultTable") == nil {
				continue
			}
			if dd, opt := must(g.DoubleDummyTricks())(t), must(g.OptimumResultTable())(t); dd != opt {
				t.Errorf("%s line %d: DoubleDummyTricks %v, OptimumResultTable %v", name, g.Pos.Line, dd, opt)
			}
			n++
		}
		if n == 0 {
			t.Errorf("%s: no game with both tables", name)
		}
	}
	g := readCorpus(t, "ben-Camrose24_1.pbn").Games[0]
	par := must(g.ParContract())(t)
	if len(par) != 1 || par[0].DeclarerText() != "EW" || par[0].Level != 1 || par[0].Strain != bridge.StrainSpades || par[0].Result != 2 {
		t.Errorf("ParContract %+v, want EW 1S+2", par)
	}
	if os := must(g.OptimumScore())(t); os.EW != 140 || os.NS != -140 {
		t.Errorf("OptimumScore %+v, want EW 140", os)
	}
}

func TestCorpusETC99(t *testing.T) {
	f := readCorpus(t, "cs221-etc99-A1A10101.PBN")
	ev := f.Games[1].Tag("Event")
	if ev.Inherit != Copied || ev.Value != "European Team Championships '99" {
		t.Errorf(`"#" Event: %+v`, ev)
	}
	var swapped *Game
	for _, g := range f.Games {
		if v, _ := g.Value("Declarer"); v == "^N" {
			swapped = g
		}
	}
	if swapped == nil {
		t.Fatal("no ^N declarer")
	}
	s, sw, err := swapped.Declarer()
	if err != nil || s != bridge.North || !sw {
		t.Errorf("Declarer ^N: %v %v %v", s, sw, err)
	}
	if sc := must(swapped.Score())(t); sc.NS != 1010 {
		t.Errorf("board 6 Closed score %+v, want NS 1010", sc)
	}
	r, _ := swapped.Record()
	if !r.DeclarerSwapped || r.Contract.Declarer != bridge.North {
		t.Errorf("record: swapped %v declarer %s", r.DeclarerSwapped, r.Contract.Declarer)
	}
}

func TestCorpusEndplayExample2(t *testing.T) {
	f := readCorpus(t, "endplay-example2.pbn")
	lowerX, negZero, passedNoScore := 0, 0, 0
	for _, g := range f.Games {
		if v, _ := g.Value("Contract"); strings.HasSuffix(v, "x") {
			if c := must(g.Contract())(t); c.Doubling == bridge.Doubled {
				lowerX++
			}
		}
		if v, _ := g.Value("ScoreIMP"); v == "NS -0 EW 0" {
			if s := must(g.ScoreIMP())(t); s.NS == 0 && math.Signbit(s.NS) {
				negZero++
			}
		}
		if c, err := g.Contract(); err == nil && c.IsPassedOut() {
			if _, _, err := g.Declarer(); !errors.Is(err, ErrInappropriate) {
				t.Errorf("passed-out declarer: %v, want ErrInappropriate", err)
			}
			if _, err := g.Score(); errors.Is(err, ErrNoTag) {
				passedNoScore++
			}
		}
	}
	if lowerX != 18 || negZero != 43 || passedNoScore == 0 {
		t.Errorf("lower-case x %d (want 18), -0 %d (want 43), passed out without Score %d (want some)", lowerX, negZero, passedNoScore)
	}
}

func TestCorpusBridgebotsSample(t *testing.T) {
	f := readCorpus(t, "bridgebots-sample.pbn")
	if v, _ := f.Games[1].Value("Result"); v != "9" {
		t.Errorf("game 2 Result after the play section: %q", v)
	}
	sc := f.Games[2].Tag("Scoring")
	if sc.Inherit != Copied || sc.Value != "IMP;Cross" {
		t.Errorf(`[Scoring "#"]: %+v`, sc)
	}
	var stray, note0 bool
	for _, p := range f.Problems {
		stray = stray || errors.Is(p, ErrStrayText) && p.Line == 78
		note0 = note0 || errors.Is(p, ErrNote) && p.Line == 107
	}
	if !stray || !note0 {
		t.Errorf("stray '}' reported %v, =0= reported %v", stray, note0)
	}
	// The brace comment ends at its first "}" (no nesting): its text keeps
	// the inner "{".
	c := f.Games[1].Tag("Declarer").Comments
	if len(c) != 1 || !strings.HasSuffix(c[0].Text, "{Your host for this match, John Carruthers") {
		t.Errorf("comment after Declarer: %+v", c)
	}
	a := f.Games[2].Auction
	if a.Calls[3].Call != bridge.Pass || a.Calls[1].Note != 0 && a.Calls[1].NAGs[0] != 1 {
		t.Errorf("lower-case pass / suffix: %+v %+v", a.Calls[3], a.Calls[1])
	}
	cards := f.Games[2].Play.Cards
	if cards[20].Kind != ItemDash || cards[21].Card != bridge.MustCard("HQ") || cards[23].Kind != ItemDash {
		t.Errorf("row -- HQ H7 --: %+v", cards[20:24])
	}
}

func TestCorpusDaylong(t *testing.T) {
	f := readCorpus(t, "ben-Free Super Sunday Daylong (Aug 4) Daylong.pbn")
	withTable := 0
	for _, g := range f.Games {
		r, errs := g.Record()
		if len(errs) > 0 || len(r.Plays) != 52 || len(r.Calls) == 0 {
			t.Errorf("line %d: %d plays, %d calls, %v", g.Pos.Line, len(r.Plays), len(r.Calls), errs)
		}
		if g.Section("OptimumResultTable") != nil {
			withTable++
		}
	}
	if withTable != 3 {
		t.Errorf("%d games with an OptimumResultTable after the play, want 3", withTable)
	}
	p := must(f.Games[0].ScorePercentage())(t)
	if p.NS != 78.69 {
		t.Errorf("ScorePercentage %+v, want NS 78.69", p)
	}
	a := f.Games[0].Auction
	if a.Calls[1].Note != 1 || Notes(a.Notes)[1] != "Preempt -- 7+ !C; 5-9 HCP; !CQ; 6+ total points" {
		t.Errorf("TAB-separated call with note: %+v, notes %v", a.Calls[1], Notes(a.Notes))
	}
}

func TestCorpusAnnamar(t *testing.T) {
	f := readCorpus(t, "pbntools-annamar_1538_pairs_untitled.pbn")
	noContract := 0
	for _, g := range f.Games {
		if _, ok := g.Value("Contract"); ok {
			continue
		}
		noContract++
		r, errs := g.Record()
		if len(errs) > 0 || g.Play != nil && len(r.Plays) < 4 {
			t.Errorf("line %d: record without Contract: %d plays, %v", g.Pos.Line, len(r.Plays), errs)
		}
	}
	if noContract != 5 {
		t.Errorf("%d records without Contract, want 5", noContract)
	}
	// The first record of board 2 without a Contract (dealer E):
	// 2H P P 3D / P 3NT P P / P gives 3NT by South.
	for _, g := range f.Games {
		if _, ok := g.Value("Contract"); !ok && must(g.Board())(t) == 2 {
			c, ended, _, err := g.replayAuction()
			if err != nil || !ended || c.StringBy() != "3NT S" {
				t.Errorf("board 2 auction gives %s (%v %v), want 3NT S", c.StringBy(), ended, err)
			}
			break
		}
	}
}

func TestCorpusPSBridge(t *testing.T) {
	f := readCorpus(t, "zdenecek-psbridge.pbn")
	g := f.Games[0]
	c := g.Tag("Deal").Comments
	if len(c) != 1 || c[0].Kind != EscapeLine || c[0].Text != "%!R 75974684697597468469" {
		t.Errorf("escape line after the Deal: %+v", c)
	}
	if ev := g.Tag("Event"); ev == nil || ev.Value != "" {
		t.Errorf("the Event after the comment belongs to game 1: %+v", ev)
	}
}

func TestCorpusCorrect21(t *testing.T) {
	f := readCorpus(t, "pbnref-correct_21.pbn")
	g := f.Games[1]
	if s := must(g.Score())(t); s.NS != 550 {
		t.Errorf(`Score "NS +550": %+v`, s)
	}
	if r := must(g.Result())(t); r.Declarer != 11 || r.NS != 11 || r.EW != 2 {
		t.Errorf(`Result "NS 11" with declarer N: %+v`, r)
	}
	tab := must(g.Section("OptimumPlayTable").Table())(t)
	if len(tab) != 16 || tab[0][0].Text != "KQ86" || tab[0][3].Text != "K" {
		t.Errorf("OptimumPlayTable: %d rows, first %+v", len(tab), tab[0])
	}
	cols := g.Section("OptimumPlayTable").Columns()
	if len(cols) != 4 || cols[0] != (Column{Name: "S", Width: 8, Align: 'R'}) {
		t.Errorf("columns %+v", cols)
	}
	opt := must(f.Games[0].OptimumResultTable())(t)
	if opt[bridge.West][bridge.NoTrump] != 7 || opt[bridge.North][bridge.StrainClubs] != 9 {
		t.Errorf("OptimumResultTable %v", opt)
	}
}

func TestCorpusAlsReg6(t *testing.T) {
	f := readCorpus(t, "cs221-AlsReg6-Final.pbn")
	passed := 0
	for _, g := range f.Games {
		if c, err := g.Contract(); err == nil && c.IsPassedOut() {
			passed++
			if r, _ := g.Value("Result"); r != "" {
				t.Errorf("line %d: passed out with Result %q", g.Pos.Line, r)
			}
		}
	}
	// 286 records on 26 deals, 13 passed out.
	deals := map[bridge.Deal]bool{}
	for _, g := range f.Games {
		deals[must(g.Deal())(t)] = true
	}
	if len(f.Games) != 286 || passed != 13 || len(deals) != 26 {
		t.Errorf("%d records, %d passed out, %d deals; want 286, 13, 26", len(f.Games), passed, len(deals))
	}
	if s := must(f.Games[0].Score())(t); s.NS != 940 {
		t.Errorf("first Score %+v, want NS 940", s)
	}
}
