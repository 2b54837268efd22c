//go:build unix

package shim

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// tmuxPane drives one tmux session running guarded-sh in interactive mode.
type tmuxPane struct {
	t    *testing.T
	name string
	sock string // a private server: the test never touches the user's tmux
}

func (p *tmuxPane) tmux(args ...string) (string, error) {
	out, err := exec.Command("tmux", append([]string{"-S", p.sock}, args...)...).CombinedOutput()
	return string(out), err
}

func (p *tmuxPane) send(keys ...string) {
	p.t.Helper()
	if out, err := p.tmux(append([]string{"send-keys", "-t", p.name}, keys...)...); err != nil {
		p.t.Fatalf("tmux send-keys %q: %v\n%s", keys, err, out)
	}
}

func (p *tmuxPane) capture() string {
	out, _ := p.tmux("capture-pane", "-p", "-t", p.name)
	return out
}

// waitFor polls the pane until ok accepts it, or fails after a deadline.
func (p *tmuxPane) waitFor(what string, ok func(pane string) bool) {
	p.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	var pane string
	for time.Now().Before(deadline) {
		pane = p.capture()
		if ok(pane) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.t.Fatalf("timed out waiting for %s; the pane:\n%s", what, pane)
}

func (p *tmuxPane) waitText(s string) {
	p.t.Helper()
	p.waitFor(fmt.Sprintf("%q", s), func(pane string) bool { return strings.Contains(pane, s) })
}

// lastLine is the pane's last non-blank line.
func lastLine(pane string) string {
	lines := strings.Split(strings.TrimRight(pane, "\n "), "\n")
	return lines[len(lines)-1]
}

// buildHome is HOME before TestMain replaced it (package variables are set
// first), for go build to find its cache.
var buildHome = os.Getenv("HOME")

// promptIn is interactive mode's prompt in dir, with HOME home, as the
// pane shows it (no trailing space).
func promptIn(home, dir string) string {
	w := whoAmI(func(name string) string {
		if name == "HOME" {
			return home
		}
		return os.Getenv(name)
	})
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real // as the shell's /proc/PID/cwd names it
	}
	return strings.TrimSpace(w.prompt(dir))
}

// tmuxSetup skips a test that cannot drive guarded-sh over bash in tmux,
// and returns bash, a temporary directory (symbolic links resolved) and
// guarded-sh built in it.
func tmuxSetup(t *testing.T) (bash, dir, bin string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds guarded-sh and drives tmux")
	}
	testenv.NeedShell(t, "tmux")
	bash = testenv.NeedShell(t, "bash")
	dir = t.TempDir()
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	return bash, dir, buildGuardedSh(t, dir)
}

func TestInteractiveTmux(t *testing.T) {
	bash, dir, bin := tmuxSetup(t)
	home := filepath.Join(dir, "home")
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "page.txt")
	if err := os.WriteFile(file, []byte("interactive-page-line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const token = "ghp_interactiveTestToken0123456789abcdef"
	leak := filepath.Join(dir, "leak.txt") // a credential's value in a file: cat passes the policy
	if err := os.WriteFile(leak, []byte("tok="+token+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	auditLog := filepath.Join(dir, "audit.jsonl")

	p := &tmuxPane{t: t, name: fmt.Sprintf("guarded-sh-test-%d", os.Getpid()), sock: filepath.Join(dir, "tmux.sock")}
	cmd := fmt.Sprintf("env HOME=%s XDG_CONFIG_HOME=%s GUARDED_SH_AUDIT=%s GUARDED_SH_SHELL=%s GH_TOKEN=%s TERM=screen %s",
		home, filepath.Join(dir, "xdg"), auditLog, bash, token, bin)
	if out, err := p.tmux("new-session", "-d", "-s", p.name, "-c", dir, "-x", "100", "-y", "30", cmd); err != nil {
		t.Fatalf("tmux new-session: %v\n%s", err, out)
	}
	t.Cleanup(func() {
		_, _ = p.tmux("kill-session", "-t", p.name)
		_, _ = p.tmux("kill-server")
	})
	prompt := promptIn(home, dir)
	p.waitFor("the prompt", func(pane string) bool { return lastLine(pane) == prompt })

	// An unclosed quote: guarded-sh's continuation prompt; finishing it
	// runs the whole command.
	p.send(`echo "abc`, "Enter")
	p.waitFor("the continuation prompt", func(pane string) bool { return lastLine(pane) == ">" })
	p.send(`def"`, "Enter")
	p.waitText("abc\ndef\n" + prompt)

	// Ctrl-C cancels a multi-line input.
	p.send(`echo "never`, "Enter")
	p.waitFor("the continuation prompt", func(pane string) bool { return lastLine(pane) == ">" })
	p.send("C-c")
	p.waitText("> ^C\n" + prompt)

	// Policy.
	p.send("rm -rf ~", "Enter")
	p.waitText("guarded-sh: blocked [fs.rm-home]")

	// Keys typed while a command runs that it does not read never reach
	// the shell unchecked (issue 11, item 1): the refused marker command
	// typed during the sleep is not run.
	typed := filepath.Join(dir, "TYPED")
	p.send("sleep 1; echo slept", "Enter")
	p.send("touch "+typed+"; printenv >/dev/null", "Enter")
	p.waitFor("the prompt after sleep", func(pane string) bool {
		return strings.Contains(pane, "\nslept\n") && lastLine(pane) == prompt
	})
	p.send("echo after-sleep", "Enter")
	p.waitText("\nafter-sleep\n")
	if _, err := os.Stat(typed); err == nil {
		t.Errorf("the line typed ahead ran unchecked; the pane:\n%s", p.capture())
	}

	// Output that begins like the command is shown whole.
	p.send("echo echo-twice", "Enter")
	p.waitText(prompt + " echo echo-twice\necho-twice\n" + prompt)

	// A credential printed by a program appears redacted.
	p.send("cat "+leak, "Enter")
	p.waitText("tok=[redacted:GH_TOKEN]")
	if strings.Contains(p.capture(), token) {
		t.Errorf("the credential was shown:\n%s", p.capture())
	}

	// A full-screen program gets the terminal.
	p.send("less "+file, "Enter")
	p.waitFor("less", func(pane string) bool {
		return strings.Contains(pane, "interactive-page-line") && strings.Contains(pane, "(END)")
	})
	p.send("q")
	p.waitFor("the prompt after less", func(pane string) bool {
		return !strings.Contains(pane, "(END)") && lastLine(pane) == prompt
	})

	// And an editor: vi draws its screen, takes :q! and gives the
	// terminal back.
	if _, err := exec.LookPath("vi"); err == nil {
		p.send("vi -u NONE -N "+file, "Enter")
		p.waitFor("vi", func(pane string) bool {
			return strings.Contains(pane, "interactive-page-line") && strings.Contains(pane, "~")
		})
		p.send(":q!", "Enter")
		p.waitFor("the prompt after vi", func(pane string) bool { return lastLine(pane) == prompt })
	}

	// Resize.
	if out, err := p.tmux("resize-window", "-t", p.name, "-x", "60", "-y", "20"); err != nil {
		t.Fatalf("tmux resize-window: %v\n%s", err, out)
	}
	p.waitFor("the resize", func(pane string) bool { return len(strings.Split(strings.TrimRight(pane, "\n"), "\n")) <= 20 })
	// SIGWINCH may follow the pane's new size by a moment: ask until the
	// shell sees it.
	hasSize := func(pane string) bool {
		for _, l := range strings.Split(pane, "\n") {
			if strings.TrimSpace(l) == "20 60" {
				return true
			}
		}
		return false
	}
	// Each try waits for its own end mark and the prompt after it, so the
	// next is never typed while the last still runs.
	deadline := time.Now().Add(10 * time.Second)
	for try := 1; !hasSize(p.capture()); try++ {
		if time.Now().After(deadline) {
			t.Fatalf("stty size never said 20 60; the pane:\n%s", p.capture())
		}
		mark := fmt.Sprintf("size-%d", try)
		p.send("clear; stty size; echo "+mark, "Enter")
		p.waitFor("stty size", func(pane string) bool {
			return lastLine(pane) == prompt && strings.Contains(pane, "\n"+mark+"\n")
		})
	}

	// Ctrl-D on an empty line exits; the session ends.
	p.send("C-d")
	deadline = time.Now().Add(10 * time.Second)
	for {
		if _, err := p.tmux("has-session", "-t", p.name); err != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("guarded-sh did not exit on Ctrl-D; the pane:\n%s", p.capture())
		}
		time.Sleep(50 * time.Millisecond)
	}

	b, err := os.ReadFile(auditLog)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"mode":"interactive"`, `"rule":"fs.rm-home"`, `"command":"echo \"abc\ndef\"\n"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("audit log lacks %s:\n%s", want, b)
		}
	}
	if strings.Contains(string(b), "never") {
		t.Errorf("the cancelled input was audited:\n%s", b)
	}
}
