// Command ddwasm is the double-dummy solver (package dd) for a web
// browser: built with GOOS=js GOARCH=wasm, it gives JavaScript the
// function
//
//	bridgelawSolve(deal) -> JSON
//	bridgelawSolve(deal, dealer, vulnerability) -> JSON
//
// where deal is a full deal in PBN form ("N:AKQ.x.x.x ..."; PBN §3.4.11,
// one hand may be "-") and the answer is the double-dummy table, tricks
// 0-13 for each declarer and strain, as
//
//	{"deal":"N:...","tricks":{"N":{"NT":9,"S":8,"H":7,"D":6,"C":5},"E":{...},"S":{...},"W":{...}}}
//
// or {"error":"..."} naming what is wrong with the deal. Given the board's
// dealer ("N", "E", "S", "W") and vulnerability (PBN §3.4.10: "None",
// "NS", "EW", "All"), the answer also holds the par (dd.Par: score from
// North-South's view, the dealer's side bidding first) and the opening
// leads against the first par contract (dd.ParLeadContract; none when par
// is a pass), as a hand-record sheet shows them (package handrecord):
//
//	"par":{"score":420,"contracts":[{"level":4,"strain":"S","doubled":false,"declarers":["N","S"],"side":"NS","result":0}]},
//	"leads":{"contract":{"level":4,"strain":"S","doubling":"","declarer":"N"},"cards":[{"card":"SA","declarerTricks":10},...]}
//
// leads' cards are the leader's, highest suit and rank first, each with
// the tricks declarer takes after it with best play (0-13). The server's
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
	Par    *parJSON                  `json:"par,omitempty"`
	Leads  *leadsJSON                `json:"leads,omitempty"`
	Error  string                    `json:"error,omitempty"`
}

// parJSON is a bridge.Par: score in points from North-South's view.
type parJSON struct {
	Score     int               `json:"score"`
	Contracts []parContractJSON `json:"contracts"`
}

// parContractJSON is a bridge.ParContract: level 1-7 (the lowest that
// scores par), strain C D H S NT, result the tricks over the contract
// (negative: down).
type parContractJSON struct {
	Level     int      `json:"level"`
	Strain    string   `json:"strain"`
	Doubled   bool     `json:"doubled"`
	Side      string   `json:"side"`
	Declarers []string `json:"declarers"`
	Result    int      `json:"result"`
}

// leadsJSON are the opening leads against one contract (its level 1-7,
// strain, doubling "", "X" or "XX", and declarer).
type leadsJSON struct {
	Contract struct {
		Level    int    `json:"level"`
		Strain   string `json:"strain"`
		Doubling string `json:"doubling"`
		Declarer string `json:"declarer"`
	} `json:"contract"`
	Cards []leadJSON `json:"cards"`
}

// leadJSON is one opening lead ("SA", PBN card form) and declarer's
// tricks after it (0-13).
type leadJSON struct {
	Card           string `json:"card"`
	DeclarerTricks int    `json:"declarerTricks"`
}

// board is what the three-argument call adds to the deal: the dealer and
// vulnerability par is computed for.
type board struct {
	Dealer        bridge.Seat
	Vulnerability bridge.Vulnerability
}

// parseBoard reads the dealer (PBN §3.4.3) and vulnerability (PBN
// §3.4.10) of the three-argument call; the error names the bad one.
func parseBoard(dealer, vul string) (*board, error) {
	d, err := bridge.ParseSeat(dealer)
	if err != nil {
		return nil, err
	}
	v, err := bridge.ParseVulnerability(vul)
	if err != nil {
		return nil, err
	}
	return &board{Dealer: d, Vulnerability: v}, nil
}

// solveJSON reads a PBN deal and answers its double-dummy table (or the
// reason it could not) as JSON; see the package comment. With b (nil:
// the table only) it adds par and the opening leads.
func solveJSON(ctx context.Context, sv *dd.Solver, pbnDeal string, b *board) string {
	a := solve(ctx, sv, pbnDeal, b)
	out, err := json.Marshal(a)
	if err != nil { // maps and slices of ints and strings always marshal
		return `{"error":"dd: ` + err.Error() + `"}`
	}
	return string(out)
}

func solve(ctx context.Context, sv *dd.Solver, pbnDeal string, b *board) answer {
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
	if b == nil {
		return a
	}
	p := dd.Par(t, b.Vulnerability, b.Dealer)
	a.Par = &parJSON{Score: p.Score, Contracts: []parContractJSON{}}
	for _, c := range p.Contracts {
		pc := parContractJSON{Level: c.Level, Strain: c.Strain.String(), Doubled: c.Doubled, Side: c.Side.String(), Result: c.Result}
		for _, d := range c.Declarers {
			pc.Declarers = append(pc.Declarers, d.String())
		}
		a.Par.Contracts = append(a.Par.Contracts, pc)
	}
	c, ok := dd.ParLeadContract(p)
	if !ok {
		return a
	}
	res, err := sv.SolveCards(ctx, dd.Lead(d, c.Strain, c.Declarer))
	if err != nil {
		return answer{Error: err.Error()}
	}
	l := &leadsJSON{}
	l.Contract.Level, l.Contract.Strain, l.Contract.Doubling, l.Contract.Declarer = int(c.Level), c.Strain.String(), c.Doubling.String(), c.Declarer.String()
	for _, r := range res {
		l.Cards = append(l.Cards, leadJSON{Card: r.Card.String(), DeclarerTricks: 13 - r.Tricks})
	}
	a.Leads = l
	return a
}

// errorJSON is the answer {"error": err}.
func errorJSON(err error) string {
	b, _ := json.Marshal(answer{Error: err.Error()}) // a string always marshals
	return string(b)
}
