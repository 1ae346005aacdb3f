package pbn

import (
	"bytes"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bridgelaw/bridge"
)

// FuzzRead reads any bytes: the reader never panics; writing what it read
// never fails; reading the written text gives the games Export gives, and
// writing them again gives the same bytes; text read without any problem
// is written as text that reads without error. Seeds: testdata/fuzz/FuzzRead.
func FuzzRead(f *testing.F) {
	f.Add([]byte("[Event \"e\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1NT =1= Pass 3NT AP\n[Note \"1:15-17\"]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, _ := Parse(data, "fuzz.pbn")
		var b bytes.Buffer
		if err := Write(&b, file); err != nil {
			t.Fatalf("write: %v", err)
		}
		back, _ := Parse(b.Bytes(), "written.pbn")
		if d := diffGames(Export(file.Games), back.Games); d != "" {
			t.Fatalf("read(write(games)) != Export(games):\n%s\nwritten:\n%s", d, b.String())
		}
		var again bytes.Buffer
		if err := Write(&again, back); err != nil {
			t.Fatalf("write again: %v", err)
		}
		if !bytes.Equal(b.Bytes(), again.Bytes()) {
			t.Fatalf("writing twice differs:\n%q\n%q", b.String(), again.String())
		}
		if len(file.Problems) == 0 {
			for _, p := range back.Errors() {
				t.Errorf("clean input written with an error: %v\nwritten:\n%s", p, b.String())
			}
		}
		file.ProblemsByGame()
		for _, g := range file.Games {
			accessAll(g)
			r, errs := g.Record()
			back, errs2 := FromRecord(r).Record()
			back.Source = r.Source
			if len(file.Problems) == 0 && len(errs) == 0 && (len(errs2) > 0 || !cmp.Equal(r, back)) {
				t.Fatalf("record -> game -> record: %v\n%s", errs2, cmp.Diff(r, back))
			}
		}
	})
}

// accessAll calls every accessor of a game, for the fuzzer: none may panic.
func accessAll(g *Game) {
	_, _ = g.Board()
	_, _ = g.Dealer()
	_, _ = g.Vulnerable()
	_, _ = g.Hands()
	_, _ = g.Deal()
	_, _, _ = g.Declarer()
	_, _ = g.Contract()
	_, _ = g.Strain()
	_, _ = g.Result()
	_, _ = g.Score()
	_, _ = g.ScoreIMP()
	_, _ = g.ScoreMP()
	_, _ = g.ScorePercentage()
	_, _ = g.OptimumScore()
	_, _ = g.ParContract()
	_, _ = g.Par()
	_, _ = g.DoubleDummyTricks()
	_, _ = g.OptimumResultTable()
	if rows, err := g.ScoreTable(); err == nil {
		for _, r := range rows {
			_, _ = r.Contract()
			_, _ = r.Result()
			_, _ = r.ScoreNS()
		}
	}
	if g != nil {
		for _, s := range g.Sections {
			_, _ = s.Table()
		}
	}
	_ = g.Check()
}

// FuzzValues gives any text to the value readers: none panics; a Deal
// read is printed and read again to the same hands; a Contract to the same
// contract; table columns to the same columns. Seeds:
// testdata/fuzz/FuzzValues.
func FuzzValues(f *testing.F) {
	f.Add("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85")
	f.Add("EW 3CX-1; w 3n+2")
	f.Add("53772537725a65b5a65b")
	f.Fuzz(func(t *testing.T, v string) {
		if h, err := ParseDeal(v); err == nil {
			var unknown [4]bool
			for s := range unknown {
				unknown[s] = !h.Known[s]
			}
			text := h.Hands.Format(h.First, unknown)
			h2, err := ParseDeal(text)
			if err != nil || h2 != h {
				t.Fatalf("Deal %q printed %q reads %+v, %v", v, text, h2, err)
			}
		}
		if c, err := ParseContract(v); err == nil {
			if c2, err := ParseContract(c.String()); err != nil || c2 != c {
				t.Fatalf("Contract %q printed %q reads %v, %v", v, c, c2, err)
			}
		}
		cols := ParseColumns(v)
		var names []string
		for _, c := range cols {
			names = append(names, c.String())
		}
		if again := ParseColumns(strings.Join(names, ";")); !slices.Equal(again, cols) {
			t.Fatalf("columns %q: %+v, printed %q: %+v", v, cols, strings.Join(names, ";"), again)
		}
		_, _ = ParseResult(v)
		_, _ = ParseScore(v, true)
		if cs, err := ParseParContract(v); err == nil {
			text := FormatParContract(bridge.Par{Contracts: cs})
			if cs2, err := ParseParContract(text); err != nil || !reflect.DeepEqual(cs2, cs) {
				t.Fatalf("ParContract %q printed %q reads %+v, %v; want %+v", v, text, cs2, err, cs)
			}
		}
		if tab, err := ParseDoubleDummyTricks(v); err == nil {
			text, ok := FormatDoubleDummyTricks(tab)
			if tab2, err := ParseDoubleDummyTricks(text); !ok || err != nil || tab2 != tab {
				t.Fatalf("DoubleDummyTricks %q printed %q (%v) reads %v, %v", v, text, ok, tab2, err)
			}
		}
		_, _, _ = ParseDeclarer(v)
		_, _ = ParseVulnerable(v)
		_, _ = ParseStrain(v)
		_, _ = ParseBoard(v)
		_ = checkRubber(v)
		_ = checkRound(v)
		_, _ = stripSuitLetters(v)
	})
}
