package policy

import (
	"os"
	"path"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A lease push that names no branch pushes the current one: refused
// when the work tree's HEAD is a shared branch (main, a release), in a
// repository or a linked work tree, and let through on the agent's own
// branch or on a detached HEAD (which pushes nothing); refused, at
// worst the main line, when there is no HEAD to read.
func TestLeasePushCurrentBranch(t *testing.T) {
	p := New()
	repo := t.TempDir()
	write := func(p, text string) {
		if err := os.MkdirAll(path.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	linked := t.TempDir()
	write(path.Join(linked, ".git"), "gitdir: "+path.Join(repo, ".git", "worktrees", "wt")+"\n")
	for _, tc := range []struct {
		head, in string
		project  string
		block    bool
	}{
		{"ref: refs/heads/main\n", "git push --force-with-lease", repo, true},
		{"ref: refs/heads/main\n", "git push --force-with-lease origin", repo, true},
		{"ref: refs/heads/master\n", "git push --force-with-lease origin HEAD", repo, true},
		{"ref: refs/heads/release/2.0\n", "git push --force-if-includes --force-with-lease", linked, true},
		{"ref: refs/heads/main\n", "git push --force-with-lease origin feature/login", repo, false},
		{"ref: refs/heads/main\n", "git push --force-with-lease origin @", repo, true},
		{"ref: refs/heads/main\n", "git push --force-with-lease origin @:feature/login", repo, false},
		{"ref: refs/heads/main\n", "git push --force-with-lease origin HEAD:feature/login", repo, false},
		{"ref: refs/heads/main\n", "git push --force-with-lease --dry-run", repo, false},
		{"ref: refs/heads/main\n", "git push", repo, false},
		{"ref: refs/heads/feature/login\n", "git push --force-with-lease", repo, false},
		{"ref: refs/heads/feature/login\n", "git push --force-with-lease origin HEAD", repo, false},
		{"4f2a9c1e0b7d3a5f6e8c9b0a1d2e3f4a5b6c7d8e\n", "git push --force-with-lease", repo, false},
		{"ref: refs/heads/feature/login\n", "git -C ../other push --force-with-lease", repo, true},
		{"ref: refs/heads/feature/login\n", "git push --force-with-lease", "/nonexistent/project", true},
		// The branch switched earlier in the same input is the one
		// pushed: HEAD is read before any of it runs.
		{"ref: refs/heads/feature/login\n", "git checkout main && git push --force-with-lease", repo, true},
		{"ref: refs/heads/feature/login\n", "git switch master && git push --force-with-lease origin HEAD", repo, true},
		{"ref: refs/heads/feature/login\n", "git checkout -B main origin/main && git push --force-with-lease", repo, true},
		{"ref: refs/heads/feature/login\n", "git rebase origin/main main && git push --force-with-lease", repo, true},
		{"ref: refs/heads/feature/login\n", "git checkout - && git push --force-with-lease", repo, true},
		{"ref: refs/heads/feature/login\n", "git checkout main -- README.md && git push --force-with-lease", repo, false},
		{"ref: refs/heads/feature/login\n", "git checkout main && git pull && git checkout feature/login && git push --force-with-lease", repo, false},
		{"ref: refs/heads/main\n", "git checkout -b fix/flaky && git push --force-with-lease -u origin fix/flaky", repo, false},
		{"ref: refs/heads/main\n", "git switch -c fix/flaky && git push --force-with-lease", repo, false},
	} {
		if tc.project == linked {
			write(path.Join(repo, ".git", "worktrees", "wt", "HEAD"), tc.head)
		} else {
			write(path.Join(repo, ".git", "HEAD"), tc.head)
		}
		env := &Env{Home: "/home/agent", Cwd: tc.project, Project: tc.project}
		for _, g := range []lexer.Grammar{lexer.Bash, lexer.PowerShell, lexer.Cmd} {
			v := p.Check(tc.in, g, env)
			if blocked := v.Action == Block; blocked != tc.block {
				t.Errorf("%q on %q (%v): blocked %v, want %v (%s)", tc.in, tc.head, g, blocked, tc.block, v.First().Rule)
			}
		}
	}
}
