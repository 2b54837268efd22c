package policy

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestSpecMoreGroupsSet checks that every specMore literal in the
// package's source sets each of its group pointers: a group left out is
// nil, and reading one of its fields through promotion (s.extra().wrap)
// panics when a command reaches that spec. A group the spec does not use
// points at its shared zero value (&noRun, &noCode, …).
func TestSpecMoreGroupsSet(t *testing.T) {
	var groups []string
	typ := reflect.TypeOf(specMore{})
	for i := range typ.NumField() {
		if f := typ.Field(i); f.Anonymous {
			groups = append(groups, f.Name)
		}
	}
	if len(groups) == 0 {
		t.Skip("specMore has no groups")
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			if id, ok := lit.Type.(*ast.Ident); !ok || id.Name != "specMore" {
				return true
			}
			keys := map[string]bool{}
			for _, e := range lit.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if k, ok := kv.Key.(*ast.Ident); ok {
						keys[k.Name] = true
					}
				}
			}
			for _, g := range groups {
				if !keys[g] {
					zero := "no" + strings.TrimPrefix(g, "more")
					t.Errorf("%s: a specMore literal leaves %s nil: set %s: &%s (or &%s{…} with its fields)", fset.Position(lit.Pos()), g, g, zero, g)
				}
			}
			return true
		})
	}
}
