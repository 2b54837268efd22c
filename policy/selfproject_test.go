package policy

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestProjectRulesAndAudit is issue 11.11 and 11.12: a project's rules
// (its .guarded-sh.toml, and the .git by which its root is found) cannot
// be deleted or moved by any means, and guarded-sh's audit log cannot be
// locked. "" is allowed.
func TestProjectRulesAndAudit(t *testing.T) {
	root := t.TempDir()
	proj, home := filepath.Join(root, "proj"), filepath.Join(root, "home")
	for _, d := range []string{proj + "/.git", proj + "/sub", home, root + "/logs"} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{proj + "/" + ProjectConfigName, proj + "/notes.toml", proj + "/.git/HEAD"} {
		if err := os.WriteFile(f, []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	vars := map[string]string{"HOME": home, "GUARDED_SH_AUDIT": root + "/logs/audit.jsonl"}
	env := &Env{Getenv: func(k string) string { return vars[k] }, Home: home, Cwd: proj, Project: proj}
	sub := env.At(proj + "/sub")
	sub.Project = proj
	audit := root + "/logs/audit.jsonl"
	state := home + "/.local/state/guarded-sh/audit.jsonl"
	p := New()
	for _, tc := range []struct {
		env       *Env
		cmd, rule string
	}{
		// 11.11
		{env, `find . -maxdepth 1 -name '*.toml' -delete`, "self.config"},
		{env, `find . -name '.guarded-sh.*' -exec rm {} +`, "self.config"},
		{env, `find . -iname '*.TOML' -execdir mv {} /tmp/ \;`, "self.config"},
		{env, `find . -path './.guard*' -delete`, "self.config"},
		{env, `find "` + proj + `" -maxdepth 1 -type f -exec sh -c 'rm "$1"' _ {} \;`, "self.config"},
		{env, `find . -name x -o -name '.g*' -delete`, "self.config"},
		{env, `rm .guarded-sh.toml`, "self.config"},
		{env, `rm -rf .git`, "self.config"},
		{env, `mv .git .git.bak`, "self.config"},
		{env, `mv .git/ /tmp/`, "self.config"},
		{sub, `mv ../.git /tmp/g`, "self.config"},
		{sub, `rm -rf ../.git`, "self.config"},
		{sub, `find .. -maxdepth 1 -name .git -exec rm -rf {} +`, "self.config"},
		{env, `mkdir sub/.git`, "self.config"},
		{env, `touch sub/.git`, "self.config"},
		{env, `git init sub`, "self.config"},
		{sub, `git init`, "self.config"},
		{sub, `git init -q . && make`, "self.config"},
		{env, `echo 'gitdir: /tmp/x' > sub/.git`, "self.config"},
		{env, `git init /tmp/elsewhere`, ""},
		{env, `mkdir -p sub/src`, ""},
		{env, `find . -name '*.toml' -print`, ""},
		{env, `find . -name '*.pyc' -delete`, ""},
		{env, `find . -empty -delete`, ""},
		// Not the guard's config, but every TOML file of the tree
		// (pyproject.toml, Cargo.toml): the project's configuration
		// picked wholesale (fs.wipe-sources).
		{env, `find sub -name '*.toml' -delete`, "fs.wipe-sources"},
		{env, `find . -mindepth 2 -name '*.toml' -delete`, "fs.wipe-sources"},
		{env, `rm notes.toml`, ""},
		{env, `rm -rf .git/hooks/pre-commit.sample`, ""},
		{env, `git status`, ""},
		// 11.12
		{env, `flock -x ` + audit + ` sleep 1000 &`, "self.audit"},
		{env, `flock ` + audit + ` -c 'sleep 1000' &`, "self.audit"},
		{env, `flock -w 1 ` + root + `/logs/audit.jsonl.lock true`, "self.audit"},
		{env, `exec 9<` + audit + `; flock 9; sleep 1000`, "self.audit"},
		{env, `exec 9>>` + audit + `; flock -x 9`, "self.config"},
		{env, `{ flock -x 9; sleep 1000; } 9<` + audit, "self.audit"},
		{env, `flock -x ` + state + ` sleep 1000`, "self.audit"},
		{env, `nohup flock ~/.local/state/guarded-sh/audit.jsonl sleep 1000 &`, "self.audit"},
		{env, `python3 -c "import fcntl; fcntl.flock(open('` + audit + `'), fcntl.LOCK_EX)"`, "self.audit"},
		{env, `flock /tmp/build.lock make`, ""},
		{env, `flock -n ` + audit + ` sleep 1000 &`, "self.audit"}, // -n (fail rather than wait) takes no value
		{env, `flock -n /tmp/build.lock make`, ""},
		{env, `exec 9>/tmp/x.lock; flock 9`, ""},
		{env, `tail -n 5 ` + audit, ""},
	} {
		v := p.Check(tc.cmd, lexer.Bash, tc.env)
		got := ""
		if v.Action != Allow {
			got = v.First().Rule
		}
		if got != tc.rule && !(tc.rule != "" && hasRule(v, tc.rule)) {
			t.Errorf("%s: got %q (%s), want %q", tc.cmd, got, v.First().Reason, tc.rule)
		}
	}
}
