package search

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

func parseHand(t string) uint64 {
	var h uint64
	parts := strings.Split(t, ".")
	for i, p := range parts {
		su := 3 - i
		for _, ch := range p {
			r := strings.IndexRune("23456789TJQKA", ch) + 2
			h |= 1 << (su*16 + r)
		}
	}
	return h
}

type tdeal struct {
	hands [4]uint64
	want  [20]int
}

func loadTables(t testing.TB, path string) []tdeal {
	f, err := os.Open(path)
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	var out []tdeal
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		fs := strings.Fields(line)
		var d tdeal
		d.hands[0] = parseHand(strings.TrimPrefix(fs[0], "N:"))
		for i := 1; i < 4; i++ {
			d.hands[i] = parseHand(fs[i])
		}
		for i := range 20 {
			d.want[i], _ = strconv.Atoi(fs[4+i])
		}
		out = append(out, d)
	}
	return out
}

// declarer index order in the file: N,S,E,W ; strain C,D,H,S,NT
func fileIndex(decl, strain int) int {
	di := [4]int{0, 2, 1, 3}[decl]
	return di*5 + strain
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func knob(name string, p *int) {
	if v := os.Getenv(name); v != "" {
		*p, _ = strconv.Atoi(v)
	}
}

// TestTablesTuning is a tuning harness: DDFILE=path [DDN=n] [DDSKIP=k]
// [OFF=bits] [MINTT=n].
func TestTablesTuning(t *testing.T) {
	path := os.Getenv("DDFILE")
	if path == "" {
		t.Skip("DDFILE not set")
	}
	n, _ := strconv.Atoi(os.Getenv("DDN"))
	skip, _ := strconv.Atoi(os.Getenv("DDSKIP"))
	ds := loadTables(t, path)
	if skip > 0 && skip < len(ds) {
		ds = ds[skip:]
	}
	if n > 0 && n < len(ds) {
		ds = ds[:n]
	}
	s := New(0)
	knob("OFF", &s.Off)
	knob("MINTT", &s.Tuning.MinTTTricks)
	c0 := cpuTime()
	bad := 0
	if os.Getenv("DDPER") != "" {
		s.Trace = func(target int, res bool, nodes uint64) { t.Logf("  test %d -> %v: %d lead nodes", target, res, nodes) }
	}
	for di, d := range ds {
		n0 := s.Nodes
		c1 := cpuTime()
		for strain := range 5 {
			s.tt.Clear()
			g := 7
			for leader := range 4 {
				s.SetPosition(d.hands, strain, leader, nil)
				if os.Getenv("ORACLE") != "" {
					g = 13 - d.want[fileIndex((leader+3)&3, strain)]
				}
				nn, fn := s.Nodes, s.Stats.FollowNodes
				v, _ := s.Value(g)
				if os.Getenv("DDPER") != "" {
					t.Logf("strain %d leader %d v %d lead nodes %d all nodes %d", strain, leader, v, s.Nodes-nn, s.Nodes-nn+uint64(s.Stats.FollowNodes-fn))
				}
				g = 13 - v
				if os.Getenv("GUESS") == "dds" {
					g = 7 - ((leader + 1) & 1)
				}
				decl := (leader + 3) & 3
				got := 13 - v
				if w := d.want[fileIndex(decl, strain)]; w != got {
					bad++
					t.Errorf("deal %d strain %d decl %d: got %d want %d", di, strain, decl, got, w)
				}
			}
		}
		if os.Getenv("DDVERBOSE") != "" {
			t.Logf("deal %d cpu %v nodes %d", di+skip, cpuTime()-c1, s.Nodes-n0)
		}
	}
	el := cpuTime() - c0
	st := &s.Stats
	t.Logf("%d deals, %d bad, cpu %v per deal, nodes %d per deal, tests %d, TT probes %d scanned %d hits %d resets %d",
		len(ds), bad, el/time.Duration(len(ds)), s.Nodes/uint64(len(ds)), st.Tests, s.tt.Probes, s.tt.Scanned, s.tt.Hits, s.tt.Resets)
	if os.Getenv("DDSTATS") != "" {
		t.Logf("lead cuts %v all %d", st.LeadCut[:5], st.LeadAll)
		for p := 1; p < 4; p++ {
			t.Logf("follow %d cuts %v all %d", p, st.FollowCut[p][:4], st.FollowAll[p])
		}
		t.Logf("by r %v", st.ByR)
	}
}
