package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgelaw/internal/testlarge"
	"bridgelaw/internal/testshared"
)

// maxReplayRSS is the peak resident memory replay may reach on the
// largest corpus file repeated 10 times (issue 14): it reads, replays and
// prints a board at a time.
const maxReplayRSS = 150 << 20

// BenchmarkReplayLargeRSS replays the largest PBN file of the shared
// corpus repeated 10 times (some 20 MB) with the built binary and fails
// when its peak RSS reaches 150 MB; replay of /dev/zero must stop at once
// with a clear message and small memory. A benchmark, so that the large
// input stays out of go test ./...: go test -run '^$' -bench ReplayLargeRSS
// -benchtime 1x ./cmd/bridgelaw.
func BenchmarkReplayLargeRSS(b *testing.B) {
	shared, ok := testshared.Find()
	if !ok {
		b.Skip("no shared corpus")
	}
	paths, _ := filepath.Glob(filepath.Join(shared, "corpus", "*.pbn"))
	var largest string
	var size int64
	for _, p := range paths {
		if st, err := os.Stat(p); err == nil && st.Size() > size {
			largest, size = p, st.Size()
		}
	}
	if largest == "" {
		b.Skip("no PBN file in the corpus")
	}
	data, err := os.ReadFile(largest)
	if err != nil {
		b.Fatal(err)
	}
	big := filepath.Join(b.TempDir(), "large.pbn")
	f, err := os.Create(big)
	if err != nil {
		b.Fatal(err)
	}
	for range 10 {
		f.Write(data)
		f.WriteString("\n")
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	bin := testlarge.Build(b, ".")
	var run testlarge.Run
	for b.Loop() {
		run = testlarge.PeakRSS(b, 10*time.Minute, bin, "replay", big)
	}
	b.ReportMetric(float64(run.PeakRSS)/(1<<20), "peak-MB")
	b.ReportMetric(float64(10*size)/(1<<20), "input-MB")
	if run.ExitCode != 1 && run.ExitCode != 0 {
		b.Errorf("replay %s: exit %d: %s", filepath.Base(largest), run.ExitCode, run.Stderr)
	}
	if run.PeakRSS >= maxReplayRSS {
		b.Errorf("replay of %s x10 (%d MB): peak RSS %d MB, want under %d MB", filepath.Base(largest), 10*size>>20, run.PeakRSS>>20, maxReplayRSS>>20)
	}
	if _, err := os.Stat("/dev/zero"); err != nil {
		return
	}
	zero := testlarge.PeakRSS(b, time.Minute, bin, "replay", "/dev/zero")
	if zero.ExitCode != 1 || !strings.Contains(zero.Stderr, "not a PBN or LIN file: binary data at byte 1") || zero.PeakRSS >= 64<<20 {
		b.Errorf("replay /dev/zero: exit %d, peak RSS %d MB, stderr %q; want 1, under 64 MB and the reason", zero.ExitCode, zero.PeakRSS>>20, zero.Stderr)
	}
}
