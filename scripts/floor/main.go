// Command floor is the benchmark floor for any Go wrapper of a shell: it
// does nothing but replace itself with the shell named by FLOOR_SHELL,
// passing its own arguments on, as guarded-sh does after its checks.
// With FLOOR_MODE=child it instead runs the shell as its child in a new
// session and waits for it: the floor for any Go wrapper that stays to
// watch, as guarded-sh's supervised one-shot mode does.
// scripts/bench.sh measures guarded-sh against both in the same run.
package main

import (
	"fmt"
	"os"
	"syscall"
)

func main() {
	shell := os.Getenv("FLOOR_SHELL")
	if shell == "" {
		shell = "/bin/bash"
	}
	if os.Getenv("FLOOR_MODE") == "child" {
		os.Exit(runChild(shell))
	}
	err := syscall.Exec(shell, os.Args, os.Environ())
	fmt.Fprintf(os.Stderr, "floor: %v\n", err)
	os.Exit(126)
}
