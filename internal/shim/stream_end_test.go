//go:build linux

package shim

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// buildGuardedSh builds guarded-sh into dir.
func buildGuardedSh(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "guarded-sh")
	build := exec.Command("go", "build", "-o", bin, "github.com/guarded-sh/guarded-sh/cmd/guarded-sh")
	build.Env = append(os.Environ(), "HOME="+buildHome) // the caller's build cache
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// sessionAlive lists the live (not zombie) processes of session sid.
func sessionAlive(sid int) []string {
	ents, _ := os.ReadDir("/proc")
	var alive []string
	for _, e := range ents {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		i := bytes.LastIndexByte(b, ')')
		f := bytes.Fields(b[i+1:])
		if len(f) >= 4 && string(f[0]) != "Z" && string(f[3]) == strconv.Itoa(sid) {
			alive = append(alive, e.Name()+" "+string(b[:i+1]))
		}
	}
	return alive
}

// SIGTERM, SIGHUP or SIGINT to a stream session ends its whole process
// tree: the running command, background jobs and nohup's children
// (issue 11, item 17).
func TestStreamSignalEndsTree(t *testing.T) {
	if testing.Short() {
		t.Skip("builds guarded-sh")
	}
	needShell(t, "bash")
	bin := buildGuardedSh(t, t.TempDir())
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			cmd := exec.Command(bin)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "GUARDED_SH_STREAM=1", "GUARDED_SH_SHELL=bash", "HOME="+dir, "XDG_CONFIG_HOME="+dir, "GUARDED_SH_AUDIT=off")
			cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // the test's ^C is not its
			in, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
			fmt.Fprintln(in, "echo shell=$$; sleep 300 & nohup sleep 301 >/dev/null 2>&1 &")
			fmt.Fprintln(in, "sleep 302")
			sc := bufio.NewScanner(out)
			if !sc.Scan() || !strings.HasPrefix(sc.Text(), "shell=") {
				t.Fatalf("no shell pid: %q; stderr %s", sc.Text(), stderr.String())
			}
			sid, _ := strconv.Atoi(strings.TrimPrefix(sc.Text(), "shell="))
			deadline := time.Now().Add(5 * time.Second)
			for len(sessionAlive(sid)) < 4 && time.Now().Before(deadline) { // bash, 3 sleeps
				time.Sleep(20 * time.Millisecond)
			}
			if n := len(sessionAlive(sid)); n < 4 {
				t.Fatalf("%d processes in the session, want 4: %q", n, sessionAlive(sid))
			}
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case err := <-done:
				var ee *exec.ExitError
				if !errors.As(err, &ee) || ee.ExitCode() != 128+int(sig) {
					t.Errorf("exit %v, want %d", err, 128+int(sig))
				}
			case <-time.After(5 * time.Second):
				t.Fatal("guarded-sh did not exit")
			}
			deadline = time.Now().Add(2 * time.Second)
			for len(sessionAlive(sid)) > 0 && time.Now().Before(deadline) {
				time.Sleep(20 * time.Millisecond)
			}
			if left := sessionAlive(sid); len(left) > 0 {
				for _, l := range left {
					if pid, err := strconv.Atoi(strings.Fields(l)[0]); err == nil {
						_ = syscall.Kill(pid, syscall.SIGKILL) // the test's own leftovers
					}
				}
				t.Errorf("processes of the session survived: %q", left)
			}
		})
	}
}

// A shell that crashes is reported, a fresh one is started, and the next
// command runs (item 18).
func TestStreamShellCrash(t *testing.T) {
	r := startStream(t, "bash")
	r.write("cd /; kill -SEGV $$\necho after-crash\n")
	r.waitFor(&r.stdout, "after-crash\n")
	for _, want := range []string{"guarded-sh: the shell bash was ended by segmentation fault (signal 11)", "starting a fresh shell"} {
		if !strings.Contains(r.stderr.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr.String())
		}
	}
	if code := r.finish(); code != 0 {
		t.Errorf("status %d, want 0", code)
	}
}
