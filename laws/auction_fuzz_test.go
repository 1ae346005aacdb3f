package laws

import (
	"reflect"
	"testing"

	"bridgelaw/auction"
	"bridgelaw/bridge"
)

// randomCall draws a call: often a pass, often a bid near the last bid
// (sufficient or not), sometimes a double or redouble.
func randomCall(tb *Table, r *byteSource) bridge.Call {
	switch k := r.n(10); {
	case k < 4:
		return bridge.Pass
	case k == 4:
		return bridge.Double
	case k == 5:
		return bridge.Redouble
	}
	last, _, _, ok := tb.auc.LastBid()
	base := int(bridge.Bid(1, bridge.StrainClubs))
	if ok {
		base = int(last) - 3
	}
	c := bridge.Call(base + r.n(9))
	if !c.IsBid() {
		c = bridge.Bid(bridge.Level(1+r.n(7)), bridge.Strain(r.n(5)))
	}
	return c
}

// randomAuctionEvent makes an event for the auction fuzzer: mostly calls by
// any seat (usually the one in turn), and the options, answers, changes,
// attention, misinformation and exposed cards that go with them.
func randomAuctionEvent(tb *Table, r *byteSource) Event {
	seat := bridge.Seat(r.n(4))
	if r.n(3) != 0 {
		seat = tb.auc.Turn()
	}
	actor := SeatActor(seat)
	switch k := r.n(24); {
	case k < 12:
		e := Call{Head: Head{Actor: actor}, Call: randomCall(tb, r), Simultaneous: r.n(25) == 0}
		if r.n(30) == 0 {
			e.Call, e.BidLevel, e.Strain = 0, 8+r.n(2), bridge.Strain(r.n(5))
		}
		return e
	case k < 15:
		if len(tb.pend) > 0 {
			p := tb.pend[r.n(len(tb.pend))]
			o := p.options[r.n(len(p.options))]
			return Choose{Head: Head{Actor: p.chooser}, Option: o}
		}
		return Choose{Head: Head{Actor: actor}, Option: Option{Key: []OptionKey{OptAccept, OptRefuse, OptKeep, OptWithdraw}[r.n(4)]}}
	case k < 19:
		ref, topic := "Q1", Topic("")
		if qs := tb.openQuestions(); len(qs) > 0 {
			q := qs[r.n(len(qs))]
			ref, topic = q.ID, q.Topic
		}
		e := Answer{Head: Head{Actor: ActorDirector}, Ref: ref, Form: []AnswerForm{AnswerYes, AnswerNo}[r.n(2)]}
		switch {
		case topic == TopicSuits || r.n(20) == 0:
			e.Form, e.Suits, topic = AnswerSuits, []string{"none", "S", "H D", "S H D C", "C"}[r.n(5)], TopicSuits
		case topic == TopicDamage || r.n(20) == 0:
			if e.Form = []AnswerForm{AnswerNo, AnswerTricks, AnswerScore}[r.n(3)]; e.Form != AnswerNo {
				e.Number = r.n(14)
			}
		}
		if r.n(2) == 0 || topic == TopicSuits {
			e.Topic = topic
		}
		return e
	case k == 19:
		return Change{Head: Head{Actor: actor}, Call: randomCall(tb, r)}
	case k == 20:
		return Attention{Head{Actor: Actor(r.n(7))}}
	case k == 21:
		return Misinformed{Head: Head{Actor: ActorDirector}, Target: bridge.Seat(r.n(4))}
	case k == 22:
		cards := tb.hands[seat].Slice()
		if len(cards) == 0 {
			return Attention{Head{Actor: ActorDirector}}
		}
		return exposeOrDrop(r.n(2) == 0, actor, cards[r.n(len(cards))])
	default:
		s, ok := tb.Turn()
		if !ok {
			s = seat
		}
		cards := tb.hands[s].Slice()
		if len(cards) == 0 {
			return Attention{Head{Actor: ActorDirector}}
		}
		return Play{Head: Head{Actor: SeatActor(s)}, Cards: []bridge.Card{cards[r.n(len(cards))]}}
	}
}

// checkAuction asserts the auction record's invariants: the standing
// entries replay in strict mode, each in its seat's turn; the contract is
// the one they give; no standing call breaks an obligation in force unless
// Law 37A let it stand; and nothing of the auction is pending once the
// auction is over.
func checkAuction(t *testing.T, tb *Table) {
	t.Helper()
	defer func() {
		if t.Failed() {
			t.Logf("log:\n%s\nrulings:\n%s", (&Log{Events: tb.Events()}).Format(), dumpRulings(tb.Rulings()))
		}
	}()
	res := tb.Result()
	a, err := auction.New(tb.setup.Dealer)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range res.Auction {
		if !c.Status.Standing() {
			continue
		}
		if c.Seat != a.Turn() {
			t.Fatalf("entry %d (%s) stands at %s's turn; record %v", i, c, a.Turn(), res.Auction)
		}
		var err error
		switch {
		case c.Status == CallSkipped:
			err = a.Skip()
		case c.Status == CallUnrectified:
			err = a.RecordInadmissible(c.Call)
		case c.Status == CallAccepted && c.Call.IsBid():
			err = a.AcceptInsufficient(c.Call)
		default:
			err = a.Call(c.Seat, c.Call)
		}
		if err != nil {
			t.Fatalf("entry %d (%s): %v; record %v", i, c, err, res.Auction)
		}
		pass := c.Call == bridge.Pass
		switch c.Obliged {
		case MustPassNextTurn, MustPassThroughout:
			if !pass && c.Law != bridge.Law(37, "A") {
				t.Fatalf("entry %d (%s) breaks %s", i, c, c.Obliged)
			}
		case MustRepeatCall:
			if c.Call != c.Required && c.Law != bridge.Law(37, "A") {
				t.Fatalf("entry %d (%s) does not repeat %s", i, c, c.Required)
			}
		}
	}
	if tb.ph == phaseAuction {
		return
	}
	if !a.Ended() {
		t.Fatalf("play period with an unfinished auction %s", a)
	}
	c, _ := a.Contract()
	if res.PassedOut != c.IsPassedOut() || (res.HasContract && len(tb.tricks) == 0 && !tb.opened && res.Contract != c) {
		t.Fatalf("contract %v (passed out %v), the record gives %v", res.Contract, res.PassedOut, c)
	}
	if tb.irr != nil {
		t.Fatal("an irregular call still pending after the auction")
	}
	for _, o := range res.History {
		if o.End == "" && o.Kind != LeadProhibition {
			t.Fatalf("obligation %s still pending after the auction", o)
		}
	}
}

func runAuction(t *testing.T, data []byte, s Setup) *Table {
	tb, err := New(s, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := &byteSource{data: data}
	for i := 0; i < 300 && r.more(); i++ {
		_, _ = tb.Apply(randomAuctionEvent(tb, r))
		checkAuction(t, tb)
		checkInvariants(t, tb)
	}
	tb2, _ := Replay(s, tb.Events(), Options{}, nil)
	if a, b := tb.Result(), tb2.Result(); !reflect.DeepEqual(a, b) {
		t.Fatalf("replay differs:\n%+v\n%+v", a, b)
	}
	checkDetails(t, tb.Result())
	lg := &Log{Events: tb.Events()}
	for i := range lg.Events {
		lg.Events[i] = withoutLine(lg.Events[i])
	}
	checkRoundTrip(t, lg)
	return tb
}

func auctionSetup() Setup {
	s := exampleSetup()
	s.ContractKnown = false
	return s
}

// FuzzAuction feeds random call sequences (any seat, any call, any order,
// with the options, answers, changes and attention that go with them) to a
// board: the engine never panics, the auction record stays a legal auction
// for the obligations in force, replay is deterministic and the log prints
// back to itself.
func FuzzAuction(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
	f.Add([]byte("calls out of rotation, insufficient bids, changes of call and inadmissible doubles"))
	f.Fuzz(func(t *testing.T, data []byte) {
		runAuction(t, data, auctionSetup())
	})
}

// TestAuctionRandomLogs runs the FuzzAuction property on a fixed set of
// pseudo-random logs at every test run; many of them must reach a
// contract, and the irregularities must all be met.
func TestAuctionRandomLogs(t *testing.T) {
	const runs = 400
	ended := 0
	kinds := map[Kind]bool{}
	for seed := range uint64(runs) {
		tb := runAuction(t, pseudoRandom(seed, 29, 900), auctionSetup())
		if tb.ph != phaseAuction {
			ended++
		}
		for _, r := range tb.Rulings() {
			kinds[r.Kind] = true
		}
	}
	if ended < runs/4 {
		t.Errorf("only %d of %d random auctions ended", ended, runs)
	}
	for _, k := range []Kind{KindCallOutOfRotation, KindOORAccepted, KindSuperseded, KindInsufficientBid, KindAttemptedDouble,
		KindChangeOfCall, KindUnintendedChange, KindInadmissible36A, KindInadmissible36B, KindObligation37A, KindObligation37B,
		KindAboveSevenCancelled, KindCallAfterFinalPass, KindDefenderCallAfterEnd, KindTurnRestored, KindDeemedPass, KindNotComparable, KindLeadProhibition} {
		if !kinds[k] {
			t.Errorf("no random auction met %s", k)
		}
	}
	t.Logf("%d of %d random auctions ended; %d kinds of ruling met", ended, runs, len(kinds))
}
