package laws

import "bridgelaw/bridge"

// Law 26: a call withdrawn or cancelled, lead restrictions. When the
// offender's call is withdrawn or cancelled and he becomes a defender,
// no lead restriction follows if it was replaced by a comparable call
// (26A); otherwise declarer may prohibit, at the offender's partner's first
// lead, the lead of a suit the offender did not specify in the legal
// auction, for as long as that partner keeps the lead (26B, as amended in
// June 2017). The Director judges whether the replacement was comparable
// and which suits the offender specified.
//
// This file holds the law's kinds with their laws, its options
// (OptProhibitLead, OptNoProhibition) with their resolution (choose26B)
// and its questions with theirs (answerComparable26, suitsAnswered): the
// places "Adding an irregularity" (doc.go) lists.

// The kinds of ruling on lead restrictions.
const (
	KindLeadRestrictionCheck Kind = "lead-restriction-check" // does a lead restriction follow: comparable? which suits did he specify?
	KindLeadRight            Kind = "lead-prohibition-right" // declarer's right to prohibit a lead arises
	KindLeadProhibition      Kind = "lead-prohibition"       // declarer may prohibit one suit at partner's first lead
	KindNoLeadRestriction    Kind = "no-lead-restriction"    // no lead restriction: no right, or none left
)

// The options of Law 26B.
const (
	// OptProhibitLead: prohibit the lead of the suit named in Arg (Law
	// 26B).
	OptProhibitLead OptionKey = "prohibit-lead"
	// OptNoProhibition: declarer does not prohibit a lead (Law 26B).
	OptNoProhibition OptionKey = "no-prohibition"
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindLeadRestrictionCheck: bridge.Law(26, ""),
		KindLeadRight:            bridge.Law(26, "B"),
		KindLeadProhibition:      bridge.Law(26, "B"),
		KindNoLeadRestriction:    bridge.Law(26, "A"),
	})
	addOptionKeys(OptProhibitLead, OptNoProhibition)
}

type r26State uint8

const (
	r26Deferred   r26State = iota + 1 // comparable unknown: asked at the end of the auction if the offender defends
	r26Comparable                     // the comparable question is open
	r26Ready                          // not comparable: the suits question comes next
	r26Suits                          // the suits question is open
	r26Offer                          // offered to declarer at partner's first lead
	r26Done
)

// right26 is declarer's Law 26B right arising from a withdrawn or
// cancelled call of the offender.
type right26 struct {
	offender bridge.Seat
	law      bridge.LawRef // the law that said 26B may apply
	prev     *callRec      // the call withdrawn or cancelled
	repl     *callRec      // the call that replaced it, nil: the offender's next standing call
	state    r26State
	allowed  [4]bool
	obl      *oblRec
}

// addRight records a Law 26B right; deferred: whether the replacement was
// comparable is asked at the end of the auction, and only if the offender
// becomes a defender.
func (t *Table) addRight(offender bridge.Seat, law bridge.LawRef, prev, repl *callRec, deferred bool) {
	r := &right26{offender: offender, law: law, prev: prev, repl: repl, state: r26Ready}
	if deferred {
		r.state = r26Deferred
	}
	t.rights = append(t.rights, r)
	if t.ph != phaseAuction {
		t.advance26(r)
	}
}

// advance26 moves a right on once the contract is known.
func (t *Table) advance26(r *right26) {
	if r.state == r26Done || r.state == r26Comparable || r.state == r26Suits || r.state == r26Offer {
		return
	}
	if !t.hasContract || !t.isDefender(r.offender) {
		r.state = r26Done
		return
	}
	if t.partnerHasLed(r.offender.Partner()) {
		r.state = r26Done
		t.rule(Ruling{Kind: KindNoLeadRestriction, Law: bridge.Law(26, "B"), Offender: Some(r.offender),
			Detail: dt("partner-led")})
		return
	}
	what := []string{"call", r.prev.Text(), "status", r.prev.Status.String(), "law", r.prev.Law.String()}
	if r.state == r26Deferred {
		repl := r.replacement(t)
		if repl == nil {
			r.state = r26Ready
		} else {
			r.state = r26Comparable
			t.askIn(Ruling{Kind: KindLeadRestrictionCheck, Law: bridge.Law(26, ""), Offender: Some(r.offender),
				Detail: dt("status-law-replaced", append(what, "call2", repl.Text())...)}, &ask{resolve: answerComparable26, right: r, offender: r.offender}, TopicComparable)
			return
		}
	}
	if sp, ok := t.specified[r.offender]; ok {
		t.answerSuits(r, sp)
		return
	}
	for _, o := range t.rights {
		if o != r && o.offender == r.offender && o.state == r26Suits {
			r.state = r26Suits // the same question answers both
			return
		}
	}
	r.state = r26Suits
	named := suitWords(suitSet(t.namedSuits(r.offender)))
	q := t.askIn(Ruling{Kind: KindLeadRestrictionCheck, Law: bridge.Law(26, "B"), Offender: Some(r.offender),
		Detail: dt("status-law", what...).and(dt("suits-specified"))}, &ask{resolve: suitsAnswered, right: r, offender: r.offender}, TopicSuits, AnswerSuits, AnswerNoSuits)
	t.rulings[q].Question.Advice = dt("advice-suits", "suits", named)
}

func suitSet(ss []bridge.Suit) [4]bool {
	var s [4]bool
	for _, u := range ss {
		s[u] = true
	}
	return s
}

// replacement is the call that replaced the withdrawn one: given, or the
// offender's first standing call after it.
func (r *right26) replacement(t *Table) *callRec {
	if r.repl != nil {
		return r.repl
	}
	i := t.indexOf(r.prev)
	if i < 0 {
		return nil
	}
	for _, c := range t.calls[i+1:] {
		if c.Seat == r.offender && c.Status.Standing() && c.Status != CallSkipped {
			return c
		}
	}
	return nil
}

// answerComparable26: the Director says whether the offender's
// replacement was comparable (Law 26A: no lead restriction) or not (26B).
func answerComparable26(t *Table, a *ask, yes bool) {
	r := a.right
	if yes {
		r.state = r26Done
		t.rule(Ruling{Kind: KindNoLeadRestriction, Law: bridge.Law(26, "A"), Offender: Some(r.offender), Detail: dt("replacement-comparable")})
		return
	}
	r.state = r26Ready
	t.advance26(r)
}

// suitsAnswered: the answer to the suits question (Law 26B).
func suitsAnswered(t *Table, a *ask, _ bool) { t.answerSuits(a.right, a.suits) }

// answerSuits: the Director says which suits the offender specified; the
// others may be prohibited at his partner's first lead.
func (t *Table) answerSuits(r *right26, specified [4]bool) {
	if t.specified == nil {
		t.specified = map[bridge.Seat][4]bool{}
	}
	t.specified[r.offender] = specified
	for _, o := range t.rights {
		if o.offender != r.offender || o.state != r26Suits {
			continue
		}
		any := false
		for _, s := range bridge.Suits() {
			o.allowed[s] = !specified[s]
			any = any || o.allowed[s]
		}
		if !any {
			o.state = r26Done
			t.rule(Ruling{Kind: KindNoLeadRestriction, Law: bridge.Law(26, "B"), Offender: Some(o.offender), Detail: dt("every-suit")})
			continue
		}
		o.state = r26Offer
		p := o.offender.Partner()
		if x := t.pendingObl(p, LeadProhibition); x != nil {
			o.obl = x
			continue
		}
		ob, _ := t.oblige(LeadProhibition, p, bridge.Law(26, "B"), 0)
		ob.Suit = 0
		t.ruleWith(Ruling{Kind: KindLeadRight, Offender: Some(o.offender), Chooser: SeatActor(t.declarer()), Detail: dt("suits", "suits", suitWords(o.allowed))}, ob)
		o.obl = t.obls[len(t.obls)-1]
	}
	t.offer26B()
}

// partnerHasLed reports whether seat has had a turn to lead on this board.
func (t *Table) partnerHasLed(seat bridge.Seat) bool {
	for _, tr := range t.tricks {
		if tr.Leader == seat {
			return true
		}
	}
	return t.ph == phasePlay && t.cur.Leader == seat && t.cur.Cards[seat] != 0
}

// leadWaits26B reports whether seat, on lead, waits for the Director's
// answers on a Law 26B right (a question still open).
func (t *Table) leadWaits26B(seat bridge.Seat) bool {
	if t.cur.Leader != seat || t.cur.count() != 0 {
		return false
	}
	for _, r := range t.rights {
		if r.offender.Partner() == seat && (r.state == r26Comparable || r.state == r26Suits) {
			return true
		}
	}
	return false
}

// offer26B offers declarer the Law 26B prohibition when the offender's
// partner is on lead for the first time.
func (t *Table) offer26B() {
	if t.ph != phasePlay || t.cur.count() != 0 {
		return
	}
	L := t.cur.Leader
	var allowed [4]bool
	var rs []*right26
	for _, r := range t.rights {
		if r.state == r26Offer && r.offender.Partner() == L {
			rs = append(rs, r)
			for s := range allowed {
				allowed[s] = allowed[s] || r.allowed[s]
			}
		}
	}
	if len(rs) == 0 {
		return
	}
	for _, p := range t.pend {
		if p.kind == pend26B {
			return
		}
	}
	var opts []Option
	for _, s := range bridge.SuitsDown() {
		if allowed[s] {
			opts = append(opts, Option{Key: OptProhibitLead, Arg: s.String()})
		}
	}
	opts = append(opts, Option{Key: OptNoProhibition})
	ch := SeatActor(t.declarer())
	i := t.rule(Ruling{Kind: KindLeadProhibition, Offender: Some(rs[0].offender), Trick: t.cur.Number, Options: opts, Chooser: ch,
		Detail:      dt("first-lead", "seat", L.String()).and(dt("prohibition-lasts")),
		Obligations: []Obligation{{Kind: AwaitChoice, Seat: L, Law: bridge.Law(26, "B")}}})
	t.pend = append(t.pend, &pending{kind: pend26B, resolve: (*Table).choose26B, ruling: i, chooser: ch, options: opts, offender: rs[0].offender, leader: L, trick: t.cur.Number})
}

// lapseRights: play has ended before the offender's partner had the lead:
// declarer's Law 26B right lapses.
func (t *Table) lapseRights() {
	for _, r := range t.rights {
		if r.state != r26Done {
			r.state = r26Done
		}
		if r.obl != nil && r.obl.End == "" {
			t.endObl(r.obl, EndLapsed, dt("never-led"), false)
		}
	}
}

// choose26B applies declarer's choice.
func (t *Table) choose26B(p *pending, o Option) {
	end, detail := EndDeclined, Detail(nil)
	if o.Key == OptProhibitLead {
		suits := suitsOf(o.Arg)
		t.restr = append(t.restr, restriction{kind: ForbidLead, seat: p.leader, suits: suits, trick: p.trick, law: bridge.Law(26, "B")})
		end, detail = EndUsed, dt("option", "option", o.String())
	}
	for _, r := range t.rights {
		if r.state == r26Offer && r.offender.Partner() == p.leader {
			r.state = r26Done
			if r.obl != nil && r.obl.End == "" {
				t.endObl(r.obl, end, detail, true)
			}
		}
	}
}
