package dealfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"bridgelaw/bridge"
)

// Format is a dealing machine's file format this package reads and writes.
type Format uint8

// The formats.
const (
	DUP Format = iota + 1 // Duplimate .dup: 156 bytes a board
	BRI                   // .bri: 128 bytes a board, card numbers
	DGE                   // .dge: 128 bytes a board, hands by suit
)

// String is the format's name: "Duplimate .dup", "BRI .bri", "DGE .dge".
func (f Format) String() string {
	switch f {
	case DUP:
		return "Duplimate .dup"
	case BRI:
		return "BRI .bri"
	case DGE:
		return "DGE .dge"
	}
	return "unknown format"
}

// ParseFormat is the format named "dup", "bri" or "dge".
func ParseFormat(name string) (Format, bool) {
	switch name {
	case "dup":
		return DUP, true
	case "bri":
		return BRI, true
	case "dge":
		return DGE, true
	}
	return 0, false
}

// Record sizes in bytes.
const (
	briLen    = 78  // 39 card numbers of two digits
	dgeLen    = 68  // four hands of 17 bytes
	dupRecord = 156 // BRI, DGE, 10-byte trailer
	fileBlock = 128 // a .bri or .dge record
)

// Board is one board of a deal file: its number (1 and up) and its deal.
type Board struct {
	Number bridge.Board
	Deal   bridge.Deal
}

// Error is a problem in a deal file: the file's name, the board (1 and up,
// 0 for the file as a whole) and what is wrong.
type Error struct {
	File  string
	Board bridge.Board
	Err   error
}

func (e *Error) Error() string {
	if e.Board > 0 {
		return fmt.Sprintf("%s board %d: %v", e.File, e.Board, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.File, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// ErrDeal: a record does not hold a deal (a card number out of 01-52, a
// card twice, a hand without 13 cards, a byte that is no suit symbol or
// rank).
var ErrDeal = errors.New("not a deal")

// ErrSize: the file is not whole records of its format.
var ErrSize = errors.New("not whole records")

// Read reads a deal file in format f; name is used in errors. It returns
// the boards in file order. The records are of fixed size, so a bad record
// is skipped: the boards after it are read, with their own numbers, and the
// error joins (errors.Join) an *Error naming the file and the board for
// each bad record, in file order (errors.As finds the first; BoardErrors
// lists them). A file that is not whole records (ErrSize) gives no board
// and one *Error.
func Read(f Format, data []byte, name string) ([]Board, error) {
	switch f {
	case DUP:
		return readDUP(data, name)
	case BRI:
		return readRecords(data, name, briLen, parseBRI)
	case DGE:
		return readRecords(data, name, dgeLen, parseDGE)
	}
	return nil, &Error{File: name, Err: fmt.Errorf("unknown format %d", f)}
}

// Write writes the boards in format f, one record each, in the order
// given (the board numbers are not in the records: DUP writes the first and
// last in its trailer). Errors are w's.
func Write(w io.Writer, f Format, boards []Board) error {
	var buf bytes.Buffer
	for _, b := range boards {
		switch f {
		case DUP:
			buf.Write(appendBRI(nil, b.Deal))
			buf.Write(appendDGE(nil, b.Deal))
			buf.Write(dupTrailer(boards))
		case BRI:
			buf.Write(appendBRI(nil, b.Deal))
			buf.WriteString("                                ") // 32 spaces
			buf.Write(make([]byte, fileBlock-briLen-32))
		case DGE:
			buf.Write(appendDGE(nil, b.Deal))
			buf.Write(make([]byte, fileBlock-dgeLen))
		default:
			return fmt.Errorf("dealfile: unknown format %d", f)
		}
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// dupTrailer is the 10 bytes of a DUP record: random hands Y, backwards
// counting N, the lowest board number, 1 copy, the highest board number,
// left aligned and padded with spaces (convert.pdf's "YN1  1 32 ").
func dupTrailer(boards []Board) []byte {
	lo, hi := bridge.Board(1), bridge.Board(len(boards))
	if len(boards) > 0 && boards[0].Number.Valid() && boards[0].Number <= 999 {
		lo = boards[0].Number
		hi = min(lo+bridge.Board(len(boards))-1, 999)
	}
	return fmt.Appendf(nil, "YN%-3d1 %-3d", lo, hi)[:10]
}

// cardNumber is the BRI number of card c: 01 the ace of spades ... 52 the
// two of clubs.
func cardNumber(c bridge.Card) int {
	return int(bridge.Spades-c.Suit())*13 + int(bridge.Ace-c.Rank()) + 1
}

// numberCard is the card of BRI number n (1-52).
func numberCard(n int) bridge.Card {
	return bridge.NewCard(bridge.Spades-bridge.Suit((n-1)/13), bridge.Ace-bridge.Rank((n-1)%13))
}

// appendBRI appends the 78 digits of d: North's, East's and South's cards,
// each hand from its highest spade down to its lowest club.
func appendBRI(out []byte, d bridge.Deal) []byte {
	for _, s := range []bridge.Seat{bridge.North, bridge.East, bridge.South} {
		for _, c := range handDown(d.Hand(s)) {
			out = fmt.Appendf(out, "%02d", cardNumber(c))
		}
	}
	return out
}

// handDown is the cards of h from the ace of spades down to the two of clubs.
func handDown(h bridge.CardSet) []bridge.Card {
	var out []bridge.Card
	for n := 1; n <= 52; n++ {
		if c := numberCard(n); h.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// suitSymbols are the code page 437 symbols of the DGE layout, spades
// first, as the suits come.
var suitSymbols = [4]byte{0x06, 0x03, 0x04, 0x05}

// rankLetters are the DGE ranks, the ace first.
const rankLetters = "AKQJT98765432"

// appendDGE appends the 68 bytes of d: for North, East, South and West the
// spade symbol and the spades held, then hearts, diamonds, clubs.
func appendDGE(out []byte, d bridge.Deal) []byte {
	for _, s := range bridge.Seats() {
		h := d.Hand(s)
		for i, sym := range suitSymbols {
			out = append(out, sym)
			suit := bridge.Spades - bridge.Suit(i)
			for j := range len(rankLetters) {
				if h.Has(bridge.NewCard(suit, bridge.Ace-bridge.Rank(j))) {
					out = append(out, rankLetters[j])
				}
			}
		}
	}
	return out
}

// parseBRI reads 78 digits: North's, East's and South's 13 cards; West
// holds the rest.
func parseBRI(rec []byte) (bridge.Deal, error) {
	var h bridge.Hands
	for i := range 39 {
		a, b := rec[2*i], rec[2*i+1]
		if a < '0' || a > '9' || b < '0' || b > '9' {
			return bridge.Deal{}, fmt.Errorf("%w: byte %d: %q is not a two-digit card number", ErrDeal, 2*i+1, rec[2*i:2*i+2])
		}
		n := int(a-'0')*10 + int(b-'0')
		if n < 1 || n > 52 {
			return bridge.Deal{}, fmt.Errorf("%w: byte %d: card number %02d is not 01-52", ErrDeal, 2*i+1, n)
		}
		c := numberCard(n)
		if s, ok := h.Holder(c); ok {
			return bridge.Deal{}, fmt.Errorf("%w: card number %02d (%s) is given twice (%s)", ErrDeal, n, c, s.Name())
		}
		h[bridge.Seat(i/13)] = h[bridge.Seat(i/13)].With(c)
	}
	h[bridge.West] = bridge.FullDeck &^ h.All()
	d, err := bridge.NewDeal(h)
	if err != nil {
		return bridge.Deal{}, fmt.Errorf("%w: %v", ErrDeal, err)
	}
	return d, nil
}

// parseDGE reads 68 bytes: four hands of a suit symbol and its ranks,
// spades to clubs, North, East, South, West.
func parseDGE(rec []byte) (bridge.Deal, error) {
	var h bridge.Hands
	for s := range 4 {
		part := rec[17*s : 17*s+17]
		suit := -1
		for i, ch := range part {
			if k := bytes.IndexByte(suitSymbols[:], ch); k >= 0 {
				if k != suit+1 {
					return bridge.Deal{}, fmt.Errorf("%w: %s's hand: suit symbol 0x%02X out of order (spades, hearts, diamonds, clubs)", ErrDeal, bridge.Seat(s).Name(), ch)
				}
				suit = k
				continue
			}
			r := bytes.IndexByte([]byte(rankLetters), ch)
			if r < 0 || suit < 0 {
				return bridge.Deal{}, fmt.Errorf("%w: %s's hand: byte %d (0x%02X) is neither a suit symbol nor a rank", ErrDeal, bridge.Seat(s).Name(), 17*s+i+1, ch)
			}
			c := bridge.NewCard(bridge.Spades-bridge.Suit(suit), bridge.Ace-bridge.Rank(r))
			h[s] = h[s].With(c)
		}
		if suit != 3 {
			return bridge.Deal{}, fmt.Errorf("%w: %s's hand does not give the four suit symbols", ErrDeal, bridge.Seat(s).Name())
		}
	}
	d, err := bridge.NewDeal(h)
	if err != nil {
		return bridge.Deal{}, fmt.Errorf("%w: %v", ErrDeal, err)
	}
	return d, nil
}

// readRecords reads a .bri or .dge file: 128-byte records whose first n
// bytes parse decodes, or lines of n bytes each.
func readRecords(data []byte, name string, n int, parse func([]byte) (bridge.Deal, error)) ([]Board, error) {
	var recs [][]byte
	switch {
	case len(data) == 0:
		return nil, &Error{File: name, Err: fmt.Errorf("%w: the file is empty", ErrSize)}
	case len(data)%fileBlock == 0 && data[n] != '\r' && data[n] != '\n':
		for i := 0; i < len(data); i += fileBlock {
			recs = append(recs, data[i:i+n])
		}
	default:
		// One record a line, as the older files have it.
		for line := range bytes.Lines(data) {
			line = bytes.TrimRight(line, "\r\n")
			if len(bytes.TrimSpace(line)) == 0 {
				continue
			}
			if len(line) != n {
				return nil, &Error{File: name, Err: fmt.Errorf("%w: %d bytes, neither records of %d bytes nor lines of %d", ErrSize, len(data), fileBlock, n)}
			}
			recs = append(recs, line)
		}
	}
	if len(recs) == 0 {
		return nil, &Error{File: name, Err: fmt.Errorf("%w: no board, only blank lines", ErrSize)}
	}
	var out []Board
	var errs []error
	for i, rec := range recs {
		num := bridge.Board(i + 1)
		d, err := parse(rec)
		if err != nil {
			errs = append(errs, &Error{File: name, Board: num, Err: err})
			continue
		}
		out = append(out, Board{Number: num, Deal: d})
	}
	return out, errors.Join(errs...)
}

// BoardErrors lists the *Error values of an error Read returned: one for
// each bad record (or the one for the whole file); nil for nil.
func BoardErrors(err error) []*Error {
	var out []*Error
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range j.Unwrap() {
			out = append(out, BoardErrors(e)...)
		}
		return out
	}
	if de := (*Error)(nil); errors.As(err, &de) {
		out = append(out, de)
	}
	return out
}

// readDUP reads 156-byte records; the BRI and DGE parts must give the same
// deal; the first record's trailer gives the first board number.
func readDUP(data []byte, name string) ([]Board, error) {
	if len(data) == 0 || len(data)%dupRecord != 0 {
		return nil, &Error{File: name, Err: fmt.Errorf("%w: %d bytes is not a multiple of %d", ErrSize, len(data), dupRecord)}
	}
	first := lowestBoard(data[briLen+dgeLen : dupRecord])
	var out []Board
	var errs []error
	for i := 0; i < len(data); i += dupRecord {
		num := first + bridge.Board(i/dupRecord)
		rec := data[i : i+dupRecord]
		d, err := parseBRI(rec[:briLen])
		if err != nil {
			errs = append(errs, &Error{File: name, Board: num, Err: fmt.Errorf("BRI part: %w", err)})
			continue
		}
		g, err := parseDGE(rec[briLen : briLen+dgeLen])
		if err != nil {
			errs = append(errs, &Error{File: name, Board: num, Err: fmt.Errorf("DGE part: %w", err)})
			continue
		}
		if d != g {
			errs = append(errs, &Error{File: name, Board: num, Err: fmt.Errorf("%w: the BRI part (%s) and the DGE part (%s) give different deals", ErrDeal, d, g)})
			continue
		}
		out = append(out, Board{Number: num, Deal: d})
	}
	return out, errors.Join(errs...)
}

// lowestBoard is the "lowest board no." of a DUP trailer (bytes 3-5), 1
// when it is not a number 1-999.
func lowestBoard(t []byte) bridge.Board {
	n := 0
	for _, c := range bytes.TrimRight(t[2:5], " \x00") {
		if c < '0' || c > '9' {
			return 1
		}
		n = n*10 + int(c-'0')
	}
	if n < 1 {
		return 1
	}
	return bridge.Board(n)
}
