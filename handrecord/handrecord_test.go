package handrecord

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/internal/catalog"
	"bridgelaw/internal/testdeal"
	"bridgelaw/internal/testpdf"
	"bridgelaw/record"
)

// boards are n random deals numbered 1..n, dealer and vulnerability by
// Law 2.
func boards(t testing.TB, n int) []*Board {
	r := testdeal.New(14, 4)
	var out []*Board
	for i := 1; i <= n; i++ {
		d := testdeal.Deal(r)
		rec := &record.Record{Board: bridge.Board(i), Hands: d.Hands(), HandKnown: bridge.BySeat[bool]{true, true, true, true}}
		b, err := FromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// TestFromRecord: dealer and vulnerability are the record's, else the
// board number's (Law 2); fewer than three hands is ErrIncomplete.
func TestFromRecord(t *testing.T) {
	d := bridge.MustDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
	all := bridge.BySeat[bool]{true, true, true, true}
	b, err := FromRecord(&record.Record{Board: 6, Hands: d.Hands(), HandKnown: all})
	if err != nil || b.Dealer != bridge.East || b.Vulnerability != bridge.EWVulnerable || b.Deal != d {
		t.Errorf("board 6 by Law 2: %+v, %v; want dealer E, vulnerable EW", b, err)
	}
	b, err = FromRecord(&record.Record{Board: 6, Dealer: bridge.South, DealerKnown: true, Vulnerability: bridge.All, VulnerabilityKnown: true, Hands: d.Hands(), HandKnown: all})
	if err != nil || b.Dealer != bridge.South || b.Vulnerability != bridge.All {
		t.Errorf("the record's dealer and vulnerability: %+v, %v", b, err)
	}
	three := d.Hands()
	three[bridge.West] = 0
	if b, err := FromRecord(&record.Record{Board: 1, Hands: three, HandKnown: bridge.BySeat[bool]{true, true, true, false}}); err != nil || b.Deal != d {
		t.Errorf("three hands are completed: %v", err)
	}
	if _, err := FromRecord(&record.Record{Board: 1, Source: "x.pbn:3", Hands: three, HandKnown: bridge.BySeat[bool]{true, false, true, false}}); !errors.Is(err, ErrIncomplete) || !strings.Contains(err.Error(), "x.pbn:3") {
		t.Errorf("two hands: %v, want ErrIncomplete naming the source", err)
	}
	if _, err := FromRecord(nil); !errors.Is(err, ErrIncomplete) {
		t.Errorf("nil: %v", err)
	}
}

// TestCompleteLeads: the opening leads are valued against the first par
// contract, led by declarer's left-hand opponent (Law 41A); the best lead
// for the defence gives declarer exactly the double-dummy table's tricks,
// no lead gives him fewer, and par is dd.Par's for the board.
func TestCompleteLeads(t *testing.T) {
	for _, b := range solved(t) {
		if b.DD == nil || !b.DDSolved || b.Par == nil {
			t.Fatalf("board %d: not solved: %+v", b.Number, b)
		}
		if len(b.Par.Contracts) == 0 {
			if b.Leads != nil {
				t.Errorf("board %d: par is a pass, yet leads", b.Number)
			}
			continue
		}
		l := b.Leads
		if l == nil {
			t.Fatalf("board %d: no leads", b.Number)
		}
		pc := b.Par.Contracts[0]
		if int(l.Contract.Level) != pc.Level || l.Contract.Strain != pc.Strain || l.Contract.Declarer != pc.Declarers[0] {
			t.Errorf("board %d: leads against %v, par %v", b.Number, l.Contract, pc)
		}
		leader := l.Contract.OpeningLeader()
		if len(l.Cards) != 13 {
			t.Errorf("board %d: %d leads, want the leader's 13 cards", b.Number, len(l.Cards))
		}
		best := 13
		for _, c := range l.Cards {
			if !b.Deal.Hand(leader).Has(c.Card) {
				t.Errorf("board %d: lead %v is not %v's", b.Number, c.Card, leader)
			}
			best = min(best, c.DeclarerTricks)
		}
		if want := b.DD[l.Contract.Declarer][l.Contract.Strain]; best != want {
			t.Errorf("board %d: best lead leaves declarer %d tricks, the table says %d", b.Number, best, want)
		}
	}
}

// TestCompleteKeepsTheFile: a table and par the file gives are kept, not
// solved again.
func TestCompleteKeepsTheFile(t *testing.T) {
	bs := boards(t, 1)
	var tt bridge.TrickTable // all zero: not a real table, so a re-solve would show
	par := bridge.Par{Score: 0}
	bs[0].DD, bs[0].Par = &tt, &par
	if err := Complete(context.Background(), bs, 1, ddOptions()); err != nil {
		t.Fatal(err)
	}
	if bs[0].DD != &tt || bs[0].DDSolved || bs[0].Par != &par || bs[0].Leads != nil {
		t.Errorf("the file's analysis was replaced: %+v", bs[0])
	}
}

// TestCompleteTimeout: a context that has ended stops the solving with its
// error, and the boards keep nil fields.
func TestCompleteTimeout(t *testing.T) {
	bs := boards(t, 3)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Complete(ctx, bs, 1, ddOptions()); !errors.Is(err, context.Canceled) {
		t.Fatalf("%v, want context.Canceled", err)
	}
	for _, b := range bs {
		if b.DD != nil || b.Leads != nil {
			t.Errorf("board %d solved after the end", b.Number)
		}
	}
}

// TestResultText and the par's words.
func TestParText(t *testing.T) {
	for _, c := range []struct {
		par        bridge.Par
		lang, want string
	}{
		{bridge.Par{Score: 420, Contracts: []bridge.ParContract{{Level: 4, Strain: bridge.StrainSpades, Side: bridge.NorthSouth, Declarers: []bridge.Seat{bridge.North}}}}, "en", "NS 420: 4S N ="},
		{bridge.Par{Score: 100, Contracts: []bridge.ParContract{{Level: 5, Strain: bridge.StrainDiamonds, Doubled: true, Side: bridge.NorthSouth, Declarers: []bridge.Seat{bridge.North, bridge.South}, Result: -1}}}, "en", "NS 100: 5DX NS -1"},
		{bridge.Par{Score: -460, Contracts: []bridge.ParContract{{Level: 3, Strain: bridge.NoTrump, Side: bridge.EastWest, Declarers: []bridge.Seat{bridge.West}, Result: 2}}}, "it", "EO 460: 3SA O +2"},
		{bridge.Par{}, "en", "NS 0: Pass"},
	} {
		if got := parText(c.par, c.lang); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
}

// readPDF checks the structure of a PDF and counts its pages.
func readPDF(t *testing.T, data []byte) testpdf.Info {
	t.Helper()
	info, err := testpdf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	return info
}

// TestWritePDF: one A4 page (595.28 x 841.89 points) for each board, or
// for each 2 or 4 as PerPage says; a valid file; the same bytes each time.
func TestWritePDF(t *testing.T) {
	bs := solved(t)
	for _, c := range []struct{ perPage, pages int }{{1, 5}, {2, 3}, {4, 2}, {0, 5}} {
		var buf bytes.Buffer
		if err := WritePDF(&buf, bs, Options{PerPage: c.perPage, Lang: "pl"}); err != nil {
			t.Fatal(err)
		}
		info := readPDF(t, buf.Bytes())
		if info.Pages != c.pages {
			t.Errorf("per page %d: %d pages, want %d", c.perPage, info.Pages, c.pages)
		}
		if len(info.MediaBoxes) == 0 {
			t.Errorf("per page %d: no MediaBox", c.perPage)
		}
		for _, m := range info.MediaBoxes {
			if m != testpdf.A4 {
				t.Errorf("per page %d: MediaBox [%s], want A4 [0 0 595.28 841.89]", c.perPage, m)
			}
		}
		var again bytes.Buffer
		if err := WritePDF(&again, bs, Options{PerPage: c.perPage, Lang: "pl"}); err != nil || !bytes.Equal(buf.Bytes(), again.Bytes()) {
			t.Errorf("per page %d: a second PDF of the same boards differs", c.perPage)
		}
	}
	var buf bytes.Buffer
	if err := WritePDF(&buf, nil, Options{}); err != nil || readPDF(t, buf.Bytes()).Pages != 1 {
		t.Errorf("no board: %v, want one page with the title", err)
	}
	for _, o := range []Options{{PerPage: 3}, {Lang: "xx"}} {
		buf.Reset()
		if err := WritePDF(&buf, bs, o); err == nil || buf.Len() > 0 {
			t.Errorf("%+v: %v, %d bytes written; want an error and nothing", o, err, buf.Len())
		}
	}
	if err := WriteHTML(&buf, bs, Options{Lang: "xx"}); !errors.Is(err, catalog.ErrLanguage) {
		t.Errorf("WriteHTML in xx: %v", err)
	}
}

// TestLanguages: every word of the sheet is the catalog's in each
// language: no key is left as such, and the language's own words are
// there.
func TestLanguages(t *testing.T) {
	bs := solved(t)[:2]
	for _, lang := range catalog.Languages {
		var buf bytes.Buffer
		if err := WriteHTML(&buf, bs, Options{Lang: lang, PerPage: 2}); err != nil {
			t.Fatal(err)
		}
		page := buf.String()
		if strings.Contains(page, "handrecord.") {
			t.Errorf("%s: a catalog key is printed as such", lang)
		}
		for _, key := range []string{"title", "dealer", "vul", "dd-solved", "handviewer", "footer"} {
			if w := catalog.Text(lang, "handrecord."+key, nil); !strings.Contains(page, strings.ReplaceAll(w, "'", "&#39;")) {
				t.Errorf("%s: %q (%s) is not on the page", lang, w, key)
			}
		}
		if !strings.Contains(page, `<html lang="`+lang+`">`) {
			t.Errorf("%s: no lang attribute", lang)
		}
	}
}

// TestHandviewerURL: the link carries the deal, the board and the
// vulnerability as LIN.
func TestHandviewerURL(t *testing.T) {
	b := boards(t, 2)[1]
	u := b.HandviewerURL()
	for _, want := range []string{"https://www.bridgebase.com/tools/handviewer.html?lin=", "md%7C", "sv%7Cn%7C", "Board+2"} {
		if !strings.Contains(u, want) {
			t.Errorf("%s lacks %s", u, want)
		}
	}
}

var (
	solvedOnce   sync.Once
	solvedBoards []*Board
	solvedErr    error
)

// solved are 5 random boards completed once for the tests that only read
// them.
func solved(t *testing.T) []*Board {
	solvedOnce.Do(func() {
		solvedBoards = boards(t, 5)
		solvedErr = Complete(context.Background(), solvedBoards, 2, ddOptions())
	})
	if solvedErr != nil {
		t.Fatal(solvedErr)
	}
	return solvedBoards
}

// ddOptions keep the solver's table small in tests.
func ddOptions() dd.Options { return dd.Options{TTMemory: 32 << 20} }

// TestHTMLDealSlot: a board without a table carries its deal, in PBN
// form, in an empty div.dd-slot (data-deal) for a script that solves it
// on the reader's device, with the dealer and vulnerability par needs
// (data-dealer, data-vul in PBN form) and data-leads (the sheet shows the
// opening leads); a board with a table has none.
func TestHTMLDealSlot(t *testing.T) {
	bs := boards(t, 2)
	tab := bridge.UnknownTable()
	tab[bridge.North][bridge.NoTrump] = 7
	bs[1].DD = &tab
	var buf bytes.Buffer
	if err := WriteHTML(&buf, bs, Options{}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	want := `<div class="dd-slot" id="dd-slot-1" data-deal="` + bs[0].Deal.String() + `" data-dealer="` + bs[0].Dealer.String() +
		`" data-vul="` + bs[0].Vulnerability.String() + `" data-leads></div>`
	if !strings.Contains(page, want) {
		t.Errorf("board 1 has no table and no slot %s", want)
	}
	if strings.Contains(page, `id="dd-slot-2"`) || !strings.Contains(page, `id="dd-2"`) {
		t.Errorf("board 2 has its table: a slot, or no table")
	}
	if strings.Contains(page, "<script") {
		t.Errorf("the sheet has a script")
	}
}
