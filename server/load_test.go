package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"bridgelaw/internal/testboard"
	"bridgelaw/internal/testdeal"
)

// BenchmarkLoad is the server under the traffic of n tables played at
// once (issue 12's load figures), over HTTP on the loopback, with a
// Director's token set: at each table a player records his call or card
// with his seat's key and seq (an append), then the four players read
// their seats' views at once (four views), as they do when the table's
// stream tells them it changed. Each table plays a random board to its
// end (package testboard: four calls, 52 cards), then the next one. An
// op is one append and its four views; it reports the appends and views
// per second and their 50th and 99th percentile latencies (ms), for 1,
// 10 and 100 tables, on SQLite and PostgreSQL (skipped without it):
//
//	go test -run '^$' -bench Load -benchtime 2000x ./server
func BenchmarkLoad(b *testing.B) {
	for _, store := range []string{"sqlite", "postgres"} {
		for _, n := range []int{1, 10, 100} {
			b.Run(fmt.Sprintf("%s/tables=%d", store, n), func(b *testing.B) {
				var st Store
				var err error
				if store == "sqlite" {
					st, err = Open(context.Background(), filepath.Join(b.TempDir(), "load.db"), nil)
				} else {
					st, err = Open(context.Background(), postgresURL(b), nil)
				}
				if err != nil {
					b.Fatal(err)
				}
				defer st.Close()
				benchLoad(b, st, n)
			})
		}
	}
}

const loadToken = "load-benchmark-token"

// loadTable is a table of the benchmark: its board, its seats' keys and
// the events recorded.
type loadTable struct {
	id    int64
	board testboard.Board
	keys  map[string]string
	next  int
}

// loadClient sends the benchmark's requests.
type loadClient struct {
	base   string
	client *http.Client
}

func (c *loadClient) do(method, path string, body any, hdr map[string]string) (int, []byte, error) {
	var rd io.Reader
	if body != nil {
		j, err := json.Marshal(body)
		if err != nil {
			return 0, nil, err
		}
		rd = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, c.base+path, rd)
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := c.client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	return resp.StatusCode, out, err
}

// create makes a table of a random board (the Director).
func (c *loadClient) create(r *rand.Rand) (*loadTable, error) {
	board, err := testboard.Play(r)
	if err != nil {
		return nil, err
	}
	status, out, err := c.do("POST", "/api/tables", map[string]any{"board": board.Number, "deal": board.Deal},
		map[string]string{"Authorization": "Bearer " + loadToken})
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
	tb := &loadTable{id: a.ID, board: board, keys: map[string]string{}}
	for _, s := range a.Seats {
		tb.keys[s.Seat] = s.Key
	}
	return tb, nil
}

// benchLoad runs b.N appends, each followed by its table's four views,
// over n tables at once.
func benchLoad(b *testing.B, st Store, n int) {
	srv, err := New(Options{Store: st, DirectorToken: loadToken})
	if err != nil {
		b.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	defer func() {
		srv.Close()
		hs.Close()
	}()
	tr := &http.Transport{MaxIdleConnsPerHost: 8 * n}
	defer tr.CloseIdleConnections()
	c := &loadClient{base: hs.URL, client: &http.Client{Transport: tr, Timeout: time.Minute}}
	// The tables, and spare ones for the boards that end (56 events
	// each), created before the timing.
	r := testdeal.New(uint64(n), 12)
	spares := make(chan *loadTable, b.N/56+n+1)
	for range cap(spares) {
		tb, err := c.create(r)
		if err != nil {
			b.Fatal(err)
		}
		spares <- tb
	}
	var tickets atomic.Int64
	var mu sync.Mutex
	var appends, views []time.Duration
	var failure error
	fail := func(err error) {
		mu.Lock()
		if failure == nil {
			failure = err
		}
		mu.Unlock()
	}
	seats := []string{"N", "E", "S", "W"}
	b.ResetTimer()
	cpu0 := cpuTime()
	began := time.Now()
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			var myAppends, myViews []time.Duration
			defer func() {
				mu.Lock()
				appends = append(appends, myAppends...)
				views = append(views, myViews...)
				mu.Unlock()
			}()
			tb := <-spares
			for tickets.Add(1) <= int64(b.N) {
				if tb.next == len(tb.board.Events) {
					tb = <-spares
				}
				ev := tb.board.Events[tb.next]
				t0 := time.Now()
				status, out, err := c.do("POST", fmt.Sprintf("/api/tables/%d/events", tb.id),
					map[string]any{"line": ev.Line, "seq": tb.next}, map[string]string{"Seat-Key": tb.keys[ev.By.String()]})
				myAppends = append(myAppends, time.Since(t0))
				if err == nil && status != http.StatusCreated {
					err = fmt.Errorf("table %d: %q: %d %s", tb.id, ev.Line, status, out)
				}
				if err != nil {
					fail(err)
					return
				}
				tb.next++
				var vw sync.WaitGroup
				var lat [4]time.Duration
				for i, seat := range seats {
					vw.Go(func() {
						t0 := time.Now()
						status, out, err := c.do("GET", fmt.Sprintf("/api/tables/%d?seat=%s", tb.id, seat), nil, map[string]string{"Seat-Key": tb.keys[seat]})
						lat[i] = time.Since(t0)
						if err == nil && status != http.StatusOK {
							err = fmt.Errorf("table %d, %s's view: %d %s", tb.id, seat, status, out)
						}
						if err != nil {
							fail(err)
						}
					})
				}
				vw.Wait()
				myViews = append(myViews, lat[:]...)
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(began)
	cpu := cpuTime() - cpu0
	b.StopTimer()
	if failure != nil {
		b.Fatal(failure)
	}
	b.ReportMetric(float64(len(appends))/elapsed.Seconds(), "appends/s")
	b.ReportMetric(float64(len(views))/elapsed.Seconds(), "views/s")
	b.ReportMetric(percentile(appends, 50), "p50-append-ms")
	b.ReportMetric(percentile(appends, 99), "p99-append-ms")
	b.ReportMetric(percentile(views, 50), "p50-view-ms")
	b.ReportMetric(percentile(views, 99), "p99-view-ms")
	// The machine may be shared: the CPU time of the process (the server
	// and its clients) per append and its four views is the figure to
	// compare between two versions.
	b.ReportMetric(float64(cpu)/float64(time.Millisecond)/float64(len(appends)), "cpu-ms/op")
}

// cpuTime is the CPU time (user and system) the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// percentile is the p-th percentile of ds in milliseconds (nearest rank).
func percentile(ds []time.Duration, p int) float64 {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := (len(s)*p + 99) / 100
	if i < 1 {
		i = 1
	}
	return float64(s[i-1]) / float64(time.Millisecond)
}
