package catalog

import (
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// The formatters print the values of package bridge in a language, from
// the catalog's grouped messages (law.ref, seat.*, side.*, suit.*,
// symbol.*, rank.*, call.*). English prints what the bridge types' String
// and Name methods print; the other languages print suits as symbols in
// cards and bids, and their own rank letters and notrump.

// Law is the law reference in lang: "Law 64A2", "Articolo 64A2",
// "Loi 64A2", "Przepis 64A2"; "" for the zero reference.
func Law(lang string, r bridge.LawRef) string {
	if r.IsZero() {
		return ""
	}
	return Text(lang, "law.ref", map[string]string{"code": r.Code()})
}

// Seat is the seat's name in lang: "North", "Nord", "N".
func Seat(lang string, s bridge.Seat) string {
	if s > bridge.West {
		return "?"
	}
	return Text(lang, "seat."+s.String(), nil)
}

// Side is the side's name in lang: "NS", "EO".
func Side(lang string, d bridge.Side) string {
	if d > bridge.EastWest {
		return "?"
	}
	return Text(lang, "side."+d.String(), nil)
}

// Suit is the suit's name in running text in lang: "spades", "picche",
// "pique"; Polish prints the symbol ("♠"), its names declining.
func Suit(lang string, s bridge.Suit) string {
	if !s.Valid() {
		return "?"
	}
	return Text(lang, "suit."+s.String(), nil)
}

// symbol is the suit as cards and bids print it in lang: "S", "♠".
func symbol(lang string, s bridge.Suit) string {
	return Text(lang, "symbol."+s.String(), nil)
}

// rank is the rank's letter in lang: "Q", "D" (Donna, Dame, Dama), and
// "10" for the ten outside English.
func rank(lang string, r bridge.Rank) string {
	t := r.String()
	if r >= bridge.Ten {
		return Text(lang, "rank."+t, nil)
	}
	return t
}

// Card is the card in lang: "HT" in English (as the log writes it),
// "♥10" in Italian, French and Polish, "♠D" the queen in Italian.
func Card(lang string, c bridge.Card) string {
	if !c.Valid() {
		return "??"
	}
	return symbol(lang, c.Suit()) + rank(lang, c.Rank())
}

// Strain is the strain of a bid in lang: "S", "NT" in English; "♠", "SA"
// (it, fr), "BA" (pl).
func Strain(lang string, t bridge.Strain) string {
	if s, ok := t.Suit(); ok {
		return symbol(lang, s)
	}
	if t == bridge.NoTrump {
		return Text(lang, "call.notrump", nil)
	}
	return "?"
}

// Call is the call in lang: "Pass", "X", "XX", "1H", "3NT" in English;
// "passo", "contro", "surcontro", "1♥", "3SA" in Italian.
func Call(lang string, c bridge.Call) string {
	switch {
	case c == bridge.Pass:
		return Text(lang, "call.pass", nil)
	case c == bridge.Double:
		return Text(lang, "call.double", nil)
	case c == bridge.Redouble:
		return Text(lang, "call.redouble", nil)
	case c.IsBid():
		return strconv.Itoa(int(c.Level())) + Strain(lang, c.Strain())
	}
	return "?"
}

// Contract is the contract without its declarer in lang: "4SX", "3NT" in
// English, "4♠X", "3SA" in Italian; a passed-out board is the pass.
func Contract(lang string, c bridge.Contract) string {
	if c.IsPassedOut() {
		return Call(lang, bridge.Pass)
	}
	return strconv.Itoa(int(c.Level)) + Strain(lang, c.Strain) + c.Doubling.String()
}

// callText is a call as the log and package laws write it ("1H", "Pass",
// "8D" for a bid above seven, "-" for a skipped turn) in lang; a text it
// cannot read is printed as it is.
func callText(lang, text string) string {
	if c, err := bridge.ParseCall(text); err == nil {
		return Call(lang, c)
	}
	// A bid above seven (Law 38): a level of 8 or more and a strain.
	if l, t, err := bridge.ParseBidAnyLevel(text); err == nil {
		return strconv.Itoa(l) + Strain(lang, t)
	}
	return text
}

// Vulnerability is the board's vulnerability (Law 2) in lang: "None",
// "NS", "EW", "All" in English; "nessuno", "EO" in Italian.
func Vulnerability(lang string, v bridge.Vulnerability) string {
	if v > bridge.All {
		return "?"
	}
	return Text(lang, "vulnerable."+v.String(), nil)
}

// List joins items as running text in lang lists them: "7", "7 and 11",
// "1, 2 and 3" in English, "7 e 11" in Italian; "" for none.
func List(lang string, items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + Text(lang, "word.and", nil) + items[len(items)-1]
}

// SeatLetter is the seat's initial in lang, as a traveller or a diagram
// prints it: "N", "E", "S", "W" in English and Polish, "O" (Ovest, Ouest)
// for West in Italian and French.
func SeatLetter(lang string, s bridge.Seat) string {
	for _, r := range Seat(lang, s) {
		return string(r)
	}
	return "?"
}

// Holding is the ranks of one suit of a hand, highest first, in lang:
// "AKT2" in English, "A R 10 2" in Italian (Asso, Re, dieci: the ranks
// are spaced when the ten has two digits); "" for a void.
func Holding(lang string, h bridge.Holding) string {
	var out []string
	for _, r := range bridge.RanksDown() {
		if h.Has(r) {
			out = append(out, rank(lang, r))
		}
	}
	sep := ""
	if len(rank(lang, bridge.Ten)) > 1 {
		sep = " "
	}
	return strings.Join(out, sep)
}
