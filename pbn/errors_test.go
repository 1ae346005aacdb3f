package pbn

import (
	"errors"
	"fmt"
	"testing"
)

// TestReferenceErrors reads pbnref-errors_10.pbn, the PBN verifier's own
// test file: each game holds deliberate errors announced in the "%" lines
// around it. Every announced error of the format must be reported at its
// line with its kind, and every game kept. The announced errors about the
// Laws (an illegal call, a card not held, a revoke, the Declarer, Contract
// and Result tags against the auction and the play, marks that say
// something the play does not bear out) are found by package laws, which
// replays each game's record: laws.TestReplayReferenceErrors holds them.
func TestReferenceErrors(t *testing.T) {
	f := readCorpus(t, "pbnref-errors_10.pbn")
	announced := []struct {
		game, line int
		kind       error
	}{
		{1, 7, ErrUnknownTag},      // New tag name
		{2, 11, ErrSyntax},         // No tag value
		{3, 15, ErrSyntax},         // Bad character: no quotes
		{4, 19, ErrBadCharacter},   // a tab in the value
		{5, 23, ErrTagValue},       // Round "&"
		{6, 27, ErrTagValue},       // Round "-1"
		{7, 31, ErrTagValue},       // Bad date character
		{8, 35, ErrTagValue},       // Bad date format
		{9, 39, ErrTagValue},       // Dealer "Black"
		{10, 43, ErrTagValue},      // Vulnerable "E"
		{11, 47, ErrTagValue},      // Bad rank
		{12, 51, ErrDeal},          // SK twice
		{13, 55, ErrDeal},          // West has 14 cards
		{14, 59, ErrDeal},          // West has 12 cards
		{15, 63, ErrDeal},          // West has 12 cards, partial deal
		{16, 67, ErrTagValue},      // double space
		{17, 71, ErrDeal},          // West has 14 cards, partial deal
		{18, 75, ErrDeal},          // no cards
		{19, 79, ErrTagValue},      // Declarer "White"
		{20, 83, ErrTagValue},      // Contract "5Hearts"
		{21, 87, ErrTagValue},      // Contract "5NoTrump"
		{22, 91, ErrTagValue},      // Result "C-2"
		{23, 95, ErrStrayText},     // "bad characters"
		{23, 98, ErrNote},          // Bad section: a note with no auction or play
		{24, 102, ErrMissingTag},   // No dealer
		{25, 108, ErrMissingTag},   // No deal
		{26, 114, ErrMissingTag},   // No declarer
		{27, 120, ErrMissingTag},   // No contract
		{28, 127, ErrDuplicateTag}, // Tag exists already
		{30, 177, ErrCall},         // "1": bad trump
		{31, 186, ErrNonStandard},  // "1N": bad trump
		{35, 223, ErrNAG},          // 1C !!!: double suffix
		{35, 226, ErrNAG},          // 1D ! !: double suffix
		{35, 229, ErrNAG},          // 1H ! $3: double nag
		{35, 232, ErrNAG},          // 1S $3 !: double nag
		{35, 235, ErrNAG},          // 1NT $7: bad nag
		{35, 238, ErrNAG},          // 2C $256: bad nag
		{35, 241, ErrNAG},          // 2D $a: bad number
		{35, 244, ErrNote},         // 2H =a=: bad note
		{35, 247, ErrNote},         // 2S =44=: bad note
		{35, 250, ErrNote},         // 2NT?=1= =2=: double note, no note for =1=
		{45, 340, ErrNAG},          // SK !!!
		{45, 343, ErrNAG},          // HK ! !
		{45, 346, ErrNAG},          // DK ! $9
		{45, 349, ErrNAG},          // CK $9 !
		{46, 361, ErrNAG},          // SQ $1
		{46, 363, ErrNAG},          // HQ $256
		{46, 366, ErrNote},         // DQ =a=
		{46, 368, ErrNAG},          // CQ $a
		{47, 381, ErrNote},         // SJ =44=
		{47, 384, ErrNote},         // HJ?=1= =2=
		{47, 387, ErrPlay},         // DA played before
		{48, 405, ErrCard},         // S1
		{48, 408, ErrCard},         // HHT
		{48, 411, ErrCard},         // KT
		{49, 429, ErrSyntax},       // ^R ^R C5
		{49, 432, ErrSyntax},       // ^R ^L C2
		{49, 435, ErrSyntax},       // ^L ^R C6
		{49, 438, ErrPlay},         // ^L CK: a second lead out of turn
		{51, 462, ErrPlay},         // ^R on the lead
		{54, 495, ErrInconsistent}, // Result on a passed-out board
		{55, 504, ErrInconsistent}, // Result with Declarer ""
		{56, 529, ErrNote},         // Note 0
		{56, 531, ErrNote},         // Note 33
		{56, 534, ErrNote},         // unused note 32
		{57, 564, ErrNote},         // no note for =3=
		{57, 569, ErrNote},         // unused note 32
		{59, 636, ErrTagValue},     // sum of tricks not 13
		{59, 654, ErrNAG},          // 3H ! $2
		{59, 663, ErrNAG},          // S3 ! $2
		{59, 667, ErrNAG},          // D3 ! $2 (annotations before the next card)
		{62, 772, ErrInheritance},  // Dealer "#"
		{62, 773, ErrInheritance},  // Vulnerable "#"
		{62, 774, ErrInheritance},  // Deal "#"
		{62, 775, ErrInheritance},  // Declarer "#"
		{62, 776, ErrInheritance},  // Contract "#"
		{62, 777, ErrInheritance},  // Auction "#"
		{62, 779, ErrInheritance},  // Play "#"
		{63, 784, ErrTagValue},     // Score "a"
		{63, 785, ErrTagValue},     // ScoreIMP "a"
		{63, 786, ErrTagValue},     // ScorePercentage "a"
		{63, 787, ErrTagValue},     // ScoreRubber "a"
		{64, 791, ErrTagValue},     // "10.a"
		{64, 792, ErrTagValue},
		{64, 793, ErrTagValue},
		{64, 794, ErrTagValue},
		{65, 798, ErrTagValue}, // "10.-10"
		{65, 799, ErrTagValue},
		{65, 800, ErrTagValue},
		{65, 801, ErrTagValue},
		{66, 805, ErrTagValue}, // "10. 10"
		{66, 806, ErrTagValue},
		{66, 807, ErrTagValue},
		{66, 808, ErrTagValue},
		{67, 812, ErrTagValue},    // ScorePercentage "-10"
		{68, 817, ErrLineTooLong}, // in a comment
		{68, 820, ErrLineTooLong}, // a tag
		{69, 825, ErrLineTooLong},
		{69, 828, ErrBadCharacter}, // codes 127-159
		{72, 875, ErrNote},         // Note ""
		{72, 877, ErrNote},         // Note ":"
		{72, 879, ErrNote},         // Note " "
		{72, 881, ErrNote},         // Note "a"
		{72, 883, ErrNote},         // Note "a:"
		{73, 912, ErrCard},         // CS
		{73, 914, ErrCard},         // DS
		{74, 955, ErrBadCharacter}, // code 133 in a note
		{74, 955, ErrLineTooLong},
		{74, 957, ErrUnterminated}, // missing quote
	}
	for _, a := range announced {
		found := false
		for _, p := range f.Problems {
			if p.Line == a.line && errors.Is(p, a.kind) {
				found = true
				break
			}
		}
		if !found {
			var at []string
			for _, p := range f.Problems {
				if p.Line == a.line {
					at = append(at, p.Error())
				}
			}
			t.Errorf("game %d: no %v reported at line %d (reported there: %q)", a.game, a.kind, a.line, at)
		}
	}
	if len(f.Games) != 72 {
		t.Errorf("%d games kept, want 72 (74 announced: the first two blocks of game 23 hold no tag)", len(f.Games))
	}
	// Games announcing no error are kept whole: game 61, 70, 71, and game 72
	// up to its notes.
	starts := map[int]bool{}
	for _, g := range f.Games {
		starts[g.Pos.Line] = true
	}
	for _, line := range []int{724, 831, 839, 870} {
		if !starts[line] {
			t.Errorf("no game starts at line %d", line)
		}
	}
	g71 := gameAt(f, 839)
	if v, _ := g71.Value("Site"); v != "At Home" || len(g71.Play.Cards) != 53 {
		t.Errorf("game 71: Site %q, %d play items", v, len(g71.Play.Cards))
	}
	for _, p := range f.Problems {
		if p.File != "pbnref-errors_10.pbn" || p.Line < 1 || p.Column < 1 {
			t.Errorf("problem without its place: %#v", p)
		}
	}
}

func gameAt(f *File, line int) *Game {
	for _, g := range f.Games {
		if g.Pos.Line == line {
			return g
		}
	}
	panic(fmt.Sprintf("no game at line %d", line))
}

func TestParseErrorText(t *testing.T) {
	e := &ParseError{File: "a.pbn", Line: 3, Column: 7, Err: fmt.Errorf("%w: x", ErrSyntax), Warning: true}
	if got := e.Error(); got != "a.pbn:3:7: warning: pbn: syntax error: x" {
		t.Errorf("Error() = %q", got)
	}
	if !errors.Is(e, ErrSyntax) {
		t.Error("errors.Is does not see the sentinel")
	}
	l := ErrorList{e, {Line: 1, Err: ErrNote}}
	if !errors.Is(l, ErrNote) || l.Error() != "a.pbn:3:7: warning: pbn: syntax error: x (and 1 more errors)" {
		t.Errorf("ErrorList: %v", l)
	}
	var pe *ParseError
	if !errors.As(error(l), &pe) || pe != e {
		t.Error("errors.As does not find the *ParseError")
	}
}

// TestParseErrorTag: a problem in a tag's value names the tag, so that a
// reader that does not read it can leave it out; RecordTag says which tags
// Game.Record reads.
func TestParseErrorTag(t *testing.T) {
	f := parseString(t, "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"Both\"]\n[OptimumScore \"4S makes\"]\n[Result \"ten\"]\n")
	tags := map[string]bool{}
	for _, p := range f.Problems {
		if p.Tag != "" {
			tags[p.Tag] = true
		}
	}
	if !tags["OptimumScore"] || !tags["Result"] || len(tags) != 2 {
		t.Errorf("tags of the problems: %v (%v)", tags, f.Problems)
	}
	for name, want := range map[string]bool{"Result": true, "Dealer": true, "Deal": true, "Auction": true, "OptimumScore": false, "ParContract": false, "Date": true, "result": false} {
		if RecordTag(name) != want {
			t.Errorf("RecordTag(%q) = %v", name, !want)
		}
	}
}
