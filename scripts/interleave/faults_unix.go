//go:build unix

package main

import (
	"os"
	"syscall"
)

// minorFaults is the minor page faults of the process ps describes.
func minorFaults(ps *os.ProcessState) int64 {
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		return int64(ru.Minflt)
	}
	return 0
}
