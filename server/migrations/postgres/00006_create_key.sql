-- bridgelaw store, PostgreSQL: a table creation's idempotency key (a retried
-- POST /api/tables creates nothing and gets the first answer) and the
-- digest of the request it came with (the same key with another request
-- is refused). docs/server.md describes the schema.

-- +goose Up
ALTER TABLE bridge_tables ADD COLUMN idem_key TEXT;
ALTER TABLE bridge_tables ADD COLUMN idem_digest TEXT;
CREATE UNIQUE INDEX bridge_tables_idem_key ON bridge_tables (idem_key) WHERE idem_key IS NOT NULL;

-- +goose Down
DROP INDEX bridge_tables_idem_key;
ALTER TABLE bridge_tables DROP COLUMN idem_digest;
ALTER TABLE bridge_tables DROP COLUMN idem_key;
