package lin

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// keysValues prints the pairs of all boards, boards separated by " / ".
func keysValues(boards []*Board) string {
	var parts []string
	for _, b := range boards {
		parts = append(parts, b.String())
	}
	return strings.Join(parts, " / ")
}

func TestReadPairs(t *testing.T) {
	tests := []struct {
		name, in, want string
		errs           int
		kind           error // of the errors; ErrKey when nil
	}{
		{"keys in any case", "MD|1S2,,,|Mb|P|mB|1n|", "md|1S2,,,|mb|P|mb|1n|", 0, nil},
		{"CRLF and line breaks between pairs", "md|1S2,,,|\r\nmb|p|\r\n\r\n  pg||\n", "md|1S2,,,|mb|p|pg||", 0, nil},
		// A file cut short: the pairs are kept as far as they go, with an
		// error at the key.
		{"trailing | missing", "md|1S2,,,|mb|p|mc|9\r\n", "md|1S2,,,|mb|p|mc|9|", 1, ErrUnterminated},
		{"key without value at the end", "md|1S2,,,|pg", "md|1S2,,,|pg||", 1, ErrUnterminated},
		{"key and | at the end", "md|1S2,,,|pg|", "md|1S2,,,|pg||", 1, ErrUnterminated},
		{"values hold anything but |", "md|1S2,,,|nt|a: b\r\n{c}!|an|x y|", "md|1S2,,,|nt|a: b\r\n{c}!|an|x y|", 0, nil},
		{"unknown keys kept", "md|1S2,,,|zz|whatever|sk|1|", "md|1S2,,,|zz|whatever|sk|1|", 0, nil},
		{"BOM", "\uFEFFmd|1S2,,,|", "md|1S2,,,|", 0, nil},
		{"stray | skipped", "pn|a,b,c,d||pg||md|1S2,,,|", "pn|a,b,c,d|pg||md|1S2,,,|", 0, nil},
		{"text that is no key skipped alone", "md|1S2,,,|mb|p|xyz|mb|1C|", "md|1S2,,,|mb|p|mb|1C|", 1, nil},
		{"garbage before a key", "md|1S2,,,|hello mb|p|", "md|1S2,,,|mb|p|", 1, nil},
		{"nothing", "", "", 0, nil},
		{"only blanks", " \r\n\t", "", 0, nil},
		{"only garbage", "hello", "", 1, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			boards, errs := Parse(tt.in, "t.lin")
			if got := keysValues(boards); got != tt.want {
				t.Errorf("pairs %q, want %q", got, tt.want)
			}
			if len(errs) != tt.errs {
				t.Errorf("errors %v, want %d", errs, tt.errs)
			}
			kind := tt.kind
			if kind == nil {
				kind = ErrKey
			}
			for _, e := range errs {
				if !errors.Is(e, kind) {
					t.Errorf("error %v does not wrap %v", e, kind)
				}
			}
		})
	}
}

// TestReadErrorPosition: a ParseError names the file, line and column (in
// characters) of the text, and what was expected.
func TestReadErrorPosition(t *testing.T) {
	_, errs := Parse("md|1S2,,,|\r\nnt|héllo|é1|mb|p|", "x.lin")
	if len(errs) != 1 {
		t.Fatalf("errors %v, want 1", errs)
	}
	var pe *ParseError
	if !errors.As(errs[0], &pe) {
		t.Fatalf("%T is not a *ParseError", errs[0])
	}
	if pe.File != "x.lin" || pe.Line != 2 || pe.Column != 10 || pe.Token != "é1" {
		t.Errorf("got %+v, want x.lin line 2 column 10 token é1", pe)
	}
	if msg := pe.Error(); msg != `lin: x.lin:2:10: "é1": not a LIN key: unexpected text; want a two-letter key such as md or mb, then '|'` {
		t.Errorf("message %q", msg)
	}
}

// TestReadCutShort reads files cut short (probe trunc-pipe.lin: the file
// ends in the middle of the md value): an error names the line and the
// column of the pair not closed, and the pairs before are kept.
func TestReadCutShort(t *testing.T) {
	data, err := os.ReadFile("testdata/trunc-pipe.lin")
	if err != nil {
		t.Fatal(err)
	}
	boards, errs := Parse(string(data), "trunc-pipe.lin")
	if len(errs) != 1 {
		t.Fatalf("errors %v, want 1", errs)
	}
	var pe *ParseError
	if !errors.As(errs[0], &pe) || !errors.Is(pe, ErrUnterminated) || pe.Line != 1 || pe.Column != 89 || pe.Token != "md|3S" {
		t.Errorf("error %#v", errs[0])
	}
	if want := `lin: trunc-pipe.lin:1:89: "md|3S": pair not finished at the end of the input: value of md not closed by '|'`; errs[0].Error() != want {
		t.Errorf("message %q, want %q", errs[0].Error(), want)
	}
	if len(boards) != 1 || boards[0].String() != strings.TrimSuffix(string(data), "\n")+"|" {
		t.Errorf("boards %v", boards)
	}
}

func TestReadPositions(t *testing.T) {
	boards, _ := Parse("pn|a,b,c,d|\n  md|1S2,,,|mb|p|", "")
	tok := boards[0].Tokens
	if tok[0].Line != 1 || tok[0].Column != 1 || tok[1].Line != 2 || tok[1].Column != 3 || tok[2].Column != 13 {
		t.Errorf("positions %+v", tok)
	}
}

// TestSplitBoards: a board starts at qx, or at md when one is open; the pairs
// introducing it move along.
func TestSplitBoards(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string // each board's pairs
	}{
		{"one board per line, no qx (BBO)",
			"pn|a,b,c,d|st||md|1S2,,,|mb|p|pg||\npn|a,b,c,d|st||md|2S3,,,|mb|p|pg||\n",
			[]string{"pn|a,b,c,d|st||md|1S2,,,|mb|p|pg||", "pn|a,b,c,d|st||md|2S3,,,|mb|p|pg||"}},
		{"several deals on one line",
			"md|1S2,,,|sv|o|md|2S3,,,|sv|n|md|3S4,,,|",
			[]string{"md|1S2,,,|sv|o|", "md|2S3,,,|sv|n|", "md|3S4,,,|"}},
		{"vugraph: qx starts each board, header with the first",
			"vg|E,S,I,1,2,A,0,B,0|rs|1NN=,PASS|pn|a,b,c,d,e,f,g,h|pg||\nqx|o1|st||md|1S2,,,|pg||\nnt|chat|pg||\nqx|c1|md|1S2,,,|\n",
			[]string{"vg|E,S,I,1,2,A,0,B,0|rs|1NN=,PASS|pn|a,b,c,d,e,f,g,h|pg||qx|o1|st||md|1S2,,,|pg||nt|chat|pg||", "qx|c1|md|1S2,,,|"}},
		{"pn before qx belongs to the next board",
			"qx|o1|md|1S2,,,|pc|SA|pg||pn|a,b,c,d|qx|c1|md|1S2,,,|",
			[]string{"qx|o1|md|1S2,,,|pc|SA|pg||", "pn|a,b,c,d|qx|c1|md|1S2,,,|"}},
		{"md after qx does not start a board",
			"pn|a,b,c,d|qx|o1,BOARD 1|rh||ah|Board 1|at|x|pg||st||md|1S2,,,|",
			[]string{"pn|a,b,c,d|qx|o1,BOARD 1|rh||ah|Board 1|at|x|pg||st||md|1S2,,,|"}},
		{"a second heading belongs to the next board",
			"rh||ah|Board 1|md|1S2,,,|sv|o|rh||ah|Board 2|md|2S3,,,|",
			[]string{"rh||ah|Board 1|md|1S2,,,|sv|o|", "rh||ah|Board 2|md|2S3,,,|"}},
		{"a first heading after md stays",
			"md|1S2,,,|rh||ah|Board 1|md|2S3,,,|rh||ah|Board 2|",
			[]string{"md|1S2,,,|rh||ah|Board 1|", "md|2S3,,,|rh||ah|Board 2|"}},
		{"no deal at all", "pn|a,b,c,d|mb|p|", []string{"pn|a,b,c,d|mb|p|"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			boards, errs := Parse(tt.in, "")
			if len(errs) > 0 {
				t.Fatal(errs)
			}
			if got, want := keysValues(boards), strings.Join(tt.want, " / "); got != want {
				t.Errorf("boards\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// TestHeaderInherited: the vugraph header pairs are in force for the boards
// after the one that holds them, the latest of each key; a one-entry rs
// belongs to its board alone.
func TestHeaderInherited(t *testing.T) {
	in := "vg|E,S,I,1,2,A,0,B,0|rs|a,b,c,d|pn|1,2,3,4,5,6,7,8|qx|o1|md|1S2,,,|qx|c1|rs|x|md|1S2,,,|qx|o2|pn|9,10,11,12,13,14,15,16|md|1S2,,,|qx|c2|"
	boards, _ := Parse(in, "")
	want := []string{
		"",
		"vg|E,S,I,1,2,A,0,B,0|pn|1,2,3,4,5,6,7,8|rs|a,b,c,d|",
		"vg|E,S,I,1,2,A,0,B,0|pn|1,2,3,4,5,6,7,8|rs|a,b,c,d|",
		"vg|E,S,I,1,2,A,0,B,0|pn|9,10,11,12,13,14,15,16|rs|a,b,c,d|",
	}
	if len(boards) != len(want) {
		t.Fatalf("%d boards, want %d", len(boards), len(want))
	}
	for i, b := range boards {
		got := ""
		for _, h := range b.Header {
			got += h.String()
		}
		if got != want[i] {
			t.Errorf("board %d header %q, want %q", i+1, got, want[i])
		}
	}
}

// TestReadCommentLines: the "%" lines BBO Helper writes before the pairs
// are passed over, and the positions of the pairs stay those of the file.
func TestReadCommentLines(t *testing.T) {
	boards, errs := Parse("% bbo helper export\n%\n\nqx|o1|md|3S2|\n", "h.lin")
	if len(errs) != 0 || len(boards) != 1 {
		t.Fatalf("%d boards, %v", len(boards), errs)
	}
	if tok := boards[0].Tokens[0]; tok.Key != "qx" || tok.Line != 4 || tok.Column != 1 {
		t.Errorf("first pair %+v, want qx at 4:1", tok)
	}
	// A "%" after the first pair is not a comment line.
	if _, errs := Parse("qx|o1|\n% note\nmd|3S2|\n", "h.lin"); len(errs) == 0 {
		t.Error("a % line between pairs passed silently")
	}
}
