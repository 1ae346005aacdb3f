package laws

import (
	"sort"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
)

// Kind names an irregularity or a ruling. It keys the message catalog
// (internal/catalog), so every language explains the same kinds.
type Kind string

// The kinds of ruling that are no one law's: shared by several laws of
// the auction (23, 16C, 17D3, 72C), the procedure, and the hand record's
// findings. The kinds of one law (or group of laws) are in its file, with
// their laws (addKindLaws); each kind's law is in kindLaws (Kind.Law).
const (
	// The auction period: shared by Laws 26, 27, 30-32 (23: comparable
	// calls; 16C: unauthorised information; 72C: awareness), Law 17D3, and
	// the auction's end (22B).
	KindReplacement    Kind = "replacement-call"         // a replacement call: is it comparable to the call withdrawn?
	KindComparable     Kind = "comparable"               // the replacement is comparable: no further rectification
	KindTurnRestored   Kind = "turn-restored"            // a player lost his turn to a call out of rotation: the auction returns to him
	KindUnauthorised   Kind = "unauthorised-information" // information from a withdrawn call or card is unauthorised for the offending side
	KindDamageCheck    Kind = "damage-check"             // was the non-offending side damaged?
	KindAwarenessCheck Kind = "awareness-check"          // a forced pass or a lead restriction may have helped the offenders
	KindPassedOut      Kind = "passed-out"               // the board is passed out

	// The play period: a hand record's finding (54A) and a fifth card to a
	// trick (45E).
	KindDummySwapped Kind = "declarer-dummy-swapped" // a hand record shows dummy's partner playing declarer's contract (PBN "^X")
	KindFifthCard    Kind = "fifth-card"             // a fifth card played to a trick

	// The Director and the procedure.
	KindChoice         Kind = "choice"          // a player chose among the options offered
	KindAnswer         Kind = "answer"          // the Director answered a question
	KindDummyAttention Kind = "dummy-attention" // dummy drew attention to an irregularity
	KindUnexpected     Kind = "unexpected"      // an event that fits no moment (ignored)
	KindPlayEnded      Kind = "play-ended"      // a card played after the end of play
	KindAdjustedScore  Kind = "adjusted-score"  // the Director assigned a result
)

// Kinds lists every Kind, for the catalog test and for translators.
func Kinds() []Kind {
	out := make([]Kind, 0, len(kindLaws))
	for k := range kindLaws {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// Law is the law of kind k: the one a ruling of this kind cites unless it
// names a more precise section (Law 55B1 for KindDeclarerLeadOutOfTurn);
// the zero LawRef for KindUnexpected and for an unknown kind.
func (k Kind) Law() bridge.LawRef { return kindLaws[k] }

// kindLaws is the law of each kind, written once: here, or in the file of
// a law that adds its own kinds (addKindLaws, as cards.go does); the
// constants say what each kind is. Every Kind constant has an entry
// (TestKindLawWrittenOnce).
var kindLaws = map[Kind]bridge.LawRef{
	KindReplacement: bridge.Law(23, "A"), KindComparable: bridge.Law(23, "B"), KindDamageCheck: bridge.Law(23, "C"),
	KindTurnRestored: bridge.Law(17, "D3"), KindUnauthorised: bridge.Law(16, "C"),
	KindAwarenessCheck: bridge.Law(72, "C"), KindPassedOut: bridge.Law(22, "B"),
	KindDummySwapped: bridge.Law(54, "A"), KindFifthCard: bridge.Law(45, "E"),
	KindChoice: bridge.Law(10, "C"), KindAnswer: bridge.Law(81, "C"),
	KindDummyAttention: bridge.Law(43, "A1"),
	KindUnexpected:     {}, KindPlayEnded: bridge.Law(44, ""), KindAdjustedScore: bridge.Law(12, "C1"),
}

// addKindLaws adds the laws of the kinds a law's file defines, at
// initialisation; a kind given twice is a programming error.
func addKindLaws(m map[Kind]bridge.LawRef) {
	for k, law := range m {
		if _, dup := kindLaws[k]; dup {
			panic("laws: kind " + string(k) + " given twice")
		}
		kindLaws[k] = law
	}
}

// ObligationKind is the kind of a pending obligation.
type ObligationKind string

// The obligations a rectification can leave pending.
const (
	// MajorPenaltyCard: Card must be played at the first legal opportunity
	// (Law 50D1).
	MajorPenaltyCard ObligationKind = "major-penalty-card"
	// MinorPenaltyCard: no other card of its suit below an honour before
	// it (Law 50C).
	MinorPenaltyCard ObligationKind = "minor-penalty-card"
	// RequireLead: Seat must lead Suit at his next lead if able (Law 50D2,
	// 54D, 59).
	RequireLead ObligationKind = "require-lead"
	// ForbidLead: Seat may not lead Suit while he keeps the lead (Law 50D2,
	// 26B).
	ForbidLead ObligationKind = "forbid-lead"
	// PlayHighest, PlayLowest: Seat plays his highest or lowest card of the
	// suit led to Trick (Law 57A).
	PlayHighest ObligationKind = "play-highest"
	PlayLowest  ObligationKind = "play-lowest"
	// PlaySuit, AvoidSuit: Seat plays (or does not play) a card of Suit to
	// Trick when void in the suit led (Law 57A).
	PlaySuit  ObligationKind = "play-suit"
	AvoidSuit ObligationKind = "avoid-suit"
	// MustPassNextTurn: Seat must pass at his next turn to call (Laws 24B,
	// 24C, 30A, 30B1(b)(ii), 31A2(b), 31B, 32A2(b), 32B). A call other than
	// pass is an irregularity (Law 37).
	MustPassNextTurn ObligationKind = "pass-next-turn"
	// MustPassThroughout: Seat must pass at every turn for the rest of the
	// auction (Laws 27B2-B4, 36B2, 37B3, 38C); Law 37 as above.
	MustPassThroughout ObligationKind = "pass-throughout"
	// MustRepeatCall: Seat must repeat Call at his next turn (Laws 31A1,
	// 32A1, after his right-hand opponent passed).
	MustRepeatCall ObligationKind = "repeat-call"
	// LeadProhibition: at Seat's first turn to lead, declarer may prohibit
	// the lead of one suit his partner did not specify in the legal auction
	// (Law 26B as amended in June 2017: prohibit only), for as long as
	// Seat keeps the lead.
	LeadProhibition ObligationKind = "lead-prohibition"
	// CorrectRevoke: Seat must replace the withdrawn revoke card with a
	// legal card to Trick (Law 62A).
	CorrectRevoke ObligationKind = "correct-revoke"
	// AwaitChoice: nobody acts until Seat has chosen (Law 9B, 50D2).
	AwaitChoice ObligationKind = "await-choice"
)

// Rectification says in one word what a ruling applied to a card or to the
// result: the word of the JSON output ("major-penalty-card").
type Rectification string

// The rectifications.
const (
	// RectMajorPenaltyCard, RectMinorPenaltyCard: the card becomes a major
	// or minor penalty card (Laws 24E, 49, 50, 52B2, 56, 57D, 58B2, 62B1).
	RectMajorPenaltyCard Rectification = "major-penalty-card"
	RectMinorPenaltyCard Rectification = "minor-penalty-card"
	// RectCardBack: the card goes back to the hand without penalty (Laws
	// 45E, 62B2: declarer or dummy).
	RectCardBack Rectification = "card-back"
	// RectReplaced: the revoke card, already a penalty card, is replaced
	// and stays one (Law 62B1).
	RectReplaced Rectification = "replaced"
	// RectPlayed: the card stands as played (Law 57D1).
	RectPlayed Rectification = "played"
	// RectTransfer: tricks are transferred at the end of play (Law 64A).
	RectTransfer Rectification = "transfer"
	// RectNone: no rectification (Laws 48A, 58B, 64B).
	RectNone Rectification = "none"
)

// Obligation is a duty the rectification leaves on a player.
type Obligation struct {
	Kind  ObligationKind
	Seat  bridge.Seat
	Card  bridge.Card // penalty cards
	Suit  bridge.Suit // lead and play restrictions
	Trick int         // the trick it applies to, 1-13; 0 for "the next"
	Call  bridge.Call // MustRepeatCall: the call to repeat
	Law   bridge.LawRef
}

// String prints the obligation in English for logs and tests.
func (o Obligation) String() string {
	s := o.Seat.String() + " " + string(o.Kind)
	switch o.Kind {
	case MajorPenaltyCard, MinorPenaltyCard:
		s += " " + o.Card.String()
	case RequireLead, ForbidLead, PlaySuit, AvoidSuit:
		s += " " + o.Suit.String()
	case MustRepeatCall:
		s += " " + o.Call.String()
	}
	if o.Trick > 0 {
		s += " trick " + strconv.Itoa(o.Trick)
	}
	return s
}

// Question is a judgment the Laws leave to the Director. The engine never
// guesses: it waits for an EvAnswer naming the question (by ID, or by its
// law's code such as "64C"). Answers lists the forms accepted: "yes",
// "no", "tricks N" (declarer's total tricks 0-13 on the board, an
// assigned result), "score N" (points for North-South), "suits ..." (the
// suits a player specified, Law 26B, or "suits none").
type Question struct {
	ID   string // "Q1", "Q2", ... in the order raised
	Law  bridge.LawRef
	Kind Kind // the ruling kind that raised it
	// Topic names what is judged, and the log may repeat it in the answer
	// ("director answer Q3 comparable yes"): one of the Topic constants,
	// "" for the questions of the play (64C, 69B, 70, 71).
	Topic    Topic
	Answers  []AnswerForm
	Answered bool
	Answer   string // the answer given, as written: "yes", "tricks 10"
	// Advice is what the engine or an Advisor adds for the Director (the
	// suits the offender's bids named, a double-dummy count); nil when
	// none.
	Advice Detail
}

// Topic names what a Director's question judges, as the table log writes
// it in an answer ("director answer Q3 comparable yes"); "" for the
// questions of the play (64C, 69B, 70, 71).
type Topic string

// The topics of the Director's questions in the auction.
const (
	TopicArtificial Topic = "artificial"        // Law 30C: was the pass out of rotation artificial (or of partner's artificial call)?
	TopicComparable Topic = "comparable"        // Law 23A: is the replacement comparable to the withdrawn call?
	TopicSame       Topic = "same-denomination" // Law 27B1(a): lowest sufficient bid specifying the same denomination(s)?
	TopicUnintended Topic = "unintended"        // Law 25A: was the first call unintended?
	TopicInfluenced Topic = "influenced"        // Law 21B1(a): could the misinformation well have influenced the call?
	TopicSuits      Topic = "suits"             // Law 26B: which suits did the offender specify in the legal auction?
	TopicDamage     Topic = "damage"            // Law 23C, 27D, 21B3: was the non-offending side damaged?
	TopicPlayed     Topic = "played-before"     // Law 15B1: has any of the four players played this board before?
	TopicCorrected  Topic = "corrected"         // Law 79C1: was the wrong agreement corrected within the Correction Period?
)

// topics lists the question topics the table log may name in an answer.
var topics = []Topic{TopicArtificial, TopicComparable, TopicSame, TopicUnintended, TopicInfluenced, TopicSuits, TopicDamage, TopicPlayed, TopicCorrected}

// Topics lists the question topics the table log may name in an answer.
func Topics() []Topic { return append([]Topic(nil), topics...) }

// addTopics adds the topics of the questions a law's file asks, at
// initialisation; a topic given twice is a programming error.
func addTopics(ts ...Topic) {
	for _, t := range ts {
		for _, u := range topics {
			if u == t {
				panic("laws: topic " + string(t) + " given twice")
			}
		}
		topics = append(topics, t)
	}
}

// AnswerForm is one form of answer a Question accepts, as the table log
// writes it ("director answer Q2 tricks 10"), N standing for a number.
type AnswerForm string

// AnswerTexts is Answers as the log writes them: "yes", "tricks N"; a new
// slice, never nil.
func (q Question) AnswerTexts() []string {
	out := make([]string, len(q.Answers))
	for i, a := range q.Answers {
		out[i] = string(a)
	}
	return out
}

// The forms of the Director's answers.
const (
	AnswerYes     AnswerForm = "yes"
	AnswerNo      AnswerForm = "no"
	AnswerTricks  AnswerForm = "tricks N"      // declarer's total tricks on the board, 0-13: an assigned result
	AnswerScore   AnswerForm = "score N"       // an assigned score, points for North-South
	AnswerSuits   AnswerForm = "suits S H D C" // the suits a player specified (Law 26B), any of the four
	AnswerNoSuits AnswerForm = "suits none"    // he specified none
)

// The Event of a ruling that no event of the log raised.
const (
	// EventEnd: raised at the end of the log (the trick adjustment, Law
	// 64; a hand record's findings).
	EventEnd = -1
	// EventSetup: raised on the board before the first event (the cards
	// in the board, Laws 13-14).
	EventSetup = -2
)

// Ruling is the Director's ruling on one event or one moment of the board.
type Ruling struct {
	Seq      int  // 1-based order of the ruling
	Event    int  // index of the event that raised it (0-based); EventEnd or EventSetup when none did
	Kind     Kind // what happened; keys the message catalog
	Law      bridge.LawRef
	Offender Maybe[bridge.Seat] // the offender, none when the ruling has none
	Trick    int                // the trick concerned, 1-13; 0 when none
	Card     bridge.Card        // the card concerned, 0 when none
	Suit     Maybe[bridge.Suit] // the suit concerned (the suit led for a revoke), none when none
	// Options offered, and who chooses: Chooser is a seat, or a side when
	// either member may choose (Law 55A).
	Options []Option
	Chooser Actor
	// Chosen is the option chosen (printed as the log writes it,
	// "forbid-lead H"), or how the choice was settled otherwise (OptChange,
	// OptForfeited, OptCancelled, OptLapsed); the zero Option while pending or when
	// nothing was offered.
	Chosen Option
	// Rectification says in one word what was applied; "" when the kind
	// says all.
	Rectification Rectification
	Obligations   []Obligation
	Transfer      int         // tricks transferred at the end of play (Law 64A), 0-2
	To            bridge.Side // the side receiving Transfer
	Question      *Question   // a judgment the Director must answer, nil when none
	// Detail completes the message: "Law 63A1", "1H in place of 1S"; nil
	// when the kind says all.
	Detail Detail
}

// Explain is the ruling's explanation in language lang ("en", "it", "fr",
// "pl"; another gives English), from the message catalog keyed by the
// ruling's Kind, with its seats, suits, cards, law references and detail
// printed in that language (internal/catalog).
func (r Ruling) Explain(lang string) string {
	args := map[string]string{
		"law":     catalog.Law(lang, r.Law),
		"trick":   strconv.Itoa(r.Trick),
		"detail":  r.Detail.Text(lang),
		"chosen":  r.Chosen.String(),
		"count":   strconv.Itoa(r.Transfer), // the tricks transferred; chooses the plural form
		"to":      catalog.Side(lang, r.To),
		"chooser": r.Chooser.String(),
	}
	if s, ok := r.Chooser.Seat(); ok {
		args["chooser"] = catalog.Seat(lang, s)
	} else if d, ok := r.Chooser.Side(); ok {
		args["chooser"] = catalog.Side(lang, d)
	}
	if o, ok := r.Offender.Get(); ok {
		args["offender"] = catalog.Seat(lang, o)
		args["partner"] = catalog.Seat(lang, o.Partner())
		args["side"] = catalog.Side(lang, o.Side())
	}
	if r.Card != 0 {
		args["card"] = catalog.Card(lang, r.Card)
	}
	if u, ok := r.Suit.Get(); ok {
		args["suit"] = catalog.Suit(lang, u)
	}
	if len(r.Options) > 0 {
		var o []string
		for _, op := range r.Options {
			o = append(o, op.String())
		}
		args["options"] = strings.Join(o, ", ")
	}
	return strings.TrimRight(catalog.Text(lang, string(r.Kind), args), " ") // a message ending with an empty detail
}
