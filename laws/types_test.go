package laws

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"bridgelaw/bridge"
)

func TestOptionKeyText(t *testing.T) {
	for _, k := range OptionKeys() {
		b, err := k.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var got OptionKey
		if err := got.UnmarshalText([]byte(" " + string(b) + " ")); err != nil || got != k || !got.Known() {
			t.Errorf("%q: round trip gives %q, %v", k, got, err)
		}
	}
	var k OptionKey
	if err := k.UnmarshalText([]byte("NOW")); err != nil || k != "now" || k.Known() {
		t.Errorf("unknown key: %q, %v", k, err)
	}
	if (Option{}).String() != "" || !(Option{}).IsZero() || (Option{Key: OptForbidLead, Arg: "H"}).String() != "forbid-lead H" {
		t.Error("Option.String")
	}
}

func TestSides(t *testing.T) {
	ns, ew := SidesOf(bridge.NorthSouth), SidesOf(bridge.EastWest)
	if !ns.Has(bridge.NorthSouth) || ns.Has(bridge.EastWest) || !ew.Has(bridge.EastWest) || ew.Has(bridge.NorthSouth) ||
		!BothSides.Has(bridge.NorthSouth) || !BothSides.Has(bridge.EastWest) || ns|ew != BothSides || Sides(0).Has(bridge.NorthSouth) {
		t.Error("Sides")
	}
}

func TestMaybe(t *testing.T) {
	var none Maybe[bridge.Seat]
	if s, ok := none.Get(); ok || s != 0 || none.OK() {
		t.Error("zero Maybe holds a value")
	}
	if s, ok := Some(bridge.South).Get(); !ok || s != bridge.South || Some(bridge.South) == Some(bridge.North) || Some(bridge.North) == none {
		t.Error("Some")
	}
}

// TestKindLawWrittenOnce: every Kind constant of the package has its law
// in kindLaws, and its comment cites none (the law is written once).
func TestKindLawWrittenOnce(t *testing.T) {
	var src []byte
	for _, sf := range packageSources(t) {
		src = append(src, sf.src...)
	}
	re := regexp.MustCompile(`(?m)^\s*(Kind\w+)\s+Kind = "([^"]+)"(.*)$`)
	n := 0
	for _, m := range re.FindAllStringSubmatch(string(src), -1) {
		n++
		if _, ok := kindLaws[Kind(m[2])]; !ok {
			t.Errorf("%s has no law in kindLaws", m[1])
		}
		if regexp.MustCompile(`Laws? \d|\d\d[A-F]`).MatchString(m[3]) {
			t.Errorf("%s: its comment cites a law: %s", m[1], m[3])
		}
	}
	if n != len(kindLaws) || n < 100 {
		t.Errorf("%d Kind constants, %d laws", n, len(kindLaws))
	}
}

// sourceFile is one Go file of the package, not a test.
type sourceFile struct{ name, src string }

// packageSources reads the package's Go files, tests left out, in name
// order.
func packageSources(t *testing.T) []sourceFile {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []sourceFile
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, sourceFile{f, string(b)})
	}
	return out
}
