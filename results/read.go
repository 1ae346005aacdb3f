package results

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strings"
)

// Read reads an event from r: PBN (a file whose first significant line is
// a tag or a % line), LIN (a file starting with a key|value pair; errors
// of single boards go to Event.Warnings when some results could be read)
// or the traveller CSV form. A name ending in .pbn or .lin is read in that
// format whatever its content, so a broken file gets that reader's errors.
// name is used in messages. An empty file is an error (ErrEvent).
func Read(r io.Reader, name string) (*Event, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	ext := strings.ToLower(filepath.Ext(name))
	switch {
	case len(bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))) == 0:
		return nil, fmt.Errorf("%w: %s: the file is empty", ErrEvent, name)
	case looksLikePBN(data) || ext == ".pbn" && !looksLikeLIN(data):
		return ReadPBN(bytes.NewReader(data), name)
	case looksLikeLIN(data) || ext == ".lin":
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
