package laws

// RulingView is the JSON view of a ruling, the one the CLI (bridgelaw rule
// --json) and the server's API give. The keys are those of
// docs/table-log.md: law and law_text are "Law 64A2" and its wording in the
// reader's language, seats are "N", "E", "S", "W" (a side "NS", "EW"),
// cards "HT". Fields a consumer fills itself are marked so; they are
// omitted when empty. Built by NewRulingView.
type RulingView struct {
	Seq int `json:"seq"` // 1, 2, ... in the order ruled
	// Line is the table-log line of the event that raised the ruling
	// (the CLI fills it from the log's text), 0 when unknown.
	Line int `json:"line,omitempty"`
	// Event is the number (1-based) of the event in the log that raised
	// the ruling; 0 for a ruling at the end of play.
	Event int `json:"event"`
	// EventSeq is the stored sequence number of that event (the server
	// fills it), 0 when unknown or at the end of play.
	EventSeq int    `json:"event_seq,omitempty"`
	Kind     string `json:"kind"` // "revoke", "lead-out-of-turn" (Kind)
	Law      string `json:"law"`  // "Law 64A2"
	// LawText is Law in the reader's language, "Articolo 64A2" (the server
	// fills it).
	LawText  string   `json:"law_text,omitempty"`
	Offender string   `json:"offender,omitempty"`
	Trick    int      `json:"trick,omitempty"` // 1-13
	Card     string   `json:"card,omitempty"`
	Options  []string `json:"options,omitempty"` // as the log writes them: "forbid-lead H"
	Chooser  string   `json:"chooser,omitempty"` // a seat or a side
	Chosen   string   `json:"chosen,omitempty"`
	// AwaitsChoice says the options are open now: a player must choose
	// (the server fills it from Table.Obligations).
	AwaitsChoice  bool          `json:"awaits_choice,omitempty"`
	Rectification string        `json:"rectification,omitempty"`
	Transfer      int           `json:"transfer,omitempty"` // tricks, 0-2 (Law 64A)
	To            string        `json:"to,omitempty"`       // the side the tricks go to
	Question      *QuestionView `json:"question,omitempty"`
	Obligations   []string      `json:"obligations,omitempty"` // as the log writes them: "E major-penalty-card HT"
	Explanation   string        `json:"explanation"`           // in the language asked for
}

// QuestionView is the JSON view of a Director's question (Question): its
// id ("Q1"), law, the kind of the ruling that raised it, its topic, the
// answers the log may give, the answer given, and the advice for the
// Director in the language asked for. Built by NewQuestionView.
type QuestionView struct {
	ID       string   `json:"id"`
	Law      string   `json:"law"`                // "Law 64C"
	LawText  string   `json:"law_text,omitempty"` // Law in the reader's language (the server fills it)
	Kind     string   `json:"kind"`
	Topic    string   `json:"topic,omitempty"`
	Answers  []string `json:"answers"`
	Answered bool     `json:"answered"`
	Answer   string   `json:"answer,omitempty"`
	Advice   string   `json:"advice,omitempty"` // the Director's only: a consumer showing a player clears it
}

// NewRulingView is ruling r as RulingView, its explanation and its
// question's advice in language lang ("en", "it", "fr", "pl"); the fields
// marked as a consumer's are left empty.
func NewRulingView(r Ruling, lang string) RulingView {
	v := RulingView{Seq: r.Seq, Event: r.Event + 1, Kind: string(r.Kind), Law: r.Law.String(), Trick: r.Trick,
		Chosen: r.Chosen.String(), Rectification: string(r.Rectification), Transfer: r.Transfer, Explanation: r.Explain(lang)}
	if r.Event < 0 {
		v.Event = 0
	}
	if r.Question != nil {
		q := NewQuestionView(*r.Question, lang)
		v.Question = &q
	}
	if o, ok := r.Offender.Get(); ok {
		v.Offender = o.String()
	}
	if r.Card != 0 {
		v.Card = r.Card.String()
	}
	for _, o := range r.Options {
		v.Options = append(v.Options, o.String())
	}
	if len(r.Options) > 0 {
		v.Chooser = r.Chooser.String()
	}
	if r.Transfer > 0 {
		v.To = r.To.String()
	}
	for _, o := range r.Obligations {
		v.Obligations = append(v.Obligations, o.String())
	}
	return v
}

// NewQuestionView is question q as QuestionView, its advice in language
// lang.
func NewQuestionView(q Question, lang string) QuestionView {
	return QuestionView{ID: q.ID, Law: q.Law.String(), Kind: string(q.Kind), Topic: string(q.Topic), Answers: append([]string{}, q.AnswerTexts()...),
		Answered: q.Answered, Answer: q.Answer, Advice: q.Advice.Text(lang)}
}
