package pbn

import (
	"bytes"
	"testing"
)

// FuzzRead reads any bytes: the reader never panics; writing what it read
// never fails; reading the written text gives the games Export gives, and
// writing them again gives the same bytes; text read without any problem
// is written as text that reads without error. Seeds: testdata/fuzz/FuzzRead.
func FuzzRead(f *testing.F) {
	f.Add([]byte("[Event \"e\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1NT =1= Pass 3NT AP\n[Note \"1:15-17\"]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, _ := Parse(data, "fuzz.pbn")
		var b bytes.Buffer
		if err := Write(&b, file); err != nil {
			t.Fatalf("write: %v", err)
		}
		back, _ := Parse(b.Bytes(), "written.pbn")
		if d := diffGames(Export(file.Games), back.Games); d != "" {
			t.Fatalf("read(write(games)) != Export(games):\n%s\nwritten:\n%s", d, b.String())
		}
		var again bytes.Buffer
		if err := Write(&again, back); err != nil {
			t.Fatalf("write again: %v", err)
		}
		if !bytes.Equal(b.Bytes(), again.Bytes()) {
			t.Fatalf("writing twice differs:\n%q\n%q", b.String(), again.String())
		}
		if len(file.Problems) == 0 {
			for _, p := range back.Errors() {
				t.Errorf("clean input written with an error: %v\nwritten:\n%s", p, b.String())
			}
		}
	})
}
