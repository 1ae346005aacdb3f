package catalog

import (
	"errors"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/nicksnyder/go-i18n/v2/i18n"

	"bridgelaw/bridge"
)

func TestLoad(t *testing.T) {
	if cat.err != nil {
		t.Fatal(cat.err)
	}
	if patternErr != nil {
		t.Fatal(patternErr)
	}
	if len(cat.messages["en"]) == 0 {
		t.Error("no English messages")
	}
}

func TestText(t *testing.T) {
	args := map[string]string{"offender": "East", "trick": "6", "card": "HT", "suit": "diamonds"}
	want := "East revoked on trick 6: HT on a diamonds lead while holding diamonds (Law 61A)."
	if got := Text("en", "revoke", args); got != want {
		t.Errorf("en: %q", got)
	}
	if got := Text("xx", "revoke", args); got != want {
		t.Errorf("an unknown language falls back to English: %q", got)
	}
	if got := Text("en", "no-such-key", nil); got != "no-such-key" {
		t.Errorf("unknown key: %q", got)
	}
	if got := Text("en", "claim", nil); got != " claims ; play is suspended (Law 68)." {
		t.Errorf("missing arguments are left empty: %q", got)
	}
	if !Has("en", "revoke") || Has("en", "no-such-key") || len(Keys("en")) < 200 {
		t.Errorf("Has/Keys: %d keys", len(Keys("en")))
	}
}

// TestPluralEnglish: the counted messages take the singular for one.
func TestPluralEnglish(t *testing.T) {
	for _, tc := range []struct {
		count, want string
	}{
		{"1", "East's established revoke on trick 6: 1 trick goes to NS at the end of play (Law 64A2)."},
		{"2", "East's established revoke on trick 6: 2 tricks go to NS at the end of play (Law 64A2)."},
		{"0", "East's established revoke on trick 6: 0 tricks go to NS at the end of play (Law 64A2)."},
		{"", "East's established revoke on trick 6:  tricks go to NS at the end of play (Law 64A2)."},
	} {
		args := map[string]string{"offender": "East", "trick": "6", "count": tc.count, "to": "NS", "law": "Law 64A2"}
		if got := Text("en", "revoke-transfer", args); got != tc.want {
			t.Errorf("count %q: %q", tc.count, got)
		}
	}
}

func TestMatch(t *testing.T) {
	for in, want := range map[string]string{"en": "en", "it": "it", "fr": "fr", "pl": "pl", "fr-CH": "fr", "PL": "pl", " it ": "it", "en-GB": "en"} {
		if got, err := Match(in); got != want || err != nil {
			t.Errorf("Match(%q) = %q, %v", in, got, err)
		}
	}
	for _, in := range []string{"", "de", "xx", "italian", "e"} {
		got, err := Match(in)
		if got != "" || !errors.Is(err, ErrLanguage) || !strings.Contains(err.Error(), "want en, it, fr, pl") {
			t.Errorf("Match(%q) = %q, %v", in, got, err)
		}
	}
}

func TestFormatEnglish(t *testing.T) {
	// English prints what the bridge types print.
	for _, tc := range []struct{ got, want string }{
		{Law("en", bridge.Law(64, "A2")), "Law 64A2"},
		{Law("en", bridge.Law(27, "B1(a)")), "Law 27B1(a)"},
		{Law("en", bridge.LawRef{}), ""},
		{Seat("en", bridge.West), "West"},
		{Side("en", bridge.EastWest), "EW"},
		{Suit("en", bridge.Diamonds), "diamonds"},
		{Card("en", bridge.MustCard("HT")), "HT"},
		{Card("en", bridge.MustCard("SQ")), "SQ"},
		{Call("en", bridge.Pass), "Pass"},
		{Call("en", bridge.Redouble), "XX"},
		{Call("en", bridge.Bid(3, bridge.NoTrump)), "3NT"},
		{Contract("en", bridge.Contract{Level: 4, Strain: bridge.StrainSpades, Doubling: bridge.Doubled}), "4SX"},
		{callText("en", "8D"), "8D"},
		{callText("en", "-"), "-"},
	} {
		if tc.got != tc.want {
			t.Errorf("%q, want %q", tc.got, tc.want)
		}
	}
}

// placeholders lists the placeholders of one form of a message, sorted,
// each once.
func placeholders(src string) []string {
	seen := map[string]bool{}
	var out []string
	for _, m := range placeholderRE.FindAllStringSubmatch(src, -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			out = append(out, m[1])
		}
	}
	sort.Strings(out)
	return out
}

// forms is a message's plural forms by CLDR category name.
func forms(m *i18n.Message) map[string]string {
	out := map[string]string{}
	for name, src := range map[string]string{"zero": m.Zero, "one": m.One, "two": m.Two, "few": m.Few, "many": m.Many, "other": m.Other} {
		if src != "" {
			out[name] = src
		}
	}
	return out
}

// TestEnglishPlaceholders: every English message is a template that
// executes, and the detail patterns name only kinds of value they know.
func TestEnglishPlaceholders(t *testing.T) {
	for _, key := range Keys("en") {
		for form, src := range forms(cat.messages["en"][key]) {
			if strings.Count(src, "{{") != strings.Count(src, "}}") || strings.Count(src, "{{") != len(placeholderRE.FindAllString(src, -1)) {
				t.Errorf("%s %s: a placeholder is not {{.name}}: %q", key, form, src)
			}
		}
	}
}

// TestDetailPatterns: the details package laws writes are recognised, and
// printing them back in English gives them unchanged.
func TestDetailPatterns(t *testing.T) {
	for text, key := range map[string]string{
		"1H":                           "detail.call",
		"West":                         "detail.seat",
		"Law 63A1":                     "detail.law",
		"S H D C":                      "detail.suits",
		"prohibit-lead C":              "detail.option",
		"play-lowest ":                 "detail.option",
		"Q1: comparable no":            "detail.answer",
		"1C at North's turn":           "detail.at-turn",
		"2H in place of 1H":            "detail.in-place-of",
		"Pass in place of X (Law 32B)": "detail.in-place-of-law",
		"1H (pass-next-turn, Law 30A)": "detail.obliged",
		"1C (cancelled, Law 29B)":      "detail.status-law",
		"East's cancelled 1D":          "detail.seat-status-call",
		"8D and South's call after it": "detail.and-lho-call",
		"major":                        "detail.major",
		"declarer 11 tricks":           "detail.declarer-tricks",
		"declarer 1 trick":             "detail.declarer-tricks",
		"NS 50":                        "detail.ns-score",
		`"all mine"`:                   "detail.quote",
		`10 of the 11 remaining tricks for NS: "all but one"`:                               "detail.claim-statement",
		`(concedes 12) 0 of the 12 remaining tricks for EW: "you can have; the rest"`:       "detail.concession-statement",
		"the lowest sufficient bid in C was 3C":                                             "detail.advice-lowest",
		"X out of rotation, which can never be accepted (Law 32),":                          "detail.never-accepted",
		"the auction has ended; the Director settles what is pending before any other call": "detail.auction-ended-settle",
		"W has no option accept now to choose":                                              "detail.no-option",
	} {
		if got := matches(text); !reflect.DeepEqual(got, []string{key}) {
			t.Errorf("%q matches %v, want %s", text, got, key)
		}
		if got, ok := translateDetail("en", text); !ok || got != text {
			t.Errorf("%q in English: %q, %v", text, got, ok)
		}
	}
	for _, text := range []string{"Pass; North had not called; if the pass was artificial Law 31B applies instead (30C), to the same effect",
		"1H (withdrawn, Law 27B); the suits he specified in the legal auction"} {
		if got, ok := translateDetail("en", text); !ok || got != text {
			t.Errorf("%q in English: %q, %v", text, got, ok)
		}
	}
	for _, text := range []string{"something new", "1H; something new", "Law", "North's"} {
		if got, ok := translateDetail("it", text); ok || got != text {
			t.Errorf("%q: %q, %v; want it unchanged and not recognised", text, got, ok)
		}
	}
}
