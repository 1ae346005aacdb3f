package lin

import (
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/record"
)

// Write writes the boards as LIN, one board per line (a line break inside a
// value stays as it is): each board's own pairs, in order, as "key|value|",
// then "\n". The Header pairs are not written: the board that gave them has
// them among its own pairs. It returns an error wrapping ErrWrite, before
// writing the board, when a pair has a key that is not two ASCII letters or
// a value holding '|'; otherwise the error from w. A nil board is not
// written.
func Write(w io.Writer, boards []*Board) error {
	for i, b := range boards {
		if b == nil {
			continue
		}
		for _, t := range b.Tokens {
			if !isKey(t.Key) || strings.ContainsRune(t.Value, '|') {
				return fmt.Errorf("%w: board %d: %q", ErrWrite, i+1, shorten(t.String(), 60))
			}
		}
		if _, err := io.WriteString(w, b.String()+"\n"); err != nil {
			return err
		}
	}
	return nil
}

// FromRecord makes the canonical LIN board of a record, in the order BBO
// writes it:
//
//	vg|Event,,Scoring,N,N,,,,|rs|4HN+1|qx|o12|pn|S,W,N,E|st||md|3<S>,<W>,<N>,|rh||ah|Board 12|sv|n|
//	mb|1H|mb|2H!|an|Michaels|...|pg||pc|C9|pc|C3|pc|C2|pc|CK|pg||...|mc|9|pg||
//
// (on one line). Each part is written only when the record gives it:
//
//   - vg when Event, Stage, Scoring or a team is known: event, segment
//     (Stage), scoring (PBN's IMP, MP and BAM as LIN's I, P and B), the board number as first and last board, the home
//     team and its carry-over, the visiting team and its carry-over; like
//     any vg it stays in force for the boards after it in
//     the same file that have no vg of their own;
//   - rs with this board's result when Contract and Declarer are known
//     ("PASS" for a passed-out board; the result after the declarer when
//     Result is known);
//   - qx when the room is Open or Closed, with the board number; when a
//     Title takes the place of "Board N" in ah, qx carries the number alone;
//   - pn when a name is known (S, W, N, E);
//   - md when the dealer or a hand is known: the dealer digit (the dealer
//     given, else the one marked on the board), then the hands S, W, N, E,
//     each "S...H...D...C..." with the ranks ascending as BBO writes them
//     (S2TKHAD4C23JQ), every suit letter present; an unknown hand is empty.
//     East is left empty, as BBO does, when the other three hands hold 13
//     cards each and East holds the rest; otherwise it is written;
//   - ah: the Title, else "Board N";
//   - sv: the vulnerability given, else the one marked on the board;
//   - the calls: p, d, r, 1C-7N with "!" when alerted, each followed by an
//     an pair with its explanation when it has one; then pg||;
//   - the cards in the order played, pg|| after every fourth; the seats
//     follow from the auction and the tricks, as LIN has no seats;
//   - mc and pg|| when the record has a claim.
//
// What LIN cannot carry is left out or changed; Unrepresentable lists it
// for a given record, by field:
//
//   - Site, Date and the score (ScoreNS): LIN has no place for them;
//   - a Room other than Open or Closed;
//   - the marks of accepted irregularities: DeclarerSwapped (PBN "^X"),
//     insufficient bids (^I), leads out of turn (^L) and revokes (^R); a
//     turn skipped by a call out of rotation (^S) has no LIN form, so the
//     calls close up; the calls start with the dealer (AuctionStart), and
//     the seats of the cards follow from the contract and the tricks;
//   - a contract without its declarer, a declarer without the contract, a
//     result without them (rs gives contract, declarer and result at once);
//   - in the names, Event and Scoring, which stand in comma-separated
//     lists (pn, vg): a comma next to a space, a comma or an end is
//     dropped ("Smith, E." is written "Smith E."), one between two words
//     becomes a space; spaces around Event and Scoring are lost;
//   - in any text, a '|' becomes '/'.
//
// A board the record does not number gets no number in LIN: reading it
// back with a Title gives ErrBoardNumber; a play that stops short with no
// claim (PBN "*") reads back with ErrIncomplete, as LIN has no mark for it.
// For a record that Record made from LIN, Record of the result gives back
// the same deal, dealer, vulnerability, board, room, players, Title, Event,
// Scoring, calls with alerts and explanations, plays, claim, and contract
// and result. A nil r is an empty record (record.New).
func FromRecord(r *record.Record) *Board {
	if r == nil {
		r = record.New()
	}
	b := &Board{}
	add := func(k, v string) { b.Tokens = append(b.Tokens, Token{Key: k, Value: strings.ReplaceAll(v, "|", "/")}) }
	num := ""
	if r.Board.Valid() {
		num = r.Board.String()
	}
	if r.Event != "" || r.Scoring != "" || r.Stage != "" || r.HomeTeam != "" || r.VisitTeam != "" || r.HomeCarryOver != "" || r.VisitCarryOver != "" {
		add("vg", strings.Join([]string{noComma(r.Event), noComma(r.Stage), noComma(linScoring(r.Scoring)), num, num,
			noComma(r.HomeTeam), noComma(r.HomeCarryOver), noComma(r.VisitTeam), noComma(r.VisitCarryOver)}, ","))
	}
	if r.ContractKnown && (r.DeclarerKnown || r.Contract.IsPassedOut()) {
		add("rs", formatRS(r.Contract, r.Result, r.ResultKnown))
	}
	switch {
	case strings.EqualFold(r.Room, roomOpen):
		add("qx", "o"+num)
	case strings.EqualFold(r.Room, roomClosed):
		add("qx", "c"+num)
	case r.Title != "" && num != "":
		add("qx", num)
	}
	if r.Players != (bridge.BySeat[string]{}) {
		var names [4]string
		for i, s := range linSeats {
			names[i] = noComma(r.Players[s])
		}
		add("pn", strings.Join(names[:], ","))
	}
	add("st", "")
	if md, ok := formatMD(r); ok {
		add("md", md)
	}
	add("rh", "")
	switch {
	case r.Title != "":
		add("ah", r.Title)
	case num != "":
		add("ah", "Board "+num)
	}
	if v, ok := r.EffectiveVulnerability(); ok {
		add("sv", string("oneb"[v&3]))
	}
	for _, c := range r.Calls {
		if c.Skipped() || !c.Call.Valid() {
			continue
		}
		v := formatCall(c.Call)
		if c.Alert {
			v += "!"
		}
		add("mb", v)
		if c.Explanation != "" {
			add("an", c.Explanation)
		}
	}
	if len(r.Calls) > 0 {
		add("pg", "")
	}
	for i, p := range r.Plays {
		add("pc", p.Card.String())
		if i%4 == 3 {
			add("pg", "")
		}
	}
	if r.ClaimTricks >= 0 {
		add("mc", strconv.Itoa(r.ClaimTricks))
		add("pg", "")
	}
	return b
}

// noComma makes a text fit for an item of a comma-separated list (pn, vg),
// where a comma cannot stand: a comma next to a space, another comma or
// an end of the text is dropped ("Smith, E." is "Smith E."), one between
// two words becomes a space ("Smith,E." is "Smith E.").
func noComma(s string) string {
	if !strings.Contains(s, ",") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != ',' {
			b.WriteByte(c)
			continue
		}
		out := b.String()
		if out != "" && out[len(out)-1] != ' ' && i+1 < len(s) && s[i+1] != ' ' && s[i+1] != ',' {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// formatCall writes a call as BBO does: p, d, r, 1C ... 7N.
func formatCall(c bridge.Call) string {
	switch c {
	case bridge.Pass:
		return "p"
	case bridge.Double:
		return "d"
	case bridge.Redouble:
		return "r"
	}
	return strconv.Itoa(int(c.Level())) + strainLetter(c.Strain())
}

// formatMD writes the md value of a record (see FromRecord); ok is false
// when neither the dealer nor any hand is known.
func formatMD(r *record.Record) (string, bool) {
	dealer, dealerOK := r.EffectiveDealer()
	var hands [4]string
	known := false
	for i, s := range linSeats {
		if r.HandKnown[s] {
			hands[i], known = formatHand(r.Hands[s]), true
		}
	}
	if !dealerOK && !known {
		return "", false
	}
	if h := r.Hands; r.HandKnown[bridge.South] && r.HandKnown[bridge.West] && r.HandKnown[bridge.North] &&
		h[bridge.South].Len() == 13 && h[bridge.West].Len() == 13 && h[bridge.North].Len() == 13 &&
		h[bridge.East] == bridge.FullDeck&^(h[bridge.South]|h[bridge.West]|h[bridge.North]) {
		hands[3] = "" // East holds the rest: BBO leaves it out
	}
	md := strings.Join(hands[:], ",")
	if dealerOK {
		md = strconv.Itoa(linIndex(dealer)+1) + md
	}
	return md, true
}

// formatHand writes a hand as BBO does: every suit letter S, H, D, C, each
// followed by its ranks ascending.
func formatHand(h bridge.CardSet) string {
	var sb strings.Builder
	for _, s := range bridge.SuitsDown() {
		sb.WriteString(s.String())
		hold := h.Suit(s)
		for r := bridge.Two; r <= bridge.Ace; r++ {
			if hold.Has(r) {
				sb.WriteString(r.String())
			}
		}
	}
	return sb.String()
}

// HandviewerURL is the link that shows the board in BBO's handviewer:
// "https://www.bridgebase.com/tools/handviewer.html?lin=" and the
// URL-encoded LIN of the board's record (FromRecord of Record, so the names
// of a vugraph header are included), without the vg and rs pairs, which the
// handviewer does not need. Commentary (nt) is not included; a nil b gives
// the link to an empty board. BBO allows the handviewer for non-commercial
// use.
func HandviewerURL(b *Board) string {
	r, _ := b.Record()
	var sb strings.Builder
	for _, t := range FromRecord(r).Tokens {
		if t.Key != "vg" && t.Key != "rs" {
			sb.WriteString(t.String())
		}
	}
	return "https://www.bridgebase.com/tools/handviewer.html?lin=" + url.QueryEscape(sb.String())
}

// linScoring is a record's scoring as LIN's vg writes it: PBN's Scoring
// words IMP, MP (or MatchPoints) and BAM become the letters I, P and B;
// any other value is kept.
func linScoring(s string) string {
	switch strings.ToUpper(s) {
	case "IMP":
		return "I"
	case "MP", "MATCHPOINTS":
		return "P"
	case "BAM":
		return "B"
	}
	return s
}
