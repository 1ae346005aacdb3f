package laws

import (
	"errors"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
)

// TestImpossibleReasons: an event that cannot happen is refused with an
// *ImpossibleError whose reason is a catalog detail: its English text is
// the error's (as the log's readers have always seen it), each part fits
// its message (catalog.CheckDetail), and every other language prints it
// in its own words.
func TestImpossibleReasons(t *testing.T) {
	for _, tc := range []struct {
		log, msg string
	}{
		{"W play SA\n", "line 1: laws: impossible event: West does not hold SA"},
		{"W expose HA HA\n", "line 1: laws: impossible event: HA given twice"},
		{"W expose SK\nW drop SK\n", "line 2: laws: impossible event: West's SK is already exposed (Law 50): exposing it again makes no new penalty card or obligation"},
		{"NS play HA\n", "line 1: laws: impossible event: play needs a seat, not NS"},
		{"N ask N\n", "line 1: laws: impossible event: N cannot ask N"},
		{"S tell-lead N\n", "line 1: laws: impossible event: S tells an opponent it is his lead, not N"},
		{"director void 1 \"typo\"\n", "line 1: laws: impossible event: no event 1 to void: the log holds 0"},
		{"W play SK\nN play S3\nE play S2\nS play S4\nconcede S 13\n", "line 5: laws: impossible event: a concession of 13 tricks with 12 left to play (Law 68)"},
		{"W play SK\nN play S3\nE play S2\nS play S4\nclaim S 13\n", "line 5: laws: impossible event: a claim of 13 tricks with 12 left to play (Law 68)"},
	} {
		_, err := Replay(exampleSetup(), mustLog(t, tc.log), Options{}, nil)
		var ee *EventError
		var ie *ImpossibleError
		if !errors.As(err, &ee) || !errors.As(ee.Err, &ie) || !errors.Is(err, ErrImpossible) {
			t.Errorf("%q: %v (%T), want an *ImpossibleError", tc.log, err, err)
			continue
		}
		if got := ee.Error(); got != tc.msg {
			t.Errorf("%q:\n got %q\nwant %q", tc.log, got, tc.msg)
		}
		for _, p := range ie.Reason {
			if err := catalog.CheckDetail(p.Key, p.argMap()); err != nil {
				t.Errorf("%q: %v", tc.log, err)
			}
		}
		en := ie.Reason.Text("en")
		for _, lang := range catalog.Languages[1:] {
			if got := ie.Reason.Text(lang); got == en || strings.Contains(got, "impossible-") {
				t.Errorf("%q %s: %q, not translated", tc.log, lang, got)
			}
		}
	}
	_, err := Replay(exampleSetup(), mustLog(t, "W play SA\n"), Options{}, nil)
	var ie *ImpossibleError
	if !errors.As(err, &ie) {
		t.Fatalf("%v", err)
	}
	for lang, want := range map[string]string{"it": "Ovest non ha ♠A", "fr": "Ouest ne détient pas ♠A", "pl": "gracz W nie ma karty ♠A"} {
		if got := ie.Reason.Text(lang); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}
