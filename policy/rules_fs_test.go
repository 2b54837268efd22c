package policy

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestGlobDirs (globPaths of directories): a cd target written as a glob is expanded against the file
// system as the shells expand it: directories only, sorted, a leading dot
// matched only by a dot, at most limit of them.
func TestGlobDirs(t *testing.T) {
	root := t.TempDir()
	for _, d := range []string{"etc/guarded-sh", "etc2", "ext", ".hidden", "usr/lib", "usr/local"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "efile"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		pattern string
		limit   int
		want    []string
	}{
		{"/e?c", 8, []string{"/etc"}},
		{"/e*", 8, []string{"/etc", "/etc2", "/ext"}}, // efile is not a directory
		{"/e*", 2, []string{"/etc", "/etc2"}},
		{"/*hidden", 8, nil}, // no dot without a dot
		{"/.h*", 8, []string{"/.hidden"}},
		{"/e?c/guarded-s*", 8, []string{"/etc/guarded-sh"}},
		{"/usr/[l]*", 8, []string{"/usr/lib", "/usr/local"}},
		{"/usr/[!l]*", 8, nil},
		{"/nothing*/x", 8, nil},
	} {
		got := globPaths(root+tt.pattern, true, tt.limit)
		var want []string
		for _, w := range tt.want {
			want = append(want, root+w)
		}
		if !slices.Equal(got, want) {
			t.Errorf("globPaths(%q, dirs, %d) = %q, want %q", tt.pattern, tt.limit, got, want)
		}
	}
}

// TestCdGlobFollowed: commands after cd to a glob are judged from each
// directory it names now.
func TestCdGlobFollowed(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "project", "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	env := &Env{Home: root, Cwd: root, Project: filepath.Join(root, "project")}
	p := New()
	for _, tt := range []struct {
		cmd  string
		rule string
	}{
		{"cd pro*t && rm -rf ../project", "fs.rm-project"},
		{"cd ./p?oject/s*c && rm -rf ../../project", "fs.rm-project"},
		{"cd pro*t/src && rm -rf build", ""},
	} {
		v := p.Check(tt.cmd, lexer.Bash, env)
		if got := v.First().Rule; got != tt.rule || (tt.rule == "") != (v.Action == Allow) {
			t.Errorf("%q: %s [%s], want [%s]", tt.cmd, v.Action, got, tt.rule)
		}
	}
}

// TestCredGlobs: a glob naming a credential file that is there now is a
// read of it; one that names nothing of the kind is not.
func TestCredGlobs(t *testing.T) {
	home := t.TempDir()
	project := filepath.Join(home, "project")
	for _, f := range []string{".aws/credentials", ".ssh/id_ed25519", "project/.env", "project/main.go", "project/README.md"} {
		p := filepath.Join(home, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x\n"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	env := &Env{Home: home, Cwd: project, Project: project}
	p := New()
	for _, tt := range []struct{ cmd, rule string }{
		{"cat ~/.aws/cred*", "cred.cloud-file"},
		{"cat .en?", "cred.dotenv"},
		{"cat .[e]nv", "cred.dotenv"},
		{"head -n 5 ./.??v", "cred.dotenv"},
		{"cat ~/.ssh/id_*", "cred.private-key"},
		{"cat *.go", ""},
		{"cat README*", ""},
		{"cat ~/.aws/conf*", ""}, // nothing there by that name
	} {
		v := p.Check(tt.cmd, lexer.Bash, env)
		if got := v.First().Rule; got != tt.rule || (tt.rule == "") != (v.Action == Allow) {
			t.Errorf("%q: %s [%s], want [%s]", tt.cmd, v.Action, got, tt.rule)
		}
	}
}
