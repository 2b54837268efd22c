package supervise

import (
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// raise sends s to this thread, where it is taken on the way back from the
// system call, and waits a moment for it: a signal to the process may land
// on another thread after this one has exited.
func raise(s syscall.Signal) {
	_ = unix.Tgkill(unix.Getpid(), unix.Gettid(), s)
	time.Sleep(100 * time.Millisecond)
}
