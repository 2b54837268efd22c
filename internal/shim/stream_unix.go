//go:build unix

package shim

import (
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// streamSupported reports whether stream mode can run here: it needs a PTY.
const streamSupported = true

// isTerminal reports whether r is a terminal.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	_, err := unix.IoctlGetWinsize(int(f.Fd()), unix.TIOCGWINSZ)
	return err == nil
}
