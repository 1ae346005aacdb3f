// Package catalog holds the user-facing messages of bridgelaw, keyed by a
// message key (for the laws engine, the ruling kind) and by language. English
// ("en") is complete; Italian, French and Polish ("it", "fr", "pl") are
// added by filling their tables with the same keys. A message is a template:
// "{offender}" and the like are replaced by the arguments given.
package catalog

import (
	"sort"
	"strings"
)

// Languages lists the languages the catalog is meant to hold, English first.
var Languages = []string{"en", "it", "fr", "pl"}

// tables maps a language to its messages. A language without a table, or a
// key missing from one, falls back to English.
var tables = map[string]map[string]string{
	"en": english,
}

// Text is the message for key in language lang with its {name} placeholders
// replaced by args; a placeholder without an argument is removed. An unknown
// language falls back to English; an unknown key gives the key itself.
func Text(lang, key string, args map[string]string) string {
	msg, ok := tables[lang][key]
	if !ok {
		msg, ok = english[key]
	}
	if !ok {
		return key
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(msg, '{')
		if i < 0 {
			b.WriteString(msg)
			break
		}
		j := strings.IndexByte(msg[i:], '}')
		if j < 0 {
			b.WriteString(msg)
			break
		}
		b.WriteString(msg[:i])
		b.WriteString(args[msg[i+1:i+j]])
		msg = msg[i+j+1:]
	}
	return b.String()
}

// Has reports whether language lang has its own message for key.
func Has(lang, key string) bool {
	_, ok := tables[lang][key]
	return ok
}

// Keys lists the keys of language lang's table, sorted.
func Keys(lang string) []string {
	var out []string
	for k := range tables[lang] {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
