package laws

import (
	"bridgelaw/bridge"
	"bridgelaw/score"
)

// Result is the state of the board as the Director reports it: the
// contract, the tricks as played, the Law 64 adjustments, declarer's final
// tricks (0-13) and the score for North-South, every ruling in order, the
// questions still open and the obligations still pending.
type Result struct {
	Board bridge.Board
	// Vulnerability is the one the board is scored with (Law 2, or the
	// setup's).
	Vulnerability bridge.Vulnerability
	Contract      bridge.Contract
	HasContract   bool
	PassedOut     bool
	// Ended: play is over (thirteen tricks, or a claim or concession
	// settled); adjustments and score are final only then.
	Ended  bool
	Tricks []TrickResult // completed tricks in order
	// TableTricks is declarer's side's tricks as played (and claimed),
	// before any adjustment, 0-13.
	TableTricks int
	Adjustments []Adjustment // Law 64, one per revoke, in trick order
	// DeclarerTricks is declarer's side's final tricks: after the Law 64
	// transfers, or as the Director assigned them (Assigned).
	DeclarerTricks int
	Assigned       bool
	// ScoreNS is the score in points from North-South's view (Law 77, or
	// as the Director assigned it); Scored is false until play has ended.
	ScoreNS     int
	Scored      bool
	Rulings     []Ruling
	Open        []Question
	Obligations []Obligation
	// Auction is the auction record: every call with what became of it
	// (Law 16C keeps the withdrawn and cancelled ones).
	Auction []AuctionCall
	// History is every auction obligation and Law 26B right of the board,
	// with the ruling that created it and how it ended.
	History []ObligationRecord
	// Adjusted is the Director's adjusted score (Law 12C), which replaces
	// the table result, nil when the table result stands. One assigned
	// result for both sides (AdjustAssigned) is also ScoreNS, with
	// Assigned; a weighted, split or artificial one leaves ScoreNS the
	// table's score, and Adjusted applies.
	Adjusted *AdjustedScore
	// Penalties are the procedural penalties the Director gave (Law 90),
	// in order; they are deducted from a side's score by the scoring
	// (package results), not from ScoreNS.
	Penalties []ProceduralPenalty
}

// Winners lists the seat that won each completed trick, then, after a
// settled claim, a seat of the side that got each claimed trick.
func (t *Table) Winners() []bridge.Seat {
	var w []bridge.Seat
	for _, tr := range t.tricks {
		w = append(w, tr.Winner)
	}
	return append(w, t.claimWinners...)
}

// revokeFacts turns the engine's revokes into the facts of Law 64. A revoke
// never noticed in the log is taken as noticed when the log is ruled.
func (t *Table) revokeFacts() []RevokeFacts {
	var out []RevokeFacts
	for _, r := range t.revokes {
		f := RevokeFacts{
			Offender: r.Seat, Trick: r.Trick, Suit: r.Suit, SuitKnown: r.Kind == revokeFollow,
			Established:     r.Established && !r.Corrected, // corrected (62A, or 62D1 on trick 12): not Law 64's
			AsIfEstablished: r.AsIfEstablished,
			FacedCard:       r.Kind == revokePenalty || r.Dummy || r.Faced,
			Corrected62C3:   r.Corrected62C3,
		}
		if r.Noticed {
			f.AfterNextBoard, f.AfterRound = r.AfterNextBoard, r.AfterRound
		} else {
			f.AfterRound = t.roundEnded
			for _, s := range r.Seat.Side().Opponents().Seats() {
				f.AfterNextBoard = f.AfterNextBoard || t.nextBoardBy[s]
			}
		}
		out = append(out, f)
	}
	return out
}

// Result computes the board's result now, with the Director's adjusted
// score and procedural penalties (Adjusted, Penalties). It does not change
// the table.
func (t *Table) Result() Result {
	res := t.tableResult()
	t.apply79(&res)
	t.applyAdjusted(&res)
	return res
}

// tableResult is the board's result as the table's events give it.
func (t *Table) tableResult() Result {
	res := Result{Board: t.setup.Board, Vulnerability: t.setup.Vulnerability, Contract: t.contract, HasContract: t.hasContract, PassedOut: t.passedOut,
		Ended: t.ph == phaseEnded, Rulings: t.Rulings()}
	for _, tr := range t.tricks {
		res.Tricks = append(res.Tricks, TrickResult{Number: tr.Number, Leader: tr.Leader, Cards: tr.Cards, Winner: tr.Winner})
	}
	res.Obligations = t.Obligations()
	res.Auction, res.History = t.Auction(), t.ObligationHistory()
	if t.passedOut {
		res.Scored = true
		res.Open = t.openQuestions()
		return res
	}
	if !t.hasContract {
		res.Open = t.openQuestions()
		return res
	}
	winners := t.Winners()
	for _, w := range winners {
		if w.Side() == t.contract.Side() {
			res.TableTricks++
		}
	}
	res.DeclarerTricks = res.TableTricks
	if res.Ended {
		adj, decl, err := AdjustRevokes(t.contract, winners, t.revokeFacts())
		if err == nil {
			res.Adjustments, res.DeclarerTricks = adj, decl
			seq := len(res.Rulings)
			for _, a := range adj {
				if a.Law.Law == 62 {
					continue
				}
				seq++
				r := Ruling{Seq: seq, Event: EventEnd, Law: a.Law, Offender: Some(a.Revoke.Offender), Trick: a.Revoke.Trick,
					Transfer: a.Transfer, To: a.To, Detail: a.Why, Rectification: RectTransfer}
				if a.Law.Section[0] == 'A' {
					r.Kind = KindRevokeTransfer
				} else {
					r.Kind, r.Rectification = KindRevokeNoTransfer, RectNone
				}
				res.Rulings = append(res.Rulings, r)
			}
		}
		if t.assignedTricks >= 0 {
			res.DeclarerTricks, res.Assigned = t.assignedTricks, true
		}
		if t.assignedScore {
			res.ScoreNS, res.Scored, res.Assigned = t.assignedScoreNS, true, true
		} else if ns, err := score.Score(t.contract, t.setup.Vulnerability, res.DeclarerTricks); err == nil {
			res.ScoreNS, res.Scored = ns, true
		}
	}
	res.Open = t.openQuestions()
	return res
}

// Rulings is a copy of the rulings made so far, in order (without the
// end-of-play rulings that Result adds).
func (t *Table) Rulings() []Ruling {
	out := make([]Ruling, len(t.rulings))
	for i, r := range t.rulings {
		out[i] = r
		if r.Question != nil {
			q := *r.Question
			q.Answers = append([]AnswerForm(nil), q.Answers...)
			out[i].Question = &q
		}
		out[i].Options = append([]Option(nil), r.Options...)
		out[i].Obligations = append([]Obligation(nil), r.Obligations...)
	}
	return out
}

func (t *Table) openQuestions() []Question {
	var out []Question
	for _, r := range t.rulings {
		if r.Question != nil && !r.Question.Answered {
			out = append(out, *r.Question)
		}
	}
	return out
}

// Obligations lists what is pending now: penalty cards, lead and play
// restrictions, revoke corrections, auction pass obligations, and players
// waiting for a choice. Nothing is pending once play has ended.
func (t *Table) Obligations() []Obligation {
	var out []Obligation
	if t.ph == phaseEnded {
		return nil // penalty cards and restrictions end with the play
	}
	for _, p := range t.penalty {
		k := MinorPenaltyCard
		if p.Major {
			k = MajorPenaltyCard
		}
		out = append(out, Obligation{Kind: k, Seat: p.Seat, Card: p.Card, Law: bridge.Law(50, "")})
	}
	for _, r := range t.restr {
		for _, s := range bridge.SuitsDown() {
			if r.suits[s] {
				out = append(out, Obligation{Kind: r.kind, Seat: r.seat, Suit: s, Trick: r.trick, Law: r.law})
			}
		}
		if r.kind == PlayHighest || r.kind == PlayLowest {
			out = append(out, Obligation{Kind: r.kind, Seat: r.seat, Trick: r.trick, Law: r.law})
		}
	}
	for _, o := range t.obls {
		if o.End == "" {
			out = append(out, o.Obligation)
		}
	}
	if t.ph == phasePlay {
		for _, r := range t.revokes {
			if r.Corrected && r.Trick == t.cur.Number && t.cur.Cards[r.Seat] == 0 {
				out = append(out, Obligation{Kind: CorrectRevoke, Seat: r.Seat, Trick: r.Trick, Suit: r.Suit, Law: bridge.Law(62, "A")})
			}
		}
	}
	for _, p := range t.pend {
		if s, ok := p.chooser.Seat(); ok {
			out = append(out, Obligation{Kind: AwaitChoice, Seat: s, Trick: p.trick, Law: t.rulings[p.ruling].Law})
		} else if sd, ok := p.chooser.Side(); ok {
			out = append(out, Obligation{Kind: AwaitChoice, Seat: sd.Seats()[0], Trick: p.trick, Law: t.rulings[p.ruling].Law})
		}
	}
	return out
}

// Events is a copy of the events applied, in order.
func (t *Table) Events() []Event { return append([]Event(nil), t.events...) }

// Contract is the contract (ok false before the auction ends, or on a
// passed-out board); after Law 54A the declarer is the new one.
func (t *Table) Contract() (bridge.Contract, bool) { return t.contract, t.hasContract }

// Hands is the cards each player still holds, penalty cards included.
func (t *Table) Hands() bridge.Hands { return t.hands }

// Turn is the seat expected to act next in the play (the leader of an
// empty trick); ok is false outside the play.
func (t *Table) Turn() (bridge.Seat, bool) {
	if t.ph != phasePlay {
		return 0, false
	}
	if s, ok := t.cur.next(); ok {
		return s, true
	}
	return 0, false
}

// CurrentTrick is the trick in progress: its number 1-13 and the card each
// seat has played to it (0 for none yet).
func (t *Table) CurrentTrick() (int, bridge.BySeat[bridge.Card]) { return t.cur.Number, t.cur.Cards }

// TricksTotal is the number of tricks accounted for: completed, plus those
// settled by a claim (13 when play has ended).
func (t *Table) TricksTotal() int { return len(t.tricks) + len(t.claimWinners) }
