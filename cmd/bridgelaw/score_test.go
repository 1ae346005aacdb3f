package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// runCmd runs the CLI in process and returns stdout, stderr and the status.
func runCmd(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

func TestScoreCommand(t *testing.T) {
	tests := []struct {
		args []string
		want string
		code int
	}{
		{[]string{"score", "4SX", "S", "NS", "8"}, "4SX-2 by South, vulnerable, 8 tricks: NS -500, EW +500\n", 0},
		{[]string{"score", "3NT", "N", "None", "="}, "3NT= by North, not vulnerable, 9 tricks: NS +400, EW -400\n", 0},
		{[]string{"score", "4H", "E", "Both", "+1"}, "4H+1 by East, vulnerable, 11 tricks: NS -650, EW +650\n", 0},
		{[]string{"score", "Pass", "-", "All", "0"}, "Passed out: 0\n", 0},
		{[]string{"score", "4SX", "S", "NS"}, "", 2},
		{[]string{"score", "4SX", "Q", "NS", "8"}, "", 2},
		{[]string{"score", "4SX", "S", "NS", "14"}, "", 2},
		{[]string{"score", "8S", "S", "NS", "8"}, "", 2},
	}
	for _, tc := range tests {
		out, _, code := runCmd(t, "", tc.args...)
		if out != tc.want || code != tc.code {
			t.Errorf("%v: %q (status %d), want %q (status %d)", tc.args, out, code, tc.want, tc.code)
		}
	}
}

// TestScoreBatchEveryCombination: `bridgelaw score --batch` agrees with Law 77
// on every combination of level, strain, doubling, declarer, vulnerability
// and tricks (the reviewed golden file of package score is the reference).
func TestScoreBatchEveryCombination(t *testing.T) {
	golden, err := os.Open("../../score/testdata/law77.golden")
	if err != nil {
		t.Fatal(err)
	}
	defer golden.Close()
	// contract vul tricks -> declarer's score
	want := map[string]int{}
	sc := bufio.NewScanner(golden)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 4 || strings.HasPrefix(f[0], "#") {
			continue
		}
		n, _ := strconv.Atoi(f[3])
		want[f[0]+" "+f[1]+" "+f[2]] = n
	}
	if len(want) != 2940 {
		t.Fatalf("%d golden lines", len(want))
	}
	var in bytes.Buffer
	var expect []int
	for key, ds := range want {
		f := strings.Fields(key)
		for _, decl := range []string{"N", "E", "S", "W"} {
			ns := decl == "N" || decl == "S"
			for _, vul := range []string{"None", "NS", "EW", "All"} {
				declVul := vul == "All" || (ns && vul == "NS") || (!ns && vul == "EW")
				if declVul != (f[1] == "V") {
					continue
				}
				fmt.Fprintf(&in, "%s %s %s %s\n", f[0], decl, vul, f[2])
				if ns {
					expect = append(expect, ds)
				} else {
					expect = append(expect, -ds)
				}
			}
		}
	}
	out, errOut, code := runCmd(t, in.String(), "score", "--batch")
	if code != 0 || errOut != "" {
		t.Fatalf("status %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(expect) || len(expect) != 2940*8 {
		t.Fatalf("%d lines, want %d", len(lines), len(expect))
	}
	for i, l := range lines {
		if l != strconv.Itoa(expect[i]) {
			t.Fatalf("line %d: %s, want %d", i+1, l, expect[i])
		}
	}
}

func TestScoreBatchBadLines(t *testing.T) {
	out, errOut, code := runCmd(t, "4S S None 10\n# comment\n\nfoo bar\n4S S None 15\n3NT N All 9\n", "score", "--batch")
	if out != "420\n\n\n600\n" || code != 1 {
		t.Errorf("%q status %d", out, code)
	}
	if !strings.Contains(errOut, "stdin:4:") || !strings.Contains(errOut, "stdin:5:") {
		t.Errorf("stderr %q", errOut)
	}
}

func TestScoreRelativeAndBatchJSON(t *testing.T) {
	out, _, code := runCmd(t, "", "score", "4H", "E", "Both", "-1")
	if code != 0 || out != "4H-1 by East, vulnerable, 9 tricks: NS +100, EW -100\n" {
		t.Errorf("%q %d", out, code)
	}
	out, _, code = runCmd(t, "\ufeff4S N None 10\nbad\n", "score", "--batch", "--json")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 1 || len(lines) != 2 || !strings.Contains(lines[0], `"score_ns":420`) || !strings.Contains(lines[1], `"error"`) {
		t.Errorf("%q %d", out, code)
	}
}

// TestScoreBatchLongLine: a line over the 64 KiB limit (70,000
// characters) is reported with its number and skipped; the lines after it
// are scored (issue 14, item 7).
func TestScoreBatchLongLine(t *testing.T) {
	in := strings.Repeat("x", 70000) + "\n4S N None 10\n"
	out, errOut, code := runCmd(t, in, "score", "--batch")
	if out != "\n420\n" || code != 1 || !strings.Contains(errOut, "stdin:1: line too long") {
		t.Errorf("%q %q status %d", out, errOut, code)
	}
	// The same in JSON, and a long line with no end at the end of the input.
	out, errOut, code = runCmd(t, "4S N None 10\r\n"+strings.Repeat("y", 200000), "score", "--batch", "--json")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 1 || len(lines) != 2 || !strings.Contains(lines[0], `"score_ns":420`) || !strings.Contains(lines[1], `"line":2`) || !strings.Contains(errOut, "stdin:2: line too long") {
		t.Errorf("%q %q status %d", out, errOut, code)
	}
}

// TestScoreBatchLineLimit: the limit is 65536 bytes of the line, its end
// ("\n" or "\r\n") not counted: a line of exactly 65536 bytes, and one
// of 65535 ending in "\r\n", are scored; one of 65537 is too long, with
// its length.
func TestScoreBatchLineLimit(t *testing.T) {
	pad := func(n int) string { return "4S N None 10" + strings.Repeat(" ", n-len("4S N None 10")) }
	for _, in := range []string{pad(65536) + "\n", pad(65535) + "\r\n", pad(65536) + "\r\n", pad(65536)} {
		out, errOut, code := runCmd(t, in, "score", "--batch")
		if out != "420\n" || code != 0 || errOut != "" {
			t.Errorf("%d bytes: %q %q status %d", len(in), out, errOut, code)
		}
	}
	for _, in := range []string{pad(65537) + "\n", pad(65537) + "\r\n", pad(65537)} {
		out, errOut, code := runCmd(t, in, "score", "--batch")
		if out != "\n" || code != 1 || !strings.Contains(errOut, "stdin:1: line too long: 65537 bytes, the most is 65536: skipped") {
			t.Errorf("%d bytes: %q %q status %d", len(in), out, errOut, code)
		}
	}
}
