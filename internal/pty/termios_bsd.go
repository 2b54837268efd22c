//go:build darwin || freebsd || netbsd || openbsd || dragonfly

package pty

import "golang.org/x/sys/unix"

const (
	ioctlGetTermios = unix.TIOCGETA
	ioctlSetTermios = unix.TIOCSETA
	// ioctlInq counts the bytes in a terminal's input queue.
	ioctlInq = 0x4004667f // FIONREAD: _IOR('f', 127, int), sys/filio.h
)

// flushInput discards input written to the terminal but not yet read.
func flushInput(fd int) error { return unix.IoctlSetPointerInt(fd, unix.TIOCFLUSH, fread) }

// fread is FREAD from sys/fcntl.h: flush the input queue.
const fread = 1
