package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"bridgelaw/bridge"
	"bridgelaw/internal/testboard"
	"bridgelaw/internal/testdeal"
	"bridgelaw/internal/testpg"
)

// The fault test (issue 12): 100 writers append through the API at once,
// the players with their seats' keys and the Directors with the Bearer
// token, each append with `seq` or an Idempotency-Key or both, retrying
// whenever the connection fails; meanwhile the server process is killed
// with SIGKILL twice and started again on the same address. Then every
// acknowledged event must be in its table's log exactly once, at the seq
// acknowledged, nothing else stored (no event doubled by a retry, none
// stored that no writer saw acknowledged), and each table's replay (the
// Director's view: rulings, score, log) the same from the restarted
// process as from the one that recorded it. On SQLite, on PostgreSQL, and
// with two server processes on one PostgreSQL database (each killed once,
// the writers going to the other one when theirs fails).
//
// The writers:
//   - 80 players, four at each of 20 tables, each recording his own
//     calls and cards (declarer dummy's too) when his turn comes, with his
//     seat's key: North with seq, East with an Idempotency-Key only, South
//     with both, West with a key only (alone in turn, an append without
//     seq cannot land at the wrong place);
//   - 20 Directors, two at each of 10 tables, racing: both send the next
//     event of the board with the seq they last saw, one wins (201), the
//     other learns the table moved on (409) and goes on from there; one
//     of each pair also sends an Idempotency-Key.
//
// Each table plays a random deal to the end (four calls, 52 cards, every
// one legal: package play draws them), then its writers go on to a new
// table. The writing lasts BRIDGELAW_FAULT_SECONDS (default 12 s); the
// kills come at a third and two thirds of it.

func TestServeFaultSQLite(t *testing.T) {
	faultTest(t, filepath.Join(t.TempDir(), "fault.db"), 1)
}

func TestServeFaultPostgres(t *testing.T) {
	faultTest(t, testpg.Database(t), 1)
}

func TestServeFaultTwoPostgresProcesses(t *testing.T) {
	faultTest(t, testpg.Database(t), 2)
}

const faultToken = "fault-test-director-token"

// faultTable is a table the test created, with its script.
type faultTable struct {
	id     int64
	keys   map[string]string // seat letter -> its key
	script testboard.Board
}

// ack is an append's answer 201: the event at seq of table.
type ack struct {
	table int64
	seq   int
}

type ackValue struct {
	line, by string
}

// faultRun is one run of the fault test.
type faultRun struct {
	t      *testing.T
	client *http.Client
	stop   atomic.Bool   // the writing time is over
	hard   time.Time     // past it a writer gives up retrying (a failure)
	procs  []*serverProc // the server processes; procMu guards them
	procMu sync.RWMutex

	mu        sync.Mutex
	acks      map[ack]ackValue
	tables    map[int64]*faultTable
	snapshots map[int64][]byte // the Director's view of a finished table, from the process that recorded it
	snapEpoch map[int64]int    // the number of kills before the snapshot
	failures  []string

	nacks, retries, conflicts, replayed, inflight atomic.Int64
	kills                                         atomic.Int64
}

func (f *faultRun) fail(format string, args ...any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.failures) < 20 {
		f.failures = append(f.failures, fmt.Sprintf(format, args...))
	}
}

// base is the URL of server process i (mod the number of processes).
func (f *faultRun) base(i int) string {
	f.procMu.RLock()
	defer f.procMu.RUnlock()
	return "http://" + f.procs[i%len(f.procs)].addr
}

// request is an HTTP request the test sends again, the same, until an
// answer comes: on a connection error (the server killed, or not yet
// listening again) and on a 5xx, it waits a little and tries again, on
// the other process when there are two.
type request struct {
	method, path string
	body         any
	bearer       bool   // Authorization: Bearer <the Director's token>
	seatKey      string // Seat-Key
	idemKey      string // Idempotency-Key
}

func (f *faultRun) do(proc *int, rq request) (int, http.Header, []byte, error) {
	var body []byte
	if rq.body != nil {
		var err error
		if body, err = json.Marshal(rq.body); err != nil {
			return 0, nil, nil, err
		}
	}
	for attempt := 0; ; attempt++ {
		if time.Now().After(f.hard) {
			return 0, nil, nil, fmt.Errorf("%s %s: no answer by the test's deadline", rq.method, rq.path)
		}
		req, err := http.NewRequest(rq.method, f.base(*proc)+rq.path, bytes.NewReader(body))
		if err != nil {
			return 0, nil, nil, err
		}
		if body != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		if rq.bearer {
			req.Header.Set("Authorization", "Bearer "+faultToken)
		}
		if rq.seatKey != "" {
			req.Header.Set("Seat-Key", rq.seatKey)
		}
		if rq.idemKey != "" {
			req.Header.Set("Idempotency-Key", rq.idemKey)
		}
		resp, err := f.client.Do(req)
		var out []byte
		if err == nil {
			out, err = io.ReadAll(resp.Body)
			resp.Body.Close()
		}
		if err == nil && resp.StatusCode < 500 {
			return resp.StatusCode, resp.Header, out, nil
		}
		f.retries.Add(1)
		if len(f.procs) > 1 {
			*proc++ // the other process
		}
		time.Sleep(time.Duration(10+rand.IntN(40)) * time.Millisecond)
	}
}

// appendAnswer is the answer 201 (seq, line, recorded_by) or 409 (seq).
type appendAnswer struct {
	Seq        int    `json:"seq"`
	Line       string `json:"line"`
	RecordedBy string `json:"recorded_by"`
	Code       string `json:"code"`
	Error      string `json:"error"`
}

// send appends script event i of table tb, as a seat (seat >= 0, with
// its key) or as a Director (by name), with seq when withSeq, with a
// fresh Idempotency-Key when withKey; the same request again until an
// answer. It returns the answer's status and body.
func (f *faultRun) send(proc *int, tb *faultTable, i int, seatKey, by string, withSeq, withKey bool) (int, appendAnswer, error) {
	body := map[string]any{"line": tb.script.Events[i].Line, "by": by}
	if withSeq {
		body["seq"] = i
	}
	rq := request{method: "POST", path: fmt.Sprintf("/api/tables/%d/events", tb.id), body: body, seatKey: seatKey, bearer: seatKey == ""}
	if withKey {
		rq.idemKey = fmt.Sprintf("k%016x%016x", rand.Uint64(), rand.Uint64())
	}
	f.inflight.Add(1)
	status, h, out, err := f.do(proc, rq)
	f.inflight.Add(-1)
	if err != nil {
		return 0, appendAnswer{}, err
	}
	var a appendAnswer
	if err := json.Unmarshal(out, &a); err != nil {
		return status, a, fmt.Errorf("table %d event %d: %d, not JSON: %s", tb.id, i+1, status, out)
	}
	if status == http.StatusCreated {
		if h.Get("Idempotent-Replayed") == "true" {
			f.replayed.Add(1)
		}
		if a.Seq != i+1 || a.Line != tb.script.Events[i].Line {
			return status, a, fmt.Errorf("table %d: %q sent after seq %d acknowledged as %d %q", tb.id, tb.script.Events[i].Line, i, a.Seq, a.Line)
		}
		f.mu.Lock()
		k := ack{tb.id, a.Seq}
		if old, ok := f.acks[k]; ok && old != (ackValue{a.Line, a.RecordedBy}) {
			f.mu.Unlock()
			return status, a, fmt.Errorf("table %d seq %d acknowledged twice, as %+v and as %q by %q", tb.id, a.Seq, old, a.Line, a.RecordedBy)
		}
		f.acks[k] = ackValue{a.Line, a.RecordedBy}
		f.mu.Unlock()
		f.nacks.Add(1)
	}
	return status, a, nil
}

// create makes a new table with a random board (the Director, Bearer).
// A retry after a lost answer may create a table nobody uses: it must
// stay empty.
func (f *faultRun) create(proc *int, r *rand.Rand) (*faultTable, error) {
	sc, err := testboard.Play(r)
	if err != nil {
		return nil, err
	}
	status, _, out, err := f.do(proc, request{method: "POST", path: "/api/tables", bearer: true,
		body: map[string]any{"board": sc.Number, "deal": sc.Deal, "by": "fault test"}})
	if err != nil {
		return nil, err
	}
	var a struct {
		ID    int64
		Seats []struct{ Seat, Key string }
	}
	if err := json.Unmarshal(out, &a); status != http.StatusCreated || err != nil {
		return nil, fmt.Errorf("create: %d %s", status, out)
	}
	tb := &faultTable{id: a.ID, keys: map[string]string{}, script: sc}
	for _, s := range a.Seats {
		tb.keys[s.Seat] = s.Key
	}
	f.mu.Lock()
	f.tables[tb.id] = tb
	f.mu.Unlock()
	return tb, nil
}

// finished takes the Director's view of a table played to its end from
// the process that recorded it, to compare with the replays after the
// restarts.
func (f *faultRun) finished(proc *int, tb *faultTable) error {
	status, _, out, err := f.do(proc, request{method: "GET", path: fmt.Sprintf("/api/tables/%d?seat=director", tb.id), bearer: true})
	if err != nil {
		return err
	}
	if status != http.StatusOK {
		return fmt.Errorf("the Director's view of table %d: %d %s", tb.id, status, out)
	}
	f.mu.Lock()
	f.snapshots[tb.id] = out
	f.snapEpoch[tb.id] = int(f.kills.Load())
	f.mu.Unlock()
	return nil
}

// seatGroup is a table played by four writers, one a seat.
type seatGroup struct {
	mu     sync.Mutex
	cond   *sync.Cond
	tb     *faultTable // nil while the next one is being created
	cursor int         // the events acknowledged
	done   bool        // the group stopped (the time is over, or a failure)
	r      *rand.Rand
}

// seatWriter records seat's events of the group's tables, in turn.
func (f *faultRun) seatWriter(g *seatGroup, seat bridge.Seat, proc int) {
	withSeq := seat == bridge.North || seat == bridge.South
	withKey := seat != bridge.North
	name := fmt.Sprintf("player %s", seat)
	for {
		g.mu.Lock()
		for !g.done && (g.tb == nil || g.tb.script.Events[g.cursor].By != seat) {
			g.cond.Wait()
		}
		if g.done {
			g.mu.Unlock()
			return
		}
		tb, i := g.tb, g.cursor
		g.mu.Unlock()

		status, a, err := f.send(&proc, tb, i, tb.keys[seat.String()], name, withSeq, withKey)
		if err == nil && status != http.StatusCreated {
			err = fmt.Errorf("table %d: %s's %q after seq %d: %d %s", tb.id, seat, tb.script.Events[i].Line, i, status, a.Error)
		}
		if err != nil {
			f.fail("%v", err)
			g.mu.Lock()
			g.done = true
			g.cond.Broadcast()
			g.mu.Unlock()
			return
		}
		g.mu.Lock()
		g.cursor = a.Seq
		last := g.cursor == len(tb.script.Events)
		if last {
			g.tb = nil
		}
		g.cond.Broadcast()
		g.mu.Unlock()
		if !last {
			continue
		}
		// The board is over: keep its view, then the next table.
		err = f.finished(&proc, tb)
		var next *faultTable
		if err == nil && !f.stop.Load() {
			next, err = f.create(&proc, g.r)
		}
		g.mu.Lock()
		if err != nil {
			f.fail("%v", err)
		}
		if next == nil {
			g.done = true
		}
		g.tb, g.cursor = next, 0
		g.cond.Broadcast()
		g.mu.Unlock()
	}
}

// directorPair is a table two Directors race to record.
type directorPair struct {
	mu     sync.Mutex
	tables []*faultTable // in order; both Directors go through them
	r      *rand.Rand
}

// table is the pair's n-th table, created by the first Director who needs
// it; nil when the time is over.
func (f *faultRun) pairTable(p *directorPair, n int, proc *int) (*faultTable, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n < len(p.tables) {
		return p.tables[n], nil
	}
	if f.stop.Load() {
		return nil, nil
	}
	tb, err := f.create(proc, p.r)
	if err != nil {
		return nil, err
	}
	p.tables = append(p.tables, tb)
	return tb, nil
}

func (f *faultRun) directorWriter(p *directorPair, who int, proc int) {
	name := fmt.Sprintf("director %d", who)
	withKey := who == 1
	for n := 0; ; n++ {
		tb, err := f.pairTable(p, n, &proc)
		if err != nil {
			f.fail("%v", err)
			return
		}
		if tb == nil {
			return
		}
		for cursor := 0; cursor < len(tb.script.Events); {
			if f.stop.Load() {
				return
			}
			status, a, err := f.send(&proc, tb, cursor, "", name, true, withKey)
			switch {
			case err != nil:
				f.fail("%v", err)
				return
			case status == http.StatusCreated:
				cursor = a.Seq
				if cursor == len(tb.script.Events) {
					if err := f.finished(&proc, tb); err != nil {
						f.fail("%v", err)
						return
					}
				}
			case status == http.StatusConflict && a.Seq > cursor:
				f.conflicts.Add(1)
				cursor = a.Seq // the other Director recorded it: go on from there
			default:
				f.fail("table %d: %s's %q after seq %d: %d %s", tb.id, name, tb.script.Events[cursor].Line, cursor, status, a.Error)
				return
			}
		}
	}
}

func faultTest(t *testing.T, db string, nprocs int) {
	if testing.Short() {
		t.Skip("the fault test runs server processes for some seconds")
	}
	seconds := 12.0
	if s := os.Getenv("BRIDGELAW_FAULT_SECONDS"); s != "" {
		var err error
		if seconds, err = strconv.ParseFloat(s, 64); err != nil || seconds <= 0 {
			t.Fatalf("BRIDGELAW_FAULT_SECONDS=%q: want a number of seconds", s)
		}
	}
	writing := time.Duration(seconds * float64(time.Second))
	f := &faultRun{t: t, acks: map[ack]ackValue{}, tables: map[int64]*faultTable{}, snapshots: map[int64][]byte{}, snapEpoch: map[int64]int{},
		client: &http.Client{Timeout: 20 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 200}}}
	defer f.client.CloseIdleConnections()
	for range nprocs {
		p, err := startServer(t, "", "127.0.0.1:0", db, faultToken)
		if err != nil {
			t.Fatal(err)
		}
		f.procs = append(f.procs, p)
	}
	began := time.Now()
	f.hard = began.Add(writing + 40*time.Second)

	var wg sync.WaitGroup
	var groups []*seatGroup
	writers := 0
	for g := range 20 {
		grp := &seatGroup{r: testdeal.New(uint64(g), 1)}
		grp.cond = sync.NewCond(&grp.mu)
		groups = append(groups, grp)
		proc := g
		tb, err := f.create(&proc, grp.r)
		if err != nil {
			t.Fatal(err)
		}
		grp.tb = tb
		for _, seat := range bridge.Seats() {
			writers++
			wg.Go(func() { f.seatWriter(grp, seat, g+int(seat)) })
		}
	}
	for p := range 10 {
		pair := &directorPair{r: testdeal.New(uint64(p), 2)}
		for who := range 2 {
			writers++
			wg.Go(func() { f.directorWriter(pair, who, p+who) })
		}
	}

	// Two kills during the writing, each of a process in turn, started
	// again at once on the same address.
	type killed struct {
		acks, inflight int64
		restart        time.Duration
	}
	var kills []killed
	for k := 1; k <= 2; k++ {
		time.Sleep(time.Until(began.Add(writing * time.Duration(k) / 3)))
		i := (k - 1) % nprocs
		f.procMu.RLock()
		old := f.procs[i]
		f.procMu.RUnlock()
		inflight, acks := f.inflight.Load(), f.nacks.Load()
		old.kill()
		f.kills.Add(1)
		t0 := time.Now()
		p, err := startServer(t, "", old.addr, db, faultToken)
		if err != nil {
			t.Logf("starting again on %s: %v; on another port", old.addr, err)
			p, err = startServer(t, "", "127.0.0.1:0", db, faultToken)
		}
		if err != nil {
			f.stop.Store(true)
			t.Fatalf("the server does not start again after kill -9: %v", err)
		}
		f.procMu.Lock()
		f.procs[i] = p
		f.procMu.Unlock()
		kills = append(kills, killed{acks, inflight, time.Since(t0)})
	}
	time.Sleep(time.Until(began.Add(writing)))
	f.stop.Store(true)
	for _, g := range groups {
		g.mu.Lock()
		g.done = true
		g.cond.Broadcast()
		g.mu.Unlock()
	}
	wg.Wait()
	elapsed := time.Since(began)
	for _, s := range f.failures {
		t.Error(s)
	}

	// The check, on every process.
	total := f.check(kills[len(kills)-1].acks)
	nviews := f.restartCheck(db)
	var epochs [3]int
	for _, e := range f.snapEpoch {
		epochs[e]++
	}
	t.Logf("%d writers, %d server process(es): %d appends acknowledged in %v (%.0f/s), %d tables (%d played to the end); "+
		"%d retries after a connection error or 5xx, %d answers replayed from an Idempotency-Key or seq, %d races lost (409)",
		writers, nprocs, f.nacks.Load(), elapsed.Round(100*time.Millisecond), float64(f.nacks.Load())/elapsed.Seconds(),
		len(f.tables), len(f.snapshots), f.retries.Load(), f.replayed.Load(), f.conflicts.Load())
	for i, k := range kills {
		t.Logf("kill -9 number %d at %d acknowledged appends, %d in flight; listening again after %v", i+1, k.acks, k.inflight, k.restart.Round(10*time.Millisecond))
	}
	t.Logf("the check: %d events stored, each acknowledged once at its seq, nothing else; the Director's view of each table played to the end "+
		"(%d before the first kill, %d between the kills, %d after) the same at the end as when it ended; %d views of the %d tables the same after a third kill -9",
		total, epochs[0], epochs[1], epochs[2], nviews, len(f.tables))
	if f.retries.Load() == 0 {
		t.Error("no writer saw a connection fail: the kills did not hit the writing")
	}
	if n := f.nacks.Load(); n < 300 {
		t.Errorf("only %d appends acknowledged: too few to test anything", n)
	}
}

// check compares every table's stored log, on every server process, with
// the acknowledgements and the scripts, and the finished tables' views
// with their snapshots. It returns the events stored.
func (f *faultRun) check(lastKillAcks int64) int {
	t := f.t
	if f.nacks.Load() <= lastKillAcks {
		t.Errorf("no append acknowledged after the last kill (%d before it)", lastKillAcks)
	}
	byTable := map[int64]int{}
	for k := range f.acks {
		byTable[k.table]++
	}
	total := 0
	for i := range f.procs {
		proc := i
		var ids []int64
		for after := int64(0); ; {
			status, _, out, err := f.do(&proc, request{method: "GET", path: fmt.Sprintf("/api/tables?limit=5000&after=%d", after), bearer: true})
			var page struct {
				Tables []struct{ ID int64 }
				Next   int64
			}
			if err != nil || status != http.StatusOK || json.Unmarshal(out, &page) != nil {
				t.Fatalf("the list from process %d: %d %v %s", i, status, err, out)
			}
			for _, x := range page.Tables {
				ids = append(ids, x.ID)
			}
			if page.Next == 0 {
				break
			}
			after = page.Next
		}
		for id := range f.tables {
			if !slices.Contains(ids, id) {
				t.Errorf("process %d does not list table %d", i, id)
			}
		}
		total = 0
		for _, id := range ids {
			status, _, out, err := f.do(&proc, request{method: "GET", path: fmt.Sprintf("/api/tables/%d/events?seat=director", id), bearer: true})
			var log struct {
				Seq    int
				Events []struct {
					Seq        int
					Line       string
					RecordedBy string `json:"recorded_by"`
				}
			}
			if err != nil || status != http.StatusOK || json.Unmarshal(out, &log) != nil {
				t.Fatalf("table %d's log from process %d: %d %v %s", id, i, status, err, out)
			}
			tb := f.tables[id]
			if tb == nil {
				// Created by a request whose answer was lost: nobody
				// appended to it.
				if len(log.Events) != 0 {
					t.Errorf("table %d, created unacknowledged, holds %d events", id, len(log.Events))
				}
				continue
			}
			total += len(log.Events)
			if len(log.Events) != byTable[id] {
				t.Errorf("table %d on process %d: %d events stored, %d acknowledged", id, i, len(log.Events), byTable[id])
			}
			for j, e := range log.Events {
				a, ok := f.acks[ack{id, e.Seq}]
				switch {
				case e.Seq != j+1:
					t.Errorf("table %d: event %d has seq %d", id, j+1, e.Seq)
				case e.Line != tb.script.Events[j].Line:
					t.Errorf("table %d seq %d: %q stored, the board's event is %q (a retry stored twice?)", id, e.Seq, e.Line, tb.script.Events[j].Line)
				case !ok:
					t.Errorf("table %d seq %d: %q stored and never acknowledged", id, e.Seq, e.Line)
				case a != (ackValue{e.Line, e.RecordedBy}):
					t.Errorf("table %d seq %d: %q by %q stored, %+v acknowledged", id, e.Seq, e.Line, e.RecordedBy, a)
				}
			}
		}
		// The replays: each finished table's Director's view, replayed by
		// this process after the kills, is the one the process that
		// recorded it gave.
		for id, snap := range f.snapshots {
			status, _, out, err := f.do(&proc, request{method: "GET", path: fmt.Sprintf("/api/tables/%d?seat=director", id), bearer: true})
			if err != nil || status != http.StatusOK {
				t.Fatalf("table %d's view from process %d: %d %v", id, i, status, err)
			}
			if !bytes.Equal(out, snap) {
				t.Errorf("table %d: the Director's view from process %d after %d kill(s) differs from the one taken when it ended:\n%s\n%s", id, i, 2-f.snapEpoch[id], snap, out)
			}
		}
	}
	if len(f.procs) > 1 {
		// Both processes give the same views of every table, finished or not.
		for id := range f.tables {
			var views [][]byte
			for i := range f.procs {
				proc := i
				_, _, out, err := f.do(&proc, request{method: "GET", path: fmt.Sprintf("/api/tables/%d?seat=director", id), bearer: true})
				if err != nil {
					t.Fatal(err)
				}
				views = append(views, out)
			}
			if !bytes.Equal(views[0], views[1]) {
				t.Errorf("table %d: the two processes' views differ", id)
			}
		}
	}
	return total
}

// views are the five views (the Director's, then N, E, S, W with their
// keys) of every table of the test, from process proc.
func (f *faultRun) views(proc int) map[int64][][]byte {
	out := map[int64][][]byte{}
	for id, tb := range f.tables {
		for _, seat := range []string{"director", "N", "E", "S", "W"} {
			rq := request{method: "GET", path: fmt.Sprintf("/api/tables/%d?seat=%s", id, seat), bearer: seat == "director", seatKey: tb.keys[seat]}
			status, _, b, err := f.do(&proc, rq)
			if err != nil || status != http.StatusOK {
				f.t.Fatalf("table %d, %s's view: %d %v %s", id, seat, status, err, b)
			}
			out[id] = append(out[id], b)
		}
	}
	return out
}

// restartCheck kills process 0 a third time, the writing over, and
// compares every view of every table from the new process (each table
// replayed from its stored log) with the old one's.
func (f *faultRun) restartCheck(db string) int {
	t := f.t
	before := f.views(0)
	old := f.procs[0]
	old.kill()
	p, err := startServer(t, "", old.addr, db, faultToken)
	if err != nil {
		p, err = startServer(t, "", "127.0.0.1:0", db, faultToken)
	}
	if err != nil {
		t.Fatalf("the server does not start again after kill -9: %v", err)
	}
	f.procMu.Lock()
	f.procs[0] = p
	f.procMu.Unlock()
	after := f.views(0)
	n := 0
	for id, vs := range before {
		for i, v := range vs {
			n++
			if !bytes.Equal(v, after[id][i]) {
				t.Errorf("table %d: view %d differs after a restart:\n%s\n%s", id, i, v, after[id][i])
			}
		}
	}
	return n
}
