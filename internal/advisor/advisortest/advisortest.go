// Package advisortest builds the advisor's HTTP helper
// (cmd/guarded-sh-advise) for tests that ask a url advisor.
package advisortest

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

var (
	once sync.Once
	dir  string
	err  error
	out  []byte
)

// HelperDir returns a directory holding a freshly built guarded-sh-advise,
// to put on PATH; built once per test binary, and removed when its tests
// end (testenv.Run's TestMain).
func HelperDir(t testing.TB) string {
	t.Helper()
	once.Do(func() {
		dir, err = os.MkdirTemp("", "guarded-sh-advise-")
		if err != nil {
			return
		}
		testenv.RemoveAtExit(dir)
		cmd := exec.Command("go", "build", "-o", filepath.Join(dir, "guarded-sh-advise"), "github.com/guarded-sh/guarded-sh/cmd/guarded-sh-advise")
		out, err = cmd.CombinedOutput()
	})
	if err != nil {
		t.Fatalf("building guarded-sh-advise: %v\n%s", err, out)
	}
	return dir
}
