package server

import (
	"bufio"
	"bytes"
	"fmt"
	"net/http"
	"strconv"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/handrecord"
	"bridgelaw/internal/textfile"
	"bridgelaw/lin"
	"bridgelaw/pbn"
)

// The hand records of a session (/handrecords): a file of deals uploaded
// (PBN or LIN) is read as `bridgelaw handrecord` reads it
// (cmd/bridgelaw/handrecord.go: each board once, the double-dummy table
// and par the file gives, the rest solved) and shown as the sheets its
// --format html writes, or sent as its --format pdf (package handrecord,
// both). The upload is read in memory, bounded by MaxUpload, and never
// stored.

func (s *Server) pageHandrecords(w http.ResponseWriter, r *http.Request) {
	lang, err := s.language(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "handrecords.html.tmpl", s.uploadForm(lang, ""))
}

// pageHandrecordsPost reads the multipart form (fields lang, per-page, as,
// device; the part file) and answers the sheets: the page, or the PDF when
// as is "pdf". With the solver for the browser (Options.DDWasm) the page
// leaves the deals without a table to the reader's device when the field
// device is given or when there are more than maxSolve of them (else an
// error); the PDF is always solved here.
func (s *Server) pageHandrecordsPost(w http.ResponseWriter, r *http.Request) {
	lang, err := s.language(r)
	if err != nil {
		s.pageError(w, r, err)
		return
	}
	fail := func(status int, msg string) {
		s.render(w, r, status, "handrecords.html.tmpl", s.uploadForm(lang, msg))
	}
	if err := s.needDirector(r); err != nil {
		s.pageError(w, r, err)
		return
	}
	u, status, err := readUpload(w, r, &lang)
	if err != nil {
		fail(status, err.Error())
		return
	}
	data, name := u.data, u.name
	pdf := u.fields["as"] == "pdf"
	perPage := 1
	if n, e := strconv.Atoi(u.fields["per-page"]); e == nil && (n == 1 || n == 2 || n == 4) {
		perPage = n
	}
	boards, title, err := readHandrecords(data, name)
	if err != nil {
		fail(http.StatusUnprocessableEntity, err.Error())
		return
	}
	if len(boards) == 0 {
		fail(http.StatusUnprocessableEntity, label(lang, "handrecords-none"))
		return
	}
	todo := 0
	for _, b := range boards {
		if b.DD == nil {
			todo++
		}
	}
	_, onDevice := u.fields["device"]
	onDevice = s.opts.DDWasm != "" && !pdf && (onDevice || todo > maxSolve)
	if todo > maxSolve && !onDevice {
		fail(http.StatusUnprocessableEntity, fmt.Sprintf("%s: %d > %d", label(lang, "solve-dd"), todo, maxSolve))
		return
	}
	if !onDevice {
		if err := handrecord.Complete(r.Context(), boards, 0, dd.Options{}); err != nil {
			fail(http.StatusUnprocessableEntity, err.Error())
			return
		}
	}
	var buf bytes.Buffer
	opt := handrecord.Options{Title: title, PerPage: perPage, Lang: lang}
	if pdf {
		err = handrecord.WritePDF(&buf, boards, opt)
	} else {
		err = handrecord.WriteHTML(&buf, boards, opt)
	}
	if err != nil {
		fail(http.StatusUnprocessableEntity, err.Error())
		return
	}
	page := buf.Bytes()
	w.Header().Set("Cache-Control", "no-store")
	if pdf {
		w.Header().Set("Content-Type", "application/pdf")
		w.Header().Set("Content-Disposition", `attachment; filename="handrecords.pdf"`)
	} else {
		var device bool
		page, device = s.withDeviceSolver(page, lang)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Security-Policy", s.uploadedPageCSP(device))
	}
	_, _ = w.Write(page)
}

// readHandrecords reads the boards of a PBN or LIN file for the sheets as
// `bridgelaw handrecord` does: each board number and deal once, the
// double-dummy table (OptimumResultTable, else DoubleDummyTricks) and par
// a PBN game gives; a board without a whole deal is left out. The title
// is the file's first Event tag. The error is the reader's (a line over
// its bounds, binary data).
func readHandrecords(data []byte, name string) (boards []*handrecord.Board, title string, err error) {
	type key struct {
		n bridge.Board
		d bridge.Deal
	}
	seen := map[key]bool{}
	add := func(b *handrecord.Board, event string) {
		if title == "" && event != "" && event != "?" {
			title = event
		}
		k := key{b.Number, b.Deal}
		if !seen[k] {
			seen[k] = true
			boards = append(boards, b)
		}
	}
	br := bufio.NewReader(bytes.NewReader(data))
	if textfile.Sniff(data) == textfile.LIN {
		sc := lin.NewScanner(br, name)
		for sc.Next() {
			rec, _ := sc.Board().Record()
			if b, err := handrecord.FromRecord(rec); err == nil {
				add(b, rec.Event)
			}
		}
		return boards, title, sc.Err()
	}
	sc := pbn.NewScanner(br, name)
	for sc.Next() {
		g := sc.Game()
		rec, _ := g.Record()
		b, err := handrecord.FromRecord(rec)
		if err != nil {
			continue
		}
		b.TakeAnalysis(g)
		add(b, rec.Event)
	}
	return boards, title, sc.Err()
}
