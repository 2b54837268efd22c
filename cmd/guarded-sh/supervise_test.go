package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/guarded-sh/guarded-sh/internal/supervise"
	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// Short watchdog delays for the supervised one-shot tests.
var quickWatchdog = []string{
	"GUARDED_SH_ONESHOT=supervise",
	"GUARDED_SH_WATCHDOG_IDLE=500ms",
	"GUARDED_SH_WATCHDOG_GRACE=500ms",
	"GUARDED_SH_WATCHDOG_POLL=100ms",
}

// oneShot is a guarded-sh -c run with its standard input a pipe that stays
// open, as an agent's harness leaves it.
type oneShot struct {
	cmd            *exec.Cmd
	stdout, stderr bytes.Buffer
	keep           *os.File // the pipe's write end, open until the end
}

func startOneShot(t *testing.T, command string, env ...string) *oneShot {
	t.Helper()
	return startWith(t, nil, command, env...)
}

// startWith is startOneShot with guarded-sh given ctty, when not nil, as
// its controlling terminal.
func startWith(t *testing.T, ctty *os.File, command string, env ...string) *oneShot {
	t.Helper()
	self, err := exec.LookPath("guarded-sh")
	if err != nil {
		t.Fatal(err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	o := &oneShot{cmd: exec.Command(self, "-c", command), keep: w}
	o.cmd.Dir = dir
	o.cmd.Env = append(os.Environ(), "GUARDED_SH_AUDIT="+filepath.Join(dir, "audit.jsonl"),
		"HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, ".config"))
	o.cmd.Env = append(append(o.cmd.Env, quickWatchdog...), env...)
	o.cmd.Stdin, o.cmd.Stdout, o.cmd.Stderr = r, &o.stdout, &o.stderr
	o.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // a group of its own, to kill
	o.cmd.WaitDelay = 2 * time.Second                       // a leftover process holding stdout does not hang Wait
	if ctty != nil {
		o.cmd.ExtraFiles = []*os.File{ctty}
		o.cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 3}
	}
	if err := o.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	_ = r.Close()
	t.Cleanup(func() {
		_ = o.cmd.Process.Kill()
		_ = w.Close()
	})
	return o
}

// wait waits for the run to end within limit and returns its status as a
// shell reports it (128+n for death by signal n) and whether it died by a
// signal.
func (o *oneShot) wait(t *testing.T, limit time.Duration) (int, bool) {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- o.cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		if err != nil && !errors.As(err, &ee) {
			t.Fatal(err)
		}
		ws := o.cmd.ProcessState.Sys().(syscall.WaitStatus)
		if ws.Signaled() {
			return 128 + int(ws.Signal()), true
		}
		return ws.ExitStatus(), false
	case <-time.After(limit):
		_ = o.cmd.Process.Kill()
		<-done
		t.Fatalf("still running after %v; stderr:\n%s", limit, o.stderr.String())
	}
	return 0, false
}

func TestSupervisedWaitingForInputIsEnded(t *testing.T) {
	for _, tt := range []struct {
		command, comm string
		status        int
	}{
		{"read x; echo not reached", "(bash)", 130},
		{"cat", "(cat)", 130},
		{"exec 3<&0; read -u 3 x", "(bash)", 130},       // another descriptor of the same input
		{"trap '' INT; read x", "(bash)", 137},          // deaf to the interrupt: killed
		{"sleep 1; head -c1 >/dev/null", "(head)", 130}, // reads only after a while
	} {
		t.Run(tt.command, func(t *testing.T) {
			o := startOneShot(t, tt.command)
			status, signaled := o.wait(t, 5*time.Second)
			if status != tt.status || signaled {
				t.Errorf("exit status %d (signaled %v), want %d as a plain status", status, signaled, tt.status)
			}
			stderr := o.stderr.String()
			for _, want := range []string{
				"guarded-sh: watchdog: waiting for input: process ",
				tt.comm + " blocked reading its standard input, which has no data",
				"guarded-sh: watchdog: waited ",
				"guarded-sh: watchdog: done: interrupted (SIGINT to the command's processes)",
				"guarded-sh: watchdog: exit status " + strconv.Itoa(tt.status),
			} {
				if !strings.Contains(stderr, want) {
					t.Errorf("stderr lacks %q:\n%s", want, stderr)
				}
			}
			if o.stdout.Len() != 0 {
				t.Errorf("stdout %q", o.stdout.String())
			}
			audit, _ := os.ReadFile(filepath.Join(o.cmd.Dir, "audit.jsonl"))
			if !bytes.Contains(audit, []byte(`"event":"watchdog.tty-read"`)) {
				t.Errorf("audit log lacks the watchdog event:\n%s", audit)
			}
		})
	}
}

// A quiet command is never ended for its silence, nor one that reads a pipe
// of its own that is slow to fill.
func TestSupervisedQuietIsNotKilled(t *testing.T) {
	for _, command := range []string{"sleep 5; echo done", "sleep 3; echo done", "{ sleep 2; echo done; } | cat"} {
		t.Run(command, func(t *testing.T) {
			o := startOneShot(t, command, "GUARDED_SH_WATCHDOG_IDLE=200ms")
			if status, _ := o.wait(t, 10*time.Second); status != 0 {
				t.Errorf("exit status %d, want 0; stderr:\n%s", status, o.stderr.String())
			}
			if o.stdout.String() != "done\n" || o.stderr.Len() != 0 {
				t.Errorf("stdout %q, stderr %q; want done and nothing", o.stdout.String(), o.stderr.String())
			}
		})
	}
}

// A program that asks on /dev/tty fails at once: the command has no
// controlling terminal, though guarded-sh has one.
func TestSupervisedNoControllingTerminal(t *testing.T) {
	ptm, tty, err := pty.Open()
	if err != nil {
		t.Skip("no pty:", err)
	}
	defer func() { _ = ptm.Close() }()
	defer func() { _ = tty.Close() }()
	o := startWith(t, tty, "read -r answer </dev/tty && echo read $answer")
	status, _ := o.wait(t, 3*time.Second)
	if status != 1 {
		t.Errorf("exit status %d, want bash's 1 for a failed redirection", status)
	}
	if !strings.Contains(o.stderr.String(), "/dev/tty: No such device or address") || o.stdout.Len() != 0 {
		t.Errorf("stdout %q, stderr %q; want /dev/tty refused", o.stdout.String(), o.stderr.String())
	}
}

// Output is the shell's own descriptors: byte-exact, and in order when
// stdout and stderr are one pipe; the status is the shell's.
func TestSupervisedOutputAndStatus(t *testing.T) {
	self, err := exec.LookPath("guarded-sh")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cmd := exec.Command(self, "-c", `printf 'a\0b\r\n'; printf e >&2; printf c; echo err >&2; exit 3`)
	cmd.Env = append(append(os.Environ(), "GUARDED_SH_AUDIT=off", "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, ".config")), quickWatchdog...)
	var both bytes.Buffer
	cmd.Stdout, cmd.Stderr = &both, &both // one pipe
	err = cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 3 {
		t.Errorf("err %v, want exit status 3", err)
	}
	if got, want := both.String(), "a\x00b\r\necerr\n"; got != want {
		t.Errorf("output %q, want %q", got, want)
	}
}

// Signals to guarded-sh reach the whole command, and guarded-sh dies by the
// signal that ended the shell, as the shell would have.
func TestSupervisedSignalsReachTheCommand(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			if signal.Ignored(sig) {
				// Under nohup (or a parent that ignores it) the signal is
				// ignored here, so in guarded-sh and the shell too: exec
				// keeps SIG_IGN, and guarded-sh forwards only what it
				// was not told to ignore.
				t.Skipf("%v is ignored by this test's process (nohup?)", sig)
			}
			o := startOneShot(t, "echo $$ >pid; sleep 30 </dev/null; echo not reached")
			pidFile := filepath.Join(o.cmd.Dir, "pid")
			var shell int
			for deadline := time.Now().Add(5 * time.Second); shell == 0 && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
				b, _ := os.ReadFile(pidFile)
				shell, _ = strconv.Atoi(strings.TrimSpace(string(b)))
			}
			if shell == 0 {
				t.Fatal("the shell never started")
			}
			time.Sleep(100 * time.Millisecond) // into sleep
			if err := o.cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			// A hang net, not a timing: the command's own sleep ends at
			// 30 s with "not reached" on stdout, which fails below.
			status, signaled := o.wait(t, 25*time.Second)
			if status != 128+int(sig) || !signaled {
				t.Errorf("status %d (signaled %v), want death by %v", status, signaled, sig)
			}
			// Gone once init has reaped what the shell left (zombies
			// stay in their group until then).
			err := syscall.Kill(-shell, 0)
			for deadline := time.Now().Add(3 * time.Second); err == nil && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
				err = syscall.Kill(-shell, 0)
			}
			if !errors.Is(err, syscall.ESRCH) {
				t.Errorf("the command's process group %d is still there (%v)", shell, err)
			}
			if o.stdout.Len() != 0 || o.stderr.Len() != 0 {
				t.Errorf("stdout %q, stderr %q", o.stdout.String(), o.stderr.String())
			}
		})
	}
}

// A read of a pipe that a live producer still holds is waiting for data,
// not for a person: slow | guarded-sh -c 'cat' is left alone.
func TestSupervisedSlowProducer(t *testing.T) {
	self, err := exec.LookPath("guarded-sh")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cmd := exec.Command("bash", "-c", `{ sleep 2; echo data; } | "$GSH" -c cat`)
	cmd.Env = append(append(os.Environ(), "GSH="+self, "GUARDED_SH_AUDIT=off", "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, ".config")), quickWatchdog...)
	cmd.Env = append(cmd.Env, "GUARDED_SH_WATCHDOG_IDLE=200ms")
	out, err := cmd.Output()
	if err != nil || string(out) != "data\n" {
		var stderr []byte
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			stderr = ee.Stderr
		}
		t.Errorf("got %q, %v, want data; stderr:\n%s", out, err, stderr)
	}
}

// A program that waits in select or poll for standard input, not in read,
// is ended as a read is.
func TestSupervisedPollOnInputIsEnded(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3 to wait in select")
	}
	for _, command := range []string{
		`python3 -c 'import select, sys; select.select([sys.stdin], [], []); print("not reached")'`,
		`python3 -c 'import select; p = select.poll(); p.register(0, select.POLLIN); p.poll(); print("not reached")'`,
	} {
		t.Run(command, func(t *testing.T) {
			o := startOneShot(t, command)
			status, _ := o.wait(t, 20*time.Second) // python3 starts slowly on a loaded machine
			if status != 130 {
				t.Errorf("exit status %d, want 130", status)
			}
			stderr := o.stderr.String()
			for _, want := range []string{
				"(python3) blocked reading its standard input, which has no data",
				"guarded-sh: watchdog: done: interrupted (SIGINT to the command's processes)",
			} {
				if !strings.Contains(stderr, want) {
					t.Errorf("stderr lacks %q:\n%s", want, stderr)
				}
			}
			if strings.Contains(o.stdout.String(), "not reached") {
				t.Errorf("stdout %q", o.stdout.String())
			}
		})
	}
}

// A SIGKILL to guarded-sh's process group, which guarded-sh can neither
// catch nor pass on, still ends the whole command: what the shell started
// in the foreground and in the background, in the command's own session.
func TestSupervisedSIGKILLEndsTheCommand(t *testing.T) {
	for _, shell := range []string{"bash", "dash", "zsh", "mksh"} {
		t.Run(shell, func(t *testing.T) {
			testenv.NeedShell(t, shell)
			o := startOneShot(t, `sleep 300 & echo $! >pids; sh -c 'echo $$ >>pids; exec sleep 301'; echo not reached`,
				"GUARDED_SH_SHELL="+shell)
			var pids []int
			for deadline := time.Now().Add(5 * time.Second); len(pids) < 2 && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
				b, _ := os.ReadFile(filepath.Join(o.cmd.Dir, "pids"))
				pids = pids[:0]
				for _, f := range strings.Fields(string(b)) {
					if n, err := strconv.Atoi(f); err == nil {
						pids = append(pids, n)
					}
				}
			}
			t.Cleanup(func() {
				for _, pid := range pids {
					_ = syscall.Kill(pid, syscall.SIGKILL) // whatever the test found
				}
			})
			if len(pids) < 2 {
				t.Fatalf("the command never started its sleeps; stderr:\n%s", o.stderr.String())
			}
			time.Sleep(supervise.ReaperDelay + 100*time.Millisecond) // the reaper is there
			if err := syscall.Kill(-o.cmd.Process.Pid, syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			if status, signaled := o.wait(t, 5*time.Second); status != 137 || !signaled {
				t.Fatalf("guarded-sh: status %d (signaled %v), want death by SIGKILL", status, signaled)
			}
			killed := time.Now()
			for _, pid := range pids {
				for alive(pid) && time.Since(killed) < time.Second {
					time.Sleep(10 * time.Millisecond)
				}
				if alive(pid) {
					t.Errorf("process %d of the command still runs a second after guarded-sh was killed", pid)
				}
			}
		})
	}
}

// alive reports whether process pid exists and is not a zombie.
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}
