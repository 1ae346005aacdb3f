package pbn

import (
	"path/filepath"
	"testing"

	"bridgelaw/record"
	"github.com/google/go-cmp/cmp"
)

// TestCorpusRoundTrip writes every corpus file in export format and reads
// it back: the games read are those Export gives (positions aside), writing
// them again gives the same bytes, a clean file stays clean, and every
// game converts to the same record.Record before and after.
func TestCorpusRoundTrip(t *testing.T) {
	for _, path := range corpusFiles(t) {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			f1 := readCorpus(t, name)
			text := writeString(t, f1)
			f2, _ := Parse([]byte(text), "written.pbn")
			if again := writeString(t, f2); again != text {
				t.Errorf("writing the file read back gives other bytes:\n%s", cmp.Diff(text, again))
			}
			f3, _ := Parse([]byte(text), "written.pbn")
			if d := diffGames(f3.Games, Export(f3.Games)); d != "" {
				t.Errorf("Export changes games read from export format:\n%s", d)
			}
			if len(f1.Errors()) == 0 {
				for _, p := range f2.Errors() {
					t.Errorf("the export of a clean file has an error: %v", p)
				}
			}
			if d := cmp.Diff(f1.Trailer, f2.Trailer, cmp.Comparer(func(a, b Pos) bool { return true })); d != "" {
				t.Errorf("trailer: %s", d)
			}
			want := Export(f1.Games)
			r1, _ := f1.Records()
			r2, _ := f2.Records()
			if d := diffGames(want, f2.Games); d != "" {
				t.Fatalf("read(write(games)) != Export(games):\n%s", d)
			}
			for i := range r1 {
				a, b := sameMarkings(r1[i]), sameMarkings(r2[i])
				b.Source = a.Source
				if !cmp.Equal(a, b) {
					t.Errorf("game at line %d: the record changes when written:\n%s", f1.Games[i].Pos.Line, cmp.Diff(a, b))
					break
				}
			}
		})
	}
}

// sameMarkings gives the record the dealer and vulnerability it stands
// for, given or marked on the board (the writer writes the latter out),
// and its texts with tabs as spaces (the writer writes no tab).
func sameMarkings(r *record.Record) *record.Record {
	c := *r
	c.Dealer, c.DealerKnown = c.EffectiveDealer()
	c.Vulnerability, c.VulnerabilityKnown = c.EffectiveVulnerability()
	for _, s := range []*string{&c.Event, &c.Site, &c.Date, &c.Room, &c.Scoring, &c.Title, &c.Players[0], &c.Players[1], &c.Players[2], &c.Players[3]} {
		*s = cleanValue(*s)
	}
	return &c
}

// TestCorpusRecordRoundTrip converts every game of the clean corpus files
// to a record, the record to a game (FromRecord), and that game to a record
// again: the records are equal.
func TestCorpusRecordRoundTrip(t *testing.T) {
	for _, path := range corpusFiles(t) {
		name := filepath.Base(path)
		if name == "pbnref-errors_10.pbn" {
			continue // deliberately inconsistent games (a passed-out board with a result)
		}
		t.Run(name, func(t *testing.T) {
			f := readCorpus(t, name)
			recs, _ := f.Records()
			for i, r := range recs {
				g := FromRecord(r)
				back, errs := g.Record()
				back.Source = r.Source
				if len(errs) > 0 {
					t.Errorf("%s: %v", r.Source, errs)
				}
				if !cmp.Equal(r, back) {
					t.Fatalf("game %d (%s): FromRecord then Record differs:\n%s", i, r.Source, cmp.Diff(r, back))
				}
			}
		})
	}
}
