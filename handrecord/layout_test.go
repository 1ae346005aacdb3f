package handrecord

import (
	"bytes"
	"encoding/xml"
	"os/exec"
	"testing"
)

// TestPDFLayoutNoOverlap: the blocks layoutPDF gives the boards of a page
// (measured as drawn, opening leads and handviewer link included) do not
// overlap, and each lies inside its page's printable area, for 1, 2 and
// 4 boards a page and in every language (the lead titles differ in
// length).
func TestPDFLayoutNoOverlap(t *testing.T) {
	bs := solved(t)
	for _, lang := range []string{"en", "it", "fr", "pl"} {
		for _, perPage := range []int{1, 2, 4} {
			o, err := Options{PerPage: perPage, Lang: lang}.check()
			if err != nil {
				t.Fatal(err)
			}
			blocks := layoutPDF(bs, o)
			for i, a := range blocks {
				if a.top < margin || a.bottom > pageH-margin || a.x < margin || a.x+a.w > pageW-margin+0.01 || a.bottom <= a.top {
					t.Errorf("%s, %d a page: board %d at x %.1f-%.1f, y %.1f-%.1f: outside the page", lang, perPage, i+1, a.x, a.x+a.w, a.top, a.bottom)
				}
				page := i / perPage
				for j := page * perPage; j < i; j++ {
					b := blocks[j]
					if a.x < b.x+b.w && b.x < a.x+a.w && a.top < b.bottom && b.top < a.bottom {
						t.Errorf("%s, %d a page: board %d (y %.1f-%.1f) overlaps board %d (y %.1f-%.1f)", lang, perPage, i+1, a.top, a.bottom, j+1, b.top, b.bottom)
					}
				}
			}
		}
	}
}

// TestPDFNoOverlapRendered: in the PDF as poppler's pdftotext reads it
// (skipped when it is not installed), the words of each board (from its
// "Board" heading to the next, in drawing order: -raw) lie in a box that no
// other board's box on the page overlaps: board 2's heading is not drawn
// over board 1's opening leads and handviewer link (2 a page, as found).
func TestPDFNoOverlapRendered(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) not installed")
	}
	bs := solved(t)
	for _, perPage := range []int{1, 2, 4} {
		var buf bytes.Buffer
		if err := WritePDF(&buf, bs, Options{PerPage: perPage, Lang: "en"}); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("pdftotext", "-bbox", "-raw", "-", "-")
		cmd.Stdin = &buf
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Pages []struct {
				Words []struct {
					XMin float64 `xml:"xMin,attr"`
					YMin float64 `xml:"yMin,attr"`
					XMax float64 `xml:"xMax,attr"`
					YMax float64 `xml:"yMax,attr"`
					Text string  `xml:",chardata"`
				} `xml:"word"`
			} `xml:"body>doc>page"`
		}
		if err := xml.Unmarshal(out, &doc); err != nil {
			t.Fatal(err)
		}
		type box struct{ x0, y0, x1, y1 float64 }
		for p, page := range doc.Pages {
			var boxes []box
			for _, w := range page.Words {
				if w.Text == "Board" {
					boxes = append(boxes, box{w.XMin, w.YMin, w.XMax, w.YMax})
					continue
				}
				if len(boxes) == 0 {
					continue // the title
				}
				b := &boxes[len(boxes)-1]
				b.x0, b.y0, b.x1, b.y1 = min(b.x0, w.XMin), min(b.y0, w.YMin), max(b.x1, w.XMax), max(b.y1, w.YMax)
			}
			if want := min(perPage, len(bs)-p*perPage); len(boxes) != want {
				t.Fatalf("%d a page, page %d: %d boards, want %d", perPage, p+1, len(boxes), want)
			}
			for i, a := range boxes {
				for j, b := range boxes[:i] {
					if a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 {
						t.Errorf("%d a page, page %d: board %d's words (y %.0f-%.0f pt) overlap board %d's (y %.0f-%.0f pt)", perPage, p+1, i+1, a.y0, a.y1, j+1, b.y0, b.y1)
					}
				}
			}
		}
	}
}
