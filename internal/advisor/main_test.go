package advisor

import (
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// TestMain makes the tests hermetic (testenv.Run) and removes the helper
// program advisortest built for them.
func TestMain(m *testing.M) { testenv.Run(m) }
