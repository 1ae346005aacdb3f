package server

import (
	"os"
	"testing"

	"bridgelaw/internal/testpg"
)

// postgresURL is the URL of a new, empty database of the test cluster
// (package internal/testpg); the test skips when PostgreSQL is not
// installed, and fails when it is but does not start.
func postgresURL(t testing.TB) string {
	t.Helper()
	return testpg.Database(t)
}

func TestMain(m *testing.M) {
	code := m.Run()
	testpg.Stop()
	os.Exit(code)
}
