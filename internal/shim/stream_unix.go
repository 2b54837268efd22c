//go:build unix

package shim

import (
	"io"
	"os"
	"syscall"

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

// killGroup sends SIGKILL to process group pg.
func killGroup(pg int) error { return syscall.Kill(-pg, syscall.SIGKILL) }
