package catalog

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"bridgelaw/bridge"
)

// Package laws gives a ruling's detail (and an obligation's end, the
// Director's advice, a Law 64B reason) as parts, each the key of a message
// of the group "detail" ("in-place-of") with the values of its
// placeholders written as the table log writes them ("1H", "N", "Law
// 63A1"). DetailText prints one part in a language: each value is printed
// in that language by the kind of value its placeholder's name says (the
// name without its trailing digits: "call2" is a call), as valueRE lists
// them.

// valueRE is the form a value of each kind takes in the arguments of a
// detail, as the table log writes it; CheckDetail holds a value to it.
var valueRE = map[string]string{
	// A call as the log writes it ("1H", "Pass", "8D"; "-" a skipped turn).
	"call": `Pass|XX|X|-|[0-9]+(?:NT|[CDHS])`,
	// A seat's letter.
	"seat": `[NESW]`,
	// A law reference as bridge.LawRef.String prints it.
	"law": `Law [0-9]+[A-Za-z0-9()]*`,
	// A side as bridge.Side.String prints it.
	"side": `NS|EW`,
	// The count that chooses the plural form.
	"count": `[0-9]+`,
	// Another number, printed as it is.
	"n": `[0-9]+`,
	// A score in points.
	"score": `-?[0-9]+`,
	// Suit letters as the log writes them.
	"suits": `[SHDC](?: [SHDC])*|none`,
	// A strain as bridge.Strain.String prints it.
	"strain": `NT|[CDHS]`,
	// A contract without its declarer as bridge.Contract.String prints it
	// ("4SX", "3NT"), printed as the rest of the output prints contracts
	// ("4♠X" in Italian).
	"contract": `[1-7](?:NT|[CDHS])(?:XX|X)?`,
	// A vulnerability as a PBN Vulnerable tag and bridge.Vulnerability
	// write it ("None", "NS", "EW", "All").
	"vulnerable": `None|NS|EW|All`,
	// A card as the log writes it ("HT").
	"card": `[SHDC][AKQJT98765432]`,
	// Cards as the log writes them, one space apart ("D7 D3").
	"cards": `[SHDC][AKQJT98765432](?: [SHDC][AKQJT98765432])*`,
	// A suit's letter, printed as the suit's name in running text
	// ("diamonds", "quadri").
	"suit": `[SHDC]`,
	// A reason, the key of a detail message without arguments ("b6"),
	// printed as that message.
	"reason": `[a-z0-9]+(?:-[a-z0-9]+)*`,
	// A call's status, as laws.CallStatus prints it.
	"status": `stands|accepted|pending|unrectified|cancelled|withdrawn|skipped|deemed-pass`,
	// An option or obligation as the log writes it: kept.
	"option": `[a-z]+(?:-[a-z]+)+(?: [^ ;]*)?`,
	// A quoted claim statement: kept.
	"quote": `"(?:[^"\\]|\\.)*"`,
	// A question's id: kept.
	"q": `Q[0-9]+`,
	// An answer as the log writes it: kept.
	"answer": `[^;]+`,
	// An actor as the log writes it: kept.
	"actor": `[NESW]|NS|EW|director|TD|\?`,
	// A question's topic (laws.Topics): kept.
	"topic": `[a-z]+(?:-[a-z]+)*`,
	// Any text the log gave: kept.
	"text": `.+`,
}

// valueREs are valueRE compiled, anchored.
var valueREs = func() map[string]*regexp.Regexp {
	out := map[string]*regexp.Regexp{}
	for k, v := range valueRE {
		out[k] = regexp.MustCompile(`^(?:` + v + `)$`)
	}
	return out
}()

// placeholderRE finds the placeholders of a message.
var placeholderRE = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)

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

// kindOf is the kind of value a placeholder names: its name without its
// trailing digits ("call2" is a call).
func kindOf(name string) string { return strings.TrimRight(name, "0123456789") }

// DetailText is the message key of the group "detail" ("in-place-of") in
// language lang, its placeholders filled from args: each value, written as
// the table log writes it, is printed in lang by the kind of value its
// name says (a call "1H" is "1♥" in Italian, a seat "N" is "North" in
// English and "Nord" in Italian; options, answers, quotes and the like are
// kept). An unknown key gives the key itself (Text).
func DetailText(lang, key string, args map[string]string) string {
	return Values(lang, "detail."+key, args)
}

// Values is the message key of any group ("results.note-assigned") in
// language lang, its placeholders filled from args as DetailText fills
// them: each value printed in lang by the kind of value its name says (a
// law "Law 12C1" is "Articolo 12C1", a side "EW" is "EO"), a value of any
// other kind kept as it is.
func Values(lang, key string, args map[string]string) string {
	f := make(map[string]string, len(args))
	for name, v := range args {
		f[name] = formatValue(lang, kindOf(name), v)
	}
	return Text(lang, key, f)
}

// Separator is what joins the parts of a detail or a note in lang ("; ").
func Separator(lang string) string { return Text(lang, "word.separator", nil) }

// CheckDetail reports whether key names an English message of the group
// "detail" whose every form has exactly the placeholders named in args,
// each value of the form its kind takes (valueRE); the error says what
// does not fit. The tests of package laws and catalog hold every detail
// package laws gives to it.
func CheckDetail(key string, args map[string]string) error {
	m := cat.messages["en"]["detail."+key]
	if m == nil {
		return fmt.Errorf("detail %q: no message detail.%s", key, key)
	}
	var names []string
	for n := range args {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, src := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
		if src == "" {
			continue
		}
		if want := placeholders(src); strings.Join(want, ",") != strings.Join(names, ",") {
			return fmt.Errorf("detail %q: arguments %v, the message has %v", key, names, want)
		}
	}
	for _, n := range names {
		re, ok := valueREs[kindOf(n)]
		if !ok {
			return fmt.Errorf("detail %q: placeholder %q: no such kind of value", key, n)
		}
		if !re.MatchString(args[n]) {
			return fmt.Errorf("detail %q: %s = %q is not a %s as the log writes it", key, n, args[n], kindOf(n))
		}
	}
	return nil
}

// formatValue prints a value of kind kind, written as the table log writes
// it, in lang; the values the log's words are made of are kept.
func formatValue(lang, kind, v string) string {
	switch kind {
	case "call":
		return callText(lang, v)
	case "seat":
		if s, err := bridge.ParseSeat(v); err == nil {
			return Seat(lang, s)
		}
	case "law":
		if r, err := bridge.ParseLawRef(v); err == nil {
			return Law(lang, r)
		}
	case "side":
		if d, err := bridge.ParseSide(v); err == nil {
			return Side(lang, d)
		}
	case "strain":
		if t, err := bridge.ParseStrain(v); err == nil {
			return Strain(lang, t)
		}
	case "contract":
		if c, err := bridge.ParseContract(v, bridge.North); err == nil {
			return Contract(lang, c)
		}
	case "suits":
		if v == "none" {
			return Text(lang, "word.none", nil)
		}
		var out []string
		for _, f := range strings.Fields(v) {
			if s, err := bridge.ParseSuit(f); err == nil {
				out = append(out, symbol(lang, s))
			}
		}
		return strings.Join(out, " ")
	case "vulnerable":
		if vul, err := bridge.ParseVulnerability(v); err == nil {
			return Vulnerability(lang, vul)
		}
	case "card":
		if c, err := bridge.ParseCard(v); err == nil {
			return Card(lang, c)
		}
	case "cards":
		var out []string
		for _, f := range strings.Fields(v) {
			if c, err := bridge.ParseCard(f); err == nil {
				out = append(out, Card(lang, c))
			}
		}
		return strings.Join(out, " ")
	case "suit":
		if s, err := bridge.ParseSuit(v); err == nil {
			return Suit(lang, s)
		}
	case "reason":
		if Has("en", "detail."+v) {
			return DetailText(lang, v, nil)
		}
	case "status":
		if Has("en", "status."+v) {
			return Text(lang, "status."+v, nil)
		}
	}
	return v
}
