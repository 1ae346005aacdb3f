package lin

import (
	"bridgelaw/bridge"
	"bridgelaw/record"
)

// Unrepresentable lists the fields of r that LIN cannot carry, which
// FromRecord drops or changes for this record, so that a caller can warn
// before writing LIN: the names of the record.Record fields, in the order
// of the struct (a name with a dot is a field of the elements of a list):
//
//	Board              a board number, when the record has a heading (Title)
//	                   that reads as another number
//	Dealer, Vulnerability, Hands   (only for values no deal can have, such
//	                   as a hand given with no card)
//	Players            a name with a comma or a '|' (pn separates names by
//	                   commas; commas are dropped, '|' becomes '/')
//	Event, Scoring     with a comma or a '|', or spaces around them (vg)
//	                   (PBN's IMP, MP, BAM are carried as I, P, B)
//	HomeTeam, VisitTeam, Stage, HomeCarryOver, VisitCarryOver   the same
//	Site, Date         LIN has no place for them
//	Room               other than Open or Closed (qx o or c)
//	Title              with a '|', or one that reads as "Board N"
//	AuctionStart       a first caller other than the dealer: LIN's calls
//	                   start with the dealer
//	Calls              a turn skipped by an accepted call out of rotation
//	                   (PBN ^S), which LIN cannot show: the calls close up
//	Calls.Explanation  with a '|'
//	Calls.Insufficient the mark of an accepted insufficient bid (PBN ^I)
//	AuctionEnded       an end that the calls, replayed, do not show
//	Plays              cards whose seats LIN cannot give (LIN has no seats:
//	                   they follow from the contract and the tricks)
//	Plays.LeadOutOfTurn, Plays.Revoke   the marks of an accepted lead out
//	                   of turn (PBN ^L) and of a revoke (^R)
//	ClaimTricks        a claim LIN cannot place
//	Contract           a contract without its declarer, or a declarer
//	                   without the contract (rs needs both)
//	DeclarerSwapped    declarer and dummy changed places (PBN "^X")
//	Result             a result without a contract and declarer
//	ScoreNS            the score: LIN has no place for it
//
// It compares r with the record that Record reads from FromRecord(r), so
// the list is exact: a field the record does not give (unknown, "") is
// never listed, and nor is what LIN adds (the dealer and vulnerability
// marked on the board). Source is not a field of the hand record's content
// and is never listed. nil for a nil r or one LIN carries whole.
func Unrepresentable(r *record.Record) []string {
	if r == nil {
		return nil
	}
	back, _ := FromRecord(r).Record()
	var out []string
	add := func(lost bool, name string) {
		if lost {
			out = append(out, name)
		}
	}
	add(r.Board.Valid() && back.Board != r.Board, "Board")
	add(r.DealerKnown && (!back.DealerKnown || back.Dealer != r.Dealer), "Dealer")
	add(r.VulnerabilityKnown && (!back.VulnerabilityKnown || back.Vulnerability != r.Vulnerability), "Vulnerability")
	hands, players := false, false
	for _, s := range bridge.Seats() {
		hands = hands || r.HandKnown[s] && (!back.HandKnown[s] || back.Hands[s] != r.Hands[s])
		players = players || r.Players[s] != "" && back.Players[s] != r.Players[s]
	}
	add(hands, "Hands")
	add(players, "Players")
	for _, f := range []struct{ name, v, back string }{
		{"Event", r.Event, back.Event}, {"Site", r.Site, back.Site}, {"Date", r.Date, back.Date},
		{"Room", r.Room, back.Room}, {"Scoring", linScoring(r.Scoring), back.Scoring}, {"Title", r.Title, back.Title},
		{"HomeTeam", r.HomeTeam, back.HomeTeam}, {"VisitTeam", r.VisitTeam, back.VisitTeam}, {"Stage", r.Stage, back.Stage},
		{"HomeCarryOver", r.HomeCarryOver, back.HomeCarryOver}, {"VisitCarryOver", r.VisitCarryOver, back.VisitCarryOver},
	} {
		add(f.v != "" && f.back != f.v, f.name)
	}
	add(len(r.Calls) > 0 && back.AuctionStart != r.AuctionStart, "AuctionStart")
	calls, expl, insufficient := len(back.Calls) != len(r.Calls), false, false
	for i, c := range r.Calls {
		insufficient = insufficient || c.Insufficient
		if i < len(back.Calls) {
			b := back.Calls[i]
			calls = calls || b.Call != c.Call || b.Alert != c.Alert
			expl = expl || b.Explanation != c.Explanation
		}
	}
	add(calls, "Calls")
	add(expl && !calls, "Calls.Explanation")
	add(insufficient, "Calls.Insufficient")
	add(r.AuctionEnded != back.AuctionEnded && len(r.Calls) > 0, "AuctionEnded")
	plays, lot, revoke := len(back.Plays) != len(r.Plays), false, false
	for i, p := range r.Plays {
		lot, revoke = lot || p.LeadOutOfTurn, revoke || p.Revoke
		if i < len(back.Plays) {
			plays = plays || back.Plays[i].Seat != p.Seat || back.Plays[i].Card != p.Card
		}
	}
	add(plays, "Plays")
	add(lot, "Plays.LeadOutOfTurn")
	add(revoke, "Plays.Revoke")
	add(r.ClaimTricks >= 0 && back.ClaimTricks != r.ClaimTricks, "ClaimTricks")
	sameContract := back.ContractKnown && back.Contract.Level == r.Contract.Level && back.Contract.Strain == r.Contract.Strain &&
		back.Contract.Doubling == r.Contract.Doubling && back.DeclarerKnown == r.DeclarerKnown &&
		(!r.DeclarerKnown || back.Contract.Declarer == r.Contract.Declarer)
	add((r.ContractKnown || r.DeclarerKnown) && !sameContract, "Contract")
	add(r.DeclarerSwapped, "DeclarerSwapped")
	add(r.ResultKnown && (!back.ResultKnown || back.Result != r.Result), "Result")
	add(r.ScoreKnown, "ScoreNS")
	return out
}
