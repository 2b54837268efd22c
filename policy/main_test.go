package policy

import (
	"flag"
	"os"
	"testing"
)

// TestMain runs the package's tests with a panic of the check let
// through (panicInTests): a corpus case refused as sys.guard-error would
// otherwise pass as a refusal. Every fact a rule asks of a command is
// worked out again and compared with the one kept (verifyFacts), but
// while benchmarking.
func TestMain(m *testing.M) {
	flag.Parse()
	panicInTests = true
	verifyFacts = flag.Lookup("test.bench").Value.String() == ""
	os.Exit(m.Run())
}
