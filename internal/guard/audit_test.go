package guard

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/settings"
)

func TestOpenAuditWarns(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(file, "audit.jsonl")
	var stderr bytes.Buffer
	l := openAudit(settings.Parse([]string{"GUARDED_SH_AUDIT=" + path}), "", &stderr)
	if l.Enabled() {
		t.Error("enabled")
	}
	if err := l.Write(audit.Record{Verdict: audit.VerdictAllow}); err != nil {
		t.Error(err)
	}
	want := "guarded-sh: warning: audit log " + path + ": cannot create directory " + file + ": not a directory; commands still run, unaudited\n"
	if stderr.String() != want {
		t.Errorf("stderr %q, want %q", stderr.String(), want)
	}
}

// TestWorkDirAsGetwd: WorkDir answers as os.Getwd does, asking the given
// environment for PWD: $PWD when it names the working directory (a
// symbolic link's path kept), the system's path when PWD names another
// directory or is relative or unset, and PWD when the directory is gone.
func TestWorkDirAsGetwd(t *testing.T) {
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	real := filepath.Join(dir, "real")
	link := filepath.Join(dir, "link")
	gone := filepath.Join(dir, "gone")
	for _, d := range []string{real, gone} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	env := func(pwd string) func(string) string {
		return func(k string) string {
			if k == "PWD" {
				return pwd
			}
			return ""
		}
	}
	t.Chdir(real)
	for _, c := range []struct{ pwd, want string }{
		{link, link},   // the user's path, through the link
		{real, real},   // the same directory
		{dir, real},    // another directory: the system's path
		{"link", real}, // relative: not trusted
		{"", real},     // unset
	} {
		if got := WorkDir(env(c.pwd)); got != c.want {
			t.Errorf("PWD=%q: WorkDir = %q, want %q", c.pwd, got, c.want)
		}
	}
	t.Chdir(gone)
	if err := os.Remove(gone); err != nil {
		t.Fatal(err)
	}
	if got := WorkDir(env("/somewhere/else")); got != "/somewhere/else" {
		t.Errorf("working directory removed: WorkDir = %q, want $PWD", got)
	}
}
