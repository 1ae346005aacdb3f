package laws

import (
	"errors"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
)

// englishTagWords are words of the English tag findings that no other
// language's text may keep.
var englishTagWords = []string{"contradicts", "dealt", "marked", "scored", "auction", "followed", " by ", "passing", "ruled", "None", "All"}

// TestTagReasons: a tag that contradicts the board (Law 2) or the auction
// logged is a *TagError whose reason is a catalog detail: its English text
// is Msg (as the log's readers have always seen it), each part fits its
// message (catalog.CheckDetail), and every other language prints it in its
// own words, no English one left.
func TestTagReasons(t *testing.T) {
	const deal = "[Deal \"" + exampleDeal + "\"]\n"
	const auction = "N call Pass\nE call Pass\nS call 4S\nW call Pass\nN call Pass\nE call Pass\n"
	const passedOut = "N call Pass\nE call Pass\nS call Pass\nW call Pass\n"
	for _, tc := range []struct {
		key, log, msg string
	}{
		{"tag-dealer", "[Board \"1\"]\n[Dealer \"E\"]\n" + deal, `"E" contradicts board 1, dealt by North (Law 2); the log is ruled with East as dealer`},
		{"tag-vulnerable", "[Board \"7\"]\n[Vulnerable \"NS\"]\n" + deal, `"NS" contradicts board 7, marked All (Law 2); the board is scored with NS`},
		{"tag-vulnerable", "[Board \"1\"]\n[Vulnerable \"Both\"]\n" + deal, `"Both" contradicts board 1, marked None (Law 2); the board is scored with All`},
		{"tag-contract", "[Contract \"4SX\"]\n[Declarer \"S\"]\n" + deal + auction, "4SX by South contradicts the auction logged, which ended in 4S by South; the auction is followed"},
		{"tag-contract-passed-out", "[Contract \"3NT\"]\n[Declarer \"N\"]\n" + deal + passedOut, "3NT by North contradicts the auction logged, which ended in all four passing; the auction is followed"},
		{"tag-pass", "[Contract \"Pass\"]\n" + deal + auction, "all four passing contradicts the auction logged, which ended in 4S by South; the auction is followed"},
		{"tag-declarer", "[Declarer \"W\"]\n" + deal + auction, "West contradicts the auction logged, which ended in 4S by South; the auction is followed"},
		{"tag-declarer-passed-out", "[Declarer \"W\"]\n" + deal + passedOut, "West contradicts the auction logged, which ended in all four passing; the auction is followed"},
	} {
		lg, tb, err := replayText(t, tc.log)
		if err != nil {
			t.Fatalf("%s: %v", tc.key, err)
		}
		errs := lg.CheckTags(tb)
		var te *TagError
		if len(errs) != 1 || !errors.As(errs[0], &te) {
			t.Errorf("%s: %v, want one *TagError", tc.key, errs)
			continue
		}
		if te.Msg != tc.msg || te.Reason.String() != tc.msg || len(te.Reason) != 1 || te.Reason[0].Key != tc.key {
			t.Errorf("%s: Msg %q, Reason %v (%q)\nwant %q", tc.key, te.Msg, te.Reason, te.Reason.String(), tc.msg)
		}
		for _, p := range te.Reason {
			if err := catalog.CheckDetail(p.Key, p.argMap()); err != nil {
				t.Errorf("%s: %v", tc.key, err)
			}
		}
		for _, lang := range catalog.Languages[1:] {
			got := te.Reason.Text(lang)
			if got == tc.msg || strings.Contains(got, "tag-") || strings.Contains(got, "{{") {
				t.Errorf("%s %s: %q, not translated", tc.key, lang, got)
			}
			for _, w := range englishTagWords {
				if strings.Contains(got, w) {
					t.Errorf("%s %s: %q keeps the English %q", tc.key, lang, got, w)
				}
			}
		}
	}
	lg, tb, _ := replayText(t, "[Board \"1\"]\n[Dealer \"E\"]\n"+deal)
	var te *TagError
	if errs := lg.CheckTags(tb); len(errs) != 1 || !errors.As(errs[0], &te) {
		t.Fatalf("%v", errs)
	}
	for lang, want := range map[string]string{
		"it": `"E" contraddice il board 1, distribuito da Nord (Articolo 2); il registro è giudicato con Est come mazziere`,
		"fr": `"E" contredit l'étui de la donne 1, donneur Nord (Loi 2) ; le journal est arbitré avec Est comme donneur`,
		"pl": `"E" jest sprzeczne z pudełkiem rozdania 1, rozdający N (Przepis 2); zapis jest rozstrzygany z rozdającym E`,
	} {
		if got := te.Reason.Text(lang); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}
