// Package testbrowser starts Debian's headless Chromium for the browser
// tests of the results page and the Director's page; they skip, saying
// so, when it is absent.
package testbrowser

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// EnvVar names the environment variable that may give Chromium's path.
const EnvVar = "BRIDGELAW_CHROMIUM"

// Path is Debian's chromium (/usr/bin/chromium) or $BRIDGELAW_CHROMIUM; the
// test is skipped when it is absent.
func Path(tb testing.TB) string {
	tb.Helper()
	p := os.Getenv(EnvVar)
	if p == "" {
		p = "/usr/bin/chromium"
	}
	if _, err := os.Stat(p); err != nil {
		tb.Skipf("headless Chromium is absent (%s; apt-get install -y chromium, or set %s): skipping the browser test", p, EnvVar)
	}
	return p
}

// Context starts headless Chromium with a window of width x height pixels
// and returns a chromedp context that ends after timeout or with the test.
func Context(tb testing.TB, timeout time.Duration, width, height int) context.Context {
	tb.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(Path(tb)), chromedp.NoSandbox, chromedp.Headless, chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(width, height),
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	tb.Cleanup(cancel)
	actx, cancelA := chromedp.NewExecAllocator(ctx, opts...)
	tb.Cleanup(cancelA)
	bctx, cancelB := chromedp.NewContext(actx)
	tb.Cleanup(cancelB)
	return bctx
}
