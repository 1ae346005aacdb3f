module bridgelaw

go 1.26.0

require (
	github.com/BurntSushi/toml v1.6.0 // why: reads the TOML message files of internal/catalog
	github.com/chromedp/chromedp v0.23.0
	github.com/google/go-cmp v0.7.0
	github.com/nicksnyder/go-i18n/v2 v2.7.0 // why: message catalogs in four languages with CLDR plural forms (internal/catalog)
	github.com/spf13/cobra v1.10.2
	golang.org/x/text v0.44.0 // why: Latin-1 for USEBIO files (results); language tags for --lang (internal/catalog)
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/spf13/pflag v1.0.9 // indirect
)
