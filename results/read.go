package results

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
)

// Read reads an event from r: PBN (a file whose first significant line is
// a tag or a % line) or the traveller CSV form. name is used in messages.
func Read(r io.Reader, name string) (*Event, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if looksLikePBN(data) {
		return ReadPBN(bytes.NewReader(data), name)
	}
	return ReadTraveller(bytes.NewReader(data), name)
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
