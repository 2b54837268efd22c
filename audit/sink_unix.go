//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd || solaris

package audit

import (
	"errors"
	"time"

	"golang.org/x/sys/unix"
)

// unixgram is a connected Unix datagram socket in non-blocking mode,
// driven by raw system calls: Go's network poller costs a one-shot
// guarded-sh -c more than the send (see openAppend).
type unixgram struct{ fd int }

func dialDatagram(path string) (datagramConn, error) {
	fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_DGRAM, 0)
	if err != nil {
		return nil, err
	}
	unix.CloseOnExec(fd)
	if err := unix.SetNonblock(fd, true); err != nil {
		_ = unix.Close(fd) // failing anyway
		return nil, err
	}
	for {
		err = unix.Connect(fd, &unix.SockaddrUnix{Name: path})
		if err != unix.EINTR {
			break
		}
	}
	if err != nil {
		_ = unix.Close(fd) // failing anyway
		return nil, err
	}
	return &unixgram{fd}, nil
}

// send sends b as one datagram; when the receiver's queue is full it
// waits for room at most deadline, then gives up.
func (u *unixgram) send(b []byte, deadline time.Duration) error {
	end := time.Now().Add(deadline)
	for {
		_, err := unix.Write(u.fd, b)
		switch {
		case err == nil:
			return nil
		case err == unix.EINTR:
			continue
		case err != unix.EAGAIN:
			return err
		}
		left := time.Until(end)
		if left <= 0 {
			return errors.New("the receiver is not taking records (queue full)")
		}
		fds := []unix.PollFd{{Fd: int32(u.fd), Events: unix.POLLOUT}}
		_, _ = unix.Poll(fds, int(max(left.Milliseconds(), 1))) // then write again, or time out
	}
}

func (u *unixgram) close() error { return unix.Close(u.fd) }
