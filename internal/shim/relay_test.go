package shim

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// A shell asked for a session on a pipe (SWE-agent's bash -l -m) runs each
// command as it arrives, while the pipe stays open; a refused command does
// not run and the ones after it do; the status is the shell's.
func TestRelayRunsEachCommandAsItArrives(t *testing.T) {
	for _, tt := range []struct{ shell, args string }{
		{"bash", "-l -m"}, {"bash", "-i"}, {"dash", "-m"}, {"zsh", "-o monitor"}, {"mksh", "-l -m"},
	} {
		t.Run(tt.shell+" "+tt.args, func(t *testing.T) {
			testenv.NeedShell(t, tt.shell)
			dir := t.TempDir()
			w, stdout, stderr, done := startRelay(t, tt.shell, tt.args, dir)
			waitFor := func(want string) {
				t.Helper()
				for deadline := time.Now().Add(10 * time.Second); !strings.Contains(stdout.String(), want); time.Sleep(10 * time.Millisecond) {
					if time.Now().After(deadline) {
						t.Fatalf("no %q within 10s with the pipe open\nstdout: %q\nstderr: %q", want, stdout.String(), stderr.String())
					}
				}
			}
			write := func(s string) {
				t.Helper()
				if _, err := w.WriteString(s); err != nil {
					t.Fatal(err)
				}
			}
			write("echo one\n")
			waitFor("one\n")
			write("touch " + dir + "/MARKER; printenv >/dev/null\necho two\n") // refused: it reads the environment's secrets
			waitFor("two\n")
			if _, err := os.Stat(dir + "/MARKER"); err == nil {
				t.Error("the refused command ran")
			}
			if !strings.Contains(stderr.String(), "guarded-sh: blocked [") {
				t.Errorf("no refusal on stderr: %q", stderr.String())
			}
			write("exit 5\n")
			select {
			case err := <-done:
				if code := exitCode(err); code != 5 {
					t.Errorf("status %d (%v), want the shell's 5", code, err)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("the shell's exit did not end guarded-sh")
			}
			if got := stdout.String(); got != "one\ntwo\n" {
				t.Errorf("stdout %q, want one and two", got)
			}
		})
	}
}

// startRelay runs guarded-sh with args (a session asked for) and shell,
// HOME dir, reading a pipe: it returns the pipe's writing end, closed when
// the test ends, guarded-sh's output, and Run's result once it returns.
func startRelay(t *testing.T, shell, args, dir string) (w *os.File, stdout, stderr *testenv.Buffer, done chan error) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = w.Close() })
	stdout, stderr, done = &testenv.Buffer{}, &testenv.Buffer{}, make(chan error, 1)
	environ := append(os.Environ(), "GUARDED_SH_SHELL="+shell, "GUARDED_SH_AUDIT=off", "HOME="+dir, "ENV=/dev/null")
	go func() {
		done <- Run(context.Background(), append([]string{"guarded-sh"}, strings.Fields(args)...), environ, Stdio{In: r, Out: stdout, Err: stderr})
		_ = r.Close()
	}()
	return w, stdout, stderr, done
}

// exitCode is the status Run's error stands for, -1 when it is not an
// exit status.
func exitCode(err error) int {
	var ee *ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.Code
	}
	return -1
}
