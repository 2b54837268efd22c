package policy

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestWordLists checks every wordList of the command model's tables
// (spec.long, need, unless, …, through specMore's groups and the
// structs they point at): its words are separated by one blank, none
// empty. A list is written as one string (wordList); the type keeps a
// []string literal out of those fields, and this test a blank too many,
// which would make an empty word of it, out of the string.
func TestWordLists(t *testing.T) {
	seen := map[uintptr]bool{}
	var walk func(v reflect.Value, where string)
	walk = func(v reflect.Value, where string) {
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() || v.Elem().Kind() != reflect.Struct || seen[v.Pointer()] {
				return
			}
			seen[v.Pointer()] = true
			walk(v.Elem(), where)
		case reflect.Struct:
			for i := range v.NumField() {
				walk(v.Field(i), where+"."+v.Type().Field(i).Name)
			}
		case reflect.String:
			if v.Type() != reflect.TypeFor[wordList]() {
				return
			}
			l := v.String()
			if l != "" && (strings.HasPrefix(l, " ") || strings.HasSuffix(l, " ") || strings.Contains(l, "  ") || strings.ContainsAny(l, "\t\n")) {
				t.Errorf("%s: %q: a wordList's words are separated by one blank", where, l)
			}
			if strings.HasSuffix(where, ".long") && !slices.IsSorted(strings.Split(l, " ")) {
				t.Errorf("%s: %q: long's words are sorted, searched by halves (hasSorted): run /work/tools/specjoin", where, l)
			}
		}
	}
	for _, table := range specTables {
		for i := range table {
			walk(reflect.ValueOf(&table[i]), table[i].path)
		}
	}
	for i := range unpackers {
		walk(reflect.ValueOf(&unpackers[i]), "unpacker "+unpackers[i].names[0])
	}
	if len(seen) < 1000 {
		t.Fatalf("walked %d values: the tables are not where the test looks", len(seen))
	}
	// The specs outside the tables: each long written as a literal.
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			kv, ok := n.(*ast.KeyValueExpr)
			if !ok || !isIdentNamed(kv.Key, "long") {
				return true
			}
			if b, ok := kv.Value.(*ast.BasicLit); ok && b.Kind == token.STRING {
				if l, err := strconv.Unquote(b.Value); err == nil && !slices.IsSorted(strings.Split(l, " ")) {
					t.Errorf("%s: long's words are sorted, searched by halves (hasSorted): run /work/tools/specjoin", fset.Position(b.Pos()))
				}
			}
			return true
		})
	}
}

func isIdentNamed(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func TestWordListHas(t *testing.T) {
	l := wordList("--foobar -x --foo a-b --xy")
	sorted := wordList("--a1 --a2 --a3 --a4 --a5 --a6 --a7 --a8 --a9 --b --bb --c --foo --foobar --longer-word-here --more-words --xy -x a-b zz")
	if two := wordList("-a -b"); two.has("-a -b") || two.hasSorted("-a -b") || !two.has("-b") {
		t.Error(`wordList("-a -b") holds the word "-a -b", or not -b`)
	}
	for _, w := range strings.Split(string(sorted), " ") {
		if !sorted.hasSorted(w) {
			t.Errorf("hasSorted(%q) = false", w)
		}
		for _, miss := range []string{w + "x", w[:len(w)-1], "a" + w} {
			if sorted.has(miss) != sorted.hasSorted(miss) {
				t.Errorf("hasSorted(%q) != has", miss)
			}
		}
	}
	for w, want := range map[string]bool{"--foo": true, "--foobar": true, "-x": true, "a-b": true, "--xy": true,
		"--fo": false, "foo": false, "b": false, "-": false, "": false, "--foo -x": false, "--foobar -x": false, "y": false, "--xyz": false} {
		if got := l.has(w); got != want {
			t.Errorf("%q.has(%q) = %v, want %v", l, w, got, want)
		}
	}
	var got []string
	for w := range l.all() {
		got = append(got, w)
	}
	if strings.Join(got, "|") != "--foobar|-x|--foo|a-b|--xy" || l.first() != "--foobar" || wordList("").first() != "" {
		t.Errorf("all: %q, first: %q", got, l.first())
	}
	for range wordList("").all() {
		t.Error("an empty list yields a word")
	}
}
