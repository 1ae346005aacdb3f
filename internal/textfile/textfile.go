// Package textfile reads the bytes of a text file the way every reader of
// bridgelaw does: it tells the character set (UTF-8, UTF-16 with or without
// its byte order mark, else ISO-8859-1) and decodes it, and it tells a
// hand-record file's format by its content (PBN, LIN, the dealing machines'
// formats it does not read, or something else).
package textfile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// The character sets Decode names.
const (
	UTF8    = "UTF-8"
	Latin1  = "ISO-8859-1"
	UTF16LE = "UTF-16LE"
	UTF16BE = "UTF-16BE"
)

// utf8BOM is the UTF-8 encoding of the byte order mark U+FEFF.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// TrimUTF8BOM is data without a leading UTF-8 byte order mark.
func TrimUTF8BOM(data []byte) []byte { return bytes.TrimPrefix(data, utf8BOM) }

// UTF16 tells whether data is UTF-16: charset is UTF16LE or UTF16BE ("" when
// it is not), bom the length of its byte order mark (0 or 2). Data is UTF-16
// when it starts with the byte order mark FF FE or FE FF, or, without one,
// with two ASCII characters each with a zero byte, as Windows "Unicode" text
// starts.
func UTF16(data []byte) (charset string, bom int) {
	ascii := func(c byte) bool { return c == '\t' || c == '\n' || c == '\r' || c >= ' ' && c <= '~' }
	switch {
	case len(data) >= 2 && data[0] == 0xFF && data[1] == 0xFE:
		return UTF16LE, 2
	case len(data) >= 2 && data[0] == 0xFE && data[1] == 0xFF:
		return UTF16BE, 2
	case len(data) >= 4 && ascii(data[0]) && data[1] == 0 && ascii(data[2]) && data[3] == 0:
		return UTF16LE, 0
	case len(data) >= 4 && data[0] == 0 && ascii(data[1]) && data[2] == 0 && ascii(data[3]):
		return UTF16BE, 0
	}
	return "", 0
}

// Decoded is the text of a file and how it was read.
type Decoded struct {
	Text    string
	Charset string // UTF8, Latin1, UTF16LE or UTF16BE
	// OddByte: the file is UTF-16 with an odd number of bytes; the last
	// one was dropped.
	OddByte bool
}

// Decode turns the bytes of a file into text. UTF-16 (see UTF16) is decoded
// in its byte order, its byte order mark dropped, an unpaired surrogate
// becoming U+FFFD. Otherwise a UTF-8 byte order mark is dropped, and the
// bytes are read as UTF-8 when they are valid UTF-8, else as ISO-8859-1
// (Latin-1), each byte the character of that code. Line ends are kept as
// they are.
func Decode(data []byte) Decoded {
	if cs, bom := UTF16(data); cs != "" {
		var order binary.ByteOrder = binary.LittleEndian
		if cs == UTF16BE {
			order = binary.BigEndian
		}
		data = data[bom:]
		units := make([]uint16, len(data)/2)
		for i := range units {
			units[i] = order.Uint16(data[2*i:])
		}
		text := strings.TrimPrefix(string(utf16.Decode(units)), "\uFEFF")
		return Decoded{Text: text, Charset: cs, OddByte: len(data)%2 == 1}
	}
	data = TrimUTF8BOM(data)
	if utf8.Valid(data) {
		return Decoded{Text: string(data), Charset: UTF8}
	}
	var b strings.Builder
	b.Grow(len(data) + len(data)/8)
	for _, c := range data {
		b.WriteRune(rune(c))
	}
	return Decoded{Text: b.String(), Charset: Latin1}
}

// Format is what a hand-record file is, as Sniff tells it.
type Format int

const (
	// Empty: nothing but white space (and a UTF-8 byte order mark).
	Empty Format = iota
	// PBN: the first line that is not blank starts with "[" (a tag) or "%"
	// (a comment or directive, PBN 2.1 section 2.4 and 3.8).
	PBN
	// LIN: a line starts with a two-letter key and "|" ("pn|", "md|",
	// "qx|"), as BBO's LIN files do, before any "[".
	LIN
	// Other: anything else, such as a traveller CSV file.
	Other
	// DUP: a Duplimate dealing machine's file, 156 bytes a board: the
	// board's cards as in BRI (78 digits), then as in DGE (68 bytes), then
	// a 10-byte trailer. Read and written by package dealfile.
	DUP
	// BRI: a dealing machine's deal file, 128 bytes a board: 39 two-digit
	// card numbers 01-52 for North, East and South, then padding.
	// Read and written by package dealfile.
	BRI
	// DGE: a dealing machine's deal file, 128 bytes a board: four hands of
	// 17 bytes, each suit a CP437 suit symbol (0x06 spades first) and its
	// ranks, then NULs. Read and written by package dealfile.
	DGE
	// DLM: a Dealer4 (Jannersten's dealing machine) file, a text starting
	// with a "[Document]" section. Recognised, not read.
	DLM
)

// String is the format's name: "empty", "PBN", "LIN", "other", "Duplimate
// .dup", "BRI .bri", "DGE .dge" or "Dealer4 .dlm".
func (f Format) String() string {
	switch f {
	case Empty:
		return "empty"
	case PBN:
		return "PBN"
	case LIN:
		return "LIN"
	case DUP:
		return "Duplimate .dup"
	case BRI:
		return "BRI .bri"
	case DGE:
		return "DGE .dge"
	case DLM:
		return "Dealer4 .dlm"
	}
	return "other"
}

// Read reports whether bridgelaw reads the format: Empty, PBN, LIN and
// Other (the readers of results take a CSV traveller) are read, and the
// deal files DUP, BRI and DGE (package dealfile); DLM is recognised only,
// to say so.
func (f Format) Read() bool { return f != DLM }

// DealFile reports whether the format is a dealing machine's file of deals
// only (DUP, BRI, DGE, DLM): no tags, no auction, no results.
func (f Format) DealFile() bool { return f >= DUP && f <= DLM }

// ErrUnsupported: a file in a format Sniff recognises and bridgelaw does
// not read.
var ErrUnsupported = errors.New("is not supported")

// Supported is nil when bridgelaw reads the file's format (SniffName), and
// otherwise an error wrapping ErrUnsupported that names the file and its
// format: "set.dlm: Dealer4 .dlm is not supported (bridgelaw reads PBN,
// LIN and the Duplimate .dup, .bri and .dge deal files; ...)".
func Supported(name string, data []byte) error {
	if f := SniffName(name, data); !f.Read() {
		return fmt.Errorf("%s: %s %w (bridgelaw reads PBN, LIN and the Duplimate .dup, .bri and .dge deal files; the machine's software exports PBN)", name, f, ErrUnsupported)
	}
	return nil
}

// byExtension are the formats a file's extension names when its content
// says nothing else.
var byExtension = map[string]Format{".dup": DUP, ".bri": BRI, ".dge": DGE, ".dlm": DLM}

// SniffName is Sniff, with the file name's extension (.dup, .bri, .dge,
// .dlm, any case) naming the format of a file whose content Sniff finds
// Other or Empty.
func SniffName(name string, data []byte) Format {
	f := Sniff(data)
	if f == Other || f == Empty {
		if g, ok := byExtension[strings.ToLower(filepath.Ext(name))]; ok {
			return g
		}
	}
	return f
}

// cardDigits reports whether data starts with n different two-digit card
// numbers 01-52 (the BRI layout: the cards of North, East and South).
func cardDigits(data []byte, n int) bool {
	if len(data) < 2*n {
		return false
	}
	var seen uint64
	for i := 0; i < 2*n; i += 2 {
		a, b := data[i], data[i+1]
		if a < '0' || a > '5' || b < '0' || b > '9' {
			return false
		}
		v := int(a-'0')*10 + int(b-'0')
		if v < 1 || v > 52 || seen&(1<<v) != 0 {
			return false
		}
		seen |= 1 << v
	}
	return true
}

// machineFormat is the dealing machine's fixed-record format of data, or
// Other: DUP (156-byte records, BRI digits then a DGE spade symbol), BRI
// (128-byte records of digits), DGE (128-byte records starting with the
// spade symbol 0x06).
func machineFormat(data []byte) Format {
	switch {
	case len(data)%156 == 0 && cardDigits(data, 39) && data[78] == 0x06:
		return DUP
	case len(data)%128 == 0 && cardDigits(data, 39):
		return BRI
	case len(data)%128 == 0 && len(data) >= 68 && data[0] == 0x06:
		return DGE
	}
	return Other
}

// linLine is a line starting with a LIN pair: a two-letter key and "|".
var linLine = regexp.MustCompile(`(?m)^[ \t\r]*[A-Za-z]{2}\|`)

// Sniff tells a hand-record file's format by its content, after a UTF-8
// byte order mark: a dealing machine's fixed records (DUP, BRI, DGE); LIN
// when a line starting with a LIN pair ("pn|", "qx|") comes before any
// "[" (BBO Helper writes a "%" line before the pairs); DLM when the first
// line that is not blank is "[Document]"; else PBN when it starts with "["
// or "%"; else Other.
func Sniff(data []byte) Format {
	data = TrimUTF8BOM(data)
	if f := machineFormat(data); f != Other {
		return f
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return Empty
	}
	if loc := linLine.FindIndex(data); loc != nil {
		if tag := bytes.IndexByte(data, '['); tag < 0 || loc[0] < tag {
			return LIN
		}
	}
	for line := range bytes.Lines(data) {
		if l := bytes.TrimSpace(line); len(l) > 0 {
			if bytes.EqualFold(l, []byte("[Document]")) {
				return DLM
			}
			if l[0] == '[' || l[0] == '%' {
				return PBN
			}
			break
		}
	}
	return Other
}

// Binary tells whether data (the head of a file) is binary rather than
// text: it holds a zero byte, or control characters (other than tab, line
// feed, form feed, carriage return and a DOS end-of-file 0x1A) make more
// than 1% of its bytes. at is the offset of the first zero byte or control
// character (0-based). Text in UTF-8 or ISO-8859-1 has none; UTF-16 must
// be told (UTF16) before, the dealing machines' records (Sniff) too.
func Binary(data []byte) (at int, binary bool) {
	at, n := -1, 0
	for i, c := range data {
		ctl := c < ' ' && c != '\t' && c != '\n' && c != '\f' && c != '\r' && c != 0x1A || c == 0x7F
		if !ctl {
			continue
		}
		if at < 0 {
			at = i
		}
		if c == 0 {
			return at, true
		}
		n++
	}
	return at, n > 0 && n*100 > len(data)
}
