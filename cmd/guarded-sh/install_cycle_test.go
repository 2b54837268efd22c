package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// TestInstallCycle runs scripts/install-cycle.sh: guarded-sh installed over
// /bin/sh in a throwaway root (an overlay of / in a private mount
// namespace) by docs/Dockerfile's install step, an autoconf configure and a
// package's maintainer scripts giving the same output as with the system's
// sh, and install.sh --uninstall putting /bin/sh back byte for byte.
//
// It needs root and a kernel that lets root unshare a mount namespace and
// mount an overlay; without them it is skipped. autoconf and dpkg-deb must
// be there under REQUIRE_SHELLS=1 (CI installs them), else it is skipped.
func TestInstallCycle(t *testing.T) {
	if runtime.GOOS != "linux" || os.Getuid() != 0 {
		t.Skip("needs root on Linux")
	}
	if out, err := exec.Command("unshare", "--mount", "true").CombinedOutput(); err != nil {
		t.Skipf("cannot unshare a mount namespace here: %v %s", err, out)
	}
	for _, tool := range []string{"autoconf", "dpkg-deb", "dpkg-divert"} {
		testenv.NeedShell(t, tool)
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	bin := filepath.Join(t.TempDir(), "guarded-sh")
	build := exec.Command(goTool, "build", "-trimpath", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command("bash", "../../scripts/install-cycle.sh", bin).CombinedOutput()
	t.Logf("%s", strings.TrimSpace(string(out)))
	if err != nil {
		t.Fatalf("install cycle: %v", err)
	}
}
