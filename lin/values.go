package lin

import (
	"fmt"
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// linSeats are the seats in LIN order: md hands and pn names run South,
// West, North, East, and the md dealer digit d (1-4) is linSeats[d-1].
var linSeats = [4]bridge.Seat{bridge.South, bridge.West, bridge.North, bridge.East}

// linIndex is the place 0-3 of seat s in LIN order.
func linIndex(s bridge.Seat) int { return int(s.Add(-int(bridge.South))) }

// mdValue is what an md value says.
type mdValue struct {
	dealer      bridge.Seat
	dealerKnown bool
	hands       bridge.Hands
	given       bridge.BySeat[bool] // the hands written (non-empty)
}

// parseMD reads an md value: an optional dealer digit (1=S 2=W 3=N 4=E),
// then up to four comma-separated hands S, W, N, E, each a run of suit
// letters (S, H, D, C) each followed by its ranks, in any order and case
// ("10" allowed); a void suit may be left out and an empty hand is unknown.
// It checks that no card is given twice, that no hand holds more than 13
// cards, that the hands given are all of 13 cards or (an ending) all of the
// same length, and that a fourth hand agrees with the other three.
func parseMD(v string) (mdValue, error) {
	var m mdValue
	u := strings.TrimSpace(v)
	if u != "" && u[0] >= '0' && u[0] <= '9' {
		if u[0] < '1' || u[0] > '4' {
			return m, fmt.Errorf("dealer digit %q: want 1 (South), 2 (West), 3 (North) or 4 (East)", u[:1])
		}
		m.dealer, m.dealerKnown = linSeats[u[0]-'1'], true
		u = u[1:]
	}
	parts := strings.Split(u, ",")
	if len(parts) > 4 {
		return m, fmt.Errorf("%d hands; want at most 4 (South, West, North, East)", len(parts))
	}
	for i, p := range parts {
		seat := linSeats[i]
		h, err := parseHand(p)
		if err != nil {
			return m, fmt.Errorf("%s's hand %q: %w", seat.Name(), p, err)
		}
		if dup := h & m.hands.All(); dup != 0 {
			c := firstCard(dup)
			other, _ := m.hands.Holder(c)
			if i == 3 && m.hands[bridge.South].Len() == 13 && m.hands[bridge.West].Len() == 13 && m.hands[bridge.North].Len() == 13 {
				return m, fmt.Errorf("the East hand contradicts the other three: %s is also in %s's hand", c, other.Name())
			}
			return m, fmt.Errorf("%s is in both %s's and %s's hands", c, other.Name(), seat.Name())
		}
		if h.Len() > 13 {
			return m, fmt.Errorf("%s's hand has %d cards; want 13", seat.Name(), h.Len())
		}
		m.hands[seat], m.given[seat] = h, h != 0
	}
	return m, checkLengths(m)
}

// checkLengths checks the lengths of the hands given, and a fourth hand
// against the other three.
func checkLengths(m mdValue) error {
	n, full := -1, false
	for _, s := range linSeats {
		if m.given[s] {
			full = full || m.hands[s].Len() == 13
		}
	}
	for _, s := range linSeats {
		if !m.given[s] {
			continue
		}
		l := m.hands[s].Len()
		switch {
		case full && l != 13:
			return fmt.Errorf("%s's hand has %d cards; want 13", s.Name(), l)
		case !full && n >= 0 && l != n:
			return fmt.Errorf("%s's hand has %d cards, but another has %d; the hands of an ending must be of equal length", s.Name(), l, n)
		}
		n = l
	}
	return nil
}

// firstCard is the highest card of s (0 when s is empty).
func firstCard(s bridge.CardSet) bridge.Card {
	for c := range s.Cards() {
		return c
	}
	return 0
}

// parseHand reads one LIN hand: suit letters, each followed by its ranks.
func parseHand(p string) (bridge.CardSet, error) {
	var (
		h    bridge.CardSet
		suit = -1
		seen [4]bool
	)
	for j := 0; j < len(p); j++ {
		c := p[j]
		if s, ok := suitLetter(c); ok {
			if seen[s] {
				return 0, fmt.Errorf("suit %s given twice", s)
			}
			seen[s], suit = true, int(s)
			continue
		}
		r, n := rankAt(p, j)
		if n == 0 {
			return 0, fmt.Errorf("unexpected %q; want a suit letter S, H, D, C or a rank AKQJT98765432", rune(c))
		}
		if suit < 0 {
			return 0, fmt.Errorf("rank %s before any suit letter", r)
		}
		card := bridge.NewCard(bridge.Suit(suit), r)
		if h.Has(card) {
			return 0, fmt.Errorf("%s given twice", card)
		}
		h = h.With(card)
		j += n - 1
	}
	return h, nil
}

// suitLetter reads a LIN suit letter, either case.
func suitLetter(c byte) (bridge.Suit, bool) {
	switch c | 0x20 {
	case 's':
		return bridge.Spades, true
	case 'h':
		return bridge.Hearts, true
	case 'd':
		return bridge.Diamonds, true
	case 'c':
		return bridge.Clubs, true
	}
	return 0, false
}

// rankAt reads the rank at p[j]: 2-9, T, J, Q, K, A (either case) or "10";
// n is the number of bytes read, 0 when there is no rank.
func rankAt(p string, j int) (r bridge.Rank, n int) {
	if p[j] == '1' && j+1 < len(p) && p[j+1] == '0' {
		return bridge.Ten, 2
	}
	if r, err := bridge.ParseRank(p[j : j+1]); err == nil {
		return r, 1
	}
	return 0, 0
}

// parseSV reads an sv value: o or 0 (none), n (NS), e (EW), b (both),
// either case, white space around ignored.
func parseSV(v string) (bridge.Vulnerability, error) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "o", "0":
		return bridge.None, nil
	case "n":
		return bridge.NSVulnerable, nil
	case "e":
		return bridge.EWVulnerable, nil
	case "b":
		return bridge.All, nil
	}
	return 0, fmt.Errorf("%q: want o (none), n (NS), e (EW) or b (both)", v)
}

// parseMB reads an mb value: p, d, r or a bid 1C-7N (either case; also the
// longer forms bridge.ParseCall knows), a trailing "!" marking an alert.
func parseMB(v string) (c bridge.Call, alert bool, err error) {
	u := strings.TrimSpace(v)
	for strings.HasSuffix(u, "!") {
		u, alert = strings.TrimSpace(u[:len(u)-1]), true
	}
	c, err = bridge.ParseCall(u)
	if err != nil {
		return 0, false, fmt.Errorf("%q: want p, d, r or a bid 1C-7N, with an optional ! for an alert", v)
	}
	return c, alert, nil
}

// parsePC reads a pc value: one card or more, each a suit letter then a
// rank (either case, "10" allowed), e.g. "SA", "h7", "D10".
func parsePC(v string) ([]bridge.Card, error) {
	u := strings.TrimSpace(v)
	if u == "" {
		return nil, fmt.Errorf("no card; want a suit letter then a rank, e.g. SA or h7")
	}
	var cards []bridge.Card
	for j := 0; j < len(u); {
		s, ok := suitLetter(u[j])
		if !ok || j+1 >= len(u) {
			return nil, fmt.Errorf("%q: want a suit letter then a rank, e.g. SA or h7", v)
		}
		r, n := rankAt(u, j+1)
		if n == 0 {
			return nil, fmt.Errorf("%q: want a suit letter then a rank, e.g. SA or h7", v)
		}
		cards = append(cards, bridge.NewCard(s, r))
		j += 1 + n
	}
	return cards, nil
}

// parseMC reads an mc value: declarer's total tricks, 0-13.
func parseMC(v string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < 0 || n > 13 {
		return 0, fmt.Errorf("%q: want declarer's total tricks, 0-13", v)
	}
	return n, nil
}

// Room names as record.Record has them.
const (
	roomOpen   = "Open"
	roomClosed = "Closed"
)

// parseQX reads a qx value: "o" (open room) or "c" (closed room), either
// case, then the board number, optionally followed by a comma and any text
// ("o1,BOARD 1"). Either the room or the number may be missing, not both.
func parseQX(v string) (room string, board int, err error) {
	u := strings.TrimSpace(v)
	if i := strings.IndexByte(u, ','); i >= 0 {
		u = strings.TrimSpace(u[:i])
	}
	if u != "" {
		switch u[0] | 0x20 {
		case 'o':
			room, u = roomOpen, u[1:]
		case 'c':
			room, u = roomClosed, u[1:]
		}
	}
	if u != "" {
		board, err = strconv.Atoi(u)
		if err != nil || board < 1 {
			return "", 0, fmt.Errorf("%q: want o or c (open or closed room) and a board number, e.g. o12", v)
		}
	}
	if room == "" && board == 0 {
		return "", 0, fmt.Errorf("%q: want o or c (open or closed room) and a board number, e.g. o12", v)
	}
	return room, board, nil
}

// rsEntry is one entry of an rs list.
type rsEntry struct {
	contract    bridge.Contract // with its declarer
	known       bool            // false for an empty entry
	tricks      int             // declarer's tricks
	tricksKnown bool
}

// parseRS reads one rs entry: "" (no result), "PASS" (passed out, either
// case), or level, strain (C, D, H, S, N or NT), declarer (N, E, S, W),
// an optional x or xx (either case), then "=", "+k" or "-k" (the result may
// be missing): "4HN+1", "3NS=", "4SWx-4".
func parseRS(e string) (rsEntry, error) {
	u := strings.TrimSpace(e)
	var r rsEntry
	switch {
	case u == "":
		return r, nil
	case strings.EqualFold(u, "pass") || strings.EqualFold(u, "p"):
		return rsEntry{contract: bridge.PassedOut, known: true}, nil
	}
	bad := fmt.Errorf("%q: want PASS or a contract, declarer and result such as 4HN+1, 3NS= or 4SWx-4", e)
	if len(u) < 3 || u[0] < '1' || u[0] > '7' {
		return r, bad
	}
	c := bridge.Contract{Level: bridge.Level(u[0] - '0')}
	u = u[1:]
	switch {
	case len(u) >= 2 && strings.EqualFold(u[:2], "NT"):
		c.Strain, u = bridge.NoTrump, u[2:]
	case u[0]|0x20 == 'n':
		c.Strain, u = bridge.NoTrump, u[1:]
	default:
		s, ok := suitLetter(u[0])
		if !ok {
			return r, bad
		}
		c.Strain, u = bridge.StrainOf(s), u[1:]
	}
	if u == "" {
		return r, bad
	}
	d, err := bridge.ParseSeat(u[:1])
	if err != nil {
		return r, bad
	}
	c.Declarer, u = d, u[1:]
	switch {
	case len(u) >= 2 && strings.EqualFold(u[:2], "xx"):
		c.Doubling, u = bridge.Redoubled, u[2:]
	case len(u) >= 1 && u[0]|0x20 == 'x':
		c.Doubling, u = bridge.Doubled, u[1:]
	}
	r = rsEntry{contract: c, known: true}
	switch {
	case u == "":
	case u == "=":
		r.tricks, r.tricksKnown = c.Target(), true
	case u[0] == '+' || u[0] == '-':
		k, err := strconv.Atoi(u[1:])
		if err != nil || k < 1 {
			return rsEntry{}, bad
		}
		if u[0] == '-' {
			k = -k
		}
		r.tricks, r.tricksKnown = c.Target()+k, true
		if r.tricks < 0 || r.tricks > 13 {
			return rsEntry{}, fmt.Errorf("%q: %d tricks is not possible", e, r.tricks)
		}
	default:
		return rsEntry{}, bad
	}
	return r, nil
}

// formatRS writes an rs entry (the inverse of parseRS): "PASS", or
// "4HN", "4HNx", "4HNxx", then "=", "+k" or "-k" when the result is known.
func formatRS(c bridge.Contract, tricks int, tricksKnown bool) string {
	if c.IsPassedOut() {
		return "PASS"
	}
	s := strconv.Itoa(int(c.Level)) + strainLetter(c.Strain) + c.Declarer.String() + strings.ToLower(c.Doubling.String())
	if !tricksKnown {
		return s
	}
	switch d := tricks - c.Target(); {
	case d == 0:
		return s + "="
	case d > 0:
		return s + "+" + strconv.Itoa(d)
	default:
		return s + strconv.Itoa(d)
	}
}

// strainLetter is the one-letter LIN strain: C, D, H, S or N.
func strainLetter(t bridge.Strain) string {
	if t == bridge.NoTrump {
		return "N"
	}
	return t.String()
}

// vgValue is what a vg (vugraph header) value says.
type vgValue struct {
	event, segment, scoring string
	first                   int // first board number, 0 when not given
	team1, carry1           string
	team2, carry2           string
}

// parseVG reads a vg value: event, segment, scoring (I, P or B), first
// board, last board, team 1, carry-over 1, team 2, carry-over 2. A value of
// another length is an error, but its fields are still used.
func parseVG(v string) (vgValue, error) {
	f := strings.Split(v, ",")
	var g vgValue
	field := func(i int) string {
		if i < len(f) {
			return strings.TrimSpace(f[i])
		}
		return ""
	}
	g.event, g.segment, g.scoring = field(0), field(1), field(2)
	g.first, _ = strconv.Atoi(field(3))
	g.team1, g.carry1, g.team2, g.carry2 = field(5), field(6), field(7), field(8)
	if len(f) != 9 {
		return g, fmt.Errorf("%d fields; want 9: event, segment, scoring, first board, last board, team 1, carry-over 1, team 2, carry-over 2", len(f))
	}
	return g, nil
}

// parsePN reads a pn value: names S, W, N, E, then for a vugraph header
// the closed room's S, W, N, E. Another number of names is an error; the
// names given are still used.
func parsePN(v string) ([]string, error) {
	names := strings.Split(v, ",")
	if len(names) != 4 && len(names) != 8 {
		return names, fmt.Errorf("%d names; want 4 (South, West, North, East) or 8 (open room, then closed room)", len(names))
	}
	return names, nil
}
