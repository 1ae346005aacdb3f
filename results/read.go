package results

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
)

// Read reads an event from r: PBN (a file whose first significant line is
// a tag or a % line), LIN (a file starting with a key|value pair; errors
// of single boards go to Event.Warnings when some results could be read)
// or the traveller CSV form. name is used in messages.
func Read(r io.Reader, name string) (*Event, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	switch {
	case looksLikePBN(data):
		return ReadPBN(bytes.NewReader(data), name)
	case looksLikeLIN(data):
		ev, errs := ReadLIN(bytes.NewReader(data), name)
		if ev == nil {
			return nil, errors.Join(errs...)
		}
		ev.Warnings = append(ev.Warnings, errs...)
		return ev, nil
	}
	return ReadTraveller(bytes.NewReader(data), name)
}

// linStart is a LIN file's first pair: a two-letter key and "|".
var linStart = regexp.MustCompile(`^\s*[A-Za-z]{2}\|`)

// looksLikeLIN reports whether data starts with a LIN key|value pair.
func looksLikeLIN(data []byte) bool {
	return linStart.Match(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
}

// looksLikePBN reports whether the first line that is not blank starts
// with "[" or "%" (after a UTF-8 byte-order mark).
func looksLikePBN(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		l := bytes.TrimSpace(sc.Bytes())
		if len(l) == 0 {
			continue
		}
		return l[0] == '[' || l[0] == '%'
	}
	return false
}
