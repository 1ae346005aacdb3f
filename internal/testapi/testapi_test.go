package testapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestMutableVars(t *testing.T) {
	src := `package p

import "errors"

type BySeat[T any] [4]T
type S struct{ A int }

var Array = [4]int{1, 2, 3, 4}
var Slice = []string{"a"}
var Map = map[string]int{"a": 1}
var Typed [3]int
var TypedMap map[int]int
var Generic = BySeat[int]{}
var Made = make(map[int]int)
var (
	InBlock = [2]bool{}
	unexported = []int{1}
	Struct = S{A: 1}
	Err = errors.New("e")
	Pointer = &S{}
)
`
	dir := t.TempDir()
	for name, text := range map[string]string{"p.go": src, "p_test.go": "package p\n\nvar TestOnly = []int{1}\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := MutableVars(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"p.go:10: Map", "p.go:11: Typed", "p.go:12: TypedMap", "p.go:13: Generic",
		"p.go:14: Made", "p.go:16: InBlock", "p.go:8: Array", "p.go:9: Slice",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("MutableVars:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestMutableVarsParseError(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "bad.go"), []byte("package p\nvar = \n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := MutableVars(dir); err == nil {
		t.Error("MutableVars of a file that does not parse: no error")
	}
}

func TestNoMutableVarsOnThisPackage(t *testing.T) { NoMutableVars(t, ".") }
