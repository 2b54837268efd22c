package session

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/shquote"
	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// gateWriter holds the first write that contains at until open is called:
// a session whose output is read late (a loaded machine).
type gateWriter struct {
	out     *testenv.Buffer
	at      []byte
	held    chan struct{} // closed when the write is held
	release chan struct{}
	once    sync.Once
}

func newGate(out *testenv.Buffer, at string) *gateWriter {
	return &gateWriter{out: out, at: []byte(at), held: make(chan struct{}), release: make(chan struct{})}
}

func (g *gateWriter) Write(b []byte) (int, error) {
	if bytes.Contains(b, g.at) {
		g.once.Do(func() {
			close(g.held)
			<-g.release
		})
	}
	return g.out.Write(b)
}

// WaitsSince tells the shell waiting inside a command (its read builtin)
// from the shell back at its prompt whose marker has not been read yet,
// however late that is, and the barrier never shows in the output.
func TestWaitsSince(t *testing.T) {
	forEachShell(t, func(t *testing.T, shell string) {
		t.Parallel() // with each other: no other test runs meanwhile
		var out testenv.Buffer
		g := newGate(&out, "late")
		s := start(t, shell, &out, WithOutput(g))
		if s.WaitsSince(s.Mark(), time.Second) {
			t.Error("WaitsSince at the prompt, no Exec running")
		}

		// The shell at its prompt, its marker held behind "late".
		res := make(chan result, 1)
		go func() {
			st, err := s.Exec("echo late")
			res <- result{st, err}
		}()
		<-g.held
		if s.WaitsSince(s.Mark(), 300*time.Millisecond) {
			t.Error("WaitsSince with the Exec's primary marker written but not read")
		}
		close(g.release)
		if r := <-res; r.err != nil || r.status != 0 {
			t.Fatalf("Exec: %d, %v", r.status, r.err)
		}
		if s.WaitsSince(s.Mark(), time.Second) {
			t.Error("WaitsSince after the Exec ended")
		}

		// The shell inside the command: its read builtin waits.
		go func() {
			st, err := s.Exec("read x; echo \"got $x\"")
			res <- result{st, err}
		}()
		var m Mark
		for deadline := time.Now().Add(5 * time.Second); !m.whole; time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the command was never written")
			}
			m = s.Mark()
		}
		if !s.WaitsSince(m, 5*time.Second) {
			t.Error("WaitsSince false with the shell's read builtin waiting")
		}
		// A barrier whose marker the terminal discarded (a tcflush)
		// holds up the next ones only until it is taken for lost.
		p := s.proc()
		p.mu.Lock()
		p.bar = &barrier{token: "lost", done: make(chan struct{}), sent: time.Now()}
		p.mu.Unlock()
		if s.WaitsSince(m, 100*time.Millisecond) {
			t.Error("WaitsSince true with an earlier barrier on its way")
		}
		p.mu.Lock()
		p.bar.sent = time.Now().Add(-barrierLost)
		p.mu.Unlock()
		if !s.WaitsSince(m, 5*time.Second) {
			t.Error("WaitsSince false after a lost barrier")
		}
		if _, err := s.Input([]byte("y\n")); err != nil {
			t.Fatal(err)
		}
		if r := <-res; r.err != nil || r.status != 0 {
			t.Fatalf("Exec: %d, %v", r.status, r.err)
		}
		if got, want := out.Take(), "late\ngot y\n"; got != want {
			t.Errorf("output %q, want %q", got, want)
		}
	})
}

// An interrupt for a command is not repeated: once the command, deaf to
// it, is killed, the shell is back at its prompt, and however late its
// marker is read no further SIGINT reaches it (here a trap in the shell
// counts them: the first, sent to the whole group, may reach it too).
func TestInterruptForCommandOnce(t *testing.T) {
	forEachShell(t, func(t *testing.T, shell string) {
		t.Parallel()
		ints := filepath.Join(t.TempDir(), "ints")
		var out testenv.Buffer
		g := newGate(&out, "go\n")
		s := start(t, shell, &out, WithOutput(g))
		if _, err := s.Exec("trap 'echo x >>" + shquote.Single(ints) + "' INT"); err != nil {
			t.Fatal(err)
		}
		res := make(chan result, 1)
		go func() {
			st, err := s.Exec(`echo go; sh -c 'trap "" INT; cat'`)
			res <- result{st, err}
		}()
		<-g.held
		for deadline := time.Now().Add(5 * time.Second); childOf(childOf(s.Pid(), "sh"), "cat") == 0; time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("cat never ran")
			}
		}
		if err := s.Interrupt(); err != nil {
			t.Fatal(err)
		}
		if !s.KillJob() {
			t.Fatal("KillJob found nothing to kill")
		}
		time.Sleep(5 * InterruptRetry) // the shell's prompt waits behind "go"
		close(g.release)
		if r := <-res; r.err != nil || r.status != 137 {
			t.Fatalf("Exec: %d, %v; want 137", r.status, r.err)
		}
		if st, err := s.Exec("echo after"); err != nil || st != 0 {
			t.Fatalf("Exec after: %d, %v", st, err)
		}
		b, _ := os.ReadFile(ints) // none: the shell took no SIGINT
		if n := strings.Count(string(b), "x"); n > 1 {
			t.Errorf("the shell took %d SIGINTs, want at most the first", n)
		}
	})
}
