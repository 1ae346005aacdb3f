package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"bridgelaw/internal/catalog"
	"bridgelaw/quiz"
)

func init() { subcommands = append(subcommands, newQuizCmd) }

func newQuizCmd() *cobra.Command {
	var asJSON bool
	var lang, topic string
	var count int
	var seed uint64
	cmd := &cobra.Command{
		Use:   "quiz [--topic T] [--count N] [--seed S] [--lang en|it|fr|pl] [--json]",
		Short: "Questions on the Laws, made from facts and answered by the engine",
		Long: `Ask questions on the Laws of Duplicate Bridge and on scoring. Each question is
made from facts drawn for it (a deal played out, a claim, a call, a board
number) and its answer is what the rules engine rules on those facts, never
a key typed by hand.

Topics: revoke (Laws 61-64), leads (53-56), auction (25-39), penalty-cards
(24, 48-52), claims (68-71), scoring (77; 78A and 78B on a small
traveller), boards (2), revoke-faq (the
revoke's five frequent questions: 61A, 64, 63A, 61B and 43A1, 62D), all.

In a terminal the questions come one at a time: answer with the number of
a choice; the quiz says right or wrong with the ruling and its law, and the
score at the end. With --json it prints one question a line: id, topic,
law, question, choices (each with its claim, the part of "bridgelaw rule
--json" on the log that holds were it right), answer (the index of the
right choice, 0-based), explanation, command, log (a table log) and
expect (the claim that holds). A traveller question (matchpoints, IMPs)
has command "results": its log is a traveller CSV and its claims hold in
{"lines": [...]}, the lines "bridgelaw results --json" prints for it.
The same seed gives the same questions.

Exit status: 0 done, 2 usage error.`,
		Example: `  bridgelaw quiz --topic revoke
  bridgelaw quiz --topic all --count 100 --lang it
  bridgelaw quiz --json --topic revoke --count 20 --seed 7 --lang it`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) != 0 {
				return usageErr("quiz takes no arguments")
			}
			lang, err := langFlag(lang)
			if err != nil {
				return err
			}
			t, err := quiz.ParseTopic(topic)
			if err != nil {
				return usageErr("--topic: %v", err)
			}
			qs, err := quiz.Generate(quiz.Options{Topic: t, Count: count, Seed: seed, Lang: lang})
			if errors.Is(err, quiz.ErrCount) {
				return usageErr("--count: %v", err)
			}
			if err != nil {
				return err
			}
			if asJSON {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetEscapeHTML(false)
				for _, q := range qs {
					if err := enc.Encode(q); err != nil {
						return err
					}
				}
				return nil
			}
			return askAll(cmd.InOrStdin(), cmd.OutOrStdout(), qs, lang)
		},
	}
	cmd.Flags().StringVar(&topic, "topic", "all", "revoke, leads, auction, penalty-cards, claims, scoring, boards, revoke-faq or all")
	cmd.Flags().IntVar(&count, "count", 8, "number of questions, 1-10000")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the random source: the same seed gives the same questions")
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the questions: "+strings.Join(catalog.Languages, ", "))
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON question a line")
	return cmd
}

// askAll asks each question on w, reads the answers from r (one number a
// line), says right or wrong with the ruling and its law, and gives the
// score at the end. An answer that is not a choice's number is asked
// again; the end of the input ends the quiz with the score so far.
func askAll(r io.Reader, w io.Writer, qs []quiz.Question, lang string) error {
	l := texts(lang)
	in := bufio.NewScanner(r)
	right, asked := 0, 0
	n := func(i int) string { return strconv.Itoa(i) }
outer:
	for i, q := range qs {
		fmt.Fprintln(w, l.t("quiz.cli-question", map[string]string{"n": n(i + 1), "total": n(len(qs)), "topic": string(q.Topic)}))
		fmt.Fprintln(w, q.Text)
		for j, c := range q.Choices {
			fmt.Fprintf(w, "  %d. %s\n", j+1, c.Text)
		}
		for {
			fmt.Fprint(w, l.t("quiz.cli-prompt", map[string]string{"max": n(len(q.Choices))}))
			if !in.Scan() {
				fmt.Fprintln(w)
				break outer
			}
			k, err := strconv.Atoi(strings.TrimSpace(in.Text()))
			if err != nil || k < 1 || k > len(q.Choices) {
				fmt.Fprintln(w, l.t("quiz.cli-invalid", map[string]string{"max": n(len(q.Choices))}))
				continue
			}
			asked++
			if k-1 == q.Answer {
				right++
				fmt.Fprintln(w, l.t("quiz.cli-right", nil))
			} else {
				// The choice's number and its text, each once: "choice 2: 4",
				// never "2. 4." (a text may be a number or end in a stop).
				fmt.Fprintln(w, l.t("quiz.cli-wrong", map[string]string{"n": n(q.Answer + 1), "text": q.Choices[q.Answer].Text}))
			}
			fmt.Fprintln(w, "  "+q.Explanation)
			fmt.Fprintln(w, "  "+l.t("quiz.cli-law", map[string]string{"law": catalog.Law(lang, q.Ref)}))
			fmt.Fprintln(w)
			break
		}
	}
	fmt.Fprintln(w, l.t("quiz.cli-score", map[string]string{"right": n(right), "total": n(asked)}))
	return in.Err()
}
