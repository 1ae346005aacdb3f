package server

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	_ "github.com/ncruces/go-sqlite3/driver" // database/sql driver "sqlite3"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

//go:embed migrations
var migrations embed.FS

// sqlStore is the Store of both databases through database/sql: the SQL is
// the same but for placeholders ($1 for PostgreSQL) and the migrations.
type sqlStore struct {
	db       *sql.DB
	postgres bool
}

// Open opens the store a data source names: a postgres:// or
// postgresql:// URL opens PostgreSQL, anything else is an SQLite file
// path. The schema is migrated to the current version.
func Open(ctx context.Context, source string, log *slog.Logger) (Store, error) {
	if strings.HasPrefix(source, "postgres://") || strings.HasPrefix(source, "postgresql://") {
		return OpenPostgres(ctx, source, log)
	}
	return OpenSQLite(ctx, source, log)
}

// OpenSQLite opens (creating it if needed) the SQLite database file path
// and migrates it. Writers are serialised by SQLite (immediate
// transactions, a busy timeout of 10 s, WAL journal).
func OpenSQLite(ctx context.Context, path string, log *slog.Logger) (Store, error) {
	if path == "" {
		return nil, errors.New("store: empty SQLite file path")
	}
	if strings.ContainsAny(path, "?#") {
		return nil, fmt.Errorf("store: SQLite file path %q: ? and # are not allowed", path)
	}
	// A file: URI: % starts an escape there.
	dsn := "file:" + strings.ReplaceAll(path, "%", "%25") + "?_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_pragma=journal_mode(wal)&_txlock=immediate"
	db, err := sql.Open("sqlite3", dsn)
	if err != nil {
		return nil, fmt.Errorf("store: open SQLite %s: %w", path, err)
	}
	// Every connection is a SQLite instance of its own (a WebAssembly
	// module's memory, the schema parsed again): keep a few and reuse them.
	// database/sql's defaults (no limit, 2 kept idle) opened one per
	// concurrent query and closed it after: with 1,000 list streams the
	// server held 500 MB and took 28 s to list 4,000 tables
	// (BenchmarkServeStreamsRSS in cmd/bridgelaw).
	db.SetMaxOpenConns(16)
	db.SetMaxIdleConns(16)
	s := &sqlStore{db: db}
	if err := s.migrate(ctx, goose.DialectSQLite3, "migrations/sqlite", log); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: SQLite %s: %w", path, err)
	}
	return s, nil
}

// OpenPostgres connects to the PostgreSQL database url names and migrates
// it; several server processes may share it (the migration takes an
// advisory lock).
func OpenPostgres(ctx context.Context, url string, log *slog.Logger) (Store, error) {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		// pgx's message may quote the URL, password included: never log it.
		return nil, errors.New("store: the PostgreSQL URL cannot be parsed")
	}
	db := stdlib.OpenDB(*cfg)
	// Keep the connections open: database/sql keeps 2 idle by default, and
	// a new PostgreSQL connection is a new backend process; four seats
	// reading one table's view at once waited 36 ms for theirs
	// (BenchmarkLoad/postgres/tables=1: 9 appends/s, now 115).
	db.SetMaxOpenConns(16)
	db.SetMaxIdleConns(16)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: connect to PostgreSQL at %s: %w", cfg.Host, err)
	}
	s := &sqlStore{db: db, postgres: true}
	if err := s.migrate(ctx, goose.DialectPostgres, "migrations/postgres", log); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: PostgreSQL: %w", err)
	}
	return s, nil
}

func (s *sqlStore) migrate(ctx context.Context, dialect goose.Dialect, dir string, log *slog.Logger) error {
	sub, err := fs.Sub(migrations, dir)
	if err != nil {
		return err
	}
	opts := []goose.ProviderOption{goose.WithDisableGlobalRegistry(true)}
	if log != nil {
		opts = append(opts, goose.WithSlog(log))
	} else {
		opts = append(opts, goose.WithSlog(slog.New(slog.DiscardHandler)))
	}
	if s.postgres {
		// Another process migrating: try again every second, for 2 minutes.
		l, err := lock.NewPostgresSessionLocker(lock.WithLockTimeout(1, 120))
		if err != nil {
			return err
		}
		opts = append(opts, goose.WithSessionLocker(l))
	}
	p, err := goose.NewProvider(dialect, s.db, sub, opts...)
	if err != nil {
		return err
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	return nil
}

// q rewrites the ? placeholders of query for PostgreSQL ($1, $2...). The
// queries of this file hold no ? inside literals.
func (s *sqlStore) q(query string) string {
	if !s.postgres {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func (s *sqlStore) Close() error { return s.db.Close() }

func (s *sqlStore) CreateTable(ctx context.Context, t NewTable, events []NewEvent) (TableRecord, error) {
	rec := TableRecord{Title: t.Title, Board: t.Board, Tags: t.Tags, CreatedBy: t.CreatedBy, Created: now()}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return rec, err
	}
	defer tx.Rollback()
	if t.Key != "" {
		if first, err := s.createdUnder(ctx, tx, t); !errors.Is(err, sql.ErrNoRows) {
			return first, err
		}
	}
	// Under PostgreSQL two transactions may both miss the same key: the
	// unique index lets one insert, the other inserts nothing and answers
	// with the table created under the key.
	err = tx.QueryRowContext(ctx, s.q(`INSERT INTO bridge_tables (title, board, tags, created_by, created_at, idem_key, idem_digest) VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT DO NOTHING RETURNING id`),
		rec.Title, rec.Board, rec.Tags, rec.CreatedBy, rec.Created, nullKey(t.Key), nullKey(t.Digest)).Scan(&rec.ID)
	if errors.Is(err, sql.ErrNoRows) && t.Key != "" {
		tx.Rollback()
		if first, err := s.createdUnder(ctx, s.db, t); !errors.Is(err, sql.ErrNoRows) {
			return first, err
		}
	}
	if err != nil {
		return rec, fmt.Errorf("store: create table: %w", err)
	}
	for seat, nonce := range t.Seats {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO seat_keys (table_id, seat, nonce, issued_at) VALUES (?, ?, ?, ?)`), rec.ID, seat, nonce, rec.Created); err != nil {
			return rec, fmt.Errorf("store: create table: seat %s: %w", seat, err)
		}
	}
	for i, e := range events {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO table_events (table_id, seq, line, recorded_by, recorded_at, idem_key) VALUES (?, ?, ?, ?, ?, ?)`),
			rec.ID, i+1, e.Line, e.RecordedBy, rec.Created, nullKey(e.Key)); err != nil {
			return rec, fmt.Errorf("store: import event %d: %w", i+1, err)
		}
	}
	if t.Summary != nil {
		if err := s.putSummary(ctx, tx, rec.ID, *t.Summary); err != nil {
			return rec, err
		}
	}
	if err := tx.Commit(); err != nil {
		return rec, fmt.Errorf("store: create table: %w", err)
	}
	rec.Seq = len(events)
	return rec, nil
}

// createdUnder is the table created under t.Key with ErrReplayed, or
// ErrKeyMismatch when it came with another digest, or sql.ErrNoRows.
func (s *sqlStore) createdUnder(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, t NewTable) (TableRecord, error) {
	var digest sql.NullString
	r, err := scanTable(q.QueryRowContext(ctx, s.q(`SELECT `+tableColumns+`, t.idem_digest FROM bridge_tables t WHERE t.idem_key = ?`), t.Key), &digest)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return r, err
	case err != nil:
		return r, fmt.Errorf("store: create table: %w", err)
	case digest.String != t.Digest:
		return TableRecord{}, ErrKeyMismatch
	}
	return r, ErrReplayed
}

const tableColumns = `t.id, t.title, t.board, t.tags, t.created_by, t.created_at,
	COALESCE((SELECT MAX(e.seq) FROM table_events e WHERE e.table_id = t.id), 0)`

// scanTable reads the tableColumns of a row, then more.
func scanTable(sc interface{ Scan(...any) error }, more ...any) (TableRecord, error) {
	var r TableRecord
	err := sc.Scan(append([]any{&r.ID, &r.Title, &r.Board, &r.Tags, &r.CreatedBy, &r.Created, &r.Seq}, more...)...)
	r.Created = r.Created.UTC()
	return r, err
}

func (s *sqlStore) Tables(ctx context.Context) ([]TableRecord, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+tableColumns+` FROM bridge_tables t ORDER BY t.id`)
	if err != nil {
		return nil, fmt.Errorf("store: list tables: %w", err)
	}
	defer rows.Close()
	var out []TableRecord
	for rows.Next() {
		r, err := scanTable(rows)
		if err != nil {
			return nil, fmt.Errorf("store: list tables: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func (s *sqlStore) Table(ctx context.Context, id int64) (TableRecord, error) {
	r, err := scanTable(s.db.QueryRowContext(ctx, s.q(`SELECT `+tableColumns+` FROM bridge_tables t WHERE t.id = ?`), id))
	if errors.Is(err, sql.ErrNoRows) {
		return r, ErrNotFound
	}
	if err != nil {
		return r, fmt.Errorf("store: table %d: %w", id, err)
	}
	return r, nil
}

func (s *sqlStore) exists(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, id int64) error {
	var one int
	err := q.QueryRowContext(ctx, s.q(`SELECT 1 FROM bridge_tables WHERE id = ?`), id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

func (s *sqlStore) Events(ctx context.Context, id int64, after int) ([]EventRecord, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT seq, line, recorded_by, recorded_at, COALESCE(idem_key, '') FROM table_events WHERE table_id = ? AND seq > ? ORDER BY seq`), id, after)
	if err != nil {
		return nil, fmt.Errorf("store: events of table %d: %w", id, err)
	}
	defer rows.Close()
	var out []EventRecord
	for rows.Next() {
		var e EventRecord
		if err := rows.Scan(&e.Seq, &e.Line, &e.RecordedBy, &e.Recorded, &e.Key); err != nil {
			return nil, fmt.Errorf("store: events of table %d: %w", id, err)
		}
		e.Recorded = e.Recorded.UTC()
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: events of table %d: %w", id, err)
	}
	if len(out) == 0 {
		if err := s.exists(ctx, s.db, id); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (s *sqlStore) LastSeq(ctx context.Context, id int64) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, s.q(`SELECT COALESCE(MAX(seq), 0) FROM table_events WHERE table_id = ?`), id).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("store: last event of table %d: %w", id, err)
	}
	if n == 0 {
		return 0, s.exists(ctx, s.db, id)
	}
	return n, nil
}

func (s *sqlStore) Append(ctx context.Context, id int64, seq int, e NewEvent) (EventRecord, error) {
	rec := EventRecord{Seq: seq, Line: e.Line, RecordedBy: e.RecordedBy, Recorded: now(), Key: e.Key}
	if seq < 1 {
		return rec, ErrConflict
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return rec, fmt.Errorf("store: append to table %d: %w", id, err)
	}
	defer tx.Rollback()
	var archived bool
	if err := tx.QueryRowContext(ctx, s.q(`SELECT archived_at IS NOT NULL FROM bridge_tables WHERE id = ?`), id).Scan(&archived); errors.Is(err, sql.ErrNoRows) {
		return rec, ErrNotFound
	} else if err != nil {
		return rec, fmt.Errorf("store: append to table %d: %w", id, err)
	}
	if archived {
		return rec, ErrArchived
	}
	if e.Key != "" {
		if first, err := s.byKey(ctx, tx, id, e.Key); err == nil {
			return first, ErrReplayed
		} else if !errors.Is(err, sql.ErrNoRows) {
			return rec, fmt.Errorf("store: append to table %d: %w", id, err)
		}
	}
	var last int
	if err := tx.QueryRowContext(ctx, s.q(`SELECT COALESCE(MAX(seq), 0) FROM table_events WHERE table_id = ?`), id).Scan(&last); err != nil {
		return rec, fmt.Errorf("store: append to table %d: %w", id, err)
	}
	if last != seq-1 {
		return rec, ErrConflict
	}
	// Under PostgreSQL two transactions may both read the same last
	// sequence number, or both miss the same key: the unique indexes let
	// one insert, and the other, doing nothing, reports the conflict (or,
	// for its key, the event stored under it).
	res, err := tx.ExecContext(ctx, s.q(`INSERT INTO table_events (table_id, seq, line, recorded_by, recorded_at, idem_key) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT DO NOTHING`), id, seq, rec.Line, rec.RecordedBy, rec.Recorded, nullKey(e.Key))
	if err != nil {
		return rec, fmt.Errorf("store: append to table %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		if e.Key != "" {
			tx.Rollback()
			if first, err := s.byKey(ctx, s.db, id, e.Key); err == nil {
				return first, ErrReplayed
			}
		}
		return rec, ErrConflict
	}
	if e.Summary != nil {
		if err := s.putSummary(ctx, tx, id, *e.Summary); err != nil {
			return rec, err
		}
	}
	if err := tx.Commit(); err != nil {
		return rec, fmt.Errorf("store: append to table %d: %w", id, err)
	}
	return rec, nil
}

func (s *sqlStore) SeatNonces(ctx context.Context, id int64) (map[string]string, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT seat, nonce FROM seat_keys WHERE table_id = ? AND revoked_at IS NULL`), id)
	if err != nil {
		return nil, fmt.Errorf("store: seat keys of table %d: %w", id, err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var seat, nonce string
		if err := rows.Scan(&seat, &nonce); err != nil {
			return nil, fmt.Errorf("store: seat keys of table %d: %w", id, err)
		}
		out[seat] = nonce
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: seat keys of table %d: %w", id, err)
	}
	if len(out) == 0 {
		if err := s.exists(ctx, s.db, id); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (s *sqlStore) IssueSeat(ctx context.Context, id int64, seat, nonce string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: seat key of table %d: %w", id, err)
	}
	defer tx.Rollback()
	if err := s.exists(ctx, tx, id); err != nil {
		return err
	}
	t := now()
	if _, err := tx.ExecContext(ctx, s.q(`UPDATE seat_keys SET revoked_at = ? WHERE table_id = ? AND seat = ? AND revoked_at IS NULL`), t, id, seat); err != nil {
		return fmt.Errorf("store: seat key of table %d: %w", id, err)
	}
	if nonce != "" {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO seat_keys (table_id, seat, nonce, issued_at) VALUES (?, ?, ?, ?)`), id, seat, nonce, t); err != nil {
			return fmt.Errorf("store: seat key of table %d: %w", id, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: seat key of table %d: %w", id, err)
	}
	return nil
}

// byKey is the event of table id stored under idempotency key, or
// sql.ErrNoRows.
func (s *sqlStore) byKey(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, id int64, key string) (EventRecord, error) {
	var r EventRecord
	err := q.QueryRowContext(ctx, s.q(`SELECT seq, line, recorded_by, recorded_at, idem_key FROM table_events WHERE table_id = ? AND idem_key = ?`), id, key).
		Scan(&r.Seq, &r.Line, &r.RecordedBy, &r.Recorded, &r.Key)
	r.Recorded = r.Recorded.UTC()
	return r, err
}

// nullKey is NULL for no key: the unique index holds only real keys.
func nullKey(k string) any {
	if k == "" {
		return nil
	}
	return k
}

// now is the time of a record, in UTC to the microsecond (what both
// databases keep).
func now() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }
