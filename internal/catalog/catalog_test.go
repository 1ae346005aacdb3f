package catalog

import (
	"errors"
	"fmt"
	"reflect"
	"regexp"
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
	for _, lang := range Languages {
		if len(cat.messages[lang]) < 200 {
			t.Errorf("%s: %d messages", lang, len(cat.messages[lang]))
		}
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
	if got := Text("fr-CH", "law.ref", map[string]string{"code": "64A2"}); got != "Loi 64A2" {
		t.Errorf("a regional tag is its language: %q", got)
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
// executes.
func TestEnglishPlaceholders(t *testing.T) {
	for _, key := range Keys("en") {
		for form, src := range forms(cat.messages["en"][key]) {
			if strings.Count(src, "{{") != strings.Count(src, "}}") || strings.Count(src, "{{") != len(placeholderRE.FindAllString(src, -1)) {
				t.Errorf("%s %s: a placeholder is not {{.name}}: %q", key, form, src)
			}
		}
	}
}

// TestDetailText: a detail part printed in English from its key and its
// values as the log writes them, and CheckDetail holding the arguments to
// the message.
func TestDetailText(t *testing.T) {
	a := func(kv ...string) map[string]string {
		m := map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	for _, tc := range []struct {
		key  string
		args map[string]string
		want string
	}{
		{"call", a("call", "1H"), "1H"},
		{"seat", a("seat", "W"), "West"},
		{"law", a("law", "Law 63A1"), "Law 63A1"},
		{"suits", a("suits", "S H D C"), "S H D C"},
		{"option", a("option", "prohibit-lead C"), "prohibit-lead C"},
		{"answer", a("q", "Q1", "answer", "comparable no"), "Q1: comparable no"},
		{"at-turn", a("call", "1C", "seat", "N"), "1C at North's turn"},
		{"in-place-of", a("call", "2H", "call2", "1H"), "2H in place of 1H"},
		{"in-place-of-law", a("call", "Pass", "call2", "X", "law", "Law 32B"), "Pass in place of X (Law 32B)"},
		{"obliged", a("call", "1H", "option", "pass-next-turn", "law", "Law 30A"), "1H (pass-next-turn, Law 30A)"},
		{"status-law", a("call", "1C", "status", "cancelled", "law", "Law 29B"), "1C (cancelled, Law 29B)"},
		{"seat-status-call", a("seat", "E", "status", "cancelled", "call", "1D"), "East's cancelled 1D"},
		{"and-lho-call", a("call", "8D", "seat", "S"), "8D and South's call after it"},
		{"major", nil, "major"},
		{"declarer-tricks", a("count", "11"), "declarer 11 tricks"},
		{"declarer-tricks", a("count", "1"), "declarer 1 trick"},
		{"ns-score", a("score", "-50"), "NS -50"},
		{"quote", a("quote", `"all mine"`), `"all mine"`},
		{"claim-statement", a("n", "10", "count", "11", "side", "NS", "quote", `"all but one"`), `10 of the 11 remaining tricks for NS: "all but one"`},
		{"concession-statement", a("n2", "12", "n", "0", "count", "12", "side", "EW", "quote", `"you can have; the rest"`), `(concedes 12) 0 of the 12 remaining tricks for EW: "you can have; the rest"`},
		{"advice-lowest", a("strain", "C", "call", "3C"), "the lowest sufficient bid in C was 3C"},
		{"never-accepted", a("call", "X"), "X out of rotation, which can never be accepted (Law 32),"},
		{"no-option", a("actor", "W", "text", "accept now"), "W has no option accept now to choose"},
		{"assigned-result", a("contract", "4SX", "seat", "S", "count", "10", "score", "790"), "4SX by South, 10 tricks: NS 790"},
	} {
		if err := CheckDetail(tc.key, tc.args); err != nil {
			t.Error(err)
		}
		if got := DetailText("en", tc.key, tc.args); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.key, tc.args, got, tc.want)
		}
	}
	for _, tc := range []struct {
		key  string
		args map[string]string
	}{
		{"no-such-detail", nil},
		{"at-turn", a("call", "1C")},                                                           // a placeholder without its value
		{"call", a("call", "1C", "seat", "N")},                                                 // a value without its placeholder
		{"seat", a("seat", "North")},                                                           // not the log's letter
		{"in-place-of", a("call", "2H", "call2", "in place")},                                  // not a call
		{"status-law", a("call", "1C", "status", "x", "law", "")},                              // not a status, no law
		{"assigned-result", a("contract", "4S S", "seat", "S", "count", "10", "score", "420")}, // a contract with its declarer
	} {
		if err := CheckDetail(tc.key, tc.args); err == nil {
			t.Errorf("%s %v: no error", tc.key, tc.args)
		}
	}
}

// TestEveryKeyEveryLanguage: every language has every English key, and no
// key English lacks.
func TestEveryKeyEveryLanguage(t *testing.T) {
	en := Keys("en")
	for _, lang := range Languages[1:] {
		for _, key := range en {
			if !Has(lang, key) {
				t.Errorf("%s lacks %q", lang, key)
			}
		}
		for _, key := range Keys(lang) {
			if !Has("en", key) {
				t.Errorf("%s has %q, which English lacks", lang, key)
			}
		}
	}
}

// cldr is each language's CLDR plural categories for cardinal numbers,
// sorted.
var cldr = map[string][]string{
	"en": {"one", "other"},
	"it": {"many", "one", "other"},
	"fr": {"many", "one", "other"},
	"pl": {"few", "many", "one", "other"},
}

// TestPlaceholders: every form of every translation uses exactly the
// placeholders of the English message; a message that prints {{.count}}
// has exactly its language's plural forms, and no other message has plural
// forms.
func TestPlaceholders(t *testing.T) {
	for _, key := range Keys("en") {
		want := placeholders(cat.messages["en"][key].Other)
		for _, lang := range Languages {
			m := cat.messages[lang][key]
			if m == nil {
				continue // TestEveryKeyEveryLanguage
			}
			fs := forms(m)
			var names []string
			for name, src := range fs {
				names = append(names, name)
				if got := placeholders(src); !reflect.DeepEqual(got, want) {
					t.Errorf("%s %s (%s): placeholders %v, English has %v", lang, key, name, got, want)
				}
			}
			sort.Strings(names)
			counted := false
			for _, p := range want {
				counted = counted || p == "count"
			}
			switch {
			case counted && !reflect.DeepEqual(names, cldr[lang]):
				t.Errorf("%s %s: forms %v, want the CLDR categories %v", lang, key, names, cldr[lang])
			case !counted && !reflect.DeepEqual(names, []string{"other"}):
				t.Errorf("%s %s: forms %v without {{.count}}", lang, key, names)
			}
		}
	}
}

// lawCodeRE finds the law codes a message cites: "64A2", "27B1(a)", "16C".
var lawCodeRE = regexp.MustCompile(`\b[1-9][0-9]?[A-E][0-9]?(?:\([a-z]\))?`)

// TestLawCodes: every translation cites the laws the English message cites.
func TestLawCodes(t *testing.T) {
	codes := func(src string) []string {
		out := lawCodeRE.FindAllString(src, -1)
		sort.Strings(out)
		return out
	}
	for _, key := range Keys("en") {
		want := codes(cat.messages["en"][key].Other)
		for _, lang := range Languages[1:] {
			m := cat.messages[lang][key]
			if m == nil {
				continue // TestEveryKeyEveryLanguage
			}
			for name, src := range forms(m) {
				if got := codes(src); !reflect.DeepEqual(got, want) {
					t.Errorf("%s %s (%s): cites %v, English %v", lang, key, name, got, want)
				}
			}
		}
	}
}

// TestPlural: the counted messages in each language for the counts a
// board can have.
func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		lang  string
		count int
		want  string
	}{
		{"en", 1, "declarer 1 trick"}, {"en", 2, "declarer 2 tricks"}, {"en", 0, "declarer 0 tricks"},
		{"it", 1, "dichiarante 1 presa"}, {"it", 2, "dichiarante 2 prese"}, {"it", 0, "dichiarante 0 prese"},
		{"fr", 0, "déclarant 0 levée"}, {"fr", 1, "déclarant 1 levée"}, {"fr", 2, "déclarant 2 levées"},
		{"pl", 1, "rozgrywający: 1 lewa"}, {"pl", 2, "rozgrywający: 2 lewy"}, {"pl", 4, "rozgrywający: 4 lewy"},
		{"pl", 5, "rozgrywający: 5 lew"}, {"pl", 0, "rozgrywający: 0 lew"}, {"pl", 12, "rozgrywający: 12 lew"},
		{"pl", 13, "rozgrywający: 13 lew"},
	} {
		if got := Text(tc.lang, "detail.declarer-tricks", map[string]string{"count": fmt.Sprint(tc.count)}); got != tc.want {
			t.Errorf("%s %d: %q, want %q", tc.lang, tc.count, got, tc.want)
		}
	}
	// The verb agrees with the count in Polish: 1 lewa zostaje przekazana,
	// 2 lewy zostają przekazane, 5 lew zostaje przekazanych.
	for count, want := range map[string]string{"1": "1 lewa zostaje przekazana", "2": "2 lewy zostają przekazane", "22": "22 lewy zostają przekazane", "5": "5 lew zostaje przekazanych"} {
		if got := Text("pl", "revoke-transfer", map[string]string{"count": count}); !strings.Contains(got, want) {
			t.Errorf("pl %s: %q", count, got)
		}
	}
}

// TestFormat: the values of the game in each language.
func TestFormat(t *testing.T) {
	law := bridge.Law(64, "A2")
	queen := bridge.MustCard("SQ")
	jack := bridge.MustCard("HJ")
	ten := bridge.MustCard("DT")
	nt := bridge.Bid(3, bridge.NoTrump)
	x := bridge.Contract{Level: 4, Strain: bridge.StrainHearts, Doubling: bridge.Doubled}
	for _, tc := range []struct {
		lang string
		got  []string
		want []string
	}{
		{"en", []string{Law("en", law), Seat("en", bridge.West), Side("en", bridge.EastWest), Suit("en", bridge.Clubs), Card("en", queen), Card("en", jack), Card("en", ten), Call("en", bridge.Pass), Call("en", bridge.Double), Call("en", nt), Contract("en", x)},
			[]string{"Law 64A2", "West", "EW", "clubs", "SQ", "HJ", "DT", "Pass", "X", "3NT", "4HX"}},
		{"it", []string{Law("it", law), Seat("it", bridge.West), Side("it", bridge.EastWest), Suit("it", bridge.Clubs), Card("it", queen), Card("it", jack), Card("it", ten), Call("it", bridge.Pass), Call("it", bridge.Double), Call("it", nt), Contract("it", x)},
			[]string{"Articolo 64A2", "Ovest", "EO", "fiori", "♠D", "♥F", "♦10", "passo", "contro", "3SA", "4♥X"}},
		{"fr", []string{Law("fr", law), Seat("fr", bridge.West), Side("fr", bridge.EastWest), Suit("fr", bridge.Clubs), Card("fr", queen), Card("fr", jack), Card("fr", ten), Call("fr", bridge.Pass), Call("fr", bridge.Double), Call("fr", nt), Contract("fr", x)},
			[]string{"Loi 64A2", "Ouest", "EO", "trèfle", "♠D", "♥V", "♦10", "passe", "contre", "3SA", "4♥X"}},
		{"pl", []string{Law("pl", law), Seat("pl", bridge.West), Side("pl", bridge.EastWest), Suit("pl", bridge.Clubs), Card("pl", queen), Card("pl", jack), Card("pl", ten), Call("pl", bridge.Pass), Call("pl", bridge.Double), Call("pl", nt), Contract("pl", x)},
			[]string{"Przepis 64A2", "W", "EW", "♣", "♠D", "♥W", "♦10", "pas", "kontra", "3BA", "4♥X"}},
	} {
		if !reflect.DeepEqual(tc.got, tc.want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.lang, tc.got, tc.want)
		}
	}
	if got := callText("pl", "8D"); got != "8♦" {
		t.Errorf("a bid above seven: %q", got)
	}
}

// TestSeatLetterHolding: the seats' initials and a suit's ranks as a
// traveller and a hand diagram print them; Values formats a message of any
// group by the kinds of its values.
func TestSeatLetterHolding(t *testing.T) {
	h := bridge.SetOf(bridge.MustCard("SA"), bridge.MustCard("SK"), bridge.MustCard("SJ"), bridge.MustCard("ST"), bridge.MustCard("S2")).Suit(bridge.Spades)
	for _, tc := range []struct{ lang, west, holding string }{
		{"en", "W", "AKJT2"}, {"it", "O", "A R F 10 2"}, {"fr", "O", "A R V 10 2"}, {"pl", "W", "A K W 10 2"},
	} {
		if got := SeatLetter(tc.lang, bridge.West); got != tc.west {
			t.Errorf("%s West: %q", tc.lang, got)
		}
		if got := SeatLetter(tc.lang, bridge.North); got != "N" {
			t.Errorf("%s North: %q", tc.lang, got)
		}
		if got := Holding(tc.lang, h); got != tc.holding {
			t.Errorf("%s holding: %q", tc.lang, got)
		}
		if got := Holding(tc.lang, 0); got != "" {
			t.Errorf("%s void: %q", tc.lang, got)
		}
	}
	if got := Values("it", "results.note-session-mp", map[string]string{"law": "Law 12C2(c)", "side": "EW", "id": "7", "pct": "61.50", "mark": "A+"}); got != "Articolo 12C2(c): EO 7 riceve la sua percentuale della sessione, 61.50%, invece di A+" {
		t.Errorf("Values: %q", got)
	}
}

// TestDetailTranslated: details in the other languages, values formatted.
func TestDetailTranslated(t *testing.T) {
	for _, tc := range []struct {
		lang, key string
		args      []string
		want      string
	}{
		{"it", "in-place-of", []string{"call", "2H", "call2", "1NT"}, "2♥ al posto di 1SA"},
		{"fr", "at-turn", []string{"call", "1C", "seat", "N"}, "1♣ alors que c'était à Nord de parler"},
		{"pl", "at-turn", []string{"call", "1C", "seat", "N"}, "1♣ w turze gracza N"},
		{"it", "law", []string{"law", "Law 63A1"}, "Articolo 63A1"},
		{"pl", "suits", []string{"suits", "S H D C"}, "♠ ♥ ♦ ♣"},
		{"fr", "advice-suits", []string{"suits", "none"}, "couleurs nommées dans ses enchères : aucune"},
		{"it", "called-over", []string{"seat", "S"}, "Sud ha dichiarato dopo di essa"},
		{"pl", "status-law", []string{"call", "1H", "status", "cancelled", "law", "Law 29B"}, "1♥ (anulowana, Przepis 29B)"},
		{"fr", "claim-statement", []string{"n", "10", "count", "11", "side", "NS", "quote", `"all but one"`}, `10 sur 11 levées restantes pour NS : "all but one"`},
		{"pl", "declarer-tricks", []string{"count", "2"}, "rozgrywający: 2 lewy"},
		{"it", "option", []string{"option", "prohibit-lead C"}, "prohibit-lead C"},
		{"it", "answer", []string{"q", "Q1", "answer", "comparable no"}, "Q1: comparable no"},
		// An adjusted score's contract as the rest of the output prints
		// contracts (Law 12C1): 4♠X, not 4SX.
		{"it", "assigned-result", []string{"contract", "4SX", "seat", "S", "count", "10", "score", "790"}, "4♠X giocato da Sud, 10 prese: NS 790"},
		{"pl", "weighted-result", []string{"n", "60", "contract", "3NT", "seat", "W", "count", "9", "score", "-400"}, "60% z 3BA rozgrywanego przez W, 9 lew (NS -400)"},
		{"fr-CH", "seat", []string{"seat", "W"}, "Ouest"},
		{"xx", "law", []string{"law", "Law 63A1"}, "Law 63A1"},
	} {
		args := map[string]string{}
		for i := 0; i+1 < len(tc.args); i += 2 {
			args[tc.args[i]] = tc.args[i+1]
		}
		if got := DetailText(tc.lang, tc.key, args); got != tc.want {
			t.Errorf("%s %s %v: %q, want %q", tc.lang, tc.key, args, got, tc.want)
		}
	}
}
