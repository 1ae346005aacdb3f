// Package testlarge benchmarks a reader on large generated inputs and
// checks that its time is linear in the input's size, for the PBN and LIN
// readers' tests; and runs a command on a large input to measure its peak
// memory (Build, PeakRSS), for the CLI's. Benchmarks use it, so that the
// large inputs stay out of the ordinary test runs (go test -bench runs
// them).
package testlarge

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Input is a generated input of n repeated parts of one kind.
type Input struct {
	Name string
	Gen  func(n int) string
}

// Benchmark times read on each input at each size in sizes, reporting
// ns per part (unit names the part: "ns/pair", "ns/part"), which stays
// about the same when the work is linear.
func Benchmark(b *testing.B, inputs []Input, sizes []int, unit string, read func(tb testing.TB, text string)) {
	for _, in := range inputs {
		for _, n := range sizes {
			text := in.Gen(n)
			b.Run(fmt.Sprintf("%s/n=%d", in.Name, n), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				for b.Loop() {
					read(b, text)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), unit)
			})
		}
	}
}

// Doubling times read on each input at n and 2n parts (the best of three
// runs) and fails when doubling the size multiplies the time by more than
// 3.5: linear work doubles it, quadratic work quadruples it. Benchmarks
// call it, so that no test depends on timing.
func Doubling(b *testing.B, inputs []Input, n int, read func(tb testing.TB, text string)) {
	best := func(text string) time.Duration {
		d := time.Duration(1<<63 - 1)
		for range 3 {
			runtime.GC()
			start := time.Now()
			read(b, text)
			d = min(d, time.Since(start))
		}
		return d
	}
	for _, in := range inputs {
		b.Run(in.Name, func(b *testing.B) {
			small, large := in.Gen(n), in.Gen(2*n)
			var ratio float64
			for b.Loop() {
				ratio = float64(best(large)) / float64(best(small))
			}
			b.ReportMetric(ratio, "time(2n)/time(n)")
			if ratio > 3.5 {
				b.Errorf("doubling the input multiplies the time by %.1f: not linear", ratio)
			}
		})
	}
}

// Build builds the command in package dir pkg (as go build takes it, "."
// for the test's own) into a temporary directory of tb, never into the
// source tree, and returns the path of the binary.
func Build(tb testing.TB, pkg string) string {
	tb.Helper()
	bin := filepath.Join(tb.TempDir(), "cmd")
	out, err := exec.Command("go", "build", "-o", bin, pkg).CombinedOutput()
	if err != nil {
		tb.Fatalf("go build %s: %v\n%s", pkg, err, out)
	}
	return bin
}

// Run is what a command run by PeakRSS did.
type Run struct {
	Stderr   string
	ExitCode int
	// PeakRSS is the most resident memory the process held, in bytes
	// (getrusage's ru_maxrss, the number /usr/bin/time -v prints as
	// "Maximum resident set size").
	PeakRSS int64
}

// PeakRSS runs bin with args, its standard output thrown away, stopped
// after timeout, and reports its exit status, standard error and peak
// resident memory. It skips where the system does not report ru_maxrss.
func PeakRSS(tb testing.TB, timeout time.Duration, bin string, args ...string) Run {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	var stderr strings.Builder
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		tb.Fatalf("%s: %v", bin, err)
	}
	if ctx.Err() != nil {
		tb.Fatalf("%s %v: still running after %v", bin, args, timeout)
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok || runtime.GOOS != "linux" {
		tb.Skip("no ru_maxrss in kilobytes on " + runtime.GOOS)
	}
	return Run{Stderr: stderr.String(), ExitCode: cmd.ProcessState.ExitCode(), PeakRSS: ru.Maxrss * 1024}
}
