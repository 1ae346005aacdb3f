package pbn

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// scanAll reads data with a Scanner: the games, every problem (of the
// games and outside them), the file's header and the error.
func scanAll(t testing.TB, r io.Reader, name string) (*File, []string, error) {
	sc := NewScanner(r, name)
	var games []*Game
	var probs []*ParseError
	for sc.Next() {
		probs = append(probs, sc.Outside()...)
		games = append(games, sc.Game())
		probs = append(probs, sc.Problems()...)
	}
	// The counts of forms used again come at the end: Read puts them in
	// the first warning, which the Scanner gave with its game.
	for _, p := range sc.Outside() {
		if !moreCount.MatchString(p.Error()) {
			probs = append(probs, p)
		}
	}
	f := *sc.File()
	f.Games = games
	return &f, problemTexts(probs), sc.Err()
}

// moreCount is the count Read adds to the first warning of a non-standard
// form used again; Scanner cannot know it.
var moreCount = regexp.MustCompile(` \(and \d+ more in this file\)`)

func problemTexts(ps []*ParseError) []string {
	var out []string
	for _, p := range ps {
		out = append(out, moreCount.ReplaceAllString(p.Error(), ""))
	}
	slices.Sort(out)
	return out
}

// TestScannerAsRead: on every corpus file and test file, the Scanner gives
// the games Read gives (written out the same), the same problems (but the
// count of a form used again), the same header and character set.
func TestScannerAsRead(t *testing.T) {
	paths, _ := filepath.Glob("testdata/*.pbn")
	paths = append(paths, corpusFiles(t)...)
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(path)
		want, _ := Parse(data, name)
		got, probs, err := scanAll(t, bytes.NewReader(data), name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if len(got.Games) != len(want.Games) {
			t.Errorf("%s: %d games, Read %d", name, len(got.Games), len(want.Games))
			continue
		}
		var a, b bytes.Buffer
		if err := Write(&a, got); err != nil {
			t.Fatal(err)
		}
		if err := Write(&b, want); err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Errorf("%s: the games written differ from Read's", name)
		}
		if w := problemTexts(want.Problems); !slices.Equal(probs, w) {
			t.Errorf("%s: problems differ:\nscanner %d: %q\nread %d: %q", name, len(probs), probs[:min(len(probs), 5)], len(w), w[:min(len(w), 5)])
		}
		if got.Charset != want.Charset || got.Version != want.Version || got.Export != want.Export {
			t.Errorf("%s: header %q %q %v, Read %q %q %v", name, got.Charset, got.Version, got.Export, want.Charset, want.Version, want.Export)
		}
	}
}

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
// after reading little more than the bound.
func TestScannerBounds(t *testing.T) {
	z := &zeros{}
	sc := NewScanner(z, "zero")
	for sc.Next() {
	}
	if err := sc.Err(); !errors.Is(err, ErrTooLong) || !strings.Contains(err.Error(), "zero:1:1: pbn: too long for PBN: a line of more than 1 MiB") {
		t.Errorf("zeros: %v", err)
	}
	if z.n > 2*MaxLineBytes {
		t.Errorf("zeros: read %d bytes before stopping", z.n)
	}
	// A game with a comment opened and never closed, then lines forever.
	e := &endless{text: "text\n\n"}
	sc = NewScanner(io.MultiReader(strings.NewReader("[Board \"1\"]\n\n[Board \"2\"]\n{ open\n"), e), "open")
	n := 0
	for sc.Next() {
		n++
	}
	if err := sc.Err(); !errors.Is(err, ErrTooLong) || n != 1 || !strings.Contains(err.Error(), "open:3:1") || !strings.Contains(err.Error(), "not closed?") {
		t.Errorf("open comment: %v after %d games, want ErrTooLong at line 3 after 1 game", err, n)
	}
	if e.n > MaxGameBytes+2*MaxLineBytes {
		t.Errorf("open comment: read %d bytes before stopping", e.n)
	}
}

// TestScannerOneAtATime: each game comes as soon as the line that ends it
// is read, from an input that never ends.
func TestScannerOneAtATime(t *testing.T) {
	const game = "[Board \"1\"]\r\n[Deal \"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3\"]\r\n\r\n"
	e := &endless{text: game}
	sc := NewScanner(e, "many")
	for i := range 1000 {
		if !sc.Next() {
			t.Fatalf("game %d: %v", i, sc.Err())
		}
		if g := sc.Game(); g.Pos.Line != 3*i+1 || len(sc.Problems()) != 0 {
			t.Fatalf("game %d at line %d: %v", i, g.Pos.Line, sc.Problems())
		}
	}
	if e.n > 1000*int64(len(game))+128<<10 {
		t.Errorf("read %d bytes for 1000 games of %d", e.n, len(game))
	}
}

// FuzzScanner: on any input, the Scanner gives the games Read gives
// (written out the same) and the same problems, but where the character
// set is told differently (a file that is not UTF-8 as a whole but has
// parts that are: Read reads it all as Latin-1, the Scanner each part as
// what it is).
func FuzzScanner(f *testing.F) {
	f.Add([]byte("[Event \"e\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1NT =1= Pass 3NT AP\n[Note \"1:15-17\"]\n"))
	f.Add([]byte("% PBN 2.1\r\n[Board \"1\"]\r\n{a comment\r\n\r\nover lines}\r\n[Deal \"#\"]\r\n\r\n[Board \"2\"]\r[Deal \"N:AKQJ.AKQ.AKQ.AKQ - - -\"]\r\r;x\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if !utf8.Valid(data) && hasMultibyte(data) {
			return
		}
		want, _ := Parse(data, "fuzz.pbn")
		got, probs, err := scanAll(t, bytes.NewReader(data), "fuzz.pbn")
		if err != nil {
			return // a bound: the input is over 1 MiB a line
		}
		var a, b bytes.Buffer
		if err := Write(&a, got); err != nil {
			t.Fatal(err)
		}
		if err := Write(&b, want); err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Fatalf("scanner:\n%s\nread:\n%s", a.String(), b.String())
		}
		if w := problemTexts(want.Problems); !slices.Equal(probs, w) {
			t.Fatalf("problems differ:\nscanner %q\nread %q", probs, w)
		}
	})
}

// hasMultibyte reports whether data holds a valid UTF-8 sequence of more
// than one byte.
func hasMultibyte(data []byte) bool {
	for len(data) > 0 {
		r, n := utf8.DecodeRune(data)
		if n > 1 && r != utf8.RuneError {
			return true
		}
		data = data[n:]
	}
	return false
}
