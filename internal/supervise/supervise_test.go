//go:build unix

package supervise

import (
	"syscall"
	"testing"
)

func TestCode(t *testing.T) {
	exited := func(n int) syscall.WaitStatus { return syscall.WaitStatus(n << 8) }
	signaled := func(s syscall.Signal) syscall.WaitStatus { return syscall.WaitStatus(s) }
	for _, tt := range []struct {
		r    Result
		want int
	}{
		{Result{Status: exited(0)}, 0},
		{Result{Status: exited(3)}, 3},
		{Result{Status: signaled(syscall.SIGTERM)}, 143},
		{Result{Status: signaled(syscall.SIGINT), Watchdog: true}, 130},
		{Result{Status: signaled(syscall.SIGKILL), Watchdog: true}, 137},
		{Result{Status: exited(0), Watchdog: true}, 130}, // survived the interrupt: still says so
		{Result{Status: exited(5), Watchdog: true}, 5},
	} {
		if got := tt.r.Code(); got != tt.want {
			t.Errorf("%+v: Code() = %d, want %d", tt.r, got, tt.want)
		}
	}
}
