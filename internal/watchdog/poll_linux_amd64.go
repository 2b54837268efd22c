package watchdog

import "golang.org/x/sys/unix"

// poll(2) and select(2), which newer architectures have only as ppoll and
// pselect6.
const (
	sysPoll   = unix.SYS_POLL
	sysSelect = unix.SYS_SELECT
)
