package pbn

import (
	"sort"

	"bridgelaw/bridge"
)

// Pos is a place in the text read: line and column, 1-based, columns counted
// in characters. The zero Pos marks something not read from a file (made by
// FromRecord, or inherited).
type Pos struct {
	Line, Column int
}

// File is what Read gives: the games of a PBN file in order, with what
// stands outside them.
type File struct {
	Name string
	// Version is the version from an escape line "% PBN 2.1" (section 2.4),
	// "" when the file has none. Export marks the "% EXPORT" line. Both
	// lines are taken out of the comments; the writer writes its own.
	Version string
	Export  bool
	// Charset is "UTF-8" or "ISO-8859-1": how the bytes were decoded (UTF-8
	// when they are valid UTF-8, else Latin-1, the PBN character set of
	// section 2.2); "UTF-16LE" or "UTF-16BE" for a file in UTF-16, which
	// PBN does not allow (decoded, with an ErrEncoding warning).
	Charset string
	Games   []*Game
	// Trailer holds the comments and escape lines after the last game.
	Trailer []Comment
	// Problems lists every error and warning, in the order of the file.
	Problems []*ParseError
}

// Errors is the list of the problems of f that are errors, not warnings
// (none for a nil f).
func (f *File) Errors() ErrorList {
	if f == nil {
		return nil
	}
	var out ErrorList
	for _, p := range f.Problems {
		if !p.Warning {
			out = append(out, p)
		}
	}
	return out
}

// ProblemsByGame sorts f.Problems by game: perGame[i] holds those from the
// line of game i's first tag up to the next game's first tag; outside
// those before the first game (and all of them when there is no game).
// A nil game counts as one at line 0; a nil f has no problems.
func (f *File) ProblemsByGame() (perGame [][]*ParseError, outside []*ParseError) {
	if f == nil {
		return nil, nil
	}
	perGame = make([][]*ParseError, len(f.Games))
	for _, p := range f.Problems {
		// the last game starting at or before the problem's line
		i := sort.Search(len(f.Games), func(k int) bool { return f.Games[k] != nil && f.Games[k].Pos.Line > p.Line }) - 1
		if i < 0 {
			outside = append(outside, p)
			continue
		}
		perGame[i] = append(perGame[i], p)
	}
	return perGame, outside
}

// CommentKind tells the three kinds of commentary apart.
type CommentKind uint8

// The kinds of comment (PBN 2.1 sections 2.4 and 3.8).
const (
	// BraceComment is "{text}": it may span lines; braces do not nest.
	BraceComment CommentKind = iota
	// LineComment is ";text" to the end of the line.
	LineComment
	// EscapeLine is a line starting "%" in column 1; the writer keeps it as
	// a line of its own.
	EscapeLine
)

// Comment is one piece of commentary. Text is what stands between the
// delimiters ("{" and "}", ";" and the end of line, "%" and the end of
// line), lines joined by "\n".
type Comment struct {
	Kind CommentKind
	Text string
	Pos  Pos
}

// Inheritance says where a tag's value comes from (PBN 2.1 section 4.8).
type Inheritance uint8

// The sources of a tag value.
const (
	// Given: written in this game.
	Given Inheritance = iota
	// Copied: written "#": the value of the tag in the nearest earlier game
	// that has it, "" when none has.
	Copied
	// HeaderSet: written "##text": the value is text, and every later game
	// that leaves the tag out gets it too.
	HeaderSet
	// HeaderUsed: not written in this game; the value comes from an earlier
	// "##" tag.
	HeaderUsed
	// BoardOmitted: not written in this game, which records another table
	// of the board of the game before: Board, Dealer, Vulnerable and Deal,
	// and the event's tags it leaves out (Event, Site, Date, Stage,
	// HomeTeam, ...), are taken from that game (see the package
	// documentation).
	BoardOmitted
)

// Tag is a tag pair, [Name "Value"] (PBN 2.1 section 3.3), with the comments
// that follow it.
type Tag struct {
	Name string
	// Value is the value in force, inheritance resolved ("#" replaced by the
	// value copied, "##text" by text); Inherit says where it came from.
	Value    string
	Inherit  Inheritance
	Comments []Comment
	Pos      Pos
}

// Raw is the value as written in the file: "#" for a copied value, "##"
// and the value for a header; "" for a tag not written (HeaderUsed,
// BoardOmitted) and for a nil t.
func (t *Tag) Raw() string {
	if t == nil {
		return ""
	}
	switch t.Inherit {
	case Copied:
		return "#"
	case HeaderSet:
		return "##" + t.Value
	case HeaderUsed, BoardOmitted:
		return ""
	}
	return t.Value
}

// Written reports whether the tag stands in the game's text (it was not
// supplied by inheritance from another game); false for a nil t.
func (t *Tag) Written() bool { return t != nil && t.Inherit <= HeaderSet }

// Game is one PBN game (PBN 2.1 section 3): its tags, the auction and play
// sections with their notes, the supplemental sections, and the comments,
// all in the order read.
type Game struct {
	// Comments are those standing before the first tag, including escape
	// lines and blocks of comments separated from the game by blank lines.
	Comments []Comment
	// Tags are the tag pairs of the identification section and every other
	// tag not part of a section, in the order read; tags supplied by
	// inheritance (HeaderUsed, BoardOmitted) come last. A Note tag here is
	// one outside the auction and play sections.
	Tags []*Tag
	// Auction is the auction section, nil when absent.
	Auction *Auction
	// Play is the play section, nil when absent.
	Play *Play
	// Sections are the supplemental sections (tables and unknown sections)
	// in the order read.
	Sections []*Section
	// Pos is where the game's first tag stands.
	Pos Pos
}

// Auction is the auction section (PBN 2.1 section 3.5): the [Auction "X"]
// tag naming the first caller, the calls, and the notes explaining them.
type Auction struct {
	Tag   *Tag
	Calls []Item
	Notes []*Tag
}

// Play is the play section (PBN 2.1 section 3.6): the [Play "X"] tag naming
// the player of the first card, the cards (four a trick, in column order
// from that player), and the notes explaining them.
type Play struct {
	Tag   *Tag
	Cards []Item
	Notes []*Tag
}

// ItemKind is the kind of an entry of an auction or play section.
type ItemKind uint8

// The kinds of entry (PBN 2.1 sections 3.2, 3.5.1, 3.6.1, 3.9).
const (
	// ItemCall is a call: Item.Call holds it.
	ItemCall ItemKind = iota
	// ItemCard is a card: Item.Card holds it.
	ItemCard
	// ItemAllPass is "AP": all remaining players pass.
	ItemAllPass
	// ItemDash is "-": in the auction, a seat before the dealer's first
	// call; in the play, a card unknown or not played.
	ItemDash
	// ItemSkip is "^S": a turn skipped because a call out of rotation was
	// accepted.
	ItemSkip
	// ItemNext is "+": the next call or card, still to be made.
	ItemNext
	// ItemEnd is "*": no more calls or cards are given.
	ItemEnd
	// ItemInvalid is a token that could not be read; Text keeps it.
	ItemInvalid
)

// Mark is an irregularity token written before a call or a card (PBN 2.1
// section 3.9).
type Mark uint8

// The marks.
const (
	NoMark        Mark = iota
	Insufficient       // "^I": an insufficient bid, accepted (Law 27A1)
	Revoke             // "^R": a revoke not noticed in time (Law 64)
	LeadOutOfTurn      // "^L": a lead out of turn, accepted (Laws 53, 54)
)

// Item is one entry of an auction or play section with its annotations.
type Item struct {
	Kind ItemKind
	// Text is the token as written ("1n", "S10", "pass"); the writer
	// writes the export form.
	Text string
	Call bridge.Call // the call (ItemCall)
	Card bridge.Card // the card (ItemCard)
	Mark Mark
	// Note is the note reference "=n=" (0 when none).
	Note int
	// NAGs are the numeric annotation glyphs in the order given, import
	// suffixes turned into their NAGs ("!" is $1 after a call, $7 after a
	// card; section 3.7).
	NAGs     []int
	Comments []Comment
	Pos      Pos
}

// Section is a supplemental section (PBN 2.1 section 5): its tag, whose value
// describes the columns of a table, and its elements, one row a line as read.
type Section struct {
	Tag  *Tag
	Rows [][]Cell
}

// Cell is one element of a supplemental section: a section token, or a
// string token when Quoted (written between quotes, e.g. names).
type Cell struct {
	Text   string
	Quoted bool
}
