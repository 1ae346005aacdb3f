package results

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"bridgelaw/internal/textfile"
	"bridgelaw/laws"
)

// Read reads an event from r: USEBIO (a USEBIO element in its first 1024
// bytes; ReadUSEBIO), a table log (laws.IsLog: PBN tags, then events;
// ReadTableLog), PBN (a file whose first significant line is
// a tag or a % line), LIN (a file starting with a key|value pair; errors
// of single boards go to Event.Warnings when some results could be read)
// or the traveller CSV form. A name ending in .pbn or .lin is read in that
// format whatever its content, so a broken file gets that reader's errors.
// name is used in messages. An empty file is an error (ErrEvent); a
// dealing machine's file (.dup, .bri, .dge, .dlm: deals, no results) is an
// error wrapping textfile.ErrUnsupported that names its format. An input
// of more than MaxInput bytes is an error wrapping ErrTooLarge (binary
// data or an endless stream such as /dev/zero): what is read is bounded.
func Read(r io.Reader, name string) (*Event, error) {
	data, err := readAll(r, name)
	if err != nil {
		return nil, err
	}
	if err := textfile.Supported(name, data); err != nil {
		return nil, err
	}
	if f := textfile.SniffName(name, data); f.DealFile() {
		return nil, fmt.Errorf("%s: %s %w by results: a dealing machine's file holds deals, no results (bridgelaw handrecord prints its hand records)", name, f, textfile.ErrUnsupported)
	}
	if head := data[:min(len(data), 1024)]; bytes.Contains(head, []byte("<USEBIO")) {
		return ReadUSEBIO(bytes.NewReader(data), name)
	}
	ext := strings.ToLower(filepath.Ext(name))
	switch f := textfile.Sniff(data); {
	case f == textfile.Empty:
		return nil, fmt.Errorf("%w: %s: the file is empty", ErrEvent, name)
	case f != textfile.LIN && ext != ".pbn" && ext != ".lin" && laws.IsLog(string(textfile.TrimUTF8BOM(data))):
		return ReadTableLog(bytes.NewReader(data), name)
	case f == textfile.PBN || ext == ".pbn" && f != textfile.LIN:
		return ReadPBN(bytes.NewReader(data), name)
	case f == textfile.LIN || ext == ".lin":
		ev, errs := ReadLIN(bytes.NewReader(data), name)
		if ev == nil {
			return nil, errors.Join(errs...)
		}
		ev.Warnings = append(ev.Warnings, errs...)
		return ev, nil
	}
	return ReadTraveller(bytes.NewReader(data), name)
}

// MaxInput is the most bytes Read and ReadTableLog read: 256 MiB, far
// more than any event's results (a session of 36 boards at 100 tables is
// some 10 MiB of PBN).
const MaxInput = 256 << 20

// maxInput is MaxInput; tests lower it.
var maxInput int64 = MaxInput

// ErrTooLarge reports an input of more than MaxInput bytes.
var ErrTooLarge = errors.New("results: input too large")

// readAll reads r whole, up to maxInput bytes; more is an error wrapping
// ErrTooLarge, a read error is wrapped with the name.
func readAll(r io.Reader, name string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxInput+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if int64(len(data)) > maxInput {
		return nil, fmt.Errorf("%w: %s: more than %d MiB: not a file of results (binary data or an endless stream?)", ErrTooLarge, name, maxInput>>20)
	}
	return data, nil
}
