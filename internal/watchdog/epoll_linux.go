package watchdog

import "golang.org/x/sys/unix"

// isEpollWait reports whether system call nr waits on an epoll instance
// whose descriptor is its first argument. epoll_wait itself exists only on
// some architectures (epoll_amd64.go).
func isEpollWait(nr int64) bool {
	return nr == unix.SYS_EPOLL_PWAIT || nr == unix.SYS_EPOLL_PWAIT2 || nr == sysEpollWait
}
