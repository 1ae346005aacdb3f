// Package testshared finds the project's read-only shared folder (the
// reference data, corpus and law scenarios that sit beside the repository)
// for tests, which skip with a message when it is absent.
package testshared

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// EnvVar names the environment variable that may point at the shared folder.
const EnvVar = "BRIDGELAW_SHARED"

// Find returns the shared folder: $BRIDGELAW_SHARED when set, else the first
// directory named "shared" holding "corpus" found beside the module root or
// one of its parents. ok is false when there is none.
func Find() (dir string, ok bool) {
	if d := os.Getenv(EnvVar); d != "" {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d, true
		}
		return "", false
	}
	_, file, _, _ := runtime.Caller(0)
	d := filepath.Dir(file)
	for {
		cand := filepath.Join(d, "shared")
		if st, err := os.Stat(filepath.Join(cand, "corpus")); err == nil && st.IsDir() {
			return cand, true
		}
		parent := filepath.Dir(d)
		if parent == d {
			return "", false
		}
		d = parent
	}
}

// Dir returns the shared folder, or skips the test saying so.
func Dir(tb testing.TB) string {
	tb.Helper()
	d, ok := Find()
	if !ok {
		tb.Skipf("the shared folder (../shared beside the repository, or $%s) is absent: skipping this test of reference data", EnvVar)
	}
	return d
}

// Path returns a file under the shared folder (elements joined), or skips
// the test when the folder or the file is absent.
func Path(tb testing.TB, elem ...string) string {
	tb.Helper()
	p := filepath.Join(append([]string{Dir(tb)}, elem...)...)
	if _, err := os.Stat(p); err != nil {
		tb.Skipf("%s is absent: skipping", p)
	}
	return p
}
