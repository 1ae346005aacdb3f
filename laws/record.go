package laws

import (
	"math"
	"strconv"
	"strings"

	"bridgelaw/auction"
	"bridgelaw/bridge"
)

// CallStatus says what became of a call of the auction record. Withdrawn
// and cancelled calls are never deleted, only marked: Law 16C and Law 26B
// need them after the auction.
type CallStatus uint8

// The statuses of the auction record.
const (
	// CallStands: a legal call in rotation.
	CallStands CallStatus = iota + 1
	// CallAccepted: an irregular call that stands because the Laws say so:
	// accepted by the offender's left-hand opponent (Laws 25B1, 27A1, 29A)
	// or called over before rectification (Law 37A).
	CallAccepted
	// CallPending: an irregular call awaiting its rectification (an option
	// or a Director's answer).
	CallPending
	// CallUnrectified: an inadmissible double or redouble that the
	// offender's left-hand opponent called over before anyone rectified
	// it: it takes its turn but doubles nothing (Law 36A when attention is
	// drawn during the auction period, 36C after the opening lead).
	CallUnrectified
	// CallCancelled: cancelled (Laws 17D3, 25B2, 27B3, 28B, 29B, 36, 37B,
	// 38B, 39A).
	CallCancelled
	// CallWithdrawn: withdrawn and replaced (Laws 21B, 25A, 25B1, 27B).
	CallWithdrawn
	// CallSkipped: not a call: the turn a player lost when a call out of
	// rotation was accepted (Law 29A).
	CallSkipped
	// CallDeemedPass: a pass the Laws put in: the right-hand opponent
	// obliged to pass is deemed to have passed (Law 28A), or a pass is
	// substituted for a cancelled call (Laws 37B2, 38C).
	CallDeemedPass
)

var callStatusNames = map[CallStatus]string{
	CallStands: "stands", CallAccepted: "accepted", CallPending: "pending", CallUnrectified: "unrectified",
	CallCancelled: "cancelled", CallWithdrawn: "withdrawn", CallSkipped: "skipped", CallDeemedPass: "deemed-pass",
}

// String prints the status in one word: "stands", "accepted", "pending",
// "unrectified", "cancelled", "withdrawn", "skipped", "deemed-pass".
func (s CallStatus) String() string {
	if n, ok := callStatusNames[s]; ok {
		return n
	}
	return "?"
}

// Standing reports whether an entry of this status takes its place in the
// auction (a skipped turn does, as a turn without a call).
func (s CallStatus) Standing() bool {
	return s == CallStands || s == CallAccepted || s == CallUnrectified || s == CallSkipped || s == CallDeemedPass
}

// AuctionCall is one entry of the auction record (Laws 17-22, and the calls withdrawn or cancelled under Laws 25-40): a call as it
// was made, by whom, and what became of it. The standing entries, in
// order, are the auction; the others are kept for Law 16C and 26B.
type AuctionCall struct {
	Seat     bridge.Seat
	Call     bridge.Call   // 0 for a skipped turn or a bid above seven
	BidLevel int           // a bid above seven: its level, 8 or more; else 0
	Strain   bridge.Strain // a bid above seven: its strain
	Status   CallStatus
	Law      bridge.LawRef // the law that gave the status; zero for a legal call
	Event    int           // the event that made the call (0-based); -1 for a skipped turn or a deemed pass
	// UI: what the withdrawn or cancelled call showed is unauthorised
	// information for side UISide (Law 16C): the offender's partner, or
	// the opponents of a non-offender who withdrew a call (Law 25A6,
	// 21B). False when the Laws make it authorised (Law 23B, 27B1).
	UI     bool
	UISide bridge.Side
	// Obliged is the auction obligation in force on Seat when he made the
	// call ("" when none) and Required the call a repeat obligation
	// required (Law 31A1, 32A1).
	Obliged  ObligationKind
	Required bridge.Call
}

// Text is the call as written in the log: "1H", "Pass", "8D"; "-" for a
// skipped turn.
func (c AuctionCall) Text() string {
	switch {
	case c.BidLevel > 0:
		return strconv.Itoa(c.BidLevel) + c.Strain.String()
	case c.Status == CallSkipped:
		return "-"
	}
	return c.Call.String()
}

// String prints the entry for reports: "E 1H cancelled (Law 29B;
// unauthorised for EW)"; a legal call is "E 1H".
func (c AuctionCall) String() string {
	s := c.Seat.String() + " " + c.Text()
	if c.Status == CallStands {
		return s
	}
	var notes []string
	if !c.Law.IsZero() {
		notes = append(notes, c.Law.String())
	}
	if c.UI {
		notes = append(notes, "unauthorised for "+c.UISide.String())
	}
	s += " " + c.Status.String()
	if len(notes) > 0 {
		s += " (" + strings.Join(notes, "; ") + ")"
	}
	return s
}

// callRec is an entry of the record as the engine holds it.
type callRec struct {
	AuctionCall
	consumed []*oblRec // the obligations this call fulfilled or broke
	// watch and foldedAt: the foldWatch of the table that last folded
	// the entry into its auction (rebuild), nil before, and its position
	// then.
	watch    *foldWatch
	foldedAt int
}

func (c *callRec) isBid() bool { return c.BidLevel == 0 && c.Call.IsBid() }

func (c *callRec) isDouble() bool { return c.Call == bridge.Double || c.Call == bridge.Redouble }

// mark gives the entry a status and its law; an entry folded into the
// auction is noted for the next rebuild. (A status is set otherwise only
// for a moment, and restored before any rebuild: intendedChange.)
func (c *callRec) mark(s CallStatus, law bridge.LawRef) {
	c.Status, c.Law = s, law
	if c.watch != nil {
		c.watch.marked = append(c.watch.marked, c)
	}
}

// newRec is the entry for a call by seat: call, or a bid above seven
// (level 8 or more, strain).
func (t *Table) newRec(seat bridge.Seat, call bridge.Call, level int, strain bridge.Strain) *callRec {
	return &callRec{AuctionCall: AuctionCall{Seat: seat, Call: call, BidLevel: level, Strain: strain, Status: CallPending, Event: t.cur0}}
}

// Auction is a copy of the auction record in order: every call made, with
// what became of it, and the turns skipped.
func (t *Table) Auction() []AuctionCall {
	out := make([]AuctionCall, len(t.calls))
	for i, c := range t.calls {
		out[i] = c.AuctionCall
	}
	return out
}

// indexOf is the position of entry c in the record, -1 when absent.
func (t *Table) indexOf(c *callRec) int {
	for i, x := range t.calls {
		if x == c {
			return i
		}
	}
	return -1
}

// insertAfter puts entry c just after entry at (at the start when at is
// nil), or moves it there.
func (t *Table) insertAfter(at, c *callRec) {
	if i := t.indexOf(c); i >= 0 {
		t.calls = append(t.calls[:i:i], t.calls[i+1:]...)
		t.moved(i)
	}
	j := t.indexOf(at) + 1
	t.calls = append(t.calls[:j:j], append([]*callRec{c}, t.calls[j:]...)...)
	t.moved(j)
}

// remove deletes entry c (only skipped turns are ever removed: Law 17D3
// gives the turn back).
func (t *Table) remove(c *callRec) {
	if i := t.indexOf(c); i >= 0 {
		t.calls = append(t.calls[:i:i], t.calls[i+1:]...)
		t.moved(i)
	}
}

// rebuild folds the standing entries into the strict auction of package
// auction: the auction as it stands, its turn and its end. The entries
// folded at the last rebuild that are still in their place with the status
// and call they had are not folded again: the auction they made is kept
// and only the entries after them are folded into it, so that a call
// appended to the record, or one pending that now stands (an insufficient
// bid accepted, Law 27A1), costs a fold or two, not one per entry before
// it. The table's foldWatch says which entries changed since (mark) and
// the first place where one was put or taken out (moved); when an entry
// that stood changed, the auction is folded again from the start.
func (t *Table) rebuild() {
	w := t.watch
	k := min(len(t.folded), len(t.calls), w.from)
	for _, c := range w.marked {
		if i := c.foldedAt; c.watch == w && i < k && t.folded[i].rec == c && t.folded[i] != foldOf(c) {
			k = i
		}
	}
	w.marked, w.from = w.marked[:0], math.MaxInt
	reuse := t.auc != nil
	for _, f := range t.folded[k:] {
		// The auction after the first k entries is t.auc only when
		// the entries folded after them took no place in it.
		reuse = reuse && !f.status.Standing()
	}
	t.folded = t.folded[:k]
	if !reuse {
		a, err := auction.New(t.setup.Dealer)
		if err != nil {
			return // New refuses such a dealer, so no Table has one
		}
		t.auc, t.folded, k = a, t.folded[:0], 0
	}
	for i, c := range t.calls[k:] {
		foldCall(t.auc, c)
		c.watch, c.foldedAt = w, k+i
		t.folded = append(t.folded, foldOf(c))
	}
}

// folded is an entry of the record as rebuild folded it into the auction:
// the entry, and the status and call it had then.
type folded struct {
	rec    *callRec
	status CallStatus
	call   bridge.Call
}

func foldOf(c *callRec) folded { return folded{c, c.Status, c.Call} }

// foldWatch is what changed in the record since rebuild last folded it:
// the entries folded since given a status (mark), and the first position
// where an entry was put or taken out other than at the end (moved;
// math.MaxInt for none). A table and the entries it folded share it.
type foldWatch struct {
	marked []*callRec
	from   int
}

// moved notes that the entry at position i of the record was put there or
// taken out, with the entries after it moved.
func (t *Table) moved(i int) { t.watch.from = min(t.watch.from, i) }

// foldCall folds entry c into the auction a: a standing call takes its
// turn (an insufficient bid accepted, an inadmissible double unrectified),
// a skipped turn passes the turn, the other entries are left out.
func foldCall(a *auction.Auction, c *callRec) {
	var err error
	switch c.Status {
	case CallSkipped:
		err = a.Skip()
	case CallUnrectified:
		err = a.RecordInadmissible(c.Call)
	case CallStands, CallAccepted, CallDeemedPass:
		if err = a.Call(a.Turn(), c.Call); err != nil && c.isBid() {
			err = a.AcceptInsufficient(c.Call)
		}
		if err != nil && c.isDouble() {
			err = a.RecordInadmissible(c.Call)
		}
	}
	_ = err // entries are placed only where they fit; see TestAuctionRecordReplays
}

// lastStanding is the last standing entry that is a call (not a skipped
// turn), and whether it is the very last standing entry.
func (t *Table) lastStanding() (*callRec, bool) {
	last := true
	for i := len(t.calls) - 1; i >= 0; i-- {
		c := t.calls[i]
		if !c.Status.Standing() {
			continue
		}
		if c.Status == CallSkipped {
			last = false
			continue
		}
		return c, last
	}
	return nil, false
}

// lastCallBy is seat's last standing call if he made it himself (not a
// pass the Laws put in, not an unrectified double), nil otherwise: the call
// he may change (Laws 21B, 25).
func (t *Table) lastCallBy(seat bridge.Seat) *callRec {
	for i := len(t.calls) - 1; i >= 0; i-- {
		if c := t.calls[i]; c.Seat == seat && c.Status.Standing() && c.Status != CallSkipped {
			if c.Status != CallStands && c.Status != CallAccepted {
				return nil
			}
			return c
		}
	}
	return nil
}

// standingAfter lists the standing calls after entry c.
func (t *Table) standingAfter(c *callRec) []*callRec {
	var out []*callRec
	for _, x := range t.calls[t.indexOf(c)+1:] {
		if x.Status.Standing() && x.Status != CallSkipped {
			out = append(out, x)
		}
	}
	return out
}

// admissible reports whether seat may double (or redouble) now by Law 19,
// whoever's turn it is: the last bid, undoubled, by an opponent (the last
// double, by an opponent, not yet redoubled).
func (t *Table) admissible(seat bridge.Seat, c bridge.Call) bool {
	var lastBid, lastDbl *callRec
	for _, x := range t.calls {
		if x.Status != CallStands && x.Status != CallAccepted && x.Status != CallDeemedPass {
			continue
		}
		switch {
		case x.isBid():
			lastBid, lastDbl = x, nil
		case x.isDouble():
			lastDbl = x
		}
	}
	switch c {
	case bridge.Double:
		return lastBid != nil && lastDbl == nil && lastBid.Seat.Side() != seat.Side()
	case bridge.Redouble:
		return lastDbl != nil && lastDbl.Call == bridge.Double && lastDbl.Seat.Side() != seat.Side()
	}
	return true
}

// insufficient reports whether bid c does not outrank the last bid.
func (t *Table) insufficient(c bridge.Call) bool {
	last, _, _, ok := t.auc.LastBid()
	return c.IsBid() && ok && c <= last
}

// specifiedSuits are the suits named by seat's standing bids: what the
// Director starts from when he says which suits the offender specified in
// the legal auction (Law 26B).
func (t *Table) namedSuits(seat bridge.Seat) []bridge.Suit {
	var seen [5]bool
	for _, c := range t.calls {
		if c.Seat == seat && (c.Status == CallStands || c.Status == CallAccepted) && c.isBid() {
			seen[c.Call.Strain()] = true
		}
	}
	var out []bridge.Suit
	for _, s := range bridge.SuitsDown() {
		if seen[bridge.Strain(s)] {
			out = append(out, s)
		}
	}
	return out
}
