-- bridgelaw store: a table closed and archived by the Director: out of
-- the list, still readable, no event appended to it any more.
-- docs/server.md describes the schema.

-- +goose Up
ALTER TABLE bridge_tables ADD COLUMN archived_at TIMESTAMP;

-- +goose Down
ALTER TABLE bridge_tables DROP COLUMN archived_at;
