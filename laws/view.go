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

// CallView is the JSON view of an entry of the auction record
// (AuctionCall), the one the CLI's "auction" and the server's "auction"
// give: seat "N", call as the log writes it ("1H", "X", "-" for a skipped
// turn), status ("stands", "withdrawn", "cancelled"... CallStatus), the law
// that gave the status ("Law 29B", "" for a legal call), the side the
// withdrawn call is unauthorised information for, and the obligation that
// bound the call ("must-repeat-call") with the call required ("1H"). Line
// (the CLI's) and EventSeq (the server's) are filled by the consumer;
// both are omitted when 0. Built by NewCallView.
type CallView struct {
	Seat   string `json:"seat"`
	Call   string `json:"call"`
	Status string `json:"status"`
	Law    string `json:"law,omitempty"`
	// Line is the table-log line of the call (the CLI fills it), 0 when
	// unknown.
	Line  int    `json:"line,omitempty"`
	UIFor string `json:"unauthorised_for,omitempty"` // "NS", "EW"
	// EventSeq is the stored sequence number of the event that made the
	// call (the server fills it), 0 when unknown.
	EventSeq int    `json:"event_seq,omitempty"`
	Obliged  string `json:"obliged,omitempty"`  // an ObligationKind
	Required string `json:"required,omitempty"` // the call MustRepeatCall requires
}

// NewCallView is auction entry c as CallView, Line and EventSeq left 0.
func NewCallView(c AuctionCall) CallView {
	v := CallView{Seat: c.Seat.String(), Call: c.Text(), Status: c.Status.String(), Obliged: string(c.Obliged)}
	if !c.Law.IsZero() {
		v.Law = c.Law.String()
	}
	if c.UI {
		v.UIFor = c.UISide.String()
	}
	if c.Obliged == MustRepeatCall {
		v.Required = c.Required.String()
	}
	return v
}

// TrickView is the JSON view of a trick that both consumers share: its
// number (1-13), its leader and its winner (seats, "" when not known, as
// for a trick in progress). Each consumer adds its own "cards": the CLI a
// list of PlayedCard in the order played (docs/director.md), the server a
// map by seat (docs/server.md); the two documented shapes differ. Built
// by NewTrickView.
type TrickView struct {
	Number int    `json:"number"`
	Leader string `json:"leader,omitempty"`
	Winner string `json:"winner,omitempty"`
}

// PlayedCard is a card of a trick with the seat that played it: "N",
// "HT".
type PlayedCard struct {
	Seat string `json:"seat"`
	Card string `json:"card"`
}

// NewTrickView is completed trick t as TrickView.
func NewTrickView(t TrickResult) TrickView {
	return TrickView{Number: t.Number, Leader: t.Leader.String(), Winner: t.Winner.String()}
}

// PlayedCards is the cards of completed trick t in the order played, from
// the leader: four PlayedCard, three while the trick is defective (a player
// contributed no card, Law 67, until the Director rectifies it).
func PlayedCards(t TrickResult) []PlayedCard {
	out := make([]PlayedCard, 0, 4)
	for i := range 4 {
		s := t.Leader.Add(i)
		if t.Cards[s] == 0 {
			continue
		}
		out = append(out, PlayedCard{Seat: s.String(), Card: t.Cards[s].String()})
	}
	return out
}

// AdjustmentView is the JSON view of a Law 64 ruling on a revoke
// (Adjustment): the law ("Law 64A2"), the offender (a seat), the trick of
// the revoke (1-13), the tricks transferred (0-2) and the side they go to,
// the numbers of the tricks transferred (ascending, [] when none) and the
// reason in the language asked for ("" when none). LawText, the law in
// the reader's language, is the server's to fill (omitted when empty).
// Built by NewAdjustmentView.
type AdjustmentView struct {
	Law      string `json:"law"`
	LawText  string `json:"law_text,omitempty"`
	Offender string `json:"offender"`
	Trick    int    `json:"trick"`
	Transfer int    `json:"transfer"`
	To       string `json:"to"`
	Tricks   []int  `json:"tricks"`
	Reason   string `json:"reason,omitempty"`
}

// NewAdjustmentView is adjustment a as AdjustmentView, its reason in
// language lang ("en", "it", "fr", "pl"); LawText is left empty.
func NewAdjustmentView(a Adjustment, lang string) AdjustmentView {
	return AdjustmentView{Law: a.Law.String(), Offender: a.Revoke.Offender.String(), Trick: a.Revoke.Trick,
		Transfer: a.Transfer, To: a.To.String(), Tricks: append([]int{}, a.Tricks...), Reason: a.Why.Text(lang)}
}

// ObligationView is the JSON view of an obligation pending now
// (Obligation), the server's "pending": the seat, the kind
// ("major-penalty-card", "forbid-lead"...), the card or suit it names
// ("HT", "H"; "" when none), the trick it applies to (0 when any), the
// law ("" when none) and the obligation as the log's words write it
// ("E major-penalty-card HT"). The CLI's "pending" is documented as a list
// of those texts (Text) and stays so. Built by NewObligationView.
type ObligationView struct {
	Seat  string `json:"seat"`
	Kind  string `json:"kind"`
	Card  string `json:"card,omitempty"`
	Suit  string `json:"suit,omitempty"`
	Trick int    `json:"trick,omitempty"`
	Law   string `json:"law,omitempty"`
	Text  string `json:"text"`
}

// NewObligationView is obligation o as ObligationView.
func NewObligationView(o Obligation) ObligationView {
	v := ObligationView{Seat: o.Seat.String(), Kind: string(o.Kind), Trick: o.Trick, Text: o.String()}
	if o.Card != 0 {
		v.Card = o.Card.String()
	}
	switch o.Kind {
	case RequireLead, ForbidLead, PlaySuit, AvoidSuit, CorrectRevoke:
		v.Suit = o.Suit.String()
	}
	if !o.Law.IsZero() {
		v.Law = o.Law.String()
	}
	return v
}

// ObligationRecordView is the JSON view of how an obligation ended
// (ObligationRecord), the CLI's "obligations": the obligation as the log's
// words write it, its law, the ruling that created it (its Seq, 0 when
// none), how it ended ("fulfilled", "cancelled"...; "" while pending),
// the table-log line of the event that ended it (the CLI fills it, 0 when
// unknown) and the detail in the language asked for. The server does not
// give it. Built by NewObligationRecordView.
type ObligationRecordView struct {
	Obligation string `json:"obligation"`
	Law        string `json:"law"`
	Ruling     int    `json:"ruling"`
	End        string `json:"end,omitempty"`
	Line       int    `json:"line,omitempty"`
	Detail     string `json:"detail,omitempty"`
}

// NewObligationRecordView is record o as ObligationRecordView, its detail
// in language lang; Line is left 0.
func NewObligationRecordView(o ObligationRecord, lang string) ObligationRecordView {
	return ObligationRecordView{Obligation: o.Obligation.String(), Law: o.Law.String(), Ruling: o.Ruling, End: string(o.End), Detail: o.Detail.Text(lang)}
}

// ResultView is the JSON view of a board's result so far (Result), the
// server's "result": whether play ended, the tricks of declarer's side as
// played and after Law 64 or as assigned (0-13), whether they were
// assigned (a claim or concession settled them), whether the board is
// scored and its score for North-South in points, and the Law 64
// adjustments (never nil; omitted when empty). The CLI gives the same
// values at the top level of its object under the same keys, each only
// when it applies (docs/director.md). Built by NewResultView.
type ResultView struct {
	Ended          bool             `json:"ended"`
	TableTricks    int              `json:"table_tricks"`
	DeclarerTricks int              `json:"declarer_tricks"`
	Assigned       bool             `json:"assigned,omitempty"`
	Scored         bool             `json:"scored"`
	ScoreNS        int              `json:"score_ns"`
	Adjustments    []AdjustmentView `json:"adjustments,omitempty"`
	// Adjusted is the Director's adjusted score (Law 12C), which replaces
	// the table result; omitted when the table result stands.
	Adjusted *AdjustedView `json:"adjusted,omitempty"`
	// Penalties are the Director's procedural penalties (Law 90); omitted
	// when none.
	Penalties []PenaltyView `json:"penalties,omitempty"`
}

// AdjustedView is the JSON view of the Director's adjusted score
// (AdjustedScore): its form ("assigned", "weighted", "split",
// "artificial"), its law ("Law 12C1(c)"), each side's award as the log
// writes it ("4S S 10", "60% 4S S 11 40% 4S S 9", "A+") and as it is
// scored ("60% +450, 40% -50", points from North-South's view; "A+"), and
// the seq of its ruling. Built by NewAdjustedView.
type AdjustedView struct {
	Form     string `json:"form"`
	Law      string `json:"law"`
	NS       string `json:"ns"`
	EW       string `json:"ew"`
	NSScore  string `json:"ns_score"`
	EWScore  string `json:"ew_score"`
	Ruling   int    `json:"ruling"`
	Replaces bool   `json:"replaces_table_result"`
}

// NewAdjustedView is adjusted score a as AdjustedView.
func NewAdjustedView(a AdjustedScore) AdjustedView {
	return AdjustedView{Form: string(a.Form), Law: a.Law.String(), NS: a.NS.text(), EW: a.EW.text(),
		NSScore: a.AwardNS.Label(), EWScore: a.AwardEW.Label(), Ruling: a.Ruling, Replaces: true}
}

// PenaltyView is the JSON view of a procedural penalty
// (ProceduralPenalty): the side ("EW"), the amount as the log writes it
// ("25%", "3imp"), the law ("Law 90") and the law of the infraction
// ("Law 74B1", omitted when not given). Built by NewPenaltyView.
type PenaltyView struct {
	Side       string `json:"side"`
	Amount     string `json:"amount"`
	Law        string `json:"law"`
	Infraction string `json:"infraction,omitempty"`
}

// NewPenaltyView is penalty p as PenaltyView.
func NewPenaltyView(p ProceduralPenalty) PenaltyView {
	v := PenaltyView{Side: p.Side.String(), Amount: p.Penalty.Mark(), Law: p.Law.String()}
	if !p.Infraction.IsZero() {
		v.Infraction = p.Infraction.String()
	}
	return v
}

// NewResultView is result res as ResultView, the adjustments' reasons in
// language lang.
func NewResultView(res Result, lang string) ResultView {
	v := ResultView{Ended: res.Ended, TableTricks: res.TableTricks, DeclarerTricks: res.DeclarerTricks, Assigned: res.Assigned,
		Scored: res.Scored, ScoreNS: res.ScoreNS, Adjustments: []AdjustmentView{}}
	for _, a := range res.Adjustments {
		v.Adjustments = append(v.Adjustments, NewAdjustmentView(a, lang))
	}
	if res.Adjusted != nil {
		a := NewAdjustedView(*res.Adjusted)
		v.Adjusted = &a
	}
	for _, p := range res.Penalties {
		v.Penalties = append(v.Penalties, NewPenaltyView(p))
	}
	return v
}
