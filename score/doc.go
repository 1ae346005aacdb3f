// Package score is duplicate scoring: the score of one board under Law 77,
// from the contract, the vulnerability and declarer's tricks.
//
// Scores are integers in points. Score gives North-South's view (positive
// when North-South gain); DeclarerScore gives the declaring side's view. The
// Law 77 tables are data (TrickPoints, InsultBonus, Undertricks and the bonus values; the functions return copies), and
// Explain breaks a score into its Law 77 parts.
package score
