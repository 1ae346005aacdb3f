package lin

import (
	"bytes"
	"testing"

	"bridgelaw/record"
)

// TestNilSafety: nil boards and records make no function panic: Write
// leaves a nil board out, a nil board converts to an empty record, and
// FromRecord of nil is the board of an empty record.
func TestNilSafety(t *testing.T) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("panic: %v", r)
		}
	}()
	var b bytes.Buffer
	if err := Write(&b, []*Board{nil, {Tokens: []Token{{Key: "md", Value: "1S2,,,"}}}, nil}); err != nil || b.String() != "md|1S2,,,|\n" {
		t.Errorf("Write with nil boards: %q, %v", b.String(), err)
	}
	var nb *Board
	if r, errs := nb.Record(); r == nil || len(errs) > 0 || r.ClaimTricks != -1 {
		t.Errorf("(*Board)(nil).Record() = %+v, %v", r, errs)
	}
	if s := nb.String(); s != "" {
		t.Errorf("(*Board)(nil).String() = %q", s)
	}
	if u, want := HandviewerURL(nil), HandviewerURL(&Board{}); u != want {
		t.Errorf("HandviewerURL(nil) = %q, want that of an empty board %q", u, want)
	}
	if got, want := FromRecord(nil).String(), FromRecord(record.New()).String(); got != want {
		t.Errorf("FromRecord(nil) = %q, want %q", got, want)
	}
}
