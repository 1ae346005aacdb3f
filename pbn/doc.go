// Package pbn reads and writes PBN, the Portable Bridge Notation, version
// 2.1 (Tis Veugen, https://www.tistis.nl/pbn/): hand records of contract
// bridge as tag pairs, an auction section, a play section and supplemental
// tables.
//
// # Reading
//
// Read (or Parse, or Options.Read for strict mode) reads the import format
// of PBN 2.1 section 2.1 leniently and keeps every game and tag it can: a
// UTF-8 byte order mark, CRLF, LF or CR line ends (CRs before an LF, as in
// "\r\r\n", make one line end), Latin-1 when the bytes are not UTF-8
// (section 2.2), UTF-16 (with or without its byte order mark; decoded, with
// a warning, as PBN does not allow it), tabs, lower case (section 3.11),
// several tags on a line or a tag over several lines (section 3.3),
// comments alone on a line, tags after the play section, notes after the
// play section, a "}" closing nothing, and the forms real files use outside
// the standard: "1N" and "3NX" for 1NT and 3NTX, "R" for a redouble, "10"
// for the ten, "--" for an unknown card, "P" for Pass, suit letters inside
// a Deal hand (stripped, never read as ranks). Lines of text that belong
// to no tag or section (the statistics a dealing program appends) are
// skipped with a warning naming the line (a run of "}" draws one warning),
// and binary data does not pass silently either: bytes read as a comment
// (a "{", ";" or "%" among them) draw a warning for their control
// characters.
//
// Every problem is a *ParseError giving the file, line and column and
// wrapping a sentinel error (ErrSyntax, ErrTagValue, ErrAuction, ...), so
// callers test it with errors.Is. Warnings mark what was read despite a
// deviation; errors what could not be read as written or breaks PBN or the
// Laws. Read returns the file with all of them in File.Problems, and the
// errors as an ErrorList. It never panics.
//
// Scanner reads the same games one at a time from a stream, holding one
// game's text and what inheritance needs, never the whole file; a line
// over MaxLineBytes or a game over MaxGameBytes stops it with ErrTooLong,
// so that binary or endless input fails at once (see Scanner for the few
// differences from Read).
//
// After reading, each game is checked (Game.Check): values in the syntax
// of their tags (section 3.4 and chapter 4), the tags a section needs
// (section 3.1), the deal (Law 6), the auction replayed from the dealer in
// strict mode with the irregularities marked "^I" and "^S" accepted
// (sections 3.5, 3.9; Laws 17-22), Declarer, Contract and Result against
// the auction and the play, the play replayed (cards held, suit followed
// unless "^R", leads by the trick winner unless "^L"; section 3.6), note
// references and annotations (sections 3.5.4-3.7).
//
// # The model
//
// A Game keeps what the text holds, in order: the tags with the comments
// after each (section 3.8: a comment belongs to what it follows), the
// auction and the play as items (a call or card with its irregularity
// mark, note reference "=n=", NAGs and comments; "AP", "-", "^S", "+" and
// "*" are items too), the notes of each section, the supplemental sections
// (chapter 5) as rows of cells, and the comments and escape lines ("%",
// section 2.4) before the first tag. Import suffixes ("!", "?!") are kept
// as the NAGs they stand for (section 3.7). Positions are kept for
// messages. No function or method panics on a nil pointer of the model: a
// nil *File has no game; a nil game, tag, note or section is left out (by
// Export and Write too), a nil *Game has no tag, and an auction or play
// section without its tag has an empty one.
//
// Inheritance (section 4.8) is resolved on read: a "#" value takes the
// value of the tag in the nearest earlier game that has it (Tag.Inherit is
// Copied), a "##text" value gives text to every later game that leaves the
// tag out (HeaderSet, then HeaderUsed in those games). Tag.Raw gives the
// value as written.
//
// Inheritance by omission: some archives (rpbridge.net style, see
// endplay-example3.pbn in the corpus) write the second table of a board
// with the players, contract, auction and play only. A game that gives none
// of Board, Dealer, Vulnerable and Deal, but records a table (an auction, a
// play, or a Contract, Declarer or Result tag), right after a game that
// also records a table and gives a Deal with cards, gets that game's
// Board, Dealer, Vulnerable and Deal tags, and those of its event and
// match that it leaves out (Event, Site, Date, EventDate, Stage, Round,
// Section, HomeTeam, VisitTeam, Scoring, Competition; not Room or Table),
// all marked BoardOmitted. The writer writes them out, so no reader loses
// the deal.
//
// # Values
//
// Typed accessors read the tags: Board, Dealer and Vulnerable (from the
// board number, Law 2, when the tag is absent), Hands and Deal (partial
// deals, any first seat, three hands completed), Declarer ("^X": declarer
// and dummy swapped), Contract, Strain (also for end positions, section
// 3.10), Result (the five forms, "^"), Score, ScoreIMP, ScoreMP,
// ScorePercentage (the five forms of section 4.2.1, signs, decimals, "-0"),
// OptimumScore, ParContract and DoubleDummyTricks (extensions; Game.Par
// reads the first two as a bridge.Par), and the tables OptimumResultTable
// (a bridge.TrickTable) and ScoreTable. Each tells "?" (ErrUnknownValue)
// from "" (ErrInappropriate) from an absent tag (ErrNoTag) from a value
// that cannot be read (ErrTagValue).
//
// # Writing
//
// Write and Writer give the export format of sections 2-4: "% PBN 2.1" and
// "% EXPORT", CRLF, the 15 mandatory tags in order ("?" when unknown) then
// the others by name, the auction from the dealer four calls a line with
// its notes after it, the play from the opening leader a trick a line,
// suffixes as NAGs, upper case, one empty line between games, comments and
// unknown tags and sections kept. Export gives the games in that form; for
// any file, reading what Write wrote gives Export of the games read.
//
// A double-dummy analysis (a bridge.TrickTable and its bridge.Par) is
// written by Game.SetDoubleDummy as the OptimumScore, ParContract and
// DoubleDummyTricks tags and the OptimumResultTable section (section 5.7);
// FormatOptimumScore, FormatParContract, FormatDoubleDummyTricks and
// OptimumResultTableSection give each alone.
//
// # Records
//
// Game.Record converts a game to a record.Record, the format-neutral hand
// record that replay and conversion work on (play rows become the cards in
// the order played, using play.Winner for the trick winners); FromRecord
// converts back. A team match's carry-over, which LIN's vg header gives and
// PBN has no tag for, is written as bridgelaw's own HomeCarryOver and
// VisitCarryOver tags (known to the reader: no ErrUnknownTag warning).
package pbn
