package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUnsupportedFormat: a dealing machine's file (Duplimate .dup, Dealer4
// .dlm, .bri) is not read as broken PBN: replay, convert, dd and results
// say "FORMAT is not supported" naming it, exit 1 (issue 14, item 5).
func TestUnsupportedFormat(t *testing.T) {
	dir := t.TempDir()
	var bri []byte
	for c := 1; c <= 39; c++ {
		bri = append(bri, byte('0'+c/10), byte('0'+c%10))
	}
	bri = append(bri, []byte(strings.Repeat(" ", 32)+strings.Repeat("\x00", 18))...)
	files := map[string][]byte{
		"set.dup": []byte("YN1  1 32 "),
		"set.dlm": []byte("[Document]\r\nHeadline=Club night\r\n"),
		"set.dat": bri,
	}
	want := map[string]string{"set.dup": "Duplimate .dup", "set.dlm": "Dealer4 .dlm", "set.dat": "BRI .bri"}
	for name, data := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{{"replay", path}, {"convert", "--to", "pbn", path}, {"dd", path}, {"results", path}} {
			out, errOut, code := runCmd(t, "", args...)
			msg := path + ": " + want[name] + " is not supported"
			if code != 1 || !strings.Contains(errOut+out, msg) {
				t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", args, code, out, errOut, msg)
			}
		}
	}
	// On standard input the content alone tells it.
	if _, errOut, code := runCmd(t, "[Document]\nHeadline=x\n", "replay", "-"); code != 1 || !strings.Contains(errOut, "-: Dealer4 .dlm is not supported") {
		t.Errorf("stdin: exit %d %q", code, errOut)
	}
}
