// Package auction is the auction period in strict mode (Laws 17-22): whose
// turn it is to call, which calls are legal, when the auction ends, the final
// contract, the declarer and the opening leader.
//
// Strict mode serves online tables, robots and replaying hand records: an
// illegal call is rejected with a typed error citing the law
// (ErrOutOfRotation, ErrInsufficientBid, ErrInadmissibleDouble,
// ErrInadmissibleRedouble, ErrAuctionEnded) and the auction is unchanged.
// Irregular calls that a real table makes are the business of package laws,
// which records them and rules.
package auction
