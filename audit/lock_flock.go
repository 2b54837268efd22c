//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd || solaris

package audit

import (
	"errors"
	"io/fs"
	"os"

	"golang.org/x/sys/unix"
)

// openFlags open the log for appending. O_NONBLOCK keeps a FIFO without a
// reader from blocking the open (and the command) forever; regular files
// ignore it.
const openFlags = os.O_APPEND | os.O_CREATE | os.O_WRONLY | unix.O_NONBLOCK

// openAppend opens path with openFlags, then puts the descriptor back in
// blocking mode: os.NewFile then leaves it out of Go's network poller,
// whose set-up (an epoll instance, an eventfd, registration) cost a
// one-shot guarded-sh -c more than its one write. A FIFO's reader, if any,
// gets the line as before.
func openAppend(path string) (*os.File, error) {
	for {
		fd, err := unix.Open(path, openFlags|unix.O_CLOEXEC, 0o600)
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: path, Err: err}
		}
		_ = blocking(fd, unix.O_APPEND) // best effort: the poller copes either way
		return os.NewFile(uintptr(fd), path), nil
	}
}

// blocking clears O_NONBLOCK on fd, opened with the status flags kept
// (O_APPEND or none): one fcntl(F_SETFL), where unix.SetNonblock reads the
// flags first. Of the flags F_SETFL changes (O_APPEND, O_NONBLOCK,
// O_ASYNC, O_DIRECT, O_NOATIME) the opens here set no other; each
// system call is a few microseconds of a one-shot guarded-sh -c.
func blocking(fd, kept int) error {
	_, err := unix.FcntlInt(uintptr(fd), unix.F_SETFL, kept)
	return err
}

// tryLock tries once to take an exclusive flock(2) on f, without waiting.
func tryLock(f *os.File) bool {
	var err error
	if rawControl(f, func(fd int) { err = unix.Flock(fd, unix.LOCK_EX|unix.LOCK_NB) }) != nil {
		return false
	}
	return err == nil
}

// lockWait takes an exclusive flock(2) on f, waiting as long as it takes.
func lockWait(f *os.File) error {
	var err error
	if cerr := rawControl(f, func(fd int) {
		for {
			err = unix.Flock(fd, unix.LOCK_EX)
			if !errors.Is(err, unix.EINTR) {
				return
			}
		}
	}); cerr != nil {
		return cerr
	}
	return err
}

func unlock(f *os.File) error {
	var err error
	if cerr := rawControl(f, func(fd int) { err = unix.Flock(fd, unix.LOCK_UN) }); cerr != nil {
		return cerr
	}
	return err
}

// writeOnce hands b to the kernel in a single write(2) (retried only when
// interrupted before writing anything), unlike os.File.Write, which loops
// over short writes and so could split a line in two.
func writeOnce(f *os.File, b []byte) (int, error) {
	var (
		n   int
		err error
	)
	if cerr := rawControl(f, func(fd int) {
		for {
			n, err = unix.Write(fd, b)
			if !errors.Is(err, unix.EINTR) {
				return
			}
		}
	}); cerr != nil {
		return 0, cerr
	}
	return n, err
}

func rawControl(f *os.File, fn func(fd int)) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	return rc.Control(func(fd uintptr) { fn(int(fd)) })
}

// openReadNonblock opens path to read without blocking on a FIFO, then
// puts the descriptor back in blocking mode.
func openReadNonblock(path string) (*os.File, error) {
	for {
		fd, err := unix.Open(path, os.O_RDONLY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: path, Err: err}
		}
		_ = blocking(fd, 0) // best effort
		return os.NewFile(uintptr(fd), path), nil
	}
}
