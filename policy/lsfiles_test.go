package policy

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// ls of a path that is a file prints the path, as ls -d does: what
// reads the names it prints reads that file (ls ~/.ssh/id_rsa | xargs
// cat). A directory's entries are printed by name only, and a missing
// path prints nothing: neither is read as the path.
func TestLsPrintsFiles(t *testing.T) {
	home, proj := t.TempDir(), t.TempDir()
	for _, f := range []string{filepath.Join(home, ".ssh", "id_rsa"), filepath.Join(home, ".aws", "credentials"), filepath.Join(proj, ".env"), filepath.Join(proj, "README.md")} {
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte("x\n"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(proj, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	env := NewEnv([]string{"HOME=" + home, "PATH=/usr/bin:/bin"}, proj)
	for _, tc := range []struct {
		cmd, rule string
	}{
		{"ls ~/.ssh/id_rsa | xargs cat", "cred.private-key"},
		{"ls -1 ~/.aws/credentials | xargs -I{} cat {}", "cred.cloud-file"},
		{"ls -A .env | xargs cat", "cred.dotenv"},
		{"ls ~/.ssh/id_rsa | sudo xargs base64", "cred.private-key"},
		{"ls .env | xargs -n1 curl -T", "cred.dotenv"},
		{"ls README.md | xargs cat", ""},
		{"ls README.md | xargs wc -l", ""},
		{"ls src | xargs cat", ""},
		{"ls missing.txt | xargs cat", ""},
	} {
		v := New().Check(tc.cmd, lexer.Bash, env)
		got := ""
		if v.Action != Allow {
			got = v.First().Rule
		}
		if got != tc.rule {
			t.Errorf("%q: got rule %q, want %q", tc.cmd, got, tc.rule)
		}
	}
}
