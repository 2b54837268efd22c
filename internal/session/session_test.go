package session

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// shells are the shells the session tests run: bash, dash and sh always
// (missing is a failure); zsh and mksh when installed, unless
// REQUIRE_SHELLS=1 makes a missing one a failure too.
var shells = []struct {
	name     string
	required bool
}{{"bash", true}, {"dash", true}, {"sh", true}, {"zsh", false}, {"mksh", false}}

func forEachShell(t *testing.T, f func(t *testing.T, shell string)) {
	for _, sh := range shells {
		t.Run(sh.name, func(t *testing.T) {
			if _, err := exec.LookPath(sh.name); err != nil && sh.required {
				t.Fatalf("%s not installed", sh.name)
			}
			testenv.NeedShell(t, sh.name)
			f(t, sh.name)
		})
	}
}

func start(t *testing.T, shell string, out *testenv.Buffer, opts ...Option) *Session {
	t.Helper()
	s, err := Start(context.Background(), shell, append([]Option{WithOutput(out)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return s
}

func TestExecStatusAndOutput(t *testing.T) {
	forEachShell(t, func(t *testing.T, shell string) {
		var out testenv.Buffer
		s := start(t, shell, &out)
		for _, tc := range []struct {
			cmd    string
			status int
			out    string
		}{
			{"true", 0, ""},
			{"false", 1, ""},
			{"(exit 7)", 7, ""},
			{`printf 'a\nb\r\n'`, 0, "a\nb\r\n"},
			{"echo x; false\n", 1, "x\n"},
			{"echo one\necho two\n(exit 3)\n", 3, "one\ntwo\n"},
			{"if true; then\n  echo in\nfi\n", 0, "in\n"},
			{"cat <<'EOF'\nline 1\n$HOME\nEOF\n", 0, "line 1\n$HOME\n"},
			{"echo 'multi\nline'", 0, "multi\nline\n"},
			{"echo err >&2; (exit 2)", 2, "err\n"},
			{"echo $PAGER $GIT_TERMINAL_PROMPT", 0, "cat 0\n"},
			{"", 0, ""},
		} {
			status, err := s.Exec(tc.cmd)
			if err != nil {
				t.Fatalf("Exec(%q): %v", tc.cmd, err)
			}
			if got := out.Take(); status != tc.status || got != tc.out {
				t.Errorf("Exec(%q) = %d, %q; want %d, %q", tc.cmd, status, got, tc.status, tc.out)
			}
		}
	})
}

func TestContinuationThenInterrupt(t *testing.T) {
	forEachShell(t, func(t *testing.T, shell string) {
		var out testenv.Buffer
		events := make(chan Event, 16)
		s := start(t, shell, &out, WithEvents(func(e Event) { events <- e }))
		// Written directly, as if it had bypassed the guard: incomplete.
		res := make(chan result, 1)
		go func() {
			st, err := s.Exec("echo \"abc\n")
			res <- result{st, err}
		}()
		select {
		case e := <-events:
			if e.Kind != Continuation {
				t.Fatalf("event %v, want continuation", e.Kind)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("no continuation event")
		}
		if err := s.Interrupt(); err != nil {
			t.Fatal(err)
		}
		select {
		case r := <-res:
			if r.err != nil || r.status == 0 {
				t.Errorf("after Interrupt: %d, %v; want a nonzero status", r.status, r.err)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("primary prompt did not come back after Interrupt")
		}
		out.Take()
		if st, err := s.Exec("echo after"); err != nil || st != 0 || out.Take() != "after\n" {
			t.Errorf("session not usable after Interrupt: %d, %v", st, err)
		}
	})
}

func TestInterruptRunning(t *testing.T) {
	forEachShell(t, func(t *testing.T, shell string) {
		var out testenv.Buffer
		s := start(t, shell, &out)
		res := make(chan result, 1)
		go func() {
			st, err := s.Exec("sleep 30")
			res <- result{st, err}
		}()
		// Wait until sleep runs, exec'd (before the exec the child may
		// still run the shell's own SIGINT handler), in the foreground:
		// the shell runs it without job control, in its own group.
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(5 * time.Millisecond) {
			if pg, err := s.ForegroundPgrp(); err == nil && pg == s.Pid() && childOf(s.Pid(), "sleep") != 0 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("sleep never in the foreground")
			}
		}
		if err := s.Interrupt(); err != nil {
			t.Fatal(err)
		}
		select {
		case r := <-res:
			if r.err != nil || r.status != 130 {
				t.Errorf("interrupted sleep: %d, %v; want 130", r.status, r.err)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("no prompt after Interrupt")
		}
	})
}

func TestExitAndRestart(t *testing.T) {
	forEachShell(t, func(t *testing.T, shell string) {
		var out testenv.Buffer
		s := start(t, shell, &out)
		old := s.Pid()
		st, err := s.Exec("exit 4")
		if err != ErrExited || st != 4 {
			t.Fatalf("exit 4: %d, %v", st, err)
		}
		out.Take() // interactive bash prints "exit"
		if err := s.Restart(); err != nil {
			t.Fatal(err)
		}
		if s.Pid() == old {
			t.Fatal("same pid after Restart")
		}
		if st, err := s.Exec("echo back"); err != nil || st != 0 || out.Take() != "back\n" {
			t.Errorf("after Restart: %d, %v", st, err)
		}
		if err := s.Kill(); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Exec("true"); err != ErrExited {
			t.Errorf("Exec after Kill: %v, want ErrExited", err)
		}
		if !waitGone(s.Pid(), 2*time.Second) {
			t.Errorf("shell %d alive after Kill", s.Pid())
		}
	})
}

// waitGone polls until pid is gone or a zombie.
func waitGone(pid int, d time.Duration) bool {
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			return true
		}
		if i := bytes.LastIndexByte(b, ')'); i >= 0 && len(b) > i+2 && (b[i+2] == 'Z' || b[i+2] == 'X') {
			return true
		}
	}
	return false
}

func TestInputFeedsRunningProgram(t *testing.T) {
	var out testenv.Buffer
	s := start(t, "bash", &out)
	res := make(chan result, 1)
	go func() {
		st, err := s.Exec("head -n 1")
		res <- result{st, err}
	}()
	// Wait until head runs, exec'd.
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		if childOf(s.Pid(), "head") != 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("head never in the foreground")
		}
	}
	if _, err := s.Input([]byte("hello\n")); err != nil {
		t.Fatal(err)
	}
	select {
	case r := <-res:
		if r.err != nil || r.status != 0 || out.Take() != "hello\n" {
			t.Errorf("Exec = %d, %v", r.status, r.err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("read did not get the input")
	}
	if err := s.FlushInput(); err != nil {
		t.Fatal(err)
	}
}

func TestExecContextAbandoned(t *testing.T) {
	forEachShell(t, func(t *testing.T, shell string) {
		var out testenv.Buffer
		s := start(t, shell, &out)
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		if _, err := s.ExecContext(ctx, "sleep 0.3; echo late; (exit 5)"); err != context.DeadlineExceeded {
			t.Fatalf("ExecContext: %v", err)
		}
		st, err := s.Exec("echo next")
		if err != nil || st != 0 {
			t.Fatalf("Exec after abandoned: %d, %v", st, err)
		}
		if got := out.Take(); got != "late\nnext\n" {
			t.Errorf("output %q", got)
		}
	})
}

// Under set -e a status that does not end the shell (a failure in an &&
// list) does not end it in the code around the command either.
func TestErrexitStatusKept(t *testing.T) {
	forEachShell(t, func(t *testing.T, shell string) {
		var out testenv.Buffer
		s := start(t, shell, &out)
		for _, c := range []struct {
			cmd  string
			want int
		}{{"set -e", 0}, {"false && true", 1}, {"echo \"alive $?\"", 0}, {"set +e; false", 1}, {"echo \"st=$?\"", 0}} {
			if st, err := s.Exec(c.cmd); err != nil || st != c.want {
				t.Fatalf("%q: %d, %v; want %d; output %q", c.cmd, st, err, c.want, out.String())
			}
		}
		if got := out.String(); got != "alive 1\nst=1\n" {
			t.Errorf("output %q, want %q", got, "alive 1\nst=1\n")
		}
	})
}
