//go:build !unix

package shim

import (
	"io"
)

// streamSupported reports whether stream mode can run here: it needs a PTY.
const streamSupported = false

func isTerminal(io.Reader) bool { return false }
