//go:build linux || freebsd

package pty

import "syscall"

// setPdeathsig asks the kernel to SIGKILL the child when the thread that
// started it exits. Go does not end threads that started children unless a
// goroutine locked to them returns, so in practice this is process death.
func setPdeathsig(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
