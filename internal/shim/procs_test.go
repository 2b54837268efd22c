package shim

import (
	"runtime"
	"testing"
)

// TestAllProcs: the Ps internal/oneproc took are given back as the
// runtime gives them at start-up, GOMAXPROCS from the environment
// included; a check no bigger than a -c argument keeps one P.
func TestAllProcs(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	t.Setenv("GOMAXPROCS", "3")
	runtime.GOMAXPROCS(1)
	allProcsFor(128 << 10)
	if n := runtime.GOMAXPROCS(0); n != 1 {
		t.Errorf("a check of 128 KiB: GOMAXPROCS %d, want 1", n)
	}
	allProcsFor(128<<10 + 1)
	if n := runtime.GOMAXPROCS(0); n != 3 {
		t.Errorf("a bigger check with GOMAXPROCS=3 set: GOMAXPROCS %d, want 3", n)
	}
	runtime.GOMAXPROCS(2)
	t.Setenv("GOMAXPROCS", "")
	allProcs()
	if n := runtime.GOMAXPROCS(0); n != 2 {
		t.Errorf("more than one P already (a test's -cpu): GOMAXPROCS %d, want 2 kept", n)
	}
}
