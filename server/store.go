package server

import (
	"context"
	"errors"
	"time"
)

// Errors of a Store. Callers test them with errors.Is.
var (
	// ErrNotFound: no table with that id.
	ErrNotFound = errors.New("no such table")
	// ErrConflict: the event log has moved on since the sequence number the
	// caller gave (another Director recorded an event first). Nothing was
	// stored; read the log again and retry.
	ErrConflict = errors.New("the table's log has changed")
	// ErrReplayed: an event was stored before under the idempotency key
	// given; Append returns that event with this error and stores
	// nothing.
	ErrReplayed = errors.New("the event was recorded before under this idempotency key")
	// ErrArchived: the table is closed and archived; nothing is appended
	// to it any more.
	ErrArchived = errors.New("the table is closed and archived: nothing more is recorded on it")
	// ErrKeyMismatch: a table was created before under the idempotency
	// key given, from another request; nothing was stored.
	ErrKeyMismatch = errors.New("Idempotency-Key already used to create another table: send a new key for a new table")
)

// TableRecord is a table as stored: one board being played or ruled.
type TableRecord struct {
	ID        int64
	Title     string
	Board     int    // the board number, 0 when the tags give none
	Tags      string // the board's PBN tag lines ([Deal "N:..."] among them)
	CreatedBy string
	Created   time.Time
	// Seq is the sequence number of the table's last event, 0 for an empty
	// log (filled by Table and Tables).
	Seq int
}

// EventRecord is one event of a table's log as stored.
type EventRecord struct {
	Seq        int    // 1, 2, 3... without gaps
	Line       string // the event in the table-log text form (docs/table-log.md)
	RecordedBy string
	Recorded   time.Time
	// Key is the append's idempotency key, "" when it had none.
	Key string
}

// NewTable is what CreateTable stores.
type NewTable struct {
	Title     string
	Board     int
	Tags      string
	CreatedBy string
	// Summary, when not nil, is the table's summary after the imported
	// events, stored in the same transaction.
	Summary *Summary
	// Seats are the nonces of the seats' first keys, by seat letter ("N",
	// "E", "S", "W"), stored in the same transaction.
	Seats map[string]string
	// Key, when not "", is the creation's idempotency key, unique among
	// the tables; Digest is the digest of the request that came with it
	// (CreateTable compares it with the stored one on a retry).
	Key, Digest string
}

// NewEvent is what Append stores.
type NewEvent struct {
	Line       string
	RecordedBy string
	// Key, when not "", is the append's idempotency key: unique in the
	// table's log (Append returns ErrReplayed for a second one).
	Key string
	// Summary, when not nil, is the table's summary with the event folded
	// (its Seq the event's), stored in the append's transaction.
	Summary *Summary
}

// Summary is what the list shows of a table: the state of its replay after
// event Seq, stored with each append so that the list is one query. It is a
// cache of the replay (the log stays the truth): a table without one is
// replayed and its summary stored.
type Summary struct {
	Seq      int    // the last event folded, 0 for an empty log
	Phase    string // auction, play, ended or passed-out
	Contract string // "4SX", "" before a contract
	Declarer string // N, E, S or W; "" before a contract
	Scored   bool
	ScoreNS  int // the score from North-South's view, when Scored
	Rulings  int // the rulings in the Director's view
	Open     int // the Director's open questions
	Awaiting int // the rulings whose options are open
	Problems int // stored events the engine no longer accepts
}

// Listed is a table in a page of the list: its record (without Tags) and
// its stored summary, nil when none is stored yet.
type Listed struct {
	TableRecord
	Summary *Summary
}

// Store keeps the tables and their append-only event logs. The state of a
// table is never stored: it is rebuilt by replaying the log. Two
// implementations: SQLite (OpenSQLite) and PostgreSQL (OpenPostgres);
// Open chooses by the data source.
type Store interface {
	// CreateTable stores a table and, in the same transaction, the events
	// of an imported log (seq 1, 2, ...) and its seats' nonces. A t.Key
	// already stored stores nothing: it returns the table created under
	// it with ErrReplayed when t.Digest is the stored one, else
	// ErrKeyMismatch.
	CreateTable(ctx context.Context, t NewTable, events []NewEvent) (TableRecord, error)
	// Tables lists the tables, oldest first, each with its last Seq.
	Tables(ctx context.Context) ([]TableRecord, error)
	// List is a page of the tables: at most limit (1 or more) of those
	// whose id is above after, by id, each with its stored summary; one
	// query.
	List(ctx context.Context, after int64, limit int) ([]Listed, error)
	// PutSummary stores the summary of table id unless the one stored has
	// folded more events.
	PutSummary(ctx context.Context, id int64, sum Summary) error
	// ListSeq is a number that grows with every table created or archived and every
	// event appended (the tables plus the events their summaries folded):
	// the list's live stream sends it.
	ListSeq(ctx context.Context) (int64, error)
	// Table is one table with its last Seq, or ErrNotFound.
	Table(ctx context.Context, id int64) (TableRecord, error)
	// Events lists the events of table id after sequence number after, in
	// order (ErrNotFound when there is no such table).
	Events(ctx context.Context, id int64, after int) ([]EventRecord, error)
	// LastSeq is the sequence number of the table's last event (0 for an
	// empty log), or ErrNotFound.
	LastSeq(ctx context.Context, id int64) (int, error)
	// Append stores e as event number seq of table id in one transaction
	// that checks seq is the log's last sequence number plus one: else
	// ErrConflict, and nothing is stored. Two appends with the same seq
	// never both succeed. An e.Key already in the log stores nothing and
	// returns the event stored under it with ErrReplayed.
	Append(ctx context.Context, id int64, seq int, e NewEvent) (EventRecord, error)
	// SeatNonces are the nonces of the seats' keys in force on table id,
	// by seat letter ("N", "E", "S", "W"); a seat whose key is revoked and
	// not reissued has none. ErrNotFound when there is no such table.
	SeatNonces(ctx context.Context, id int64) (map[string]string, error)
	// IssueSeat revokes the key in force of seat ("N", "E", "S" or "W") on
	// table id and, when nonce is not "", puts a new one in force.
	IssueSeat(ctx context.Context, id int64, seat, nonce string) error
	// Archive closes and archives table id (ErrNotFound when there is
	// none): List leaves it out, Append refuses it (ErrArchived), the
	// other reads still give it. Archiving it again changes nothing.
	Archive(ctx context.Context, id int64) error
	// Close releases the database.
	Close() error
}
