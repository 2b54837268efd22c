package watchdog

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

func newReader(t testing.TB, s *ptyShell) *TTYReader {
	t.Helper()
	r, err := NewTTYReader(s.tty, s.cmd.Process.Pid)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// waitReading polls r until a reading satisfies ok.
func waitReading(t *testing.T, r *TTYReader, what string, ok func(Reading) bool) Reading {
	t.Helper()
	var got Reading
	waitFor(t, 10*time.Second, what, func() bool {
		rd, found, err := r.Check()
		if err != nil {
			t.Logf("Check: %v", err)
		}
		got = rd
		return found && ok(rd)
	})
	return got
}

func TestTTYReaderCat(t *testing.T) {
	s := startShell(t, nil)
	r := newReader(t, s)
	s.send("cat\n")
	rd := waitReading(t, r, "cat reading", func(rd Reading) bool { return rd.Comm == "cat" })
	if rd.Shell || rd.Wait != WaitRead || rd.FD != 0 || rd.PGID != rd.PID {
		t.Errorf("reading = %+v, want cat, not the shell, read on fd 0, group leader", rd)
	}
	if want := "process " + strconv.Itoa(rd.PID) + " (cat) blocked reading the terminal"; rd.String() != want {
		t.Errorf("String() = %q, want %q", rd.String(), want)
	}
}

func TestTTYReaderReadBuiltin(t *testing.T) {
	s := startShell(t, nil)
	r := newReader(t, s)
	s.send("read -p 'Password: ' x\n")
	rd := waitReading(t, r, "bash's read builtin", func(rd Reading) bool { return rd.Wait == WaitRead })
	if !rd.Shell || rd.PID != s.cmd.Process.Pid || rd.Comm != "bash" {
		t.Errorf("reading = %+v, want the shell reading", rd)
	}
	s.waitOutput("\r\nPassword: ", 10*time.Second) // the relay may lag the kernel; not the echo
	m, ok := PromptAtTail([]byte(s.output()))
	if !ok || m.Kind != "password" || m.Text != "Password:" {
		t.Errorf("PromptAtTail(%q) = %+v, %v", s.output(), m, ok)
	}
}

func TestTTYReaderShellAtPrompt(t *testing.T) {
	s := startShell(t, nil)
	r := newReader(t, s)
	rd := waitReading(t, r, "the shell at its prompt", func(Reading) bool { return true })
	if !rd.Shell || rd.PID != s.cmd.Process.Pid {
		t.Errorf("reading = %+v, want the shell", rd)
	}
	t.Logf("shell at its prompt: %v (wait %v via %s)", rd, rd.Wait, rd.Via)
}

// foregroundComm waits until the terminal's foreground group has a process
// named comm and returns the group.
func foregroundComm(t *testing.T, r *TTYReader, comm string) int {
	t.Helper()
	var pgid int
	waitFor(t, 10*time.Second, "foreground "+comm, func() bool {
		g, err := r.ForegroundGroup()
		if err != nil || g == 0 {
			return false
		}
		pids, _ := r.group(g)
		for _, pid := range pids {
			b, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/comm")
			if strings.TrimSpace(string(b)) == comm {
				pgid = g
				return true
			}
		}
		return false
	})
	return pgid
}

// TestTTYReaderNotReading: a sleeping program and one busy printing are not
// reading the terminal. Each is checked repeatedly while it runs.
func TestTTYReaderNotReading(t *testing.T) {
	for _, tc := range []struct{ name, cmd, comm string }{
		{"sleep", "sleep 5\n", "sleep"},
		{"busy printing", "yes busy | head -n 100000000\n", "yes"},
		{"busy loop in the shell", "bash -c 'while :; do echo busy; done'\n", "bash"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := startShell(t, nil)
			r := newReader(t, s)
			s.send(tc.cmd)
			if tc.comm == "bash" {
				waitFor(t, 10*time.Second, "output", func() bool { return s.countOutput("busy") > 100 })
			}
			g := foregroundComm(t, r, tc.comm)
			for i := 0; i < 50; i++ {
				rd, ok, err := r.Check()
				if err != nil {
					t.Fatal(err)
				}
				if ok {
					t.Fatalf("check %d: %v, want nothing reading (group %d)", i, rd, g)
				}
			}
		})
	}
}

func TestTTYReaderShellGone(t *testing.T) {
	s := startShell(t, nil)
	r := newReader(t, s)
	s.stop()
	if _, ok, err := r.Check(); ok || err == nil {
		t.Errorf("Check after the shell exited: ok=%v err=%v, want an error", ok, err)
	}
}

func TestNewTTYReaderNotTerminal(t *testing.T) {
	if _, err := NewTTYReader(os.Args[0], 1); err == nil {
		t.Error("NewTTYReader of a regular file: no error")
	}
}

// A command whose input is fed through another terminal (pty.Feed) is seen
// reading once that terminal is added with Also, and not before.
func TestTTYReaderAlso(t *testing.T) {
	s := startShell(t, nil)
	feed := startShell(t, nil) // only its terminal is used: another pts
	r := newReader(t, s)
	s.send("cat < " + feed.tty + "\n")
	foregroundComm(t, r, "cat")
	time.Sleep(200 * time.Millisecond) // cat is in its read
	if rd, found, _ := r.Check(); found && rd.Comm == "cat" {
		t.Errorf("without Also: %v", rd)
	}
	if err := r.Also(feed.tty); err != nil {
		t.Fatal(err)
	}
	rd := waitReading(t, r, "cat reading the other terminal", func(rd Reading) bool { return rd.Comm == "cat" })
	if rd.Wait != WaitRead || rd.FD != 0 {
		t.Errorf("reading = %+v, want cat blocked in read on fd 0", rd)
	}
	if err := r.Also(t.TempDir()); err == nil {
		t.Error("Also(a directory): want an error")
	}
	s.send("\x03") // cat lets go of the other terminal before it closes
	waitFor(t, 10*time.Second, "cat gone", func() bool {
		g, err := r.ForegroundGroup()
		return err == nil && g == s.cmd.Process.Pid
	})
}
