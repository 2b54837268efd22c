package guard

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// A session's Guard judges each command after those it allowed before: a
// refused one never ran, so what it would have set stays unset. A Guard
// that is no session's carries nothing.
func TestDecideSessionState(t *testing.T) {
	set := settings.Parse([]string{"GUARDED_SH_AUDIT=off", "HOME=/home/agent"})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stderr bytes.Buffer
	g := Follow(ctx, set, t.TempDir(), audit.ModeStream, &stderr)
	defer func() { _ = g.Close() }()
	for _, tt := range []struct {
		cmd     string
		allowed bool
	}{
		{`X=print""env`, true},
		{`$X >/dev/null`, false},
		{`Y=printenv; printenv`, false}, // refused: Y is never set
		{`$Y`, true},
		{`W=$(tr a b < f)`, true},
		{`$W`, false},
		{`export CC=gcc`, true},
		{`$CC -o a a.c`, true},
	} {
		if d := g.Decide(ctx, Request{Command: tt.cmd, Grammar: lexer.Bash, Mode: audit.ModeStream}); d.Allowed != tt.allowed {
			t.Errorf("%q: allowed %v [%s], want %v", tt.cmd, d.Allowed, d.Rule, tt.allowed)
		}
	}
	one := Open(set, t.TempDir(), audit.ModeCommand, &stderr)
	defer func() { _ = one.Close() }()
	for _, cmd := range []string{`X=printenv`, `$X`} {
		if d := one.Decide(ctx, Request{Command: cmd, Grammar: lexer.Bash, Mode: audit.ModeCommand}); !d.Allowed {
			t.Errorf("one-shot %q: refused [%s]; a one-shot Guard carries no state", cmd, d.Rule)
		}
	}
	if one.State() != nil {
		t.Error("a one-shot Guard has a state")
	}
}

// warnAdvisor warns about every command with a verdict of its own.
type warnAdvisor struct{}

func (warnAdvisor) Advise(_ context.Context, _ Request, v Verdict) Verdict {
	return Verdict{Allowed: true, Complete: true, Grammar: v.Grammar, Action: ActionWarn, Rule: "advisor.test", Reason: "careful"}
}

// An advisor's own verdict on an allowed command still moves the state on.
func TestDecideSessionStateAdvisor(t *testing.T) {
	set := settings.Parse([]string{"GUARDED_SH_AUDIT=off", "HOME=/home/agent"})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stderr bytes.Buffer
	g := Follow(ctx, set, t.TempDir(), audit.ModeStream, &stderr, WithAdvisor(warnAdvisor{}))
	defer func() { _ = g.Close() }()
	if d := g.Decide(ctx, Request{Command: `X=print""env`, Grammar: lexer.Bash}); !d.Allowed {
		t.Fatalf("the assignment: refused [%s]", d.Rule)
	}
	if d := g.Decide(ctx, Request{Command: `$X`, Grammar: lexer.Bash}); d.Allowed {
		t.Error("$X after X=printenv allowed: the advisor's verdict lost the state")
	}
}

// A startup file's everyday lines (eval "$(dircolors -b)", source
// <(kubectl completion bash), . "$HOME/.cargo/env") leave unknown only
// what those programs set: the session judges $EDITOR notes.txt as a
// fresh one does. Code from a program not known may set anything.
func TestDecideSessionStartupFile(t *testing.T) {
	home := t.TempDir()
	files := map[string]string{
		".cargo/env": "export PATH=\"$HOME/.cargo/bin:$PATH\"\n",
		".fzf.bash":  "PATH=\"$PATH:/opt/fzf/bin\"\n_fzf_comp() { :; }\ncomplete -F _fzf_comp vim\n",
		".bashrc": `eval "$(dircolors -b)"
eval "$(ssh-agent -s)"
eval "$(pyenv init -)"
eval "$(direnv hook bash)"
eval "$(starship init bash)"
eval "$(zoxide init bash)"
eval "$(/opt/homebrew/bin/brew shellenv)"
eval "$(rbenv init -)"
eval "$(fnm env)"
eval "$(mise activate bash)"
source <(kubectl completion bash)
. "$HOME/.cargo/env"
[ -f ~/.fzf.bash ] && source ~/.fzf.bash
`,
		"unknown.bashrc": "eval \"$(cat unknown.txt)\"\n",
	}
	for name, text := range files {
		p := filepath.Join(home, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	set := settings.Parse([]string{"GUARDED_SH_AUDIT=off", "HOME=" + home, "EDITOR=vi", "PATH=/usr/bin:/bin"})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stderr bytes.Buffer
	for _, tt := range []struct {
		rc   string
		cmds map[string]bool
	}{
		{".bashrc", map[string]bool{`$EDITOR notes.txt`: true, `$SSH_AUTH_SOCK`: false, `$PYENV_SHELL`: false}},
		{"unknown.bashrc", map[string]bool{`$EDITOR notes.txt`: false}},
	} {
		for cmd, allowed := range tt.cmds {
			g := Follow(ctx, set, home, audit.ModeInteractive, &stderr)
			if d := g.Decide(ctx, Request{Command: ". " + filepath.Join(home, tt.rc), Grammar: lexer.Bash, Mode: audit.ModeInteractive}); !d.Allowed {
				t.Fatalf("%s: refused [%s] %s", tt.rc, d.Rule, d.Reason)
			}
			if d := g.Decide(ctx, Request{Command: cmd, Grammar: lexer.Bash, Mode: audit.ModeInteractive}); d.Allowed != allowed {
				t.Errorf("%s then %q: allowed %v [%s], want %v", tt.rc, cmd, d.Allowed, d.Rule, allowed)
			}
			_ = g.Close()
		}
	}
}
