package results

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"bridgelaw/bridge"
	"bridgelaw/dd"
)

// ddRows are the rows of testdata/dd.pbn's double-dummy tables as the page
// shows them (declarer N, S, E, W; NT, spades, hearts, diamonds, clubs),
// as DDS 2.9.0's CalcDDtable gives them (dd's TestTablesReference checks
// the solver against DDS's tables).
var ddRows = map[int][]string{
	1: {"<th>N</th><td>6</td><td>5</td><td>6</td><td>5</td><td>7</td>", "<th>S</th><td>6</td><td>5</td><td>6</td><td>5</td><td>7</td>",
		"<th>E</th><td>6</td><td>8</td><td>6</td><td>7</td><td>5</td>", "<th>W</th><td>6</td><td>8</td><td>6</td><td>7</td><td>5</td>"},
	2: {"<th>N</th><td>9</td><td>4</td><td>10</td><td>8</td><td>6</td>", "<th>S</th><td>9</td><td>4</td><td>10</td><td>8</td><td>6</td>",
		"<th>E</th><td>3</td><td>9</td><td>2</td><td>3</td><td>7</td>", "<th>W</th><td>3</td><td>9</td><td>2</td><td>3</td><td>7</td>"},
	3: {"<th>N</th><td>4</td><td>3</td><td>9</td><td>8</td><td>3</td>", "<th>S</th><td>4</td><td>3</td><td>9</td><td>8</td><td>3</td>",
		"<th>E</th><td>8</td><td>10</td><td>4</td><td>4</td><td>9</td>", "<th>W</th><td>8</td><td>10</td><td>4</td><td>4</td><td>9</td>"},
}

// ddPars are their par lines: board 1 solved, par -110 2S-EW (None, dealer
// N); board 2 par from the file's table, +100 4S*-EW-1 (NS, dealer E);
// board 3 the file's own OptimumScore and ParContract (ddpar.txt: EW
// dealer S, -300 5H*-NS-2).
var ddPars = map[int]string{
	1: `<p class="par" id="par-1">Par: EW 110, EW 2S=</p>`,
	2: `<p class="par" id="par-2">Par: NS 100, EW 4SX-1</p>`,
	3: `<p class="par" id="par-3">Par: EW 300, NS 5HX-2</p>`,
}

// boardSection is the HTML of board n's section.
func boardSection(t *testing.T, page string, n int) string {
	t.Helper()
	_, after, ok := strings.Cut(page, `<section class="board" id="board-`+strconv.Itoa(n)+`">`)
	if !ok {
		t.Fatalf("no section for board %d", n)
	}
	sec, _, _ := strings.Cut(after, "</section>")
	return sec
}

// TestSolveDD: the deal of board 1 is solved, boards 2 and 3 keep their
// file's tables (one deal solved), board 2 gets par from its table, board
// 3 keeps its file's par; the page shows each number in its cell.
func TestSolveDD(t *testing.T) {
	ev := readFile(t, "testdata/dd.pbn", "dd.pbn")
	if n := ev.DealsToSolve(); n != 1 {
		t.Errorf("%d deals to solve, want 1", n)
	}
	n, err := ev.SolveDD(t.Context(), 0, dd.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n != 1 || ev.DealsToSolve() != 0 {
		t.Errorf("%d deals solved (want 1: boards 2 and 3 have the file's table), %d left", n, ev.DealsToSolve())
	}
	page := htmlOf(t, ev)
	for b := 1; b <= 3; b++ {
		sec := boardSection(t, page, b)
		if !strings.Contains(sec, `<table class="dd" id="dd-`+strconv.Itoa(b)+`"`) || !strings.Contains(sec, "<caption>Double dummy</caption>") {
			t.Errorf("board %d: no double-dummy table:\n%s", b, sec)
		}
		for _, row := range ddRows[b] {
			if !strings.Contains(sec, "<tr>"+row+"</tr>") {
				t.Errorf("board %d lacks the row %s:\n%s", b, row, sec)
			}
		}
		if !strings.Contains(sec, ddPars[b]) {
			t.Errorf("board %d lacks %s:\n%s", b, ddPars[b], sec)
		}
	}
}

// TestSolveDDOff: without SolveDD the page shows only what the file gives:
// no table for board 1 (its deal in an empty div.dd-slot, data-deal with
// data-dealer and data-vul, for a script that solves it on the reader's
// device), board 2's table without par and without a slot.
func TestSolveDDOff(t *testing.T) {
	page := htmlOf(t, readFile(t, "testdata/dd.pbn", "dd.pbn"))
	if sec := boardSection(t, page, 1); strings.Contains(sec, `class="dd"`) || strings.Contains(sec, "Par:") {
		t.Errorf("board 1 has double-dummy data without the solver:\n%s", sec)
	}
	slot := `<div class="dd-slot" id="dd-slot-1" data-deal="N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3" data-dealer="N" data-vul="None"></div>`
	if sec := boardSection(t, page, 1); !strings.Contains(sec, slot) {
		t.Errorf("board 1 lacks %s:\n%s", slot, sec)
	}
	sec := boardSection(t, page, 2)
	if !strings.Contains(sec, ddRows[2][0]) || strings.Contains(sec, "Par:") || strings.Contains(sec, "dd-slot") {
		t.Errorf("board 2: want the file's table, no par and no slot:\n%s", sec)
	}
	if !strings.Contains(boardSection(t, page, 3), ddPars[3]) {
		t.Errorf("board 3 lacks the file's par")
	}
}

// TestSolveDDCancelled: a context already ended stops the solver and
// changes nothing.
func TestSolveDDCancelled(t *testing.T) {
	ev := readFile(t, "testdata/dd.pbn", "dd.pbn")
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := ev.SolveDD(ctx, 1, dd.Options{}); err == nil {
		t.Fatal("no error from an ended context")
	}
	if b := ev.Board(1); b.DD != nil || b.Par != nil || b.ParSource != "" {
		t.Errorf("board 1 changed: %v %v %q", b.DD, b.Par, b.ParSource)
	}
	if b := ev.Board(2); b.Par != nil || b.ParSource != "" {
		t.Errorf("board 2 got par %v %q", b.Par, b.ParSource)
	}
}

// TestSolveDDTimeout: a deal past dd.Options.Timeout is left unsolved,
// its board's DDError saying so, with no table and no par; the boards with
// the file's tables keep them and board 2 still gets par from its table.
func TestSolveDDTimeout(t *testing.T) {
	ev := readFile(t, "testdata/dd.pbn", "dd.pbn")
	n, err := ev.SolveDD(t.Context(), 0, dd.Options{Timeout: time.Nanosecond})
	if err != nil || n != 0 {
		t.Fatalf("%d solved, %v; want 0, nil", n, err)
	}
	b := ev.Board(1)
	if !errors.Is(b.DDError, dd.ErrTimeout) || b.DD != nil || b.Par != nil {
		t.Errorf("board 1: %v %v %v", b.DDError, b.DD, b.Par)
	}
	if b := ev.Board(2); b.DDError != nil || b.DD == nil || b.Par == nil {
		t.Errorf("board 2: %v %v %v", b.DDError, b.DD, b.Par)
	}
	if ev.DealsToSolve() != 1 {
		t.Errorf("%d deals left to solve, want 1", ev.DealsToSolve())
	}
}

// TestParFromTags: a file's OptimumScore and ParContract are read as a
// bridge.Par (here -110, East-West's 2S just made, written from either
// side) and printed in their PBN form; a par the tags do not give as one
// (a free-form OptimumContract, a score alone) is kept as written.
func TestParFromTags(t *testing.T) {
	game := func(tags string) *Board {
		t.Helper()
		ev, err := ReadPBN(strings.NewReader("[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"+tags+"[Declarer \"E\"]\n[Contract \"2S\"]\n[Result \"8\"]\n"), "par.pbn")
		if err != nil {
			t.Fatal(err)
		}
		return ev.Board(1)
	}
	for _, tags := range []string{"[OptimumScore \"EW 110\"]\n[ParContract \"EW 2S=\"]\n", "[OptimumScore \"NS -110\"]\n[ParContract \"EW 2S=\"]\n"} {
		b := game(tags)
		if b.Par == nil || b.Par.Score != -110 || len(b.Par.Contracts) != 1 || b.ParSource != "" {
			t.Fatalf("%q: par %+v, source %q", tags, b.Par, b.ParSource)
		}
		c := b.Par.Contracts[0]
		if c.Level != 2 || c.Strain != bridge.StrainSpades || c.Side != bridge.EastWest || c.Doubled || c.Result != 0 {
			t.Errorf("%q: contract %+v", tags, c)
		}
		if got := b.ParText(); got != "EW 110, EW 2S=" {
			t.Errorf("%q: par text %q", tags, got)
		}
	}
	for tags, want := range map[string]string{
		"[OptimumScore \"NS 420\"]\n[OptimumContract \"4S N\"]\n": "NS 420, 4S N",
		"[OptimumScore \"NS 420\"]\n":                             "NS 420",
		"[ParContract \"N 4S=\"]\n":                               "N 4S=",
		"":                                                        "",
	} {
		if b := game(tags); b.Par != nil || b.ParSource != want || b.ParText() != want {
			t.Errorf("%q: par %+v, source %q, text %q; want %q", tags, b.Par, b.ParSource, b.ParText(), want)
		}
	}
}
