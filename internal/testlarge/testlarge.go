// Package testlarge benchmarks a reader on large generated inputs and
// checks that its time is linear in the input's size, for the PBN and LIN
// readers' tests.
package testlarge

import (
	"fmt"
	"runtime"
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
