//go:build linux

package session

import (
	"bufio"
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/fakeshell"
	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// TestMain doubles as the helper process of TestParentKilled, and as the
// fake pwsh and cmd of the fake-shell tests (fakeshell.Install).
func TestMain(m *testing.M) {
	fakeshell.Dispatch()
	if os.Getenv("GUARDED_SH_SESSION_HELPER") == "1" {
		s, err := Start(context.Background(), "bash", WithOutput(io.Discard))
		if err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		fmt.Println(s.Pid())
		select {} // until killed
	}
	os.Exit(m.Run())
}

// hashWriter hashes what it is given and counts it.
type hashWriter struct {
	h interface {
		io.Writer
		Sum([]byte) []byte
	}
	n int64
}

func (w *hashWriter) Write(p []byte) (int, error) {
	w.n += int64(len(p))
	return w.h.Write(p)
}

// allBytes is a printf command that prints every byte value, and things
// that look like markers but are not this session's.
func allBytes() string {
	var b strings.Builder
	b.WriteString("printf '")
	for c := 0; c < 256; c++ {
		fmt.Fprintf(&b, `\%03o`, c)
	}
	b.WriteString(`\n\r\n\r\033]6973;nope;P;0\007\033]6973;`)
	b.WriteString("'")
	return b.String()
}

func TestByteExactVsBash(t *testing.T) {
	forEachShell(t, func(t *testing.T, shell string) {
		var out testenv.Buffer
		s := start(t, shell, &out)
		for _, cmd := range []string{
			`printf 'a\nb\n'`,
			`printf 'cr\r\rlf\n\ncrlf\r\n'`,
			`printf 'no newline'`,
			allBytes(),
			`printf '\033[31mred\033[0m\n'`,
			"cat <<'EOF'\n\tindented\n\nEOF\n",
			// Control bytes a cooked terminal would act on: DEL, ^U,
			// ^C, ^D, ^W, ^V, ^R, ^Z, ^\, CR.
			"printf '%s\\n' 'a\x7fb\x15c\x03d\x04e\x17f\x16g\x12h\x1ai\x1cj\rk'",
			// A line longer than a cooked terminal's 4095 bytes.
			"echo " + strings.Repeat("0123456789", 1000),
		} {
			want, err := exec.Command("bash", "-c", cmd).Output()
			if err != nil {
				t.Fatal(err)
			}
			if st, err := s.Exec(cmd); err != nil || st != 0 {
				t.Fatalf("Exec(%q) = %d, %v", cmd, st, err)
			}
			if got := out.Take(); got != string(want) {
				t.Errorf("Exec(%.30q):\n got %q\nwant %q", cmd, got, want)
			}
		}
	})
}

// TestLargeOutput: 20 MB arrive byte-exact (sha256 against bash -c).
func TestLargeOutput(t *testing.T) {
	const cmd = "seq 1 2800000"
	want := sha256.New()
	c := exec.Command("bash", "-c", cmd)
	c.Stdout = want
	if err := c.Run(); err != nil {
		t.Fatal(err)
	}
	got := &hashWriter{h: sha256.New()}
	s, err := Start(context.Background(), "bash", WithOutput(got))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	start := time.Now()
	if st, err := s.Exec(cmd); err != nil || st != 0 {
		t.Fatalf("Exec = %d, %v", st, err)
	}
	if fmt.Sprintf("%x", got.h.Sum(nil)) != fmt.Sprintf("%x", want.Sum(nil)) {
		t.Errorf("sha256 differs (%d bytes received)", got.n)
	}
	t.Logf("%d bytes in %v", got.n, time.Since(start))
}

// TestParentKilled: SIGKILL to the process that owns a session leaves no
// shell behind.
func TestParentKilled(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	helper := exec.Command(exe, "-test.run=^$")
	helper.Env = append(os.Environ(), "GUARDED_SH_SESSION_HELPER=1")
	stdout, err := helper.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := helper.Start(); err != nil {
		t.Fatal(err)
	}
	defer helper.Wait() //nolint:errcheck // killed
	defer helper.Process.Kill()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil {
		t.Fatalf("helper said %q", line)
	}
	if waitGone(pid, 0) {
		t.Fatalf("shell %d not running", pid)
	}
	if err := helper.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if !waitGone(pid, 2*time.Second) {
		_ = syscall.Kill(pid, syscall.SIGKILL) // best effort: do not leave it
		t.Fatalf("shell %d survived its parent", pid)
	}
}

// TestNoLeak: Start, Restart and Close leave no descriptor open and no
// zombie.
func TestNoLeak(t *testing.T) {
	count := func() int {
		ents, err := os.ReadDir("/proc/self/fd")
		if err != nil {
			t.Fatal(err)
		}
		return len(ents)
	}
	forEachShell(t, func(t *testing.T, shell string) {
		before := count()
		s, err := Start(context.Background(), shell, WithOutput(io.Discard), WithIdle(time.Second))
		if err != nil {
			t.Fatal(err)
		}
		first := s.Pid()
		if _, err := s.Exec("echo x; sleep 30 &"); err != nil {
			t.Fatal(err)
		}
		if err := s.Restart(); err != nil {
			t.Fatal(err)
		}
		second := s.Pid()
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		for _, pid := range []int{first, second} {
			if _, err := os.Stat("/proc/" + strconv.Itoa(pid)); !os.IsNotExist(err) {
				t.Errorf("shell %d not reaped", pid)
			}
		}
		if after := count(); after != before {
			t.Errorf("descriptors: %d before, %d after", before, after)
		}
	})
}

// TestIdleEvent: a quiet running command is reported once.
func TestIdleEvent(t *testing.T) {
	events := make(chan Event, 8)
	var out testenv.Buffer
	s := start(t, "bash", &out, WithIdle(200*time.Millisecond), WithEvents(func(e Event) { events <- e }))
	res := make(chan result, 1)
	go func() {
		st, err := s.Exec(`printf 'Password: '; read x`)
		res <- result{st, err}
	}()
	select {
	case e := <-events:
		if e.Kind != Idle || !strings.HasSuffix(string(e.Tail), "Password: ") {
			t.Fatalf("event %v %q", e.Kind, e.Tail)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no idle event")
	}
	if err := s.Interrupt(); err != nil {
		t.Fatal(err)
	}
	if r := <-res; r.err != nil || r.status != 130 {
		t.Fatalf("interrupted read: %d, %v; want 130", r.status, r.err)
	}
	out.Take()
	if st, err := s.Exec("echo alive"); err != nil || st != 0 {
		t.Fatalf("after Interrupt: %d, %v", st, err)
	}
	if got := out.Take(); got != "alive\n" {
		t.Errorf("after Interrupt: %q", got)
	}
}
