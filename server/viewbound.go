package server

// A player's view is bounded whatever the log (issue 12, bounded
// resources): a log of a board holds a few dozen rulings and calls, but
// one written to be large (an insufficient bid 2,000 times, "no spades?"
// asked at every turn) would make every view of the table megabytes,
// sent to four phones at each change. A player's view keeps the latest
// entries of each list up to a cap and says how many it left out
// (TableView.Omitted); the Director's view and the event log keep
// everything.

// The most entries of each list in a player's view.
const (
	maxViewRulings   = 200 // a long board with every irregularity rules a few dozen times
	maxViewCalls     = 400 // a legal auction has at most 319 calls
	maxViewQuestions = 50
	maxViewPending   = 100
)

// OmittedView counts the entries a player's view left out, the oldest
// first (Rulings the oldest rulings: the view's first ruling is numbered
// Rulings+1).
type OmittedView struct {
	Rulings   int `json:"rulings,omitempty"`
	Calls     int `json:"calls,omitempty"`
	Questions int `json:"questions,omitempty"`
	Pending   int `json:"pending,omitempty"`
}

// boundView cuts the lists of a player's view to their caps, keeping the
// latest entries. The auction keeps its standing calls first, and cuts
// them by whole rounds, so that the page's grid still puts each call
// under its seat.
func boundView(tv *TableView) {
	var om OmittedView
	if n := len(tv.Rulings) - maxViewRulings; n > 0 {
		tv.Rulings, om.Rulings = tv.Rulings[n:], n
	}
	if excess := len(tv.Auction) - maxViewCalls; excess > 0 {
		// The calls that do not stand (withdrawn, cancelled, after the
		// auction) go first, the oldest first; then, if the standing
		// calls alone are too many, the oldest of them by whole rounds.
		kept := make([]CallView, 0, maxViewCalls)
		for _, c := range tv.Auction {
			if !c.Standing && om.Calls < excess {
				om.Calls++
				continue
			}
			kept = append(kept, c)
		}
		if n := len(kept) - maxViewCalls; n > 0 {
			n = (n + 3) / 4 * 4
			kept, om.Calls = kept[n:], om.Calls+n
		}
		tv.Auction = kept
	}
	if n := len(tv.Questions) - maxViewQuestions; n > 0 {
		tv.Questions, om.Questions = tv.Questions[n:], n
	}
	if n := len(tv.Pending) - maxViewPending; n > 0 {
		tv.Pending, om.Pending = tv.Pending[n:], n
	}
	if om != (OmittedView{}) {
		tv.Omitted = &om
	}
}
