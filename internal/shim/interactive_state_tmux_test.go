//go:build unix

package shim

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Interactive mode (a PTY) judges each line typed after the ones before
// it (issue 11).
func TestInteractiveSessionStateTmux(t *testing.T) {
	bash, dir, bin := tmuxSetup(t)
	home := filepath.Join(dir, "home")
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	p := &tmuxPane{t: t, name: fmt.Sprintf("guarded-sh-state-%d", os.Getpid()), sock: filepath.Join(dir, "tmux.sock")}
	cmd := fmt.Sprintf("env HOME=%s XDG_CONFIG_HOME=%s GUARDED_SH_AUDIT=off GUARDED_SH_SHELL=%s TERM=screen %s",
		home, filepath.Join(dir, "xdg"), bash, bin)
	if out, err := p.tmux("new-session", "-d", "-s", p.name, "-c", dir, "-x", "200", "-y", "50", cmd); err != nil {
		t.Fatalf("tmux new-session: %v\n%s", err, out)
	}
	t.Cleanup(func() {
		_, _ = p.tmux("kill-session", "-t", p.name)
		_, _ = p.tmux("kill-server")
	})
	prompt := promptIn(home, dir)
	p.waitFor("the prompt", func(pane string) bool { return lastLine(pane) == prompt })
	lines, markers, printed := sessionStateLines(dir)
	for _, l := range lines {
		p.send("-l", l)
		p.send("Enter")
		p.waitFor("the prompt after "+l, func(pane string) bool {
			return strings.Contains(pane, l) && lastLine(pane) == prompt
		})
	}
	p.waitText("\ndone\n")
	pane := p.capture()
	checkSessionState(t, dir, pane, pane, markers, printed)
}
