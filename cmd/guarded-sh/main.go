// The runtime's GOMAXPROCS updater is a goroutine started before main that
// wakes every second to follow the CPU limit of the process's cgroup: a
// one-shot guarded-sh -c paid for its start (a goroutine's stack, fresh
// pages) to exec a shell a millisecond later, and sessions, which wait on
// their shell, need no more than the GOMAXPROCS they start with.
//
//go:debug updatemaxprocs=0

// The runtime names each anonymous mapping it makes (heap, stacks, its
// metadata) with prctl(PR_SET_VMA_ANON_NAME), for /proc/PID/maps: on a
// kernel built with CONFIG_ANON_VMA_NAME, a system call per mapping at
// every start-up, a dozen or more before a one-shot guarded-sh -c has
// checked its command (one failing call where the kernel lacks it).
//
//go:debug decoratemappings=0

// Command guarded-sh is a drop-in shell that checks every command before the
// real shell sees it. See package shim.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	_ "github.com/guarded-sh/guarded-sh/internal/oneproc" // one P from before the inits: one cache of heap spans
	"github.com/guarded-sh/guarded-sh/internal/shim"
)

func main() {
	os.Exit(run())
}

// run maps what shim.Run returns to an exit status. It installs no signal
// handlers: until the real shell replaces this process, a signal acts on
// guarded-sh as it would on the shell.
func run() int {
	err := shim.Run(context.Background(), os.Args, os.Environ(), shim.Stdio{In: os.Stdin, Out: os.Stdout, Err: os.Stderr})
	if err == nil {
		return 0
	}
	var ee *shim.ExitError
	if errors.As(err, &ee) {
		if ee.Err != nil {
			fmt.Fprintf(os.Stderr, "guarded-sh: %v\n", ee.Err)
		}
		return ee.Code
	}
	fmt.Fprintf(os.Stderr, "guarded-sh: %v\n", err)
	return 1
}
