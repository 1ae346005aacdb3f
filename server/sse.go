package server

import (
	"fmt"
	"net/http"
	"sync"
	"time"
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

// stream writes Server-Sent Events: "change" with data from state() each
// time it changes (and once at the start), a comment every 15 s to keep
// proxies from closing the connection.
func (s *Server) stream(w http.ResponseWriter, r *http.Request, id int64, state func() (string, error)) {
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
	ch := s.hub.subscribe(id)
	defer s.hub.unsubscribe(id, ch)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	last := first
	fmt.Fprintf(w, "retry: 3000\nevent: change\ndata: %s\n\n", first)
	fl.Flush()
	poll := time.NewTicker(s.opts.Poll)
	defer poll.Stop()
	quiet := time.Now()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		case <-ch:
		case <-poll.C:
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
		} else if time.Since(quiet) >= 15*time.Second {
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
	s.stream(w, r, id, func() (string, error) {
		n, err := s.store.LastSeq(r.Context(), id)
		return fmt.Sprintf(`{"table":%d,"seq":%d}`, id, n), err
	})
	return nil
}

// apiListStream: GET /api/stream, an event "change" with {"seq": n}
// whenever a table is created or an event recorded (Store.ListSeq: one
// number, one query; the page reads its list again).
func (s *Server) apiListStream(w http.ResponseWriter, r *http.Request) {
	if s.guarded() {
		if err := s.needDirector(r); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	s.stream(w, r, 0, func() (string, error) {
		n, err := s.store.ListSeq(r.Context())
		return fmt.Sprintf(`{"seq":%d}`, n), err
	})
}
