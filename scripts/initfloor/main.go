// Command initfloor is guarded-sh's start-up without its work: the same
// packages linked (shim.Run is referenced, so the binary is as big as
// guarded-sh and every package init runs), then it replaces itself with
// the shell named by FLOOR_SHELL as scripts/floor does. Against
// scripts/floor it measures what the Go runtime and the package inits of a
// binary this size cost; guarded-sh against it, what shim.Run's work costs.
// scripts/bench.sh measures all three in the same run.
package main

import (
	"context"
	"fmt"
	"os"
	"syscall"

	"github.com/guarded-sh/guarded-sh/internal/shim"
)

func main() {
	if os.Getenv("INITFLOOR_RUN") == "guarded-sh" { // never set by bench.sh: keeps shim.Run linked
		_ = shim.Run(context.Background(), os.Args, os.Environ(), shim.Stdio{In: os.Stdin, Out: os.Stdout, Err: os.Stderr})
	}
	shell := os.Getenv("FLOOR_SHELL")
	if shell == "" {
		shell = "/bin/bash"
	}
	err := syscall.Exec(shell, os.Args, os.Environ())
	fmt.Fprintf(os.Stderr, "initfloor: %v\n", err)
	os.Exit(126)
}
