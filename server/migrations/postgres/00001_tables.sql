-- bridgelaw store, PostgreSQL: the tables (boards being played or ruled)
-- and their append-only event logs. docs/server.md describes the schema.

-- +goose Up
CREATE TABLE bridge_tables (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    title      TEXT NOT NULL DEFAULT '',
    board      INTEGER NOT NULL DEFAULT 0,
    tags       TEXT NOT NULL,               -- PBN tag lines, the Deal among them
    created_by TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE table_events (
    table_id    BIGINT NOT NULL REFERENCES bridge_tables (id),
    seq         INTEGER NOT NULL CHECK (seq >= 1),  -- 1, 2, 3... without gaps
    line        TEXT NOT NULL,                      -- the event in the table-log form
    recorded_by TEXT NOT NULL DEFAULT '',
    recorded_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (table_id, seq)
);

-- Nothing recorded is ever changed or dropped.
-- +goose StatementBegin
CREATE FUNCTION table_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'table_events is append-only';
END;
$$;
-- +goose StatementEnd

CREATE TRIGGER table_events_append_only BEFORE UPDATE OR DELETE ON table_events
    FOR EACH ROW EXECUTE FUNCTION table_events_append_only();
CREATE TRIGGER table_events_no_truncate BEFORE TRUNCATE ON table_events
    FOR EACH STATEMENT EXECUTE FUNCTION table_events_append_only();

-- +goose Down
DROP TRIGGER table_events_no_truncate ON table_events;
DROP TRIGGER table_events_append_only ON table_events;
DROP FUNCTION table_events_append_only();
DROP TABLE table_events;
DROP TABLE bridge_tables;
