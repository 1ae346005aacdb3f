// Package score is bridge scoring: the score of one board under Law 77,
// matchpoints and IMPs (Law 78), the Director's adjusted scores, and the
// score sheets of rubber bridge and Chicago.
//
// Scores are integers in points. Score gives North-South's view (positive
// when North-South gain); DeclarerScore gives the declaring side's view. The
// Law 77 tables are data (TrickPoints, InsultBonus, Undertricks and the bonus values; the functions return copies), and
// Explain breaks a score into its Law 77 parts.
//
// Rubber and Chicago are score sheets: each deal (a DealResult, read from a
// line by ParseDealLine) writes entries above and below the line, each side's
// points from its own view. Rubber follows the Laws of Contract Bridge for
// rubber bridge (1993), Laws 72-74, 80 and 81: the trick, overtrick,
// insult, slam and undertrick values are Law 77's (Explain), games,
// vulnerability after a game, the rubber premium of 700 or 500, the
// premiums of a rubber not finished and honours are rubber bridge's.
// Chicago is four-deal bridge: the vulnerability by the deal's place in a
// cycle of four, game premiums of 300 and 500 as at duplicate, partscores
// carried within the cycle, and the variations clubs play as
// ChicagoOptions.
package score
