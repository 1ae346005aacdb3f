package search

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestDebugOne: DDDEAL=line DDSTRAIN DDLEADER DDTARGET
func TestDebugOne(t *testing.T) {
	path := os.Getenv("DDFILE")
	if path == "" || os.Getenv("DDDEAL") == "" {
		t.Skip()
	}
	ds := loadTables(t, path)
	di, _ := strconv.Atoi(os.Getenv("DDDEAL"))
	st, _ := strconv.Atoi(os.Getenv("DDSTRAIN"))
	ld, _ := strconv.Atoi(os.Getenv("DDLEADER"))
	tg, _ := strconv.Atoi(os.Getenv("DDTARGET"))
	s := New(0)
	hands := ds[di].hands
	var trick []uint8
	leader := ld
	for _, cs := range strings.Fields(os.Getenv("DDPLAY")) {
		su := strings.IndexByte("CDHS", cs[0])
		rk := strings.IndexByte("..23456789TJQKA", cs[1])
		c := uint8(su<<4 | rk)
		h := (leader + len(trick)) & 3
		hands[h] &^= 1 << c
		trick = append(trick, c)
		if len(trick) == 4 {
			w, wh := trick[0], leader
			for i := 1; i < 4; i++ {
				if trick[i]>>4 == w>>4 && trick[i] > w || int(trick[i]>>4) == st && int(w>>4) != st {
					w, wh = trick[i], (leader+i)&3
				}
			}
			leader = wh
			trick = nil
			t.Logf("trick won by %d", wh)
		}
	}
	ld = leader
	s.SetPosition(hands, st, ld, trick)
	s.DebugDepth, _ = strconv.Atoi(os.Getenv("DDDEPTH"))
	s.Debug = func(ply, hand int, c uint8, res bool, nodes uint64, won, target int) {
		t.Logf("%*s%s %s%s -> %v (%d nodes) won %d", 2*ply, "", "NESW"[hand:hand+1], "CDHS"[c>>4:c>>4+1], "..23456789TJQKA"[c&15:c&15+1], res, nodes, won)
	}
	r, _ := s.Test(tg)
	t.Logf("result %v nodes %d", r, s.Nodes)
	t.Logf("lead cuts %v all %d", s.Stats.LeadCut[:6], s.Stats.LeadAll)
	for p := 1; p < 4; p++ {
		t.Logf("follow %d cuts %v all %d", p, s.Stats.FollowCut[p][:5], s.Stats.FollowAll[p])
	}
	t.Logf("by r %v", s.Stats.ByR)
	t.Logf("maxlead %d qtcut(min,max) %v ltcut %v expanded %v", s.Stats.MaxLead, s.Stats.QTCut, s.Stats.LTCut, s.Stats.Expanded)
	t.Logf("tt probes %d hits %d", s.tt.Probes, s.tt.Hits)
}
