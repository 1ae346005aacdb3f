package pbn

import (
	"io"
	"os"
	"path/filepath"
	"testing"
)

// example3 is the 1.9 MB endplay-example3.pbn of the shared corpus.
func example3(b *testing.B) []byte {
	b.Helper()
	data, err := os.ReadFile(filepath.Join(sharedDir(b), "corpus", "endplay-example3.pbn"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	return data
}

// BenchmarkRead reads and checks endplay-example3.pbn (7632 games, auctions
// and plays replayed).
func BenchmarkRead(b *testing.B) {
	data := example3(b)
	for b.Loop() {
		f, _ := Parse(data, "example3.pbn")
		if len(f.Games) != 7632 {
			b.Fatalf("%d games", len(f.Games))
		}
	}
}

// BenchmarkReadNoCheck reads endplay-example3.pbn without the checks.
func BenchmarkReadNoCheck(b *testing.B) {
	data := example3(b)
	for b.Loop() {
		f, _ := Options{NoCheck: true}.Parse(data, "example3.pbn")
		if len(f.Games) != 7632 {
			b.Fatalf("%d games", len(f.Games))
		}
	}
}

// BenchmarkWrite writes the games of endplay-example3.pbn in export format.
func BenchmarkWrite(b *testing.B) {
	f, _ := Parse(example3(b), "example3.pbn")
	for b.Loop() {
		if err := Write(io.Discard, f); err != nil {
			b.Fatal(err)
		}
	}
}
