package policy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestHomeUnset checks that with HOME unset or empty, ~ and $HOME are read
// as a home directory (bash takes ~ from the password database then), so a
// recursive delete of them is refused, not warned about.
func TestHomeUnset(t *testing.T) {
	p := New()
	for _, environ := range [][]string{{"PATH=/usr/bin"}, {"HOME=", "PATH=/usr/bin"}} {
		env := NewEnv(environ, "/tmp/work")
		if env.Home == "" {
			t.Fatalf("NewEnv(%q): Home is empty, want the password database's home or /", environ)
		}
		for _, cmd := range []string{"rm -rf ~", "rm -rf $HOME", "rm -rf ~/", "rm -rf \"${HOME}\"", "c='rm -rf ~'; $c"} {
			if v := p.Check(cmd, lexer.Bash, env); v.Action != Block {
				t.Errorf("%q with %q: %s [%s], want block", cmd, environ, v.Action, v.First().Rule)
			}
		}
	}
	// An Env built by hand without a home is read the same way.
	if v := p.Check("rm -rf ~", lexer.Bash, &Env{Cwd: "/tmp/work"}); v.Action != Block {
		t.Errorf("rm -rf ~ with no Home: %s, want block", v.Action)
	}
}

// TestCredentialOverwrite checks that credential files that exist are
// protected from every writer: cp /dev/null, truncate, >, and a key
// generator told to write over them.
func TestCredentialOverwrite(t *testing.T) {
	home := t.TempDir()
	for _, f := range []string{".ssh/id_rsa", ".ssh/id_ed25519", ".aws/credentials"} {
		if err := os.MkdirAll(filepath.Join(home, filepath.Dir(f)), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(home, f), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	env := &Env{Home: home, Cwd: "/nonexistent/project", Project: "/nonexistent/project"}
	p := New()
	for _, tt := range []struct {
		cmd  string
		want Action
	}{
		{"cp /dev/null ~/.ssh/id_rsa", Block},
		{"truncate -s0 ~/.aws/credentials", Block},
		{": > ~/.ssh/id_ed25519", Block},
		{"ssh-keygen -f ~/.ssh/id_rsa -N ''", Block},
		{"yes | ssh-keygen -t rsa -f ~/.ssh/id_rsa -N ''", Block},
		{"ssh-keygen -y -f ~/.ssh/id_rsa", Allow},
		{"ssh-keygen -lf ~/.ssh/id_rsa", Allow},
		{"ssh-keygen -t ed25519 -f ~/.ssh/id_new -N ''", Allow},
	} {
		if v := p.Check(tt.cmd, lexer.Bash, env); v.Action != tt.want {
			t.Errorf("%q: %s [%s], want %s", tt.cmd, v.Action, v.First().Rule, tt.want)
		}
	}
}

// A panic inside the check refuses the input rather than ending the
// process that checks it.
func TestGuardErrorRefuses(t *testing.T) {
	checkHook = func(text string) {
		if text == "boom" {
			panic("test failure")
		}
	}
	panicInTests = false
	defer func() { checkHook, panicInTests = nil, true }()
	p := New()
	v := p.Check("boom", lexer.Bash, &Env{Cwd: "/tmp", Home: "/home/u"})
	if v.Action != Block || v.First().Rule != "sys.guard-error" || !strings.Contains(v.First().Reason, "test failure") {
		t.Fatalf("panic in the check: %+v", v)
	}
	if v := p.Check("echo ok", lexer.Bash, &Env{Cwd: "/tmp", Home: "/home/u"}); v.Action != Allow {
		t.Fatalf("after a panic, echo ok: %+v", v)
	}
	if v := New(WithProfile(ProfileRoot)).Check("boom", lexer.Bash, &Env{Cwd: "/tmp", Home: "/root"}); v.Action != Block {
		t.Fatalf("root profile, panic: %+v", v)
	}
}
