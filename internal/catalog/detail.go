package catalog

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"bridgelaw/bridge"
)

// Package laws writes a ruling's detail (Ruling.Detail), the obligations'
// end details and the Director's advice as short English texts: "1H in
// place of 1S", "Law 63A1", "North is on lead for the first time". Each
// English message of the group "detail" is also a pattern for such a text:
// its literal words must match exactly, and each placeholder matches one
// kind of value, named by the placeholder without its trailing digits
// (valueRE). Detail translates a text by the first pattern it matches, in
// key order, printing the same message in the other language with the
// values captured formatted for that language; a text made of parts joined
// by "; " is translated part by part.

// valueRE is what a placeholder of a detail pattern matches, by kind.
var valueRE = map[string]string{
	// A call as the log writes it ("1H", "Pass", "8D").
	"call": `Pass|XX|X|-|[0-9]+(?:NT|[CDHS])`,
	// A seat as bridge.Seat.Name prints it.
	"seat": `North|East|South|West`,
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

// pattern is one English detail message compiled to a regular expression.
type pattern struct {
	key string
	re  *regexp.Regexp
}

// placeholderRE finds the placeholders of a message.
var placeholderRE = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)

// kindOf is the kind of value a placeholder names: its name without its
// trailing digits ("call2" is a call).
func kindOf(name string) string { return strings.TrimRight(name, "0123456789") }

var patterns, patternErr = compilePatterns()

// compilePatterns compiles every form of every English "detail." message.
func compilePatterns() ([]pattern, error) {
	var out []pattern
	var errs []error
	for _, key := range Keys("en") {
		if !strings.HasPrefix(key, "detail.") {
			continue
		}
		m := cat.messages["en"][key]
		for _, src := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
			if src == "" {
				continue
			}
			re, err := compilePattern(src)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", key, err))
				continue
			}
			out = append(out, pattern{key: key, re: re})
		}
	}
	return out, errors.Join(errs...)
}

// compilePattern turns an English message into an anchored regular
// expression with one named group a placeholder.
func compilePattern(src string) (*regexp.Regexp, error) {
	var b strings.Builder
	b.WriteString("^")
	seen := map[string]bool{}
	rest := src
	for {
		loc := placeholderRE.FindStringSubmatchIndex(rest)
		if loc == nil {
			b.WriteString(regexp.QuoteMeta(rest))
			break
		}
		b.WriteString(regexp.QuoteMeta(rest[:loc[0]]))
		name := rest[loc[2]:loc[3]]
		v, ok := valueRE[kindOf(name)]
		if !ok {
			return nil, fmt.Errorf("placeholder %q: no such kind of value", name)
		}
		if seen[name] {
			return nil, fmt.Errorf("placeholder %q twice", name)
		}
		seen[name] = true
		b.WriteString("(?P<" + name + ">" + v + ")")
		rest = rest[loc[1]:]
	}
	b.WriteString("$")
	return regexp.Compile(b.String())
}

// Detail is text, an English detail written by package laws, in language
// lang; a text no detail pattern matches is returned as it is.
func Detail(lang, text string) string {
	if known(lang) == "en" {
		return text
	}
	s, _ := translateDetail(lang, text)
	return s
}

// translateDetail is text in lang, and whether every part of it matched a
// pattern (text itself when not).
func translateDetail(lang, text string) (string, bool) {
	if text == "" {
		return "", true
	}
	if s, ok := translatePart(lang, text); ok {
		return s, true
	}
	parts := strings.Split(text, "; ")
	if len(parts) == 1 {
		return text, false
	}
	for i, p := range parts {
		s, ok := translatePart(lang, p)
		if !ok {
			return text, false
		}
		parts[i] = s
	}
	return strings.Join(parts, Text(lang, "word.separator", nil)), true
}

// translatePart translates text by the first pattern that matches all of
// it.
func translatePart(lang, text string) (string, bool) {
	for _, p := range patterns {
		m := p.re.FindStringSubmatch(text)
		if m == nil {
			continue
		}
		args := map[string]string{}
		for i, name := range p.re.SubexpNames() {
			if name != "" {
				args[name] = formatValue(lang, kindOf(name), m[i])
			}
		}
		return Text(lang, p.key, args), true
	}
	return text, false
}

// matches lists the keys of the patterns that match all of text, for the
// tests.
func matches(text string) []string {
	seen := map[string]bool{}
	var out []string
	for _, p := range patterns {
		if p.re.MatchString(text) && !seen[p.key] {
			seen[p.key] = true
			out = append(out, p.key)
		}
	}
	sort.Strings(out)
	return out
}

// formatValue prints a value captured by a placeholder of kind kind in
// lang; the values the log's words are made of are kept.
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
	case "status":
		if Has("en", "status."+v) {
			return Text(lang, "status."+v, nil)
		}
	}
	return v
}
