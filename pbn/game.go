package pbn

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"bridgelaw/bridge"
)

// Tag is the tag of the game named name: an identification tag, or the tag
// of the auction, play or a supplemental section; nil when the game has
// none. For Note tags see Auction.Notes and Play.Notes.
func (g *Game) Tag(name string) *Tag { return g.findTag(name) }

// Value is the value of tag name (inheritance resolved) and whether the
// game has the tag.
func (g *Game) Value(name string) (string, bool) {
	if t := g.findTag(name); t != nil {
		return t.Value, true
	}
	return "", false
}

// value is the value of tag name, or an error wrapping ErrNoTag.
func (g *Game) value(name string) (string, error) {
	if t := g.findTag(name); t != nil {
		return t.Value, nil
	}
	return "", fmt.Errorf("%w: %s", ErrNoTag, name)
}

// Section is the supplemental section named name, nil when none (or g is
// nil).
func (g *Game) Section(name string) *Section {
	if g == nil {
		return nil
	}
	for _, s := range g.Sections {
		if s != nil && s.Tag != nil && s.Tag.Name == name {
			return s
		}
	}
	return nil
}

// Board is the board number (PBN 2.1 section 3.4.4). Errors wrap ErrNoTag,
// ErrUnknownValue ("?"), ErrInappropriate ("") or ErrTagValue.
func (g *Game) Board() (bridge.Board, error) { return parseTag(g, "Board", ParseBoard) }

// parseTag reads tag name with parse, or gives ErrNoTag.
func parseTag[T any](g *Game, name string, parse func(string) (T, error)) (T, error) {
	v, err := g.value(name)
	if err != nil {
		var zero T
		return zero, err
	}
	return parse(v)
}

// orMarked reads tag name with parse; when the game has no such tag, it
// gives what the board marks (Law 2), if the Board is known.
func orMarked[T any](g *Game, name string, parse func(string) (T, error), marked func(bridge.Board) T) (T, error) {
	v, err := parseTag(g, name, parse)
	if errors.Is(err, ErrNoTag) {
		if b, berr := g.Board(); berr == nil {
			return marked(b), nil
		}
	}
	return v, err
}

// Dealer is the dealer (PBN 2.1 section 3.4.9); when the game has no Dealer
// tag, the dealer marked on the board (Law 2). Errors as Board.
func (g *Game) Dealer() (bridge.Seat, error) {
	return orMarked(g, "Dealer", ParseSeat, bridge.Board.Dealer)
}

// Vulnerable is the vulnerability (PBN 2.1 section 3.4.10); when the game
// has no Vulnerable tag, the one marked on the board (Law 2). Errors as
// Board.
func (g *Game) Vulnerable() (bridge.Vulnerability, error) {
	return orMarked(g, "Vulnerable", ParseVulnerable, bridge.Board.Vulnerability)
}

// Hands is the Deal as given (PBN 2.1 section 3.4.11): possibly partial
// ("-" hands), possibly an end position, nothing checked but the syntax.
// Errors as Board.
func (g *Game) Hands() (Hands, error) { return parseTag(g, "Deal", ParseDeal) }

// Deal is the checked deal (Law 6): the four hands of the Deal tag, or
// three of them with the fourth made of the other 13 cards. Errors as
// Board, or wrapping ErrDeal and the *bridge.DealError listing what is
// wrong.
func (g *Game) Deal() (bridge.Deal, error) {
	h, err := g.Hands()
	if err != nil {
		return bridge.Deal{}, err
	}
	hands, known := completeHands(h)
	if n := countKnown(known); n < 4 {
		return bridge.Deal{}, fmt.Errorf("%w: only %d hands given", ErrDeal, n)
	}
	d, err := bridge.NewDeal(hands)
	if err != nil {
		return bridge.Deal{}, fmt.Errorf("%w: %w", ErrDeal, err)
	}
	return d, nil
}

// completeHands gives the hand not given the 13 cards the three others do
// not hold, when they hold 13 cards each.
func completeHands(h Hands) (bridge.Hands, bridge.BySeat[bool]) {
	hands, known := h.Hands, h.Known
	if countKnown(known) != 3 {
		return hands, known
	}
	missing := bridge.North
	for _, s := range bridge.Seats() {
		if !known[s] {
			missing = s
		} else if hands[s].Len() != 13 {
			return hands, known
		}
	}
	if (hands[0] | hands[1] | hands[2] | hands[3]).Len() != 39 {
		return hands, known
	}
	hands[missing] = bridge.FullDeck &^ hands.All()
	known[missing] = true
	return hands, known
}

func countKnown(k bridge.BySeat[bool]) int {
	n := 0
	for _, b := range k {
		if b {
			n++
		}
	}
	return n
}

// Declarer is the declarer (PBN 2.1 section 3.4.13): with swapped true for
// "^X", X being the irregular declarer, who played the hand in place of
// his partner. Errors as Board; ErrInappropriate ("") is a passed-out board.
func (g *Game) Declarer() (seat bridge.Seat, swapped bool, err error) {
	v, err := g.value("Declarer")
	if err != nil {
		return 0, false, err
	}
	return ParseDeclarer(v)
}

// Contract is the contract (PBN 2.1 section 3.4.14), bridge.PassedOut for
// "Pass", with its Declarer taken from the Declarer tag when that names a
// seat (North otherwise: use Declarer to know). Errors as Board.
func (g *Game) Contract() (bridge.Contract, error) {
	v, err := g.value("Contract")
	if err != nil {
		return bridge.Contract{}, err
	}
	c, err := ParseContract(v)
	if err != nil || c.IsPassedOut() {
		return c, err
	}
	if s, _, err := g.Declarer(); err == nil {
		c.Declarer = s
	}
	return c, nil
}

// Strain is the strain of the contract, also for an end position whose
// Contract tag holds the strain alone (PBN 2.1 section 3.10). Errors as
// Board.
func (g *Game) Strain() (bridge.Strain, error) { return parseTag(g, "Contract", ParseStrain) }

// declarerSide is the declaring side when the Declarer tag names a seat and
// the board was not passed out.
func (g *Game) declarerSide() (bridge.Side, bool) {
	s, _, err := g.Declarer()
	if err != nil {
		return 0, false
	}
	if c, err := g.Contract(); err == nil && c.IsPassedOut() {
		return 0, false
	}
	return s.Side(), true
}

// Result is the result in tricks (PBN 2.1 section 3.4.15), the counts not
// given derived where possible: the sides' from declarer's with the
// Declarer tag, declarer's from a side's, one side's from the other's (13
// in all). Errors as Board.
func (g *Game) Result() (Result, error) {
	v, err := g.value("Result")
	if err != nil {
		return Result{Declarer: -1, NS: -1, EW: -1}, err
	}
	r, err := ParseResult(v)
	if err != nil {
		return r, err
	}
	return g.deriveResult(r), nil
}

// deriveResult fills in the counts of a Result value that follow from
// those given and the Declarer tag.
func (g *Game) deriveResult(r Result) Result {
	switch {
	case r.NS < 0 && r.EW >= 0:
		r.NS = 13 - r.EW
	case r.EW < 0 && r.NS >= 0:
		r.EW = 13 - r.NS
	}
	side, ok := g.declarerSide()
	if !ok {
		return r
	}
	byside := [2]*int{&r.NS, &r.EW}
	switch {
	case r.Declarer >= 0 && r.NS < 0:
		*byside[side] = r.Declarer
		*byside[side.Opponents()] = 13 - r.Declarer
	case r.Declarer < 0 && r.NS >= 0:
		r.Declarer = *byside[side]
	}
	return r
}

// scoreTag reads a tag of the Score family; a declarer's-side value is set
// on the declaring side's too, and with zeroSum the other side's is its
// opposite.
func (g *Game) scoreTag(name string, decimals, zeroSum bool) (Score, error) {
	v, err := g.value(name)
	if err != nil {
		return Score{}, err
	}
	s, err := parseScore(name, v, decimals)
	if err != nil {
		return s, err
	}
	if side, ok := g.declarerSide(); ok && s.HasDeclarer && !s.HasNS && !s.HasEW {
		if side == bridge.NorthSouth {
			s.NS, s.HasNS = s.Declarer, true
		} else {
			s.EW, s.HasEW = s.Declarer, true
		}
	}
	if zeroSum {
		switch {
		case s.HasNS && !s.HasEW:
			s.EW, s.HasEW = -s.NS, true
		case s.HasEW && !s.HasNS:
			s.NS, s.HasNS = -s.EW, true
		}
	}
	return s, nil
}

// Score is the Score tag (PBN 2.1 section 4.2.1), integer points in the
// five forms; a declarer's-side value is also set for its side when the
// Declarer tag names one, and the other side's value is the opposite.
// Errors as Board.
func (g *Game) Score() (Score, error) { return g.scoreTag("Score", false, true) }

// ScoreIMP is the ScoreIMP tag (section 4.2.2), read like Score but
// decimals allowed.
func (g *Game) ScoreIMP() (Score, error) { return g.scoreTag("ScoreIMP", true, true) }

// ScoreMP is the ScoreMP tag (section 4.2.3), matchpoints, decimals
// allowed; the sides' values are not opposite, so only those given (or
// the declarer's) are set.
func (g *Game) ScoreMP() (Score, error) { return g.scoreTag("ScoreMP", true, false) }

// ScorePercentage is the ScorePercentage tag (section 4.2.4), percent 0-100,
// read like ScoreMP.
func (g *Game) ScorePercentage() (Score, error) {
	s, err := g.scoreTag("ScorePercentage", true, false)
	if err == nil {
		for _, x := range []float64{s.NS, s.EW, s.Declarer} {
			if x < 0 || x > 100 {
				v, _ := g.Value("ScorePercentage")
				return s, badValue("ScorePercentage", v, "a percentage runs from 0 to 100")
			}
		}
	}
	return s, err
}

// OptimumScore is the OptimumScore tag (section 4.2.7), the double-dummy
// par score from one side's view or both ("NS 600", "EW -600"), read like
// Score. Errors as Board.
func (g *Game) OptimumScore() (Score, error) { return g.scoreTag("OptimumScore", false, true) }

// ParContract is the ParContract tag (extension, see ParseParContract).
// Errors as Board.
func (g *Game) ParContract() ([]bridge.ParContract, error) {
	return parseTag(g, "ParContract", ParseParContract)
}

// DoubleDummyTricks is the DoubleDummyTricks tag (extension, see
// ParseDoubleDummyTricks). Errors as Board.
func (g *Game) DoubleDummyTricks() (bridge.TrickTable, error) {
	v, err := g.value("DoubleDummyTricks")
	if err != nil {
		return bridge.UnknownTable(), err
	}
	return ParseDoubleDummyTricks(v)
}

// Notes maps the note indexes of notes to their texts, spaces trimmed (PBN
// 2.1 section 3.5.5); notes that cannot be read, and nil tags, are left
// out.
func Notes(notes []*Tag) map[int]string {
	m := make(map[int]string, len(notes))
	for _, t := range notes {
		if t == nil {
			continue
		}
		if i, text, ok := splitNote(t.Value); ok {
			if _, dup := m[i]; !dup {
				m[i] = strings.TrimSpace(text)
			}
		}
	}
	return m
}

// First is the seat of the first call (PBN 2.1 section 3.5). Errors as
// Board (ErrNoTag for a nil a or an auction without its tag).
func (a *Auction) First() (bridge.Seat, error) {
	if a == nil || a.Tag == nil {
		return 0, fmt.Errorf("%w: Auction", ErrNoTag)
	}
	return ParseSeat(a.Tag.Value)
}

// First is the seat of the first card (PBN 2.1 section 3.6). Errors as
// Board (ErrNoTag for a nil p or a play without its tag).
func (p *Play) First() (bridge.Seat, error) {
	if p == nil || p.Tag == nil {
		return 0, fmt.Errorf("%w: Play", ErrNoTag)
	}
	return ParseSeat(p.Tag.Value)
}

// sane is g with its nil parts left out (nil tags, notes and sections, and
// sections without their tag) or filled in (an auction or play section
// without its tag gets one with an empty value), so that the code that
// follows can take every part as given: g itself when nothing is nil, an
// empty game for a nil g. The API never panics on a model holding nil.
func (g *Game) sane() *Game {
	if g == nil {
		return &Game{}
	}
	nilTag := func(t *Tag) bool { return t == nil }
	nilSection := func(s *Section) bool { return s == nil || s.Tag == nil }
	if !slices.ContainsFunc(g.Tags, nilTag) && !slices.ContainsFunc(g.Sections, nilSection) &&
		(g.Auction == nil || g.Auction.Tag != nil && !slices.ContainsFunc(g.Auction.Notes, nilTag)) &&
		(g.Play == nil || g.Play.Tag != nil && !slices.ContainsFunc(g.Play.Notes, nilTag)) {
		return g
	}
	c := *g
	c.Tags = slices.DeleteFunc(slices.Clone(g.Tags), nilTag)
	c.Sections = slices.DeleteFunc(slices.Clone(g.Sections), nilSection)
	// section fills in the tag of a section, named name, and drops its nil
	// notes.
	section := func(tag *Tag, notes []*Tag, name string) (*Tag, []*Tag) {
		if tag == nil {
			tag = &Tag{Name: name}
		}
		return tag, slices.DeleteFunc(slices.Clone(notes), nilTag)
	}
	if g.Auction != nil {
		a := *g.Auction
		a.Tag, a.Notes = section(a.Tag, a.Notes, "Auction")
		c.Auction = &a
	}
	if g.Play != nil {
		p := *g.Play
		p.Tag, p.Notes = section(p.Tag, p.Notes, "Play")
		c.Play = &p
	}
	return &c
}
