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

// The kinds of ruling, grouped by law. Each kind's law is in kindLaws, the
// one table of them (Kind.Law).
const (
	// Auction period (Laws 16C, 17-39): what each irregular call raises,
	// and the rectification that follows each option and each answer.
	KindCallOutOfRotation    Kind = "call-out-of-rotation"       // a call out of rotation: LHO may accept it or not
	KindDeemedPass           Kind = "deemed-pass"                // RHO, obliged to pass, is deemed to have passed
	KindSuperseded           Kind = "call-superseded"            // the player in turn called before the call out of rotation was dealt with: it is cancelled
	KindOORAccepted          Kind = "oor-accepted"               // the call out of rotation is accepted: the auction goes on from it
	KindOORCancelled         Kind = "oor-cancelled"              // the call out of rotation is cancelled: the auction reverts to the player in turn
	KindOORPassRHO           Kind = "pass-out-of-rotation-rho"   // a pass out of rotation at RHO's turn, cancelled: the offender must pass at his next turn
	KindOORPass              Kind = "pass-out-of-rotation"       // a pass out of rotation at partner's turn, or at LHO's before LHO called
	KindOORBidRHO            Kind = "bid-out-of-rotation-rho"    // a bid out of rotation at RHO's turn
	KindOORBid               Kind = "bid-out-of-rotation"        // a bid out of rotation at partner's turn, or at LHO's before LHO called
	KindOORDoubleRHO         Kind = "double-out-of-rotation-rho" // a double or redouble out of rotation at RHO's turn
	KindOORDouble            Kind = "double-out-of-rotation"     // a double or redouble out of rotation at partner's turn, or at LHO's
	KindRepeatCall           Kind = "repeat-call"                // RHO passed: the offender repeats the call made out of rotation
	KindRepeatBroken         Kind = "repeat-broken"              // the offender made a call other than the one he had to repeat
	KindReplacement          Kind = "replacement-call"           // a replacement call: is it comparable to the call withdrawn?
	KindComparable           Kind = "comparable"                 // the replacement is comparable: no further rectification
	KindNotComparable        Kind = "not-comparable"             // the replacement is not comparable: partner passes once
	KindInsufficientBid      Kind = "insufficient-bid"           // an insufficient bid: LHO may accept it or not
	KindInsufficientAccepted Kind = "insufficient-accepted"      // the insufficient bid is accepted
	KindInsufficientRefused  Kind = "insufficient-refused"       // the insufficient bid is not accepted: the offender replaces it
	KindPrematureReplacement Kind = "premature-replacement"      // the offender replaced the insufficient bid before LHO chose
	KindInsufficientReplaced Kind = "insufficient-replaced"      // the insufficient bid was replaced: the Director judges the replacement
	KindInsufficientSame     Kind = "insufficient-b1a"           // replaced by the lowest sufficient bid in the same denomination(s): no further rectification
	KindInsufficientCompared Kind = "insufficient-b1b"           // replaced by a comparable call: no further rectification
	KindInsufficientOther    Kind = "insufficient-b2"            // replaced by another call: partner passes throughout
	KindAttemptedDouble      Kind = "insufficient-b3"            // replaced by a double or redouble, or by a call of the wrong player
	KindInadmissibleDouble   Kind = "inadmissible-double"        // an inadmissible double or redouble
	KindInadmissible36A      Kind = "inadmissible-36a"           // an inadmissible double or redouble condoned: it is cancelled with the calls after it
	KindInadmissible36B      Kind = "inadmissible-36b"           // an inadmissible double or redouble not condoned: partner passes throughout
	KindInadmissible36C      Kind = "inadmissible-36c"           // an inadmissible double or redouble out of rotation
	KindPassObligation       Kind = "pass-obligation"            // a call other than pass by a player obliged to pass
	KindObligation37A        Kind = "obligation-37a"             // the call breaking the pass obligation is accepted
	KindObligation37B        Kind = "obligation-37b"             // the call breaking the pass obligation is cancelled
	KindBidAboveSeven        Kind = "bid-above-seven"            // a bid above the seven level
	KindAboveSevenCancelled  Kind = "above-seven-cancelled"      // the bid above seven is cancelled with the calls after it
	KindCallAfterFinalPass   Kind = "call-after-final-pass"      // a call after the final pass: cancelled
	KindDefenderCallAfterEnd Kind = "defender-call-after-end"    // a bid, double or redouble by a defender after the final pass
	KindSimultaneous         Kind = "simultaneous-calls"         // two calls made at the same moment: the call of the player in turn counts first
	KindTurnRestored         Kind = "turn-restored"              // a player lost his turn to a call out of rotation: the auction returns to him
	KindUnauthorised         Kind = "unauthorised-information"   // information from a withdrawn call or card is unauthorised for the offending side
	KindLeadRestrictionCheck Kind = "lead-restriction-check"     // does a lead restriction follow: comparable? which suits did he specify?
	KindLeadRight            Kind = "lead-prohibition-right"     // declarer's right to prohibit a lead arises
	KindLeadProhibition      Kind = "lead-prohibition"           // declarer may prohibit one suit at partner's first lead
	KindNoLeadRestriction    Kind = "no-lead-restriction"        // no lead restriction: no right, or none left
	KindDamageCheck          Kind = "damage-check"               // was the non-offending side damaged?
	KindAwarenessCheck       Kind = "awareness-check"            // a forced pass or a lead restriction may have helped the offenders
	KindPassedOut            Kind = "passed-out"                 // the board is passed out

	// Leads and plays out of turn (Laws 53-60).
	KindDummySwapped      Kind = "declarer-dummy-swapped"     // a hand record shows dummy's partner playing declarer's contract (PBN "^X")
	KindPrematurePlay     Kind = "premature-play"             // a defender played before his partner
	KindPrematureNoRect   Kind = "premature-no-rectification" // a premature play with no rectification
	KindDeclarerPremature Kind = "declarer-premature"         // declarer played from dummy or his hand prematurely
	KindPlayAtRHOTurn     Kind = "play-at-rho-turn"           // a defender played at his RHO's turn
	KindFifthCard         Kind = "fifth-card"                 // a fifth card played to a trick
	KindTwoCards          Kind = "two-cards"                  // two or more cards played at once
	KindCannotComply      Kind = "cannot-comply"              // the player cannot comply with a rectification
	KindForfeited         Kind = "rectification-forfeited"    // a play accepts a lead out of turn or a card played for a penalty card: the right to rectification is lost
	KindRestrictionBroken Kind = "restriction-broken"         // a required card or suit not played

	// Revokes (Laws 61-64, 43B2b).
	KindRevoke            Kind = "revoke"             // a revoke
	KindRevokeInquiry     Kind = "revoke-inquiry"     // a player asks whether a player who failed to follow has a card of the suit led
	KindImproperInquiry   Kind = "improper-inquiry"   // an inquiry the Laws do not allow
	KindDummyInquiry      Kind = "dummy-inquiry"      // dummy, after breaching his limitations, asked declarer about a revoke
	KindRevokeCorrected   Kind = "revoke-corrected"   // a revoke corrected before it was established
	KindRevokeWithdrawal  Kind = "revoke-withdrawal"  // cards played after a corrected revoke may be withdrawn
	KindBothRevoked       Kind = "both-revoked"       // both sides revoked on the same trick
	KindRevokeTrick12     Kind = "revoke-trick-12"    // a revoke on trick 12 corrected
	KindRevokeEstablished Kind = "revoke-established" // a revoke is established
	KindRevokeTransfer    Kind = "revoke-transfer"    // tricks transferred for an established revoke
	KindRevokeNoTransfer  Kind = "revoke-no-transfer" // no trick transferred for an established revoke
	KindRevokeEquity      Kind = "revoke-equity"      // the Director restores equity after a revoke

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
	KindCallOutOfRotation: bridge.Law(29, ""), KindDeemedPass: bridge.Law(28, "A"), KindSuperseded: bridge.Law(28, "B"),
	KindOORAccepted: bridge.Law(29, "A"), KindOORCancelled: bridge.Law(29, "B"), KindOORPassRHO: bridge.Law(30, "A"),
	KindOORPass: bridge.Law(30, "B1"), KindOORBidRHO: bridge.Law(31, "A"), KindOORBid: bridge.Law(31, "B"),
	KindOORDoubleRHO: bridge.Law(32, "A"), KindOORDouble: bridge.Law(32, "B"), KindRepeatCall: bridge.Law(31, "A1"),
	KindRepeatBroken: bridge.Law(31, "A1"), KindReplacement: bridge.Law(23, "A"), KindComparable: bridge.Law(23, "B"),
	KindNotComparable: bridge.Law(31, "A2(b)"), KindInsufficientBid: bridge.Law(27, ""),
	KindInsufficientAccepted: bridge.Law(27, "A1"), KindInsufficientRefused: bridge.Law(27, "B"),
	KindPrematureReplacement: bridge.Law(27, "C"), KindInsufficientReplaced: bridge.Law(27, "B1"),
	KindInsufficientSame: bridge.Law(27, "B1(a)"), KindInsufficientCompared: bridge.Law(27, "B1(b)"),
	KindInsufficientOther: bridge.Law(27, "B2"), KindAttemptedDouble: bridge.Law(27, "B3"),
	KindInadmissibleDouble: bridge.Law(36, ""), KindInadmissible36A: bridge.Law(36, "A"),
	KindInadmissible36B: bridge.Law(36, "B"), KindInadmissible36C: bridge.Law(36, "C"), KindPassObligation: bridge.Law(37, ""),
	KindObligation37A: bridge.Law(37, "A"), KindObligation37B: bridge.Law(37, "B"), KindBidAboveSeven: bridge.Law(38, "A"),
	KindAboveSevenCancelled: bridge.Law(38, "B"), KindCallAfterFinalPass: bridge.Law(39, "B"), KindDefenderCallAfterEnd: bridge.Law(39, "C"), KindSimultaneous: bridge.Law(33, ""),
	KindTurnRestored: bridge.Law(17, "D3"), KindUnauthorised: bridge.Law(16, "C"), KindLeadRestrictionCheck: bridge.Law(26, ""),
	KindLeadProhibition: bridge.Law(26, "B"), KindLeadRight: bridge.Law(26, "B"), KindNoLeadRestriction: bridge.Law(26, "A"), KindDamageCheck: bridge.Law(23, "C"), KindAwarenessCheck: bridge.Law(72, "C"),

	KindPassedOut: bridge.Law(22, "B"),

	KindDummySwapped: bridge.Law(54, "A"), KindPrematurePlay: bridge.Law(57, "A"),
	KindPrematureNoRect: bridge.Law(57, "C1"), KindDeclarerPremature: bridge.Law(57, "C3"),
	KindPlayAtRHOTurn: bridge.Law(57, "D"), KindFifthCard: bridge.Law(45, "E"),
	KindTwoCards: bridge.Law(58, "B"), KindCannotComply: bridge.Law(59, ""),
	KindForfeited: bridge.Law(60, "A1"), KindRestrictionBroken: bridge.Law(61, "A"),
	KindRevoke: bridge.Law(61, "A"), KindRevokeInquiry: bridge.Law(61, "B"),
	KindImproperInquiry: bridge.Law(61, "B2"), KindDummyInquiry: bridge.Law(43, "B2(b)"),
	KindRevokeCorrected: bridge.Law(62, "B"), KindRevokeWithdrawal: bridge.Law(62, "C1"),
	KindBothRevoked: bridge.Law(62, "C3"), KindRevokeTrick12: bridge.Law(62, "D"),
	KindRevokeEstablished: bridge.Law(63, "A"), KindRevokeTransfer: bridge.Law(64, "A"),
	KindRevokeNoTransfer: bridge.Law(64, "B"), KindRevokeEquity: bridge.Law(64, "C"),
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
)

// topics lists the question topics the table log may name in an answer.
var topics = []Topic{TopicArtificial, TopicComparable, TopicSame, TopicUnintended, TopicInfluenced, TopicSuits, TopicDamage}

// Topics lists the question topics the table log may name in an answer.
func Topics() []Topic { return append([]Topic(nil), topics...) }

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
	// OptForfeited, OptCancelled); the zero Option while pending or when
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
