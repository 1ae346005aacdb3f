package pbn

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"bridgelaw/bridge"
	"github.com/google/go-cmp/cmp"
)

// hasProblem reports whether f has a problem of the kind at the line.
func hasProblem(f *File, line int, kind error) bool {
	for _, p := range f.Problems {
		if p.Line == line && errors.Is(p, kind) {
			return true
		}
	}
	return false
}

func TestReadFileLevel(t *testing.T) {
	game := "[Event \"x\"]\n[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n"
	tests := []struct {
		name    string
		data    []byte
		charset string
		event   string
	}{
		{"BOM", append([]byte{0xEF, 0xBB, 0xBF}, game...), "UTF-8", "x"},
		{"CRLF", []byte(strings.ReplaceAll(game, "\n", "\r\n")), "UTF-8", "x"},
		{"CR", []byte(strings.ReplaceAll(game, "\n", "\r")), "UTF-8", "x"},
		{"CR CR LF", []byte(strings.ReplaceAll(game, "\n", "\r\r\n")), "UTF-8", "x"},
		{"CR CR CR LF", []byte(strings.ReplaceAll(game, "\n", "\r\r\r\n")), "UTF-8", "x"},
		{"Latin-1", []byte("[Event \"S\xe9ance\"]\n"), "ISO-8859-1", "Séance"},
		{"UTF-8", []byte("[Event \"Séance\"]\n"), "UTF-8", "Séance"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Parse(tc.data, "x.pbn")
			if err != nil || len(f.Problems) > 0 {
				t.Fatalf("err %v, problems %v", err, f.Problems)
			}
			if f.Charset != tc.charset || len(f.Games) != 1 {
				t.Fatalf("charset %s, %d games", f.Charset, len(f.Games))
			}
			if v, _ := f.Games[0].Value("Event"); v != tc.event {
				t.Errorf("Event %q, want %q", v, tc.event)
			}
			if f.Games[0].Tag("Event").Pos != (Pos{Line: 1, Column: 1}) {
				t.Errorf("Event at %v", f.Games[0].Tag("Event").Pos)
			}
		})
	}
}

// TestReadCRCRLF reads testdata/crcrlf.pbn, whose lines end in "\r\r\n"
// (CRLF written through a text-mode stream): the six games of the club
// night, as with LF line ends, not an empty game a line.
func TestReadCRCRLF(t *testing.T) {
	data, err := os.ReadFile("testdata/crcrlf.pbn")
	if err != nil {
		t.Fatal(err)
	}
	got, _ := Parse(data, "crcrlf.pbn")
	want, _ := Parse(bytes.ReplaceAll(data, []byte("\r\r\n"), []byte("\n")), "lf.pbn")
	if len(got.Games) != 6 {
		t.Fatalf("%d games, want 6", len(got.Games))
	}
	if d := diffGames(want.Games, got.Games); d != "" {
		t.Errorf("CR CR LF reads other games than LF:\n%s", d)
	}
	if b, _ := got.Games[5].Board(); b != 6 {
		t.Errorf("the last game is board %d, want 6", b)
	}
	// Lone CRs still end a line each: "\r\r" is a line end and an empty
	// line, which ends the game.
	if f := parseString(t, "[Board \"1\"]\r\r[Board \"2\"]\r"); len(f.Games) != 2 {
		t.Errorf("CR CR: %d games, want 2", len(f.Games))
	}
}

// TestReadUTF16 reads a file saved as UTF-16 ("Unicode" in Windows
// editors), with or without a byte order mark: the games of its UTF-8
// twin, and a warning naming the character set, which PBN does not allow
// (section 2.2).
func TestReadUTF16(t *testing.T) {
	data, err := os.ReadFile("testdata/crcrlf.pbn")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(data), "Monday pairs", "Séance 𝄞") // a surrogate pair
	want, _ := Parse([]byte(text), "utf8.pbn")
	encode := func(order binary.AppendByteOrder, bom bool) []byte {
		var out []byte
		if bom {
			out = order.AppendUint16(out, 0xFEFF)
		}
		for _, u := range utf16.Encode([]rune(text)) {
			out = order.AppendUint16(out, u)
		}
		return out
	}
	tests := []struct {
		name, charset string
		data          []byte
	}{
		{"LE with BOM", "UTF-16LE", encode(binary.LittleEndian, true)},
		{"BE with BOM", "UTF-16BE", encode(binary.BigEndian, true)},
		{"LE without BOM", "UTF-16LE", encode(binary.LittleEndian, false)},
		{"BE without BOM", "UTF-16BE", encode(binary.BigEndian, false)},
		{"odd length", "UTF-16LE", append(encode(binary.LittleEndian, true), '\n')},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, _ := Parse(tc.data, "utf16.pbn")
			if f.Charset != tc.charset {
				t.Errorf("charset %q, want %q", f.Charset, tc.charset)
			}
			if d := diffGames(want.Games, f.Games); d != "" || len(f.Games) != 6 {
				t.Errorf("%d games, not those of the UTF-8 text:\n%s", len(f.Games), d)
			}
			if v, _ := f.Games[0].Value("Event"); v != "Séance 𝄞" {
				t.Errorf("Event %q", v)
			}
			p := f.Problems[0]
			if !errors.Is(p, ErrEncoding) || !p.Warning || p.Line != 1 || p.Column != 1 || !strings.Contains(p.Error(), "the file is in "+tc.charset) {
				t.Errorf("first problem %v, want a warning that the file is %s", p, tc.charset)
			}
			if len(f.Problems) != len(want.Problems)+1 {
				t.Errorf("problems %v, want those of the UTF-8 text and the warning", f.Problems)
			}
		})
	}
}

func TestReadTagLayout(t *testing.T) {
	f := parseString(t, "%PBN-ish directive\n% PBN 2.1\n% EXPORT\n"+
		"[Event \"a\"] [Site \"b\"]\t[Date\t\"2000.01.01\"]\n"+
		" [\n   Board\n         \"7\"\n    ]\n"+
		"[Round\"1\"]\n[   West \"W\"   ]\n"+
		"[East \"say \\\"hi\\\" \\\\ \\a\"]\n")
	if len(f.Problems) > 0 || len(f.Games) != 1 {
		t.Fatalf("problems %v, %d games", f.Problems, len(f.Games))
	}
	if f.Version != "2.1" || !f.Export {
		t.Errorf("version %q export %v", f.Version, f.Export)
	}
	g := f.Games[0]
	want := map[string]string{"Event": "a", "Site": "b", "Date": "2000.01.01", "Board": "7", "Round": "1", "West": "W", "East": `say "hi" \ \a`}
	for n, v := range want {
		if got, _ := g.Value(n); got != v {
			t.Errorf("%s = %q, want %q", n, got, v)
		}
	}
	if p := g.Tag("Board").Pos; p != (Pos{5, 2}) {
		t.Errorf("Board at %v, want 5:2", p)
	}
	if p := g.Tag("Site").Pos; p != (Pos{4, 13}) {
		t.Errorf("Site at %v, want 4:13", p)
	}
	if len(g.Comments) != 1 || g.Comments[0] != (Comment{Kind: EscapeLine, Text: "PBN-ish directive", Pos: Pos{1, 1}}) {
		t.Errorf("leading comments %+v", g.Comments)
	}
}

func TestReadGames(t *testing.T) {
	f := parseString(t, "[Event \"1\"]\n \t \n[Event \"2\"]\n{a comment\n\nwith a blank line}\n[Site \"s\"]\n\n\n[Event \"3\"]")
	if len(f.Games) != 3 || len(f.Problems) > 0 {
		t.Fatalf("%d games, problems %v", len(f.Games), f.Problems)
	}
	if c := f.Games[1].Tag("Event").Comments; len(c) != 1 || c[0].Text != "a comment\n\nwith a blank line" {
		t.Errorf("comment with a blank line: %+v", c)
	}
	if v, _ := f.Games[1].Value("Site"); v != "s" {
		t.Error("the blank line inside the comment ended the game")
	}
}

// TestReadCommentOnly: a comment alone on a line between
// tags belongs to the tag before it.
func TestReadCommentOnly(t *testing.T) {
	g := oneGame(t, "[Dealer \"N\"]\n[Result \"9\"]\n{PAR of the deal: 3H = played by North: 140 points}\n[Auction \"N\"]\n1H Pass 3H AP\n")
	c := g.Tag("Result").Comments
	if len(c) != 1 || c[0].Kind != BraceComment || !strings.HasPrefix(c[0].Text, "PAR of the deal") {
		t.Errorf("comment: %+v", c)
	}
	r, _ := g.Record()
	var calls []string
	for _, c := range r.Calls {
		calls = append(calls, c.Call.String())
	}
	if strings.Join(calls, " ") != "1H Pass 3H Pass Pass Pass" || !r.AuctionEnded {
		t.Errorf("calls %v, ended %v", calls, r.AuctionEnded)
	}
}

// TestReadStrayText: text lines of a dealing program after
// two games are skipped with a warning naming each line.
func TestReadStrayText(t *testing.T) {
	f := parseString(t, "[Board \"1\"]\n[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n\n"+
		"[Board \"2\"]\n\nMinimum : 33.6\nGenerated 2922012 hands\nTime needed 8.000 sec\n")
	if len(f.Games) != 2 {
		t.Fatalf("%d games", len(f.Games))
	}
	for _, line := range []int{6, 7, 8} {
		if !hasProblem(f, line, ErrStrayText) {
			t.Errorf("no warning at line %d: %v", line, f.Problems)
		}
	}
	if len(f.Errors()) > 0 {
		t.Errorf("stray text gives errors: %v", f.Errors())
	}
	if strict, err := (Options{Strict: true}).Parse([]byte("[Board \"2\"]\nGenerated 2922012 hands\n"), "s"); err == nil || !hasProblem(strict, 2, ErrStrayText) {
		t.Errorf("strict mode: %v", err)
	}
}

// TestReadBinaryGarbage: binary bytes before the games
// (testdata/garbage-head.pbn, 2 KB of them) never pass silently: each line
// of them has a warning, or lies in a comment (a "{", ";" or "%" among the
// bytes) that has one for its control characters; the six games after
// them are read as without the bytes.
func TestReadBinaryGarbage(t *testing.T) {
	data, err := os.ReadFile("testdata/garbage-head.pbn")
	if err != nil {
		t.Fatal(err)
	}
	f, _ := Parse(data, "garbage-head.pbn")
	start := bytes.Index(data, []byte("% PBN 2.1"))
	clean, _ := Parse(data[start:], "clean.pbn")
	if len(f.Games) != 6 || diffGames(clean.Games, f.Games) != "" {
		t.Fatalf("%d games, not those of the file without its head:\n%s", len(f.Games), diffGames(clean.Games, f.Games))
	}
	warned := map[int]bool{}
	for _, p := range f.Problems {
		warned[p.Line] = true
	}
	for _, c := range f.Games[0].Comments {
		if warned[c.Pos.Line] {
			for l := range strings.Count(c.Text, "\n") + 1 {
				warned[c.Pos.Line+l] = true
			}
		}
	}
	text, _, _ := decode(data[:start])
	for i, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) != "" && !warned[i+1] {
			t.Errorf("line %d passes without a warning: %q", i+1, line)
		}
	}
	for _, tc := range []struct{ text, what string }{
		{"{\x00\x01}\n[Board \"1\"]\n", "comment"},
		{"; \x1b[0m\n[Board \"1\"]\n", "comment"},
		{"%\x00\x00\n[Board \"1\"]\n", "escape line"},
		{"[Board \"1\"] {\x7f}\n", "comment"},
	} {
		f := parseString(t, tc.text)
		if len(f.Games) != 1 || len(f.Problems) != 1 || !errors.Is(f.Problems[0], ErrBadCharacter) || !f.Problems[0].Warning ||
			!strings.Contains(f.Problems[0].Error(), "control characters in a "+tc.what) {
			t.Errorf("%q: %d games, problems %v", tc.text, len(f.Games), f.Problems)
		}
	}
}

func TestReadStrayBrace(t *testing.T) {
	f := parseString(t, "[Event \"e\"]\n{one {two} three}\n[Site \"s\"]\n")
	if !hasProblem(f, 2, ErrStrayText) || len(f.Errors()) > 0 {
		t.Errorf("problems %v", f.Problems)
	}
	if c := f.Games[0].Tag("Event").Comments; len(c) != 1 || c[0].Text != "one {two" {
		t.Errorf("braces nest: %+v", c)
	}
}

// sectionItems reads a game and gives the items of its auction (or play)
// section, positions cleared.
func sectionItems(t *testing.T, text string, play bool) ([]Item, *File) {
	t.Helper()
	f := parseString(t, text)
	if len(f.Games) != 1 {
		t.Fatalf("%d games", len(f.Games))
	}
	g := f.Games[0]
	zeroPos(g)
	if play {
		return g.Play.Cards, f
	}
	return g.Auction.Calls, f
}

func call(text string, c string) Item {
	return Item{Kind: ItemCall, Text: text, Call: bridge.MustCall(c)}
}

func card(text string, c string) Item {
	return Item{Kind: ItemCard, Text: text, Card: bridge.MustCard(c)}
}

func TestReadAuctionItems(t *testing.T) {
	head := "[Dealer \"N\"]\n[Auction \"N\"]\n"
	tests := []struct {
		name, body string
		want       []Item
	}{
		{"calls", "1D pass 1nt X\nxx 2S Pass AP", []Item{
			call("1D", "1D"), call("pass", "Pass"), call("1nt", "1NT"), call("X", "X"),
			call("xx", "XX"), call("2S", "2S"), call("Pass", "Pass"), {Kind: ItemAllPass, Text: "AP"}}},
		{"1N", "1N X", []Item{call("1N", "1NT"), call("X", "X")}},
		{"annotations", "1S !! =1= $25 2C ?=2= 2D $13", []Item{
			{Kind: ItemCall, Text: "1S", Call: bridge.MustCall("1S"), Note: 1, NAGs: []int{3, 25}},
			{Kind: ItemCall, Text: "2C", Call: bridge.MustCall("2C"), Note: 2, NAGs: []int{2}},
			{Kind: ItemCall, Text: "2D", Call: bridge.MustCall("2D"), NAGs: []int{13}}}},
		{"irregularities", "^S 1D ^I 1C", []Item{
			{Kind: ItemSkip, Text: "^S"}, call("1D", "1D"),
			{Kind: ItemCall, Text: "1C", Call: bridge.MustCall("1C"), Mark: Insufficient}}},
		{"end", "1C Pass *", []Item{call("1C", "1C"), call("Pass", "Pass"), {Kind: ItemEnd, Text: "*"}}},
		{"continue", "1C +", []Item{call("1C", "1C"), {Kind: ItemNext, Text: "+"}}},
		{"comments", "1C {a} ; b\n1D", []Item{
			{Kind: ItemCall, Text: "1C", Call: bridge.MustCall("1C"), Comments: []Comment{{Kind: BraceComment, Text: "a"}, {Kind: LineComment, Text: " b"}}},
			call("1D", "1D")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, f := sectionItems(t, head+tc.body+"\n", false)
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("items:\n%s", d)
			}
			for _, p := range f.Problems {
				if !errors.Is(p, ErrNonStandard) && !errors.Is(p, ErrNote) {
					t.Errorf("problem: %v", p)
				}
			}
		})
	}
}

func TestReadPlaceholders(t *testing.T) {
	// A table with West first; the dealer is North (PBN 2.1 section 3.5).
	g := oneGame(t, "[Dealer \"N\"]\n[Auction \"W\"]\n-  1D 1S 3H\n4S AP\n")
	r, _ := g.Record()
	if r.AuctionStart != bridge.North || len(r.Calls) != 7 || r.Calls[0].Call != bridge.MustCall("1D") {
		t.Errorf("record: start %s, %d calls", r.AuctionStart, len(r.Calls))
	}
	x := Export([]*Game{g})[0]
	if x.Auction.Tag.Value != "N" || x.Auction.Calls[0].Text != "1D" {
		t.Errorf("export: %v %+v", x.Auction.Tag.Value, x.Auction.Calls[0])
	}
}

func TestReadPlayItems(t *testing.T) {
	head := "[Play \"W\"]\n"
	tests := []struct {
		name, body string
		want       []Item
	}{
		{"lower case", "CK c3 C4 ca", []Item{card("CK", "CK"), card("c3", "C3"), card("C4", "C4"), card("ca", "CA")}},
		{"ten", "S10 -", []Item{card("S10", "ST"), {Kind: ItemDash, Text: "-"}}},
		{"double dash", "-- HQ H7 --", []Item{{Kind: ItemDash, Text: "--"}, card("HQ", "HQ"), card("H7", "H7"), {Kind: ItemDash, Text: "--"}}},
		{"marks", "CA ^R S6 ^L C3 C4", []Item{card("CA", "CA"), {Kind: ItemCard, Text: "S6", Card: bridge.MustCard("S6"), Mark: Revoke},
			{Kind: ItemCard, Text: "C3", Card: bridge.MustCard("C3"), Mark: LeadOutOfTurn}, card("C4", "C4")}},
		{"annotations", "SK !! =1= $200 HK?", []Item{{Kind: ItemCard, Text: "SK", Card: bridge.MustCard("SK"), Note: 1, NAGs: []int{9, 200}},
			{Kind: ItemCard, Text: "HK", Card: bridge.MustCard("HK"), NAGs: []int{8}}}},
		{"continue", "H2 H3 H4 HA\n+ - - CQ", []Item{card("H2", "H2"), card("H3", "H3"), card("H4", "H4"), card("HA", "HA"),
			{Kind: ItemNext, Text: "+"}, {Kind: ItemDash, Text: "-"}, {Kind: ItemDash, Text: "-"}, card("CQ", "CQ")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := sectionItems(t, head+tc.body+"\n", true)
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("items:\n%s", d)
			}
		})
	}
}

// TestReadIncompletePlay: rows ending mid-trick, no "*".
func TestReadIncompletePlay(t *testing.T) {
	text := "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n" +
		"[Declarer \"W\"]\n[Contract \"2NT\"]\n[Play \"N\"]\n" +
		"S2 H2 D2 C2\nS3 H3 D3 C3\nS4 H4 D4 C4\nS5 H5 D5 C5\nS6 H6 D6 C6\nS7 H7 - C7\n"
	g := oneGame(t, text)
	r, errs := g.Record()
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	// North leads and wins every trick (spades in notrump); in trick 6 the
	// card of South is unknown: the play stops there.
	if len(r.Plays) != 22 || r.Plays[21].Card != bridge.MustCard("H7") || r.ResultKnown || r.ClaimTricks != -1 {
		t.Errorf("%d plays, last %v, result known %v, claim %d", len(r.Plays), r.Plays[len(r.Plays)-1], r.ResultKnown, r.ClaimTricks)
	}
}

func TestReadLeadOutOfTurn(t *testing.T) {
	// PBN 2.1 section 3.9 (D): West should lead; East leads CA instead.
	text := "[Deal \"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n" +
		"[Declarer \"S\"]\n[Contract \"5HX\"]\n[Play \"W\"]\nC5 C2 ^L CQ CK\n*\n"
	f := parseString(t, text)
	g := f.Games[0]
	r, _ := g.Record()
	want := []string{"E:CQ", "S:CK", "W:C5", "N:C2"}
	var got []string
	for _, p := range r.Plays {
		got = append(got, p.Seat.String()+":"+p.Card.String())
	}
	if !slices.Equal(got, want) || !r.Plays[0].LeadOutOfTurn {
		t.Errorf("plays %v, want %v", got, want)
	}
}

func TestReadNotesAfterPlay(t *testing.T) {
	text := "[Dealer \"N\"]\n[Auction \"N\"]\n1NT =1= Pass 2C =2= AP\n[Play \"E\"]\nSK =1= *\n" +
		"[Note \"1:15-17\"]\n[Note \"2:Stayman: a major?\"]\n[Result \"9\"]\n"
	g := parseString(t, text).Games[0]
	if n := Notes(g.Auction.Notes); n[2] != "Stayman: a major?" || len(n) != 1 {
		t.Errorf("auction notes %v", n)
	}
	if n := Notes(g.Play.Notes); n[1] != "15-17" || len(n) != 1 {
		t.Errorf("play notes %v", n)
	}
	if v, _ := g.Value("Result"); v != "9" {
		t.Error("the tag after the play section is lost")
	}
}

func TestReadSuitLettersInDeal(t *testing.T) {
	text := "[Deal \"N:SA7.H864.DQJT73.CAKQ - - -\"]\n"
	f := parseString(t, text)
	h := must(f.Games[0].Hands())(t)
	if h.Hands[bridge.North].String() != "A7.864.QJT73.AKQ" || !hasProblem(f, 1, ErrTagValue) || len(f.Errors()) > 0 {
		t.Errorf("lenient: %s, problems %v", h.Hands[bridge.North], f.Problems)
	}
	sf, err := (Options{Strict: true}).Parse([]byte(text), "s")
	if err == nil || !hasProblem(sf, 1, ErrTagValue) {
		t.Errorf("strict mode accepts suit letters: %v", err)
	}
	if _, err := sf.Games[0].Hands(); !errors.Is(err, ErrTagValue) {
		t.Errorf("strict Hands: %v", err)
	}
	// A hand where only some holdings carry letters is never changed.
	if _, changed := stripSuitLetters("N:SA7.864.QJT73.AKQ - - -"); changed {
		t.Error("partial letters stripped")
	}
}

func TestReadVoids(t *testing.T) {
	// A void first, voids last.
	g := oneGame(t, "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n")
	d := must(g.Deal())(t)
	if d.Hand(bridge.North).Suit(bridge.Spades) != 0 || d.Hand(bridge.East).Suit(bridge.Diamonds).String() != "T" {
		t.Errorf("deal %s", d)
	}
	g = oneGame(t, "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n")
	if d := must(g.Deal())(t); d.Hand(bridge.West).Suit(bridge.Clubs).Len() != 13 {
		t.Errorf("voids at the end: %s", d)
	}
}

func TestReadInheritance(t *testing.T) {
	f := parseString(t, "[Event \"##Club night\"]\n[Site \"Home\"]\n[Board \"1\"]\n\n"+
		"[Site \"#\"]\n[Board \"2\"]\n\n[Event \"Final\"]\n[Board \"3\"]\n[Scoring \"#\"]\n\n[Board \"4\"]\n")
	if len(f.Problems) > 0 {
		t.Fatal(f.Problems)
	}
	type tv struct {
		v string
		i Inheritance
	}
	get := func(g *Game, n string) tv {
		if t := g.Tag(n); t != nil {
			return tv{t.Value, t.Inherit}
		}
		return tv{"-", 0}
	}
	checks := []struct {
		game int
		tag  string
		want tv
	}{
		{0, "Event", tv{"Club night", HeaderSet}},
		{1, "Event", tv{"Club night", HeaderUsed}},
		{1, "Site", tv{"Home", Copied}},
		{2, "Event", tv{"Final", Given}},
		{2, "Scoring", tv{"", Copied}}, // no earlier game has it
		{3, "Event", tv{"Club night", HeaderUsed}},
	}
	for _, c := range checks {
		if got := get(f.Games[c.game], c.tag); got != c.want {
			t.Errorf("game %d %s: %+v, want %+v", c.game+1, c.tag, got, c.want)
		}
	}
	if raw := f.Games[0].Tag("Event").Raw(); raw != "##Club night" {
		t.Errorf("Raw %q", raw)
	}
}

func TestReadBoardOmitted(t *testing.T) {
	f := parseString(t, "[Board \"5\"]\n[Dealer \"N\"]\n[Vulnerable \"NS\"]\n"+
		"[Deal \"W:.AQJ85.986.JT973 A8643.97642.Q.Q8 KT9.K3.K75.AK652 QJ752.T.AJT432.4\"]\n[Contract \"4S\"]\n[Declarer \"N\"]\n\n"+
		"[West \"Zak\"]\n[Declarer \"\"]\n[Contract \"Pass\"]\n[Result \"\"]\n\n"+
		"[Generator \"x\"]\n")
	g := f.Games[1]
	if b := must(g.Board())(t); b != 5 || g.Tag("Deal").Inherit != BoardOmitted {
		t.Errorf("second table: board %d, Deal %+v", b, g.Tag("Deal"))
	}
	if v := must(g.Vulnerable())(t); v != bridge.NSVulnerable {
		t.Errorf("vulnerability %s", v)
	}
	if f.Games[2].Tag("Deal") != nil {
		t.Error("a game recording no table inherits the board")
	}
}

func TestReadDuplicates(t *testing.T) {
	f := parseString(t, "[Site \"a\"]\n[Site \"b\"] {about b}\nstray\n[Dealer \"N\"]\n[Auction \"N\"]\n1C AP\n[Auction \"N\"]\n2C AP\n")
	g := f.Games[0]
	if v, _ := g.Value("Site"); v != "a" || len(g.Tag("Site").Comments) != 1 {
		t.Errorf("Site %q, comments %+v", v, g.Tag("Site").Comments)
	}
	if !hasProblem(f, 2, ErrDuplicateTag) || !hasProblem(f, 3, ErrStrayText) || !hasProblem(f, 7, ErrDuplicateTag) {
		t.Errorf("problems %v", f.Problems)
	}
	if len(g.Auction.Calls) != 2 || g.Auction.Calls[0].Text != "1C" {
		t.Errorf("the second auction replaced the first: %+v", g.Auction.Calls)
	}
}

func TestProblemsByGame(t *testing.T) {
	f := parseString(t, "junk before\n\n[Board \"x\"]\n\n[Board \"2\"]\n[Dealer \"Q\"]\n")
	per, outside := f.ProblemsByGame()
	if len(outside) != 1 || !errors.Is(outside[0], ErrStrayText) {
		t.Errorf("outside: %v", outside)
	}
	if len(per) != 2 || len(per[0]) != 1 || per[0][0].Line != 3 || len(per[1]) != 1 || per[1][0].Line != 6 {
		t.Errorf("per game: %v", per)
	}
}

// TestNonStandardOnce: a non-standard form is reported once a file, with
// the count of the others.
func TestNonStandardOnce(t *testing.T) {
	f := parseString(t, "[Dealer \"N\"]\n[Contract \"3N\"]\n[Auction \"N\"]\n1N Pass 3N AP\n")
	var got []string
	for _, p := range f.Problems {
		if errors.Is(p, ErrNonStandard) {
			got = append(got, p.Error())
		}
	}
	if len(got) != 1 || !strings.HasSuffix(got[0], `"N" for "NT" (and 2 more in this file)`) || !strings.HasPrefix(got[0], "test.pbn:2:1:") {
		t.Errorf("warnings %q", got)
	}
}
