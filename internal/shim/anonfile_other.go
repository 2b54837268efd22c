//go:build !linux

package shim

import "os"

// anonFile returns a new file with no name.
func anonFile() (*os.File, error) { return tempAnonFile() }
