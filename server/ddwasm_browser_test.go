package server

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"html"
	"log/slog"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/handrecord"
	"bridgelaw/internal/testbrowser"
)

// refDeal is one deal of dd/testdata/ddsref.txt with DDS's table.
type refDeal struct {
	deal, dealer, vul string
	table             bridge.TrickTable
}

// ddsRef reads the first n deals of dd/testdata/ddsref.txt: field 2 the
// deal, 3 the dealer, 4 the vulnerability, 5 DDS's table (20 hex digits,
// declarer N, E, S, W, each strain C, D, H, S, NT).
func ddsRef(t *testing.T, n int) []refDeal {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "dd", "testdata", "ddsref.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []refDeal
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(out) < n {
		fs := strings.Split(sc.Text(), "\t")
		if strings.HasPrefix(sc.Text(), "#") || len(fs) < 5 || len(fs[4]) != 20 {
			continue
		}
		r := refDeal{deal: fs[1], dealer: fs[2], vul: fs[3]}
		for i, c := range fs[4] {
			v, err := strconv.ParseUint(string(c), 16, 8)
			if err != nil {
				t.Fatalf("ddsref.txt: %q", fs[4])
			}
			r.table[bridge.Seat(i/5)][bridge.Strain(i%5)] = int(v)
		}
		out = append(out, r)
	}
	if len(out) != n {
		t.Fatalf("%d deals in ddsref.txt, want %d", len(out), n)
	}
	return out
}

// buildDDWasm builds the solver for the browser into a new directory
// with the documented command (scripts/ddwasm.sh) and returns it.
func buildDDWasm(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(t.Context(), 8*time.Minute)
	defer cancel()
	start := time.Now()
	out, err := exec.CommandContext(ctx, "bash", filepath.Join("..", "scripts", "ddwasm.sh"), dir).CombinedOutput()
	if err != nil {
		t.Fatalf("scripts/ddwasm.sh: %v\n%s", err, out)
	}
	st, err := os.Stat(filepath.Join(dir, "dd.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("dd.wasm: %d bytes (%.1f MiB), built in %v", st.Size(), float64(st.Size())/(1<<20), time.Since(start).Round(time.Second))
	return dir
}

// ddTableOnPage is the double-dummy table #dd-N of the page as the page
// shows it (rows N S E W, columns NT S H D C), with the data-ms of a table
// solved on the device.
func ddTableOnPage(t *testing.T, ctx context.Context, n int) (bridge.TrickTable, string, int) {
	t.Helper()
	js := fmt.Sprintf(`Array.from(document.querySelectorAll("#dd-%d tbody td")).map(td => td.textContent)`, n)
	cells, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](js))
	if err != nil {
		t.Fatal(err)
	}
	caption, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`document.querySelector("#dd-%d caption").textContent`, n)))
	if err != nil {
		t.Fatal(err)
	}
	ms, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`document.getElementById("dd-%d").dataset.ms || ""`, n)))
	if err != nil {
		t.Fatal(err)
	}
	msN, _ := strconv.Atoi(ms)
	tab := bridge.UnknownTable()
	if len(cells) != 20 {
		t.Fatalf("#dd-%d has %d cells: %q", n, len(cells), cells)
	}
	seats := []bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}
	strains := []bridge.Strain{bridge.NoTrump, bridge.StrainSpades, bridge.StrainHearts, bridge.StrainDiamonds, bridge.StrainClubs}
	for i, c := range cells {
		v, err := strconv.Atoi(c)
		if err != nil {
			t.Fatalf("#dd-%d cell %d: %q", n, i, c)
		}
		tab[seats[i/5]][strains[i%5]] = v
	}
	return tab, caption, msN
}

// sheetAnalysis is the par and the opening leads of one board as the
// server's hand-record sheet in lang shows them when the server solves it
// (handrecord.Complete, handrecord.WriteHTML): the text of its p.par and
// of its div.leads, as a browser's textContent reads them.
func sheetAnalysis(t *testing.T, deal, dealer, vul, lang string) (par, leads string) {
	t.Helper()
	d, err := bridge.ParseDeal(deal)
	if err != nil {
		t.Fatal(err)
	}
	b := &handrecord.Board{Number: 1, Deal: d}
	if b.Dealer, err = bridge.ParseSeat(dealer); err != nil {
		t.Fatal(err)
	}
	if b.Vulnerability, err = bridge.ParseVulnerability(vul); err != nil {
		t.Fatal(err)
	}
	if err := handrecord.Complete(t.Context(), []*handrecord.Board{b}, 1, dd.Options{TTMemory: 32 << 20}); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := handrecord.WriteHTML(&buf, []*handrecord.Board{b}, handrecord.Options{Lang: lang}); err != nil {
		t.Fatal(err)
	}
	text := func(re string) string {
		m := regexp.MustCompile(re).FindSubmatch(buf.Bytes())
		if m == nil {
			t.Fatalf("the server's sheet has no %s:\n%s", re, buf.Bytes())
		}
		return html.UnescapeString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(string(m[1]), ""))
	}
	return text(`<p class="par" id="par-1">(.*?)</p>`), text(`(?s)<div class="leads" id="leads-1">(.*?)</div>\n<p class="link">`)
}

// solveOnDevice clicks the button of board n's slot and waits for the
// table it puts there.
func solveOnDevice(t *testing.T, ctx context.Context, n int, label string) {
	t.Helper()
	sel := fmt.Sprintf("#dd-slot-%d button.dd-solve", n)
	got, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`(document.querySelector(%q) || {}).textContent || ""`, sel)))
	if err != nil || got != label {
		t.Fatalf("board %d's button: %q, want %q (%v)", n, got, label, err)
	}
	start := time.Now()
	if err := chromedp.Do(ctx, chromedp.Click(sel)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.querySelectorAll("#dd-%d tbody td").length === 20 || !!document.querySelector("#dd-slot-%d .dd-error")`, n, n),
		chromedp.WithPollingTimeout(2*time.Minute))); err != nil {
		t.Fatalf("board %d was not solved on the device: %v", n, err)
	}
	if msg, _ := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`(document.querySelector("#dd-slot-%d .dd-error") || {}).textContent || ""`, n))); msg != "" {
		t.Fatalf("board %d: %s", n, msg)
	}
	t.Logf("board %d: from the click to the table %v (loading the worker and dd.wasm the first time)", n, time.Since(start).Round(time.Millisecond))
}

// TestSolveOnDeviceInBrowser: with the solver built for the browser
// (scripts/ddwasm.sh, served by --dd-wasm), the hand records of two deals
// of dd/testdata/ddsref.txt asked with "leave the tables to the reader's
// device" come without tables and a "Solve on this device" button a
// board; in Chromium a click solves the deal in WebAssembly, and the
// table shown is DDS's, with the par and the opening leads the server's
// sheet shows for the same board when the server solves it. The results
// page of results/testdata/dd.pbn, not solved on the server, in Italian,
// solves its board 1 the same way, and the table is the server's
// solver's, with the sheet's par.
func TestSolveOnDeviceInBrowser(t *testing.T) {
	testbrowser.Path(t) // skip before the build when Chromium is absent
	dir := buildDDWasm(t)
	srv, err := New(Options{Store: sqliteStore(t), Log: slog.New(slog.DiscardHandler), DDWasm: dir})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { srv.Close(); hs.Close() })

	ref := ddsRef(t, 2)
	var pbnFile strings.Builder
	for i, r := range ref {
		fmt.Fprintf(&pbnFile, "[Event \"ddsref\"]\n[Board \"%d\"]\n[Dealer \"%s\"]\n[Vulnerable \"%s\"]\n[Deal \"%s\"]\n\n", i+1, r.dealer, r.vul, r.deal)
	}
	file := filepath.Join(t.TempDir(), "ddsref.pbn")
	if err := os.WriteFile(file, []byte(pbnFile.String()), 0o644); err != nil {
		t.Fatal(err)
	}

	ctx := testbrowser.Context(t, 6*time.Minute, 1000, 900)
	if err := chromedp.Do(ctx, chromedp.Navigate(hs.URL+"/handrecords?lang=en"), chromedp.WaitVisible("#handrecords-device"),
		chromedp.SetUploadFiles("#handrecords-file", []string{file}), chromedp.Click("#handrecords-device"),
		chromedp.Click("#handrecords-show"), chromedp.WaitVisible("#board-2")); err != nil {
		t.Fatalf("the hand records: %v", err)
	}
	if n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("table.dd, .par, .leads").length`)); err != nil || n != 0 {
		t.Fatalf("the sheets left to the device have %d tables, pars or leads (%v)", n, err)
	}
	shot(t, ctx, "handrecords-to-solve-on-device")
	solveOnDevice(t, ctx, 1, "Solve on this device")
	got, caption, ms := ddTableOnPage(t, ctx, 1)
	if got != ref[0].table {
		t.Errorf("board 1 solved in the browser:\n%vDDS:\n%v", got, ref[0].table)
	}
	if caption != "Double dummy (solved on this device)" || ms <= 0 {
		t.Errorf("board 1's caption %q, %d ms", caption, ms)
	}
	t.Logf("board 1 (%s): one table in %d ms in Chromium (the solve call in WebAssembly, as the worker timed it)", ref[0].deal, ms)
	wantPar, wantLeads := sheetAnalysis(t, ref[0].deal, ref[0].dealer, ref[0].vul, "en")
	if par, leads := textOf(t, ctx, "par-1"), textOf(t, ctx, "leads-1"); par != wantPar || leads != wantLeads {
		t.Errorf("board 1 solved in the browser: par %q, leads %q;\nthe server's sheet: %q, %q", par, leads, wantPar, wantLeads)
	}
	t.Logf("board 1: %s; %s", wantPar, wantLeads)
	shot(t, ctx, "handrecords-solved-on-device")
	if n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#dd-slot-2 button.dd-solve").length`)); err != nil || n != 1 {
		t.Errorf("board 2 lost its button (%d, %v)", n, err)
	}

	// The results page, not solved on the server, in Italian.
	results, err := filepath.Abs(filepath.Join("..", "results", "testdata", "dd.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(hs.URL+"/results?lang=it"), chromedp.WaitVisible("#results-dd"),
		chromedp.SetUploadFiles("#results-file", []string{results}), chromedp.Click("#results-dd"),
		chromedp.Click("#results-show"), chromedp.WaitVisible("#board-1")); err != nil {
		t.Fatalf("the results: %v", err)
	}
	solveOnDevice(t, ctx, 1, "Calcola su questo dispositivo")
	got, caption, _ = ddTableOnPage(t, ctx, 1)
	want, err := dd.Table(t.Context(), bridge.MustDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"))
	if err != nil {
		t.Fatal(err)
	}
	if got != want || caption != "A carte scoperte (calcolato su questo dispositivo)" {
		t.Errorf("results board 1 solved in the browser (%q):\n%vthe server's solver:\n%v", caption, got, want)
	}
	seats, err := chromedp.Run(ctx, chromedp.Evaluate[string](`Array.from(document.querySelectorAll("#dd-1 tbody th")).map(th => th.textContent).join(" ")`))
	if err != nil || seats != "N S E O" {
		t.Errorf("the Italian table's rows: %q, want N S E O (%v)", seats, err)
	}
	// The results page shows par (the hand-record sheet's, in Italian) and,
	// as when solved on the server, no leads.
	wantPar, _ = sheetAnalysis(t, "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", "N", "None", "it")
	if par := textOf(t, ctx, "par-1"); par != wantPar || textOf(t, ctx, "leads-1") != "" {
		t.Errorf("results board 1 solved in the browser: par %q, want %q; leads %q", par, wantPar, textOf(t, ctx, "leads-1"))
	}
	shot(t, ctx, "results-solved-on-device")
}

// TestSolveOnDeviceFailsInBrowser: when the solver cannot start (here a
// wasm_exec.js that is not the Go runtime's and an empty WebAssembly
// module), the click says so in the slot, in the page's language, with
// the browser's cause, and the button can be clicked again.
func TestSolveOnDeviceFailsInBrowser(t *testing.T) {
	ctx := testbrowser.Context(t, 2*time.Minute, 1000, 900)
	ts := ddWasmServer(t, fakeDDWasm(t))
	file := filepath.Join(t.TempDir(), "two.pbn")
	if err := os.WriteFile(file, dealsFile(2), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+"/handrecords?lang=fr"), chromedp.WaitVisible("#handrecords-device"),
		chromedp.SetUploadFiles("#handrecords-file", []string{file}), chromedp.Click("#handrecords-device"),
		chromedp.Click("#handrecords-show"), chromedp.WaitVisible("#dd-slot-1 button.dd-solve"), chromedp.Click("#dd-slot-1 button.dd-solve")); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!!document.querySelector("#dd-slot-1 .dd-error")`, chromedp.WithPollingTimeout(time.Minute))); err != nil {
		t.Fatalf("no error shown: %v", err)
	}
	msg := textOf(t, ctx, "dd-slot-1")
	enabled, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!document.querySelector("#dd-slot-1 button.dd-solve").disabled`))
	if err != nil || !enabled || !strings.HasPrefix(msg, "Non calculé sur cet appareil") || !strings.Contains(msg, "Go is not defined") || !strings.HasSuffix(msg, "Calculer sur cet appareil") {
		t.Errorf("the slot after a failure: %q, button enabled %v (%v)", msg, enabled, err)
	}
	t.Logf("the slot says: %q", msg)

	// A solver that never answers (a wasm_exec.js that loops) is stopped
	// past the time budget (data-limit, 1 s here instead of the server's
	// two minutes), and said so.
	if err := os.WriteFile(filepath.Join(ts.srv.opts.DDWasm, "wasm_exec.js"), []byte("for (;;) {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("script[data-limit]").dataset.limit = "1000"`),
		chromedp.Click("#dd-slot-2 button.dd-solve")); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!!document.querySelector("#dd-slot-2 .dd-error")`, chromedp.WithPollingTimeout(time.Minute))); err != nil {
		t.Fatalf("no error shown past the budget: %v", err)
	}
	if msg := textOf(t, ctx, "dd-slot-2"); !strings.Contains(msg, "> 1 s") {
		t.Errorf("the slot past the budget: %q", msg)
	}
}
