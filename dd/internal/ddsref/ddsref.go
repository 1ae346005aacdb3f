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
