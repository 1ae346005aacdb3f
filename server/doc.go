// Package server is bridgelaw's HTTP server: a JSON API, the Director's
// web page and each player's (embedded html/template pages, a little CSS
// and vanilla JavaScript, no build step) over a store of tables.
//
// A table is one board being played or ruled: its PBN tags (the Deal
// among them) and an append-only event log in the text form of
// docs/table-log.md. The state is never stored: it is rebuilt by replaying
// the log through package laws (and kept replayed in memory, keyed by table
// and sequence number). Every event is ruled before it is stored: one the
// engine refuses (laws.ErrImpossible) is answered 422 and not recorded; an
// accepted one is stored, in a transaction that checks its sequence number,
// before the answer. Two Directors appending at once never lose an event:
// the loser gets 409 and sends again.
//
// Every answer is a view for one seat (Viewer): a player's view holds his
// own hand, dummy once the opening lead is faced, the cards played, the
// auction, the rulings explained in his language, the questions and the
// options; only the Director's holds the four hands, the deal, the
// Advisor's advice and the event log. A live stream (Server-Sent Events)
// says when a table changes, with no card in it.
//
// The store is SQLite (OpenSQLite, the default: one file) or PostgreSQL
// (OpenPostgres, for several server processes); goose migrates the
// embedded schema. docs/server.md documents the API, the schema and the
// pages.
//
// The package never panics on input; it logs through the *slog.Logger of
// Options (tables created, events recorded, errors), never a secret.
package server
