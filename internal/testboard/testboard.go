// Package testboard plays a board from the deal to the last trick at
// random, as the lines of a table log (docs/table-log.md) and the seat
// that records each, for the server's fault test and load benchmark:
// every call and card legal, so that the engine accepts each event and
// rules nothing.
package testboard

import (
	"fmt"
	"math/rand/v2"

	"bridgelaw/bridge"
	"bridgelaw/internal/testdeal"
	"bridgelaw/play"
)

// Board is a board played to its end.
type Board struct {
	Number bridge.Board // 1-16: its dealer and vulnerability by Law 2
	Deal   string       // the deal in PBN form ("N:...")
	Events []Event      // 4 calls, then 52 cards
}

// Event is one line of the board's log and the seat whose player records
// it: his own call or card, and declarer dummy's cards (Law 45B).
type Event struct {
	By   bridge.Seat
	Line string // "N call 1S", "E play HT"
}

// Play deals a board at random (board number 1-16) and plays it to the
// end: the dealer opens at the one or two level, three passes (Law 22A),
// then each player in turn a card drawn at random among his legal ones
// (Law 44C). The same generator state gives the same board.
func Play(r *rand.Rand) (Board, error) {
	number := bridge.Board(1 + r.IntN(16))
	deal := testdeal.Deal(r)
	dealer := number.Dealer()
	bid := fmt.Sprintf("%d%s", 1+r.IntN(2), []string{"C", "D", "H", "S", "NT"}[r.IntN(5)])
	b := Board{Number: number, Deal: deal.String()}
	for i, call := range []string{bid, "Pass", "Pass", "Pass"} {
		seat := dealer.Add(i)
		b.Events = append(b.Events, Event{seat, fmt.Sprintf("%s call %s", seat, call)})
	}
	contract, err := bridge.ParseContract(bid, dealer)
	if err != nil {
		return b, err
	}
	p, err := play.New(deal, contract)
	if err != nil {
		return b, err
	}
	for !p.Done() {
		seat := p.Turn()
		legal := p.LegalCards().Slice()
		c := legal[r.IntN(len(legal))]
		if err := p.Play(seat, c); err != nil {
			return b, err
		}
		by := seat
		if seat == contract.Dummy() {
			by = contract.Declarer
		}
		b.Events = append(b.Events, Event{by, fmt.Sprintf("%s play %s", seat, c)})
	}
	return b, nil
}
