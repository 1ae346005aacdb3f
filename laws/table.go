package laws

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"bridgelaw/auction"
	"bridgelaw/bridge"
)

// Errors of Apply and Replay. An irregular action is never an error: it is
// recorded and ruled on. These errors are for events that cannot happen at
// a table (a card the player does not hold) or that name no one.
var (
	// ErrNoDeal: the Setup has no cards at all.
	ErrNoDeal = errors.New("laws: the board has no deal")
	// ErrImpossible: the event cannot physically happen: a card not in the
	// player's hand, an actor who cannot do it, an invalid card or call.
	ErrImpossible = errors.New("laws: impossible event")
)

// ImpossibleError is why an event cannot happen (ErrImpossible, which it
// wraps): Reason, a Detail whose parts are messages of the catalog's
// group "detail", so that a program prints it in any language of the
// catalog (Reason.Text); Error prints it in English.
type ImpossibleError struct {
	Reason Detail
}

// Error prints "laws: impossible event: West does not hold HA".
func (e *ImpossibleError) Error() string { return ErrImpossible.Error() + ": " + e.Reason.String() }

// Unwrap returns ErrImpossible.
func (e *ImpossibleError) Unwrap() error { return ErrImpossible }

// impossible is the error of an event that cannot happen, for the reason
// d (a dt part).
func impossible(d Detail) error { return &ImpossibleError{Reason: d} }

// EventError is an event that Apply rejected; the table is unchanged.
type EventError struct {
	Index int   // the event's index in the log (0-based)
	Line  int   // its line in the table log, 0 when unknown
	Event Event // the event
	Err   error // wraps ErrImpossible, an *ImpossibleError for the reason
}

// Error names the event by its line (or its number) and says why it was
// rejected.
func (e *EventError) Error() string {
	where := "event " + strconv.Itoa(e.Index+1)
	if e.Line > 0 {
		where = "line " + strconv.Itoa(e.Line)
	}
	return where + ": " + e.Err.Error()
}

// Unwrap returns the cause.
func (e *EventError) Unwrap() error { return e.Err }

type phase uint8

const (
	phaseAuction phase = iota
	phasePlay
	phaseClaim
	phaseEnded
)

// penaltyCard is a defender's card on the table (Law 50); it stays in the
// owner's hand set until played.
type penaltyCard struct {
	Seat  bridge.Seat
	Card  bridge.Card
	Major bool
}

type restriction struct {
	kind  ObligationKind
	seat  bridge.Seat
	suits [4]bool
	trick int
	law   bridge.LawRef
}

type revokeKind uint8

const (
	revokeFollow    revokeKind = iota // failed to follow suit (61A)
	revokePenalty                     // failed to play a penalty card (52, 61A)
	revokeRequired                    // failed to play as an opponent's option required (61A)
	revokeDefective                   // deemed to have revoked on a defective trick (67B1)
)

type revokeRec struct {
	Trick int
	Seat  bridge.Seat
	Card  bridge.Card
	Suit  bridge.Suit
	Kind  revokeKind
	Dummy bool
	// Faced: the revoke was also a failure to play a major penalty card
	// faced on the table (Law 64B3).
	Faced           bool
	Established     bool
	EstablishedBy   string
	Corrected       bool
	Corrected62C3   bool
	Corrected62D    bool
	AsIfEstablished bool
	Noticed         bool
	// disclosed: the players have learnt of the revoke (attention drawn,
	// or its offender asked "no spades?"): see Unnoticed.
	disclosed      bool
	AfterNextBoard bool
	AfterRound     bool
	asked          bool
	// equityQ: the index of the Law 64C ruling asked for this revoke, -1
	// when none (voided by a Law 62D correction).
	equityQ int
}

type claimRec struct {
	Claimer   bridge.Seat
	Tricks    int // of the remaining, for the claimer's side
	Remaining int
	Statement string
	Event     int
	Contested bool
	Agreed    bool
	// Faced are the cards the claimer faced with his claim or concession
	// (Laws 68B2, 68C); last is the index of the last event of the claim
	// (the claim, or the facing of cards), for 68B2's objection "at once".
	Faced  []bridge.Card
	last   int
	playOn [2]bool // each side agreed to play on (Law 68D2(b))
}

// Table is one board in recording mode: the state folded from its event
// log, and the rulings made so far. Make one with New; feed it with Apply,
// or build it with Replay.
type Table struct {
	setup Setup
	opts  Options
	adv   Advisor

	events  []Event
	rulings []Ruling
	nq      int

	ph          phase
	auc         *auction.Auction
	folded      []folded   // the entries of calls folded into auc (rebuild)
	watch       *foldWatch // what changed in calls since (rebuild)
	contract    bridge.Contract
	hasContract bool
	passedOut   bool
	opened      bool // the opening lead has been faced and stands

	hands   bridge.Hands
	tricks  []trickRec
	cur     trickRec
	won     bridge.BySide[int]
	penalty []penaltyCard
	exposed []penaltyCard // cards exposed during the auction (Law 24)
	restr   []restriction
	pend    []*pending
	revokes []*revokeRec

	// The auction record and its rectifications (auction.go).
	calls      []*callRec
	irr        *irregular
	repl       bridge.BySeat[*replacement]
	obls       []*oblRec
	asks       []*ask
	rights     []*right26
	specified  map[bridge.Seat][4]bool
	checks     []*damageCheck
	uis        []*uiEpisode   // extraneous information on record (ui.go)
	explained  []*explanation // explanations given (explain.go)
	faceDown   *faceDownLead  // the opening lead face down (facedown.go)
	retract55  int            // the trick whose lead declarer must make again from the right hand (55B2, 60B), 0 when none
	told       toldLead       // an opponent's statement that a player is on lead (47E1)
	endEvent   int            // the event that ended the auction, -1 before
	holdEnd    bool           // the end of the auction is held (refold)
	order      []int          // the log indices in the order folded (Law 33 swaps two)
	swaps      map[int]bool   // the events Law 33 moved before the call they follow
	refoldFrom int            // after a refold: the first event folded again, else -1
	voided     map[int]bool   // the events voided by the Director (void.go), out of every fold

	lead50D2 int // trick number for which declarer's 50D2 choice was made
	// offered51A: the seat and trick for which declarer's Law 51A choice
	// was offered; designated51A: the card he designated.
	offered51A, designated51A designation51A

	claim           *claimRec
	claimDone       bool
	claimWinners    []bridge.Seat
	assignedTricks  int // -1 when none
	assignedScore   bool
	assignedScoreNS int
	adjusted        *adjustRec          // the Director's adjusted score (Law 12C), nil when none
	penalties       []ProceduralPenalty // the Director's procedural penalties (Law 90)
	agreement       agreement79         // the tricks the sides agreed (Law 79)

	nextBoardBy bridge.BySeat[bool]
	roundEnded  bool
	handsBack   bool
	dummyBreach bool
	cur0        int // index of the event being applied
}

// New starts a board from its setup with the given options. The hands are
// required (ErrNoDeal when no hand holds a card): the engine finds revokes
// from them. Hands that are not a deal are ruled on, before the first
// event (Ruling.Event -1): a card in no hand (KindMissingCard, Law 14), a
// card in two hands (KindSurplusCard, Law 13C), hands unevenly split
// (KindIncorrectCardCount, Law 13); the board is then played with the
// hands as they are. adv may be nil. A dealer that is not one of the four
// seats is an error wrapping auction.ErrDealer.
func New(s Setup, opts Options, adv Advisor) (*Table, error) {
	if s.Hands.All() == 0 {
		return nil, ErrNoDeal
	}
	auc, err := auction.New(s.Dealer)
	if err != nil {
		return nil, fmt.Errorf("laws: %w", err)
	}
	t := newTable(s, opts, adv)
	t.auc = auc
	t.ruleOnHands()
	return t, nil
}

// newTable is a table at the start of the board, before any ruling.
func newTable(s Setup, opts Options, adv Advisor) *Table {
	var hands bridge.Hands
	for _, seat := range bridge.Seats() {
		hands[seat] = s.Hands[seat] & bridge.FullDeck
	}
	return &Table{setup: s, opts: opts, adv: adv, hands: hands, assignedTricks: -1, endEvent: -1, watch: &foldWatch{from: math.MaxInt}}
}

// Replay builds a table from setup and applies every event in order. Events
// that cannot happen are skipped; their *EventError values are joined in
// the error returned with the table. The same arguments always give the
// same table.
func Replay(s Setup, events []Event, opts Options, adv Advisor) (*Table, error) {
	t, err := New(s, opts, adv)
	if err != nil {
		return nil, err
	}
	var errs []error
	for _, e := range events {
		if _, err := t.Apply(e); err != nil {
			errs = append(errs, err)
		}
	}
	return t, errors.Join(errs...)
}

// lineOf is e's line in the log, 0 for none.
func lineOf(e Event) int {
	if e == nil {
		return 0
	}
	return e.Header().Line
}

// Apply records event e and returns the rulings it raised (possibly none).
// An impossible event returns an *EventError wrapping ErrImpossible and
// leaves the table unchanged.
func (t *Table) Apply(e Event) ([]Ruling, error) {
	idx := len(t.events)
	if err := t.check(e); err != nil {
		return nil, &EventError{Index: idx, Line: lineOf(e), Event: e, Err: err}
	}
	t.events = append(t.events, e)
	before := len(t.rulings)
	t.refoldFrom = -1
	t.order = append(t.order, idx)
	t.step(e, idx)
	if t.refoldFrom >= 0 {
		// The log was folded again (Law 33, or the auction reopened): the
		// rulings of the events folded again are raised anew.
		var out []Ruling
		for _, r := range t.rulings {
			if r.Event >= t.refoldFrom {
				out = append(out, r)
			}
		}
		return out, nil
	}
	return append([]Ruling(nil), t.rulings[before:]...), nil
}

// step folds event e, at index idx of the log, into the table.
func (t *Table) step(e Event, idx int) {
	t.cur0 = idx
	e.apply(t)
	t.settleAuction()
	t.check36C()
}

// check rejects impossible events.
func (t *Table) check(e Event) error {
	if e == nil {
		return impossible(dt("impossible-no-event"))
	}
	if !e.Header().Actor.Valid() {
		return impossible(dt("impossible-no-actor"))
	}
	return e.check(t)
}

// checkCall rejects a call (verb) by a side or the Director, or one that is
// no call: call, or a bid above seven (level 8 or more, strain).
func (t *Table) checkCall(h Head, verb string, c bridge.Call, level int, strain bridge.Strain) error {
	if _, err := needSeat(h, verb); err != nil {
		return err
	}
	if level == 0 && !c.Valid() {
		return impossible(dt("impossible-not-call"))
	}
	if level != 0 && (level < 8 || !strain.Valid()) {
		return impossible(dt("impossible-not-bid-above-seven"))
	}
	return nil
}

// checkCards rejects cards (verb) that the seat acting does not hold, none,
// one given twice, or one exposed already and exposed again (played: the
// cards are played, which a penalty card may be).
func (t *Table) checkCards(h Head, verb string, cards []bridge.Card, played bool) error {
	seat, err := needSeat(h, verb)
	if err != nil {
		return err
	}
	if len(cards) == 0 {
		return impossible(dt("impossible-no-card"))
	}
	seen := bridge.CardSet(0)
	for _, c := range cards {
		if !c.Valid() {
			return impossible(dt("impossible-not-card"))
		}
		if !t.hands[seat].Has(c) {
			return impossible(dt("impossible-not-held", "seat", seat.String(), "card", c.String()))
		}
		if seen.Has(c) {
			return impossible(dt("impossible-given-twice", "card", c.String()))
		}
		seen = seen.With(c)
		if !played || t.ph == phaseAuction {
			if law, ok := t.exposedAlready(seat, c); ok {
				return impossible(dt("impossible-exposed-again", "seat", seat.String(), "card", c.String(), "law", law.String()))
			}
		}
	}
	return nil
}

// exposedAlready reports whether seat's card c lies exposed on the table
// already: during the auction (Law 24), or as a penalty card (Law 50),
// with that law.
func (t *Table) exposedAlready(seat bridge.Seat, c bridge.Card) (bridge.LawRef, bool) {
	if t.ph == phaseEnded {
		return bridge.LawRef{}, false
	}
	for _, x := range t.exposed {
		if x.Seat == seat && x.Card == c {
			return bridge.Law(24, ""), true
		}
	}
	for _, p := range t.penalty {
		if p.Seat == seat && p.Card == c {
			return bridge.Law(50, ""), true
		}
	}
	return bridge.LawRef{}, false
}

// rule appends a ruling, numbering it and its question, and returns its
// index.
func (t *Table) rule(r Ruling) int {
	r.Seq = len(t.rulings) + 1
	r.Event = t.cur0
	if r.Law.IsZero() {
		r.Law = r.Kind.Law()
	}
	if r.Question != nil {
		t.nq++
		r.Question.ID = "Q" + strconv.Itoa(t.nq)
		if r.Question.Law.IsZero() {
			r.Question.Law = r.Law
		}
		r.Question.Kind = r.Kind
	}
	t.rulings = append(t.rulings, r)
	return len(t.rulings) - 1
}

func (t *Table) unexpected(detail Detail) {
	t.rule(Ruling{Kind: KindUnexpected, Detail: detail})
}

func (t *Table) declarer() bridge.Seat { return t.contract.Declarer }
func (t *Table) dummy() bridge.Seat    { return t.contract.Declarer.Partner() }

// isDefender reports whether s defends the contract (false before it is
// known).
func (t *Table) isDefender(s bridge.Seat) bool {
	return t.hasContract && s.Side() != t.contract.Side()
}

// callText prints a call as the log writes it: call, or a bid above
// seven (level 8 or more, strain).
func callText(call bridge.Call, level int, strain bridge.Strain) string {
	if level > 0 {
		return strconv.Itoa(level) + strain.String()
	}
	return call.String()
}

// equity questions already asked, by revoke: markEquity records that the
// Law 64C ruling i is r's question.
func (r *revokeRec) equityAsked() bool          { return r.asked }
func (t *Table) markEquity(r *revokeRec, i int) { r.asked, r.equityQ = true, i+1 }

// voidEquity: Law 62D1, a revoke on trick 12 corrected before the hands
// are returned to the board is not rectified by Law 64 (the trick is
// replayed): the Law 64C question asked for it at the end of play lapses.
func (t *Table) voidEquity(r *revokeRec) {
	if r.equityQ > 0 {
		if q := t.rulings[r.equityQ-1].Question; q != nil && !q.Answered {
			q.Answered, q.Answer = true, "void: the revoke was corrected (Law 62D1)"
		}
	}
}
