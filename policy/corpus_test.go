package policy

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// corpusCase is one line of testdata/policy/*.jsonl: a command and what
// the default (agent) policy must do with it.
type corpusCase struct {
	Cmd     string `json:"cmd"`
	Grammar string `json:"grammar"` // default bash
	Action  string `json:"action"`  // block, warn, confirm or allow
	Rule    string `json:"rule"`    // the rule of the first finding, when not allow
	Note    string `json:"note"`    // why the case is there: the bypass or the false positive it pins
	Profile string `json:"profile"` // default agent

	line int // in its file
}

// testEnv is the environment every corpus case is checked in: a home, a
// project and an environment holding a secret that looks like one.
func testEnv() *Env {
	vars := map[string]string{
		"HOME":            "/home/agent",
		"PATH":            "/usr/bin:/bin",
		"GH_TOKEN":        "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB",
		"MY_SERVICE_AUTH": "sk-live-9f8e7d6c5b4a3928171605f4e3d2c1b0a9",
		"EDITOR":          "vi",
		// Code the environment holds, as an .envrc direnv loaded may
		// put there: judged where it runs (envcode.go).
		"TASK_CMD":  "rm -rf ~",
		"BUILD_CMD": "make -j4 all",
		"WIN_TASK":  `rd /s /q %USERPROFILE%`,
		"USER":      "agent",
	}
	environ := make([]string, 0, len(vars))
	for k, v := range vars {
		environ = append(environ, k+"="+v)
	}
	return &Env{
		Getenv:  func(k string) string { return vars[k] },
		Home:    "/home/agent",
		Cwd:     "/home/agent/project",
		Project: "/home/agent/project",
		environ: environ,
	}
}

func loadCorpus(tb testing.TB) map[string][]corpusCase {
	tb.Helper()
	files, err := filepath.Glob("../testdata/policy/*.jsonl")
	if err != nil {
		tb.Fatal(err)
	}
	out := map[string][]corpusCase{}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			tb.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<20)
		for n := 1; sc.Scan(); n++ {
			line := bytes.TrimSpace(sc.Bytes())
			if len(line) == 0 || line[0] == '#' {
				continue
			}
			var c corpusCase
			dec := json.NewDecoder(bytes.NewReader(line))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&c); err != nil {
				tb.Fatalf("%s:%d: %v", name, n, err)
			}
			if c.Grammar == "" {
				c.Grammar = "bash"
			}
			if _, err := ParseAction(c.Action); err != nil {
				tb.Fatalf("%s:%d: %v", name, n, err)
			}
			if c.Action != "allow" && c.Rule == "" {
				tb.Fatalf("%s:%d: a case that is not allowed names its rule", name, n)
			}
			c.line = n
			base := filepath.Base(name)
			out[base] = append(out[base], c)
		}
	}
	return out
}

// TestCorpus checks every case of the policy corpus, reports the block and
// allow rates per family, and requires the corpus to hold at least 300
// cases that must not run and 200 that must.
func TestCorpus(t *testing.T) {
	corpus := loadCorpus(t)
	env := testEnv()
	type tally struct{ blockWant, blockGot, allowWant, allowGot int }
	stats := map[string]*tally{}
	var blocks, allows int
	files := slices.Sorted(maps.Keys(corpus))
	for _, file := range files {
		for _, c := range corpus[file] {
			if c.Action == "allow" {
				allows++
			} else {
				blocks++
			}
		}
	}
	for _, file := range files {
		for _, c := range corpus[file] {
			// Each case is a subtest named by its file and line:
			// go test -run 'TestCorpus/fs-042' runs line 42 of fs.jsonl.
			name := fmt.Sprintf("%s-%03d", strings.TrimSuffix(file, ".jsonl"), c.line)
			t.Run(name, func(t *testing.T) {
				g, err := lexer.ParseGrammar(c.Grammar)
				if err != nil {
					t.Fatalf("%s: %v", file, err)
				}
				var opts []Option
				if c.Profile != "" {
					opts = append(opts, WithProfile(c.Profile))
				}
				p := New(opts...)
				want, _ := ParseAction(c.Action)
				fam := strings.TrimSuffix(file, ".jsonl")
				if c.Rule != "" {
					fam, _, _ = strings.Cut(c.Rule, ".")
				}
				st := stats[fam]
				if st == nil {
					st = &tally{}
					stats[fam] = st
				}
				v := p.Check(c.Cmd, g, env)
				if want == Allow {
					st.allowWant++
					if v.Action == Allow {
						st.allowGot++
					} else {
						t.Errorf("%s: %q (%s) must be allowed, got %s [%s] %s (%s)", file, c.Cmd, c.Grammar, v.Action, v.First().Rule, v.First().Reason, c.Note)
					}
					return
				}
				st.blockWant++
				if v.Action != want || v.First().Rule != c.Rule {
					t.Errorf("%s: %q (%s) must be %s [%s], got %s [%s] (%s)", file, c.Cmd, c.Grammar, want, c.Rule, v.Action, v.First().Rule, c.Note)
					return
				}
				st.blockGot++
				f := v.First()
				if f.Reason == "" || f.Fix == "" {
					t.Errorf("%s: %q: [%s] without a reason or a fix", file, c.Cmd, f.Rule)
				}
			})
		}
	}
	var fams []string
	for f := range stats {
		fams = append(fams, f)
	}
	sort.Strings(fams)
	for _, f := range fams {
		s := stats[f]
		t.Logf("%-8s refused %3d/%3d  allowed %3d/%3d", f, s.blockGot, s.blockWant, s.allowGot, s.allowWant)
	}
	t.Logf("corpus: %d must not run, %d must run", blocks, allows)
	if blocks < 300 || allows < 200 {
		t.Errorf("corpus too small: %d must-block (want ≥ 300), %d must-allow (want ≥ 200)", blocks, allows)
	}
}

// TestFixesPass checks that every fix the guard suggests passes the guard
// itself: a model that follows the advice is not refused again.
func TestFixesPass(t *testing.T) {
	corpus := loadCorpus(t)
	env := testEnv()
	p := New()
	seen := map[string]bool{}
	for file, cases := range corpus {
		for _, c := range cases {
			g, _ := lexer.ParseGrammar(c.Grammar)
			for _, f := range p.Check(c.Cmd, g, env).Findings {
				if f.Fix == "" || seen[f.Fix] {
					continue
				}
				seen[f.Fix] = true
				for _, cmd := range fixCommands(f.Fix) {
					if v := p.Check(cmd, g, env); v.Action != Allow && v.Action != Warn {
						t.Errorf("%s: the fix of [%s] for %q suggests %q, which the guard refuses: [%s] %s", file, f.Rule, c.Cmd, cmd, v.First().Rule, v.First().Reason)
					}
				}
			}
		}
	}
}

// fixCommands returns the commands a fix suggests: the text between
// backquotes, or the whole fix when it has none.
func fixCommands(fix string) []string {
	parts := strings.Split(fix, "`")
	if len(parts) < 3 {
		return []string{fix}
	}
	var cmds []string
	for i := 1; i < len(parts); i += 2 {
		cmds = append(cmds, parts[i])
	}
	return cmds
}
