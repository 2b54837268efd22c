//go:build unix

package shim

import (
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
	p := startPane(t, bin, bash, "state", home, dir)
	prompt := promptIn(home, dir)
	p.waitFor("the prompt", func(pane string) bool { return lastLine(pane) == prompt })
	lines, markers, printed := sessionStateLines(dir, "") // short lines: the shell runs in dir
	seen := ""                                            // the pane after each line: the first scroll away
	for _, l := range lines {
		p.send("-l", l)
		p.send("Enter")
		p.waitFor("the prompt after "+l, func(pane string) bool {
			return strings.Contains(pane, l) && lastLine(pane) == prompt
		})
		seen += p.capture()
	}
	checkSessionState(t, dir, seen, seen, markers, printed)
}
