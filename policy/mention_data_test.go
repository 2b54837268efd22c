package policy

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestMentionAsDataReadsTheTree checks that a search of the project for a
// credential's name is data only while the tree it reads holds no
// credential file, whose line naming the credential holds its value.
func TestMentionAsDataReadsTheTree(t *testing.T) {
	proj := t.TempDir()
	if err := os.MkdirAll(filepath.Join(proj, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(proj, "src", "main.go"), []byte("package main\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := &Env{Home: t.TempDir(), Cwd: proj, Project: proj, Getenv: func(k string) string {
		if k == "GH_TOKEN" {
			return "ghp_0123456789abcdefghijklmnopqrstuvwxyz"
		}
		return ""
	}}
	p := New()
	check := func(cmd string) Action { return p.Check(cmd, lexer.Bash, env).Action }
	for _, cmd := range []string{"grep -rn GH_TOKEN src/", "grep -rn GH_TOKEN .", "rg GH_TOKEN"} {
		if a := check(cmd); a != Allow {
			t.Errorf("%q with no credential file in the tree: %v, want allowed", cmd, a)
		}
	}
	if err := os.WriteFile(filepath.Join(proj, ".env"), []byte("GH_TOKEN=x\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"grep -rn GH_TOKEN .", "rg GH_TOKEN", "grep GH_TOKEN .env"} {
		if a := check(cmd); a == Allow {
			t.Errorf("%q with a .env in the tree: allowed, want refused", cmd)
		}
	}
	if a := check("grep -rn GH_TOKEN src/"); a != Allow {
		t.Errorf("a subtree without the .env: %v, want allowed", a)
	}
}
