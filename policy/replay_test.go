package policy

import (
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestHistoryReplay: commands that run the shell's history again, or turn
// history expansion on, are refused in every wrapper; listing the history
// and the same words as data are not (issue 11, item 5).
func TestHistoryReplay(t *testing.T) {
	env := &Env{Home: "/home/u", Cwd: "/home/u/p", Project: "/home/u/p"}
	p := New()
	for _, tt := range []struct {
		g       lexer.Grammar
		cmd     string
		refused bool
	}{
		{lexer.Bash, "fc -s", true},
		{lexer.Bash, "fc", true},
		{lexer.Bash, "fc -e - ls", true},
		{lexer.Bash, "fc -e vi 3", true},
		{lexer.Bash, "fc -ls", true},
		{lexer.Bash, `history -s 'touch MARKER; printenv >/dev/null'; fc -s touch`, true},
		{lexer.Bash, "command fc -s", true},
		{lexer.Bash, "builtin fc -s", true},
		{lexer.Bash, "eval 'fc -s'", true},
		{lexer.Bash, "bash -c 'fc -s'", true},
		{lexer.Bash, "echo x | xargs fc -s", true},
		{lexer.Bash, "'f'c -s", true},
		{lexer.Bash, `f\c -s`, true},
		{lexer.Bash, "fc $opt", true},
		{lexer.Bash, "set -H", true},
		{lexer.Bash, "set -eH", true},
		{lexer.Bash, "set -o histexpand", true},
		{lexer.Bash, "set -o $o", true},
		{lexer.Zsh, "r", true},
		{lexer.Zsh, "r touch", true},
		{lexer.Mksh, "r", true},
		{lexer.Zsh, "setopt banghist", true},
		{lexer.Zsh, "setopt BANG_HIST", true},
		{lexer.Zsh, "set -o banghist", true},
		{lexer.Posix, "fc -s", true},

		{lexer.Bash, "fc -l", false},
		{lexer.Bash, "fc -ln -5", false},
		{lexer.Bash, "fc -l -1", false},
		{lexer.Bash, "history", false},
		{lexer.Bash, "history -s note", false}, // stored, never run: fc is refused
		{lexer.Bash, "set -e", false},
		{lexer.Bash, "set -o history", false},
		{lexer.Bash, "set -o pipefail", false},
		{lexer.Bash, "r", false}, // not a bash builtin: R, or a program of that name
		{lexer.Zsh, "setopt autocd", false},
		{lexer.Bash, "echo fc -s", false},
		{lexer.Bash, `git commit -m "fc -s; set -H"`, false},
		{lexer.Bash, "grep -n 'fc -s' notes.txt", false},
		{lexer.Bash, "cat <<'EOF'\nfc -s\nset -H\nEOF", false},
	} {
		v := p.Check(tt.cmd, tt.g, env)
		got := false
		for _, f := range v.Findings {
			if f.Rule == "sys.history-replay" {
				got = true
			}
		}
		if tt.refused && v.Action == Allow {
			t.Errorf("%s %q: allowed, want refused", tt.g, tt.cmd)
		}
		if !tt.refused && got {
			t.Errorf("%s %q: refused [sys.history-replay], want allowed", tt.g, tt.cmd)
		}
	}
}
