package results

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"bridgelaw/dd"
	"bridgelaw/internal/testbrowser"
	"bridgelaw/score"
)

// renderInBrowser writes page to a file, opens it in headless Chromium,
// and returns the text of each selector and a full-page PNG screenshot,
// which it also saves as name.png in testdata/out (gitignored) when that
// folder exists, else in the test's temporary folder.
func renderInBrowser(t *testing.T, page []byte, name string, selectors ...string) (map[string]string, []byte) {
	t.Helper()
	dir := t.TempDir()
	file := filepath.Join(dir, name+".html")
	if err := os.WriteFile(file, page, 0o644); err != nil {
		t.Fatal(err)
	}
	bctx := testbrowser.Context(t, 90*time.Second, 1100, 900)
	if err := chromedp.Do(bctx, chromedp.Navigate("file://"+file), chromedp.WaitVisible("#title")); err != nil {
		t.Fatalf("chromium: %v", err)
	}
	texts := map[string]string{}
	for _, sel := range selectors {
		txt, err := chromedp.Run(bctx, chromedp.Text(sel))
		if err != nil {
			t.Fatalf("text of %s: %v", sel, err)
		}
		texts[sel] = txt
	}
	shot, err := chromedp.Run(bctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	out := filepath.Join("testdata", "out")
	if st, err := os.Stat(out); err != nil || !st.IsDir() {
		out = dir
	}
	if err := os.WriteFile(filepath.Join(out, name+".png"), shot, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s (%d bytes)", filepath.Join(out, name+".png"), len(shot))
	return texts, shot
}

// checkScreenshot asserts a non-trivial PNG: decodable, at least the
// window's width, and not one flat colour.
func checkScreenshot(t *testing.T, shot []byte) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("screenshot is not a PNG: %v", err)
	}
	b := img.Bounds()
	if b.Dx() < 800 || b.Dy() < 400 {
		t.Errorf("screenshot %dx%d is too small", b.Dx(), b.Dy())
	}
	colours := map[[3]uint32]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
		}
	}
	if len(colours) < 5 {
		t.Errorf("screenshot has %d colours: a blank page?", len(colours))
	}
}

// TestHTMLInBrowser renders the club evening in headless Chromium and
// reads the matchpoints back from the page.
func TestHTMLInBrowser(t *testing.T) {
	s := scoreCSV(t, clubFile(t), Options{})
	var buf bytes.Buffer
	if err := WriteHTML(&buf, s, score.TwoPerBeat); err != nil {
		t.Fatal(err)
	}
	texts, shot := renderInBrowser(t, buf.Bytes(), "club", "#traveller-1", "#ranking-0")
	trav := texts["#traveller-1"]
	for _, want := range []string{"4S N =", "420", "6.5", "1.5", "A+/A-", "4.8", "Law 12C2(c)"} {
		if !strings.Contains(trav, want) {
			t.Errorf("traveller 1 in the browser lacks %q:\n%s", want, trav)
		}
	}
	if !strings.Contains(texts["#ranking-0"], "63.12") {
		t.Errorf("ranking lacks 63.12:\n%s", texts["#ranking-0"])
	}
	checkScreenshot(t, shot)
}

// TestSolveDDInBrowser renders testdata/dd.pbn with board 1 solved in
// headless Chromium and reads its double-dummy table and par back from the
// page, row by row (declarer, then NT, spades, hearts, diamonds, clubs).
func TestSolveDDInBrowser(t *testing.T) {
	ev := readFile(t, "testdata/dd.pbn", "dd.pbn")
	if _, err := ev.SolveDD(t.Context(), 0, dd.Options{}); err != nil {
		t.Fatal(err)
	}
	texts, shot := renderInBrowser(t, []byte(htmlOf(t, ev)), "dd", "#dd-1", "#par-1", "#dd-3")
	rows := func(sel string) string { return strings.Join(strings.Fields(texts[sel]), " ") }
	if got, want := rows("#dd-1"), "Double dummy NT ♠ ♥ ♦ ♣ N 6 5 6 5 7 S 6 5 6 5 7 E 6 8 6 7 5 W 6 8 6 7 5"; got != want {
		t.Errorf("board 1 table in the browser:\n got %s\nwant %s", got, want)
	}
	if got, want := rows("#dd-3"), "Double dummy NT ♠ ♥ ♦ ♣ N 4 3 9 8 3 S 4 3 9 8 3 E 8 10 4 4 9 W 8 10 4 4 9"; got != want {
		t.Errorf("board 3 table in the browser:\n got %s\nwant %s", got, want)
	}
	if got := texts["#par-1"]; got != "Par: EW 110, EW 2S=" {
		t.Errorf("board 1 par in the browser: %q", got)
	}
	checkScreenshot(t, shot)
}

// TestLanguageInBrowser renders testdata/dd.pbn in Polish (the longest
// vulnerability words) and Italian (hands spaced around the ten) in
// headless Chromium and reads the diagram, the double-dummy table and the
// par of board 3 back from the page.
func TestLanguageInBrowser(t *testing.T) {
	s, err := Score(readFile(t, "testdata/dd.pbn", "dd.pbn"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ lang, diagram, dd, par string }{
		{"pl", "Rozdanie 3 Rozdający S Założenia EW po partii", "W widne karty BA ♠ ♥ ♦ ♣ N 4 3 9 8 3 S 4 3 9 8 3 E 8 10 4 4 9 W 8 10 4 4 9", "Par: EW 300, NS 5♥X-2"},
		{"it", "Smazzata 3 Mazziere Sud Zona EO", "A carte scoperte SA ♠ ♥ ♦ ♣ N 4 3 9 8 3 S 4 3 9 8 3 E 8 10 4 4 9 O 8 10 4 4 9", "Par: EO 300, NS 5♥X-2"},
	} {
		var buf bytes.Buffer
		if err := WriteHTMLLang(&buf, s, score.TwoPerBeat, tc.lang); err != nil {
			t.Fatal(err)
		}
		texts, shot := renderInBrowser(t, buf.Bytes(), "dd-"+tc.lang, "#board-3 .centre", "#dd-3", "#par-3")
		rows := func(sel string) string { return strings.Join(strings.Fields(texts[sel]), " ") }
		if got := rows("#board-3 .centre"); got != tc.diagram {
			t.Errorf("%s diagram: %q, want %q", tc.lang, got, tc.diagram)
		}
		if got := rows("#dd-3"); got != tc.dd {
			t.Errorf("%s table: %q, want %q", tc.lang, got, tc.dd)
		}
		if got := texts["#par-3"]; got != tc.par {
			t.Errorf("%s par: %q, want %q", tc.lang, got, tc.par)
		}
		checkScreenshot(t, shot)
	}
}
