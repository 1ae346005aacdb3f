package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"

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

// linStart matches the first pair of a LIN file ("pn|", "md|", "qx|", ...).
var linStart = regexp.MustCompile(`(?m)^\s*[a-zA-Z]{2}\|`)

// detectFormat tells PBN from LIN by content: LIN is a list of key|value|
// pairs; PBN has [Tag "value"] pairs.
func detectFormat(data []byte) format {
	firstTag := bytes.IndexByte(data, '[')
	loc := linStart.FindIndex(data)
	if loc != nil && (firstTag < 0 || loc[0] < firstTag) {
		return formatLIN
	}
	return formatPBN
}

// readInput reads a named file, or standard input for "-".
func readInput(name string, stdin io.Reader) ([]byte, error) {
	if name == "-" {
		return io.ReadAll(stdin)
	}
	return os.ReadFile(name)
}

// loadedBoard is one board read from a file, with the errors of reading it.
type loadedBoard struct {
	rec  *record.Record
	errs []error
}

// loadRecords reads the hand records of a file in either format. File-level
// errors (those attached to no board) come back apart.
func loadRecords(name string, data []byte) ([]loadedBoard, format, []error) {
	if bytes.HasPrefix(data, []byte{0xff, 0xfe}) || bytes.HasPrefix(data, []byte{0xfe, 0xff}) {
		return nil, detectFormat(data), []error{fmt.Errorf("%s: the file is in UTF-16; save it as UTF-8 (or Latin-1 for PBN) and try again", name)}
	}
	switch f := detectFormat(data); f {
	case formatLIN:
		boards, errs := lin.Parse(string(data), name)
		out := make([]loadedBoard, 0, len(boards))
		for _, b := range boards {
			r, rerrs := b.Record()
			out = append(out, loadedBoard{rec: r, errs: rerrs})
		}
		return out, f, errs
	default:
		return loadPBN(name, data)
	}
}

// rechecked are the PBN checker's findings that record.Replay makes again
// (and reports as mismatches, irregularities or problems of its own), or
// that it repairs (a missing Contract tag is derived from the auction).
var rechecked = []error{pbn.ErrInconsistent, pbn.ErrAuction, pbn.ErrPlay, pbn.ErrMissingTag}

// loadPBN reads a PBN file leniently (package pbn): each game becomes a
// record, with the reader's errors about that game (warnings left out);
// errors before the first game are file-level.
func loadPBN(name string, data []byte) ([]loadedBoard, format, []error) {
	f, _ := pbn.Parse(data, name)
	perGame, outside := f.ProblemsByGame()
	var fileErrs []error
	for _, p := range outside {
		if !p.Warning {
			fileErrs = append(fileErrs, p)
		}
	}
	out := make([]loadedBoard, len(f.Games))
	for i, g := range f.Games {
		r, errs := g.Record()
		r.Source = fmt.Sprintf("%s:%d", name, g.Pos.Line)
		var kept []error
		for _, p := range perGame[i] {
			if !p.Warning && !isAny(p, rechecked) {
				kept = append(kept, p)
			}
		}
		for _, e := range errs {
			if !isAny(e, rechecked) {
				kept = append(kept, e)
			}
		}
		out[i] = loadedBoard{rec: r, errs: kept}
	}
	return out, formatPBN, fileErrs
}

func isAny(err error, targets []error) bool {
	for _, t := range targets {
		if errors.Is(err, t) {
			return true
		}
	}
	return false
}
