package server

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"time"

	"bridgelaw/bridge"
)

// hub wakes the live streams of a table when this process records an
// event on it; streams also poll the store (Options.Poll) for events that
// other processes sharing a PostgreSQL database record.
type hub struct {
	mu   sync.Mutex
	subs map[int64]map[chan struct{}]bool // table id -> streams; 0: the list
}

func newHub() *hub { return &hub{subs: map[int64]map[chan struct{}]bool{}} }

func (h *hub) subscribe(id int64) chan struct{} {
	ch := make(chan struct{}, 1)
	h.mu.Lock()
	if h.subs[id] == nil {
		h.subs[id] = map[chan struct{}]bool{}
	}
	h.subs[id][ch] = true
	h.mu.Unlock()
	return ch
}

func (h *hub) unsubscribe(id int64, ch chan struct{}) {
	h.mu.Lock()
	delete(h.subs[id], ch)
	if len(h.subs[id]) == 0 {
		delete(h.subs, id)
	}
	h.mu.Unlock()
}

// notify wakes the streams of table id and those of the list.
func (h *hub) notify(id int64) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, k := range []int64{id, 0} {
		for ch := range h.subs[k] {
			select {
			case ch <- struct{}{}:
			default: // already woken
			}
		}
		if id == 0 {
			break
		}
	}
}

// stream writes the Server-Sent Events of table id: "change" with data
// from state() each time it changes (and once at the start), looking at
// state() when this process records an event on the table and every
// Options.Poll (for events other processes record).
func (s *Server) stream(w http.ResponseWriter, r *http.Request, id int64, state func() (string, error)) {
	ch := s.hub.subscribe(id)
	defer s.hub.unsubscribe(id, ch)
	s.events(w, r, ch, s.opts.Poll, state)
}

// keepAlive is how long a stream stays silent at most: then a comment
// keeps proxies from closing the connection.
const keepAlive = 15 * time.Second

// events writes Server-Sent Events: "change" with data from state() once
// at the start and then each time it changes, looked at when wake fires
// and every poll, a comment after keepAlive of silence.
func (s *Server) events(w http.ResponseWriter, r *http.Request, wake <-chan struct{}, poll time.Duration, state func() (string, error)) {
	fl, ok := w.(http.Flusher)
	if !ok {
		writeError(w, http.StatusInternalServerError, "internal", "streaming is not supported here")
		return
	}
	release, err := s.openStream(r.RemoteAddr)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	defer release()
	first, err := state()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	// The server's WriteTimeout bounds an answer; a stream moves its
	// deadline on at each message (and its keep-alive comment).
	rc := http.NewResponseController(w)
	extend := func() { _ = rc.SetWriteDeadline(time.Now().Add(time.Minute)) }
	extend()
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	last := first
	fmt.Fprintf(w, "retry: 3000\nevent: change\ndata: %s\n\n", first)
	fl.Flush()
	tick := time.NewTicker(poll)
	defer tick.Stop()
	quiet := time.Now()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		case <-wake:
		case <-tick.C:
		}
		cur, err := state()
		if err != nil {
			return // the client reconnects and gets the error
		}
		if cur != last {
			last = cur
			extend()
			if _, err := fmt.Fprintf(w, "event: change\ndata: %s\n\n", cur); err != nil {
				return
			}
			fl.Flush()
			quiet = time.Now()
		} else if time.Since(quiet) >= keepAlive {
			extend()
			if _, err := fmt.Fprint(w, ": still here\n\n"); err != nil {
				return
			}
			fl.Flush()
			quiet = time.Now()
		}
	}
}

// apiStream: GET /api/tables/{id}/stream, an event "change" with
// {"table": id, "seq": n} whenever the table's log grows. It carries no
// card: a client reads its seat's view again.
func (s *Server) apiStream(w http.ResponseWriter, r *http.Request) error {
	id, err := tableID(r)
	if err != nil {
		return err
	}
	if _, err := s.store.LastSeq(r.Context(), id); err != nil {
		return err
	}
	if err := s.canFollow(r.Context(), r, id); err != nil {
		return err
	}
	state := func() (string, error) {
		n, err := s.store.LastSeq(r.Context(), id)
		return fmt.Sprintf(`{"table":%d,"seq":%d}`, id, n), err
	}
	if seat, err := s.followerSeat(r.Context(), r, id); err != nil {
		return err
	} else if seat != nil {
		// A seat's stream moves only when the seat's view does: an event
		// the seat cannot see (the Director's answer to a question on a
		// revoke nobody has noticed) would tell, by the number moving,
		// that such a ruling exists. The number sent is the log's at the
		// change, which the seat's view gives too.
		var seen = -1
		var digest [sha256.Size]byte
		var out string
		state = func() (string, error) {
			n, err := s.store.LastSeq(r.Context(), id)
			if err != nil || n == seen {
				return out, err
			}
			d, err := s.seatDigest(r.Context(), id, *seat)
			if err != nil {
				return out, err
			}
			if seen = n; out == "" || d != digest {
				digest, out = d, fmt.Sprintf(`{"table":%d,"seq":%d}`, id, n)
			}
			return out, nil
		}
	}
	s.stream(w, r, id, state)
	return nil
}

// followerSeat is the seat whose stream a request follows: nil for the
// Director, or when no Director's token is set (every view is open).
func (s *Server) followerSeat(ctx context.Context, r *http.Request, id int64) (*bridge.Seat, error) {
	if !s.guarded() {
		return nil, nil
	}
	c, err := s.credentialOf(ctx, r, id)
	if err != nil || c.director || !c.hasSeat {
		return nil, err
	}
	return &c.seat, nil
}

// seatDigest is a digest of table id's view for seat, its seq left out.
func (s *Server) seatDigest(ctx context.Context, id int64, seat bridge.Seat) ([sha256.Size]byte, error) {
	var d [sha256.Size]byte
	err := s.withTable(ctx, id, func(e *entry) error {
		d = e.viewDigest(Viewer{Seat: seat}, s.opts.Lang)
		return nil
	})
	return d, err
}

// viewDigest is a digest of the entry's view for v, its seq left out.
func (e *entry) viewDigest(v Viewer, lang string) [sha256.Size]byte {
	tv, _ := buildView(e, v, lang)
	tv.Seq = 0
	b, _ := json.Marshal(tv)
	return sha256.Sum256(b)
}

// seatSawAll reports whether seat's view is the same now as after event
// since (the events after it changed nothing the seat sees): a seat's
// append after since is then no conflict (the seat's page was not
// woken by them).
func (e *entry) seatSawAll(opts Options, seat bridge.Seat, since int) bool {
	old := &entry{rec: e.rec, setup: e.setup}
	if old.reset(opts) != nil {
		return false
	}
	for i, r := range e.log {
		if r.Seq > since {
			old.fold(e.log[:i])
			break
		}
	}
	v := Viewer{Seat: seat}
	return old.viewDigest(v, opts.Lang) == e.viewDigest(v, opts.Lang)
}

// apiListStream: GET /api/stream, an event "change" with {"seq": n}
// whenever a table is created or an event recorded (Store.ListSeq: one
// number, one query; the page reads its list again). The stream asks the
// store once, at its start; then the process's one poller (listFeed)
// hands it each new number.
func (s *Server) apiListStream(w http.ResponseWriter, r *http.Request) {
	if s.guarded() {
		if err := s.needDirector(r); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	sub := s.listFeed.subscribe()
	defer s.listFeed.unsubscribe(sub)
	var seen int64 = -1
	s.events(w, r, sub.wake, keepAlive/3, func() (string, error) {
		if seen < 0 {
			n, err := s.store.ListSeq(r.Context())
			if err != nil {
				return "", err
			}
			seen = n
		}
		// The number only grows: one the poller read before this stream's
		// own first is no change.
		seen = max(seen, sub.n.Load())
		return fmt.Sprintf(`{"seq":%d}`, seen), nil
	})
}
