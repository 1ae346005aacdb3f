package laws

import "bridgelaw/bridge"

// tagValues are the values of a board's tags that a replay computes too,
// whichever door they come through: a hand record's tags (record.Record,
// ReplayRecord) or a table log's header (Log.CheckTags). Each has a flag
// saying the tag gives it; a value unknown ("?") or inappropriate ("") is
// not given.
type tagValues struct {
	Board              bridge.Board // the Board tag, 0 when none
	Dealer             bridge.Seat
	DealerGiven        bool
	Vulnerability      bridge.Vulnerability
	VulnerabilityGiven bool
	Contract           bridge.Contract // Level, Strain, Doubling; PassedOut for "Pass"
	ContractGiven      bool
	// PassGiven: the Contract tag says "Pass" (whether or not the
	// comparison is given the contract itself).
	PassGiven       bool
	Declarer        bridge.Seat
	DeclarerGiven   bool
	DeclarerSwapped bool // [Declarer "^X"]: X played its partner's contract (PBN 2.1 section 3.4.13)
	Result          int  // declarer's tricks, 0-13
	ResultGiven     bool
	ScoreNS         int // points, North-South's view
	ScoreGiven      bool
}

// replayValues are the values a replay computed for the tags to be
// compared with; a value not known is not compared.
type replayValues struct {
	Contract      bridge.Contract // as the auction ended, declarer included
	ContractKnown bool
	// PlayedBy is the seat that played the contract as declarer when it
	// is not Contract.Declarer: declarer's partner, after an opening lead
	// out of turn that declarer spread his hand for (Law 54A).
	PlayedBy    bridge.Seat
	PlayedKnown bool
	Tricks      int // declarer's tricks, 0-13
	TricksKnown bool
	ScoreNS     int // points, North-South's view
	ScoreKnown  bool
}

// tagDiff is a tag whose value disagrees with the replay's.
type tagDiff struct {
	Tag string // "Dealer", "Vulnerable", "Contract", "Declarer", "Result" or "Score"
	// Swapped marks a Declarer tag "^X" naming declarer's partner: dummy
	// played the contract (PBN 2.1 section 3.4.13, Law 54A). It is not a
	// contradiction but a fact the replay follows.
	Swapped bool
}

// compareTags compares the tags' values t with the values r computed by a
// replay, and with the markings of the Board tag's number (Law 2), in
// the order Dealer, Vulnerable, Contract, Declarer, Result, Score: the
// rules of both doors, ReplayRecord and Log.CheckTags.
//   - Dealer and Vulnerable: other than the board's marking (Law 2).
//   - Contract: level, strain and doubling other than the auction's, or
//     passed out when the auction was not (or the reverse).
//   - Declarer: a seat on a passed-out board (Law 22B; unless the
//     Contract tag says "Pass" too: then the tags contradict one another,
//     which is the format reader's to report); on a contract, a
//     seat that neither declared nor played the contract (Law 54A); "^X"
//     naming other than declarer's partner (the partner is Swapped, no
//     contradiction).
//   - Result: other than declarer's tricks; on a passed-out board, other
//     than 0 (Law 22B; the same exception).
//   - Score: other than the score computed (Law 77).
func compareTags(t tagValues, r replayValues) []tagDiff {
	var out []tagDiff
	if t.Board.Valid() {
		if t.DealerGiven && t.Dealer != t.Board.Dealer() {
			out = append(out, tagDiff{Tag: "Dealer"})
		}
		if t.VulnerabilityGiven && t.Vulnerability != t.Board.Vulnerability() {
			out = append(out, tagDiff{Tag: "Vulnerable"})
		}
	}
	passedOut := r.ContractKnown && r.Contract.IsPassedOut()
	if r.ContractKnown && t.ContractGiven && t.Contract.String() != r.Contract.String() {
		out = append(out, tagDiff{Tag: "Contract"})
	}
	// A Contract tag saying "Pass" with a Declarer or Result is the tags
	// contradicting one another, which the format's reader reports.
	passedOut = passedOut && !t.PassGiven
	if passedOut && t.DeclarerGiven {
		out = append(out, tagDiff{Tag: "Declarer"}) // no declarer on a passed-out board (Law 22B)
	}
	if r.ContractKnown && t.DeclarerGiven && !r.Contract.IsPassedOut() {
		decl := r.Contract.Declarer
		switch {
		case !t.DeclarerSwapped && (t.Declarer == decl || r.PlayedKnown && t.Declarer == r.PlayedBy):
		case t.DeclarerSwapped && t.Declarer == decl.Partner():
			out = append(out, tagDiff{Tag: "Declarer", Swapped: true})
		default:
			out = append(out, tagDiff{Tag: "Declarer"})
		}
	}
	if passedOut && t.ResultGiven && t.Result != 0 {
		out = append(out, tagDiff{Tag: "Result"}) // no trick is played (Law 22B)
	}
	if r.TricksKnown && t.ResultGiven && !r.Contract.IsPassedOut() && t.Result != r.Tricks {
		out = append(out, tagDiff{Tag: "Result"})
	}
	if r.ScoreKnown && t.ScoreGiven && t.ScoreNS != r.ScoreNS {
		out = append(out, tagDiff{Tag: "Score"})
	}
	return out
}
