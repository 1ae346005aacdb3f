// Package lin reads and writes LIN, the hand-record format of Bridge Base
// Online (BBO): its "My hands" downloads, vugraph archives and handviewer
// links.
//
// No official specification of LIN exists. This package follows what BBO
// writes and what public readers accept (Soren Hein's BridgeData, bridge-bots,
// endplay, deal-convert), and is checked on the corpus files (endplay example1, the 2010 USBF semifinal
// vugraph of bridge-bots, and bridgetrainer's 2015 Bermuda Bowl segment with
// its PBN twin).
//
// A LIN file is a flat list of key|value| pairs: a two-letter key, '|', the
// value, '|'. White space and line breaks between pairs carry no meaning;
// the order of the pairs does. The keys read here:
//
//	pn  player names South, West, North, East (8 names in a vugraph header:
//	    open room, then closed room)
//	md  the deal: dealer digit 1=South 2=West 3=North 4=East, then the hands
//	    South, West, North, East, each S..H..D..C..; the fourth may be empty
//	sv  vulnerability: o or 0 none, n NS, e EW, b both
//	ah  heading, "Board 12"       qx  board id: o12 open room, c12 closed
//	mb  one call: p, d, r, 1C-7N, "!" = alerted
//	an  explanation of the call before it
//	pc  one card played, suit then rank, in the order played
//	mc  claim: declarer's total tricks
//	vg  vugraph header: event, segment, scoring, first and last board,
//	    team 1, carry-over 1, team 2, carry-over 2
//	rs  results of the match, one per board and room: 4HN+1, 3NS=, PASS
//
// Others (st, rh, pg page break, nt commentary, sa, at, ht, bt, pw, mp, bn,
// pf, up, sk, mn, ...) are kept as pairs for a faithful rewrite and not
// interpreted.
//
// Read splits a file into Boards, each holding its own pairs in order (and
// the vugraph header pairs it inherits); Scanner gives them one at a time
// from a stream, holding one board (Read is the Scanner run to the end),
// and stops with ErrTooLong at a pair over MaxPair or a board over
// MaxBoard (binary or endless input); Write writes them back unchanged,
// one board per line, so that reading the result gives the same boards.
// (*Board).Record converts a board into the format-neutral record.Record
// (the seats of the cards played follow from the auction and the tricks);
// FromRecord makes the canonical BBO-style board of a record, its inverse on
// everything LIN carries; Unrepresentable lists the fields of a record that
// LIN cannot carry (site, date, score, the marks of accepted
// irregularities, commas in names, ...), for a warning before converting.
// HandviewerURL links a board to BBO's handviewer.
//
// Errors are *ParseError values (file, line, column, pair) wrapping the
// sentinels of this package; reading is lenient and never panics: every
// board and every value that could be read is kept beside the errors. No
// function panics on nil either: a nil *Board is an empty board (Write
// leaves it out), a nil *record.Record an empty record.
package lin
