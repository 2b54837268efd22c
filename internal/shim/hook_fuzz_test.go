package shim

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// FuzzHookParse reads any standard input as every protocol's tool call: no
// panic, and the same input always gives the same call (a map has no order;
// the verdicts and the audit record should).
func FuzzHookParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/hook/*/*.txtar")
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			f.Fatal(err)
		}
		for _, s := range ar.Files {
			if s.Name == "input" && !strings.Contains(string(s.Data), "@BIG@") {
				f.Add(string(s.Data))
			}
		}
	}
	f.Fuzz(func(t *testing.T, in string) {
		top, err := readHookObject(strings.NewReader(in))
		if err != nil {
			return
		}
		for _, h := range hookProtocols {
			c1, err1 := h.p.parse(top)
			c2, err2 := h.p.parse(top)
			if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(c1, c2) {
				t.Fatalf("%s: two reads differ:\n%+v %v\n%+v %v", h.name, c1, err1, c2, err2)
			}
		}
	})
}
