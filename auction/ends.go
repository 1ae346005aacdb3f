package auction

import "bridgelaw/bridge"

// Ends reports whether a sequence of calls, in the order they were made,
// ends the auction (Law 22A): three passes in succession after a bid,
// double or redouble, or four passes when no one has bid. It looks only at
// the passes, not at the legality of the calls, so a reader can tell where
// a recorded auction stops before anyone rules on it; a zero Call (a turn
// skipped by an accepted call out of rotation, Law 29A) is not a call and
// neither ends nor interrupts the passes.
func Ends(calls []bridge.Call) bool {
	called, passes := false, 0
	for _, c := range calls {
		switch {
		case c == 0:
		case c == bridge.Pass:
			passes++
		default:
			called, passes = true, 0
		}
	}
	return passes >= 4 || called && passes >= 3
}
