package server

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"bridgelaw/internal/testpg"
)

// openStores are the two stores, each new and empty: SQLite in a
// temporary file, PostgreSQL in a new database of the test cluster.
var openStores = []struct {
	name string
	open func(t *testing.T) Store
}{
	{"sqlite", func(t *testing.T) Store {
		s, err := Open(context.Background(), filepath.Join(t.TempDir(), "test.db"), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}},
	{"postgres", func(t *testing.T) Store {
		s, err := Open(context.Background(), postgresURL(t), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}},
}

// eachStore runs f on each store.
func eachStore(t *testing.T, f func(t *testing.T, s Store)) {
	for _, st := range openStores {
		t.Run(st.name, func(t *testing.T) { f(t, st.open(t)) })
	}
}

const tags1 = "[Board \"1\"]\n[Deal \"N:J753..AJ987.JT74 QT2.T32.Q632.K98 A984.Q74.T5.A652 K6.AKJ9865.K4.Q3\"]\n"

func TestStoreTables(t *testing.T) {
	eachStore(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		if list, err := s.Tables(ctx); err != nil || len(list) != 0 {
			t.Fatalf("empty store: %v %v", list, err)
		}
		before := time.Now().Add(-time.Second)
		a, err := s.CreateTable(ctx, NewTable{Title: "Board 1, table 3", Board: 1, Tags: tags1, CreatedBy: "Anna"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		b, err := s.CreateTable(ctx, NewTable{Title: "Imported ♠", Board: 1, Tags: tags1}, []NewEvent{
			{Line: "N call Pass", RecordedBy: "Bruno"}, {Line: `claim S 10 "the rest are mine ♥"`, RecordedBy: "Bruno"}})
		if err != nil {
			t.Fatal(err)
		}
		if a.ID == b.ID || a.ID < 1 || b.Seq != 2 || a.Seq != 0 {
			t.Fatalf("ids %d %d, seqs %d %d", a.ID, b.ID, a.Seq, b.Seq)
		}
		if a.Created.Before(before) || a.Created.After(time.Now().Add(time.Second)) {
			t.Errorf("created at %v", a.Created)
		}
		list, err := s.Tables(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 || list[0].ID != a.ID || list[1].ID != b.ID {
			t.Fatalf("list: %+v", list)
		}
		got := list[1]
		if got.Title != "Imported ♠" || got.Board != 1 || got.Tags != tags1 || got.Seq != 2 || !got.Created.Equal(b.Created) {
			t.Errorf("table b as listed: %+v, want %+v", got, b)
		}
		one, err := s.Table(ctx, a.ID)
		if err != nil || one.CreatedBy != "Anna" || one.Seq != 0 || one.Title != "Board 1, table 3" {
			t.Errorf("Table(a) = %+v, %v", one, err)
		}
		evs, err := s.Events(ctx, b.ID, 0)
		if err != nil || len(evs) != 2 {
			t.Fatalf("events: %+v %v", evs, err)
		}
		if evs[0].Seq != 1 || evs[1].Seq != 2 || evs[1].Line != `claim S 10 "the rest are mine ♥"` || evs[0].RecordedBy != "Bruno" {
			t.Errorf("events: %+v", evs)
		}
		if evs, err := s.Events(ctx, b.ID, 1); err != nil || len(evs) != 1 || evs[0].Seq != 2 {
			t.Errorf("events after 1: %+v %v", evs, err)
		}
		if evs, err := s.Events(ctx, a.ID, 0); err != nil || len(evs) != 0 {
			t.Errorf("events of an empty log: %+v %v", evs, err)
		}
		if n, err := s.LastSeq(ctx, b.ID); err != nil || n != 2 {
			t.Errorf("LastSeq(b) = %d, %v", n, err)
		}
		if n, err := s.LastSeq(ctx, a.ID); err != nil || n != 0 {
			t.Errorf("LastSeq(a) = %d, %v", n, err)
		}
		for name, f := range map[string]func() error{
			"Table":   func() error { _, err := s.Table(ctx, 999); return err },
			"Events":  func() error { _, err := s.Events(ctx, 999, 0); return err },
			"LastSeq": func() error { _, err := s.LastSeq(ctx, 999); return err },
			"Append":  func() error { _, err := s.Append(ctx, 999, 1, NewEvent{Line: "N call Pass"}); return err },
		} {
			if err := f(); !errors.Is(err, ErrNotFound) {
				t.Errorf("%s of a missing table: %v, want ErrNotFound", name, err)
			}
		}
	})
}

func TestStoreAppend(t *testing.T) {
	eachStore(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		tb, err := s.CreateTable(ctx, NewTable{Title: "t", Tags: tags1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		r1, err := s.Append(ctx, tb.ID, 1, NewEvent{Line: "N call Pass", RecordedBy: "TD Rossi"})
		if err != nil || r1.Seq != 1 {
			t.Fatalf("first append: %+v %v", r1, err)
		}
		for _, seq := range []int{0, 1, 3, -5} { // taken, taken, a gap, nonsense
			if _, err := s.Append(ctx, tb.ID, seq, NewEvent{Line: "E call Pass"}); !errors.Is(err, ErrConflict) {
				t.Errorf("append at seq %d: %v, want ErrConflict", seq, err)
			}
		}
		if _, err := s.Append(ctx, tb.ID, 2, NewEvent{Line: "E call Pass"}); err != nil {
			t.Fatal(err)
		}
		evs, err := s.Events(ctx, tb.ID, 0)
		if err != nil || len(evs) != 2 || evs[0].Line != "N call Pass" || evs[1].Line != "E call Pass" || evs[0].RecordedBy != "TD Rossi" {
			t.Fatalf("log after the refused appends: %+v %v", evs, err)
		}
		if !evs[0].Recorded.Equal(r1.Recorded) {
			t.Errorf("recorded at %v, stored %v", r1.Recorded, evs[0].Recorded)
		}
	})
}

// TestStoreAppendOnly: the database itself refuses to change or drop a
// recorded event.
func TestStoreAppendOnly(t *testing.T) {
	eachStore(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		tb, err := s.CreateTable(ctx, NewTable{Title: "t", Tags: tags1}, []NewEvent{{Line: "N call Pass"}})
		if err != nil {
			t.Fatal(err)
		}
		db := s.(*sqlStore)
		for _, q := range []string{
			`UPDATE table_events SET line = 'N call 7NT' WHERE table_id = ?`,
			`DELETE FROM table_events WHERE table_id = ?`,
		} {
			if _, err := db.db.ExecContext(ctx, db.q(q), tb.ID); err == nil || !strings.Contains(err.Error(), "append-only") {
				t.Errorf("%s: %v, want the append-only refusal", q, err)
			}
		}
		if db.postgres {
			if _, err := db.db.ExecContext(ctx, `TRUNCATE table_events`); err == nil {
				t.Errorf("TRUNCATE succeeded")
			}
		}
		evs, err := s.Events(ctx, tb.ID, 0)
		if err != nil || len(evs) != 1 || evs[0].Line != "N call Pass" {
			t.Errorf("log: %+v %v", evs, err)
		}
	})
}

// TestStoreConcurrentAppend: many writers on one table, each retrying on
// ErrConflict: every event is stored exactly once, the sequence has no
// gap, and each writer's events keep their order.
func TestStoreConcurrentAppend(t *testing.T) {
	eachStore(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		tb, err := s.CreateTable(ctx, NewTable{Title: "busy", Tags: tags1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		const writers, each = 8, 20
		var wg sync.WaitGroup
		conflicts := make([]int, writers)
		errs := make(chan error, writers)
		for w := 0; w < writers; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				for i := 0; i < each; i++ {
					e := NewEvent{Line: "director noticed", RecordedBy: fmt.Sprintf("w%d-%02d", w, i)}
					for {
						last, err := s.LastSeq(ctx, tb.ID)
						if err != nil {
							errs <- err
							return
						}
						_, err = s.Append(ctx, tb.ID, last+1, e)
						if errors.Is(err, ErrConflict) {
							conflicts[w]++
							continue
						}
						if err != nil {
							errs <- err
							return
						}
						break
					}
				}
			}(w)
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		evs, err := s.Events(ctx, tb.ID, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) != writers*each {
			t.Fatalf("%d events stored, want %d", len(evs), writers*each)
		}
		seen := map[string]int{}
		for i, e := range evs {
			if e.Seq != i+1 {
				t.Fatalf("event %d has seq %d: a gap", i+1, e.Seq)
			}
			seen[e.RecordedBy]++
		}
		for w := 0; w < writers; w++ {
			var mine []string
			for _, e := range evs {
				if strings.HasPrefix(e.RecordedBy, fmt.Sprintf("w%d-", w)) {
					mine = append(mine, e.RecordedBy)
				}
			}
			if len(mine) != each || !sort.StringsAreSorted(mine) {
				t.Errorf("writer %d: %d events, in order %v", w, len(mine), sort.StringsAreSorted(mine))
			}
		}
		for k, n := range seen {
			if n != 1 {
				t.Errorf("%s stored %d times", k, n)
			}
		}
		total := 0
		for _, c := range conflicts {
			total += c
		}
		t.Logf("%d appends, %d conflicts retried", writers*each, total)
	})
}

// TestSQLitePath: an SQLite file is where its path says, whatever
// characters the path holds; ? and # are refused.
func TestSQLitePath(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "club night 100% é.db")
	s, err := OpenSQLite(context.Background(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.CreateTable(context.Background(), NewTable{Title: "t", Tags: tags1}, nil); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := os.Stat(path); err != nil {
		t.Errorf("the database is not at its path: %v", err)
	}
	s, err = OpenSQLite(context.Background(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if list, err := s.Tables(context.Background()); err != nil || len(list) != 1 {
		t.Errorf("reopened: %v %v", list, err)
	}
	for _, bad := range []string{"", filepath.Join(dir, "a?b.db"), filepath.Join(dir, "a#b.db")} {
		if s, err := OpenSQLite(context.Background(), bad, nil); err == nil {
			s.Close()
			t.Errorf("%q opened", bad)
		}
	}
}

// TestPostgresProcessesStartTogether: several servers opening one new
// PostgreSQL database at once migrate it once (goose's advisory lock).
func TestPostgresProcessesStartTogether(t *testing.T) {
	url := postgresURL(t)
	const n = 4
	errs := make(chan error, n)
	stores := make(chan Store, n)
	for i := 0; i < n; i++ {
		go func() {
			s, err := OpenPostgres(context.Background(), url, nil)
			errs <- err
			stores <- s
		}()
	}
	for i := 0; i < n; i++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
		if s := <-stores; s != nil {
			defer s.Close()
		}
	}
	name, _, _ := strings.Cut(url[strings.LastIndex(url, "/")+1:], "?")
	db, err := testpg.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	files, err := fs.ReadDir(migrations, "migrations/postgres")
	if err != nil {
		t.Fatal(err)
	}
	var versions int
	if err := db.QueryRow(`SELECT COUNT(*) FROM goose_db_version WHERE version_id > 0`).Scan(&versions); err != nil || versions != len(files) {
		t.Errorf("migrations applied: %d (%v), want %d, each once", versions, err, len(files))
	}
}

// TestSameRefusalsOnBothStores: what SQLite refuses with a 4xx,
// PostgreSQL refuses the same way, never a 500: a board number past
// 2^31-1, a NUL byte in a tag of an imported log; /healthz answers on both.
func TestSameRefusalsOnBothStores(t *testing.T) {
	eachStore(t, func(t *testing.T, st Store) {
		ts := newTestServer(t, st)
		for name, body := range map[string]any{
			"board 2^31 by the field": map[string]any{"board": 1 << 31, "deal": exampleDeal},
			"board 2^31 by a tag":     map[string]any{"tags": map[string]string{"Board": "2147483648", "Deal": exampleDeal}},
			"board 2^31 in a log":     map[string]any{"log": "[Board \"2147483648\"]\n[Deal \"" + exampleDeal + "\"]\n"},
			"NUL in a tag of a log":   map[string]any{"log": "[Event \"a\x00b\"]\n[Deal \"" + exampleDeal + "\"]\n"},
			"NUL in a tag":            map[string]any{"tags": map[string]string{"Event": "a\x00b", "Deal": exampleDeal}},
		} {
			status, _, out := ts.do(t, "POST", "/api/tables", body)
			if status < 400 || status >= 500 {
				t.Errorf("%s: %d %s", name, status, out)
			}
		}
		if status, _, out := ts.do(t, "GET", "/healthz", nil); status != 200 || !strings.Contains(string(out), `"ok"`) {
			t.Errorf("/healthz: %d %s", status, out)
		}
	})
}
