package testdeal

import (
	"fmt"
	"testing"

	"bridgelaw/bridge"
)

// TestDeal: the deals of a seed are the same at every run.
func TestDeal(t *testing.T) {
	r := New(1, 2)
	for i, want := range []string{
		"N:J62.63.J762.QJ32 .AKJ4.854.T98765 AQT854.QT82.AQT. K973.975.K93.AK4",
		"N:AK2.Q953.J53.J95 J973.A.A84.Q6432 QT654.J862.K6.AK 8.KT74.QT972.T87",
	} {
		if got := Deal(r).String(); got != want {
			t.Errorf("deal %d: %s, want %s", i, got, want)
		}
	}
}

// TestNewEnding: n cards to each seat, no card twice, the same endings for
// a seed at every run.
func TestNewEnding(t *testing.T) {
	r := New(7, 7)
	for n, want := range []string{
		".Q.. ..2. 5... 8... NT N 3",
		".6..6 ..T.K T.J.. ...T5 D N 0",
		".A9.4. ..T8.4 8.J..9 7.Q5.. NT N 0",
		"..JT6.9 ..974.J ..A3.K3 86..K.7 D W 0",
	} {
		e := NewEnding(r, n+1)
		var all bridge.CardSet
		for s, h := range e.Hands {
			if h.Len() != n+1 || all&h != 0 {
				t.Errorf("ending %d: seat %d holds %s", n, s, h)
			}
			all |= h
		}
		if got := fmt.Sprintf("%s %s %s %s %s %s %d", e.Hands[0], e.Hands[1], e.Hands[2], e.Hands[3], e.Strain, e.Leader, e.Played); got != want {
			t.Errorf("ending of %d cards: %s, want %s", n+1, got, want)
		}
	}
}
