//go:build linux

package session

import (
	"context"
	"fmt"
	"github.com/guarded-sh/guarded-sh/internal/shquote"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/pty"
	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// pusherSource pushes its argument into its controlling terminal's input
// with TIOCSTI, a byte at a time, as if typed.
const pusherSource = `package main

import (
	"os"
	"syscall"
	"unsafe"
)

func main() {
	f, err := os.OpenFile("/dev/tty", os.O_RDWR, 0)
	if err != nil {
		os.Exit(2)
	}
	for _, c := range []byte(os.Args[1]) {
		if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), syscall.TIOCSTI, uintptr(unsafe.Pointer(&c))); e != 0 {
			os.Exit(3)
		}
	}
}
`

// buildPusher compiles the TIOCSTI pusher into dir and returns its path.
func buildPusher(t testing.TB, dir string) string {
	t.Helper()
	src := filepath.Join(dir, "pusher.go")
	if err := os.WriteFile(src, []byte(pusherSource), 0o600); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "pusher")
	cmd := exec.Command("go", "build", "-o", bin, src)
	cmd.Env = append(os.Environ(), "GO111MODULE=off", "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the pusher: %v\n%s", err, out)
	}
	return bin
}

// forgedMarker is a command's copy of the shell's primary marker: the
// nonce is no secret (bash: ${PS1@P}).
func forgedMarker(s *Session) string {
	return `printf '\033]6973;` + s.proc().nonce + `;P;0\007'`
}

var modes = []struct {
	name string
	mode pty.Mode
}{{"stream", pty.ModeStream}, {"terminal", pty.ModeTerminal}}

func forEachShellMode(t *testing.T, f func(t *testing.T, shell string, mode pty.Mode)) {
	forEachShell(t, func(t *testing.T, shell string) {
		for _, m := range modes {
			t.Run(m.name, func(t *testing.T) { f(t, shell, m.mode) })
		}
	})
}

// startIn starts a session and makes dir its working directory.
func startIn(t *testing.T, shell string, out *testenv.Buffer, dir string, opts ...Option) *Session {
	t.Helper()
	s := start(t, shell, out, opts...)
	if st, err := s.Exec("cd " + shquote.Single(dir)); err != nil || st != 0 {
		t.Fatalf("cd: %d, %v", st, err)
	}
	return s
}

// noFile fails when path exists: a line the session never wrote ran.
func noFile(t testing.TB, path, how string) {
	t.Helper()
	if _, err := os.Stat(path); err == nil {
		t.Fatalf("%s ran: %s exists", how, filepath.Base(path))
	}
}

// Keys typed while a command runs that it does not read are never read by
// the shell as its next command (issue 11, item 1).
func TestTypeAheadNeverRuns(t *testing.T) {
	forEachShellMode(t, func(t *testing.T, shell string, mode pty.Mode) {
		dir := t.TempDir()
		var out testenv.Buffer
		s := startIn(t, shell, &out, dir, WithMode(mode))
		done := make(chan error, 1)
		go func() { _, err := s.Exec("sleep 0.3"); done <- err }()
		time.Sleep(100 * time.Millisecond)
		if _, err := s.Input([]byte("touch TYPED\n")); err != nil {
			t.Fatal(err)
		}
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		if st, err := s.Exec("echo next"); err != nil || st != 0 {
			t.Fatalf("next: %d, %v", st, err)
		}
		time.Sleep(100 * time.Millisecond)
		noFile(t, filepath.Join(dir, "TYPED"), "the typed-ahead line")
	})
}

// A command that pushes input into its own terminal (TIOCSTI) cannot make
// the shell run it (item 2).
func TestPushedInputNeverRuns(t *testing.T) {
	pusher := buildPusher(t, t.TempDir())
	forEachShellMode(t, func(t *testing.T, shell string, mode pty.Mode) {
		dir := t.TempDir()
		var out testenv.Buffer
		s := startIn(t, shell, &out, dir, WithMode(mode))
		if st, err := s.Exec(shquote.Single(pusher) + " 'touch PUSHED\n'"); err != nil || st != 0 {
			t.Fatalf("pusher: %d, %v: %q", st, err, out.String())
		}
		if st, err := s.Exec("echo next"); err != nil || st != 0 {
			t.Fatalf("next: %d, %v", st, err)
		}
		// A pusher in the background pushes while the shell waits.
		if _, err := s.Exec("(sleep 0.1; " + shquote.Single(pusher) + " 'touch BGPUSHED\n') &"); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
		if st, err := s.Exec("wait; echo next"); err != nil || st != 0 {
			t.Fatalf("next: %d, %v", st, err)
		}
		time.Sleep(100 * time.Millisecond)
		noFile(t, filepath.Join(dir, "PUSHED"), "the pushed line")
		noFile(t, filepath.Join(dir, "BGPUSHED"), "the line pushed in the background")
	})
}

// A command's copy of the prompt marker does not end the Exec: the line
// written next is not read by the still-running command (item 3).
func TestForgedMarkerIgnored(t *testing.T) {
	forEachShellMode(t, func(t *testing.T, shell string, mode pty.Mode) {
		var out testenv.Buffer
		s := start(t, shell, &out, WithMode(mode))
		type res struct {
			st  int
			err error
		}
		done := make(chan res, 1)
		go func() {
			st, err := s.Exec(forgedMarker(s) + "; read -r x; echo \"got:$x\"")
			done <- res{st, err}
		}()
		select {
		case r := <-done:
			t.Fatalf("the forged marker ended the Exec: %d, %v", r.st, r.err)
		case <-time.After(300 * time.Millisecond):
		}
		if _, err := s.Input([]byte("data\n")); err != nil {
			t.Fatal(err)
		}
		select {
		case r := <-done:
			if r.err != nil || r.st != 0 || !strings.Contains(out.String(), "got:data") {
				t.Fatalf("%d, %v, output %q", r.st, r.err, out.String())
			}
		case <-time.After(5 * time.Second):
			t.Fatal("the Exec did not end after its input came")
		}
	})
}

// TestInputStress runs random interleavings of typed-ahead input, pushed
// input and forged markers in a stream and in a terminal session: the only
// commands that run are those given to Exec (Done-when of issue 11).
func TestInputStress(t *testing.T) {
	if testing.Short() {
		t.Skip("stress")
	}
	pusher := buildPusher(t, t.TempDir())
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			dir := t.TempDir()
			var out testenv.Buffer
			s := startIn(t, "bash", &out, dir, WithMode(m.mode))
			rng := rand.New(rand.NewPCG(11, uint64(m.mode)))
			// A forger prints a made-up marker and a copy of the
			// shell's last one, token included (${PS1@P}).
			forged := forgedMarker(s) + `; printf '%s' "${PS1@P}"`
			// The bound is for a machine far slower than CI's, not a
			// speed test: 1,000 interleavings take about 25 s on CI's 2
			// cores and about 40 s under a load of 20.
			deadline := time.Now().Add(90 * time.Second)
			n, all := 0, ""
			var cmds []string
			for ; n < 1000 && time.Now().Before(deadline); n++ {
				bad := fmt.Sprintf("touch BAD%d\n", n)
				var cmd string
				switch rng.IntN(5) {
				case 0: // pushes a line, maybe half of it
					line := bad
					if rng.IntN(2) == 0 {
						line = line[:rng.IntN(len(line))]
					}
					cmd = shquote.Single(pusher) + " " + shquote.Single(line)
				case 1: // forged markers, then reads a line
					cmd = forged + "; read -t 0.01 -r x; true"
				case 2: // forged markers, then a line pushed
					cmd = forged + "; " + shquote.Single(pusher) + " " + shquote.Single(bad)
				case 3: // typed ahead while it runs
					cmd = "sleep 0.0" + fmt.Sprint(rng.IntN(3))
				default:
					cmd = "true"
				}
				if rng.IntN(4) == 0 {
					cmd = "(" + cmd + ") &" // in the background
				}
				cmds = append(cmds, cmd)
				done := make(chan error, 1)
				go func() {
					_, err := s.Exec(cmd + "\necho ok" + fmt.Sprint(n))
					done <- err
				}()
				if rng.IntN(2) == 0 {
					time.Sleep(time.Duration(rng.IntN(2000)) * time.Microsecond)
					_, _ = s.Input([]byte(bad)) // typed ahead
				}
				select {
				case err := <-done:
					if err != nil {
						t.Fatalf("%d: %q: %v", n, cmd, err)
					}
				case <-time.After(5 * time.Second):
					t.Fatalf("%d: %q did not end", n, cmd)
				}
				// Every Exec ends on its own prompt: no forged marker,
				// from the foreground or a background job, ends one.
				got := strings.ReplaceAll(out.Take(), "\r\n", "\n")
				all += got
				if want := fmt.Sprintf("ok%d\n", n); !strings.Contains(got, want) {
					t.Fatalf("%d: %q: output %q lacks %q: the Exec ended on another prompt", n, cmd, got, want)
				}
			}
			wctx, wcancel := context.WithTimeout(context.Background(), 5*time.Second)
			if _, err := s.ExecContext(wctx, "wait"); err != nil {
				t.Fatalf("wait: %v: a background job still runs", err)
			}
			wcancel()
			all += strings.ReplaceAll(out.Take(), "\r\n", "\n")
			for i := range n {
				want := fmt.Sprintf("ok%d\n", i)
				k := strings.Index(all, want)
				if k < 0 {
					t.Fatalf("no %q in the output: a command did not run; commands %q; output after ok%d: %q", want, cmds[max(0, i-2):min(n, i+2)], i-1, all[:min(len(all), 400)])
				}
				all = all[k+len(want):]
			}
			ents, _ := os.ReadDir(dir)
			for _, e := range ents {
				t.Errorf("%s exists: a line the session never wrote ran", e.Name())
			}
			t.Logf("%d interleavings", n)
			if n < 1000 {
				t.Errorf("only %d interleavings within the bound", n)
			}
		})
	}
}

// History is off: a history file a command may have written is not read,
// and "!" is not expanded (item 5; fc and r are refused by the policy).
func TestHistoryOff(t *testing.T) {
	forEachShell(t, func(t *testing.T, shell string) {
		home := t.TempDir()
		for _, f := range []string{".bash_history", ".zsh_history", ".sh_history", ".mksh_history", ".history"} {
			if err := os.WriteFile(filepath.Join(home, f), []byte("touch FROMHIST\n"), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		var out testenv.Buffer
		s := startIn(t, shell, &out, home, WithEnv(append(os.Environ(), "HOME="+home)))
		_, _ = s.Exec("fc -s touch")
		_, _ = s.Exec("fc -e - touch 2>/dev/null")
		_, _ = s.Exec("history -s 'touch BANG' 2>/dev/null; print -s 'touch BANG' 2>/dev/null")
		_, _ = s.Exec("!! 2>/dev/null")
		_, _ = s.Exec("!touch 2>/dev/null")
		if st, err := s.Exec("echo alive"); err != nil || st != 0 {
			t.Fatalf("alive: %d, %v", st, err)
		}
		noFile(t, filepath.Join(home, "FROMHIST"), "the history file's line")
		noFile(t, filepath.Join(home, "BANG"), "a history expansion")
	})
}

// A command that removes or replaces the function that sets the marker's
// token does not break the markers: it is defined again after each block.
func TestTokenFunctionReplaced(t *testing.T) {
	forEachShell(t, func(t *testing.T, shell string) {
		var out testenv.Buffer
		s := start(t, shell, &out)
		for _, cmd := range []string{"true", "unset -f __guarded_sh_ran", "__guarded_sh_ran() { :; }", "echo after"} {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			st, err := s.ExecContext(ctx, cmd)
			cancel()
			if err != nil || st != 0 {
				t.Fatalf("%q: %d, %v", cmd, st, err)
			}
		}
		if got := out.String(); !strings.Contains(got, "after") {
			t.Errorf("output %q", got)
		}
	})
}
