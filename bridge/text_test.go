package bridge

import (
	"encoding"
	"encoding/json"
	"errors"
	"testing"
)

// textValue is a value type with its text methods (the pointer reads).
type textValue[T any] interface {
	*T
	encoding.TextUnmarshaler
}

// checkRoundTrip holds the round-trip property for one input: whatever
// text unmarshals must marshal, and the marshalled text must unmarshal back
// to the same value.
func checkRoundTrip[T interface {
	comparable
	encoding.TextMarshaler
}, P textValue[T]](t *testing.T, text string) {
	t.Helper()
	var v T
	if err := P(&v).UnmarshalText([]byte(text)); err != nil {
		if !errors.Is(err, ErrSyntax) {
			t.Fatalf("UnmarshalText(%q): %v does not wrap ErrSyntax", text, err)
		}
		return
	}
	out, err := v.MarshalText()
	if err != nil {
		t.Fatalf("UnmarshalText(%q) = %v, which does not marshal: %v", text, v, err)
	}
	var w T
	if err := P(&w).UnmarshalText(out); err != nil || w != v {
		t.Fatalf("%q -> %v -> %q -> %v, %v", text, v, out, w, err)
	}
}

func TestTextMarshal(t *testing.T) {
	tests := []struct {
		v    encoding.TextMarshaler
		want string // "" with err: an invalid value
	}{
		{North, "N"}, {West, "W"}, {Seat(4), ""},
		{NorthSouth, "NS"}, {EastWest, "EW"}, {Side(2), ""},
		{Clubs, "C"}, {Spades, "S"}, {Suit(4), ""},
		{StrainHearts, "H"}, {NoTrump, "NT"}, {Strain(5), ""},
		{MustCard("SA"), "SA"}, {MustCard("h10"), "HT"}, {Card(0), ""}, {Card(0x4e), ""},
		{Pass, "Pass"}, {Double, "X"}, {Redouble, "XX"}, {Bid(3, NoTrump), "3NT"}, {Bid(7, StrainClubs), "7C"}, {Call(0), ""}, {Call(39), ""},
		{Contract{Level: 4, Strain: StrainSpades, Doubling: Doubled, Declarer: South}, "4SX S"},
		{Contract{Level: 7, Strain: NoTrump, Doubling: Redoubled, Declarer: West}, "7NTXX W"},
		{PassedOut, "Pass"}, {Contract{Level: 8, Strain: NoTrump}, ""}, {Contract{Level: 1, Declarer: 4}, ""},
		{None, "None"}, {NSVulnerable, "NS"}, {EWVulnerable, "EW"}, {All, "All"}, {Vulnerability(4), ""},
		{Law(64, "A2"), "Law 64A2"}, {Law(12, "C1(c)(ii)"), "Law 12C1(c)(ii)"}, {LawRef{}, ""},
		{Law(94, ""), ""}, {Law(64, "a2"), ""}, {LawRef{Section: "A"}, ""},
	}
	for _, tc := range tests {
		got, err := tc.v.MarshalText()
		valid := tc.want != "" || tc.v == LawRef{}
		switch {
		case valid && (err != nil || string(got) != tc.want):
			t.Errorf("%#v: %q, %v; want %q", tc.v, got, err, tc.want)
		case !valid && !errors.Is(err, ErrInvalid):
			t.Errorf("%#v: %q, %v; want ErrInvalid", tc.v, got, err)
		}
	}
}

func TestTextUnmarshal(t *testing.T) {
	var (
		seat Seat
		card Card
		call Call
		con  Contract
		vul  Vulnerability
		law  LawRef
		side Side
		st   Strain
		suit Suit
	)
	tests := []struct {
		dst  encoding.TextUnmarshaler
		text string
		get  func() any
		want any // nil: a syntax error, the value unchanged
	}{
		{&seat, "east", func() any { return seat }, East},
		{&seat, "X", func() any { return seat }, nil},
		{&side, "E-W", func() any { return side }, EastWest},
		{&suit, "♠", func() any { return suit }, Spades},
		{&st, "SA", func() any { return st }, NoTrump},
		{&card, "10h", func() any { return card }, MustCard("HT")},
		{&card, "S1", func() any { return card }, nil},
		{&call, "1 nt", func() any { return call }, Bid(1, NoTrump)},
		{&call, "8S", func() any { return call }, nil},
		{&con, "3NT by W", func() any { return con }, Contract{Level: 3, Strain: NoTrump, Declarer: West}},
		{&con, "4SX", func() any { return con }, nil},
		{&vul, "Both", func() any { return vul }, All},
		{&law, "law 27b1(a)", func() any { return law }, Law(27, "B1(a)")},
		{&law, "", func() any { return law }, LawRef{}},
		{&law, "Law 99", func() any { return law }, nil},
	}
	for _, tc := range tests {
		before := tc.get()
		err := tc.dst.UnmarshalText([]byte(tc.text))
		if tc.want == nil {
			if !errors.Is(err, ErrSyntax) || tc.get() != before {
				t.Errorf("%T %q: %v, value %v; want ErrSyntax and no change", tc.dst, tc.text, err, tc.get())
			}
			continue
		}
		if err != nil || tc.get() != tc.want {
			t.Errorf("%T %q: %v, %v; want %v", tc.dst, tc.text, tc.get(), err, tc.want)
		}
	}
}

// TestTextJSON: encoding/json uses the text form, for values and map keys.
func TestTextJSON(t *testing.T) {
	type view struct {
		Seat     Seat
		Contract Contract
		Law      LawRef
		Tricks   map[Strain]int
	}
	v := view{South, Contract{Level: 4, Strain: StrainHearts, Declarer: South}, Law(64, "A2"), map[Strain]int{NoTrump: 9}}
	b, err := json.Marshal(v)
	want := `{"Seat":"S","Contract":"4H S","Law":"Law 64A2","Tricks":{"NT":9}}`
	if err != nil || string(b) != want {
		t.Fatalf("json: %s, %v; want %s", b, err, want)
	}
	var w view
	if err := json.Unmarshal(b, &w); err != nil || w.Seat != v.Seat || w.Contract != v.Contract || w.Law != v.Law || w.Tricks[NoTrump] != 9 {
		t.Errorf("json back: %+v, %v", w, err)
	}
	if _, err := json.Marshal(struct{ C Card }{}); !errors.Is(err, ErrInvalid) {
		t.Errorf("json of the zero Card: %v, want ErrInvalid", err)
	}
}

func FuzzTextRoundTripSeat(f *testing.F) {
	for _, s := range []string{"N", "east", " S ", "w", "X", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRoundTrip[Seat](t, s) })
}

func FuzzTextRoundTripSide(f *testing.F) {
	for _, s := range []string{"NS", "E-W", "north-south", "e/w", "N"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRoundTrip[Side](t, s) })
}

func FuzzTextRoundTripSuit(f *testing.F) {
	for _, s := range []string{"C", "♦", "hearts", "♤", "NT"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRoundTrip[Suit](t, s) })
}

func FuzzTextRoundTripStrain(f *testing.F) {
	for _, s := range []string{"NT", "n", "SA", "BA", "♥", "spade", "X"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRoundTrip[Strain](t, s) })
}

func FuzzTextRoundTripCard(f *testing.F) {
	for _, s := range []string{"SA", "as", "♠A", "H10", "10h", "♥T", "S1", "S 2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRoundTrip[Card](t, s) })
}

func FuzzTextRoundTripCall(f *testing.F) {
	for _, s := range []string{"Pass", "p", "X", "Dbl", "XX", "rdbl", "1C", "3NT", "3N", "4♠", "1 nt", "8S", "0H"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRoundTrip[Call](t, s) })
}

func FuzzTextRoundTripContract(f *testing.F) {
	for _, s := range []string{"Pass", "4SXS", "7NXN", "4S X N", "3NT by W", "2C** E", "7NNX", "passed out", "1SS"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRoundTrip[Contract](t, s) })
}

func FuzzTextRoundTripVulnerability(f *testing.F) {
	for _, s := range []string{"None", "Love", "-", "NS", "E-W", "All", "Both", "nil"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRoundTrip[Vulnerability](t, s) })
}

func FuzzTextRoundTripLawRef(f *testing.F) {
	for _, s := range []string{"Law 64A2", "64A2", "L64A2", "law 27b1(a)", "Law 12C1(c)(ii)", "", "Law 0", "Law 94"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRoundTrip[LawRef](t, s) })
}
