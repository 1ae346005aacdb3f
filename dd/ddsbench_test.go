//go:build dds

package dd

import (
	"bridgelaw/bridge"
	"bridgelaw/dd/internal/ddsref"
)

// With -tags dds the table benchmark also runs DDS (Debian's libdds) on the
// same deals: CalcDDtablePBN one deal at a time on one thread, and
// CalcAllTablesPBN (strain jobs spread over the threads) on two.
// ddsThreads is the thread count set last: DDS's SetMaxThreads sets up its
// threads' memory anew at each call, which is no part of solving a deal.
var ddsThreads = -1

func setDDSThreads(n int) {
	if n != ddsThreads {
		ddsref.SetMaxThreads(n)
		ddsThreads = n
	}
}

func init() {
	conv := func(ts []ddsref.Table) []bridge.TrickTable {
		out := make([]bridge.TrickTable, len(ts))
		for i, t := range ts {
			for s := range 4 {
				out[i][s] = bridge.ByStrain[int](t[s])
			}
		}
		return out
	}
	benchImpls = append(benchImpls,
		tableImpl{name: "dds", threads: 1, run: func(deals []bridge.Deal) ([]bridge.TrickTable, error) {
			setDDSThreads(1)
			out := make([]ddsref.Table, len(deals))
			for i, d := range deals {
				t, err := ddsref.CalcTable(d.String())
				if err != nil {
					return nil, err
				}
				out[i] = t
			}
			return conv(out), nil
		}},
		tableImpl{name: "dds", threads: 2, run: func(deals []bridge.Deal) ([]bridge.TrickTable, error) {
			setDDSThreads(2)
			pbns := make([]string, len(deals))
			for i, d := range deals {
				pbns[i] = d.String()
			}
			ts, err := ddsref.CalcTables(pbns)
			if err != nil {
				return nil, err
			}
			return conv(ts), nil
		}},
	)
}
