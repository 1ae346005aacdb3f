package results

import (
	"errors"
	"fmt"
	"io"
)

// ErrPBN: PBN input is not available yet (it waits for package pbn).
var ErrPBN = errors.New("results: PBN input needs package pbn")

// ReadPBN reads an event from a PBN file.
func ReadPBN(r io.Reader, name string) (*Event, error) {
	return nil, fmt.Errorf("%s: %w", name, ErrPBN)
}
