package lin

import (
	"bytes"
	"strings"
	"testing"
)

// FuzzRead: Read never panics, nor do Record and HandviewerURL on what it
// reads; when Read reports no error, writing the boards and reading them
// again gives the same boards; and for every board that converts without
// error, FromRecord then Record gives back the same record on every field
// LIN carries. Seeds are in testdata/fuzz/FuzzRead.
func FuzzRead(f *testing.F) {
	f.Fuzz(func(t *testing.T, data string) {
		boards, errs := Parse(data, "fuzz")
		for _, b := range boards {
			r, rerrs := b.Record()
			_ = HandviewerURL(b)
			if len(rerrs) > 0 {
				continue
			}
			again := FromRecord(r)
			r2, errs2 := again.Record()
			if len(errs2) > 0 {
				t.Fatalf("FromRecord gives a board with errors %v\nboard %s\nrewritten %s", errs2, b, again)
			}
			if d := diffRecords(r, r2); len(d) > 0 {
				t.Fatalf("record -> LIN -> record changes %s\nboard %s\nrewritten %s", strings.Join(d, "; "), b, again)
			}
		}
		if len(errs) > 0 {
			return
		}
		var buf bytes.Buffer
		if err := Write(&buf, boards); err != nil {
			t.Fatalf("Write: %v", err)
		}
		back, errs := Parse(buf.String(), "fuzz")
		if len(errs) > 0 {
			t.Fatalf("the rewrite has errors %v\n%q", errs, buf.String())
		}
		if !equalPairs(pairs(boards), pairs(back)) {
			t.Fatalf("read, write, read differs:\n%q\n%q", data, buf.String())
		}
	})
}
