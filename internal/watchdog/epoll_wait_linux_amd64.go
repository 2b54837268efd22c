package watchdog

import "golang.org/x/sys/unix"

const sysEpollWait = unix.SYS_EPOLL_WAIT
