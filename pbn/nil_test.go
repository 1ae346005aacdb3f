package pbn

import (
	"bytes"
	"fmt"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/record"
)

// noPanic runs f, failing the test if it panics.
func noPanic(t *testing.T, name string, f func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s panics: %v", name, r)
		}
	}()
	f()
}

// gamesWithNilParts are games holding nil where the model has pointers.
func gamesWithNilParts() map[string]*Game {
	return map[string]*Game{
		"nil game":              nil,
		"zero game":             {},
		"nil tag":               {Tags: []*Tag{nil, {Name: "Board", Value: "1"}, nil}},
		"nil section":           {Sections: []*Section{nil}},
		"section without tag":   {Sections: []*Section{{Rows: [][]Cell{{{Text: "x"}}}}}},
		"auction without tag":   {Tags: []*Tag{{Name: "Dealer", Value: "N"}}, Auction: &Auction{Calls: []Item{{Kind: ItemCall, Call: bridge.Pass, Text: "Pass"}}}},
		"play without tag":      {Play: &Play{Cards: []Item{{Kind: ItemDash}}}},
		"nil notes":             {Auction: &Auction{Tag: &Tag{Name: "Auction", Value: "N"}, Notes: []*Tag{nil}}, Play: &Play{Tag: &Tag{Name: "Play", Value: "E"}, Notes: []*Tag{nil}}},
		"nil tag, scored table": {Tags: []*Tag{nil}, Sections: []*Section{nil, {Tag: &Tag{Name: "ScoreTable", Value: "Score_NS"}, Rows: [][]Cell{{{Text: "100"}}}}}},
	}
}

// TestNilSafety: no function or method of the package panics on nil or
// on a model holding nil pointers (a nil *File has no games; a nil game,
// tag, note or section is left out; a section without its tag is read as
// one with no value).
func TestNilSafety(t *testing.T) {
	var f *File
	noPanic(t, "(*File)(nil) methods", func() {
		_ = f.Errors()
		_, _ = f.ProblemsByGame()
		_, _ = f.Records()
	})
	noPanic(t, "Write(nil file)", func() {
		var b bytes.Buffer
		if err := Write(&b, nil); err != nil || b.String() != "% PBN 2.1\r\n% EXPORT\r\n" {
			t.Errorf("Write(nil): %q, %v", b.String(), err)
		}
	})
	noPanic(t, "Notes with nil", func() {
		if m := Notes([]*Tag{nil, {Name: "Note", Value: "1:x"}}); len(m) != 1 || m[1] != "x" {
			t.Errorf("Notes: %v", m)
		}
	})
	noPanic(t, "FromRecord(nil)", func() {
		if g := FromRecord(nil); g == nil || len(g.Tags) != 0 {
			t.Errorf("FromRecord(nil) = %+v", g)
		}
	})
	noPanic(t, "nil parts of the model", func() {
		var (
			a *Auction
			p *Play
			s *Section
			x *Tag
		)
		_, _ = a.First()
		_, _ = p.First()
		_ = s.Columns()
		_, _ = s.Table()
		_, _ = x.Raw(), x.Written()
	})
	games := gamesWithNilParts()
	for name, g := range games {
		noPanic(t, name, func() {
			accessAll(g)
			_, _ = g.Tag("Board"), g.Section("ScoreTable")
			_, _ = g.Value("Board")
			_, _ = g.Record()
			out := Export([]*Game{g})
			var b bytes.Buffer
			if err := Write(&b, &File{Games: []*Game{g}}); err != nil {
				t.Errorf("%s: Write: %v", name, err)
			}
			back, _ := Parse(b.Bytes(), "back.pbn")
			if d := diffGames(out, back.Games); d != "" {
				t.Errorf("%s: read(write) != Export:\n%s", name, d)
			}
			f := &File{Games: []*Game{g, nil}}
			_, _ = f.ProblemsByGame()
			_, _ = f.Records()
		})
	}
	// A nil game is left out of Export and Write.
	out := Export([]*Game{nil, {Tags: []*Tag{{Name: "Board", Value: "1"}}}, nil})
	var b bytes.Buffer
	_ = Write(&b, &File{Games: []*Game{nil, {Tags: []*Tag{{Name: "Board", Value: "1"}}}, nil}})
	back, _ := Parse(b.Bytes(), "back.pbn")
	if len(out) != 1 || len(back.Games) != 1 {
		t.Errorf("Export gives %d games, Write writes %d; want the one game not nil", len(out), len(back.Games))
	}
	// The record of a nil game is an empty record.
	r, errs := (*Game)(nil).Record()
	if fmt.Sprint(r) != fmt.Sprint(record.New()) || len(errs) > 0 {
		t.Errorf("(*Game)(nil).Record() = %+v, %v", r, errs)
	}
}
