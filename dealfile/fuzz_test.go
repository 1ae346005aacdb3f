package dealfile_test

import (
	"bytes"
	"testing"

	"bridgelaw/dealfile"
)

// fuzzRead is the property of every reader: no panic; the boards read
// beside an error are whole deals, and every error is an *Error naming
// the file; what is read without error writes back
// (Write) to bytes that read as the same boards, and a second write gives
// the same bytes.
func fuzzRead(f *testing.F, format dealfile.Format, seeds ...string) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		boards, err := dealfile.Read(format, data, "fuzz")
		for _, b := range boards {
			if b.Deal.IsZero() || !b.Number.Valid() {
				t.Fatalf("board read without a deal or number: %+v", b)
			}
		}
		if err != nil {
			bad := dealfile.BoardErrors(err)
			if len(bad) == 0 {
				t.Fatalf("error %v is no *dealfile.Error", err)
			}
			for _, e := range bad {
				if e.File != "fuzz" {
					t.Fatalf("error %v does not name the file", e)
				}
			}
			return
		}
		var out bytes.Buffer
		if err := dealfile.Write(&out, format, boards); err != nil {
			t.Fatal(err)
		}
		again, err := dealfile.Read(format, out.Bytes(), "rewritten")
		if err != nil {
			t.Fatalf("rewritten file does not read: %v", err)
		}
		if len(again) != len(boards) {
			t.Fatalf("%d boards, rewritten %d", len(boards), len(again))
		}
		for i := range boards {
			if again[i] != boards[i] {
				t.Fatalf("board %d: %v rewritten as %v", i+1, boards[i], again[i])
			}
		}
		var second bytes.Buffer
		_ = dealfile.Write(&second, format, again)
		if !bytes.Equal(second.Bytes(), out.Bytes()) {
			t.Fatal("writing twice gives different bytes")
		}
	})
}

const (
	exampleBRI = "180437272408224221062507175150321516492941264031464543351128302039140152133403"
	exampleDGE = "\x06J987\x03JT7643\x04A4\x05Q\x06\x03KQ2\x04QT9\x05AK98543\x06AQ42\x03A8\x04KJ762\x05J2\x06KT653\x0395\x04853\x05T76"
)

func FuzzReadDUP(f *testing.F) {
	fuzzRead(f, dealfile.DUP, exampleBRI+exampleDGE+"YN1  1 32 ", exampleBRI+exampleDGE+"YN17 1 22 ")
}

func FuzzReadBRI(f *testing.F) {
	fuzzRead(f, dealfile.BRI, exampleBRI+"\r\n", exampleBRI+"                                "+string(make([]byte, 18)))
}

func FuzzReadDGE(f *testing.F) {
	fuzzRead(f, dealfile.DGE, exampleDGE+string(make([]byte, 60)), exampleDGE+"\n")
}
