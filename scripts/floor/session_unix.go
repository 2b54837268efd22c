//go:build unix

package main

import (
	"fmt"
	"os"
	"syscall"
)

// runChild runs shell with this process's arguments as a child in a
// session of its own, as guarded-sh's supervised mode does, and returns
// its exit status.
func runChild(shell string) int {
	pid, err := syscall.ForkExec(shell, os.Args, &syscall.ProcAttr{
		Env:   os.Environ(),
		Files: []uintptr{0, 1, 2},
		Sys:   &syscall.SysProcAttr{Setsid: true},
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "floor: %v\n", err)
		return 126
	}
	var ws syscall.WaitStatus
	for {
		if _, err := syscall.Wait4(pid, &ws, 0, nil); err != syscall.EINTR {
			break
		}
	}
	return ws.ExitStatus()
}
