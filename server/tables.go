package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"bridgelaw/bridge"
	"bridgelaw/laws"
)

// entry is a table's state in memory: the engine's table folded from the
// stored log up to seq. It is a cache: dropping it loses nothing, the log
// replays to the same state.
type entry struct {
	mu    sync.Mutex
	rec   TableRecord
	setup laws.Setup
	tb    *laws.Table
	seq   int           // the last stored event folded (accepted or not)
	log   []EventRecord // the stored events, in order
	seqs  []int         // seqs[i]: the stored seq of the engine's event i
	// problems are stored events the engine does not accept (a log written
	// by another version of the engine): kept in the log, shown to the
	// Director, skipped by the replay.
	problems []Problem
	used     time.Time
}

// Problem is a stored event the engine rejects on replay.
type Problem struct {
	Seq   int    `json:"seq"`
	Line  string `json:"line"`
	Error string `json:"error"`
}

// EventError is an event the engine refuses (laws.ErrImpossible, or a line
// that does not parse): it is not stored.
type EventError struct {
	Err error
}

func (e *EventError) Error() string { return e.Err.Error() }
func (e *EventError) Unwrap() error { return e.Err }

// SyntaxError is an event line that does not parse (HTTP 400).
type SyntaxError struct {
	Err error
}

func (e *SyntaxError) Error() string { return e.Err.Error() }
func (e *SyntaxError) Unwrap() error { return e.Err }

// parseEventLine reads one event line of the table-log form. Tags,
// comments alone and several events are refused.
func parseEventLine(line string) (laws.Event, error) {
	if strings.ContainsAny(line, "\n\r") {
		return nil, &SyntaxError{errors.New("one event, on one line")}
	}
	lg, err := laws.ParseLog(line)
	if err != nil {
		var pe *laws.ParseError
		if errors.As(err, &pe) {
			return nil, &SyntaxError{fmt.Errorf("the event cannot be read: column %d: %s", pe.Column, pe.Msg)}
		}
		return nil, &SyntaxError{fmt.Errorf("the event cannot be read: %w", err)}
	}
	if len(lg.Tags) > 0 {
		return nil, &SyntaxError{errors.New("a tag is not an event: tags are given when the table is created")}
	}
	if len(lg.Events) != 1 {
		return nil, &SyntaxError{errors.New("no event on the line: want e.g. \"E play HT\"")}
	}
	return laws.WithLine(lg.Events[0], 0), nil
}

// canonical is the event as stored: its canonical line and the event that
// line reads back to (the one every replay will fold).
func canonical(e laws.Event) (string, laws.Event, error) {
	line := laws.FormatEvent(e)
	back, err := parseEventLine(line)
	if err != nil {
		return "", e, fmt.Errorf("the event's canonical form %q does not read back: %w", line, err)
	}
	return line, back, nil
}

// tableSetup reads a table's stored tags.
func tableSetup(tags string) (laws.Setup, error) {
	lg, err := laws.ParseLog(tags)
	if err != nil {
		return laws.Setup{}, err
	}
	return lg.Setup()
}

// reset folds nothing yet: the table as created.
func (e *entry) reset(opts Options) error {
	tb, err := laws.New(e.setup, opts.Laws, opts.Advisor)
	if err != nil {
		return err
	}
	e.tb, e.seq, e.log, e.seqs, e.problems = tb, 0, nil, nil, nil
	return nil
}

// fold applies stored events to the engine's table.
func (e *entry) fold(evs []EventRecord) {
	for _, r := range evs {
		e.seq = r.Seq
		e.log = append(e.log, r)
		ev, err := parseEventLine(r.Line)
		if err == nil {
			_, err = e.tb.Apply(ev)
		}
		if err != nil {
			e.problems = append(e.problems, Problem{Seq: r.Seq, Line: r.Line, Error: err.Error()})
			continue
		}
		e.seqs = append(e.seqs, r.Seq)
	}
}

// sync folds the events stored since the entry's seq (by this process or
// another one sharing the database).
func (s *Server) sync(ctx context.Context, e *entry) error {
	evs, err := s.store.Events(ctx, e.rec.ID, e.seq)
	if err != nil {
		return err
	}
	e.fold(evs)
	e.rec.Seq = e.seq
	return nil
}

// withTable runs fn on table id brought up to date with the store, holding
// the table's lock.
func (s *Server) withTable(ctx context.Context, id int64, fn func(*entry) error) error {
	s.mu.Lock()
	e := s.cache[id]
	if e == nil {
		e = &entry{rec: TableRecord{ID: id}}
		s.cache[id] = e
		s.evict()
	}
	e.used = time.Now()
	s.mu.Unlock()

	e.mu.Lock()
	defer e.mu.Unlock()
	if e.tb == nil {
		rec, err := s.store.Table(ctx, id)
		if err != nil {
			s.drop(id, e)
			return err
		}
		setup, err := tableSetup(rec.Tags)
		if err != nil {
			s.drop(id, e)
			return fmt.Errorf("table %d: its stored tags: %w", id, err)
		}
		e.rec, e.setup = rec, setup
		if err := e.reset(s.opts); err != nil {
			s.drop(id, e)
			return fmt.Errorf("table %d: %w", id, err)
		}
	}
	if err := s.sync(ctx, e); err != nil {
		if errors.Is(err, ErrNotFound) {
			s.drop(id, e)
		}
		return err
	}
	return fn(e)
}

// drop forgets the cached entry e of table id.
func (s *Server) drop(id int64, e *entry) {
	s.mu.Lock()
	if s.cache[id] == e {
		delete(s.cache, id)
	}
	s.mu.Unlock()
}

// evict keeps the cache within its size, forgetting the tables used least
// recently. s.mu is held.
func (s *Server) evict() {
	for len(s.cache) > s.opts.CacheSize {
		var oldest int64
		var t time.Time
		first := true
		for id, e := range s.cache {
			if first || e.used.Before(t) {
				oldest, t, first = id, e.used, false
			}
		}
		delete(s.cache, oldest)
	}
}

// Appended is an event stored by Append, with the rulings it raised.
type Appended struct {
	Event   EventRecord
	Rulings []laws.Ruling
	Seqs    []int // the stored seq of each engine event, for the rulings' Event index
	// Replayed: the append was a retry of one stored before (the same
	// idempotency key, or the same event after the same seq by the same
	// recorder); nothing was stored and the first answer is given again.
	Replayed bool
}

// IgnoredError is an event the engine would record but not rule on (a
// ruling of kind laws.KindUnexpected: it fits no moment of the board): it
// is not stored (HTTP 422, with the reason). Reason is in the server's
// language; Ruling gives it in another (the request's ?lang).
type IgnoredError struct {
	Reason string
	Ruling laws.Ruling
}

func (e *IgnoredError) Error() string { return e.Reason }

// rebuild folds the entry's stored log again from the start (after the
// engine's table took an event that is not stored).
func (e *entry) rebuild(opts Options) error {
	log := e.log
	if err := e.reset(opts); err != nil {
		return err
	}
	e.fold(log)
	e.rec.Seq = e.seq
	return nil
}

// replayAnswer is the answer Append gave when it stored rec: the rulings
// rec raised on the log as it was then (the log before it replayed anew).
func (e *entry) replayAnswer(opts Options, rec EventRecord) (Appended, error) {
	tb, err := laws.New(e.setup, opts.Laws, opts.Advisor)
	if err != nil {
		return Appended{}, err
	}
	out := Appended{Event: rec, Replayed: true}
	for _, r := range e.log {
		if r.Seq > rec.Seq {
			break
		}
		ev, err := parseEventLine(r.Line)
		if err != nil {
			continue
		}
		rulings, err := tb.Apply(ev)
		if err != nil {
			continue
		}
		out.Seqs = append(out.Seqs, r.Seq)
		if r.Seq == rec.Seq {
			out.Rulings = rulings
		}
	}
	return out, nil
}

// storedAgain finds the event a retry of this append stored: the one
// under key, or, for an append after expect (>= 0) without a key, the
// event right after expect when it is the same line by the same recorder.
// A key that names another line or recorder is an error (keyReused).
func (e *entry) storedAgain(expect int, line, by, key string) (EventRecord, bool, error) {
	for _, r := range e.log {
		if key != "" && r.Key == key {
			if r.Line != line || r.RecordedBy != by {
				return EventRecord{}, false, keyReused(r.Seq)
			}
			return r, true, nil
		}
		if key == "" && expect >= 0 && r.Seq == expect+1 && r.Line == line && r.RecordedBy == by && r.Key == "" {
			return r, true, nil
		}
	}
	return EventRecord{}, false, nil
}

// ErrKeyReused is wrapped by the error of an append whose Idempotency-Key
// was already used for another event (another line, or another recorder):
// nothing is stored and the first event's answer is not given (HTTP 422).
var ErrKeyReused = errors.New("Idempotency-Key already used for another event of this table")

// keyReused is the error of an append whose key named stored event seq.
func keyReused(seq int) error {
	return &EventError{fmt.Errorf("%w (event %d): send a new key for a new event", ErrKeyReused, seq)}
}

// Append records one event line on table id. expect is the sequence number
// of the last event the caller has seen, or -1 to append at the end of the
// log whatever it is; key, when not "", is the append's idempotency key.
// A retry (the same key, or the same line by the same recorder after the
// same expect) stores nothing and returns the first answer (Replayed). The
// event is ruled first: an event the engine refuses is not stored
// (*EventError), nor one it would ignore (*IgnoredError); a line that does
// not parse is a *SyntaxError; a log that has moved on since expect is
// ErrConflict.
func (s *Server) Append(ctx context.Context, id int64, expect int, line, by, key string) (Appended, error) {
	return s.appendAs(ctx, id, nil, expect, line, by, key)
}

// appendAs is Append for a player when seat is not nil: only his own
// seat's acts (laws.Table.MayRecord), else a 403.
func (s *Server) appendAs(ctx context.Context, id int64, seat *bridge.Seat, expect int, line, by, key string) (Appended, error) {
	ev, err := parseEventLine(line)
	if err != nil {
		return Appended{}, err
	}
	canon, ev, err := canonical(ev)
	if err != nil {
		return Appended{}, &EventError{err}
	}
	var out Appended
	for attempt := 0; ; attempt++ {
		err = s.withTable(ctx, id, func(e *entry) error {
			if seat != nil && !e.tb.MayRecord(ev, *seat) {
				return &forbidden{fmt.Sprintf("%s is not %s's act: a player records only his own calls, cards (declarer's and dummy's for declarer), claims, acceptances, objections, questions, attention and choices; the Director records the rest", canon, seat)}
			}
			ev, canon := ev, canon
			if v, ok := ev.(laws.Void); ok {
				// The Director names the stored seq; the engine counts the
				// events it replays (the same when no stored event is a
				// problem).
				n := 0
				for i, sq := range e.seqs {
					if sq == v.Event {
						n = i + 1
					}
				}
				if n == 0 {
					return &EventError{fmt.Errorf("%w: no event #%d in the replay to void", laws.ErrImpossible, v.Event)}
				}
				v.Event = n
				ev, canon = v, laws.FormatEvent(v)
			}
			first, ok, kerr := e.storedAgain(expect, canon, by, key)
			if kerr != nil {
				return kerr
			}
			if ok {
				var err error
				out, err = e.replayAnswer(s.opts, first)
				return err
			}
			want := expect
			if seat != nil && want >= 0 && want < e.seq && e.seatSawAll(s.opts, *seat, want) {
				want = e.seq // nothing the seat sees has changed since (sse.go)
			}
			if want >= 0 && want != e.seq {
				return ErrConflict
			}
			if e.seq >= s.opts.MaxEvents {
				return &EventError{fmt.Errorf("the table's log holds %d events, the most a table may (a board needs far fewer): nothing was recorded", e.seq)}
			}
			idx := len(e.tb.Events())
			rulings, err := e.tb.Apply(ev)
			if err != nil {
				var le *laws.EventError
				if errors.As(err, &le) {
					err = le.Err
				}
				return &EventError{err}
			}
			for _, r := range rulings {
				if r.Kind == laws.KindUnexpected && r.Event == idx {
					reason := laws.NewRulingView(r, s.opts.Lang).Explanation
					if rerr := e.rebuild(s.opts); rerr != nil {
						s.drop(id, e)
					}
					return &IgnoredError{Reason: reason, Ruling: r}
				}
			}
			sum := s.summarize(e, e.seq+1)
			rec, err := s.store.Append(ctx, id, e.seq+1, NewEvent{Line: canon, RecordedBy: by, Key: key, Summary: &sum})
			if err != nil {
				// The engine's table holds an event the store does not:
				// fold the log again (the sync of the next attempt brings
				// what another process stored).
				if rerr := e.rebuild(s.opts); rerr != nil {
					s.drop(id, e)
				}
				if errors.Is(err, ErrArchived) {
					return &EventError{err}
				}
				if errors.Is(err, ErrReplayed) {
					if serr := s.sync(ctx, e); serr != nil {
						return serr
					}
					if rec.Line != canon || rec.RecordedBy != by {
						return keyReused(rec.Seq)
					}
					out, err = e.replayAnswer(s.opts, rec)
				}
				return err
			}
			e.seq, e.rec.Seq = rec.Seq, rec.Seq
			e.log = append(e.log, rec)
			e.seqs = append(e.seqs, rec.Seq)
			out = Appended{Event: rec, Rulings: rulings, Seqs: append([]int(nil), e.seqs...)}
			return nil
		})
		// Appending at the end whatever it is: another process won the
		// race, so rule the event again on the log as it now is.
		if errors.Is(err, ErrConflict) && expect < 0 && attempt < 50 {
			time.Sleep(time.Duration(1+rand.IntN(10*(attempt+1))) * time.Millisecond)
			continue
		}
		// After a seq, with a key: once more, to find the key's event if
		// another process stored it.
		if errors.Is(err, ErrConflict) && key != "" && attempt == 0 {
			continue
		}
		break
	}
	if err != nil {
		return Appended{}, err
	}
	if out.Replayed {
		if s.log != nil {
			s.log.Info("append retried: nothing stored", "table", id, "seq", out.Event.Seq, "event", canon, "by", by)
		}
		return out, nil
	}
	s.hub.notify(id)
	if s.log != nil {
		s.log.Info("event recorded", "table", id, "seq", out.Event.Seq, "event", canon, "by", by)
	}
	return out, nil
}

// Imported is a table log read for import: its tags and canonical event
// lines.
type imported struct {
	setup  laws.Setup
	tags   string
	events []NewEvent
}

// readLog reads a table-log text (tags, then events) for a new table. Every
// event must be accepted by the engine: else the errors are returned, one a
// line, and nothing is stored.
func (s *Server) readLog(text, by string) (imported, error) {
	lg, err := laws.ParseLog(text)
	if err != nil {
		return imported{}, &SyntaxError{fmt.Errorf("the table log cannot be read: %w", err)}
	}
	setup, err := lg.Setup()
	if err != nil {
		return imported{}, &SyntaxError{fmt.Errorf("the board's tags: %w", err)}
	}
	for _, t := range lg.Tags {
		if strings.ContainsAny(t.Value, "\n\r") {
			return imported{}, &SyntaxError{fmt.Errorf("tag %s: a value holds no line break", t.Name)}
		}
	}
	tb, err := laws.New(setup, s.opts.Laws, s.opts.Advisor)
	if err != nil {
		return imported{}, &SyntaxError{err}
	}
	if len(lg.Events) > s.opts.MaxEvents {
		return imported{}, &EventError{fmt.Errorf("the table log holds %d events, more than the %d a table may", len(lg.Events), s.opts.MaxEvents)}
	}
	im := imported{setup: setup, tags: (&laws.Log{Tags: lg.Tags}).Format()}
	var errs []error
	for _, ev := range lg.Events {
		line := ev.Header().Line
		canon, back, err := canonical(laws.WithLine(ev, 0))
		if err == nil {
			_, err = tb.Apply(back)
		}
		if err != nil {
			var ee *laws.EventError
			if errors.As(err, &ee) {
				err = ee.Err
			}
			errs = append(errs, fmt.Errorf("line %d: %w", line, err))
			continue
		}
		im.events = append(im.events, NewEvent{Line: canon, RecordedBy: by})
	}
	if len(errs) > 0 {
		return imported{}, &EventError{errors.Join(errs...)}
	}
	return im, nil
}

// Create stores a new table from a table-log text: PBN tags (the Deal
// required) and any events already recorded.
func (s *Server) Create(ctx context.Context, title, text, by string) (TableRecord, error) {
	rec, _, err := s.create(ctx, title, text, by, "")
	return rec, err
}

// create is Create with an idempotency key ("" for none): a retry (the
// same key, the same title, log and recorder) stores nothing and returns
// the table as the first answer gave it (replayed true); the same key
// with another request is ErrKeyMismatch.
func (s *Server) create(ctx context.Context, title, text, by, key string) (TableRecord, bool, error) {
	im, err := s.readLog(text, by)
	if err != nil {
		return TableRecord{}, false, err
	}
	if im.setup.Board < 0 || int64(im.setup.Board) > maxBoard {
		return TableRecord{}, false, bad("board %d: want 1 to %d", im.setup.Board, maxBoard)
	}
	title = strings.TrimSpace(title)
	digest := ""
	if key != "" {
		sum := sha256.Sum256([]byte(title + "\x00" + text + "\x00" + by))
		digest = hex.EncodeToString(sum[:])
	}
	if title == "" {
		title = "Table"
		if im.setup.Board > 0 {
			title = "Board " + im.setup.Board.String()
		}
	}
	sum, err := s.importSummary(im)
	if err != nil {
		return TableRecord{}, false, &SyntaxError{err}
	}
	seats := map[string]string{}
	for _, seat := range bridge.Seats() {
		seats[seat.String()] = randomHex(16)
	}
	rec, err := s.store.CreateTable(ctx, NewTable{Title: title, Board: int(im.setup.Board), Tags: im.tags, CreatedBy: by, Summary: sum,
		Seats: seats, Key: key, Digest: digest}, im.events)
	if errors.Is(err, ErrReplayed) {
		rec.Seq = len(im.events) // as the first answer gave it
		if s.log != nil {
			s.log.Info("table creation retried: nothing stored", "table", rec.ID, "by", by)
		}
		return rec, true, nil
	}
	if err != nil {
		return rec, false, err
	}
	s.hub.notify(0)
	if s.log != nil {
		s.log.Info("table created", "table", rec.ID, "title", rec.Title, "events", len(im.events), "by", by)
	}
	return rec, false, nil
}
