package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/dd"
	"bridgelaw/internal/catalog"
	"bridgelaw/internal/testdeal"
	"bridgelaw/laws"
)

// entryOf folds a table log into a cache entry, as the server does, and
// returns it with the events it refused.
func entryOf(t testing.TB, text string) (*entry, []error) {
	t.Helper()
	lg, err := laws.ParseLog(text)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := lg.Setup()
	if err != nil {
		t.Fatal(err)
	}
	e := &entry{rec: TableRecord{ID: 1, Title: "t"}, setup: setup}
	if err := e.reset(Options{}); err != nil {
		t.Fatal(err)
	}
	var refused []error
	for _, ev := range lg.Events {
		if !applyTo(e, ev) {
			refused = append(refused, fmt.Errorf("line %d refused", ev.Header().Line))
		}
	}
	return e, refused
}

// applyTo applies one event to the entry as Append would (canonical form,
// a new seq); false when the engine refuses it.
func applyTo(e *entry, ev laws.Event) bool {
	line, back, err := canonical(laws.WithLine(ev, 0))
	if err != nil {
		return false
	}
	if _, err := e.tb.Apply(back); err != nil {
		return false
	}
	e.seq++
	e.log = append(e.log, EventRecord{Seq: e.seq, Line: line})
	e.seqs = append(e.seqs, e.seq)
	return true
}

func viewJSON(t testing.TB, e *entry, v Viewer, lang string) (TableView, []byte) {
	t.Helper()
	tv, _ := buildView(e, v, lang)
	b, err := json.Marshal(tv)
	if err != nil {
		t.Fatal(err)
	}
	return tv, b
}

func seatsSeen(tv TableView) string {
	s := ""
	for _, h := range tv.Hands {
		if h.Visible {
			s += h.Seat
		}
	}
	return s
}

func mustSeat(s string) bridge.Seat {
	seat, err := bridge.ParseSeat(s)
	if err != nil {
		panic(err)
	}
	return seat
}

func TestSeatViews(t *testing.T) {
	auction := "[Board \"1\"]\n[Deal \"" + exampleDeal + "\"]\nN call Pass\nE call Pass\nS call 4S\nW call Pass\nN call Pass\nE call Pass\n"
	cases := []struct {
		name, log  string
		dummy      bool
		declarer   string
		want       map[string]string // seat -> the hands it sees
		wantDealt  bool
		wantPhase  string
		wantAwaits bool
	}{
		{"auction over, no lead", auction, false, "S", map[string]string{"N": "N", "E": "E", "S": "S", "W": "W", "director": "NESW"}, true, "play", false},
		{"opening lead faced", auction + "W play SK\n", true, "S", map[string]string{"N": "N", "E": "NE", "S": "NS", "W": "NW", "director": "NESW"}, true, "play", false},
		{"lead out of turn pending", auction + "E play H2\n", false, "S", map[string]string{"N": "N", "E": "E", "S": "S", "W": "W", "director": "NESW"}, true, "play", true},
		{"lead out of turn accepted", auction + "E play H2\nS choose accept\n", true, "S", map[string]string{"N": "N", "E": "NE", "S": "NS", "W": "NW", "director": "NESW"}, true, "play", false},
		{"declarer becomes dummy", auction + "E play H2\nS choose become-dummy\n", true, "N", map[string]string{"N": "NS", "E": "ES", "S": "S", "W": "SW", "director": "NESW"}, true, "play", false},
		{"mid-auction", "[Board \"1\"]\n[Deal \"" + exampleDeal + "\"]\nN call 1C\nE call 1H\n", false, "", map[string]string{"N": "N", "E": "E", "S": "S", "W": "W", "director": "NESW"}, true, "auction", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e, refused := entryOf(t, c.log)
			if len(refused) > 0 {
				t.Fatal(refused)
			}
			for who, want := range c.want {
				v, _ := ParseViewer(who)
				tv, b := viewJSON(t, e, v, "en")
				if got := seatsSeen(tv); got != want {
					t.Errorf("%s sees %q, want %q", who, got, want)
				}
				if tv.DummyVisible != c.dummy || tv.Declarer != c.declarer || tv.Phase != c.wantPhase {
					t.Errorf("%s: dummy visible %v declarer %q phase %s", who, tv.DummyVisible, tv.Declarer, tv.Phase)
				}
				for _, h := range tv.Hands {
					if h.Visible && len(h.Cards) != h.Count || !h.Visible && len(h.Cards) != 0 {
						t.Errorf("%s: hand %s: %d cards given, %d held", who, h.Seat, len(h.Cards), h.Count)
					}
					if (len(h.Dealt) == 13) != (v.Director && c.wantDealt) {
						t.Errorf("%s: hand %s: dealt %v", who, h.Seat, h.Dealt)
					}
				}
				if v.Director != (tv.Deal == exampleDeal) || v.Director != bytes.Contains(b, []byte(`"deal"`)) {
					t.Errorf("%s: deal %q", who, tv.Deal)
				}
				awaits := false
				for _, r := range tv.Rulings {
					awaits = awaits || r.AwaitsChoice
				}
				if awaits != c.wantAwaits {
					t.Errorf("%s: a choice awaited: %v", who, awaits)
				}
			}
		})
	}
}

// TestAdviceIsTheDirectors: a double-dummy advice on a contested claim
// reaches the Director only. The solver (dd.Advisor) answers: after West's
// SK East-West take 4 of the 12 tricks left, 5 in all, as the deal's table
// has it (South makes 8 tricks in spades).
func TestAdviceIsTheDirectors(t *testing.T) {
	log := "[Board \"1\"]\n[Deal \"" + exampleDeal + "\"]\nN call Pass\nE call Pass\nS call 4S\nW call Pass\nN call Pass\nE call Pass\n" +
		"W play SK\nN play S3\nE play S2\nS play S4\nclaim W 12 \"all mine\"\nN object\n"
	lg, _ := laws.ParseLog(log)
	setup, _ := lg.Setup()
	e := &entry{rec: TableRecord{ID: 1}, setup: setup}
	if err := e.reset(Options{Advisor: &dd.Advisor{}}); err != nil {
		t.Fatal(err)
	}
	for _, ev := range lg.Events {
		if !applyTo(e, ev) {
			t.Fatalf("line %d refused", ev.Header().Line)
		}
	}
	_, dir := viewJSON(t, e, Viewer{Director: true}, "en")
	if !bytes.Contains(dir, []byte(`"advice":"double dummy: EW take 4 of the 12 remaining tricks"`)) {
		t.Fatalf("the Director has no advice: %s", dir)
	}
	for _, s := range bridge.Seats() {
		if _, b := viewJSON(t, e, Viewer{Seat: s}, "en"); bytes.Contains(b, []byte("advice")) {
			t.Errorf("%s sees the advice", s)
		}
	}
}

// hiddenCards is the oracle of the property test, written apart from the
// view code: the cards of the other hands that the log never showed
// (played, named, exposed, dropped, or chosen, or named in a claim's or
// concession's statement, made aloud to the table, Law 68C; not in
// another quoted text), dummy's excepted once a card stands in a trick.
func hiddenCards(e *entry, seat bridge.Seat) bridge.CardSet {
	public := bridge.CardSet(0)
	for _, r := range e.log {
		if w := strings.Fields(r.Line); len(w) > 2 && (w[0] == "claim" || w[0] == "concede") {
			if i := strings.IndexByte(r.Line, '"'); i >= 0 {
				said, err := strconv.Unquote(strings.TrimSpace(r.Line[i:]))
				if err != nil {
					panic(fmt.Sprintf("the statement of %q: %v", r.Line, err))
				}
				public = public.Union(cardsNamed(said))
			}
		}
		for _, w := range strings.Fields(quotedRE.ReplaceAllString(r.Line, "")) {
			if c, err := bridge.ParseCard(w); err == nil {
				public = public.With(c)
			}
		}
	}
	res := e.tb.Result()
	_, cur := e.tb.CurrentTrick()
	played := len(res.Tricks) > 0
	for _, c := range cur {
		played = played || c != 0
	}
	// A card in a trick was faced, also one the log does not name: the
	// card a defective trick's offender places among his played cards
	// when only one is allowed (Law 67B1: he exposes it).
	for _, tr := range res.Tricks {
		for _, c := range tr.Cards {
			if c != 0 {
				public = public.With(c)
			}
		}
	}
	for _, c := range cur {
		if c != 0 {
			public = public.With(c)
		}
	}
	var hidden bridge.CardSet
	for _, s := range bridge.Seats() {
		if s == seat || (played && res.HasContract && s == res.Contract.Dummy()) {
			continue
		}
		hidden = hidden.Union(e.setup.Hands[s].Minus(public))
	}
	return hidden
}

// quotedRE is a quoted text of a log line (docs/table-log.md).
var quotedRE = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)

// cardsNamed are the cards text names, in any form leaks looks for, in any
// language.
func cardsNamed(text string) bridge.CardSet {
	var out bridge.CardSet
	for _, su := range bridge.SuitsDown() {
		for _, rk := range bridge.RanksDown() {
			c := bridge.NewCard(su, rk)
			for _, lang := range catalog.Languages {
				if len(leaks([]byte(text), bridge.SetOf(c), lang)) > 0 {
					out = out.With(c)
				}
			}
		}
	}
	return out
}

// leaks lists the hidden cards whose name appears as a word in b, in the
// forms a card is written: "HT", "♥T", "♥10" and the language's own.
func leaks(b []byte, hidden bridge.CardSet, lang string) []string {
	forms := map[string]bool{}
	for c := range hidden.Cards() {
		forms[c.String()] = true
		forms[c.Suit().Symbol()+c.Rank().String()] = true
		forms[catalog.Card(lang, c)] = true
		if c.Rank() == bridge.Ten {
			forms[c.Suit().Symbol()+"10"] = true
			forms[c.Suit().String()+"10"] = true
		}
	}
	var out []string
	word := func(i int) int { // the end of the run of word bytes from i
		for i < len(b) && isWordByte(b[i]) {
			i++
		}
		return i
	}
	for i := 0; i < len(b); {
		switch {
		case isWordByte(b[i]):
			j := word(i)
			if forms[string(b[i:j])] {
				out = append(out, string(b[i:j]))
			}
			i = j
		case bytes.HasPrefix(b[i:], []byte("♠")) || bytes.HasPrefix(b[i:], []byte("♥")) ||
			bytes.HasPrefix(b[i:], []byte("♦")) || bytes.HasPrefix(b[i:], []byte("♣")):
			j := word(i + len("♠"))
			if forms[string(b[i:j])] {
				out = append(out, string(b[i:j]))
			}
			i = i + len("♠")
		default:
			i++
		}
	}
	return out
}

// unnoticedRulings is the second oracle of the property test, written
// apart from laws.Table.Unnoticed: the Director's rulings whose existence
// tells a holding (a revoke, a broken restriction, a revoke's
// establishment, a player who cannot comply) while the log has not drawn
// attention to them: no "attention" or "director noticed" and no "no
// spades?" asked of the offender after the revoke's event, play not ended.
// Keys are "kind offender trick".
func unnoticedRulings(e *entry) map[string]bool {
	dir, _ := buildView(e, Viewer{Director: true}, "en")
	out := map[string]bool{}
	if dir.Phase == "ended" {
		return out
	}
	revokeAt := map[string]int{} // "offender trick" -> the event seq of the revoke
	corrected := map[string]bool{}
	for _, r := range dir.Rulings {
		switch r.Kind {
		case "revoke", "restriction-broken":
			revokeAt[r.Offender+" "+strconv.Itoa(r.Trick)] = r.EventSeq
		case "revoke-corrected": // a correction is made in front of the table (Law 62A)
			corrected[r.Offender+" "+strconv.Itoa(r.Trick)] = true
		}
	}
	noticed := func(offender string, after int) bool {
		for _, ev := range e.log {
			if ev.Seq < after {
				continue
			}
			w := strings.Fields(ev.Line)
			if ev.Seq == after {
				// A revoke found by the event that draws attention: the
				// Director's review of the quitted tricks finds an extra
				// card, deemed held throughout (Law 67B2).
				if len(w) >= 2 && (w[1] == "attention" || w[1] == "noticed" || w[0] == "director" && w[1] == "inspect") {
					return true
				}
				continue
			}
			if len(w) >= 2 && (w[1] == "attention" || w[1] == "noticed") || len(w) >= 3 && w[1] == "ask" && w[2] == offender {
				return true
			}
		}
		return false
	}
	for _, r := range dir.Rulings {
		key := r.Kind + " " + r.Offender + " " + strconv.Itoa(r.Trick)
		switch r.Kind {
		case "cannot-comply":
			out[key] = true
		case "revoke", "restriction-broken", "revoke-established":
			at, ok := revokeAt[r.Offender+" "+strconv.Itoa(r.Trick)]
			if ok && !noticed(r.Offender, at) && !corrected[r.Offender+" "+strconv.Itoa(r.Trick)] {
				out[key] = true
			}
		}
	}
	return out
}

// checkViews asserts that no seat's view (JSON, and the page's hands)
// names a card the oracle hides from it, nor holds a ruling the second
// oracle (unnoticedRulings) keeps from the players.
func checkViews(t *testing.T, what string, e *entry, langs []string, page bool) bool {
	t.Helper()
	ok := true
	secret := unnoticedRulings(e)
	for _, s := range bridge.Seats() {
		hidden := hiddenCards(e, s)
		for _, lang := range langs {
			tv, b := viewJSON(t, e, Viewer{Seat: s}, lang)
			if l := leaks(b, hidden, lang); len(l) > 0 {
				t.Errorf("%s: the view of %s (%s) names %v:\n%s", what, s, lang, l, b)
				ok = false
			}
			// The redactor, the second lock, never acts: the engine names
			// no unseen card, and what was said aloud (a claim's
			// statement) is no secret to take out.
			if _, touched := buildView(e, Viewer{Seat: s}, lang); touched {
				t.Errorf("%s: the redactor took a card out of the view of %s (%s):\n%s", what, s, lang, b)
				ok = false
			}
			for i, r := range tv.Rulings {
				if secret[r.Kind+" "+r.Offender+" "+strconv.Itoa(r.Trick)] {
					t.Errorf("%s: the view of %s shows a ruling nobody has noticed: %s by %s on trick %d: %s", what, s, r.Kind, r.Offender, r.Trick, r.Explanation)
					ok = false
				}
				if r.Seq != i+1 {
					t.Errorf("%s: the view of %s numbers its rulings with a gap: %d at %d", what, s, r.Seq, i+1)
					ok = false
				}
			}
			unnoticedStates[len(secret) > 0]++
			if !page {
				continue
			}
			var html bytes.Buffer
			p := (&Server{opts: Options{Lang: lang}}).tablePageData(tv, nil, Viewer{Seat: s}, lang)
			if err := pages.ExecuteTemplate(&html, "table.html.tmpl", p); err != nil {
				t.Fatal(err)
			}
			cards := 0
			for _, h := range tv.Hands {
				cards += len(h.Cards)
			}
			if n := strings.Count(html.String(), `class="rank`); n != cards {
				t.Errorf("%s: the page of %s shows %d cards in hands, the view gives %d", what, s, n, cards)
				ok = false
			}
			if l := leaks([]byte(dataCards(html.String())), hidden, "en"); len(l) > 0 {
				t.Errorf("%s: the page of %s shows %v", what, s, l)
				ok = false
			}
		}
	}
	return ok
}

// unnoticedStates counts the seat views checked with (true) and without
// a ruling kept from the players.
var unnoticedStates = map[bool]int{}

var dataCardRE = regexp.MustCompile(`data-card="([^"]*)"`)

// dataCards lists the cards the page prints (played cards), one a line.
func dataCards(html string) string {
	var out []string
	for _, m := range dataCardRE.FindAllStringSubmatch(html, -1) {
		out = append(out, m[1])
	}
	return strings.Join(out, "\n")
}

// TestSeatViewsNeverLeak is the property: for every prefix of every
// reviewed scenario of package laws, and of random logs (calls and cards
// by any seat, in turn or not, legal or not, choices, answers, claims),
// the view of each seat names no card of another hand that the seat may
// not see.
func TestSeatViewsNeverLeak(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "laws", "testdata", "scenarios", "*.txtar"))
	if err != nil || len(files) < 100 {
		t.Fatalf("scenarios: %d, %v", len(files), err)
	}
	states := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lg, err := laws.ParseLog(logOf(string(b)))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		setup, err := lg.Setup()
		if err != nil {
			continue // a scenario about a missing deal
		}
		e := &entry{rec: TableRecord{ID: 1}, setup: setup}
		if err := e.reset(Options{}); err != nil {
			t.Fatal(err)
		}
		for i, ev := range lg.Events {
			if !applyTo(e, ev) {
				continue
			}
			states++
			last := i == len(lg.Events)-1
			langs := []string{"en"}
			if last {
				langs = catalog.Languages
			}
			if !checkViews(t, fmt.Sprintf("%s after event %d", filepath.Base(f), i+1), e, langs, last) {
				return
			}
		}
	}
	n := 40
	if testing.Short() {
		n = 10
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		e, log := randomTable(t, seed, func(e *entry, step int) bool {
			states++
			return checkViews(t, fmt.Sprintf("random log %d after event %d", seed, e.seq), e, []string{"en"}, step%25 == 0)
		})
		if e == nil {
			t.Logf("random log %d:\n%s", seed, log)
			return
		}
		if !checkViews(t, fmt.Sprintf("random log %d at its end", seed), e, catalog.Languages, true) {
			t.Logf("random log %d:\n%s", seed, log)
			return
		}
	}
	t.Logf("%d states checked, four seats each; %d seat views with a ruling nobody had noticed", states, unnoticedStates[true])
	if unnoticedStates[true] < 100 {
		t.Errorf("only %d seat views with an unnoticed ruling: the property proves little", unnoticedStates[true])
	}
}

// randomTable plays a random board, mostly as a table would (the player in
// turn calls or plays, often legally), with irregularities mixed in; check
// runs after each event the engine accepts and stops the board when false
// (randomTable then returns a nil entry). It returns the entry and its log.
func randomTable(t *testing.T, seed uint64, check func(*entry, int) bool) (*entry, string) {
	r := testdeal.New(seed, 2017)
	deal := testdeal.Deal(r)
	board := 1 + r.IntN(16)
	tags := fmt.Sprintf("[Board \"%d\"]\n[Deal \"%s\"]\n", board, deal)
	e, _ := entryOf(t, tags)
	seats := "NESW"
	pick := func(list []string) string { return list[r.IntN(len(list))] }
	bids := []string{"1C", "1D", "1H", "1S", "1NT", "2C", "2H", "2S", "2NT", "3NT", "4H", "4S", "5C", "6NT", "7S"}
	for step := 0; step < 110; step++ {
		tv, _ := buildView(e, Viewer{Director: true}, "en")
		var line string
		var awaiting []RulingView
		for _, rv := range tv.Rulings {
			if rv.AwaitsChoice {
				awaiting = append(awaiting, rv)
			}
		}
		x := r.IntN(100)
		switch {
		case len(awaiting) > 0 && x < 60:
			rv := awaiting[r.IntN(len(awaiting))]
			line = rv.Chooser + " choose " + pick(rv.Options)
		case len(tv.Questions) > 0 && x < 70:
			q := tv.Questions[r.IntN(len(tv.Questions))]
			a := pick(q.Answers)
			switch {
			case a == "tricks N":
				a = fmt.Sprintf("tricks %d", r.IntN(14))
			case a == "score N":
				a = fmt.Sprintf("score %d", 10*(r.IntN(200)-100))
			case strings.HasPrefix(a, "suits") && a != "suits none":
				a = "suits " + pick([]string{"S", "H", "D C", "S H D C"})
			}
			line = "director answer " + q.ID + " " + a
		case tv.Phase == "auction":
			seat := tv.Turn
			if x < 12 {
				seat = string(seats[r.IntN(4)])
			}
			switch y := r.IntN(100); {
			case y < 55:
				line = seat + " call Pass"
			case y < 85:
				line = seat + " call " + pick(bids)
			case y < 90:
				line = seat + " call X"
			case y < 93:
				line = seat + " change " + pick(bids)
			case y < 96:
				s := mustSeat(seat)
				line = seat + " " + pick([]string{"expose", "drop"}) + " " + pick(sortedCards(e.tb.Hands()[s]))
			default:
				line = "director noticed"
			}
		case tv.Phase == "play":
			seat := tv.Turn
			if seat == "" || x < 8 {
				seat = string(seats[r.IntN(4)])
			}
			hand := e.tb.Hands()[mustSeat(seat)]
			switch y := r.IntN(100); {
			case y < 88 && hand.Len() > 0:
				// Follow the suit of a card on the table most of the time.
				_, cur := e.tb.CurrentTrick()
				cards := sortedCards(hand)
				for _, c := range cur {
					if c != 0 && r.IntN(10) < 8 {
						if of := sortedCards(hand.OfSuit(c.Suit())); len(of) > 0 {
							cards = of
						}
						break
					}
				}
				line = seat + " play " + pick(cards)
			case y < 92:
				line = pick([]string{"director noticed", "E attention", "N ask E", "W ask N"})
			case y < 95:
				// The statement names declarer's highest card: said aloud,
				// no secret any more (Law 68C).
				said := "the rest"
				if d, err := bridge.ParseSeat(tv.Declarer); err == nil {
					if cs := sortedCards(e.tb.Hands()[d]); len(cs) > 0 {
						said = "cash the " + cs[0] + ", then the rest"
					}
				}
				line = fmt.Sprintf("claim %s %d %q", tv.Declarer, r.IntN(14), said)
			case y < 97:
				line = pick([]string{"NS accept", "EW accept", "E object", "S object"})
			default:
				line = pick([]string{"N breach", "N warn", "hands-returned"})
			}
		default: // ended or passed out: what comes after the board
			line = pick([]string{"next-board E", "end-of-round", "director noticed", "hands-returned", "NS accept", "W object"})
			if step > 100 || r.IntN(10) == 0 {
				step = 110
			}
		}
		ev, err := parseEventLine(line)
		if err != nil {
			t.Fatalf("seed %d: the generator wrote %q: %v", seed, line, err)
		}
		if !applyTo(e, ev) {
			continue
		}
		if !check(e, step) {
			return nil, logText(tags, e)
		}
	}
	return e, logText(tags, e)
}

func logText(tags string, e *entry) string {
	var b strings.Builder
	b.WriteString(tags)
	for _, r := range e.log {
		b.WriteString(r.Line + "\n")
	}
	return b.String()
}

// TestRandomTablesCoverTheLaws: the random logs reach the irregularities
// the property test is about (else it proves little).
func TestRandomTablesCoverTheLaws(t *testing.T) {
	kinds := map[string]int{}
	phases := map[string]int{}
	for seed := uint64(1); seed <= 60; seed++ {
		e, _ := randomTable(t, seed, func(*entry, int) bool { return true })
		tv, _ := buildView(e, Viewer{Director: true}, "en")
		phases[tv.Phase]++
		for _, r := range tv.Rulings {
			kinds[r.Kind]++
		}
	}
	for _, k := range []string{"revoke", "revoke-established", "call-out-of-rotation", "insufficient-bid", "claim"} {
		if kinds[k] == 0 {
			t.Errorf("no %s ruling in 60 random logs", k)
		}
	}
	if phases["ended"] == 0 || phases["play"]+phases["ended"] < 20 {
		t.Errorf("phases reached: %v", phases)
	}
	var ks []string
	for k := range kinds {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	t.Logf("%d kinds of ruling: %v; phases %v", len(ks), ks, phases)
}

// TestRedactor: the second lock takes a hidden card's name out of a text,
// in any of its forms, as a whole word only.
func TestRedactor(t *testing.T) {
	hidden := bridge.SetOf(bridge.MustCard("HT"), bridge.MustCard("SQ"))
	r := newRedactor("it", hidden)
	cases := map[string]string{
		"East revoked: HT on a club":    "East revoked: (una carta) on a club",
		"la ♠D e il ♥10 sono coperte":   "la (una carta) e il (una carta) sono coperte",
		"♥T, SQ.":                       "(una carta), (una carta).",
		"1HT 3NT HTX SQL Law 64C SA HA": "1HT 3NT HTX SQL Law 64C SA HA",
	}
	for in, want := range cases {
		if got := r.text(in); got != want {
			t.Errorf("%q -> %q, want %q", in, got, want)
		}
	}
	if !r.touched {
		t.Error("touched not set")
	}
	if got := (*redactor)(nil).text("HT"); got != "HT" {
		t.Errorf("the Director's nil redactor changed %q", got)
	}
}

// TestViewAdjustedScore: the Director's weighted adjusted score (Law
// 12C1(c)) and procedural penalty (Law 90) reach every viewer in the
// table view's result, as laws.ResultView gives them.
func TestViewAdjustedScore(t *testing.T) {
	log := "[Board \"1\"]\n[Deal \"" + exampleDeal + "\"]\nN call Pass\nE call Pass\nS call 4S\nW call Pass\nN call Pass\nE call Pass\n" +
		"W play SK\nN play S3\nE play S2\nS play S4\nclaim S 9 \"\"\nEW accept\ndirector adjust 60% 4S S 11 40% 4S S 9\ndirector penalty EW 25% 74B1\n"
	e, refused := entryOf(t, log)
	if len(refused) > 0 {
		t.Fatal(refused)
	}
	for _, who := range []string{"director", "N", "E"} {
		v, _ := ParseViewer(who)
		tv, _ := viewJSON(t, e, v, "en")
		a := tv.Result.Adjusted
		if a == nil || a.Form != "weighted" || a.Law != "Law 12C1(c)" || a.NSScore != "60% +450, 40% -50" || a.NS != "60% 4S S 11 40% 4S S 9" {
			t.Errorf("%s: adjusted %+v", who, a)
		}
		if len(tv.Result.Penalties) != 1 || tv.Result.Penalties[0] != (laws.PenaltyView{Side: "EW", Amount: "25%", Law: "Law 90", Infraction: "Law 74B1"}) {
			t.Errorf("%s: penalties %+v", who, tv.Result.Penalties)
		}
	}
}

// TestRedactorEveryForm: a hidden card is taken out in every form the
// table log reads one (bridge.ParseCard: rank or suit first, either case,
// 10 or T, suit symbols), as a Director's void reason may write it
// (docs/server.md, "Seat views" 3); ordinary words that read as a card
// stay ("as", "Ah"), as do words that only contain one ("ask", "dd"), a
// bid ("6D"; "6♦" where the language writes bids so) and a law ("Law 10C").
func TestRedactorEveryForm(t *testing.T) {
	var hidden bridge.CardSet
	for _, c := range []string{"DQ", "D6", "D3", "HT", "DT", "C9", "CK", "SA", "HA", "SK", "CT"} {
		hidden = hidden.Union(bridge.SetOf(bridge.MustCard(c)))
	}
	r := newRedactor("en", hidden)
	for _, tc := range []struct{ in, want string }{
		{"Q♦ 6♦ d3 3d 10h", "(a card) (a card) (a card) (a card) (a card)"},
		{"Dq dq d6 d10 c9 9c Kc", "(a card) (a card) (a card) (a card) (a card) (a card) (a card)"},
		{"♦Q, ♢q; h10. 10♥ ♡T DT td", "(a card), (a card); (a card). (a card) (a card) (a card) (a card)"},
		{"AS and SA: the ace", "(a card) and (a card): the ace"},
		{"As he said, ask as ah Ah ha da sa St dd", "As he said, ask as ah Ah ha da sa St dd"},
		{"ks sk Ks", "(a card) (a card) (a card)"},
		{"DQX dq9 D11 Q♦♦ 1S 3NT Law 64C 5c 6D, Law 10C, 10C", "DQX dq9 D11 Q♦♦ 1S 3NT Law 64C 5c 6D, Law 10C, (a card)"},
	} {
		if got := r.text(tc.in); got != tc.want {
			t.Errorf("%q -> %q, want %q", tc.in, got, tc.want)
		}
	}
}

// In Italian a bid is written "6♦": it stays, the card "♦6" goes, and
// "(una carta)" (the catalog's word.a-card) stands for it.
func TestRedactorBidsOfTheLanguage(t *testing.T) {
	r := newRedactor("it", bridge.SetOf(bridge.MustCard("D6")))
	if got, want := r.text("dopo 6♦, il ♦6 e 6d"), "dopo 6♦, il (una carta) e (una carta)"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// The placeholder is the catalog's word.a-card in each language.
func TestRedactorPlaceholderLanguages(t *testing.T) {
	for lang, want := range map[string]string{"en": "(a card)", "it": "(una carta)", "fr": "(une carte)", "pl": "(karta)"} {
		if got := newRedactor(lang, bridge.SetOf(bridge.MustCard("SQ"))).text("SQ"); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}
