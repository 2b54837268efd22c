// Command floor is the benchmark floor for any Go wrapper of a shell: it
// does nothing but replace itself with the shell named by FLOOR_SHELL,
// passing its own arguments on, as guarded-sh does after its checks.
// scripts/bench.sh measures guarded-sh against it in the same run.
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
	err := syscall.Exec(shell, os.Args, os.Environ())
	fmt.Fprintf(os.Stderr, "floor: %v\n", err)
	os.Exit(126)
}
