package laws

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/pbn"
)

// ErrLogSyntax is wrapped by every *ParseError of ParseLog.
var ErrLogSyntax = errors.New("table log syntax error")

// ParseError is a line of a table log that could not be read: its line and
// column (1-based, in bytes) and what was expected. It wraps ErrLogSyntax.
type ParseError struct {
	Line   int
	Column int
	Msg    string // what was expected, in English: Reason's text
	// Reason is Msg as a Detail whose parts are messages of the catalog's
	// group "detail" (keys syntax-*), so that a program prints it in any
	// language of the catalog (Reason.Text); nil for a tag line the PBN
	// tag reader refused (pbn.ParseTagPair), whose Msg is that reader's.
	Reason Detail
}

// Error prints "line L, column C: what was expected".
func (e *ParseError) Error() string {
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Column, e.Msg)
}

// Unwrap returns ErrLogSyntax.
func (e *ParseError) Unwrap() error { return ErrLogSyntax }

// parseErr is the *ParseError at line ln, column col, for the reason d (a
// dt part of the catalog's group "detail", key syntax-*).
func parseErr(ln, col int, d Detail) *ParseError {
	return &ParseError{Line: ln, Column: col, Msg: d.String(), Reason: d}
}

// Tag is one PBN tag of a table log, e.g. {Deal, "N:..."}, with its line
// in the text (0 when not read from text).
type Tag struct {
	Name  string
	Value string
	Line  int
}

// Log is a board with its event log, read from the table-log text form
// (docs/table-log.md): PBN tags, then one event per line.
type Log struct {
	Tags   []Tag
	Events []Event
}

// Tag is the value of the first tag called name (case ignored), "" when
// there is none.
func (l *Log) Tag(name string) string { return l.tag(name).Value }

// tag is the first tag called name (case ignored), the zero Tag when there
// is none.
func (l *Log) tag(name string) Tag {
	for _, t := range l.Tags {
		if strings.EqualFold(t.Name, name) {
			return t
		}
	}
	return Tag{}
}

// TagError is a tag of a table log that contradicts the board: the
// board's number (Law 2), or the auction the log records.
type TagError struct {
	Line int    // the tag's line in the log, 0 when unknown
	Tag  string // the tag's name: "Vulnerable"
	Msg  string // what it contradicts, and what the ruling follows: Reason in English
	// Reason is Msg as a Detail whose parts are messages of the catalog's
	// group "detail" (keys tag-*), so that a program prints it in any
	// language of the catalog (Reason.Text).
	Reason Detail
}

// Error prints "line 3: Vulnerable tag "Both": ...".
func (e *TagError) Error() string {
	s := e.Tag + " tag: " + e.Msg
	if e.Line > 0 {
		s = "line " + strconv.Itoa(e.Line) + ": " + s
	}
	return s
}

// tagError is the *TagError of the tag named name on line ln, for the
// reason d.
func tagError(ln int, name string, d Detail) *TagError {
	return &TagError{Line: ln, Tag: name, Msg: d.String(), Reason: d}
}

// CheckTags lists, as *TagError values, the tags of the log that
// contradict the board t replayed from it: a Dealer or Vulnerable tag
// other than the marking of the board's number by Law 2 (the tag is
// followed: the board may be marked otherwise, but the Director should
// know); a Contract or Declarer tag other than the contract the auction
// logged reached (the auction is followed: the tags only stand in for an
// auction the log does not record). A Declarer tag naming the seat that
// played the contract (Law 54A) agrees. The rules are those ReplayRecord
// applies to a hand record's tags. Nil when all agree.
func (l *Log) CheckTags(t *Table) []error {
	var out []error
	tv := tagValues{Board: t.setup.Board}
	dealer, vul := l.tag("Dealer"), l.tag("Vulnerable")
	tv.Dealer, tv.DealerGiven = t.setup.Dealer, dealer.Value != ""
	tv.Vulnerability, tv.VulnerabilityGiven = t.setup.Vulnerability, vul.Value != ""
	var rv replayValues
	var auc bridge.Contract // the auction's contract, PassedOut when passed out
	con, decl := l.tag("Contract"), l.tag("Declarer")
	if len(t.calls) > 0 && (t.hasContract || t.passedOut) { // an auction logged, and ended
		if !t.passedOut {
			auc, _ = t.auc.Contract()
		}
		rv = replayValues{Contract: auc, ContractKnown: true, PlayedBy: t.contract.Declarer, PlayedKnown: t.hasContract}
		if s, err := bridge.ParseSeat(decl.Value); err == nil {
			tv.Declarer, tv.DeclarerGiven = s, true
		}
		if con.Value != "" {
			d := auc.Declarer
			if tv.DeclarerGiven {
				d = tv.Declarer
			}
			c, err := bridge.ParseContract(con.Value, d)
			tv.Contract, tv.ContractGiven = c, err == nil
			tv.PassGiven = err == nil && c.IsPassedOut()
			tv.DeclarerGiven = tv.DeclarerGiven && err == nil
		}
	}
	b := t.setup.Board
	contradicted := false
	for _, d := range compareTags(tv, rv) {
		switch d.Tag {
		case "Dealer":
			out = append(out, tagError(dealer.Line, "Dealer", dt("tag-dealer", "quote", strconv.Quote(dealer.Value),
				"n", b.String(), "seat", b.Dealer().String(), "seat2", t.setup.Dealer.String())))
		case "Vulnerable":
			out = append(out, tagError(vul.Line, "Vulnerable", dt("tag-vulnerable", "quote", strconv.Quote(vul.Value),
				"n", b.String(), "vulnerable", b.Vulnerability().String(), "vulnerable2", t.setup.Vulnerability.String())))
		case "Contract", "Declarer":
			contradicted = true
		}
	}
	switch {
	case !contradicted:
	case tv.ContractGiven: // one error for the two tags: the contract they name
		out = append(out, tagError(con.Line, "Contract", contractTagDetail(tv.Contract, auc)))
	case auc.IsPassedOut():
		out = append(out, tagError(decl.Line, "Declarer", dt("tag-declarer-passed-out", "seat", tv.Declarer.String())))
	default:
		out = append(out, tagError(decl.Line, "Declarer", dt("tag-declarer", "seat", tv.Declarer.String(),
			"contract", auc.String(), "seat2", auc.Declarer.String())))
	}
	return out
}

// contractTagDetail is why the contract tag (the Contract tag, with the
// Declarer tag) contradicts the contract auc the auction logged reached,
// passed out or not: "4SX by South contradicts the auction logged, which
// ended in 4S by South; the auction is followed".
func contractTagDetail(tag, auc bridge.Contract) Detail {
	switch {
	case tag.IsPassedOut():
		return dt("tag-pass", "contract", auc.String(), "seat", auc.Declarer.String())
	case auc.IsPassedOut():
		return dt("tag-contract-passed-out", "contract", tag.String(), "seat", tag.Declarer.String())
	}
	return dt("tag-contract", "contract", tag.String(), "seat", tag.Declarer.String(),
		"contract2", auc.String(), "seat2", auc.Declarer.String())
}

// Setup reads the board from the tags: Board (dealer and vulnerability
// follow from it, Law 2), Dealer and Vulnerable (override), Deal
// (required), and Contract with Declarer (used when the log has no call).
// Errors are *bridge.SyntaxError values, ErrNoDeal, or a *bridge.DealError
// when the Deal tag's hands are not a deal: the Setup returned with it is
// complete, its Hands as the tag gives them (one empty hand completed), and
// New rules on them (Laws 13, 14).
func (l *Log) Setup() (Setup, error) {
	var s Setup
	if b := l.Tag("Board"); b != "" {
		n, err := strconv.Atoi(strings.TrimSpace(b))
		if err != nil || n < 1 {
			return s, fmt.Errorf("laws: Board tag %q: want a board number 1 or more", b)
		}
		s.Board = bridge.Board(n)
		s.Dealer, s.Vulnerability = s.Board.Dealer(), s.Board.Vulnerability()
	}
	if d := l.Tag("Dealer"); d != "" {
		seat, err := bridge.ParseSeat(d)
		if err != nil {
			return s, err
		}
		s.Dealer = seat
	}
	if v := l.Tag("Vulnerable"); v != "" {
		vul, err := bridge.ParseVulnerability(v)
		if err != nil {
			return s, err
		}
		s.Vulnerability = vul
	}
	deal := l.Tag("Deal")
	if deal == "" {
		return s, ErrNoDeal
	}
	hands, _, err := bridge.ParseHands(deal)
	if err != nil {
		return s, err
	}
	s.Hands = hands.Complete()
	_, dealErr := bridge.NewDeal(s.Hands)
	if c := l.Tag("Contract"); c != "" {
		decl := bridge.North
		if ds := l.Tag("Declarer"); ds != "" {
			if decl, err = bridge.ParseSeat(ds); err != nil {
				return s, err
			}
		} else if !strings.EqualFold(strings.TrimSpace(c), "pass") {
			return s, fmt.Errorf("laws: a Contract tag needs a Declarer tag")
		}
		con, err := bridge.ParseContract(c, decl)
		if err != nil {
			return s, err
		}
		s.Contract, s.ContractKnown = con, true
	}
	return s, dealErr
}

// token is one word of a log line with its column.
type token struct {
	text   string
	col    int
	quoted bool
}

// tokenize splits a line into words and double-quoted strings, stopping at
// a '#' outside quotes.
func tokenize(line string, n int) ([]token, error) {
	var out []token
	i := 0
	for i < len(line) {
		c := line[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '#':
			return out, nil
		case c == '"':
			j := i + 1
			for j < len(line) && line[j] != '"' {
				if line[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(line) {
				return nil, parseErr(n, i+1, dt("syntax-quote-unclosed"))
			}
			s, err := strconv.Unquote(line[i : j+1])
			if err != nil {
				return nil, parseErr(n, i+1, dt("syntax-quote-bad")) // strconv.ErrSyntax, its only error
			}
			out = append(out, token{text: s, col: i + 1, quoted: true})
			i = j + 1
		default:
			j := i
			for j < len(line) && line[j] != ' ' && line[j] != '\t' && line[j] != '\r' && line[j] != '"' && line[j] != '#' {
				j++
			}
			out = append(out, token{text: line[i:j], col: i + 1})
			i = j
		}
	}
	return out, nil
}

// ParseLog reads a table log: blank lines and lines starting with '#' or
// '%' are skipped, '#' starts a comment elsewhere too; tag lines
// [Name "value"] come first; then one event per line. The first error is
// returned as a *ParseError naming its line and column.
func ParseLog(text string) (*Log, error) {
	l := &Log{}
	if strings.HasPrefix(text, "\ufeff") {
		text = text[3:]
	}
	for n, line := range strings.Split(text, "\n") {
		ln := n + 1
		line = strings.TrimRight(line, "\r")
		trim := strings.TrimSpace(line)
		if trim == "" || trim[0] == '#' || trim[0] == '%' {
			continue
		}
		if trim[0] == '[' {
			if len(l.Events) > 0 {
				return nil, parseErr(ln, strings.IndexByte(line, '[')+1, dt("syntax-tags-first"))
			}
			tag, err := parseTag(line, ln)
			if err != nil {
				return nil, err
			}
			tag.Line = ln
			l.Tags = append(l.Tags, tag)
			continue
		}
		toks, err := tokenize(line, ln)
		if err != nil {
			return nil, err
		}
		if len(toks) == 0 {
			continue
		}
		e, err := parseEvent(toks, ln)
		if err != nil {
			return nil, err
		}
		l.Events = append(l.Events, e)
	}
	return l, nil
}

// parseTag reads the tag line line (line ln of the log) with the PBN tag
// reader (pbn.ParseTagPair, PBN 2.1 section 3.3); a comment starting with
// '#' or '%' may follow the tag, nothing else.
func parseTag(line string, ln int) (Tag, error) {
	start := strings.IndexByte(line, '[')
	name, value, end, err := pbn.ParseTagPair(line[start:])
	if pe, ok := errors.AsType[*pbn.ParseError](err); ok {
		return Tag{}, &ParseError{Line: ln, Column: start + byteColumn(line[start:], pe.Column), Msg: pe.Err.Error()}
	} else if err != nil {
		return Tag{}, &ParseError{Line: ln, Column: start + 1, Msg: err.Error()}
	}
	end += start
	if rest := strings.TrimSpace(line[end:]); rest != "" && rest[0] != '#' && rest[0] != '%' {
		return Tag{}, parseErr(ln, end+1, dt("syntax-after-tag"))
	}
	return Tag{Name: name, Value: value}, nil
}

// byteColumn is the 1-based byte column of s's character column col
// (1-based); len(s)+1 past its end.
func byteColumn(s string, col int) int {
	for i := range s {
		if col--; col <= 0 {
			return i + 1
		}
	}
	return len(s) + 1
}

// parseActor reads N, E, S, W (or North...), NS, EW, or director (TD).
func parseActor(s string) (Actor, bool) {
	switch strings.ToLower(s) {
	case "director", "td":
		return ActorDirector, true
	case "ns", "n-s", "northsouth":
		return ActorNS, true
	case "ew", "e-w", "eastwest":
		return ActorEW, true
	}
	if seat, err := bridge.ParseSeat(s); err == nil {
		return SeatActor(seat), true
	}
	return 0, false
}

// verb is how a table-log verb is read: parse makes the event from the
// line's arguments; first: the verb may come before the seat ("claim S
// 10"); statement: its second argument may be a quoted statement.
type verb struct {
	parse     func(p *eventArgs) (Event, error)
	first     bool
	statement bool
}

// verbs are the table-log verbs (lower case), each with how it is read. A
// law's file adds its own verbs with addVerb.
var verbs = map[string]verb{
	"call":       {parse: parseCall},
	"play":       {parse: parsePlay},
	"name":       {parse: parsePlay},
	"choose":     {parse: parseChoose},
	"answer":     {parse: parseAnswer},
	"attention":  {parse: bare(func(h Head) Event { return Attention{h} })},
	"noticed":    {parse: bare(func(h Head) Event { return Attention{h} })},
	"next-board": {parse: bare(func(h Head) Event { return NextBoard{h} }), first: true},
}

// addVerb adds verb name (lower case) to the table log, at
// initialisation; a verb given twice is a programming error.
func addVerb(name string, v verb) {
	if _, dup := verbs[name]; dup {
		panic("laws: verb " + name + " given twice")
	}
	verbs[name] = v
}

// verbList is the table log's verbs, from the registry (verbs, addVerb),
// in alphabetical order: "accept, adjust, agree, ...", for the parse
// errors, so that they name every verb there is.
func verbList() string {
	names := make([]string, 0, len(verbs))
	for name := range verbs {
		names = append(names, name)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// bare reads a verb that takes no argument.
func bare(mk func(Head) Event) func(p *eventArgs) (Event, error) {
	return func(p *eventArgs) (Event, error) {
		if err := p.noMore(0); err != nil {
			return nil, err
		}
		return mk(p.h), nil
	}
}

// eventArgs is an event line being read: its head (actor and line), its
// verb and the arguments after it.
type eventArgs struct {
	h    Head
	verb token
	args []token
}

// errAt is a *ParseError at token t, for the reason d.
func (p *eventArgs) errAt(t token, d Detail) error {
	return parseErr(p.h.Line, t.col, d)
}

// errAfter is a *ParseError just after token t, for the reason d.
func (p *eventArgs) errAfter(t token, d Detail) error {
	return parseErr(p.h.Line, endOf(t), d)
}

// endOf is the column just after token t.
func endOf(t token) int { return t.col + len(t.text) + 1 }

// need reports an error when fewer than n arguments follow the verb: the
// message key (group detail, "want ... after {{.text}}") with its
// arguments kv, the verb as written given as text.
func (p *eventArgs) need(n int, key string, kv ...string) error {
	if len(p.args) < n {
		return p.errAfter(p.verb, dt(key, append(kv, "text", p.verb.text)...))
	}
	return nil
}

// noMore reports an error when more than n arguments follow the verb.
func (p *eventArgs) noMore(n int) error {
	if len(p.args) > n {
		return p.errAt(p.args[n], dt("syntax-unexpected", "quote", strconv.Quote(p.args[n].text)))
	}
	return nil
}

// is reports whether the verb is v, in any case.
func (p *eventArgs) is(v string) bool { return strings.EqualFold(p.verb.text, v) }

// cards reads the arguments as cards, one at least.
func (p *eventArgs) cards() ([]bridge.Card, error) {
	if err := p.need(1, "syntax-need-card"); err != nil {
		return nil, err
	}
	var out []bridge.Card
	for _, a := range p.args {
		c, err := bridge.ParseCard(a.text)
		if err != nil || a.quoted {
			return nil, p.errAt(a, dt("syntax-want-card"))
		}
		out = append(out, c)
	}
	return out, nil
}

// target reads the seat the event is about, its first argument: what is
// the key of the detail that names it ("syntax-what-asked": "the seat
// asked"), example a line that gives it.
func (p *eventArgs) target(what, example string) (bridge.Seat, error) {
	if err := p.need(1, "syntax-need-target", "reason", what, "text2", example); err != nil {
		return 0, err
	}
	s, err := bridge.ParseSeat(p.args[0].text)
	if err != nil {
		return 0, p.errAt(p.args[0], dt("syntax-want-target", "reason", what))
	}
	return s, nil
}

func parseEvent(toks []token, ln int) (Event, error) {
	perr := func(t token, d Detail) error { return parseErr(ln, t.col, d) }
	first := strings.ToLower(toks[0].text)
	switch first {
	case "end-of-round", "hands-returned":
		if len(toks) > 1 {
			return nil, perr(toks[1], dt("syntax-nothing-after", "text", first))
		}
		h := Head{Actor: ActorDirector, Line: ln}
		if first == "hands-returned" {
			return HandsReturned{h}, nil
		}
		return EndOfRound{h}, nil
	}
	p := &eventArgs{h: Head{Line: ln}}
	if verbs[first].first {
		if len(toks) < 2 {
			return nil, parseErr(ln, endOf(toks[0]), dt("syntax-seat-after", "text", first))
		}
		a, ok := parseActor(toks[1].text)
		if !ok {
			return nil, perr(toks[1], dt("syntax-want-seat"))
		}
		p.h.Actor, p.verb, p.args = a, toks[0], toks[2:]
	} else {
		a, ok := parseActor(toks[0].text)
		if !ok {
			return nil, perr(toks[0], dt("syntax-want-actor"))
		}
		if len(toks) < 2 {
			return nil, parseErr(ln, endOf(toks[0]), dt("syntax-want-verb", "text", verbList()))
		}
		p.h.Actor, p.verb, p.args = a, toks[1], toks[2:]
	}
	if toks[0].quoted || p.verb.quoted {
		t := toks[0]
		if !t.quoted {
			t = p.verb
		}
		return nil, perr(t, dt("syntax-quoted-only-statement"))
	}
	v, known := verbs[strings.ToLower(p.verb.text)]
	for i, a := range p.args {
		if a.quoted && !(v.statement && i == 1) {
			return nil, perr(a, dt("syntax-quoted-only-statement"))
		}
	}
	if !known {
		return nil, perr(p.verb, dt("syntax-unknown-verb", "quote", strconv.Quote(p.verb.text), "text", verbList()))
	}
	return v.parse(p)
}

// parseCall reads "call 1H", "call 1H simultaneous" (Law 33), "change 2H";
// a bid above seven is read too (Law 38).
func parseCall(p *eventArgs) (Event, error) {
	if err := p.need(1, "syntax-need-call"); err != nil {
		return nil, err
	}
	c := Call{Head: p.h}
	if call, err := bridge.ParseCall(p.args[0].text); err == nil {
		c.Call = call
	} else if lvl, s, err := bridge.ParseBidAnyLevel(p.args[0].text); err == nil && lvl >= 8 {
		c.BidLevel, c.Strain = lvl, s
	} else {
		return nil, p.errAt(p.args[0], dt("syntax-want-call"))
	}
	if p.is("change") {
		if err := p.noMore(1); err != nil {
			return nil, err
		}
		return Change{Head: p.h, Call: c.Call, BidLevel: c.BidLevel, Strain: c.Strain}, nil
	}
	n := 1
	if len(p.args) > 1 && strings.EqualFold(p.args[1].text, "simultaneous") {
		c.Simultaneous, n = true, 2
	}
	if err := p.noMore(n); err != nil {
		return nil, err
	}
	return c, nil
}

// parsePlay reads "play SA", "play S4 S9" (Law 58B), "name SA" (one card).
func parsePlay(p *eventArgs) (Event, error) {
	named := p.is("name")
	sim := false
	if n := len(p.args); n > 1 && strings.EqualFold(p.args[n-1].text, "simultaneous") && !p.args[n-1].quoted {
		sim, p.args = true, p.args[:n-1] // Law 58A
	}
	cs, err := p.cards()
	if err != nil {
		return nil, err
	}
	if named && len(cs) > 1 {
		return nil, p.errAt(p.args[1], dt("syntax-name-one-card"))
	}
	return Play{Head: p.h, Cards: cs, Named: named, Simultaneous: sim}, nil
}

// parseChoose reads "choose forbid-lead H": any key (one not offered is
// ruled), its argument the words after it.
func parseChoose(p *eventArgs) (Event, error) {
	if err := p.need(1, "syntax-need-option"); err != nil {
		return nil, err
	}
	var o Option
	_ = o.Key.UnmarshalText([]byte(p.args[0].text)) // never fails
	var rest []string
	for _, a := range p.args[1:] {
		if a.quoted {
			return nil, p.errAt(a, dt("syntax-option-quoted"))
		}
		rest = append(rest, a.text)
	}
	o.Arg = strings.Join(rest, " ")
	return Choose{Head: p.h, Option: o}, nil
}

// answerWords are the first words of the Director's answers.
var answerWords = map[string]AnswerForm{"yes": AnswerYes, "no": AnswerNo, "tricks": AnswerTricks, "score": AnswerScore, "suits": AnswerSuits}

// parseAnswer reads "answer Q1 yes", "answer Q3 comparable no", "answer
// 64C tricks 10", "answer Q2 score -100", "answer Q4 suits S H".
func parseAnswer(p *eventArgs) (Event, error) {
	if err := p.need(2, "syntax-need-answer"); err != nil {
		return nil, err
	}
	e := Answer{Head: p.h, Ref: p.args[0].text}
	args := p.args[1:]
	for _, tp := range topics {
		if strings.EqualFold(args[0].text, string(tp)) && tp != TopicSuits {
			e.Topic, args = tp, args[1:]
			if len(args) == 0 {
				return nil, p.errAfter(p.args[len(p.args)-1], dt("syntax-yes-no-after", "topic", string(tp)))
			}
			break
		}
	}
	word := strings.ToLower(args[0].text)
	e.Form = answerWords[word]
	switch e.Form {
	case AnswerYes, AnswerNo:
		if len(args) > 1 {
			return nil, p.errAt(args[1], dt("syntax-unexpected", "quote", strconv.Quote(args[1].text)))
		}
		return e, nil
	case AnswerTricks, AnswerScore:
		if len(args) < 2 {
			return nil, p.errAfter(args[0], dt("syntax-number-after", "text", word))
		}
		n, err := strconv.Atoi(args[1].text)
		if err != nil || n < -10000 || n > 10000 {
			return nil, p.errAt(args[1], dt("syntax-want-number"))
		}
		e.Number = n
		if len(args) > 2 {
			return nil, p.errAt(args[2], dt("syntax-unexpected", "quote", strconv.Quote(args[2].text)))
		}
		return e, nil
	case AnswerSuits:
		if len(args) < 2 {
			return nil, p.errAfter(args[0], dt("syntax-suits-after"))
		}
		var list []string
		for _, a := range args[1:] {
			if _, ok := parseSuitList(a.text); !ok {
				return nil, p.errAt(a, dt("syntax-want-suits"))
			}
			list = append(list, strings.ToUpper(a.text))
		}
		if strings.EqualFold(strings.Join(list, " "), "none") {
			list = []string{"none"}
		}
		e.Suits, e.Topic = strings.Join(list, " "), TopicSuits
		return e, nil
	}
	return nil, p.errAt(args[0], dt("syntax-want-answer"))
}

// FormatEvent prints an event as one table-log line, the form ParseLog
// reads back; "# unknown event" for nil.
func FormatEvent(e Event) string {
	if e == nil {
		return "# unknown event"
	}
	return e.format()
}

// Format prints the log in its canonical text form: the tags, a blank
// line, then one event per line.
func (l *Log) Format() string {
	var b strings.Builder
	for _, t := range l.Tags {
		v := strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(t.Value)
		fmt.Fprintf(&b, "[%s \"%s\"]\n", t.Name, v)
	}
	if len(l.Tags) > 0 && len(l.Events) > 0 {
		b.WriteByte('\n')
	}
	for _, e := range l.Events {
		b.WriteString(FormatEvent(e))
		b.WriteByte('\n')
	}
	return b.String()
}

// IsLog reports whether text is a table log (docs/table-log.md) rather
// than another file that starts with PBN tags: its first line that is not
// blank, a comment or a tag is an event, an actor (N, E, S, W, NS, EW,
// director) and a verb of the log ("S play DA", "director adjust ...") or
// a verb that comes first ("claim S 10", "next-board E", "end-of-round").
// A PBN file's auction ("1S Pass") or play ("SK S3") is not. A log whose
// first event cannot be read is still one; ParseLog says why.
func IsLog(text string) bool {
	text = strings.TrimPrefix(text, "\ufeff")
	for line := range strings.Lines(text) {
		trim := strings.TrimSpace(line)
		if trim == "" || trim[0] == '#' || trim[0] == '%' || trim[0] == '[' {
			continue
		}
		f := strings.Fields(strings.SplitN(trim, "#", 2)[0])
		if len(f) == 0 {
			continue
		}
		first := strings.ToLower(f[0])
		if first == "end-of-round" || first == "hands-returned" || verbs[first].first {
			return true
		}
		_, actor := parseActor(f[0])
		_, known := verbs[strings.ToLower(f[min(1, len(f)-1)])]
		return actor && len(f) > 1 && known
	}
	return false
}
