package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/dealfile"
	"bridgelaw/internal/textfile"
	"bridgelaw/lin"
	"bridgelaw/pbn"
	"bridgelaw/record"
)

// format is a hand-record format the CLI reads.
type format string

const (
	formatPBN format = "pbn"
	formatLIN format = "lin"
)

// detectFormat tells PBN from LIN by content (textfile.Sniff): LIN is a
// list of key|value| pairs; anything else is read as PBN.
func detectFormat(data []byte) format {
	if textfile.Sniff(data) == textfile.LIN {
		return formatLIN
	}
	return formatPBN
}

// readInput reads a named file, or standard input for "-"; a file in a
// format bridgelaw recognises and does not read (Dealer4's .dlm) is an
// error naming it (textfile.Supported).
func readInput(name string, stdin io.Reader) ([]byte, error) {
	var data []byte
	var err error
	if name == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(name)
	}
	if err != nil {
		return nil, err
	}
	if err := textfile.Supported(name, data); err != nil {
		return nil, err
	}
	return data, nil
}

// loadedBoard is one board read from a file, with the errors and the
// warnings of reading it.
type loadedBoard struct {
	rec   *record.Record
	errs  []error
	warns []error   // non-standard forms the reader accepted, e.g. "1N" for 1NT
	game  *pbn.Game // the PBN game read (nil for LIN), every tag kept
}

// loadedFile is what loadRecords read from one file.
type loadedFile struct {
	boards []loadedBoard
	format format
	errs   []error // errors attached to no board
	warns  []error // warnings attached to no board
}

// loadRecords reads the hand records of a file in either format. A UTF-16
// file (textfile.UTF16) is decoded first, with a warning.
func loadRecords(name string, data []byte) loadedFile {
	var lf loadedFile
	if cs, _ := textfile.UTF16(data); cs != "" {
		dec := textfile.Decode(data)
		data = []byte(dec.Text)
		lf.warns = append(lf.warns, fmt.Errorf("%s: decoded from UTF-16; hand-record files are normally UTF-8 or Latin-1", name))
		if dec.OddByte {
			lf.warns = append(lf.warns, fmt.Errorf("%s: the UTF-16 text has an odd number of bytes: the last one was dropped", name))
		}
	}
	lf.format = detectFormat(data)
	if lf.format == formatLIN {
		boards, errs := lin.Parse(string(data), name)
		lf.errs = append(lf.errs, errs...)
		for _, b := range boards {
			r, rerrs := b.Record()
			lf.boards = append(lf.boards, loadedBoard{rec: r, errs: rerrs})
		}
		return lf
	}
	loadPBN(&lf, name, data)
	return lf
}

// loadPBN reads a PBN file leniently (package pbn): each game becomes a
// record with the reader's errors and warnings about that game (about the
// format only: the Laws are laws.ReplayRecord's) and the errors of its
// conversion; those before the first game are file-level.
func loadPBN(lf *loadedFile, name string, data []byte) {
	f, _ := pbn.Parse(data, name)
	perGame, outside := f.ProblemsByGame()
	for _, p := range outside {
		if p.Warning {
			lf.warns = append(lf.warns, p)
		} else {
			lf.errs = append(lf.errs, p)
		}
	}
	lf.boards = make([]loadedBoard, len(f.Games))
	for i, g := range f.Games {
		r, errs := g.Record()
		r.Source = fmt.Sprintf("%s:%d", name, g.Pos.Line)
		b := loadedBoard{rec: r, game: g, errs: errs}
		for _, p := range perGame[i] {
			if p.Warning {
				b.warns = append(b.warns, p)
			} else {
				b.errs = append(b.errs, p)
			}
		}
		lf.boards[i] = b
	}
}

// warningText is a warning's message starting with "warning: " once (the
// PBN reader's warnings say it already).
func warningText(msg string) string {
	if strings.Contains(msg, "warning:") {
		return msg
	}
	return "warning: " + msg
}

// maxWholeInput bounds an input that must be read whole before its
// boards (UTF-16, which is decoded first): 64 MiB.
const maxWholeInput = 64 << 20

// scanHandler receives what scanRecords reads, as it reads it.
type scanHandler struct {
	board    func(loadedBoard)
	fileErr  func(error) // an error attached to no board
	fileWarn func(error) // a warning attached to no board
}

// openInput opens a named file, or standard input for "-".
func openInput(name string, stdin io.Reader) (io.ReadCloser, error) {
	if name == "-" {
		return io.NopCloser(stdin), nil
	}
	return os.Open(name)
}

// scanRecords reads the hand records of r (named name) one board at a time
// (pbn.Scanner, lin.Scanner; a dealing machine's deal file, told by content
// or extension, is read whole by scanDealFile; a format recognised and not
// read, such as Dealer4's .dlm, is an error naming it) and gives each to h.board with its errors and
// warnings as loadRecords makes them, and the problems attached to no
// board to h.fileErr and h.fileWarn, as they are met: what it holds is one
// board, whatever the size of the input. The format is told by the first
// 64 KiB (textfile.Sniff); a UTF-16 input is decoded whole (up to 64 MiB),
// with a warning. It returns the number of boards and the error that
// stopped the reading: the reader's, or a line, pair or game over the
// readers' bounds (pbn.ErrTooLong, lin.ErrTooLong: binary data or an
// endless stream), or a file in a format bridgelaw recognises and does
// not read (textfile.Supported: a dealing machine's .dup, .bri, .dge,
// .dlm), or binary data in the first 64 KiB (textfile.Binary), before any
// board.
func scanRecords(name string, r io.Reader, h scanHandler) (int, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	head, _ := br.Peek(64 << 10)
	if err := textfile.Supported(name, head); err != nil {
		return 0, err // a dealing machine's file: named, not misread as PBN
	}
	if cs, _ := textfile.UTF16(head); cs != "" {
		data, err := io.ReadAll(io.LimitReader(br, maxWholeInput+1))
		if err != nil {
			return 0, err
		}
		if len(data) > maxWholeInput {
			return 0, fmt.Errorf("%s: a UTF-16 file of more than %d MiB: save it as UTF-8", name, maxWholeInput>>20)
		}
		lf := loadRecords(name, data)
		for _, e := range lf.errs {
			h.fileErr(e)
		}
		for _, w := range lf.warns {
			h.fileWarn(w)
		}
		for _, b := range lf.boards {
			h.board(b)
		}
		return len(lf.boards), nil
	}
	switch f := textfile.SniffName(name, head); {
	case !f.Read():
		return 0, textfile.Supported(name, head)
	case f.DealFile():
		return scanDealFile(name, f, br, h)
	}
	// Binary data would be read as lines of text outside any tag, a
	// warning each: it is refused at once.
	if at, bin := textfile.Binary(head); bin {
		return 0, fmt.Errorf("%s: not a PBN or LIN file: binary data at byte %d (0x%02X)", name, at+1, head[at])
	}
	n := 0
	if textfile.Sniff(head) == textfile.LIN {
		sc := lin.NewScanner(br, name)
		for sc.Next() {
			for _, e := range sc.Errors() {
				h.fileErr(e)
			}
			rec, errs := sc.Board().Record()
			h.board(loadedBoard{rec: rec, errs: errs})
			n++
		}
		for _, e := range sc.Errors() {
			h.fileErr(e)
		}
		return n, sc.Err()
	}
	sc := pbn.NewScanner(br, name)
	outside := func() {
		for _, p := range sc.Outside() {
			if p.Warning {
				h.fileWarn(p)
			} else {
				h.fileErr(p)
			}
		}
	}
	for sc.Next() {
		outside()
		g := sc.Game()
		rec, errs := g.Record()
		rec.Source = fmt.Sprintf("%s:%d", name, g.Pos.Line)
		b := loadedBoard{rec: rec, game: g, errs: errs}
		for _, p := range sc.Problems() {
			if p.Warning {
				b.warns = append(b.warns, p)
			} else {
				b.errs = append(b.errs, p)
			}
		}
		h.board(b)
		n++
	}
	outside()
	return n, sc.Err()
}

// maxDealFile bounds a dealing machine's file, read whole: 16 MiB (about
// 100,000 boards; a set is 1-99).
const maxDealFile = 16 << 20

// dealFileFormats are the dealing machines' formats package dealfile reads.
var dealFileFormats = map[textfile.Format]dealfile.Format{
	textfile.DUP: dealfile.DUP, textfile.BRI: dealfile.BRI, textfile.DGE: dealfile.DGE,
}

// scanDealFile reads a dealing machine's file (package dealfile) and gives
// each board to h.board as a record of its deal, with the dealer and
// vulnerability of its number (Law 2). A bad record is a board without a
// deal whose error names the file and the board, as a bad PBN board is:
// the boards after it are read. An error of the whole file (not whole
// records) is returned.
func scanDealFile(name string, f textfile.Format, r io.Reader, h scanHandler) (int, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxDealFile+1))
	if err != nil {
		return 0, err
	}
	if len(data) > maxDealFile {
		return 0, fmt.Errorf("%s: a %s file of more than %d MiB", name, f, maxDealFile>>20)
	}
	boards, err := dealfile.Read(dealFileFormats[f], data, name)
	bad := dealfile.BoardErrors(err)
	if err != nil && (len(bad) == 0 || bad[0].Board == 0) {
		return 0, err
	}
	// The boards and the bad records in file order (board numbers rise
	// through the file), the record counted from 1.
	n, rec := 0, 0
	for len(boards) > 0 || len(bad) > 0 {
		rec++
		source := fmt.Sprintf("%s record %d", name, rec)
		if len(bad) > 0 && (len(boards) == 0 || bad[0].Board < boards[0].Number) {
			r := dealRecord(source, dealfile.Board{Number: bad[0].Board})
			r.Hands, r.HandKnown = bridge.Hands{}, bridge.BySeat[bool]{}
			h.board(loadedBoard{rec: r, errs: []error{bad[0]}})
			bad = bad[1:]
		} else {
			h.board(loadedBoard{rec: dealRecord(source, boards[0])})
			boards = boards[1:]
		}
		n++
	}
	return n, nil
}

// dealRecord is the record of a deal file's board (source names it): the
// four hands, the board number, and its dealer and vulnerability (Law 2).
func dealRecord(source string, b dealfile.Board) *record.Record {
	return &record.Record{
		Source:             source,
		Board:              b.Number,
		Dealer:             b.Number.Dealer(),
		DealerKnown:        true,
		Vulnerability:      b.Number.Vulnerability(),
		VulnerabilityKnown: true,
		Hands:              b.Deal.Hands(),
		HandKnown:          bridge.BySeat[bool]{true, true, true, true},
		ClaimTricks:        -1, // no claim
	}
}
