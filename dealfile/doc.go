// Package dealfile reads and writes the deal files of dealing machines:
// the Duplimate's .dup, and the .bri and .dge files that carry its two
// halves, one fixed-size record a board, no tags. It depends on package
// bridge only; the CLI turns what it reads into records.
//
// The layouts, as public descriptions give them:
//
//   - DUP: Duplimate's conversion description "Convert" (convert.pdf, once
//     at www.duplimate.com/DuplimateClub/convert.pdf; its text is quoted in
//     the DESIGN.md of the public repository njhammond/hand_record_utility):
//     156 bytes a board, the BRI part (bytes 1-78), the DGE part (bytes
//     79-146) and 10 bytes for the duplicating run (147 "random hands?" Y or
//     N, 148 "backwards counting?" Y or N, 149-151 the lowest board number,
//     152-153 the copies of each board, 154-156 the highest board number,
//     each left aligned and padded with spaces: "YN1  1 32 " for a set of
//     32).
//   - BRI: 39 two-digit card numbers, the 13 cards of North, of East and of
//     South (West holds the other 13), in any order; 01 is the ace of
//     spades, 13 its two, 14 the ace of hearts, ..., 52 the two of clubs
//     (the same description). A .bri file holds it in a 128-byte record a
//     board (the 78 digits, then padding: bridgelaw writes 32 spaces and 18
//     NULs); a file of 78-digit lines, one a board, as the rec.games.bridge
//     thread "File formats" (March 2011) describes the original layout, is
//     read too.
//   - DGE: the four hands North, East, South, West, 17 bytes each: a suit
//     symbol of code page 437 (0x06 spades, 0x03 hearts, 0x04 diamonds, 0x05
//     clubs, in that order) followed by the ranks held in that suit, A K Q J
//     T 9 ... 2 (the same description's example: "♠♥KQ2♦QT9♣AK98543" is a
//     spade void). A .dge file holds it in a 128-byte record a board (the 68
//     bytes, then 60 NULs).
//
// None of these carries a board number but the DUP trailer's lowest board:
// the boards are numbered in order from it (from 1 in .bri and .dge), and
// the dealer and vulnerability are those of the number (Law 2).
//
// Dealer4's .dlm is not read: no description from the maker is public;
// its "Board NN=" values are 26 letters and a checksum that only forum
// posts (rec.games.bridge "File formats", 2011; BBO Forums "Structure of
// DLM files", 2013) guess at: a letter a-p for the seats of two cards in
// turn, the checksum unexplained. That decoding gives 13 cards a hand on
// both posts' examples, but nothing public confirms the order of the cards
// it assumes, and a wrong order would print wrong hand records silently;
// so the CLI keeps saying "Dealer4 .dlm is not supported".
//
// Errors name the file and the board ("set.dup board 3: ..."), as a
// *Error; a bad record is skipped and Read returns the other boards, with
// an *Error for each bad record joined (BoardErrors lists them).
package dealfile
