package policy

import (
	"reflect"
	"slices"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// forkFields are the analyzer's fields fork clones or keeps on purpose;
// the others are plain values copied with the struct.
var forkFields = [...]string{"vars", "transformed", "refs", "written", "makers", "fields", "wrapFuncs", "arrays", "ran", "running", "writtenDirs", "hookDirs", "ownDirs", "links",
	"built", "computed", "namedVals", "laterNames", "trapNames", "traps", "fds", "params", "touched", "funcs", "asWritten", "held", "nameOnly",
	"entries", "listedBy", "unknownPrefix", "elemWords", "in", "read", "onDisk", "env", "nonEmpty", "sets", "psNonEmpty", "stdin",
	"cmdBatch", "wordBatch", "outer", "cont", "piped", "cmdFor", "arg0", "bodyUnknown"}

// Every map, slice or pointer field of the analyzer is one fork saves or
// keeps on purpose: a new one must be added there.
func TestForkCoversState(t *testing.T) {
	ty := reflect.TypeOf(analyzer{})
	for i := range ty.NumField() {
		f := ty.Field(i)
		switch f.Type.Kind() {
		case reflect.Map, reflect.Slice, reflect.Pointer:
			if !slices.Contains(forkFields[:], f.Name) {
				t.Errorf("analyzer.%s (%s) is not saved by fork (fork.go)", f.Name, f.Type)
			}
		}
	}
}

// sh's code that bash reads otherwise is judged both ways, each reading
// from the same start: a cache sourced before the script writes it (as
// autoconf's configure does) is not "run after writing it".
func TestForkReadingsStartAlike(t *testing.T) {
	text := "if test -r c.cache; then . ./c.cache; fi\necho $'x'\ncat confcache > c.cache\n"
	env := NewEnv(nil, t.TempDir())
	for _, f := range New().Check(text, lexer.Posix, env).Findings {
		t.Errorf("%s: %s", f.Rule, f.Reason)
	}
	// The other order is still refused: written with unknown text, then sourced.
	if v := New().Check("cat confcache > c.cache\necho $'x'\n. ./c.cache\n", lexer.Posix, env); len(v.Findings) == 0 {
		t.Error("a cache written with unknown text then sourced is allowed")
	}
}
