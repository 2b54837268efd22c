package audit

import (
	"os"
	"strings"
	"testing"
)

// helperEnv, when set, makes the test binary a writer process of
// TestConcurrentProcesses instead of running the tests.
const helperEnv = "AUDIT_TEST_WRITER"

// TestMain makes the tests hermetic (a fixed locale, a clean HOME, no
// GUARDED_SH_* settings) and lets the test binary serve as its own helper
// process.
func TestMain(m *testing.M) {
	if os.Getenv(helperEnv) != "" {
		os.Exit(writerProcess())
	}
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "GUARDED_SH_") || k == "XDG_STATE_HOME" {
			os.Unsetenv(k)
		}
	}
	os.Setenv("LC_ALL", "C")
	os.Setenv("LANG", "C")
	home, err := os.MkdirTemp("", "guarded-sh-home")
	if err != nil {
		panic(err)
	}
	os.Setenv("HOME", home)
	code := m.Run()
	_ = os.RemoveAll(home) // best effort
	os.Exit(code)
}
