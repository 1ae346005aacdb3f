package catalog

// For the tests of package catalog_test, which read package laws.
var (
	TranslateDetail = translateDetail
	Matches         = matches
)
