package server

import (
	"os"
	"strings"
	"testing"
)

// docs/server.md cites for dummy's "no spades?" to declarer the law the
// engine rules it under: 61B2 (2017: dummy may ask declarer; 61B3 is the
// defenders').
func TestDocDummyAsksLaw(t *testing.T) {
	log := "[Board \"1\"]\n[Deal \"" + exampleDeal + "\"]\nN call Pass\nE call Pass\nS call 4S\nW call Pass\nN call Pass\nE call Pass\nW play HA\nN ask S\n"
	e, refused := entryOf(t, log)
	if len(refused) > 0 {
		t.Fatal(refused)
	}
	rs := e.tb.Result().Rulings
	if len(rs) == 0 {
		t.Fatal("no ruling on dummy's question")
	}
	law := rs[len(rs)-1].Law
	if law.Code() != "61B2" {
		t.Fatalf("dummy asks declarer: %s (kind %s), want Law 61B2", law, rs[len(rs)-1].Kind)
	}
	b, err := os.ReadFile("../docs/server.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := strings.Join(strings.Fields(string(b)), " ")
	if !strings.Contains(doc, "dummy asks declarer only, "+law.Code()+")") {
		t.Errorf("docs/server.md does not cite %s for dummy asking declarer", law)
	}
}
