package laws

import (
	"bridgelaw/bridge"
	"bridgelaw/play"
)

// Laws 24 and 48-52: cards exposed in the auction (24) and in the play:
// declarer's exposed cards (48), a defender's, which become penalty cards
// (49-50), major or minor (50B-C), with declarer's lead options when the
// offender's partner has the lead (50D2, 51B), declarer's designation
// when a defender could play two or more penalty cards (51A), and a
// penalty card not played when it had to be (52).
//
// This file holds the laws' kinds with their laws, their options
// (OptRequireLead, OptForbidLead, OptNoRestriction, OptRequirePenaltyCard,
// OptDesignatePenaltyCard)
// and their resolution: the places "Adding an irregularity" (doc.go)
// lists, with the Expose and Drop events (Laws 24, 48-50: cards exposed
// outside play). The cards are played by the Play event (event.go), which
// is no one law's.

// The kinds of ruling on exposed and penalty cards.
const (
	KindCardExposedAuction   Kind = "card-exposed-auction"    // a card exposed during the auction
	KindAuctionCardsBack     Kind = "auction-cards-back"      // declarer's or dummy's exposed cards are picked up
	KindAuctionCardsPenalty  Kind = "auction-cards-penalty"   // a defender's cards exposed in the auction become penalty cards
	KindDeclarerExposed      Kind = "declarer-exposed"        // declarer exposed a card: no rectification
	KindPenaltyCard          Kind = "penalty-card"            // a defender's exposed card becomes a penalty card
	KindPenaltyLeadOptions   Kind = "penalty-lead-options"    // declarer's lead options when the offender's partner has the lead
	KindPrematureLeadWait    Kind = "premature-lead-wait"     // partner led before declarer chose his lead option
	KindPenaltyCardNotPlayed Kind = "penalty-card-not-played" // a penalty card not played when it had to be
	KindPenaltyDesignate     Kind = "penalty-designate"       // declarer designates which of a defender's penalty cards is played
	KindPenaltyDesignateWait Kind = "penalty-designate-wait"  // the defender played a penalty card before declarer designated
)

// The options of the penalty card laws.
const (
	// OptRequireLead: require the lead of the suit named in Arg (Laws
	// 50D2(a), 54D, 59).
	OptRequireLead OptionKey = "require-lead"
	// OptForbidLead: forbid the lead of the suit(s) named in Arg (Law
	// 50D2(b), 51B2(b)).
	OptForbidLead OptionKey = "forbid-lead"
	// OptNoRestriction: no lead restriction (Law 50D2: the penalty card
	// stays).
	OptNoRestriction OptionKey = "no-restriction"
	// OptRequirePenaltyCard: the penalty card in Arg must be played
	// instead (Law 52B2).
	OptRequirePenaltyCard OptionKey = "require-penalty-card"
	// OptDesignatePenaltyCard: of the defender's penalty cards he could
	// legally play, the one in Arg is to be played at this turn (Law 51A).
	OptDesignatePenaltyCard OptionKey = "designate-penalty-card"
)

func init() {
	addKindLaws(map[Kind]bridge.LawRef{
		KindCardExposedAuction: bridge.Law(24, ""), KindAuctionCardsBack: bridge.Law(24, "D"),
		KindAuctionCardsPenalty: bridge.Law(24, "E"),
		KindDeclarerExposed:     bridge.Law(48, "A"), KindPenaltyCard: bridge.Law(50, "B"),
		KindPenaltyLeadOptions: bridge.Law(50, "D2"), KindPrematureLeadWait: bridge.Law(50, "D2"),
		KindPenaltyCardNotPlayed: bridge.Law(52, ""),
		KindPenaltyDesignate:     bridge.Law(51, "A"), KindPenaltyDesignateWait: bridge.Law(51, "A"),
	})
	addOptionKeys(OptRequireLead, OptForbidLead, OptNoRestriction, OptRequirePenaltyCard, OptDesignatePenaltyCard)
	addVerb("expose", verb{parse: parseExpose})
	addVerb("drop", verb{parse: parseExpose})
}

// Expose: a seat deliberately exposes or names Cards outside play
// ("expose", Laws 24, 48, 49).
type Expose struct {
	Head
	Cards []bridge.Card
}

// Drop: a seat accidentally exposes Cards ("drop", Laws 24, 48, 49, 50B).
type Drop struct {
	Head
	Cards []bridge.Card
}

// Verb prints "expose".
func (Expose) Verb() string           { return "expose" }
func (e Expose) withLine(n int) Event { e.Line = n; return e }
func (e Expose) format() string       { return e.Actor.String() + " expose " + cardsText(e.Cards) }
func (e Expose) check(t *Table) error { return t.checkCards(e.Head, e.Verb(), e.Cards, false) }
func (e Expose) apply(t *Table)       { t.onExpose(e.Head, e.Cards, true) }

// Verb prints "drop".
func (Drop) Verb() string           { return "drop" }
func (e Drop) withLine(n int) Event { e.Line = n; return e }
func (e Drop) format() string       { return e.Actor.String() + " drop " + cardsText(e.Cards) }
func (e Drop) check(t *Table) error { return t.checkCards(e.Head, e.Verb(), e.Cards, false) }
func (e Drop) apply(t *Table)       { t.onExpose(e.Head, e.Cards, false) }

// parseExpose reads "expose SA", "drop HT D2".
func parseExpose(p *eventArgs) (Event, error) {
	cs, err := p.cards()
	if err != nil {
		return nil, err
	}
	if p.is("drop") {
		return Drop{Head: p.h, Cards: cs}, nil
	}
	return Expose{Head: p.h, Cards: cs}, nil
}

// penaltyDuty checks Law 50C-D1 for seat's card: a major penalty card among
// the allowed cards must be played; no other card of a minor penalty card's
// suit below an honour. It returns the penalty card not played.
func (t *Table) penaltyDuty(seat bridge.Seat, card bridge.Card, allowed bridge.CardSet) (bridge.Card, bool) {
	if !t.isDefender(seat) {
		return 0, false
	}
	var majors bridge.CardSet
	for _, p := range t.penalty {
		if p.Seat == seat && p.Major && allowed.Has(p.Card) {
			majors = majors.With(p.Card)
		}
	}
	// 51A: declarer designated which of them is played at this turn.
	if d := t.designated51A; d.Trick == t.cur.Number && d.Seat == seat && majors.Has(d.Card) {
		if card == d.Card {
			return 0, false
		}
		return d.Card, true
	}
	if majors != 0 {
		if majors.Has(card) {
			return 0, false
		}
		return majors.Slice()[0], true
	}
	for _, p := range t.penalty {
		if p.Seat == seat && !p.Major && allowed.Has(p.Card) && card.Suit() == p.Card.Suit() && card != p.Card && card.Rank() < bridge.Ten {
			return p.Card, true
		}
	}
	return 0, false
}

// penaltyFailed: seat played card instead of penalty card pc (Law 52): a
// revoke (61A) and declarer's choice, among all the penalty cards seat
// could have played when declarer had designated none (51A).
func (t *Table) penaltyFailed(seat bridge.Seat, card, pc bridge.Card) {
	rv := t.addRevoke(seat, card, pc.Suit(), revokePenalty, "")
	opts := []Option{{Key: OptAccept}, {Key: OptRequirePenaltyCard, Arg: pc.String()}}
	// 51A: with two or more penalty cards he could have played, and none
	// designated, declarer names the one required.
	if d := t.designated51A; d.Trick != t.cur.Number || d.Seat != seat {
		legal := t.hands[seat].With(card)
		if seat != t.cur.Leader {
			legal = play.LegalFrom(legal, t.cur.trick())
		}
		for _, p := range t.penalty {
			if p.Seat == seat && p.Major && p.Card != pc && legal.Has(p.Card) {
				opts = append(opts, Option{Key: OptRequirePenaltyCard, Arg: p.Card.String()})
			}
		}
	}
	i := t.rule(Ruling{Kind: KindPenaltyCardNotPlayed, Offender: Some(seat), Card: card, Trick: t.cur.Number,
		Options: opts, Chooser: SeatActor(t.declarer())})
	t.pend = append(t.pend, &pending{ruling: i, chooser: SeatActor(t.declarer()), options: opts,
		offender: seat, card: card, pc: pc, trick: t.cur.Number, revoke: rv,
		resolve: choosePenaltyFail, played: declarerSidePlays, forfeit: bridge.Law(52, "B1")})
}

// offerPenaltyLead: the partner of a defender with a major penalty card
// has the lead: declarer's lead options (Law 50D2; 51B with two or more
// penalty cards).
func (t *Table) offerPenaltyLead() {
	L := t.cur.Leader
	if t.ph != phasePlay || t.cur.count() != 0 || !t.isDefender(L) || t.lead50D2 == t.cur.Number {
		return
	}
	for _, p := range t.pend {
		if p.kind == pendPenaltyLead && p.trick == t.cur.Number {
			return
		}
	}
	holder := L.Partner()
	var suits [4]bool
	any := false
	for _, p := range t.penalty {
		if p.Seat == holder && p.Major {
			suits[p.Card.Suit()], any = true, true
		}
	}
	if !any {
		return
	}
	var opts []Option
	for _, s := range bridge.SuitsDown() {
		if suits[s] {
			opts = append(opts, Option{Key: OptRequireLead, Arg: s.String()})
		}
	}
	for _, s := range bridge.SuitsDown() {
		if suits[s] {
			opts = append(opts, Option{Key: OptForbidLead, Arg: s.String()})
		}
	}
	opts = append(opts, Option{Key: OptNoRestriction})
	law := bridge.Law(50, "D2")
	n := 0
	for _, p := range t.penalty {
		if p.Seat == holder {
			n++
		}
	}
	if n > 1 {
		law = bridge.Law(51, "B")
	}
	i := t.rule(Ruling{Kind: KindPenaltyLeadOptions, Law: law, Offender: Some(holder), Trick: t.cur.Number,
		Options: opts, Chooser: SeatActor(t.declarer()), Obligations: []Obligation{{Kind: AwaitChoice, Seat: L, Law: law}}})
	t.pend = append(t.pend, &pending{kind: pendPenaltyLead, ruling: i, chooser: SeatActor(t.declarer()), options: opts,
		offender: holder, leader: L, trick: t.cur.Number, resolve: choosePenaltyLead, played: leadBeforeChoice, several: OptForbidLead})
}

// designation51A is declarer's Law 51A designation: Card, one of Seat's
// penalty cards, is to be played to trick Trick.
type designation51A struct {
	Seat  bridge.Seat
	Card  bridge.Card
	Trick int
}

// offerPenaltyDesignate: Law 51A, a defender whose turn it is has two or
// more major penalty cards he could legally play (following suit): declarer
// designates which one is to be played at that turn. Offered once for the
// seat's turn to the trick, while no other choice is pending.
func (t *Table) offerPenaltyDesignate() {
	if t.ph != phasePlay || !t.hasContract {
		return
	}
	seat, ok := t.cur.next()
	if !ok || !t.isDefender(seat) || (t.offered51A.Trick == t.cur.Number && t.offered51A.Seat == seat) {
		return
	}
	for _, p := range t.pend {
		if p.kind != pendWithdraw {
			return
		}
	}
	legal := play.LegalFrom(t.hands[seat], t.cur.trick())
	var opts []Option
	for _, p := range t.penalty {
		if p.Seat == seat && p.Major && legal.Has(p.Card) {
			opts = append(opts, Option{Key: OptDesignatePenaltyCard, Arg: p.Card.String()})
		}
	}
	if len(opts) < 2 {
		return
	}
	t.offered51A = designation51A{Seat: seat, Trick: t.cur.Number}
	law := bridge.Law(51, "A")
	i := t.rule(Ruling{Kind: KindPenaltyDesignate, Offender: Some(seat), Trick: t.cur.Number, Options: opts,
		Chooser: SeatActor(t.declarer()), Obligations: []Obligation{{Kind: AwaitChoice, Seat: seat, Law: law}}})
	t.pend = append(t.pend, &pending{ruling: i, chooser: SeatActor(t.declarer()), options: opts, offender: seat,
		trick: t.cur.Number, resolve: chooseDesignate, played: playBeforeDesignation})
}

// chooseDesignate: declarer's Law 51A designation; the defender must play
// that card at this turn (a different card fails to play a penalty card,
// Law 52).
func chooseDesignate(t *Table, p *pending, o Option) {
	if c, err := bridge.ParseCard(o.Arg); err == nil {
		t.designated51A = designation51A{Seat: p.offender, Card: c, Trick: p.trick}
	}
}

// playBeforeDesignation: the defender plays one of his penalty cards before
// declarer designated (Law 51A): the card is not played, it stays a penalty
// card faced on the table, and declarer still designates (Law 9B2: no
// player acts before the rectification is settled). Any other play waits.
//
// A card that is none of them fails to play a penalty card whichever
// declarer would have designated: the designation lapses, the card is
// played and Law 52 applies, declarer choosing among the penalty cards
// under 52B2 (penaltyFailed).
func playBeforeDesignation(t *Table, p *pending, seat bridge.Seat, card bridge.Card) playVerdict {
	if seat != p.offender {
		return playWaits
	}
	for _, o := range p.options {
		if o.Arg == card.String() {
			t.rule(Ruling{Kind: KindPenaltyDesignateWait, Offender: Some(seat), Card: card, Trick: t.cur.Number, Rectification: RectMajorPenaltyCard})
			return playRuled
		}
	}
	t.dropPending(p)
	t.rulings[p.ruling].Chosen = Option{Key: OptLapsed}
	return playSettled
}

func (t *Table) addPenalty(seat bridge.Seat, card bridge.Card, major bool) {
	for i, p := range t.penalty {
		if p.Seat == seat && p.Card == card {
			t.penalty[i].Major = t.penalty[i].Major || major
			return
		}
	}
	t.penalty = append(t.penalty, penaltyCard{Seat: seat, Card: card, Major: major})
	// Law 50B: a defender with two or more penalty cards: all are major.
	n := 0
	for _, p := range t.penalty {
		if p.Seat == seat {
			n++
		}
	}
	if n > 1 {
		for i := range t.penalty {
			if t.penalty[i].Seat == seat {
				t.penalty[i].Major = true
			}
		}
	}
}

func (t *Table) removePenalty(seat bridge.Seat, card bridge.Card) bool {
	for i, p := range t.penalty {
		if p.Seat == seat && p.Card == card {
			t.penalty = append(t.penalty[:i:i], t.penalty[i+1:]...)
			return true
		}
	}
	return false
}

// pickUp returns seat's penalty cards of the given suits to his hand as
// ordinary cards (Law 50D2, 51B).
func (t *Table) pickUp(seat bridge.Seat, suits [4]bool) {
	var kept []penaltyCard
	for _, p := range t.penalty {
		if p.Seat == seat && suits[p.Card.Suit()] {
			continue
		}
		kept = append(kept, p)
	}
	t.penalty = kept
}

// penaltyRect is the rectification that makes a card a major or minor
// penalty card (Law 50).
func penaltyRect(major bool) Rectification {
	if major {
		return RectMajorPenaltyCard
	}
	return RectMinorPenaltyCard
}

func penaltyWord(major bool) string {
	if major {
		return "major"
	}
	return "minor"
}

// onExpose: cards exposed deliberately (Expose) or dropped accidentally
// (Drop) by the actor of h.
func (t *Table) onExpose(h Head, cards []bridge.Card, deliberate bool) {
	seat, _ := h.Actor.Seat()
	if t.ph == phaseAuction && !t.startKnownContract() {
		t.exposeInAuction(seat, cards, false)
		return
	}
	if t.facedWithConcession(seat, cards) { // Law 68B2, 68C (claim.go)
		return
	}
	if t.ph == phaseEnded {
		t.unexpected(dt("exposed-after-end"))
		return
	}
	if t.spreadAfterOpeningLead(seat, cards) {
		return
	}
	if !t.isDefender(seat) {
		for _, c := range cards {
			t.rule(Ruling{Kind: KindDeclarerExposed, Offender: Some(seat), Card: c, Rectification: RectNone})
		}
		return
	}
	for _, c := range cards {
		major := deliberate || len(cards) > 1 || c.Rank() >= bridge.Ten
		t.addPenalty(seat, c, major)
		t.rule(Ruling{Kind: KindPenaltyCard, Law: bridge.Law(50, "B"), Offender: Some(seat), Card: c, Detail: dt(penaltyWord(t.isMajor(seat, c))),
			Rectification: penaltyRect(t.isMajor(seat, c))})
	}
	t.onNewLeader()
}

func (t *Table) isMajor(seat bridge.Seat, c bridge.Card) bool {
	for _, p := range t.penalty {
		if p.Seat == seat && p.Card == c {
			return p.Major
		}
	}
	return false
}

// exposeInAuction: Law 24, cards exposed or led during the auction period.
func (t *Table) exposeInAuction(seat bridge.Seat, cards []bridge.Card, led bool) {
	for _, c := range cards {
		dup := false
		for _, x := range t.exposed {
			dup = dup || (x.Seat == seat && x.Card == c)
		}
		if !dup {
			t.exposed = append(t.exposed, penaltyCard{Seat: seat, Card: c, Major: led})
		}
	}
	n := 0
	for _, x := range t.exposed {
		if x.Seat == seat {
			n++
		}
	}
	r := Ruling{Kind: KindCardExposedAuction, Offender: Some(seat), Card: cards[0]}
	switch {
	case n > 1:
		r.Law = bridge.Law(24, "C")
	case led || cards[0].Rank() >= bridge.Ten:
		r.Law = bridge.Law(24, "B")
	default:
		r.Law = bridge.Law(24, "A")
	}
	var obls []Obligation
	if r.Law.Section != "A" {
		if o, ok := t.oblige(MustPassNextTurn, seat.Partner(), r.Law, 0); ok {
			obls = append(obls, o)
		}
		t.awareness(seat, r.Law)
		r.Detail = dt("partner-must-pass", "seat", seat.Partner().String())
	}
	t.ruleWith(r, obls...)
}

// declarerSidePlays: declarer or dummy playing on accepts the card played
// instead of the penalty card (52B1).
func declarerSidePlays(t *Table, _ *pending, seat bridge.Seat, _ bridge.Card) playVerdict {
	if seat == t.declarer() || seat == t.dummy() {
		return playAccepts
	}
	return playWaits
}

// choosePenaltyFail: declarer accepts the card played in place of the
// penalty card (52B1) or requires the penalty card: the card played
// becomes a major penalty card in its place and the revoke is gone (52B2).
func choosePenaltyFail(t *Table, p *pending, o Option) {
	pc := p.pc
	if c, err := bridge.ParseCard(o.Arg); err == nil {
		pc = c // 51A: declarer names one of several penalty cards
	}
	if o.Key == OptRequirePenaltyCard && t.cur.Number == p.trick && t.cur.Cards[p.offender] == p.card && t.hands[p.offender].Has(pc) {
		t.cur.Cards[p.offender] = 0
		t.hands[p.offender] = t.hands[p.offender].With(p.card)
		t.cur.WasPenalty[p.offender] = false
		t.put(p.offender, pc)
		t.cur.WasPenalty[p.offender] = true
		t.addPenalty(p.offender, p.card, true)
		t.removeRevoke(p.revoke)
		t.rule(Ruling{Kind: KindPenaltyCard, Law: bridge.Law(52, "B2"), Offender: Some(p.offender), Card: p.card, Detail: dt("major"), Rectification: RectMajorPenaltyCard})
	}
}

// leadBeforeChoice: the offender's partner leads before declarer chose
// his lead option: the card becomes a major penalty card (Law 50D2, Law
// 9B); any other play waits.
func leadBeforeChoice(t *Table, _ *pending, seat bridge.Seat, card bridge.Card) playVerdict {
	if seat == t.cur.Leader && t.cur.count() == 0 {
		t.addPenalty(seat, card, true)
		t.rule(Ruling{Kind: KindPrematureLeadWait, Offender: Some(seat), Card: card, Rectification: RectMajorPenaltyCard, Trick: t.cur.Number})
		return playRuled
	}
	return playWaits
}

// choosePenaltyLead: declarer's lead option (50D2, 51B2): require or
// forbid the lead of the suits in Arg, whose penalty cards go back to the
// hand, or no restriction.
func choosePenaltyLead(t *Table, p *pending, o Option) {
	t.lead50D2 = p.trick
	suits := suitsOf(o.Arg)
	switch o.Key {
	case OptRequireLead:
		t.pickUp(p.offender, suits)
		t.restr = append(t.restr, restriction{kind: RequireLead, seat: p.leader, suits: suits, trick: p.trick, law: t.rulings[p.ruling].Law})
	case OptForbidLead:
		t.pickUp(p.offender, suits)
		t.restr = append(t.restr, restriction{kind: ForbidLead, seat: p.leader, suits: suits, trick: p.trick, law: t.rulings[p.ruling].Law})
	}
}
