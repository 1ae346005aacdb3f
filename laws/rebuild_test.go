package laws

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"bridgelaw/auction"
	"bridgelaw/bridge"
)

// insufficientLog is a table log of n insufficient bids, each accepted by
// its left-hand opponent's call (Law 27A1): "E call 1H" after 1S, "S call
// 1S" over the 1H accepted, "W call 1H", and so on.
func insufficientLog(n int) string {
	var b strings.Builder
	b.WriteString("[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:AKQJ98.32.32.432 76.AKQJ.7654.765 5432.54.AKQ.AKQJ T.T9876.JT98.T98\"]\nN call 1S\n")
	seats := "NESW"
	s := 1
	for range n {
		fmt.Fprintf(&b, "%c call 1H\n", seats[s%4])
		fmt.Fprintf(&b, "%c call 1S\n", seats[(s+1)%4])
		s += 2
	}
	return b.String()
}

// BenchmarkReplayInsufficient: replaying a log of 2,000 insufficient bids
// (Law 27), each accepted; its cost per event stays flat as the log grows
// when the replay is linear.
func BenchmarkReplayInsufficient(b *testing.B) {
	for _, n := range []int{500, 2000} {
		lg, err := ParseLog(insufficientLog(n))
		if err != nil {
			b.Fatal(err)
		}
		s, err := lg.Setup()
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				tb, err := Replay(s, lg.Events, Options{}, nil)
				if err != nil || len(tb.Rulings()) != 2*n {
					b.Fatalf("%v: %d rulings", err, len(tb.Rulings()))
				}
			}
		})
	}
}

// TestRebuildIncremental: after every event of every scenario (and of a
// log of insufficient bids accepted, Law 27A1), the auction rebuild keeps
// from the entries folded before is the auction folded from the start of
// the record: the same calls, turn, end and contract.
func TestRebuildIncremental(t *testing.T) {
	files, err := filepath.Glob("testdata/scenarios/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	logs := map[string]string{"insufficient": insufficientLog(40)}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		logs[filepath.Base(f)] = parseArchive(string(data)).Files["log"]
	}
	for name, text := range logs {
		lg, err := ParseLog(text)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := lg.Setup()
		tb, err := New(s, Options{}, nil)
		if err != nil {
			continue
		}
		for i, e := range lg.Events {
			tb.Apply(e) //nolint:errcheck // impossible events are refused, the table unchanged
			full, err := auction.New(s.Dealer)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range tb.calls {
				foldCall(full, c)
			}
			got, want := tb.auc, full
			gc, gok := got.Contract()
			wc, wok := want.Contract()
			if !reflect.DeepEqual(got.Calls(), want.Calls()) || got.Turn() != want.Turn() || got.Ended() != want.Ended() || gc != wc || gok != wok {
				t.Errorf("%s, event %d (%s): auction %v, folded from the start %v", name, i+1, FormatEvent(e), got, want)
				break
			}
		}
	}
}

// TestRebuildMoved: an entry put into the record before others (a turn
// skipped, Law 29A) or taken out of it (Law 17D3 gives the turn back) is
// folded in its place: the auction is the one folded from the start.
func TestRebuildMoved(t *testing.T) {
	s := exampleSetup()
	s.ContractKnown = false
	tb, err := New(s, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	check := func(what string) {
		t.Helper()
		tb.rebuild()
		full, _ := auction.New(s.Dealer)
		for _, c := range tb.calls {
			foldCall(full, c)
		}
		if !reflect.DeepEqual(tb.auc.Calls(), full.Calls()) || tb.auc.Turn() != full.Turn() {
			t.Errorf("%s: auction %v, folded from the start %v", what, tb.auc, full)
		}
	}
	for i, c := range []string{"1C", "1D", "1H"} {
		rec := tb.newRec(s.Dealer.Add(i), bridge.MustCall(c), 0, 0)
		rec.mark(CallStands, bridge.LawRef{})
		tb.calls = append(tb.calls, rec)
		check("append " + c)
	}
	sk := &callRec{AuctionCall: AuctionCall{Seat: bridge.East, Status: CallSkipped, Event: -1}}
	tb.insertAfter(tb.calls[0], sk)
	check("skip inserted")
	tb.remove(sk)
	check("skip removed")
	tb.remove(tb.calls[0])
	check("first removed")
	tb.calls = append(tb.calls, tb.newRec(bridge.North, bridge.MustCall("1S"), 0, 0)) // pending
	check("pending appended")
	tb.remove(tb.calls[0])
	check("removed before a pending entry")
}
