// Package testpdf reads what the tests of the PDF writers check in a PDF:
// its structure (header, cross-reference table, trailer) and its pages
// with their MediaBoxes.
package testpdf

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Info is what Read finds in a PDF.
type Info struct {
	// Pages is the number of page objects (/Type /Page).
	Pages int
	// MediaBoxes are the MediaBox arrays given, as written ("0 0 595.28
	// 841.89" is A4 in points).
	MediaBoxes []string
}

// A4 is the MediaBox of an A4 page, 210 x 297 mm in points.
const A4 = "0 0 595.28 841.89"

var (
	pageObj  = regexp.MustCompile(`/Type /Page[^s]`)
	mediaBox = regexp.MustCompile(`/MediaBox \[([^\]]*)\]`)
	xrefRow  = regexp.MustCompile(`(?m)^(\d{10}) (\d{5}) ([nf])`)
)

// Read checks the structure of a PDF with a classic cross-reference table
// (PDF 1.7 section 7.5): the "%PDF-1.x" header, "startxref" giving the
// offset of the "xref" table, each in-use entry of which is the offset of
// its object ("N 0 obj"), and "%%EOF" at the end; and counts the pages.
// The error says what is wrong.
func Read(data []byte) (Info, error) {
	s := string(data)
	if !strings.HasPrefix(s, "%PDF-1.") {
		return Info{}, errors.New("no %PDF-1.x header")
	}
	if !strings.HasSuffix(strings.TrimSpace(s), "%%EOF") {
		return Info{}, errors.New("no %%EOF at the end")
	}
	i := strings.LastIndex(s, "startxref")
	if i < 0 {
		return Info{}, errors.New("no startxref")
	}
	f := strings.Fields(s[i+len("startxref"):])
	if len(f) == 0 {
		return Info{}, errors.New("startxref without an offset")
	}
	off, err := strconv.Atoi(f[0])
	if err != nil || off < 0 || off >= len(s) || !strings.HasPrefix(s[off:], "xref") {
		return Info{}, fmt.Errorf("startxref %q does not point at the xref table", f[0])
	}
	tbl := s[off+len("xref"):]
	end := strings.Index(tbl, "trailer")
	if end < 0 {
		return Info{}, errors.New("no trailer after the xref table")
	}
	tbl = tbl[:end]
	head := strings.Fields(tbl)
	if len(head) < 2 {
		return Info{}, errors.New("empty xref table")
	}
	first, err1 := strconv.Atoi(head[0])
	count, err2 := strconv.Atoi(head[1])
	rows := xrefRow.FindAllStringSubmatch(tbl, -1)
	if err1 != nil || err2 != nil || len(rows) != count {
		return Info{}, fmt.Errorf("xref subsection %q %q with %d entries", head[0], head[1], len(rows))
	}
	for n, m := range rows {
		if m[3] != "n" {
			continue
		}
		at, _ := strconv.Atoi(m[1])
		want := fmt.Sprintf("%d 0 obj", first+n)
		if at >= len(s) || !strings.HasPrefix(s[at:], want) {
			return Info{}, fmt.Errorf("xref entry %d: offset %d does not start %q", first+n, at, want)
		}
	}
	info := Info{Pages: len(pageObj.FindAllString(s, -1))}
	for _, m := range mediaBox.FindAllStringSubmatch(s, -1) {
		info.MediaBoxes = append(info.MediaBoxes, m[1])
	}
	return info, nil
}
