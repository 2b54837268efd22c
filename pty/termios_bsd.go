//go:build darwin || freebsd || netbsd || openbsd || dragonfly

package pty

import "golang.org/x/sys/unix"

const (
	ioctlGetTermios = unix.TIOCGETA
	ioctlSetTermios = unix.TIOCSETA
)

// flushInput discards input written to the terminal but not yet read.
func flushInput(fd int) error { return unix.IoctlSetPointerInt(fd, unix.TIOCFLUSH, fread) }

// fread is FREAD from sys/fcntl.h: flush the input queue.
const fread = 1
