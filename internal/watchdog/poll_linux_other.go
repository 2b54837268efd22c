//go:build linux && !amd64

package watchdog

// sysPoll and sysSelect are -1 where only ppoll and pselect6 exist.
const (
	sysPoll   = -1
	sysSelect = -1
)
