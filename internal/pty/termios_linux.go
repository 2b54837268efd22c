//go:build linux

package pty

import "golang.org/x/sys/unix"

const (
	ioctlGetTermios = unix.TCGETS
	ioctlSetTermios = unix.TCSETS
	// ioctlInq counts the bytes in a terminal's input queue.
	ioctlInq = unix.TIOCINQ
)

// flushInput discards input written to the terminal but not yet read.
func flushInput(fd int) error { return unix.IoctlSetInt(fd, unix.TCFLSH, unix.TCIFLUSH) }
