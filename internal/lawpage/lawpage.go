// Package lawpage is a page for each law the engine rules, in our own
// words (not the Laws' text), in English, Italian, French and Polish:
// what the law covers, its rectification, the terms each federation uses,
// the rulings package laws makes under it, the reviewed scenarios that
// exercise it (laws/testdata/scenarios) and the quiz topics that ask about
// it. `bridgelaw law N` prints it; the server shows it at /laws/N.
package lawpage

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
	"bridgelaw/laws"
	"bridgelaw/quiz"
)

// ErrNoPage is returned for a law with no page.
var ErrNoPage = errors.New("lawpage: no page for this law")

// pageLaws is the laws with a page, ascending.
func pageLaws() []int {
	return []int{2, 10, 12, 13, 14, 15, 16, 17, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 36, 37, 38, 39, 40, 41, 43, 44, 45, 46, 47, 48, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 81, 90}
}

// moreScenarios is, for a law, the reviewed scenarios that exercise it
// though their names cite another law: the card led to a penalty card's
// owner must follow suit first (Law 44C, in law54d-refuse); a procedural
// penalty for the infraction of Law 74B1. TestMoreScenarios checks that
// each file names the law.
func moreScenarios() map[int][]string {
	return map[int][]string{
		44: {"law54d-refuse"},
		74: {"law90-procedural-penalty"},
	}
}

// Laws is the numbers of the laws with a page, ascending.
func Laws() []int { return pageLaws() }

// Term is a law's terms in one language.
type Term struct {
	Lang  string
	Words string
}

// Page is one law's page in one language.
type Page struct {
	Law           bridge.LawRef
	Title         string // the law's subject, in our words
	Covers        string // what it covers
	Rectification string // what the Director applies
	Terms         []Term // the terms in each of catalog.Languages, the page's language first
	// Kinds is the ruling kinds package laws gives under this law, each
	// with the law (section) it cites: "revoke-transfer (Law 64A)".
	Kinds []KindLaw
	// Scenarios is the names of the reviewed scenarios in
	// laws/testdata/scenarios that exercise the law (file names without
	// ".txtar"): those whose names cite it ("law64a2-example1",
	// "rp01-law64a2"), sorted, then those citing another law's name
	// (moreScenarios).
	Scenarios []string
	// Topics is the quiz topics with questions resting on this law.
	Topics []quiz.Topic
}

// KindLaw is a ruling kind and the law it cites.
type KindLaw struct {
	Kind laws.Kind
	Law  bridge.LawRef
}

// Get is the page of law n in lang. Errors: ErrNoPage (wrapped, naming
// the laws with a page), catalog.ErrLanguage.
func Get(lang string, n int) (Page, error) {
	l, err := catalog.Match(lang)
	if err != nil {
		return Page{}, err
	}
	if !slices.Contains(pageLaws(), n) {
		var ns []string
		for _, x := range pageLaws() {
			ns = append(ns, strconv.Itoa(x))
		}
		return Page{}, fmt.Errorf("%w: Law %d (the pages: %s)", ErrNoPage, n, strings.Join(ns, ", "))
	}
	key := func(part string) string { return "lawpage." + strconv.Itoa(n) + "-" + part }
	p := Page{Law: bridge.Law(n, ""), Title: catalog.Text(l, key("title"), nil), Covers: catalog.Text(l, key("covers"), nil),
		Rectification: catalog.Text(l, key("rect"), nil)}
	p.Terms = append(p.Terms, Term{Lang: l, Words: catalog.Text(l, key("terms"), nil)})
	for _, o := range catalog.Languages {
		if o != l {
			p.Terms = append(p.Terms, Term{Lang: o, Words: catalog.Text(o, key("terms"), nil)})
		}
	}
	for _, k := range laws.Kinds() {
		if k.Law().Law == n {
			p.Kinds = append(p.Kinds, KindLaw{Kind: k, Law: k.Law()})
		}
	}
	re := regexp.MustCompile(`law` + strconv.Itoa(n) + `([a-z]|-|$)`)
	for _, s := range scenarioNames() {
		if re.MatchString(s) {
			p.Scenarios = append(p.Scenarios, s)
		}
	}
	p.Scenarios = append(p.Scenarios, moreScenarios()[n]...)
	p.Topics = topicsOf()[n]
	return p, nil
}

var topics struct {
	once sync.Once
	m    map[int][]quiz.Topic
}

// topicsOf is, for each law, the quiz topics with a question resting on
// it among the first 60 questions of each topic (seed 1).
func topicsOf() map[int][]quiz.Topic {
	topics.once.Do(func() {
		topics.m = map[int][]quiz.Topic{}
		for _, t := range quiz.Topics() {
			if t == quiz.TopicAll {
				continue
			}
			qs, err := quiz.Generate(quiz.Options{Topic: t, Count: 60, Seed: 1, Lang: "en"})
			if err != nil {
				continue
			}
			for _, q := range qs {
				n := q.Ref.Law
				if !slices.Contains(topics.m[n], t) {
					topics.m[n] = append(topics.m[n], t)
				}
			}
		}
	})
	return topics.m
}
