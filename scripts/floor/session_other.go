//go:build !unix

package main

import "syscall"

// newSession: no sessions here.
func newSession() *syscall.SysProcAttr { return nil }
