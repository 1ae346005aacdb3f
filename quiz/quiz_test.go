package quiz

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
)

// TestHolds: a claim's meaning (docs in Holds): objects by key, arrays
// element by element against any element, values by equality, numbers as
// encoding/json decodes them.
func TestHolds(t *testing.T) {
	var obj any
	ruling := `{"declarer_tricks": 10, "vulnerable": "NS", "pending": ["W major-penalty-card SK"],
		"rulings": [{"kind": "revoke", "law": "Law 61A", "offender": "E"}, {"kind": "revoke-transfer", "law": "Law 64A2", "transfer": 1}],
		"adjustments": [{"law": "Law 64A2", "transfer": 1}]}`
	if err := json.Unmarshal([]byte(ruling), &obj); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		claim Claim
		want  bool
	}{
		{Claim{"declarer_tricks": 10}, true},
		{Claim{"declarer_tricks": 9}, false},
		{Claim{"declarer_tricks": "10"}, false},
		{Claim{"vulnerable": "NS"}, true},
		{Claim{"score_ns": 420}, false}, // absent
		{Claim{"pending": []any{"W major-penalty-card SK"}}, true},
		{Claim{"pending": []any{"W minor-penalty-card SK"}}, false},
		{Claim{"rulings": []any{map[string]any{"kind": "revoke-transfer", "law": "Law 64A2"}}}, true},
		{Claim{"rulings": []any{map[string]any{"kind": "revoke-transfer", "law": "Law 64A1"}}}, false},
		{Claim{"rulings": []any{map[string]any{"kind": "revoke"}, map[string]any{"kind": "revoke-transfer"}}}, true},
		{Claim{"rulings": []any{map[string]any{"kind": "revoke-established"}}}, false},
		{Claim{"adjustments": []any{map[string]any{"transfer": 1}}}, true},
		{Claim{"adjustments": []any{map[string]any{"transfer": 2}}}, false},
		{Claim{"adjustments": map[string]any{"transfer": 1}}, false}, // an object is not an array
		{Claim{}, true},
	} {
		if got := Holds(obj, tc.claim); got != tc.want {
			t.Errorf("%v: %v, want %v", tc.claim, got, tc.want)
		}
	}
}

func TestParseTopic(t *testing.T) {
	for _, tp := range Topics() {
		if got, err := ParseTopic(" " + string(tp) + " "); got != tp || err != nil {
			t.Errorf("%q: %q %v", tp, got, err)
		}
	}
	if _, err := ParseTopic("bidding"); !errors.Is(err, ErrTopic) {
		t.Errorf("bidding: %v", err)
	}
}

// TestGenerate: errors name their cause; the same options give the same
// questions; each question's answer is its expectation, in range.
func TestGenerate(t *testing.T) {
	if _, err := Generate(Options{Topic: "x", Count: 1}); !errors.Is(err, ErrTopic) {
		t.Errorf("topic: %v", err)
	}
	if _, err := Generate(Options{Topic: TopicAll, Count: 0}); !errors.Is(err, ErrCount) {
		t.Errorf("count: %v", err)
	}
	if _, err := Generate(Options{Topic: TopicAll, Count: 1, Lang: "de"}); !errors.Is(err, catalog.ErrLanguage) {
		t.Errorf("lang: %v", err)
	}
	a, err := Generate(Options{Topic: TopicAll, Count: 24, Seed: 9, Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Generate(Options{Topic: TopicAll, Count: 24, Seed: 9, Lang: "en"})
	if !reflect.DeepEqual(a, b) {
		t.Error("the same options gave other questions")
	}
	topics := map[Topic]bool{}
	for _, q := range a {
		topics[q.Topic] = true
		if q.Answer < 0 || q.Answer >= len(q.Choices) || !reflect.DeepEqual(q.Choices[q.Answer].Claim, q.Expect) {
			t.Errorf("%s: answer %d, expect %v", q.ID, q.Answer, q.Expect)
		}
		if q.Ref.IsZero() || catalog.Law("en", q.Ref) != q.Law {
			t.Errorf("%s: law %q, ref %v", q.ID, q.Law, q.Ref)
		}
	}
	if len(topics) != len(Topics())-1 {
		t.Errorf("topic all drew from %v", topics)
	}
}

// TestMatchpointsPlural: the matchpoint quiz's explanation takes the
// plural form of its count in each language (1 matchpoint, 3 punkty
// meczowe, 5 punktów meczowych), not always the plural.
func TestMatchpointsPlural(t *testing.T) {
	for _, c := range []struct{ lang, count, want string }{
		{"en", "1", "= 1 matchpoint of a top"},
		{"en", "4", "= 4 matchpoints of a top"},
		{"it", "1", "= 1 punto match su"},
		{"fr", "1", "= 1 point de match sur"},
		{"pl", "1", "= 1 punkt meczowy na"},
		{"pl", "3", "= 3 punkty meczowe na"},
		{"pl", "5", "= 5 punktów meczowych na"},
	} {
		got := catalog.Text(c.lang, "quiz.matchpoints-why", map[string]string{"count": c.count, "beaten": "0", "tied": "1", "top": "4"})
		if !strings.Contains(got, c.want) {
			t.Errorf("%s %s: %q, want %q in it", c.lang, c.count, got, c.want)
		}
	}
}
