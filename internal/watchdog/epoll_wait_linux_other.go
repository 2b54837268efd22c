//go:build linux && !amd64

package watchdog

// sysEpollWait is epoll_wait's number, -1 where only epoll_pwait exists.
const sysEpollWait = -1
