package policy

import (
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestSetsSorted checks that every set literal of the package (set{…},
// pathSet{…}, whose has searches by halves) holds string literals, sorted
// in its type's order, each once.
// With -update (go generate ./policy) it sorts the literals in place.
//
//go:generate go test -run ^TestSetsSorted$ -update
func TestSetsSorted(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, name, src, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		var edits []setEdit
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			id, ok := lit.Type.(*ast.Ident)
			if !ok {
				return true
			}
			order, ok := setOrders[id.Name]
			if !ok {
				return true
			}
			at := fset.Position(lit.Pos())
			for _, c := range f.Comments {
				if c.Pos() > lit.Lbrace && c.End() < lit.Rbrace {
					t.Errorf("%s: a set literal holds a comment, which sorting would separate from its words: say it above the set", at)
					return false
				}
			}
			words := make([]setWord, len(lit.Elts))
			for i, e := range lit.Elts {
				b, ok := e.(*ast.BasicLit)
				if !ok || b.Kind != token.STRING {
					t.Errorf("%s: a set's words must be string literals", fset.Position(e.Pos()))
					return false
				}
				v, err := strconv.Unquote(b.Value)
				if err != nil {
					t.Fatal(err)
				}
				words[i] = setWord{v, b.Value, fset.Position(b.Pos()).Offset}
			}
			sorted := slices.SortedFunc(slices.Values(words), func(a, b setWord) int { return order(a.value, b.value) })
			for i := 1; i < len(sorted); i++ {
				if sorted[i].value == sorted[i-1].value {
					t.Errorf("%s: the set holds %q twice", at, sorted[i].value)
				}
			}
			for i := range words {
				if words[i].value != sorted[i].value {
					if !*updateIndex {
						t.Errorf("%s: the set is not sorted (%q before %q): run go generate ./policy", at, words[i].value, sorted[i].value)
					}
					edits = append(edits, sortedSet(fset, lit, sorted))
					break
				}
			}
			return false
		})
		if len(edits) == 0 || !*updateIndex {
			continue
		}
		var out []byte
		last := 0
		for _, e := range edits {
			out = append(append(out, src[last:e.offset]...), e.text...)
			last = e.offset + e.len
		}
		out, err = format.Source(append(out, src[last:]...))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, out, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// sortedSet returns the edit that writes lit's words in order: on its
// line, or, when it spans lines, in lines of about 100 bytes.
func sortedSet(fset *token.FileSet, lit *ast.CompositeLit, words []setWord) setEdit {
	var b strings.Builder
	multi := fset.Position(lit.Lbrace).Line != fset.Position(lit.Rbrace).Line
	line := 0
	for i, w := range words {
		switch {
		case multi && (i == 0 || line+len(w.text) > 100):
			b.WriteString("\n")
			line = 0
		case i > 0:
			b.WriteString(" ")
		}
		b.WriteString(w.text)
		if multi || i < len(words)-1 {
			b.WriteString(",")
		}
		line += len(w.text) + 2
	}
	if multi {
		b.WriteString("\n")
	}
	start := fset.Position(lit.Lbrace).Offset + 1
	return setEdit{start, fset.Position(lit.Rbrace).Offset - start, b.String()}
}

// setOrders are the orders of the types of sorted literals.
var setOrders = map[string]func(a, b string) int{"set": strings.Compare, "pathSet": pathOrder}

// A setWord is a word of a set literal: its value, its text in the
// source and where that starts.
type setWord struct {
	value, text string
	offset      int
}

// A setEdit replaces len bytes of a source file at offset with text.
type setEdit struct {
	offset, len int
	text        string
}

// TestSetHas checks the search of a set against a scan of it, for every
// word of a set, every prefix and extension of one, and the empty word.
func TestSetHas(t *testing.T) {
	s := set{"", "-", "a", "ab", "abc", "b", "ba", "bb", "c", "ca", "cab", "d", "e", "f", "~"}
	probes := []string{"", "x", "aa", "abcd", "bc", "zz", "\xff"}
	for _, w := range s {
		probes = append(probes, w, w+"a", w+"\x00")
	}
	for n := range len(s) + 1 {
		sub := s[len(s)-n:]
		for _, w := range probes {
			if got, want := sub.has(w), slices.Contains(sub, w); got != want {
				t.Errorf("%q.has(%q) = %v, want %v", sub, w, got, want)
			}
		}
	}
}

// TestPathSetHas checks the search of the path sets against a scan of
// their paths as suffixes, for each path alone, under directories, with a
// piece of its name cut or added.
func TestPathSetHas(t *testing.T) {
	for _, s := range []pathSet{secretFiles} {
		var probes []string
		for _, e := range s {
			probes = append(probes, e, "/home/u/"+e, "x"+e, "/x"+e, e[1:], e+"x", "a/"+e[strings.LastIndexByte(e, '/')+1:], e+"/x")
		}
		for _, p := range probes {
			want := slices.ContainsFunc(s, func(e string) bool { return p == e || strings.HasSuffix(p, "/"+e) })
			if got := s.has(p); got != want {
				t.Errorf("has(%q) = %v, want %v", p, got, want)
			}
		}
	}
}

// TestSetHasTables is TestSetHas for sets of the rules, with words near
// each of their words: a prefix, extensions, a byte changed at its end.
func TestSetHasTables(t *testing.T) {
	for _, s := range []set{vocabDestroy, remoteNouns, prodWords, vocabTools, dataArgs} {
		var words []string
		for _, w := range s {
			words = append(words, w, w+"a", w+"z", w[:len(w)-1], "0"+w, "~"+w, w[:len(w)-1]+"\x00", w[:len(w)-1]+"\xff")
		}
		words = append(words, "", "\x00", "\xff", "zzzz")
		for _, w := range words {
			if got, want := s.has(w), slices.Contains(s, w); got != want {
				t.Errorf("set of %d from %q: has(%q) = %v, want %v", len(s), s[0], w, got, want)
			}
		}
	}
}

// TestContainsLower checks containsLower against strings.ToLower and
// strings.Contains, in and outside ASCII.
func TestContainsLower(t *testing.T) {
	for _, s := range []string{"", "h", "http", "HTTP://x", "xHtTp", "htt", "hhttp", "TestParse|TestCheck", "İhttp", "HTTPİ", "ſhttp"} {
		for _, sub := range []string{"", "h", "http", "tp", "ihttp"} {
			if got, want := containsLower(s, sub), strings.Contains(strings.ToLower(s), sub); got != want {
				t.Errorf("containsLower(%q, %q) = %v, want %v", s, sub, got, want)
			}
		}
	}
}
