// Package bridge is the vocabulary of contract bridge as the Laws of Duplicate
// Bridge (2017) name it: seats and sides, suits, strains (denominations) and
// ranks, cards and card sets, hands and deals, boards with their dealer and
// vulnerability (Law 2), calls and contracts; and the results of a
// double-dummy analysis that every package reads or writes the same way:
// TrickTable (tricks 0-13 by declarer and strain) and Par (the par score
// from North-South's view and the par contracts as DDS reports them).
//
// Everything here is a value type with no I/O. Natural orders are fixed once:
// Suit Clubs < Diamonds < Hearts < Spades; Strain is the four suits then
// NoTrump; Seat North, East, South, West (clockwise, Law 1 and Law 17);
// Rank Two=2 ... Ace=14, so the zero Card is invalid.
//
// String methods print the canonical ASCII form (SA, HT, 3NT, 4HX); suit
// symbols go through explicit formatters (Card.Symbol, Suit.Symbol).
//
// Unchecked and checked types are apart: Hands may hold anything, and becomes
// a Deal only through NewDeal, which reports every problem at once in a
// *DealError.
package bridge
