// Package play is the play period in strict mode (Laws 41-47, 65-66): the
// opening lead by declarer's left-hand opponent, dummy, following suit
// (Law 44C), the winner of each trick (Law 44E-F: the highest trump, else the
// highest card of the suit led), the winner leading to the next trick
// (Law 44G), tricks per side, and a claim or concession ending play early
// (Laws 68-69) with the tricks it gives.
//
// Legal cards come from these rules only, never from a solver. An illegal play
// is rejected with a typed error citing the law and the position is
// unchanged; package laws records irregular plays and rules on them.
package play
