//go:build linux

package session

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/fakeshell"
	"github.com/guarded-sh/guarded-sh/internal/testenv"
	"github.com/guarded-sh/guarded-sh/internal/watchdog"
)

// fakeShell is one personality of the fake shell (package fakeshell),
// which stands for pwsh and cmd here.
type fakeShell struct {
	name string // the subtest's
	kind Kind
	env  []string // added to the environment
	// cont is what the fake prints as its continuation prompt: no marker
	// but with PSReadLine.
	cont string
}

var fakeShells = []fakeShell{
	{name: "pwsh", kind: PowerShell, cont: ">> "},
	{name: "pwsh-psreadline", kind: PowerShell, env: []string{"FAKESHELL_PSREADLINE=1"}},
	{name: "cmd", kind: Cmd, cont: "More? "},
}

// forEachFake runs f for each personality, with the fake installed once
// for the test under the names pwsh and cmd.
func forEachFake(t *testing.T, f func(t *testing.T, sh fakeShell, path string, opts ...Option)) {
	pwsh, cmd, err := fakeshell.Install(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, sh := range fakeShells {
		t.Run(sh.name, func(t *testing.T) {
			path := pwsh
			if sh.kind == Cmd {
				path = cmd
			}
			f(t, sh, path, WithEnv(append(os.Environ(), sh.env...)))
		})
	}
}

// execWithin is Exec that gives up after a generous while, so that a
// broken model of the shell fails the test rather than hanging it.
func execWithin(s *Session, cmd string) (int, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	return s.ExecContext(ctx, cmd)
}

// pick returns pwsh's or cmd's version of a command or output.
func (sh fakeShell) pick(pwsh, cmd string) string {
	if sh.kind == Cmd {
		return cmd
	}
	return pwsh
}

// status is what Exec returns for a command that leaves status st: cmd's
// prompt cannot carry it.
func (sh fakeShell) status(st int) int {
	if sh.kind == Cmd {
		return -1
	}
	return st
}

func TestFakeExec(t *testing.T) {
	forEachFake(t, func(t *testing.T, sh fakeShell, path string, opts ...Option) {
		var out testenv.Buffer
		s := start(t, path, &out, opts...)
		if s.Kind() != sh.kind {
			t.Fatalf("Kind() = %v, want %v", s.Kind(), sh.kind)
		}
		// First, while $LASTEXITCODE is unset: the prompt function reports
		// a failing cmdlet after a failing native command with the
		// latter's $LASTEXITCODE.
		status, err := execWithin(s, sh.pick("Write-Error boom", "nosuch"))
		if got := out.Take(); err != nil || status != sh.status(1) || !strings.Contains(got, sh.pick("boom", "'nosuch' is not recognized")) {
			t.Errorf("failing command: %d, %v, %q", status, err, got)
		}
		nl := sh.pick("\n", "\r\n")
		for _, tc := range []struct {
			cmd    string
			status int
			out    string
		}{
			{sh.pick("Write-Output hi", "echo hi"), 0, "hi" + nl},
			{`sh -c "exit 3"`, 3, ""},
			{sh.pick("Write-Output one\nWrite-Output two\n", "echo one\necho two\n"), 0, "one" + nl + "two" + nl},
			// Lines that leave the input open: their continuation prompts,
			// without a marker or with one, are taken out of the output.
			{sh.pick("if ($true) {\n  Write-Output in\n}\n", "echo a^\nb^\nc\n"), 0, sh.pick("in\n", "abc\r\n")},
			{sh.pick("Write-Output 'multi\nline'", "echo x^\n y\n"), 0, sh.pick("multi\nline\n", "x y\r\n")},
			// The same text elsewhere is output.
			{"echo '" + sh.pick(">> ", "More? ") + "'", 0, sh.pick(">> ", "'More? '") + nl},
			{sh.pick("Write-Output $env:PAGER", "echo %PAGER%"), 0, "cat" + nl},
			{"", 0, ""},
		} {
			status, err := execWithin(s, tc.cmd)
			if err != nil {
				t.Fatalf("Exec(%q): %v; output %q", tc.cmd, err, out.String())
			}
			if got := out.Take(); status != sh.status(tc.status) || got != tc.out {
				t.Errorf("Exec(%q) = %d, %q; want %d, %q", tc.cmd, status, got, sh.status(tc.status), tc.out)
			}
		}
		if sh.kind == Cmd {
			if _, err := s.Exec("cmd /c exit 3"); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Exec("echo %ERRORLEVEL%"); err != nil || out.Take() != "3\r\n" {
				t.Errorf("ERRORLEVEL not kept")
			}
		}
	})
}

// Input that the lexer finds open (given to Exec unchecked, as if it had
// bypassed the guard) makes the shell print its continuation prompt after
// the last line: a Continuation event, then Interrupt brings the primary
// prompt back and the session resynchronises.
func TestFakeContinuationThenInterrupt(t *testing.T) {
	forEachFake(t, func(t *testing.T, sh fakeShell, path string, opts ...Option) {
		var out testenv.Buffer
		events := make(chan Event, 16)
		s := start(t, path, &out, append(opts, WithEvents(func(e Event) { events <- e }))...)
		res := make(chan result, 1)
		go func() {
			st, err := s.Exec(sh.pick("Write-Output 'abc\n", "echo abc^\n"))
			res <- result{st, err}
		}()
		select {
		case e := <-events:
			if e.Kind != Continuation {
				t.Fatalf("event %v, want continuation", e.Kind)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no continuation event; output %q", out.String())
		}
		if err := s.Interrupt(); err != nil {
			t.Fatal(err)
		}
		select {
		case r := <-res:
			if r.err != nil || r.status != sh.status(0) {
				t.Errorf("after Interrupt: %d, %v; want %d (the status as it was)", r.status, r.err, sh.status(0))
			}
		case <-time.After(10 * time.Second):
			t.Fatal("primary prompt did not come back after Interrupt")
		}
		if got := out.Take(); got != "" {
			t.Errorf("output %q: the continuation prompt was not taken out", got)
		}
		if st, err := s.Exec("echo after"); err != nil || st != sh.status(0) || out.Take() != "after"+sh.pick("\n", "\r\n") {
			t.Errorf("session not usable after Interrupt: %d, %v", st, err)
		}
	})
}

// Input the lexer finds complete but the fake shell does not (a line
// ending in @@) stands for a disagreement between the lexer and the real
// shell: no event tells it; the continuation prompt stays in the output,
// where the watchdog recognises it once the output is idle.
func TestFakeDisagreement(t *testing.T) {
	forEachFake(t, func(t *testing.T, sh fakeShell, path string, opts ...Option) {
		if sh.cont == "" {
			t.Skip("the continuation prompt carries a marker")
		}
		var out testenv.Buffer
		events := make(chan Event, 16)
		s := start(t, path, &out, append(opts, WithIdle(100*time.Millisecond), WithEvents(func(e Event) { events <- e }))...)
		res := make(chan result, 1)
		go func() {
			st, err := s.Exec("echo more@@\n")
			res <- result{st, err}
		}()
		deadline := time.After(10 * time.Second)
	wait:
		for {
			select {
			case e := <-events:
				if e.Kind == Idle && len(e.Tail) == 0 {
					continue // idle before the fake shell printed its prompt (a loaded machine)
				}
				if e.Kind != Idle || string(e.Tail) != sh.cont {
					t.Fatalf("event %v %q, want idle with %q", e.Kind, e.Tail, sh.cont)
				}
				m, ok := watchdog.PromptAtTail(e.Tail)
				if !ok || m.Kind != sh.pick("powershell-continuation", "cmd-more") {
					t.Errorf("watchdog.PromptAtTail(%q) = %v, %v", e.Tail, m, ok)
				}
				break wait
			case <-deadline:
				t.Fatalf("no idle event; output %q", out.String())
			}
		}
		if err := s.Interrupt(); err != nil {
			t.Fatal(err)
		}
		select {
		case r := <-res:
			if r.err != nil {
				t.Errorf("after Interrupt: %v", r.err)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("primary prompt did not come back after Interrupt")
		}
		out.Take()
		if st, err := s.Exec("echo alive"); err != nil || out.Take() != "alive"+sh.pick("\n", "\r\n") {
			t.Errorf("session not usable after Interrupt: %d, %v", st, err)
		}
	})
}

// childOf returns the pid of a child of pid whose command name is comm, or 0.
func childOf(pid int, comm string) int {
	dirs, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, d := range dirs {
		b, err := os.ReadFile(d)
		if err != nil {
			continue
		}
		i, j := bytes.IndexByte(b, '('), bytes.LastIndexByte(b, ')')
		if i < 0 || j < i || string(b[i+1:j]) != comm {
			continue
		}
		f := strings.Fields(string(b[j+1:]))
		if len(f) > 1 && f[1] == strconv.Itoa(pid) {
			n, _ := strconv.Atoi(filepath.Base(filepath.Dir(d)))
			return n
		}
	}
	return 0
}

// A native command gets the interrupt; the shell reports its status.
func TestFakeInterruptRunning(t *testing.T) {
	forEachFake(t, func(t *testing.T, sh fakeShell, path string, opts ...Option) {
		var out testenv.Buffer
		s := start(t, path, &out, opts...)
		res := make(chan result, 1)
		go func() {
			st, err := s.Exec("sleep 30")
			res <- result{st, err}
		}()
		for deadline := time.Now().Add(10 * time.Second); childOf(s.Pid(), "sleep") == 0; time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("sleep never started")
			}
		}
		if err := s.Interrupt(); err != nil {
			t.Fatal(err)
		}
		select {
		case r := <-res:
			if r.err != nil || r.status != sh.status(130) {
				t.Errorf("interrupted sleep: %d, %v; want %d", r.status, r.err, sh.status(130))
			}
		case <-time.After(10 * time.Second):
			t.Fatal("no prompt after Interrupt")
		}
		if st, err := s.Exec("echo next"); err != nil || out.Take() != "next"+sh.pick("\n", "\r\n") {
			t.Errorf("after Interrupt: %d, %v", st, err)
		}
	})
}

// An abandoned Exec's late prompt does not end the next one: the sync
// command of the shell's kind finds the place again.
func TestFakeExecContextAbandoned(t *testing.T) {
	forEachFake(t, func(t *testing.T, sh fakeShell, path string, opts ...Option) {
		var out testenv.Buffer
		s := start(t, path, &out, opts...)
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		if _, err := s.ExecContext(ctx, `sh -c "sleep 0.3; echo late; exit 5"`); err != context.DeadlineExceeded {
			t.Fatalf("ExecContext: %v", err)
		}
		st, err := s.Exec("echo next")
		if err != nil || st != sh.status(0) {
			t.Fatalf("Exec after abandoned: %d, %v", st, err)
		}
		if got, want := out.Take(), "late\nnext"+sh.pick("\n", "\r\n"); got != want {
			t.Errorf("output %q, want %q", got, want)
		}
	})
}

func TestFakeExitAndRestart(t *testing.T) {
	forEachFake(t, func(t *testing.T, sh fakeShell, path string, opts ...Option) {
		var out testenv.Buffer
		s := start(t, path, &out, opts...)
		old := s.Pid()
		st, err := s.Exec("exit 4")
		if err != ErrExited || st != 4 {
			t.Fatalf("exit 4: %d, %v", st, err)
		}
		if err := s.Restart(); err != nil {
			t.Fatal(err)
		}
		if s.Pid() == old {
			t.Fatal("same pid after Restart")
		}
		if st, err := s.Exec("echo back"); err != nil || st != sh.status(0) || out.Take() != "back"+sh.pick("\n", "\r\n") {
			t.Errorf("after Restart: %d, %v", st, err)
		}
		if err := s.Kill(); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Exec("echo never"); err != ErrExited {
			t.Errorf("Exec after Kill: %v, want ErrExited", err)
		}
		if !waitGone(s.Pid(), 5*time.Second) {
			t.Errorf("shell %d alive after Kill", s.Pid())
		}
	})
}
