package supervise

import "syscall"

// sysProcAttr puts the child in a new session without a controlling
// terminal, and kills it if guarded-sh dies (the thread that started it:
// Go ends such threads only when a locked goroutine returns).
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setsid: true, Pdeathsig: syscall.SIGKILL}
}
