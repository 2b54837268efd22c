package guard

import (
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// TestMain makes the tests hermetic: a fixed locale, a clean HOME, and no
// GUARDED_SH_* settings from the caller's environment.
func TestMain(m *testing.M) {
	testenv.Run(m, "GUARDED_SH_AUDIT=off") // never the machine's audit log
}
