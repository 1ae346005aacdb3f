package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// countingStore counts the store's ListSeq queries.
type countingStore struct {
	Store
	listSeqs atomic.Int64
}

func (c *countingStore) ListSeq(ctx context.Context) (int64, error) {
	c.listSeqs.Add(1)
	return c.Store.ListSeq(ctx)
}

// TestListStreamsShareOnePoll: the list streams of a process share one
// poller of the store (listFeed). With 40 streams open and nothing
// happening, the store is asked about once a poll, not 40 times (each
// stream polled it itself before: about 40 times the count); a table
// created reaches every stream once, with the new number, and only once;
// when the clients go, their subscriptions go with them, the poller
// stops and nothing more asks the store.
func TestListStreamsShareOnePoll(t *testing.T) {
	const streams, poll = 40, 20 * time.Millisecond
	st := &countingStore{Store: sqliteStore(t)}
	srv, err := New(Options{Store: st, Poll: poll, MaxStreamsPerClient: streams})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { srv.Close(); hs.Close() })
	ts := &testServer{Server: hs, srv: srv, store: st}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type change struct {
		stream int
		seq    int64
	}
	changes := make(chan change, 100*streams)
	var wg sync.WaitGroup
	for i := range streams {
		req, _ := http.NewRequestWithContext(ctx, "GET", hs.URL+"/api/stream", nil)
		resp, err := hs.Client().Do(req)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("stream %d: %v %v", i, resp, err)
		}
		wg.Go(func() {
			defer resp.Body.Close()
			sc := bufio.NewScanner(resp.Body)
			for sc.Scan() {
				if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
					var d struct{ Seq int64 }
					if err := json.Unmarshal([]byte(data), &d); err != nil {
						t.Errorf("stream %d: %q: %v", i, data, err)
					}
					changes <- change{i, d.Seq}
				}
			}
		})
	}
	firsts := map[int]int64{}
	for len(firsts) < streams {
		select {
		case c := <-changes:
			if _, dup := firsts[c.stream]; dup {
				t.Fatalf("stream %d: a second event with nothing changed (seq %d)", c.stream, c.seq)
			}
			firsts[c.stream] = c.seq
		case <-time.After(10 * time.Second):
			t.Fatalf("%d streams of %d had their first event", len(firsts), streams)
		}
	}
	if n := srv.listFeed.subscribers(); n != streams {
		t.Fatalf("%d subscribers, want %d", n, streams)
	}

	// Nothing happening: the store is asked once a poll, not once a
	// stream and a poll.
	before := st.listSeqs.Load()
	const quiet = 400 * time.Millisecond
	time.Sleep(quiet)
	asked := st.listSeqs.Load() - before
	polls := int64(quiet / poll)
	t.Logf("%d streams, %d polls' time: the store asked %d times", streams, polls, asked)
	if asked > 2*polls+4 {
		t.Errorf("%d streams open for %v (%d polls): the store asked %d times, want about %d (one poller for all)", streams, quiet, polls, asked, polls)
	}

	// A table created: one change on every stream, the new number.
	createExample(t, ts)
	want, err := st.ListSeq(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]int64{}
	for len(got) < streams {
		select {
		case c := <-changes:
			if _, dup := got[c.stream]; dup {
				t.Fatalf("stream %d: the change came twice (%d, then %d)", c.stream, got[c.stream], c.seq)
			}
			if c.seq != want || c.seq <= firsts[c.stream] {
				t.Errorf("stream %d: seq %d after %d, want %d", c.stream, c.seq, firsts[c.stream], want)
			}
			got[c.stream] = c.seq
		case <-time.After(10 * time.Second):
			t.Fatalf("%d streams of %d had the change", len(got), streams)
		}
	}
	select {
	case c := <-changes:
		t.Errorf("stream %d: another event (seq %d) with nothing changed", c.stream, c.seq)
	case <-time.After(5 * poll):
	}

	// The clients go: so do their subscriptions and the poller.
	cancel()
	wg.Wait()
	deadline := time.Now().Add(5 * time.Second)
	for srv.listFeed.subscribers() > 0 && time.Now().Before(deadline) {
		time.Sleep(poll)
	}
	if n := srv.listFeed.subscribers(); n != 0 {
		t.Fatalf("%d subscribers left after the clients went", n)
	}
	srv.listFeed.running.Wait()
	after := st.listSeqs.Load()
	time.Sleep(5 * poll)
	if n := st.listSeqs.Load() - after; n != 0 {
		t.Errorf("no stream open: the store asked %d times more", n)
	}
}

// TestListFeedSlowSubscriber: publishing never waits for a stream. A
// subscriber that never reads (a slow client's handler, stuck writing)
// holds the latest number and one wake-up; the others get every number
// as it comes, and a subscriber that reads late finds the latest: none
// lost, none doubled.
func TestListFeedSlowSubscriber(t *testing.T) {
	f := &listFeed{subs: map[*listSub]struct{}{}}
	slow, quick := &listSub{wake: make(chan struct{}, 1)}, &listSub{wake: make(chan struct{}, 1)}
	f.subs[slow], f.subs[quick] = struct{}{}, struct{}{}
	done := make(chan struct{})
	var seen []int64
	go func() {
		defer close(done)
		last := int64(0)
		for range quick.wake {
			if n := quick.n.Load(); n != last {
				seen = append(seen, n)
				last = n
			}
			if last == 1000 {
				return
			}
		}
	}()
	finished := make(chan struct{})
	go func() {
		for n := int64(1); n <= 1000; n++ {
			f.publish(n)
			f.publish(n - 1) // an older number, read late by a poller: nothing
		}
		close(finished)
	}()
	select {
	case <-finished:
	case <-time.After(10 * time.Second):
		t.Fatal("publishing waited for a subscriber that does not read")
	}
	<-done
	if len(slow.wake) != 1 || slow.n.Load() != 1000 {
		t.Errorf("the slow subscriber: %d wake-ups pending, number %d; want 1, 1000", len(slow.wake), slow.n.Load())
	}
	for i := 1; i < len(seen); i++ {
		if seen[i] <= seen[i-1] {
			t.Fatalf("the quick subscriber saw %d after %d", seen[i], seen[i-1])
		}
	}
	if len(seen) == 0 || seen[len(seen)-1] != 1000 {
		t.Errorf("the quick subscriber's last number: %v, want 1000", fmt.Sprint(seen[max(0, len(seen)-3):]))
	}
}
