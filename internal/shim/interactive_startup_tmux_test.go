//go:build unix

package shim

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// startPane starts guarded-sh in interactive mode over bash in a tmux
// session, with HOME home, in dir.
func startPane(t *testing.T, bin, bash, name, home, dir string) *tmuxPane {
	t.Helper()
	p := &tmuxPane{t: t, name: fmt.Sprintf("guarded-sh-%s-%d", name, os.Getpid()), sock: filepath.Join(t.TempDir(), "tmux.sock")}
	cmd := fmt.Sprintf("env HOME=%s XDG_CONFIG_HOME=%s GUARDED_SH_AUDIT=%s GUARDED_SH_SHELL=%s TERM=screen %s",
		home, filepath.Join(home, "xdg"), filepath.Join(home, "audit.jsonl"), bash, bin)
	if out, err := p.tmux("new-session", "-d", "-s", p.name, "-c", dir, "-x", "100", "-y", "30", cmd); err != nil {
		t.Fatalf("tmux new-session: %v\n%s", err, out)
	}
	t.Cleanup(func() {
		_, _ = p.tmux("kill-session", "-t", p.name)
		_, _ = p.tmux("kill-server")
	})
	return p
}

func writeFiles(t *testing.T, files map[string]string) {
	t.Helper()
	for p, text := range files {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

// Interactive mode reads ~/.bashrc as interactive bash would (its alias,
// function and PATH work), judged as . FILE; its prompt follows cd; Tab
// completes file names.
func TestInteractiveStartupTmux(t *testing.T) {
	bash, dir, bin := tmuxSetup(t)

	t.Run("read", func(t *testing.T) {
		home := filepath.Join(dir, "home")
		work := filepath.Join(home, "work")
		writeFiles(t, map[string]string{
			filepath.Join(home, ".bashrc"): "alias greet='echo hello-from-alias'\n" +
				"myfn() { echo \"fn-says-$1\"; }\n" +
				"export PATH=\"$HOME/bin:$PATH\"\n" +
				"PS1='rc-prompt> '; PROMPT_COMMAND='echo rc-prompt-command'\n",
			filepath.Join(home, "bin", "hello-bin"):         "#!/bin/sh\necho bin-on-path\n",
			filepath.Join(work, "my file.txt"):              "completed-content\n",
			filepath.Join(work, "other.txt"):                "",
			filepath.Join(work, "subdir", "inner-file.txt"): "",
		})
		p := startPane(t, bin, bash, "read", home, work)
		prompt := promptIn(home, work)
		if !strings.HasSuffix(prompt, ":~/work$") && !strings.HasSuffix(prompt, ":~/work#") {
			t.Fatalf("prompt %q does not show ~/work", prompt)
		}
		p.waitFor("the prompt", func(pane string) bool { return lastLine(pane) == prompt })

		p.send("greet", "Enter")
		p.waitText("\nhello-from-alias\n")
		p.send("myfn x", "Enter")
		p.waitText("\nfn-says-x\n")
		p.send("hello-bin", "Enter")
		p.waitText("\nbin-on-path\n")

		// One Tab completes a name, quoting its space.
		p.send("cat my", "Tab")
		p.waitFor("the completion", func(pane string) bool { return lastLine(pane) == prompt+` cat my\ file.txt` })
		p.send("Enter")
		p.waitText("\ncompleted-content\n")

		// A directory gets a slash; the prompt follows cd.
		p.send("cd sub", "Tab")
		p.waitFor("the completion", func(pane string) bool { return lastLine(pane) == prompt+" cd subdir/" })
		p.send("Enter")
		sub := promptIn(home, filepath.Join(work, "subdir"))
		p.waitFor("the prompt in subdir", func(pane string) bool { return lastLine(pane) == sub })

		// Relative to the shell's directory: a second Tab lists.
		p.send("ls ../", "Tab", "Tab")
		p.waitText(sub + " ls ../\nmy file.txt  other.txt    subdir/\n")
		p.send("C-u", "echo done-", "Tab", "Enter")
		p.waitText("\ndone-\n")

		if pane := p.capture(); strings.Contains(pane, "rc-prompt") {
			t.Errorf("the startup file's prompt reached the terminal:\n%s", pane)
		}
	})

	t.Run("refused", func(t *testing.T) {
		home := filepath.Join(dir, "home2")
		marker := filepath.Join(dir, "MARKER")
		writeFiles(t, map[string]string{
			filepath.Join(home, ".bashrc"): "alias greet='echo hello-from-alias'\n" +
				"touch " + marker + "; printenv >/dev/null\n",
		})
		p := startPane(t, bin, bash, "refused", home, dir)
		prompt := promptIn(home, dir)
		p.waitFor("the prompt", func(pane string) bool { return lastLine(pane) == prompt })
		pane := p.capture()
		for _, want := range []string{"guarded-sh: blocked [cred.env-dump]", "guarded-sh: ~/.bashrc not read: the guard refused its code"} {
			if !strings.Contains(pane, want) {
				t.Errorf("the pane lacks %q:\n%s", want, pane)
			}
		}
		p.send("greet", "Enter")
		p.waitText("greet: command not found")
		time.Sleep(100 * time.Millisecond)
		if _, err := os.Stat(marker); err == nil {
			t.Errorf("the refused startup file ran: %s exists", marker)
		}
	})
}
