package bridge

import "testing"

// FuzzParseCard: never panics; a card read prints canonically and reads back
// to itself from its ASCII and symbol forms.
func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"SA", "AS", "♠A", "h10", "10H", "♦T", "", "S", "1", "S11", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCard(s)
		if err != nil {
			return
		}
		if !c.Valid() {
			t.Fatalf("ParseCard(%q) = invalid %d", s, c)
		}
		for _, form := range []string{c.String(), c.Symbol()} {
			if d, err := ParseCard(form); err != nil || d != c {
				t.Fatalf("%q -> %s -> %v, %v", s, form, d, err)
			}
		}
	})
}

// FuzzParseCall: never panics; a call read prints canonically and reads back.
func FuzzParseCall(f *testing.F) {
	for _, s := range []string{"Pass", "P", "X", "XX", "Dbl", "Rdbl", "3N", "3NT", "7nt", "4♠", "8S", "", "1SA"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCall(s)
		if err != nil {
			return
		}
		if !c.Valid() {
			t.Fatalf("ParseCall(%q) = invalid %d", s, c)
		}
		if d, err := ParseCall(c.String()); err != nil || d != c {
			t.Fatalf("%q -> %s -> %v, %v", s, c, d, err)
		}
	})
}

// FuzzParseContract: never panics; a contract read prints and reads back,
// with and without its declarer.
func FuzzParseContract(f *testing.F) {
	for _, s := range []string{"4SX", "3NT", "Pass", "7NTXX", "5dx", "2C*", "7NXN", "7NNX", "4S X N", "3NT by W", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if c, err := ParseContract(s, East); err == nil {
			if !c.Valid() {
				t.Fatalf("ParseContract(%q) invalid %+v", s, c)
			}
			if d, err := ParseContract(c.String(), East); err != nil || d != c {
				t.Fatalf("%q -> %s -> %v, %v", s, c, d, err)
			}
		}
		if c, err := ParseContractBy(s); err == nil {
			if !c.Valid() {
				t.Fatalf("ParseContractBy(%q) invalid %+v", s, c)
			}
			if d, err := ParseContractBy(c.StringBy()); err != nil || d != c {
				t.Fatalf("%q -> %s -> %v, %v", s, c.StringBy(), d, err)
			}
		}
	})
}

// FuzzParseDeal: never panics; a deal read is a deal (13 cards each, 52 in
// all) and prints to a string that reads back to the same deal, from any
// first seat.
func FuzzParseDeal(f *testing.F) {
	f.Add("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85")
	f.Add("E:A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85 -")
	f.Add("W:KQT2.AT.J6542.85 .36.kqa789.a2379 A8654.KQ5.10.QJ106 -")
	f.Add("N:AKQJT98765432... A.KQJT98765432.. - -")
	f.Add("S:SA7.H864.DQJT73.CAKQ - - -")
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDeal(s)
		if err != nil {
			return
		}
		all := CardSet(0)
		for _, seat := range Seats() {
			if d.Hand(seat).Len() != 13 {
				t.Fatalf("%q: %s has %d cards", s, seat, d.Hand(seat).Len())
			}
			all |= d.Hand(seat)
		}
		if all != FullDeck {
			t.Fatalf("%q: not 52 cards", s)
		}
		for _, first := range Seats() {
			if e, err := ParseDeal(d.Format(first)); err != nil || e != d {
				t.Fatalf("%q -> %s -> %v", s, d.Format(first), err)
			}
		}
	})
}
