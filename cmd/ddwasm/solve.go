// Command ddwasm is the double-dummy solver (package dd) for a web
// browser: built with GOOS=js GOARCH=wasm, it gives JavaScript the
// function
//
//	bridgelawSolve(deal) -> JSON
//
// where deal is a full deal in PBN form ("N:AKQ.x.x.x ..."; PBN §3.4.11,
// one hand may be "-") and the answer is the double-dummy table, tricks
// 0-13 for each declarer and strain, as
//
//	{"deal":"N:...","tricks":{"N":{"NT":9,"S":8,"H":7,"D":6,"C":5},"E":{...},"S":{...},"W":{...}}}
//
// or {"error":"..."} naming what is wrong with the deal. The server's
// hand-record and results pages load it in a Web Worker
// (server/web/ddworker.js) to solve, on the reader's device, a deal whose
// table the page does not give; docs/server.md says how to build it:
//
//	GOOS=js GOARCH=wasm go build -o DIR/dd.wasm ./cmd/ddwasm
//	cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" DIR/
//
// and `bridgelaw serve --dd-wasm DIR` serves it. Built for another
// platform the command only says so.
package main

import (
	"context"
	"encoding/json"

	"bridgelaw/bridge"
	"bridgelaw/dd"
)

// ttMemory bounds the solver's transposition table in the browser: a
// real deal uses 2-10 MB (dd.Options.TTMemory), and a phone has less
// memory to give a page than a server.
const ttMemory = 32 << 20

// answer is the JSON of one solve: the deal as read and its table, or
// the error.
type answer struct {
	Deal   string                    `json:"deal,omitempty"`
	Tricks map[string]map[string]int `json:"tricks,omitempty"`
	Error  string                    `json:"error,omitempty"`
}

// solveJSON reads a PBN deal and answers its double-dummy table (or the
// reason it could not) as JSON; see the package comment.
func solveJSON(ctx context.Context, sv *dd.Solver, pbnDeal string) string {
	a := solve(ctx, sv, pbnDeal)
	b, err := json.Marshal(a)
	if err != nil { // a map of ints and strings always marshals
		return `{"error":"dd: ` + err.Error() + `"}`
	}
	return string(b)
}

func solve(ctx context.Context, sv *dd.Solver, pbnDeal string) answer {
	d, err := bridge.ParseDeal(pbnDeal)
	if err != nil {
		return answer{Error: err.Error()}
	}
	t, err := sv.Table(ctx, d)
	if err != nil {
		return answer{Error: err.Error()}
	}
	a := answer{Deal: d.String(), Tricks: map[string]map[string]int{}}
	for _, s := range bridge.Seats() {
		row := map[string]int{}
		for _, st := range bridge.Strains() {
			row[st.String()] = t[s][st]
		}
		a.Tricks[s.String()] = row
	}
	return a
}
