//go:build darwin || freebsd || netbsd || openbsd || dragonfly

package pty

import "golang.org/x/sys/unix"

// killSession does nothing here: Kill reaches the child's and the
// foreground process groups, and the hang-up reaches the rest.
func killSession(int) {}

// signalSession does nothing here and finds nothing (no /proc).
func signalSession(int, unix.Signal) bool { return false }

// signalIn does nothing here and finds nothing (no /proc).
func signalIn(int, int, unix.Signal, map[int]bool) bool { return false }

// children finds nothing (no /proc).
func children(int) map[int]bool { return nil }

// ownJob finds nothing (no /proc).
func ownJob(int, int) bool { return false }
