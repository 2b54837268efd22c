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

// TestWinDataRoots: on a Windows drive, a directory outside the agent's
// work is the user's data as it is on posix (fsOutside), while the
// project, its parents and Windows' own trees are judged as such.
func TestWinDataRoots(t *testing.T) {
	p := New()
	env := &Env{Home: `C:\Users\agent`, Cwd: `D:\work\app`, Project: `D:\work\app`}
	for _, tt := range []struct {
		cmd  string
		g    lexer.Grammar
		rule string // "" is allowed
	}{
		{`rd /s /q D:\work\app\build`, lexer.Cmd, ""},
		{`Remove-Item -Recurse -Force D:\work\app\node_modules`, lexer.PowerShell, ""},
		{`rd /s /q D:\work\app`, lexer.Cmd, "fs.rm-project"},
		{`rd /s /q D:\work`, lexer.Cmd, "fs.rm-project"},
		{`rd /s /q D:\work\other-checkout`, lexer.Cmd, "fs.rm-user-data"},
		{`Remove-Item -Recurse -Force E:\Backups`, lexer.PowerShell, "fs.rm-user-data"},
		{`Remove-Item -Recurse -Force E:\Backups\2024\db`, lexer.PowerShell, "fs.rm-user-data"},
		{`Remove-Item E:\Backups\2024\db\old.bak`, lexer.PowerShell, ""},
		{`rd /s /q C:\Users\agent\AppData\Local\Temp\x`, lexer.Cmd, ""},
		{`rd /s /q C:\Windows\Temp\x`, lexer.Cmd, ""},
		// Relative paths are in the working directory: one climbing out
		// of it is judged where it lands.
		{`rd /s /q ..\other-checkout`, lexer.Cmd, "fs.rm-user-data"},
		{`Remove-Item -Recurse "..\..\Archive"`, lexer.PowerShell, "fs.rm-user-data"},
		{`Remove-Item -Recurse ..\app\build`, lexer.PowerShell, ""},
		{`Remove-Item ..\notes.txt`, lexer.PowerShell, ""},
		{`rd /s /q build\..\out`, lexer.Cmd, ""},
	} {
		v := p.Check(tt.cmd, tt.g, env)
		got := ""
		if v.Action != Allow {
			got = v.First().Rule
		}
		if got != tt.rule {
			t.Errorf("%s: rule %q, want %q (%s)", tt.cmd, got, tt.rule, v.First().Reason)
		}
	}
}

// TestEmptyImage: dd from /dev/zero makes a blank disk image, refused
// only over an image that is there (fs.empty-data).
func TestEmptyImage(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "vm.qcow2"), []byte("QFI"), 0o644); err != nil {
		t.Fatal(err)
	}
	p := New()
	env := &Env{Home: "/home/agent", Cwd: dir, Project: dir}
	for cmd, want := range map[string]Action{
		"dd if=/dev/zero of=vm.qcow2 bs=1M count=1":  Block,
		"dd if=/dev/zero of=new.qcow2 bs=1M count=1": Allow,
		"dd if=/dev/zero of=app.db bs=1M count=1":    Block, // no one makes a database so
	} {
		if v := p.Check(cmd, lexer.Bash, env); v.Action != want {
			t.Errorf("%s: %v, want %v (%s)", cmd, v.Action, want, v.First().Rule)
		}
	}
}
