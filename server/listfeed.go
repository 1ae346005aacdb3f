package server

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// listFeed is the one poller of the list's number (Store.ListSeq) that
// every list stream of the process shares: it asks the store when this
// process records something (the hub wakes the list) and every
// Options.Poll (for what other processes sharing the store record), and
// hands each new number to the streams subscribed. So the store answers
// one query per change and per poll, however many streams are open (each
// of 1,000 streams asked it itself before).
//
// A subscriber keeps only the latest number and a wake-up of one slot:
// publishing never waits for a stream (a slow client blocks only its own
// handler), a stream woken late reads the latest number (none is lost),
// and the numbers only grow (none is sent twice). The poller runs while
// at least one stream is subscribed and stops with the last.
type listFeed struct {
	s  *Server
	mu sync.Mutex
	// guarded by mu:
	subs    map[*listSub]struct{}
	last    int64         // the highest number published (the number only grows)
	stop    chan struct{} // closes to stop the running poller; nil when none runs
	polls   atomic.Int64  // the store queries made, for tests
	running sync.WaitGroup
}

// listSub is one list stream's subscription.
type listSub struct {
	n    atomic.Int64  // the latest number published to it
	wake chan struct{} // one slot: a number newer than the stream's may be in n
}

// subscribe adds a stream, starting the poller if none runs.
func (f *listFeed) subscribe() *listSub {
	sub := &listSub{wake: make(chan struct{}, 1)}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.subs == nil {
		f.subs = map[*listSub]struct{}{}
	}
	f.subs[sub] = struct{}{}
	sub.n.Store(f.last)
	if f.stop == nil {
		f.stop = make(chan struct{})
		f.running.Add(1)
		go f.poll(f.stop)
	}
	return sub
}

// unsubscribe removes a stream (when its client goes), stopping the
// poller with the last one.
func (f *listFeed) unsubscribe(sub *listSub) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.subs, sub)
	if len(f.subs) == 0 && f.stop != nil {
		close(f.stop)
		f.stop = nil
	}
}

// subscribers is the number of streams subscribed.
func (f *listFeed) subscribers() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.subs)
}

// publish hands number n to every subscriber when it is newer than the
// last one published. It never blocks.
func (f *listFeed) publish(n int64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if n <= f.last {
		return
	}
	f.last = n
	for sub := range f.subs {
		sub.n.Store(n)
		select {
		case sub.wake <- struct{}{}:
		default: // woken already: it reads n when it gets there
		}
	}
}

// poll asks the store for the list's number at each wake-up of the list
// (this process created a table or recorded an event) and every
// Options.Poll, until stop closes or the server closes.
func (f *listFeed) poll(stop chan struct{}) {
	defer f.running.Done()
	s := f.s
	woken := s.hub.subscribe(0)
	defer s.hub.unsubscribe(0, woken)
	tick := time.NewTicker(s.opts.Poll)
	defer tick.Stop()
	for {
		f.polls.Add(1)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		n, err := s.store.ListSeq(ctx)
		cancel()
		if err == nil {
			f.publish(n)
		} else if s.log != nil {
			s.log.Warn("live list: the store did not answer", "err", err)
		}
		select {
		case <-stop:
			return
		case <-s.done:
			return
		case <-woken:
		case <-tick.C:
		}
	}
}
