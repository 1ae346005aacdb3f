package server

import (
	"testing"

	"bridgelaw/bridge"
)

// TestPublicTableTalk: a hesitation (Law 16B1) and the rulings on it are
// public: every seat's view has them, as the Director's does, and no seat
// sees a hand it may not see because of them.
func TestPublicTableTalk(t *testing.T) {
	e, refused := entryOf(t, scenarioLog(t, "law16b3-hesitation-damaged.txtar"))
	if len(refused) > 0 {
		t.Fatal(refused)
	}
	for _, v := range []Viewer{{Director: true}, {Seat: bridge.North}, {Seat: bridge.East}, {Seat: bridge.South}, {Seat: bridge.West}} {
		tv, _ := viewJSON(t, e, v, "en")
		kinds := map[string]bool{}
		for _, r := range tv.Rulings {
			kinds[r.Kind] = true
		}
		for _, k := range []string{"extraneous-information", "rights-reserved", "logical-alternative", "ui-infraction", "ui-damage"} {
			if !kinds[k] {
				t.Errorf("%s: no %s ruling in the view", v, k)
			}
		}
		if !v.Director && len(seatsSeen(tv)) > 2 {
			t.Errorf("%s sees hands %s", v, seatsSeen(tv))
		}
	}
}
