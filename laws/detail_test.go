package laws

import (
	"regexp"
	"testing"

	"bridgelaw/internal/catalog"
)

// TestDetailKeys: every detail key written in package laws (dt("key", ...))
// has its message in every language of the catalog, the paths no scenario
// reaches included.
func TestDetailKeys(t *testing.T) {
	keyRE := regexp.MustCompile(`\bdt\("([a-z0-9-]+)"`)
	n := 0
	for _, sf := range packageSources(t) {
		f := sf.name
		for _, m := range keyRE.FindAllStringSubmatch(sf.src, -1) {
			n++
			for _, lang := range catalog.Languages {
				if !catalog.Has(lang, "detail."+m[1]) {
					t.Errorf("%s: detail %q has no message in %s", f, m[1], lang)
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("only %d detail keys found", n)
	}
}

// TestDetailString: a Detail prints its parts in English joined by "; ",
// and in another language with its values in that language.
func TestDetailString(t *testing.T) {
	d := callDetail("1C").and(dt("called-over", "seat", "W"))
	if got := d.String(); got != "1C; West called over it" {
		t.Errorf("%q", got)
	}
	if got := d.Text("it"); got != "1♣; Ovest ha dichiarato dopo di essa" {
		t.Errorf("it: %q", got)
	}
	if got := Detail(nil).String(); got != "" {
		t.Errorf("nil: %q", got)
	}
}

func TestDetailArgsOrdered(t *testing.T) {
	d := dt("in-place-of", "call", "2H", "call2", "1NT", "call", "3H")
	p := d[0]
	if len(p.Args) != 2 || p.Args[0] != (DetailArg{"call", "3H"}) || p.Args[1] != (DetailArg{"call2", "1NT"}) {
		t.Errorf("args %v", p.Args)
	}
	if v, ok := p.Arg("call2"); !ok || v != "1NT" {
		t.Errorf("Arg(call2) = %q, %v", v, ok)
	}
	if _, ok := p.Arg("seat"); ok {
		t.Error("Arg(seat) found")
	}
}
