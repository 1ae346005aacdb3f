package textfile

import (
	"errors"
	"strings"
	"testing"
)

// TestDecode: the character set of each kind of file, and its text.
func TestDecode(t *testing.T) {
	tests := []struct {
		name string
		data string
		want Decoded
	}{
		{"ASCII", "[Board \"1\"]\r\n", Decoded{Text: "[Board \"1\"]\r\n", Charset: UTF8}},
		{"UTF-8 with its byte order mark", "\xEF\xBB\xBF[Event \"Café\"]", Decoded{Text: "[Event \"Café\"]", Charset: UTF8}},
		{"Latin-1", "[Event \"Caf\xE9\"]", Decoded{Text: "[Event \"Café\"]", Charset: Latin1}},
		{"Latin-1 after a UTF-8 byte order mark", "\xEF\xBB\xBFd\xE9", Decoded{Text: "dé", Charset: Latin1}},
		{"UTF-16LE with its byte order mark", "\xFF\xFE[\x00\xE9\x00]\x00", Decoded{Text: "[é]", Charset: UTF16LE}},
		{"UTF-16BE with its byte order mark", "\xFE\xFF\x00[\x00\xE9\x00]", Decoded{Text: "[é]", Charset: UTF16BE}},
		{"UTF-16LE without one", "p\x00n\x00|\x00", Decoded{Text: "pn|", Charset: UTF16LE}},
		{"UTF-16BE without one", "\x00%\x00 \x00x", Decoded{Text: "% x", Charset: UTF16BE}},
		{"UTF-16LE, odd last byte dropped", "\xFF\xFEa\x00b", Decoded{Text: "a", Charset: UTF16LE, OddByte: true}},
		{"UTF-16LE, an unpaired surrogate", "\xFF\xFE\x00\xD8a\x00", Decoded{Text: "\uFFFDa", Charset: UTF16LE}},
		{"UTF-16LE, a second byte order mark inside", "\xFF\xFE\xFF\xFEa\x00", Decoded{Text: "a", Charset: UTF16LE}},
		{"empty", "", Decoded{Text: "", Charset: UTF8}},
	}
	for _, tc := range tests {
		if got := Decode([]byte(tc.data)); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// TestUTF16: the byte order and the length of the byte order mark.
func TestUTF16(t *testing.T) {
	tests := []struct {
		data    string
		charset string
		bom     int
	}{
		{"\xFF\xFE", UTF16LE, 2},
		{"\xFE\xFF", UTF16BE, 2},
		{"[\x00E\x00", UTF16LE, 0},
		{"\x00[\x00E", UTF16BE, 0},
		{"[\x00\x01\x00", "", 0}, // a control character is not text
		{"[Ev", "", 0},
		{"\xFF", "", 0},
		{"", "", 0},
	}
	for _, tc := range tests {
		if cs, bom := UTF16([]byte(tc.data)); cs != tc.charset || bom != tc.bom {
			t.Errorf("%q: %q %d, want %q %d", tc.data, cs, bom, tc.charset, tc.bom)
		}
	}
}

// TestSniff: a hand-record file's format: LIN pairs before any tag, else
// the first line that is not blank.
func TestSniff(t *testing.T) {
	tests := []struct {
		data string
		want Format
	}{
		{"", Empty},
		{" \r\n\t\n", Empty},
		{"\xEF\xBB\xBF\n", Empty},
		{"[Event \"Club\"]\n", PBN},
		{"\xEF\xBB\xBF\r\n\r\n  [Board \"1\"]", PBN},
		{"% PBN 2.1\n[Event \"\"]", PBN},
		{"%\nmd|3S...|", LIN}, // BBO Helper's "%" line before the pairs
		{"% PBN\n[Board \"1\"]\nmd|3S|", PBN},
		{"pn|a,b,c,d|st||md|3S...|", LIN},
		{"\xEF\xBB\xBF\n\n qx|o1|", LIN},
		{"Board,NS,EW,Contract\n1,1,2,4S\n", Other},
		{"board|1|", Other}, // a key of more than two letters
		{"x[Event]", Other},
		{"\xFF\xFE[\x00", Other}, // UTF-16 is not decoded
	}
	for _, tc := range tests {
		if got := Sniff([]byte(tc.data)); got != tc.want {
			t.Errorf("%q: %s, want %s", tc.data, got, tc.want)
		}
	}
	if s := Other.String() + " " + Empty.String(); s != "other empty" {
		t.Errorf("names: %q", s)
	}
}

// machineRecords builds n boards of a dealing machine's file: BRI (39
// card numbers, 32 spaces, 18 NULs), DGE (four 17-byte hands, 60 NULs) or
// DUP (the BRI digits, the DGE hands, a 10-byte trailer), the layouts of
// FORMATS.md's section A3 (the Duplimate conversion spec).
func machineRecords(f Format, n int) []byte {
	var digits []byte
	for c := 1; c <= 39; c++ {
		digits = append(digits, byte('0'+c/10), byte('0'+c%10))
	}
	hand := []byte{0x06, 'A', 'K', 'Q', 0x03, 'J', 'T', 0x04, '9', '8', 0x05, '7', '6', '5', '4', '3', '2'}
	var dge []byte
	for range 4 {
		dge = append(dge, hand...)
	}
	var out []byte
	for i := range n {
		switch f {
		case BRI:
			out = append(out, digits...)
			out = append(out, []byte(strings.Repeat(" ", 32)+strings.Repeat("\x00", 18))...)
		case DGE:
			out = append(out, dge...)
			out = append(out, make([]byte, 60)...)
		case DUP:
			out = append(out, digits...)
			out = append(out, dge...)
			if i == 0 {
				out = append(out, []byte("YN1  1 32 ")...)
			} else {
				out = append(out, make([]byte, 10)...)
			}
		}
	}
	return out
}

// TestUnsupportedFormats: the dealing machines' files are recognised by
// content or by extension and refused with their name; PBN content wins
// over the extension.
func TestUnsupportedFormats(t *testing.T) {
	for _, tc := range []struct {
		name string
		data []byte
		want Format
	}{
		{"set.dat", machineRecords(DUP, 2), DUP},
		{"set", machineRecords(BRI, 3), BRI},
		{"set", machineRecords(DGE, 1), DGE},
		{"set.txt", []byte("[Document]\r\nHeadline=Club\r\n"), DLM},
		{"set.DUP", []byte("whatever"), DUP},
		{"set.bri", nil, BRI},
		{"set.dge", []byte("x"), DGE},
		{"set.dlm", []byte("Headline=Club\n"), DLM},
		{"set.dup", []byte("[Board \"1\"]\n"), PBN},
		{"set.pbn", []byte("1234"), Other},
		{"set.csv", []byte(strings.Repeat("0102", 32)), Other},
	} {
		got := SniffName(tc.name, tc.data)
		err := Supported(tc.name, tc.data)
		if got != tc.want || got.Read() != (err == nil) {
			t.Errorf("%s: %v, %v; want %v", tc.name, got, err, tc.want)
		}
		if read := tc.want != DLM; got.Read() != read || got.DealFile() != (got >= DUP) {
			t.Errorf("%s: Read %v DealFile %v", tc.want, got.Read(), got.DealFile())
		}
		if err != nil && (!errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), tc.name+": "+tc.want.String()+" is not supported")) {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

// TestBinary: a zero byte, or control characters beyond 1% of the bytes,
// make data binary; PBN text in UTF-8 or Latin-1, with a DOS end-of-file
// mark, is not.
func TestBinary(t *testing.T) {
	text := strings.Repeat("[Event \"Caf\xe9\"]\r\n", 20)
	for _, tc := range []struct {
		data   string
		at     int
		binary bool
	}{
		{text, -1, false},
		{text + "\x1a", -1, false},
		{text[:30] + "\x07" + text[30:], 30, false}, // one bell in 300 bytes
		{"[Event \"x\"]\x00\n", 11, true},
		{"\x80\"-!65\x04\xc8\x1c>\"l\xc5\x026", 6, true},
		{"", -1, false},
	} {
		at, binary := Binary([]byte(tc.data))
		if at != tc.at || binary != tc.binary {
			t.Errorf("Binary(%q) = %d, %v; want %d, %v", tc.data, at, binary, tc.at, tc.binary)
		}
	}
}
