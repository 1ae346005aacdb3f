package laws

import (
	"errors"
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// The kinds of ruling on the cards in the board (Laws 13-14).
const (
	KindIncorrectCardCount Kind = "incorrect-card-count" // the hands are unevenly split, every card present
	KindSurplusCard        Kind = "surplus-card"         // a card is in two hands: one copy comes from another pack
	KindMissingCard        Kind = "missing-card"         // a card is in no hand
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindIncorrectCardCount: bridge.Law(13, ""),
		KindSurplusCard:        bridge.Law(13, "C"),
		KindMissingCard:        bridge.Law(14, ""),
	})
}

// ruleOnHands: Laws 13 and 14, the board does not hold a deal. The hands
// are checked before the first event (bridge.NewDeal) and each kind of
// problem is ruled once, before the first event: a card in no hand is a
// missing card (Law 14), a card in two hands a surplus card (Law 13C: the
// copy that does not belong is removed), and hands unevenly split with
// every card present an incorrect number of cards (Law 13). The Director
// corrects the board; the engine plays the hands as they are.
func (t *Table) ruleOnHands() {
	_, err := bridge.NewDeal(t.setup.Hands)
	var de *bridge.DealError
	if !errors.As(err, &de) {
		return
	}
	var missing, twice []string
	var holding Detail // the hands that do not hold 13 cards
	for _, p := range de.Problems {
		switch p.Kind {
		case bridge.CardMissing:
			missing = append(missing, p.Card.String())
		case bridge.CardTwice:
			twice = append(twice, p.Card.String())
		case bridge.WrongCardCount:
			holding = holding.and(dt("hand-holds", "seat", p.Seat.String(), "count", strconv.Itoa(p.Count)))
		}
	}
	cur := t.cur0
	t.cur0 = EventSetup
	defer func() { t.cur0 = cur }()
	if len(missing) > 0 {
		t.rule(Ruling{Kind: KindMissingCard, Detail: dt("cards-in-no-hand", "cards", strings.Join(missing, " ")).and(holding)})
	}
	if len(twice) > 0 {
		t.rule(Ruling{Kind: KindSurplusCard, Detail: dt("cards-in-two-hands", "cards", strings.Join(twice, " ")).and(holding)})
	}
	if len(missing) == 0 && len(twice) == 0 && holding != nil {
		t.rule(Ruling{Kind: KindIncorrectCardCount, Detail: holding})
	}
}
