package lin

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"bridgelaw/internal/testshared"
	"bridgelaw/record"
)

// sharedCorpus is the folder of real hand-record files beside the
// repository (internal/testshared finds it); the test is skipped with a message when it is absent.
func sharedCorpus(t testing.TB) string {
	t.Helper()
	return testshared.Path(t, "corpus")
}

// readCorpus reads one corpus LIN file; it fails the test on any error.
func readCorpus(t *testing.T, name string) []*Board {
	t.Helper()
	f, err := os.Open(filepath.Join(sharedCorpus(t), name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	boards, errs := Read(f, name)
	for _, e := range errs {
		t.Errorf("Read: %v", e)
	}
	return boards
}

// linFields are the fields of a record that LIN carries, for comparing
// records; dealer and vulnerability are compared as in effect.
type linFields struct {
	Board                    int
	Dealer, DealerKnown      any
	Vul, VulKnown            any
	Hands                    any
	HandKnown                any
	Players                  any
	Event, Scoring           string
	Room, Title              string
	Teams                    [5]string // HomeTeam, VisitTeam, Stage, HomeCarryOver, VisitCarryOver
	AuctionStart             any
	Calls                    []record.Call
	AuctionEnded             bool
	Plays                    []record.Play
	ClaimTricks              int
	Contract                 any
	ContractKnown, DeclKnown bool
	Result                   int
	ResultKnown              bool
}

func fieldsOf(r *record.Record) linFields {
	d, dk := r.EffectiveDealer()
	v, vk := r.EffectiveVulnerability()
	f := linFields{
		Board: int(r.Board), Dealer: d, DealerKnown: dk, Vul: v, VulKnown: vk,
		Hands: r.Hands, HandKnown: r.HandKnown, Players: r.Players,
		Event: r.Event, Scoring: r.Scoring, Room: r.Room, Title: r.Title,
		Teams:        [5]string{r.HomeTeam, r.VisitTeam, r.Stage, r.HomeCarryOver, r.VisitCarryOver},
		AuctionStart: r.AuctionStart, Calls: r.Calls, AuctionEnded: r.AuctionEnded,
		Plays: r.Plays, ClaimTricks: r.ClaimTricks,
		Contract: r.Contract, ContractKnown: r.ContractKnown, DeclKnown: r.DeclarerKnown,
		Result: r.Result, ResultKnown: r.ResultKnown,
	}
	if len(f.Calls) == 0 {
		f.Calls = nil
	}
	if len(f.Plays) == 0 {
		f.Plays = nil
	}
	return f
}

// diffRecords lists the LIN fields in which a and b differ.
func diffRecords(a, b *record.Record) []string {
	fa, fb := fieldsOf(a), fieldsOf(b)
	va, vb := reflect.ValueOf(fa), reflect.ValueOf(fb)
	var out []string
	for i := range va.NumField() {
		if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
			out = append(out, fmt.Sprintf("%s: %v != %v", va.Type().Field(i).Name, va.Field(i).Interface(), vb.Field(i).Interface()))
		}
	}
	return out
}

// pairs lists the key|value pairs of boards without their positions, for
// comparing boards read from different texts.
func pairs(boards []*Board) [][2][]string {
	var out [][2][]string
	for _, b := range boards {
		var own, hdr []string
		for _, t := range b.Tokens {
			own = append(own, t.String())
		}
		for _, t := range b.Header {
			hdr = append(hdr, t.String())
		}
		out = append(out, [2][]string{own, hdr})
	}
	return out
}
