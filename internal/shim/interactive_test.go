//go:build unix

package shim

import (
	"os"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/settings"
)

func TestInteractiveWanted(t *testing.T) {
	tty, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skip("no PTY:", err)
	}
	defer tty.Close()
	none := env()
	for _, tc := range []struct {
		name  string
		argv0 string
		args  []string
		in    *os.File
		set   *settings.Settings
		want  bool
	}{
		{"terminal", "/usr/bin/guarded-sh", []string{"guarded-sh"}, tty, none, true},
		{"other name", "/bin/sh", []string{"sh"}, tty, none, false},
		{"arguments", "guarded-sh", []string{"guarded-sh", "-e"}, tty, none, false},
		{"not a terminal", "guarded-sh", []string{"guarded-sh"}, os.Stdin, none, isTerminal(os.Stdin)},
		{"turned off", "guarded-sh", []string{"guarded-sh"}, tty, env("GUARDED_SH_INTERACTIVE=0"), false},
	} {
		if got := interactiveWanted(tc.argv0, tc.args, tc.in, tc.set); got != tc.want {
			t.Errorf("%s: interactiveWanted = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// Interactive mode runs the posix shells; pwsh and cmd pass through.
func TestInteractiveKind(t *testing.T) {
	for path, want := range map[string]bool{
		"/bin/bash": true, "/bin/sh": true, "dash": true, "zsh": true, "mksh": true,
		"/opt/microsoft/powershell/7/pwsh": false, "pwsh": false, "cmd.exe": false,
	} {
		if got := interactiveKind(path); got != want {
			t.Errorf("interactiveKind(%q) = %v; want %v", path, got, want)
		}
	}
}
