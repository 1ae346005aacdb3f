package laws

import (
	"strconv"
	"strings"

	"bridgelaw/bridge"
)

// Laws 61-64: revokes. A failure to follow suit or to comply with a lead
// or play restriction is a revoke (61A); a player may ask whether a
// player who failed to follow has a card of the suit led (61B; dummy only
// before breaching 43A2, 43B2(b)); a revoke is corrected until it is
// established (62: the card is withdrawn, the cards played after it may be
// withdrawn), established by a play to a later trick (63), and the trick
// adjustment follows at the end of play (64, adjust.go).
//
// This file holds the laws' kinds with their laws and the resolution of
// the withdrawals offered (chooseWithdraw): the places "Adding an
// irregularity" (doc.go) lists, with the Ask event (the inquiry, 61B).
// Attention drawn is the Attention event (event.go), which is no one law's.

// The kinds of ruling on revokes.
const (
	KindRestrictionBroken Kind = "restriction-broken" // a required card or suit not played
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
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindRestrictionBroken: bridge.Law(61, "A"),
		KindRevoke:            bridge.Law(61, "A"),
		KindRevokeInquiry:     bridge.Law(61, "B"),
		KindImproperInquiry:   bridge.Law(61, "B2"),
		KindDummyInquiry:      bridge.Law(43, "B2(b)"),
		KindRevokeCorrected:   bridge.Law(62, "B"),
		KindRevokeWithdrawal:  bridge.Law(62, "C1"),
		KindBothRevoked:       bridge.Law(62, "C3"),
		KindRevokeTrick12:     bridge.Law(62, "D"),
		KindRevokeEstablished: bridge.Law(63, "A"),
		KindRevokeTransfer:    bridge.Law(64, "A"),
		KindRevokeNoTransfer:  bridge.Law(64, "B"),
		KindRevokeEquity:      bridge.Law(64, "C"),
	})
	addVerb("ask", verb{parse: parseAsk})
}

// Ask: a seat asks Target whether he has a card of the suit led ("ask",
// Law 61B).
type Ask struct {
	Head
	Target bridge.Seat
}

// Verb prints "ask".
func (Ask) Verb() string           { return "ask" }
func (e Ask) withLine(n int) Event { e.Line = n; return e }
func (e Ask) format() string       { return e.Actor.String() + " ask " + e.Target.String() }
func (e Ask) check(*Table) error {
	seat, err := needSeat(e.Head, e.Verb())
	if err != nil {
		return err
	}
	if !e.Target.Valid() || e.Target == seat {
		return impossible(dt("impossible-cannot-ask", "actor", seat.String(), "actor2", e.Target.String()))
	}
	return nil
}
func (e Ask) apply(t *Table) { t.onAsk(e) }

// parseAsk reads "ask E", "ask E revoke".
func parseAsk(p *eventArgs) (Event, error) {
	s, err := p.target("syntax-what-asked", "ask E")
	if err != nil {
		return nil, err
	}
	n := 1
	if len(p.args) > 1 && strings.EqualFold(p.args[1].text, "revoke") {
		n = 2
	}
	if err := p.noMore(n); err != nil {
		return nil, err
	}
	return Ask{Head: p.h, Target: s}, nil
}

// addRevoke records a revoke (Law 61A) by seat with card on the current
// trick; suit is the suit led (or the suit or card required).
func (t *Table) addRevoke(seat bridge.Seat, card bridge.Card, suit bridge.Suit, kind revokeKind, broke string) *revokeRec {
	r := &revokeRec{Trick: t.cur.Number, Seat: seat, Card: card, Suit: suit, Kind: kind, Dummy: seat == t.dummy()}
	t.revokes = append(t.revokes, r)
	switch kind {
	case revokeFollow:
		t.rule(Ruling{Kind: KindRevoke, Offender: Some(seat), Trick: r.Trick, Card: card, Suit: Some(suit)})
	case revokeRequired:
		t.rule(Ruling{Kind: KindRestrictionBroken, Offender: Some(seat), Trick: r.Trick, Card: card, Detail: dt("option", "option", broke)})
	}
	return r
}

// establish: Law 63A1-2, a play by a member of side to trick number tn
// establishes that side's revokes on earlier tricks.
func (t *Table) establish(side bridge.Side, tn int, how string) {
	for _, r := range t.revokes {
		if r.Seat.Side() == side && !r.Established && !r.Corrected && r.Trick < tn {
			t.setEstablished(r, how)
		}
	}
}

// establishSide: Law 63A3-4, a claim or concession by side, or its
// agreement to the opponents' claim, establishes all its revokes.
func (t *Table) establishSide(side bridge.Side, how string) {
	for _, r := range t.revokes {
		if r.Seat.Side() == side && !r.Established && !r.Corrected {
			t.setEstablished(r, how)
		}
	}
}

func (t *Table) setEstablished(r *revokeRec, how string) {
	r.Established, r.EstablishedBy = true, how
	t.rule(Ruling{Kind: KindRevokeEstablished, Law: bridge.Law(63, how[2:]), Offender: Some(r.Seat),
		Trick: r.Trick, Card: r.Card, Suit: Some(r.Suit), Detail: dt("law", "law", "Law "+how)})
}

// onAsk: Law 61B, a player asks another whether he has a card of the suit
// led. The question draws attention to a revoke by the player asked.
func (t *Table) onAsk(e Ask) {
	asker, _ := e.Actor.Seat()
	target := e.Target
	if t.ph != phasePlay || !t.hasContract {
		t.unexpected(dt("inquiry-outside"))
		return
	}
	for _, r := range t.revokes {
		r.disclosed = r.disclosed || r.Seat == target // the answer tells the table
	}
	decl, dum := t.declarer(), t.dummy()
	ok, law := false, bridge.Law(61, "B3")
	switch asker {
	case decl:
		ok, law = t.isDefender(target), bridge.Law(61, "B1")
	case dum:
		ok, law = target == decl, bridge.Law(61, "B2")
	default:
		switch target {
		case decl:
			ok = true
		case asker.Partner():
			ok = !t.opts.ForbidPartnerRevokeInquiry
		}
	}
	kind := KindRevokeInquiry
	if !ok {
		kind = KindImproperInquiry
	}
	t.rule(Ruling{Kind: kind, Law: law, Detail: dt("asks", "seat", asker.String(), "seat2", target.String())})
	for _, r := range append([]*revokeRec(nil), t.revokes...) {
		if r.Seat != target || r.Corrected || r.Established {
			continue
		}
		if asker == dum && t.dummyBreach && target == decl {
			r.AsIfEstablished = true
			t.rule(Ruling{Kind: KindDummyInquiry, Offender: Some(decl), Trick: r.Trick})
		}
		t.correctRevoke(r, false)
	}
}

// onAttention: attention is drawn to an irregularity. Unestablished revokes
// are corrected (62A), a trick-12 revoke before the hands are returned too
// (62D); established revokes are noticed now (for 64B4-5).
func (t *Table) onAttention(a Actor) {
	for _, r := range t.revokes {
		r.disclosed = true
	}
	if t.ph == phaseAuction {
		t.onAuctionAttention()
		return
	}
	for _, c := range t.calls {
		if c.Status == CallUnrectified && c.Law.IsZero() && t.reopenAuction() {
			t.onAuctionAttention()
			return
		}
	}
	if s, ok := a.Seat(); ok && t.hasContract && s == t.dummy() && t.ph == phasePlay && !t.dummyBreach {
		t.rule(Ruling{Kind: KindDummyAttention, Offender: Some(s)})
	}
	for _, r := range append([]*revokeRec(nil), t.revokes...) {
		if r.Corrected {
			continue
		}
		switch {
		case !r.Established && t.ph == phasePlay:
			t.correctRevoke(r, false)
		case r.Established && r.Trick == 12 && !t.handsBack && !t.claimDone && r.Kind != revokeDefective:
			t.correctRevoke(r, true)
		case !r.Noticed:
			t.markNoticed(r)
		}
	}
}

func (t *Table) markNoticed(r *revokeRec) {
	r.Noticed = true
	r.AfterRound = t.roundEnded
	for _, s := range r.Seat.Side().Opponents().Seats() {
		r.AfterNextBoard = r.AfterNextBoard || t.nextBoardBy[s]
	}
}

// correctRevoke: Law 62. The offender takes back the revoke card and must
// play a legal card; a defender's card from his unfaced hand becomes a
// major penalty card (62B1), declarer's or dummy's, or a card already
// faced, goes back (62B2). The non-offending side may then withdraw cards
// played after the revoke (62C1). trick12 is the Law 62D1 correction of an
// established revoke on trick 12: the trick is replayed, so Law 64 does not
// rectify it (no 64B6 ruling, and its 64C question lapses).
func (t *Table) correctRevoke(r *revokeRec, trick12 bool) {
	if r.Trick != t.cur.Number && !t.reopen(r.Trick) {
		return
	}
	if t.cur.Cards[r.Seat] != r.Card {
		return
	}
	wasFaced := t.cur.WasPenalty[r.Seat]
	// 62D2: a defender who revoked on trick 12 before his partner's turn
	// to play to it (the revoke was made first or second to the trick, his
	// partner third or fourth): Law 16C applies to the partner, the
	// withdrawn card is unauthorised information for him. The test is the
	// order of play to the trick, not whether the partner has played by the
	// time of the correction.
	uiPartner := r.Trick == 12 && t.isDefender(r.Seat) && int((r.Seat-t.cur.Leader)&3) < 2
	t.takeBack(r.Seat)
	r.Corrected = true
	r.Corrected62D = trick12
	if trick12 {
		t.voidEquity(r) // 62D1: corrected, so not rectified by Law 64
	}
	rect, detail := RectCardBack, dt("back-to-hand")
	if t.isDefender(r.Seat) {
		if wasFaced {
			rect, detail = RectReplaced, dt("stays-penalty")
		} else {
			t.addPenalty(r.Seat, r.Card, true)
			rect, detail = RectMajorPenaltyCard, dt("becomes-major")
		}
	}
	kind := KindRevokeCorrected
	law := bridge.Law(62, "B1")
	if rect != RectMajorPenaltyCard {
		law = bridge.Law(62, "B2")
	}
	if trick12 {
		kind, law = KindRevokeTrick12, bridge.Law(62, "D1")
	}
	t.rule(Ruling{Kind: kind, Law: law, Offender: Some(r.Seat), Trick: r.Trick, Card: r.Card, Suit: Some(r.Suit),
		Rectification: rect, Detail: detail, Obligations: []Obligation{{Kind: CorrectRevoke, Seat: r.Seat, Trick: r.Trick, Suit: r.Suit, Law: bridge.Law(62, "A")}}})
	if uiPartner {
		t.rule(Ruling{Kind: KindUnauthorised, Law: bridge.Law(62, "D2"), To: r.Seat.Side(), Offender: Some(r.Seat), Trick: r.Trick, Card: r.Card,
			Detail: dt("withdrawn-card", "seat", r.Seat.String(), "card", r.Card.String())})
	}
	// 62C1: the non-offending side may withdraw cards played after it.
	pos := int((r.Seat - t.cur.Leader) & 3)
	for i := pos + 1; i < 4; i++ {
		s := t.cur.Leader.Add(i)
		if t.cur.Cards[s] != 0 && s.Side() != r.Seat.Side() {
			t.offerWithdraw(s, bridge.Law(62, "C1"))
		}
	}
	// 62C3: both sides revoked on this trick: both are corrected.
	for _, o := range t.revokes {
		if o.Trick == r.Trick && o.Seat.Side() != r.Seat.Side() && !o.Corrected && t.cur.Cards[o.Seat] == o.Card {
			r.Corrected62C3, o.Corrected62C3 = true, true
			t.rule(Ruling{Kind: KindBothRevoked, Trick: r.Trick})
			t.correctRevoke(o, trick12 && o.Trick == 12)
		}
	}
}

// offerWithdraw: seat may take back his card on the current trick and play
// another (62C1 for the non-offending side, 62C2 for the offending side).
func (t *Table) offerWithdraw(s bridge.Seat, law bridge.LawRef) {
	opts := []Option{{Key: OptKeep}, {Key: OptWithdraw}}
	ch := SeatActor(s)
	if s == t.dummy() {
		ch = SeatActor(t.declarer()) // declarer plays dummy's cards (Law 45B)
	}
	i := t.rule(Ruling{Kind: KindRevokeWithdrawal, Law: law, Trick: t.cur.Number, Card: t.cur.Cards[s], Options: opts, Chooser: ch})
	t.pend = append(t.pend, &pending{kind: pendWithdraw, ruling: i, chooser: ch, options: opts, offender: s, card: t.cur.Cards[s], trick: t.cur.Number,
		resolve: chooseWithdraw})
}

// chooseWithdraw: a player who played after a corrected revoke keeps his
// card or withdraws it (62C1): a defender's withdrawn card becomes a major
// penalty card when his own side revoked; when the non-offending side
// withdraws, the offending side's player after him may withdraw too
// (62C2).
func chooseWithdraw(t *Table, p *pending, o Option) {
	if o.Key == OptWithdraw && t.cur.Number == p.trick && t.cur.Cards[p.offender] == p.card {
		t.takeBack(p.offender)
		ns := true
		for _, r := range t.revokes {
			if r.Trick == p.trick && r.Corrected && r.Seat.Side() == p.offender.Side() {
				ns = false
			}
		}
		if !ns && t.isDefender(p.offender) {
			t.addPenalty(p.offender, p.card, true)
		}
		if ns {
			// 62C2: then the offending side's player next in rotation
			// who had played after him may withdraw too.
			if s := p.offender.LHO(); t.cur.Cards[s] != 0 && s.Side() != p.offender.Side() && t.playedAfter(s, p.offender) {
				t.offerWithdraw(s, bridge.Law(62, "C2"))
			}
		}
	}
}

// reopen makes trick k the current trick again, returning to the hands the
// cards of every later trick (they are withdrawn: Law 62C1, 62D).
func (t *Table) reopen(k int) bool {
	j := -1
	for i, tr := range t.tricks {
		if tr.Number == k {
			j = i
		}
	}
	if j < 0 {
		return false
	}
	t.returnCards(&t.cur)
	for len(t.tricks) > j {
		last := t.tricks[len(t.tricks)-1]
		t.tricks = t.tricks[:len(t.tricks)-1]
		t.won[last.Winner.Side()]--
		if last.Number == k {
			last.Winner = 0
			t.cur = last
			break
		}
		t.returnCards(&last)
	}
	var kept []*revokeRec
	for _, r := range t.revokes {
		if r.Trick <= k {
			kept = append(kept, r)
		}
	}
	t.revokes = kept
	t.pend = nil
	if t.ph == phaseEnded {
		t.ph = phasePlay
	}
	return true
}

func (t *Table) returnCards(tr *trickRec) {
	for _, s := range bridge.Seats() {
		if c := tr.Cards[s]; c != 0 {
			t.hands[s] = t.hands[s].With(c)
			if tr.WasPenalty[s] {
				t.addPenalty(s, c, true)
			}
		}
		t.hands[s] |= tr.Extra[s] // cards quitted unseen with it (Law 67)
	}
	*tr = trickRec{Number: tr.Number, Leader: tr.Leader}
}

// endOfPlay ends the play period and asks the Director the Law 64C
// question for every established revoke.
func (t *Table) endOfPlay() {
	t.ph = phaseEnded
	t.pend = nil
	t.raiseChecks()
	t.lapseRights()
	for _, r := range t.revokes {
		if (r.Established || r.AsIfEstablished) && !r.Corrected && !r.equityAsked() {
			t.markEquity(r, t.rule(Ruling{Kind: KindRevokeEquity, Offender: Some(r.Seat), Trick: r.Trick,
				Question: &Question{Answers: []AnswerForm{AnswerYes, AnswerTricks, AnswerScore}, Advice: t.equityAdvice(r)}}))
		}
	}
}

// equityAdvice asks the Advisor, for the Law 64C check after revoke r, how
// many tricks the non-offending side would have taken in all had the revoke
// not happened: the tricks it won before the revoke trick plus what it takes
// double dummy from the start of that trick, every player playing legally
// and best. Nil without an Advisor, or when the cards at the start of the
// revoke trick do not make a position (cards moved by a correction).
func (t *Table) equityAdvice(r *revokeRec) Detail {
	if t.adv == nil || !t.hasContract || r.Trick < 1 {
		return nil
	}
	hands := t.hands
	var won bridge.BySide[int]
	leader, found := bridge.North, false
	restore := func(tr *trickRec) {
		if tr.Number == r.Trick {
			leader, found = tr.Leader, true
		}
		for s, c := range tr.Cards {
			if c != 0 {
				hands[s] = hands[s].With(c)
			}
		}
	}
	for i := range t.tricks {
		tr := &t.tricks[i]
		if tr.Number < r.Trick {
			won[tr.Winner.Side()]++
			continue
		}
		restore(tr)
	}
	if t.cur.count() > 0 || t.cur.Number == r.Trick {
		restore(&t.cur)
	}
	if !found {
		return nil
	}
	nos := r.Seat.Side().Opponents()
	n, err := t.adv.Tricks(hands, t.contract.Strain, leader, nos)
	if err != nil {
		return nil
	}
	return dt("advice-equity", "side", nos.String(), "count", strconv.Itoa(won[nos]+n), "trick", strconv.Itoa(r.Trick))
}
