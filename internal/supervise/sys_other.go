//go:build unix && !linux

package supervise

import "syscall"

// sysProcAttr puts the child in a new session without a controlling
// terminal.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setsid: true}
}
