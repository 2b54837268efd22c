//go:build unix && !linux

package supervise

import (
	"os"
	"syscall"
	"time"
)

// raise sends s to this process and waits a moment for it to land.
func raise(s syscall.Signal) {
	_ = syscall.Kill(os.Getpid(), s)
	time.Sleep(100 * time.Millisecond)
}
