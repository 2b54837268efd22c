//go:build !unix

package shim

import (
	"errors"
	"io"
)

// streamSupported reports whether stream mode can run here: it needs a PTY.
const streamSupported = false

func isTerminal(io.Reader) bool { return false }

func killGroup(int) error { return errors.New("not supported on this system") }
