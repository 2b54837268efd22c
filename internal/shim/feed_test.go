//go:build unix

package shim

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/fakeshell"
	"github.com/guarded-sh/guarded-sh/internal/shquote"
)

// allStreamShells are the posix shells CI installs.
var allStreamShells = []string{"bash", "dash", "zsh", "mksh"}

// In feed mode, input that arrives while a command runs goes to the
// command, a line at a time, when it reads; lines it never asks for are
// checked as the next command; what it was given and left unread is
// dropped and reported, never run; the shell's state carries over as
// without feed mode.
func TestStreamFeed(t *testing.T) {
	for _, sh := range allStreamShells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, sh, "GUARDED_SH_FEED=1")
			r.write(`echo ready1; read x; echo "got $x"` + "\n")
			r.waitFor(&r.stdout, "ready1\n")
			r.write("hello\n")
			r.waitFor(&r.stdout, "got hello\n")

			// head asks for one line; the next was never asked for: it
			// is the next command, judged as any other.
			r.write("echo ready2; head -n1\n")
			r.waitFor(&r.stdout, "ready2\n")
			r.write("a\nrm -rf ~\n")
			r.waitFor(&r.stderr, "guarded-sh: blocked [fs.rm-home] rm -rf ~\n")

			// dd takes one byte of the line it was given: the rest is
			// dropped, not run.
			r.write("echo ready3; dd bs=1 count=1 2>/dev/null; echo\n")
			r.waitFor(&r.stdout, "ready3\n")
			r.write("xecho no\n")
			r.waitFor(&r.stderr, "guarded-sh: feed: 8 bytes of input sent while the command ran were not read by it; they were dropped, not run\n")

			r.write("cd /tmp && x=kept\n")
			r.write(`echo "$(pwd) $x"` + "\n")
			r.waitFor(&r.stdout, "/tmp kept\n")
			r.write("exit 3\n")
			if code := r.finish(); code != 3 {
				t.Errorf("status %d, want 3", code)
			}
			// (An interactive bash says "exit" as it leaves.)
			if want := "ready1\ngot hello\nready2\na\nready3\nx\n/tmp kept\n"; strings.TrimSuffix(r.stdout.String(), "exit\n") != want {
				t.Errorf("stdout %q, want %q", r.stdout.String(), want)
			}
		})
	}
}

// Ctrl-D at the start of a line ends a fed command's input.
func TestStreamFeedEOF(t *testing.T) {
	for _, sh := range streamShells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, sh, "GUARDED_SH_FEED=1")
			r.write("echo ready; cat; echo done\n")
			r.waitFor(&r.stdout, "ready\n")
			r.write("line\n\x04")
			r.waitFor(&r.stdout, "line\ndone\n")
			if code := r.finish(); code != 0 {
				t.Errorf("status %d, want 0\nstderr: %s", code, r.stderr.String())
			}
		})
	}
}

// A command waiting on the feed terminal with nothing sent is found by the
// kernel check and interrupted after the idle period, as without feed mode.
func TestStreamFeedWait(t *testing.T) {
	for _, sh := range streamShells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, sh, "GUARDED_SH_FEED=1", "GUARDED_SH_WATCHDOG_IDLE=300ms", "GUARDED_SH_WATCHDOG_POLL=100ms", "GUARDED_SH_WATCHDOG_GRACE=1s")
			r.write("cat\n")
			r.waitFor(&r.stderr, "guarded-sh: watchdog: session:")
			for _, want := range []string{"(cat) blocked reading the terminal", "interrupted (Ctrl-C)", "survived", "fix: send the input it waits for while it runs"} {
				if !strings.Contains(r.stderr.String(), want) {
					t.Errorf("report lacks %q:\n%s", want, r.stderr.String())
				}
			}
			r.write("echo alive\n")
			r.waitFor(&r.stdout, "alive\n")
			if code := r.finish(); code != 0 {
				t.Errorf("status %d, want 0", code)
			}
		})
	}
}

// Shells that cannot redirect a command's input to the feed terminal hold
// input as without feed mode, and say so once.
func TestStreamFeedUnsupported(t *testing.T) {
	if !streamSupported {
		t.Skip("stream mode needs a PTY")
	}
	pwsh, _, err := fakeshell.Install(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	r := startStream(t, pwsh, "GUARDED_SH_FEED=1")
	r.write("echo alive\n")
	r.waitFor(&r.stdout, "alive")
	if code := r.finish(); code != 0 {
		t.Errorf("status %d, want 0", code)
	}
	if want := "guarded-sh: warning: feed mode: " + pwsh + " cannot redirect a command's input"; !strings.Contains(r.stderr.String(), want) {
		t.Errorf("stderr lacks %q:\n%s", want, r.stderr.String())
	}
}

// The policy follows the shell's cd from one command to the next: a path
// relative to the new directory is judged there (the path does not exist:
// were it not refused, rm would find nothing to delete), and the audit log
// records where each command ran.
func TestStreamFollowsCwd(t *testing.T) {
	for _, sh := range allStreamShells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			log := filepath.Join(t.TempDir(), "audit.jsonl")
			r := startStream(t, sh, "GUARDED_SH_AUDIT="+log)
			r.write("cd /\n")
			r.write("rm -rf usr/guarded-sh-test-nonexistent\n")
			r.waitFor(&r.stderr, "guarded-sh: blocked [fs.rm-system] rm -rf usr/guarded-sh-test-nonexistent\n")
			r.write("cd /tmp && echo here\n")
			r.waitFor(&r.stdout, "here\n")
			r.write("rm -rf usr/guarded-sh-test-nonexistent && echo allowed\n")
			r.waitFor(&r.stdout, "allowed\n")
			if code := r.finish(); code != 0 {
				t.Errorf("status %d, want 0", code)
			}
			var got []string
			for _, rec := range readAudit(t, log) {
				got = append(got, rec.Cwd+" "+strings.TrimSuffix(rec.Command, "\n"))
			}
			start, _ := os.Getwd()
			want := []string{start + " cd /", "/ rm -rf usr/guarded-sh-test-nonexistent", "/ cd /tmp && echo here", "/tmp rm -rf usr/guarded-sh-test-nonexistent && echo allowed"}
			if !slices.Equal(got, want) {
				t.Errorf("audit cwd and command:\n got %q\nwant %q", got, want)
			}
		})
	}
}

// Feed mode never gives input to something that would run it as commands:
// such a command is refused before it runs when the policy can see it, and
// a shell or REPL started out of its sight is not fed.
func TestStreamFeedCodeRunners(t *testing.T) {
	dir := t.TempDir()
	// The runner starts a shell the policy does not see: a copy of sh
	// under a name that says nothing (perl's exec q(sh), which hid it
	// once, is read now).
	sh, err := os.ReadFile("/bin/sh")
	if err != nil {
		t.Fatal(err)
	}
	helper := filepath.Join(dir, "helper")
	if err := os.WriteFile(helper, sh, 0o755); err != nil {
		t.Fatal(err)
	}
	runner := filepath.Join(dir, "runner")
	if err := os.WriteFile(runner, []byte("echo nested; "+shquote.Single(helper)+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, sh := range streamShells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, sh, "GUARDED_SH_FEED=1", "GUARDED_SH_WATCHDOG_IDLE=1s", "GUARDED_SH_WATCHDOG_POLL=100ms", "GUARDED_SH_WATCHDOG_GRACE=1s")
			for _, c := range []struct{ cmd, rule string }{
				{"bash", "self.config"}, // a shell reading the terminal: refused in any mode
				{`eval "$(cat)"`, "feed.runs-input"}, {"cat | sh", "feed.runs-input"},
				{`read l; eval "$l"`, "sys.unknown-code"}, // refused in any mode: a line read is unknown code
			} {
				r.write(c.cmd + "\n")
				r.waitFor(&r.stderr, "guarded-sh: blocked ["+c.rule+"] "+c.cmd+"\n")
			}
			// A line sent while the nested sh waits is not given to it: it
			// is judged as the next command (and refused), once the
			// watchdog has ended the wait.
			r.write(runner + "\n")
			r.waitFor(&r.stdout, "nested\n")
			r.write("echo $GH_TOKEN\n")
			r.waitFor(&r.stderr, "guarded-sh: feed: not giving input to helper")
			r.waitFor(&r.stderr, "guarded-sh: watchdog: session:")
			r.waitFor(&r.stderr, "guarded-sh: blocked [cred.mention] echo $GH_TOKEN\n")
			r.write("echo alive\n")
			r.waitFor(&r.stdout, "alive\n")
			if code := r.finish(); code != 0 {
				t.Errorf("status %d, want 0", code)
			}
		})
	}
}

// A command that is a syntax error cannot close the feed's braces itself
// and switch the shell's input to the feed terminal (a review found
// "true; } ; exec 0<&9 ; { true" did): the next line is still judged.
func TestStreamFeedBreakout(t *testing.T) {
	for _, sh := range streamShells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, sh, "GUARDED_SH_FEED=1")
			r.write("exec 9<&0; echo one\n")
			r.waitFor(&r.stdout, "one\n")
			r.write("true; } ; exec 0<&9 ; { true\n")
			r.write("echo two\n")
			r.waitFor(&r.stdout, "two\n")
			r.write("echo $GH_TOKEN\n")
			r.waitFor(&r.stderr, "guarded-sh: blocked [cred.mention] echo $GH_TOKEN\n")
			if code := r.finish(); code != 2 && code != 126 {
				t.Logf("status %d", code)
			}
		})
	}
}

// An answer sent in the same write as the command that asks for it is fed
// to it, as bash < pipe would give it; lines after it that it does not ask
// for run as the next commands, and commands sent together all run.
func TestStreamFeedSameWrite(t *testing.T) {
	for _, sh := range allStreamShells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, sh, "GUARDED_SH_FEED=1")
			r.write("read x; echo \"got $x\"\nanswer\necho after\n")
			r.waitFor(&r.stdout, "got answer\nafter\n")
			r.write("echo one\necho two\n")
			r.waitFor(&r.stdout, "one\ntwo\n")
			if code := r.finish(); code != 0 {
				t.Errorf("status %d, want 0\nstderr: %s", code, r.stderr.String())
			}
			if strings.Contains(r.stderr.String(), "answer") {
				t.Errorf("the answer was taken for a command:\n%s", r.stderr.String())
			}
		})
	}
}
