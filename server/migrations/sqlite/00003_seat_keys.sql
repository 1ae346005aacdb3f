-- bridgelaw store: the seats' credentials. A seat's key is never stored:
-- it is derived from the server's secret and the nonce kept here
-- (docs/server.md, "Seat keys"); revoking a key marks its nonce revoked,
-- reissuing one adds a new nonce.

-- +goose Up
CREATE TABLE seat_keys (
    table_id   INTEGER NOT NULL REFERENCES bridge_tables (id),
    seat       TEXT NOT NULL CHECK (seat IN ('N', 'E', 'S', 'W')),
    nonce      TEXT NOT NULL,
    issued_at  TIMESTAMP NOT NULL,
    revoked_at TIMESTAMP,
    PRIMARY KEY (table_id, seat, nonce)
);

-- +goose Down
DROP TABLE seat_keys;
