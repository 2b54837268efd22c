//go:build darwin || freebsd || netbsd || openbsd || dragonfly

package pty

// killSession does nothing here: Kill reaches the child's and the
// foreground process groups, and the hang-up reaches the rest.
func killSession(int) {}
