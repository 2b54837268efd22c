package session

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// A startup file sourced with SourceCommand defines what it defines, and
// what it does to the prompts and line editing is undone: the session's
// markers still end each Exec.
func TestSourceCommand(t *testing.T) {
	forEachShell(t, func(t *testing.T, shell string) {
		rc := filepath.Join(t.TempDir(), "it's rc")
		text := "alias greet='echo hello-alias'\n" +
			"myfn() { echo \"fn-$1\"; }\n" +
			"RC_VAR=set-by-rc\n" +
			"PS1='rc> '; PS2='rc-more> '\n"
		switch KindOf(shell) {
		case Bash:
			text += "PROMPT_COMMAND='echo rc-prompt-command'; set -o emacs; set -H\n"
		case Zsh:
			text += "precmd() { echo rc-precmd; }; setopt zle; RPROMPT=rc-right\n"
		case Mksh:
			text += "set -o emacs\n"
		}
		if err := os.WriteFile(rc, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		var out testenv.Buffer
		s := start(t, shell, &out)
		cmd, ok := s.SourceCommand(rc)
		if !ok {
			t.Fatal("SourceCommand: not for this shell")
		}
		if _, err := s.Exec(cmd); err != nil {
			t.Fatalf("Exec(%q): %v", cmd, err)
		}
		out.Take()
		for _, tc := range []struct{ cmd, want string }{
			{"greet", "hello-alias\n"},
			{"myfn x", "fn-x\n"},
			{`echo "$RC_VAR"`, "set-by-rc\n"},
			{"echo 'a\nb'", "a\nb\n"}, // a continuation line: PS2 is the session's
			{"echo !!", "!!\n"},       // no history expansion
		} {
			status, err := s.Exec(tc.cmd)
			got := strings.ReplaceAll(out.Take(), "\r\n", "\n")
			if err != nil || status != 0 || got != tc.want {
				t.Errorf("Exec(%q) = %d, %v, %q; want %q", tc.cmd, status, err, got, tc.want)
			}
		}
	})
	if _, ok := (&Session{kind: Cmd}).SourceCommand("x"); ok {
		t.Error("SourceCommand for cmd")
	}
}
