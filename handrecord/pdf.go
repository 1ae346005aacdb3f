package handrecord

import (
	"io"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// A4 in millimetres, and the margin of the page.
const (
	pageW, pageH = 210.0, 297.0
	margin       = 10.0
)

// fixedDate is the creation and modification date of every PDF written,
// so that the same boards give the same bytes.
var fixedDate = time.Date(2017, 1, 1, 0, 0, 0, 0, time.UTC)

// WritePDF writes the boards as a PDF of A4 pages, o.PerPage boards a page
// (1: one a page; 2: one above the other; 4: two rows of two), each with
// what WriteHTML shows: the diagram with the dealer and the vulnerability,
// the double-dummy table and par when known, the opening leads against
// the par contract, and the BBO handviewer link (a link annotation on its
// label). The fonts are Go Regular and Go Bold, embedded (they have the
// suit symbols and every letter of the four languages). The title is on
// the first page and in the document's information. An invalid o.PerPage
// or language is an error (wrapping catalog.ErrLanguage for the language);
// nothing is written then. With no board the PDF has one page, the
// title's.
func WritePDF(w io.Writer, boards []*Board, o Options) error {
	o, err := o.check()
	if err != nil {
		return err
	}
	pdf := newPDF()
	pdf.SetTitle(o.Title, true)
	pdf.SetCreator("bridgelaw", true)
	newPage := func() {
		pdf.AddPage()
		pdf.SetFont("go", "B", 12)
		pdf.SetTextColor(0, 0, 0)
		pdf.Text(margin, margin+5, o.Title)
	}
	if len(boards) == 0 {
		newPage()
	}
	for i, bl := range layoutPDF(boards, o) {
		if bl.slot == 0 {
			newPage()
		}
		drawBoard(pdf, viewOf(boards[i], o.Lang), bl.x, bl.top, bl.w, bl.size)
	}
	if err := pdf.Error(); err != nil {
		return err
	}
	return pdf.Output(w)
}

// newPDF is an empty A4 document in millimetres with the fonts Go
// Regular and Go Bold as "go", no automatic page break, and fixed dates.
func newPDF() *fpdf.Fpdf {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCreationDate(fixedDate)
	pdf.SetModificationDate(fixedDate)
	pdf.SetCatalogSort(true)
	pdf.SetAutoPageBreak(false, 0)
	pdf.AddUTF8FontFromBytes("go", "", goregular.TTF)
	pdf.AddUTF8FontFromBytes("go", "B", gobold.TTF)
	return pdf
}

// pdfBlock is where one board is drawn: its slot on the page (0 to
// PerPage-1, 0 starting a page), the box's left x and width, the top and
// bottom y of what is drawn (mm from the top of the page), and the font
// size (points).
type pdfBlock struct {
	slot              int
	x, w, top, bottom float64
	size              float64
}

// layoutPDF places the boards o.PerPage a page (o checked): each in its
// slot, at the slot's font size or, when the board drawn at that size is
// taller than the slot (a long lead title, two boards a page), at the
// size that fits it. Each board's height is measured by drawing it on a
// scratch page, so that no board runs into the next one.
func layoutPDF(boards []*Board, o Options) []pdfBlock {
	// The slots of a page: x, y, width, height, and the font size.
	type slot struct{ x, y, w, h, size float64 }
	top := margin + 8 // below the title line
	var slots []slot
	switch o.PerPage {
	case 1:
		slots = []slot{{margin, top, pageW - 2*margin, pageH - top - margin, 12}}
	case 2:
		h := (pageH - top - margin) / 2
		slots = []slot{{margin, top, pageW - 2*margin, h, 11}, {margin, top + h, pageW - 2*margin, h, 11}}
	case 4:
		w, h := (pageW-2*margin)/2, (pageH-top-margin)/2
		slots = []slot{{margin, top, w, h, 8}, {margin + w, top, w, h, 8}, {margin, top + h, w, h, 8}, {margin + w, top + h, w, h, 8}}
	}
	scratch := newPDF()
	scratch.AddPage()
	out := make([]pdfBlock, len(boards))
	for i, b := range boards {
		s := slots[i%len(slots)]
		v := viewOf(b, o.Lang)
		// The gap kept below a board, before the next slot's rule.
		const gap = 2.0
		size := s.size
		height := drawBoard(scratch, v, 0, 0, s.w, size)
		// The height is about proportional to the size; a few rounds
		// settle the lines the lead title is split into.
		for range 8 {
			if height <= s.h-gap {
				break
			}
			size *= (s.h - gap) / height * 0.99
			height = drawBoard(scratch, v, 0, 0, s.w, size)
		}
		out[i] = pdfBlock{slot: i % len(slots), x: s.x, w: s.w, top: s.y, bottom: s.y + height, size: size}
	}
	return out
}

// drawBoard draws one board in the box at x, y of width w at the font
// size size (points) and returns the height drawn (mm, down to the
// descenders of the last line): some 29 lines.
func drawBoard(pdf *fpdf.Fpdf, v boardView, x, y, w, size float64) float64 {
	y0 := y
	lh := size * 0.3528 * 1.35 // the line height in mm
	pdf.SetDrawColor(136, 136, 136)
	pdf.SetLineWidth(0.2)
	pdf.Line(x, y, x+w-2, y)
	pdf.SetFont("go", "B", size+1)
	pdf.SetTextColor(0, 0, 0)
	y += lh * 1.3
	pdf.Text(x, y, v.Heading)
	pdf.SetFont("go", "", size*0.9)
	y += lh
	pdf.Text(x, y, fit(pdf, v.DealerLabel+": "+v.Dealer+" · "+v.VulLabel+": "+v.Vul, w-2))
	pdf.SetFont("go", "", size)
	y += lh * 0.3

	// The diagram: three columns, North above, West and East beside the
	// compass, South below.
	col := (w - 2) / 3
	hand := func(cx, cy float64, seat int) {
		for i := range 4 {
			suitText(pdf, cx, cy+lh*float64(i+1), i, fit(pdf, v.Hands[seat][i], col-lh*1.5))
		}
	}
	hand(x+col, y, 0)
	hand(x, y+4*lh, 3)
	hand(x+2*col+lh, y+4*lh, 1)
	hand(x+col, y+8*lh, 2)
	// The compass in the centre.
	bw := min(col*0.8, 9*lh)
	cx, cy := x+col, y+4*lh+lh*0.3
	pdf.Rect(cx, cy, bw, 4*lh, "D")
	pdf.SetFont("go", "B", size)
	centred(pdf, cx, cy+lh*1.0, bw, v.SeatLetters[0])
	pdf.Text(cx+1, cy+lh*2.3, v.SeatLetters[3])
	pdf.Text(cx+bw-1-pdf.GetStringWidth(v.SeatLetters[1]), cy+lh*2.3, v.SeatLetters[1])
	centred(pdf, cx, cy+lh*3.6, bw, v.SeatLetters[2])
	pdf.SetFont("go", "", size)
	y += 12*lh + lh*0.8

	// The double-dummy table and par.
	if v.DD {
		pdf.SetFont("go", "", size*0.85)
		pdf.Text(x, y, v.DDCaption)
		pdf.SetFont("go", "", size)
		cw := lh * 2.2
		heads := [6]string{"", v.NT, "♠", "♥", "♦", "♣"}
		for j, hd := range heads {
			if j >= 2 {
				suitColour(pdf, j-2)
			}
			centred(pdf, x+float64(j)*cw, y+lh, cw, hd)
			pdf.SetTextColor(0, 0, 0)
		}
		for i, row := range v.DDRows {
			ry := y + lh*float64(i+2)
			pdf.SetFont("go", "B", size)
			centred(pdf, x, ry, cw, row.Seat)
			pdf.SetFont("go", "", size)
			for j, t := range row.Tricks {
				centred(pdf, x+float64(j+1)*cw, ry, cw, t)
			}
		}
		for i := range 6 { // the grid
			pdf.Line(x, y+lh*(float64(i)+0.3), x+6*cw, y+lh*(float64(i)+0.3))
		}
		for j := range 7 {
			pdf.Line(x+float64(j)*cw, y+lh*0.3, x+float64(j)*cw, y+lh*5.3)
		}
		y += 6 * lh
	}
	if v.Par != "" {
		y += lh * 0.3
		pdf.Text(x, y, v.Par)
		y += lh
	}
	if v.LeadsTitle != "" {
		y += lh * 0.3
		pdf.SetFont("go", "", size*0.85)
		for i, l := range pdf.SplitText(v.LeadsTitle, w-2) {
			if i > 0 {
				y += lh * 0.85
			}
			pdf.Text(x, y, l)
		}
		pdf.SetFont("go", "", size)
		for _, ls := range v.Leads {
			y += lh
			line := ""
			for i, g := range ls.Groups {
				if i > 0 {
					line += " · "
				}
				line += g
			}
			suitText(pdf, x+2, y, 3-int(ls.Suit), fit(pdf, line, w-8))
		}
		y += lh
	}
	// The handviewer link.
	y += lh * 0.3
	pdf.SetTextColor(0, 0, 120)
	pdf.Text(x, y, v.URLLabel)
	pdf.LinkString(x, y-lh*0.8, pdf.GetStringWidth(v.URLLabel), lh, v.URL)
	pdf.SetTextColor(0, 0, 0)
	return y + lh*0.3 - y0
}

// suitText writes the symbol of suit i (0 spades .. 3 clubs) in its colour
// and the text after it, on the baseline at x, y.
func suitText(pdf *fpdf.Fpdf, x, y float64, i int, s string) {
	sym := []string{"♠", "♥", "♦", "♣"}[i]
	suitColour(pdf, i)
	pdf.Text(x, y, sym)
	pdf.SetTextColor(0, 0, 0)
	pdf.Text(x+pdf.GetStringWidth(sym+" "), y, s)
}

// suitColour sets the colour of suit i's symbol: red for hearts and
// diamonds, black for the others.
func suitColour(pdf *fpdf.Fpdf, i int) {
	if i == 1 || i == 2 {
		pdf.SetTextColor(200, 0, 0)
		return
	}
	pdf.SetTextColor(0, 0, 0)
}

// centred writes s centred in the width w from x, on the baseline y.
func centred(pdf *fpdf.Fpdf, x, y, w float64, s string) {
	pdf.Text(x+(w-pdf.GetStringWidth(s))/2, y, s)
}

// fit is s cut to the width w, ending in "…" when cut.
func fit(pdf *fpdf.Fpdf, s string, w float64) string {
	if pdf.GetStringWidth(s) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && pdf.GetStringWidth(string(r)+"…") > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
