// Package testapi holds checks that tests run on a package's public API as
// source text, such as the rule of CONTRIBUTING.md that a package
// exports no mutable state.
package testapi

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// MutableVars parses the non-test Go files of the package in dir and lists
// its exported package-level variables that are tables anyone could change:
// a variable whose declared type is an array, slice or map (also through a
// generic array type such as bridge.BySeat, written as an index
// expression), or whose value is a composite literal of one, or a slice or
// map made with make. Each is "file:line: Name", sorted. A struct variable
// is not listed unless its value is such a literal. Errors are those of
// parsing.
func MutableVars(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var out []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if !id.IsExported() {
						continue
					}
					var value ast.Expr
					if i < len(vs.Values) {
						value = vs.Values[i]
					}
					if tableType(vs.Type) || tableValue(value) {
						p := fset.Position(id.Pos())
						out = append(out, filepath.Base(p.Filename)+":"+strconv.Itoa(p.Line)+": "+id.Name)
					}
				}
			}
		}
	}
	sort.Strings(out)
	return out, nil
}

// tableType reports whether t is an array, slice or map type, or a generic
// type instantiated with type arguments (By* arrays of package bridge).
func tableType(t ast.Expr) bool {
	switch t := t.(type) {
	case *ast.ArrayType, *ast.MapType:
		return true
	case *ast.ParenExpr:
		return tableType(t.X)
	case *ast.IndexExpr, *ast.IndexListExpr:
		return true
	}
	return false
}

// tableValue reports whether v is a composite literal of a table type (or
// of an elided type), or make(...) of one.
func tableValue(v ast.Expr) bool {
	switch v := v.(type) {
	case *ast.CompositeLit:
		return v.Type == nil || tableType(v.Type)
	case *ast.CallExpr:
		if id, ok := v.Fun.(*ast.Ident); ok && id.Name == "make" {
			return true
		}
	case *ast.UnaryExpr:
		return tableValue(v.X)
	case *ast.ParenExpr:
		return tableValue(v.X)
	}
	return false
}

// NoMutableVars fails t for each exported table MutableVars finds in the
// package in dir (CONTRIBUTING.md: no exported mutable state; a table is
// an unexported variable behind a function returning a copy).
func NoMutableVars(t testing.TB, dir string) {
	t.Helper()
	vars, err := MutableVars(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vars {
		t.Errorf("%s is an exported table: make it unexported behind a function returning a copy", v)
	}
}
