//go:build dds

// Package ddsref calls DDS, the Haglund/Hein double dummy solver, through
// Debian's libdds (apt-get install -y libdds-dev), for comparison
// benchmarks and cross-checks. It is built only with the build tag "dds"
// and never by default; nothing in the module depends on it.
//
// DDS orders strains S, H, D, C, NT and hands N, E, S, W
// (resTable[strain][hand]); the functions here convert to the project's
// orders: [seat][strain], seats N, E, S, W, strains C, D, H, S, NT.
package ddsref

/*
#cgo LDFLAGS: -ldds
#include <stdlib.h>
#include <string.h>
#include <dds/dll.h>

static int calc_one(const char *pbn, struct ddTableResults *res) {
	struct ddTableDealPBN d;
	memset(&d, 0, sizeof d);
	strncpy(d.cards, pbn, sizeof d.cards - 1);
	return CalcDDtablePBN(d, res);
}

static int solve_pbn(int trump, int first, const int *tsuit, const int *trank, const char *pbn, struct futureTricks *fut) {
	struct dealPBN d;
	memset(&d, 0, sizeof d);
	d.trump = trump;
	d.first = first;
	for (int i = 0; i < 3; i++) {
		d.currentTrickSuit[i] = tsuit[i];
		d.currentTrickRank[i] = trank[i];
	}
	strncpy(d.remainCards, pbn, sizeof d.remainCards - 1);
	return SolveBoardPBN(d, -1, 3, 1, fut, 0);
}

static int solve_nodes(int trump, int first, const char *pbn, int *score, int *nodes) {
	struct dealPBN d;
	struct futureTricks fut;
	memset(&d, 0, sizeof d);
	d.trump = trump;
	d.first = first;
	strncpy(d.remainCards, pbn, sizeof d.remainCards - 1);
	int rc = SolveBoardPBN(d, -1, 1, 1, &fut, 0);
	*score = fut.score[0];
	*nodes = fut.nodes;
	return rc;
}

static int calc_all(struct ddTableDealsPBN *deals, struct ddTablesRes *res, struct allParResults *par) {
	int filter[DDS_STRAINS] = {0, 0, 0, 0, 0};
	return CalcAllTablesPBN(deals, -1, filter, res, par);
}
*/
import "C"

import (
	"fmt"
	"unsafe"
)

// Table is a double-dummy table: [seat N,E,S,W][strain C,D,H,S,NT].
type Table [4][5]int

// MaxTables is DDS's batch limit for CalcAllTables.
const MaxTables = C.MAXNOOFTABLES

// SetMaxThreads sets the number of threads DDS uses (0: as many as cores).
func SetMaxThreads(n int) { C.SetMaxThreads(C.int(n)) }

// ddsStrain maps DDS strain index (S, H, D, C, NT) to the project's (C, D,
// H, S, NT).
var ddsStrain = [5]int{3, 2, 1, 0, 4}

func convert(r *C.struct_ddTableResults) Table {
	var t Table
	for s := 0; s < 5; s++ {
		for h := 0; h < 4; h++ {
			t[h][ddsStrain[s]] = int(r.resTable[s][h])
		}
	}
	return t
}

// CalcTable solves one deal given as a PBN Deal value ("N:... ... ... ...")
// with CalcDDtablePBN.
func CalcTable(pbn string) (Table, error) {
	cs := C.CString(pbn)
	defer C.free(unsafe.Pointer(cs))
	var res C.struct_ddTableResults
	if rc := C.calc_one(cs, &res); rc != 1 {
		return Table{}, fmt.Errorf("ddsref: CalcDDtablePBN error %d", int(rc))
	}
	return convert(&res), nil
}

// CalcTables solves many deals with CalcAllTablesPBN, MaxTables at a time,
// on the threads set by SetMaxThreads.
func CalcTables(pbns []string) ([]Table, error) {
	out := make([]Table, 0, len(pbns))
	deals := (*C.struct_ddTableDealsPBN)(C.calloc(1, C.size_t(unsafe.Sizeof(C.struct_ddTableDealsPBN{}))))
	res := (*C.struct_ddTablesRes)(C.calloc(1, C.size_t(unsafe.Sizeof(C.struct_ddTablesRes{}))))
	par := (*C.struct_allParResults)(C.calloc(1, C.size_t(unsafe.Sizeof(C.struct_allParResults{}))))
	defer C.free(unsafe.Pointer(deals))
	defer C.free(unsafe.Pointer(res))
	defer C.free(unsafe.Pointer(par))
	for start := 0; start < len(pbns); start += MaxTables {
		end := min(start+MaxTables, len(pbns))
		deals.noOfTables = C.int(end - start)
		for i := start; i < end; i++ {
			d := &deals.deals[i-start]
			for k := range d.cards {
				d.cards[k] = 0
			}
			for k := 0; k < len(pbns[i]) && k < len(d.cards)-1; k++ {
				d.cards[k] = C.char(pbns[i][k])
			}
		}
		if rc := C.calc_all(deals, res, par); rc != 1 {
			return nil, fmt.Errorf("ddsref: CalcAllTablesPBN error %d", int(rc))
		}
		for i := start; i < end; i++ {
			out = append(out, convert(&res.results[i-start]))
		}
	}
	return out, nil
}

// toDDS is t in DDS's order, resTable[strain S,H,D,C,NT][hand N,E,S,W].
func toDDS(t Table) C.struct_ddTableResults {
	var r C.struct_ddTableResults
	for s := 0; s < 5; s++ {
		for h := 0; h < 4; h++ {
			r.resTable[s][h] = C.int(t[h][ddsStrain[s]])
		}
	}
	return r
}

// Vulnerability codes of DDS: 0 none, 1 both, 2 North-South, 3 East-West.
const (
	VulNone = 0
	VulBoth = 1
	VulNS   = 2
	VulEW   = 3
)

// DealerParResult is DDS DealerPar's answer: the par score from
// North-South's view and the par contracts as DDS writes them ("4S-EW",
// "5Dx-NS-2"...).
type DealerParResult struct {
	Score     int
	Contracts []string
}

// DealerPar is DDS DealerPar for table t, dealer 0-3 (N, E, S, W) and a
// DDS vulnerability code. A passed-out deal gives score 0 and the contract
// "pass" (DDS leaves the score unset then; it is zeroed here).
func DealerPar(t Table, dealer, vul int) (DealerParResult, error) {
	r := toDDS(t)
	var res C.struct_parResultsDealer
	if rc := C.DealerPar(&r, &res, C.int(dealer), C.int(vul)); rc != 1 {
		return DealerParResult{}, fmt.Errorf("ddsref: DealerPar error %d", int(rc))
	}
	out := DealerParResult{Score: int(res.score)}
	for i := 0; i < int(res.number) && i < 10; i++ {
		out.Contracts = append(out.Contracts, C.GoString(&res.contracts[i][0]))
	}
	if len(out.Contracts) == 1 && out.Contracts[0] == "pass" {
		out.Score = 0
	}
	return out, nil
}

// ParResult is DDS Par()'s answer for one side bidding first: the score
// text ("NS 420", "EW -110"...) and the contracts text without its
// "NS:"/"EW:" prefix ("EW 2S", "NS 23S,NS 3N"...).
type ParResult struct {
	Score     string
	Contracts string
}

// Par is DDS Par() for table t and a DDS vulnerability code: [0] with
// North-South bidding first, [1] with East-West first.
func Par(t Table, vul int) ([2]ParResult, error) {
	r := toDDS(t)
	var res C.struct_parResults
	if rc := C.Par(&r, &res, C.int(vul)); rc != 1 {
		return [2]ParResult{}, fmt.Errorf("ddsref: Par error %d", int(rc))
	}
	var out [2]ParResult
	for i := range 2 {
		out[i].Score = C.GoString(&res.parScore[i][0])
		cs := C.GoString(&res.parContractsString[i][0])
		if len(cs) >= 3 && cs[2] == ':' {
			cs = cs[3:]
		}
		out[i].Contracts = cs
	}
	return out, nil
}

// CardScore is one card of SolveBoard's answer: DDS suit (0 spades to 3
// clubs), rank 2-14, the lower cards of the same hand and suit equivalent
// to it (a rank bit set, bit r for rank r), and the tricks the side to play
// takes from the remaining tricks after playing it.
type CardScore struct {
	Suit, Rank int
	Equals     int
	Score      int
}

// SolveBoard is DDS SolveBoardPBN with target -1, solutions 3 (every
// legal card) and mode 1 (search even a single card): trump in DDS's code
// (0 spades to 3 clubs, 4 notrump), first the hand that led the current
// trick (0-3, N, E, S, W), the 0-3 cards played to it (DDS suit, rank
// 2-14) and the cards still held as a PBN deal of remaining cards.
func SolveBoard(trump, first int, trickSuit, trickRank []int, remain string) ([]CardScore, error) {
	var ts, tr [3]C.int
	for i := range trickSuit {
		ts[i], tr[i] = C.int(trickSuit[i]), C.int(trickRank[i])
	}
	cs := C.CString(remain)
	defer C.free(unsafe.Pointer(cs))
	var fut C.struct_futureTricks
	if rc := C.solve_pbn(C.int(trump), C.int(first), &ts[0], &tr[0], cs, &fut); rc != 1 {
		return nil, fmt.Errorf("ddsref: SolveBoardPBN error %d", int(rc))
	}
	out := make([]CardScore, int(fut.cards))
	for i := range out {
		out[i] = CardScore{Suit: int(fut.suit[i]), Rank: int(fut.rank[i]), Equals: int(fut.equals[i]), Score: int(fut.score[i])}
	}
	return out, nil
}

// SolveNodes is DDS SolveBoardPBN at a trick's start with target -1,
// solutions 1 and mode 1: the tricks the side of first (the hand on
// lead, 0-3, N, E, S, W) takes in trump (DDS's code: 0 spades to 3
// clubs, 4 notrump), and the search's node count as DDS reports it (its
// "trick nodes": the tricks completed in the search). DDS keeps its table
// between calls on the same deal and trump, as its CalcDDtable does
// between leaders.
func SolveNodes(trump, first int, pbn string) (score, nodes int, err error) {
	cs := C.CString(pbn)
	defer C.free(unsafe.Pointer(cs))
	var sc, nd C.int
	if rc := C.solve_nodes(C.int(trump), C.int(first), cs, &sc, &nd); rc != 1 {
		return 0, 0, fmt.Errorf("ddsref: SolveBoardPBN error %d", int(rc))
	}
	return int(sc), int(nd), nil
}
