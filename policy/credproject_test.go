package policy

import (
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// The folders a project sits in name none of its files a credential: a
// checkout under ~/work/secrets/ or /srv/creds/ reads its own sources; its
// own folders and its own name still say what they hold.
func TestProjectFoldersNameNoCredential(t *testing.T) {
	p := New()
	for _, tc := range []struct {
		project, cmd string
		refused      bool
	}{
		{"/srv/secrets/app", "grep -r TODO src", false},
		{"/srv/secrets/app", "cat Makefile", false},
		{"/srv/creds/api", "sed -n 1,20p config/settings", false},
		{"/srv/creds/api", "sudo systemctl restart sshd", false},
		{"/srv/secrets/app", "cat .env", true},
		{"/srv/secrets/app", "cat secrets/prod.yaml", true},
		{"/srv/secrets/app", "cat ../db.yaml", true},
		{"/srv/secrets/app", "cat ~/.aws/credentials", true},
		{"/srv/secrets/app", "cd ~/.aws && cat credentials", true},
		{"/srv/secrets", "cat prod.yaml", true}, // a project named for secrets
	} {
		env := &Env{Home: "/home/agent", Cwd: tc.project, Project: tc.project}
		v := p.Check(tc.cmd, lexer.Bash, env)
		if got := v.Action != Allow; got != tc.refused {
			t.Errorf("in %s, %q: refused %v (%s), want %v", tc.project, tc.cmd, got, v.First().Rule, tc.refused)
		}
	}
}
