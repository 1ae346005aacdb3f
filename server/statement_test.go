package server

import (
	"net/url"
	"testing"

	"bridgelaw/laws"
)

// A claim's statement typed on a page is recorded as said (Law 68C): a
// backslash, double quotes, '#' and '%' come back from the log unchanged,
// its lines joined, the same event as the JSON API records (one quoting).
func TestClaimStatementAsSaid(t *testing.T) {
	for _, tc := range []struct{ typed, said string }{
		{`back\slash`, `back\slash`},
		{`he said "mine"`, `he said "mine"`},
		{"all # 100% mine\r\n then the \\\"rest\\\"", `all # 100% mine then the \"rest\"`},
		{"é ♠Q \t", "é ♠Q"},
	} {
		line, err := actLine(url.Values{"actor": {"S"}, "do": {"claim"}, "tricks": {"9"}, "statement": {tc.typed}})
		if err != nil {
			t.Errorf("%q: %v", tc.typed, err)
			continue
		}
		ev, err := parseEventLine(line)
		if err != nil {
			t.Errorf("%q: %q does not parse: %v", tc.typed, line, err)
			continue
		}
		if c, ok := ev.(laws.Claim); !ok || c.Statement != tc.said {
			t.Errorf("%q: recorded %#v, want the statement %q", tc.typed, ev, tc.said)
		}
		said := tc.said
		api, err := appendRequest{Actor: "S", Verb: "claim", Args: []string{"9"}, Statement: &said}.eventLine()
		if err != nil {
			t.Errorf("%q: the JSON API: %v", tc.typed, err)
			continue
		}
		if aev, err := parseEventLine(api); err != nil || aev != ev {
			t.Errorf("%q: the JSON API records %#v (%v), the page %#v", tc.typed, aev, err, ev)
		}
	}
	if _, err := actLine(url.Values{"actor": {"S"}, "do": {"claim"}, "tricks": {"9"}, "statement": {"bad \xff"}}); err == nil {
		t.Errorf("a statement not UTF-8 is taken")
	}
}
