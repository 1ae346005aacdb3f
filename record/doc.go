// Package record is the hand record of one board at one table, independent
// of the file format that carried it (PBN, LIN): the board and its markings,
// the deal (possibly partial), the players, the auction with alerts and
// irregularity marks, the play in the order the cards were played, a claim,
// and what the file itself says of contract, declarer, result and score.
//
// Replay re-plays a record in strict mode (packages auction and play),
// accepting only the irregularities the record marks as accepted (PBN 2.1
// section 3.9), computes the contract, declarer's tricks and the Law 77 score,
// and lists every disagreement with the record's own tags and every revoke
// visible in a complete play record (Law 61A).
package record
