package laws

import (
	"errors"
	"strings"
	"testing"

	"bridgelaw/internal/catalog"
)

// syntaxLines are table logs whose last line cannot be read, each with the
// key of the reason given (group detail) and the English error, as the
// log's readers have always seen it.
var syntaxLines = []struct{ key, log, msg string }{
	{"syntax-quote-unclosed", `claim S 10 "all mine` + "\n", `line 1, column 12: a quoted statement is not closed: want a closing "`},
	{"syntax-quote-bad", `claim S 10 "a\qb"` + "\n", "line 1, column 12: bad quoted statement: invalid syntax"},
	{"syntax-tags-first", "N call Pass\n[Board \"1\"]\n", "line 2, column 1: tags come before the first event"},
	{"syntax-after-tag", "[Board \"1\"] x\n", "line 1, column 12: nothing may follow a tag on its line"},
	{"syntax-nothing-after", "end-of-round now\n", "line 1, column 14: nothing may follow end-of-round"},
	{"syntax-seat-after", "next-board\n", "line 1, column 12: want the seat after next-board, e.g. next-board S"},
	{"syntax-want-seat", "next-board Q\n", "line 1, column 12: want a seat N, E, S or W"},
	{"syntax-want-actor", "Q play SA\n", "line 1, column 1: want a seat (N, E, S, W), a side (NS, EW), director, end-of-round or hands-returned"},
	{"syntax-want-verb", "N\n", "line 1, column 3: want a verb: VERBS"},
	{"syntax-quoted-only-statement", "N \"call\" Pass\n", "line 1, column 3: a quoted string is only allowed as the statement of a claim or concession"},
	{"syntax-unknown-verb", "N frob 1S\n", `line 1, column 3: unknown verb "frob": want one of VERBS`},
	{"syntax-unexpected", "N call Pass now\n", `line 1, column 13: unexpected "now" at the end of the event`},
	{"syntax-need-card", "N play\n", "line 1, column 8: want a card, e.g. SA after play"},
	{"syntax-want-card", "N play ZZ\n", "line 1, column 8: want a card such as SA, HT or D2"},
	{"syntax-need-target", "N ask\n", "line 1, column 7: want the seat asked, e.g. ask E after ask"},
	{"syntax-want-target", "director wrong-hand Q\n", "line 1, column 21: want the player who held the wrong cards: N, E, S or W"},
	{"syntax-need-call", "N call\n", "line 1, column 8: want a call such as 1H, Pass, X or XX after call"},
	{"syntax-want-call", "N call 1Z\n", "line 1, column 8: want a call such as 1H, 3NT, Pass, X or XX"},
	{"syntax-name-one-card", "N name SA SK\n", "line 1, column 11: name designates one card"},
	{"syntax-need-option", "N choose\n", "line 1, column 10: want an option, e.g. choose forbid-lead after choose"},
	{"syntax-need-answer", "director answer Q1\n", "line 1, column 17: want a question and an answer, e.g. answer Q1 yes or answer 64C tricks 10 after answer"},
	{"syntax-yes-no-after", "director answer Q1 comparable\n", "line 1, column 31: want yes or no after comparable"},
	{"syntax-number-after", "director answer Q1 tricks\n", "line 1, column 27: want a number after tricks"},
	{"syntax-want-number", "director answer Q1 tricks x\n", "line 1, column 27: want a number"},
	{"syntax-suits-after", "director answer Q1 suits\n", "line 1, column 26: want the suits after suits, e.g. suits S H, or suits none"},
	{"syntax-want-suits", "director answer Q1 suits X\n", "line 1, column 26: want suits S, H, D, C or none"},
	{"syntax-want-answer", "director answer Q1 maybe\n", "line 1, column 20: want yes, no, tricks N, score N or suits ..."},
	{"syntax-need-adjust", "director adjust\n", "line 1, column 17: want an adjusted score, e.g. adjust 4S S 10, adjust 60% 4S S 11 40% 4S S 9 or adjust NS A+ EW A- after adjust"},
	{"syntax-adjust-after", "director adjust Q2\n", "line 1, column 20: want an adjusted score after Q2"},
	{"syntax-adjust-or-topic", "director adjust Q2 foo\n", `line 1, column 20: "foo" is neither an adjusted score (4S S 10, 60% 4S S 11 ..., A+, NS ... EW ...) nor the topic of a question (TOPICS)`},
	{"syntax-want-average", "director adjust 3imp\n", "line 1, column 17: want A+, A or A- (Law 12C2(a))"},
	{"syntax-penalty-range", "director penalty EW Inf%\n", `line 1, column 21: penalty amount out of range: "Inf%": not a number`},
	{"syntax-ns-first", "director adjust EW A+ NS A-\n", "line 1, column 17: want NS first, then EW: adjust NS A+ EW A-"},
	{"syntax-ew-after", "director adjust NS A+\n", "line 1, column 23: want EW and its adjusted score after North-South's"},
	{"syntax-side-award-after", "director adjust NS EW A-\n", "line 1, column 20: want an adjusted score after NS: a result such as 4S S 10, weighted results, or A+, A, A-"},
	{"syntax-want-weight", "director adjust 0% 4S S 10\n", "line 1, column 17: want a weight 1% to 100% (a whole percentage)"},
	{"syntax-result-after-weight", "director adjust 60%\n", "line 1, column 21: want a result after the weight, e.g. 60% 4S S 11"},
	{"syntax-weight-each", "director adjust 4S S 10 4H S 9\n", `line 1, column 25: unexpected "4H" after the result 4S S 10: several results each take their weight, e.g. 60% 4S S 11 40% 4S S 10`},
	{"syntax-weight-before", "director adjust 60% 4S S 10 4H S 9\n", "line 1, column 29: want a weight such as 60% before each of several results"},
	{"syntax-want-result", "director adjust 4S S\n", "line 1, column 22: want a result: contract, declarer and declarer's tricks, e.g. 4S S 10"},
	{"syntax-want-declarer", "director adjust 4S Q 10\n", "line 1, column 20: want the declarer: N, E, S or W"},
	{"syntax-want-contract", "director adjust SS S 10\n", "line 1, column 17: want a contract such as 4S, 3NTX or 6HXX"},
	{"syntax-want-result-tricks", "director adjust 4S S 14\n", "line 1, column 22: want declarer's tricks 0-13, or =, +1, -2"},
	{"syntax-single-no-weight", "director adjust 100% 4S S 10\n", "line 1, column 17: a single result takes no weight"},
	{"syntax-need-penalty", "director penalty EW\n", "line 1, column 18: want a side and an amount, e.g. penalty EW 25% 74B1 after penalty"},
	{"syntax-want-side-penalised", "director penalty XX 25%\n", "line 1, column 18: want the side penalised: NS or EW"},
	{"syntax-want-penalty-amount", "director penalty EW 0%\n", "line 1, column 21: want an amount above 0 with its unit: 25% (of a top, at most 100%), 2mp, 3imp or 1vp"},
	{"syntax-want-infraction-law", "director penalty EW 25% zz\n", "line 1, column 25: want the law of the infraction, e.g. 74B1"},
	{"syntax-need-claim", "claim S\n", `line 1, column 7: want the number of tricks, e.g. claim S 10 "statement" after claim`},
	{"syntax-want-claim-tricks", "claim S 14\n", "line 1, column 9: want a number of tricks 0-13"},
	{"syntax-want-statement", "claim S 10 mine\n", "line 1, column 12: want the statement in double quotes"},
	{"syntax-extra-one-card", "N extra SA SK\n", "line 1, column 12: extra names one card"},
	{"syntax-need-designation", "N designate\n", "line 1, column 13: want a designation: high, win, low, anything, a suit, a rank or a card after designate"},
	{"syntax-want-designation", "N designate zz\n", "line 1, column 13: want high, win, low, anything, a suit (H), a rank (Q) or a card (HQ)"},
	{"syntax-one-replaces", "N redesignate SA SK\n", "line 1, column 18: one card replaces the one designated"},
	{"syntax-need-about-call", "N alert\n", "line 1, column 9: want a call, e.g. alert 2D after alert"},
	{"syntax-want-about-call", "N alert 1Z\n", "line 1, column 9: want the call, e.g. 2D, 1NT or X"},
	{"syntax-want-explanation", "N explain 2D\n", `line 1, column 14: want the explanation, quoted, after the call: explain 2D "transfer to hearts"`},
	{"syntax-one-face-down", "W face-down SA SK\n", "line 1, column 16: one card is led face down"},
	{"syntax-want-trick-number", "N inspect x\n", "line 1, column 11: want a trick number 1-13"},
	{"syntax-need-tricks-agreed", "NS tricks-agreed\n", "line 1, column 18: want declarer's tricks, e.g. NS tricks-agreed 9 after tricks-agreed"},
	{"syntax-want-tricks-agreed", "NS tricks-agreed x\n", "line 1, column 18: want declarer's tricks, 0-13"},
	{"syntax-need-void", "director void 1\n", `line 1, column 15: want the event's number and the reason in quotes, e.g. director void 12 "typed for the wrong seat" after void`},
	{"syntax-want-void-number", "director void x \"r\"\n", "line 1, column 15: want the number of the event to void, 1 or more"},
	{"syntax-want-void-reason", "director void 1 r\n", "line 1, column 17: want the reason in double quotes"},
}

// untranslated are the syntax-* messages left out of TestSyntaxReasons,
// with why: no line reaches syntax-option-quoted (a quoted argument of
// choose is refused before, as syntax-quoted-only-statement), and the
// reason of syntax-penalty-range is package score's, in English.
var untranslated = map[string]bool{"syntax-option-quoted": true, "syntax-penalty-range": true}

// englishSyntaxWords are words of the English syntax errors that no other
// language's text may keep (the log's own words, verbs and examples, are
// kept).
var englishSyntaxWords = []string{"want", " after ", "unexpected", "unknown", "quoted", "nothing", "designates", "such as", "e.g.", "number", "the ", "a card", "tricks 0", "weight", "result"}

// TestSyntaxReasons: a line of a table log that cannot be read is a
// *ParseError whose reason is a catalog detail: its English text is Msg,
// and the error is the one the log's readers have always seen; each part
// fits its message (catalog.CheckDetail); every other language prints it
// in its own words, no English one left. Every syntax-* message of the
// catalog is one a line gives (or names what a target is, syntax-what-*).
func TestSyntaxReasons(t *testing.T) {
	seen := map[string]bool{}
	for _, tc := range syntaxLines {
		var topicNames []string
		for _, tp := range topics {
			if tp != TopicSuits {
				topicNames = append(topicNames, string(tp))
			}
		}
		tc.msg = strings.NewReplacer("VERBS", verbList(), "TOPICS", strings.Join(topicNames, ", ")).Replace(tc.msg)
		_, err := ParseLog(tc.log)
		var pe *ParseError
		if !errors.As(err, &pe) || !errors.Is(err, ErrLogSyntax) {
			t.Errorf("%s: %v (%T), want a *ParseError", tc.key, err, err)
			continue
		}
		if pe.Error() != tc.msg || pe.Msg != pe.Reason.String() || len(pe.Reason) != 1 || pe.Reason[0].Key != tc.key {
			t.Errorf("%s:\n got %q (reason %v)\nwant %q", tc.key, pe.Error(), pe.Reason, tc.msg)
			continue
		}
		seen[tc.key] = true
		for _, p := range pe.Reason {
			if err := catalog.CheckDetail(p.Key, p.argMap()); err != nil {
				t.Errorf("%s: %v", tc.key, err)
			}
			if r, ok := p.Arg("reason"); ok {
				seen[r] = true
			}
		}
		for _, lang := range catalog.Languages[1:] {
			got := pe.Reason.Text(lang)
			if got == pe.Msg || strings.Contains(got, "syntax-") || strings.Contains(got, "{{") {
				t.Errorf("%s %s: %q, not translated", tc.key, lang, got)
			}
			for _, w := range englishSyntaxWords {
				if untranslated[tc.key] {
					break
				}
				if strings.Contains(got, w) {
					t.Errorf("%s %s: %q keeps the English %q", tc.key, lang, got, w)
				}
			}
		}
	}
	for _, k := range catalog.Keys("en") {
		if k, ok := strings.CutPrefix(k, "detail.syntax-"); ok && !seen["syntax-"+k] && !strings.HasPrefix(k, "what-") && !untranslated["syntax-"+k] {
			t.Errorf("detail.syntax-%s: no line of syntaxLines gives it", k)
		}
	}
}
