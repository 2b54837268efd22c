package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestNoWorkAtInit keeps this module's packages from doing work at start-up
// in package variables' initializers and init functions: guarded-sh -c
// runs once per command, and whatever its packages build at init it pays
// for every time, whether the command needs it or not. A map literal is built by code at init; so
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
			for _, d := range f.Decls {
				if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.Name == "init" && !initFuncs[path] {
					t.Errorf("%s: an init function runs at every start-up (list its package in initFuncs, saying why, if it must)", fset.Position(fn.Pos()))
				}
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

// TestInitsAllocateNothing runs guarded-sh under the runtime's trace of
// package inits (GODEBUG=inittrace=1) and requires this module's packages
// to allocate nothing there, and bigstack's init to run first, right
// after the runtime's. TestNoWorkAtInit reads the source for calls
// and map literals; the compiler turns more into code run at init: a
// string concatenated from a variable ("M" + sshValue in a spec table,
// securityAgents in an expression) allocated in policy's init until they
// were made constants.
func TestInitsAllocateNothing(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "guarded-sh")
	// Built as installed: scripts/build.sh, its patches in place.
	if out, err := exec.Command("bash", "../../scripts/build.sh", bin, "./cmd/guarded-sh").CombinedOutput(); err != nil {
		t.Fatalf("scripts/build.sh: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "--guard", "check", "--grammar", "bash")
	cmd.Stdin = strings.NewReader("true\n")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1", "GUARDED_SH_AUDIT=off")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("guarded-sh --guard check true: %v\n%s", err, stderr.String())
	}
	traced := false
	var before []string // what ran an init before bigstack's, past the runtime's
	for _, line := range strings.Split(stderr.String(), "\n") {
		// init PKG @T ms, C ms clock, N bytes, M allocs
		f := strings.Fields(line)
		if len(f) != 11 || f[0] != "init" {
			continue
		}
		traced = true
		if before != nil && f[1] != bigstack {
			before = append(before, f[1])
		}
		if f[1] == "runtime" {
			before = []string{}
		}
		if f[1] == bigstack {
			if len(before) > 0 {
				t.Errorf("%s grows the stack after the inits of %s, not before all others: it must import nothing", bigstack, strings.Join(before, ", "))
			}
			before = nil
		}
		if strings.HasPrefix(f[1], "github.com/guarded-sh/guarded-sh/") && (f[7] != "0" || f[9] != "0") {
			t.Errorf("%s allocates at every start-up: %s bytes in %s allocations (go build -gcflags='%s=-S' shows its init's code)", f[1], f[7], f[9], f[1])
		} else if _, known := dependencyInits[f[1]]; !known && f[9] != "0" {
			t.Errorf("%s, a dependency, allocates at every start-up (%s bytes in %s allocations): link what needs it no more (go mod why -m, go list -deps), or list it in dependencyInits saying why it stays", f[1], f[7], f[9])
		}
	}
	if !traced {
		t.Fatalf("no init traced (GODEBUG=inittrace=1):\n%s", stderr.String())
	}
	if before != nil {
		t.Errorf("%s's init did not run (GODEBUG=inittrace=1)", bigstack)
	}
}

const bigstack = "github.com/guarded-sh/guarded-sh/internal/bigstack"

// TestNoInitCode requires the compiler to lay out every package variable
// of this module in the binary: a package whose variables it initialises
// by code has an init it generates (PKG.init, beside the init functions
// PKG.init.0, …), which runs at every start-up and writes the pages of
// the tables it fills: each a page fault and a copy of the page. It
// copies this way what TestNoWorkAtInit cannot see in the source: a
// string variable named in another's initializer (the linker may set a
// string variable, -X, so the compiler reads it at run time: pytestValue
// in the spec tables wrote five pages of them until it was a constant),
// and a struct variable named inside a table (invokeOpts, now named by
// its address).
func TestNoInitCode(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "guarded-sh")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command("go", "tool", "nm", bin).Output()
	if err != nil {
		t.Fatalf("go tool nm: %v", err)
	}
	for _, line := range strings.Split(string(out), "\n") {
		f := strings.Fields(line) // ADDRESS TYPE NAME
		if len(f) == 3 && f[1] == "T" && strings.HasPrefix(f[2], "github.com/guarded-sh/guarded-sh/") && strings.HasSuffix(f[2], ".init") {
			t.Errorf("%s runs at every start-up: the compiler initialises a variable by code (go tool objdump -s '^%s$' shows which: a string or struct variable named in another's initializer, read at run time; make it a constant, or refer to it by its address)", f[2], regexp.QuoteMeta(f[2]))
		}
	}
}

// dependencyInits are the packages outside this module whose inits
// allocate at every start-up of guarded-sh, and why each is linked.
// TestInitsAllocateNothing fails on any other: a dependency brought in
// for one function can cost every command its init (net/url did, through
// net/netip's unique.Make, until policy read URLs itself).
var dependencyInits = map[string]string{
	// Any Go program that execs, as scripts/floor does.
	"context": "", "internal/godebug": "", "internal/poll": "", "iter": "", "os": "", "syscall": "", "time": "",
	"unicode":               "the tables regexp/syntax reads (categories, scripts)",
	"regexp/syntax":         "the policy's expressions, compiled when first used",
	"encoding/base64":       "the policy decodes base64 payloads; encoding/json",
	"encoding/base32":       "the policy decodes base32 payloads",
	"encoding/json":         "hook mode's protocol, the audit log's reader",
	"flag":                  "--guard subcommands' options",
	"golang.org/x/sys/unix": "system calls the syscall package lacks (flock, ioctls)",
}

// initFuncs are the packages of this module allowed an init function, and
// why.
var initFuncs = map[string]bool{
	// Sets the table of matchers, which refer to functions that refer to
	// it: no allocation, no call (TestInitsAllocateNothing).
	"github.com/guarded-sh/guarded-sh/policy": true,
	// Grows the main goroutine's stack before the other inits: its job.
	"github.com/guarded-sh/guarded-sh/internal/bigstack": true,
	// Sets GOMAXPROCS to 1 before the other inits allocate: its job.
	"github.com/guarded-sh/guarded-sh/internal/oneproc": true,
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

// TestPatchedUpstream: each file scripts/build.sh patches into a
// dependency (scripts/_patched/MODULE/PATH) was made from the file of the
// version go.mod requires, whose sha256 its comment gives. After go.mod
// moves to a version whose file differs, redo the patch from the new
// file, or drop it when the release no longer needs it.
func TestPatchedUpstream(t *testing.T) {
	root := filepath.Join("..", "..", "scripts", "_patched")
	n := 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") {
			return err // the modules' LICENSE files are kept beside
		}
		n++
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		patched, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		want := regexp.MustCompile(`sha256\s+(?://\s*)?([0-9a-f]{64})`).FindSubmatch(patched)
		if want == nil {
			t.Errorf("%s: no sha256 of the file it was made from", p)
			return nil
		}
		for mod := path.Dir(rel); mod != "."; mod = path.Dir(mod) {
			out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", mod).Output()
			if err != nil {
				continue // not a module
			}
			orig, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), strings.TrimPrefix(rel, mod+"/")))
			if err != nil {
				t.Errorf("%s: %v", p, err)
				return nil
			}
			if got := fmt.Sprintf("%x", sha256.Sum256(orig)); got != string(want[1]) {
				t.Errorf("%s was made from a file of sha256 %s; the version go.mod requires has %s: redo the patch", p, want[1], got)
			}
			return nil
		}
		t.Errorf("%s: no module of this build holds %s", p, rel)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatalf("no patched file under %s", root)
	}
}
