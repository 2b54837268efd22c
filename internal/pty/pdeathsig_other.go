//go:build darwin || netbsd || openbsd || dragonfly

package pty

import "syscall"

// setPdeathsig does nothing: there is no parent-death signal here. The
// kernel hangs up the terminal when guarded-sh dies and its master
// descriptor closes, and the session leader gets SIGHUP.
func setPdeathsig(*syscall.SysProcAttr) {}
