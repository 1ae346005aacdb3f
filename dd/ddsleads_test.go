//go:build dds

package dd

import (
	"context"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/dd/internal/ddsref"
	"bridgelaw/internal/testdeal"
)

// TestLeadsAgainstDDS (-tags dds, libdds): on 100 random deals, each with a
// random contract's strain and declarer, SolveCards at the opening lead
// (what bridgelaw dd --leads prints) gives every one of the leader's 13
// cards the value DDS SolveBoard gives it (target -1, solutions 3, mode 1).
func TestLeadsAgainstDDS(t *testing.T) {
	r := testdeal.New(15, 21)
	sv := NewSolver(Options{})
	ctx := context.Background()
	for i := range 100 {
		d := testdeal.Deal(r)
		st := bridge.Strains()[r.IntN(5)]
		decl := bridge.Seat(r.IntN(4))
		p := Lead(d, st, decl)
		got, err := sv.SolveCards(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		ddsSt := 4
		if st != bridge.NoTrump {
			ddsSt = 3 - int(st)
		}
		want, err := ddsref.SolveBoard(ddsSt, int(p.Leader), nil, nil, d.String())
		if err != nil {
			t.Fatal(err)
		}
		val := map[bridge.Card]int{}
		for _, c := range want {
			su := bridge.Suit(3 - c.Suit)
			val[bridge.NewCard(su, bridge.Rank(c.Rank))] = c.Score
			for rk := bridge.Two; rk <= bridge.Ace; rk++ {
				if c.Equals&(1<<rk) != 0 {
					val[bridge.NewCard(su, rk)] = c.Score
				}
			}
		}
		if len(got) != 13 || len(val) != 13 {
			t.Fatalf("deal %d: %d cards, DDS %d", i+1, len(got), len(val))
		}
		for _, c := range got {
			if v, ok := val[c.Card]; !ok || v != c.Tricks {
				t.Errorf("deal %d %s, %s by %s, lead %s: %d, DDS %d", i+1, d, st, decl, c.Card, c.Tricks, v)
			}
		}
	}
}
