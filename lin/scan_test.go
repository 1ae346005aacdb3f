package lin

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// zeros is an endless input of zero bytes, as /dev/zero.
type zeros struct{ n int64 }

func (z *zeros) Read(p []byte) (int, error) {
	clear(p)
	z.n += int64(len(p))
	return len(p), nil
}

// endless repeats a text forever.
type endless struct {
	text string
	off  int
	n    int64
}

func (e *endless) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		c := copy(p[n:], e.text[e.off:])
		n += c
		e.off = (e.off + c) % len(e.text)
	}
	e.n += int64(n)
	return n, nil
}

// TestScannerBounds: an endless or binary input stops with ErrTooLong
// after reading little more than the bound, never filling the memory.
func TestScannerBounds(t *testing.T) {
	z := &zeros{}
	sc := NewScanner(z, "zero")
	for sc.Next() {
	}
	if err := sc.Err(); !errors.Is(err, ErrTooLong) || !strings.Contains(err.Error(), "zero:1:1") {
		t.Errorf("zeros: %v, want ErrTooLong at zero:1:1", err)
	}
	if z.n > 2*MaxPair {
		t.Errorf("zeros: read %d bytes before stopping", z.n)
	}
	// One board that never ends: commentary pairs forever.
	e := &endless{text: "nt|" + strings.Repeat("x", 1000) + "|"}
	sc = NewScanner(io.MultiReader(strings.NewReader("md|1SAKQJHAKQJDAKQJCA,,,|"), e), "nt")
	n := 0
	for sc.Next() {
		n++
	}
	if err := sc.Err(); !errors.Is(err, ErrTooLong) || n != 0 {
		t.Errorf("endless board: %v after %d boards, want ErrTooLong and the board dropped", err, n)
	}
	if e.n > MaxBoard+2*MaxPair {
		t.Errorf("endless board: read %d bytes before stopping", e.n)
	}
}

// TestScannerOneAtATime: the boards come as the pairs that end them are
// read: the first board is given before the input ends.
func TestScannerOneAtATime(t *testing.T) {
	const board = "qx|o1|md|1SAKQJHAKQJDAKQJCA,,,|sv|o|mb|p|mb|p|mb|p|mb|p|pg||\n"
	e := &endless{text: board}
	sc := NewScanner(e, "many")
	for i := range 1000 {
		if !sc.Next() {
			t.Fatalf("board %d: %v", i, sc.Err())
		}
		if got := sc.Board().String(); got+"\n" != board {
			t.Fatalf("board %d: %q", i, got)
		}
	}
	if e.n > 1000*int64(len(board))+128<<10 {
		t.Errorf("read %d bytes for 1000 boards of %d", e.n, len(board))
	}
}
