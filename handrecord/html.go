package handrecord

import (
	"embed"
	"html/template"
	"io"
	"slices"

	"bridgelaw/internal/catalog"
)

//go:embed web/handrecord.html.tmpl web/handrecord.css
var webFS embed.FS

var page = template.Must(template.New("handrecord.html.tmpl").Funcs(template.FuncMap{
	"suit": func(i int) string { return []string{"s", "h", "d", "c"}[i] },
	"sym":  func(i int) string { return []string{"♠", "♥", "♦", "♣"}[i] },
}).ParseFS(webFS, "web/handrecord.html.tmpl"))

type htmlPage struct {
	Lang, Title, Footer string
	CSS                 template.CSS
	PerPage             int
	Pages               [][]htmlBoard
}

type htmlBoard struct {
	boardView
	N, E, S, W [4]string
	Leads      []htmlLeadSuit
}

type htmlLeadSuit struct {
	Suit   int // 0 spades .. 3 clubs, as the template's suit and sym
	Groups []string
}

// WriteHTML writes the boards as one self-contained HTML page (no script,
// no external asset) laid out for A4 paper: o.PerPage boards a printed
// page, each with its diagram (dealer and vulnerability in the centre),
// the double-dummy table and par when known, the opening leads against
// the par contract, and a link to BBO's handviewer; a board without a
// table has instead an empty <div class="dd-slot" data-deal="PBN deal">
// where a script may put one (the server's pages solve it on the
// reader's device: cmd/ddwasm). The words are in
// o.Lang. An invalid o.PerPage or language is an error (wrapping
// catalog.ErrLanguage for the language); nothing is written then.
func WriteHTML(w io.Writer, boards []*Board, o Options) error {
	o, err := o.check()
	if err != nil {
		return err
	}
	css, err := webFS.ReadFile("web/handrecord.css")
	if err != nil {
		return err
	}
	p := htmlPage{Lang: o.Lang, Title: o.Title, CSS: template.CSS(css), PerPage: o.PerPage, Footer: catalog.Text(o.Lang, "handrecord.footer", nil)}
	for chunk := range slices.Chunk(boards, o.PerPage) {
		var pg []htmlBoard
		for _, b := range chunk {
			v := viewOf(b, o.Lang)
			hb := htmlBoard{boardView: v, N: v.Hands[0], E: v.Hands[1], S: v.Hands[2], W: v.Hands[3]}
			for _, ls := range v.Leads {
				hb.Leads = append(hb.Leads, htmlLeadSuit{Suit: 3 - int(ls.Suit), Groups: ls.Groups})
			}
			pg = append(pg, hb)
		}
		p.Pages = append(p.Pages, pg)
	}
	return page.Execute(w, p)
}
