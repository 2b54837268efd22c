package shim

import (
	"context"
	"encoding/json"
	"errors"
	"github.com/guarded-sh/guarded-sh/internal/advisor/advisortest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runDoctor runs guarded-sh --guard doctor ARGS in dir with env on top of
// a clean environment, and returns its output and exit status.
func runDoctor(t *testing.T, dir string, env []string, args []string, opts ...Option) (string, int) {
	t.Helper()
	home := t.TempDir()
	environ := append([]string{"HOME=" + home, "XDG_CONFIG_HOME=" + home, "PATH=" + os.Getenv("PATH"), "GUARDED_SH_AUDIT=" + filepath.Join(home, "audit.jsonl")}, env...)
	old, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = os.Chdir(old) }()
	var stdout, stderr strings.Builder
	err = Run(context.Background(), append([]string{"guarded-sh", "--guard", "doctor"}, args...), environ,
		Stdio{In: strings.NewReader(""), Out: &stdout, Err: &stderr}, opts...)
	code := 0
	var ee *ExitError
	if errors.As(err, &ee) {
		code = ee.Code
	} else if err != nil {
		t.Fatal(err)
	}
	if stderr.Len() > 0 {
		t.Errorf("stderr: %s", stderr.String())
	}
	return stdout.String(), code
}

// line returns the report's line for check, or "".
func line(report, check string) string {
	for _, l := range strings.Split(report, "\n") {
		if f := strings.Fields(l); len(f) > 1 && strings.HasPrefix(strings.TrimSpace(l[len(f[0]):]), check+" ") {
			return l
		}
	}
	return ""
}

func TestDoctor(t *testing.T) {
	project := t.TempDir()
	if err := os.MkdirAll(filepath.Join(project, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(project, ".claude"), 0o755); err != nil {
		t.Fatal(err)
	}
	settings := filepath.Join(project, ".claude", "settings.json")
	hook := `{"hooks": {"PreToolUse": [{"matcher": "*", "hooks": [{"type": "command", "command": "guarded-sh --guard hook claude-code"}]}]}}`
	if err := os.WriteFile(settings, []byte(hook), 0o644); err != nil {
		t.Fatal(err)
	}
	report, code := runDoctor(t, project, []string{"GH_TOKEN=ghp_notreallyatoken0123456789abcdefghijkl"}, nil)
	if code != 0 {
		t.Errorf("exit %d, want 0:\n%s", code, report)
	}
	for check, want := range map[string]string{
		"real shell":    "ok    real shell    /",
		"configuration": "profile agent from the built-in defaults only",
		"audit log":     "audit.jsonl",
		"credentials":   "set here: GH_TOKEN",
		"hook":          "installed as a hook in " + settings,
	} {
		if l := line(report, check); !strings.Contains(l, want) {
			t.Errorf("%s: %q lacks %q\n%s", check, l, want, report)
		}
	}
	if strings.Contains(report, "ghp_") {
		t.Errorf("the report shows a credential's value:\n%s", report)
	}
}

// What is broken is a failure (exit 1), what is degraded a warning.
func TestDoctorProblems(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "policy.toml")
	if err := os.WriteFile(broken, []byte("profile = \n"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := []string{"GUARDED_SH_SHELL=/nonexistent/bash", "GUARDED_SH_CONFIG=" + broken, "GUARDED_SH_AUDIT=/etc/passwd/audit.jsonl"}
	report, code := runDoctor(t, dir, env, nil)
	if code != 1 {
		t.Errorf("exit %d, want 1:\n%s", code, report)
	}
	for _, want := range []string{
		"\nfail  real shell    cannot find the real shell \"/nonexistent/bash\"",
		"\nwarn  configuration " + broken + ":1: ",
		"\nwarn  audit log     /etc/passwd/audit.jsonl: ",
	} {
		if !strings.Contains(report, want) {
			t.Errorf("want a line starting %q\n%s", want[1:], report)
		}
	}

	// guarded-sh installed as /bin/sh without the real sh beside it.
	binSh, err := os.Stat("/bin/sh")
	if err != nil {
		t.Skip(err)
	}
	if _, err := os.Stat("/bin/sh.distrib"); err == nil {
		t.Skip("/bin/sh.distrib exists here")
	}
	asBinSh := func(c *config) { c.self = func() (os.FileInfo, error) { return binSh, nil } }
	report, code = runDoctor(t, dir, nil, nil, asBinSh)
	if l := line(report, "/bin/sh"); code != 1 || !strings.HasPrefix(l, "fail") || !strings.Contains(l, "/bin/sh.distrib") {
		t.Errorf("exit %d, /bin/sh line %q; want a failure naming /bin/sh.distrib\n%s", code, l, report)
	}
}

func TestDoctorJSON(t *testing.T) {
	report, code := runDoctor(t, t.TempDir(), nil, []string{"--json"})
	var found []doctorFinding
	if err := json.Unmarshal([]byte(report), &found); err != nil || code != 0 {
		t.Fatalf("exit %d, %v:\n%s", code, err, report)
	}
	checks := map[string]bool{}
	for _, f := range found {
		checks[f.Check] = true
		if f.Status != doctorOK && f.Status != doctorWarn && f.Status != doctorFail {
			t.Errorf("status %q", f.Status)
		}
	}
	for _, c := range []string{"guarded-sh", "real shell", "shells", "/bin/sh", "configuration", "audit log", "credentials", "terminals", "hook"} {
		if !checks[c] {
			t.Errorf("no %q finding", c)
		}
	}
	if _, code := runDoctor(t, t.TempDir(), nil, []string{"extra"}); code != ExitUsage {
		t.Errorf("an argument: exit %d, want %d", code, ExitUsage)
	}
}

// The doctor asks the advisor, names the lock, the rotation and the sinks.
func TestDoctorIntegrations(t *testing.T) {
	srv, calls, _ := advisorServer(t, 200, "0.4")
	cfg := writeConfig(t, advisorConfig(srv.URL)+"\n[audit]\nsink = [\"file\", \"journald\"]\nmax_size = \"1MB\"\nkeep = 2\n")
	path := "PATH=" + advisortest.HelperDir(t) + string(os.PathListSeparator) + os.Getenv("PATH")
	report, code := runDoctor(t, t.TempDir(), []string{"GUARDED_SH_CONFIG=" + cfg, path}, nil)
	if code != 0 || calls.Load() != 1 {
		t.Errorf("exit %d, %d questions:\n%s", code, calls.Load(), report)
	}
	for _, want := range []string{"ok    advisor       stub-model answers in ", "scored 0.40; threshold 0.70", "ok    lock          not locked",
		"rotated at 1024 KB, 2 rotated files kept", "audit sink    journald"} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
	down, _, _ := advisorServer(t, 500, "0")
	report, code = runDoctor(t, t.TempDir(), []string{"GUARDED_SH_CONFIG=" + writeConfig(t, advisorConfig(down.URL)), path}, nil)
	if code != 1 || !strings.Contains(report, "fail  advisor       stub-model does not answer (HTTP 500") {
		t.Errorf("exit %d:\n%s", code, report)
	}
}

func TestDoctorDiversion(t *testing.T) {
	file := filepath.Join(t.TempDir(), "diversions")
	body := "/usr/share/man/man1/sh.1.gz\n/usr/share/man/man1/sh.distrib.1.gz\ndash\n/bin/sh\n/bin/sh.distrib\n:\n"
	if err := os.WriteFile(file, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	to, by, ok := diversion(file, "/bin/sh")
	if !ok || to != "/bin/sh.distrib" || !strings.Contains(by, "--local") {
		t.Errorf("diversion of /bin/sh = %q, %q, %v", to, by, ok)
	}
	if _, _, ok := diversion(file, "/bin/sh.distrib"); ok {
		t.Error("a diversion's target taken for a diverted path")
	}
	if _, _, ok := diversion(filepath.Join(t.TempDir(), "none"), "/bin/sh"); ok {
		t.Error("no diversions file, yet a diversion")
	}
}
