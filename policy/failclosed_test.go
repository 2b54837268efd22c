package policy

import (
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
