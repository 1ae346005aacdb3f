package main

import (
	"bytes"
	"encoding/json"

	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
	"bridgelaw/quiz"
)

// quizCount is the number of questions of each topic TestQuizGradedByRule
// checks: 1,000 (the count; some 6 s of one core for the nine
// topics), 200 with -short.
func quizCount() int {
	if testing.Short() {
		return 200
	}
	return 1000
}

// ruleObject runs a table log through the rule command's own path
// (ruleLog with --json, no double-dummy advice) and decodes the object it
// prints, as a user's `bridgelaw rule --json` would give it.
func ruleObject(t testing.TB, log string) map[string]any {
	t.Helper()
	var buf bytes.Buffer
	if err := ruleLog(&buf, "quiz.log", log, true, "en", nil); err != nil {
		t.Fatalf("rule: %v\n%s", err, log)
	}
	var obj map[string]any
	if err := json.Unmarshal(buf.Bytes(), &obj); err != nil {
		t.Fatalf("rule --json: %v", err)
	}
	return obj
}

// resultsObject runs a traveller CSV through the results command's own
// path (`bridgelaw results --json -`, the CSV on standard input) and
// gathers the lines it prints as {"lines": [...]}, the object the claims
// of a quiz.CommandResults question are about.
func resultsObject(t testing.TB, csv string) map[string]any {
	t.Helper()
	var out, errb bytes.Buffer
	if code := run([]string{"results", "--json", "-"}, strings.NewReader(csv), &out, &errb); code != 0 {
		t.Fatalf("results: exit %d: %s\n%s", code, errb.String(), csv)
	}
	var lines []any
	dec := json.NewDecoder(&out)
	for dec.More() {
		var l map[string]any
		if err := dec.Decode(&l); err != nil {
			t.Fatalf("results --json: %v", err)
		}
		lines = append(lines, l)
	}
	return map[string]any{"lines": lines}
}

// checkQuestion grades q through the rule path (or, for a traveller, the
// results path), apart from the builder:
// expect holds in the ruling, exactly one choice's claim holds, and it is
// the answer; the question's words are there.
func checkQuestion(t testing.TB, q quiz.Question) {
	t.Helper()
	var obj map[string]any
	switch q.Command {
	case quiz.CommandRule:
		obj = ruleObject(t, q.Log)
	case quiz.CommandResults:
		obj = resultsObject(t, q.Log)
	default:
		t.Fatalf("%s: command %q", q.ID, q.Command)
	}
	if errs, ok := obj["errors"]; ok {
		t.Fatalf("%s: the log has errors %v\n%s", q.ID, errs, q.Log)
	}
	if !quiz.Holds(obj, q.Expect) {
		t.Fatalf("%s: expect %v does not hold\n%s", q.ID, q.Expect, q.Log)
	}
	holding := []int{}
	for i, c := range q.Choices {
		if quiz.Holds(obj, c.Claim) {
			holding = append(holding, i)
		}
	}
	if len(holding) != 1 || holding[0] != q.Answer {
		t.Fatalf("%s: choices holding %v, answer %d: %q\n%v\n%s", q.ID, holding, q.Answer, q.Text, q.Choices, q.Log)
	}
	if len(q.Choices) < 2 || q.Text == "" || q.Explanation == "" || !strings.HasPrefix(q.Law, "Law ") {
		t.Fatalf("%s: incomplete question %+v", q.ID, q)
	}
	if strings.Contains(q.Text, "<no value>") || strings.Contains(q.Explanation, "<no value>") || strings.Contains(q.Text, "quiz.") {
		t.Fatalf("%s: a message lacks a value: %q / %q", q.ID, q.Text, q.Explanation)
	}
	seen := map[string]bool{}
	for _, c := range q.Choices {
		if c.Text == "" || seen[c.Text] || strings.Contains(c.Text, "quiz.") {
			t.Fatalf("%s: choice text %q empty, repeated or missing", q.ID, c.Text)
		}
		seen[c.Text] = true
	}
}

// TestQuizGradedByRule: for every topic, questions whose logs the rule
// command rules, each with exactly one right choice, the answer (issue
// 16, items 2-3).
func TestQuizGradedByRule(t *testing.T) {
	n := quizCount()
	for _, topic := range quiz.Topics() {
		t.Run(string(topic), func(t *testing.T) {
			qs, err := quiz.Generate(quiz.Options{Topic: topic, Count: n, Seed: 16, Lang: "en"})
			if err != nil {
				t.Fatal(err)
			}
			if len(qs) != n {
				t.Fatalf("%d questions, want %d", len(qs), n)
			}
			laws := map[string]int{}
			for _, q := range qs {
				checkQuestion(t, q)
				laws[q.Law]++
			}
			if topic != quiz.TopicBoards && len(laws) < 3 {
				t.Errorf("only the laws %v: the topic does not vary", laws)
			}
		})
	}
}

// TestQuizLanguages: the same seed gives the same facts and answers in
// every language, and the words are the language's own (issue 16: done
// when `quiz --json --topic revoke --count 20 --seed 7 --lang it` is
// graded by rule, for every topic in every language).
func TestQuizLanguages(t *testing.T) {
	for _, topic := range quiz.Topics() {
		en, err := quiz.Generate(quiz.Options{Topic: topic, Count: 20, Seed: 7, Lang: "en"})
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range catalog.Languages[1:] {
			qs, err := quiz.Generate(quiz.Options{Topic: topic, Count: 20, Seed: 7, Lang: lang})
			if err != nil {
				t.Fatal(err)
			}
			for i, q := range qs {
				checkQuestion(t, q)
				if q.Log != en[i].Log || q.Answer != en[i].Answer || !reflect.DeepEqual(q.Expect, en[i].Expect) {
					t.Fatalf("%s %s: the facts differ from English", lang, q.ID)
				}
				if q.Text == en[i].Text || q.Explanation == en[i].Explanation {
					t.Fatalf("%s %s: not translated: %q", lang, q.ID, q.Text)
				}
			}
		}
	}
}

// TestQuizSeed: the same seed gives the same questions; another seed
// others.
func TestQuizSeed(t *testing.T) {
	gen := func(seed uint64) []byte {
		var buf bytes.Buffer
		code := run([]string{"quiz", "--json", "--topic", "all", "--count", "16", "--seed", fmt.Sprint(seed), "--lang", "fr"}, strings.NewReader(""), &buf, &bytes.Buffer{})
		if code != 0 {
			t.Fatalf("exit %d", code)
		}
		return buf.Bytes()
	}
	a, b, c := gen(3), gen(3), gen(4)
	if !bytes.Equal(a, b) {
		t.Error("the same seed gave other questions")
	}
	if bytes.Equal(a, c) {
		t.Error("another seed gave the same questions")
	}
	lines := strings.Split(strings.TrimSpace(string(a)), "\n")
	if len(lines) != 16 {
		t.Fatalf("%d lines", len(lines))
	}
	for _, l := range lines {
		var q map[string]any
		if err := json.Unmarshal([]byte(l), &q); err != nil {
			t.Fatal(err)
		}
		for _, k := range []string{"id", "topic", "law", "question", "choices", "answer", "explanation", "log", "expect"} {
			if _, ok := q[k]; !ok {
				t.Errorf("no %q in %s", k, l)
			}
		}
	}
}

// TestQuizInteractive drives the quiz through stdin: a wrong answer, a
// word that is not a number (asked again), a right answer; the score at
// the end.
func TestQuizInteractive(t *testing.T) {
	qs, err := quiz.Generate(quiz.Options{Topic: quiz.TopicRevokeFAQ, Count: 3, Seed: 5, Lang: "it"})
	if err != nil {
		t.Fatal(err)
	}
	wrong := (qs[0].Answer+1)%len(qs[0].Choices) + 1
	in := fmt.Sprintf("%d\nmaybe\n%d\n%d\n", wrong, qs[1].Answer+1, qs[2].Answer+1)
	var out, errb bytes.Buffer
	code := run([]string{"quiz", "--topic", "revoke-faq", "--count", "3", "--seed", "5", "--lang", "it"}, strings.NewReader(in), &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	got := out.String()
	for _, want := range []string{
		qs[0].Text, qs[1].Text, qs[2].Text, qs[0].Explanation, catalog.Law("it", qs[0].Ref),
		catalog.Text("it", "quiz.cli-wrong", map[string]string{"n": fmt.Sprint(qs[0].Answer + 1), "text": qs[0].Choices[qs[0].Answer].Text}),
		catalog.Text("it", "quiz.cli-invalid", map[string]string{"max": fmt.Sprint(len(qs[1].Choices))}),
		catalog.Text("it", "quiz.cli-right", nil),
		catalog.Text("it", "quiz.cli-score", map[string]string{"right": "2", "total": "3"}),
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the session lacks %q:\n%s", want, got)
		}
	}
	// the input ends early: the score so far
	out.Reset()
	if code := run([]string{"quiz", "--count", "4", "--seed", "5"}, strings.NewReader("1\n"), &out, &errb); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(out.String(), " of 1 ") {
		t.Errorf("no score of the one answer:\n%s", out.String())
	}
}

// TestQuizUsage: bad flags are usage errors (exit 2).
func TestQuizUsage(t *testing.T) {
	for _, args := range [][]string{{"quiz", "--topic", "bidding"}, {"quiz", "--count", "0"}, {"quiz", "--lang", "de"}, {"quiz", "x"}} {
		var out, errb bytes.Buffer
		if code := run(args, strings.NewReader(""), &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", args, code, errb.String())
		}
	}
}

// FuzzQuiz: any seed and topic give questions graded by the rule path
// with exactly one right answer, and never a panic.
func FuzzQuiz(f *testing.F) {
	for i := range quiz.Topics() {
		f.Add(uint64(i*7919), uint8(i))
	}
	f.Fuzz(func(t *testing.T, seed uint64, topic uint8) {
		ts := quiz.Topics()
		tp := ts[int(topic)%len(ts)]
		qs, err := quiz.Generate(quiz.Options{Topic: tp, Count: 3, Seed: seed, Lang: catalog.Languages[int(topic)/len(ts)%len(catalog.Languages)]})
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range qs {
			checkQuestion(t, q)
		}
	})
}

// TestQuizWrongAnswer: a wrong answer names the right choice by its number
// and gives its text once: "choice 2: 4", never "2. 4." (a choice whose
// text is a number of tricks).
func TestQuizWrongAnswer(t *testing.T) {
	qs, err := quiz.Generate(quiz.Options{Topic: quiz.TopicAll, Count: 10, Seed: 1, Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	in := strings.Repeat("1\n", len(qs))
	var out, errb bytes.Buffer
	if code := run([]string{"quiz", "--topic", "all", "--count", "10", "--seed", "1"}, strings.NewReader(in), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	numeric := 0
	for _, q := range qs {
		if q.Answer == 0 {
			continue
		}
		text := q.Choices[q.Answer].Text
		if _, err := strconv.Atoi(strings.TrimPrefix(text, "+")); err == nil {
			numeric++
		}
		want := fmt.Sprintf("Wrong: the answer is choice %d: %s\n", q.Answer+1, text)
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q", want)
		}
		if bad := fmt.Sprintf("%d. %s.", q.Answer+1, text); strings.Contains(out.String(), "answer is "+bad) {
			t.Errorf("%q: the number and the text run together", bad)
		}
	}
	if numeric == 0 {
		t.Errorf("no question with a number for its answer's text: the test proves nothing")
	}
}
