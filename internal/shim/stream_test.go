package shim

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/fakeshell"
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// The test binary is also the fake pwsh and cmd (fakeshell.Install). It
// turns into them here, before TestMain, which main_test.go keeps for the
// package's hermetic environment.
func init() { fakeshell.Dispatch() }

// needShell skips the test when shell is not installed, or fails it when
// REQUIRE_SHELLS=1 (CI).
func needShell(t *testing.T, shell string) {
	t.Helper()
	if !streamSupported {
		t.Skip("stream mode needs a PTY")
	}
	testenv.NeedShell(t, shell)
}

// streamRun is Run in stream mode with a pipe as stdin, for the given
// shell and extra settings.
type streamRun struct {
	t              *testing.T
	in             *io.PipeWriter
	stdout, stderr testenv.Buffer
	done           chan error
}

func startStream(t *testing.T, shell string, env ...string) *streamRun {
	t.Helper()
	return startStreamOut(t, shell, nil, env...)
}

// startStreamOut is startStream with stdout going through out, given the
// run's stdout buffer (nil: straight there).
func startStreamOut(t *testing.T, shell string, out func(io.Writer) io.Writer, env ...string) *streamRun {
	t.Helper()
	needShell(t, shell)
	pr, pw := io.Pipe()
	r := &streamRun{t: t, in: pw, done: make(chan error, 1)}
	environ := append(os.Environ(), "GUARDED_SH_SHELL="+shell)
	environ = append(environ, env...)
	stdout := io.Writer(&r.stdout)
	if out != nil {
		stdout = out(stdout)
	}
	go func() {
		r.done <- Run(context.Background(), []string{"guarded-sh"}, environ, Stdio{In: pr, Out: stdout, Err: &r.stderr})
		_ = pr.Close() // unblock a writer
	}()
	t.Cleanup(func() {
		_ = pw.Close()
		select {
		case <-r.done:
		case <-time.After(10 * time.Second):
			t.Error("Run did not return")
		}
	})
	return r
}

func (r *streamRun) write(s string) {
	r.t.Helper()
	if _, err := io.WriteString(r.in, s); err != nil {
		r.t.Fatalf("write %q: %v", s, err)
	}
}

// waitFor polls until the buffer contains want.
func (r *streamRun) waitFor(b *testenv.Buffer, want string) {
	r.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(b.String(), want) {
		if time.Now().After(deadline) {
			r.t.Fatalf("no %q within 10s\nstdout: %q\nstderr: %q", want, r.stdout.String(), r.stderr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// finish closes stdin and returns Run's exit status.
func (r *streamRun) finish() int {
	r.t.Helper()
	_ = r.in.Close()
	select {
	case err := <-r.done:
		r.done <- err // for the cleanup
		if code := exitCode(err); code >= 0 {
			return code
		}
		r.t.Fatalf("Run: %v", err)
	case <-time.After(10 * time.Second):
		r.t.Fatalf("Run did not return at EOF\nstdout: %q\nstderr: %q", r.stdout.String(), r.stderr.String())
	}
	return -1
}

var streamShells = []string{"bash", "dash"}

// Input still incomplete after the grace is refused and never reaches the
// shell, which stays usable.
func TestStreamGrace(t *testing.T) {
	for _, sh := range streamShells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, sh, "GUARDED_SH_GRACE=200ms")
			start := time.Now()
			r.write("echo \"abc\n")
			r.waitFor(&r.stderr, "guarded-sh: blocked [incomplete.quote.double] echo \"abc\n")
			if d := time.Since(start); d < 150*time.Millisecond {
				t.Errorf("refused after %v, before the grace", d)
			}
			r.waitFor(&r.stderr, "guarded-sh: why: unclosed double quote at 1:6\n")
			r.write("echo after\n")
			r.waitFor(&r.stdout, "after\n")
			if code := r.finish(); code != 0 {
				t.Errorf("status %d, want 0", code)
			}
			if got := r.stdout.String(); got != "after\n" {
				t.Errorf("stdout %q, want only %q: the refused input reached the shell", got, "after\n")
			}
		})
	}
}

// A command waiting for the terminal is caught by the watchdog, reported,
// and the session goes on.
func TestStreamWatchdog(t *testing.T) {
	for _, tt := range []struct {
		shell, cmd, what string
	}{
		{"bash", "cat", "(cat) blocked reading the terminal"},
		{"dash", "cat", "(cat) blocked reading the terminal"},
		{"bash", `read -p "Password: " x`, `the prompt "Password:"`},
	} {
		t.Run(tt.shell+"/"+tt.cmd, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, tt.shell, "GUARDED_SH_WATCHDOG_IDLE=200ms", "GUARDED_SH_WATCHDOG_POLL=100ms", "GUARDED_SH_WATCHDOG_GRACE=1s")
			r.write(tt.cmd + "\n")
			r.waitFor(&r.stderr, "guarded-sh: watchdog: session:")
			for _, want := range []string{"guarded-sh: watchdog: waiting for input: ", tt.what, "interrupted (Ctrl-C)", "survived"} {
				if !strings.Contains(r.stderr.String(), want) {
					t.Errorf("report lacks %q:\n%s", want, r.stderr.String())
				}
			}
			r.write("echo alive\n")
			r.waitFor(&r.stdout, "alive\n")
			if code := r.finish(); code != 0 {
				t.Errorf("status %d, want 0", code)
			}
		})
	}
}

// pwsh and cmd run in stream mode too. Here the fake ones (package
// fakeshell) stand in for them: a line ending in @@, which the lexer finds
// complete, makes them print their continuation prompt, ">> " or
// "More? ", which carries no marker. The watchdog finds it at the tail of
// the idle output, interrupts it, and the session goes on.
func TestStreamWatchdogFake(t *testing.T) {
	if !streamSupported {
		t.Skip("stream mode needs a PTY")
	}
	pwsh, cmd, err := fakeshell.Install(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		shell, what, alive string
	}{
		{pwsh, `the prompt ">>"`, "alive\n"},
		{cmd, `the prompt "More?"`, "alive\r\n"},
	} {
		t.Run(filepath.Base(tt.shell), func(t *testing.T) {
			t.Parallel()
			r := startStream(t, tt.shell, "GUARDED_SH_WATCHDOG_IDLE=200ms", "GUARDED_SH_WATCHDOG_POLL=100ms", "GUARDED_SH_WATCHDOG_GRACE=1s")
			r.write("more@@\n")
			r.waitFor(&r.stderr, "guarded-sh: watchdog: session:")
			for _, want := range []string{"guarded-sh: watchdog: waiting for input: ", tt.what, "interrupted (Ctrl-C)", "survived"} {
				if !strings.Contains(r.stderr.String(), want) {
					t.Errorf("report lacks %q:\n%s", want, r.stderr.String())
				}
			}
			r.write("echo alive\n")
			r.waitFor(&r.stdout, tt.alive)
			if code := r.finish(); code != 0 {
				t.Errorf("status %d, want 0\nstderr: %s", code, r.stderr.String())
			}
		})
	}
}

// Commands run in order; a refused one is reported and the next runs; the
// incomplete rest at EOF is refused; the status is the last command's.
func TestStreamRun(t *testing.T) {
	for _, sh := range streamShells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, sh)
			r.write("echo one; echo two\nrm -rf ~\necho three\nfalse\n")
			r.waitFor(&r.stderr, "guarded-sh: blocked [fs.rm-home] rm -rf ~\n")
			if code := r.finish(); code != 1 {
				t.Errorf("status %d, want 1 (false)", code)
			}
			if got, want := r.stdout.String(), "one\ntwo\nthree\n"; got != want {
				t.Errorf("stdout %q, want %q", got, want)
			}

			r = startStream(t, sh)
			r.write("echo one\necho 'abc\n")
			if code := r.finish(); code != ExitIncomplete {
				t.Errorf("status %d, want %d (refused at EOF)", code, ExitIncomplete)
			}
			if got := r.stderr.String(); !strings.Contains(got, "guarded-sh: blocked [incomplete.quote.single] echo 'abc\n") {
				t.Errorf("stderr %q", got)
			}
			if got := r.stdout.String(); got != "one\n" {
				t.Errorf("stdout %q", got)
			}

			r = startStream(t, sh)
			r.write("echo x\nexit 3\necho never\n")
			if code := r.finish(); code != 3 {
				t.Errorf("status %d, want 3 (exit 3)", code)
			}
			if got := r.stdout.String(); strings.Contains(got, "never") || !strings.HasPrefix(got, "x\n") {
				t.Errorf("stdout %q", got)
			}

			r = startStream(t, sh)
			r.write("echo no newline")
			if code := r.finish(); code != 0 {
				t.Errorf("status %d, want 0", code)
			}
			if got := r.stdout.String(); got != "no newline\n" {
				t.Errorf("stdout %q", got)
			}
		})
	}
}

// Stream mode's stdout carries the bytes the shell gives reading a pipe.
func TestStreamBytes(t *testing.T) {
	for _, sh := range streamShells {
		for _, in := range []string{
			"printf \"a\\nb\\n\"\n",
			"printf 'x\\r\\ny\\tz'\nprintf '\\001\\033[0m\\n'\n",
			"i=0; while [ $i -lt 300 ]; do echo line $i; i=$((i+1)); done\n",
		} {
			t.Run(sh, func(t *testing.T) {
				t.Parallel()
				needShell(t, sh)
				cmd := exec.Command(sh)
				cmd.Stdin = strings.NewReader(in)
				want, err := cmd.Output()
				if err != nil {
					t.Fatal(err)
				}
				r := startStream(t, sh)
				r.write(in)
				if code := r.finish(); code != 0 {
					t.Errorf("status %d", code)
				}
				if got := r.stdout.String(); got != string(want) {
					t.Errorf("input %q:\nguarded-sh %q\n%s %q", in, got, sh, want)
				}
			})
		}
	}
}

func TestStreamWanted(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	for _, tt := range []struct {
		argv0 string
		args  []string
		in    io.Reader
		env   *settings.Settings
		want  bool
	}{
		{"guarded-sh", nil, pr, env(), streamSupported},
		{"/usr/local/bin/guarded-sh", nil, pr, env(), streamSupported},
		{"sh", nil, pr, env(), false},
		{"bash", nil, pr, env(), false},
		{"sh", nil, pr, env("GUARDED_SH_STREAM=1"), streamSupported},
		{"guarded-sh", nil, pr, env("GUARDED_SH_STREAM=0"), false},
		{"guarded-sh", []string{"-s", "a"}, pr, env(), false},
		{"guarded-sh", nil, nil, env(), false},
	} {
		args := append([]string{tt.argv0}, tt.args...)
		if got := streamWanted(tt.argv0, args, tt.in, tt.env); got != tt.want {
			t.Errorf("streamWanted(%q, %q) = %v, want %v", tt.argv0, tt.args, got, tt.want)
		}
	}
}

// The values of protected variables never reach stdout, even printed
// without naming them.
func TestStreamRedact(t *testing.T) {
	const tok = "ghp_R3dactM3abcdefghijklmnopqrstuvwxyz01"
	dir := t.TempDir()
	file := filepath.Join(dir, "value.txt")
	if err := os.WriteFile(file, []byte("token: "+tok+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, sh := range streamShells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, sh, "GH_TOKEN="+tok, "GUARDED_SH_AUDIT="+filepath.Join(t.TempDir(), "audit.jsonl"))
			r.write("cat " + file + "\nprintf 'ghp_R3dactM3'; printf 'abcdefghijklmnopqrstuvwxyz01 ghp_R3d'\necho end\n")
			if code := r.finish(); code != 0 {
				t.Errorf("status %d\nstderr: %q", code, r.stderr.String())
			}
			want := "token: [redacted:GH_TOKEN]\n[redacted:GH_TOKEN] ghp_R3dend\n"
			if got := r.stdout.String(); got != want {
				t.Errorf("stdout %q, want %q", got, want)
			}
		})
	}
}

// Each command is judged by the configuration in force when it comes: a
// rule added to the user file while the session runs applies to the next
// command, and a broken file warns once.
func TestStreamReload(t *testing.T) {
	needShell(t, "bash")
	changed := make(chan struct{}, 16)
	guard.ConfigChanged = func() { changed <- struct{}{} }
	defer func() { guard.ConfigChanged = nil }()
	cfgHome := t.TempDir()
	auditFile := filepath.Join(t.TempDir(), "audit.jsonl")
	r := startStream(t, "bash", "XDG_CONFIG_HOME="+cfgHome, "GUARDED_SH_CONFIG=", "GUARDED_SH_AUDIT="+auditFile)
	r.write("echo forbidden-word; true\n")
	r.waitFor(&r.stdout, "forbidden-word\n")

	wait := func() {
		t.Helper()
		select {
		case <-changed:
		case <-time.After(5 * time.Second):
			t.Fatalf("no configuration change seen\nstderr: %q", r.stderr.String())
		}
	}
	dir := filepath.Join(cfgHome, "guarded-sh")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "policy.toml")
	rule := "[[rule]]\nid = \"custom.test\"\nprefix = \"echo forbidden-word\"\nreason = \"test\"\nfix = \"do not\"\n"
	if err := os.WriteFile(file, []byte(rule), 0o644); err != nil {
		t.Fatal(err)
	}
	wait()
	r.write("echo forbidden-word\necho after\n")
	r.waitFor(&r.stdout, "after\n")
	if got := r.stderr.String(); !strings.Contains(got, "guarded-sh: blocked [custom.test] echo forbidden-word\n") {
		t.Errorf("stderr %q", got)
	}
	if got := r.stdout.String(); got != "forbidden-word\nafter\n" {
		t.Errorf("stdout %q", got)
	}

	// A broken file: its warnings once, on stderr and in the audit log.
	if err := os.WriteFile(file, []byte(rule+"bogus_key = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	wait()
	r.write("echo forbidden-word\n")
	if code := r.finish(); code != ExitPolicy {
		t.Errorf("status %d, want %d: the last good file stays in force", code, ExitPolicy)
	}
	if n := strings.Count(r.stderr.String(), `unknown key "bogus_key"`); n != 1 {
		t.Errorf("warning shown %d times, want 1\nstderr: %q", n, r.stderr.String())
	}
	log, err := os.ReadFile(auditFile)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(log), `"event":"config.error"`) || !strings.Contains(string(log), "bogus_key") {
		t.Errorf("audit log has no config.error:\n%s", log)
	}
}

// GUARDED_SH_HARD_TIMEOUT and GUARDED_SH_IDLE_TIMEOUT reach the watchdog:
// a silent command past them is interrupted and reported, and the session
// goes on.
func TestStreamTimeouts(t *testing.T) {
	for _, tt := range []struct{ setting, says string }{
		{"GUARDED_SH_HARD_TIMEOUT=300ms", "a command running for the hard timeout"},
		{"GUARDED_SH_IDLE_TIMEOUT=300ms", "a command silent for the idle timeout"},
	} {
		t.Run(tt.setting, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, "bash", tt.setting)
			start := time.Now()
			r.write("sleep 30\necho after\n")
			r.waitFor(&r.stdout, "after\n")
			if d := time.Since(start); d > 20*time.Second {
				t.Errorf("sleep 30 ran %v", d)
			}
			r.finish()
			if got := r.stderr.String(); !strings.Contains(got, "guarded-sh: watchdog: waiting for input: "+tt.says) {
				t.Errorf("stderr %q", got)
			}
		})
	}
}

// Stream mode tells programs not to colour by default; GUARDED_SH_NO_COLOR
// and the configuration's no_color turn it off, the variable winning; a bad
// value warns and keeps the default.
func TestStreamNoColorSetting(t *testing.T) {
	for _, tt := range []struct {
		name, config string
		env          []string
		want, warn   string
	}{
		{name: "default", want: "[1]"},
		{name: "variable off", env: []string{"GUARDED_SH_NO_COLOR=0"}, want: "[]"},
		{name: "configuration off", config: "no_color = false\n", want: "[]"},
		{name: "variable wins", config: "no_color = false\n", env: []string{"GUARDED_SH_NO_COLOR=1"}, want: "[1]"},
		{name: "bad value", env: []string{"GUARDED_SH_NO_COLOR=yes"}, want: "[1]", warn: `GUARDED_SH_NO_COLOR="yes" is not "1" or "0"; ignored`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg := filepath.Join(t.TempDir(), "policy.toml")
			if err := os.WriteFile(cfg, []byte(tt.config), 0o644); err != nil {
				t.Fatal(err)
			}
			r := startStream(t, "bash", append([]string{"GUARDED_SH_CONFIG=" + cfg, "GUARDED_SH_AUDIT=off"}, tt.env...)...)
			r.write("printf '[%s]\\n' \"$NO_COLOR\"\n")
			r.waitFor(&r.stdout, "]\n")
			if got := r.stdout.String(); got != tt.want+"\n" {
				t.Errorf("stdout %q, want %q", got, tt.want+"\n")
			}
			if !strings.Contains(r.stderr.String(), tt.warn) {
				t.Errorf("stderr %q lacks %q", r.stderr.String(), tt.warn)
			}
		})
	}
}
