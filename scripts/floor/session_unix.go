//go:build unix

package main

import "syscall"

// newSession starts the child in a session of its own, as guarded-sh's
// supervised mode does.
func newSession() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setsid: true} }
