package shim

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// allowAll is a Judge that allows every complete command.
func allowAll(r guard.Request) guard.Verdict {
	return guard.Verdict{Allowed: true, Complete: true, Grammar: r.Grammar, Action: guard.ActionAllow}
}

func env(kv ...string) *settings.Settings {
	return settings.Parse(kv)
}

func TestChooseShell(t *testing.T) {
	tests := []struct {
		argv0   string
		env     []string
		name    string
		grammar lexer.Grammar
		style   Style
	}{
		{"guarded-sh", nil, "bash", lexer.Bash, StylePosix},
		{"/usr/local/bin/guarded-sh", nil, "bash", lexer.Bash, StylePosix},
		{"sh", nil, "sh", lexer.Posix, StylePosix},
		{"/bin/dash", nil, "dash", lexer.Posix, StylePosix},
		{"-bash", nil, "bash", lexer.Bash, StylePosix},
		{"zsh", nil, "zsh", lexer.Zsh, StylePosix},
		{"ksh", nil, "ksh", lexer.Mksh, StylePosix},
		{"pwsh", nil, "pwsh", lexer.PowerShell, StylePowerShell},
		{"CMD.EXE", nil, "cmd", lexer.Cmd, StyleCmd},
		{"sh", []string{"GUARDED_SH_SHELL=zsh"}, "zsh", lexer.Zsh, StylePosix},
		{"guarded-sh", []string{"GUARDED_SH_SHELL=/usr/bin/dash"}, "/usr/bin/dash", lexer.Posix, StylePosix},
		{"guarded-sh", []string{"GUARDED_SH_GRAMMAR=pwsh"}, "bash", lexer.PowerShell, StylePosix},
		{"guarded-sh", []string{"GUARDED_SH_SHELL=fish"}, "fish", lexer.Bash, StylePosix},
	}
	for _, tt := range tests {
		sh, err := chooseShell(tt.argv0, env(tt.env...))
		if err != nil {
			t.Errorf("chooseShell(%q, %q): %v", tt.argv0, tt.env, err)
		}
		if sh.Name != tt.name || sh.Grammar != tt.grammar || sh.Style != tt.style {
			t.Errorf("chooseShell(%q, %q) = %s %s %d, want %s %s %d", tt.argv0, tt.env, sh.Name, sh.Grammar, sh.Style, tt.name, tt.grammar, tt.style)
		}
	}
	if _, err := chooseShell("sh", env("GUARDED_SH_GRAMMAR=fortran")); err == nil {
		t.Error("a bad GUARDED_SH_GRAMMAR gave no error")
	}
}

func writeExe(t *testing.T, p string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
}

func TestResolveSkipsSelf(t *testing.T) {
	dir := t.TempDir()
	self := filepath.Join(dir, "self", "guarded-sh")
	writeExe(t, self)
	if err := os.Symlink(self, filepath.Join(dir, "self", "bash")); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(self, filepath.Join(dir, "self", "sh")); err != nil {
		t.Fatal(err)
	}
	real := filepath.Join(dir, "real", "bash")
	writeExe(t, real)
	selfFI, err := os.Stat(self)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "self") + string(filepath.ListSeparator) + filepath.Join(dir, "real")

	sh := Shell{Name: "bash"}
	if err := sh.resolve(path, selfFI, env()); err != nil || sh.Path != real {
		t.Errorf("bash: got %q, %v; want %q", sh.Path, err, real)
	}
	// Only guarded-sh answers to sh (a hard link): refuse, never loop.
	sh = Shell{Name: "sh"}
	if err := sh.resolve(path, selfFI, env()); !errors.Is(err, ErrSelf) {
		t.Errorf("sh: got %q, %v; want ErrSelf", sh.Path, err)
	}
	// ... unless dpkg-divert kept the real one as sh.distrib.
	distrib := filepath.Join(dir, "real", "sh.distrib")
	writeExe(t, distrib)
	sh = Shell{Name: "sh"}
	if err := sh.resolve(path, selfFI, env()); err != nil || sh.Path != distrib {
		t.Errorf("sh with sh.distrib: got %q, %v; want %q", sh.Path, err, distrib)
	}
	// GUARDED_SH_SHELL naming guarded-sh itself.
	sh = Shell{Name: filepath.Join(dir, "self", "bash")}
	err = sh.resolve(path, selfFI, env("GUARDED_SH_SHELL="+sh.Name))
	if !errors.Is(err, ErrSelf) || !strings.Contains(err.Error(), "GUARDED_SH_SHELL") {
		t.Errorf("GUARDED_SH_SHELL=self: got %v; want ErrSelf naming GUARDED_SH_SHELL", err)
	}
	sh = Shell{Name: "nosuchshell"}
	if err := sh.resolve(path, selfFI, env()); err == nil {
		t.Errorf("nosuchshell: found %q", sh.Path)
	}
}

// fakeRun runs Run with exec recorded instead of done.
func fakeRun(t *testing.T, args []string, environ ...string) (path string, argv []string, stdout, stderr string, err error) {
	t.Helper()
	var out, errb bytes.Buffer
	environ = append(environ, "PATH="+os.Getenv("PATH"), "GUARDED_SH_AUDIT=off")
	err = Run(t.Context(), args, environ, Stdio{In: strings.NewReader(""), Out: &out, Err: &errb},
		func(c *config) {
			c.exec = func(p string, a, _ []string) error { path, argv = p, a; return nil }
		})
	return path, argv, out.String(), errb.String(), err
}

// The real shell gets guarded-sh's arguments unchanged; argv[0] too, unless
// it is guarded-sh's own name.
func TestRunExecsWithOriginalArgs(t *testing.T) {
	for _, args := range [][]string{
		{"guarded-sh", "-c", "echo $0 $1", "a", "b"},
		{"/x/sh", "-ec", "true"},
		{"-bash", "-o", "pipefail", "-c", "a | b"},
		{"guarded-sh", "script.sh", "arg"},
		{"guarded-sh", "-s"},
		{"sh"}, // as guarded-sh with stdin not a terminal: stream mode (stream_test.go)
	} {
		path, argv, _, stderr, err := fakeRun(t, args)
		want := slices.Clone(args)
		if want[0] == "guarded-sh" {
			want[0] = "bash" // under its own name: the real shell's, for $0 and its messages
		}
		if err != nil || path == "" || !slices.Equal(argv, want) {
			t.Errorf("Run(%q): exec %q %q, err %v, stderr %q; want %q", args, path, argv, err, stderr, want)
		}
	}
}

func TestRunJudge(t *testing.T) {
	deny := func(r guard.Request) guard.Verdict {
		if strings.Contains(r.Command, "rm") {
			return guard.Verdict{Rule: "test.rm", Reason: "no rm", Fix: "do not"}
		}
		return allowAll(r)
	}
	var out, errb bytes.Buffer
	var ran bool
	err := Run(t.Context(), []string{"guarded-sh", "-c", "rm x"}, []string{"PATH=" + os.Getenv("PATH")},
		Stdio{In: strings.NewReader(""), Out: &out, Err: &errb}, WithJudge(deny),
		func(c *config) { c.exec = func(string, []string, []string) error { ran = true; return nil } })
	var ee *ExitError
	if !errors.As(err, &ee) || ee.Code != ExitPolicy || ran {
		t.Fatalf("got %v (ran %v); want exit %d and nothing run", err, ran, ExitPolicy)
	}
	want := "guarded-sh: blocked [test.rm] rm x\nguarded-sh: why: no rm\nguarded-sh: fix: do not\n"
	if errb.String() != want {
		t.Errorf("stderr %q, want %q", errb.String(), want)
	}
}

// TestRunPolicyAndAudit runs one-shot mode with the configured (default)
// policy: a refused command exits 126 with the three-line message and never
// runs, an allowed one runs, and both are in the audit log, written before
// the exec.
func TestRunPolicyAndAudit(t *testing.T) {
	dir := t.TempDir()
	log := dir + "/audit.jsonl"
	environ := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir, "GUARDED_SH_AUDIT=" + log, "XDG_CONFIG_HOME=" + dir}
	for _, tt := range []struct {
		cmd     string
		code    int
		stderr  string
		verdict string
	}{
		{"rm -rf ~", ExitPolicy, "guarded-sh: blocked [fs.rm-home] rm -rf ~\nguarded-sh: why: ", "block"},
		{`git commit -m "rm -rf /"`, 0, "", "allow"},
		{`echo "unclosed`, ExitIncomplete, "guarded-sh: blocked [incomplete.quote.double]", "incomplete"},
	} {
		var out, errb bytes.Buffer
		var audited string
		err := Run(t.Context(), []string{"guarded-sh", "-c", tt.cmd}, environ, Stdio{In: strings.NewReader(""), Out: &out, Err: &errb},
			func(c *config) {
				c.exec = func(string, []string, []string) error {
					b, _ := os.ReadFile(log)
					audited = string(b)
					return nil
				}
			})
		code := 0
		var ee *ExitError
		if errors.As(err, &ee) {
			code = ee.Code
		}
		if code != tt.code || !strings.HasPrefix(errb.String(), tt.stderr) {
			t.Errorf("%q: exit %d, stderr %q; want %d, %q…", tt.cmd, code, errb.String(), tt.code, tt.stderr)
		}
		if code == 0 && !strings.Contains(audited, `"verdict":"allow"`) {
			t.Errorf("%q: the audit log did not hold the decision when the shell ran: %q", tt.cmd, audited)
		}
		b, _ := os.ReadFile(log)
		lines := strings.Split(strings.TrimSpace(string(b)), "\n")
		if last := lines[len(lines)-1]; !strings.Contains(last, `"verdict":"`+tt.verdict+`"`) {
			t.Errorf("%q: last audit record %s, want verdict %s", tt.cmd, last, tt.verdict)
		}
	}
}
