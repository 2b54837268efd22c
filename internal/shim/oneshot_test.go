//go:build unix

package shim

import (
	"os"
	"path/filepath"
	"testing"
)

// The reaper runs in dash when PATH has one that is not guarded-sh itself,
// else in the real shell when it is a POSIX shell, else nowhere.
func TestReaperShell(t *testing.T) {
	dash := t.TempDir()
	if err := os.WriteFile(filepath.Join(dash, "dash"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	self, err := os.Stat(filepath.Join(dash, "dash"))
	if err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()
	for _, tt := range []struct {
		shell, path string
		self        os.FileInfo
		want        string
	}{
		{"/bin/bash", dash, nil, filepath.Join(dash, "dash")},
		{"/bin/bash", empty, nil, "/bin/bash"},
		{"/bin/bash", dash, self, "/bin/bash"}, // dash on PATH is guarded-sh: never
		{"/usr/bin/pwsh", empty, nil, ""},
	} {
		if got := reaperShell(tt.shell, tt.path, tt.self); got != tt.want {
			t.Errorf("reaperShell(%q, %q) = %q, want %q", tt.shell, tt.path, got, tt.want)
		}
	}
}
