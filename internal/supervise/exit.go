//go:build unix

package supervise

import (
	"os"
	"os/signal"
	"syscall"
)

// Exit ends this process as the command ended: with its exit status, or,
// when the command died by a signal and the watchdog did not act, by the
// same signal where the Go runtime lets a process die by it (HUP, INT,
// TERM, KILL), so a parent that waits sees the signal; by 128+n otherwise.
// It does not return.
func (r Result) Exit() {
	if r.Status.Signaled() && !r.Watchdog {
		s := r.Status.Signal()
		switch s {
		case syscall.SIGHUP, syscall.SIGINT, syscall.SIGTERM, syscall.SIGKILL:
			// Undo Run's Notify: the runtime then dies by the signal
			// itself (it resets the handler and raises it again).
			if !signal.Ignored(s) {
				signal.Reset(s)
				raise(s)
			}
			// Reached only if the signal was ignored when the process
			// started (and stays so): exit as bash would report it.
		}
	}
	os.Exit(r.Code())
}
