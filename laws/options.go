package laws

import "bridgelaw/bridge"

// Options are the choices the Laws leave to a regulating authority or
// tournament organizer. The zero Options is the Laws' default. They are
// values passed to the engine, never global state.
type Options struct {
	// ForbidPartnerRevokeInquiry: the regulating authority forbids a
	// defender to ask his partner whether he has a card of the suit led
	// (Law 61B3 allows it unless forbidden).
	ForbidPartnerRevokeInquiry bool
}

// Advisor answers double-dummy questions the engine may attach to a
// Director's question (a contested claim, Law 70). Package dd implements it;
// laws never imports dd. Tricks is the number of tricks side takes of the
// cards left in hands (each hand the same length, 1-13) with strain as
// trumps and leader to lead, every player playing best.
type Advisor interface {
	Tricks(hands bridge.Hands, strain bridge.Strain, leader bridge.Seat, side bridge.Side) (int, error)
}

// TrickAdvisor is an Advisor that also answers in the middle of a trick (a
// claim made after some cards of a trick were played): trick holds the
// cards played to the current trick from leader on (1-3), hands the cards
// still held; the answer counts the current trick among the remaining.
// dd.Advisor implements it.
type TrickAdvisor interface {
	Advisor
	TricksInTrick(hands bridge.Hands, strain bridge.Strain, leader bridge.Seat, trick []bridge.Card, side bridge.Side) (int, error)
}

// Setup is what the engine knows of a board before its first event: its
// number, dealer and vulnerability (Law 2), the four hands as they were
// found in the board, and the contract when the log records no auction
// (ContractKnown).
//
// Hands is unchecked: a hand of 12 or 14 cards, a card in two hands or in
// none is what a real board can hold. The engine rules on it (Laws 13, 14)
// and plays the hands as they are; bridge.NewDeal checks them.
type Setup struct {
	Board         bridge.Board
	Dealer        bridge.Seat
	Vulnerability bridge.Vulnerability
	Hands         bridge.Hands
	Contract      bridge.Contract
	ContractKnown bool
}
