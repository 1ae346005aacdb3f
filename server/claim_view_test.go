package server

import (
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/laws"
)

// TestClaimStatementSaidAloud: a claim's statement is made aloud at the
// table (Law 68C: the claimer states his line of play), so the opponents'
// views give it as said, the cards it names included, in the claim's
// ruling, before and after an objection; the claimer's other
// unseen cards stay hidden, and the redactor has nothing to do.
func TestClaimStatementSaidAloud(t *testing.T) {
	const said = `I ruff the hearts, cash the CA, then the ♦10 and SA`
	log := tags1 + `N call Pass
E call Pass
S call 1S
W call Pass
N call 4S
E call Pass
S call Pass
W call Pass
W play HA
claim S 10 "` + said + `"
`
	e, refused := entryOf(t, log)
	if len(refused) > 0 {
		t.Fatal(refused)
	}
	check := func(when string, kinds ...string) {
		for _, s := range []bridge.Seat{bridge.East, bridge.West} {
			hidden := hiddenCards(e, s)
			for _, c := range []string{"CA", "DT", "SA"} {
				if hidden.Has(bridge.MustCard(c)) {
					t.Errorf("%s: the oracle hides %s, said aloud, from %s", when, c, s)
				}
			}
			if !hidden.Has(bridge.MustCard("HQ")) || !hidden.Has(bridge.MustCard("C6")) {
				t.Errorf("%s: the oracle shows %s South's unseen HQ or C6", when, s)
			}
			for _, lang := range catalog.Languages {
				tv, touched := buildView(e, Viewer{Seat: s}, lang)
				if touched {
					t.Errorf("%s: the redactor acted on %s's view (%s)", when, s, lang)
				}
				_, b := viewJSON(t, e, Viewer{Seat: s}, lang)
				if l := leaks(b, hidden, lang); len(l) > 0 {
					t.Errorf("%s: %s's view (%s) names %v", when, s, lang, l)
				}
				for _, kind := range kinds {
					found := false
					for _, r := range tv.Rulings {
						if r.Kind == kind {
							found = true
							if !strings.Contains(r.Explanation, `"`+said+`"`) {
								t.Errorf("%s: %s's %s ruling (%s) does not give the statement as said: %s", when, s, kind, lang, r.Explanation)
							}
						}
					}
					if !found {
						t.Errorf("%s: no %s ruling in %s's view", when, kind, s)
					}
				}
			}
		}
	}
	check("after the claim", "claim")
	if !applyTo(e, mustEvent(t, "E object")) {
		t.Fatal("E object refused")
	}
	check("after the objection", "claim")
}

func mustEvent(t *testing.T, line string) laws.Event {
	t.Helper()
	ev, err := parseEventLine(line)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}
