package policy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParseConfig runs any bytes through the configuration decoder: no
// panic, and a file is either applied without a warning or not applied
// with at least one, each naming the file and a line it has.
func FuzzParseConfig(f *testing.F) {
	files, _ := filepath.Glob("../testdata/config/*.toml")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	for _, s := range []string{"profile = \"off\"\nprofle = \"root\"\n[audit]\npth = \"x\"\n", "lock = \"yes\"\n",
		"\n[actions]\n\"git.clean\" = 1\n", "rule = \"x\"\n", "[[rule]]\nprefix = \"a\"\n[[rule]]\nid = \"Bad\"\nprefix = \"b\"\n",
		"actions.\"git.clean\" = \"nope\"\n", "[actions\n", "protected = [\"MY_TOKEN\"]\n[[rule]]\nid = \"publish.status-page\"\nprefix = \"fduty status-page change-create\"\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fc, ws := parseConfig("f.toml", data, nil)
		if (fc == nil) == (len(ws) == 0) {
			t.Fatalf("applied %v with %d warnings: %v", fc != nil, len(ws), ws)
		}
		lines := strings.Count(string(data), "\n") + 1
		for _, w := range ws {
			if w.File != "f.toml" || w.Line < 0 || w.Line > lines || w.Msg == "" {
				t.Fatalf("warning %+v of a file of %d lines", w, lines)
			}
		}
		if fc != nil {
			s := newMergeState("/home/agent")
			s.merge(fc, layer{path: "f.toml"}, false)
			s.policy()
		}
	})
}
