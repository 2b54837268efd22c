package policy

import (
	"os"
	"testing"
)

// TestMain runs the package's tests with a panic of the check let
// through (panicInTests): a corpus case refused as sys.guard-error would
// otherwise pass as a refusal.
func TestMain(m *testing.M) {
	panicInTests = true
	os.Exit(m.Run())
}
