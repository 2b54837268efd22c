package audit

import (
	"os"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
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
	testenv.Run(m)
}
