module bridgelaw

go 1.26.0

require (
	codeberg.org/go-pdf/fpdf v0.12.0 // why: the PDF of handrecord's sheets, drawn in pure Go: no Chromium needed on the scorer's machine, and the package imports only the standard library and x/image
	github.com/BurntSushi/toml v1.6.0 // why: reads the TOML message files of internal/catalog
	github.com/chromedp/chromedp v0.23.0 // why: drives Chromium in the server's browser tests (tests only)
	github.com/google/go-cmp v0.7.0 // why: readable diffs of values in tests (tests only)
	github.com/jackc/pgx/v5 v5.12.0 // why: the PostgreSQL driver (database/sql) of the server's store, for several server processes
	github.com/ncruces/go-sqlite3 v0.37.0 // why: the server's default store, SQLite in pure Go (no cgo; builds faster than modernc.org/sqlite)
	github.com/nicksnyder/go-i18n/v2 v2.7.0 // why: message catalogs in four languages with CLDR plural forms (internal/catalog)
	github.com/pressly/goose/v3 v3.30.0 // why: the server store's schema migrations, embedded SQL for SQLite and PostgreSQL
	github.com/schollz/progressbar/v3 v3.19.1 // why: the progress bar of bridgelaw dd on long files
	github.com/spf13/cobra v1.10.2 // why: the CLI's subcommands, flags and help (cmd/bridgelaw)
	golang.org/x/image v0.48.0 // why: the Go fonts (gofont), embedded in handrecord's PDF: suit symbols and the letters of the four languages
	golang.org/x/term v0.44.0 // why: tells whether stderr is a terminal (progress bar only there)
	golang.org/x/text v0.44.0 // why: Latin-1 for USEBIO files (results); language tags for --lang (internal/catalog)
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/jackc/pgpassfile v1.0.0 // indirect
	github.com/jackc/pgservicefile v0.0.0-20240606120523-5a60cdf6a761 // indirect
	github.com/jackc/puddle/v2 v2.2.3 // indirect
	github.com/mfridman/interpolate v0.0.2 // indirect
	github.com/mitchellh/colorstring v0.0.0-20190213212951-d06e56a500db // indirect
	github.com/ncruces/go-sqlite3-wasm/v6 v6.5.35401 // indirect
	github.com/ncruces/julianday v1.0.0 // indirect
	github.com/piglig/go-qr v1.1.0 // why: the QR codes of the seats' links on the Director's page (no dependency; decodes too, for the test)
	github.com/rivo/uniseg v0.4.7 // indirect
	github.com/sethvargo/go-retry v0.5.0 // indirect
	github.com/spf13/pflag v1.0.9 // indirect
	go.uber.org/multierr v1.11.0 // indirect
	golang.org/x/sync v0.25.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
)
