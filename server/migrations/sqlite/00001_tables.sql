-- bridgelaw store, SQLite: the tables (boards being played or ruled) and
-- their append-only event logs. docs/server.md describes the schema.

-- +goose Up
CREATE TABLE bridge_tables (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    title      TEXT NOT NULL DEFAULT '',
    board      INTEGER NOT NULL DEFAULT 0,
    tags       TEXT NOT NULL,               -- PBN tag lines, the Deal among them
    created_by TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE table_events (
    table_id    INTEGER NOT NULL REFERENCES bridge_tables (id),
    seq         INTEGER NOT NULL CHECK (seq >= 1),  -- 1, 2, 3... without gaps
    line        TEXT NOT NULL,                      -- the event in the table-log form
    recorded_by TEXT NOT NULL DEFAULT '',
    recorded_at TIMESTAMP NOT NULL,
    PRIMARY KEY (table_id, seq)
);

-- Nothing recorded is ever changed or dropped.
-- +goose StatementBegin
CREATE TRIGGER table_events_no_update BEFORE UPDATE ON table_events
BEGIN
    SELECT RAISE(ABORT, 'table_events is append-only');
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER table_events_no_delete BEFORE DELETE ON table_events
BEGIN
    SELECT RAISE(ABORT, 'table_events is append-only');
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER table_events_no_delete;
DROP TRIGGER table_events_no_update;
DROP TABLE table_events;
DROP TABLE bridge_tables;
