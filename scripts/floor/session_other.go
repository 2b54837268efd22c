//go:build !unix

package main

import (
	"fmt"
	"os"
)

// runChild: no sessions here.
func runChild(shell string) int {
	fmt.Fprintln(os.Stderr, "floor: FLOOR_MODE=child needs a unix system")
	return 126
}
