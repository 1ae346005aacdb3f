package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"bridgelaw/internal/testboard"
	"bridgelaw/internal/testdeal"
	"bridgelaw/internal/testlarge"
	"bridgelaw/server"
)

// BenchmarkServeStreamsRSS is issue 12's memory figure: the built
// `bridgelaw serve` on an SQLite file of 4,000 tables, each a board
// played to its end (56 events), with the Director's token set, and
// 1,000 live streams of the list open (GET /api/stream, the most the
// server allows: 16 from one address, so from 63 addresses of the
// loopback). It reports the server process's resident memory
// (/proc/PID/status VmRSS) before the streams and with them, its peak
// (VmHWM), the memory a stream costs, the server's CPU time per second
// while the streams are open and nothing happens (what their polling of
// the store costs), the time for an append to reach all 1,000 streams,
// and the list's time over HTTP (a page of 200, and all 4,000 in one)
// while they are open. It checks that a 1,001st stream
// is refused (503). $BRIDGELAW_BIN, when set, is the command to measure
// (another version's build) instead of this one's.
//
//	go test -run '^$' -bench ServeStreamsRSS -benchtime 1x ./cmd/bridgelaw
func BenchmarkServeStreamsRSS(b *testing.B) {
	const tables, streams = 4000, 1000
	const token = "streams-benchmark-token"
	db := filepath.Join(b.TempDir(), "streams.db")
	t0 := time.Now()
	if err := fillTables(db, tables); err != nil {
		b.Fatal(err)
	}
	b.Logf("%d tables stored in %v", tables, time.Since(t0).Round(time.Second))
	bin := os.Getenv("BRIDGELAW_BIN") // another version's build, to compare
	if bin == "" {
		bin = testlarge.Build(b, ".")
	}
	p, err := startServer(b, bin, "127.0.0.1:0", db, token)
	if err != nil {
		b.Fatal(err)
	}
	base := "http://" + p.addr
	get := func(c *http.Client, path string) (int, []byte, error) {
		req, _ := http.NewRequest("GET", base+path, nil)
		req.Header.Set("Authorization", "Bearer "+token)
		resp, err := c.Do(req)
		if err != nil {
			return 0, nil, err
		}
		defer resp.Body.Close()
		out, err := io.ReadAll(resp.Body)
		return resp.StatusCode, out, err
	}
	if status, out, err := get(http.DefaultClient, "/api/tables?limit=5000"); err != nil || status != 200 || strings.Count(string(out), `"id"`) != tables {
		b.Fatalf("the list: %d %v", status, err)
	}
	rss0, _ := procMemory(p.pid())
	for b.Loop() {
		m, err := openStreams(b, p, base, token, streams)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(rss0)/(1<<20), "rss-before-MB")
		b.ReportMetric(float64(m.rss)/(1<<20), "rss-streams-MB")
		b.ReportMetric(float64(m.hwm)/(1<<20), "peak-MB")
		b.ReportMetric(float64(m.rss-rss0)/streams/1024, "kB/stream")
		b.ReportMetric(m.idleCPU.Seconds()*1000/idleSeconds, "idle-cpu-ms/s")
		b.ReportMetric(m.fanout.Seconds()*1000, "fanout-ms")
		b.ReportMetric(m.list200.Seconds()*1000, "list200-ms")
		b.ReportMetric(m.list4000.Seconds()*1000, "list4000-ms")
	}
}

// fillTables makes an SQLite store of n tables, each a random board
// played to its end, through the server's own Create.
func fillTables(db string, n int) error {
	ctx := context.Background()
	st, err := server.Open(ctx, db, nil)
	if err != nil {
		return err
	}
	defer st.Close()
	srv, err := server.New(server.Options{Store: st})
	if err != nil {
		return err
	}
	defer srv.Close()
	r := testdeal.New(4000, 1)
	for i := range n {
		board, err := testboard.Play(r)
		if err != nil {
			return err
		}
		var log strings.Builder
		fmt.Fprintf(&log, "[Board \"%d\"]\n[Deal \"%s\"]\n", board.Number, board.Deal)
		for _, e := range board.Events {
			log.WriteString(e.Line + "\n")
		}
		if _, err := srv.Create(ctx, fmt.Sprintf("Table %d", i+1), log.String(), "bench"); err != nil {
			return err
		}
	}
	return nil
}

// streamFigures are what openStreams measured.
type streamFigures struct {
	rss, hwm                  int64         // bytes
	idleCPU                   time.Duration // the server's CPU time in idleSeconds with nothing happening
	fanout, list200, list4000 time.Duration
}

// idleSeconds is how long openStreams measures the server's CPU time
// while the streams are open and nothing happens.
const idleSeconds = 6

// openStreams opens n list streams from the loopback addresses
// 127.0.0.2, .3, ... (16 each), waits for each one's first event, reads
// the process's memory, records the events of a new board's auction
// while they are open and times their arrival at every stream and the
// list's answers; then closes them.
func openStreams(b *testing.B, p *serverProc, base, token string, n int) (streamFigures, error) {
	var fig streamFigures
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	clientFrom := func(ip int) *http.Client {
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, byte(ip))}}
		return &http.Client{Transport: &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: 32}}
	}
	stream := func(c *http.Client) (*http.Response, error) {
		req, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/stream", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		return c.Do(req)
	}
	seqs := make([]atomic.Int64, n)
	opened := make(chan error, n)
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	for i := range n {
		c := clientFrom(2 + i/16)
		wg.Go(func() {
			resp, err := stream(c)
			if err == nil && resp.StatusCode != http.StatusOK {
				err = fmt.Errorf("stream %d: %s", i, resp.Status)
			}
			if err != nil {
				opened <- err
				return
			}
			defer resp.Body.Close()
			sc := bufio.NewScanner(resp.Body)
			first := true
			for sc.Scan() {
				data, ok := strings.CutPrefix(sc.Text(), "data: ")
				if !ok {
					continue
				}
				var d struct{ Seq int64 }
				if json.Unmarshal([]byte(data), &d) == nil {
					seqs[i].Store(d.Seq)
				}
				if first {
					opened <- nil
					first = false
				}
			}
			if first {
				opened <- fmt.Errorf("stream %d: closed before its first event: %v", i, sc.Err())
			}
		})
	}
	t0 := time.Now()
	for range n {
		if err := <-opened; err != nil {
			return fig, err
		}
	}
	b.Logf("%d streams open in %v", n, time.Since(t0).Round(time.Millisecond))
	// One more, from another address: past the total of 1,000.
	if resp, err := stream(clientFrom(2 + n/16 + 1)); err != nil || resp.StatusCode != http.StatusServiceUnavailable {
		status := 0
		if err == nil {
			status = resp.StatusCode
			resp.Body.Close()
		}
		return fig, fmt.Errorf("a stream past %d open: %d %v, want 503", n, status, err)
	}
	time.Sleep(time.Second)
	fig.rss, fig.hwm = procMemory(p.pid())
	cpu0 := procCPU(p.pid())
	time.Sleep(idleSeconds * time.Second)
	fig.idleCPU = procCPU(p.pid()) - cpu0

	// The events of a new board's auction, recorded one after the other;
	// then the time until every stream has the list's last number.
	c := http.DefaultClient
	post := func(path string, body any) (int, []byte, error) {
		j, _ := json.Marshal(body)
		req, _ := http.NewRequest("POST", base+path, strings.NewReader(string(j)))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := c.Do(req)
		if err != nil {
			return 0, nil, err
		}
		defer resp.Body.Close()
		out, err := io.ReadAll(resp.Body)
		return resp.StatusCode, out, err
	}
	board, err := testboard.Play(testdeal.New(1, 1))
	if err != nil {
		return fig, err
	}
	status, out, err := post("/api/tables", map[string]any{"board": board.Number, "deal": board.Deal})
	var created struct{ ID int64 }
	if err != nil || status != http.StatusCreated || json.Unmarshal(out, &created) != nil {
		return fig, fmt.Errorf("create: %d %v %s", status, err, out)
	}
	var last time.Time
	for i, e := range board.Events[:4] {
		status, out, err := post(fmt.Sprintf("/api/tables/%d/events", created.ID), map[string]any{"line": e.Line, "seq": i})
		if err != nil || status != http.StatusCreated {
			return fig, fmt.Errorf("append: %d %v %s", status, err, out)
		}
		last = time.Now()
	}
	var want int64
	for i := range seqs {
		want = max(want, seqs[i].Load())
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		all := true
		for i := range seqs {
			if seqs[i].Load() < want {
				all = false
				break
			}
		}
		if all {
			break
		}
		if time.Now().After(deadline) {
			return fig, fmt.Errorf("the streams did not all get list number %d within 30 s", want)
		}
		time.Sleep(5 * time.Millisecond)
	}
	fig.fanout = time.Since(last)
	if want < 5 {
		return fig, fmt.Errorf("list number %d after a table and four events", want)
	}

	// The list, while the streams are open: the median of 11.
	for _, q := range []struct {
		query string
		into  *time.Duration
	}{{"", &fig.list200}, {"?limit=4000", &fig.list4000}} {
		var ds []time.Duration
		for range 11 {
			req, _ := http.NewRequest("GET", base+"/api/tables"+q.query, nil)
			req.Header.Set("Authorization", "Bearer "+token)
			t0 := time.Now()
			resp, err := c.Do(req)
			if err != nil {
				return fig, err
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			ds = append(ds, time.Since(t0))
			if resp.StatusCode != http.StatusOK {
				return fig, fmt.Errorf("the list: %s", resp.Status)
			}
		}
		slices.Sort(ds)
		*q.into = ds[len(ds)/2]
	}
	_, hwm := procMemory(p.pid())
	fig.hwm = max(fig.hwm, hwm)
	return fig, nil
}

// procCPU is a process's CPU time, user and system (/proc/PID/stat,
// fields 14 and 15, in clock ticks of 1/100 s); 0 where there is no /proc.
func procCPU(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The command name (field 2) is in parentheses and may hold spaces.
	i := strings.LastIndexByte(string(b), ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(string(b[i+1:])) // from field 3
	if len(f) < 13 {
		return 0
	}
	ut, err1 := strconv.ParseInt(f[11], 10, 64)
	st, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0
	}
	return time.Duration(ut+st) * 10 * time.Millisecond
}

// procMemory is a process's resident memory and its peak, in bytes
// (VmRSS and VmHWM of /proc/PID/status); 0 where there is no /proc.
func procMemory(pid int) (rss, hwm int64) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		fields := strings.Fields(value)
		if len(fields) != 2 || fields[1] != "kB" {
			continue
		}
		kb, err := strconv.ParseInt(fields[0], 10, 64)
		if err != nil {
			continue
		}
		switch name {
		case "VmRSS":
			rss = kb << 10
		case "VmHWM":
			hwm = kb << 10
		}
	}
	return rss, hwm
}
