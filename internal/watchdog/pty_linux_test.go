package watchdog

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// ptyShell is a real bash under a real PTY, its output drained into a buffer.
type ptyShell struct {
	t      testing.TB
	cmd    *exec.Cmd
	master *os.File
	tty    string

	mu     sync.Mutex
	out    bytes.Buffer
	onOut  func([]byte)
	done   chan struct{}
	exited chan struct{}
	once   sync.Once
}

const testPS1 = "__PS1__$ "

func startShell(t testing.TB, onOut func([]byte)) *ptyShell {
	t.Helper()
	bash := testenv.NeedShell(t, "bash")
	master, tty, err := pty.Open()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bash, "--norc", "--noprofile", "-i")
	cmd.Env = append(os.Environ(), "PS1="+testPS1, "TERM=dumb", "LC_ALL=C")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = tty, tty, tty
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	if err := cmd.Start(); err != nil {
		_ = master.Close() // best effort
		_ = tty.Close()    // best effort
		t.Fatal(err)
	}
	s := &ptyShell{t: t, cmd: cmd, master: master, tty: tty.Name(), onOut: onOut,
		done: make(chan struct{}), exited: make(chan struct{})}
	if err := tty.Close(); err != nil {
		t.Fatal(err)
	}
	go func() {
		defer close(s.done)
		buf := make([]byte, 32<<10)
		for {
			n, err := master.Read(buf)
			if n > 0 {
				s.mu.Lock()
				s.out.Write(buf[:n])
				if s.out.Len() > 1<<20 {
					s.out.Next(s.out.Len() - 64<<10)
				}
				f := s.onOut
				s.mu.Unlock()
				if f != nil {
					f(buf[:n])
				}
			}
			if err != nil {
				return // EIO after the shell exits
			}
		}
	}()
	go func() {
		_ = cmd.Wait() // reaped here; the status does not matter
		close(s.exited)
	}()
	t.Cleanup(s.stop)
	s.waitOutput(testPS1, 10*time.Second)
	return s
}

// stop kills the shell's session: every process group the shell created
// is in it, and all of them got SIGHUP when the session leader died; SIGKILL
// the leader's group and each remaining job explicitly.
func (s *ptyShell) stop() { s.once.Do(s.kill) }

func (s *ptyShell) kill() {
	pid := s.cmd.Process.Pid
	killSession(pid)
	select {
	case <-s.exited:
	case <-time.After(5 * time.Second):
		s.t.Errorf("shell %d did not exit", pid)
	}
	_ = s.master.Close() // best effort; ends the reader
	select {
	case <-s.done:
	case <-time.After(5 * time.Second):
		s.t.Errorf("output reader did not finish")
	}
	killSession(pid) // stragglers that ignored SIGHUP
}

// killSession SIGKILLs every process whose session is sid.
func killSession(sid int) {
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		var pid int
		if _, err := fmtSscan(e.Name(), &pid); err != nil {
			continue
		}
		if s, err := unix.Getsid(pid); err == nil && s == sid {
			_ = syscall.Kill(pid, syscall.SIGKILL) // best effort
		}
	}
}

func (s *ptyShell) send(line string) {
	s.t.Helper()
	if _, err := s.master.Write([]byte(line)); err != nil {
		s.t.Fatal(err)
	}
}

func (s *ptyShell) output() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.out.String()
}

// waitOutput polls until the output holds want, or fails at the deadline.
func (s *ptyShell) waitOutput(want string, d time.Duration) {
	s.t.Helper()
	waitFor(s.t, d, "output "+want, func() bool { return strings.Contains(s.output(), want) })
}

// countOutput returns how often want occurs in the output.
func (s *ptyShell) countOutput(want string) int {
	return strings.Count(s.output(), want)
}

var errNotNumber = errors.New("not a number")

func fmtSscan(s string, pid *int) (int, error) {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, errNotNumber
		}
		n = n*10 + int(c-'0')
	}
	if s == "" {
		return 0, errNotNumber
	}
	*pid = n
	return 1, nil
}
