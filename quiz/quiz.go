// Package quiz makes questions on the Laws of Duplicate Bridge (2017) and
// on duplicate scoring whose answers come from the engine: each question
// is built from facts made for it (a random deal played out, a claim, a
// call, a board number), written as a table log (docs/table-log.md); the
// ruling package laws gives on that log decides which choice is right.
// The package rules nothing itself.
//
// Every choice carries a Claim: the part of the JSON object that
// `bridgelaw rule --json` prints for the question's log that would be
// there were the choice right ({"declarer_tricks": 10}, {"rulings":
// [{"kind": "revoke-established"}]}). Exactly one choice's claim holds,
// and it is the answer; Expect is that claim. Holds says whether a claim
// holds in such an object, so that anyone can check a question against
// the rule command without trusting the builder.
//
// Questions are drawn from a seeded math/rand/v2 source: the same
// Options give the same questions. Every word is in the message catalog
// (internal/catalog, group "quiz") in English, Italian, French and Polish.
package quiz

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"reflect"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
)

// Topic is a group of questions.
type Topic string

// The topics. TopicAll draws from every other topic in turn.
const (
	TopicRevoke       Topic = "revoke"        // Laws 61-64: established or not, 61B, correction, transfer, trick 12
	TopicLeads        Topic = "leads"         // Laws 53-56: leads out of turn and declarer's options
	TopicAuction      Topic = "auction"       // Laws 25-39: insufficient bids, calls out of rotation, changes of call, inadmissible calls
	TopicPenaltyCards Topic = "penalty-cards" // Laws 48-52
	TopicClaims       Topic = "claims"        // Laws 68-71
	TopicScoring      Topic = "scoring"       // Law 77 scores, a traveller's matchpoints (78A) and a team board's IMPs (78B)
	TopicBoards       Topic = "boards"        // Law 2: dealer and vulnerability from the board number
	TopicRevokeFAQ    Topic = "revoke-faq"    // the revoke's five frequent questions: 61A, 64, 63A, 61B/43A1, 62D
	TopicAll          Topic = "all"
)

// ErrTopic is returned for a topic that is not one of Topics.
var ErrTopic = errors.New("quiz: unknown topic")

// ErrCount is returned for a count of questions below 1 or above 10000.
var ErrCount = errors.New("quiz: the count of questions must be 1-10000")

// Topics is every topic with questions of its own, then TopicAll.
func Topics() []Topic {
	return []Topic{TopicRevoke, TopicLeads, TopicAuction, TopicPenaltyCards, TopicClaims, TopicScoring, TopicBoards, TopicRevokeFAQ, TopicAll}
}

// ParseTopic reads a topic's name; ErrTopic when it is none of Topics.
func ParseTopic(s string) (Topic, error) {
	for _, t := range Topics() {
		if string(t) == strings.ToLower(strings.TrimSpace(s)) {
			return t, nil
		}
	}
	var names []string
	for _, t := range Topics() {
		names = append(names, string(t))
	}
	return "", fmt.Errorf("%w %q: want %s", ErrTopic, s, strings.Join(names, ", "))
}

// Command is the bridgelaw command whose --json output on a question's
// log its claims are about.
type Command string

// The commands.
const (
	// CommandRule: `bridgelaw rule --json` on a table log
	// (docs/table-log.md) prints one object; the claims hold in it.
	CommandRule Command = "rule"
	// CommandResults: `bridgelaw results --json` on a traveller CSV
	// (docs/results.md) prints an object a line; the claims hold in
	// {"lines": [those objects, in order]}.
	CommandResults Command = "results"
)

// Claim is a partial `bridgelaw rule --json` object: what that object
// holds were a choice right. Holds gives its meaning.
type Claim map[string]any

// Choice is one answer offered: its text in the question's language and
// its claim.
type Choice struct {
	Text  string `json:"text"`
	Claim Claim  `json:"claim"`
}

// Question is one question with its facts and its answer.
type Question struct {
	ID    string `json:"id"`    // topic, seed and number: "revoke-7-3"
	Topic Topic  `json:"topic"` // the topic it was drawn from (never TopicAll)
	// Law is the law the answer rests on, as rule --json writes laws
	// ("Law 64A2").
	Law string `json:"law"`
	// Ref is Law as a reference, to print in a language.
	Ref         bridge.LawRef `json:"-"`
	Text        string        `json:"question"`
	Choices     []Choice      `json:"choices"`
	Answer      int           `json:"answer"`      // index in Choices of the right choice, 0-based
	Explanation string        `json:"explanation"` // the engine's ruling, in the language
	// Command is the command that grades Log: CommandRule (a table log)
	// or CommandResults (a traveller CSV).
	Command Command `json:"command"`
	// Log is the table log the answer rests on; `bridgelaw rule --json`
	// on it gives an object in which Expect holds. For CommandResults it
	// is a traveller CSV, and Expect holds in {"lines": [...]}, the lines
	// `bridgelaw results --json` prints for it.
	Log    string `json:"log"`
	Expect Claim  `json:"expect"`
}

// Options choose the questions: the topic, how many (1-10000), the seed
// of the random source, and the language ("en", "it", "fr", "pl").
type Options struct {
	Topic Topic
	Count int
	Seed  uint64
	Lang  string
}

// builder makes one question of a topic; errRetry when the random facts
// do not fit it (the generator draws again).
type builder func(q *maker) (Question, error)

var errRetry = errors.New("quiz: facts do not fit, draw again")

// maker holds what a builder needs: the random source and the language.
type maker struct {
	rng  *rand.Rand
	lang string
}

// t is the quiz message key in the language.
func (q *maker) t(key string, args map[string]string) string {
	return catalog.Text(q.lang, "quiz."+key, args)
}

func builders(t Topic) []builder {
	switch t {
	case TopicRevoke:
		return []builder{revokeTricks, revokeLaw, revokeEstablished, revokeInquiry, revokeTrick12}
	case TopicLeads:
		return []builder{openingLeadChooser, openingLeadDummy, leadOutOfTurnChooser}
	case TopicAuction:
		return []builder{insufficientChooser, outOfRotationLaw, changeOfCall, inadmissibleCall}
	case TopicPenaltyCards:
		return []builder{penaltyCardKind, penaltyLeadChooser, penaltyNotPlayed, penaltyTwoCards, penaltyLeadOptions}
	case TopicClaims:
		return []builder{claimAgreed, concession, claimContested}
	case TopicScoring:
		return []builder{scoreContract, matchpointsOne, scoreContract, teamIMPs}
	case TopicBoards:
		return []builder{boardVulnerability, boardDealer}
	case TopicRevokeFAQ:
		return []builder{faqWhatIsRevoke, faqCost, faqEstablished, faqDummy, faqLastTricks}
	}
	return nil
}

// Generate makes o.Count questions of o.Topic in o.Lang from o.Seed.
// Errors: ErrTopic, ErrCount, catalog.ErrLanguage; an error of the
// engine on the facts it was given would be a bug here, and is returned.
func Generate(o Options) ([]Question, error) {
	if _, err := ParseTopic(string(o.Topic)); err != nil {
		return nil, err
	}
	if o.Count < 1 || o.Count > 10000 {
		return nil, ErrCount
	}
	lang, err := catalog.Match(o.Lang)
	if err != nil {
		return nil, err
	}
	h := fnv.New64a()
	h.Write([]byte(o.Topic))
	q := &maker{rng: rand.New(rand.NewPCG(o.Seed, h.Sum64())), lang: lang}
	var all []Topic
	for _, t := range Topics() {
		if t != TopicAll {
			all = append(all, t)
		}
	}
	out := make([]Question, 0, o.Count)
	for i := range o.Count {
		topic := o.Topic
		if topic == TopicAll {
			topic = all[i%len(all)]
		}
		bs := builders(topic)
		b := bs[i/len(all)%len(bs)]
		if o.Topic != TopicAll {
			b = bs[i%len(bs)]
		}
		qu, err := build(q, b)
		if err != nil {
			return nil, fmt.Errorf("quiz: %s question %d: %w", topic, i+1, err)
		}
		if qu.Command == "" {
			qu.Command = CommandRule
		}
		qu.ID = fmt.Sprintf("%s-%d-%d", o.Topic, o.Seed, i+1)
		qu.Topic = topic
		out = append(out, qu)
	}
	return out, nil
}

// build runs a builder until the random facts fit it.
func build(q *maker, b builder) (Question, error) {
	for range 200 {
		qu, err := b(q)
		if errors.Is(err, errRetry) {
			continue
		}
		return qu, err
	}
	return Question{}, fmt.Errorf("no facts fit after 200 draws")
}

// offer shuffles the right choice among the wrong ones and fills the
// question's choices, answer and expectation. A wrong choice whose text
// or claim repeats another's is dropped.
func (q *maker) offer(qu *Question, right Choice, wrong []Choice, max int) {
	cs := []Choice{right}
	for _, w := range wrong {
		if len(cs) == max {
			break
		}
		dup := false
		for _, c := range cs {
			if c.Text == w.Text || reflect.DeepEqual(normal(c.Claim), normal(w.Claim)) {
				dup = true
			}
		}
		if !dup {
			cs = append(cs, w)
		}
	}
	q.rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	for i, c := range cs {
		if reflect.DeepEqual(c, right) {
			qu.Answer = i
		}
	}
	qu.Choices = cs
	qu.Expect = right.Claim
}

// normal is v as encoding/json decodes it into an any: numbers float64,
// objects map[string]any, arrays []any.
func normal(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	var out any
	if json.Unmarshal(b, &out) != nil {
		return nil
	}
	return out
}

// Holds says whether claim holds in ruling, a `bridgelaw rule --json`
// object as encoding/json decodes it into an any. An object holds when each of its
// keys is in ruling and its value holds there; an array holds when each
// of its elements holds for some element of ruling's array (the rulings
// of a board may be more than the claim names); a string, number or
// boolean holds when equal.
// ruling's numbers must be float64 as encoding/json decodes them.
func Holds(ruling any, claim Claim) bool {
	return holds(ruling, normal(claim))
}

func holds(have, want any) bool {
	switch w := want.(type) {
	case map[string]any:
		h, ok := have.(map[string]any)
		if !ok {
			return false
		}
		for k, wv := range w {
			hv, ok := h[k]
			if !ok || !holds(hv, wv) {
				return false
			}
		}
		return true
	case []any:
		h, ok := have.([]any)
		if !ok {
			return false
		}
		for _, wv := range w {
			found := false
			for _, hv := range h {
				if holds(hv, wv) {
					found = true
					break
				}
			}
			if !found {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(have, want)
}
