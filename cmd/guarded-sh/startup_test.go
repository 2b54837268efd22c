package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoWorkAtInit keeps this module's packages from doing work at start-up
// in package variables' initializers: guarded-sh -c runs once per command,
// and whatever its packages build at init it pays for every time, whether
// the command needs it or not. A map literal is built by code at init; so
// is any call (sync.OnceValue, regexp.MustCompile, fmt.Errorf), and after
// the first call the compiler also builds every later table of the package
// by code instead of laying it out in the binary (staticinit's
// seenMutation: the spec tables cost 15 written pages that way; go build
// -gcflags='github.com/guarded-sh/guarded-sh/...=-d=staticcopy=1' lists
// such copies). errors.New is inlined and laid out statically. Build the
// value on first use instead (a sync.Once beside it), or use the literal
// types of policy/tables.go.
func TestNoWorkAtInit(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}} {{.Dir}}{{end}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	fset := token.NewFileSet()
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, dir, _ := strings.Cut(line, " ")
		if !strings.HasPrefix(path, "github.com/guarded-sh/guarded-sh/") {
			continue // dependencies: see scripts/bench.sh's list of inits
		}
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range initializers(f) {
				ast.Inspect(v, func(n ast.Node) bool {
					switch n := n.(type) {
					case *ast.FuncLit:
						return false // runs when called
					case *ast.CallExpr:
						if sel, ok := n.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "New" && isIdent(sel.X, "errors") {
							return true
						}
						t.Errorf("%s: a call in a package variable's initializer runs at every start-up", fset.Position(n.Pos()))
					case *ast.CompositeLit:
						if _, ok := n.Type.(*ast.MapType); ok {
							t.Errorf("%s: a map literal in a package variable's initializer is built at every start-up", fset.Position(n.Pos()))
						}
					}
					return true
				})
			}
		}
	}
}

// initializers returns the values of f's package-level var declarations.
func initializers(f *ast.File) []ast.Expr {
	var vs []ast.Expr
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
			for _, s := range g.Specs {
				vs = append(vs, s.(*ast.ValueSpec).Values...)
			}
		}
	}
	return vs
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}
