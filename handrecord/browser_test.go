package handrecord

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"bridgelaw/internal/testbrowser"
	"bridgelaw/internal/testpdf"
)

// TestHTMLPrintsA4: the HTML sheet printed by headless Chromium with the
// page's own size (CSS @page A4) gives A4 pages, one a board or as
// PerPage says. Skipped without Chromium.
func TestHTMLPrintsA4(t *testing.T) {
	bs := solved(t)
	bctx := testbrowser.Context(t, 90*time.Second, 1000, 1400)
	for _, c := range []struct{ perPage, pages int }{{1, 5}, {2, 3}, {4, 2}} {
		var page bytes.Buffer
		if err := WriteHTML(&page, bs, Options{PerPage: c.perPage, Lang: "it"}); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(t.TempDir(), "sheet.html")
		if err := os.WriteFile(file, page.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(bctx, chromedp.Navigate("file://"+file), chromedp.WaitVisible("#title")); err != nil {
			t.Fatalf("chromium: %v", err)
		}
		pdf, err := chromedp.Run(bctx, chromedp.PrintToPDF(chromedp.PDFPreferCSSPageSize()))
		if err != nil {
			t.Fatalf("print: %v", err)
		}
		info, err := testpdf.Read(pdf)
		if err != nil {
			t.Fatalf("per page %d: Chromium's PDF: %v", c.perPage, err)
		}
		if info.Pages != c.pages {
			t.Errorf("per page %d: printed on %d pages, want %d", c.perPage, info.Pages, c.pages)
		}
		for _, m := range info.MediaBoxes {
			f := strings.Fields(m)
			w, _ := strconv.ParseFloat(f[len(f)-2], 64)
			h, _ := strconv.ParseFloat(f[len(f)-1], 64)
			if w < 594 || w > 596 || h < 841 || h > 843 { // A4, 595.28 x 841.89 points, as Chromium rounds it
				t.Errorf("per page %d: MediaBox [%s], want A4", c.perPage, m)
			}
		}
	}
}
