package pbn

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestParseTagPair: one tag pair on a line (PBN 2.1 section 3.3): the
// name, the value with \" and \\ resolved, the offset after "]"; errors
// name the column (in characters) and the kind.
func TestParseTagPair(t *testing.T) {
	for _, tc := range []struct {
		line, name, value string
		end               int
	}{
		{`[Board "1"]`, "Board", "1", 11},
		{`  [ Event  "a \"b\" \\ c\d" ] % note`, "Event", `a "b" \ c\d`, 29},
		{`[Event"x"]`, "Event", "x", 10},
		{`[Deal "N:..."]` + "\n[Board \"2\"]", "Deal", "N:...", 14},
		{`[Event "a]b"]`, "Event", "a]b", 13},
	} {
		name, value, end, err := ParseTagPair(tc.line)
		if err != nil || name != tc.name || value != tc.value || end != tc.end {
			t.Errorf("%q: %q %q %d %v, want %q %q %d", tc.line, name, value, end, err, tc.name, tc.value, tc.end)
		}
	}
	for _, tc := range []struct {
		line string
		col  int
		want error
	}{
		{`Board "1"]`, 1, ErrSyntax},
		{`[`, 1, ErrSyntax},
		{`[ "1"]`, 3, ErrSyntax},
		{`[Board 1]`, 8, ErrSyntax},
		{`[Ev-ent "1"]`, 4, ErrSyntax},
		{`[Board "1"`, 11, ErrSyntax},
		{`[Board "1" x]`, 12, ErrSyntax},
		{`[Board "1`, 8, ErrUnterminated},
		{`[Event "♠" x]`, 12, ErrSyntax},
	} {
		_, _, _, err := ParseTagPair(tc.line)
		var pe *ParseError
		if !errors.As(err, &pe) || !errors.Is(err, tc.want) || pe.Line != 1 || pe.Column != tc.col {
			t.Errorf("%q: %v, want column %d, %v", tc.line, err, tc.col, tc.want)
		}
	}
}

// FuzzParseTagPair reads any line: it never panics; a tag pair read is
// read again the same from the canonical text [Name "Value"] that Write
// gives, ending at its end; and the file reader, given the same line,
// reads the same name and value when it finds no syntax error there (on
// UTF-8 text: Read decodes other bytes as Latin-1; and for values not
// inherited with "#").
func FuzzParseTagPair(f *testing.F) {
	for _, s := range []string{`[Board "1"]`, ` [Event "a \"b\" \\"] # x`, `[Board 1]`, `[Note "1:x"]`, "[Event \"\t\"]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		name, value, end, err := ParseTagPair(line)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Line != 1 || pe.Column < 1 {
				t.Fatalf("%q: error %v is not a positioned *ParseError", line, err)
			}
			return
		}
		if end < 1 || end > len(line) || line[end-1] != ']' {
			t.Fatalf("%q: end %d", line, end)
		}
		canon := "[" + name + ` "` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(value) + `"]`
		n2, v2, e2, err := ParseTagPair(canon)
		if err != nil || n2 != name || v2 != value || e2 != len(canon) {
			t.Fatalf("%q: read %q %q; canonical %q reads %q %q %d %v", line, name, value, canon, n2, v2, e2, err)
		}
		if !utf8.ValidString(line) || strings.HasPrefix(value, "#") {
			return
		}
		file, _ := Parse([]byte(line[:end]+"\n"), "fuzz.pbn")
		for _, p := range file.Problems {
			if errors.Is(p, ErrSyntax) || errors.Is(p, ErrUnterminated) {
				return
			}
		}
		if len(file.Games) == 1 {
			if tag := file.Games[0].Tag(name); tag != nil && tag.Inherit == Given && tag.Value != value {
				t.Fatalf("%q: ParseTagPair reads %q, Parse reads %q", line, value, tag.Value)
			}
		}
	})
}
