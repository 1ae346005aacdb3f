package dd

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"bridgelaw/bridge"
	"bridgelaw/internal/testshared"
)

// Reference data beside the repository (internal/testshared): DDS 2.9's
// results (CalcDDtable tables, DealerPar, SolveBoard and AnalysePlay on its
// test lists) for the deals it solved. Tests skip when it is absent.

// fullSweep reports whether the long checks are asked for
// (BRIDGELAW_DD_FULL=1): every deal of every file instead of a sample.
func fullSweep() bool { return os.Getenv("BRIDGELAW_DD_FULL") != "" }

func sharedFile(t testing.TB, rel string) string {
	t.Helper()
	return testshared.Path(t, strings.Split(rel, "/")...)
}

// dataLines returns the non-comment, non-empty lines of a shared file.
func dataLines(t testing.TB, rel string) []string {
	t.Helper()
	f, err := os.Open(sharedFile(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		l := strings.TrimRight(sc.Text(), "\r")
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		out = append(out, l)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

type tableCase struct {
	deal bridge.Deal
	want bridge.TrickTable
	line int
}

// fileDeclarers is the declarer order of ddtables*.txt: N, S, E, W.
var fileDeclarers = [4]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}

// loadTables reads a ddtables*.txt file: a deal, then 20 tricks, declarer
// N,S,E,W x strain C,D,H,S,NT.
func loadTables(t testing.TB, rel string) []tableCase {
	t.Helper()
	var out []tableCase
	for i, l := range dataLines(t, rel) {
		fs := strings.Fields(l)
		if len(fs) != 24 {
			t.Fatalf("%s: line %d: %d fields", rel, i+1, len(fs))
		}
		d, err := bridge.ParseDeal(strings.Join(fs[:4], " "))
		if err != nil {
			t.Fatalf("%s: line %d: %v", rel, i+1, err)
		}
		var want bridge.TrickTable
		for k := range 20 {
			v, err := strconv.Atoi(fs[4+k])
			if err != nil {
				t.Fatalf("%s: line %d: %v", rel, i+1, err)
			}
			want[fileDeclarers[k/5]][bridge.Strains()[k%5]] = v
		}
		out = append(out, tableCase{deal: d, want: want, line: i + 1})
	}
	return out
}

// sample picks n cases spread over the list (all when n >= len or the full
// sweep is on).
func sample[T any](all []T, n int) []T {
	if fullSweep() || n >= len(all) {
		return all
	}
	out := make([]T, 0, n)
	for i := range n {
		out = append(out, all[i*len(all)/n])
	}
	return out
}

// listRecord is one record of dds-list100.txt (DDS's dtest input).
type listRecord struct {
	n      int
	dealer bridge.Seat
	vul    bridge.Vulnerability
	strain bridge.Strain
	leader bridge.Seat
	deal   bridge.Deal
	fut    []futCard
	table  bridge.TrickTable
	par    [4]string // PAR: "NS score" "EW score" "NS:..." "EW:..."
	par2   []string  // PAR2: score, contracts...
	play   []bridge.Card
	trace  []int
}

type futCard struct {
	card   bridge.Card
	equals bridge.Holding
	score  int
}

// ddsSuit and ddsStrain: DDS orders suits S, H, D, C (0-3) and NT 4.
func ddsSuit(i int) bridge.Suit { return bridge.Suit(3 - i) }
func ddsStrain(i int) bridge.Strain {
	if i == 4 {
		return bridge.NoTrump
	}
	return bridge.Strain(3 - i)
}

// ddsVul: DDS test files code vulnerability 0 none, 1 both, 2 NS, 3 EW.
var ddsVul = [4]bridge.Vulnerability{bridge.None, bridge.All, bridge.NSVulnerable, bridge.EWVulnerable}

func quoted(t testing.TB, s string) []string {
	t.Helper()
	var out []string
	for {
		i := strings.IndexByte(s, '"')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(s[i+1:], '"')
		if j < 0 {
			t.Fatalf("unbalanced quotes in %q", s)
		}
		out = append(out, s[i+1:i+1+j])
		s = s[i+j+2:]
	}
}

func atoi(t testing.TB, s string) int {
	t.Helper()
	v, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("bad number %q", s)
	}
	return v
}

func loadList(t testing.TB) []listRecord {
	t.Helper()
	var out []listRecord
	var r *listRecord
	for _, l := range dataLines(t, "corpus/dds-list100.txt") {
		key, rest, _ := strings.Cut(strings.TrimSpace(l), " ")
		fs := strings.Fields(rest)
		switch key {
		case "NUMBER":
		case "PBN":
			out = append(out, listRecord{n: len(out) + 1})
			r = &out[len(out)-1]
			r.dealer = bridge.Seat(atoi(t, fs[0]))
			r.vul = ddsVul[atoi(t, fs[1])]
			r.strain = ddsStrain(atoi(t, fs[2]))
			r.leader = bridge.Seat(atoi(t, fs[3]))
			d, err := bridge.ParseDeal(quoted(t, rest)[0])
			if err != nil {
				t.Fatalf("record %d: %v", r.n, err)
			}
			r.deal = d
		case "FUT":
			n := atoi(t, fs[0])
			for i := range n {
				su := ddsSuit(atoi(t, fs[1+i]))
				rk := bridge.Rank(atoi(t, fs[1+n+i]))
				r.fut = append(r.fut, futCard{
					card:   bridge.NewCard(su, rk),
					equals: bridge.Holding(atoi(t, fs[1+2*n+i])),
					score:  atoi(t, fs[1+3*n+i]),
				})
			}
		case "TABLE":
			for k := range 20 {
				st := ddsStrain(k / 4)
				r.table[bridge.Seat(k%4)][st] = atoi(t, fs[k])
			}
		case "PAR":
			copy(r.par[:], quoted(t, rest))
		case "PAR2":
			r.par2 = quoted(t, rest)
		case "PLAY":
			s := quoted(t, rest)[0]
			for i := 0; i+1 < len(s); i += 2 {
				c, err := bridge.ParseCard(s[i : i+2])
				if err != nil {
					t.Fatalf("record %d: play: %v", r.n, err)
				}
				r.play = append(r.play, c)
			}
			if len(r.play) != atoi(t, fs[0]) {
				t.Fatalf("record %d: play count", r.n)
			}
		case "TRACE":
			n := atoi(t, fs[0])
			for i := range n {
				r.trace = append(r.trace, atoi(t, fs[1+i]))
			}
		default:
			t.Fatalf("dds-list100.txt: unknown line %q", l)
		}
	}
	return out
}

func envSet(name string) bool { return os.Getenv(name) != "" }
