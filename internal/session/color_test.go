package session

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// sgr matches a colour's escape sequence.
var sgr = regexp.MustCompile("\x1b\\[[0-9;]*m")

// git colours a diff for a terminal; told not to (the default), it does
// not, as on bash's pipe; WithNoColor(false) leaves it be. A GIT_CONFIG_COUNT
// the caller gave keeps its entries.
func TestNoColor(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	for _, c := range [][]string{
		{"init", "-q"}, {"config", "user.email", "t@example.com"}, {"config", "user.name", "t"},
	} {
		if out, err := exec.Command("git", append([]string{"-C", dir}, c...)...).CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", c, err, out)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "f"), []byte("a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("git", "-C", dir, "add", "f").CombinedOutput(); err != nil {
		t.Fatalf("git add: %v\n%s", err, out)
	}
	if err := os.WriteFile(filepath.Join(dir, "f"), []byte("b\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "TERM=xterm", "GIT_CONFIG_COUNT=1", "GIT_CONFIG_KEY_0=user.name", "GIT_CONFIG_VALUE_0=kept")
	cmd := "cd " + dir + " && git diff && printf '[%s]\\n' \"$NO_COLOR\" \"$(git config user.name)\""
	forEachShell(t, func(t *testing.T, shell string) {
		for _, on := range []bool{true, false} {
			var out testenv.Buffer
			s := start(t, shell, &out, WithEnv(env), WithNoColor(on))
			if st, err := s.Exec(cmd); err != nil || st != 0 {
				t.Fatalf("status %d, %v; output:\n%s", st, err, out.String())
			}
			got := out.String()
			if coloured := strings.Contains(got, "\x1b["); coloured == on {
				t.Errorf("WithNoColor(%v): coloured %v:\n%q", on, coloured, got)
			}
			if plain := sgr.ReplaceAllString(got, ""); !strings.Contains(plain, "+b") || !strings.Contains(got, "[kept]") {
				t.Errorf("WithNoColor(%v): no diff, or GIT_CONFIG_COUNT's entry lost:\n%q", on, got)
			}
			if want := map[bool]string{true: "[1]", false: "[]"}[on]; !strings.Contains(got, want) {
				t.Errorf("WithNoColor(%v): NO_COLOR not %s:\n%q", on, want, got)
			}
		}
	})
}
