package results

import (
	"fmt"
	"strconv"
	"strings"

	"bridgelaw/bridge"
	"bridgelaw/score"
)

// dealGroups splits the results of board b by the deal each table played,
// when the results give deals (Result.DealKnown) and they differ: a board
// played in different versions is fouled (Law 87A) and each version is
// scored as a separate group, each result compared only with the results on
// the same deal (Law 87B; score.MatchpointBoard and score.IMPBoard scale
// each group with Neuberg and apply Options.Fouled). The same holds for the
// travellers of two sections merged whose board of one number was dealt
// differently: the deals are compared, never the results across them.
//
// The deal with the most results is group "A" (on a tie, the first met),
// the other deals "B", "C", ... in the order they are first met. A result
// that gives no deal is scored with group A: a table whose deal is not
// recorded is taken to have played the board as most tables did (the
// Director, who knows, can say otherwise with a group column). It returns
// each result's group, indexed as b.Results, and the notes of the board
// (Law 87); nil when the board needs no split: fewer than two different
// deals, or a source that names the groups itself (some Result.Group set).
func dealGroups(b *Board) ([]string, []Note) {
	var deals []bridge.Deal
	count := map[bridge.Deal]int{}
	for _, r := range b.Results {
		if r.Group != "" {
			return nil, nil
		}
		if !r.DealKnown {
			continue
		}
		if count[r.Deal] == 0 {
			deals = append(deals, r.Deal)
		}
		count[r.Deal]++
	}
	if len(deals) < 2 {
		return nil, nil
	}
	major := 0
	for i, d := range deals {
		if count[d] > count[deals[major]] {
			major = i
		}
	}
	order := append([]bridge.Deal{deals[major]}, deals[:major]...)
	order = append(order, deals[major+1:]...)
	name := map[bridge.Deal]string{}
	for i, d := range order {
		name[d] = string(rune('A' + i%26))
		if i >= 26 {
			name[d] += strconv.Itoa(i / 26)
		}
	}
	groups := make([]string, len(b.Results))
	unknown := 0
	for i, r := range b.Results {
		if r.DealKnown {
			groups[i] = name[r.Deal]
		} else {
			groups[i] = name[order[0]]
			unknown++
		}
	}
	var parts []string
	for i, d := range order {
		n := count[d]
		if i == 0 {
			n += unknown
		}
		parts = append(parts, fmt.Sprintf("%s %d", name[d], n))
	}
	notes := []Note{lawNote("note-deals", score.LawFouled, "deals", strconv.Itoa(len(order)), "groups", strings.Join(parts, ", "))}
	if unknown > 0 {
		notes = append(notes, Note{Key: "note-deals-unknown", Args: map[string]string{"unknown": strconv.Itoa(unknown)}})
	}
	return groups, notes
}
