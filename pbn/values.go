package pbn

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// readCall reads a call token of the auction section (PBN 2.1 section
// 3.5.1), in either case. form names a non-standard spelling accepted ("1N"
// for 1NT, "P" for Pass, "--" for "-"); err wraps ErrCall.
func readCall(t string) (kind ItemKind, c bridge.Call, form string, err error) {
	u := strings.ToUpper(t)
	switch u {
	case "-":
		return ItemDash, 0, "", nil
	case "--":
		return ItemDash, 0, `"--" for "-"`, nil
	case "AP":
		return ItemAllPass, 0, "", nil
	case "PASS":
		return ItemCall, bridge.Pass, "", nil
	case "P":
		return ItemCall, bridge.Pass, `"P" for "Pass"`, nil
	case "X":
		return ItemCall, bridge.Double, "", nil
	case "XX":
		return ItemCall, bridge.Redouble, "", nil
	}
	if len(u) >= 2 && u[0] >= '1' && u[0] <= '7' {
		var s bridge.Strain
		switch u[1:] {
		case "C":
			s = bridge.StrainClubs
		case "D":
			s = bridge.StrainDiamonds
		case "H":
			s = bridge.StrainHearts
		case "S":
			s = bridge.StrainSpades
		case "NT":
			s = bridge.NoTrump
		case "N":
			s, form = bridge.NoTrump, `"N" for "NT"`
		default:
			return ItemInvalid, 0, "", wrap(ErrCall, nil, "%q: want a strain C, D, H, S or NT after the level", t)
		}
		return ItemCall, bridge.Bid(bridge.Level(u[0]-'0'), s), form, nil
	}
	return ItemInvalid, 0, "", wrap(ErrCall, nil, "%q is not a call (Pass, X, XX, AP, a bid such as 1NT, or -)", t)
}

// readCard reads a card token of the play section (PBN 2.1 section 3.6.1),
// in either case; form names a non-standard spelling accepted ("10" for the
// ten, "--" for "-"); err wraps ErrCard.
func readCard(t string) (kind ItemKind, c bridge.Card, form string, err error) {
	switch t {
	case "-":
		return ItemDash, 0, "", nil
	case "--":
		return ItemDash, 0, `"--" for "-"`, nil
	}
	s, ok := suitLetter(t[0])
	switch {
	case !ok:
		return ItemInvalid, 0, "", wrap(ErrCard, nil, "%q: want a suit S, H, D or C then a rank", t)
	case len(t) == 2:
		if r, ok := rankLetter(t[1]); ok {
			return ItemCard, bridge.NewCard(s, r), "", nil
		}
	case len(t) == 3 && t[1:] == "10":
		return ItemCard, bridge.NewCard(s, bridge.Ten), `"10" for "T"`, nil
	}
	return ItemInvalid, 0, "", wrap(ErrCard, nil, "%q: want a rank A K Q J T 9-2 after the suit", t)
}

func suitLetter(c byte) (bridge.Suit, bool) {
	switch c {
	case 'S', 's':
		return bridge.Spades, true
	case 'H', 'h':
		return bridge.Hearts, true
	case 'D', 'd':
		return bridge.Diamonds, true
	case 'C', 'c':
		return bridge.Clubs, true
	}
	return 0, false
}

func rankLetter(c byte) (bridge.Rank, bool) {
	switch {
	case c >= '2' && c <= '9':
		return bridge.Rank(c - '0'), true
	}
	switch c {
	case 'T', 't':
		return bridge.Ten, true
	case 'J', 'j':
		return bridge.Jack, true
	case 'Q', 'q':
		return bridge.Queen, true
	case 'K', 'k':
		return bridge.King, true
	case 'A', 'a':
		return bridge.Ace, true
	}
	return 0, false
}

// readSeat reads a seat letter, either case (PBN 2.1 section 3.4.9).
func readSeat(v string) (bridge.Seat, bool) {
	if len(v) != 1 {
		return 0, false
	}
	switch v[0] {
	case 'N', 'n':
		return bridge.North, true
	case 'E', 'e':
		return bridge.East, true
	case 'S', 's':
		return bridge.South, true
	case 'W', 'w':
		return bridge.West, true
	}
	return 0, false
}

// special reports the error of a tag value "?" (unknown) or "" (inappropriate),
// nil for any other value.
func special(tag, v string) error {
	switch strings.TrimSpace(v) {
	case "?":
		return fmt.Errorf("%w: %s", ErrUnknownValue, tag)
	case "":
		return fmt.Errorf("%w: %s", ErrInappropriate, tag)
	}
	return nil
}

func badValue(tag, v, want string) error {
	return fmt.Errorf("%w: %s %q: %s", ErrTagValue, tag, v, want)
}

// ParseSeat reads the value of a Dealer tag, or of an Auction or Play tag:
// "N", "E", "S" or "W", either case (PBN 2.1 sections 3.4.9, 3.5, 3.6).
// Errors wrap ErrUnknownValue for "?", ErrInappropriate for "" and
// ErrTagValue otherwise.
func ParseSeat(v string) (bridge.Seat, error) {
	if err := special("seat", v); err != nil {
		return 0, err
	}
	if s, ok := readSeat(strings.TrimSpace(v)); ok {
		return s, nil
	}
	return 0, badValue("seat", v, "want N, E, S or W")
}

// ParseDeclarer reads the value of a Declarer tag (PBN 2.1 section 3.4.13):
// a seat, or "^" and a seat when declarer and dummy were swapped, the seat
// being the irregular declarer, who played the hand. Errors as ParseSeat;
// "" (ErrInappropriate) is the declarer of a passed-out board.
func ParseDeclarer(v string) (seat bridge.Seat, swapped bool, err error) {
	if err := special("Declarer", v); err != nil {
		return 0, false, err
	}
	t := strings.TrimSpace(v)
	if r, ok := strings.CutPrefix(t, "^"); ok {
		t, swapped = r, true
	}
	if s, ok := readSeat(t); ok {
		return s, swapped, nil
	}
	return 0, false, badValue("Declarer", v, "want N, E, S or W, or ^ and a seat")
}

// ParseVulnerable reads the value of a Vulnerable tag (PBN 2.1 section
// 3.4.10): "None", "Love" or "-"; "NS"; "EW"; "All" or "Both"; either case.
// Errors as ParseSeat.
func ParseVulnerable(v string) (bridge.Vulnerability, error) {
	if err := special("Vulnerable", v); err != nil && strings.TrimSpace(v) != "-" {
		return 0, err
	}
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "none", "love", "-":
		return bridge.None, nil
	case "ns":
		return bridge.NSVulnerable, nil
	case "ew":
		return bridge.EWVulnerable, nil
	case "all", "both":
		return bridge.All, nil
	}
	return 0, badValue("Vulnerable", v, "want None, NS, EW or All")
}

// ParseBoard reads the value of a Board tag: a positive integer (PBN 2.1
// section 3.4.4). Errors as ParseSeat.
func ParseBoard(v string) (bridge.Board, error) {
	if err := special("Board", v); err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < 1 {
		return 0, badValue("Board", v, "want a positive integer")
	}
	return bridge.Board(n), nil
}

// Hands is a parsed Deal value: the cards of each hand, which hands are
// given, and the seat of the first hand written.
type Hands struct {
	Hands bridge.Hands
	Known bridge.BySeat[bool]
	First bridge.Seat
}

// ParseDeal reads the value of a Deal tag (PBN 2.1 section 3.4.11):
// "<first>:<hand> <hand> <hand> <hand>" clockwise from the first seat, any
// seat, either case; each hand four dot-separated holdings spades first,
// ranks in any order ("10" accepted for the ten), or "-" for a hand not
// given. Suit letters inside a hand are an error (the lenient reader strips
// them before, with a warning). The number of cards is not checked (see
// Deal). Errors as ParseSeat.
func ParseDeal(v string) (Hands, error) {
	var h Hands
	if err := special("Deal", v); err != nil {
		return h, err
	}
	t := strings.TrimSpace(v)
	i := strings.IndexByte(t, ':')
	if i < 0 {
		return h, badValue("Deal", v, "want the first seat and a colon, e.g. \"N:\"")
	}
	first, ok := readSeat(strings.TrimSpace(t[:i]))
	if !ok {
		return h, badValue("Deal", v, "the first seat before ':' must be N, E, S or W")
	}
	h.First = first
	fields := strings.Fields(t[i+1:])
	if len(fields) != 4 {
		return h, badValue("Deal", v, fmt.Sprintf("want 4 hands separated by spaces, found %d", len(fields)))
	}
	for k, f := range fields {
		s := first.Add(k)
		if f == "-" {
			continue
		}
		cards, err := parseHand(f)
		if err != nil {
			return h, badValue("Deal", v, s.Name()+"'s hand: "+err.Error())
		}
		h.Hands[s], h.Known[s] = cards, true
	}
	return h, nil
}

// parseHand reads one hand of a Deal value.
func parseHand(t string) (bridge.CardSet, error) {
	parts := strings.Split(t, ".")
	if len(parts) != 4 {
		return 0, errors.New("want four holdings separated by dots, spades first")
	}
	var cs bridge.CardSet
	for i, p := range parts {
		u := bridge.SuitsDown()[i]
		for j := 0; j < len(p); j++ {
			r, ok := rankLetter(p[j])
			if p[j] == '1' && j+1 < len(p) && p[j+1] == '0' {
				r, ok = bridge.Ten, true
				j++
			}
			if !ok {
				return 0, fmt.Errorf("%q in the %s is not a rank AKQJT98765432", p[j:j+1], u.Name())
			}
			c := bridge.NewCard(u, r)
			if cs.Has(c) {
				return 0, fmt.Errorf("%s given twice", c)
			}
			cs = cs.With(c)
		}
	}
	return cs, nil
}

// stripSuitLetters removes the suit letters written before the holdings of
// a hand ("SA7.H864.DQJT73.CAKQ" is "A7.864.QJT73.AKQ"): a hand loses them
// only when each of its four holdings starts with the letter of its own
// suit, spades first, so no letter is ever read as a rank (TestReadSuitLettersInDeal).
func stripSuitLetters(v string) (string, bool) {
	i := strings.IndexByte(v, ':')
	if i < 0 {
		return v, false
	}
	fields := strings.Fields(v[i+1:])
	changed := false
	for k, f := range fields {
		parts := strings.Split(f, ".")
		if len(parts) != 4 {
			continue
		}
		lettered := true
		for j, p := range parts {
			if p == "" || !strings.EqualFold(p[:1], "SHDC"[j:j+1]) {
				lettered = false
				break
			}
		}
		if lettered {
			for j := range parts {
				parts[j] = parts[j][1:]
			}
			fields[k], changed = strings.Join(parts, "."), true
		}
	}
	if !changed {
		return v, false
	}
	return v[:i+1] + strings.Join(fields, " "), true
}

// ParseContract reads the value of a Contract tag (PBN 2.1 section 3.4.14):
// "Pass", or level, strain and risk ("4SX", "3NT", "7NTXX"), either case;
// "3N" for 3NT and "R" for XX are accepted too. The Declarer of the result
// is North: the Declarer tag gives it. An end position's Contract is a
// strain alone (section 3.10): see ParseStrain. Errors as ParseSeat.
func ParseContract(v string) (bridge.Contract, error) {
	c, _, err := parseContract(v)
	return c, err
}

// parseContract is ParseContract also naming a non-standard form used.
func parseContract(v string) (c bridge.Contract, form string, err error) {
	if err := special("Contract", v); err != nil {
		return c, "", err
	}
	u := strings.ToUpper(strings.TrimSpace(v))
	if u == "PASS" {
		return bridge.PassedOut, "", nil
	}
	if len(u) < 2 || u[0] < '1' || u[0] > '7' {
		return c, "", badValue("Contract", v, "want Pass, or a level 1-7, a strain and X or XX, e.g. 4SX")
	}
	c.Level = bridge.Level(u[0] - '0')
	rest := u[1:]
	switch {
	case strings.HasPrefix(rest, "NT"):
		c.Strain, rest = bridge.NoTrump, rest[2:]
	case rest[0] == 'N':
		c.Strain, rest, form = bridge.NoTrump, rest[1:], `"N" for "NT"`
	default:
		s, ok := suitLetter(rest[0])
		if !ok {
			return c, "", badValue("Contract", v, "want a strain C, D, H, S or NT after the level")
		}
		c.Strain, rest = bridge.StrainOf(s), rest[1:]
	}
	switch rest {
	case "":
	case "X":
		c.Doubling = bridge.Doubled
	case "XX":
		c.Doubling = bridge.Redoubled
	case "R":
		c.Doubling = bridge.Redoubled
		form = strings.TrimPrefix(form+`, "R" for "XX"`, ", ")
	default:
		return bridge.Contract{}, "", badValue("Contract", v, "want X or XX, or nothing, after the strain")
	}
	return c, form, nil
}

// ParseStrain reads the strain of a Contract value: a full contract's
// ("4SX" gives spades) or an end position's, the strain alone ("S", "NT";
// PBN 2.1 section 3.10). Errors as ParseSeat; a passed-out board has no
// strain (ErrTagValue).
func ParseStrain(v string) (bridge.Strain, error) {
	if err := special("Contract", v); err != nil {
		return 0, err
	}
	switch u := strings.ToUpper(strings.TrimSpace(v)); u {
	case "NT", "N":
		return bridge.NoTrump, nil
	case "S", "H", "D", "C":
		s, _ := suitLetter(u[0])
		return bridge.StrainOf(s), nil
	}
	c, err := ParseContract(v)
	if err != nil {
		return 0, err
	}
	if c.IsPassedOut() {
		return 0, badValue("Contract", v, "a passed-out board has no strain")
	}
	return c.Strain, nil
}

// Result is a parsed Result value (PBN 2.1 section 3.4.15): tricks won by
// declarer, by North-South and by East-West, each -1 when neither given
// nor derived. Disputed marks a value written with "^": the players agreed
// on a count other than the tricks really won.
type Result struct {
	Declarer int
	NS, EW   int
	Disputed bool
}

// ParseResult reads a Result value in its five forms: "9" (declarer's
// tricks), "NS 9", "EW 4", "NS 9 EW 4", "EW 4 NS 9", each after an optional
// "^". Counts run 0-13; when both sides are given they must add to 13.
// Nothing is derived (see Game.Result). Errors as ParseSeat.
func ParseResult(v string) (Result, error) {
	r := Result{Declarer: -1, NS: -1, EW: -1}
	if err := special("Result", v); err != nil {
		return r, err
	}
	t := strings.TrimSpace(v)
	if rest, ok := strings.CutPrefix(t, "^"); ok {
		t, r.Disputed = strings.TrimSpace(rest), true
	}
	f := strings.Fields(t)
	tricks := func(s string) (int, bool) {
		n, err := strconv.Atoi(s)
		return n, err == nil && n >= 0 && n <= 13 && s[0] != '+' && s[0] != '-'
	}
	bad := badValue("Result", v, "want tricks 0-13, alone or after NS or EW, e.g. \"9\" or \"NS 9 EW 4\"")
	switch len(f) {
	case 1:
		n, ok := tricks(f[0])
		if !ok {
			return r, bad
		}
		r.Declarer = n
		return r, nil
	case 2, 4:
		for i := 0; i < len(f); i += 2 {
			n, ok := tricks(f[i+1])
			if !ok {
				return r, bad
			}
			switch strings.ToUpper(f[i]) {
			case "NS":
				if r.NS >= 0 {
					return r, bad
				}
				r.NS = n
			case "EW":
				if r.EW >= 0 {
					return r, bad
				}
				r.EW = n
			default:
				return r, bad
			}
		}
		if r.NS >= 0 && r.EW >= 0 && r.NS+r.EW != 13 {
			return r, badValue("Result", v, fmt.Sprintf("the sides' tricks add to %d, not 13", r.NS+r.EW))
		}
		return r, nil
	}
	return r, bad
}

// Score is a parsed value of the Score, ScoreIMP, ScoreMP, ScorePercentage
// or OptimumScore tags (PBN 2.1 sections 4.2.1-4.2.4, 4.2.7): points (or
// IMPs, matchpoints, percent) of declarer's side, of North-South and of
// East-West, each with a flag saying whether it is given.
type Score struct {
	Declarer    float64
	HasDeclarer bool
	NS, EW      float64
	HasNS       bool
	HasEW       bool
}

// NSView is the value for North-South: NS when given, else minus EW (right
// for Score and ScoreIMP, whose sides' values are opposite; not for
// matchpoints or percentages). ok is false when neither side is given.
func (s Score) NSView() (v float64, ok bool) {
	switch {
	case s.HasNS:
		return s.NS, true
	case s.HasEW:
		return -s.EW, true
	}
	return 0, false
}

// The bounds of the values of the Score tags.
const (
	// maxPoints is the largest magnitude of a board's score in points
	// (Score, OptimumScore, a Score_NS or Score_EW cell): 7NT redoubled,
	// vulnerable, down 13 tricks scores 7600 (Law 77).
	maxPoints = 7600
	// maxIMPsMPs is the largest magnitude of the IMPs or the matchpoints
	// of a board (ScoreIMP, ScoreMP, IMP_ and MP_ cells): 10,000, far
	// above any board (24 IMPs a comparison; a top of 10,000 matchpoints is
	// a field of 5,000 results).
	maxIMPsMPs = 10000
)

// scoreLimit is the largest magnitude of a value of tag: see maxPoints and
// maxIMPsMPs; 100 for ScorePercentage (which also may not be negative).
// Score read with decimals is read as ScoreIMP or ScoreMP.
func scoreLimit(tag string, decimals bool) float64 {
	switch tag {
	case "ScoreIMP", "ScoreMP":
		return maxIMPsMPs
	case "ScorePercentage":
		return 100
	case "Score":
		if decimals {
			return maxIMPsMPs
		}
	}
	return maxPoints
}

// ParseScore reads a value in the five forms of the Score tag (PBN 2.1
// section 4.2.1): "620" (declarer's side), "NS 620", "EW -100", "NS x EW y",
// "EW y NS x". Numbers may carry a sign ("+550", "-0") and, when decimals
// is true (ScoreIMP, ScoreMP, ScorePercentage), a decimal point ("2.5",
// "50."); Score itself is an integer. A number must be a score of one
// board: at most 7600 in magnitude (7NT redoubled, vulnerable, down 13;
// Law 77), and with decimals at most 10,000 (IMPs or matchpoints; the
// accessors Game.ScoreIMP, ScoreMP and ScorePercentage check their own
// bounds). Errors as ParseSeat; a number out of bounds wraps ErrTagValue.
func ParseScore(v string, decimals bool) (Score, error) { return parseScore("Score", v, decimals) }

// parseScore is ParseScore naming tag in its errors and checking the bound
// of tag (scoreLimit).
func parseScore(tag, v string, decimals bool) (Score, error) {
	s, err := parseScoreForms(tag, v, decimals)
	if err != nil {
		return s, err
	}
	limit := scoreLimit(tag, decimals)
	for _, x := range [...]struct {
		given bool
		n     float64
	}{{s.HasDeclarer, s.Declarer}, {s.HasNS, s.NS}, {s.HasEW, s.EW}} {
		if x.given && math.Abs(x.n) > limit {
			return Score{}, badValue(tag, v, "out of range: "+scoreRange(tag, decimals))
		}
	}
	return s, nil
}

// scoreRange says what the values of tag may be.
func scoreRange(tag string, decimals bool) string {
	switch {
	case tag == "ScoreIMP" || tag == "ScoreMP" || tag == "Score" && decimals:
		return fmt.Sprintf("a board gives at most %d IMPs or matchpoints either way", maxIMPsMPs)
	case tag == "ScorePercentage":
		return "a percentage runs from 0 to 100"
	}
	return fmt.Sprintf("a board scores at most %d points either way (7NT redoubled, vulnerable, down 13; Law 77)", maxPoints)
}

// parseScoreForms reads the five forms of a Score value, without bounds.
func parseScoreForms(tag, v string, decimals bool) (Score, error) {
	var s Score
	if err := special(tag, v); err != nil {
		return s, err
	}
	f := strings.Fields(v)
	num := func(t string) (float64, bool) { return parseNumber(t, decimals) }
	bad := badValue(tag, v, "want a number, alone or after NS or EW, e.g. \"NS 620\"")
	switch len(f) {
	case 1:
		n, ok := num(f[0])
		if !ok {
			return s, bad
		}
		s.Declarer, s.HasDeclarer = n, true
		return s, nil
	case 2, 4:
		for i := 0; i < len(f); i += 2 {
			n, ok := num(f[i+1])
			if !ok {
				return s, bad
			}
			switch strings.ToUpper(f[i]) {
			case "NS":
				if s.HasNS {
					return s, bad
				}
				s.NS, s.HasNS = n, true
			case "EW":
				if s.HasEW {
					return s, bad
				}
				s.EW, s.HasEW = n, true
			default:
				return s, bad
			}
		}
		return s, nil
	}
	return s, bad
}

// parseNumber reads an optionally signed integer, or decimal number when
// decimals is true ("12.5", "50.", "-0").
func parseNumber(t string, decimals bool) (float64, bool) {
	u := t
	if len(u) > 0 && (u[0] == '+' || u[0] == '-') {
		u = u[1:]
	}
	digits, dot := 0, false
	for i := 0; i < len(u); i++ {
		switch c := u[i]; {
		case c >= '0' && c <= '9':
			if !dot {
				digits++
			}
		case c == '.' && decimals && !dot:
			dot = true
		default:
			return 0, false
		}
	}
	if digits == 0 {
		return 0, false
	}
	n, err := strconv.ParseFloat(strings.TrimSuffix(t, "."), 64)
	if err != nil || math.IsInf(n, 0) {
		return 0, false
	}
	if t[0] == '-' && n == 0 {
		n = math.Copysign(0, -1)
	}
	return n, true
}

// ParseDoubleDummyTricks reads a DoubleDummyTricks value (BridgeComposer
// and DDS extension of PBN 2.1): 20 hexadecimal digits 0-d, declarer
// North, South, East, West in turn, each with the strains NT, S, H, D, C;
// the table is complete. Errors as ParseSeat.
func ParseDoubleDummyTricks(v string) (bridge.TrickTable, error) {
	t := bridge.UnknownTable()
	if err := special("DoubleDummyTricks", v); err != nil {
		return t, err
	}
	u := strings.TrimSpace(v)
	if len(u) != 20 {
		return t, badValue("DoubleDummyTricks", v, "want 20 hexadecimal digits")
	}
	seats := [4]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}
	strains := [5]bridge.Strain{bridge.NoTrump, bridge.StrainSpades, bridge.StrainHearts, bridge.StrainDiamonds, bridge.StrainClubs}
	for i := range 20 {
		n, err := strconv.ParseUint(u[i:i+1], 16, 8)
		if err != nil || n > 13 {
			return bridge.UnknownTable(), badValue("DoubleDummyTricks", v, "want hexadecimal digits 0-d")
		}
		t[seats[i/5]][strains[i%5]] = int(n)
	}
	return t, nil
}

// ParseParContract reads a ParContract value (BridgeComposer extension of
// PBN 2.1): par contracts separated by ";", each a side or seat, a
// contract and an optional result ("=", "+n", "-n"): "NS 4S=", "EW 3N+2",
// "N 4H=", "EW 4SX-1"; "Pass" (or "NS Pass") when the deal is passed out,
// which gives no contract. A side names both its seats as declarers; a
// doubled contract is a sacrifice (bridge.ParContract.Doubled); Levels is
// nil. FormatParContract writes this form. Errors as ParseSeat, wrapping
// ErrTagValue also for a redoubled contract and for a result that makes
// declarer's tricks fall outside 0-13.
func ParseParContract(v string) ([]bridge.ParContract, error) {
	if err := special("ParContract", v); err != nil {
		return nil, err
	}
	if strings.EqualFold(strings.TrimSpace(v), "Pass") {
		return nil, nil
	}
	var out []bridge.ParContract
	for _, item := range strings.Split(v, ";") {
		f := strings.Fields(item)
		if len(f) != 2 {
			return nil, badValue("ParContract", v, "want a side or seat and a contract, e.g. \"NS 4S=\"")
		}
		var p bridge.ParContract
		switch who := strings.ToUpper(f[0]); who {
		case "NS", "EW":
			p.Side, _ = bridge.ParseSide(who)
			seats := p.Side.Seats()
			p.Declarers = seats[:]
		default:
			s, ok := readSeat(who)
			if !ok {
				return nil, badValue("ParContract", v, "want NS, EW or a seat before the contract")
			}
			p.Side, p.Declarers = s.Side(), []bridge.Seat{s}
		}
		c := f[1]
		if k := strings.IndexAny(c, "=+-"); k > 0 {
			if c[k] != '=' {
				n, err := strconv.Atoi(c[k:])
				if err != nil {
					return nil, badValue("ParContract", v, "want =, +n or -n after the contract")
				}
				p.Result = n
			} else if k != len(c)-1 {
				return nil, badValue("ParContract", v, "nothing may follow '='")
			}
			c = c[:k]
		}
		con, err := ParseContract(c)
		if err != nil {
			return nil, badValue("ParContract", v, "bad contract "+strconv.Quote(c))
		}
		if con.IsPassedOut() {
			if p.Result == 0 && !strings.Contains(v, ";") {
				return nil, nil // "NS Pass"
			}
			return nil, badValue("ParContract", v, "Pass stands alone")
		}
		if con.Doubling == bridge.Redoubled {
			return nil, badValue("ParContract", v, "a par contract is not redoubled")
		}
		p.Level, p.Strain, p.Doubled = int(con.Level), con.Strain, con.Doubling == bridge.Doubled
		if t := 6 + p.Level + p.Result; t < 0 || t > 13 {
			return nil, badValue("ParContract", v, fmt.Sprintf("%s%+d is %d tricks, not 0-13", c, p.Result, t))
		}
		out = append(out, p)
	}
	return out, nil
}
