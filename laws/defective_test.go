package laws

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"bridgelaw/bridge"
)

// kindsOf lists the kinds of tb's rulings in order.
func kindsOf(tb *Table) []Kind {
	var out []Kind
	for _, r := range tb.rulings {
		out = append(out, r.Kind)
	}
	return out
}

// TestDefectiveTrickMoments: Law 67 at the moments the scenarios leave
// out. East's turn passes in the middle of a trick (the fourth hand plays
// on, the trick is won among three cards) and attention at once lets him
// supply a legal card (67A1); an offender who plays to the trick before it
// is quitted takes his place in it; an omission out of turn, or an extra
// card with no card played, fits no moment; a penalty card cannot go
// unseen.
func TestDefectiveTrickMoments(t *testing.T) {
	t.Run("67A1 in the middle of a trick", func(t *testing.T) {
		tb, err := Replay(exampleSetup(), mustLog(t, "W play SK\nN play S3\nE omit\nS play S4\ndirector noticed\nE choose card S2\n"), Options{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(tb.tricks) != 1 || tb.tricks[0].Cards[bridge.East] != bridge.MustCard("S2") || tb.tricks[0].Winner != bridge.West {
			t.Fatalf("trick 1: %+v", tb.tricks)
		}
		if !slices.Contains(kindsOf(tb), KindDefectiveSupplied) || tb.hands[bridge.East].Len() != 12 {
			t.Errorf("rulings %v, East holds %d", kindsOf(tb), tb.hands[bridge.East].Len())
		}
	})
	t.Run("late card takes his place", func(t *testing.T) {
		tb, err := Replay(exampleSetup(), mustLog(t, "W play SK\nN play S3\nE omit\nE play S2\nS play S4\n"), Options{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(tb.tricks) != 1 || tb.tricks[0].Cards[bridge.East] != bridge.MustCard("S2") || len(tb.rulings) != 0 {
			t.Fatalf("tricks %+v, rulings %v", tb.tricks, kindsOf(tb))
		}
	})
	for _, log := range []string{"E omit\n", "W play SK\nS omit\n", "E extra D3\n"} {
		tb, err := Replay(exampleSetup(), mustLog(t, log), Options{}, nil)
		if err != nil || !slices.Equal(kindsOf(tb), []Kind{KindUnexpected}) {
			t.Errorf("%q: %v, rulings %v", log, err, kindsOf(tb))
		}
	}
	_, err := Replay(exampleSetup(), mustLog(t, "W play SK\nN play S3\nE drop D3\nE play S2\nS play S4\nE extra D3\n"), Options{}, nil)
	if !errors.Is(err, ErrImpossible) {
		t.Errorf("a penalty card quitted unseen: %v", err)
	}
}

// TestExtraCardRevokeCorrected: Law 67B2 with a revoke not yet
// established. East's ST goes unseen with his S2 to trick 1; at trick 3, a
// spade lead, he discards the C8. The Director is called before East's
// side plays to trick 4: the ST goes back to East's hand, deemed held
// throughout, so the C8 is a revoke (61A) which is corrected (62A): the
// C8 becomes a major penalty card (62B1) and East plays the ST.
func TestExtraCardRevokeCorrected(t *testing.T) {
	log := "W play SK\nN play S3\nE play S2\nE extra ST\nS play S4\n" +
		"W play S6\nN play S5\nE play SQ\nS play SA\n" +
		"S play S9\nW play H5\nN play S7\nE play C8\n" +
		"director noticed\nE play ST\n"
	tb, err := Replay(exampleSetup(), mustLog(t, log), Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []Kind{KindExtraCardRestored, KindRevoke, KindRevokeCorrected}
	if got := kindsOf(tb); !slices.Equal(got[:min(len(got), len(want))], want) {
		t.Fatalf("rulings %v, want %v first", got, want)
	}
	if len(tb.tricks) != 3 || tb.tricks[2].Cards[bridge.East] != bridge.MustCard("ST") {
		t.Fatalf("trick 3: %+v", tb.tricks)
	}
	if !tb.isMajor(bridge.East, bridge.MustCard("C8")) {
		t.Errorf("C8 is not a major penalty card: %+v", tb.penalty)
	}
	for _, r := range tb.revokes {
		if r.Established {
			t.Errorf("revoke on trick %d established", r.Trick)
		}
	}
}

// TestWithdrawnCardsInformation: Law 16C in the rulings that withdraw a
// card: a card withdrawn after a revoke correction (62C) and a lead to the
// next trick sent back by a card supplied to a defective trick (67A1) say,
// in every language, for which side the information is unauthorised.
func TestWithdrawnCardsInformation(t *testing.T) {
	tb, err := Replay(exampleSetup(), mustLog(t, "W play SK\nN play S3\nE play H2\nS play S4\nE attention\n"), Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, r := range tb.rulings {
		if r.Kind != KindRevokeWithdrawal {
			continue
		}
		found = true
		for _, lang := range []string{"en", "it", "fr", "pl"} {
			if x := r.Explain(lang); !strings.Contains(x, "16C") {
				t.Errorf("%s: %q does not cite Law 16C", lang, x)
			}
		}
	}
	if !found {
		t.Fatalf("no withdrawal offered: %v", kindsOf(tb))
	}
}
