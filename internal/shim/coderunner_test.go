package shim

import (
	"os"
	"path/filepath"
	"testing"
)

// A copy of a shell under another name is a shell; the shell's own file
// (a #! script's interpreter) and other programs are not copies.
func TestShellCopy(t *testing.T) {
	sh, err := filepath.EvalSymlinks("/bin/sh")
	if err != nil {
		t.Skip("no /bin/sh")
	}
	b, err := os.ReadFile(sh)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cp := filepath.Join(dir, "helper")
	if err := os.WriteFile(cp, b, 0o755); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other")
	if err := os.WriteFile(other, append(b[:len(b)-1:len(b)-1], b[len(b)-1]^1), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		exe  string
		want bool
	}{{cp, true}, {sh, false}, {"/bin/sh", false}, {other, false}, {filepath.Join(dir, "none"), false}} {
		if got := shellCopy(c.exe); got != c.want {
			t.Errorf("shellCopy(%s) = %v, want %v", c.exe, got, c.want)
		}
	}
}
