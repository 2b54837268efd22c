package settings

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestDocumented fails when a GUARDED_SH_* setting is read in code but
// missing from the README's settings table, or the other way round.
func TestDocumented(t *testing.T) {
	root := filepath.Join("..", "..")
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("(?m)^\\| `(GUARDED_SH_[A-Z_]+)` \\|")
	documented := map[string]bool{}
	for _, m := range row.FindAllSubmatch(readme, -1) {
		documented[string(m[1])] = true
	}
	for _, n := range Names {
		if !documented[n] {
			t.Errorf("%s is a setting but not in the README's table", n)
		}
	}
	for n := range documented {
		if !slices.Contains(Names, n) {
			t.Errorf("the README's table has %s, which is not a setting (settings.Names)", n)
		}
	}

	// Every GUARDED_SH_ name that code outside tests mentions is a setting.
	name := regexp.MustCompile(`GUARDED_SH_[A-Z][A-Z_]*[A-Z]`)
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && p != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range name.FindAll(src, -1) {
			if !slices.Contains(Names, string(m)) {
				t.Errorf("%s mentions %s, which is not a setting (settings.Names)", p, m)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestParse(t *testing.T) {
	s := Parse(nil)
	if s.ExitIncomplete != 2 || s.ExitPolicy != 126 || s.Grace != DefaultGrace || s.HookTimeout != DefaultHookTimeout ||
		s.ConfirmTimeout != DefaultConfirmTimeout || s.WatchdogIdle != 0 || s.Stream != Auto || s.Interactive != Auto || s.Feed {
		t.Errorf("defaults: %+v", s)
	}
	s = Parse([]string{
		"GUARDED_SH_EXIT_INCOMPLETE=9", "GUARDED_SH_EXIT_POLICY=3", "GUARDED_SH_GRACE=1s", "GUARDED_SH_STREAM=1",
		"GUARDED_SH_INTERACTIVE=0", "GUARDED_SH_FEED=1", "GUARDED_SH_CONFIRM_TIMEOUT=5", "GUARDED_SH_GRAMMAR=pwsh",
		"GUARDED_SH_TOOL_MAP=Shell=pwsh, Bad=fortran",
	})
	if s.ExitIncomplete != 9 || s.ExitPolicy != 3 || s.Grace != time.Second || s.Stream != On || s.Interactive != Off ||
		!s.Feed || s.ConfirmTimeout != 5*time.Second || !s.GrammarSet || s.Grammar.String() != "powershell" ||
		len(s.ToolMap) != 2 || s.ToolMap[0].Tool != "Shell" || s.ToolMap[0].Err != nil || s.ToolMap[1].Err == nil {
		t.Errorf("set: %+v", s)
	}
}

// A bad value keeps the default and warns, when its mode asks.
func TestParseBad(t *testing.T) {
	for _, tt := range []struct {
		kv   string
		warn string
		got  func(*Settings) any
		want any
	}{
		{"GUARDED_SH_EXIT_INCOMPLETE=x", ExitIncomplete, func(s *Settings) any { return s.ExitIncomplete }, 2},
		{"GUARDED_SH_EXIT_INCOMPLETE=0", ExitIncomplete, func(s *Settings) any { return s.ExitIncomplete }, 2},
		{"GUARDED_SH_EXIT_POLICY=256", ExitPolicy, func(s *Settings) any { return s.ExitPolicy }, 126},
		{"GUARDED_SH_GRACE=soon", Grace, func(s *Settings) any { return s.Grace }, DefaultGrace},
		{"GUARDED_SH_HOOK_TIMEOUT=-1s", HookTimeout, func(s *Settings) any { return s.HookTimeout }, DefaultHookTimeout},
		{"GUARDED_SH_CONFIRM_TIMEOUT=0", ConfirmTimeout, func(s *Settings) any { return s.ConfirmTimeout }, DefaultConfirmTimeout},
		{"GUARDED_SH_GRAMMAR=fortran", Grammar, func(s *Settings) any { return s.GrammarSet }, false},
		{"GUARDED_SH_STREAM=yes", Stream, func(s *Settings) any { return s.Stream }, Auto},
		{"GUARDED_SH_INTERACTIVE=1", Interactive, func(s *Settings) any { return s.Interactive }, Auto},
		{"GUARDED_SH_FEED=true", Feed, func(s *Settings) any { return s.Feed }, false},
	} {
		s := Parse([]string{tt.kv})
		if got := tt.got(s); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.kv, got, tt.want)
		}
		var w bytes.Buffer
		s.Warn(&w, tt.warn)
		if !strings.HasPrefix(w.String(), "guarded-sh: warning: "+tt.warn) {
			t.Errorf("%s: warning %q", tt.kv, w.String())
		}
		w.Reset()
		s.Warn(&w, Shell)
		if w.Len() > 0 {
			t.Errorf("%s: a warning about another setting: %q", tt.kv, w.String())
		}
	}
}
