package bridge

import (
	"errors"
	"strings"
	"testing"
)

func TestParseCardNotations(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"SA", "SA"}, {"AS", "SA"}, {"♠A", "SA"}, {"A♠", "SA"}, {"sa", "SA"},
		{"H10", "HT"}, {"10h", "HT"}, {"♥T", "HT"}, {"HT", "HT"}, {"c2", "C2"},
		{"DQ", "DQ"}, {"QD", "DQ"}, {"♦q", "DQ"}, {"♣K", "CK"}, {" SJ ", "SJ"},
	}
	for _, tc := range tests {
		c, err := ParseCard(tc.in)
		if err != nil {
			t.Errorf("ParseCard(%q): %v", tc.in, err)
			continue
		}
		if c.String() != tc.want {
			t.Errorf("ParseCard(%q) = %s, want %s", tc.in, c, tc.want)
		}
	}
	for _, bad := range []string{"", "S", "SS", "X1", "S1", "S11", "AA", "♠", "S A", "ZA", "SAK"} {
		if c, err := ParseCard(bad); err == nil {
			t.Errorf("ParseCard(%q) = %s, want an error", bad, c)
		} else if !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseCard(%q) error %v does not wrap ErrSyntax", bad, err)
		}
	}
}

func TestCardRoundTrip(t *testing.T) {
	n := 0
	for c := range FullDeck.Cards() {
		n++
		if !c.Valid() {
			t.Fatalf("%d not valid", c)
		}
		for _, s := range []string{c.String(), c.Symbol(), c.Rank().String() + c.Suit().String()} {
			if got, err := ParseCard(s); err != nil || got != c {
				t.Errorf("ParseCard(%q) = %v, %v; want %s", s, got, err, c)
			}
		}
	}
	if n != 52 {
		t.Fatalf("FullDeck has %d cards", n)
	}
	if Card(0).Valid() {
		t.Error("the zero Card must be invalid")
	}
}

func TestParseCallNotations(t *testing.T) {
	tests := map[string]string{
		"Pass": "Pass", "P": "Pass", "pass": "Pass", "PASS": "Pass",
		"X": "X", "Dbl": "X", "D": "X", "x": "X",
		"XX": "XX", "Rdbl": "XX", "R": "XX", "xx": "XX",
		"1C": "1C", "3NT": "3NT", "3N": "3NT", "3nt": "3NT", "7N": "7NT",
		"4♠": "4S", "1 NT": "1NT", "2d": "2D", "1SA": "1NT",
	}
	for in, want := range tests {
		c, err := ParseCall(in)
		if err != nil || c.String() != want {
			t.Errorf("ParseCall(%q) = %v, %v; want %s", in, c, err, want)
		}
	}
	for _, bad := range []string{"", "8S", "0C", "1", "1Z", "XXX", "1CC", "NT"} {
		if c, err := ParseCall(bad); err == nil {
			t.Errorf("ParseCall(%q) = %s, want an error", bad, c)
		}
	}
}

func TestBidOrder(t *testing.T) {
	// Law 18E: bids rank by level, then C < D < H < S < NT.
	prev := Call(0)
	n := 0
	for l := Level(1); l <= 7; l++ {
		for _, s := range Strains() {
			b := Bid(l, s)
			if !b.IsBid() || b.Level() != l || b.Strain() != s {
				t.Fatalf("Bid(%d,%s) = %v", l, s, b)
			}
			if b <= prev {
				t.Fatalf("%s does not outrank %s", b, prev)
			}
			if got := MustCall(b.String()); got != b {
				t.Fatalf("round trip of %s gave %s", b, got)
			}
			prev = b
			n++
		}
	}
	if n != 35 {
		t.Fatalf("%d bids", n)
	}
	for _, c := range []Call{Pass, Double, Redouble} {
		if c.IsBid() || !c.Valid() {
			t.Errorf("%s", c)
		}
	}
	if Bid(8, NoTrump) != 0 || Bid(0, StrainClubs) != 0 {
		t.Error("out-of-range bids must be the zero Call")
	}
}

// TestBoardCycle checks Law 2 for every board of the cycle of 16 and for
// boards above 16, which repeat it.
func TestBoardCycle(t *testing.T) {
	table := []struct {
		dealer string
		vul    string
	}{
		{"N", "None"}, {"E", "NS"}, {"S", "EW"}, {"W", "All"},
		{"N", "NS"}, {"E", "EW"}, {"S", "All"}, {"W", "None"},
		{"N", "EW"}, {"E", "All"}, {"S", "None"}, {"W", "NS"},
		{"N", "All"}, {"E", "None"}, {"S", "NS"}, {"W", "EW"},
	}
	for i, row := range table {
		for _, b := range []Board{Board(i + 1), Board(i + 17), Board(i + 33), Board(i + 161)} {
			if got := b.Dealer().String(); got != row.dealer {
				t.Errorf("board %d dealer %s, want %s", b, got, row.dealer)
			}
			if got := b.Vulnerability().String(); got != row.vul {
				t.Errorf("board %d vulnerability %s, want %s", b, got, row.vul)
			}
		}
	}
	// Boards above 16 repeat the cycle (Law 2).
	bl16 := map[Board]string{1: "N None", 16: "W EW", 17: "N None", 18: "E NS", 20: "W All", 32: "W EW", 35: "S EW", 64: "W EW"}
	for b, want := range bl16 {
		if got := b.Dealer().String() + " " + b.Vulnerability().String(); got != want {
			t.Errorf("board %d: %s, want %s", b, got, want)
		}
	}
}

func TestVulnerabilityWords(t *testing.T) {
	tests := map[string]Vulnerability{
		"None": None, "Love": None, "-": None, "none": None, "love": None,
		"NS": NSVulnerable, "ns": NSVulnerable, "N-S": NSVulnerable,
		"EW": EWVulnerable, "ew": EWVulnerable,
		"All": All, "Both": All, "both": All, "all": All,
	}
	for in, want := range tests {
		if got, err := ParseVulnerability(in); err != nil || got != want {
			t.Errorf("ParseVulnerability(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "Black", "NE"} {
		if _, err := ParseVulnerability(bad); err == nil {
			t.Errorf("ParseVulnerability(%q) accepted", bad)
		}
	}
	if !All.Vulnerable(NorthSouth) || !All.Vulnerable(EastWest) || None.Vulnerable(NorthSouth) ||
		!NSVulnerable.Vulnerable(NorthSouth) || NSVulnerable.Vulnerable(EastWest) || !EWVulnerable.Vulnerable(EastWest) {
		t.Error("Vulnerable")
	}
}

func TestSeatRelations(t *testing.T) {
	for _, s := range Seats() {
		if s.LHO().RHO() != s || s.Partner().Partner() != s || s.Partner().Side() != s.Side() || s.LHO().Side() == s.Side() {
			t.Errorf("relations of %s", s)
		}
		if got, _ := ParseSeat(s.Name()); got != s {
			t.Errorf("ParseSeat(%s)", s.Name())
		}
	}
	if North.LHO() != East || North.RHO() != West || South.Add(-3) != West || East.Add(5) != South {
		t.Error("rotation")
	}
}

// TestDealVoids: a void at the start of a hand (in PBN 2.1's Deal tag, an
// empty holding before a dot).
func TestDealVoids(t *testing.T) {
	d, err := ParseDeal("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85")
	if err != nil {
		t.Fatal(err)
	}
	n := d.Hand(North)
	if n.Suit(Spades) != 0 || n.Suit(Hearts).String() != "63" || n.Suit(Diamonds).String() != "AKQ987" || n.Suit(Clubs).String() != "A9732" {
		t.Errorf("North = %s", n)
	}
	if d.Hand(East).Suit(Diamonds).String() != "T" {
		t.Errorf("East diamonds %s", d.Hand(East).Suit(Diamonds))
	}
	// Input B: suit letters inside a hand are never ranks.
	if _, err := ParseDeal("S:SA7.H864.DQJT73.CAKQ - - -"); err == nil {
		t.Error("suit letters in a hand must be rejected")
	}
}

func TestDealFirstSeatAndCompletion(t *testing.T) {
	d1 := MustDeal("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85")
	d2 := MustDeal("W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4")
	d3 := MustDeal("E:A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85 -")
	d4 := MustDeal("N:.36.kqa789.a2379 A8654.KQ5.10.QJ106 J973.J98742.3.K4 KQT2.AT.J6542.85")
	if d1 != d2 || d1 != d3 || d1 != d4 {
		t.Errorf("deals differ:\n%s\n%s\n%s\n%s", d1, d2, d3, d4)
	}
	if d1.Format(West) != "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4" {
		t.Errorf("Format(W) = %s", d1.Format(West))
	}
	if got := MustDeal(d1.String()); got != d1 {
		t.Error("round trip")
	}
	r := d1.Rotate(1)
	if r.Hand(East) != d1.Hand(North) || r.Rotate(3) != d1 {
		t.Error("Rotate")
	}
}

func TestNewDealReportsEveryProblem(t *testing.T) {
	h, _, err := ParseHands("N:AKQJT98765432... A.KQJT98765432.. - -")
	if err != nil {
		t.Fatal(err)
	}
	_, err = NewDeal(h)
	var de *DealError
	if !errors.As(err, &de) {
		t.Fatalf("want a *DealError, got %v", err)
	}
	kinds := map[DealProblemKind]int{}
	for _, p := range de.Problems {
		kinds[p.Kind]++
	}
	// SA twice; South and West have 0 cards; the 26 cards of diamonds and
	// clubs are missing, and HA.
	if kinds[CardTwice] != 1 || kinds[WrongCardCount] != 2 || kinds[CardMissing] != 27 {
		t.Errorf("problems %v: %v", kinds, err)
	}
	if !strings.Contains(err.Error(), "SA is in both North's and East's hands") {
		t.Errorf("message: %v", err)
	}
}

func TestParseContract(t *testing.T) {
	ok := map[string]string{
		"4SX": "4SX S", "3NT": "3NT S", "3N": "3NT S", "5dx": "5DX S", "2C*": "2CX S",
		"7NTXX": "7NTXX S", "4♠X": "4SX S", "Pass": "Pass", "PASS": "Pass", "1Nxx": "1NTXX S",
	}
	for in, want := range ok {
		c, err := ParseContract(in, South)
		if err != nil || c.StringBy() != want {
			t.Errorf("ParseContract(%q) = %v, %v; want %s", in, c.StringBy(), err, want)
		}
	}
	for _, bad := range []string{"", "8S", "4", "4Z", "4SXXX", "4S N", "X"} {
		if c, err := ParseContract(bad, South); err == nil {
			t.Errorf("ParseContract(%q) = %v, want an error", bad, c)
		}
	}
	// Level, strain, X, declarer; "7NNX" is rejected.
	by := map[string]string{"7NXN": "7NTX N", "4SXS": "4SX S", "4S X N": "4SX N", "3NT by W": "3NT W", "4HE": "4H E", "1SS": "1S S", "6NTXXE": "6NTXX E"}
	for in, want := range by {
		c, err := ParseContractBy(in)
		if err != nil || c.StringBy() != want {
			t.Errorf("ParseContractBy(%q) = %v, %v; want %s", in, c.StringBy(), err, want)
		}
	}
	for _, bad := range []string{"7NNX", "4SX", "4SXQ", "4SX NS"} {
		if c, err := ParseContractBy(bad); err == nil {
			t.Errorf("ParseContractBy(%q) = %v, want an error", bad, c.StringBy())
		}
	}
}

func TestCardSet(t *testing.T) {
	h, err := ParseHand("AK5.QT..J32")
	if err != nil {
		t.Fatal(err)
	}
	if h.Len() != 8 || h.String() != "AK5.QT..J32" || !h.Has(MustCard("SK")) || h.HasSuit(Diamonds) {
		t.Errorf("%s", h)
	}
	if h.Suit(Spades).Highest() != Ace || h.Suit(Clubs).Lowest() != Two || h.Suit(Diamonds).Highest() != 0 {
		t.Error("Highest/Lowest")
	}
	if got := h.WithHolding(Diamonds, Holding(1<<Ace)).String(); got != "AK5.QT.A.J32" {
		t.Errorf("WithHolding: %s", got)
	}
	if (CardSet(0)).String() != "..." {
		t.Error("empty hand")
	}
	if _, err := ParseHand("AKA..."); err == nil {
		t.Error("a repeated card must be rejected")
	}
}

func TestLawRef(t *testing.T) {
	r := Law(64, "A2")
	if r.String() != "Law 64A2" || r.Code() != "64A2" {
		t.Errorf("%s", r)
	}
	for _, in := range []string{"Law 64A2", "64A2", "law 64a2", "L64A2"} {
		if got, err := ParseLawRef(in); err != nil || got != r {
			t.Errorf("ParseLawRef(%q) = %v, %v", in, got, err)
		}
	}
	if got, _ := ParseLawRef("27B1(a)"); got.String() != "Law 27B1(a)" {
		t.Errorf("%v", got)
	}
	if !r.Within(Law(64, "")) || !r.Within(Law(64, "A")) || r.Within(Law(6, "")) || r.Within(Law(64, "B")) {
		t.Error("Within")
	}
	if got, err := ParseLawRef("Law 12C1(c)(ii)"); err != nil || got.String() != "Law 12C1(c)(ii)" {
		t.Errorf("%v %v", got, err)
	}
	for _, bad := range []string{"", "Law", "94", "Law 0", "64A!", "7NTXXX", "64AB", "64A2b", "27B1(A)"} {
		if _, err := ParseLawRef(bad); err == nil {
			t.Errorf("ParseLawRef(%q) accepted", bad)
		}
	}
}

// TestInvalidValuesRefused: set and deal accessors refuse a card, suit or
// seat out of range instead of masking it into another one (CONTRIBUTING.md,
// conventions).
func TestInvalidValuesRefused(t *testing.T) {
	s := SetOf(MustCard("SA"), MustCard("HK"))
	tests := []struct {
		name string
		got  CardSet
		want CardSet
	}{
		{"With(Card(200))", s.With(Card(200)), s}, // 200&63 is 8, C8: used to add it
		{"With(Card(0))", s.With(0), s},
		{"With(Card(0x4e))", s.With(0x4e), s},                                               // suit 4
		{"Without(Card(0x6d))", s.Without(0x6d), s},                                         // 0x6d&63 is HK
		{"Without(Card(0x88))", SetOf(MustCard("C8")).Without(0x88), SetOf(MustCard("C8"))}, // 0x88&63 is C8
		{"OfSuit(4)", s.OfSuit(4), 0},
		{"OfSuit(7)", s.OfSuit(7), 0},
		{"WithHolding(4, ...)", s.WithHolding(4, Holding(1<<Ace)), s},
		{"WithHolding(S, bit 0)", s.WithHolding(Spades, 1), s},
		{"WithHolding(S, bit 15)", s.WithHolding(Spades, 1<<15), s},
		{"WithHolding(S, K)", s.WithHolding(Spades, Holding(1<<King)), SetOf(MustCard("SK"), MustCard("HK"))},
		{"With(SK)", s.With(MustCard("SK")), SetOf(MustCard("SA"), MustCard("SK"), MustCard("HK"))},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s = %s, want %s", tc.name, tc.got, tc.want)
		}
	}
	if h := s.Suit(Suit(7)); h != 0 {
		t.Errorf("Suit(7) = %s, want a void", h)
	}
	d := MustDeal("N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ")
	for _, seat := range []Seat{4, 7, 255} {
		if h := d.Hand(seat); h != 0 {
			t.Errorf("Deal.Hand(%d) = %s, want no card", seat, h)
		}
	}
	if w, _ := ParseHand("432.765.T98.AKQJ"); d.Hand(West) != w {
		t.Errorf("Deal.Hand(W) = %s", d.Hand(West))
	}
}

// TestParseContractReasons: a contract that cannot be read names its fault:
// the level (1-7, Law 18A), the doubling (at most XX, Law 19).
func TestParseContractReasons(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"8NT by N", "level 8: the level is 1-7 (Law 18A)"},
		{"0S N", "level 0: the level is 1-7 (Law 18A)"},
		{"12H S", "level 12: the level is 1-7 (Law 18A)"},
		{"1NTXXX by N", "at most XX"},
		{"4QN", "want a strain C, D, H, S or NT after the level"},
	} {
		_, err := ParseContractBy(tc.in)
		var se *SyntaxError
		if !errors.As(err, &se) || !strings.Contains(se.Reason, tc.want) {
			t.Errorf("ParseContractBy(%q) = %v, want a *SyntaxError with %q", tc.in, err, tc.want)
		}
	}
	if c, err := ParseContractBy("7NTXX by W"); err != nil || c.Doubling != Redoubled {
		t.Errorf("7NTXX by W: %v, %v", c, err)
	}
}
