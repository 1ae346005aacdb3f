package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"regexp"

	"bridgelaw/lin"
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

// loadPBN is replaced when the PBN reader is wired in.
var loadPBN = func(name string, data []byte) ([]loadedBoard, format, []error) {
	return nil, formatPBN, []error{fmt.Errorf("%s: PBN is not supported yet", name)}
}
