package catalog

import "testing"

func TestText(t *testing.T) {
	args := map[string]string{"offender": "East", "trick": "6", "card": "HT", "suit": "diamonds"}
	want := "East revoked on trick 6: HT on a diamonds lead while holding diamonds (Law 61A)."
	if got := Text("en", "revoke", args); got != want {
		t.Errorf("en: %q", got)
	}
	if got := Text("fr", "revoke", args); got != want {
		t.Errorf("a language without a table falls back to English: %q", got)
	}
	if got := Text("en", "no-such-key", nil); got != "no-such-key" {
		t.Errorf("unknown key: %q", got)
	}
	if got := Text("en", "claim", nil); got != " claims ; play is suspended (Law 68)." {
		t.Errorf("missing arguments are left empty: %q", got)
	}
	if !Has("en", "revoke") || Has("it", "revoke") || len(Keys("en")) < 50 {
		t.Error("Has/Keys")
	}
}
