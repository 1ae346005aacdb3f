package laws

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/internal/catalog"
)

// byteSource draws numbers from the fuzzer's bytes; it runs dry at the end.
type byteSource struct {
	data []byte
	i    int
}

func (b *byteSource) more() bool { return b.i < len(b.data) }

func (b *byteSource) n(k int) int {
	if k <= 0 || !b.more() {
		return 0
	}
	v := int(b.data[b.i])
	b.i++
	return v % k
}

// randomEvent makes a plausible event for the table's state: mostly a card
// from the hand of the seat in turn, sometimes any other event.
func randomEvent(tb *Table, r *byteSource) Event {
	seat := bridge.Seat(r.n(4))
	anyCard := func(s bridge.Seat) bridge.Card {
		cards := tb.hands[s].Slice()
		if len(cards) == 0 {
			return bridge.MustCard("SA")
		}
		return cards[r.n(len(cards))]
	}
	switch k := r.n(24); {
	case k < 14:
		if s, ok := tb.Turn(); ok {
			seat = s
		}
		cards := tb.hands[seat].Slice()
		if legal := tb.legalHint(seat); legal != 0 && r.n(8) != 0 {
			cards = legal.Slice()
		}
		if len(cards) == 0 {
			return Attention{Head{Actor: ActorDirector}}
		}
		return Play{Head: Head{Actor: SeatActor(seat)}, Cards: []bridge.Card{cards[r.n(len(cards))]}, Named: r.n(10) == 0}
	case k == 14:
		c1, c2 := anyCard(seat), anyCard(seat)
		if c1 != c2 && r.n(2) == 0 {
			return Play{Head: Head{Actor: SeatActor(seat)}, Cards: []bridge.Card{c1, c2}}
		}
		return Play{Head: Head{Actor: SeatActor(seat)}, Cards: []bridge.Card{c1}}
	case k == 15:
		return exposeOrDrop(r.n(2) == 0, SeatActor(seat), anyCard(seat))
	case k == 16:
		if r.n(2) == 0 {
			return Attention{Head{Actor: Actor(r.n(7))}}
		}
		return Ask{Head: Head{Actor: SeatActor(seat)}, Target: seat.Add(1 + r.n(3))}
	case k == 17 || k == 18:
		var open []*pending
		open = append(open, tb.pend...)
		if len(open) > 0 {
			p := open[r.n(len(open))]
			o := p.options[r.n(len(p.options))]
			return Choose{Head: Head{Actor: p.chooser}, Option: o}
		}
		return Choose{Head: Head{Actor: SeatActor(seat)}, Option: Option{Key: OptAccept}}
	case k == 19:
		qs := tb.openQuestions()
		ref := "Q1"
		if len(qs) > 0 {
			ref = qs[r.n(len(qs))].ID
		}
		return Answer{Head: Head{Actor: ActorDirector}, Ref: ref, Form: []AnswerForm{AnswerYes, AnswerNo, AnswerTricks, AnswerScore}[r.n(4)], Number: r.n(14)}
	case k == 20:
		h := Head{Actor: SeatActor(seat)}
		if r.n(2) == 1 {
			return Concede{Head: h, Tricks: r.n(14), Statement: "the rest"}
		}
		return Claim{Head: h, Tricks: r.n(14), Statement: "the rest"}
	case k == 21:
		accept := r.n(2) == 0
		h := Head{Actor: Actor(r.n(6))}
		if accept {
			return Accept{h}
		}
		return Object{h}
	case k == 22:
		return Call{Head: Head{Actor: SeatActor(seat)}, Call: bridge.Call(1 + r.n(38))}
	default:
		h := Head{Actor: SeatActor(seat)}
		if r.n(3) == 0 { // Laws 16B, 20F, 46, 73
			return []Event{Mannerism{Head: h, Manner: MannerHesitation}, Reserve{Head{Actor: SideActor(seat.Side().Opponents())}},
				TempoFact{Head: h}, Designate{Head: h, Word: []string{"low", "high", "win", "anything", "Q", "H"}[r.n(6)]},
				Explain{Head: h, Call: bridge.Call(1 + r.n(38)), Text: "natural"}, Correct{Head: h, Call: bridge.Call(1 + r.n(38)), Text: "artificial"}}[r.n(6)]
		}
		return []Event{NextBoard{h}, EndOfRound{h}, HandsReturned{h}, Breach{h}, Warn{h}}[r.n(5)]
	}
}

// pseudoRandom is n bytes drawn from the PCG stream (seed, stream): the
// fixed inputs the random-log tests run at every test run.
func pseudoRandom(seed, stream uint64, n int) []byte {
	rng := rand.New(rand.NewPCG(seed, stream))
	data := make([]byte, n)
	for i := range data {
		data[i] = byte(rng.UintN(256))
	}
	return data
}

// legalHint is the set of cards seat may legally play now by Law 44 alone
// (for the fuzzer, to let play progress).
func (t *Table) legalHint(seat bridge.Seat) bridge.CardSet {
	if t.ph != phasePlay || t.cur.Cards[seat] != 0 {
		return 0
	}
	h := t.hands[seat]
	if led, ok := t.cur.trick().Led(); ok && h.HasSuit(led) {
		return h.OfSuit(led)
	}
	return h
}

// checkInvariants: every card is in exactly one place, the tricks never
// exceed 13 and, once play has ended, they total 13.
func checkInvariants(t *testing.T, tb *Table) {
	t.Helper()
	var seen bridge.CardSet
	count := 0
	add := func(c bridge.Card) {
		if c == 0 {
			return
		}
		if seen.Has(c) {
			t.Fatalf("%s is in two places", c)
		}
		seen, count = seen.With(c), count+1
	}
	for _, s := range bridge.Seats() {
		for c := range tb.hands[s].Cards() {
			add(c)
		}
	}
	for _, tr := range tb.tricks {
		for s, c := range tr.Cards {
			if c == 0 && !tr.Omitted[s] {
				t.Fatalf("trick %d is incomplete", tr.Number)
			}
			add(c)
			for x := range tr.Extra[s].Cards() { // quitted unseen with it (Law 67)
				add(x)
			}
		}
	}
	if tb.cur.Number <= 13 {
		for s, c := range tb.cur.Cards {
			add(c)
			for x := range tb.cur.Extra[s].Cards() {
				add(x)
			}
		}
	}
	if count != 52 || seen != bridge.FullDeck {
		t.Fatalf("%d cards accounted for", count)
	}
	if tb.TricksTotal() > 13 {
		t.Fatalf("%d tricks", tb.TricksTotal())
	}
	res := tb.Result()
	if res.Ended && res.HasContract {
		if tb.TricksTotal() != 13 {
			t.Fatalf("play ended with %d tricks", tb.TricksTotal())
		}
		if res.DeclarerTricks < 0 || res.DeclarerTricks > 13 || res.TableTricks < 0 || res.TableTricks > 13 {
			t.Fatalf("declarer %d tricks (table %d)", res.DeclarerTricks, res.TableTricks)
		}
	}
	for _, p := range tb.penalty {
		if !tb.hands[p.Seat].Has(p.Card) {
			t.Fatalf("penalty card %s is not in %s's hand", p.Card, p.Seat)
		}
	}
}

func runRandom(t *testing.T, data []byte, s Setup, prefix ...Event) *Table {
	tb, err := New(s, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range prefix {
		if _, err := tb.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	r := &byteSource{data: data}
	for i := 0; i < 400 && r.more(); i++ {
		_, _ = tb.Apply(randomEvent(tb, r))
		checkInvariants(t, tb)
	}
	tb2, _ := Replay(s, tb.Events(), Options{}, nil)
	if a, b := tb.Result(), tb2.Result(); !reflect.DeepEqual(a, b) {
		t.Fatalf("replay differs:\n%+v\n%+v", a, b)
	}
	checkDetails(t, tb.Result())
	return tb
}

// checkDetails: every detail of the result (the rulings', the advice, the
// obligations' ends, the Law 64B reasons) names a message of the catalog's
// group "detail" with exactly its placeholders, each value written as the
// table log writes it, so that every language prints it.
func checkDetails(t *testing.T, res Result) {
	t.Helper()
	var all []Detail
	for _, r := range res.Rulings {
		all = append(all, r.Detail)
		if r.Question != nil {
			all = append(all, r.Question.Advice)
		}
	}
	for _, o := range res.History {
		all = append(all, o.Detail)
	}
	for _, a := range res.Adjustments {
		all = append(all, a.Why)
	}
	for _, d := range all {
		for _, p := range d {
			if err := catalog.CheckDetail(p.Key, p.argMap()); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// FuzzEngine feeds random event sequences to a full-deal board: the engine
// never panics, every card stays in one place, the tricks total 13 when
// play ends, and replaying the log gives the same result.
func FuzzEngine(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
	f.Add([]byte("the revoke lifecycle, penalty cards, leads out of turn and claims"))
	f.Fuzz(func(t *testing.T, data []byte) {
		runRandom(t, data, exampleSetup())
	})
}

// TestEngineRandomLogs runs the fuzz property on a fixed set of long
// pseudo-random logs, with and without an auction, so that every CI run
// covers it; most of them must reach the end of play.
func TestEngineRandomLogs(t *testing.T) {
	ended := 0
	const runs = 300
	for seed := range uint64(runs) {
		data := pseudoRandom(seed, 17, 1200)
		s := exampleSetup()
		var prefix []Event
		if seed%5 == 0 {
			// The auction recorded: Pass, Pass, 4S by South, three passes.
			s.ContractKnown = false
			prefix = mustLog(t, "N call Pass\nE call Pass\nS call 4S\nW call Pass\nN call Pass\nE call Pass\n")
		}
		tb := runRandom(t, data, s, prefix...)
		if tb.Result().Ended {
			ended++
		}
	}
	if ended < runs/4 {
		t.Errorf("only %d of %d random logs reached the end of play", ended, runs)
	}
	t.Logf("%d of %d random logs reached the end of play", ended, runs)
}

// exposeOrDrop is actor exposing card deliberately, or dropping it.
func exposeOrDrop(deliberate bool, actor Actor, card bridge.Card) Event {
	if deliberate {
		return Expose{Head: Head{Actor: actor}, Cards: []bridge.Card{card}}
	}
	return Drop{Head: Head{Actor: actor}, Cards: []bridge.Card{card}}
}
