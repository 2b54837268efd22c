package policy

import (
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A dump filtered to names keeps no line of a multi-line credential: env
// prints a PEM key's base64 lines as lines of their own.
func TestEnvPickMultiLineValue(t *testing.T) {
	key := "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAx1y2z3abcdefghijklmnopqrstuvwxyz0123456789ABCD\nQWERTYUIOPasdfghjklzxcvbnm0123456789qwertyuiopASDFGHJKLZXCVB\n-----END RSA PRIVATE KEY-----"
	env := NewEnv([]string{"HOME=/home/agent", "PATH=/usr/bin:/bin", "JAVA_HOME=/usr/lib/jvm", "SSH_PRIVATE_KEY=" + key}, "/home/agent/project")
	p := New()
	for _, cmd := range []string{"env | grep ^MII", "printenv | grep ^QWE", "env | grep -E '^(MIIE|QWER)'"} {
		if a := p.Check(cmd, lexer.Bash, env).Action; a == Allow {
			t.Errorf("%q with a key in the environment: allowed, want refused", cmd)
		}
	}
	for _, cmd := range []string{"env | grep ^JAVA_HOME=", "env | grep -E '^(JAVA_HOME|PATH)='"} {
		if a := p.Check(cmd, lexer.Bash, env).Action; a != Allow {
			t.Errorf("%q: %v, want allowed", cmd, a)
		}
	}
}
