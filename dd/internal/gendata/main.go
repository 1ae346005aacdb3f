//go:build dds

// Command gendata writes dd/testdata/ddsref.txt, the double-dummy reference
// data that package dd's tests check without libdds: deals dealt here from
// fixed seeds, solved by DDS 2.9 (Debian's libdds, through
// dd/internal/ddsref). Run from the module root:
//
//	go run -tags dds ./dd/internal/gendata
//
// The sets (the first field of each line):
//
//   - R: random deals (internal/testdeal.Deal, seed 15, stream 1).
//   - L: real-like deals: random deals (stream 2) kept when the bidding
//     would be contested, as on the boards that make a session's results:
//     each side holds 15 to 25 high-card points and a fit of eight cards
//     or more.
//   - H: hard deals: of 20,000 random deals (stream 3), those with the
//     most distinct plays (the sequences of each hand and suit: balanced
//     hands with interleaved cards), which make the search tree wide.
//
// Each deal gets the dealer and vulnerability of its board number (its line
// number from 1, Law 2), its full table (CalcAllTablesPBN), DealerPar for
// that dealer and vulnerability, Par() (both sides first), and SolveBoard
// (target -1, solutions 3, mode 1) at the opening lead of one contract: the
// first par contract's strain and first declarer (notrump by North when
// passed out). The format is written at the top of the file.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"log"
	"math/bits"
	"os"
	"slices"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/dd/internal/ddsref"
	"bridgelaw/internal/testdeal"
)

func main() {
	out := flag.String("o", "dd/testdata/ddsref.txt", "output file")
	nRandom := flag.Int("random", 400, "random deals")
	nReal := flag.Int("real", 400, "real-like deals")
	nHard := flag.Int("hard", 200, "hard deals")
	threads := flag.Int("threads", 2, "DDS threads")
	flag.Parse()
	ddsref.SetMaxThreads(*threads)

	type item struct {
		set  string
		deal bridge.Deal
	}
	var items []item
	r := testdeal.New(15, 1)
	for range *nRandom {
		items = append(items, item{"R", testdeal.Deal(r)})
	}
	r = testdeal.New(15, 2)
	for n := 0; n < *nReal; {
		d := testdeal.Deal(r)
		if contested(d) {
			items = append(items, item{"L", d})
			n++
		}
	}
	r = testdeal.New(15, 3)
	pool := make([]bridge.Deal, 20000)
	for i := range pool {
		pool[i] = testdeal.Deal(r)
	}
	// Stable sort by fan-out, most first; ties keep the dealing order.
	slices.SortStableFunc(pool, func(a, b bridge.Deal) int { return fanOut(b) - fanOut(a) })
	for _, d := range pool[:*nHard] {
		items = append(items, item{"H", d})
	}

	pbns := make([]string, len(items))
	for i, it := range items {
		pbns[i] = it.deal.String()
	}
	log.Printf("solving %d tables", len(pbns))
	tables, err := ddsref.CalcTables(pbns)
	if err != nil {
		log.Fatal(err)
	}

	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	w := bufio.NewWriter(f)
	fmt.Fprint(w, header)
	for i, it := range items {
		board := bridge.Board(i + 1)
		dealer, vul := board.Dealer(), board.Vulnerability()
		t := tables[i]
		dp, err := ddsref.DealerPar(t, int(dealer), ddsVul(vul))
		if err != nil {
			log.Fatal(err)
		}
		sides, err := ddsref.Par(t, ddsVul(vul))
		if err != nil {
			log.Fatal(err)
		}
		strain, declarer := bridge.NoTrump, bridge.North
		if len(dp.Contracts) > 0 && dp.Contracts[0] != "pass" {
			strain, declarer = leadContract(dp.Contracts[0], t)
		}
		leader := declarer.LHO()
		cards, err := ddsref.SolveBoard(ddsStrain(strain), int(leader), nil, nil, pbns[i])
		if err != nil {
			log.Fatal(err)
		}
		var tab strings.Builder
		for s := range 4 {
			for st := range 5 {
				tab.WriteString(strconv.FormatInt(int64(t[s][st]), 16))
			}
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%d %s\t%s\t%s\t%s%s\t%s\n",
			it.set, pbns[i], dealer, vul, tab.String(),
			dp.Score, strings.Join(dp.Contracts, " "),
			sidesField(sides[0], 0), sidesField(sides[1], 1),
			strainLetter(strain), declarer, leadValues(it.deal.Hand(leader), cards))
	}
	if err := w.Flush(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s: %d deals", *out, len(items))
}

const header = `# Double-dummy reference data from DDS 2.9 (Debian's libdds), written by
#   go run -tags dds ./dd/internal/gendata
# (dd/internal/gendata/main.go says how the deals are dealt). One deal a
# line, TAB-separated fields:
#   1 set: R random, L real-like (contested), H hard (most sequences)
#   2 deal, PBN from North
#   3 dealer and 4 vulnerability: those of the board numbered by the line
#     (the first deal is board 1, Law 2)
#   5 table, CalcAllTablesPBN: 20 hex digits, declarer N, E, S, W, each
#     strain C, D, H, S, NT
#   6 DealerPar for that dealer and vulnerability: score from North-South's
#     view, then the contracts as DDS writes them
#   7 Par() with North-South bidding first and 8 with East-West first:
#     score from North-South's view ";" the contracts as DDS writes them
#     (without its "NS:"/"EW:" prefix)
#   9 contract (strain letter, declarer) whose opening leads are solved, the
#     first DealerPar contract's strain and declarer (NT by N if passed out)
#  10 SolveBoard at that opening lead (target -1, solutions 3, mode 1): the
#     leader's side's tricks after each of the leader's 13 cards, one hex
#     digit a card, spades to clubs, each suit from the ace down
`

// contested reports whether each side holds 15-25 high-card points and a
// fit of eight cards or more.
func contested(d bridge.Deal) bool {
	for _, side := range bridge.Sides() {
		s := side.Seats()
		h := d.Hand(s[0]) | d.Hand(s[1])
		hcp := 0
		for c := range h.Cards() {
			if r := c.Rank(); r > bridge.Ten {
				hcp += int(r - bridge.Ten)
			}
		}
		fit := false
		for _, su := range []bridge.Suit{bridge.Clubs, bridge.Diamonds, bridge.Hearts, bridge.Spades} {
			if h.Suit(su).Len() >= 8 {
				fit = true
			}
		}
		if hcp < 15 || hcp > 25 || !fit {
			return false
		}
	}
	return true
}

// fanOut counts the sequences of each hand and suit (cards touching in the
// whole deal count once).
func fanOut(d bridge.Deal) int {
	n := 0
	for _, s := range bridge.Seats() {
		for su := range bridge.Suit(4) {
			h := uint16(d.Hand(s).Suit(su))
			// A sequence starts at each held rank whose next higher rank
			// is held by another hand (or is above the ace).
			n += bits.OnesCount16(h &^ (h >> 1))
		}
	}
	return n
}

// ddsVul is DDS's vulnerability code.
func ddsVul(v bridge.Vulnerability) int {
	switch v {
	case bridge.All:
		return ddsref.VulBoth
	case bridge.NSVulnerable:
		return ddsref.VulNS
	case bridge.EWVulnerable:
		return ddsref.VulEW
	}
	return ddsref.VulNone
}

// ddsStrain is DDS's strain code: 0 spades to 3 clubs, 4 notrump.
func ddsStrain(st bridge.Strain) int {
	if st == bridge.NoTrump {
		return 4
	}
	return 3 - int(st)
}

func strainLetter(st bridge.Strain) string { return string("CDHSN"[st]) }

// leadContract reads the strain and first declarer of a DealerPar contract
// ("4S-EW", "5Dx-NS-2", "1N-N"): a side's first declarer is the one of its
// two players who takes the most tricks, North or East on a tie.
func leadContract(c string, t ddsref.Table) (bridge.Strain, bridge.Seat) {
	st := bridge.Strain(strings.IndexByte("CDHSN", c[1]))
	_, rest, _ := strings.Cut(c, "-")
	who, _, _ := strings.Cut(rest, "-")
	seat, err := bridge.ParseSeat(who[:1])
	if err != nil {
		log.Fatalf("contract %q: %v", c, err)
	}
	if len(who) == 2 {
		p := seat.Partner()
		if t[p][st] > t[seat][st] {
			seat = p
		}
	}
	return st, seat
}

// sidesField is one Par() answer: the score from North-South's view (DDS
// writes East-West's first score from East-West's view) ";" the contracts.
func sidesField(p ddsref.ParResult, side int) string {
	fs := strings.Fields(p.Score)
	v, err := strconv.Atoi(fs[len(fs)-1])
	if err != nil {
		log.Fatalf("Par score %q: %v", p.Score, err)
	}
	if side == 1 {
		v = -v
	}
	return fmt.Sprintf("%d;%s", v, p.Contracts)
}

// leadValues is the value of each card of hand (spades to clubs, ace
// down) from SolveBoard's answer, each card's equivalent lower cards
// included.
func leadValues(hand bridge.CardSet, cards []ddsref.CardScore) string {
	val := map[bridge.Card]int{}
	for _, c := range cards {
		su := bridge.Suit(3 - c.Suit)
		val[bridge.NewCard(su, bridge.Rank(c.Rank))] = c.Score
		for r := bridge.Two; r <= bridge.Ace; r++ {
			if c.Equals&(1<<r) != 0 {
				val[bridge.NewCard(su, r)] = c.Score
			}
		}
	}
	var sb strings.Builder
	for su := bridge.Spades; ; su-- {
		for r := bridge.Ace; r >= bridge.Two; r-- {
			c := bridge.NewCard(su, r)
			if !hand.Has(c) {
				continue
			}
			v, ok := val[c]
			if !ok {
				log.Fatalf("SolveBoard gave no value for %s", c)
			}
			sb.WriteString(strconv.FormatInt(int64(v), 16))
		}
		if su == bridge.Clubs {
			break
		}
	}
	return sb.String()
}
