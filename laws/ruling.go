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

// The kinds of ruling, grouped by law.
const (
	// Auction period (Laws 16C, 17-39): what each irregular call raises,
	// and the rectification that follows each option and each answer.
	KindCallOutOfRotation    Kind = "call-out-of-rotation"       // Law 29: LHO may accept (29A) or not (29B)
	KindDeemedPass           Kind = "deemed-pass"                // Law 28A: RHO obliged to pass is deemed to have passed
	KindSuperseded           Kind = "call-superseded"            // Law 28B: the player in turn called first
	KindOORAccepted          Kind = "oor-accepted"               // Law 29A
	KindOORCancelled         Kind = "oor-cancelled"              // Law 29B
	KindOORPassRHO           Kind = "pass-out-of-rotation-rho"   // Law 30A
	KindOORPass              Kind = "pass-out-of-rotation"       // Law 30B1: at partner's turn, or LHO's before calling
	KindOORBidRHO            Kind = "bid-out-of-rotation-rho"    // Law 31A
	KindOORBid               Kind = "bid-out-of-rotation"        // Law 31B
	KindOORDoubleRHO         Kind = "double-out-of-rotation-rho" // Law 32A
	KindOORDouble            Kind = "double-out-of-rotation"     // Law 32B
	KindRepeatCall           Kind = "repeat-call"                // Law 31A1, 32A1: RHO passed, the offender repeats
	KindRepeatBroken         Kind = "repeat-broken"              // Law 31A1: a call other than the one to repeat
	KindReplacement          Kind = "replacement-call"           // Law 23A: is the replacement comparable?
	KindComparable           Kind = "comparable"                 // Law 23B: no further rectification
	KindNotComparable        Kind = "not-comparable"             // Law 30B1(b)(ii), 31A2(b), 32A2(b): partner passes once
	KindInsufficientBid      Kind = "insufficient-bid"           // Law 27: LHO may accept (27A1) or not (27B)
	KindInsufficientAccepted Kind = "insufficient-accepted"      // Law 27A1
	KindInsufficientRefused  Kind = "insufficient-refused"       // Law 27B: the offender replaces it
	KindPrematureReplacement Kind = "premature-replacement"      // Law 27C
	KindInsufficientReplaced Kind = "insufficient-replaced"      // Law 27B1: the Director judges the replacement
	KindInsufficientSame     Kind = "insufficient-b1a"           // Law 27B1(a)
	KindInsufficientCompared Kind = "insufficient-b1b"           // Law 27B1(b)
	KindInsufficientOther    Kind = "insufficient-b2"            // Law 27B2: partner passes throughout
	KindAttemptedDouble      Kind = "insufficient-b3"            // Law 27B3, 27B4
	KindChangeOfCall         Kind = "change-of-call"             // Law 25 (via 30B2, 31C): was it unintended?
	KindUnintendedChange     Kind = "unintended-change"          // Law 25A1
	KindLHOMayWithdraw       Kind = "lho-may-withdraw"           // Law 25A6, 21B2
	KindIntendedChange       Kind = "intended-change"            // Law 25B: LHO may accept
	KindChangeAccepted       Kind = "change-accepted"            // Law 25B1
	KindChangeCancelled      Kind = "change-cancelled"           // Law 25B2
	KindMisinformation       Kind = "misinformation"             // Law 21B1(a): could it have influenced the call?
	KindMayChangeCall        Kind = "mi-may-change"              // Law 21B1(a)
	KindCallChanged          Kind = "mi-call-changed"            // Law 21B1(a)
	KindMITooLate            Kind = "mi-too-late"                // Law 21B3
	KindInadmissibleDouble   Kind = "inadmissible-double"        // Law 36 (32 when out of rotation)
	KindInadmissible36A      Kind = "inadmissible-36a"           // Law 36A
	KindInadmissible36B      Kind = "inadmissible-36b"           // Law 36B
	KindInadmissible36C      Kind = "inadmissible-36c"           // Law 36C
	KindPassObligation       Kind = "pass-obligation"            // Law 37: a call by a player obliged to pass
	KindObligation37A        Kind = "obligation-37a"             // Law 37A
	KindObligation37B        Kind = "obligation-37b"             // Law 37B
	KindBidAboveSeven        Kind = "bid-above-seven"            // Law 38A
	KindAboveSevenCancelled  Kind = "above-seven-cancelled"      // Law 38B-D
	KindCallAfterFinalPass   Kind = "call-after-final-pass"      // Law 39A-B
	KindDefenderCallAfterEnd Kind = "defender-call-after-end"    // Law 39C: a bid, double or redouble by a defender
	KindSimultaneous         Kind = "simultaneous-calls"         // Law 33
	KindTurnRestored         Kind = "turn-restored"              // Law 17D3, 34
	KindUnauthorised         Kind = "unauthorised-information"   // Law 16C
	KindLeadRestrictionCheck Kind = "lead-restriction-check"     // Law 26: comparable? which suits did he specify?
	KindLeadRight            Kind = "lead-prohibition-right"     // Law 26B: the right arises
	KindLeadProhibition      Kind = "lead-prohibition"           // Law 26B: declarer may prohibit one suit
	KindNoLeadRestriction    Kind = "no-lead-restriction"        // Law 26A, 26B: no right, or none left
	KindDamageCheck          Kind = "damage-check"               // Law 23C, 27D, 21B3
	KindAwarenessCheck       Kind = "awareness-check"            // Law 72C: a forced pass or a lead restriction may have helped the offenders
	KindCardExposedAuction   Kind = "card-exposed-auction"       // Law 24
	KindAuctionCardsBack     Kind = "auction-cards-back"         // Law 24D: declarer's or dummy's cards picked up
	KindAuctionCardsPenalty  Kind = "auction-cards-penalty"      // Law 24E: a defender's cards become penalty cards
	KindPassedOut            Kind = "passed-out"                 // Law 22B

	// Exposed cards and penalty cards (Laws 48-52).
	KindDeclarerExposed      Kind = "declarer-exposed"        // Law 48A
	KindPenaltyCard          Kind = "penalty-card"            // Law 49, 50B
	KindPenaltyLeadOptions   Kind = "penalty-lead-options"    // Law 50D2, 51B
	KindPrematureLeadWait    Kind = "premature-lead-wait"     // Law 50D2: partner led before declarer chose
	KindPenaltyCardNotPlayed Kind = "penalty-card-not-played" // Law 52

	// Leads and plays out of turn (Laws 53-60).
	KindOpeningLeadOutOfTurn  Kind = "opening-lead-out-of-turn"   // Law 54
	KindMustAcceptLead        Kind = "must-accept-lead"           // Law 54C
	KindMustBecomeDummy       Kind = "must-become-dummy"          // Law 54A: declarer spread a card
	KindLeadByDeclarerSide    Kind = "lead-by-declarer-side"      // Law 54E, 24
	KindDefenderLeadOutOfTurn Kind = "defender-lead-out-of-turn"  // Law 53, 56
	KindDeclarerLeadOutOfTurn Kind = "declarer-lead-out-of-turn"  // Law 55
	KindLeadAccepted          Kind = "lead-accepted"              // Law 53A, 54B; 53C: the defender on the right of the hand that led plays to it
	KindDummySwapped          Kind = "declarer-dummy-swapped"     // Law 54A: a hand record shows dummy's partner playing declarer's contract (PBN "^X")
	KindPrematurePlay         Kind = "premature-play"             // Law 57A
	KindPrematureNoRect       Kind = "premature-no-rectification" // Law 57C1
	KindDeclarerPremature     Kind = "declarer-premature"         // Law 57C3
	KindPlayAtRHOTurn         Kind = "play-at-rho-turn"           // Law 57D
	KindFifthCard             Kind = "fifth-card"                 // Law 45E
	KindTwoCards              Kind = "two-cards"                  // Law 58B
	KindCannotComply          Kind = "cannot-comply"              // Law 59
	KindForfeited             Kind = "rectification-forfeited"    // Law 60A1: a play accepts a lead out of turn (53A, 54B) or a card played for a penalty card (52B1)
	KindRestrictionBroken     Kind = "restriction-broken"         // Law 61A: a required card or suit not played

	// Revokes (Laws 61-64, 43B2b).
	KindRevoke            Kind = "revoke"             // Law 61A
	KindRevokeInquiry     Kind = "revoke-inquiry"     // Law 61B
	KindImproperInquiry   Kind = "improper-inquiry"   // Law 61B2, 61B3
	KindDummyInquiry      Kind = "dummy-inquiry"      // Law 43B2b
	KindRevokeCorrected   Kind = "revoke-corrected"   // Law 62A, 62B
	KindRevokeWithdrawal  Kind = "revoke-withdrawal"  // Law 62C1, 62C2
	KindBothRevoked       Kind = "both-revoked"       // Law 62C3
	KindRevokeTrick12     Kind = "revoke-trick-12"    // Law 62D
	KindRevokeEstablished Kind = "revoke-established" // Law 63A
	KindRevokeTransfer    Kind = "revoke-transfer"    // Law 64A1, 64A2
	KindRevokeNoTransfer  Kind = "revoke-no-transfer" // Law 64B
	KindRevokeEquity      Kind = "revoke-equity"      // Law 64C

	// Claims and concessions (Laws 68-71).
	KindClaim               Kind = "claim"                // Law 68
	KindConcessionVoid      Kind = "concession-void"      // Law 68B2
	KindClaimAgreed         Kind = "claim-agreed"         // Law 69A
	KindClaimContested      Kind = "claim-contested"      // Law 70
	KindAgreementWithdrawn  Kind = "agreement-withdrawn"  // Law 69B
	KindConcessionCancelled Kind = "concession-cancelled" // Law 71

	// The Director and the procedure.
	KindChoice         Kind = "choice"          // Law 10C: an option chosen
	KindAnswer         Kind = "answer"          // the Director answered a question
	KindDummyAttention Kind = "dummy-attention" // Law 43A1
	KindDummyBreach    Kind = "dummy-breach"    // Law 43A2, 43B1
	KindDummyWarning   Kind = "dummy-warning"   // Law 43B2a
	KindUnexpected     Kind = "unexpected"      // an event that fits no moment (ignored)
	KindPlayEnded      Kind = "play-ended"      // Law 44, 68D: a card after the end of play
	KindAdjustedScore  Kind = "adjusted-score"  // Law 12C1: the Director assigned a result
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

// kindLaws is the default law of each kind.
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
	KindChangeOfCall: bridge.Law(25, ""), KindUnintendedChange: bridge.Law(25, "A1"), KindLHOMayWithdraw: bridge.Law(25, "A6"),
	KindIntendedChange: bridge.Law(25, "B"), KindChangeAccepted: bridge.Law(25, "B1"), KindChangeCancelled: bridge.Law(25, "B2"),
	KindMisinformation: bridge.Law(21, "B1(a)"), KindMayChangeCall: bridge.Law(21, "B1(a)"), KindCallChanged: bridge.Law(21, "B1(a)"),
	KindMITooLate: bridge.Law(21, "B3"), KindInadmissibleDouble: bridge.Law(36, ""), KindInadmissible36A: bridge.Law(36, "A"),
	KindInadmissible36B: bridge.Law(36, "B"), KindInadmissible36C: bridge.Law(36, "C"), KindPassObligation: bridge.Law(37, ""),
	KindObligation37A: bridge.Law(37, "A"), KindObligation37B: bridge.Law(37, "B"), KindBidAboveSeven: bridge.Law(38, "A"),
	KindAboveSevenCancelled: bridge.Law(38, "B"), KindCallAfterFinalPass: bridge.Law(39, "B"), KindDefenderCallAfterEnd: bridge.Law(39, "C"), KindSimultaneous: bridge.Law(33, ""),
	KindTurnRestored: bridge.Law(17, "D3"), KindUnauthorised: bridge.Law(16, "C"), KindLeadRestrictionCheck: bridge.Law(26, ""),
	KindLeadProhibition: bridge.Law(26, "B"), KindLeadRight: bridge.Law(26, "B"), KindNoLeadRestriction: bridge.Law(26, "A"), KindDamageCheck: bridge.Law(23, "C"), KindAwarenessCheck: bridge.Law(72, "C"),
	KindCardExposedAuction: bridge.Law(24, ""), KindAuctionCardsBack: bridge.Law(24, "D"),
	KindAuctionCardsPenalty: bridge.Law(24, "E"), KindPassedOut: bridge.Law(22, "B"),
	KindDeclarerExposed: bridge.Law(48, "A"), KindPenaltyCard: bridge.Law(50, "B"),
	KindPenaltyLeadOptions: bridge.Law(50, "D2"), KindPrematureLeadWait: bridge.Law(50, "D2"),
	KindPenaltyCardNotPlayed: bridge.Law(52, ""),
	KindOpeningLeadOutOfTurn: bridge.Law(54, ""), KindMustAcceptLead: bridge.Law(54, "C"),
	KindMustBecomeDummy: bridge.Law(54, "A"), KindLeadByDeclarerSide: bridge.Law(54, "E"),
	KindDefenderLeadOutOfTurn: bridge.Law(56, ""), KindDeclarerLeadOutOfTurn: bridge.Law(55, "A"),
	KindLeadAccepted: bridge.Law(53, "A"), KindDummySwapped: bridge.Law(54, "A"), KindPrematurePlay: bridge.Law(57, "A"),
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
	KindClaim: bridge.Law(68, ""), KindConcessionVoid: bridge.Law(68, "B2"),
	KindClaimAgreed: bridge.Law(69, "A"), KindClaimContested: bridge.Law(70, ""),
	KindAgreementWithdrawn: bridge.Law(69, "B"), KindConcessionCancelled: bridge.Law(71, ""),
	KindChoice: bridge.Law(10, "C"), KindAnswer: bridge.Law(81, "C"),
	KindDummyAttention: bridge.Law(43, "A1"), KindDummyBreach: bridge.Law(43, "B1"),
	KindDummyWarning: bridge.Law(43, "B2(a)"),
	KindUnexpected:   {}, KindPlayEnded: bridge.Law(44, ""), KindAdjustedScore: bridge.Law(12, "C1"),
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

// Ruling is the Director's ruling on one event or one moment of the board.
type Ruling struct {
	Seq      int  // 1-based order of the ruling
	Event    int  // index of the event that raised it (0-based); -1 when raised at the end of the log
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
