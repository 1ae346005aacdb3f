// Package catalog holds the user-facing messages of bridgelaw in English,
// Italian, French and Polish ("en", "it", "fr", "pl"), and the formatters
// that print the game's values (seats, sides, suits, cards, calls,
// contracts, law references) in each of them.
//
// The messages live in one embedded file per language, messages/LANG.toml,
// read with github.com/nicksnyder/go-i18n/v2. A message is a Go
// text/template with named placeholders ("{{.offender}}"); a message that
// counts something has its language's CLDR plural forms (one/other in
// English, one/many/other in Italian and French, one/few/many/other in
// Polish) and prints the count with the placeholder {{.count}}, which also
// chooses the form. The ruling kinds of package laws are the top-level
// keys; the other messages are grouped ("cli.rulings", "detail.in-place-of",
// "seat.N"). docs/i18n.md says how to add a message or a language.
package catalog

import (
	"embed"
	"errors"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	"golang.org/x/text/language"
)

// Languages lists the languages of the catalog, English (the source and the
// fallback) first.
var Languages = []string{"en", "it", "fr", "pl"}

// ErrLanguage is the error of Match for a language the catalog lacks.
var ErrLanguage = errors.New("unknown language")

//go:embed messages/*.toml
var files embed.FS

// parser executes the message templates; a placeholder without an argument
// prints nothing.
var parser = &template.TextParser{Option: "missingkey=zero"}

// store is the loaded catalog: go-i18n's bundle and one localizer per
// language for printing, and the parsed messages for Has, Keys and the
// plural forms.
type store struct {
	localizers map[string]*i18n.Localizer
	messages   map[string]map[string]*i18n.Message
	err        error // the first problem met while loading; nil when all is well
}

var cat = load()

func load() *store {
	s := &store{localizers: map[string]*i18n.Localizer{}, messages: map[string]map[string]*i18n.Message{}}
	bundle := i18n.NewBundle(language.English)
	bundle.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	for _, lang := range Languages {
		name := path.Join("messages", lang+".toml")
		buf, err := files.ReadFile(name)
		if err == nil {
			var f *i18n.MessageFile
			f, err = bundle.ParseMessageFileBytes(buf, name)
			if err == nil {
				s.messages[lang] = map[string]*i18n.Message{}
				for _, m := range f.Messages {
					s.messages[lang][m.ID] = m
				}
			}
		}
		if err != nil && s.err == nil {
			s.err = fmt.Errorf("catalog: %s: %w", name, err)
		}
		s.localizers[lang] = i18n.NewLocalizer(bundle, lang)
	}
	return s
}

// Match is the catalog language for the BCP 47 tag s: "en", "it", "fr" or
// "pl" ("fr-CH" is "fr"), or an error wrapping ErrLanguage that names the
// languages there are.
func Match(s string) (string, error) {
	t, err := language.Parse(strings.TrimSpace(s))
	if err == nil {
		base, _ := t.Base()
		for _, l := range Languages {
			if base.String() == l {
				return l, nil
			}
		}
	}
	return "", fmt.Errorf("%w %q: want %s", ErrLanguage, s, strings.Join(Languages, ", "))
}

// known is the catalog's language for lang ("fr" for "fr" and "fr-CH"),
// else English.
func known(lang string) string {
	if _, ok := cat.localizers[lang]; ok {
		return lang
	}
	if l, err := Match(lang); err == nil {
		return l
	}
	return "en"
}

// message is the message for key in lang, or in English when lang lacks it;
// nil when neither has it.
func message(lang, key string) *i18n.Message {
	if m := cat.messages[lang][key]; m != nil {
		return m
	}
	return cat.messages["en"][key]
}

// plural reports whether m has plural forms (one, few, many...) beside
// other.
func plural(m *i18n.Message) bool {
	return m.Zero != "" || m.One != "" || m.Two != "" || m.Few != "" || m.Many != ""
}

// Text is the message for key in language lang ("it", or a tag such as
// "it-CH") with its placeholders filled from args; a placeholder without
// an argument prints nothing. A message with plural forms takes the form
// of its language for the number in args["count"]. An unknown language, or
// a key the language lacks, gives the English message; an unknown key
// gives the key itself.
func Text(lang, key string, args map[string]string) string {
	lang = known(lang)
	m := message(lang, key)
	if m == nil {
		return key
	}
	cfg := &i18n.LocalizeConfig{MessageID: key, TemplateData: args, TemplateParser: parser}
	if plural(m) {
		if n, err := strconv.Atoi(args["count"]); err == nil {
			cfg.PluralCount = n
		}
	}
	s, err := cat.localizers[lang].Localize(cfg)
	if s == "" && err != nil {
		return key
	}
	return s
}

// Has reports whether language lang has its own message for key.
func Has(lang, key string) bool {
	_, ok := cat.messages[lang][key]
	return ok
}

// Keys lists the keys of language lang, sorted: the ruling kinds, and the
// grouped keys ("cli.rulings").
func Keys(lang string) []string {
	out := make([]string, 0, len(cat.messages[lang]))
	for k := range cat.messages[lang] {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
