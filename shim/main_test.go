package shim

import (
	"os"
	"strings"
	"testing"
)

// TestMain makes the tests hermetic: a fixed locale, a clean HOME, and no
// GUARDED_SH_* settings from the caller's environment.
func TestMain(m *testing.M) {
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "GUARDED_SH_") {
			os.Unsetenv(k)
		}
	}
	os.Setenv("GUARDED_SH_AUDIT", "off") // never the machine's audit log
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
