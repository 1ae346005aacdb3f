-- bridgelaw store, PostgreSQL: each table's summary for the list (phase,
-- contract, score, counts), written with every append in the append's
-- transaction, so the list is one paged query and never a replay of every
-- table. A cache of the replay: the event log stays the truth.
-- docs/server.md describes the schema.

-- +goose Up
CREATE TABLE table_summaries (
    table_id        BIGINT PRIMARY KEY REFERENCES bridge_tables (id),
    seq             INTEGER NOT NULL,            -- the last event folded into it
    phase           TEXT NOT NULL,               -- auction, play, ended, passed-out
    contract        TEXT NOT NULL DEFAULT '',
    declarer        TEXT NOT NULL DEFAULT '',
    scored          BOOLEAN NOT NULL DEFAULT FALSE,
    score_ns        INTEGER NOT NULL DEFAULT 0,
    rulings         INTEGER NOT NULL DEFAULT 0,
    open_questions  INTEGER NOT NULL DEFAULT 0,
    awaiting_choice INTEGER NOT NULL DEFAULT 0,
    problems        INTEGER NOT NULL DEFAULT 0
);

-- +goose Down
DROP TABLE table_summaries;
