package results

import (
	"bytes"
	"strings"
	"testing"
)

// FuzzReadTraveller: ReadTraveller never panics; what it reads, WriteTraveller
// writes back in a form it reads again to the same text (a round trip), and
// Score does not panic on it. Seeds: testdata/fuzz/FuzzReadTraveller and the
// club file.
func FuzzReadTraveller(f *testing.F) {
	f.Add("board,ns,ew,contract,declarer,tricks\n1,1,2,4S,N,10\n1,3,4,3NT,S,=\n")
	f.Add("board,ns,ew,adjusted\n1,1,2,A+/A-\n1,3,4,60% 4S N =; 40% 4S N -1\n")
	f.Add("board,ns,ew,score,group,foul,penalty_ns,correction\n1,1,2,420,,cards-moved,10%,\n1,3,4,-50,B,,,\n")
	f.Fuzz(func(t *testing.T, text string) {
		ev, err := ReadTraveller(strings.NewReader(text), "fuzz.csv")
		if err != nil {
			return
		}
		var a bytes.Buffer
		if err := WriteTraveller(&a, ev); err != nil {
			t.Fatalf("write: %v", err)
		}
		ev2, err := ReadTraveller(bytes.NewReader(a.Bytes()), "again.csv")
		if err != nil {
			t.Fatalf("written traveller does not read back: %v\n%s", err, a.String())
		}
		var b bytes.Buffer
		_ = WriteTraveller(&b, ev2)
		if a.String() != b.String() {
			t.Fatalf("round trip differs:\n%s\n---\n%s", a.String(), b.String())
		}
		for _, opt := range []Options{{}, {Method: ButlerScoring}, {Method: CrossIMPScoring}} {
			_, _ = Score(ev2, opt)
		}
	})
}
