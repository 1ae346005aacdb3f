-- bridgelaw store, SQLite: an append's idempotency key (a retry stores
-- nothing).
-- docs/server.md describes the schema.

-- +goose Up
ALTER TABLE table_events ADD COLUMN idem_key TEXT;
CREATE UNIQUE INDEX table_events_idem_key ON table_events (table_id, idem_key) WHERE idem_key IS NOT NULL;

-- +goose Down
DROP INDEX table_events_idem_key;
ALTER TABLE table_events DROP COLUMN idem_key;
